//! Helpers shared by the integration tests, and the one tolerance policy.
//!
//! # Tolerance policy
//! Exact figures are compared with `==` on integers or rationals: no tolerance at all.
//! A figure published rounded to `d` decimals agrees with an exact value `x` when
//! `|x - published| <= 10^-d / 2`, decided in exact rational arithmetic: the published
//! digits are all we know, so any `x` that rounds to them (either way at a tie) is accepted,
//! and nothing else is. A rounded standard deviation `s` agrees with an exact variance `v`
//! when `(s - h)^2 <= v <= (s + h)^2` with `h = 10^-d / 2`, again exactly (no square roots).

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use punto_banco::parse_ratio;

/// Half a unit in the last of `decimals` places.
pub fn half_unit(decimals: u32) -> BigRational {
    BigRational::new(
        BigInt::from(1),
        BigInt::from(2) * num_traits::pow(BigInt::from(10), decimals as usize),
    )
}

/// Parses an exact number written in the corpus (`"8"`, `"31/415"`, `"-0.0000435175"`).
///
/// # Panics
/// If the text is not a number: the corpus itself is broken.
pub fn ratio(text: &str) -> BigRational {
    parse_ratio(text).unwrap_or_else(|| panic!("'{text}' is not an exact number"))
}

/// Whether `exact` rounds to `published`, given to `decimals` places (see the module docs).
pub fn agrees_rounded(exact: &BigRational, published: &BigRational, decimals: u32) -> bool {
    (exact - published).abs() <= half_unit(decimals)
}

/// Whether the square root of `variance` rounds to `published` at `decimals` places,
/// decided without taking a square root.
pub fn sqrt_agrees_rounded(variance: &BigRational, published: &BigRational, decimals: u32) -> bool {
    let h = half_unit(decimals);
    let lo = published - &h;
    let hi = published + &h;
    let lo2 = if lo.is_negative() {
        BigRational::zero()
    } else {
        &lo * &lo
    };
    &lo2 <= variance && variance <= &(&hi * &hi)
}

#[test]
fn the_tolerance_policy_accepts_exactly_the_rounding_interval() {
    let x = ratio("1.05785");
    assert!(agrees_rounded(&x, &ratio("1.0579"), 4));
    assert!(
        agrees_rounded(&x, &ratio("1.0578"), 4),
        "a tie rounds either way"
    );
    assert!(!agrees_rounded(&ratio("1.057849"), &ratio("1.0579"), 4));
    assert!(!agrees_rounded(&x, &ratio("1.058"), 4));
    assert!(sqrt_agrees_rounded(&ratio("4"), &ratio("2.0"), 1));
    assert!(!sqrt_agrees_rounded(&ratio("4.41"), &ratio("2.0"), 1));
    assert!(
        sqrt_agrees_rounded(&ratio("4.2025"), &ratio("2.0"), 1),
        "2.05 is on the edge"
    );
}

/// Every built-in bet (`builtin_ids`, in its order) under `rules`: the one copy of "all
/// bets" that the engine, property, mid-coup and fuzz-regression tests share.
pub fn all_bets(rules: &punto_banco::Rules) -> Vec<punto_banco::Bet> {
    punto_banco::builtin_ids()
        .into_iter()
        .map(|id| punto_banco::builtin(id, rules).expect("every listed id builds"))
        .collect()
}
