//! Hostile logs (issue 30 item 6, issue 32's one reader): control characters echoed from
//! a shoe log, a bet log or a session are escaped in every message (review, audit,
//! track --load), and `review` and `audit` read logs one strict way. Every file is
//! written inside the test's own temp folder.

use super::hostile::pb;
use std::fs;
use std::path::Path;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// Characters that must never reach a terminal raw: ESC (with an OSC title and a CSI
/// clear), BEL, CR, a C1 CSI and the bidirectional override U+202E.
const EVIL: [char; 5] = ['\u{1b}', '\u{7}', '\r', '\u{9b}', '\u{202e}'];

fn assert_escaped(err: &str, context: &str) {
    for c in EVIL {
        assert!(!err.contains(c), "{context}: raw {c:?} in {err:?}");
    }
    assert_eq!(err.trim_end().lines().count(), 1, "{context}: {err:?}");
}

/// Runs the command; its stderr and status.
fn run(args: &[&str], stdin: &str) -> (String, i32) {
    let o = pb().args(args).write_stdin(stdin).output().unwrap();
    (
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code().unwrap_or(-1),
    )
}

const BETS: &str = "shoe,coup,player,bet,stake\n0,1,a,banco,1\n";
const SHOES: &str = "shoe,coup,punto,banco\n0,1,9 K,2 3\n";

#[test]
fn review_escapes_what_it_echoes_from_its_logs() {
    let dir = tempfile::tempdir().unwrap();
    let evil = "\u{1b}]0;owned\u{7}\u{1b}[2J\u{9b}1m\u{202e}";
    let shoe_cases = [
        // A card field, a column name, a shoe number, a JSON key, a JSON value.
        ("s.csv", format!("shoe,coup,punto,banco\n0,1,9 K{evil},2 3\n")),
        ("s.csv", format!("shoe,coup,punto,banco{evil}\n0,1,9 K,2 3\n")),
        ("s.csv", format!("shoe,coup,punto,banco\n0{evil},1,9 K,2 3\n")),
        (
            "s.jsonl",
            format!("{{\"shoe\":0,\"coup\":1,\"punto\":\"9 K\",\"banco\":\"2 3\",\"x{evil}\":1}}\n")
                .replace('\u{1b}', "\\u001b")
                .replace('\u{7}', "\\u0007"),
        ),
        (
            "s.jsonl",
            format!("{{\"shoe\":0,\"coup\":1,\"punto\":\"9 K\",\"banco\":\"2 3\",\"burn\":\"{evil}\"}}\n")
                .replace('\u{1b}', "\\u001b")
                .replace('\u{7}', "\\u0007"),
        ),
        ("s.csv", format!("shoe,coup,punto,banco\n0,1{evil},9 K,2 3\n")),
    ];
    let bets = write(dir.path(), "b.csv", BETS);
    for (name, text) in &shoe_cases {
        let shoes = write(dir.path(), name, text);
        let (err, code) = run(
            &["review", "--decks", "8", "--shoe-log", &shoes, "--bet-log", &bets],
            "",
        );
        assert_eq!(code, 2, "{text:?}: {err}");
        assert!(err.contains("shoe log line"), "{text:?}: {err}");
        assert_escaped(&err, text);
        assert!(err.contains("\\u{1b}") || err.contains("\\u{202e}"), "{err}");
    }
    let shoes = write(dir.path(), "s.csv", SHOES);
    for bet_text in [
        format!("shoe,coup,player,bet,stake\n0,1,a,banco{evil},1\n"),
        format!("shoe,coup,player,bet,stake\n0,1,a,banco,1{evil}\n"),
        format!("shoe,coup,player{evil},bet,stake\n0,1,a,banco,1\n"),
    ] {
        let bets = write(dir.path(), "b.csv", &bet_text);
        let (err, code) = run(
            &["review", "--decks", "8", "--shoe-log", &shoes, "--bet-log", &bets],
            "",
        );
        assert_eq!(code, 2, "{bet_text:?}: {err}");
        assert!(err.contains("bet log line"), "{err}");
        assert_escaped(&err, &bet_text);
    }
}

#[test]
fn audit_escapes_what_it_echoes_from_its_log() {
    let dir = tempfile::tempdir().unwrap();
    for text in [
        "shoe,coup,punto,banco\n0,1,9s K\u{1b}[2Jh,2d 3c\n",
        "shoe,coup,punto,banco,r\u{202e}est\n0,1,9s Kh,2d 3c,\n",
        "shoe,coup,punto,banco,rest\n0,,,,Kh \u{9b}9s\n",
    ] {
        let log = write(dir.path(), "s.csv", text);
        let (err, code) = run(&["audit", "--decks", "8", "--shoe-log", &log], "");
        assert_eq!(code, 2, "{text:?}: {err}");
        assert!(err.contains("shoe log line"), "{err}");
        assert_escaped(&err, text);
    }
}

#[test]
fn sessions_with_control_characters_are_refused_with_them_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let bets = write(dir.path(), "b.csv", BETS);
    for session in [
        "{\"decks\":8,\"log\":[\"coup\",\"9 K 2 3\\u001b]0;owned\\u0007\"]}",
        "{\"decks\":8,\"bets\":\"banco\\u202e\",\"log\":[\"coup\",\"9 K 2 3\"]}",
        "{\"decks\":8,\"log\":[\"coup\\r\",\"9 K 2 3\"]}",
    ] {
        let path = write(dir.path(), "session.json", session);
        let (err, code) = run(&["review", "--shoe-log", &path, "--bet-log", &bets], "");
        assert_eq!(code, 2, "{session}: {err}");
        assert!(err.contains("control character"), "{err}");
        assert_escaped(&err, session);
        let (err, code) = run(&["track", "--load", &path], "");
        assert_eq!(code, 2, "{session}: {err}");
        assert_escaped(&err, session);
    }
}

/// The strictness cases of the one reader, on both commands: a quote inside an unquoted
/// field, a key given twice in a JSON line, a column given twice in a CSV header.
#[test]
fn review_and_audit_read_logs_the_same_strict_way() {
    let dir = tempfile::tempdir().unwrap();
    let bets = write(dir.path(), "b.csv", BETS);
    let cases = [
        (
            "s.csv",
            "shoe,coup,punto,banco\n0,1,9s K\"h,2d 3c\n",
            "shoe log line 2: a quote inside an unquoted field",
        ),
        (
            "s.jsonl",
            "{\"shoe\":0,\"coup\":1,\"punto\":\"9s Kh\",\"banco\":\"2d 3c\",\"banco\":\"2d 3c 4h\"}\n",
            "shoe log line 1: field 'banco' is given twice",
        ),
        (
            "s.csv",
            "shoe,coup,punto,banco,Banco\n0,1,9s Kh,2d 3c,2d 3c\n",
            "shoe log line 1: column 'banco' is given twice",
        ),
    ];
    for (name, text, says) in cases {
        let log = write(dir.path(), name, text);
        let (err, code) = run(
            &["review", "--decks", "8", "--shoe-log", &log, "--bet-log", &bets],
            "",
        );
        assert_eq!(code, 2, "review {text:?}: {err}");
        assert!(err.contains(says), "review {text:?}: {err}");
        let (err, code) = run(&["audit", "--decks", "8", "--shoe-log", &log], "");
        assert_eq!(code, 2, "audit {text:?}: {err}");
        assert!(err.contains(says), "audit {text:?}: {err}");
    }
}
