//! Exact distribution of pair outcomes on the first four cards, with suits: the basis of
//! perfect-pair bets. Pair events depend on the first four cards alone, so they are priced
//! here, apart from the walk, and scaled to six-card sequences by (N-4)(N-5).

use crate::coup::Pairs;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use num_traits::Zero;

/// Category of one hand's first two cards.
const NONE: usize = 0;
const PAIR: usize = 1;
const PERFECT: usize = 2;

/// Whether N(N-1)...(N-5), the number of six-card sequences, fits 128 bits.
fn fits_u128(n: u64) -> bool {
    (0..6)
        .try_fold(1u128, |acc, i| {
            acc.checked_mul(u128::from(n.saturating_sub(i)))
        })
        .is_some()
}

/// Counts of ordered six-card sequences by (Punto category, Banco category), where a
/// category is 0 = no pair, 1 = rank pair of different suits, 2 = perfect pair.
/// `None` when the shoe's suits are unknown.
pub(crate) fn suited_pairs(shoe: &Shoe) -> Option<[[BigUint; 3]; 3]> {
    if fits_u128(shoe.total()) {
        return suited_pairs_u128(shoe);
    }
    suited_pairs_big(shoe)
}

/// [`suited_pairs`] in native integers, for shoes whose six-card total fits `u128`.
///
/// Punto's pair rows are sums over its pair hands, in closed form per rank; by
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
    let less = |x: u128, k: u128| ff2(x) - ff2(x.saturating_sub(k));
    let rest = ff2(n.saturating_sub(2));
    // Punto holds a perfect pair (i, i), weight ff2(m_i): Banco then has
    // perfect_i = sp − less(m_i, 2) perfect and rank_i = sr − less(R_r, 2) rank pairs.
    // Punto holds a rank pair (i, j), i ≠ j of rank r, weight m_i·m_j: Banco has
    // sp − less(m_i, 1) − less(m_j, 1) perfect and sr − less(R_r, 2) rank pairs.
    // Summed in closed form: Σ_{i≠j in r} m_i·m_j = R_r² − Σ_{i in r} m_i², and by
    // symmetry Σ_{i≠j in r} m_i·m_j·less(m_i, 1) = Σ_{i in r} m_i·less(m_i, 1)·(R_r − m_i).
    let (mut perfect_perfect, mut perfect_rank) = (sp * sp, sp * sr);
    let (mut pair_perfect, mut pair_rank) = ((sr - sp) * sp, (sr - sp) * sr);
    for (r, &rr) in ranks.iter().enumerate() {
        let less_r = less(rr, 2);
        let mut sq = 0;
        for &x in &m[4 * r..4 * r + 4] {
            let w = ff2(x);
            perfect_perfect -= w * less(x, 2);
            perfect_rank -= w * less_r;
            pair_perfect -= 2 * x * less(x, 1) * (rr - x);
            sq += x * x;
        }
        pair_rank -= (rr * rr - sq) * less_r;
    }
    let mut acc = [[0u128; 3]; 3];
    acc[PERFECT] = [
        sp * rest - perfect_rank,
        perfect_rank - perfect_perfect,
        perfect_perfect,
    ];
    acc[PAIR] = [
        (sr - sp) * rest - pair_rank,
        pair_rank - pair_perfect,
        pair_perfect,
    ];
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

/// Counts of ordered six-card sequences by (Punto category, Banco category) without suits:
/// categories 0 = no pair and 1 = rank pair (row and column 2, perfect pairs, stay zero).
/// Rank-pair bets depend on the first four cards alone, so they need no walk.
///
/// # Formula
/// ```text
/// S2 = Σ_r n_r(n_r−1),  both = S2² − Σ_r (n_r(n_r−1))² + Σ_r n_r(n_r−1)(n_r−2)(n_r−3)
/// one side only = S2·(N−2)(N−3) − both,  all scaled by (N−4)(N−5)
/// ```
pub(crate) fn rank_pairs(counts: &[u32; 13]) -> [[BigUint; 3]; 3] {
    let n: u64 = counts.iter().map(|&c| u64::from(c)).sum();
    if fits_u128(n) {
        // Every term is at most N^4 < 2^128 and so is every partial sum.
        let ff2 = |c: u128| c * c.saturating_sub(1);
        let ff = counts.map(|c| ff2(u128::from(c)));
        let s2: u128 = ff.iter().sum();
        let sq: u128 = ff.iter().map(|&x| x * x).sum();
        let ff4: u128 = counts
            .iter()
            .zip(&ff)
            .map(|(&c, &x)| x * ff2(u128::from(c).saturating_sub(2)))
            .sum();
        let n = u128::from(n);
        let both = s2 * s2 + ff4 - sq;
        let one = s2 * ff2(n - 2) - both;
        let neither = ff2(n) * ff2(n - 2) - 2 * one - both;
        let tail = ff2(n - 4);
        let b = |x: u128| BigUint::from(x * tail);
        let z = BigUint::zero;
        return [
            [b(neither), b(one), z()],
            [b(one), b(both), z()],
            [z(), z(), z()],
        ];
    }
    let big = |x: u64| BigUint::from(x);
    let ff2 = |c: u64| c * c.saturating_sub(1);
    let s2: BigUint = counts.iter().map(|&c| big(ff2(c.into()))).sum();
    let sq: BigUint = counts.iter().map(|&c| big(ff2(c.into())).pow(2)).sum();
    let ff4: BigUint = counts
        .iter()
        .map(|&c| big(ff2(c.into())) * big(ff2(u64::from(c).saturating_sub(2))))
        .sum();
    let both = &s2 * &s2 + ff4 - sq;
    let one = &s2 * big(ff2(n - 2)) - &both;
    let all = big(ff2(n)) * big(ff2(n - 2));
    let neither = all - &one - &one - &both;
    let tail = big(ff2(n - 4));
    let z = BigUint::zero;
    [
        [neither * &tail, one.clone() * &tail, z()],
        [one * &tail, both * &tail, z()],
        [z(), z(), z()],
    ]
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
            "Ah Ah Ah Ah Ah Ah Ah Ah As As Ad 7c 7c 7c 7c 7c 7c 7c 7c 7d 7d 7d 7d 7d 7d 7d",
            "2s 2s 2h 2h 2d 2d 2c 9c 9c 9c 9c 9c 9c 9c 9c Jh Jh Jh Jh Jh Jh Jh Jh Jh",
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
    fn rank_pairs_match_the_walk_with_pair_flags() {
        let rules = crate::rules::Rules::preset("standard").unwrap();
        let mut shoes = vec![Shoe::with_decks(1).unwrap(), Shoe::with_decks(8).unwrap()];
        let mut s = Shoe::with_decks(2).unwrap();
        s.remove_cards("K K K K K K K Q Q J 9 9 9 9 9 9 5 5 A")
            .unwrap();
        shoes.push(s);
        shoes.push(Shoe::with_decks(60_000).unwrap());
        shoes.push(
            Shoe::parse_counts("A=0,2=1,3=0,4=2,5=0,6=1,7=0,8=3,9=0,10=2,J=0,Q=1,K=0").unwrap(),
        );
        for shoe in shoes {
            let t = crate::enumerate::enumerate(&shoe, &rules, crate::PairFlags::Tracked);
            let d = rank_pairs(&shoe.counts());
            for (p, b) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let want = t.count_where(|c| c.punto_pair == (p == 1) && c.banco_pair == (b == 1));
                assert_eq!(d[p][b], want, "{shoe} {p} {b}");
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
