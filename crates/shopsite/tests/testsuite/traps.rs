//! The quiet traps of issue 32: content that `check` passed while the site
//! would publish it wrong. Each test makes the trap from the fixture shop,
//! shows that `check` now stops it (snapshotting what the owner reads),
//! and that the fixed content passes.

use std::path::Path;

use crate::common::{Run, project, shopsite, stub_frontend};

fn write(dir: &Path, rel: &str, text: &str) {
    std::fs::write(dir.join("content").join(rel), text).unwrap();
}

fn edit(dir: &Path, rel: &str, from: &str, to: &str) {
    let path = dir.join("content").join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{rel} has no {from:?}");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

fn check(dir: &Path) -> Run {
    shopsite(dir, &["check"])
}

fn assert_ok(run: &Run) {
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert!(
        run.stdout.starts_with("content OK: "),
        "{}",
        run.transcript()
    );
}

const PRICES_HEAD: &str = "brand,model,issue,price,time,note\n";

/// Item 1: Excel's "CSV (Comma delimited)" save writes `?` for ₹, in a
/// sheet's cells and, by an editor, in a YAML text.
#[test]
fn a_rupee_that_became_a_question_mark_fails_check() {
    let dir = project();
    // A price cell that does not read is told once, by its own message.
    let sheet = |note: &str, price: &str| {
        format!(
            "{PRICES_HEAD}Samsung,Galaxy A15,Screen,2499,1 hour,{note}\nSamsung,Galaxy A15,Battery,\"{price}\",45 min,\n"
        )
    };
    write(
        dir.path(),
        "repair-prices.csv",
        &sheet("?200 off with a screen guard", "?1,299"),
    );
    edit(
        dir.path(),
        "repairs.yaml",
        "range: ₹499–₹1,499",
        "range: ?499–?1,499",
    );
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "lost-rupee",
        crate::common::every_key_once(run.transcript())
    );
    // Saved again as UTF-8, and the ₹ typed again.
    write(
        dir.path(),
        "repair-prices.csv",
        &sheet("₹200 off with a screen guard", "1299"),
    );
    edit(
        dir.path(),
        "repairs.yaml",
        "range: ?499–?1,499",
        "range: ₹499–₹1,499",
    );
    assert_ok(&check(dir.path()));
}

/// Issue 57, item 3: Excel's "CSV (Comma delimited)" save, or an editor
/// saving in another encoding, writes a `?` for each Hindi letter: a word
/// of `?`s is an error; a question asked is not.
#[test]
fn hindi_that_became_question_marks_fails_check() {
    let dir = project();
    write(
        dir.path(),
        "repair-prices.csv",
        &format!("{PRICES_HEAD}Samsung,Galaxy A15,Screen,2499,1 hour,????? ??? (Original)\n"),
    );
    edit(
        dir.path(),
        "products.yaml",
        "- Original-quality AMOLED",
        "- ?????? ???? AMOLED",
    );
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "lost-words",
        crate::common::every_key_once(run.transcript())
    );
    // Saved again as UTF-8, and a question asked.
    write(
        dir.path(),
        "repair-prices.csv",
        &format!("{PRICES_HEAD}Samsung,Galaxy A15,Screen,2499,1 hour,ओरिजिनल डिस्प्ले\n"),
    );
    edit(
        dir.path(),
        "products.yaml",
        "- ?????? ???? AMOLED",
        "- Is it waterproof? Really???",
    );
    assert_ok(&check(dir.path()));
}

/// Item 3: a share link, or a web page, as a photo.
#[test]
fn a_photo_the_site_cannot_show_fails_check_and_build() {
    let dir = project();
    let photo = "https://images.unsplash.com/photo-1505740420928-5e560c06d30e?w=480&q=70";
    edit(
        dir.path(),
        "products.yaml",
        photo,
        "https://drive.google.com/file/d/1AbC/view?usp=sharing",
    );
    let second = "https://images.unsplash.com/photo-1583394838336-acd977736f90?w=480&q=70";
    edit(
        dir.path(),
        "products.yaml",
        second,
        "https://www.example.com/shop/earbuds.html",
    );
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "photo-web-page",
        crate::common::every_key_once(run.transcript())
    );
    let build = shopsite(dir.path(), &["build", "--frontend", &stub_frontend()]);
    assert_eq!(build.code, 1, "{}", build.transcript());
    assert!(!dir.path().join("dist").exists());
    // The photos' own links.
    edit(
        dir.path(),
        "products.yaml",
        "https://drive.google.com/file/d/1AbC/view?usp=sharing",
        photo,
    );
    edit(
        dir.path(),
        "products.yaml",
        "https://www.example.com/shop/earbuds.html",
        second,
    );
    assert_ok(&check(dir.path()));
}

/// Item 3: the example's numbers build and preview, but are an error for
/// publishing, each with its line.
#[test]
fn the_example_numbers_are_an_error_only_for_publishing() {
    let dir = crate::common::project_with("warnings/example-numbers");
    let run = check(dir.path());
    assert_eq!(run.code, 0, "{}", run.transcript());
    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "example-numbers-for-publishing",
        crate::common::every_key_once(run.transcript())
    );
    let github = shopsite(dir.path(), &["check", "--format", "github"]);
    assert_eq!(github.code, 1, "{}", github.transcript());
    assert!(
        github
            .stdout
            .starts_with("::error file=content/site.yaml,line=20,"),
        "{}",
        github.transcript()
    );
    assert!(
        github.stdout.contains("whatsapp: content/site.yaml:21:11"),
        "{}",
        github.transcript()
    );
    edit(
        dir.path(),
        "site.yaml",
        "phone: 90000 11111",
        "phone: 98111 22334",
    );
    edit(
        dir.path(),
        "site.yaml",
        "whatsapp: \"+91 90000 22222\"",
        "whatsapp: 98111 22334",
    );
    let run = shopsite(dir.path(), &["check", "--for-publishing"]);
    assert_ok(&run);
    assert_eq!(run.stderr, "");
}

/// Item 4: a bad price cell no longer hides the sheet's other problems:
/// all come out in one run, and the same warning is told once with its count.
#[test]
fn every_problem_of_a_price_sheet_comes_out_in_one_run() {
    let dir = project();
    let broken = format!(
        "{PRICES_HEAD}\
         Samsung,Galaxy A54,Screen,\"₹2,499\",1 hour,\n\
         Samsung,galaxy a54,Battery,1299,45 min,\n\
         Samsung,Galaxy A54,Batery,1299,45 min,\n\
         Samsung,Galaxy A54,Back Glass,999,1 hour,\n\
         Samsung,Galaxy A15,Back Glass,999,1 hour,\n\
         Samsung,Galaxy S23,Back Glass,1999,1 hour,\n\
         Xiaomi,Redmi Note 13,Back Glass,899,1 hour,\n\
         Xiaomi,Redmi 13C,Back Glass,799,1 hour,\n\
         Apple,iPhone 13,Back Glass,4999,2 hours,\n"
    );
    write(dir.path(), "repair-prices.csv", &broken);
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "price-sheet-all-at-once",
        crate::common::every_key_once(run.transcript())
    );
    let fixed = broken
        .replace("\"₹2,499\"", "2499")
        .replace("galaxy a54", "Galaxy A54")
        .replace("Batery", "Charging")
        .replace("Back Glass", "Camera");
    write(dir.path(), "repair-prices.csv", &fixed);
    assert_ok(&check(dir.path()));
}

/// Item 4: the same for a products sheet and for a YAML list: a broken
/// item does not hide a duplicate id among the others.
#[test]
fn a_broken_product_does_not_hide_the_others_problems() {
    let dir = project();
    write(
        dir.path(),
        "products.csv",
        "id,title,price,in_stock\n\
         case-a,Case A,\"₹1,299\",true\n\
         boat-rockerz-450-headphones,Another headphone,199,true\n",
    );
    std::fs::create_dir(dir.path().join("content/products")).unwrap();
    write(
        dir.path(),
        "products/more.yaml",
        "products:\n  - id: case-b\n    title: Case B\n    price: 1,299\n    in_stock: true\n  - id: realme-buds-wireless-3-neckband\n    title: Buds again\n    price: 1299\n    in_stock: true\n",
    );
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "products-all-at-once",
        crate::common::every_key_once(run.transcript())
    );
    write(
        dir.path(),
        "products.csv",
        "id,title,price,in_stock\ncase-a,Case A,1299,true\ncable-b,Another cable,199,true\n",
    );
    write(
        dir.path(),
        "products/more.yaml",
        "products:\n  - id: case-b\n    title: Case B\n    price: 1299\n    in_stock: true\n",
    );
    assert_ok(&check(dir.path()));
}

/// Item 6: a required value, deleted or left empty, is told as required,
/// with what to write, in the owner's word for the thing that needs it.
#[test]
fn a_required_value_says_it_is_required_and_what_to_write() {
    let dir = project();
    edit(dir.path(), "courses.yaml", "    name: Beginner\n", "");
    edit(
        dir.path(),
        "pages/about.yaml",
        "  title: About Us — Phone Repair Shop in Gaffar Market\n",
        "",
    );
    edit(dir.path(), "site.yaml", "name: Sharma Mobile Care", "name:");
    write(
        dir.path(),
        "repair-prices.csv",
        &format!("{PRICES_HEAD}Samsung,,Screen,2499,1 hour,\n"),
    );
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    assert!(!run.stderr.contains("to this group"), "{}", run.stderr);
    assert!(!run.stderr.contains("if it is optional"), "{}", run.stderr);
    insta::assert_snapshot!(
        "required-values",
        crate::common::every_key_once(run.transcript())
    );
}

/// Item 4, for the YAML lists read whole (courses, playlists): a broken
/// item does not hide the problems of the others, told at their own lines.
#[test]
fn a_broken_course_or_playlist_does_not_hide_the_others_problems() {
    let dir = project();
    edit(
        dir.path(),
        "courses.yaml",
        "    weeks: 4\n",
        "    weeks: four\n",
    );
    edit(
        dir.path(),
        "courses.yaml",
        "  - id: chip-level\n",
        "  - id: advanced\n",
    );
    edit(
        dir.path(),
        "videos.yaml",
        "    name: Display & Screen Repair\n",
        "    name: [Display, Screen]\n",
    );
    edit(
        dir.path(),
        "videos.yaml",
        "  - id: motherboard-chip-level\n",
        "  - id: Motherboard Chip Level\n",
    );
    let run = check(dir.path());
    assert_eq!(run.code, 1, "{}", run.transcript());
    insta::assert_snapshot!(
        "lists-all-at-once",
        crate::common::every_key_once(run.transcript())
    );
}

/// Item 4: a warning that repeats, here one per row of a sheet, is told
/// once with its count (the first 3 in full, the others' rows listed).
#[test]
fn a_repeated_sheet_warning_is_told_once_with_its_count() {
    let dir = project();
    let mut sheet = String::from("id,title,price,in_stock,highlights\n");
    for n in 1..=5 {
        sheet.push_str(&format!("case-{n},Case {n},199,true,Slim || Tough\n"));
    }
    write(dir.path(), "products.csv", &sheet);
    let run = check(dir.path());
    assert_ok(&run);
    assert_eq!(
        run.stderr
            .matches("5 list cells have an empty item between two `|`")
            .count(),
        1,
        "{}",
        run.transcript()
    );
    assert!(
        run.stderr
            .contains("the other 2 are on content/products.csv rows 5, 6"),
        "{}",
        run.transcript()
    );
}
