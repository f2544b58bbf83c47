//! A fixed workload for `valgrind --tool=callgrind` (instruction counts are stable on a
//! shared machine, wall times are not). Usage:
//!
//! ```text
//! profile <walk|walk-pairs|price-main|price-ez|price-all|eor> <decks> <repeats>
//! ```
//!
//! Every run repeats the same work on a full shoe of `decks` decks (the first repeat warms
//! the per-thread scratch area); divide the counted instructions by `repeats`.

use punto_banco::{builtin, builtin_ids, enumerate, main_bets, Bet, Pricer, Rules, Shoe};
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, what, decks, repeats] = &args[..] else {
        eprintln!("usage: profile <walk|walk-pairs|price-main|price-ez|price-all|eor> <decks> <repeats>");
        std::process::exit(2);
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
            ids => ids.iter().map(|id| builtin(id, &rules).expect("built-in")).collect(),
        };
        Pricer::new(&rules, &bets).expect("bets")
    };
    match what.as_str() {
        "walk" | "walk-pairs" => {
            let pairs = what == "walk-pairs";
            for _ in 0..repeats {
                black_box(enumerate(black_box(&shoe), &rules, pairs));
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
                    punto_banco::analysis::effect_of_removal(&p, black_box(&shoe), 1)
                        .expect("eor"),
                );
            }
        }
        other => {
            eprintln!("unknown workload {other}");
            std::process::exit(2);
        }
    }
}
