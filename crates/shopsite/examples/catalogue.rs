//! Makes a content folder with a catalogue of any size, so tests and
//! benchmarks never commit large files:
//!
//! ```text
//! cargo run --release -p shopsite --example catalogue -- 10000 csv /tmp/shop10k
//! ```
//!
//! The folder is a copy of the fixture shop (`tests/fixtures/shop/`) whose
//! products are replaced by `N` made from the shop's own 14, as a parts
//! seller's catalogue grows: each item again for other phone models, with a
//! title, id and model of its own, and every field the shop's richest
//! products have ([`RICH_KEYS`]; a test holds it to the template shop's).
//! The same `N` gives the same bytes.
//!
//! Formats: `yaml` (one `products.yaml`), `split` (`products/part-001.yaml`,
//! 1,000 products a file) and `csv` (`products.csv`, a spreadsheet export
//! with the YAML keys as its header row, highlights and more images
//! separated by ` | `, and a description's lines in one cell).
//!
//! A fourth argument, `M`, replaces the fixture shop's repair price list
//! with one of `M` phone models, [`REPAIR_ISSUES`] repairs each, as
//! `repair-prices.csv` (docs/behaviour.md#repair-prices); `0` leaves the
//! shop without a price list:
//!
//! ```text
//! cargo run --release -p shopsite --example catalogue -- 14 yaml /tmp/shop 500
//! ```

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use shopsite_content::model::{Condition, Product};

/// Phone models the parts and accessories are made for, in the order a
/// catalogue adds them.
const PHONES: &[&str] = &[
    "Redmi Note 13",
    "iPhone 15",
    "Galaxy A15",
    "Vivo Y28",
    "Realme Narzo 70",
    "Oppo A79",
    "iPhone 13",
    "Galaxy M34",
    "Poco X6",
    "OnePlus Nord CE 4",
    "Moto G54",
    "Infinix Hot 40",
    "Tecno Spark 20",
    "Lava Blaze 2",
    "iQOO Z9",
    "Nokia G42",
];

/// Products a file of the `split` format holds.
const PER_FILE: usize = 1000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (count, format, out, models) = match args.as_slice() {
        [count, format, out] => (count, format, out, None),
        [count, format, out, models] => (count, format, out, Some(models)),
        _ => {
            eprintln!("usage: catalogue N yaml|split|csv OUT_DIR [REPAIR_MODELS]");
            return ExitCode::from(2);
        }
    };
    let models = match models.map(|m| m.replace('_', "").parse::<usize>()) {
        None => None,
        Some(Ok(m)) => Some(m),
        Some(Err(_)) => {
            eprintln!("REPAIR_MODELS must be a whole number");
            return ExitCode::from(2);
        }
    };
    let Ok(count) = count.replace('_', "").parse::<usize>() else {
        eprintln!("N must be a whole number, not `{count}`");
        return ExitCode::from(2);
    };
    let out = PathBuf::from(out);
    let written = write(count, format, &out).and_then(|()| match models {
        Some(models) => write_repair_prices(models, &out),
        None => Ok(()),
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cannot write {}: {e}", out.display());
            ExitCode::FAILURE
        }
    }
}

/// Writes the fixture shop with `count` products in `format` to `out`. The
/// tests include this file as a module to call it.
pub fn write(count: usize, format: &str, out: &Path) -> std::io::Result<()> {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/shop");
    let loaded = shopsite_content::load(&fixture);
    let Some(shop) = loaded.content else {
        return Err(std::io::Error::other("the fixture shop does not load"));
    };
    let products = catalogue(&shop.products, count);
    copy_dir(&fixture, out)?;
    fs::remove_file(out.join("products.yaml"))?;
    match format {
        "yaml" => fs::write(
            out.join("products.yaml"),
            yaml(".schema/products.json", &products),
        ),
        "split" => {
            let dir = out.join("products");
            fs::create_dir_all(&dir)?;
            for (i, part) in products.chunks(PER_FILE).enumerate() {
                let text = yaml("../.schema/products.json", part);
                fs::write(dir.join(format!("part-{:03}.yaml", i + 1)), text)?;
            }
            Ok(())
        }
        "csv" => fs::write(out.join("products.csv"), csv(&products)),
        other => Err(std::io::Error::other(format!(
            "the format is yaml, split or csv, not `{other}`"
        ))),
    }
}

/// Repairs per phone model in a generated price list: the fixture shop's
/// nine issues and one more, which the list adds to `repairs.yaml`.
pub const REPAIR_ISSUES: [&str; 10] = [
    "Screen",
    "Battery",
    "Charging",
    "Speaker/Mic",
    "Camera",
    "Water Damage",
    "Boot Loop",
    "No Power",
    "Data Recovery",
    "Back Glass",
];

/// Each brand of the fixture shop with the series its models are named in.
const SERIES: &[(&str, &[&str])] = &[
    ("Apple", &["iPhone", "iPhone Pro", "iPhone Plus"]),
    ("Samsung", &["Galaxy A", "Galaxy M", "Galaxy S", "Galaxy F"]),
    ("Xiaomi", &["Redmi", "Redmi Note", "Poco X", "Poco M"]),
    ("OnePlus", &["Nord", "Nord CE", "OnePlus"]),
    ("Vivo", &["Y", "V", "T"]),
    ("Oppo", &["A", "F", "Reno"]),
    ("Realme", &["Narzo", "C", "GT"]),
    ("Motorola", &["Moto G", "Moto E", "Edge"]),
    ("Nothing", &["Phone", "CMF Phone"]),
];

/// Writes `repair-prices.csv` with `models` phone models and every one of
/// [`REPAIR_ISSUES`] for each, the brands in turn; with none, deletes it.
/// Adds the issue the fixture's `repairs.yaml` lacks. The same `models`
/// gives the same bytes.
pub fn write_repair_prices(models: usize, out: &Path) -> std::io::Result<()> {
    let file = out.join("repair-prices.csv");
    if models == 0 {
        return match fs::remove_file(&file) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        };
    }
    let repairs = out.join("repairs.yaml");
    let text = fs::read_to_string(&repairs)?;
    let last = "  - Data Recovery\n";
    if !text.contains("  - Back Glass\n") {
        fs::write(
            &repairs,
            text.replacen(last, &format!("{last}  - Back Glass\n"), 1),
        )?;
    }
    let mut csv = String::from("brand,model,issue,price,time,note\n");
    for m in 0..models {
        let (brand, series) = SERIES[m % SERIES.len()];
        let round = m / SERIES.len();
        let name = series[round % series.len()];
        let model = format!("{name} {}", 10 + round / series.len());
        for (i, issue) in REPAIR_ISSUES.iter().enumerate() {
            let base = 499 + ((m * 37 + i * 211) % 40) * 100;
            let price = match (m + i) % 7 {
                0 => "0".to_owned(),
                1 => format!("{base}-{}", base + 500),
                _ => base.to_string(),
            };
            let time = ["30 min", "45 min", "1 hour", "2 hours", "1–2 days"][(m + i) % 5];
            // Half the rows carry a note, as the shop's own list does.
            let note = [
                "Original or genuine-grade",
                "",
                "Price after the free diagnosis",
                "",
                "With 90 days warranty",
                "",
                "Same-day fitting",
            ][(m + i * 3) % 7];
            let _ = writeln!(csv, "{brand},{model},{issue},{price},{time},{note}");
        }
    }
    fs::write(file, csv)
}

/// `count` products: the shop's own first, then each again for one phone
/// model after another, each as rich as the richest of the shop's own: a
/// photo and two more, three highlights, a description of two paragraphs,
/// all three filter levels, and on some a badge or a condition other than
/// new ([`RICH_KEYS`]). Without them a benchmark measures pages lighter
/// than the owner's (issue 34).
fn catalogue(own: &[Product], count: usize) -> Vec<Product> {
    (0..count)
        .map(|n| {
            let base = &own[n % own.len()];
            let round = n / own.len();
            if round == 0 {
                return base.clone();
            }
            let phone = PHONES[(round - 1) % PHONES.len()];
            let batch = (round - 1) / PHONES.len() + 1;
            let mut p = base.clone();
            p.id = format!("{}-{}-{batch}", base.id, slug(phone));
            p.title = format!("{} for {phone} (batch {batch})", base.title);
            p.group = base.group.clone().or_else(|| base.category.clone());
            p.sub = base.sub.clone().or_else(|| base.subcategory.clone());
            p.item = Some(phone.to_owned());
            (p.category, p.subcategory, p.family, p.model) = (None, None, None, None);
            p.price = (base.price.rupees().unwrap_or(0) + (round as u64 % 50) * 10).into();
            p.in_stock = (n * 7) % 10 != 0;
            let photo = |k: usize, width: u32| {
                let id = PHOTOS[(n + k) % PHOTOS.len()];
                format!("https://images.unsplash.com/photo-{id}?w={width}&q=70")
            };
            p.image = base.image.clone().or_else(|| Some(photo(0, 480)));
            while p.more_images.len() < 2 {
                p.more_images.push(photo(p.more_images.len() + 1, 960));
            }
            while p.highlights.len() < 3 {
                p.highlights
                    .push(HIGHLIGHTS[(n + p.highlights.len()) % HIGHLIGHTS.len()].to_owned());
            }
            p.description = Some(match &base.description {
                Some(own) => format!(
                    "{own}\nMade to fit the {phone}: checked in the shop before it is sold."
                ),
                None => format!(
                    "{} for the {phone}, tested in the shop before it is sold.\n\
                     Fitting in the shop on request; bill and shop warranty included.",
                    base.title
                ),
            });
            p.badge = base
                .badge
                .clone()
                .or_else(|| (n % 4 == 1).then(|| BADGES[n / 4 % BADGES.len()].to_owned()));
            if base.condition == Condition::New && n % 5 == 3 {
                p.condition = if n % 2 == 0 {
                    Condition::Used
                } else {
                    Condition::Refurbished
                };
            }
            p
        })
        .collect()
}

/// The fields every generated product beyond the shop's own has, or some of
/// them (`badge`, `condition`): every field the shop's products use but the
/// older spellings (`category`, `subcategory`, `family`, `model`), which
/// say what `group`, `sub` and `item` say.
pub const RICH_KEYS: [&str; 13] = [
    "id",
    "title",
    "price",
    "in_stock",
    "group",
    "sub",
    "item",
    "image",
    "more_images",
    "badge",
    "highlights",
    "description",
    "condition",
];

/// The photos of the generated products: the fixture shop's own links, at
/// another size for the product's page, as the owner's are.
const PHOTOS: &[&str] = &[
    "1505740420928-5e560c06d30e",
    "1583394838336-acd977736f90",
    "1583863788434-e58a36330cf0",
    "1625948515291-69613efd103f",
    "1518770660439-4636190af475",
    "1696426505729-5e0695c18624",
];

const HIGHLIGHTS: &[&str] = &[
    "6 months shop warranty",
    "Tested in front of you",
    "Fitting in 30 minutes",
    "Genuine-grade part",
    "Bill with GST",
];

const BADGES: &[&str] = &["Bestseller", "New", "Pro pick", "Limited stock"];

fn slug(text: &str) -> String {
    text.to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// A `products:` list, after the comment that names its JSON Schema (at
/// `schema`, relative to the file). Strings are written as JSON strings,
/// which YAML reads as double-quoted scalars with the same text.
fn yaml(schema: &str, products: &[Product]) -> String {
    let q = |s: &str| serde_json::to_string(s).expect("strings serialize");
    let mut out = format!("# yaml-language-server: $schema={schema}\n\nproducts:\n");
    for p in products {
        let _ = writeln!(out, "  - id: {}", p.id);
        let _ = writeln!(out, "    title: {}", q(&p.title));
        let _ = writeln!(out, "    price: {}", p.price);
        let _ = writeln!(out, "    in_stock: {}", p.in_stock);
        for (key, value) in fields(p) {
            if let Some(value) = value {
                let _ = writeln!(out, "    {key}: {}", q(value));
            }
        }
        for (key, list) in [
            ("more_images", &p.more_images),
            ("highlights", &p.highlights),
        ] {
            if !list.is_empty() {
                let _ = writeln!(out, "    {key}:");
                for item in list {
                    let _ = writeln!(out, "      - {}", q(item));
                }
            }
        }
        if p.condition != Condition::New {
            let _ = writeln!(out, "    condition: {}", condition(p.condition));
        }
    }
    out
}

fn condition(c: Condition) -> &'static str {
    match c {
        Condition::New => "new",
        Condition::Used => "used",
        Condition::Refurbished => "refurbished",
    }
}

/// The optional text fields, by their YAML key.
fn fields(p: &Product) -> [(&'static str, Option<&String>); 10] {
    [
        ("group", p.group.as_ref()),
        ("sub", p.sub.as_ref()),
        ("item", p.item.as_ref()),
        ("category", p.category.as_ref()),
        ("subcategory", p.subcategory.as_ref()),
        ("family", p.family.as_ref()),
        ("model", p.model.as_ref()),
        ("image", p.image.as_ref()),
        ("badge", p.badge.as_ref()),
        ("description", p.description.as_ref()),
    ]
}

/// A spreadsheet export: the YAML keys as the header row, an empty cell for
/// an absent field, highlights and more images joined with ` | `.
fn csv(products: &[Product]) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut header = vec!["id", "title", "price", "in_stock"];
    header.extend(fields(&Product::default()).map(|(key, _)| key));
    header.extend(["more_images", "highlights", "condition"]);
    writer.write_record(&header).expect("writing to memory");
    for p in products {
        let mut row = vec![
            p.id.clone(),
            p.title.clone(),
            p.price.to_string(),
            p.in_stock.to_string(),
        ];
        row.extend(fields(p).map(|(_, v)| v.cloned().unwrap_or_default()));
        row.push(p.more_images.join(" | "));
        row.push(p.highlights.join(" | "));
        row.push(match p.condition {
            Condition::New => String::new(),
            other => condition(other).to_owned(),
        });
        writer.write_record(&row).expect("writing to memory");
    }
    writer.into_inner().expect("writing to memory")
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}
