//! Colours, and the contrast between them as WCAG 2 measures it.

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub const WHITE: Rgb = Rgb(0xff, 0xff, 0xff);
    pub const BLACK: Rgb = Rgb(0, 0, 0);

    /// WCAG 2's AA contrast for text: 4.5:1.
    pub const AA: f64 = 4.5;

    /// `#rrggbb` or `#rgb`, as CSS writes it.
    pub fn parse(css: &str) -> Option<Rgb> {
        let hex = css.strip_prefix('#')?;
        if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let digit = |i: usize| u8::from_str_radix(&hex[i..=i], 16).ok();
        match hex.len() {
            3 => Some(Rgb(digit(0)? * 17, digit(1)? * 17, digit(2)? * 17)),
            6 => {
                let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
                Some(Rgb(byte(0)?, byte(2)?, byte(4)?))
            }
            _ => None,
        }
    }

    /// `#rrggbb`.
    pub fn css(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    pub fn bytes(self) -> [u8; 3] {
        [self.0, self.1, self.2]
    }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    pub fn luminance(self) -> f64 {
        let linear = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(self.0) + 0.7152 * linear(self.1) + 0.0722 * linear(self.2)
    }

    /// WCAG 2's contrast ratio, from 1 (none) to 21 (black on white).
    pub fn contrast(self, other: Rgb) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// Text for this background: `light` or `dark`, whichever contrasts
    /// more, if that reaches [`Rgb::AA`]; else white or black, one of which
    /// always does (at worst 4.58:1, on a mid grey).
    pub fn text_on(self, light: Rgb, dark: Rgb) -> Rgb {
        let better = |a: Rgb, b: Rgb| {
            if self.contrast(a) >= self.contrast(b) {
                a
            } else {
                b
            }
        };
        let chosen = better(light, dark);
        if self.contrast(chosen) >= Rgb::AA {
            chosen
        } else {
            better(Rgb::WHITE, Rgb::BLACK)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_css_hex_colours() {
        assert_eq!(Rgb::parse("#0b4aa2"), Some(Rgb(0x0b, 0x4a, 0xa2)));
        assert_eq!(Rgb::parse("#FFF"), Some(Rgb::WHITE));
        assert_eq!(Rgb(0x0b, 0x4a, 0xa2).css(), "#0b4aa2");
        for bad in ["0b4aa2", "#0b4aa", "#gggggg", "#+1+1+1", "#", "#ééé"] {
            assert_eq!(Rgb::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn contrast_is_wcag_s() {
        assert!((Rgb(0, 0, 0).contrast(Rgb::WHITE) - 21.0).abs() < 1e-9);
        assert!((Rgb::WHITE.contrast(Rgb::WHITE) - 1.0).abs() < 1e-9);
        // The shop's blue with white text: about 8.3:1.
        let brand = Rgb(0x0b, 0x4a, 0xa2);
        assert!((brand.contrast(Rgb::WHITE) - 8.3).abs() < 0.1);
    }
}
