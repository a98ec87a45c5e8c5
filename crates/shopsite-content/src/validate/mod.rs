//! Semantic checks: the rules that types alone cannot express, one module
//! per content file.
//!
//! A value's own rules (a mobile number, a time, a repair price) are kept
//! by its type in `model/` and applied as the file is read; what is left
//! here are the rules of a file: what an item needs, what must differ
//! across a list, what one file must agree on with another. `products.rs`
//! holds every rule for `products.yaml` (and `products/*.yaml`,
//! `products.csv`), `site.rs` those for `site.yaml`, and so on; `check.rs`
//! is where a diagnostic points, and the rules several files share.
//!
//! Each check runs on every file that could be read, so problems in several
//! files are all reported at once. Positions come from the marked tree by
//! field path, e.g. `products[3].image`, built segment by segment
//! ([`FieldPath`](crate::path::FieldPath)); each file is named by its entry
//! in the content file table.

mod check;
mod courses;
mod hours;
pub(crate) mod leftovers;
mod lost_words;
mod pages;
mod photos;
mod products;
mod repair_prices;
mod rupee;
mod site;
mod videos;

use check::Check;

use crate::diagnostic::Diagnostic;
use crate::example::Example;
use crate::place::Unknown;
use crate::read::files::Files;
use crate::table::Partial;

/// Runs every file's checks on what could be read, in one order, so that
/// two reports at one place come out the same way every time. Keeps the
/// photos the products use, and puts each video's id in place of a link
/// pasted for it. `unknown` are the names in braces that are no
/// placeholder of the address ([`crate::place::substitute`]), told here unless
/// their text has placeholders of its own. With `now`, a special day that is
/// over by the shop's clock is a warning. With `example`, what is still the
/// example shop's is one warning among the rest, and comes back apart as
/// the errors publishing tells ([`leftovers`]).
pub(crate) fn validate(
    files: &Files,
    content: &mut Partial,
    unknown: &[Unknown],
    now: Option<jiff::Timestamp>,
    example: Option<&Example>,
) -> (Vec<Diagnostic>, Vec<Diagnostic>) {
    let mut c = Check::new(files);
    if let Some(site) = content.site.as_mut() {
        // A Hindi keyboard types the PIN code in Devanagari digits: it is
        // the same number, published as 0–9.
        let pin = &mut site.address.postal_code;
        *pin = crate::rules::ascii_digits(pin).into_owned();
        site::check(&mut c, site);
        hours::check(&mut c, site, now.map(|now| site.zone().date_at(now)));
    }
    if let Some(courses) = &content.courses {
        courses::check(&mut c, courses);
        courses::check_mentions(&mut c, courses);
    }
    if let Some(products) = &content.products {
        products::check(&mut c, products);
        content.photos = photos::check(&mut c, products);
    }
    if let Some(playlists) = content.playlists.as_mut() {
        videos::check(&mut c, playlists);
    }
    if let Some(prices) = &content.repair_prices {
        repair_prices::check(&mut c, prices, content.repairs.as_ref());
    }
    pages::check(&mut c, content);
    // A name in braces that is no placeholder of the address, in a text
    // that has no placeholders of its own (those told it above).
    for u in unknown {
        if !c
            .templates
            .iter()
            .any(|(rel, path)| *rel == u.rel && *path == u.path)
        {
            c.out.push(u.diagnostic.clone());
        }
    }
    rupee::check(&mut c);
    lost_words::check(&mut c);
    let (warning, leftovers) = example.map_or((None, Vec::new()), |example| {
        leftovers::check(&c, content, example)
    });
    c.out.extend(warning);
    (c.out, leftovers)
}
