//! Exact distribution of pair outcomes on the first four cards, with suits: the basis of
//! perfect-pair bets. Pair events depend on the first four cards alone, so they are priced
//! here, apart from the walk, and scaled to six-card sequences by (N-4)(N-5).

use crate::bets::Pairs;
use crate::shoe::Shoe;
use num_bigint::BigUint;

/// Category of one hand's first two cards.
const NONE: usize = 0;
const PAIR: usize = 1;
const PERFECT: usize = 2;

/// Counts of ordered six-card sequences by (Punto category, Banco category), where a
/// category is 0 = no pair, 1 = rank pair of different suits, 2 = perfect pair.
/// `None` when the shoe's suits are unknown.
pub(crate) fn suited_pairs(shoe: &Shoe) -> Option<[[BigUint; 3]; 3]> {
    let suited = shoe.suited_counts()?;
    let m: Vec<u64> = suited
        .iter()
        .flat_map(|r| r.iter().map(|&c| u64::from(c)))
        .collect();
    let rank_of = |i: usize| i / 4;
    let n = shoe.total();
    let sp: u64 = m.iter().map(|&x| x * x.saturating_sub(1)).sum();
    let ranks: Vec<u64> = (0..13).map(|r| m[4 * r..4 * r + 4].iter().sum()).collect();
    let sr: u64 = ranks.iter().map(|&x| x * x.saturating_sub(1)).sum();
    // x(x-1) after removing `k` cards from a class of `x`.
    let less = |x: u64, k: u64| {
        let y = x - k;
        x * x.saturating_sub(1) - y * y.saturating_sub(1)
    };
    // Each term is at most N^4 < 2^128 (N < 2^32) and so is their sum: u128 is exact.
    let mut acc = [[0u128; 3]; 3];
    for i in 0..52 {
        for j in 0..52 {
            let wp = m[i] * (m[j] - u64::from(i == j).min(m[j]));
            if wp == 0 {
                continue;
            }
            let cat = if i == j {
                PERFECT
            } else if rank_of(i) == rank_of(j) {
                PAIR
            } else {
                NONE
            };
            // Banco's ordered pairs once Punto's two cards are gone.
            let perfect = if i == j {
                sp - less(m[i], 2)
            } else {
                sp - less(m[i], 1) - less(m[j], 1)
            };
            let (ri, rj) = (rank_of(i), rank_of(j));
            let rank = if ri == rj {
                sr - less(ranks[ri], 2)
            } else {
                sr - less(ranks[ri], 1) - less(ranks[rj], 1)
            };
            let all = (n - 2) * (n - 3);
            for (bcat, w) in [
                (PERFECT, perfect),
                (PAIR, rank - perfect),
                (NONE, all - rank),
            ] {
                acc[cat][bcat] += u128::from(wp) * u128::from(w);
            }
        }
    }
    let tail = BigUint::from((n - 4) * (n - 5));
    Some(acc.map(|row| row.map(|x| BigUint::from(x) * &tail)))
}

/// The pair flags of a (Punto category, Banco category) cell.
pub(crate) fn pairs_of(punto: usize, banco: usize) -> Pairs {
    Pairs {
        punto_pair: punto != NONE,
        banco_pair: banco != NONE,
        punto_perfect_pair: punto == PERFECT,
        banco_perfect_pair: banco == PERFECT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::ToPrimitive;

    #[test]
    fn one_deck_pair_counts_match_direct_combinatorics() {
        // One deck: P(Punto pair) = 3/51, P(perfect) = 0.
        let t = suited_pairs(&Shoe::with_decks(1).unwrap()).unwrap();
        let total: BigUint = t.iter().flatten().sum();
        assert_eq!(total, crate::enumerate::sequences(52));
        let punto_pair: BigUint = t[PAIR].iter().chain(t[PERFECT].iter()).sum();
        assert_eq!(punto_pair * 51u32, total.clone() * 3u32);
        let perfect: BigUint = t[PERFECT].iter().sum();
        assert_eq!(perfect.to_u64(), Some(0));
    }
}
