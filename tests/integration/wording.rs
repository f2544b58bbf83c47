//! The CLI words the library's errors with its flags (issue 20 item 5): the library holds
//! each input as data (`punto_banco::Input`) and the command names it `--bets`, `--rules`,
//! `--threads`, `--shoes`, ..., byte for byte as before errors became data. The server's
//! wording (JSON fields) is checked in `serve.rs`, Python's (arguments) in
//! `python/tests/test_errors.py`.

use super::util::pb;

/// The command's one-line error, after `error: `, with exit code 2.
fn error(args: &[&str]) -> String {
    let out = pb().args(args).output().expect("runs");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    err.trim_end()
        .strip_prefix("error: ")
        .unwrap_or_else(|| panic!("{args:?}: {err}"))
        .to_string()
}

#[test]
fn errors_name_the_flags_that_give_the_inputs() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["odds", "--bets", " , "],
            "--bets is empty; give at least one bet id",
        ),
        (
            &["ev", "--rules", "standard,midi"],
            "--rules takes one rule set, not the list 'standard,midi'; to compare rule sets \
             use: punto-banco compare --rules standard,midi",
        ),
        (
            &["compare", "--rules", "ez,ez"],
            "rule set 'ez' is given twice in --rules; each rule set needs its own name",
        ),
        (
            &["compare", "--rules", "ez,,midi"],
            "--rules has an empty item; give comma-separated presets or files",
        ),
        (
            &["simulate", "--shoes", "0"],
            "--shoes must be at least 1, got 0",
        ),
        (
            &["simulate", "--shoes", "1", "--threads", "0"],
            "--threads must be from 1 to 256, got 0",
        ),
        (
            &["simulate", "--shoes", "1", "--tags", "dragon_7=jacobson"],
            "count for 'dragon_7' but that bet is not selected; add it to --bets",
        ),
        (
            &["simulate", "--shoes", "1", "--tags", "dragon_7=derived"],
            "count 'dragon_7=derived' is for bet 'dragon_7', which is not among --bets",
        ),
        (
            &["solve", "--edge", "5", "--line", "1"],
            "no bet to solve: give --bet ID or a --bets-file with one bet",
        ),
    ];
    for (args, want) in cases {
        assert_eq!(error(args), *want, "{args:?}");
    }
}

#[test]
fn a_batch_line_names_the_flags_too() {
    let out = pb()
        .args(["ev", "--batch"])
        .write_stdin("{\"decks\": 8, \"bets\": \" , \"}\n")
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{\"line\":1,\"error\":\"--bets is empty; give at least one bet id\"}\n"
    );
}

#[test]
fn merging_parts_of_different_studies_names_the_range_flags() {
    let dir = tempfile::tempdir().unwrap();
    let part = |seed: &str, name: &str| {
        let out = pb()
            .args(["simulate", "--shoes", "1", "--decks", "1", "--threads", "1"])
            .args(["--seed", seed, "--format", "json"])
            .output()
            .expect("runs");
        assert!(out.status.success());
        let path = dir.path().join(name);
        std::fs::write(&path, out.stdout).unwrap();
        path.to_string_lossy().into_owned()
    };
    let (a, b) = (part("1", "a.json"), part("2", "b.json"));
    let e = error(&["merge", &a, &b]);
    assert!(
        e.ends_with("was made with different inputs (only --first-shoe and --shoes may differ)"),
        "{e}"
    );
}

#[test]
fn a_slip_of_a_bet_id_gets_the_nearest_id_and_a_plot_is_svg_only() {
    let e = error(&["ev", "--bets", "dragon7"]);
    assert!(
        e.starts_with(
            "--bets: unknown bet 'dragon7'; did you mean 'dragon_7'? known bets are main"
        ) || e.contains("unknown bet 'dragon7'; did you mean 'dragon_7'? known bets are main"),
        "{e}"
    );
    let e = error(&["ev", "--bets", "zzzz"]);
    assert!(e.contains("unknown bet 'zzzz'; known bets are main"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("plot.png");
    let png = png.to_str().unwrap();
    for args in [
        &["eor", "--decks", "8", "--plot", png][..],
        &["simulate", "--shoes", "1", "--plot", png],
    ] {
        let e = error(args);
        assert!(
            e.contains("plots are written as SVG only; give a file ending in .svg"),
            "{args:?}: {e}"
        );
    }
    assert!(!std::path::Path::new(png).exists(), "nothing written");
}

/// The `leak` table of `args` in `lang`.
fn leak_table(args: &[&str], lang: &str) -> String {
    let out = pb()
        .arg("leak")
        .args(args)
        .args(["--table", "leak", "--lang", lang])
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn leak_words_the_unseen_state_as_sitting_out_and_cites_the_published_case() {
    let known = leak_table(&["--decks", "8", "--see", "1"], "en");
    assert!(
        known.contains("| edge with nothing seen | sits out |"),
        "{known}"
    );
    assert!(!known.contains("+0.0000%"), "{known}");
    // Shares to two decimals of a percent; the exact share stays beside it.
    assert!(
        known.contains("| coups bet              |  100.00% |"),
        "{known}"
    );
    assert!(
        known.contains(
            "Published figure for this case: 6.765% (E. Jacobson, \"Baccarat: The Known Card\" (2012))."
        ),
        "{known}"
    );
    let crockfords = leak_table(&["--decks", "8", "--exposure", "sorted-first"], "en");
    assert!(
        crockfords.contains("Published figure for this case: 6.5% (Ivey v Genting"),
        "{crockfords}"
    );
    assert!(
        crockfords.contains(
            "Exposure sorted-first. The group of Punto's first card, read from its back (edge sorting)."
        ),
        "{crockfords}"
    );
    let four = leak_table(
        &[
            "--decks",
            "8",
            "--see",
            "1,2,3,4",
            "--sort",
            "6 7 8 9 | rest",
        ],
        "fr",
    );
    assert!(
        four.contains("Valeur publiée pour ce cas\u{a0}: 20,928"),
        "{four}"
    );
    // Not a published case: 6 decks, or no sitting out.
    for args in [
        &["--decks", "6", "--see", "1"][..],
        &["--decks", "8", "--see", "1", "--no-sit-out"],
    ] {
        let text = leak_table(args, "en");
        assert!(!text.contains("Published figure"), "{args:?}: {text}");
    }
}
