//! `pages/*.yaml`: the words of each page. Every page needs its own
//! title, and the texts that show numbers must show them.

use super::Check;
use crate::diagnostic::quote;
use crate::model::{HomePage, TrainingPage};
use crate::path::FieldPath;
use crate::rules::{Broken, language_code};
use crate::table::{Partial, rel};

pub(super) fn check(c: &mut Check, content: &Partial) {
    if let Some(home) = &content.pages.home {
        check_home(c, home);
    }
    if let Some(page) = &content.pages.training {
        check_course_listing(c, page);
    }
    check_page_labels(c, content);
    check_page_titles(c, content);
}

fn check_home(c: &mut Check, home: &HomePage) {
    c.rule(
        rel::pages::home,
        &FieldPath::of("latest_videos_count"),
        latest_videos_count(home.latest_videos_count),
    );
}

/// How many of the latest videos the Home page shows: 1 to 12.
fn latest_videos_count(n: u32) -> Result<(), Broken> {
    if (1..=12).contains(&n) {
        Ok(())
    } else {
        Err(Broken::new(
            format!("{n} videos is not a sensible number for the Home page"),
            "use a number from 1 to 12",
        ))
    }
}

fn check_course_listing(c: &mut Check, page: &TrainingPage) {
    let rel = rel::pages::training;
    if let Some(listing) = &page.course_listing {
        c.template(rel, &FieldPath::of("course_listing"), listing, &["course"]);
    }
    for (i, code) in page.course_languages.iter().enumerate() {
        if let Err(why) = language_code(code) {
            c.error(
                rel,
                &FieldPath::of("course_languages").index(i),
                format!("{} is not a language code", quote(code)),
                why,
            );
        }
    }
}

/// The page texts that hold numbers: each says its count, or its page and
/// number of pages, where a visitor reads them.
fn check_page_labels(c: &mut Check, content: &Partial) {
    if let Some(page) = &content.pages.products {
        let labels = &page.labels;
        count_texts(
            c,
            rel::pages::products,
            [
                (
                    FieldPath::of("labels").key("results"),
                    Some(&labels.results),
                ),
                (
                    FieldPath::of("labels").key("result_one"),
                    labels.result_one.as_ref(),
                ),
            ],
            "`{count} products`",
        );
        numbers_text(
            c,
            rel::pages::products,
            &FieldPath::of("labels").key("page_of"),
            &labels.page_of,
            &["page", "pages"],
            "the page and the number of pages",
            "`Page {page} of {pages}`",
        );
        numbers_text(
            c,
            rel::pages::products,
            &FieldPath::of("labels").key("photo_of"),
            &labels.photo_of,
            &["n", "count"],
            "which photo it is and how many there are",
            "`Photo {n} of {count}`",
        );
    }
    if let Some(page) = &content.pages.videos {
        count_texts(
            c,
            rel::pages::videos,
            [
                (FieldPath::of("video_count"), Some(&page.video_count)),
                (
                    FieldPath::of("video_count_one"),
                    page.video_count_one.as_ref(),
                ),
            ],
            "`{count} videos`",
        );
    }
}

/// Checks texts that show a number: `{count}` is their only placeholder,
/// and it must be there.
fn count_texts<'a>(
    c: &mut Check,
    rel: &str,
    texts: impl IntoIterator<Item = (FieldPath, Option<&'a String>)>,
    example: &str,
) {
    for (path, text) in texts {
        let Some(text) = text else { continue };
        let before = c.out.len();
        c.template(rel, &path, text, &["count"]);
        // A mistyped placeholder has been reported already, with a better hint.
        if c.out.len() == before && !text.contains("{count}") {
            c.error(
                rel,
                &path,
                "this text must show the count",
                format!("write `{{count}}` where the number goes, e.g. {example}"),
            );
        }
    }
}

/// Checks a text that shows several numbers, such as "Page {page} of
/// {pages}": `names` are its only placeholders, and it must use each.
/// `what` says what the numbers are, `example` shows the text.
fn numbers_text(
    c: &mut Check,
    rel: &str,
    path: &FieldPath,
    text: &str,
    names: &[&str],
    what: &str,
    example: &str,
) {
    let before = c.out.len();
    c.template(rel, path, text, names);
    let missing: Vec<String> = names
        .iter()
        .filter(|name| !text.contains(&format!("{{{name}}}")))
        .map(|name| format!("`{{{name}}}`"))
        .collect();
    // A mistyped placeholder has been reported already, with a better hint.
    if c.out.len() == before && !missing.is_empty() {
        c.error(
            rel,
            path,
            format!("this text must show {what}"),
            format!(
                "write {} where the numbers go, e.g. {example}",
                missing.join(" and ")
            ),
        );
    }
}

/// Every page needs its own title, or search results cannot tell them apart.
fn check_page_titles(c: &mut Check, content: &Partial) {
    let titles: Vec<_> = content
        .page_metas()
        .into_iter()
        .map(|(rel, meta)| (rel, FieldPath::of("meta").key("title"), meta.title.as_str()))
        .collect();
    c.unique(
        "page title",
        "give every page its own title, so search results can tell them apart",
        titles,
    );
}
