//! Exact distribution of pair outcomes on the first four cards, with suits: the basis of
//! perfect-pair bets. Pair events depend on the first four cards alone, so they are priced
//! here, apart from the walk, and scaled to six-card sequences by (N-4)(N-5).

use crate::coup::Pairs;
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
    if crate::enumerate::sequences(shoe.total()).bits() <= 128 {
        return suited_pairs_u128(shoe);
    }
    suited_pairs_big(shoe)
}

/// [`suited_pairs`] in native integers, for shoes whose six-card total fits `u128`.
///
/// Only Punto's pairs need an explicit loop (52 perfect, 156 same-rank): by
/// exchangeability the column sums over every Punto hand are the Banco marginals,
/// `(ordered two-card hands of the category) · (N−2)(N−3)`, so the "no pair" row is what
/// remains.
fn suited_pairs_u128(shoe: &Shoe) -> Option<[[BigUint; 3]; 3]> {
    let suited = shoe.suited_counts()?;
    let m: Vec<u128> = suited
        .iter()
        .flat_map(|r| r.iter().map(|&c| u128::from(c)))
        .collect();
    let ff2 = |x: u128| x * x.saturating_sub(1);
    let n = u128::from(shoe.total());
    let ranks: Vec<u128> = (0..13).map(|r| m[4 * r..4 * r + 4].iter().sum()).collect();
    let sp: u128 = m.iter().map(|&x| ff2(x)).sum();
    let sr: u128 = ranks.iter().map(|&x| ff2(x)).sum();
    let less = |x: u128, k: u128| ff2(x) - ff2(x - k);
    let rest = ff2(n.saturating_sub(2));
    let mut acc = [[0u128; 3]; 3];
    // Banco's categories once Punto holds classes i and j of rank r.
    let banco = |i: usize, j: usize| -> [u128; 3] {
        let r = i / 4;
        let perfect = if i == j {
            sp - less(m[i], 2)
        } else {
            sp - less(m[i], 1) - less(m[j], 1)
        };
        let rank = sr - less(ranks[r], 2);
        [rest - rank, rank - perfect, perfect]
    };
    for i in 0..52 {
        let wp = ff2(m[i]);
        if wp > 0 {
            for (a, b) in acc[PERFECT].iter_mut().zip(banco(i, i)) {
                *a += wp * b;
            }
        }
        for j in (i / 4 * 4..i / 4 * 4 + 4).filter(|&j| j != i) {
            let wp = m[i] * m[j];
            if wp > 0 {
                for (a, b) in acc[PAIR].iter_mut().zip(banco(i, j)) {
                    *a += wp * b;
                }
            }
        }
    }
    let marginal = [ff2(n) - sr, sr - sp, sp];
    for c in 0..3 {
        acc[NONE][c] = marginal[c] * rest - acc[PAIR][c] - acc[PERFECT][c];
    }
    let tail = ff2(n - 4);
    Some(acc.map(|row| row.map(|x| BigUint::from(x * tail))))
}

/// [`suited_pairs`] in big integers, by a direct loop over Punto's two suited classes.
fn suited_pairs_big(shoe: &Shoe) -> Option<[[BigUint; 3]; 3]> {
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
    fn native_and_big_integer_paths_agree() {
        for removed in [
            "",
            "Kh Kh Ks 5d",
            "As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks Qh Qh",
        ] {
            for decks in [1, 2, 8] {
                let mut shoe = Shoe::with_decks(decks).unwrap();
                if shoe.remove_cards(removed).is_ok() {
                    assert_eq!(
                        suited_pairs_u128(&shoe),
                        suited_pairs_big(&shoe),
                        "{removed}"
                    );
                }
            }
        }
    }

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
