#![no_main]
//! Explicit shoes: `Shoe::parse_counts` (`A=24,2=24,...`), then a walk of the shoe.
use libfuzzer_sys::fuzz_target;
use punto_banco::{main_bets, Rules, Shoe};
#[path = "common.rs"]
mod common;

fuzz_target!(|text: &str| {
    if let Ok(shoe) = Shoe::parse_counts(text) {
        assert!(shoe.total() >= 6);
        assert_eq!(Shoe::parse_counts(&shoe.to_spec()).as_ref(), Ok(&shoe));
        let rules = Rules::preset("standard").expect("preset");
        common::price_and_check(&rules, &main_bets(&rules), &shoe);
    }
});
