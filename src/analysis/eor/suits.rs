//! Perfect-pair bets: suited four-card distributions, cached under the shoe's rank and
//! suit symmetries, mixed over the suits of the removed cards.

use super::plan::{Kind, Plan};
use crate::pairs::suited_pairs;
use crate::shoe::Shoe;
use num_bigint::BigInt;
use num_traits::{One, Zero};
use rayon::prelude::*;
use std::collections::HashMap;

/// A suited shoe's symmetry class (see [`suited_key`]).
type SuitKey = Vec<[u32; 4]>;

/// Suited counts with `k[s]` cards of each suit of rank `r` removed.
fn suited_less(suits: &[[u32; 4]; 13], r: usize, k: &[u32; 4]) -> [[u32; 4]; 13] {
    let mut s = *suits;
    for (x, &y) in s[r].iter_mut().zip(k) {
        *x -= y;
    }
    s
}

/// The symmetry class of a suited shoe for pair pricing: ranks and suits within a rank
/// may be permuted without changing the suited pair distribution.
fn suited_key(s: &[[u32; 4]; 13]) -> SuitKey {
    let mut v: SuitKey = s
        .iter()
        .map(|r| {
            let mut r = *r;
            r.sort_unstable();
            r
        })
        .collect();
    v.sort_unstable();
    v
}

/// Ways to take `k` cards from suits holding `m`: every split `k_s` with its weight
/// `Π_s C(m_s, k_s)`.
fn suit_splits(m: &[u32; 4], k: u32) -> Vec<([u32; 4], BigInt)> {
    let binom =
        |n: u32, r: u32| -> BigInt { (0..r).fold(BigInt::one(), |acc, i| acc * (n - i) / (i + 1)) };
    let mut out = Vec::new();
    for a in 0..=k.min(m[0]) {
        for b in 0..=(k - a).min(m[1]) {
            for c in 0..=(k - a - b).min(m[2]) {
                let d = k - a - b - c;
                if d > m[3] {
                    continue;
                }
                let w = binom(m[0], a) * binom(m[1], b) * binom(m[2], c) * binom(m[3], d);
                out.push(([a, b, c, d], w));
            }
        }
    }
    out
}

/// For every removal: each bet's perfect-pair numerator as a weighted sum over the suits
/// of the removed cards, with the total weight (`C(n_r, k)`). `None` when suits are unknown
/// or no bet needs them.
pub(super) fn perfect_numerators(
    plans: &[Plan],
    shoe: &Shoe,
    removals: &[[u32; 13]],
) -> Vec<Option<(Vec<BigInt>, BigInt)>> {
    let wanted = plans.iter().any(|p| matches!(p.kind, Kind::Perfect));
    let Some(suits) = shoe.suited_counts().filter(|_| wanted) else {
        return vec![None; removals.len()];
    };
    // The suited shoes each removal mixes, by symmetry class, with their weights.
    let mut classes: HashMap<SuitKey, [[u32; 4]; 13]> = HashMap::new();
    let mixes: Vec<Vec<(SuitKey, BigInt)>> = removals
        .iter()
        .map(|rem| {
            let r = rem.iter().position(|&k| k > 0).unwrap_or(0);
            suit_splits(&suits[r], rem[r])
                .into_iter()
                .map(|(k, w)| {
                    let s = suited_less(suits, r, &k);
                    let key = suited_key(&s);
                    classes.entry(key.clone()).or_insert(s);
                    (key, w)
                })
                .collect()
        })
        .collect();
    let classes: Vec<(SuitKey, [[u32; 4]; 13])> = classes.into_iter().collect();
    let nums: HashMap<SuitKey, Vec<BigInt>> = classes
        .par_iter()
        .map(|(key, s)| {
            let shoe = Shoe::from_suited_counts(*s).expect("size checked by the caller");
            let dist = suited_pairs(&shoe).expect("suits known");
            let nums = plans
                .iter()
                .map(|p| match p.kind {
                    Kind::Perfect => p.numerator(&dist),
                    _ => BigInt::zero(),
                })
                .collect();
            (key.clone(), nums)
        })
        .collect();
    mixes
        .into_iter()
        .map(|mix| {
            let mut sum = vec![BigInt::zero(); plans.len()];
            let mut weight = BigInt::zero();
            for (key, w) in mix {
                for (s, x) in sum.iter_mut().zip(&nums[&key]) {
                    *s += &w * x;
                }
                weight += w;
            }
            Some((sum, weight))
        })
        .collect()
}
