//! Every subcommand renders every format.

use super::*;

#[test]
fn every_subcommand_renders_every_format() {
    let commands: [&[&str]; 7] = [
        &["odds", "--decks", "2"],
        &["ev", "--decks", "2"],
        &["rules", "gold"],
        &["rules", "--list"],
        &["compare", "--decks", "2", "--rules", "standard,gold"],
        &["bets", "--bets", "main"],
        &["odds", "--decks", "2", "--detail", "--bets", "all"],
    ];
    for cmd in commands {
        for format in ["table", "json", "csv", "markdown"] {
            let out = ok(&[cmd, &["--format", format]].concat());
            match format {
                "table" => assert!(out.contains("+--") && out.contains("| "), "{cmd:?}\n{out}"),
                "json" => {
                    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
                    assert!(v.is_object(), "{cmd:?}");
                }
                "csv" => assert!(out.lines().all(|l| !l.starts_with('+')) && out.contains("\r\n")),
                _ => assert!(
                    out.contains("| --- |") || out.contains("| --- | ---:"),
                    "{cmd:?}\n{out}"
                ),
            }
        }
        bad(&[cmd, &["--format", "html"]].concat(), &["html"]);
    }
}

#[test]
fn each_command_lists_and_accepts_only_its_formats() {
    // (command, formats it accepts, its default, a format it refuses)
    let cases: [(&[&str], &str, &str, &str); 6] = [
        (
            &["odds", "--decks", "1"],
            "table, json, csv, markdown, xlsx",
            "table",
            "html",
        ),
        (
            &["ev", "--decks", "1"],
            "table, json, csv, markdown",
            "table",
            "xlsx",
        ),
        (
            &["rules", "ez"],
            "table, json, csv, markdown",
            "table",
            "pdf",
        ),
        (
            &["compare", "--decks", "1"],
            "table, json, csv, markdown, xlsx",
            "table",
            "html",
        ),
        (
            &["report", "--decks", "1"],
            "markdown, html, json, pdf, xlsx",
            "markdown",
            "csv",
        ),
        (&["track"], "table, json", "table", "csv"),
    ];
    for (cmd, formats, default, refused) in cases {
        let help = ok(&[&cmd[..1], &["-h"]].concat());
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with("--format"))
            .unwrap_or_else(|| panic!("{cmd:?}: no --format in\n{help}"));
        assert!(
            line.contains(&format!("[default: {default}]"))
                && line.contains(&format!("[possible values: {formats}]")),
            "{cmd:?}: {line}"
        );
        assert!(!help.contains("[default: \"\"]"), "{cmd:?}\n{help}");
        bad(
            &[cmd, &["--format", refused]].concat(),
            &[
                &format!("'{refused}'"),
                &format!("[possible values: {formats}]"),
            ],
        );
    }
}

#[test]
fn unknown_table_is_named_with_the_list_and_json_refuses_a_table() {
    bad(
        &["odds", "--decks", "1", "--format", "csv", "--table", "odds"],
        &["table 'odds'", "outcomes, bets"],
    );
    bad(
        &["compare", "--decks", "1", "--table", "9"],
        &["table '9'", "outcomes, edges"],
    );
    bad(
        &[
            "odds", "--decks", "1", "--format", "json", "--table", "bets",
        ],
        &["--table bets", "JSON"],
    );
    bad(
        &["report", "--decks", "1", "--table", "bets"],
        &["--table bets"],
    );
    let help = ok(&["odds", "-h"]);
    assert!(help.contains("bets (the CSV default)"), "{help}");
}

#[test]
fn every_long_help_ends_with_a_worked_example() {
    for cmd in [
        "odds", "ev", "rules", "compare", "bets", "simulate", "merge", "report", "eor", "solve",
        "track",
    ] {
        let help = ok(&[cmd, "--help"]);
        let about = help.split("Usage:").next().unwrap_or_default();
        let last = about.lines().rev().find(|l| !l.trim().is_empty());
        assert!(
            last.is_some_and(|l| l.trim_start().starts_with("punto-banco ")
                || l.trim_start().starts_with("printf ")
                || l.trim_start().starts_with("--")),
            "{cmd}: {last:?}"
        );
        assert!(about.contains("Example"), "{cmd}");
    }
}

#[test]
fn a_format_that_contradicts_the_output_extension_is_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    for (args, file) in [
        (
            &[
                "report", "--decks", "1", "--bets", "main", "--format", "html",
            ][..],
            "y.pdf",
        ),
        (&["odds", "--decks", "1", "--format", "csv"][..], "y.xlsx"),
        (&["eor", "--decks", "1", "--format", "json"][..], "y.md"),
    ] {
        let path = dir.path().join(file);
        let out = pb()
            .args(args)
            .args(["--output", &path.to_string_lossy()])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?} {file}: {err}");
        assert!(err.contains("contradicts --output"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!path.exists(), "{file} written");
    }
    // A .txt file takes any text format; an agreeing pair is fine.
    let txt = dir.path().join("odds.txt");
    ok(&[
        "odds",
        "--decks",
        "1",
        "--format",
        "csv",
        "--output",
        &txt.to_string_lossy(),
    ]);
    assert!(std::fs::read_to_string(&txt).unwrap().contains("\r\n"));
    let md = dir.path().join("odds.md");
    ok(&[
        "odds",
        "--decks",
        "1",
        "--format",
        "markdown",
        "--output",
        &md.to_string_lossy(),
    ]);
    assert!(std::fs::read_to_string(&md).unwrap().contains("| --- |"));
}

#[test]
fn a_bankroll_or_table_maximum_of_zero_is_refused() {
    for (args, what) in [
        (&["ev", "--decks", "8", "--bankroll", "0"][..], "bankroll"),
        (
            &[
                "ev",
                "--decks",
                "8",
                "--bankroll",
                "100",
                "--table-max",
                "0",
            ][..],
            "table",
        ),
        (
            &["track", "--decks", "8", "--bankroll", "0"][..],
            "bankroll",
        ),
    ] {
        let out = pb().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("must be at least 1, got 0") && err.contains(what),
            "{err}"
        );
    }
}
