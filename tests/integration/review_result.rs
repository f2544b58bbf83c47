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
    crate::util::published_main_8d()
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

/// The shoe log (CSV) of `shoes` eight-deck shoes dealt by `simulate` with `seed`.
fn dealt(shoes: u64, seed: u64) -> String {
    use punto_banco::api::{LogFormat, SimulateRequest, TraceLogs};
    let req = SimulateRequest {
        shoes,
        decks: Some(8),
        seed: Some(seed),
        bets: "banco".into(),
        ..SimulateRequest::default()
    };
    let mut deals = Vec::new();
    req.prepare()
        .unwrap()
        .trace_logs(
            &|| (),
            TraceLogs {
                deals: Some((LogFormat::Csv, &mut deals)),
                ..TraceLogs::default()
            },
        )
        .unwrap()
        .unwrap();
    String::from_utf8(deals).unwrap()
}

/// Fair sessions: `players` players, each in 2 of the `shoes` shoes, betting each coup with
/// probability 1/2 a layout drawn among Banco, Punto, Banco + Punto, the tie, Banco + the
/// tie, 1 to 5 units a bet, whatever the cards (a seeded ChaCha8 generator).
fn fair_bets(
    deals: &str,
    shoes: u64,
    players: usize,
    seed: u64,
) -> Vec<(u64, u32, String, &'static str, u64)> {
    use rand::{Rng, SeedableRng};
    let coups = |shoe: u64| {
        deals
            .lines()
            .filter(|l| l.split(',').next() == Some(&shoe.to_string()))
            .filter_map(|l| l.split(',').nth(1)?.parse::<u32>().ok())
            .max()
            .unwrap_or(0)
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let layouts: [&[&str]; 5] = [
        &["banco"],
        &["punto"],
        &["banco", "punto"],
        &["tie"],
        &["banco", "tie"],
    ];
    let mut rows = Vec::new();
    for i in 0..players {
        let first = rng.gen_range(0..shoes);
        let second = (first + rng.gen_range(1..shoes)) % shoes;
        for shoe in [first, second] {
            for coup in 1..=coups(shoe) {
                if rng.gen_bool(0.5) {
                    for bet in layouts[rng.gen_range(0..layouts.len())] {
                        rows.push((shoe, coup, format!("p{i}"), *bet, rng.gen_range(1..=5u64)));
                    }
                }
            }
        }
    }
    rows
}

fn csv(rows: &[(u64, u32, String, &str, u64)]) -> String {
    let mut text = String::from("shoe,coup,player,bet,stake\n");
    for (shoe, coup, player, bet, stake) in rows {
        text.push_str(&format!("{shoe},{coup},{player},{bet},{stake}\n"));
    }
    text
}

fn run(deals: &str, bets: String) -> ReviewReport {
    ReviewRequest {
        shoe_log: deals.into(),
        bet_log: bets,
        decks: Some(8),
        permutations: 9,
        ..ReviewRequest::default()
    }
    .run()
    .unwrap()
}

#[test]
#[ignore = "slow (a review of 500 players over 20 eight-deck shoes); its figures are in docs/review.md"]
fn the_result_test_has_its_size_on_fair_sessions_and_power_against_past_posting() {
    // Size: 500 fair players, p < 0.05 in about 5% (binomial sd about 1%).
    let shoes = 20;
    let deals = dealt(shoes, 42);
    let rows = fair_bets(&deals, shoes, 500, 7);
    let fair = run(&deals, csv(&rows));
    let below = |r: &ReviewReport, level: f64| {
        r.players
            .iter()
            .filter(|p| p.result.p_value.is_some_and(|p| p < level))
            .count()
    };
    let (at5, at1) = (below(&fair, 0.05), below(&fair, 0.01));
    let lucky = fair.players.iter().filter(|p| p.result.unusual).count();
    eprintln!("size: {at5}/500 below 0.05, {at1}/500 below 0.01, {lucky} unusual");
    assert!((12..=40).contains(&at5), "{at5} of 500 below 0.05");
    // Power: the same players past-posting: on one winning wager in 10 (the coup's
    // outcome known), the stake raised to 25 units.
    let mut seen = 0;
    let cheats: Vec<_> = rows
        .iter()
        .zip(&fair.wagers)
        .map(|(row, w)| {
            let mut row = row.clone();
            if w.result.0 > BigRational::zero() {
                seen += 1;
                if seen % 10 == 0 {
                    row.4 = 25;
                }
            }
            row
        })
        .collect();
    let cheating = run(&deals, csv(&cheats));
    let (c5, unusual) = (
        below(&cheating, 0.05),
        cheating.players.iter().filter(|p| p.result.unusual).count(),
    );
    eprintln!("power: {c5}/500 below 0.05, {unusual}/500 unusual (Holm, 0.01)");
    assert!(c5 > 150, "{c5} of 500 cheats below 0.05");
}

#[test]
fn the_review_file_names_a_player_who_won_more_than_luck_allows_apart_from_timing() {
    // Two shoes; `fair` stakes 1 on Banco every coup; `lucky` the same, but 200 units on
    // every fifth coup Banco won (past-posting: the stake follows the outcome).
    let deals = dealt(2, 5);
    let coups: Vec<(u64, u32)> = deals
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut f = l.split(',');
            Some((f.next()?.parse().ok()?, f.next()?.parse().ok()?))
        })
        .collect();
    let mut rows: Vec<(u64, u32, String, &str, u64)> = Vec::new();
    for &(shoe, coup) in &coups {
        rows.push((shoe, coup, "fair".into(), "banco", 1));
        rows.push((shoe, coup, "lucky".into(), "banco", 1));
    }
    let first = run(&deals, csv(&rows));
    let mut wins = 0;
    for (row, w) in rows.iter_mut().zip(&first.wagers) {
        if row.2 == "lucky" && w.result.0 > BigRational::zero() {
            wins += 1;
            if wins % 5 == 0 {
                row.4 = 200;
            }
        }
    }
    let report = run(&deals, csv(&rows));
    let (fair, lucky) = (&report.players[0].result, &report.players[1].result);
    assert!(lucky.unusual && !fair.unusual, "{lucky:?} {fair:?}");
    assert!(lucky.p_value.unwrap() < 0.001, "{lucky:?}");
    // In every language, before the first table: a sentence naming `lucky` with its z.
    for lang in punto_banco::i18n::Lang::ALL {
        let md = String::from_utf8(report.review_file(lang).markdown().unwrap()).unwrap();
        let first_table = md.find("\n|").unwrap();
        let sentence = md[..first_table]
            .split("\n\n")
            .find(|b| b.starts_with("`lucky`"))
            .unwrap_or_else(|| panic!("{lang:?}: {md}"));
        assert!(
            sentence.contains("z = ") && !md[..first_table].contains("`fair`"),
            "{sentence}"
        );
    }
    let md = String::from_utf8(
        report
            .review_file(punto_banco::i18n::Lang::En)
            .markdown()
            .unwrap(),
    )
    .unwrap();
    assert!(md.contains("`lucky` won more than luck allows"), "{md}");
    assert!(!md.contains("`fair` won more"), "{md}");
}
