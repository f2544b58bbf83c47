//! Terminal tables at any width from 60 columns up (issue 38): no line wider than the
//! terminal, and no number, fraction or id split across lines, for every tabular command
//! in the four languages. Checked from the rendered text: every token of the table
//! written without a width (one row a line) that holds a digit, a `/` or a `_` (a number,
//! an exact fraction, a bet id) appears whole in the table fitted to the width, and the
//! exact fractions of the JSON document appear whole too.

use crate::util::pb;
use serde_json::Value;

/// The commands that write tables (fast ones), with their standard input.
const COMMANDS: &[(&[&str], &str)] = &[
    (&["odds", "--decks", "8"], ""),
    (
        &["ev", "--decks", "8", "--bets", "main,dragon_7,panda_8"],
        "",
    ),
    (
        &["ev", "--decks", "8", "--punto", "5 K", "--banco", "3"],
        "",
    ),
    (&["eor", "--decks", "8"], ""),
    (&["compare", "--decks", "8"], ""),
    (&["bets"], ""),
    (&["rules", "standard"], ""),
    (&["rules", "--list"], ""),
    (&["leak", "--decks", "8", "--see", "1"], ""),
    (
        &["simulate", "--decks", "8", "--shoes", "2", "--threads", "1"],
        "",
    ),
    (&["track", "--decks", "8"], "coup\n5 K 3 4\n9 2\n"),
];

const WIDTHS: [u16; 3] = [60, 80, 100];
const LANGS: [&str; 4] = ["en", "it", "fr", "ru"];

/// The text of `args` in `lang`, fitted to `width` (`COLUMNS`) or not.
fn text(args: &[&str], stdin: &str, lang: &str, width: Option<u16>) -> String {
    let mut cmd = pb();
    cmd.args(args).args(["--lang", lang]).write_stdin(stdin);
    if let Some(w) = width {
        cmd.env("COLUMNS", w.to_string());
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{args:?} --lang {lang}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The words of a table's text: split at spaces and cell borders.
fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || c == '|')
        .filter(|t| !t.is_empty())
        .collect()
}

/// A token that must never be split: it holds a digit, a fraction bar or an underscore.
fn unbreakable(t: &str) -> bool {
    t.chars()
        .any(|c| c.is_ascii_digit() || c == '/' || c == '_')
}

/// Every exact `n/d` string of a JSON document.
fn fractions(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) => {
            let body = s.strip_prefix('-').unwrap_or(s);
            if let Some((n, d)) = body.split_once('/') {
                let digits = |x: &str| !x.is_empty() && x.chars().all(|c| c.is_ascii_digit());
                if digits(n) && digits(d) {
                    out.push(s.clone());
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| fractions(x, out)),
        Value::Object(o) => o.values().for_each(|x| fractions(x, out)),
        _ => {}
    }
}

#[test]
fn tables_fit_60_80_and_100_columns_and_never_split_a_number_in_any_language() {
    for (args, stdin) in COMMANDS {
        for lang in LANGS {
            let wide = text(args, stdin, lang, None);
            let whole: Vec<&str> = tokens(&wide)
                .into_iter()
                .filter(|t| unbreakable(t))
                .collect();
            assert!(!whole.is_empty(), "{args:?}: numbers to check");
            for w in WIDTHS {
                let narrow = text(args, stdin, lang, Some(w));
                for line in narrow.lines() {
                    assert!(
                        line.chars().count() <= usize::from(w),
                        "{args:?} --lang {lang} at {w}: a line of {} characters:\n{line}",
                        line.chars().count()
                    );
                }
                let got = tokens(&narrow);
                for t in &whole {
                    assert!(
                        got.contains(t),
                        "{args:?} --lang {lang} at {w}: '{t}' is split or missing:\n{narrow}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_exact_fractions_of_odds_and_ev_appear_whole_at_60_columns() {
    // odds shows the outcomes' exact probabilities, ev each bet's exact EV.
    for (args, part) in [
        (&["odds", "--decks", "8"][..], "outcomes"),
        (&["ev", "--decks", "8"][..], "bets"),
    ] {
        let out = pb().args(args).args(["--format", "json"]).output().unwrap();
        let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
        let mut exact = Vec::new();
        match part {
            "outcomes" => fractions(&doc["outcomes"], &mut exact),
            _ => doc["bets"]
                .as_array()
                .unwrap()
                .iter()
                .for_each(|b| fractions(&b["ev"], &mut exact)),
        }
        assert!(exact.len() >= 3, "{args:?}: {exact:?}");
        for lang in LANGS {
            let narrow = text(args, "", lang, Some(60));
            let got = tokens(&narrow);
            for f in &exact {
                assert!(
                    got.contains(&f.as_str()),
                    "{args:?} --lang {lang}: {f}:\n{narrow}"
                );
            }
        }
    }
}
