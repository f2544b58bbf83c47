//! Composition: does each shoe hold the decks' cards?
//!
//! A complete shoe (with its rest row) must hold exactly `decks` of every card; a shoe
//! known only by its dealt part must deal no rank more often than the decks hold, and each
//! rank's deficit is measured by the exact hypergeometric probability of a deficit at least
//! as large (the dealt cards a uniformly random subset of the shoe).

use super::log::AuditShoe;
use crate::card::Rank;
use crate::simulate::card_of;
use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use serde::Serialize;

/// One wrong count: a rank (or, when every rank count is right, a card) a shoe holds too
/// many or too few of. `rank` is `all` for the number of cards of a complete shoe with face-down burns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Misfit {
    /// The shoe's number as logged.
    pub shoe: u64,
    /// The rank (`A`, `2`, ..., `K`), a card (`Kh`) or `all`.
    pub rank: String,
    /// How many the decks hold.
    pub expected: u64,
    /// How many the shoe's known cards hold.
    pub found: u64,
}

/// The exact lower tail of a rank's count in the dealt part.
#[derive(Debug, Clone, PartialEq)]
pub struct Deficit {
    /// The shoe.
    pub shoe: u64,
    /// The rank.
    pub rank: Rank,
    /// Cards of the rank dealt.
    pub found: u64,
    /// Cards of the rank expected in that many dealt cards (`dealt x 4 decks / cards`).
    pub expected: f64,
    /// P(X <= found), X hypergeometric (cards, 4 decks, dealt).
    pub p_value: f64,
}

/// Each shoe's wrong counts, each incomplete shoe's rank deficits, and per shoe whether its
/// counts are right (no [`Misfit`]): the shoes the outcome tests may deal from.
pub fn check(shoes: &[AuditShoe], decks: u32) -> (Vec<Misfit>, Vec<Deficit>, Vec<bool>) {
    let (mut misfits, mut deficits, mut sound) = (Vec::new(), Vec::new(), Vec::new());
    let total = u64::from(decks) * 52;
    for s in shoes {
        let first = misfits.len();
        let mut per_card = [0u64; 52];
        let mut unknown = 0u64;
        for c in s.burn.iter() {
            match c {
                Some(c) => per_card[usize::from(*c)] += 1,
                None => unknown += 1,
            }
        }
        for &c in &s.after_burn() {
            per_card[usize::from(c)] += 1;
        }
        let per_rank: Vec<u64> = (0..13)
            .map(|r| per_card[r * 4..r * 4 + 4].iter().sum())
            .collect();
        let rank_name = |r: usize| Rank::from_index(r).expect("rank below 13").to_string();
        let full = u64::from(decks) * 4;
        let known: u64 = per_rank.iter().sum();
        let before = misfits.len();
        for (r, &found) in per_rank.iter().enumerate() {
            // A complete shoe without face-down burns holds each rank exactly.
            let wrong = found > full || (s.complete() && unknown == 0 && found != full);
            if wrong {
                misfits.push(Misfit {
                    shoe: s.shoe,
                    rank: rank_name(r),
                    expected: full,
                    found,
                });
            }
        }
        if s.complete() && unknown > 0 && known + unknown != total {
            misfits.push(Misfit {
                shoe: s.shoe,
                rank: "all".into(),
                expected: total,
                found: known + unknown,
            });
        }
        if s.complete() && unknown == 0 && misfits.len() == before {
            for (c, &found) in per_card.iter().enumerate() {
                if found != u64::from(decks) {
                    let card = card_of(c as u8).to_string();
                    misfits.push(Misfit {
                        shoe: s.shoe,
                        rank: card,
                        expected: decks.into(),
                        found,
                    });
                }
            }
        }
        sound.push(misfits.len() == first);
        if !s.complete() {
            let dealt = known + unknown;
            for (r, &found) in per_rank.iter().enumerate() {
                if found > full || dealt > total {
                    continue;
                }
                deficits.push(Deficit {
                    shoe: s.shoe,
                    rank: Rank::from_index(r).expect("rank below 13"),
                    found,
                    expected: (dealt * full) as f64 / total as f64,
                    p_value: lower_tail(total, full, dealt, found),
                });
            }
        }
    }
    (misfits, deficits, sound)
}

fn binomial(n: u64, k: u64) -> BigUint {
    if k > n {
        return BigUint::zero();
    }
    let k = k.min(n - k);
    let mut out = BigUint::one();
    for i in 0..k {
        out = out * (n - i) / (i + 1);
    }
    out
}

/// P(X <= k) for X hypergeometric: `n` draws without replacement from `total` cards of
/// which `good` are good; exact (big integers), then rounded to `f64`.
///
/// # Formula
/// ```text
/// P(X <= k) = Σ_{j=j0..k} C(good, j) C(total − good, n − j) / C(total, n),  j0 = max(0, n − (total − good))
/// t(j0) = C(good, j0) C(total − good, n − j0)
/// t(j+1) = t(j) (good − j)(n − j) / ((j + 1)(total − good − n + j + 1))   (an exact division)
/// ```
/// Each term comes from the one before it by the ratio of consecutive binomials, so the
/// tail costs two binomials and one multiplication and division per term (linear in `k`),
/// not two binomials per term.
pub fn lower_tail(total: u64, good: u64, n: u64, k: u64) -> f64 {
    if n > total {
        return 1.0;
    }
    let bad = total - good;
    let first = n.saturating_sub(bad);
    let last = k.min(good).min(n);
    if last < first {
        return 0.0;
    }
    let mut term = binomial(good, first) * binomial(bad, n - first);
    let mut sum = term.clone();
    for j in first..last {
        term = term * ((good - j) * (n - j)) / ((j + 1) * (bad + j + 1 - n));
        sum += &term;
    }
    let all = binomial(total, n);
    // Unreduced: the ratio of two big integers rounds to f64 without their gcd.
    let p = BigRational::new_raw(sum.into(), all.into());
    p.to_f64().unwrap_or(1.0).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tail as it was first written: two binomials per term, summed.
    fn tail_by_binomials(total: u64, good: u64, n: u64, k: u64) -> f64 {
        let all = binomial(total, n);
        let mut sum = BigUint::zero();
        for j in 0..=k.min(good).min(n) {
            sum += binomial(good, j) * binomial(total - good, n - j);
        }
        BigRational::new(sum.into(), all.into())
            .to_f64()
            .unwrap()
            .min(1.0)
    }

    #[test]
    fn the_running_tail_equals_the_sum_of_binomials_term_by_term() {
        // Every (total, good, n, k) of shoes up to 60 cards, the boundaries included:
        // n past total − good (the first terms zero), k past good and past n.
        for total in [1u64, 2, 6, 13, 52, 60] {
            for good in 0..=total.min(9) {
                for n in 0..=total {
                    for k in 0..=n.min(good) + 1 {
                        let (a, b) = (
                            lower_tail(total, good, n, k),
                            tail_by_binomials(total, good, n, k),
                        );
                        assert!(
                            (a - b).abs() <= 1e-15 * b.max(1e-300),
                            "{total} {good} {n} {k}: {a} {b}"
                        );
                    }
                }
            }
        }
        // A 1,000-deck shoe, 2,000 cards dealt, 3,000 sevens expected ~115: both ways.
        let (a, b) = (
            lower_tail(52_000, 4_000, 2_000, 130),
            tail_by_binomials(52_000, 4_000, 2_000, 130),
        );
        assert!((a - b).abs() <= 1e-12 * b, "{a} {b}");
    }

    #[test]
    fn the_hypergeometric_tail_matches_a_brute_force_count() {
        // One deck, 5 cards dealt, 4 aces: P(no ace) = C(48,5)/C(52,5) = 1712304/2598960.
        assert!((lower_tail(52, 4, 5, 0) - 1_712_304.0 / 2_598_960.0).abs() < 1e-15);
        // Brute force over every 3-subset of a 6-card shoe with 2 good cards.
        let mut at_most_zero = 0;
        let mut all = 0;
        for a in 0..6 {
            for b in a + 1..6 {
                for c in b + 1..6 {
                    all += 1;
                    if [a, b, c].iter().all(|&x| x >= 2) {
                        at_most_zero += 1;
                    }
                }
            }
        }
        assert!((lower_tail(6, 2, 3, 0) - f64::from(at_most_zero) / f64::from(all)).abs() < 1e-15);
        assert_eq!(lower_tail(6, 2, 3, 2), 1.0);
    }
}
