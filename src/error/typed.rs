//! No string-built error names an input: a message that names one holds it as data
//! ([`Error::templated`](super::Error::templated) with [`Part::Input`](super::Part::Input)),
//! so that each front end words it in its own terms (`--table-max`, `table_max`,
//! `table_max=`).
//!
//! The test reads every library source file under `src/` (the unit-test modules and
//! `tests.rs` files left out) and finds each error built from a string: a call of one of
//! [`CONSTRUCTORS`] whose first argument is a string literal or a `format!` template. It
//! fails when such a message names an input by its neutral name ([`Input::name`]) as a
//! word at its start or right after a `": "`, e.g. `Error::number("table_max needs a
//! bankroll")`. The first text of a template (`templated(kind, vec!["...", ...])`) is read
//! the same way. Words are case-sensitive (`Punto`, the hand, is not `punto`, the input)
//! and whole (`banco_tableau` is not `banco`).
//!
//! [`NOT_THE_INPUT`] lists the few starts where the word is not the input, each with why;
//! an entry that matches no message fails the test, so the list does not grow stale.

use super::Input;
use std::path::{Path, PathBuf};

/// Calls that build an error from a string (`crate::error::Error::bet(..)` matches too).
const CONSTRUCTORS: &[&str] = &[
    "Error::rules(",
    "Error::bet(",
    "Error::shoe(",
    "Error::count(",
    "Error::coup(",
    "Error::depth(",
    "Error::input(",
    "Error::runtime(",
    "Error::study(",
    "Error::number(",
    "Error::track(",
    "leak_error(",
];

/// Wrappers a message's literal may sit in, tried in order.
const WRAPPERS: &[&str] = &[
    "format!(",
    "printable(&format!(",
    "crate::input::printable(&format!(",
    "&format!(",
];

/// Message starts where the word is not the input, each with the reason.
const NOT_THE_INPUT: &[(&str, &str)] = &[
    // A custom bet's `id` field in a bets file, not the `bet` that `solve` solves.
    ("bet id ", "a bet's id field"),
    // A bet named by its id (its definition: pay table, lines), not the `bet` input.
    ("bet {", "a bet by its id"),
    // A field of a rule set's JSON (`banco_commission`), not the choice of rule set.
    ("rules field ", "a field of a rules file"),
    // The shoe indices of merged study parts, not the shoe's counts.
    ("shoe ranges ", "ranges of shoe indices"),
    // A review's log of wagers (a file), not the `bet` input.
    ("bet log ", "a review's bet log"),
    // Files named by the user (their path follows), not the rules, bets or shoe inputs.
    ("rules file '", "a rules file by its path"),
    ("bets file '", "a bets file by its path"),
    ("shoe log '", "a shoe log by its path"),
    // A bet of a bet log's line, which the review cannot price, not the `bet` input.
    ("bet '{id}' cannot be reviewed", "a bet of a bet log"),
];

/// A message found in a source file: where, and its text (a template's `{..}` kept).
#[derive(Debug)]
struct Message {
    file: String,
    line: usize,
    text: String,
}

/// Every `.rs` file under `dir`, `bin/` left out (the front end words its own errors).
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("src is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "bin") {
                sources(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literal at the start of `text` (after `"`), its escapes read and its line
/// continuations joined; `None` when `text` does not start with one.
fn literal(text: &str) -> Option<String> {
    let mut chars = text.strip_prefix('"')?.chars().peekable();
    let mut out = String::new();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                '\n' => {
                    while chars.peek().is_some_and(|c| c.is_whitespace()) {
                        chars.next();
                    }
                }
                'n' => out.push('\n'),
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

/// The message literal of the call whose arguments start at `args`: the first argument
/// when it is a literal or a `format!` template (possibly through [`WRAPPERS`]).
fn first_literal(args: &str) -> Option<String> {
    let mut rest = args.trim_start();
    while let Some(w) = WRAPPERS.iter().find(|w| rest.starts_with(**w)) {
        rest = rest[w.len()..].trim_start();
    }
    literal(rest)
}

/// The first text of a template: `templated(kind, vec![FIRST, ..])` when FIRST is a
/// literal or a `format!` (an `Input` first has nothing to check).
fn template_literal(args: &str) -> Option<String> {
    let vec = args.find("vec![")?;
    // The kind comes first: `ErrorKind::BadShoe,` and nothing else before the vec.
    if args[..vec].contains('(') {
        return None;
    }
    first_literal(&args[vec + "vec![".len()..])
}

/// Every string-built message of one source file's text (its unit-test module cut).
fn messages_in(file: &str, text: &str) -> Vec<Message> {
    let cut = text
        .match_indices("#[cfg(test)]")
        .find(|(at, m)| text[at + m.len()..].trim_start().starts_with("mod tests"))
        .map_or(text.len(), |(at, _)| at);
    let text = &text[..cut];
    let mut found = Vec::new();
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    for c in CONSTRUCTORS {
        for (at, _) in text.match_indices(c) {
            // `crate::error::Error::bet(` is a call; `PlotError::input(` is another type.
            let before = text[..at].chars().next_back();
            if before.is_some_and(|b| b.is_alphanumeric() || b == '_') {
                continue;
            }
            if let Some(t) = first_literal(&text[at + c.len()..]) {
                found.push(Message {
                    file: file.to_string(),
                    line: line_of(at),
                    text: t,
                });
            }
        }
    }
    for (at, _) in text.match_indices("ErrorKind::") {
        let rest = &text[at + "ErrorKind::".len()..];
        let name_len = rest
            .find(|c: char| !c.is_alphanumeric())
            .unwrap_or(rest.len());
        if rest[name_len..].starts_with('(') {
            if let Some(t) = first_literal(&rest[name_len + 1..]) {
                found.push(Message {
                    file: file.to_string(),
                    line: line_of(at),
                    text: t,
                });
            }
        }
    }
    for (at, _) in text.match_indices("Error::templated(") {
        if let Some(t) = template_literal(&text[at + "Error::templated(".len()..]) {
            found.push(Message {
                file: file.to_string(),
                line: line_of(at),
                text: t,
            });
        }
    }
    found
}

/// Every string-built message of the library's sources.
fn messages(src: &Path) -> Vec<Message> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let root = src.parent().expect("src has a parent");
    let mut found = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(root)
            .expect("under the crate")
            .to_string_lossy()
            .replace('\\', "/");
        if rel.ends_with("/tests.rs") || rel == "src/layers.rs" || rel == "src/error/typed.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source file is UTF-8");
        found.extend(messages_in(&rel, &uncommented(&text)));
    }
    found
}

/// `text` with its comment lines (`//`, `///`, `//!`: docs and their examples) blanked,
/// so that line numbers stay true.
fn uncommented(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.trim_start().starts_with("//") {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `c` is part of a word (`first_shoe`, `sheet-003`).
fn word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

/// The places where a message may name an input: its start and after each `": "`.
fn starts(text: &str) -> Vec<&str> {
    let mut out = vec![text];
    out.extend(text.match_indices(": ").map(|(at, _)| &text[at + 2..]));
    out
}

/// The input a message names at `start`, when its first word is one's neutral name.
fn input_at(start: &str) -> Option<Input> {
    let end = start.find(|c| !word_char(c)).unwrap_or(start.len());
    let word = &start[..end];
    Input::ALL.into_iter().find(|i| i.name() == word)
}

/// The messages that name an input as a string, each as `file:line: 'message'`, and the
/// entries of [`NOT_THE_INPUT`] that matched nothing.
fn problems(found: &[Message]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut used_not = vec![false; NOT_THE_INPUT.len()];
    for m in found {
        for start in starts(&m.text) {
            let Some(input) = input_at(start) else {
                continue;
            };
            if let Some(i) = NOT_THE_INPUT.iter().position(|(s, _)| start.starts_with(s)) {
                used_not[i] = true;
                continue;
            }
            wrong.push(format!(
                "{}:{}: '{}' names the input {} as text; build it with Error::templated and \
                 Part::Input(Input::{input:?})",
                m.file,
                m.line,
                m.text,
                input.name()
            ));
        }
    }
    for (i, (start, why)) in NOT_THE_INPUT.iter().enumerate() {
        if !used_not[i] {
            wrong.push(format!(
                "NOT_THE_INPUT entry '{start}' ({why}) matches no message: remove it"
            ));
        }
    }
    wrong
}

#[test]
fn no_string_built_error_names_an_input() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = messages(&src);
    // The scan finds the library's messages at all (over a hundred are strings).
    assert!(found.len() > 100, "only {} messages found", found.len());
    let wrong = problems(&found);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_scan_reads_literals_templates_and_continuations() {
    let text = r#"
        fn f() {
            Error::number("table_max needs a bankroll");
            Error::study(format!(
                "burn '{other}' is not \
                 one of none");
            Error::track(printable(&format!("log line {i}: shoes {e}")));
            Error::new(ErrorKind::BadInput(format!("bucket must be 1")));
            Error::templated(ErrorKind::BadShoe, vec!["decks must be 1".into()]);
            Error::templated(ErrorKind::BadShoe, vec![Input::Decks.into(), " must".into()]);
            Error::bet(what);
            PlotError::input("shoe is not priced");
            leak_error("Punto and banco_tableau: Banco")
        }
        #[cfg(test)]
        mod tests {
            Error::bet("bets in a test");
        }
    "#;
    let found = messages_in("src/x.rs", text);
    let texts: Vec<&str> = found.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "burn '{other}' is not one of none",
            "table_max needs a bankroll",
            "log line {i}: shoes {e}",
            "Punto and banco_tableau: Banco",
            "bucket must be 1",
            "decks must be 1",
        ]
    );
    assert_eq!(found[1].line, 3);
    let named: Vec<Option<Input>> = found
        .iter()
        .map(|m| starts(&m.text).into_iter().find_map(input_at))
        .collect();
    assert_eq!(
        named,
        [
            Some(Input::Burn),
            Some(Input::TableMax),
            Some(Input::Shoes),
            None,
            Some(Input::Bucket),
            Some(Input::Decks),
        ]
    );
}

#[test]
fn the_allow_lists_pass_only_what_they_name() {
    let m = |file: &str, text: &str| Message {
        file: file.into(),
        line: 1,
        text: text.into(),
    };
    let found = [
        m("src/bets/mod.rs", "bet id '{id}' must be lowercase"),
        m("src/bets/mod.rs", "bet {id} has an empty pay table"),
        m("src/rules/file.rs", "rules field {field} has total {v}"),
        m("src/simulate/tally.rs", "shoe ranges overlap"),
        m("src/review/mod.rs", "bet log line {}: {m}"),
        m(
            "src/review/wagers.rs",
            "bet '{id}' cannot be reviewed on this shoe log",
        ),
        m("src/api/files.rs", "rules file '{name}': {e}"),
        m("src/api/files.rs", "bets file '{path}': {e}"),
        m(
            "src/tracker/shoe_log.rs",
            "shoe log '{path}' (a track session): {m}",
        ),
    ];
    assert_eq!(problems(&found), Vec::<String>::new());
    // An input at the start or after ": " is found.
    let wrong = problems(&[
        m("src/shoe.rs", "format 'x' is not available"),
        m("src/shoe.rs", "bad count: rebate 'x' is not a number"),
    ]);
    assert_eq!(wrong.len(), 2 + NOT_THE_INPUT.len(), "{wrong:?}");
    assert!(
        wrong[0].starts_with("src/shoe.rs:1: 'format 'x'"),
        "{}",
        wrong[0]
    );
    assert!(wrong[1].contains("names the input rebate"), "{}", wrong[1]);
    assert!(wrong.last().unwrap().starts_with("NOT_THE_INPUT entry"));
}
