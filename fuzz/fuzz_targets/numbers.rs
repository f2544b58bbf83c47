#![no_main]
//! Exact numbers and deck counts: `parse_ratio`, `parse_decks`.
use libfuzzer_sys::fuzz_target;
use punto_banco::{parse_decks, parse_ratio, ratio_string, Shoe};

fuzz_target!(|text: &str| {
    if let Some(r) = parse_ratio(text) {
        assert_eq!(parse_ratio(&ratio_string(&r)), Some(r));
    }
    if let Ok(d) = parse_decks(text) {
        assert!(d >= 1);
        assert!(Shoe::with_decks(d).is_ok());
    }
});
