//! The shop's position on the map, read as the owner pastes it from Google
//! Maps: the group `lat:` / `lng:`, the two numbers on one line
//! (`28.6304, 77.2773`, in `geo:` or in `lat:`), or a Maps link that holds
//! them (`…/@28.6304,77.2773,17z`, `?q=28.6304,77.2773`,
//! `/maps/search/28.6304,+77.2773`). A short `maps.app.goo.gl` link holds
//! no position, and cannot be opened here: its message says how to get the
//! numbers. The ranges are checked in `validate/site.rs`, where the value is.

use schemars::{Schema, SchemaGenerator, json_schema};
use serde::de::{self, Deserialize, Deserializer, MapAccess};

use super::site::Geo;
use crate::diagnostic::quote;
use crate::read::de::{Parsed, parsed, stand_in_for};
use crate::rules::Broken;

/// How to get the two numbers: said wherever they are missing.
pub const HOW_TO_GET: &str = "in Google Maps, press and hold the shop's pin (on a computer, right-click it): its two numbers, e.g. `28.6304, 77.2773`, show at the top or in the search box; copy them and paste them here";

/// Reads `geo:` in any of its forms (`#[serde(deserialize_with)]`).
pub(crate) fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Geo, D::Error> {
    parsed::<Written, D>(deserializer).map(|w| w.0)
}

/// The JSON Schema of `geo:` as it may be written (`#[schemars(schema_with)]`).
pub(crate) fn schema(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "description": "The shop's position on the map: the two numbers Google Maps shows when you press and hold the pin, e.g. `28.6304, 77.2773`, or a Google Maps link that holds them, or `lat:` and `lng:` on their own lines.",
        "anyOf": [
            { "type": "string" },
            {
                "type": "object",
                "properties": {
                    "lat": {
                        "description": "Latitude, e.g. `28.6519` (or both numbers, `28.6519, 77.1909`).",
                        "type": ["number", "string"]
                    },
                    "lng": {
                        "description": "Longitude, e.g. `77.1909`.",
                        "type": ["number", "string"]
                    }
                },
                "required": ["lat"],
                "additionalProperties": false
            }
        ]
    })
}

/// `geo:` as written: one text, or a group.
struct Written(Geo);

impl Parsed for Written {
    const GROUP: bool = true;

    fn parse(text: &str) -> Result<Self, Broken> {
        position(text).map(|(lat, lng)| Written(Geo { lat, lng }))
    }

    fn stand_in() -> Self {
        Written(Geo { lat: 0.0, lng: 0.0 })
    }

    fn from_group<'de, A: MapAccess<'de>>(mut map: A) -> Result<Self, A::Error> {
        let (mut lat, mut lng) = (None, None);
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "lat" => lat = Some(map.next_value::<Coordinate>()?),
                "lng" => lng = Some(map.next_value::<Coordinate>()?),
                other => {
                    return Err(de::Error::custom(format!(
                        "unknown key `{other}`: the position is `lat:` and `lng:`, or one line such as `geo: 28.6304, 77.2773`"
                    )));
                }
            }
        }
        use Coordinate::{Both, One};
        let geo = |lat, lng| Ok(Written(Geo { lat, lng }));
        match (lat, lng) {
            (Some(One(lat)), Some(One(lng))) => geo(lat, lng),
            (Some(Both(lat, lng)), None) | (None, Some(Both(lat, lng))) => geo(lat, lng),
            (Some(Both(lat, lng)), Some(One(other))) if other == lng => geo(lat, lng),
            (Some(Both(lat, lng)), Some(_)) => Ok(stand_in_for(Broken::new(
                "`lat:` holds both numbers of the position, and `lng:` another one",
                format!(
                    "delete the `lng:` line to use `{lat}, {lng}`, or write only the first number after `lat:`"
                ),
            ))),
            (_, Some(Both(..))) => Ok(stand_in_for(Broken::new(
                "`lng:` holds two numbers",
                "write the first one after `lat:` and the second after `lng:`, or both after `lat:`",
            ))),
            (Some(One(_)), None) => Err(de::Error::missing_field("lng")),
            (None, _) => Err(de::Error::missing_field("lat")),
        }
    }
}

/// What `lat:` or `lng:` holds: its own number, or, pasted there, both.
enum Coordinate {
    One(f64),
    Both(f64, f64),
}

impl Parsed for Coordinate {
    fn parse(text: &str) -> Result<Self, Broken> {
        match number(text) {
            Some(n) => Ok(Coordinate::One(n)),
            None => position(text).map(|(lat, lng)| Coordinate::Both(lat, lng)),
        }
    }

    fn stand_in() -> Self {
        Coordinate::One(0.0)
    }
}

impl<'de> Deserialize<'de> for Coordinate {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        parsed(deserializer)
    }
}

/// One decimal number, as Maps writes it: `28.6304` (or `28.6304°`).
fn number(text: &str) -> Option<f64> {
    let text = text.trim().trim_end_matches('°').trim();
    let n = text.parse::<f64>().ok()?;
    n.is_finite().then_some(n)
}

/// The two numbers `lat, lng` in a text: `28.6304, 77.2773` (a comma, or a
/// space, between them), or a Google Maps link that holds them.
pub fn position(text: &str) -> Result<(f64, f64), Broken> {
    let text = text.trim();
    if let Some(pair) = pair(text) {
        return Ok(pair);
    }
    let lower = text.to_ascii_lowercase();
    if lower.starts_with("http://") || lower.starts_with("https://") || lower.contains("goo.gl/") {
        return link(text);
    }
    // `lat:28.6519` alone under `geo:`: YAML reads a key without the space
    // after its colon as a text.
    if let Some((key, value)) = text.split_once(':')
        && ["lat", "lng"].contains(&key.trim())
        && number(value).is_some()
    {
        let key = key.trim();
        return Err(Broken::new(
            format!("{} has no space after `{key}:`", quote(text)),
            format!("write `{key}: {}`", value.trim()),
        ));
    }
    if number(text).is_some() {
        return Err(Broken::new(
            format!(
                "{} is one number, but the position needs two: latitude and longitude",
                quote(text)
            ),
            format!("write both, e.g. `28.6304, 77.2773`: {HOW_TO_GET}"),
        ));
    }
    Err(Broken::new(
        format!("{} is not a position on the map", quote(text)),
        format!("write the two numbers, latitude first, e.g. `28.6304, 77.2773`: {HOW_TO_GET}"),
    ))
}

/// `28.6304, 77.2773`, `28.6304,77.2773`, `28.6304 77.2773`, `28.6304,+77.2773`.
fn pair(text: &str) -> Option<(f64, f64)> {
    let (a, b) = match text.split_once(',') {
        Some(parts) => parts,
        None => text.split_once(char::is_whitespace)?,
    };
    let b = b.trim().trim_start_matches('+');
    Some((number(a)?, number(b)?))
}

/// The position in a Google Maps link: the pin's own (`!3d…!4d…`), else the
/// map's centre (`/@lat,lng,17z`), else what it searches for (`?q=`,
/// `query=`, `/search/…`, `/place/…`).
fn link(text: &str) -> Result<(f64, f64), Broken> {
    let url = url::Url::parse(text).ok();
    let host = url
        .as_ref()
        .and_then(|u| u.host_str())
        .unwrap_or_default()
        .to_ascii_lowercase();
    if host.ends_with("goo.gl") || host == "g.co" {
        return Err(Broken::new(
            "a short Google Maps link (maps.app.goo.gl) does not hold the position, and shopsite cannot open it here",
            format!(
                "{HOW_TO_GET}. The short link itself may go in `maps_url:`, for the Directions button"
            ),
        ));
    }
    if let Some(found) = url.as_ref().and_then(in_link) {
        return Ok(found);
    }
    Err(Broken::new(
        "this link does not hold the shop's position",
        format!("{HOW_TO_GET}. A link may go in `maps_url:`, for the Directions button"),
    ))
}

fn in_link(url: &url::Url) -> Option<(f64, f64)> {
    let path = percent_decode(&url.path().replace('+', " "));
    // The pin: `…/data=!3m1!4b1!4m6!3m5!…!3d28.6305!4d77.2774…`.
    if let Some(at) = path.find("!3d") {
        let rest = &path[at + 3..];
        if let Some((lat, tail)) = rest.split_once("!4d") {
            let lng = tail.split('!').next().unwrap_or(tail);
            if let (Some(lat), Some(lng)) = (number(lat), number(lng)) {
                return Some((lat, lng));
            }
        }
    }
    // The map's centre: `/@28.6304,77.2773,17z`.
    if let Some(at) = path.find("/@") {
        let mut parts = path[at + 2..].split(',');
        if let (Some(lat), Some(lng)) = (parts.next(), parts.next())
            && let (Some(lat), Some(lng)) = (number(lat), number(lng))
        {
            return Some((lat, lng));
        }
    }
    for (key, value) in url.query_pairs() {
        if ["q", "query", "ll", "destination", "daddr", "center"].contains(&key.as_ref())
            && let Some(found) = pair(&value)
        {
            return Some(found);
        }
    }
    path.split('/').find_map(pair)
}

/// `%2C` → `,`: a link's path as the owner would read it.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push(u8::try_from(h * 16 + l).unwrap_or(b'?'));
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::position;

    #[test]
    fn the_forms_maps_gives_are_read() {
        for text in [
            "28.6304, 77.2773",
            "28.6304,77.2773",
            " 28.6304 77.2773 ",
            "28.6304°, 77.2773°",
            "https://www.google.com/maps/place/Gaffar+Market/@28.6304,77.2773,17z/data=!3m1!4b1",
            "https://maps.google.com/?q=28.6304,77.2773",
            "https://www.google.com/maps/search/28.6304,+77.2773",
            "https://www.google.com/maps/search/?api=1&query=28.6304%2C77.2773",
            "https://www.google.com/maps/place/28%C2%B037'49.4%22N/@28.1,77.1,17z/data=!3m1!4b1!4m4!3m3!8m2!3d28.6304!4d77.2773",
        ] {
            assert_eq!(position(text), Ok((28.6304, 77.2773)), "{text}");
        }
    }

    #[test]
    fn a_short_link_says_how_to_get_the_numbers() {
        let broken = position("https://maps.app.goo.gl/AbCdEf123").unwrap_err();
        assert_eq!(
            broken.message,
            "a short Google Maps link (maps.app.goo.gl) does not hold the position, and shopsite cannot open it here"
        );
        assert!(
            broken.hint.contains("press and hold the shop's pin"),
            "{}",
            broken.hint
        );
        assert!(position("maps.app.goo.gl/AbCdEf123").is_err());
    }

    #[test]
    fn what_holds_no_position_is_refused() {
        for (text, message) in [
            (
                "https://www.google.com/maps/place/Gaffar+Market",
                "this link does not hold the shop's position",
            ),
            (
                "28.6304",
                "`28.6304` is one number, but the position needs two: latitude and longitude",
            ),
            ("Karol Bagh", "`Karol Bagh` is not a position on the map"),
            ("lat:28.6519", "`lat:28.6519` has no space after `lat:`"),
            (
                "28.6304, east",
                "`28.6304, east` is not a position on the map",
            ),
        ] {
            assert_eq!(position(text).unwrap_err().message, message, "{text}");
        }
    }
}
