//! Coup-priced bets: one exact walk per distinct point-value count (removing a 10, J, Q
//! or K gives the same walk), run in parallel, each bet's numerator a dot product with the
//! walk's outcome cells.

use super::plan::{Kind, Plan};
use super::sub;
use crate::analysis::Pricer;
use crate::card::Rank;
use crate::enumerate::{enumerate, PairFlags};
use crate::shoe::Shoe;
use num_bigint::BigInt;
use num_traits::Zero;
use rayon::prelude::*;
use std::collections::HashMap;

/// What a walk depends on: point-value counts, plus the ten-value rank counts (as a
/// multiset) when rank pairs are tracked.
pub(super) fn key(counts: &[u32; 13], pairs: bool) -> [u32; 14] {
    let mut k = [0u32; 14];
    for r in Rank::ALL {
        k[r.value()] += counts[r.index()];
    }
    if pairs {
        let mut z = [counts[9], counts[10], counts[11], counts[12]];
        z.sort_unstable();
        k[10..14].copy_from_slice(&z);
    }
    k
}

/// The numerators of every coup-priced bet, per distinct walk.
pub(super) fn coup_numerators(
    pricer: &Pricer,
    plans: &[Plan],
    counts: &[u32; 13],
    removals: &[[u32; 13]],
    pairs: bool,
) -> HashMap<[u32; 14], Vec<BigInt>> {
    if !plans.iter().any(|p| matches!(p.kind, Kind::Coup { .. })) {
        return removals
            .iter()
            .map(|rem| (key(&sub(counts, rem), pairs), vec![]))
            .collect();
    }
    let mut shoes: HashMap<[u32; 14], [u32; 13]> = HashMap::new();
    for rem in removals {
        let left = sub(counts, rem);
        shoes.entry(key(&left, pairs)).or_insert(left);
    }
    let shoes: Vec<([u32; 14], [u32; 13])> = shoes.into_iter().collect();
    shoes
        .par_iter()
        .map(|(k, left)| {
            let shoe = Shoe::from_counts(*left).expect("size checked by the caller");
            let table = enumerate(&shoe, pricer.rules(), PairFlags::when(pairs));
            let cells = table.small_cells();
            let small_total = (table.total().bits() <= 63)
                .then(|| i128::try_from(table.total()).expect("below 2^63"));
            debug_assert!(
                pairs
                    || cells.is_none_or(|c| c[crate::outcome::CELLS_PER_FLAG..]
                        .iter()
                        .all(|&x| x == 0)),
                "a table without pair flags holds counts in the first cells only"
            );
            let nums = plans
                .iter()
                .map(|p| match (&p.kind, cells) {
                    (Kind::Coup { .. }, Some(cells)) => {
                        let used = if pairs {
                            cells.len()
                        } else {
                            crate::outcome::CELLS_PER_FLAG
                        };
                        // Counts below 2^63 times pays below 2^63, over at most 2,000
                        // cells whose counts add up to the total: the sum fits i128.
                        // The cells past `used` are empty, so the counts up to `used` add up
                        // to the total `n` (below 2^63): |w0·n| and |Σ c·(w − w0)| are both
                        // below 2^126 and their sum fits i128.
                        if let (Some((w0, rest)), Some(n)) = (&p.cell_pay, small_total) {
                            let dot: i128 = rest
                                .iter()
                                .take_while(|&&(i, _)| usize::from(i) < used)
                                .map(|&(i, w)| cells[usize::from(i)] as i128 * i128::from(w))
                                .sum();
                            return BigInt::from(i128::from(*w0) * n + dot);
                        }
                        let mut groups = vec![0u128; p.pay.len()];
                        for (x, g) in cells[..used].iter().zip(&p.select) {
                            groups[usize::from(g.expect("coup bets select every cell"))] += x;
                        }
                        p.numerator_of_groups(&groups)
                    }
                    (Kind::Coup { .. }, None) => table
                        .group_sums(p.pay.len(), &p.select)
                        .into_iter()
                        .zip(&p.pay)
                        .map(|(c, pay)| BigInt::from(c) * pay)
                        .sum(),
                    _ => BigInt::zero(),
                })
                .collect();
            (*k, nums)
        })
        .collect()
}
