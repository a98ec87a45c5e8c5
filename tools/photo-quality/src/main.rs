//! How close each photo file the build made is to its photo, by DSSIM
//! (0 is the same picture; lower is better), for the photo benchmark.
//!
//! Reads lines `<photo>\t<file>\t<file>…` on stdin and answers each with a
//! line of the files' DSSIM, in order, tab-separated. Each file is compared
//! with one reference made the same way for every encoder: the photo
//! decoded whole, turned upright by its EXIF orientation, and resized to
//! the file's size (cropped from the middle to its proportions) with
//! `image`'s Lanczos3 in floating point, a resizer neither encoder uses.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use image::{DynamicImage, ImageDecoder, ImageReader, imageops::FilterType};
use rayon::prelude::*;

fn main() {
    let lines: Vec<Vec<String>> = std::io::stdin()
        .lock()
        .lines()
        .map(|l| l.expect("stdin").split('\t').map(str::to_owned).collect())
        .filter(|fields: &Vec<String>| fields.len() >= 2)
        .collect();
    let mut by_photo: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, fields) in lines.iter().enumerate() {
        by_photo.entry(fields[0].as_str()).or_default().push(i);
    }
    let groups: Vec<(&str, Vec<usize>)> = by_photo.into_iter().collect();
    let answers: Vec<(usize, String)> = groups
        .par_iter()
        .flat_map_iter(|(photo, at)| {
            let source = upright(photo);
            at.iter()
                .map(|&i| {
                    let scores: Vec<String> = lines[i][1..]
                        .iter()
                        .map(|file| format!("{:.6}", dssim(&source, file)))
                        .collect();
                    (i, scores.join("\t"))
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let mut answers = answers;
    answers.sort();
    let mut out = std::io::stdout().lock();
    for (_, line) in answers {
        writeln!(out, "{line}").expect("stdout");
    }
}

/// The photo at `path`, decoded and turned upright.
fn upright(path: &str) -> DynamicImage {
    let mut decoder = ImageReader::open(path)
        .and_then(ImageReader::with_guessed_format)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .into_decoder()
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).unwrap_or_else(|e| panic!("{path}: {e}"));
    image.apply_orientation(orientation);
    DynamicImage::ImageRgb8(image.to_rgb8())
}

/// DSSIM of the file at `path` against `source` resized to its size.
fn dssim(source: &DynamicImage, path: &str) -> f64 {
    let file = image::open(path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .to_rgb8();
    let (w, h) = file.dimensions();
    let reference = source.resize_to_fill(w, h, FilterType::Lanczos3).to_rgb8();
    let d = dssim_core::Dssim::new();
    let pixels = |img: &image::RgbImage| -> Vec<rgb::RGB8> {
        img.pixels().map(|p| rgb::RGB8::new(p[0], p[1], p[2])).collect()
    };
    let a = d
        .create_image_rgb(&pixels(&reference), w as usize, h as usize)
        .expect("reference");
    let b = d
        .create_image_rgb(&pixels(&file), w as usize, h as usize)
        .expect("file");
    let (value, _) = d.compare(&a, b);
    f64::from(value)
}
