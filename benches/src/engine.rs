//! Engine micro-benchmarks: one exact walk, pricing, and the shoe-to-EV path of `ev --batch`.

use punto_banco::{builtin, builtin_ids, enumerate, main_bets, Bet, Pricer, Rules, Shoe};

fn main() {
    divan::main();
}

fn eight_decks() -> Shoe {
    Shoe::with_decks(8).expect("8 decks")
}

/// One exact walk of a full 8-deck shoe, no pair flags (what the main bets need).
#[divan::bench]
fn walk_8_decks() -> punto_banco::CoupTable {
    let rules = Rules::preset("standard").expect("preset");
    let shoe = eight_decks();
    enumerate(divan::black_box(&shoe), &rules, punto_banco::PairFlags::Ignored)
}

/// One exact walk with rank-pair flags (needed by pair bets).
#[divan::bench]
fn walk_8_decks_with_pairs() -> punto_banco::CoupTable {
    let rules = Rules::preset("standard").expect("preset");
    let shoe = eight_decks();
    enumerate(divan::black_box(&shoe), &rules, punto_banco::PairFlags::Tracked)
}

/// Walk + exact EV, variance of Punto, Banco, Égalité: the work of one `ev --batch` line.
#[divan::bench]
fn price_main_bets(bencher: divan::Bencher) {
    let rules = Rules::preset("standard").expect("preset");
    let pricer = Pricer::new(&rules, &main_bets(&rules)).expect("bets");
    let mut shoe = eight_decks();
    shoe.remove_cards("5 5 6 K 9 9 2").expect("cards");
    bencher.bench(|| {
        let priced = pricer.price(divan::black_box(&shoe));
        priced
            .iter()
            .map(|p| p.result().expect("priced").ev())
            .collect::<Vec<_>>()
    });
}

/// Walk + every built-in bet (29 bets, pairs and perfect pairs included).
#[divan::bench]
fn price_all_bets(bencher: divan::Bencher) {
    let rules = Rules::preset("standard").expect("preset");
    let bets: Vec<Bet> = builtin_ids()
        .into_iter()
        .map(|id| builtin(id, &rules).expect("built-in"))
        .collect();
    let pricer = Pricer::new(&rules, &bets).expect("bets");
    let shoe = eight_decks();
    bencher.bench(|| {
        let priced = pricer.price(divan::black_box(&shoe));
        priced
            .iter()
            .map(|p| p.result().expect("priced").ev())
            .collect::<Vec<_>>()
    });
}

fn all_bets_pricer() -> Pricer {
    let rules = Rules::preset("standard").expect("preset");
    let bets: Vec<Bet> = builtin_ids()
        .into_iter()
        .map(|id| builtin(id, &rules).expect("built-in"))
        .collect();
    Pricer::new(&rules, &bets).expect("bets")
}

/// Effect of removal: 13 ranks x 29 built-in bets of a full 8-deck shoe (target: 2 ms).
#[divan::bench]
fn eor_all_bets(bencher: divan::Bencher) {
    let pricer = all_bets_pricer();
    let shoe = eight_decks();
    bencher.bench(|| {
        punto_banco::analysis::effect_of_removal(&pricer, divan::black_box(&shoe), 1)
            .expect("8 decks")
    });
}

/// The naive baseline for `eor_all_bets`: price the shoe, then the shoe without each rank
/// (suits are lost on removal, so perfect pairs are not priced: a lower bound).
#[divan::bench]
fn eor_naive_all_bets(bencher: divan::Bencher) {
    let pricer = all_bets_pricer();
    let shoe = eight_decks();
    bencher.bench(|| {
        let base = pricer.price(divan::black_box(&shoe));
        punto_banco::Rank::ALL
            .iter()
            .map(|&rank| {
                let mut s = shoe.clone();
                s.remove(punto_banco::Card { rank, suit: None })
                    .expect("in shoe");
                let after = pricer.price(&s);
                after
                    .iter()
                    .zip(&base)
                    .filter_map(|(a, b)| Some(a.result()?.ev() - b.result()?.ev()))
                    .collect::<Vec<_>>()
            })
            .collect::<Vec<_>>()
    });
}

/// How the walk grows with the shoe and the integer type: `u64` up to 31 decks, `u128` up
/// to 2,642,248 cards, big integers beyond (forced here on smaller shoes too).
#[divan::bench(args = [1, 8, 100, 10_000])]
fn walk_scaling_auto(decks: u32) -> punto_banco::CoupTable {
    walk_with(decks, punto_banco::Arithmetic::Auto)
}

/// [`walk_scaling_auto`] forced to `u128`.
#[divan::bench(args = [1, 8, 100, 10_000])]
fn walk_scaling_u128(decks: u32) -> punto_banco::CoupTable {
    walk_with(decks, punto_banco::Arithmetic::U128)
}

/// [`walk_scaling_auto`] forced to big integers; 60,000 decks is past `u128`.
#[divan::bench(args = [1, 8, 100, 10_000, 60_000])]
fn walk_scaling_big(decks: u32) -> punto_banco::CoupTable {
    walk_with(decks, punto_banco::Arithmetic::Big)
}

fn walk_with(decks: u32, arith: punto_banco::Arithmetic) -> punto_banco::CoupTable {
    let rules = Rules::preset("standard").expect("preset");
    let shoe = Shoe::with_decks(decks).expect("decks");
    punto_banco::enumerate_with(divan::black_box(&shoe), &rules, punto_banco::PairFlags::Ignored, arith)
}
