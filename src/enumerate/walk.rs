//! The fast walk: deals summed per class of two-card totals, then the third-card stage of
//! each class (and its mirror) at once.

use super::classes::{ClassSums, HANDS, NEED_A0, NEED_A1, NEED_A2};
use super::{falling, Weight};
use crate::outcome::{cell_index, CELLS_PER_FLAG};
use crate::rules::Rules;
use crate::shoe::Shoe;

/// Per-shoe constants of the walk.
pub(super) struct Walk {
    pub(super) naturals: [bool; 10],
    /// Read by the direct walk; the fast walk reads `need`.
    #[cfg(test)]
    pub(super) punto_draws: [bool; 10],
    /// `banco_draws[total][punto third card, or 10 when Punto stood]`.
    pub(super) banco_draws: [[bool; 11]; 10],
    pub(super) c: [u64; 10],
    pub(super) n: u64,
    /// Σ n_r(n_r-1) over the ranks of each value class: ordered same-rank pairs.
    pub(super) s2: [u64; 10],
    /// Rank counts of value class 0 (10, J, Q, K), for the four-card double pair.
    pub(super) zero_ranks: [u64; 4],
    /// `need[pt][bt]`: which class sums the third-card stage after totals (pt, bt) reads.
    pub(super) need: [[u8; 10]; 10],
    /// `need_pair[pt][bt]`: what classes (pt, bt) and (bt, pt) read together.
    pub(super) need_pair: [[u8; 10]; 10],
}

impl Walk {
    pub(super) fn new(shoe: &Shoe, rules: &Rules) -> Walk {
        let mut s2 = [0u64; 10];
        let mut zero_ranks = [0u64; 4];
        for r in crate::card::Rank::ALL {
            let n = u64::from(shoe.count(r));
            s2[r.value()] += n * n.saturating_sub(1);
            if r.value() == 0 {
                zero_ranks[r.index() - 9] = n;
            }
        }
        let naturals = rules.naturals();
        let punto_draws: [bool; 10] = std::array::from_fn(|t| rules.punto_draws(t as u8));
        let need: [[u8; 10]; 10] = std::array::from_fn(|pt| {
            std::array::from_fn(|bt| {
                if naturals[pt] || naturals[bt] {
                    NEED_A0
                } else if punto_draws[pt] {
                    NEED_A2
                } else if rules.banco_draws(bt as u8, None) {
                    NEED_A1
                } else {
                    NEED_A0
                }
            })
        });
        // Classes 1-9 hold one rank each, so every same-value pair is a rank pair there.
        Walk {
            naturals,
            #[cfg(test)]
            punto_draws,
            banco_draws: std::array::from_fn(|t| {
                std::array::from_fn(|x| rules.banco_draws(t as u8, (x < 10).then_some(x as u8)))
            }),
            c: shoe.value_counts(),
            n: shoe.total(),
            s2,
            zero_ranks,
            need,
            need_pair: std::array::from_fn(|pt| {
                std::array::from_fn(|bt| need[pt][bt].max(need[bt][pt]))
            }),
        }
    }

    /// Ordered ways for four cards all of value `v` to give both hands a rank pair.
    fn double_pair<W: Weight>(&self, v: usize) -> W {
        if v != 0 {
            return W::from_u64(falling(self.c[v], 2))
                .mul(&W::from_u64(falling(self.c[v] - 2.min(self.c[v]), 2)));
        }
        let mut q = W::zero();
        for (i, &ni) in self.zero_ranks.iter().enumerate() {
            q.add_mul(
                &W::from_u64(falling(ni, 2)),
                falling(ni.saturating_sub(2), 2),
            );
            for (j, &nj) in self.zero_ranks.iter().enumerate() {
                if i != j {
                    q.add_mul(&W::from_u64(falling(ni, 2)), falling(nj, 2));
                }
            }
        }
        q
    }

    /// Splits the weight of the four-card deal (Punto {a, a2}, Banco {b, b2}) by pair flags,
    /// indexed `punto_pair + 2 * banco_pair`. Uses exchangeability: the chance of a pair in
    /// given positions does not depend on the order the positions are dealt.
    pub(super) fn split<W: Weight, const PAIRS: bool>(
        &self,
        a: usize,
        a2: usize,
        b: usize,
        b2: usize,
        wt: W,
    ) -> [W; 4] {
        let z = W::zero;
        if !PAIRS || (a != a2 && b != b2) {
            return [wt, z(), z(), z()];
        }
        let c = &self.c;
        if a == a2 && b != b2 {
            let rest = (c[b] - if b == a { 2 } else { 0 }) * (c[b2] - if b2 == a { 2 } else { 0 });
            let pp = W::from_u64(self.s2[a]).mul_u64(rest).mul_u64(2);
            return [wt.sub(&pp), pp, z(), z()];
        }
        if b == b2 && a != a2 {
            let rest = (c[a] - if a == b { 2 } else { 0 }) * (c[a2] - if a2 == b { 2 } else { 0 });
            let bp = W::from_u64(self.s2[b]).mul_u64(rest).mul_u64(2);
            return [wt.sub(&bp), z(), bp, z()];
        }
        let (v, u) = (a, b);
        if v != u {
            let (pv, nv) = (self.s2[v], falling(c[v], 2) - self.s2[v]);
            let (pu, nu) = (self.s2[u], falling(c[u], 2) - self.s2[u]);
            let w = |x: u64, y: u64| W::from_u64(x).mul_u64(y);
            return [w(nv, nu), w(pv, nu), w(nv, pu), w(pv, pu)];
        }
        let both: W = self.double_pair(v);
        let one = W::from_u64(self.s2[v]).mul_u64(falling(c[v].saturating_sub(2), 2));
        let only = one.sub(&both);
        let neither = wt.sub(&only).sub(&only).sub(&both);
        [neither, only.clone(), only, both]
    }

    /// The fast walk. A class is the deals (Punto hand P, Banco hand B) with given two-card
    /// totals (pt, bt): at most 6 x 6 of them. The third-card stage of a deal is a
    /// polynomial of degree at most 2 in the counts left, r = c − p − q (p, q: the value
    /// vectors of the two hands), so only the class sums A0 = Σw, A1 = Σw·(p+q) and
    /// A2 = Σw·(p+q)(p+q)ᵀ are needed (`docs/method.md`, step 5). A deal's weight and its
    /// terms are symmetric in the two hands, so class (bt, pt) has the same sums as class
    /// (pt, bt), pair flags swapped: only the classes with pt ≤ bt are walked.
    pub(super) fn run<W: Weight, const PAIRS: bool>(&self, cells: &mut [W::Cell]) {
        let c = &self.c;
        // The classes of one Punto total: index flags * 10 + bt.
        let mut sums: Vec<ClassSums<W>> = (0..if PAIRS { 40 } else { 10 })
            .map(|_| ClassSums::new())
            .collect();
        for pt in 0..10 {
            for (i, &[a, a2]) in HANDS.of(pt).iter().enumerate() {
                let (wp, pmult) = if a == a2 {
                    (falling(c[a], 2), 1)
                } else {
                    (c[a] * c[a2], 2)
                };
                if wp == 0 {
                    continue;
                }
                let wp = W::from_u64(wp).mul_u64(pmult);
                // Banco's cards are drawn from what Punto's two cards left.
                let mut r = *c;
                r[a] -= 1;
                r[a2] -= 1;
                for bt in pt..10 {
                    let need = self.need_pair[pt][bt];
                    for (j, &[b, b2]) in HANDS.of(bt).iter().enumerate() {
                        let (wb, bmult) = if b == b2 {
                            (r[b] * r[b].saturating_sub(1), 1)
                        } else {
                            (r[b] * r[b2], 2)
                        };
                        if wb == 0 {
                            continue;
                        }
                        let w = wp.mul_u64(wb).mul_u64(bmult);
                        let hands = [a, a2, b, b2];
                        if PAIRS && (a == a2 || b == b2) {
                            let parts = self.split::<W, true>(a, a2, b, b2, w);
                            for (f, part) in parts.iter().enumerate() {
                                if !part.is_zero() {
                                    sums[f * 10 + bt].add(need, i, j, hands, part);
                                }
                            }
                        } else {
                            sums[bt].add(need, i, j, hands, &w);
                        }
                    }
                }
            }
            for (k, s) in sums.iter_mut().enumerate() {
                if !s.a0.is_zero() {
                    self.finish_classes(cells, s, pt, k % 10, k / 10);
                }
            }
        }
    }

    /// Adds the coups of the class of deals with totals (`pt`, `bt`) and pair flags `f`, and
    /// of its mirror (`bt`, `pt`), to the cells; leaves `s` all zero.
    fn finish_classes<W: Weight>(
        &self,
        cells: &mut [W::Cell],
        s: &mut ClassSums<W>,
        pt: usize,
        bt: usize,
        f: usize,
    ) {
        let c = &self.c;
        let a0 = std::mem::replace(&mut s.a0, W::zero());
        let need = self.need_pair[pt][bt];
        // A1 = Σ_P row_P·p + Σ_B col_B·q, and the diagonal of Σ_P row_P·ppᵀ + Σ_B col_B·qqᵀ
        // (its off-diagonal part joins the cross term X).
        let mut a1: [W; 10] = std::array::from_fn(|_| W::zero());
        let mut diag: [W; 10] = std::array::from_fn(|_| W::zero());
        if need >= NEED_A1 {
            let hands = HANDS.of(pt).iter().zip(&mut s.row);
            for (&[v, v2], sum) in hands.chain(HANDS.of(bt).iter().zip(&mut s.col)) {
                let sum = std::mem::replace(sum, W::zero());
                a1[v].add(&sum);
                a1[v2].add(&sum);
                if need == NEED_A2 {
                    diag[v].add(&sum);
                    diag[v2].add(&sum);
                    s.x[v * 10 + v2].add(&sum);
                }
            }
        }
        // Σ w·r_y = c_y·A0 − A1[y]: deals times the cards of value y left.
        let lin: [W; 10] = std::array::from_fn(|y| a0.mul_u64(c[y]).sub(&a1[y]));
        if need == NEED_A2 {
            // s.x becomes M[x][y] = Σ w·r_x·(r_y − [x = y]), symmetric in x and y:
            //   M[x][y] = c_x·lin[y] + A2[x][y] − c_y·A1[x] − [x = y]·lin[x],
            //   A2[x][y] = X[x][y] + X[y][x] + [x = y]·diag[x],
            // positive and negative terms apart so that unsigned arithmetic never goes
            // below zero.
            for x in 0..10 {
                for y in x..10 {
                    let mut pos = lin[y].mul_u64(c[x]);
                    pos.add(&s.x[x * 10 + y]);
                    pos.add(&s.x[y * 10 + x]);
                    let mut neg = a1[x].mul_u64(c[y]);
                    if x == y {
                        pos.add(&diag[x]);
                        neg.add(&lin[x]);
                    }
                    let m = pos.sub(&neg);
                    s.x[y * 10 + x] = m.clone();
                    s.x[x * 10 + y] = m;
                }
            }
        }
        let mirror = ((f & 1) << 1) | (f >> 1);
        for (pt, bt, f) in [(pt, bt, f), (bt, pt, mirror)] {
            let block = &mut cells[f * CELLS_PER_FLAG..(f + 1) * CELLS_PER_FLAG];
            self.emit(block, &a0, &lin, &s.x, pt, bt);
            if pt == bt {
                break;
            }
        }
        if need == NEED_A2 {
            for m in s.x.iter_mut() {
                *m = W::zero();
            }
        }
    }

    /// Adds the coups that follow the deals of the class with totals (`pt`, `bt`) to one
    /// pair-flag block of cells, from the class's A0, lin[y] = Σ w·r_y and
    /// M[x][y] = Σ w·r_x·(r_y − [x = y]).
    fn emit<W: Weight>(
        &self,
        cells: &mut [W::Cell],
        a0: &W,
        lin: &[W; 10],
        m: &[W; 100],
        pt: usize,
        bt: usize,
    ) {
        let (c, n4, n5) = (&self.c, self.n - 4, self.n - 5);
        let (pt8, bt8) = (pt as u8, bt as u8);
        // Banco's final total after a third card of value y.
        let rot = |y: usize| if bt + y >= 10 { bt + y - 10 } else { bt + y };
        match self.need[pt][bt] {
            NEED_A0 => {
                let natural = self.naturals[pt] || self.naturals[bt];
                W::add_to(
                    &mut cells[cell_index(pt8, bt8, 2, 2, natural)],
                    &a0.mul_u64(n4 * n5),
                );
            }
            NEED_A1 => {
                let base = cell_index(pt8, 0, 2, 3, false);
                for (y, l) in lin.iter().enumerate() {
                    W::add_to(&mut cells[base + rot(y)], &l.mul_u64(n5));
                }
            }
            _ => {
                let banco_draws = &self.banco_draws[bt];
                for x in 0..10 {
                    if c[x] == 0 {
                        continue;
                    }
                    let pt3 = ((pt + x) % 10) as u8;
                    if !banco_draws[x] {
                        let cell = &mut cells[cell_index(pt3, bt8, 3, 2, false)];
                        W::add_to(cell, &lin[x].mul_u64(n5));
                        continue;
                    }
                    let base = cell_index(pt3, 0, 3, 3, false);
                    for (y, m) in m[x * 10..x * 10 + 10].iter().enumerate() {
                        W::add_to(&mut cells[base + rot(y)], m);
                    }
                }
            }
        }
    }
}
