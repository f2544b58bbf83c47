//! The text formats of every command, locked as `insta` file snapshots in
//! `tests/integration/snapshots/`, so that a formatting change is a reviewed diff.
//!
//! Each snapshot runs the built binary (assert_cmd), so it records what a user sees and does
//! not depend on library internals. Snapshots record formatting only: the figures in them are
//! checked against the reference corpus or the brute force by the other tests.
//!
//! To review an intended change: `cargo insta test --review`, or
//! `INSTA_UPDATE=always cargo test --test integration snapshots::` and read the diff.
//!
//! Determinism: stdout is a pipe (ASCII borders), `COLUMNS` is unset (or fixed where a
//! test fits tables to a width), shoes are small and the
//! simulation is seeded. The crate version and SHA-256 digests (which change with it) are
//! redacted. CSV line ends are shown as a visible `\r` before each newline, because insta
//! compares text with its line ends normalised and CRLF is part of the format.

use crate::util::redact;
use assert_cmd::Command;

/// Runs the binary with `args` and returns its stdout, which must be UTF-8, after success.
fn run(args: &[&str]) -> String {
    run_in(args, None)
}

/// [`run`] with `COLUMNS` set to `columns` (tables fit it), or unset (a pipe: every row on
/// one line).
fn run_in(args: &[&str], columns: Option<&str>) -> String {
    let mut cmd = Command::cargo_bin("punto-banco").expect("binary built");
    match columns {
        Some(c) => cmd.env("COLUMNS", c),
        None => cmd.env_remove("COLUMNS"),
    };
    let out = cmd
        .args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Snapshots `punto-banco ARGS --format FORMAT` under the name `NAME_FORMAT`.
fn snap(name: &str, args: &[&str], format: &str) {
    let all = [args, &["--format", format]].concat();
    let shown: Vec<String> = all
        .iter()
        .map(|a| match a.contains(' ') {
            true => format!("'{a}'"),
            false => a.to_string(),
        })
        .collect();
    record(name, format, &shown.join(" "), &run(&all));
}

/// Records the output `text` of `punto-banco COMMAND` as the snapshot `NAME_FORMAT`.
fn record(name: &str, format: &str, command: &str, text: &str) {
    let mut text = redact(text);
    if format == "csv" {
        assert!(text.contains("\r\n"), "{command}: CSV lines end in CRLF");
        text = text.replace("\r\n", "\\r\n");
    }
    insta::with_settings!({
        description => format!("punto-banco {command}"),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(format!("{name}_{format}"), text);
    });
}

/// Snapshots the terminal table, Markdown and CSV of one command.
fn snap_text_formats(name: &str, args: &[&str]) {
    for format in ["table", "markdown", "csv"] {
        snap(name, args, format);
    }
}

#[test]
fn odds_formats() {
    snap_text_formats("odds", &["odds", "--decks", "1", "--bets", "main,dragon_7"]);
    snap_text_formats(
        "odds_detail",
        &["odds", "--decks", "1", "--bets", "big", "--detail"],
    );
}

#[test]
fn ev_formats() {
    snap_text_formats(
        "ev",
        &[
            "ev",
            "--decks",
            "1",
            "--removed",
            "5 5 K",
            "--bets",
            "main,small",
        ],
    );
}

#[test]
fn ev_mid_coup_formats() {
    snap_text_formats(
        "ev_mid_coup",
        &["ev", "--decks", "1", "--punto", "5 K", "--banco", "3"],
    );
}

#[test]
fn eor_formats() {
    snap_text_formats("eor", &["eor", "--decks", "1", "--bets", "main,dragon_7"]);
}

#[test]
fn rules_formats() {
    snap_text_formats("rules", &["rules", "midi"]);
    snap_text_formats("rules_list", &["rules", "--list"]);
}

#[test]
fn compare_formats() {
    snap_text_formats(
        "compare",
        &[
            "compare",
            "--decks",
            "1",
            "--rules",
            "standard,ez,midi",
            "--bets",
            "main",
        ],
    );
}

#[test]
fn bets_formats() {
    snap_text_formats("bets", &["bets", "--bets", "main,dragon_7,big"]);
}

#[test]
fn report_formats() {
    let args = ["report", "--decks", "1", "--bets", "main,dragon_7"];
    snap("report", &args, "markdown");
    snap("report", &args, "html");
}

/// A small seeded study: three one-deck shoes.
const SIMULATE: [&str; 9] = [
    "simulate",
    "--decks",
    "1",
    "--shoes",
    "3",
    "--seed",
    "7",
    "--bets",
    "main,dragon_7",
];

#[test]
fn simulate_formats() {
    snap_text_formats("simulate", &SIMULATE);
}

#[test]
fn merge_formats() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut parts = Vec::new();
    for (i, first) in ["0", "3"].iter().enumerate() {
        let part = [&SIMULATE[..], &["--first-shoe", first, "--format", "json"]].concat();
        let path = dir.path().join(format!("part-{i}.json"));
        std::fs::write(&path, run(&part)).expect("write part");
        parts.push(path.to_str().expect("UTF-8 temp path").to_string());
    }
    let args: Vec<&str> = ["merge"]
        .into_iter()
        .chain(parts.iter().map(String::as_str))
        .collect();
    for format in ["table", "markdown", "csv"] {
        let text = run(&[&args[..], &["--format", format]].concat());
        assert!(
            !text.contains(dir.path().to_str().unwrap()),
            "no temp path in the output"
        );
        // The snapshot names the parts by file name, not by their temp path.
        let shown = format!("merge part-0.json part-1.json --format {format}");
        record("merge", format, &shown, &text);
    }
}

#[test]
fn csv_holds_one_table_and_table_chooses_it() {
    let args = ["odds", "--decks", "1", "--bets", "main", "--format", "csv"];
    let default = run(&args);
    assert_eq!(
        default.matches("\r\n\r\n").count(),
        0,
        "one table: {default}"
    );
    assert!(
        default.starts_with("bet,id,pays,"),
        "bets by default: {default}"
    );
    let outcomes = run(&[&args[..], &["--table", "OUTCOMES"]].concat());
    record(
        "odds_table_outcomes",
        "csv",
        "odds --decks 1 --bets main --table OUTCOMES --format csv",
        &outcomes,
    );
    let by_position = run(&[&args[..], &["--table", "1"]].concat());
    assert_eq!(by_position, outcomes);
    // Markdown shows every table unless one is named.
    let md = run(&[
        "rules",
        "ez",
        "--format",
        "markdown",
        "--table",
        "settlement",
    ]);
    assert_eq!(md.matches("### ").count(), 1, "{md}");
    assert!(md.contains("Banco special pay"), "{md}");
}

#[test]
fn tables_fit_the_width_of_columns() {
    for (name, args) in [
        ("rules_80", &["rules", "standard"][..]),
        ("compare_80", &["compare", "--decks", "1"][..]),
    ] {
        let wide = run(args);
        assert!(
            wide.lines().any(|l| l.chars().count() > 80),
            "{name}: wider than 80 on one line per row"
        );
        let narrow = run_in(args, Some("80"));
        for l in narrow.lines().filter(|l| l.starts_with(['+', '|'])) {
            assert!(l.chars().count() <= 80, "{name}: {l}");
        }
        record(
            name,
            "table",
            &format!("{} (COLUMNS=80)", args.join(" ")),
            &narrow,
        );
    }
}
