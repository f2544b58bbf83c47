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
