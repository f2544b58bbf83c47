#![no_main]
//! Bets files: `bets_from_json` and `Bet::from_json`; bets that read must price a tiny shoe.
use libfuzzer_sys::fuzz_target;
use punto_banco::{bets::bets_from_json, Bet, Rules};
#[path = "common.rs"]
mod common;

fuzz_target!(|text: &str| {
    let _ = Bet::from_json(text);
    let Ok(bets) = bets_from_json(text) else { return };
    for b in &bets {
        let json = serde_json::to_string(b).expect("writes");
        assert_eq!(Bet::from_json(&json).as_ref(), Ok(b), "round trip");
    }
    let rules = Rules::preset("standard").expect("preset");
    common::price_and_check(&rules, &bets, &common::tiny_shoe());
});
