//! Helpers shared by the integration tests.
//!
//! The tolerance policy is the library's, written once in `punto_banco::reference` (the par
//! sheet judges the same corpus with it).

use num_rational::BigRational;
use punto_banco::parse_ratio;

/// Parses an exact number written in the corpus (`"8"`, `"31/415"`, `"-0.0000435175"`).
///
/// # Panics
/// If the text is not a number: the corpus itself is broken.
pub fn ratio(text: &str) -> BigRational {
    parse_ratio(text).unwrap_or_else(|| panic!("'{text}' is not an exact number"))
}

/// Every built-in bet (`builtin_ids`, in its order) under `rules`: the one copy of "all
/// bets" that the engine, property, mid-coup and fuzz-regression tests share.
pub fn all_bets(rules: &punto_banco::Rules) -> Vec<punto_banco::Bet> {
    punto_banco::builtin_ids()
        .into_iter()
        .map(|id| punto_banco::builtin(id, rules).expect("every listed id builds"))
        .collect()
}
