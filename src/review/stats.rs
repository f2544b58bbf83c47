//! The statistics of a review: the permutation test of a player's timing and how well a
//! count separates the coups a player bet (Holm's adjustment across players, the p-value
//! and the generator are [`crate::stats`]'s).
//!
//! # The permutation test
//! The statistic `T` is the player's stake-weighted mean EV. Under the null hypothesis the
//! player's timing carries no information: each of the player's coups, with all its wagers,
//! moves to a coup drawn without replacement from the same shoe. Each of `D` draws gives a
//! `T*`; the one-sided p-value is `(1 + #{T* >= T}) / (1 + D)`, with Monte-Carlo error
//! `sqrt(p (1 - p) / D)`. The stakes do not change under the null, so `T* >= T` compares
//! the stake-weighted sums, held as integers (EVs in units of 10⁻¹², stakes in
//! millionths): ties are exact and the sums do not depend on order.

use crate::error::{Error, Result};
use crate::simulate::below;
pub use crate::stats::stream_rng as test_rng;
use crate::stats::Permutation;
use rand_chacha::ChaCha8Rng;

/// One shoe of a player, as the permutation test sees it: the shoe's `n` coups, the EV
/// (integer units) at every coup of each bet the player staked on there (a "column"), and
/// for each coup the player played, its index and its wagers (column, stake). What a coup's
/// wagers are worth at coup `t` is Σ stake × EV at `t`: computed when drawn, so memory is
/// linear in the coups and wagers, and each draw costs one step per wager.
#[derive(Debug, Clone)]
pub struct ShoeDraws {
    /// Coups in the shoe.
    pub n: usize,
    /// The index (0-based) of each coup the player played.
    pub own: Vec<usize>,
    /// Columns of `evs`.
    pub width: usize,
    /// Row-major `n × width`: column `c`'s EV at coup `t`, in units of 10⁻¹².
    pub evs: Vec<i128>,
    /// Row `i`'s wagers are `stakes[starts[i]..starts[i + 1]]` (`starts` has
    /// `own.len() + 1` entries).
    pub starts: Vec<usize>,
    /// (column, stake in millionths) of every wager, row by row.
    pub stakes: Vec<(usize, i128)>,
}

impl ShoeDraws {
    /// What row `i`'s wagers are worth (Σ stake × EV) placed at coup `t`.
    pub fn value(&self, i: usize, t: usize) -> i128 {
        let evs = &self.evs[t * self.width..(t + 1) * self.width];
        self.stakes[self.starts[i]..self.starts[i + 1]]
            .iter()
            .map(|&(c, s)| s * evs[c])
            .sum()
    }

    /// An upper bound of |Σ values| over any placement: Σ over wagers of |stake| × the
    /// largest |EV| of its column; `None` when that overflows.
    fn bound(&self) -> Option<u128> {
        let mut largest = vec![0u128; self.width];
        for t in 0..self.n {
            for (c, l) in largest.iter_mut().enumerate() {
                *l = (*l).max(self.evs[t * self.width + c].unsigned_abs());
            }
        }
        self.stakes.iter().try_fold(0u128, |acc, &(c, s)| {
            acc.checked_add(s.unsigned_abs().checked_mul(largest[c])?)
        })
    }
}

/// The observed stake-weighted sum: every coup's wagers where they were placed.
pub fn observed(shoes: &[ShoeDraws]) -> i128 {
    shoes
        .iter()
        .map(|s| {
            s.own
                .iter()
                .enumerate()
                .map(|(i, &c)| s.value(i, c))
                .sum::<i128>()
        })
        .sum()
}

/// Runs the permutation test with `draws` draws from `rng`: shoe by shoe, each draw takes
/// `own.len()` distinct coups of the shoe in random order (a partial Fisher-Yates shuffle)
/// and places the player's coups there.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] when the stake-weighted sums could overflow (stakes and
/// EVs far beyond any table's).
pub fn permutation_test(
    shoes: &[ShoeDraws],
    draws: u32,
    rng: &mut ChaCha8Rng,
) -> Result<Permutation> {
    let bound = shoes
        .iter()
        .try_fold(0u128, |acc, s| acc.checked_add(s.bound()?));
    if bound.is_none_or(|b| b > i128::MAX as u128 / 2) {
        return Err(Error::input(
            "stakes times EVs are too large to sum exactly; give stakes in larger units",
        ));
    }
    let t = observed(shoes);
    let mut sums = vec![0i128; draws as usize];
    for s in shoes {
        let k = s.own.len();
        let mut order: Vec<usize> = (0..s.n).collect();
        for sum in sums.iter_mut() {
            let mut v = 0i128;
            for i in 0..k {
                let j = i + below(rng, (s.n - i) as u32) as usize;
                order.swap(i, j);
                v += s.value(i, order[i]);
            }
            *sum += v;
        }
    }
    let at_least = sums.iter().filter(|&&x| x >= t).count() as u64;
    Ok(Permutation::new(draws, at_least))
}

/// How well a score separates the positive items from the others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Separation {
    /// The area under the ROC curve: P(score of a positive > score of a negative), ties
    /// counting one half.
    pub auc: f64,
    /// The rule "score >= x" that maximises true-positive minus false-positive rate holds
    /// for every x in `(below, at]`: `at` is the lowest positive score it includes, `below`
    /// the next lower score (−∞ when none).
    pub at: f64,
    /// See `at`.
    pub below: f64,
    /// True-positive rate of the rule.
    pub tpr: f64,
    /// False-positive rate of the rule.
    pub fpr: f64,
}

/// The AUC and the best threshold of `(score, positive)` items; `None` without both a
/// positive and a negative item.
pub fn separation(items: &mut [(f64, bool)]) -> Option<Separation> {
    let pos = items.iter().filter(|i| i.1).count();
    let neg = items.len() - pos;
    if pos == 0 || neg == 0 {
        return None;
    }
    items.sort_by(|a, b| b.0.total_cmp(&a.0));
    // Groups of equal score, highest first: (score, positives, negatives).
    let mut groups: Vec<(f64, usize, usize)> = Vec::new();
    for &(s, p) in items.iter() {
        match groups.last_mut() {
            Some(g) if g.0 == s => {
                g.1 += usize::from(p);
                g.2 += usize::from(!p);
            }
            _ => groups.push((s, usize::from(p), usize::from(!p))),
        }
    }
    let (mut tp, mut fp) = (0usize, 0usize);
    let mut wins = 0.0;
    let mut best: Option<Separation> = None;
    for (i, &(s, p, n)) in groups.iter().enumerate() {
        // Positives here beat every negative below (neg - fp - n) and tie with n.
        wins += p as f64 * ((neg - fp - n) as f64 + 0.5 * n as f64);
        tp += p;
        fp += n;
        let (tpr, fpr) = (tp as f64 / pos as f64, fp as f64 / neg as f64);
        if best.is_none_or(|b| tpr - fpr > b.tpr - b.fpr) {
            best = Some(Separation {
                auc: 0.0,
                at: s,
                below: groups.get(i + 1).map_or(f64::NEG_INFINITY, |g| g.0),
                tpr,
                fpr,
            });
        }
    }
    best.map(|b| Separation {
        auc: wins / (pos as f64 * neg as f64),
        ..b
    })
}

/// The simplest decimal `x` with `below < x <= at` (fewest decimals, up to 4), written
/// out: the threshold of a trigger `tc>=x` that splits the coups exactly as the best rule.
pub fn simplest_threshold(below: f64, at: f64) -> String {
    if below == f64::NEG_INFINITY {
        return format!("{}", at.floor());
    }
    for d in 0..=4 {
        let step = 10f64.powi(d);
        let x = ((below * step).floor() + 1.0) / step;
        if x <= at {
            return format!("{x:.*}", d as usize);
        }
    }
    format!("{at:.4}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auc_counts_pairs_and_ties() {
        // Positives 3, 2; negatives 2, 1: pairs (3,2) (3,1) (2,2 tie) (2,1) -> 3.5/4.
        let mut items = vec![(3.0, true), (2.0, true), (2.0, false), (1.0, false)];
        let s = separation(&mut items).unwrap();
        assert!((s.auc - 0.875).abs() < 1e-12);
        // Best rule: score >= 3 (TPR 1/2, FPR 0) ties with >= 2 (1 - 1/2); the first kept.
        assert_eq!((s.at, s.below), (3.0, 2.0));
        let mut perfect = vec![(5.0, true), (4.5, true), (1.0, false), (-2.0, false)];
        let s = separation(&mut perfect).unwrap();
        assert_eq!(
            (s.auc, s.at, s.below, s.tpr, s.fpr),
            (1.0, 4.5, 1.0, 1.0, 0.0)
        );
        assert!(separation(&mut [(1.0, true)]).is_none());
    }

    #[test]
    fn thresholds_are_the_simplest_decimal_that_splits_alike() {
        assert_eq!(simplest_threshold(3.52, 4.1), "4");
        assert_eq!(simplest_threshold(3.52, 3.9), "3.6");
        assert_eq!(simplest_threshold(3.52, 3.53), "3.53");
        assert_eq!(simplest_threshold(-1.5, -1.2), "-1.4");
        assert_eq!(simplest_threshold(f64::NEG_INFINITY, 2.7), "2");
    }

    #[test]
    fn a_player_at_every_best_coup_has_the_smallest_p() {
        // One shoe of 10 coups, EV = coup index; the player bets 1 unit at coups 8 and 9.
        let n = 10;
        let shoe = ShoeDraws {
            n,
            own: vec![8, 9],
            width: 1,
            evs: (0..n as i128).collect(),
            starts: vec![0, 1, 2],
            stakes: vec![(0, 1), (0, 1)],
        };
        let mut rng = test_rng(1, 0);
        let p = permutation_test(std::slice::from_ref(&shoe), 4_999, &mut rng).unwrap();
        // Exactly 2 of the 90 ordered pairs give the top sum: P(T* >= T) = 1/45.
        let expect = 1.0 / 45.0;
        assert!((p.at_least as f64 / 4_999.0 - expect).abs() < 4.0 * (expect / 4_999.0).sqrt());
        // The same seed draws the same.
        let again = permutation_test(&[shoe], 4_999, &mut test_rng(1, 0)).unwrap();
        assert_eq!(p, again);
    }
}
