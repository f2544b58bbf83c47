//! No string-built error names an input: a message that names one holds it as data
//! ([`Error::templated`](super::Error::templated) with [`Part::Input`](super::Part::Input)),
//! so that each front end words it in its own terms (`--table-max`, `table_max`,
//! `table_max=`).
//!
//! The test reads every library source file under `src/` (the unit-test modules and
//! `tests.rs` files left out) and finds each error built from a string: a call of one of
//! [`CONSTRUCTORS`] whose first argument is a string literal or a `format!` template. It
//! fails when such a message names an input by its neutral name ([`Input::name`]) as a
//! whole word anywhere in it, e.g. `Error::number("table_max needs a bankroll")` (both
//! words). The first text of a template (`templated(kind, vec!["...", ...])`) is read the
//! same way. Words are case-sensitive (`Punto`, the hand, is not `punto`, the input) and
//! whole (`banco_tableau` is not `banco`; `{decks}`, a template's value, is not a word).
//!
//! [`NOT_THE_INPUT`] lists the phrases in which the word is not the input (`the shoe has`,
//! the cards; `log line`, a line of a file), each with why; an entry that excuses no word
//! fails the test, so the list does not grow stale.

use super::Input;
use std::path::Path;

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

/// Phrases in which an input's name is not the input, each with the reason: an occurrence
/// of the word inside one of these phrases is excused. A phrase is as short as keeps it to
/// the meaning it excuses.
const NOT_THE_INPUT: &[(&str, &str)] = &[
    // bet: a bet by its id or a bet of a list, not the `bet` that `solve` solves.
    ("bet id ", "a custom bet's id field"),
    (
        "bet {",
        "a bet named by its id, a template's value (`bet {id} line 2`)",
    ),
    (
        "bet '{id}' cannot be reviewed",
        "a bet of a bet log that the review cannot price",
    ),
    ("bet log ", "a review's bet log, a file"),
    ("unknown bet '", "a bet id that no bet has"),
    (
        "for bet '",
        "the bet a count or a set of tags is for, by id",
    ),
    ("give each bet once", "the bets of a hold's mix"),
    ("a bet's name", "a custom bet's name field"),
    ("a perfect-pair bet", "a kind of bet"),
    (
        "bad bet: ",
        "a bet definition of a bets file that cannot be read",
    ),
    ("bet=share", "the form of one entry of a hold's mix"),
    (
        "the fields are bet, commission, commission_on, rebate",
        "the JSON fields of a promo terms file, as the file spells them",
    ),
    (
        "on real shoes",
        "the shoes real-shoe mode deals, not a study's count of shoes",
    ),
    (
        "real shoes are dealt",
        "the shoes real-shoe mode deals, not a study's count of shoes",
    ),
    ("leave the bet out", "a bet of a hold's mix"),
    ("leave this bet out", "a bet a leak cannot walk"),
    ("each bet's share", "the bets of a hold's mix"),
    ("the bet another id", "a custom bet whose id is taken"),
    (
        "below one bet; a loss limit is at least 1 unit (the flat bet)",
        "a trip's flat stake",
    ),
    (
        "no bet to solve",
        "what solve lacks; the input follows as a Part::Input",
    ),
    ("a winning bet", "any bet that wins, in a rules file's pays"),
    (
        "that bet is not selected",
        "the bet a count is for; the input follows as a Part::Input",
    ),
    // bets: bets as things, not the `bets` selection.
    ("known bets are", "the list of the known bet ids"),
    ("group of bets", "main, side or all"),
    (
        "} bets",
        "a number of bets, a template's value then the noun",
    ),
    (
        "bets file",
        "a file of custom bets (its path or its contents)",
    ),
    ("the bets' pays", "the pay tables of the bets a leak prices"),
    ("takes bets on the coup", "what a layout's bets may be on"),
    (
        "different bets, counts or staking",
        "the settings of study parts to merge",
    ),
    // punto, banco: bet ids in an example.
    ("e.g. banco=1/2,punto=", "bet ids in an example of a mix"),
    // decks, shoe, shoes: the cards and shoes themselves, not the inputs that give them.
    (
        "} decks",
        "a number of decks, a template's value then the noun",
    ),
    ("full decks", "whole decks of cards"),
    ("reads shoes of", "the shoes of a log"),
    ("per shoe", "each shoe a study deals"),
    (
        "the shoe",
        "the cards of the shoe in play, not its counts as an input",
    ),
    ("on this shoe", "the shoe in play"),
    ("a shoe of", "a shoe's size"),
    (
        "shoe log",
        "a shoe log, a file (`shoe log 'x'`, `shoe logs`)",
    ),
    (
        "shoe ranges ",
        "ranges of shoe indices of merged study parts",
    ),
    ("shoe {", "a shoe by its index, a template's value"),
    ("shoes {", "shoes by their indices, a template's value"),
    ("each shoe may", "a shoe of the merged parts"),
    // line: a line of a file or of input text, or a pay line by number.
    ("log line ", "a line of a log file"),
    (
        "} line {",
        "a pay line by its number, after the bet or the rules field",
    ),
    (
        "the first is line",
        "the first bad line of a batch or a session",
    ),
    ("redo line", "a line of a saved session's redo list"),
    ("input line", "a line of the tracker's input"),
    ("as a line", "cards typed to the tracker"),
    // The rest: the thing, not the input of the same name.
    ("rules field ", "a field of a rules file"),
    ("rules file", "a rules file (its path or its contents)"),
    (
        "log format '",
        "a log file's format (csv or jsonl), not the output format",
    ),
    ("in the output", "the batch's output stream"),
    (
        "pay table",
        "a bet's pay table, not the output's table layout",
    ),
    ("the coup table", "the engine's table of coups"),
    (
        "derive tags for",
        "tags derived for a bet, not the tags input",
    ),
    (
        "published tags",
        "Jacobson's published tags, not the tags input",
    ),
    ("worker threads", "threads the system could not start"),
    ("walked by rank", "how a leak is walked, not the by input"),
    (
        "a sort needs",
        "an edge sort in general: the groups it is made of",
    ),
];

/// A message found in a source file: where, and its text (a template's `{..}` kept).
#[derive(Debug)]
struct Message {
    file: String,
    line: usize,
    text: String,
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
    // `bin/` left out: the front end words its own errors.
    let files = super::sources::rust_files(src, &["bin"]);
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

/// Each place a message names an input: the byte offset of each whole-word occurrence of
/// an input's neutral name, anywhere in the text (a `{name}` placeholder of a template is a
/// value, not the word), with the input, in order.
fn inputs_named(text: &str) -> Vec<(usize, Input)> {
    let mut out = Vec::new();
    for input in Input::ALL {
        let name = input.name();
        for (at, _) in text.match_indices(name) {
            let before = text[..at].chars().next_back();
            let after = text[at + name.len()..].chars().next();
            if before.is_some_and(word_char) || after.is_some_and(word_char) || before == Some('{')
            {
                continue;
            }
            out.push((at, input));
        }
    }
    out.sort_by_key(|&(at, _)| at);
    out
}

/// The entry of [`NOT_THE_INPUT`] whose phrase covers the word at `at..at + len` of `text`.
fn excused(text: &str, at: usize, len: usize) -> Option<usize> {
    NOT_THE_INPUT.iter().position(|(phrase, _)| {
        text.match_indices(phrase)
            .any(|(q, _)| q <= at && at + len <= q + phrase.len())
    })
}

/// The messages that name an input as a string, each as `file:line: 'message'`, and the
/// entries of [`NOT_THE_INPUT`] that matched nothing.
fn problems(found: &[Message]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut used_not = vec![false; NOT_THE_INPUT.len()];
    for m in found {
        for (at, input) in inputs_named(&m.text) {
            if let Some(i) = excused(&m.text, at, input.name().len()) {
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
    let named: Vec<Vec<Input>> = found
        .iter()
        .map(|m| inputs_named(&m.text).into_iter().map(|(_, i)| i).collect())
        .collect();
    assert_eq!(
        named,
        [
            vec![Input::Burn],
            vec![Input::TableMax, Input::Bankroll],
            vec![Input::Line, Input::Shoes],
            vec![],
            vec![Input::Bucket],
            vec![Input::Decks],
        ]
    );
    // Anywhere as a whole word, never inside one or as a template's placeholder.
    let at = |t: &str| inputs_named(t);
    assert_eq!(at("cannot lose: the rebate is 10%"), [(17, Input::Rebate)]);
    assert_eq!(at("rebates, the_rebate, rebate-bets, {rebate}"), []);
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
    let named = |wrong: Vec<String>| -> Vec<String> {
        wrong
            .into_iter()
            .filter(|w| !w.starts_with("NOT_THE_INPUT entry"))
            .collect()
    };
    assert_eq!(named(problems(&found)), Vec::<String>::new());
    // An input anywhere as a word is found: at the start, after ": ", mid-sentence.
    let wrong = named(problems(&[
        m("src/shoe.rs", "format 'x' is not available"),
        m("src/shoe.rs", "bad count: rebate 'x' is not a number"),
        m("src/shoe.rs", "a trip needs a bankroll first"),
    ]));
    assert_eq!(wrong.len(), 3, "{wrong:?}");
    assert!(
        wrong[0].starts_with("src/shoe.rs:1: 'format 'x'"),
        "{}",
        wrong[0]
    );
    assert!(wrong[1].contains("names the input rebate"), "{}", wrong[1]);
    assert!(
        wrong[2].contains("names the input bankroll"),
        "{}",
        wrong[2]
    );
    // An entry that excuses nothing is reported.
    assert!(problems(&[])
        .iter()
        .all(|w| w.starts_with("NOT_THE_INPUT entry")));
    assert_eq!(problems(&[]).len(), NOT_THE_INPUT.len());
}
