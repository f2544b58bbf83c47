#![no_main]
//! Rules and bets files as the CLI reads them: raw bytes through `read_capped` (size cap,
//! UTF-8 check), then `Rules::from_json` or `bets_from_json`, the first byte choosing which.
//! Any bytes must give a rule set or bets, or a clean error: never a panic, and a file that
//! reads must round-trip and price a tiny shoe.
use libfuzzer_sys::fuzz_target;
use punto_banco::{bets::bets_from_json, read_capped, Bet, Rules, MAX_RULES_FILE_BYTES};
#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&which, bytes)) = data.split_first() else { return };
    let Ok(text) = read_capped(bytes, MAX_RULES_FILE_BYTES, "fuzzed file") else { return };
    if which % 2 == 0 {
        let Ok(rules) = Rules::from_json(&text) else { return };
        let json = serde_json::to_string(rules.to_file()).expect("writes");
        assert_eq!(Rules::from_json(&json).as_ref(), Ok(&rules), "round trip");
        common::price_and_check(&rules, &common::all_bets(&rules), &common::tiny_shoe());
    } else {
        let Ok(bets) = bets_from_json(&text) else { return };
        for b in &bets {
            let json = serde_json::to_string(b).expect("writes");
            assert_eq!(Bet::from_json(&json).as_ref(), Ok(b), "round trip");
        }
        let rules = Rules::preset("standard").expect("preset");
        common::price_and_check(&rules, &bets, &common::tiny_shoe());
    }
});
