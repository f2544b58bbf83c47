#![no_main]
//! Shoe specifications in JSON (`{"decks": 8, "removed": "5 5 K"}`, `{"shoe": "A=31,..."}`).
use libfuzzer_sys::fuzz_target;
use punto_banco::ShoeSpec;

fuzz_target!(|text: &str| {
    if let Ok(spec) = serde_json::from_str::<ShoeSpec>(text) {
        if let Ok(shoe) = spec.build() {
            assert!(shoe.total() >= 6);
        }
        let again: ShoeSpec = serde_json::from_str(&serde_json::to_string(&spec).expect("writes"))
            .expect("a written spec reads back");
        assert_eq!(again, spec);
    }
});
