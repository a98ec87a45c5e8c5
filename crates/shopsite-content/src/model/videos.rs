//! `videos.yaml`: the video playlists.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::values::Date;

/// `videos.yaml`: the playlists, in the order they are shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VideosFile {
    /// The playlists, in the order they are shown.
    pub playlists: Vec<Playlist>,
}

/// One playlist of the accordion.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "playlist")]
pub struct Playlist {
    /// A short unique name, in lowercase letters, digits and dashes.
    #[schemars(pattern("^[a-z0-9]+(-[a-z0-9]+)*$"))]
    pub id: String,
    /// The playlist's name.
    pub name: String,
    /// One sentence about the playlist.
    pub desc: String,
    /// The videos, newest first.
    pub videos: Vec<Video>,
}

/// One video.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "video")]
pub struct Video {
    /// The video: its link as YouTube shares it (Share → Copy link, e.g.
    /// `https://youtu.be/dQw4w9WgXcQ`), or only its 11-character id, the
    /// part after `watch?v=`. The check keeps the id.
    #[schemars(pattern(
        "^([A-Za-z0-9_-]{11}|\\s*(https?://)?(www\\.|m\\.)?(youtube\\.com|youtu\\.be|youtube-nocookie\\.com)/.*)$"
    ))]
    pub id: String,
    /// The video's title.
    pub title: String,
    /// The day the video was published, `YYYY-MM-DD`. Used to show the newest videos on Home.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<Date>,
    /// Optional thumbnail picture (`https://`). When absent, the video site's own thumbnail is used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(pattern("^https://"))]
    pub thumb: Option<String>,
}
