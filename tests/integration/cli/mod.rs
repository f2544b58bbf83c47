//! The command line end to end: every subcommand in every format, JSON parsed back into
//! strict test-side structs (schema drift fails), published figures, and every kind of bad
//! input giving exit code 2 with a one-line message naming the value.
//!
//! Expected numbers come from the reference corpus `tests/data/reference.json` (through
//! [`published`], sources there) or from a brute force written here, never from the tool's
//! own output. One file per section: the JSON schema, odds, ev, rules, compare, bets, every
//! format, bad input.

use crate::reference::published;
use crate::util::{json, ok, pb};
use num_bigint::BigInt;
use num_rational::BigRational;
use std::io::Write;

mod bad_input;
mod bets;
mod compare;
mod ev;
mod formats;
mod odds;
mod rules;
mod schema;

/// Asserts exit code 2 and a single stderr line that contains every `needle`.
fn bad(args: &[&str], needles: &[&str]) {
    let out = pb().args(args).output().expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: one line expected, got: {err}"
    );
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: '{err}' should name {n}");
    }
    assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
}

fn ratio(n: u128, d: u128) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

fn parse_ratio(s: &str) -> BigRational {
    punto_banco::parse_ratio(s).unwrap_or_else(|| panic!("'{s}' is not n/d"))
}

fn temp_file(text: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(".json").tempfile().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    f
}

/// The deck counts whose standard-rules outcome counts are published (`main-{d}d-*`).
const PUBLISHED_DECKS: [u32; 7] = [1, 2, 3, 4, 5, 6, 8];

/// Banco, Punto, Égalité and total counts of a `decks`-deck shoe, standard rules, as
/// published (the corpus's `main-{decks}d-*` figures).
fn main_counts(decks: u32) -> [u128; 4] {
    ["banco", "punto", "tie", "total"].map(|what| {
        published(&format!("main-{decks}d-{what}"))
            .parse()
            .expect("a published count is an integer")
    })
}

/// The EV of the Banco bet (19:20, ties push) from published counts.
fn banco_ev([b, p, _, n]: [u128; 4]) -> BigRational {
    (ratio(19, 20) * ratio(b, 1) - ratio(p, 1)) / ratio(n, 1)
}
