//! Times the full 13-rank effect-of-removal table for every built-in bet of an 8-deck
//! shoe against the naive baseline (reprice the shoe 13 times with `Pricer::price`).
//!
//! `cargo run --release --example eor_timing` (add `-- --fast-only` to loop the fast path
//! alone, e.g. under `perf record`).
use punto_banco::analysis::effect_of_removal;
use punto_banco::{builtin, builtin_ids, Bet, Card, Pricer, Rank, Rules, Shoe};
use std::time::{Duration, Instant};

fn best_of(runs: u32, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .expect("at least one run")
}

fn main() {
    let rules = Rules::preset("standard").expect("preset");
    let bets: Vec<Bet> = builtin_ids()
        .iter()
        .map(|id| builtin(id, &rules).expect("built-in"))
        .collect();
    let pricer = Pricer::new(&rules, &bets).expect("valid bets");
    let shoe = Shoe::with_decks(8).expect("8 decks");
    let fast = best_of(50, || {
        effect_of_removal(&pricer, &shoe, 1).expect("8 decks");
    });
    if std::env::args().any(|a| a == "--fast-only") {
        for _ in 0..500 {
            effect_of_removal(&pricer, &shoe, 1).expect("8 decks");
        }
        return;
    }
    let naive = best_of(5, || {
        let base = pricer.price(&shoe);
        for r in Rank::ALL {
            let mut s = shoe.clone();
            s.remove(Card {
                rank: r,
                suit: None,
            })
            .expect("in shoe");
            for (a, b) in pricer.price(&s).iter().zip(&base) {
                if let (Some(a), Some(b)) = (a.result(), b.result()) {
                    let _ = a.ev() - b.ev();
                }
            }
        }
    });
    let walk = best_of(50, || {
        punto_banco::enumerate(&shoe, &rules, false);
    });
    println!("8 decks, {} bets, 13 ranks (best run):", bets.len());
    println!("  one walk (no pair flags): {walk:?}");
    println!("  effect_of_removal:        {fast:?}");
    println!("  naive 14 x Pricer::price: {naive:?} (perfect pairs not priced: suits lost)");
}
