//! The essentials of a new shop, asked in a terminal or given as flags:
//! its name, numbers, address and map position. Each answer is written
//! where the example shop has that value (its name also in every text that
//! names it, e.g. the About and 404 pages), and checked as `shopsite check`
//! checks it: the example shop with the answer in it is loaded, and any
//! error is the answer's. An empty answer keeps the example's value, which
//! `check --for-publishing` then lists.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use shopsite_content::{FieldPath, holding, locate};

use crate::error::Error;

/// The answers given as flags.
#[derive(Debug, Default, clap::Args)]
pub struct ShopArgs {
    /// The shop's name, e.g. "Shree Ganesh Mobile".
    #[arg(long, value_name = "TEXT")]
    pub name: Option<String>,
    /// The number the Call button calls, e.g. "98765 43210".
    #[arg(long, value_name = "NUMBER")]
    pub phone: Option<String>,
    /// The WhatsApp number; the phone's when left out.
    #[arg(long, value_name = "NUMBER")]
    pub whatsapp: Option<String>,
    /// The street and shop number, e.g. "Shop 4, Station Road".
    #[arg(long, value_name = "TEXT")]
    pub street: Option<String>,
    /// The market or landmark the shop is in.
    #[arg(long, value_name = "TEXT")]
    pub area: Option<String>,
    /// The part of the city, e.g. "Karol Bagh".
    #[arg(long, value_name = "TEXT")]
    pub locality: Option<String>,
    #[arg(long, value_name = "TEXT")]
    pub city: Option<String>,
    /// The state, e.g. "Rajasthan".
    #[arg(long, value_name = "TEXT")]
    pub state: Option<String>,
    /// The 6-digit PIN code.
    #[arg(long, value_name = "PIN")]
    pub pin: Option<String>,
    /// The map position as pasted from Google Maps: "26.9236, 75.8013", or
    /// a Maps link that holds it.
    #[arg(long, value_name = "POSITION")]
    pub position: Option<String>,
}

/// One essential: its flag, its question and where `site.yaml` has it.
struct Question {
    flag: &'static str,
    ask: &'static str,
    keys: &'static [&'static str],
    /// Its answer given as a flag.
    given: fn(&ShopArgs) -> Option<&String>,
}

/// The essentials, in the order they are asked.
const QUESTIONS: &[Question] = &[
    Question {
        flag: "name",
        ask: "The shop's name",
        keys: &["name"],
        given: |a| a.name.as_ref(),
    },
    Question {
        flag: "phone",
        ask: "Phone number, for the Call button",
        keys: &["phone"],
        given: |a| a.phone.as_ref(),
    },
    Question {
        flag: "whatsapp",
        ask: "WhatsApp number (Enter: the same as the phone)",
        keys: &["whatsapp"],
        given: |a| a.whatsapp.as_ref(),
    },
    Question {
        flag: "street",
        ask: "Street and shop number, e.g. Shop 4, Station Road",
        keys: &["address", "street"],
        given: |a| a.street.as_ref(),
    },
    Question {
        flag: "area",
        ask: "Market or landmark the shop is in",
        keys: &["address", "area"],
        given: |a| a.area.as_ref(),
    },
    Question {
        flag: "locality",
        ask: "Locality, e.g. Karol Bagh",
        keys: &["address", "locality"],
        given: |a| a.locality.as_ref(),
    },
    Question {
        flag: "city",
        ask: "City",
        keys: &["address", "city"],
        given: |a| a.city.as_ref(),
    },
    Question {
        flag: "state",
        ask: "State",
        keys: &["address", "region"],
        given: |a| a.state.as_ref(),
    },
    Question {
        flag: "pin",
        ask: "PIN code",
        keys: &["address", "postal_code"],
        given: |a| a.pin.as_ref(),
    },
    Question {
        flag: "position",
        ask: "Map position: in Google Maps, press and hold the shop's pin and copy the two numbers (or paste a Maps link)",
        keys: &["geo"],
        given: |a| a.position.as_ref(),
    },
];

/// The example shop's content files, by path under `content/`, with the
/// answers written into them.
pub struct Shop {
    pub texts: BTreeMap<&'static str, String>,
    /// The shop's name, once given.
    pub name: Option<String>,
}

impl Shop {
    /// The example shop as it is.
    pub fn example() -> Shop {
        Shop {
            texts: shopsite_content::example::TEXTS
                .iter()
                .map(|&(rel, text)| (rel, text.to_owned()))
                .collect(),
            name: None,
        }
    }

    /// Writes the answers given as flags; the first one `check` refuses is
    /// the error, with its flag.
    pub fn answer_flags(&mut self, args: &ShopArgs) -> Result<(), Error> {
        for q in QUESTIONS {
            let answer = match (q.flag, (q.given)(args)) {
                ("whatsapp", None) => args.phone.as_ref(),
                (_, answer) => answer,
            };
            if let Some(answer) = answer {
                self.answer(q, answer).map_err(|(message, hint)| {
                    Error::new(format!("--{} {message}, so no shop was made", q.flag))
                        .with_hint(hint)
                })?;
            }
        }
        Ok(())
    }

    /// Asks each essential not given as a flag on `output`, reading the
    /// answers from `input`, until `input` ends. An answer `check` refuses
    /// is told and asked again.
    pub fn ask(
        &mut self,
        args: &ShopArgs,
        input: &mut dyn BufRead,
        output: &mut dyn Write,
    ) -> std::io::Result<()> {
        writeln!(
            output,
            "Your shop's details: press Enter to keep the example's, and change it later in content/site.yaml."
        )?;
        let given = flags_given(args);
        let mut phone = None;
        for q in QUESTIONS.iter().filter(|q| !given.contains(&q.flag)) {
            loop {
                write!(output, "{}: ", q.ask)?;
                output.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(output)?;
                    return Ok(());
                }
                let mut answer = line.trim().to_owned();
                if q.flag == "whatsapp" && answer.is_empty() {
                    answer = phone.clone().unwrap_or_default();
                }
                match self.answer(q, &answer) {
                    Ok(()) => {
                        if q.flag == "phone" && !answer.is_empty() {
                            phone = Some(answer);
                        }
                        break;
                    }
                    Err((message, hint)) => {
                        writeln!(output, "  that {message}\n  help: {hint}")?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Writes `answer` where the example has the value of `q`, if `check`
    /// takes it; else the problem, as a message and a hint.
    fn answer(&mut self, q: &Question, answer: &str) -> Result<(), (String, String)> {
        let answer = answer.trim();
        if answer.is_empty() {
            return Ok(());
        }
        let mut texts = self.texts.clone();
        if q.flag == "name" {
            let example = shopsite_content::example_name();
            for text in texts.values_mut() {
                *text = with_name(text, example, answer);
            }
        } else {
            let site = texts
                .get_mut("site.yaml")
                .expect("the example has a site.yaml");
            let path = q
                .keys
                .iter()
                .fold(FieldPath::root(), |path, &key| path.key(key));
            let values = if q.flag == "position" {
                // Pasted as Maps gives it, written as the example writes it.
                let (lat, lng) = shopsite_content::model::position(answer)
                    .map_err(|broken| (broken.message, broken.hint))?;
                vec![
                    (path.key("lng"), lng.to_string()),
                    (path.key("lat"), lat.to_string()),
                ]
            } else {
                vec![(path, scalar(answer))]
            };
            // The later value first, so that the earlier one stays in place.
            for (path, value) in values {
                let span = locate(site, &path).expect("the example has every essential");
                let end = span.start + value.len();
                site.replace_range(span, &value);
                // "# the example's number: …" after it says no more.
                let line_end = site[end..].find('\n').map_or(site.len(), |i| end + i);
                if site[end..line_end]
                    .trim_start()
                    .starts_with("# the example's")
                {
                    site.replace_range(end..line_end, "");
                }
            }
        }
        let pairs: Vec<(&'static str, &str)> = texts
            .iter()
            .map(|(&rel, text)| (rel, text.as_str()))
            .collect();
        let loaded = shopsite_content::load_texts(&pairs);
        if let Some(d) = loaded.diagnostics.iter().find(|d| d.is_error()) {
            let message = d
                .message
                .split_once(": ")
                .map_or(d.message.as_str(), |(_, m)| m);
            return Err((
                message.to_owned(),
                d.hint.clone().unwrap_or_else(|| "try again".to_owned()),
            ));
        }
        self.texts = texts;
        if q.flag == "name" {
            self.name = Some(answer.to_owned());
        }
        Ok(())
    }
}

/// The flags given, by name.
fn flags_given(args: &ShopArgs) -> Vec<&'static str> {
    QUESTIONS
        .iter()
        .filter(|q| (q.given)(args).is_some())
        .map(|q| q.flag)
        .collect()
}

/// `text` (a content file) with `name` in place of `example` in each of
/// its texts, written as each text is written: plain, quoted or a block.
fn with_name(text: &str, example: &str, name: &str) -> String {
    let mut text = text.to_owned();
    // From the last, so that the places before stay where they are.
    for path in holding(&text, example).iter().rev() {
        let Some(span) = locate(&text, path) else {
            continue;
        };
        let written = &text[span.clone()];
        let new = match written.chars().next() {
            Some('"') => {
                let quoted = serde_json::to_string(name).expect("a string is JSON");
                written.replace(example, &quoted[1..quoted.len() - 1])
            }
            Some('\'') => written.replace(example, &name.replace('\'', "''")),
            Some('|' | '>') => written.replace(example, name),
            _ if plain_in_text(name) && written.contains(example) => written.replace(example, name),
            _ => {
                let words = written.split_whitespace().collect::<Vec<_>>().join(" ");
                scalar(&words.replace(example, name))
            }
        };
        text.replace_range(span, &new);
    }
    text
}

/// Whether `text` can stand inside a plain YAML text as it is.
fn plain_in_text(text: &str) -> bool {
    !(text.contains(": ") || text.contains(" #") || text.ends_with(':') || text.contains('\n'))
}

/// `value` as a YAML text: plain when it reads back as the same text,
/// else in double quotes (JSON's, which YAML reads as they are).
fn scalar(value: &str) -> String {
    let starts_as_word = value.chars().next().is_some_and(char::is_alphabetic);
    let special = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"];
    if starts_as_word
        && plain_in_text(value)
        && !value.ends_with(char::is_whitespace)
        && !special.contains(&value.to_lowercase().as_str())
    {
        value.to_owned()
    } else {
        serde_json::to_string(value).expect("a string is JSON")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(shop: &Shop) -> &str {
        &shop.texts["site.yaml"]
    }

    #[test]
    fn answers_typed_in_a_terminal_are_written_and_checked() {
        let mut shop = Shop::example();
        let typed =
            "Shree Ganesh: Mobile #1\n98765\n98290 12345\n\n\n\n\nJodhpur\n\n34200\n342001\n\n";
        let mut told = Vec::new();
        shop.ask(&ShopArgs::default(), &mut typed.as_bytes(), &mut told)
            .unwrap();
        let told = String::from_utf8(told).unwrap();
        // A short number and a 5-digit PIN are refused and asked again.
        assert_eq!(
            told.matches("Phone number, for the Call button: ").count(),
            2,
            "{told}"
        );
        assert!(
            told.contains("  that `98765` is not a valid Indian mobile number"),
            "{told}"
        );
        assert_eq!(told.matches("PIN code: ").count(), 2, "{told}");
        let site = site(&shop);
        assert!(
            site.contains("name: \"Shree Ganesh: Mobile #1\"\n"),
            "{site}"
        );
        // The number the owner typed second is both the phone and, left
        // empty, the WhatsApp number.
        assert!(
            site.contains("phone: 98290 12345 ") || site.contains("phone: \"98290 12345\""),
            "{site}"
        );
        assert!(site.contains("whatsapp: \"98290 12345\"\n"), "{site}");
        assert!(site.contains("city: Jodhpur"), "{site}");
        assert!(site.contains("postal_code: \"342001\""), "{site}");
        let about = &shop.texts["pages/about.yaml"];
        assert!(about.contains("About Shree Ganesh: Mobile #1"), "{about}");
        assert!(!about.contains("Example Phone Care"), "{about}");
        let pairs: Vec<_> = shop.texts.iter().map(|(&r, t)| (r, t.as_str())).collect();
        let loaded = shopsite_content::load_texts(&pairs);
        assert_eq!(loaded.errors(), 0, "{:#?}", loaded.diagnostics);
        let content = loaded.content.unwrap();
        assert_eq!(content.site.name, "Shree Ganesh: Mobile #1");
        assert_eq!(
            content.pages.about.hero.heading,
            "About Shree Ganesh: Mobile #1"
        );
    }

    #[test]
    fn an_ended_input_stops_the_questions_and_keeps_the_example() {
        let mut shop = Shop::example();
        let mut told = Vec::new();
        shop.ask(
            &ShopArgs::default(),
            &mut "Asha Mobiles\n".as_bytes(),
            &mut told,
        )
        .unwrap();
        assert!(site(&shop).contains("name: Asha Mobiles\n"));
        assert!(site(&shop).contains("phone: 90000 11111"));
    }

    #[test]
    fn a_flag_check_refuses_is_an_error_naming_it() {
        let mut shop = Shop::example();
        let args = ShopArgs {
            position: Some("somewhere in Jaipur".to_owned()),
            ..ShopArgs::default()
        };
        let e = shop.answer_flags(&args).unwrap_err();
        assert!(e.message().starts_with("--position "), "{}", e.message());
        assert!(
            e.message().ends_with(", so no shop was made"),
            "{}",
            e.message()
        );
    }

    #[test]
    fn a_position_pasted_from_maps_is_written_as_its_two_numbers() {
        let mut shop = Shop::example();
        let args = ShopArgs {
            position: Some("https://www.google.com/maps/@26.2949,73.0243,17z".to_owned()),
            ..ShopArgs::default()
        };
        shop.answer_flags(&args).unwrap();
        assert!(
            site(&shop).contains("geo:\n  lat: 26.2949\n  lng: 73.0243\n"),
            "{}",
            site(&shop)
        );
    }

    #[test]
    fn a_text_is_written_plain_when_it_reads_back_the_same() {
        assert_eq!(scalar("Asha Mobiles"), "Asha Mobiles");
        assert_eq!(scalar("No"), "\"No\"");
        assert_eq!(scalar("302006"), "\"302006\"");
        assert_eq!(scalar("A: B"), "\"A: B\"");
        assert_eq!(scalar("\"Best\" phones"), "\"\\\"Best\\\" phones\"");
    }
}
