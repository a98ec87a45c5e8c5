//! `photos/`: the photos products name. Each must be there, be a photo the
//! build can read and within the limits; each file there should be used.
//! What a photo is (its format, size and limits) is in `crate::photos`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::Check;
use crate::diagnostic::{Diagnostic, Rule, quote};
use crate::model::Product;
use crate::path::FieldPath;
use crate::photos::{self, Problem, SourcePhoto, SourcePhotos};
use crate::read::photo_folder::PhotoPath;
use crate::table::list;

/// Checks every photo the products name; returns those that passed, with
/// where they are used.
pub(super) fn check(c: &mut Check, products: &[Product]) -> SourcePhotos {
    let places = c.files.places(list::products);
    let mut seen = Seen::default();
    for (p, (rel, item)) in products.iter().zip(places) {
        // A link's path is never made: made for every photo link of a
        // large catalogue, the paths took much of the check.
        if let Some(image) = &p.image
            && !photos::is_link(image)
        {
            seen.photo(c, rel, item.key("image"), image);
        }
        for (k, image) in p.more_images.iter().enumerate() {
            if !photos::is_link(image) {
                seen.photo(c, rel, item.key("more_images").index(k), image);
            }
        }
    }
    // A product that could not be read may use a photo: none is told unused then.
    if !c.files.incomplete(list::products) {
        seen.unused(c);
    }
    located(c);
    seen.used
}

/// Every photo in the folder, used or not, that says where it was taken:
/// the shop's repository is usually public, and the file is in it as it
/// is, though the site publishes only its pixels.
fn located(c: &mut Check) {
    let files = c.files;
    let dir = &files.dir_name;
    for (name, path) in &files.photos.files {
        let PhotoPath::File(path) = path else {
            continue;
        };
        if !photos::has_location(path) {
            continue;
        }
        let d = Diagnostic::warning(
            format!("{dir}/{name}"),
            "this photo says where it was taken (its GPS position), and the repository is public: anyone can read it there, though the site shows only its pixels",
        )
        .rule(Rule::PhotoLocation)
        .hint(
            "`shopsite build` or `shopsite serve` removes it from the file and keeps the photo as it is: run one, then commit the photo again (or remove it by hand: on Windows, right-click → Properties → Details → \"Remove Properties and Personal Information\"); and turn off your camera's location tags: the owner's guide, photos.md, \"Where a photo was taken\", says how",
        );
        c.out.push(d);
    }
}

/// The photos met so far: those that passed, and those that did not with
/// why, so that a photo named twice is read once.
#[derive(Default)]
struct Seen {
    used: SourcePhotos,
    failed: BTreeMap<String, Problem>,
}

impl Seen {
    /// The photo `value` named at `path` in file `rel`.
    fn photo(&mut self, c: &mut Check, rel: &str, path: FieldPath, value: &str) {
        let files = c.files;
        let dir = &files.dir_name;
        let Some(name) = photos::normalize(value) else {
            let file = value.rsplit(['/', '\\']).next().unwrap_or(value);
            c.error(
                rel,
                &path,
                format!("{} is neither a link nor a photo in `{dir}/photos/`", quote(value)),
                format!(
                    "put the photo in the `{dir}/photos/` folder and write `photos/{file}`, or give a full link that starts with `https://`"
                ),
            );
            return;
        };
        let parsed = &files.files[rel];
        let span = c.at(rel, &path, Diagnostic::error, String::new()).span;
        let place = parsed.source.path_for_people(&path);
        let use_ = photos::Use {
            file: parsed.source.name.clone(),
            span,
            path: path.clone(),
            place,
        };
        if let Some(photo) = self.used.get_mut(&name) {
            photo.uses.push(use_);
            return;
        }
        if let Some(problem) = self.failed.get(&name) {
            let (message, hint) = problem.text();
            c.out.push(use_.error(&message, &hint));
            return;
        }
        let Some(file) = find(c, rel, &path, &name) else {
            return;
        };
        match photos::inspect(&file) {
            Ok((format, width, height, len)) => {
                if width.min(height) < photos::CARD_PIXELS {
                    too_small(c, rel, &path, width, height);
                }
                large(c, rel, &path, width, height, len);
                let photo = SourcePhoto {
                    rel: name.clone(),
                    path: file,
                    format,
                    width,
                    height,
                    len,
                    uses: vec![use_],
                    encoded: None,
                };
                self.used.insert(name, photo);
            }
            Err(problem) => {
                let (message, hint) = problem.text();
                c.out.push(use_.error(&message, &hint));
                self.failed.insert(name, problem);
            }
        }
    }

    /// Every photo in the folder that no product uses.
    fn unused(&self, c: &mut Check) {
        let files = c.files;
        let dir = &files.dir_name;
        for name in files.photos.files.keys() {
            if !self.used.contains_key(name) && !self.failed.contains_key(name) {
                let d = Diagnostic::warning(
                    format!("{dir}/{name}"),
                    "no product uses this photo, so the site does not show it",
                )
                .rule(Rule::UnusedPhoto)
                .hint(format!(
                    "name it on a product, `image: {name}`, or delete it"
                ));
                c.out.push(d);
            }
        }
    }
}

/// The file of the photo `name` in the photos folder; or, told at `path`,
/// why there is none the build reads.
fn find(c: &mut Check, rel: &str, path: &FieldPath, name: &str) -> Option<PathBuf> {
    let files = c.files;
    let dir = &files.dir_name;
    match files.photos.files.get(name) {
        Some(PhotoPath::File(file)) => Some(file.clone()),
        Some(PhotoPath::Outside(target)) => {
            c.error(
                rel,
                path,
                format!(
                    "`{dir}/{name}` is a link to a file outside the content folder ({}), which the build does not read",
                    target.display()
                ),
                format!("copy the photo itself into `{dir}/photos/`"),
            );
            None
        }
        None => {
            let names: Vec<&str> = files.photos.files.keys().map(String::as_str).collect();
            let hint = match crate::diagnostic::did_you_mean(name, names.iter().copied()) {
                Some(near) => format!("did you mean `{near}`?"),
                None if names.is_empty() => {
                    format!("put the photo in the `{dir}/photos/` folder; it has no photos yet")
                }
                None => format!(
                    "put the photo in `{dir}/photos/`; the photos there are: {}",
                    names
                        .iter()
                        .take(8)
                        .map(|n| format!("`{n}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            c.error(rel, path, format!("there is no photo `{dir}/{name}`"), hint);
            None
        }
    }
}

/// A photo far larger than the site publishes: it shows correctly, but
/// every first build reads and shrinks all of it.
fn large(c: &mut Check, rel: &str, path: &FieldPath, width: u32, height: u32, len: u64) {
    let pixels = u64::from(width) * u64::from(height);
    if len <= photos::LARGE_BYTES && pixels <= photos::LARGE_PIXELS {
        return;
    }
    let (w, h) = published(width, height);
    let (message, hint) = if pixels > photos::LARGE_PIXELS {
        (
            format!(
                "the photo is {:.0} megapixels ({width}×{height}), far more than the site shows: it is published at {w}×{h} at most",
                pixels as f64 / 1e6
            ),
            "it will look right; the build is quicker with photos from the camera's normal mode (12 megapixels, 2 to 5 MB)",
        )
    } else {
        (
            format!(
                "the photo's file is {:.1} MB, far more than the site needs: it is published at {w}×{h} at most",
                len as f64 / 1e6
            ),
            "it will look right; the build is quicker with the photo as the camera saves it, a JPEG of 2 to 5 MB (a PNG or a screenshot of a photo is several times larger)",
        )
    };
    let d = c
        .at(rel, path, Diagnostic::warning, message)
        .rule(Rule::LargePhoto)
        .hint(hint);
    c.out.push(d);
}

/// The size a photo of `width`×`height` is published at, at most: never
/// enlarged, and no wider than [`photos::PUBLISHED_WIDTH`].
fn published(width: u32, height: u32) -> (u32, u32) {
    let w = width.min(photos::PUBLISHED_WIDTH);
    (w, photos::scaled_height(width, height, w))
}

/// A photo smaller than a product card shows it.
fn too_small(c: &mut Check, rel: &str, path: &FieldPath, width: u32, height: u32) {
    let d = c
        .at(
            rel,
            path,
            Diagnostic::warning,
            format!(
                "the photo is only {width}×{height} pixels, too small to look sharp on a product card ({card}×{card} on a phone)",
                card = photos::CARD_PIXELS
            ),
        )
        .hint("use the photo as the phone's camera took it, not a thumbnail or a screenshot of it")
        .rule(Rule::SmallPhoto);
    c.out.push(d);
}
