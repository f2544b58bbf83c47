//! Checks shared by the fuzz targets: pricing must work and add up on any shoe and rules.
// Each target includes this file as its own `mod common` and uses only some of it.
#![allow(dead_code)]

use num_rational::BigRational;
use num_traits::One;
use punto_banco::api::{select_bets, BetsChoice};
use punto_banco::{Bet, Priced, Pricer, Rules, Shoe};

/// A tiny suited shoe: ten cards with faces, pairs and a perfect pair.
pub fn tiny_shoe() -> Shoe {
    let mut suited = [[0u32; 4]; 13];
    for (r, s) in [(12, 0), (12, 0), (11, 1), (10, 2), (9, 3), (8, 0), (8, 1), (7, 2), (4, 3), (0, 0)] {
        suited[r][s] += 1;
    }
    Shoe::from_suited_counts(suited).expect("ten cards")
}

/// Every built-in bet under `rules`: the library's own `all` selection.
pub fn all_bets(rules: &Rules) -> Vec<Bet> {
    select_bets(&BetsChoice::from("all"), &[], rules).expect("the built-in bets are valid")
}

/// Prices `bets` on `shoe`; every priced bet's probabilities must add up to exactly one.
pub fn price_and_check(rules: &Rules, bets: &[Bet], shoe: &Shoe) {
    let Ok(pricer) = Pricer::new(rules, bets) else { return };
    for p in pricer.price(shoe) {
        if let Priced::Ok(r) = p {
            assert_eq!(r.p_win() + r.p_push() + r.p_lose(), BigRational::one(), "{}", r.id);
            let _ = (r.ev(), r.variance(), r.sd(), r.edge_per_resolved(), r.house_edge_f64());
        }
    }
}
