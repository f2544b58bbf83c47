//! `punto-banco track` end to end on a pipe: one JSON line per input line, each the `ev`
//! document of the equivalent command plus a `tracker` object; bad lines as error objects
//! with exit code 2 at the end; save and load inside a temp folder.

use assert_cmd::Command;
use serde_json::Value;

fn track(args: &[&str], input: &str) -> (Option<i32>, Vec<Value>, String) {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .arg("track")
        .args(args)
        .args(["--format", "json"])
        .write_stdin(input)
        .output()
        .unwrap();
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    (
        out.status.code(),
        lines,
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn cli(args: &[&str]) -> Value {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The line without its `tracker` object: the `ev` document.
fn ev_part(line: &Value) -> Value {
    let mut doc = line.as_object().unwrap().clone();
    doc.remove("tracker");
    Value::Object(doc)
}

#[test]
fn each_line_answers_the_ev_document_of_the_shoe_as_it_stands() {
    let input = "burn 9\ncoup\n5 K 3 4\n9 2\n";
    let (code, lines, err) = track(&["--decks", "8", "--bets", "main,dragon_7"], input);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(lines.len(), 4);
    let bets = ["--bets", "main,dragon_7"];
    let want = |extra: &[&str]| {
        let mut a = vec!["ev", "--decks", "8"];
        a.extend(extra);
        a.extend(bets);
        cli(&a)
    };
    assert_eq!(ev_part(&lines[0]), want(&["--removed", "9"]));
    assert_eq!(ev_part(&lines[2]), want(&["--removed", "9 5 K 3 4"]));
    assert_eq!(
        ev_part(&lines[3]),
        want(&["--removed", "9 5 K 3 4", "--punto", "9", "--banco", "2"])
    );
    let t = &lines[3]["tracker"];
    assert_eq!(t["mode"], "coup");
    assert_eq!(t["punto"], "9");
    assert_eq!(t["banco"], "2");
    assert_eq!(t["coups"], 1);
    assert_eq!(t["burned"], 1);
    assert_eq!(t["cards_left"], 416 - 7);
    assert_eq!(t["history"], 4);
    assert_eq!(t["last_coup"]["winner"], "punto");
}

#[test]
fn undo_takes_back_a_whole_line_and_redo_puts_it_back() {
    let (code, lines, _) = track(&["--decks", "8"], "coup\n5 K 3\nundo\nredo\n");
    assert_eq!(code, Some(0));
    assert_eq!(lines[2]["tracker"]["punto"], "");
    assert_eq!(lines[2]["tracker"]["redo"], 1);
    assert_eq!(lines[3]["tracker"]["punto"], "5 3");
}

#[test]
fn bad_lines_get_error_objects_the_run_goes_on_and_exit_is_2() {
    let input = "coup\n3 K 4 K\npunto 2\n\nhello\nbanco A\nundo\nundo\nundo\nundo\n";
    let (code, lines, err) = track(&["--decks", "8"], input);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("3 lines could not be applied, the first is line 3"),
        "{err}"
    );
    assert_eq!(lines[2]["line"], 3);
    assert!(lines[2]["error"]
        .as_str()
        .unwrap()
        .contains("Punto stands on 7 (3 4)"));
    assert_eq!(lines[3]["line"], 5);
    assert!(lines[3]["error"].as_str().unwrap().contains("'hello'"));
    assert_eq!(lines[4]["tracker"]["coups"], 1);
    assert_eq!(
        lines.last().unwrap(),
        &serde_json::json!({"line": 10, "error": "nothing to undo"})
    );
}

#[test]
fn save_and_load_resume_a_session_in_a_temp_folder() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("shoe.json");
    let f = file.to_str().unwrap();
    let input = format!("coup\n5 K 3 4\n9\nundo\nsave {f}\nquit\n6 6\n");
    let (code, lines, _) = track(
        &[
            "--decks",
            "6",
            "--rules",
            "midi",
            "--bets",
            "main,egalite_5",
        ],
        &input,
    );
    assert_eq!(code, Some(0));
    assert_eq!(lines.len(), 5, "quit stops the run");
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(
        saved,
        serde_json::json!({"decks": 6, "rules": "midi", "bets": "main,egalite_5",
                           "log": ["coup", "5 K 3 4"], "redo": ["9"]})
    );
    let (code, lines, _) = track(&["--load", f], "redo\n");
    assert_eq!(code, Some(0));
    assert_eq!(lines[0]["tracker"]["punto"], "9");
    assert_eq!(lines[0]["rules"]["name"], "midi");
    let (code, lines, _) = track(&["--decks", "8"], &format!("load {f}\n"));
    assert_eq!(code, Some(0));
    assert_eq!(lines[0]["tracker"]["history"], 2);
    // A folder is refused and left alone.
    let (code, lines, _) = track(&[], &format!("save {}\n", dir.path().display()));
    assert_eq!(code, Some(2));
    assert!(lines[0]["error"]
        .as_str()
        .unwrap()
        .contains("it is a folder"));
}

#[test]
fn invalid_options_are_refused_before_reading() {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(["track", "--bets", "nope"])
        .write_stdin("5\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown bet 'nope'"));
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(["track", "--format", "csv"])
        .write_stdin("5\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_table_shows_the_coup_in_play() {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .args(["track", "--decks", "8"])
        .write_stdin("coup\n5 K 3\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("coup in play: Punto 5 3 | Banco K"), "{text}");
}

/// The text answers of `track` with `args`, one status line and table per input line.
fn track_text(args: &[&str], input: &str) -> String {
    let out = Command::cargo_bin("punto-banco")
        .unwrap()
        .arg("track")
        .args(args)
        .env_remove("COLUMNS")
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn bets_closed_mid_coup_show_no_plus_ev_and_counts_read_in_the_singular() {
    // A 50% rebate makes every main bet +EV between coups.
    let money = ["--decks", "8", "--rebate", "50%", "--bankroll", "1000"];
    let text = track_text(&money, "coup\n5 K\n3 4\n");
    let answers: Vec<&str> = text.split("\n[").collect();
    assert_eq!(answers.len(), 3, "{text}");
    assert!(answers[0].contains("+EV"), "between coups: {}", answers[0]);
    let mid = answers[1];
    assert!(mid.contains("coup in play"), "{mid}");
    assert!(
        !mid.contains("+EV"),
        "no +EV mark while bets are closed: {mid}"
    );
    let after = answers[2];
    assert!(after.contains("+EV"), "{after}");
    let status = after.lines().next().unwrap();
    assert!(status.ends_with(", 1 coup"), "{status}");
    // JSON: with a bankroll, one stake between coups, none while a coup is in play.
    let (code, lines, _) = track(&money, "coup\n5 K\n3 4\n");
    assert_eq!(code, Some(0));
    let stakes = |l: &Value| {
        (l["bets"].as_array().unwrap().iter())
            .filter(|b| b.get("stake").is_some())
            .count()
    };
    assert_eq!(lines.iter().map(stakes).collect::<Vec<_>>(), [1, 0, 1]);
}

#[test]
fn track_speaks_the_four_languages() {
    for (lang, words) in [
        ("it", "colpo in corso: Punto 5 | Banco K"),
        ("fr", "coup en cours\u{a0}: Punto 5 | Banco K"),
        ("ru", "раздача в игре: Punto 5 | Banco K"),
        ("en", "coup in play: Punto 5 | Banco K"),
    ] {
        let text = track_text(&["--decks", "8", "--lang", lang], "coup\n5 K\n");
        assert!(text.contains(words), "{lang}: {text}");
    }
}
