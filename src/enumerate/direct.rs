//! The direct walk, in the test build only: every four-card deal's third-card stage on its
//! own, an independent check of the aggregated walk (compared cell by cell in the tests).

use super::walk::Walk;
use super::{falling, Weight};
use crate::outcome::{cell_index, CELLS_PER_FLAG};

/// One four-card deal: totals and the values of Punto's two and Banco's two cards.
#[derive(Clone, Copy)]
struct Deal {
    pt: u8,
    bt: u8,
    cards: [usize; 4],
}

impl Walk {
    /// Visits every four-card deal: Punto {a, a2}, Banco {b, b2} as unordered value pairs,
    /// with its weight split by pair flags, the totals and the four values.
    fn deals<W: Weight, const PAIRS: bool>(&self, mut visit: impl FnMut(usize, &W, Deal)) {
        let c = &self.c;
        for a in 0..10 {
            for a2 in a..10 {
                let wp = if a == a2 {
                    falling(c[a], 2)
                } else {
                    c[a] * c[a2]
                };
                if wp == 0 {
                    continue;
                }
                let mut rp = *c;
                rp[a] -= 1;
                rp[a2] -= 1;
                let pmult = if a == a2 { 1 } else { 2 };
                let pt = ((a + a2) % 10) as u8;
                for b in 0..10 {
                    for b2 in b..10 {
                        let wb = if b == b2 {
                            falling(rp[b], 2)
                        } else {
                            rp[b] * rp[b2]
                        };
                        if wb == 0 {
                            continue;
                        }
                        let mult = pmult * if b == b2 { 1 } else { 2 };
                        // wb·mult could pass 2^64 for a shoe near MAX_CARDS: multiply in W.
                        let wt = W::from_u64(wp).mul_u64(wb).mul_u64(mult);
                        let bt = ((b + b2) % 10) as u8;
                        let deal = Deal {
                            pt,
                            bt,
                            cards: [a, a2, b, b2],
                        };
                        let split = self.split::<W, PAIRS>(a, a2, b, b2, wt);
                        for (f, w) in split.iter().enumerate() {
                            if !w.is_zero() {
                                visit(f, w, deal);
                            }
                        }
                    }
                }
            }
        }
    }

    /// The direct walk: every deal's third-card stage on its own. Kept as an independent
    /// check of the aggregated walk.
    pub(super) fn run_direct<W: Weight, const PAIRS: bool>(&self, cells: &mut [W]) {
        let c = self.c;
        self.deals::<W, PAIRS>(|f, w, d| {
            let mut r = c;
            for v in d.cards {
                r[v] -= 1;
            }
            let block = &mut cells[f * CELLS_PER_FLAG..(f + 1) * CELLS_PER_FLAG];
            self.finish(block, w, d.pt, d.bt, &r);
        });
    }

    /// Adds the coups that follow a four-card deal of weight `w` (totals `pt`, `bt`, the
    /// counts `r` left) to one pair-flag block of cells.
    fn finish<W: Weight>(&self, cells: &mut [W], w: &W, pt: u8, bt: u8, r: &[u64; 10]) {
        let (n4, n5) = (self.n - 4, self.n - 5);
        if self.naturals[pt as usize] || self.naturals[bt as usize] {
            cells[cell_index(pt, bt, 2, 2, true)].add_mul(w, n4 * n5);
            return;
        }
        // rr[j]: cards that bring Banco's total from bt to j.
        let bt_us = usize::from(bt);
        let rr: [u64; 10] = std::array::from_fn(|j| r[(j + 10 - bt_us) % 10]);
        let banco_draws = &self.banco_draws[bt_us];
        if self.punto_draws[pt as usize] {
            for (x, &rx) in r.iter().enumerate() {
                if rx == 0 {
                    continue;
                }
                let pt3 = (pt + x as u8) % 10;
                let wx = w.mul_u64(rx);
                if banco_draws[x] {
                    let base = cell_index(pt3, 0, 3, 3, false);
                    let row = &mut cells[base..base + 10];
                    for (cell, &m) in row.iter_mut().zip(&rr) {
                        cell.add_mul(&wx, m);
                    }
                    // Banco's card cannot be the very card Punto just drew.
                    row[(bt_us + x) % 10].sub_assign(&wx);
                } else {
                    cells[cell_index(pt3, bt, 3, 2, false)].add_mul(&wx, n5);
                }
            }
        } else if banco_draws[crate::rules::PUNTO_STOOD] {
            let wn = w.mul_u64(n5);
            let base = cell_index(pt, 0, 2, 3, false);
            for (cell, &m) in cells[base..base + 10].iter_mut().zip(&rr) {
                cell.add_mul(&wn, m);
            }
        } else {
            cells[cell_index(pt, bt, 2, 2, false)].add_mul(w, n4 * n5);
        }
    }
}
