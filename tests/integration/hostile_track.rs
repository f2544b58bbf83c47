//! Hostile input, round three (issue 21): the tracker, `merge`, messages and byte order
//! marks. Each test failed on the code before the fix (`PUNTO_BANCO_BIN=/old/punto-banco
//! cargo test --test integration hostile_track`); each writes only inside its temp folder.

use super::hostile::{bin_path, mkfifo, pb, s, sim_json, stderr_of, write};
use std::fs;
use std::io::Write;
use std::process::Stdio;

fn stdout_of(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

// Item 3: a line past 64 KiB is an error for that line; memory stays flat.

#[test]
fn track_line_past_the_cap_is_an_error_and_the_session_goes_on() {
    // 100 MB on one line, under a 512 MiB address-space cap: reading it whole would abort.
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -v 524288; exec "$0" track --decks 8 --format json"#)
        .arg(bin_path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        let chunk = vec![b'5'; 1 << 20];
        for _ in 0..100 {
            if stdin.write_all(&chunk).is_err() {
                return;
            }
        }
        let _ = stdin.write_all(b"\nK\n");
    });
    let o = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    let text = stdout_of(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text:.300} {}", stderr_of(&o));
    assert!(
        lines[0].contains("\"line\":1") && lines[0].contains("64 KiB"),
        "{:.300}",
        lines[0]
    );
    assert!(lines[1].contains("\"cards_left\":415"), "{:.300}", lines[1]);
    assert_eq!(o.status.code(), Some(2));
}

// Item 5: a non-UTF-8 byte is a bad line; the session goes on and `save` writes.

#[test]
fn non_utf8_line_is_a_bad_line_and_save_still_writes() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("s.json");
    let mut input = b"5 K\n9 \xff\n".to_vec();
    input.extend_from_slice(format!("save {}\n", s(&saved)).as_bytes());
    let o = pb()
        .args(["track", "--decks", "8", "--format", "json"])
        .write_stdin(input)
        .output()
        .unwrap();
    let text = stdout_of(&o);
    assert!(
        text.contains("\"line\":2") && text.contains("not UTF-8"),
        "{text:.500} {}",
        stderr_of(&o)
    );
    assert_eq!(o.status.code(), Some(2));
    let session = fs::read_to_string(&saved).expect("save wrote the session");
    assert!(session.contains("\"5 K\""), "{session}");
}

// Item 4: session files over 1 MiB are refused before reading.

#[test]
fn session_file_over_a_mebibyte_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.json");
    let f = fs::File::create(&big).unwrap();
    f.set_len(80 << 20).unwrap(); // sparse: 80 MB of zeros, no disk used
    let o = pb().args(["track", "--load", s(&big)]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
    assert!(stderr_of(&o).contains("1 MiB"), "{}", stderr_of(&o));
}

// Item 8: control characters from a session file are escaped in every message.

#[test]
fn control_characters_in_a_session_file_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let evil = write(
        dir.path(),
        "evil.json",
        r#"{"decks": 8, "log": ["\u001b[2J\u0007boom"]}"#,
    );
    let o = pb().args(["track", "--load", s(&evil)]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr_of(&o);
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    assert!(err.contains("\\u{1b}"), "{err}");
    // Loaded at the prompt, the message is escaped too.
    let o = pb()
        .args(["track", "--decks", "8"])
        .write_stdin(format!("load {}\n", s(&evil)))
        .output()
        .unwrap();
    let err = stderr_of(&o);
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
}

// Item 9: messages that name the real cause.

#[test]
fn a_log_holding_undo_says_logs_hold_applied_lines_only() {
    let dir = tempfile::tempdir().unwrap();
    let f = write(
        dir.path(),
        "u.json",
        r#"{"decks": 8, "log": ["5 K", "undo"]}"#,
    );
    let o = pb().args(["track", "--load", s(&f)]).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr_of(&o);
    assert!(
        err.contains("log line 2") && err.contains("only the lines applied"),
        "{err}"
    );
    assert!(!err.contains("neither a card"), "{err}");
}

#[test]
fn a_bets_file_that_is_not_json_reports_why() {
    let dir = tempfile::tempdir().unwrap();
    let nan = write(
        dir.path(),
        "nan.json",
        r#"{"id": "x", "name": "X", "lines": [{"when": {}, "pays": NaN}]}"#,
    );
    let deep = write(
        dir.path(),
        "deep.json",
        &format!("{}{}", "[".repeat(20_000), "]".repeat(20_000)),
    );
    for f in [nan, deep] {
        let o = pb().args(["odds", "--bets-file", s(&f)]).output().unwrap();
        assert_eq!(o.status.code(), Some(2));
        let err = stderr_of(&o);
        assert!(!err.contains("unknown field `bets`"), "{err}");
        assert!(
            err.contains("expected value") || err.contains("recursion limit"),
            "{err}"
        );
    }
}

// Item 7: merge adds with checked arithmetic and refuses unknown fields.

#[test]
fn merge_refuses_sums_that_do_not_fit_and_unknown_fields() {
    let dir = tempfile::tempdir().unwrap();
    let a = sim_json(dir.path(), "a.json", 0, 2);
    let b = sim_json(dir.path(), "b.json", 2, 2);
    let mut huge: serde_json::Value = serde_json::from_slice(&fs::read(&a).unwrap()).unwrap();
    huge["tally"]["coups"] = u64::MAX.into();
    let huge = write(dir.path(), "huge.json", &huge.to_string());
    let o = pb().args(["merge", s(&huge), s(&b)]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
    assert!(stderr_of(&o).contains("do not fit"), "{}", stderr_of(&o));

    let mut extra: serde_json::Value = serde_json::from_slice(&fs::read(&a).unwrap()).unwrap();
    extra["tally"]["bets"][0]["surprise"] = 1.into();
    let extra = write(dir.path(), "extra.json", &extra.to_string());
    let mut top: serde_json::Value = serde_json::from_slice(&fs::read(&a).unwrap()).unwrap();
    top["surprise"] = 1.into();
    let top = write(dir.path(), "top.json", &top.to_string());
    for f in [extra, top] {
        let o = pb().args(["merge", s(&f), s(&b)]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
        assert!(stderr_of(&o).contains("unknown field"), "{}", stderr_of(&o));
    }
}

// Item 15: a byte order mark at the start of a JSON file or line is accepted.

#[test]
fn a_byte_order_mark_is_accepted_in_json_files_and_lines() {
    let dir = tempfile::tempdir().unwrap();
    let rules = pb()
        .args(["rules", "midi", "--format", "json"])
        .output()
        .unwrap();
    let mut text = "\u{feff}".as_bytes().to_vec();
    text.extend_from_slice(&rules.stdout);
    let f = dir.path().join("midi.json");
    fs::write(&f, text).unwrap();
    let o = pb()
        .args(["odds", "--decks", "8", "--rules", s(&f)])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr_of(&o));
    let bets = write(
        dir.path(),
        "bets.json",
        "\u{feff}{\"id\": \"t9\", \"name\": \"Tie 9\", \"lines\": [{\"when\": {\"winner\": \"tie\"}, \"pays\": \"9\"}]}",
    );
    let o = pb()
        .args(["odds", "--decks", "8", "--bets-file", s(&bets)])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr_of(&o));
    let o = pb()
        .args(["ev", "--batch"])
        .write_stdin("\u{feff}{\"decks\": 8}\n")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr_of(&o));
    let session = write(
        dir.path(),
        "s.json",
        "\u{feff}{\"decks\": 8, \"log\": [\"5 K\"]}",
    );
    let o = pb()
        .args(["track", "--load", s(&session), "--format", "json"])
        .write_stdin("9\n")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr_of(&o));
    let o = pb()
        .args(["track", "--decks", "8", "--format", "json"])
        .write_stdin("\u{feff}5 K\n")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr_of(&o));
}

// Item 14: an interrupted run says exactly which outputs it wrote, and leaves no temporary.

#[test]
fn an_interrupted_run_names_the_outputs_it_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let part = sim_json(dir.path(), "a.json", 0, 2);
    let plot = dir.path().join("plot.svg");
    let fifo = dir.path().join("out.fifo");
    assert!(mkfifo(&fifo));
    // The plot is written first; the output then waits for a reader of the FIFO.
    let child = std::process::Command::new(bin_path())
        .args(["merge", s(&part), "--plot", s(&plot), "--output", s(&fifo)])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while fs::metadata(&plot).map_or(true, |m| m.len() == 0) {
        assert!(start.elapsed().as_secs() < 30, "the plot was never written");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(143));
    let err = stderr_of(&o);
    assert!(
        err.contains("written whole") && err.contains("plot.svg"),
        "{err}"
    );
    let tmp: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(tmp.is_empty(), "{tmp:?}");
}
