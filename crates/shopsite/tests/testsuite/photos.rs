//! The owner's own photos, `content/photos/`, through the real binary: what
//! `check` says of each kind of wrong photo (snapshots), the hostile files
//! within bounds of time and memory, and what the build publishes: upright,
//! without a byte of metadata, the same bytes for the same photo, reused
//! when nothing changed. Every photo is made here; none is committed.

use std::io::Cursor;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::{Run, project, real_frontend, shopsite, tree};
use image::{ImageEncoder, Rgb, RgbImage};

/// A JPEG of `width`×`height`, left half red and right half blue.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = RgbImage::from_fn(width, height, |x, y| {
        // A little texture, so the encoder has something to keep.
        let t = ((x * 7 + y * 13) % 23) as u8;
        if x < width / 2 {
            Rgb([220 - t, 30 + t, 30])
        } else {
            Rgb([30, 40 + t, 220 - t])
        }
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .write_image(img.as_raw(), width, height, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let img = RgbImage::from_pixel(width, height, Rgb([200, 180, 40]));
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(img.as_raw(), width, height, image::ExtendedColorType::Rgb8)
        .unwrap();
    out
}

/// A comment a photo editor leaves in a JPEG (a COM segment).
const COMMENT: &[u8] = b"Edited at Sharma Mobile Care, Karol Bagh";

/// The shop's GPS position as EXIF writes it: 28°36'50.12" N.
const LATITUDE: [u32; 6] = [28, 1, 36, 1, 5012, 100];

/// An EXIF block (APP1) with `orientation` and the shop's GPS position.
fn exif(orientation: u16) -> Vec<u8> {
    let mut t = b"II*\0\x08\0\0\0".to_vec();
    // IFD0 at 8: two entries, Orientation and the GPS directory's offset.
    t.extend_from_slice(&2u16.to_le_bytes());
    t.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0]);
    t.extend_from_slice(&orientation.to_le_bytes());
    t.extend_from_slice(&[0, 0]);
    let gps_at = 8 + 2 + 2 * 12 + 4;
    t.extend_from_slice(&[0x25, 0x88, 4, 0, 1, 0, 0, 0]);
    t.extend_from_slice(&(gps_at as u32).to_le_bytes());
    t.extend_from_slice(&0u32.to_le_bytes());
    // The GPS directory: latitude ref `N` and latitude, 3 rationals.
    t.extend_from_slice(&2u16.to_le_bytes());
    t.extend_from_slice(&[0x01, 0x00, 2, 0, 2, 0, 0, 0, b'N', 0, 0, 0]);
    let value_at = gps_at + 2 + 2 * 12 + 4;
    t.extend_from_slice(&[0x02, 0x00, 5, 0, 3, 0, 0, 0]);
    t.extend_from_slice(&(value_at as u32).to_le_bytes());
    t.extend_from_slice(&0u32.to_le_bytes());
    for v in LATITUDE {
        t.extend_from_slice(&v.to_le_bytes());
    }
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend_from_slice(&t);
    app1
}

/// `jpeg` with APP1 segments put in after its start.
fn with_segments(jpeg: &[u8], segments: &[Vec<u8>]) -> Vec<u8> {
    let markers: Vec<(u8, Vec<u8>)> = segments.iter().map(|b| (0xE1, b.clone())).collect();
    with_markers(jpeg, &markers)
}

/// `jpeg` with segments of any marker (APP2, COM…) put in after its start.
fn with_markers(jpeg: &[u8], segments: &[(u8, Vec<u8>)]) -> Vec<u8> {
    let mut out = jpeg[..2].to_vec();
    for (code, body) in segments {
        out.extend_from_slice(&[0xFF, *code]);
        out.extend_from_slice(&((body.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(body);
    }
    out.extend_from_slice(&jpeg[2..]);
    out
}

fn xmp() -> Vec<u8> {
    let mut body = b"http://ns.adobe.com/xap/1.0/\0".to_vec();
    body.extend_from_slice(
        b"<x:xmpmeta xmlns:x='adobe:ns:meta/'><exif:GPSLatitude>28,36.83N</exif:GPSLatitude></x:xmpmeta>",
    );
    body
}

/// A phone photo as phones write them: stored on its side, EXIF orientation 6
/// (turn 90° clockwise to view), with GPS in EXIF and in XMP.
fn phone_photo(width: u32, height: u32) -> Vec<u8> {
    with_segments(&jpeg(width, height), &[exif(6), xmp()])
}

/// Names `value` as the image of the `nth` (from 0) product of the
/// fixture's products.yaml, in place of the link it may have.
fn set_image(content: &Path, nth: usize, value: &str) {
    let path = content.join("products.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = Vec::new();
    let mut product = None::<usize>;
    let mut done = false;
    for line in text.lines() {
        if line.starts_with("  - id: ") {
            product = Some(product.map_or(0, |n| n + 1));
        }
        let ours = product == Some(nth) && !done;
        if ours && line.starts_with("    image: ") {
            out.push(format!("    image: {value}"));
            done = true;
            continue;
        }
        out.push(line.to_owned());
        if ours && line.starts_with("    title: ") && !text_has_image(&text, nth) {
            out.push(format!("    image: {value}"));
            done = true;
        }
    }
    assert!(done, "no product {nth}");
    std::fs::write(path, out.join("\n") + "\n").unwrap();
}

/// Whether the `nth` product has an `image:` line.
fn text_has_image(text: &str, nth: usize) -> bool {
    text.split("\n  - id: ")
        .nth(nth + 1)
        .is_some_and(|block| block.lines().any(|l| l.starts_with("    image: ")))
}

fn put(content: &Path, name: &str, bytes: &[u8]) {
    let path = content.join("photos").join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, bytes).unwrap();
}

fn build(dir: &Path) -> Run {
    let frontend = real_frontend();
    shopsite(dir, &["build", "--frontend", &frontend])
}

/// The files of the photos in a build, by name.
fn photo_files(dist: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dist.join("assets/photos"))
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().into_string().unwrap(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// The metadata a file could carry: JPEG APP1 (EXIF, XMP), APP2 (ICC),
/// APP13 (IPTC) segments; WebP EXIF, XMP and ICC chunks; and the bytes of
/// the GPS position and of XMP anywhere.
fn metadata_in(name: &str, bytes: &[u8]) -> Vec<String> {
    let mut found = Vec::new();
    if bytes.starts_with(&[0xFF, 0xD8]) {
        let mut at = 2;
        while at + 4 <= bytes.len() && bytes[at] == 0xFF {
            let code = bytes[at + 1];
            if code == 0xDA {
                break;
            }
            if matches!(code, 0xE1 | 0xE2 | 0xED) {
                found.push(format!("{name}: APP{} segment", code - 0xE0));
            }
            if code == 0xFE {
                found.push(format!("{name}: a comment"));
            }
            at += 2 + u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]) as usize;
        }
    } else if bytes.starts_with(b"RIFF") {
        for chunk in [b"EXIF", b"XMP ", b"ICCP"] {
            if bytes.windows(4).any(|w| w == chunk) {
                found.push(format!("{name}: {} chunk", String::from_utf8_lossy(chunk)));
            }
        }
    }
    let latitude: Vec<u8> = LATITUDE.iter().flat_map(|v| v.to_le_bytes()).collect();
    if bytes.windows(latitude.len()).any(|w| w == latitude) {
        found.push(format!("{name}: the GPS latitude"));
    }
    for marker in [
        &b"Exif\0\0"[..],
        b"ns.adobe.com/xap",
        b"GPSLatitude",
        b"ICC_PROFILE",
        b"acsp",
        COMMENT,
    ] {
        if bytes.windows(marker.len()).any(|w| w == marker) {
            found.push(format!("{name}: {}", String::from_utf8_lossy(marker)));
        }
    }
    found
}

/// Issue 57, item 2: a photo that says where it was taken is in the
/// shop's public repository as it is. `check` warns, and `check
/// --for-publishing` fails, naming each such photo, used or not; a photo
/// without a position is not named.
#[test]
fn a_photo_with_its_gps_position_fails_check_for_publishing() {
    let dir = project();
    let content = dir.path().join("content");
    put(&content, "phone.jpg", &phone_photo(800, 600));
    set_image(&content, 0, "photos/phone.jpg");
    // Unused, with its position in XMP only; and one with none at all.
    put(
        &content,
        "spare.jpg",
        &with_segments(&jpeg(800, 600), &[xmp()]),
    );
    put(&content, "plain.jpg", &jpeg(800, 600));
    set_image(&content, 1, "photos/plain.jpg");
    let place = "this photo says where it was taken (its GPS position)";

    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stderr.contains(&format!("warning: {place}"))
            && run.stderr.contains("content/photos/phone.jpg")
            && run.stderr.contains("content/photos/spare.jpg")
            && !run.stderr.contains("content/photos/plain.jpg"),
        "{}",
        run.transcript()
    );

    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    let errors: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("error: "))
        .collect();
    assert_eq!(errors.len(), 2, "{}", run.transcript());
    assert!(errors.iter().all(|l| l.contains(place)), "{errors:?}");
    assert!(
        run.stderr
            .contains("the repository holds where the photo was taken"),
        "{}",
        run.transcript()
    );

    // A build removes them from the files in place, says which, and keeps
    // the pixels and the orientation: then nothing is told of them.
    let before = std::fs::read(content.join("photos/phone.jpg")).unwrap();
    let run = build(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout.contains(
            "removed where it was taken (GPS) from 2 photos in content: photos/phone.jpg, photos/spare.jpg"
        ),
        "{}",
        run.stdout
    );
    let after = std::fs::read(content.join("photos/phone.jpg")).unwrap();
    // An EXIF block remains, with the orientation alone: no GPS, no XMP.
    assert_eq!(
        metadata_in("phone.jpg", &after),
        ["phone.jpg: APP1 segment", "phone.jpg: Exif\0\0"]
    );
    let decode = |bytes: &[u8]| image::load_from_memory(bytes).unwrap().to_rgb8();
    assert!(decode(&before) == decode(&after), "the same pixels");
    let exif = &after[after.windows(6).position(|w| w == b"Exif\0\0").unwrap() + 6..];
    assert_eq!(shopsite_content::photos::exif_orientation(exif), Ok(6));
    assert!(!shopsite_content::photos::has_location(
        &content.join("photos/spare.jpg")
    ));
    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert!(!run.stderr.contains(place), "{}", run.transcript());
    // The next build has nothing to remove, and says nothing of it.
    let run = build(dir.path());
    assert!(!run.stdout.contains("removed where"), "{}", run.stdout);

    // Removed by hand (as Windows' or Preview's "remove location" does):
    // nothing is told either.
    put(
        &content,
        "phone.jpg",
        &with_segments(&jpeg(800, 600), &[exif_without_gps(6)]),
    );
    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert!(!run.stderr.contains(place), "{}", run.transcript());
}

/// A PNG chunk: its length, type, data and CRC.
fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut crc = flate2::Crc::new();
    crc.update(kind);
    crc.update(data);
    let mut chunk = (data.len() as u32).to_be_bytes().to_vec();
    chunk.extend_from_slice(kind);
    chunk.extend_from_slice(data);
    chunk.extend_from_slice(&crc.sum().to_be_bytes());
    chunk
}

/// A PNG as a phone's editor may save one: its EXIF (`eXIf`, with
/// orientation 6 and the GPS position) and XMP (`iTXt`) after its header.
fn located_png() -> Vec<u8> {
    let plain = png(300, 200);
    // The signature (8) and IHDR (8 + 13 + 4).
    let (head, rest) = plain.split_at(33);
    let mut xmp_text = b"XML:com.adobe.xmp\0\0\0\0\0".to_vec();
    xmp_text.extend_from_slice(&xmp()[29..]);
    let mut out = head.to_vec();
    out.extend_from_slice(&png_chunk(b"eXIf", &exif(6)[6..]));
    out.extend_from_slice(&png_chunk(b"iTXt", &xmp_text));
    out.extend_from_slice(rest);
    out
}

/// A WebP as a phone may save one: an extended WebP (`VP8X`) with its
/// EXIF (orientation 6, the GPS position) and XMP chunks after the pixels.
fn located_webp() -> Vec<u8> {
    let img = RgbImage::from_fn(300, 200, |x, _| Rgb([(x % 256) as u8, 90, 160]));
    let mut simple = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut simple)
        .write_image(img.as_raw(), 300, 200, image::ExtendedColorType::Rgb8)
        .unwrap();
    let chunk = |id: &[u8; 4], data: &[u8]| {
        let mut c = id.to_vec();
        c.extend_from_slice(&(data.len() as u32).to_le_bytes());
        c.extend_from_slice(data);
        if data.len() % 2 == 1 {
            c.push(0);
        }
        c
    };
    // Flags: EXIF (0x08) and XMP (0x04); the canvas, each side less one.
    let mut vp8x = vec![0x08 | 0x04, 0, 0, 0];
    vp8x.extend_from_slice(&299u32.to_le_bytes()[..3]);
    vp8x.extend_from_slice(&199u32.to_le_bytes()[..3]);
    let mut body = b"WEBP".to_vec();
    body.extend_from_slice(&chunk(b"VP8X", &vp8x));
    // The image's own chunk, as the encoder wrote it after "RIFF....WEBP".
    body.extend_from_slice(&simple[12..]);
    body.extend_from_slice(&chunk(b"EXIF", &exif(6)[6..]));
    body.extend_from_slice(&chunk(b"XMP ", &xmp()[29..]));
    let mut out = b"RIFF".to_vec();
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

/// Where a photo was taken is found and removed from a PNG and a WebP as
/// from a JPEG: in their EXIF and XMP chunks. The pixels and the
/// orientation stay; the next check says nothing of them.
#[test]
fn a_png_or_webp_with_its_gps_position_is_found_and_cleaned_too() {
    let dir = project();
    let content = dir.path().join("content");
    put(&content, "edited.png", &located_png());
    put(&content, "saved.webp", &located_webp());
    set_image(&content, 0, "photos/edited.png");
    set_image(&content, 1, "photos/saved.webp");
    let place = "this photo says where it was taken (its GPS position)";
    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    for name in ["edited.png", "saved.webp"] {
        assert!(
            run.stderr.contains(&format!("content/photos/{name}")),
            "{name}: {}",
            run.transcript()
        );
    }
    assert_eq!(run.stderr.matches(place).count(), 2, "{}", run.transcript());

    let before: Vec<Vec<u8>> = ["edited.png", "saved.webp"]
        .iter()
        .map(|n| std::fs::read(content.join("photos").join(n)).unwrap())
        .collect();
    let run = build(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout.contains(
            "removed where it was taken (GPS) from 2 photos in content: photos/edited.png, photos/saved.webp"
        ),
        "{}",
        run.stdout
    );
    let decode = |bytes: &[u8]| image::load_from_memory(bytes).unwrap().to_rgb8();
    for (name, before) in ["edited.png", "saved.webp"].iter().zip(&before) {
        let path = content.join("photos").join(name);
        let after = std::fs::read(&path).unwrap();
        assert!(!shopsite_content::photos::has_location(&path), "{name}");
        assert!(!after.windows(11).any(|w| w == b"GPSLatitude"), "{name}");
        assert!(decode(before) == decode(&after), "{name}: the same pixels");
        // The orientation is kept, in an EXIF block of its own.
        let exif = &after[after.windows(4).position(|w| w == b"II*\0").unwrap()..];
        assert_eq!(
            shopsite_content::photos::exif_orientation(exif),
            Ok(6),
            "{name}"
        );
        assert!(after.len() < before.len(), "{name}");
    }
    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert!(!run.stderr.contains(place), "{}", run.transcript());
    let run = build(dir.path());
    assert!(!run.stdout.contains("removed where"), "{}", run.stdout);
}

/// An EXIF block with `orientation` alone.
fn exif_without_gps(orientation: u16) -> Vec<u8> {
    let mut t = b"II*\0\x08\0\0\0".to_vec();
    t.extend_from_slice(&1u16.to_le_bytes());
    t.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0]);
    t.extend_from_slice(&orientation.to_le_bytes());
    t.extend_from_slice(&[0, 0]);
    t.extend_from_slice(&0u32.to_le_bytes());
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend_from_slice(&t);
    app1
}

#[test]
fn a_phone_photo_is_published_upright_sized_and_without_metadata() {
    let dir = project();
    let content = dir.path().join("content");
    // Stored 800×600 on its side: 600×800 the right way up.
    put(&content, "phone.jpg", &phone_photo(800, 600));
    set_image(&content, 0, "photos/phone.jpg");
    let run = build(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout.contains("photos: 19 encoded, 0 reused"),
        "{}",
        run.stdout
    );
    let dist = dir.path().join("dist");
    let files = photo_files(&dist);
    let leaks: Vec<String> = files.iter().flat_map(|(n, b)| metadata_in(n, b)).collect();
    assert_eq!(leaks, Vec::<String>::new());
    // The source has every kind the check looks for.
    assert_eq!(metadata_in("source", &phone_photo(80, 60)).len(), 6);

    // Upright: portrait, red (the stored left) on top, blue below.
    for (name, bytes) in &files {
        let format = if name.ends_with(".webp") {
            image::ImageFormat::WebP
        } else {
            image::ImageFormat::Jpeg
        };
        let img = image::load(Cursor::new(bytes), format).unwrap().to_rgb8();
        if name.contains("-card-") || name.contains("-og-") {
            continue;
        }
        assert!(
            img.height() > img.width(),
            "{name} is {}×{}",
            img.width(),
            img.height()
        );
        let (top, bottom) = (
            img.get_pixel(img.width() / 2, 2),
            img.get_pixel(img.width() / 2, img.height() - 3),
        );
        assert!(top[0] > 150 && top[2] < 100, "{name}: top is {top:?}");
        assert!(
            bottom[2] > 150 && bottom[0] < 100,
            "{name}: bottom is {bottom:?}"
        );
    }
    // The link preview shows the tall photo whole (red top to blue bottom,
    // in the middle) on a lightened blur of itself, not its middle band.
    let (_, og) = files.iter().find(|(n, _)| n.contains("-og-")).unwrap();
    let og = image::load(Cursor::new(og), image::ImageFormat::Jpeg)
        .unwrap()
        .to_rgb8();
    assert_eq!(og.dimensions(), (1200, 630));
    let (top, bottom) = (og.get_pixel(600, 3), og.get_pixel(600, 626));
    assert!(top[0] > 150 && top[2] < 100, "og top is {top:?}");
    assert!(
        bottom[2] > 150 && bottom[0] < 100,
        "og bottom is {bottom:?}"
    );
    for x in [10, 1189] {
        let side = og.get_pixel(x, 315);
        assert!(side.0.iter().all(|&c| c > 90), "og at {x}, 315 is {side:?}");
    }
    // HTML's attributes have no case: React writes `srcSet`, `fetchPriority`.
    let page =
        std::fs::read_to_string(dist.join("products/boat-rockerz-450-headphones/index.html"))
            .unwrap()
            .to_lowercase();
    assert!(
        page.contains(r#"<source type="image/webp" srcset="/assets/photos/phone-360-"#),
        "{page}"
    );
    assert!(page.contains(r#"fetchpriority="high""#));
    assert!(
        page.contains(r#"width="600" height="800""#),
        "the 600 px JPEG is the src"
    );
    assert!(
        page.contains(
            "og:image\" content=\"https://sharmamobilecare.in/assets/photos/phone-og-1200-"
        )
    );
    assert!(crate::common::invalid_html(&dist).is_none());
}

#[test]
fn the_same_photo_gives_the_same_bytes_and_a_rebuild_encodes_nothing() {
    let photo = phone_photo(1200, 900);
    let builds: Vec<_> = (0..2)
        .map(|_| {
            let dir = project();
            let content = dir.path().join("content");
            put(&content, "a.jpg", &photo);
            set_image(&content, 0, "photos/a.jpg");
            let run = build(dir.path());
            assert_eq!(run.code, 0, "{}", run.transcript());
            (dir, run)
        })
        .collect();
    let first = photo_files(&builds[0].0.path().join("dist"));
    // Upright 900×1200: 360, 540, 720 and 900 wide, the card's 3, the
    // thumbnail's 3 (the product has 3 photos), in WebP and JPEG, and the
    // link preview.
    assert_eq!(first.len(), 21);
    assert_eq!(first, photo_files(&builds[1].0.path().join("dist")));

    // Unchanged: every file reused, none encoded.
    let dir = builds[0].0.path();
    let again = build(dir);
    assert!(
        again.stdout.contains("photos: 0 encoded, 21 reused"),
        "{}",
        again.stdout
    );
    assert_eq!(first, photo_files(&dir.join("dist")));

    // Replaced: new files, new names, the old ones gone.
    put(&dir.join("content"), "a.jpg", &jpeg(1200, 900));
    let replaced = build(dir);
    assert!(
        replaced.stdout.contains("photos: 23 encoded, 0 reused"),
        "{}",
        replaced.stdout
    );
    let now = photo_files(&dir.join("dist"));
    assert!(now.iter().all(|(n, _)| !first.iter().any(|(m, _)| m == n)));

    // Removed from the product: no photos folder in the site.
    set_image(&dir.join("content"), 0, "https://images.example.com/a.jpg");
    std::fs::remove_file(dir.join("content/photos/a.jpg")).unwrap();
    let removed = build(dir);
    assert_eq!(removed.code, 0, "{}", removed.transcript());
    assert!(!dir.join("dist/assets/photos").exists());
}

/// `shopsite check` with at most 1 GB of address space, which must end
/// within 60 s (a guard against hangs; `just bench` times it).
fn bounded_check(dir: &Path) -> Run {
    bounded(dir, "check")
}

/// `shopsite <args>` (a command line, its words quoted for bash) with at
/// most 1 GB of address space, which must end within 60 s.
fn bounded(dir: &Path, args: &str) -> Run {
    let start = Instant::now();
    let out = std::process::Command::new("bash")
        .arg("-c")
        .arg(format!(
            "ulimit -v 1000000; exec '{}' {args}",
            env!("CARGO_BIN_EXE_shopsite")
        ))
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("SHOPSITE_BASE_URL")
        .output()
        .unwrap();
    let took = start.elapsed();
    assert!(took < Duration::from_secs(60), "{args} took {took:?}");
    Run {
        code: out.status.code().expect("shopsite was killed by a signal"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        took,
    }
}

/// A PNG that claims 100,000×100,000 pixels, in 50 bytes.
fn png_bomb() -> Vec<u8> {
    let mut bytes = png(1, 1);
    bytes[16..20].copy_from_slice(&100_000u32.to_be_bytes());
    bytes[20..24].copy_from_slice(&100_000u32.to_be_bytes());
    bytes
}

#[test]
fn every_wrong_photo_is_told_at_its_line() {
    let dir = project();
    let content = dir.path().join("content");
    put(&content, "iphone-12.jpg", &jpeg(640, 480));
    put(&content, "note.jpg", b"not a photo, a note saved as .jpg\n");
    put(
        &content,
        "IMG_0001.HEIC",
        b"\0\0\0\x18ftypheic\0\0\0\0mif1heic",
    );
    put(&content, "anim.gif", b"GIF89a\x01\0\x01\0\0\0\0;");
    put(&content, "bomb.png", &png_bomb());
    put(&content, "tiny.jpg", &jpeg(120, 90));
    put(&content, "huge.jpg", &vec![0xFF; 26_000_000]);
    let mut bad_exif = exif(6);
    bad_exif[6 + 4..6 + 8].copy_from_slice(&0xFFFF_FF00u32.to_le_bytes());
    put(
        &content,
        "bad-exif.jpg",
        &with_segments(&jpeg(640, 480), &[bad_exif]),
    );
    put(&content, "unused.jpg", &jpeg(640, 480));
    for (i, value) in [
        "photos/iphone12.jpg",
        "photos/note.jpg",
        "photos/IMG_0001.HEIC",
        "photos/anim.gif",
        "photos/bomb.png",
        "photos/tiny.jpg",
        "photos/huge.jpg",
        "photos/bad-exif.jpg",
        "images/iphone-12.jpg",
        "https://drive.google.com/file/d/1AbCdEf/view?usp=sharing",
    ]
    .iter()
    .enumerate()
    {
        set_image(&content, i, value);
    }
    let run = bounded_check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "every-wrong-photo",
        crate::common::every_key_once(run.transcript())
    );
}

/// A PNG whose header says `width`×`height`, padded to `len` bytes: what
/// `check` reads of a photo (its header and its size) without the pixels.
fn png_claiming(width: u32, height: u32, len: usize) -> Vec<u8> {
    let mut bytes = png(1, 1);
    bytes[16..20].copy_from_slice(&width.to_be_bytes());
    bytes[20..24].copy_from_slice(&height.to_be_bytes());
    bytes.resize(len.max(bytes.len()), 0);
    bytes
}

#[test]
fn a_photo_far_larger_than_the_site_shows_gets_a_note() {
    let dir = project();
    let content = dir.path().join("content");
    // 48 MP in a small file; 12 MP in a 20 MB file (a PNG screenshot of a
    // photo); 12 MP as the camera takes it, which is not told.
    put(&content, "wide.png", &png_claiming(8000, 6000, 2_000_000));
    put(&content, "heavy.png", &png_claiming(3024, 4032, 20_000_000));
    put(&content, "normal.png", &png_claiming(4032, 3024, 4_000_000));
    for (i, value) in ["photos/wide.png", "photos/heavy.png", "photos/normal.png"]
        .iter()
        .enumerate()
    {
        set_image(&content, i, value);
    }
    let run = bounded_check(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    insta::assert_snapshot!(
        "photo-far-larger",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn a_photo_in_a_spreadsheet_is_told_at_its_cell() {
    let dir = project();
    let content = dir.path().join("content");
    put(&content, "guard.jpg", &jpeg(640, 480));
    std::fs::write(
        content.join("products.csv"),
        "id,title,price,in_stock,group,sub,item,image,more_images\n\
         screen-guard-a15,Tempered Glass for Galaxy A15,149,true,Accessories,Screen guards,Galaxy A15,photos/gaurd.jpg,photos/guard.jpg | https://photos.app.goo.gl/AbC123\n",
    )
    .unwrap();
    let run = bounded_check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "photo-in-a-spreadsheet",
        crate::common::every_key_once(run.transcript())
    );
}

#[cfg(unix)]
#[test]
fn a_link_out_of_the_content_folder_is_refused() {
    let dir = project();
    let content = dir.path().join("content");
    std::fs::write(dir.path().join("secret.jpg"), jpeg(640, 480)).unwrap();
    std::fs::create_dir_all(content.join("photos")).unwrap();
    std::os::unix::fs::symlink(
        dir.path().join("secret.jpg"),
        content.join("photos/out.jpg"),
    )
    .unwrap();
    set_image(&content, 0, "photos/out.jpg");
    let run = bounded_check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    let text = run.stderr.replace(
        &dir.path().canonicalize().unwrap().display().to_string(),
        "<project>",
    );
    assert!(
        text.contains("products[1].image: `content/photos/out.jpg` is a link to a file outside the content folder (<project>/secret.jpg)"),
        "{text}"
    );
    assert!(!dir.path().join("dist").exists());
}

#[test]
fn a_photo_damaged_past_its_header_is_told_at_its_line_by_the_build() {
    let dir = project();
    let content = dir.path().join("content");
    let whole = jpeg(1600, 1200);
    put(&content, "cut.jpg", &whole[..whole.len() / 2]);
    set_image(&content, 0, "photos/cut.jpg");
    assert_eq!(
        shopsite(dir.path(), &["check"]).code,
        0,
        "the header is whole"
    );
    let start = Instant::now();
    let run = build(dir.path());
    assert!(start.elapsed() < Duration::from_secs(60));
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(
        run.stderr
            .contains("error: products[1].image: the photo cannot be read: ")
            && run.stderr.contains("--> content/products.yaml:39:12"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"));
    assert!(!dir.path().join("dist").exists());
}

/// The photo every orientation test shows, upright: 480×360, its quarters
/// red, green (top), blue, yellow (bottom).
fn quarters() -> RgbImage {
    RgbImage::from_fn(480, 360, |x, y| match (x < 240, y < 180) {
        (true, true) => Rgb([230, 30, 30]),
        (false, true) => Rgb([30, 200, 30]),
        (true, false) => Rgb([30, 30, 230]),
        (false, false) => Rgb([230, 230, 30]),
    })
}

/// [`quarters`] stored as a camera stores it with EXIF `orientation`: the
/// pixels that, turned as `orientation` says, show it upright.
fn stored_as(orientation: u8) -> Vec<u8> {
    use image::metadata::Orientation;
    // The turn that undoes each: 6 and 8 undo each other; the rest, themselves.
    let undo = match orientation {
        6 => 8,
        8 => 6,
        o => o,
    };
    let mut img = image::DynamicImage::ImageRgb8(quarters());
    img.apply_orientation(Orientation::from_exif(undo).unwrap());
    let img = img.to_rgb8();
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 95)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    with_segments(&out, &[exif(u16::from(orientation))])
}

/// The file of the site named `<stem>-<width>-<hash>.<ext>`, decoded.
fn decoded(dist: &Path, stem: &str, width: u32, ext: &str) -> RgbImage {
    let prefix = format!("{stem}-{width}-");
    let (name, bytes) = photo_files(dist)
        .into_iter()
        .find(|(n, _)| n.starts_with(&prefix) && n.ends_with(ext))
        .unwrap_or_else(|| panic!("no {prefix}….{ext} in {:?}", photo_files(dist)));
    let format = if ext == "webp" {
        image::ImageFormat::WebP
    } else {
        image::ImageFormat::Jpeg
    };
    image::load(Cursor::new(bytes), format)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .to_rgb8()
}

/// Whether `pixel` is `want`, give or take `by` in each channel.
fn near(pixel: Rgb<u8>, want: [u8; 3], by: u8) -> bool {
    pixel.0.iter().zip(want).all(|(&a, b)| a.abs_diff(b) <= by)
}

#[test]
fn every_exif_orientation_comes_out_upright() {
    let dir = project();
    let content = dir.path().join("content");
    for orientation in 1..=8u8 {
        put(
            &content,
            &format!("o{orientation}.jpg"),
            &stored_as(orientation),
        );
        set_image(
            &content,
            usize::from(orientation - 1),
            &format!("photos/o{orientation}.jpg"),
        );
    }
    let run = build(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    let dist = dir.path().join("dist");
    let mut wrong = Vec::new();
    for orientation in 1..=8 {
        for ext in ["jpg", "webp"] {
            let img = decoded(&dist, &format!("o{orientation}"), 360, ext);
            let (w, h) = img.dimensions();
            let seen = [
                (w / 4, h / 4, [230, 30, 30], "top left red"),
                (3 * w / 4, h / 4, [30, 200, 30], "top right green"),
                (w / 4, 3 * h / 4, [30, 30, 230], "bottom left blue"),
                (3 * w / 4, 3 * h / 4, [230, 230, 30], "bottom right yellow"),
            ];
            for (x, y, want, what) in seen {
                let got = *img.get_pixel(x, y);
                if (w, h) != (360, 270) || !near(got, want, 40) {
                    wrong.push(format!(
                        "orientation {orientation} ({ext}, {w}×{h}): {what} is {:?}",
                        got.0
                    ));
                }
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// An ICC profile (version 2, a display's: matrix and curves) of Display P3,
/// as an iPhone embeds it: P3's primaries adapted to D50, sRGB's curve.
fn display_p3_profile() -> Vec<u8> {
    let s15 = |v: f64| ((v * 65536.0).round() as i32).to_be_bytes();
    let xyz = |x: f64, y: f64, z: f64| {
        let mut t = b"XYZ \0\0\0\0".to_vec();
        for v in [x, y, z] {
            t.extend_from_slice(&s15(v));
        }
        t
    };
    // sRGB's curve as a parametric curve (type 3): g, a, b, c, d.
    let mut curve = b"para\0\0\0\0\0\x03\0\0".to_vec();
    for v in [2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045] {
        curve.extend_from_slice(&s15(v));
    }
    let tags: Vec<(&[u8; 4], Vec<u8>)> = vec![
        (b"wtpt", xyz(0.964_203, 1.0, 0.824_905)),
        (b"rXYZ", xyz(0.515_121, 0.241_196, -0.001_053)),
        (b"gXYZ", xyz(0.291_977, 0.692_245, 0.041_885)),
        (b"bXYZ", xyz(0.157_104, 0.066_574, 0.784_073)),
        (b"rTRC", curve.clone()),
        (b"gTRC", curve.clone()),
        (b"bTRC", curve),
    ];
    let mut table = (tags.len() as u32).to_be_bytes().to_vec();
    let mut data = Vec::new();
    let start = 128 + 4 + 12 * tags.len();
    for (sig, body) in &tags {
        table.extend_from_slice(*sig);
        table.extend_from_slice(&((start + data.len()) as u32).to_be_bytes());
        table.extend_from_slice(&(body.len() as u32).to_be_bytes());
        data.extend_from_slice(body);
        while data.len() % 4 != 0 {
            data.push(0);
        }
    }
    let size = start + data.len();
    let mut header = vec![0u8; 128];
    header[0..4].copy_from_slice(&(size as u32).to_be_bytes());
    header[8..12].copy_from_slice(&[2, 0x10, 0, 0]);
    header[12..16].copy_from_slice(b"mntr");
    header[16..20].copy_from_slice(b"RGB ");
    header[20..24].copy_from_slice(b"XYZ ");
    header[36..40].copy_from_slice(b"acsp");
    for (i, v) in [0.964_2, 1.0, 0.824_9].into_iter().enumerate() {
        header[68 + 4 * i..72 + 4 * i].copy_from_slice(&s15(v));
    }
    [header, table, data].concat()
}

/// A Display P3 colour and the same colour in sRGB's numbers (by P3's and
/// sRGB's published matrices): they differ by 19 to 25 in each channel.
const P3: [u8; 3] = [220, 60, 40];
const P3_IN_SRGB: [u8; 3] = [239, 35, 17];

#[test]
fn a_display_p3_photo_is_converted_to_srgb_and_its_profile_left_out() {
    let dir = project();
    let content = dir.path().join("content");
    let img = RgbImage::from_pixel(640, 480, Rgb(P3));
    let mut plain = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut plain, 100)
        .write_image(img.as_raw(), 640, 480, image::ExtendedColorType::Rgb8)
        .unwrap();
    let mut icc = b"ICC_PROFILE\0\x01\x01".to_vec();
    icc.extend_from_slice(&display_p3_profile());
    let photo = with_markers(&plain, &[(0xE2, icc), (0xFE, COMMENT.to_vec())]);
    put(&content, "p3.jpg", &photo);
    set_image(&content, 0, "photos/p3.jpg");
    let run = build(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    let dist = dir.path().join("dist");
    for ext in ["jpg", "webp"] {
        let got = *decoded(&dist, "p3", 360, ext).get_pixel(180, 135);
        assert!(
            near(got, P3_IN_SRGB, 6),
            "{ext}: {:?}, not sRGB's {P3_IN_SRGB:?} (P3's numbers are {P3:?})",
            got.0
        );
    }
    let leaks: Vec<String> = photo_files(&dist)
        .iter()
        .flat_map(|(n, b)| metadata_in(n, b))
        .collect();
    assert_eq!(leaks, Vec::<String>::new());
    // The source has its profile and its comment, which the check sees.
    assert_eq!(
        metadata_in("source", &photo),
        [
            "source: APP2 segment",
            "source: a comment",
            "source: ICC_PROFILE",
            "source: acsp",
            &format!("source: {}", String::from_utf8_lossy(COMMENT)),
        ]
    );
}

/// `shopsite build` with at most 1 GB of address space, which must end
/// within 60 s (a guard against hangs; `just bench` times it).
fn bounded_build(dir: &Path) -> Run {
    bounded(dir, &format!("build --frontend '{}'", real_frontend()))
}

/// A JPEG whose frame header claims 60,000×60,000 pixels.
fn jpeg_bomb() -> Vec<u8> {
    let mut bytes = jpeg(64, 48);
    let sof = bytes.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
    bytes[sof + 5..sof + 7].copy_from_slice(&60_000u16.to_be_bytes());
    bytes[sof + 7..sof + 9].copy_from_slice(&60_000u16.to_be_bytes());
    bytes
}

#[test]
fn a_hostile_photo_is_refused_and_the_last_site_kept() {
    let dir = project();
    let content = dir.path().join("content");
    put(&content, "a.jpg", &jpeg(640, 480));
    set_image(&content, 0, "photos/a.jpg");
    let first = build(dir.path());
    assert_eq!(first.code, 0, "{}", first.transcript());
    let dist = dir.path().join("dist");
    let before = tree(&dist);
    let whole = jpeg(1600, 1200);
    let hostile: [(&str, Vec<u8>, &str); 4] = [
        (
            "bomb.png",
            png_bomb(),
            "the photo is 100000×100000 pixels, more than the 50 megapixels a photo may have",
        ),
        (
            "bomb.jpg",
            jpeg_bomb(),
            "the photo is 60000×60000 pixels, more than the 50 megapixels a photo may have",
        ),
        (
            "cut.jpg",
            whole[..whole.len() / 2].to_vec(),
            "the photo cannot be read: ",
        ),
        (
            "note.jpg",
            b"not a photo, a note saved as .jpg\n".to_vec(),
            "this file is not a photo: it is not JPEG, PNG or WebP inside, whatever its name",
        ),
    ];
    for (name, bytes, message) in hostile {
        put(&content, name, &bytes);
        set_image(&content, 0, &format!("photos/{name}"));
        let run = bounded_build(dir.path());
        assert_eq!(run.code, 1, "{name}: {}", run.transcript());
        assert!(
            run.stderr
                .contains(&format!("error: products[1].image: {message}")),
            "{name}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
        assert!(tree(&dist) == before, "{name}: dist/ changed");
        std::fs::remove_file(content.join("photos").join(name)).unwrap();
    }
}

#[test]
fn photos_are_built_with_no_node_on_the_path() {
    let dir = project();
    let content = dir.path().join("content");
    put(&content, "phone.jpg", &phone_photo(800, 600));
    put(&content, "shelf.png", &png(640, 480));
    put(&content, "counter.jpg", &jpeg(1200, 900));
    for (i, name) in ["phone.jpg", "shelf.png", "counter.jpg"].iter().enumerate() {
        set_image(&content, i, &format!("photos/{name}"));
    }
    // A PATH with nothing on it: no node, no npm, nothing of the frontend's.
    let empty = tempfile::tempdir().unwrap();
    let frontend = real_frontend();
    let run = crate::common::shopsite_with_env(
        dir.path(),
        &["build", "--frontend", &frontend],
        &[("PATH", &empty.path().to_string_lossy())],
    );
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout.contains("photos: 49 encoded, 0 reused"),
        "{}",
        run.stdout
    );
    let files = photo_files(&dir.path().join("dist"));
    assert_eq!(files.len(), 49);
    let leaks: Vec<String> = files.iter().flat_map(|(n, b)| metadata_in(n, b)).collect();
    assert_eq!(leaks, Vec::<String>::new());
    for (name, bytes) in &files {
        let format = if name.ends_with(".webp") {
            image::ImageFormat::WebP
        } else {
            image::ImageFormat::Jpeg
        };
        assert!(
            image::load(Cursor::new(bytes), format).is_ok(),
            "{name} does not decode"
        );
    }
}

#[test]
fn a_webp_and_a_transparent_png_are_read_and_shown_on_white() {
    let dir = project();
    let content = dir.path().join("content");
    let webp = RgbImage::from_pixel(640, 480, Rgb([200, 180, 40]));
    let mut bytes = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut bytes)
        .write_image(webp.as_raw(), 640, 480, image::ExtendedColorType::Rgb8)
        .unwrap();
    put(&content, "shelf.webp", &bytes);
    // Black at half opacity: grey on white.
    let glass = image::RgbaImage::from_pixel(640, 480, image::Rgba([0, 0, 0, 128]));
    let mut bytes = Vec::new();
    image::codecs::png::PngEncoder::new(&mut bytes)
        .write_image(glass.as_raw(), 640, 480, image::ExtendedColorType::Rgba8)
        .unwrap();
    put(&content, "glass.png", &bytes);
    set_image(&content, 0, "photos/shelf.webp");
    set_image(&content, 1, "photos/glass.png");
    let run = build(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    let dist = dir.path().join("dist");
    for ext in ["jpg", "webp"] {
        let shelf = *decoded(&dist, "shelf", 360, ext).get_pixel(180, 135);
        assert!(
            near(shelf, [200, 180, 40], 6),
            "shelf.webp as {ext}: {shelf:?}"
        );
        let glass = *decoded(&dist, "glass", 360, ext).get_pixel(180, 135);
        assert!(
            near(glass, [127, 127, 127], 4),
            "glass.png as {ext}: {glass:?}"
        );
    }
}
