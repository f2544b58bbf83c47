//! Issue 40, part A: no output overwrites an input of its run (by name, symlink or hard
//! link), one escaping rule for every text a user or a file supplies, duplicate keys refused
//! at every depth, a review file's labels verbatim, messages without internal type names.
//! Every file is written inside a temporary folder; the one server binds a free loopback
//! port and is killed by its pid. Each test failed on the code before the fix
//! (`PUNTO_BANCO_BIN=/old/punto-banco cargo test --test integration hostile_inputs`).

use super::hostile::{pb, s, stderr_of, write};
use std::fs;
use std::io::{Read, Write};
use std::os::unix::fs::symlink;
use std::path::Path;
use std::time::Duration;

/// A valid shoe log of one 1-deck shoe (what `simulate --deals` writes).
fn shoe_log(dir: &Path) -> String {
    let p = dir.join("shoe.csv");
    let out = pb()
        .args(["simulate", "--decks", "1", "--shoes", "1", "--deals", s(&p)])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr_of(&out));
    s(&p).to_string()
}

/// Runs `args` and checks the refusal: exit 2, one line naming the output and the input,
/// every input as it was.
fn refused(args: &[&str], output: &str, input: &str, inputs: &[&str]) {
    let before: Vec<Vec<u8>> = inputs.iter().map(|p| fs::read(p).unwrap()).collect();
    let out = pb().args(args).output().unwrap();
    let err = stderr_of(&out);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.contains("names the same file as the input")
            && err.contains(&format!("'{output}'"))
            && err.contains(&format!("'{input}'")),
        "{args:?}: {err}"
    );
    for (p, b) in inputs.iter().zip(before) {
        assert_eq!(fs::read(p).unwrap(), b, "{args:?}: {p} changed");
    }
}

#[test]
fn an_output_never_overwrites_an_input_by_name_symlink_or_hard_link() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let shoe = shoe_log(d);
    let session = write(
        d,
        "sess.json",
        r#"{"decks":8,"log":["coup","9s Kh Kd 3c 8h 2s Kc 4d"]}"#,
    );
    let bets = write(
        d,
        "bl.csv",
        "shoe,coup,player,bet,stake\n0,1,ann,banco,10\n",
    );
    let rules = write(
        d,
        "r.json",
        &super::util::ok(&["rules", "standard", "--format", "json"]),
    );
    let custom = r#"{"id":"tie_9","name":"Tie 9","lines":[{"when":{"winner":"tie"},"pays":"9"}]}"#;
    let bets_file = write(d, "bf.json", custom);
    let (session, bets, rules, bets_file) = (s(&session), s(&bets), s(&rules), s(&bets_file));
    // Each case of the issue: the command, the input it reads and the output's format.
    let cases: [(&[&str], &str, &str, &str); 5] = [
        (&["audit", "--shoe-log"], session, "--format", "json"),
        (&["audit", "--shoe-log"], &shoe, "--format", "csv"),
        (
            &["review", "--decks", "1", "--shoe-log", &shoe, "--bet-log"],
            bets,
            "--format",
            "csv",
        ),
        (&["leak", "--bets-file"], bets_file, "--format", "json"),
        (&["leak", "--rules"], rules, "--format", "json"),
    ];
    for (k, (command, input, flag, format)) in cases.iter().enumerate() {
        let link = d.join(format!("link{k}"));
        symlink(input, &link).unwrap();
        let hard = d.join(format!("hard{k}"));
        fs::hard_link(input, &hard).unwrap();
        for output in [*input, s(&link), s(&hard)] {
            let mut args = command.to_vec();
            args.extend([*input, *flag, *format, "--output", output]);
            refused(&args, output, input, &[input]);
        }
    }
    // A plot over an input, and an input reached through a symlink of its own.
    let link = d.join("rules-link.json");
    symlink(rules, &link).unwrap();
    let args = ["eor", "--rules", s(&link), "--plot", rules];
    refused(&args, rules, s(&link), &[rules]);
    // `promo`'s two questions: a table over the rules, a policy plot over the bets file.
    let args = ["promo", "chips", "--rules", s(&link), "--output", rules];
    refused(&args, rules, s(&link), &[rules]);
    let args = [
        "promo",
        "loss-rebate",
        "--rules",
        rules,
        "--bets-file",
        bets_file,
        "--bet",
        "tie_9",
        "--rebate",
        "10%",
        "--coups",
        "5",
        "--plot",
        bets_file,
    ];
    refused(&args, bets_file, bets_file, &[rules, bets_file]);
    // `track`'s `save` over the rules file it was started with, through a hard link.
    let hard = d.join("rules-hard.json");
    fs::hard_link(rules, &hard).unwrap();
    let before = fs::read(rules).unwrap();
    let out = pb()
        .args(["track", "--rules", rules])
        .write_stdin(format!("5 K 3 4\nsave {}\n", s(&hard)))
        .output()
        .unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        stderr_of(&out)
    );
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        said.contains("names the same file as the input --rules"),
        "{said}"
    );
    assert_eq!(fs::read(rules).unwrap(), before, "the rules file changed");
    // Another file is written as before.
    let fine = d.join("leak.json");
    let out = pb()
        .args(["leak", "--decks", "1", "--see", "1", "--rules", rules])
        .args(["--output", s(&fine)])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr_of(&out));
}

/// Control characters, a bidirectional override and isolate: what must never reach an
/// output raw.
const HOSTILE: &str = "E\u{1b}[2J\u{1b}]0;pwned\u{7}\r\u{202e}x\u{2066}\u{85}";

/// Whether `text` holds no control or bidirectional character but its own line ends.
fn clean(text: &str) -> bool {
    let text = text.replace("\r\n", "\n").replace('\n', "");
    !text.chars().any(punto_banco::is_unsafe_char)
}

/// A report of one table whose cells hold [`HOSTILE`], for the writers.
#[derive(serde::Serialize)]
struct Hostile;

impl punto_banco::report::Tabular for Hostile {
    fn tables(&self) -> Vec<punto_banco::report::Table> {
        use punto_banco::report::{Align, Table};
        let mut t = Table::new(HOSTILE, &[("label", Align::Left), (HOSTILE, Align::Right)]);
        t.row(vec![HOSTILE, "-2+3"]);
        t.notes.push(HOSTILE.to_string());
        vec![t]
    }
}

#[test]
fn one_hostile_string_is_escaped_everywhere_it_is_echoed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let h = HOSTILE;
    let shoe = shoe_log(d);
    let named = d.join(format!("{h}.csv"));
    fs::copy(&shoe, &named).unwrap();
    let missing = d.join(format!("{h}.json"));
    let no_dir = d.join(h).join("out.csv");
    // A custom bet named by the hostile string, each character written as \uXXXX.
    let bets_file = write(
        d,
        "evil.json",
        &format!(
            r#"{{"id":"evil","name":"{}","lines":[{{"when":{{"winner":"tie"}},"pays":"8"}}]}}"#,
            h.chars()
                .map(|c| format!("\\u{:04x}", c as u32))
                .collect::<String>()
        ),
    );
    let runs: Vec<Vec<String>> = [
        vec!["audit", "--shoe-log", s(&missing)],
        vec!["odds", "--bets-file", s(&missing)],
        vec!["odds", "--bets-file", s(&bets_file)],
        vec!["odds", "--output", s(&no_dir)],
        vec!["odds", "--bets", h],
        vec!["odds", "--rules", h],
        vec!["leak", "--sort", h],
        vec!["leak", "--see", h],
        vec!["leak", "--exposure", h],
        vec!["leak", "--see", "1", "--best-sort", "--by", h],
        vec!["track", "--load", s(&missing)],
        vec!["odds", "--decks", h],
    ]
    .into_iter()
    .map(|v| v.into_iter().map(String::from).collect())
    .collect();
    for args in &runs {
        let out = pb().args(args).output().unwrap();
        let err = stderr_of(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(clean(&err) && err.contains("\\u{1b}"), "{args:?}: {err:?}");
    }
    // The audit's tables and files name the shoe log: every format.
    for format in ["table", "csv", "json", "markdown", "html"] {
        let out = pb()
            .args(["audit", "--decks", "1", "--permutations", "9"])
            .args(["--shoe-log", s(&named), "--format", format])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{format}: {}", stderr_of(&out));
        assert!(clean(&text), "{format}: {text:?}");
    }
    // Every writer of tables: terminal, CSV, Markdown, HTML.
    use punto_banco::report::{render, Format};
    for format in [Format::Table, Format::Csv, Format::Markdown, Format::Html] {
        let mut out = Vec::new();
        render(&Hostile, format, false, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            clean(&text) && text.contains("\\u{202e}"),
            "{format:?}: {text:?}"
        );
    }
    // The HTTP API: an error of /api/track echoes the line it refuses.
    #[cfg(feature = "server")]
    http_track_error_is_escaped(h);
}

#[cfg(feature = "server")]
fn http_track_error_is_escaped(h: &str) {
    let body = serde_json::json!({ "input": [h] }).to_string();
    let (status, answer) = with_server(|addr| post(addr, "/api/track", &body));
    assert_eq!(status, 400, "{answer}");
    let error: serde_json::Value = serde_json::from_str(&answer).unwrap();
    let error = error["error"].as_str().unwrap();
    assert!(clean(error) && error.contains("\\u{1b}"), "{error:?}");
}

/// Runs `f` with the address of a server on a free loopback port, killed afterwards.
#[cfg(feature = "server")]
fn with_server<T>(f: impl FnOnce(&str) -> T) -> T {
    let server = crate::util::Server::start(&["--quiet"]);
    f(&server.addr)
}

/// `POST path` with a JSON `body`: the status and the body of the answer.
#[cfg(feature = "server")]
fn post(addr: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = std::net::TcpStream::connect(addr).expect("connects");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).unwrap();
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    let status = out
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = out
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    (status, body)
}

#[test]
fn a_key_given_twice_is_refused_at_every_depth_and_messages_name_no_type() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let coup = r#""log":["coup","9s Kh Kd 3c 8h 2s Kc 4d"]"#;
    for (name, text, key) in [
        (
            "two-logs.json",
            format!(r#"{{"decks":8,{coup},"log":[]}}"#),
            "'log'",
        ),
        (
            "two-decks.json",
            format!(r#"{{"decks":8,"decks":6,{coup}}}"#),
            "'decks'",
        ),
    ] {
        let p = write(d, name, &text);
        for command in ["audit", "review"] {
            let mut args = vec![command, "--shoe-log", s(&p)];
            if command == "review" {
                args.extend(["--bet-log", s(&p)]);
            }
            let out = pb().args(&args).output().unwrap();
            let err = stderr_of(&out);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
            assert!(
                err.contains(&format!("duplicate key {key}")),
                "{args:?}: {err}"
            );
        }
    }
    #[cfg(feature = "server")]
    http_refuses_duplicate_keys_and_names_no_type();
}

#[cfg(feature = "server")]
fn http_refuses_duplicate_keys_and_names_no_type() {
    let answers = with_server(|addr| {
        let track = r#"{"session":{"decks":8,"decks":6},"input":["5 K 3 4"]}"#;
        let rules = r#"{"rules":{"name":"x"}}"#;
        vec![
            (post(addr, "/api/track", track), "duplicate key 'decks'"),
            (post(addr, "/api/ev", rules), "rules object: missing field"),
            (
                post(addr, "/api/leak", rules),
                "rules object: missing field",
            ),
            (
                post(addr, "/api/ev", r#"{"bets":5}"#),
                "bets as comma-separated bet ids",
            ),
        ]
    });
    for ((status, body), says) in answers {
        assert_eq!(status, 400, "{body}");
        assert!(body.contains(says), "{says}: {body}");
        assert!(
            !body.contains("Choice") && !body.contains("untagged"),
            "{body}"
        );
    }
}

#[test]
fn the_review_file_shows_labels_verbatim_and_csv_quotes_sums() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let shoe = shoe_log(d);
    let label = "a`b<script>x</script>|c";
    let log = format!("shoe,coup,player,bet,stake\n0,1,{label},banco,10\n0,2,-2+3,punto,5\n");
    let bets = write(d, "bets.csv", &log);
    let run = |format: &str| {
        let out = pb()
            .args([
                "review",
                "--decks",
                "1",
                "--permutations",
                "9",
                "--shoe-log",
                &shoe,
            ])
            .args(["--bet-log", s(&bets), "--format", format])
            .output()
            .unwrap();
        assert!(out.status.success(), "{format}: {}", stderr_of(&out));
        String::from_utf8(out.stdout).unwrap()
    };
    let html = run("html");
    assert!(
        html.contains("a`b&lt;script&gt;x&lt;/script&gt;|c"),
        "label not verbatim"
    );
    assert!(
        !html.contains("<code>b&lt;script"),
        "a backtick read as markup"
    );
    let csv = run("csv");
    assert!(csv.contains("\n'-2+3,"), "{csv}");
    let table = run("table");
    assert!(
        table.contains("(1 shoe, ") && table.contains(", 1 deck,"),
        "{table}"
    );
}
