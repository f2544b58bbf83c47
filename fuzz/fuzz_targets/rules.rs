#![no_main]
//! Rules files: `Rules::from_json`; a rule set that reads must round-trip and price a tiny shoe.
use libfuzzer_sys::fuzz_target;
use punto_banco::Rules;
#[path = "common.rs"]
mod common;

fuzz_target!(|text: &str| {
    let Ok(rules) = Rules::from_json(text) else { return };
    let json = serde_json::to_string(rules.to_file()).expect("writes");
    assert_eq!(Rules::from_json(&json).as_ref(), Ok(&rules), "round trip");
    // A rule set that reads must give main bets that price: no error surfaces later.
    let bets = common::all_bets(&rules);
    if let Err(e) = punto_banco::Pricer::new(&rules, &bets) {
        panic!("rules read but their bets do not price: {e}");
    }
    common::price_and_check(&rules, &bets, &common::tiny_shoe());
});
