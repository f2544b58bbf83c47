#![no_main]
//! One `ev --batch` line: a JSON shoe specification, built and priced with every built-in bet.
use libfuzzer_sys::fuzz_target;
use punto_banco::{Rules, ShoeSpec};
#[path = "common.rs"]
mod common;

fuzz_target!(|text: &str| {
    let Ok(spec) = serde_json::from_str::<ShoeSpec>(text) else { return };
    let Ok(shoe) = spec.build() else { return };
    let rules = Rules::preset("standard").expect("preset");
    common::price_and_check(&rules, &common::all_bets(&rules), &shoe);
});
