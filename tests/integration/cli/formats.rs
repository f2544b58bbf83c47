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
