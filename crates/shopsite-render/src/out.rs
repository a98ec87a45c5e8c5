//! The files of the built site, in memory: what the render makes and the
//! binary writes.

/// A file of the built site: its path relative to the output folder, with `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

impl OutFile {
    pub(crate) fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> OutFile {
        OutFile {
            path: path.into(),
            bytes: bytes.into(),
        }
    }
}

/// Compact JSON and a newline.
pub(crate) fn json<T: serde::Serialize>(value: &T) -> Vec<u8> {
    let mut json = serde_json::to_vec(value).expect("view data serializes");
    json.push(b'\n');
    json
}
