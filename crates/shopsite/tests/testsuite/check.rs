//! Runs the real `shopsite check` over fixture content and snapshots what the
//! owner sees. Each `fixtures/invalid/<case>/` holds only the files that differ
//! from the fixture shop, `tests/fixtures/shop/` at the top of the repository
//! (a `NAME.delete` file removes `NAME`).

use std::time::Duration;

use crate::common::{Run, command, fixtures, project, project_with, shopsite};
use shopsite_content::model::Condition;
use shopsite_content::rules::paragraphs;

fn check_case(case: &str) -> Run {
    shopsite(project_with(&format!("invalid/{case}")).path(), &["check"])
}

/// Asserts the run failed as content errors do, without a panic, and snapshots it.
fn assert_content_error(case: &str, run: &Run) {
    assert_eq!(run.code, 1, "{case}:\n{}", run.transcript());
    assert!(
        !run.stderr.contains("panicked"),
        "{case} panicked:\n{}",
        run.stderr
    );
    assert!(
        run.stdout.is_empty(),
        "{case} printed to stdout:\n{}",
        run.stdout
    );
    insta::assert_snapshot!(case, crate::common::every_key_once(run.transcript()));
}

macro_rules! invalid_fixtures {
    ($($test:ident => $case:literal,)*) => {
        $(
            #[test]
            fn $test() {
                assert_content_error($case, &check_case($case));
            }
        )*

        #[test]
        fn every_invalid_fixture_has_a_test() {
            let tested = [$($case),*];
            for entry in std::fs::read_dir(fixtures().join("invalid")).unwrap() {
                let name = entry.unwrap().file_name().into_string().unwrap();
                assert!(tested.contains(&name.as_str()), "fixtures/invalid/{name} has no test");
            }
        }
    };
}

invalid_fixtures! {
    syntax_error => "syntax-error",
    tab_indent => "tab-indent",
    a_line_indented_too_far => "indent-too-far",
    a_line_not_indented => "indent-none",
    a_colon_in_a_highlight => "colon-in-highlight",
    type_errors_in_every_item_are_reported => "type-error",
    unknown_keys_get_a_suggestion => "unknown-key",
    missing_keys => "missing-key",
    duplicate_ids => "duplicate-id",
    duplicate_keys => "duplicate-key",
    only_https_links_are_allowed => "unsafe-url",
    phone_numbers_must_be_indian_mobiles => "bad-phone",
    templates_use_only_their_placeholders => "bad-template",
    video_ids_and_dates_are_checked => "bad-video-id",
    required_texts_are_not_empty => "empty-text",
    missing_files => "missing-file",
    problems_in_several_files_are_all_reported => "many-files",
    a_list_file_must_hold_a_list => "not-a-list",
    page_titles_are_unique => "duplicate-page-title",
    without_any_products_file_products_yaml_is_missing => "no-products",
    ids_are_unique_across_products_files => "split-duplicate-id",
    repair_brands_and_issues_are_those_of_repairs_yaml => "repair-unknown-names",
    a_repair_is_listed_once => "repair-duplicate",
    a_repair_price_range_goes_up => "repair-range-upside",
    two_models_may_not_share_a_page => "repair-same-address",
    repair_prices_are_whole_rupees => "repair-bad-price",
    a_model_needs_a_name_its_address_can_hold => "repair-no-address",
    the_price_list_needs_its_columns => "repair-missing-column",
    csv_price_with_a_comma => "csv-bad-price",
    csv_in_stock_yes => "csv-bad-in-stock",
    csv_unknown_column_gets_a_suggestion => "csv-unknown-column",
    csv_missing_required_column => "csv-missing-column",
    csv_rows_with_too_many_or_too_few_cells => "csv-wrong-cells",
    csv_ids_are_unique_across_csv_and_yaml => "csv-duplicate-id",
    csv_positions_hold_after_a_cell_with_line_breaks => "csv-multiline-cell",
    csv_with_a_byte_order_mark => "csv-bom",
    csv_bad_id => "csv-bad-id",
    csv_only_https_images => "csv-http-image",
    conditions_are_new_used_or_refurbished => "bad-condition",
    a_description_is_not_empty => "empty-description",
    more_images_are_https_links_too => "bad-more-images",
    csv_conditions_after_a_description_cell_with_line_breaks => "csv-bad-condition",
    csv_more_images_are_https_links_too => "csv-http-more-images",
    product_ids_leave_the_sites_own_addresses_free => "reserved-id",
    the_share_text_gives_the_link => "share-without-link",
    csv_long_rows_are_shortened_around_the_cell => "csv-long-row",
    every_value_of_site_yaml_that_does_not_parse_is_told_at_once => "site-values",
    what_an_owner_writing_hindi_gets_wrong_is_told_plainly => "hindi",
    devanagari_digits_are_read_and_told_converted => "hindi-digits",
    special_days_have_a_date_and_are_closed_or_have_hours => "special-hours",
    the_open_now_words_the_zone_and_the_review_link_are_checked => "open-now-words",
}

/// A project whose `content/` is the fixture shop with `count` products,
/// written as `format` (`yaml`, `split` or `csv`) by the catalogue generator.
fn generated(count: usize, format: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    crate::generator::write(count, format, &dir.path().join("content")).unwrap();
    dir
}

#[test]
fn a_catalogue_in_a_spreadsheet_or_in_many_yaml_files_loads() {
    for format in ["csv", "split"] {
        let dir = generated(2500, format);
        let run = shopsite(dir.path(), &["check"]);
        assert_eq!(
            run.transcript(),
            "exit code: 0\n--- stdout\ncontent OK: 2500 products, 3 courses, 4 playlists, 12 repair prices (5 phone models)\n--- stderr\n",
            "{format}"
        );
    }
}

#[test]
fn a_catalogue_s_files_parsed_together_are_told_of_in_their_order() {
    // 3,000 products in three files, 2.4 MB together: parsed a file on
    // each core. A wrong price in the first, a quote never closed in the
    // second, and a byte that is not UTF-8 in the third are each told, in
    // the files' order, at their lines.
    let dir = generated(3000, "split");
    let products = dir.path().join("content/products");
    // Whole, the products are in the files' order.
    let written: Vec<String> = ["part-001.yaml", "part-002.yaml", "part-003.yaml"]
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(products.join(file)).unwrap();
            let ids: Vec<String> = text
                .lines()
                .filter_map(|l| l.strip_prefix("  - id: "))
                .map(str::to_owned)
                .collect();
            ids
        })
        .collect();
    let loaded = shopsite_content::load(&dir.path().join("content"));
    let read: Vec<String> = loaded
        .content
        .unwrap()
        .products
        .into_iter()
        .map(|p| p.id)
        .collect();
    assert_eq!((read.len(), written.len()), (3000, 3000));
    assert!(read == written, "the products are not in the files' order");
    let spoil = |file: &str, after: usize, field: &str, with: &[u8]| {
        let path = products.join(file);
        let mut bytes = std::fs::read(&path).unwrap();
        let field = format!("    {field}: ");
        let at = after
            + bytes[after..]
                .windows(field.len())
                .position(|w| w == field.as_bytes())
                .unwrap();
        let end = at + bytes[at..].iter().position(|&b| b == b'\n').unwrap();
        let mut line = field.into_bytes();
        line.extend_from_slice(with);
        bytes.splice(at..end, line);
        std::fs::write(&path, bytes).unwrap();
    };
    spoil("part-001.yaml", 3000, "price", b"lots");
    spoil("part-002.yaml", 2000, "title", b"\"unclosed");
    spoil("part-003.yaml", 5000, "title", b"\"\xffBraided");
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    let told: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("error") || l.trim_start().starts_with("-->"))
        .collect();
    assert_eq!(
        told,
        [
            "error: products[9].price: expected a whole number (0 or more), found `lots`",
            "   --> content/products/part-001.yaml:98:12",
            "error: this quote is never closed",
            "   --> content/products/part-002.yaml:55:12",
            "error: this file is not UTF-8 text (an unreadable byte at line 108, column 13)",
            "    --> content/products/part-003.yaml:108:13",
        ],
        "{}",
        run.transcript()
    );
}

#[test]
fn products_come_from_products_yaml_then_the_folder_by_name_then_the_csv() {
    let dir = project();
    let content = dir.path().join("content");
    std::fs::create_dir(content.join("products")).unwrap();
    let item = |id: &str| {
        format!("products:\n  - id: {id}\n    title: T\n    price: 1\n    in_stock: true\n")
    };
    std::fs::write(content.join("products/b.yaml"), item("from-b")).unwrap();
    std::fs::write(content.join("products/a.yaml"), item("from-a")).unwrap();
    std::fs::write(
        content.join("products.csv"),
        "\u{feff}title,id,price,in_stock,highlights,condition,more_images,description\r\n\
         T,from-csv,1,TRUE,One | Two,used,https://a.example/1.jpg | https://a.example/2.jpg,\"One.\n\nदो।\"\r\n",
    )
    .unwrap();
    let loaded = shopsite_content::load(&content);
    assert_eq!(loaded.diagnostics, []);
    let products = loaded.content.unwrap().products;
    let ids: Vec<&str> = products.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids[14..], ["from-a", "from-b", "from-csv"]);
    assert_eq!(products[16].highlights, ["One", "Two"]);
    assert!(products[16].in_stock);
    assert_eq!(products[16].condition, Condition::Used);
    assert_eq!(
        products[16].more_images,
        ["https://a.example/1.jpg", "https://a.example/2.jpg"]
    );
    let description = products[16].description.as_deref().unwrap();
    assert_eq!(paragraphs(description), ["One.", "दो।"]);
    assert_eq!(products[14].condition, Condition::New);
    assert_eq!(products[14].description, None);
}

#[test]
fn a_line_break_in_a_highlights_cell_parts_highlights_as_a_bar_does() {
    let dir = project();
    let content = dir.path().join("content");
    std::fs::write(
        content.join("products.csv"),
        "id,title,price,in_stock,highlights\r\nx,T,1,TRUE,\"One\r\nTwo | Three\"\r\n",
    )
    .unwrap();
    let loaded = shopsite_content::load(&content);
    assert_eq!(loaded.diagnostics, []);
    let products = loaded.content.unwrap().products;
    assert_eq!(products[14].highlights, ["One", "Two", "Three"]);
}

#[test]
fn three_copies_of_a_catalogue_file_are_told_once_for_each_copy() {
    // The owner copies part-001.yaml twice. Each copy is told once, against
    // the first file; the third against the second is not told again.
    let dir = generated(14, "split");
    let products = dir.path().join("content/products");
    for copy in ["part-002.yaml", "part-003.yaml"] {
        std::fs::copy(products.join("part-001.yaml"), products.join(copy)).unwrap();
    }
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    let told: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("error") || l.starts_with("  -->"))
        .collect();
    let both = |copy: &str| {
        [
            format!(
                "error: the same 14 products are in both content/products/part-001.yaml and content/products/{copy}"
            ),
            format!("  --> content/products/{copy}:4:9"),
            "  --> content/products/part-001.yaml:4:9".to_owned(),
        ]
    };
    assert_eq!(
        told,
        [both("part-002.yaml"), both("part-003.yaml")].concat(),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.ends_with("content has 2 errors\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn the_same_products_in_products_yaml_and_the_spreadsheet_are_told_once() {
    // The owner exports the catalogue to products.csv and keeps products.yaml.
    let dir = generated(14, "csv");
    let content = dir.path().join("content");
    std::fs::copy(
        crate::common::shop().join("products.yaml"),
        content.join("products.yaml"),
    )
    .unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(
        run.stderr.ends_with("content has 1 error\n"),
        "{}",
        run.stderr
    );
    insta::assert_snapshot!(
        "same-products-in-two-files",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn many_warnings_of_one_kind_are_told_together() {
    let dir = generated(2000, "csv");
    let csv = dir.path().join("content/products.csv");
    // One of the shop's products, and so its 142 copies, gets a 4th highlight.
    let three = "BIS certified | Works with most Android phones | 6 months shop warranty";
    let text = std::fs::read_to_string(&csv).unwrap();
    assert_eq!(text.matches(three).count(), 143);
    std::fs::write(
        &csv,
        text.replace(three, &format!("{three} | Fast charging")),
    )
    .unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout.ends_with("143 warnings\n"),
        "the summary counts them all: {}",
        run.stdout
    );
    insta::assert_snapshot!(
        "grouped-warnings",
        crate::common::every_key_once(run.transcript())
    );
    // The JSON lists each one; the github format annotates 3, then the others once.
    let json = shopsite(dir.path(), &["check", "--format", "json"]);
    let doc: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let kinds: Vec<&str> = doc["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["card_highlights"; 143]);
    let github = shopsite(dir.path(), &["check", "--format", "github"]);
    assert_eq!(
        github
            .stdout
            .lines()
            .filter(|l| l.starts_with("::warning "))
            .count(),
        4
    );
    insta::assert_snapshot!(
        "grouped-warnings-github",
        crate::common::every_key_once(github.transcript())
    );
}

#[test]
fn the_fixture_shop_is_clean() {
    let run = shopsite(project().path(), &["check"]);
    assert_eq!(
        run.transcript(),
        "exit code: 0\n--- stdout\ncontent OK: 14 products, 3 courses, 4 playlists, 12 repair prices (5 phone models)\n--- stderr\n"
    );
}

#[test]
fn warnings_keep_exit_code_zero() {
    let dir = project();
    let products = dir.path().join("content/products.yaml");
    let text = std::fs::read_to_string(&products).unwrap();
    let more = text.replacen(
        "    highlights:\n",
        "    highlights:\n      - One\n      - Two\n      - Three\n",
        1,
    );
    std::fs::write(&products, more).unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    insta::assert_snapshot!(
        "highlights-warning",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn stray_yaml_files_are_flagged_with_a_suggestion() {
    let dir = project_with("warnings/stray-file");
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(
        run.code,
        0,
        "a stray file is a warning: {}",
        run.transcript()
    );
    insta::assert_snapshot!(
        "stray-file",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn every_missing_key_of_a_product_is_told_in_one_run() {
    let run = check_case("missing-key");
    assert!(
        run.stderr
            .contains("missing the required keys `title` and `in_stock`"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.ends_with("content has 1 error\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn texts_that_name_the_courses_with_their_weeks_are_held_to_courses_yaml() {
    let dir = project_with("warnings/course-drift");
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "warnings, not errors: {}", run.transcript());
    insta::assert_snapshot!(
        "course-drift",
        crate::common::every_key_once(run.transcript())
    );
}

/// The example shop's numbers, found by value: without the comment the
/// example had after them (an editor drops comments), and written another
/// way (`+91 …`), they are still the example's.
#[test]
fn the_example_shops_numbers_are_flagged_until_replaced() {
    let dir = project_with("warnings/example-numbers");
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "a warning, not an error: {}", run.transcript());
    insta::assert_snapshot!(
        "example-numbers",
        crate::common::every_key_once(run.transcript())
    );
    // The owner's own numbers: all is well.
    let site = dir.path().join("content/site.yaml");
    let text = std::fs::read_to_string(&site).unwrap();
    let text = text
        .replace("90000 11111", "98111 22334")
        .replace("90000 22222", "98111 22335");
    std::fs::write(&site, text).unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert!(run.stderr.is_empty(), "{}", run.transcript());
}

#[test]
fn an_empty_item_in_a_list_cell_is_told_not_dropped_silently() {
    let dir = project_with("warnings/csv-empty-item");
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "a warning, not an error: {}", run.transcript());
    insta::assert_snapshot!(
        "csv-empty-item",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn csv_items_after_a_row_with_the_wrong_cell_count_keep_their_numbers() {
    let dir = project();
    std::fs::write(
        dir.path().join("content/products.csv"),
        "id,title,price,in_stock\n\
         one,One,1,true\n\
         two,\"Two, with a comma\",2,true,extra\n\
         three,Three,three,true\n",
    )
    .unwrap();
    let run = shopsite(dir.path(), &["check", "--format", "json"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    let report: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let places: Vec<(String, String)> = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["severity"] == "error")
        .map(|d| (d["cell"]["row"].to_string(), d["path"].to_string()))
        .collect();
    // Row 4 is the third product, as the sheet counts them, whether or
    // not row 3 could be read.
    assert_eq!(
        places,
        [
            ("3".to_owned(), "null".to_owned()),
            ("4".to_owned(), "\"products[2].price\"".to_owned())
        ],
        "{}",
        run.stdout
    );
}

#[test]
fn content_dir_flag_and_missing_folder() {
    let dir = project();
    std::fs::rename(dir.path().join("content"), dir.path().join("shop")).unwrap();
    let run = shopsite(dir.path(), &["check", "--content", "shop"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr,
        "error: the content folder does not exist\n  --> content\n  = help: run shopsite from the project folder, or pass the folder with `--content DIR`\n\ncontent has 1 error\n"
    );
}

#[test]
fn usage_errors_exit_with_2_and_help_and_version_work() {
    let dir = project();
    assert_eq!(shopsite(dir.path(), &["chek"]).code, 2);
    assert_eq!(shopsite(dir.path(), &["check", "--contnet", "x"]).code, 2);
    assert_eq!(shopsite(dir.path(), &[]).code, 2);
    let help = shopsite(dir.path(), &["--help"]);
    assert_eq!(help.code, 0);
    for word in ["check", "schema", "--help", "--version"] {
        assert!(
            help.stdout.contains(word),
            "--help does not mention {word}:\n{}",
            help.stdout
        );
    }
    let check_help = shopsite(dir.path(), &["check", "--help"]);
    assert!(
        check_help.stdout.contains("--content <DIR>"),
        "{}",
        check_help.stdout
    );
    let version = shopsite(dir.path(), &["--version"]);
    assert_eq!(
        version.stdout,
        format!("shopsite {}\n", env!("CARGO_PKG_VERSION"))
    );
}

/// Hostile files: each must fail with a clear message, quickly, and without a panic.
fn hostile(file: &str, bytes: &[u8]) -> Run {
    let dir = project();
    std::fs::write(dir.path().join("content").join(file), bytes).unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    // Generous bound: this guards against hangs, not speed (see `just bench`).
    assert!(run.took < Duration::from_secs(60), "took {:?}", run.took);
    run
}

#[test]
fn alias_bomb_is_refused() {
    let mut bomb = String::from(
        "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n",
    );
    for (prev, name) in ["a", "b", "c", "d", "e", "f", "g", "h"]
        .iter()
        .zip(["b", "c", "d", "e", "f", "g", "h", "i"])
    {
        let refs = vec![format!("*{prev}"); 9].join(",");
        bomb.push_str(&format!("{name}: &{name} [{refs}]\n"));
    }
    let run = hostile("products.yaml", bomb.as_bytes());
    insta::assert_snapshot!(
        "alias-bomb",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn deep_nesting_is_refused() {
    let deep = format!("products: {}{}\n", "[".repeat(20_000), "]".repeat(20_000));
    let run = hostile("products.yaml", deep.as_bytes());
    insta::assert_snapshot!(
        "deep-nesting",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn invalid_utf8_is_refused() {
    let mut bytes = b"products:\n  - id: usb-c-cable\n    title: Caf".to_vec();
    bytes.extend([0xE9, 0xFF]);
    bytes.extend(b" cable\n    price: 199\n    in_stock: true\n");
    let run = hostile("products.yaml", &bytes);
    insta::assert_snapshot!(
        "invalid-utf8",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn a_spreadsheet_not_saved_as_utf8_gets_excels_menu_words() {
    // Excel's plain "CSV (Comma delimited)" writes Windows-1252: é is 0xE9.
    let mut bytes = b"id,title,price,in_stock\nusb-c-cable,Caf".to_vec();
    bytes.push(0xE9);
    bytes.extend(b" cable,199,true\n");
    let run = hostile("products.csv", &bytes);
    insta::assert_snapshot!(
        "invalid-utf8-csv",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn huge_file_is_refused_without_reading_it_all() {
    let line = "  - id: x\n";
    let huge = line.repeat(2 * 1024 * 1024 / line.len());
    let run = hostile("courses.yaml", format!("courses:\n{huge}").as_bytes());
    insta::assert_snapshot!("huge-file", crate::common::every_key_once(run.transcript()));
}

#[test]
fn huge_catalogue_is_refused_without_reading_it_all() {
    let row = "x,Cable,1,true\n";
    let huge = row.repeat(129 * 1024 * 1024 / row.len());
    let run = hostile(
        "products.csv",
        format!("id,title,price,in_stock\n{huge}").as_bytes(),
    );
    insta::assert_snapshot!(
        "huge-catalogue",
        crate::common::every_key_once(run.transcript())
    );
}

#[test]
fn hostile_spreadsheets_are_refused_quickly() {
    // A cell that never ends: an opening quote with no closing one.
    let open = format!("id,title,price,in_stock\nx,\"{}", "a".repeat(1024 * 1024));
    let run = hostile("products.csv", open.as_bytes());
    assert!(
        run.stderr.contains("this cell is longer than 16 KB"),
        "{}",
        run.stderr
    );
    // Rows past the limit, each a valid product.
    let rows: String = (0..200_001).map(|i| format!("p{i},T,1,true\n")).collect();
    let run = hostile(
        "products.csv",
        format!("id,title,price,in_stock\n{rows}").as_bytes(),
    );
    assert!(
        run.stderr.contains("more than 200000 rows"),
        "{}",
        run.stderr
    );
    // Columns past the limit.
    let wide = format!("{}\n", vec!["id"; 10_000].join(","));
    let run = hostile("products.csv", wide.as_bytes());
    assert!(run.stderr.contains("10000 columns"), "{}", run.stderr);
}

#[test]
fn a_flood_of_problems_is_cut_short_but_fully_counted() {
    let dir = project();
    let item = "  - id: same\n    title: Cable\n    price: 1\n    in_stock: true\n";
    std::fs::write(
        dir.path().join("content/products.yaml"),
        format!("products:\n{}", item.repeat(60)),
    )
    .unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr.matches("\nerror: ").count() + usize::from(run.stderr.starts_with("error: ")),
        50
    );
    assert!(run.stderr.ends_with("… and 9 more problems not shown; fix the ones above and check again\n\ncontent has 59 errors\n"), "{}", run.stderr);
}

#[test]
fn output_to_a_pipe_has_no_colour_codes() {
    let dir = project_with("invalid/type-error");
    let out = command(dir.path(), &["check"])
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("error: products[1].price"), "{stderr}");
    assert!(
        !stderr.contains('\x1b'),
        "colour codes in piped output: {stderr:?}"
    );
}

/// The snapshots write the list of a product's keys once
/// (`common::every_key_once`); here it is, as the owner reads it: every
/// key of the schema, in its order.
#[test]
fn an_unknown_key_lists_every_key_of_a_product() {
    let run = check_case("unknown-key");
    let keys = crate::common::product_keys();
    assert!(
        keys.starts_with("`id`, `title`, `price`, `in_stock`"),
        "{keys}"
    );
    assert!(
        run.stderr
            .contains(&format!("expected one of {keys}, found `prise`")),
        "{}",
        run.stderr
    );
}

/// The snapshots write the content files that the help for a stray file
/// names as `[every content file]` (`common::every_file_once`); here they
/// are, as the owner reads them: every file of the table, then the sheets,
/// then the folders.
#[test]
fn a_stray_file_is_told_with_every_content_file() {
    let dir = crate::common::project();
    std::fs::write(dir.path().join("content/old shop notes.yaml"), "a: 1\n").unwrap();
    let run = crate::common::shopsite(dir.path(), &["check"]);
    let files = crate::common::content_files();
    assert!(
        files.starts_with("site.yaml, courses.yaml, products.yaml, ")
            && files.contains(", pages/home.yaml, ")
            && files.ends_with(
                ", products.csv, repair-prices.csv, products/*.yaml, repair-prices/*.yaml"
            ),
        "{files}"
    );
    assert!(
        run.stderr
            .contains(&format!("= help: content files are: {files}\n")),
        "{}",
        run.stderr
    );
}

/// This repository's own `content/` is a shop's, not the example's: none of
/// it is told as a leftover of the example, whatever else the owner's
/// latest edit may hold (their content is never the tests' to judge).
#[test]
fn this_repositorys_own_content_is_not_the_example() {
    let loaded = shopsite_content::load(&crate::common::repo().join("content"));
    let example: Vec<_> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.rule == Some(shopsite_content::Rule::Example))
        .collect();
    assert_eq!(example, Vec::<&shopsite_content::Diagnostic>::new());
    assert_eq!(loaded.leftovers, Vec::new());
    // The example shop itself is told, so the test can fail.
    let new = tempfile::tempdir().unwrap();
    assert_eq!(shopsite(new.path(), &["new", "shop"]).code, 0);
    let loaded = shopsite_content::load(&new.path().join("shop/content"));
    assert_eq!(loaded.leftovers.len(), 6);
}
