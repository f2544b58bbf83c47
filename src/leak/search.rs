//! The search of [`super::best_sorts`]: every two-group sort's value, folded from one walk's
//! table of the positions' symbols.

use super::walk::{Alphabet, Tags};
use super::{Setup, Sort};
use crate::limits::Cancel;

/// Folds the table by symbols into the states of each sort: (sort index, edge numerator,
/// weight of the states bet on); none after `cancel` is raised.
#[allow(clippy::too_many_arguments)]
pub(super) fn fold(
    setup: &Setup,
    alpha: &Alphabet,
    tags: &Tags,
    table: &[i128],
    positions: &[u8],
    sorts: &[Sort],
    sit_out: bool,
    cancel: &Cancel,
) -> Vec<(usize, i128, i128)> {
    let width = setup.pays.bets + 1;
    let m = positions.len();
    // The symbols of each entry, and the entries of positive weight only.
    let keys: Vec<(usize, Vec<usize>)> = (0..tags.entries)
        .filter(|&e| table[e * width] != 0)
        .map(|e| {
            (
                e,
                (0..m)
                    .map(|i| e / alpha.len.pow(i as u32) % alpha.len)
                    .collect(),
            )
        })
        .collect();
    let mut acc = vec![0i128; (1 << m) * width];
    sorts
        .iter()
        .enumerate()
        .take_while(|_| !cancel.is_set())
        .map(|(i, sort)| {
            let g = alpha.groups(sort);
            acc.iter_mut().for_each(|a| *a = 0);
            for (e, syms) in &keys {
                let state = syms
                    .iter()
                    .enumerate()
                    .fold(0, |st, (j, &s)| st | g[s] << j);
                let row = &table[e * width..e * width + width];
                for (a, v) in acc[state * width..state * width + width]
                    .iter_mut()
                    .zip(row)
                {
                    *a += v;
                }
            }
            let (mut edge, mut bet) = (0i128, 0i128);
            for row in acc.chunks(width) {
                if row[0] == 0 {
                    continue;
                }
                if let Some(b) = setup.choose(&row[1..], sit_out) {
                    edge += row[1 + b];
                    bet += row[0];
                }
            }
            (i, edge, bet)
        })
        .collect()
}
