//! `review`'s result test ("was this player's win luck?"): `won`, `expected` and the
//! variance of a coup's whole layout, checked against the published counts of the 8-deck
//! shoe (`tests/data/reference.json`: Punto, Banco and Égalité wins over ordered six-card
//! sequences). On the first coup of a shoe every main bet's result takes three values, so
//! the joint distribution of a layout of main bets follows by hand.

use crate::util::ratio;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use punto_banco::api::{ReviewReport, ReviewRequest};
use serde_json::Value;

/// The published 8-deck probabilities: (Punto, Banco, Égalité).
fn published() -> (BigRational, BigRational, BigRational) {
    let text = std::fs::read_to_string("tests/data/reference.json").unwrap();
    let doc: Value = serde_json::from_str(&text).unwrap();
    let count = |id: &str| -> BigRational {
        let f = doc["figures"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["id"] == id)
            .unwrap_or_else(|| panic!("{id} in the corpus"));
        ratio(f["value"].as_str().unwrap())
    };
    let total = count("main-8d-total");
    (
        count("main-8d-punto") / &total,
        count("main-8d-banco") / &total,
        count("main-8d-tie") / &total,
    )
}

/// Mean and variance of a layout paying `on_punto`, `on_banco`, `on_tie` on each winner.
fn by_hand(on: [BigRational; 3]) -> (BigRational, BigRational) {
    let (p, b, t) = published();
    let mean = &p * &on[0] + &b * &on[1] + &t * &on[2];
    let second = &p * &on[0] * &on[0] + &b * &on[1] * &on[1] + &t * &on[2] * &on[2];
    (mean.clone(), second - &mean * &mean)
}

fn r(s: &str) -> BigRational {
    ratio(s)
}

/// One 8-deck shoe of two coups: Punto 9 beats Banco 5, then a Banco win.
const SHOES: &str = "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,2 3,K 9\n";

fn reviewed(bets: &str) -> ReviewReport {
    ReviewRequest {
        shoe_log: SHOES.into(),
        bet_log: format!("shoe,coup,player,bet,stake\n{bets}"),
        decks: Some(8),
        permutations: 9,
        ..ReviewRequest::default()
    }
    .run()
    .unwrap()
}

#[test]
fn a_hedged_layout_has_the_variance_of_its_joint_distribution() {
    let report = reviewed("0,1,hedge,banco,1\n0,1,hedge,punto,1\n0,1,double,banco,2\n");
    // Banco + Punto: −0.05 when Banco wins, 0 otherwise (a tie pushes both).
    let (mean, var) = by_hand([r("0"), r("-1/20"), r("0")]);
    let hedge = &report.players[0];
    assert_eq!(hedge.player, "hedge");
    assert_eq!(hedge.result.expected.0, mean);
    assert_eq!(hedge.result.variance.as_ref().unwrap().0, var);
    assert!((var.to_f64().unwrap() - 0.0006).abs() < 0.00005, "{var}");
    // Two units on Banco: 1.9 on a Banco win, −2 on a Punto win.
    let (mean, var) = by_hand([r("-2"), r("19/10"), r("0")]);
    let double = &report.players[1];
    assert_eq!(double.result.expected.0, mean);
    assert_eq!(double.result.variance.as_ref().unwrap().0, var);
    assert!((var.to_f64().unwrap() - 3.44).abs() < 0.005, "{var}");
    // Coup 1: Punto wins. The hedge breaks even, the double loses 2.
    assert_eq!(hedge.result.won.0, BigRational::zero());
    assert_eq!(double.result.won.0, r("-2"));
}

#[test]
fn won_expected_and_z_of_a_hand_made_bet_log() {
    // Coup 1 (Punto wins): 3 on Punto, 1 on the tie; coup 2 (Banco wins) on a shoe of
    // unknown EVs is left out: every figure here is known by hand.
    let report = reviewed("0,1,ann,punto,3\n0,1,ann,tie,1\n");
    let ann = &report.players[0];
    // Punto pays 1, the tie 8 (standard rules), and a Punto win pushes nothing.
    let (mean, var) = by_hand([r("3") - r("1"), r("-3") - r("1"), r("8")]);
    assert_eq!(ann.result.won.0, r("2"));
    assert_eq!(ann.result.expected.0, mean);
    assert_eq!(ann.result.variance.as_ref().unwrap().0, var);
    let z = (r("2") - &mean).to_f64().unwrap() / var.to_f64().unwrap().sqrt();
    assert!((ann.result.z.unwrap() - z).abs() < 1e-12);
    let p = ann.result.p_value.unwrap();
    assert!(
        p > 0.0 && p < 0.5,
        "{p}: a win above expectation has p below 1/2"
    );
}

#[test]
fn the_result_sums_the_coups_of_a_player_and_is_in_the_json() {
    let two = reviewed("0,1,bob,banco,1\n0,2,bob,banco,1\n");
    let one = reviewed("0,1,bob,banco,1\n");
    let bob = &two.players[0].result;
    // Coup 2's variance adds to coup 1's (both above 0).
    let first = one.players[0].result.variance.as_ref().unwrap().0.clone();
    assert!(bob.variance.as_ref().unwrap().0 > first);
    // Banco loses coup 1 and wins coup 2 (pays 0.95).
    assert_eq!(bob.won.0, r("-1/20"));
    let doc: Value = serde_json::to_value(&two).unwrap();
    let result = &doc["players"][0]["result"];
    for key in ["won", "expected", "variance"] {
        assert!(
            result[key].as_str().unwrap().contains('/'),
            "{key}: {result}"
        );
    }
    assert!(
        result["z"].is_f64() && result["p_value"].is_f64(),
        "{result}"
    );
}
