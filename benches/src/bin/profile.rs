//! A fixed workload for `valgrind --tool=callgrind` (instruction counts are stable on a
//! shared machine, wall times are not). Usage:
//!
//! ```text
//! profile <walk|walk-pairs|price-main|price-ez|price-all|eor> <decks> <repeats> [auto|u128|big]
//! ```
//!
//! The last argument chooses the walk's integer type (`walk`, `walk-pairs` only).
//!
//! Every run repeats the same work on a full shoe of `decks` decks (the first repeat warms
//! the per-thread scratch area); divide the counted instructions by `repeats`.

use punto_banco::{
    builtin, builtin_ids, enumerate_with, main_bets, Arithmetic, Bet, Pricer, Rules, Shoe,
};
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (what, decks, repeats, arith) = match &args[..] {
        [_, what, decks, repeats] => (what, decks, repeats, "auto"),
        [_, what, decks, repeats, arith] => (what, decks, repeats, arith.as_str()),
        _ => {
            eprintln!("usage: profile <walk|walk-pairs|price-main|price-ez|price-all|eor> <decks> <repeats> [auto|u128|big]");
            std::process::exit(2);
        }
    };
    let arith = match arith {
        "auto" => Arithmetic::Auto,
        "u128" => Arithmetic::U128,
        "big" => Arithmetic::Big,
        other => {
            eprintln!("unknown arithmetic {other}");
            std::process::exit(2);
        }
    };
    let decks: u32 = decks.parse().expect("decks");
    let repeats: u32 = repeats.parse().expect("repeats");
    let rules = Rules::preset("standard").expect("preset");
    let shoe = Shoe::with_decks(decks).expect("decks");
    let pricer = |ids: &[&str]| {
        let bets: Vec<Bet> = match ids {
            ["main"] => main_bets(&rules),
            ["all"] => builtin_ids()
                .into_iter()
                .map(|id| builtin(id, &rules).expect("built-in"))
                .collect(),
            ids => ids
                .iter()
                .map(|id| builtin(id, &rules).expect("built-in"))
                .collect(),
        };
        Pricer::new(&rules, &bets).expect("bets")
    };
    match what.as_str() {
        "walk" | "walk-pairs" => {
            let pairs = punto_banco::PairFlags::when(what == "walk-pairs");
            for _ in 0..repeats {
                black_box(enumerate_with(black_box(&shoe), &rules, pairs, arith));
            }
        }
        "price-main" | "price-ez" | "price-all" => {
            let p = match what.as_str() {
                "price-main" => pricer(&["main"]),
                "price-ez" => pricer(&["punto", "banco", "tie", "dragon_7", "panda_8"]),
                _ => pricer(&["all"]),
            };
            for _ in 0..repeats {
                let priced = p.price(black_box(&shoe));
                black_box(
                    priced
                        .iter()
                        .map(|r| r.result().map(|r| r.ev()))
                        .collect::<Vec<_>>(),
                );
            }
        }
        "eor" => {
            let p = pricer(&["all"]);
            for _ in 0..repeats {
                black_box(
                    punto_banco::analysis::effect_of_removal(&p, black_box(&shoe), 1).expect("eor"),
                );
            }
        }
        other => {
            eprintln!("unknown workload {other}");
            std::process::exit(2);
        }
    }
}
