//! Semantic checks: the rules that types alone cannot express.
//!
//! Each check runs on every file that could be read, so problems in several
//! files are all reported at once. Positions come from the marked tree by
//! field path, e.g. `products[3].image`, built segment by segment
//! ([`FieldPath`]); each file is named by its entry in the content file table.

use std::collections::BTreeMap;
use std::ops::Range;

use crate::diagnostic::{Diagnostic, Kind as Group, quote};
use crate::load::Files;
use crate::model::{
    Course, Messages, Playlist, Product, RepairPrice, RepairsFile, SiteFile, TrainingPage,
};
use crate::path::FieldPath;
use crate::photos::{self, Entry, Photo, Photos, Problem};
use crate::rules::{self, CARD_HIGHLIGHTS, RESERVED_PRODUCT_IDS};
use crate::table::{Partial, list, rel};
use crate::yaml::{Kind, Node};

struct Check<'a> {
    files: &'a Files,
    out: Vec<Diagnostic>,
}

impl Check<'_> {
    /// A diagnostic at the value found at `path` in file `rel`.
    fn at(
        &self,
        rel: &str,
        path: &FieldPath,
        d: fn(String, String) -> Diagnostic,
        message: String,
    ) -> Diagnostic {
        let parsed = &self.files.files[rel];
        let place = parsed.source.path_for_people(path);
        let d = d(parsed.source.name.clone(), format!("{place}: {message}")).path(path);
        let blank = |node: &Node| parsed.source.text[node.span.clone()].trim().is_empty();
        match parsed.tree.as_ref().and_then(|t| t.lookup_entry(path)) {
            // A list or group is best shown by its key, e.g. `highlights:`,
            // and so is a value with nothing to point at: `key:` with no
            // text, or `key: |` with no lines, whose span is on the next line.
            Some((Some(key), node)) if !matches!(node.kind, Kind::Scalar { .. }) || blank(node) => {
                d.at(key.span.clone())
            }
            Some((_, node)) => d.at(node.head()),
            None => d,
        }
    }

    /// Reports what `rule` found wrong with the value at `path`, if anything.
    fn rule(&mut self, rel: &str, path: &FieldPath, rule: Result<(), rules::Broken>) {
        if let Err(broken) = rule {
            self.error(rel, path, broken.message, broken.hint);
        }
    }

    /// Whether the value at `path` did not parse, and was stood in for
    /// (`de::Parsed`): the rules that read it would judge the stand-in.
    fn stood_in(&self, rel: &str, path: &FieldPath) -> bool {
        let file = &self.files.files[rel].source.name;
        self.files
            .diagnostics
            .iter()
            .any(|d| d.stood_in && &d.file == file && d.path.as_ref() == Some(path))
    }

    /// The text of the value at `path`, as written.
    fn written(&self, rel: &str, path: &FieldPath) -> Option<&str> {
        let tree = self.files.files.get(rel)?.tree.as_ref()?;
        match &tree.lookup_entry(path)?.1.kind {
            Kind::Scalar { value, .. } => Some(value),
            _ => None,
        }
    }

    fn error(
        &mut self,
        rel: &str,
        path: &FieldPath,
        message: impl Into<String>,
        hint: impl Into<String>,
    ) {
        let d = self
            .at(rel, path, Diagnostic::error, message.into())
            .hint(hint);
        self.out.push(d);
    }

    /// The comment after the value at `path`, on its line: `# …`.
    fn comment(&self, rel: &str, path: &FieldPath) -> Option<&str> {
        let parsed = &self.files.files[rel];
        let node = parsed.tree.as_ref()?.lookup(path)?;
        let text = &parsed.source.text;
        let rest = &text[node.span.end.min(text.len())..];
        let line = rest.split('\n').next().unwrap_or(rest);
        line.trim_start().strip_prefix('#')
    }

    /// The byte range of `part` inside the text value at `path`, if it can be found there.
    fn span_within(&self, rel: &str, path: &FieldPath, part: &str) -> Option<Range<usize>> {
        let parsed = &self.files.files[rel];
        let node = parsed.tree.as_ref()?.lookup(path)?;
        let text = &parsed.source.text[node.span.clone()];
        text.find(part)
            .map(|i| node.span.start + i..node.span.start + i + part.len())
    }

    fn https(&mut self, rel: &str, path: &FieldPath, url: &str) {
        if let Err(why) = rules::check_https_url(url) {
            self.error(
                rel,
                path,
                format!("{} is not an allowed link: {why}", quote(url)),
                "use a full link that starts with `https://`",
            );
        }
    }

    /// A photo's link: `https://`, and to the photo, not to a page that
    /// shows it.
    fn image_link(&mut self, rel: &str, path: &FieldPath, url: &str) {
        self.https(rel, path, url);
        if let Some(from) = photos::web_page_link(url) {
            let d = self
                .at(
                    rel,
                    path,
                    Diagnostic::warning,
                    format!("this {from} link opens a web page that shows the photo, not the photo itself, so the site cannot show it"),
                )
                .hint(format!(
                    "download the photo from {from}, put it in content/photos/ and write its name instead, e.g. `photos/{}`",
                    "my-photo.jpg"
                ));
            self.out.push(d);
        }
    }

    fn slug(&mut self, rel: &str, path: &FieldPath, id: &str) {
        if let Err(why) = rules::check_slug(id) {
            self.error(
                rel,
                path,
                format!("{} is not a valid id: {why}", quote(id)),
                format!("try `{}`", rules::slugify(id)),
            );
        }
    }

    /// A product id that would give the product the address of one of the
    /// site's own folders under `/products/`.
    fn reserved(&mut self, rel: &str, path: &FieldPath, product: &Product) {
        let id = product.id.as_str();
        if !RESERVED_PRODUCT_IDS.contains(&id) {
            return;
        }
        let from_title = rules::slugify(&product.title);
        let hint = if rules::check_slug(&from_title).is_ok()
            && !RESERVED_PRODUCT_IDS.contains(&from_title.as_str())
        {
            format!("choose another id, e.g. `{from_title}`, made from the product's title")
        } else {
            "choose another id for this product".to_owned()
        };
        self.error(
            rel,
            path,
            format!(
                "{} cannot be a product id: the product's page would be `/products/{id}/`, an address the site uses for its own pages",
                quote(id)
            ),
            hint,
        );
    }

    /// Reports every value that repeats an earlier one. `items` are
    /// `(file, field path, value)`, so the check can span several files.
    fn unique<'a>(
        &mut self,
        what: &str,
        hint: &str,
        items: impl IntoIterator<Item = (&'a str, FieldPath, &'a str)>,
    ) {
        let mut seen: BTreeMap<&str, (&str, FieldPath)> = BTreeMap::new();
        for (rel, path, value) in items {
            let Some((first_rel, first_path)) = seen.get(value) else {
                seen.insert(value, (rel, path));
                continue;
            };
            let first = &self.files.files[*first_rel];
            let first_span = first
                .tree
                .as_ref()
                .and_then(|t| t.lookup(first_path))
                .map(Node::head);
            let mut d = self
                .at(
                    rel,
                    &path,
                    Diagnostic::error,
                    format!("the {what} {} is used twice", quote(value)),
                )
                .hint(hint);
            if let Some(span) = first_span {
                d = d.related(&first.source.name, span, "first used here");
            }
            self.out.push(d);
        }
    }

    /// `d` with the value at `path` in file `rel` as a related place.
    fn related_at(&self, d: Diagnostic, rel: &str, path: &FieldPath, why: &str) -> Diagnostic {
        let parsed = &self.files.files[rel];
        match parsed.tree.as_ref().and_then(|t| t.lookup(path)) {
            Some(node) => d.related(&parsed.source.name, node.head(), why),
            None => d,
        }
    }

    /// A repair price's brand or issue, which must be one `repairs.yaml`
    /// lists under `list`: an error with "did you mean" when it is close to
    /// one (a typo would give it a page of its own), else a warning.
    fn known(
        &mut self,
        rel: &str,
        path: &FieldPath,
        name: &str,
        what: &str,
        list: &str,
        names: &[String],
    ) {
        if names.iter().any(|n| n == name.trim()) {
            return;
        }
        let message = format!(
            "the {what} {} is not in the {list} of `repairs.yaml`",
            quote(name)
        );
        let d = match crate::diagnostic::did_you_mean(name, names.iter().map(String::as_str)) {
            Some(near) => self.at(rel, path, Diagnostic::error, message).hint(format!(
                "did you mean `{near}`? write it as `repairs.yaml` does"
            )),
            None => self
                .at(rel, path, Diagnostic::warning, message)
                .hint(format!(
                    "add {} to the {list} in `repairs.yaml`, so the Repairs page lists it too",
                    quote(name)
                )),
        };
        self.out.push(d);
    }

    /// `unique` within one file, for lists of items with ids.
    fn unique_ids<'a>(
        &mut self,
        rel: &'a str,
        what: &str,
        ids: impl IntoIterator<Item = (FieldPath, &'a str)>,
    ) {
        let hint = format!("every {what} must be different; rename one of them");
        self.unique(
            what,
            &hint,
            ids.into_iter().map(|(path, id)| (rel, path, id)),
        );
    }

    /// Checks that `template` uses only the placeholders in `allowed`.
    fn template(&mut self, rel: &str, path: &FieldPath, template: &str, allowed: &[&str]) {
        let allowed_text = match allowed {
            [] => "this text takes no placeholders".to_owned(),
            names => format!(
                "this text may use {}",
                names
                    .iter()
                    .map(|n| format!("`{{{n}}}`"))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        };
        let placeholders = match rules::placeholders(template) {
            Ok(found) => found,
            Err((range, why)) => {
                let d = self.at(rel, path, Diagnostic::error, why).hint(format!(
                    "{allowed_text}; write braces only around a placeholder"
                ));
                self.out.push(self.narrow(d, rel, path, &template[range]));
                return;
            }
        };
        for p in placeholders.iter().filter(|p| !allowed.contains(&p.name)) {
            let hint = match crate::diagnostic::did_you_mean(p.name, allowed.iter().copied()) {
                Some(s) => format!("did you mean `{{{s}}}`? ({allowed_text})"),
                None => allowed_text.clone(),
            };
            let d = self
                .at(
                    rel,
                    path,
                    Diagnostic::error,
                    format!("unknown placeholder `{{{}}}`", p.name),
                )
                .hint(hint);
            let d = self.narrow(d, rel, path, &template[p.span.clone()]);
            self.out.push(d);
        }
    }

    /// Checks texts that show a number: `{count}` is their only placeholder,
    /// and it must be there.
    fn count_texts<'a>(
        &mut self,
        rel: &str,
        texts: impl IntoIterator<Item = (FieldPath, Option<&'a String>)>,
        example: &str,
    ) {
        for (path, text) in texts {
            let Some(text) = text else { continue };
            let before = self.out.len();
            self.template(rel, &path, text, &["count"]);
            // A mistyped placeholder has been reported already, with a better hint.
            if self.out.len() == before && !text.contains("{count}") {
                self.error(
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
        &mut self,
        rel: &str,
        path: &FieldPath,
        text: &str,
        names: &[&str],
        what: &str,
        example: &str,
    ) {
        let before = self.out.len();
        self.template(rel, path, text, names);
        let missing: Vec<String> = names
            .iter()
            .filter(|name| !text.contains(&format!("{{{name}}}")))
            .map(|name| format!("`{{{name}}}`"))
            .collect();
        // A mistyped placeholder has been reported already, with a better hint.
        if self.out.len() == before && !missing.is_empty() {
            self.error(
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

    /// Points the caret at `part` inside the value, when it can be found.
    fn narrow(&self, d: Diagnostic, rel: &str, path: &FieldPath, part: &str) -> Diagnostic {
        match self.span_within(rel, path, part) {
            Some(span) => d.at(span),
            None => d,
        }
    }
}

/// Runs every semantic check on what could be read; normalizes phone numbers
/// and the base URL in place.
pub(crate) fn validate(files: &Files, content: &mut Partial) -> Vec<Diagnostic> {
    let mut c = Check {
        files,
        out: Vec::new(),
    };
    if let Some(site) = &content.site {
        check_site(&mut c, site);
    }
    if let Some(courses) = &content.courses {
        check_courses(&mut c, courses);
        check_course_mentions(&mut c, courses);
    }
    if let Some(products) = &content.products {
        check_products(&mut c, products);
        content.photos = check_photos(&mut c, products);
    }
    if let Some(playlists) = content.playlists.as_mut() {
        check_playlists(&mut c, playlists);
    }
    if let Some(prices) = &content.repair_prices {
        check_repair_prices(&mut c, prices, content.repairs.as_ref());
    }
    if let Some(home) = &content.pages.home {
        c.rule(
            rel::pages::home,
            &FieldPath::of("latest_videos_count"),
            rules::latest_videos_count(home.latest_videos_count),
        );
    }
    if let Some(page) = &content.pages.training {
        check_course_listing(&mut c, page);
    }
    check_page_labels(&mut c, content);
    check_page_titles(&mut c, content);
    c.out
}

/// The page texts that hold numbers: each says its count, or its page and
/// number of pages, where a visitor reads them.
fn check_page_labels(c: &mut Check, content: &Partial) {
    if let Some(page) = &content.pages.products {
        let labels = &page.labels;
        c.count_texts(
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
        c.numbers_text(
            rel::pages::products,
            &FieldPath::of("labels").key("page_of"),
            &labels.page_of,
            &["page", "pages"],
            "the page and the number of pages",
            "`Page {page} of {pages}`",
        );
        c.numbers_text(
            rel::pages::products,
            &FieldPath::of("labels").key("photo_of"),
            &labels.photo_of,
            &["n", "count"],
            "which photo it is and how many there are",
            "`Photo {n} of {count}`",
        );
    }
    if let Some(page) = &content.pages.videos {
        c.count_texts(
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

fn check_site(c: &mut Check, site: &SiteFile) {
    let rel = rel::site;
    // The base URL, the numbers, days and times were parsed as the file was
    // read (`model/values.rs`); what is left are the rules across values,
    // and the values that stay text.
    for (key, number) in [("phone", &site.phone), ("whatsapp", &site.whatsapp)] {
        let path = FieldPath::of(key);
        if number.digits() == rules::EXAMPLE_MOBILE
            && !c.stood_in(rel, &path)
            && c.comment(rel, &path)
                .is_some_and(|comment| comment.contains(rules::PLACEHOLDER))
        {
            let written = quote(c.written(rel, &path).unwrap_or(number.digits()));
            let d = c
                .at(
                    rel,
                    &path,
                    Diagnostic::warning,
                    format!(
                        "{written} is still the example number, marked PLACEHOLDER: the {} would not reach the shop",
                        if key == "phone" { "Call button" } else { "WhatsApp buttons" }
                    ),
                )
                .hint(format!(
                    "write the shop's own {} number here; if {written} really is it, delete the `# PLACEHOLDER …` comment after it",
                    if key == "phone" { "phone" } else { "WhatsApp" },
                ));
            c.out.push(d);
        }
    }
    if let Some(maps) = &site.maps_url {
        c.https(rel, &FieldPath::of("maps_url"), maps);
    }
    c.https(rel, &FieldPath::of("video_channel"), &site.video_channel);
    let address = FieldPath::of("address");
    c.rule(
        rel,
        &address.key("postal_code"),
        rules::pin_code(&site.address.postal_code),
    );
    c.rule(
        rel,
        &address.key("country"),
        rules::country(&site.address.country),
    );
    let geo = FieldPath::of("geo");
    c.rule(rel, &geo.key("lat"), rules::latitude(site.geo.lat));
    c.rule(rel, &geo.key("lng"), rules::longitude(site.geo.lng));
    c.rule(
        rel,
        &FieldPath::of("language"),
        rules::page_language(&site.language),
    );
    for (i, hours) in site.opening_hours.iter().enumerate() {
        let at = FieldPath::of("opening_hours").index(i);
        if !c.stood_in(rel, &at.key("opens")) && !c.stood_in(rel, &at.key("closes")) {
            let rule = rules::open_before_close(hours.opens, hours.closes);
            c.rule(rel, &at.key("closes"), rule);
        }
    }
    check_messages(c, &site.messages);
}

fn check_messages(c: &mut Check, m: &Messages) {
    let templates: [(&str, &str, &[&str]); 12] = [
        ("repair_help", &m.repair_help, &[]),
        ("join_course", &m.join_course, &["course"]),
        ("course_fees", &m.course_fees, &["course"]),
        ("product_enquiry", &m.product_enquiry, &["title", "link"]),
        ("product_price", &m.product_price, &["title", "link"]),
        ("product_share", &m.product_share, &["title", "link"]),
        (
            "repair_booking",
            &m.repair_booking,
            &["brand", "model", "issue", "price", "time", "link"],
        ),
        (
            "repair_not_listed",
            &m.repair_not_listed,
            &["brand", "model"],
        ),
        ("book_diagnosis", &m.book_diagnosis, &[]),
        ("book_seat", &m.book_seat, &[]),
        ("syllabus", &m.syllabus, &[]),
        ("pickup", &m.pickup, &[]),
    ];
    let before = c.out.len();
    for (field, text, allowed) in templates {
        c.template(
            rel::site,
            &FieldPath::of("messages").key(field),
            text,
            allowed,
        );
    }
    // A text shared without the link would send the friend nowhere. A
    // mistyped placeholder has been reported already, with a better hint.
    let share = FieldPath::of("messages").key("product_share");
    let reported = c.out[before..]
        .iter()
        .any(|d| d.path.as_ref() == Some(&share));
    if !reported && !m.product_share.contains("{link}") {
        c.error(
            rel::site,
            &share,
            "this text must give the link to the product's page",
            "write `{link}` where the link goes, e.g. `{title}: {link}`",
        );
    }
    // The shop must learn which phone and which repair a booking is for.
    for (field, text, needs, example) in [
        (
            "repair_booking",
            &m.repair_booking,
            &["model", "issue"][..],
            "`Repair: {brand} {model} – {issue} ({price})`",
        ),
        (
            "repair_not_listed",
            &m.repair_not_listed,
            &["model"][..],
            "`Repair price for {brand} {model}?`",
        ),
    ] {
        let path = FieldPath::of("messages").key(field);
        let reported = c.out[before..]
            .iter()
            .any(|d| d.path.as_ref() == Some(&path));
        let missing: Vec<String> = needs
            .iter()
            .filter(|n| !text.contains(&format!("{{{n}}}")))
            .map(|n| format!("`{{{n}}}`"))
            .collect();
        if !reported && !missing.is_empty() {
            c.error(
                rel::site,
                &path,
                "this text must say which phone and repair it is about",
                format!(
                    "write {} where they go, e.g. {example}",
                    missing.join(" and ")
                ),
            );
        }
    }
}

fn check_course_listing(c: &mut Check, page: &TrainingPage) {
    let rel = rel::pages::training;
    if let Some(listing) = &page.course_listing {
        c.template(rel, &FieldPath::of("course_listing"), listing, &["course"]);
    }
    for (i, code) in page.course_languages.iter().enumerate() {
        if let Err(why) = rules::language_code(code) {
            c.error(
                rel,
                &FieldPath::of("course_languages").index(i),
                format!("{} is not a language code", quote(code)),
                why,
            );
        }
    }
}

fn check_courses(c: &mut Check, courses: &[Course]) {
    let rel = rel::courses;
    let item = |i: usize| FieldPath::of(list::courses).index(i);
    for (i, course) in courses.iter().enumerate() {
        c.slug(rel, &item(i).key("id"), &course.id);
        c.template(rel, &item(i).key("message"), &course.message, &["course"]);
        if course.weeks == 0 {
            c.error(
                rel,
                &item(i).key("weeks"),
                "a course lasts at least one week",
                "write the length in weeks, e.g. `4`",
            );
        }
        if course.focus.is_empty() {
            c.error(
                rel,
                &item(i).key("focus"),
                "the focus list is empty",
                "list what the course covers, one `- ` line each",
            );
        }
    }
    c.unique_ids(
        rel,
        "course id",
        courses
            .iter()
            .enumerate()
            .map(|(i, x)| (item(i).key("id"), x.id.as_str())),
    );
}

/// Texts that name the courses with their weeks ("4-week Beginner, 6-week
/// Advanced and 8-week Chip-Level courses") are the owner's words, not made
/// from courses.yaml, so they drift when a course is added, renamed or
/// changes length. Each such text in the other files is held to
/// courses.yaml: a length that is not the course's; and in a text that so
/// names two courses or more, a course it leaves out or a name that is no
/// course. All are warnings: the site still builds.
fn check_course_mentions(c: &mut Check, courses: &[Course]) {
    let files = c.files;
    let names: Vec<&str> = courses.iter().map(|x| x.name.as_str()).collect();
    let course = |name: &str| courses.iter().find(|x| x.name == name);
    let catalogue = |rel: &str| {
        crate::LIST_FILES
            .iter()
            .any(|cat| rel == cat.yaml || rel == cat.csv || cat.in_dir(rel))
    };
    for (rel, parsed) in &files.files {
        if rel == rel::courses || catalogue(rel) {
            continue;
        }
        let Some(tree) = &parsed.tree else { continue };
        let mut texts = Vec::new();
        collect_texts(tree, &FieldPath::root(), &mut texts);
        for (path, text) in texts {
            let mentions = rules::weeks_mentions(text, &names);
            let known: Vec<_> = mentions.iter().filter(|m| m.known).collect();
            for m in &known {
                let Some(x) = course(m.name) else { continue };
                if x.weeks != m.weeks {
                    let said = &text[m.span.clone()];
                    let d = c
                        .at(
                            rel,
                            &path,
                            Diagnostic::warning,
                            format!(
                                "says `{said}`, but courses.yaml gives {} {} weeks",
                                x.name, x.weeks
                            ),
                        )
                        .hint(format!(
                            "write `{}`, or change the weeks in courses.yaml",
                            said.replacen(&m.weeks.to_string(), &x.weeks.to_string(), 1)
                        ));
                    c.out.push(c.narrow(d, rel, &path, said));
                }
            }
            if known.len() < 2 {
                continue;
            }
            for m in mentions.iter().filter(|m| !m.known) {
                let said = &text[m.span.clone()];
                let d = c
                    .at(
                        rel,
                        &path,
                        Diagnostic::warning,
                        format!(
                            "names `{said}` among the courses, but courses.yaml has no course `{}`",
                            m.name
                        ),
                    )
                    .hint(format!(
                        "the courses are {}; reword this text to match them",
                        crate::de::and_list(
                            &names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>()
                        )
                    ));
                c.out.push(c.narrow(d, rel, &path, said));
            }
            let left_out: Vec<&Course> = courses
                .iter()
                .filter(|x| !known.iter().any(|m| m.name == x.name))
                .collect();
            if !left_out.is_empty() {
                let named: Vec<String> = left_out
                    .iter()
                    .map(|x| format!("`{}` ({} weeks)", x.name, x.weeks))
                    .collect();
                let add: Vec<String> = left_out
                    .iter()
                    .map(|x| format!("`{}-week {}`", x.weeks, x.name))
                    .collect();
                let d = c
                    .at(
                        rel,
                        &path,
                        Diagnostic::warning,
                        format!(
                            "names {} of the {} courses with their weeks, but not {}, which courses.yaml has",
                            known.len(),
                            courses.len(),
                            crate::de::and_list(&named)
                        ),
                    )
                    .hint(format!(
                        "add {} to this text, or reword it",
                        crate::de::and_list(&add)
                    ));
                // At the last course named, where the list ends.
                let last = known.last().map_or("", |m| &text[m.span.clone()]);
                c.out.push(c.narrow(d, rel, &path, last));
            }
        }
    }
}

/// Every text in `node`, with its field path.
fn collect_texts<'a>(node: &'a Node, path: &FieldPath, out: &mut Vec<(FieldPath, &'a str)>) {
    match &node.kind {
        Kind::Scalar { value, .. } => out.push((path.clone(), value)),
        Kind::Seq(items) => {
            for (i, item) in items.iter().enumerate() {
                collect_texts(item, &path.index(i), out);
            }
        }
        Kind::Map(entries) => {
            for (key, value) in entries {
                collect_texts(value, &path.key(&key.name), out);
            }
        }
    }
}

/// The products come from several files (`products.yaml`, `products/*.yaml`,
/// `products.csv`); each is checked where it was written, and ids are unique
/// across all of them.
fn check_products(c: &mut Check, products: &[Product]) {
    let files = c.files;
    let places = files.places(list::products);
    for (p, (rel, item)) in products.iter().zip(places) {
        c.slug(rel, &item.key("id"), &p.id);
        c.reserved(rel, &item.key("id"), p);
        if let Some(image) = &p.image
            && photos::is_link(image)
        {
            c.image_link(rel, &item.key("image"), image);
        }
        for (k, image) in p.more_images.iter().enumerate() {
            if photos::is_link(image) {
                c.image_link(rel, &item.key("more_images").index(k), image);
            }
        }
        if let Some(text) = &p.description
            && rules::paragraphs(text).is_empty()
        {
            c.error(
                rel,
                &item.key("description"),
                "the description is empty",
                "write a sentence or two about the item on the lines under `description: |`, or delete the `description` line",
            );
        }
        if p.highlights.len() > CARD_HIGHLIGHTS {
            let path = item.key("highlights");
            let d = c
                .at(
                    rel,
                    &path,
                    Diagnostic::warning,
                    format!(
                        "{} highlights, but a card shows only the first {CARD_HIGHLIGHTS}",
                        p.highlights.len()
                    ),
                )
                .hint(format!(
                    "put the {CARD_HIGHLIGHTS} most important first; the rest are not shown"
                ))
                .kind(Group::CardHighlights);
            c.out.push(d);
        }
    }
    let told = same_products_in_two_files(c, products, places);
    c.unique(
        "product id",
        "every product id must be different; rename one of them",
        products
            .iter()
            .zip(places)
            .enumerate()
            .filter(|(i, _)| !told.contains(i))
            .map(|(_, (p, (rel, item)))| (rel.as_str(), item.key("id"), p.id.as_str())),
    );
}

/// The repair price list (docs/behaviour.md#repair-prices): each brand and
/// issue as `repairs.yaml` writes it, each brand, model and issue once, and
/// each brand's and model's page at an address of its own.
fn check_repair_prices(c: &mut Check, prices: &[RepairPrice], repairs: Option<&RepairsFile>) {
    let places = c.files.places(list::repair_prices);
    if let Some(repairs) = repairs {
        for (p, (rel, item)) in prices.iter().zip(places) {
            c.known(
                rel,
                &item.key("brand"),
                &p.brand,
                "brand",
                "brands",
                &repairs.brands,
            );
            c.known(
                rel,
                &item.key("issue"),
                &p.issue,
                "issue",
                "issues",
                &repairs.issues,
            );
        }
    }
    // A name without a letter or digit that an address can hold gives no page.
    for (p, (rel, item)) in prices.iter().zip(places) {
        for (field, name) in [("brand", &p.brand), ("model", &p.model)] {
            if rules::repair_slug(name).is_empty() {
                c.error(
                    rel,
                    &item.key(field),
                    format!("the {field} {} gives its page no address", quote(name)),
                    format!("write the {field} with at least one Latin letter or digit, e.g. `Redmi Note 13`: the page's address is made of them"),
                );
            }
        }
    }
    // The same page address for two names: the second of each is told,
    // with the first.
    let mut first: BTreeMap<String, (&str, &str, FieldPath)> = BTreeMap::new();
    for (p, (rel, item)) in prices.iter().zip(places) {
        let brand = rules::repair_slug(&p.brand);
        let model = rules::repair_slug(&p.model);
        if brand.is_empty() || model.is_empty() {
            continue;
        }
        for (field, name, key) in [
            ("brand", p.brand.as_str(), brand.clone()),
            ("model", p.model.as_str(), format!("{brand}/{model}")),
        ] {
            let path = item.key(field);
            let Some((first_rel, first_name, first_path)) = first.get(&key) else {
                first.insert(key, (rel, name, path));
                continue;
            };
            if *first_name == name {
                continue;
            }
            let d = c
                .at(
                    rel,
                    &path,
                    Diagnostic::error,
                    format!(
                        "the {field}s {} and {} would have the same page, `/repairs/{key}/`",
                        quote(first_name),
                        quote(name)
                    ),
                )
                .hint(format!(
                    "write the {field} the same way in every row, e.g. {}, or give each its own name",
                    quote(first_name)
                ));
            let d = c.related_at(d, first_rel, first_path, "written this way here");
            c.out.push(d);
        }
    }
    // A row's brand, model and issue, ignoring case and spaces around them.
    let keys: Vec<String> = prices
        .iter()
        .map(|p| format!("{} {} – {}", p.brand.trim(), p.model.trim(), p.issue.trim()))
        .collect();
    c.unique(
        "repair",
        "each brand, model and issue has one row; delete one of them, or change its issue",
        keys.iter()
            .zip(places)
            .map(|(key, (rel, item))| (rel.as_str(), item.key("issue"), key.as_str())),
    );
}

/// When two of the catalogue's files share more ids than this, they are
/// told once, as one problem, not id by id.
const SAME_PRODUCTS: usize = 3;

/// Products written in two files at once, as when the owner moves the
/// catalogue from `products.yaml` to a spreadsheet and keeps both: told
/// once for the two files, with which one to delete, instead of once per
/// product. Returns the indices of the products told so.
fn same_products_in_two_files(
    c: &mut Check,
    products: &[Product],
    places: &[(String, FieldPath)],
) -> std::collections::BTreeSet<usize> {
    let mut told = std::collections::BTreeSet::new();
    let mut files: Vec<&str> = places.iter().map(|(rel, _)| rel.as_str()).collect();
    files.dedup();
    let ids_of = |rel: &str| -> Vec<(usize, &str)> {
        products
            .iter()
            .zip(places)
            .enumerate()
            .filter(|(_, (_, (r, _)))| r == rel)
            .map(|(i, (p, _))| (i, p.id.as_str()))
            .collect()
    };
    for (n, first) in files.iter().enumerate() {
        for second in &files[n + 1..] {
            let (ones, twos) = (ids_of(first), ids_of(second));
            let shared: Vec<(usize, usize)> = twos
                .iter()
                .filter_map(|(j, id)| {
                    let (i, _) = ones.iter().find(|(_, other)| other == id)?;
                    Some((*i, *j))
                })
                .collect();
            if shared.len() <= SAME_PRODUCTS || shared.iter().any(|(_, j)| told.contains(j)) {
                continue;
            }
            let name = |rel: &str| c.files.files[rel].source.name.clone();
            let (a, b) = (name(first), name(second));
            let count = shared.len();
            let (message, hint) = if count == ones.len() && count == twos.len() {
                let now = if b.ends_with(".csv") {
                    format!("you now keep the catalogue in the spreadsheet, {b}")
                } else {
                    format!("{b} is now where you keep them")
                };
                (
                    format!("the same {count} products are in both {a} and {b}"),
                    format!("keep them in one file: if {now}, delete {a}; if not, delete {b}"),
                )
            } else if count == twos.len() {
                (
                    format!("all {count} products of {b} are also in {a}"),
                    format!(
                        "{a} holds all of them and {} more: delete {b}",
                        ones.len() - count
                    ),
                )
            } else if count == ones.len() {
                (
                    format!("all {count} products of {a} are also in {b}"),
                    format!(
                        "{b} holds all of them and {} more: delete {a}",
                        twos.len() - count
                    ),
                )
            } else {
                (
                    format!("{count} products are in both {a} and {b}"),
                    "each product belongs in one file: delete these products from one of them"
                        .to_owned(),
                )
            };
            let ids: Vec<String> = shared
                .iter()
                .take(3)
                .map(|(_, j)| quote(&products[*j].id))
                .collect();
            let ids = match count.saturating_sub(ids.len()) {
                0 => crate::de::and_list(&ids),
                n => format!("{} and {n} more", ids.join(", ")),
            };
            let (i, j) = shared[0];
            let first_path = places[i].1.key("id");
            let first_span = c.files.files[*first]
                .tree
                .as_ref()
                .and_then(|t| t.lookup(&first_path))
                .map(Node::head);
            let mut d = c
                .at(
                    second,
                    &places[j].1.key("id"),
                    Diagnostic::error,
                    String::new(),
                )
                .found(format!("the ids {ids}"))
                .hint(hint);
            d.message = message;
            if let Some(span) = first_span {
                d = d.related(&a, span, "also here");
            }
            c.out.push(d);
            told.extend(shared.iter().map(|(_, j)| *j));
        }
    }
    told
}

/// Checks the playlists; a video's link, pasted where its id belongs, is
/// replaced by the id in it.
fn check_playlists(c: &mut Check, playlists: &mut [Playlist]) {
    let rel = rel::playlists;
    let item = |i: usize| FieldPath::of(list::playlists).index(i);
    for (i, list) in playlists.iter_mut().enumerate() {
        c.slug(rel, &item(i).key("id"), &list.id);
        if list.videos.is_empty() {
            c.error(
                rel,
                &item(i).key("videos"),
                "this playlist has no videos",
                "add at least one video, or remove the playlist",
            );
        }
        for (j, video) in list.videos.iter_mut().enumerate() {
            let path = item(i).key("videos").index(j);
            match rules::video_id(&video.id) {
                Ok(id) => video.id = id.to_owned(),
                Err(why) => c.error(
                    rel,
                    &path.key("id"),
                    format!("{} is not a video id: {why}", quote(&video.id)),
                    "open the video on YouTube, tap Share → Copy link, and paste the link here (or only the 11 characters after `watch?v=`)",
                ),
            }
            if let Some(thumb) = &video.thumb {
                c.https(rel, &path.key("thumb"), thumb);
            }
        }
    }
    c.unique_ids(
        rel,
        "playlist id",
        playlists
            .iter()
            .enumerate()
            .map(|(i, x)| (item(i).key("id"), x.id.as_str())),
    );
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

/// The photos products name from `content/photos/`: each must be there, be
/// a photo the build can read and within the limits; each file there
/// should be used. Returns the photos that passed, with where they are used.
fn check_photos(c: &mut Check, products: &[Product]) -> Photos {
    let files = c.files;
    let dir = &files.dir_name;
    let places = files.places(list::products);
    let mut used: Photos = Photos::new();
    let mut failed: BTreeMap<String, Problem> = BTreeMap::new();
    let names: Vec<&str> = files.photos.files.keys().map(String::as_str).collect();
    for (p, (rel, item)) in products.iter().zip(places) {
        let fields = p
            .image
            .iter()
            .map(|image| (item.key("image"), image))
            .chain(
                p.more_images
                    .iter()
                    .enumerate()
                    .map(|(k, image)| (item.key("more_images").index(k), image)),
            );
        for (path, value) in fields {
            if photos::is_link(value) {
                continue;
            }
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
                continue;
            };
            let parsed = &files.files[rel.as_str()];
            let span = c.at(rel, &path, Diagnostic::error, String::new()).span;
            let place = parsed.source.path_for_people(&path);
            let use_ = photos::Use {
                file: parsed.source.name.clone(),
                span,
                path: path.clone(),
                place,
            };
            if let Some(photo) = used.get_mut(&name) {
                photo.uses.push(use_);
                continue;
            }
            if let Some(problem) = failed.get(&name) {
                let (message, hint) = problem.text();
                c.out.push(use_.error(&message, &hint));
                continue;
            }
            let file = match files.photos.files.get(&name) {
                Some(Entry::File(file)) => file,
                Some(Entry::Outside(target)) => {
                    c.error(
                        rel,
                        &path,
                        format!(
                            "`{dir}/{name}` is a link to a file outside the content folder ({}), which the build does not read",
                            target.display()
                        ),
                        format!("copy the photo itself into `{dir}/photos/`"),
                    );
                    continue;
                }
                None => {
                    let hint = match crate::diagnostic::did_you_mean(&name, names.iter().copied()) {
                        Some(near) => format!("did you mean `{near}`?"),
                        None if names.is_empty() => {
                            format!(
                                "put the photo in the `{dir}/photos/` folder; it has no photos yet"
                            )
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
                    c.error(
                        rel,
                        &path,
                        format!("there is no photo `{dir}/{name}`"),
                        hint,
                    );
                    continue;
                }
            };
            match photos::inspect(file) {
                Ok((format, width, height, len)) => {
                    if width.min(height) < photos::CARD_PIXELS {
                        let d = c
                            .at(
                                rel,
                                &path,
                                Diagnostic::warning,
                                format!(
                                    "the photo is only {width}×{height} pixels, too small to look sharp on a product card ({card}×{card} on a phone)",
                                    card = photos::CARD_PIXELS
                                ),
                            )
                            .hint("use the photo as the phone's camera took it, not a thumbnail or a screenshot of it");
                        c.out.push(d);
                    }
                    used.insert(
                        name.clone(),
                        Photo {
                            rel: name,
                            path: file.clone(),
                            format,
                            width,
                            height,
                            len,
                            uses: vec![use_],
                            encoded: None,
                        },
                    );
                }
                Err(problem) => {
                    let (message, hint) = problem.text();
                    c.out.push(use_.error(&message, &hint));
                    failed.insert(name, problem);
                }
            }
        }
    }
    for name in &names {
        if !used.contains_key(*name) && !failed.contains_key(*name) {
            let d = Diagnostic::warning(
                format!("{dir}/{name}"),
                "no product uses this photo, so the site does not show it",
            )
            .kind(Group::UnusedPhoto)
            .hint(format!(
                "name it on a product, `image: {name}`, or delete it"
            ));
            c.out.push(d);
        }
    }
    used
}
