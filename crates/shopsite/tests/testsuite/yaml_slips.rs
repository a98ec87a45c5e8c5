//! The ten likeliest slips in a YAML file, each told on the owner's line in
//! plain words with what to write instead. Each `fixtures/yaml-slips/<case>/`
//! is the same small `products.yaml` with one slip. Where YAML reads a slip
//! without a word but the site would show something else, `check` warns and
//! says what would be published; written as the hint says, it is quiet.

use crate::common::{Run, fixtures, project_with, shopsite};

fn check(case: &str) -> (tempfile::TempDir, Run) {
    let dir = project_with(&format!("yaml-slips/{case}"));
    let run = shopsite(dir.path(), &["check"]);
    assert!(!run.stderr.contains("panicked"), "{case}:\n{}", run.stderr);
    assert!(
        !run.stderr.contains("YAML cannot read this"),
        "{case} got the parser's words:\n{}",
        run.stderr
    );
    (dir, run)
}

macro_rules! slips {
    (errors { $($test:ident => $case:literal,)* } warnings { $($wtest:ident => $wcase:literal,)* }) => {
        $(
            #[test]
            fn $test() {
                let (_dir, run) = check($case);
                assert_eq!(run.code, 1, "{}:\n{}", $case, run.transcript());
                assert!(run.stdout.is_empty(), "{}", run.stdout);
                insta::assert_snapshot!($case, crate::common::every_key_once(run.transcript()));
            }
        )*
        $(
            #[test]
            fn $wtest() {
                let (_dir, run) = check($wcase);
                assert_eq!(run.code, 0, "{}: a warning, not an error:\n{}", $wcase, run.transcript());
                insta::assert_snapshot!($wcase, crate::common::every_key_once(run.transcript()));
            }
        )*

        #[test]
        fn every_slip_fixture_has_a_test() {
            let tested = [$($case,)* $($wcase,)*];
            for entry in std::fs::read_dir(fixtures().join("yaml-slips")).unwrap() {
                let name = entry.unwrap().file_name().into_string().unwrap();
                assert!(tested.contains(&name.as_str()), "fixtures/yaml-slips/{name} has no test");
            }
        }
    };
}

slips! {
    errors {
        a_missing_colon_is_told_on_its_own_line => "missing-colon",
        a_missing_space_after_a_colon => "missing-space",
        a_list_item_without_its_dash => "missing-dash",
        the_first_item_of_a_list_without_its_dash => "missing-dash-first-item",
        an_unclosed_quote => "unclosed-quote",
        a_colon_inside_a_text => "colon-in-text",
        a_colon_at_the_end_of_a_text => "colon-at-the-end",
        a_colon_at_the_end_of_an_item => "colon-at-the-end-of-an-item",
        a_tab_among_spaces => "tab-and-spaces",
        uneven_spaces => "uneven-spaces",
        a_list_item_not_indented_enough => "item-not-deep-enough",
        the_first_item_of_a_list_indented_too_deep => "first-item-too-deep",
        a_key_written_twice => "duplicate-key",
        a_pasted_curly_closing_quote => "smart-quote-closing",
        an_apostrophe_in_single_quotes => "apostrophe-in-single-quotes",
        a_backslash_in_double_quotes => "backslash-in-double-quotes",
        a_missing_space_after_the_only_key_of_a_group => "no-space-alone-in-a-group",
    }
    warnings {
        a_hash_in_a_text_cuts_it => "hash-in-text",
        curly_quotes_around_a_text_are_published => "smart-quotes",
        a_list_item_indented_too_deep_joins_the_one_above => "item-too-deep",
        a_code_for_an_invisible_character_in_double_quotes => "hidden-code-in-double-quotes",
    }
}

/// Each quiet slip, written as its hint says, is read as meant and told
/// nothing: the warnings hold only while the site would show something else.
#[test]
fn the_quiet_slips_written_as_the_hints_say_are_quiet() {
    let fixes = [
        (
            "hash-in-text",
            "      - BIS certified #1 in Delhi",
            "      - \"BIS certified #1 in Delhi\"",
        ),
        (
            "smart-quotes",
            "    title: “Galaxy S23”",
            "    title: Galaxy S23",
        ),
        (
            "hidden-code-in-double-quotes",
            "\"Photos backed up to C:\\Phone\"",
            "'Photos backed up to C:\\Phone'",
        ),
        (
            "item-too-deep",
            "        - Works with most Android phones",
            "      - Works with most Android phones",
        ),
    ];
    for (case, slip, fix) in fixes {
        let dir = project_with(&format!("yaml-slips/{case}"));
        let file = dir.path().join("content/products.yaml");
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.contains(slip), "{case}");
        std::fs::write(&file, text.replace(slip, fix)).unwrap();
        let run = shopsite(dir.path(), &["check"]);
        assert_eq!(run.code, 0, "{case}:\n{}", run.transcript());
        assert_eq!(run.stderr, "", "{case}:\n{}", run.transcript());
    }
}

/// A comment written as comments are, `# words` after a value, is not a slip.
#[test]
fn a_comment_after_a_value_is_not_taken_for_words() {
    let dir = project_with("yaml-slips/hash-in-text");
    let file = dir.path().join("content/products.yaml");
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text.replace(
        "      - BIS certified #1 in Delhi",
        "      - BIS certified   # the ISI mark, on the box",
    );
    std::fs::write(&file, text).unwrap();
    let run = shopsite(dir.path(), &["check"]);
    assert_eq!(run.code, 0, "{}", run.transcript());
    assert_eq!(run.stderr, "", "{}", run.transcript());
}
