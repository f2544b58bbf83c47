#![no_main]
//! Card lists: `parse_cards` and `Shoe::remove_cards` on 1-8 decks.
use libfuzzer_sys::fuzz_target;
use punto_banco::{main_bets, parse_cards, Rules, Shoe};
#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Some((&decks, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let _ = parse_cards(text);
    let mut shoe = Shoe::with_decks(u32::from(decks % 8) + 1).expect("1-8 decks");
    if shoe.remove_cards(text).is_ok() {
        assert!(shoe.total() >= 6);
        let rules = Rules::preset("standard").expect("preset");
        common::price_and_check(&rules, &main_bets(&rules), &shoe);
    }
});
