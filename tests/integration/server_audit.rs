//! `POST /api/audit` end to end: the binary serves on a free loopback port (stopped by its
//! pid when the test ends) and answers, byte for byte, what `punto-banco audit --format
//! json` prints for the same logs; bad lines, bodies and audits over a cost limit are refused
//! with a JSON error naming the line or the limit, before any work.

use crate::serve::{cli_error, head_only, parse, quiet};
use crate::util::pb;
use serde_json::{json, Value};

/// `simulate --deals` of `shoes` 8-deck shoes (seed 7, the rest rows written) into `path`.
fn deal(path: &str, shoes: &str, shuffle: &str) -> String {
    crate::util::deals(std::path::Path::new(path), shoes, shuffle, Some("7"))
}

/// The bytes `punto-banco audit ARGS --format json` prints.
fn cli_bytes(args: &[&str]) -> Vec<u8> {
    let out = pb()
        .arg("audit")
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn error(v: &Value) -> &str {
    v["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no error in {v}"))
}

#[test]
fn audit_answers_the_commands_json_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let d = |n: &str| dir.path().join(n).to_string_lossy().into_owned();
    let fair = deal(&d("fair.csv"), "3", "fair");
    let stacked = deal(&d("stacked.csv"), "3", "stacked:banco");
    let s = quiet();
    for (args, body) in [
        (
            vec![
                "--decks",
                "8",
                "--permutations",
                "99",
                "--shoe-log",
                &d("fair.csv"),
            ],
            json!({"decks": 8, "permutations": 99,
                   "shoe_logs": [{"text": fair, "format": "csv", "name": d("fair.csv")}]}),
        ),
        (
            vec![
                "--decks",
                "8",
                "--permutations",
                "199",
                "--seed",
                "5",
                "--level",
                "0.01",
                "--shoe-log",
                &d("fair.csv"),
                "--shoe-log",
                &d("stacked.csv"),
            ],
            json!({"decks": 8, "permutations": 199, "seed": 5, "level": 0.01,
                   "shoe_logs": [{"text": fair, "format": "csv", "name": d("fair.csv")},
                                 {"text": stacked, "format": "csv", "name": d("stacked.csv")}]}),
        ),
    ] {
        let want = cli_bytes(&args);
        let (status, got) = s.raw(
            "POST",
            "/api/audit",
            Some("application/json"),
            body.to_string().as_bytes(),
        );
        assert_eq!(status, 200, "{got}");
        assert_eq!(got.as_bytes(), want.as_slice(), "{args:?}");
    }
    // The log as an array of its lines: the same text, so the same document.
    let lines: Vec<&str> = fair.lines().collect();
    let (status, got) = s.post(
        "/api/audit",
        &json!({"decks": 8, "permutations": 99,
                "shoe_logs": [{"text": lines, "name": d("fair.csv")}]}),
    );
    assert_eq!(status, 200, "{got}");
    let want: Value = serde_json::from_slice(&cli_bytes(&[
        "--decks",
        "8",
        "--permutations",
        "99",
        "--shoe-log",
        &d("fair.csv"),
    ]))
    .unwrap();
    assert_eq!(got, want);
    // A bad line: 400 with the command's message.
    let bad = fair.replacen("\n0,2,", "\n0,2,Zh ", 1);
    std::fs::write(d("bad.csv"), &bad).unwrap();
    let (status, err) = s.post(
        "/api/audit",
        &json!({"decks": 8, "shoe_logs": [{"text": bad, "format": "csv", "name": d("bad.csv")}]}),
    );
    assert_eq!(status, 400, "{err}");
    assert_eq!(
        error(&err),
        cli_error(&["audit", "--decks", "8", "--shoe-log", &d("bad.csv")])
    );
    // No log, a level out of range: 400 as the command words them.
    let (status, err) = s.post("/api/audit", &json!({"decks": 8, "shoe_logs": []}));
    assert_eq!(status, 400, "{err}");
    assert!(error(&err).contains("1 to 1000 shoe logs"), "{err}");
    let (status, err) = s.post(
        "/api/audit",
        &json!({"level": 0.9, "shoe_logs": [{"text": fair}], "decks": 8}),
    );
    assert_eq!(status, 400, "{err}");
    assert!(error(&err).starts_with("level must be"), "{err}");
}

#[test]
fn an_audit_over_a_limit_is_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.csv").to_string_lossy().into_owned();
    let text = deal(&path, "4", "fair");
    let s = quiet();
    // Permutations × coups: 99,999 draws of 4 shoes' coups (over 300) is past 5 × 10^6.
    let (status, err) = s.post(
        "/api/audit",
        &json!({"decks": 8, "permutations": 99_999, "shoe_logs": [{"text": text}]}),
    );
    assert_eq!(status, 400, "{err}");
    let e = error(&err);
    assert!(e.starts_with("this audit has permutations × coups "), "{e}");
    assert!(e.contains("over the server's limit of 5000000"), "{e}");
    // The same audit runs on the command line, which has no server limit.
    let n = text.lines().count();
    // Lines: a log past 60,000 lines is refused before it is parsed.
    let long = text.repeat(60_000 / n + 1);
    let (status, err) = s.post(
        "/api/audit",
        &json!({"decks": 8, "shoe_logs": [{"text": long}]}),
    );
    assert_eq!(status, 400, "{err}");
    assert!(
        error(&err).contains("the server reads at most 60000"),
        "{err}"
    );
    // Shoes: 501 shoes of one coup each (a valid log, short of the line limit).
    let mut many = String::from("shoe,coup,punto,banco\n");
    for shoe in 0..501 {
        many.push_str(&format!("{shoe},1,9h Kd,2c 3s\n"));
    }
    let (status, err) = s.post(
        "/api/audit",
        &json!({"decks": 8, "shoe_logs": [{"text": many}]}),
    );
    assert_eq!(status, 400, "{err}");
    assert!(
        error(&err).starts_with("this audit has shoes 501, over the server's limit of 500"),
        "{err}"
    );
    // Logs: more than 100.
    let logs: Vec<Value> = (0..101)
        .map(|_| json!({"text": "shoe,coup,punto,banco\n"}))
        .collect();
    let (status, err) = s.post("/api/audit", &json!({"decks": 8, "shoe_logs": logs}));
    assert_eq!(status, 400, "{err}");
    assert!(error(&err).contains("at most 100 per request"), "{err}");
    // The body: 16 MiB at most, refused as soon as a larger length is announced.
    let (status, err) = head_only(&s, "/api/audit", 17 << 20);
    assert_eq!(status, 413, "{err}");
    assert!(error(&err).contains("16777216 bytes"), "{err}");
    // Not JSON: 415.
    let (status, text) = s.raw("POST", "/api/audit", Some("text/csv"), b"shoe,coup\n");
    assert_eq!(status, 415, "{text}");
    assert!(parse(&text)["error"].is_string());
}

/// A `track` session sent as text is audited as the command line audits the file (the
/// same document, its format `session`); logs with nothing to judge and an audit's deck
/// limit are refused as the command refuses them.
#[test]
fn a_session_sent_as_text_is_audited_and_nothing_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir
        .path()
        .join("session.json")
        .to_string_lossy()
        .into_owned();
    let session = r#"{"decks":8,"log":["5h Kd 3s 4c","coup","9h Ks Kc 3d 8s 2h Kh 4d"]}"#;
    std::fs::write(&path, session).unwrap();
    let want = cli_bytes(&["--permutations", "99", "--shoe-log", &path]);
    let doc: Value = serde_json::from_slice(&want).unwrap();
    assert_eq!(
        doc["inputs"]["shoe_logs"][0]["format"], "session",
        "{doc:#}"
    );
    let s = quiet();
    let (status, got) = s.raw(
        "POST",
        "/api/audit",
        Some("application/json"),
        json!({"permutations": 99, "shoe_logs": [{"text": session, "name": path}]})
            .to_string()
            .as_bytes(),
    );
    assert_eq!(status, 200, "{got}");
    assert_eq!(got.as_bytes(), want.as_slice());
    for (body, says) in [
        (
            json!({"decks": 8, "shoe_logs": [{"text": "shoe,coup,punto,banco,burn,rest\n"}]}),
            "nothing to audit: the shoe logs hold no shoe".to_string(),
        ),
        (
            json!({"decks": 0, "shoe_logs": [{"text": "shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c\n"}]}),
            "an audit reads shoes of 1 to 1000 decks; decks is 0".to_string(),
        ),
        (
            json!({"shoe_logs": [{"text": r#"{"decks":8,"log":["5h Kd 3s"]}"#}]}),
            "nothing to audit".to_string(),
        ),
    ] {
        let (status, err) = s.post("/api/audit", &body);
        assert_eq!(status, 400, "{err}");
        assert!(error(&err).contains(&says), "{err}");
    }
}
