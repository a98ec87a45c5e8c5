//! QR codes, drawn as SVG for the counter poster (`poster.rs`).
//!
//! The `qrcode` crate encodes (ISO/IEC 18004, the smallest version that
//! holds the text); the drawing is ours, one `<path>` of the dark modules'
//! runs, row by row, inside the four modules of white that a reader needs
//! around a code. Error correction M (15 %): a printed code still reads
//! with a crease or a smudge, and stays coarse enough to scan from a
//! counter.

use std::fmt::Write;

use qrcode::{Color, EcLevel, QrCode};

/// The white border a reader needs around a code, in modules.
const QUIET_ZONE: usize = 4;

/// A QR code of a link, ready to inline in a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrSvg {
    /// The `<svg>`, whose size the page's CSS gives.
    pub svg: String,
    /// Its modules a side, the quiet zone left out: 21 for version 1, 25
    /// for 2, 29 for 3, …: the fewer, the larger each is on paper.
    pub modules: usize,
}

/// `text` as a QR code, or `None` when it is too long for any version
/// (about 2,300 bytes at level M): a page of the site never is.
pub fn svg(text: &str) -> Option<QrSvg> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let width = code.width();
    let side = width + 2 * QUIET_ZONE;
    let mut path = String::new();
    for (y, row) in code.to_colors().chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            if row[x] == Color::Light {
                x += 1;
                continue;
            }
            let run = row[x..].iter().take_while(|c| **c == Color::Dark).count();
            let (left, top) = (x + QUIET_ZONE, y + QUIET_ZONE);
            write!(path, "M{left} {top}h{run}v1h-{run}z").expect("a String takes any text");
            x += run;
        }
    }
    Some(QrSvg {
        svg: format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" shape-rendering="crispEdges" aria-hidden="true"><rect width="{side}" height="{side}" fill="#fff"/><path fill="#000" d="{path}"/></svg>"##
        ),
        modules: width,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG drawn by resvg, as a phone's camera would see the printed
    /// code, and read back by a real decoder (rqrr).
    fn read_back(svg: &str, scale: f32) -> Vec<String> {
        let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).unwrap();
        let size = tree.size().to_int_size().scale_by(scale).unwrap();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
        let pixels = pixmap.data();
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| pixels[(y * w + x) * 4]);
        image
            .detect_grids()
            .into_iter()
            .map(|grid| grid.decode().unwrap().1)
            .collect()
    }

    #[test]
    fn each_code_reads_back_as_its_link() {
        for link in [
            "https://sharmamobilecare.in/",
            "https://example.github.io/shop/wa/",
            "https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909",
            "https://g.page/r/CfYQxYz0123456EBM/review",
        ] {
            let code = svg(link).unwrap();
            assert_eq!(read_back(&code.svg, 6.0), [link], "{link}");
        }
    }

    #[test]
    fn a_short_link_makes_a_coarse_code() {
        // 28 bytes at level M fit version 3: 29 modules a side.
        assert_eq!(svg("https://sharmamobilecare.in/").unwrap().modules, 29);
        let maps = "https://www.google.com/maps/dir/?api=1&destination=28.6519%2C77.1909";
        assert_eq!(svg(maps).unwrap().modules, 37);
        assert_eq!(svg(&"x".repeat(5000)), None);
    }

    #[test]
    fn the_drawing_is_one_path_of_runs_inside_a_white_border() {
        let code = svg("https://sharmamobilecare.in/").unwrap();
        assert!(
            code.svg
                .starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37""#)
        );
        // The top-left finder pattern: a run of 7 dark modules at (4, 4).
        assert!(code.svg.contains(r#"d="M4 4h7v1h-7z"#), "{}", code.svg);
        assert_eq!(code.svg.matches("<path").count(), 1);
    }
}
