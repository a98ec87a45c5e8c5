//! Hindi names in English letters, for addresses: `रेडमी नोट 13` is
//! `redmi not 13`, so its page is `/repairs/…/redmi-not-13/`.
//!
//! A Hunterian-style table (the romanization of Indian road signs and
//! railway stations, without diacritics), with Hindi's silent `a` left out
//! where a Hindi reader does not say it: at the end of a word (`नोट`, not),
//! and between a vowel-consonant and a consonant-vowel (`रेडमी`, redmi;
//! `क्षमता`, kshamta). An address is for reading on a phone screen and in
//! a WhatsApp message, and every host serves these letters as they are; it
//! need not be a scholarly transliteration.
//!
//! `deunicode` (the kept crate for this) spells letter by letter, with no
//! silent `a` and with doubled letters for retroflex ones: `reddmii nott`.

/// `text` with its Devanagari in English letters; everything else is kept.
pub fn romanize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word: Vec<Unit> = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(consonant) = consonant(c) {
            let roman = if chars.peek() == Some(&NUKTA) {
                chars.next();
                nukta(c).unwrap_or(consonant)
            } else {
                consonant
            };
            word.push(Unit::Consonant {
                roman,
                vowel: Vowel::Inherent,
            });
        } else if let Some(sign) = vowel_sign(c) {
            match word.last_mut() {
                Some(Unit::Consonant { vowel, .. }) if *vowel == Vowel::Inherent => {
                    *vowel = Vowel::Sign(sign);
                }
                _ => word.push(Unit::Vowel(sign)),
            }
        } else if c == VIRAMA {
            if let Some(Unit::Consonant { vowel, .. }) = word.last_mut() {
                *vowel = Vowel::None;
            }
        } else if let Some(vowel) = independent_vowel(c) {
            word.push(Unit::Vowel(vowel));
        } else if let Some(mark) = nasal_or_visarga(c) {
            word.push(Unit::Mark(mark));
        } else if c == NUKTA || ('\u{0900}'..='\u{097F}').contains(&c) && !c.is_alphanumeric() {
            // A stray nukta or sign, or a danda: a word ends.
            flush(&mut word, &mut out);
            if c != NUKTA {
                out.push(' ');
            }
        } else if ('\u{0966}'..='\u{096F}').contains(&c) {
            flush(&mut word, &mut out);
            out.push(char::from(b'0' + (u32::from(c) - 0x0966) as u8));
        } else {
            flush(&mut word, &mut out);
            // A zero-width joiner or non-joiner only shapes a conjunct.
            if !matches!(c, '\u{200C}' | '\u{200D}') {
                out.push(c);
            }
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Whether `c` is a letter that [`romanize`] writes in English letters:
/// a Devanagari letter or sign.
pub fn is_devanagari(c: char) -> bool {
    ('\u{0900}'..='\u{097F}').contains(&c)
}

const NUKTA: char = '\u{093C}';
const VIRAMA: char = '\u{094D}';

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Vowel {
    /// The `a` every consonant has unless a sign says otherwise.
    Inherent,
    Sign(&'static str),
    /// Under a virama: the consonant joins the next one.
    None,
}

#[derive(Debug, Clone, Copy)]
enum Unit {
    Consonant { roman: &'static str, vowel: Vowel },
    Vowel(&'static str),
    Mark(&'static str),
}

impl Unit {
    /// Whether the unit ends in a vowel that is said.
    fn ends_in_vowel(self, said: bool) -> bool {
        match self {
            Unit::Consonant { vowel, .. } => match vowel {
                Vowel::Inherent => said,
                Vowel::Sign(_) => true,
                Vowel::None => false,
            },
            Unit::Vowel(_) => true,
            Unit::Mark(_) => false,
        }
    }
}

/// Writes a word, leaving out the `a`s a Hindi reader does not say.
fn flush(word: &mut Vec<Unit>, out: &mut String) {
    let mut said = vec![true; word.len()];
    // From the end, as a Hindi reader drops them: an `a` before a
    // consonant whose own `a` is silent stays (`कमल`, kamal).
    for i in (1..word.len()).rev() {
        let Unit::Consonant {
            vowel: Vowel::Inherent,
            ..
        } = word[i]
        else {
            continue;
        };
        let last = i + 1 == word.len();
        let drop = if last {
            // A word ending in a cluster keeps it (`मित्र`, mitra).
            !matches!(
                word[i - 1],
                Unit::Consonant {
                    vowel: Vowel::None,
                    ..
                }
            )
        } else {
            let next_said = match word[i + 1] {
                Unit::Consonant { vowel, .. } => match vowel {
                    Vowel::Inherent => said[i + 1],
                    Vowel::Sign(_) => true,
                    Vowel::None => false,
                },
                _ => false,
            };
            word[i - 1].ends_in_vowel(said[i - 1]) && next_said
        };
        if drop {
            said[i] = false;
        }
    }
    for (unit, said) in word.iter().zip(said) {
        match *unit {
            Unit::Consonant { roman, vowel } => {
                out.push_str(roman);
                match vowel {
                    Vowel::Inherent if said => out.push('a'),
                    Vowel::Sign(sign) => out.push_str(sign),
                    _ => {}
                }
            }
            Unit::Vowel(v) => out.push_str(v),
            Unit::Mark(m) => out.push_str(m),
        }
    }
    word.clear();
}

fn consonant(c: char) -> Option<&'static str> {
    Some(match c {
        'क' => "k",
        'ख' => "kh",
        'ग' => "g",
        'घ' => "gh",
        'ङ' => "n",
        'च' => "ch",
        'छ' => "chh",
        'ज' => "j",
        'झ' => "jh",
        'ञ' => "n",
        'ट' => "t",
        'ठ' => "th",
        'ड' => "d",
        'ढ' => "dh",
        'ण' => "n",
        'त' => "t",
        'थ' => "th",
        'द' => "d",
        'ध' => "dh",
        'न' | 'ऩ' => "n",
        'प' => "p",
        'फ' => "ph",
        'ब' => "b",
        'भ' => "bh",
        'म' => "m",
        'य' => "y",
        'र' | 'ऱ' => "r",
        'ल' | 'ळ' | 'ऴ' => "l",
        'व' => "v",
        'श' | 'ष' => "sh",
        'स' => "s",
        'ह' => "h",
        // The one-letter nukta forms, should NFC ever keep them.
        '\u{0958}' => "q",
        '\u{0959}' => "kh",
        '\u{095A}' => "gh",
        '\u{095B}' => "z",
        '\u{095C}' => "r",
        '\u{095D}' => "rh",
        '\u{095E}' => "f",
        '\u{095F}' => "y",
        _ => return None,
    })
}

/// A consonant with a nukta under it: the sounds of Urdu and English words.
fn nukta(c: char) -> Option<&'static str> {
    Some(match c {
        'क' => "q",
        'ख' => "kh",
        'ग' => "gh",
        'ज' => "z",
        'ड' => "r",
        'ढ' => "rh",
        'फ' => "f",
        'य' => "y",
        _ => return None,
    })
}

fn independent_vowel(c: char) -> Option<&'static str> {
    Some(match c {
        'अ' | 'आ' => "a",
        'इ' | 'ई' => "i",
        'उ' | 'ऊ' => "u",
        'ऋ' => "ri",
        'ए' | 'ऍ' | 'ऎ' => "e",
        'ऐ' => "ai",
        'ओ' | 'ऑ' | 'ऒ' => "o",
        'औ' => "au",
        _ => return None,
    })
}

fn vowel_sign(c: char) -> Option<&'static str> {
    Some(match c {
        'ा' => "a",
        'ि' | 'ी' => "i",
        'ु' | 'ू' => "u",
        'ृ' => "ri",
        'े' | 'ॅ' | 'ॆ' => "e",
        'ै' => "ai",
        'ो' | 'ॉ' | 'ॊ' => "o",
        'ौ' => "au",
        _ => return None,
    })
}

fn nasal_or_visarga(c: char) -> Option<&'static str> {
    Some(match c {
        'ं' | 'ँ' => "n",
        'ः' => "h",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::romanize;

    #[test]
    fn hindi_names_as_a_hindi_reader_says_them() {
        for (hindi, roman) in [
            ("रेडमी नोट 13", "redmi not 13"),
            ("पोको 13", "poko 13"),
            ("सैमसंग गैलेक्सी", "saimsang gaileksi"),
            ("क्षमता", "kshamta"),
            ("टाइप-C-चार्जर-25W", "taip-C-charjar-25W"),
            ("मित्र", "mitra"),
            ("कमल", "kamal"),
            ("न", "na"),
            ("आईफ़ोन", "aifon"),
            ("पानी से ख़राबी", "pani se kharabi"),
            ("बैटरी", "baitri"),
            ("स्क्रीन", "skrin"),
            ("नोट १३", "not 13"),
            ("Galaxy A15", "Galaxy A15"),
        ] {
            assert_eq!(romanize(hindi), roman, "{hindi}");
        }
    }

    #[test]
    fn both_forms_of_a_nukta_letter_are_one() {
        assert_eq!(romanize("\u{095E}ोन"), romanize("\u{092B}\u{093C}ोन"));
        assert_eq!(romanize("\u{095E}ोन"), "fon");
    }
}
