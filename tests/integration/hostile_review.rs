//! Hostile input to `review` (issue 30): each test failed on the code before the fix. Every
//! file is written inside the test's own temp folder.

use super::hostile::{bin_path, pb};
use assert_cmd::Command;
use std::fs;
use std::path::Path;
use std::time::Duration;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// `review` of the two logs (extra arguments after): its output, stderr and status.
fn review(dir: &Path, shoes: &str, bets: &str, extra: &[&str]) -> (String, String, i32) {
    let shoe_name = if shoes.trim_start().starts_with('{') {
        "s.jsonl"
    } else {
        "s.csv"
    };
    let bet_name = if bets.trim_start().starts_with('{') {
        "b.jsonl"
    } else {
        "b.csv"
    };
    let o = pb()
        .args(["review", "--decks", "8", "--permutations", "9"])
        .args(["--shoe-log", &write(dir, shoe_name, shoes)])
        .args(["--bet-log", &write(dir, bet_name, bets)])
        .args(extra)
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code().unwrap_or(-1),
    )
}

const SHOES: &str = "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,4 5,K 3\n0,3,A Q 8,2 A\n";

#[test]
fn one_long_shoe_bet_on_every_coup_reviews_in_linear_memory() {
    // 600 decks, one player on every coup: the old code held coups² values (it aborts
    // allocating 414 MB under the 512 MiB cap); now a few tens of MiB.
    let dir = tempfile::tempdir().unwrap();
    let shoes = dir.path().join("shoes.csv");
    pb().args([
        "simulate", "--decks", "600", "--shoes", "1", "--seed", "1", "--bets", "banco",
    ])
    .arg("--deals")
    .arg(&shoes)
    .args(["--format", "json"])
    .assert()
    .success();
    let text = fs::read_to_string(&shoes).unwrap();
    let mut bets = String::from("shoe,coup,player,bet,stake\n");
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if !f[1].is_empty() {
            bets += &format!("{},{},p,banco,1\n", f[0], f[1]);
        }
    }
    let bet_path = write(dir.path(), "bets.csv", &bets);
    let mut c = Command::new("sh");
    c.arg("-c")
        .arg(r#"ulimit -v 524288; exec "$0" "$@""#)
        .arg(bin_path())
        .args([
            "review",
            "--decks",
            "600",
            "--permutations",
            "1",
            "--format",
            "json",
        ])
        .arg("--shoe-log")
        .arg(&shoes)
        .args(["--bet-log", &bet_path]);
    c.timeout(Duration::from_secs(300));
    let o = c.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn json_lines_refuse_duplicate_keys_and_read_stakes_exactly() {
    let dir = tempfile::tempdir().unwrap();
    for (bets, why) in [
        (
            r#"{"shoe":0,"coup":1,"player":"a","bet":"banco","stake":"1","stake":"1000"}"#,
            "'stake' is given twice",
        ),
        (
            r#"{"shoe":0,"coup":1,"player":"a","bet":"banco","Stake":"1","stake":"1000"}"#,
            "'stake' is given twice",
        ),
        (
            r#"{"shoe":0,"coup":1,"player":"a","bet":"banco","stake":99999999.99999999}"#,
            "'99999999.99999999'",
        ),
        (
            r#"{"shoe":0,"coup":1,"player":"a","bet":"banco","stake":1e-6}"#,
            "without sign or exponent",
        ),
    ] {
        let (_, err, code) = review(dir.path(), SHOES, &format!("{bets}\n"), &[]);
        assert_eq!(code, 2, "{bets}: {err}");
        assert!(
            err.contains("bet log line 1") && err.contains(why),
            "{bets}: {err}"
        );
    }
    // A numeric stake is read from its digits: 0.000001 is one millionth, not a float.
    let bets = r#"{"shoe":0,"coup":2,"player":"a","bet":"banco","stake":0.000001}"#;
    let (out, err, code) = review(
        dir.path(),
        SHOES,
        &format!("{bets}\n"),
        &["--format", "json"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"staked\": \"1/1000000\""), "{out}");
}

#[test]
fn csv_cells_that_a_spreadsheet_would_run_get_a_quote_and_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let labels = [
        "=HYPERLINK(\"\"http://x\"\")",
        "+cmd|' /C calc'!A0",
        "@SUM(1+1)",
        "-x",
    ];
    let mut bets = String::from("shoe,coup,player,bet,stake\n");
    for (i, l) in labels.iter().enumerate() {
        bets += &format!("0,{},\"{l}\",banco,1\n", i % 3 + 1);
    }
    let (out, err, code) = review(
        dir.path(),
        SHOES,
        &bets,
        &["--format", "csv", "--table", "wagers"],
    );
    assert_eq!(code, 0, "{err}");
    for bad in [
        "\n=HYPERLINK",
        "\n+cmd",
        "\n@SUM",
        "\n-x",
        ",=HYPERLINK",
        ",+cmd",
        ",@SUM",
        ",-x",
    ] {
        assert!(!out.contains(bad), "{bad} unquoted in {out}");
    }
    assert!(out.contains("'@SUM(1+1)"), "{out}");
    // A label marked so reads back as it was.
    let (out2, err, code) = review(
        dir.path(),
        SHOES,
        "shoe,coup,player,bet,stake\n0,1,'@SUM(1+1),banco,1\n",
        &["--format", "json"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out2.contains("\"player\": \"@SUM(1+1)\""), "{out2}");
}

#[test]
fn labels_with_control_characters_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for label in ["ann\u{1b}]0;owned\u{7}", "ann\u{202e}", "a\rb"] {
        let bets = format!("shoe,coup,player,bet,stake\n0,1,\"{label}\",banco,1\n");
        let (_, err, code) = review(dir.path(), SHOES, &bets, &[]);
        assert_eq!(code, 2, "{label:?}: {err}");
        assert!(err.contains("control character"), "{err}");
        assert!(
            !err.contains('\u{1b}') && !err.contains('\u{202e}'),
            "{err:?}"
        );
    }
}

#[test]
fn messages_name_the_review_range_and_too_large_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let bets = "shoe,coup,player,bet,stake\n0,4294967296,a,banco,1\n";
    let (_, err, code) = review(dir.path(), SHOES, bets, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("too large"), "{err}");
    for decks in ["1001", "0"] {
        let o = pb()
            .args([
                "review",
                "--decks",
                decks,
                "--shoe-log",
                "s.csv",
                "--bet-log",
                "b.csv",
            ])
            .current_dir(dir.path())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains("1 to 1000") && err.contains("review"), "{err}");
    }
    // Column names match in any case, `Shoe` as `Coup`.
    let (_, err, code) = review(
        dir.path(),
        "Shoe,Coup,Punto,Banco\n0,1,9 K,2 3\n",
        "Shoe,Coup,Player,Bet,Stake\n0,1,a,banco,1\n",
        &[],
    );
    assert_eq!(code, 0, "{err}");
}

#[test]
fn rest_rows_are_accepted_and_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let bets = "shoe,coup,player,bet,stake\n0,2,a,banco,1\n";
    let (plain, _, code) = review(dir.path(), SHOES, bets, &["--format", "json"]);
    assert_eq!(code, 0);
    let csv = "shoe,coup,punto,banco,burn,rest\n0,1,9 K,2 3,,\n0,2,4 5,K 3,,\n\
               0,3,A Q 8,2 A,,\n0,,,,,Kh 9s 2d\n";
    let (with_rest, err, code) = review(dir.path(), csv, bets, &["--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let jsonl = "{\"shoe\":0,\"coup\":1,\"punto\":\"9 K\",\"banco\":\"2 3\"}\n\
                 {\"shoe\":0,\"coup\":2,\"punto\":\"4 5\",\"banco\":\"K 3\"}\n\
                 {\"shoe\":0,\"coup\":3,\"punto\":\"A Q 8\",\"banco\":\"2 A\"}\n\
                 {\"shoe\": 0, \"rest\": \"Kh 9s 2d\"}\n";
    let (from_jsonl, err, code) = review(dir.path(), jsonl, bets, &["--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let evs = |s: &str| {
        let v: serde_json::Value = serde_json::from_str(s).unwrap();
        v["wagers"].clone()
    };
    assert_eq!(evs(&plain), evs(&with_rest));
    assert_eq!(evs(&plain), evs(&from_jsonl));
}

#[test]
fn a_session_with_undo_is_refused_and_new_starts_a_shoe_in_any_case() {
    let dir = tempfile::tempdir().unwrap();
    let session = r#"{"decks":8,"log":["K K K K K K K K","undo","coup","5 K 3 4"]}"#;
    let path = write(dir.path(), "session.json", session);
    let bets = write(
        dir.path(),
        "b.csv",
        "shoe,coup,player,bet,stake\n0,1,a,banco,1\n",
    );
    let o = pb()
        .args(["review", "--shoe-log", &path, "--bet-log", &bets])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("line 2") && err.contains("undo"), "{err}");
    // `NEW` starts shoe 1, as the tracker does.
    let session = r#"{"decks":8,"log":["coup","5 K 3 4","NEW","coup","9 K K 3"]}"#;
    let path = write(dir.path(), "session.json", session);
    let bets = write(
        dir.path(),
        "b.csv",
        "shoe,coup,player,bet,stake\n1,1,a,banco,1\n",
    );
    let o = pb()
        .args([
            "review",
            "--shoe-log",
            &path,
            "--bet-log",
            &bets,
            "--permutations",
            "9",
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
