#![no_main]
//! The page's engine (`web/`): `answer(name, body)` for any question name and any body.
//! The WebAssembly build aborts on a panic (`panic = "abort"`), so no input may panic: a
//! panic here is a bug. Every answer is JSON with a status the API uses.
use libfuzzer_sys::fuzz_target;

const NAMES: [&str; 10] = [
    "odds", "ev", "midcoup", "eor", "report", "track", "rules", "rules/midi", "bets", "nope",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok(body) = std::str::from_utf8(rest) else { return };
    let answer = punto_banco_web::answer(NAMES[usize::from(pick) % NAMES.len()], body);
    assert!(matches!(answer.status, 200 | 400 | 404), "{}", answer.status);
    let _: serde_json::Value = serde_json::from_str(&answer.json).expect("the answer is JSON");
});
