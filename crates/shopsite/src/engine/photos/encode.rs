//! One photo made into its files, inside the build: decoded (zune-jpeg
//! for JPEG, strictly, so that a photo cut short is refused rather than
//! padded with grey), turned upright by its EXIF
//! orientation (read by `shopsite_content::photos`, as `check` reads it),
//! shrunk once to the largest size any of its files needs, converted to
//! sRGB from the colour profile it carries (qcms, Firefox's), then each file
//! resized from that (fast_image_resize, Lanczos3) and encoded: JPEG by
//! mozjpeg, WebP by libwebp, at [`JPEG_QUALITY`] and [`WEBP_QUALITY`].
//! (`png` and `image-webp` decode the others: the decoders `image` uses,
//! without the rest of `image`, which would double what these add to a
//! release build.)
//!
//! Nothing of the photo's metadata is carried over: the encoders are given
//! pixels only, so no EXIF, XMP, GPS, ICC profile or comment is written.
//!
//! This is the way sharp (libvips) made them before, step by step, so that
//! the files look the same: `docs/dev/photos.md` has the figures.

use std::io::Cursor;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use fast_image_resize::images::Image;
use fast_image_resize::{FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer};
use shopsite_content::photos::{FileType, SourcePhoto};
use shopsite_render::photos::{Encoding, Fit, Output};

/// JPEG quality, mozjpeg's scale: sharp's default, 80.
pub const JPEG_QUALITY: f32 = 80.0;
/// WebP quality and method (sharp's "effort"): quality 80, sharp's
/// default; method 5, one above sharp's 4, which makes the 50 phone photos'
/// WebP files 2 % smaller in all (up to 5 % at 1200 px) for 10 % more of
/// the WebP's time, so that every file together is lighter than sharp's
/// (0.987×) at a better DSSIM (`just bench`, docs/dev/photos.md).
pub const WEBP_QUALITY: f32 = 80.0;
pub const WEBP_METHOD: i32 = 5;

/// The most the PNG decoder may allocate for one photo: a photo of
/// `MAX_PIXELS` (50 MP) as RGBA takes 200 MB.
const MAX_ALLOC: u64 = 256 * 1024 * 1024;

/// The placeholder: the photo shrunk to this many pixels, whatever its
/// proportions.
const TINY: (u32, u32) = (4, 3);

/// A photo's files, in the order of its outputs, and its placeholder's
/// pixels (RGB, row by row); and for the benchmark, how long reading and
/// decoding it took, then each file's resizing and encoding.
pub struct Made {
    pub files: Vec<Vec<u8>>,
    pub tiny: Vec<u8>,
    pub decoded_in: Duration,
    pub times: Vec<Duration>,
}

/// The memory one photo takes while it is made, at most, in bytes: the file,
/// its pixels decoded, and the decoder's own buffers (about as much again).
pub fn memory(photo: &SourcePhoto) -> u64 {
    photo.len + u64::from(photo.width) * u64::from(photo.height) * 7
}

/// Makes `outputs` of `photo`. The error says why, for the owner: the
/// decoder's own words ("premature end of buffer").
pub fn make(photo: &SourcePhoto, outputs: &[Output]) -> Result<Made, String> {
    // The C encoders report misuse by panicking through the mozjpeg crate;
    // a photo must never end the build that way.
    catch_unwind(AssertUnwindSafe(|| make_unguarded(photo, outputs))).unwrap_or_else(|panic| {
        let why = panic
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| panic.downcast_ref::<&str>().copied())
            .unwrap_or("the encoder stopped");
        Err(why.to_owned())
    })
}

fn make_unguarded(photo: &SourcePhoto, outputs: &[Output]) -> Result<Made, String> {
    let start = Instant::now();
    let bytes = std::fs::read(&photo.path).map_err(|e| e.to_string())?;
    let decoded = decode(&bytes, photo.format)?;
    drop(bytes);
    let turned = (5..=8).contains(&decoded.orientation);
    let (width, height) = if turned {
        (decoded.height, decoded.width)
    } else {
        (decoded.width, decoded.height)
    };
    // The pages were planned from the header; pixels of another size are
    // not the photo the header describes.
    if (width, height) != (photo.width, photo.height) {
        return Err(format!(
            "its pixels are {width}×{height}, its header says {}×{}",
            photo.width, photo.height
        ));
    }
    // Shrunk once so that its shorter side is the widest file's width (it
    // covers a square of it), never enlarged: every file is made from this.
    let widest = outputs.iter().map(|o| o.width).max().unwrap_or(1);
    let scale = (f64::from(widest) / f64::from(width.min(height))).min(1.0);
    let fit = |side: u32| ((f64::from(side) * scale).round() as u32).max(1);
    let (stored_w, stored_h) = if turned {
        (fit(height), fit(width))
    } else {
        (fit(width), fit(height))
    };
    let mut resizer = Resizer::new();
    let stored = resize(
        &mut resizer,
        decoded.pixels,
        (decoded.width, decoded.height),
        (stored_w, stored_h),
        false,
    )?;
    let (mut base, size) = upright(stored, (stored_w, stored_h), decoded.orientation);
    if let Some(icc) = &decoded.icc {
        to_srgb(icc, &mut base);
    }
    let decoded_in = start.elapsed();
    let mut files = Vec::with_capacity(outputs.len());
    let mut times = Vec::with_capacity(outputs.len());
    for out in outputs {
        let start = Instant::now();
        let to = (out.width, out.height);
        let pixels = match out.fit {
            Fit::Scale => resize(&mut resizer, base.clone(), size, to, false)?,
            Fit::Cover => resize(&mut resizer, base.clone(), size, to, true)?,
            Fit::Frame => frame(&mut resizer, &base, size, to)?,
        };
        files.push(match out.encoding {
            Encoding::Jpeg => jpeg(&pixels, out.width, out.height)?,
            Encoding::Webp => webp(&pixels, out.width, out.height)?,
        });
        times.push(start.elapsed());
    }
    let tiny = resize(&mut resizer, base, size, TINY, false)?;
    Ok(Made {
        files,
        tiny,
        decoded_in,
        times,
    })
}

/// A photo's pixels as stored (RGB), with what says how to show them.
struct Decoded {
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    /// EXIF orientation, 1 to 8 (JPEG only, as `check` reads it).
    orientation: u8,
    icc: Option<Vec<u8>>,
}

fn decode(bytes: &[u8], format: FileType) -> Result<Decoded, String> {
    match format {
        FileType::Jpeg => decode_jpeg(bytes),
        FileType::Png => decode_png(bytes),
        FileType::Webp => decode_webp(bytes),
    }
}

fn decode_jpeg(bytes: &[u8]) -> Result<Decoded, String> {
    use zune_core::bytestream::ZCursor;
    use zune_core::colorspace::ColorSpace;
    use zune_core::options::DecoderOptions;
    let side = 1 << 16;
    let options = DecoderOptions::default()
        .jpeg_set_out_colorspace(ColorSpace::RGB)
        .set_strict_mode(true)
        .set_max_width(side)
        .set_max_height(side);
    let mut decoder = zune_jpeg::JpegDecoder::new_with_options(ZCursor::new(bytes), options);
    decoder.decode_headers().map_err(|e| e.to_string())?;
    let info = decoder.info().ok_or("it has no frame header")?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    if u64::from(width) * u64::from(height) > shopsite_content::photos::MAX_PIXELS {
        return Err(format!("it is {width}×{height} pixels"));
    }
    let orientation = match decoder.exif() {
        Some(tiff) => shopsite_content::photos::exif_orientation(tiff)
            .map_err(|why| format!("its EXIF data is damaged ({why})"))?,
        None => 1,
    };
    let icc = decoder.icc_profile();
    let pixels = decoder.decode().map_err(|e| e.to_string())?;
    if pixels.len() as u64 != u64::from(width) * u64::from(height) * 3 {
        return Err("its pixels do not fill its frame".to_owned());
    }
    Ok(Decoded {
        pixels,
        width,
        height,
        orientation,
        icc,
    })
}

fn decode_png(bytes: &[u8]) -> Result<Decoded, String> {
    let mut decoder = png::Decoder::new_with_limits(
        Cursor::new(bytes),
        png::Limits {
            bytes: MAX_ALLOC as usize,
        },
    );
    // 8 bits a channel, palettes and low bit depths expanded.
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(|e| e.to_string())?;
    let icc = reader.info().icc_profile.as_ref().map(|p| p.to_vec());
    let size = reader
        .output_buffer_size()
        .ok_or("its size does not fit in memory")?;
    let mut buf = vec![0; size];
    let frame = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
    buf.truncate(frame.buffer_size());
    let channels = match frame.color_type {
        png::ColorType::Grayscale => 1,
        png::ColorType::GrayscaleAlpha => 2,
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        png::ColorType::Indexed => return Err("its palette was not expanded".to_owned()),
    };
    Ok(Decoded {
        pixels: to_rgb(&buf, channels),
        width: frame.width,
        height: frame.height,
        orientation: 1,
        icc,
    })
}

fn decode_webp(bytes: &[u8]) -> Result<Decoded, String> {
    let mut decoder =
        image_webp::WebPDecoder::new(Cursor::new(bytes)).map_err(|e| e.to_string())?;
    let (width, height) = decoder.dimensions();
    let icc = decoder.icc_profile().ok().flatten();
    let size = decoder
        .output_buffer_size()
        .ok_or("its size does not fit in memory")?;
    let mut buf = vec![0; size];
    // An animation's first frame.
    decoder.read_image(&mut buf).map_err(|e| e.to_string())?;
    let channels = if decoder.has_alpha() { 4 } else { 3 };
    Ok(Decoded {
        pixels: to_rgb(&buf, channels),
        width,
        height,
        orientation: 1,
        icc,
    })
}

/// Pixels of 1 to 4 channels (grey, grey and alpha, RGB, RGBA) as RGB; a
/// transparent one on white, as a transparent PNG shows on the page.
fn to_rgb(pixels: &[u8], channels: usize) -> Vec<u8> {
    let on_white = |c: u8, a: u8| {
        let a = u32::from(a);
        ((u32::from(c) * a + 255 * (255 - a) + 127) / 255) as u8
    };
    match channels {
        3 => pixels.to_vec(),
        4 => pixels
            .chunks_exact(4)
            .flat_map(|p| {
                [
                    on_white(p[0], p[3]),
                    on_white(p[1], p[3]),
                    on_white(p[2], p[3]),
                ]
            })
            .collect(),
        2 => pixels
            .chunks_exact(2)
            .flat_map(|p| [on_white(p[0], p[1]); 3])
            .collect(),
        _ => pixels.iter().flat_map(|&g| [g; 3]).collect(),
    }
}

/// `pixels` (RGB, `from`) resized to `to` with Lanczos3; `crop`: cut to
/// `to`'s proportions from the middle first (sharp's "cover"), else
/// stretched (only ever by a pixel's rounding, or to the placeholder).
fn resize(
    resizer: &mut Resizer,
    pixels: Vec<u8>,
    from: (u32, u32),
    to: (u32, u32),
    crop: bool,
) -> Result<Vec<u8>, String> {
    resize_with(resizer, pixels, from, to, crop, FilterType::Lanczos3)
}

/// [`resize`] with another filter.
fn resize_with(
    resizer: &mut Resizer,
    pixels: Vec<u8>,
    from: (u32, u32),
    to: (u32, u32),
    crop: bool,
    filter: FilterType,
) -> Result<Vec<u8>, String> {
    if from == to {
        return Ok(pixels);
    }
    let src =
        Image::from_vec_u8(from.0, from.1, pixels, PixelType::U8x3).map_err(|e| e.to_string())?;
    let mut dst = Image::new(to.0, to.1, PixelType::U8x3);
    let mut options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(filter));
    if crop {
        options = options.fit_into_destination(Some((0.5, 0.5)));
    }
    resizer
        .resize(&src, &mut dst, &options)
        .map_err(|e| e.to_string())?;
    Ok(dst.into_vec())
}

/// `pixels` (RGB, `from`) scaled whole into the middle of `to`, on a
/// blurred copy of themselves that covers it, lightened so that the photo
/// stands out: a tall phone photo's link preview shows the whole phone.
fn frame(
    resizer: &mut Resizer,
    pixels: &[u8],
    from: (u32, u32),
    to: (u32, u32),
) -> Result<Vec<u8>, String> {
    // Blurred by shrinking to a few pixels and enlarging smoothly.
    let few = ((to.0 / 40).max(1), (to.1 / 40).max(1));
    let small = resize_with(resizer, pixels.to_vec(), from, few, true, FilterType::Box)?;
    let mut ground = resize_with(resizer, small, few, to, false, FilterType::Bilinear)?;
    for value in &mut ground {
        *value = (u16::from(*value) * 3 / 5 + 102) as u8;
    }
    // The largest size of the photo's proportions inside `to`.
    let (w, h) = if u64::from(from.0) * u64::from(to.1) >= u64::from(to.0) * u64::from(from.1) {
        (
            to.0,
            shopsite_content::photos::scaled_height(from.0, from.1, to.0),
        )
    } else {
        let w = (u64::from(from.0) * u64::from(to.1) * 2 + u64::from(from.1))
            / (2 * u64::from(from.1.max(1)));
        ((w as u32).clamp(1, to.0), to.1)
    };
    let photo = resize(resizer, pixels.to_vec(), from, (w, h), false)?;
    let (left, top) = ((to.0 - w) / 2, (to.1 - h.min(to.1)) / 2);
    for row in 0..h.min(to.1) {
        let from = 3 * (row * w) as usize;
        let at = 3 * ((top + row) * to.0 + left) as usize;
        ground[at..at + 3 * w as usize].copy_from_slice(&photo[from..from + 3 * w as usize]);
    }
    Ok(ground)
}

/// Stored pixels (RGB, `w`×`h`) turned the way EXIF `orientation` says
/// to show them; with their size then.
fn upright(pixels: Vec<u8>, (w, h): (u32, u32), orientation: u8) -> (Vec<u8>, (u32, u32)) {
    if !(2..=8).contains(&orientation) {
        return (pixels, (w, h));
    }
    let (ow, oh) = if orientation >= 5 { (h, w) } else { (w, h) };
    let mut out = vec![0; pixels.len()];
    for y in 0..oh {
        for x in 0..ow {
            // Where the pixel shown at (x, y) is stored.
            let (sx, sy) = match orientation {
                2 => (w - 1 - x, y),
                3 => (w - 1 - x, h - 1 - y),
                4 => (x, h - 1 - y),
                5 => (y, x),
                6 => (y, h - 1 - x),
                7 => (w - 1 - y, h - 1 - x),
                _ => (w - 1 - y, x),
            };
            let from = 3 * (sy as usize * w as usize + sx as usize);
            let to = 3 * (y as usize * ow as usize + x as usize);
            out[to..to + 3].copy_from_slice(&pixels[from..from + 3]);
        }
    }
    (out, (ow, oh))
}

/// Converts `pixels` (RGB) from the colour space `icc` describes to sRGB,
/// which is what the files are without a profile. A profile qcms cannot
/// read, or of another kind (CMYK, grey), leaves the pixels as they are.
fn to_srgb(icc: &[u8], pixels: &mut [u8]) {
    let Some(from) = qcms::Profile::new_from_slice(icc, false) else {
        return;
    };
    let mut srgb = qcms::Profile::new_sRGB();
    srgb.precache_output_transform();
    if let Some(transform) =
        qcms::Transform::new(&from, &srgb, qcms::DataType::RGB8, qcms::Intent::Perceptual)
    {
        transform.apply(pixels);
    }
}

/// A JPEG as sharp's `mozjpeg: true` makes it: mozjpeg's own defaults
/// (progressive, trellis quantisation, optimised scans and Huffman tables,
/// overshoot deringing, quantisation table 3), 4:2:0.
fn jpeg(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    let mut c = mozjpeg::Compress::new(mozjpeg::ColorSpace::JCS_RGB);
    c.set_size(width as usize, height as usize);
    c.set_quality(JPEG_QUALITY);
    c.set_chroma_sampling_pixel_sizes((2, 2), (2, 2));
    let mut c = c
        .start_compress(Vec::with_capacity(rgb.len() / 8))
        .map_err(|e| e.to_string())?;
    c.write_scanlines(rgb).map_err(|e| e.to_string())?;
    c.finish().map_err(|e| e.to_string())
}

/// A lossy WebP at [`WEBP_QUALITY`] and [`WEBP_METHOD`], libwebp's other
/// defaults (as sharp's).
fn webp(rgb: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    let mut config =
        webp::WebPConfig::new().map_err(|()| "libwebp has no configuration".to_owned())?;
    config.quality = WEBP_QUALITY;
    config.method = WEBP_METHOD;
    let memory = webp::Encoder::from_rgb(rgb, width, height)
        .encode_advanced(&config)
        .map_err(|e| format!("libwebp could not encode it ({e:?})"))?;
    Ok(memory.to_vec())
}
