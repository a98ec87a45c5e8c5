//! `videos.yaml`: the video playlists.

use super::Check;
use crate::diagnostic::quote;
use crate::model::Playlist;
use crate::table::{list, rel};

/// Checks the playlists; a video's link, pasted where its id belongs, is
/// replaced by the id in it.
pub(super) fn check(c: &mut Check, playlists: &mut [Playlist]) {
    let rel = rel::playlists;
    // Where each playlist that could be read is: a broken one is left out.
    let places = c.files.places(list::playlists);
    let item = |i: usize| places[i].1.clone();
    for (i, list) in playlists.iter_mut().enumerate() {
        c.slug(rel, &item(i).key("id"), &list.id);
        if list.videos.is_empty() {
            c.error(
                rel,
                &item(i).key("videos"),
                "this playlist has no videos",
                "add at least one video, or remove the playlist",
            );
        }
        for (j, video) in list.videos.iter_mut().enumerate() {
            let path = item(i).key("videos").index(j);
            match video_id(&video.id) {
                Ok(id) => video.id = id.to_owned(),
                Err(why) => c.error(
                    rel,
                    &path.key("id"),
                    format!("{} is not a video id: {why}", quote(&video.id)),
                    "open the video on YouTube, tap Share → Copy link, and paste the link here (or only the 11 characters after `watch?v=`)",
                ),
            }
            if let Some(thumb) = &video.thumb {
                c.https(rel, &path.key("thumb"), thumb);
            }
        }
    }
    c.unique_ids(
        rel,
        "playlist id",
        playlists
            .iter()
            .enumerate()
            .map(|(i, x)| (item(i).key("id"), x.id.as_str())),
    );
}

/// A video id is the 11 characters after `watch?v=`: letters, digits, `-` and `_`.
fn check_video_id(raw: &str) -> Result<(), String> {
    let ok = raw.len() == 11
        && raw
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if ok {
        Ok(())
    } else {
        Err("a video id is exactly 11 letters, digits, `-` or `_`".to_owned())
    }
}

/// The video id that `raw` gives: the id itself, or the one in the video's
/// link as YouTube shares it (`https://youtu.be/ID?si=…`) or shows it
/// (`https://www.youtube.com/watch?v=ID&t=42s`, `/shorts/ID`, `/embed/ID`,
/// `/live/ID`), so the owner may paste the link as it is.
fn video_id(raw: &str) -> Result<&str, String> {
    let raw = raw.trim();
    if check_video_id(raw).is_ok() {
        return Ok(raw);
    }
    if let Some(id) = video_id_in_link(raw) {
        return Ok(id);
    }
    if is_video_site_link(raw) {
        Err("this is a link to YouTube, but not to one video".to_owned())
    } else {
        check_video_id(raw).map(|()| raw)
    }
}

/// Whether `raw` is a link to the video site, with or without `https://`.
fn is_video_site_link(raw: &str) -> bool {
    let rest = raw
        .strip_prefix("https://")
        .or_else(|| raw.strip_prefix("http://"))
        .unwrap_or(raw);
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let host = host.strip_prefix("www.").unwrap_or(host);
    let host = host.strip_prefix("m.").unwrap_or(host);
    matches!(
        host,
        "youtube.com" | "youtu.be" | "youtube-nocookie.com" | "music.youtube.com"
    )
}

/// The video id in a link to the video site: 11 characters after `v=`,
/// `youtu.be/`, `/shorts/`, `/embed/`, `/live/` or `/v/`, and nothing of
/// the id's characters after them.
fn video_id_in_link(raw: &str) -> Option<&str> {
    if !is_video_site_link(raw) {
        return None;
    }
    [
        "?v=",
        "&v=",
        "youtu.be/",
        "/shorts/",
        "/embed/",
        "/live/",
        "/v/",
    ]
    .iter()
    .find_map(|marker| {
        let (_, after) = raw.split_once(marker)?;
        let id = after.get(..11)?;
        let ends = after[11..]
            .chars()
            .next()
            .is_none_or(|c| matches!(c, '?' | '&' | '#' | '/'));
        (ends && check_video_id(id).is_ok()).then_some(id)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn video_ids_are_well_formed() {
        assert_eq!(check_video_id("dQw4w9WgXcQ"), Ok(()));
        assert_eq!(check_video_id("a-b_c123XYZ"), Ok(()));
        assert!(check_video_id("dQw4w9WgXc").is_err());
        assert!(check_video_id("dQw4w9WgXcQQ").is_err());
        assert!(check_video_id("dQw4w9W<XcQ").is_err());
        for link in [
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3",
            "https://youtu.be/dQw4w9WgXcQ",
            "https://youtu.be/dQw4w9WgXcQ?si=AbC-12_x",
            "youtu.be/dQw4w9WgXcQ",
            "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
            "https://www.youtube.com/shorts/dQw4w9WgXcQ",
            " https://www.youtube.com/live/dQw4w9WgXcQ?si=x ",
            "dQw4w9WgXcQ",
        ] {
            assert_eq!(video_id(link), Ok("dQw4w9WgXcQ"), "{link}");
        }
        assert_eq!(video_id_in_link("hello"), None);
        assert_eq!(
            video_id_in_link("https://example.com/watch?v=dQw4w9WgXcQ"),
            None
        );
        assert_eq!(video_id_in_link("https://youtu.be/dQw4w9WgXcQQ"), None);
        assert_eq!(
            video_id("https://www.youtube.com/@sharmamobilecare"),
            Err("this is a link to YouTube, but not to one video".to_owned())
        );
        assert!(video_id("dQw4w9WgXc").is_err());
    }
}
