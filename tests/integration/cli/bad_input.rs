//! Bad input: exit 2, one line, the value named.

use super::*;

const FULL_8: &str = "A=32,2=32,3=32,4=32,5=32,6=32,7=32,8=32,9=32,10=32,J=32,Q=32,K=32";

#[test]
fn bad_shoes_are_refused_with_the_value_named() {
    for cmd in ["odds", "ev", "compare"] {
        bad(&[cmd, "--removed", "5 X"], &["'X'"]);
        bad(&[cmd, "--removed", "5h 0h"], &["'0h'"]);
        bad(
            &[cmd, "--decks", "1", "--removed", "7 7 7 7 7"],
            &["7", "none left"],
        );
        bad(
            &[cmd, "--decks", "1", "--removed", "Kh Kh"],
            &["Kh", "none left"],
        );
        bad(
            &[
                cmd,
                "--shoe",
                "A=1,2=1,3=1,4=1,5=1,6=0,7=0,8=0,9=0,10=0,J=0,Q=0,K=0",
            ],
            &["5 cards", "at least 6"],
        );
        bad(
            &[
                cmd,
                "--shoe",
                &FULL_8.replace("A=32", "A=0"),
                "--removed",
                "A",
            ],
            &["an A", "none left"],
        );
        bad(&[cmd, "--decks", "0"], &["'0'"]);
        bad(&[cmd, "--decks", "-1"], &["'-1'"]);
        bad(&[cmd, "--decks", "abc"], &["'abc'"]);
        bad(&[cmd, "--decks", "99999999999"], &["'99999999999'"]);
        bad(&[cmd, "--shoe", "A=24,2"], &["'2'", "RANK=COUNT"]);
        bad(&[cmd, "--shoe", "A=x"], &["'x'"]);
        bad(&[cmd, "--shoe", "Z=3"], &["'Z'"]);
        bad(&[cmd, "--shoe", "A=1,2=1"], &["missing rank(s) 3"]);
        bad(
            &[cmd, "--shoe", FULL_8, "--decks", "8"],
            &["--shoe", "--decks"],
        );
        bad(&[cmd, "--format", "xml"], &["'xml'", "json"]);
    }
}

fn standard_file_with(edit: impl FnOnce(&mut serde_json::Value)) -> tempfile::NamedTempFile {
    let mut v =
        serde_json::to_value(punto_banco::Rules::preset("standard").unwrap().to_file()).unwrap();
    edit(&mut v);
    temp_file(&v.to_string())
}

#[test]
fn bad_rules_are_refused_naming_field_and_value() {
    let cases: Vec<(tempfile::NamedTempFile, Vec<&str>)> = vec![
        (
            standard_file_with(|v| {
                v["banco_tableau"].as_object_mut().unwrap().remove("4");
            }),
            vec!["banco_tableau", "row for Banco total 4"],
        ),
        (
            standard_file_with(|v| v["banco_tableau"]["5"] = "RRRRXTTTRRT".into()),
            vec!["banco_tableau row 5", "'X'", "T (draw) or R (stand)"],
        ),
        (
            standard_file_with(|v| v["tie_pays"] = "-8".into()),
            vec!["tie_pays", "-8"],
        ),
        (
            standard_file_with(|v| v["punto_pays"] = "-1".into()),
            vec!["punto_pays", "-1"],
        ),
        (
            standard_file_with(|v| v["banco_commission"] = "1".into()),
            vec!["banco_commission", "1"],
        ),
        (
            standard_file_with(|v| v["banco_commission"] = "1.5".into()),
            vec!["banco_commission", "3/2"],
        ),
        (
            standard_file_with(|v| v["house_rule"] = 1.into()),
            vec!["house_rule"],
        ),
        (
            standard_file_with(|v| v["punto_draws"] = serde_json::json!([0, 10])),
            vec!["punto_draws", "10"],
        ),
        (
            standard_file_with(|v| {
                v["banco_special"] =
                    serde_json::json!([{"when": {"winner": "banco"}, "pays": "-1"}])
            }),
            vec!["banco_special", "-1"],
        ),
    ];
    for (file, needles) in &cases {
        let path = file.path().to_str().unwrap();
        for cmd in ["odds", "ev", "rules"] {
            let args: Vec<&str> = if cmd == "rules" {
                vec![cmd, path]
            } else {
                vec![cmd, "--rules", path]
            };
            bad(&args, needles);
        }
        bad(
            &["compare", "--rules", &format!("standard,{path}")],
            needles,
        );
    }
    let broken = temp_file("{\"name\": ");
    bad(
        &["odds", "--rules", broken.path().to_str().unwrap()],
        &["bad rules file"],
    );
    bad(
        &["odds", "--rules", "/no/such/rules.json"],
        &["/no/such/rules.json"],
    );
    for cmd in [
        &["odds", "--rules", "vegas"][..],
        &["rules", "vegas"],
        &["compare", "--rules", "standard,vegas"],
    ] {
        bad(cmd, &["'vegas'", "standard, midi"]);
    }
}

#[test]
fn bad_bets_are_refused_naming_the_value() {
    for cmd in ["odds", "ev", "bets", "compare"] {
        bad(
            &[cmd, "--bets", "main,dragon_8"],
            &["'dragon_8'", "dragon_7"],
        );
        bad(&[cmd, "--bets", ","], &["--bets is empty"]);
    }
    let bet = |pays: &str, when: &str| {
        temp_file(&format!(
            r#"{{"id": "x", "name": "X", "lines": [{{"when": {when}, "pays": {pays}}}]}}"#
        ))
    };
    let cases = [
        (bet("\"-2\"", "{}"), vec!["x", "-2"]),
        (bet("-2", "{}"), vec!["-2"]),
        (bet("\"lots\"", "{}"), vec!["'lots'"]),
        (
            bet("\"1\"", r#"{"banco_colour": "red"}"#),
            vec!["banco_colour"],
        ),
        (
            bet("\"1\"", r#"{"banco_total": 12}"#),
            vec!["banco_total", "12"],
        ),
        (bet("\"1\"", r#"{"winner": "dealer"}"#), vec!["dealer"]),
        (temp_file("[1, 2"), vec!["bad bets file"]),
    ];
    for (file, needles) in &cases {
        let path = file.path().to_str().unwrap();
        for cmd in ["odds", "ev", "bets"] {
            bad(&[cmd, "--bets-file", path], needles);
        }
    }
    let twice = temp_file(
        r#"{"bets": [{"id": "x", "name": "X", "lines": [{"when": {}, "pays": "1"}]}, {"id": "x", "name": "Y", "lines": [{"when": {}, "pays": "1"}]}]}"#,
    );
    bad(
        &["odds", "--bets-file", twice.path().to_str().unwrap()],
        &["'x'", "twice"],
    );
}

#[test]
fn usage_errors_are_one_line_and_exit_two() {
    bad(&["odds", "--frobnicate"], &["--frobnicate"]);
    bad(&["nonsense"], &["nonsense"]);
    bad(&["rules", "standard", "--list"], &["--list"]);
}

#[test]
fn help_teaches_with_a_worked_example() {
    for cmd in ["odds", "ev", "rules", "compare", "bets"] {
        let help = ok(&[cmd, "--help"]);
        let first = help.lines().next().unwrap();
        assert!(first.ends_with('.') && first.len() < 100, "{cmd}: {first}");
        assert!(
            help.contains(&format!("punto-banco {cmd}")),
            "{cmd} help has an example"
        );
    }
}
