//! `punto-banco serve` end to end: the binary listens on a free loopback port, each
//! endpoint answers exactly the document the matching command prints with `--format
//! json`, and every kind of bad request gets its status with a JSON `{"error": ...}` that
//! carries the command's one-line message. Each server is stopped by its pid.

use assert_cmd::cargo::CommandCargoExt;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::time::Duration;

pub(crate) use crate::util::{parse_json as parse, Server};

/// The command's `--format json` document.
fn cli(args: &[&str]) -> Value {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    parse(&String::from_utf8(out.stdout).unwrap())
}

/// The command's one-line error message (stderr without `error: `), exit code 2.
/// A command-line message as the server words it: each flag (`--rebate-bets`) by its JSON
/// field (`rebate_bets`), the library holding the input as data (issue 28).
fn as_fields(cli: &str) -> String {
    cli.split(' ')
        .map(|w| match w.strip_prefix("--") {
            Some(flag) if flag.starts_with(|c: char| c.is_ascii_lowercase()) => {
                flag.replace('-', "_")
            }
            _ => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn cli_error(args: &[&str]) -> String {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    err.trim()
        .strip_prefix("error: ")
        .unwrap_or(&err)
        .to_string()
}

pub(crate) fn quiet() -> Server {
    Server::start(&["--quiet"])
}

#[test]
fn every_endpoint_answers_the_commands_json_document() {
    let s = quiet();
    let cases: &[(&str, Value, &[&str])] = &[
        (
            "/api/odds",
            json!({"decks": 8, "removed": "5 5 K", "bets": "main,dragon_7"}),
            &[
                "odds",
                "--decks",
                "8",
                "--removed",
                "5 5 K",
                "--bets",
                "main,dragon_7",
            ],
        ),
        (
            "/api/ev",
            json!({"decks": 8, "removed": "5 5 K", "rules": "midi", "bets": "main,dragon_7"}),
            &[
                "ev",
                "--decks",
                "8",
                "--removed",
                "5 5 K",
                "--rules",
                "midi",
                "--bets",
                "main,dragon_7",
            ],
        ),
        (
            "/api/ev",
            json!({"decks": 8, "punto": "5 K", "banco": "3", "bets": ["main", "punto_pair"]}),
            &[
                "ev",
                "--decks",
                "8",
                "--punto",
                "5 K",
                "--banco",
                "3",
                "--bets",
                "main,punto_pair",
            ],
        ),
        (
            "/api/midcoup",
            json!({"decks": 8, "punto": "5 K", "banco": "3"}),
            &["ev", "--decks", "8", "--punto", "5 K", "--banco", "3"],
        ),
        (
            "/api/eor",
            json!({"decks": 6, "removed": "9 9", "bets": "main,panda_8"}),
            &[
                "eor",
                "--decks",
                "6",
                "--removed",
                "9 9",
                "--bets",
                "main,panda_8",
            ],
        ),
        (
            "/api/report",
            json!({"decks": 8, "rules": "ez"}),
            &["report", "--decks", "8", "--rules", "ez"],
        ),
    ];
    for (path, body, args) in cases {
        let (status, got) = s.post(path, body);
        assert_eq!(status, 200, "{path} {body}: {got}");
        assert_eq!(got, cli(args), "{path} {body}");
    }
    assert_eq!(s.get("/api/rules/midi"), (200, cli(&["rules", "midi"])));
    assert_eq!(s.get("/api/rules"), (200, cli(&["rules"])));
    assert_eq!(s.get("/api/bets"), (200, cli(&["bets"])));
}

#[test]
fn inline_rules_and_custom_bets_are_accepted() {
    let s = quiet();
    let midi = cli(&["rules", "midi"]);
    let (status, got) = s.post("/api/ev", &json!({"decks": 8, "rules": midi}));
    assert_eq!(status, 200, "{got}");
    let by_name = s.post("/api/ev", &json!({"decks": 8, "rules": "midi"})).1;
    assert_eq!(got["bets"], by_name["bets"]);
    let bet = json!({"id": "my_tie", "name": "My tie", "lines": [{"when": {"winner": "tie"}, "pays": "9"}]});
    let (status, got) = s.post("/api/ev", &json!({"decks": 8, "custom_bets": [bet]}));
    assert_eq!(status, 200, "{got}");
    assert_eq!(got["bets"][3]["id"], "my_tie");
}

#[test]
fn bad_values_carry_the_commands_message() {
    let s = quiet();
    let cases: &[(&str, Value, &[&str])] = &[
        (
            "/api/ev",
            json!({"decks": 8, "removed": "5 X"}),
            &["ev", "--decks", "8", "--removed", "5 X"],
        ),
        (
            "/api/odds",
            json!({"rules": "nope"}),
            &["odds", "--rules", "nope"],
        ),
        (
            "/api/ev",
            json!({"bets": "main,nope"}),
            &["ev", "--bets", "main,nope"],
        ),
        (
            "/api/ev",
            json!({"decks": 8, "punto": "3 4 2", "banco": "K K"}),
            &["ev", "--decks", "8", "--punto", "3 4 2", "--banco", "K K"],
        ),
        (
            "/api/eor",
            json!({"shoe": "A=1"}),
            &["eor", "--shoe", "A=1"],
        ),
    ];
    for (path, body, args) in cases {
        let (status, got) = s.post(path, body);
        assert_eq!(status, 400, "{path} {body}: {got}");
        // The server reads no files: its unknown-rules message does not offer one.
        let expected = as_fields(&cli_error(args)).replace(", or give a JSON file", "");
        assert_eq!(got, json!({"error": expected}), "{path} {body}");
    }
    let (status, got) = s.post("/api/ev", &json!({"deck": 8}));
    assert_eq!(status, 400);
    assert!(
        got["error"]
            .as_str()
            .unwrap()
            .contains("unknown field `deck`"),
        "{got}"
    );
}

#[test]
fn errors_name_the_json_fields_where_the_command_names_its_flags() {
    let s = quiet();
    let cases: &[(&str, Value, &[&str], &str, &str)] = &[
        (
            "/api/ev",
            json!({"bets": " , "}),
            &["ev", "--bets", " , "],
            "bets is empty; give at least one bet id",
            "--bets is empty; give at least one bet id",
        ),
        (
            "/api/odds",
            json!({"rules": "standard,midi"}),
            &["odds", "--rules", "standard,midi"],
            "rules takes one rule set, not the list 'standard,midi'; to compare rule sets use: \
             the command line, punto-banco compare --rules standard,midi",
            "--rules takes one rule set, not the list 'standard,midi'; to compare rule sets \
             use: punto-banco compare --rules standard,midi",
        ),
    ];
    for (path, body, args, http, cli) in cases {
        let (status, got) = s.post(path, body);
        assert_eq!(status, 400, "{path} {body}: {got}");
        assert_eq!(got, json!({ "error": http }), "{path} {body}");
        assert_eq!(cli_error(args), *cli, "{args:?}");
    }
}

#[test]
fn wrong_content_type_malformed_json_and_big_bodies_get_json_errors() {
    let s = quiet();
    let (status, body) = s.raw("POST", "/api/ev", Some("text/plain"), b"{}");
    assert_eq!(status, 415);
    assert!(parse(&body)["error"]
        .as_str()
        .unwrap()
        .contains("'text/plain' is not JSON"));
    let (status, body) = s.raw("POST", "/api/ev", None, b"{}");
    assert_eq!(status, 415, "{body}");
    let (status, body) = s.raw("POST", "/api/ev", Some("application/json"), b"{\"decks\": ");
    assert_eq!(status, 400);
    assert!(parse(&body)["error"]
        .as_str()
        .unwrap()
        .starts_with("malformed JSON"));
    let big = vec![b' '; (1 << 20) + 1];
    let (status, body) = s.raw("POST", "/api/ev", Some("application/json"), &big);
    assert_eq!(status, 413);
    assert!(parse(&body)["error"]
        .as_str()
        .unwrap()
        .contains("over the limit"));
    let (status, body) = s.get("/api/nothing");
    assert_eq!(status, 404);
    assert!(body["error"].as_str().unwrap().contains("/api/nothing"));
    let (status, body) = s.get("/api/ev");
    assert_eq!(
        (status, body),
        (405, json!({"error": "method not allowed"}))
    );
    let (status, body) = s.get("/api/rules/nope");
    assert_eq!(status, 404);
    assert_eq!(
        body["error"],
        cli_error(&["rules", "nope"]).replace(", or give a JSON file", "")
    );
}

#[test]
fn costly_work_is_refused_before_it_starts() {
    let s = quiet();
    let (status, body) = s.post("/api/eor", &json!({"decks": 8, "depth": 1000}));
    assert_eq!(status, 400, "{body}");
    assert!(body["error"].as_str().unwrap().contains("depth"), "{body}");
    let bet = json!({"id": "b", "name": "B", "lines": [{"when": {"winner": "tie"}, "pays": "9"}]});
    let many: Vec<Value> = (0..65)
        .map(|i| {
            let mut b = bet.clone();
            b["id"] = json!(format!("b{i}"));
            b
        })
        .collect();
    let (status, body) = s.post("/api/odds", &json!({"custom_bets": many}));
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("at most 64"),
        "{body}"
    );
    let input: Vec<&str> = vec!["5"; 1001];
    let (status, body) = s.post("/api/track", &json!({"input": input}));
    assert_eq!(status, 400, "{body}");
}

/// Sends only a request head announcing `length` bytes and returns the status answered
/// without a byte of the body (a server that waited for it would time out the read).
pub(crate) fn head_only(s: &Server, path: &str, length: usize) -> (u16, Value) {
    let mut t = TcpStream::connect(&s.addr).expect("connects");
    t.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: {length}\r\n\r\n",
        s.addr
    );
    t.write_all(head.as_bytes()).unwrap();
    let mut out = Vec::new();
    t.read_to_end(&mut out)
        .expect("answered before the body, and closed");
    let text = String::from_utf8(out).unwrap();
    let status = text.split(' ').nth(1).unwrap().parse().unwrap();
    (status, parse(text.split_once("\r\n\r\n").unwrap().1))
}

#[test]
fn review_answers_the_commands_json_document_with_its_own_body_limit() {
    let dir = tempfile::tempdir().unwrap();
    let d = |n: &str| dir.path().join(n).to_string_lossy().into_owned();
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(["simulate", "--decks", "8", "--shoes", "2", "--seed", "7"])
        .args(["--bets", "dragon_7", "--tags", "dragon_7=jacobson"])
        .args(["--deals", &d("s.csv"), "--bet-log", &d("b.jsonl")])
        .output()
        .unwrap();
    assert!(out.status.success());
    let shoes = std::fs::read_to_string(d("s.csv")).unwrap();
    let bets = std::fs::read_to_string(d("b.jsonl")).unwrap();
    let want = cli(&[
        "review",
        "--decks",
        "8",
        "--permutations",
        "99",
        "--shoe-log",
        &d("s.csv"),
        "--bet-log",
        &d("b.jsonl"),
    ]);
    let s = quiet();
    let body = json!({"decks": 8, "permutations": 99, "shoe_log": shoes,
                      "shoe_log_format": "csv", "bet_log": bets});
    let (status, got) = s.post("/api/review", &body);
    assert_eq!(status, 200, "{got}");
    assert_eq!(got, want);
    // The same logs as arrays of lines and rows: the same review (and the same SHA-256,
    // the array joined into the same text).
    let rows: Vec<Value> = bets.lines().map(parse).collect();
    let lines: Vec<&str> = shoes.lines().collect();
    let (status, got) = s.post(
        "/api/review",
        &json!({"decks": 8, "permutations": 99, "shoe_log": lines, "bet_log": rows}),
    );
    assert_eq!(status, 200, "{got}");
    assert_eq!(got["players"], want["players"]);
    assert_eq!(got["inputs"]["shoe_log"], want["inputs"]["shoe_log"]);
    // A 2 MiB body is read (over the 1 MiB of the other routes); 17 MiB announced is
    // refused before the body is sent; /api/ev keeps its 1 MiB.
    let mut big = body.to_string();
    big.push_str(&" ".repeat((2 << 20) - big.len() + 1));
    let (status, text) = s.raw(
        "POST",
        "/api/review",
        Some("application/json"),
        big.as_bytes(),
    );
    assert_eq!(status, 200, "{text}");
    assert_eq!(parse(&text), want);
    let (status, err) = head_only(&s, "/api/review", 17 << 20);
    assert_eq!(status, 413, "{err}");
    assert!(
        err["error"].as_str().unwrap().contains("16777216 bytes"),
        "{err}"
    );
    let (status, _) = head_only(&s, "/api/ev", (1 << 20) + 1);
    assert_eq!(status, 413);
    // A bad line: 400 naming it, as the command does.
    let bad = shoes.replacen("\n0,2,", "\n0,2,Z ", 1);
    let (status, err) = s.post(
        "/api/review",
        &json!({"decks": 8, "shoe_log": bad, "bet_log": bets}),
    );
    assert_eq!(status, 400, "{err}");
    assert!(
        err["error"]
            .as_str()
            .unwrap()
            .starts_with("shoe log line 3: "),
        "{err}"
    );
    std::fs::write(d("bad.csv"), &bad).unwrap();
    assert_eq!(
        err["error"],
        cli_error(&[
            "review",
            "--decks",
            "8",
            "--shoe-log",
            &d("bad.csv"),
            "--bet-log",
            &d("b.jsonl")
        ])
    );
    // Cost: permutations × bet-log lines over the limit (3,600 × 999,999), before any work.
    let (status, err) = s.post(
        "/api/review",
        &json!({"decks": 8, "permutations": 999_999, "shoe_log": shoes,
                "bet_log": bets.repeat(300)}),
    );
    assert_eq!(status, 400, "{err}");
    assert!(
        err["error"].as_str().unwrap().contains("permutations"),
        "{err}"
    );
}

#[test]
fn track_applies_lines_and_answers_the_ev_document_of_the_shoe() {
    let s = quiet();
    let session = json!({"decks": 8, "rules": "standard", "bets": "main", "log": ["coup"]});
    let (status, got) = s.post(
        "/api/track",
        &json!({"session": session, "input": ["5 K 3 4", "9 2"]}),
    );
    assert_eq!(status, 200, "{got}");
    assert_eq!(got["tracker"]["removed"], "5 K 3 4");
    assert_eq!(
        (
            got["tracker"]["punto"].as_str(),
            got["tracker"]["banco"].as_str()
        ),
        (Some("9"), Some("2"))
    );
    assert_eq!(got["session"]["log"], json!(["coup", "5 K 3 4", "9 2"]));
    let want = cli(&[
        "ev",
        "--decks",
        "8",
        "--removed",
        "5 K 3 4",
        "--punto",
        "9",
        "--banco",
        "2",
    ]);
    let mut doc = got.clone();
    let doc = doc.as_object_mut().unwrap();
    doc.remove("tracker");
    doc.remove("session");
    assert_eq!(Value::Object(doc.clone()), want);
    // A refused card: 400 with the tracker's message, nothing applied.
    let (status, got) = s.post(
        "/api/track",
        &json!({"session": got["session"], "input": ["punto 7 7"]}),
    );
    assert_eq!(status, 400, "{got}");
}

#[test]
fn openapi_describes_every_endpoint() {
    let s = quiet();
    let (status, doc) = s.get("/openapi.json");
    assert_eq!(status, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for path in [
        "/api/odds",
        "/api/ev",
        "/api/midcoup",
        "/api/eor",
        "/api/report",
        "/api/track",
        "/api/review",
        "/api/rules",
        "/api/rules/{name}",
        "/api/bets",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} missing");
    }
}

#[test]
fn the_page_and_its_assets_are_served() {
    let s = quiet();
    let (status, html) = s.raw("GET", "/", None, b"");
    assert_eq!(status, 200);
    assert!(html.contains("<title>punto-banco"));
    for asset in ["/app.js", "/style.css"] {
        assert_eq!(s.raw("GET", asset, None, b"").0, 200, "{asset}");
    }
}

#[test]
fn sigterm_stops_the_server_gracefully_and_requests_are_logged() {
    let s = Server::start(&[]);
    assert_eq!(s.get("/api/bets").0, 200);
    let (status, stderr) = s.terminate();
    assert!(status.success(), "{status:?}: {stderr}");
    assert!(stderr.contains("GET /api/bets 200"), "{stderr}");
    assert!(stderr.contains("shutting down"), "{stderr}");
}

#[test]
fn a_bad_bind_address_is_an_input_error() {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(["serve", "--bind", "not-an-address"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("'not-an-address'"), "{err}");
}

#[test]
fn rebates_and_stakes_over_http_equal_the_commands() {
    let s = quiet();
    let (status, got) = s.post(
        "/api/odds",
        &json!({"decks": 8, "bets": "main,dragon_7", "rebate": "1.5%", "rebate_bets": "main"}),
    );
    assert_eq!(status, 200, "{got}");
    let want = cli(&[
        "odds",
        "--decks",
        "8",
        "--bets",
        "main,dragon_7",
        "--rebate",
        "1.5%",
        "--rebate-bets",
        "main",
    ]);
    assert_eq!(got, want);
    let session = json!({"decks": 8, "log": ["coup", "5 K 3 4"]});
    let (status, got) = s.post(
        "/api/track",
        &json!({"session": session, "input": [], "rebate": "3/200",
                "bankroll": 10000, "table_max": 500}),
    );
    assert_eq!(status, 200, "{got}");
    let want = cli(&[
        "ev",
        "--decks",
        "8",
        "--removed",
        "5 K 3 4",
        "--rebate",
        "3/200",
        "--bankroll",
        "10000",
        "--table-max",
        "500",
    ]);
    let mut doc = got.clone();
    let doc = doc.as_object_mut().unwrap();
    doc.remove("tracker");
    doc.remove("session");
    assert_eq!(Value::Object(doc.clone()), want);
    // The session keeps the lines only: the money options come with each request.
    assert_eq!(got["session"]["log"], json!(["coup", "5 K 3 4"]));
    for key in ["rebate", "bankroll", "table_max"] {
        assert!(got["session"].get(key).is_none(), "{key}");
    }
    for (path, body, args) in [
        (
            "/api/odds",
            json!({"rebate": "100%"}),
            &["odds", "--rebate", "100%"][..],
        ),
        (
            "/api/track",
            json!({"rebate": "1%", "rebate_bets": "side"}),
            &["odds", "--rebate", "1%", "--rebate-bets", "side"][..],
        ),
    ] {
        let (status, got) = s.post(path, &body);
        assert_eq!(status, 400, "{path} {body}: {got}");
        assert_eq!(
            got,
            json!({"error": as_fields(&cli_error(args))}),
            "{path} {body}"
        );
    }
    let (status, got) = s.post("/api/track", &json!({"table_max": 5}));
    assert_eq!(status, 400, "{got}");
    assert_eq!(got, json!({"error": "table_max needs a bankroll"}));
}
