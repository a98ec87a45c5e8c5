//! The owner's photos, made into the files the pages show
//! (`shopsite_render::photos` plans them; [`encode`] makes each, on every
//! core, within a budget of memory).
//!
//! Like the link previews, a file is named by what makes its bytes (the
//! photo's digest and the settings), so a file of that name in the last
//! build's output is that file: it is copied, and only the files the output
//! lacks are encoded. A rebuild with no photo changed encodes nothing, and
//! reads no photo's file either: the site the build writes into (the one
//! before the last, see `staging`) mostly has them already, and they are
//! kept there as they are.
//!
//! What the last build learned of each photo is kept with what else the
//! builds of the output keep (`keep.rs`), in `photos.json`: its digest by its path, size and time of change
//! (so an unchanged photo is not read again: 50 phone photos are 200 MB),
//! and its placeholder's pixels by its digest. Deleting it costs one
//! reading of every photo; deleting the output, one encoding.

mod encode;

use std::collections::BTreeMap;
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shopsite_content::photos::{Encoded, SourcePhoto};
use shopsite_content::{Content, Diagnostic};
use shopsite_render::photos::{Output, PhotoJob, plan};

use crate::error::Error;

/// One file of a photo, for the build to put in the site.
pub struct PhotoFile {
    /// Its path in the site.
    pub path: String,
    /// Newly encoded; or `None`, reused: kept where the build writes when
    /// it is there, whole (`in_next`), else copied from the last output.
    pub bytes: Option<Vec<u8>>,
    pub in_next: bool,
}

/// How many of the photos' files were encoded and how many reused.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Photos {
    pub encoded: usize,
    pub reused: usize,
}

/// `photos: 17 encoded, 34 reused`.
impl std::fmt::Display for Photos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "photos: {} encoded, {} reused",
            self.encoded, self.reused
        )
    }
}

/// Why the photos could not be made.
pub enum PhotoFailure {
    /// Photos that could not be decoded, at each product that names them.
    Content(Vec<Diagnostic>),
    Build(Error),
}

/// What the last build learned, kept for the next.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Index {
    /// By the photo's path: its size, time of change (ns) and digest.
    files: BTreeMap<String, (u64, u128, String)>,
    /// By digest: the placeholder's pixels, in hex.
    tiny: BTreeMap<String, String>,
}

/// The photos file of the output `out`, with what else its builds keep
/// (`keep.rs`): `photos.json`.
pub fn index_path(out: &Path) -> Option<PathBuf> {
    Some(super::keep::file(out, "photos.json"))
}

/// Makes every file of every photo `content` uses, reusing those `out` (the
/// output the build replaces) has, and fills in what the pages need of
/// each photo ([`Encoded`]). Returns the files, for the build to write.
pub fn make(content: &mut Content, out: &Path) -> Result<(Vec<PhotoFile>, Photos), PhotoFailure> {
    if content.photos.is_empty() {
        return Ok((Vec::new(), Photos::default()));
    }
    let index_file = index_path(out);
    let old: Index = index_file
        .as_ref()
        .and_then(|p| std::fs::read(p).ok())
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    let digests = digests(&content.photos, &old).map_err(PhotoFailure::Build)?;
    let jobs = plan(content, &|p: &SourcePhoto| {
        digests.get(&p.rel).map(|(_, d)| d.clone())
    });
    let Reused {
        mut files,
        mut tiny,
        to_encode,
        mut counts,
    } = reuse(&jobs, &digests, &old, out);
    if !to_encode.is_empty() {
        let made = encode(&to_encode)?;
        if let Some(log) = std::env::var_os(TIMES) {
            write_times(Path::new(&log), &to_encode, &made);
        }
        for (job, made) in to_encode.iter().zip(made) {
            for (o, bytes) in job.outputs.iter().zip(made.files) {
                files.push(PhotoFile {
                    path: o.path.clone(),
                    bytes: Some(bytes),
                    in_next: false,
                });
                counts.encoded += 1;
            }
            let t: String = made.tiny.iter().map(|b| format!("{b:02x}")).collect();
            tiny.insert(digests[&job.photo.rel].1.clone(), t);
        }
    }
    for photo in content.photos.values_mut() {
        let Some((_, digest)) = digests.get(&photo.rel) else {
            continue;
        };
        photo.encoded = Some(Encoded {
            digest: digest.clone(),
            tiny: hex(tiny.get(digest).map_or("", String::as_str)),
        });
    }
    let index = Index {
        files: digests
            .into_values()
            .map(|(k, d)| (k.0, (k.1, k.2, d)))
            .collect(),
        tiny,
    };
    if let (Some(path), Ok(json)) = (index_file, serde_json::to_vec(&index)) {
        // Only a cache: a build that cannot keep it is slower next time.
        let _ = std::fs::write(path, json);
    }
    Ok((files, counts))
}

/// What a build finds already made: the files of each photo whose every
/// file is there whole, listed to be kept, with its placeholder; and the
/// photos to encode.
struct Reused<'j, 'a> {
    files: Vec<PhotoFile>,
    tiny: BTreeMap<String, String>,
    to_encode: Vec<&'j PhotoJob<'a>>,
    counts: Photos,
}

/// Sorts `jobs` into those the last builds made (every file where the build
/// writes, the site before the last, or in the last output `out`, and its
/// placeholder in the `old` index) and those to encode.
fn reuse<'j, 'a>(
    jobs: &'j [PhotoJob<'a>],
    digests: &BTreeMap<String, (Stat, String)>,
    old: &Index,
    out: &Path,
) -> Reused<'j, 'a> {
    let mut reused = Reused {
        files: Vec::new(),
        tiny: BTreeMap::new(),
        to_encode: Vec::new(),
        counts: Photos::default(),
    };
    let next = super::staging::next_folder(out);
    for job in jobs {
        let digest = &digests[&job.photo.rel].1;
        // Every file is where the build writes (the site before the last),
        // or in the last output: `Some(in_next)`.
        let reusable = |o: &Output| {
            let in_next = next
                .as_ref()
                .and_then(|next| whole(&next.join(&o.path), o.encoding))
                .is_some();
            (in_next || whole(&out.join(&o.path), o.encoding).is_some()).then_some(in_next)
        };
        let found: Option<Vec<bool>> = old
            .tiny
            .get(digest)
            .and_then(|_| job.outputs.iter().map(reusable).collect());
        match (old.tiny.get(digest), found) {
            (Some(t), Some(found)) => {
                reused.counts.reused += job.outputs.len();
                for (o, in_next) in job.outputs.iter().zip(found) {
                    reused.files.push(PhotoFile {
                        path: o.path.clone(),
                        bytes: None,
                        in_next,
                    });
                }
                reused.tiny.insert(digest.clone(), t.clone());
            }
            _ => reused.to_encode.push(job),
        }
    }
    reused
}

/// The variable naming a file where a build writes how long each photo
/// took to decode and each of its files to make, for `just bench`.
const TIMES: &str = "SHOPSITE_PHOTO_TIMES";

/// Writes [`TIMES`]'s file: a line a photo (`<photo>\tdecode\t<µs>`) and
/// a line a file (`<photo>\t<its path in the site>\t<µs>`).
fn write_times(log: &Path, jobs: &[&PhotoJob<'_>], made: &[encode::Made]) {
    let mut text = String::new();
    for (job, made) in jobs.iter().zip(made) {
        let rel = &job.photo.rel;
        text += &format!("{rel}\tdecode\t{}\n", made.decoded_in.as_micros());
        for (o, t) in job.outputs.iter().zip(&made.times) {
            text += &format!("{rel}\t{}\t{}\n", o.path, t.as_micros());
        }
    }
    // Only a measurement: a build that cannot write it is still built.
    let _ = std::fs::write(log, text);
}

/// A photo's path, size and time of change.
type Stat = (String, u64, u128);

/// A photo's name, with its [`Stat`] and digest.
type Known = (String, (Stat, String));

/// Each photo's digest, by its name: from the index when its size and time
/// of change are those the index has, else read (on every core).
fn digests(
    photos: &shopsite_content::photos::SourcePhotos,
    old: &Index,
) -> Result<BTreeMap<String, (Stat, String)>, Error> {
    let mut known = BTreeMap::new();
    let mut unknown = Vec::new();
    for photo in photos.values() {
        let meta = std::fs::metadata(&photo.path)
            .map_err(|e| Error::io("cannot read", &photo.path, &e))?;
        let time = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        let key = (photo.path.to_string_lossy().into_owned(), meta.len(), time);
        match old.files.get(&key.0) {
            Some((len, t, digest)) if (*len, *t) == (key.1, key.2) => {
                known.insert(photo.rel.clone(), (key, digest.clone()));
            }
            _ => unknown.push((photo, key)),
        }
    }
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(unknown.len().max(1));
    let per = unknown.len().div_ceil(threads).max(1);
    let read: Vec<Result<Known, Error>> = std::thread::scope(|scope| {
        let workers: Vec<_> = unknown
            .chunks(per)
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|(photo, key)| {
                            let digest = digest_of(&photo.path)?;
                            Ok((photo.rel.clone(), (key.clone(), digest)))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    for entry in read {
        let (rel, value) = entry?;
        known.insert(rel, value);
    }
    Ok(known)
}

fn digest_of(path: &Path) -> Result<String, Error> {
    let mut file = std::fs::File::open(path).map_err(|e| Error::io("cannot read", path, &e))?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 256 * 1024];
    loop {
        let n = file
            .read(&mut buf)
            .map_err(|e| Error::io("cannot read", path, &e))?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

fn hex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .filter_map(|i| u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok())
        .collect()
}

/// The size of the file at `path` when it is whole, read at its ends only:
/// a JPEG that starts and ends as one does, a WebP as long as its header
/// says. A file cut short (an interrupted copy) is made again.
fn whole(path: &Path, encoding: shopsite_render::photos::Encoding) -> Option<u64> {
    use std::io::{Seek, SeekFrom};
    let mut file = std::fs::File::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    let mut head = [0u8; 8];
    file.read_exact(&mut head).ok()?;
    let ok = match encoding {
        shopsite_render::photos::Encoding::Jpeg => {
            let mut tail = [0u8; 2];
            file.seek(SeekFrom::End(-2)).ok()?;
            file.read_exact(&mut tail).ok()?;
            head.starts_with(&[0xFF, 0xD8]) && tail == [0xFF, 0xD9]
        }
        shopsite_render::photos::Encoding::Webp => {
            head.starts_with(b"RIFF")
                && u64::from(u32::from_le_bytes([head[4], head[5], head[6], head[7]])) + 8 == len
        }
    };
    ok.then_some(len)
}

/// What all the photos being made at once may take, at most (see
/// [`encode::memory`]): a build of 50 phone photos stays under 1 GB
/// however many cores the machine has. A photo larger than this alone is
/// made alone.
const MEMORY: u64 = 512 * 1024 * 1024;

/// Makes `jobs`, as many at once as there are cores and [`MEMORY`] allows;
/// returns each job's files and placeholder, in the order of `jobs`. Shows
/// "photos: 37/120" on a terminal while it works.
fn encode(jobs: &[&PhotoJob<'_>]) -> Result<Vec<encode::Made>, PhotoFailure> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len());
    let progress = std::io::stderr().is_terminal() && jobs.len() > 1;
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let budget = Budget::new(MEMORY);
    let made: Mutex<Vec<Option<Result<encode::Made, String>>>> =
        Mutex::new((0..jobs.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    let need = encode::memory(job.photo).min(MEMORY);
                    budget.take(need);
                    let result = encode::make(job.photo, &job.outputs);
                    budget.give(need);
                    made.lock().unwrap_or_else(PoisonError::into_inner)[i] = Some(result);
                    let n = finished.fetch_add(1, Ordering::Relaxed) + 1;
                    if progress {
                        eprint!("\rphotos: {n}/{}", jobs.len());
                    }
                }
            });
        }
    });
    if progress {
        eprint!("\r\x1b[K");
    }
    let mut problems = Vec::new();
    let mut all = Vec::with_capacity(jobs.len());
    let made = made.into_inner().unwrap_or_else(PoisonError::into_inner);
    for (job, result) in jobs.iter().zip(made) {
        match result.expect("every job is made") {
            Ok(made) => all.push(made),
            Err(why) => {
                let message = format!("the photo cannot be read: {}", why.trim());
                for place in &job.photo.uses {
                    problems.push(place.error(
                        &message,
                        "copy the photo from the phone again; if it still fails, open it and save it again as JPEG",
                    ));
                }
            }
        }
    }
    if !problems.is_empty() {
        return Err(PhotoFailure::Content(problems));
    }
    Ok(all)
}

/// Bytes of memory left to the photos being made.
struct Budget {
    left: Mutex<u64>,
    freed: Condvar,
}

impl Budget {
    fn new(bytes: u64) -> Self {
        Budget {
            left: Mutex::new(bytes),
            freed: Condvar::new(),
        }
    }

    /// Waits until `bytes` are left, and takes them.
    fn take(&self, bytes: u64) {
        let mut left = self.left.lock().unwrap_or_else(PoisonError::into_inner);
        while *left < bytes {
            left = self
                .freed
                .wait(left)
                .unwrap_or_else(PoisonError::into_inner);
        }
        *left -= bytes;
    }

    fn give(&self, bytes: u64) {
        *self.left.lock().unwrap_or_else(PoisonError::into_inner) += bytes;
        self.freed.notify_all();
    }
}
