//! Draws one card, to look at while changing the design:
//! `cargo run -p shopsite-og --example card -- OUT.png HEADING [NAME] [SITE] [#COLOUR]`.

use shopsite_og::{Card, Rgb};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.to_owned());
    let card = Card {
        heading: arg(1, "Mobile Repair • Simple Training"),
        name: arg(2, "Sharma Mobile Care"),
        site: arg(3, "sharmamobilecare.in"),
        brand: Rgb::parse(&arg(4, "#0b4aa2")).expect("a colour such as #0b4aa2"),
    };
    let start = std::time::Instant::now();
    let png = shopsite_og::render(&card);
    let took = start.elapsed();
    let out = arg(0, "card.png");
    std::fs::write(&out, &png).expect("write the PNG");
    println!("{out}: {} bytes in {took:.2?}", png.len());
}
