//! The classes of four-card deals: the two-card hands of each total, and the sums over
//! the deals of one class that the third-card stage reads.

use super::Weight;

/// The unordered two-card hands {v, v2} (v ≤ v2) of each two-card total: 55 hands, at
/// most 6 of a total (total 0: 0-0, 1-9, 2-8, 3-7, 4-6, 5-5).
pub(super) struct Hands {
    pub(super) of: [[[usize; 2]; 6]; 10],
    pub(super) len: [usize; 10],
}

impl Hands {
    pub(super) const fn new() -> Hands {
        let mut h = Hands {
            of: [[[0; 2]; 6]; 10],
            len: [0; 10],
        };
        let mut v = 0;
        while v < 10 {
            let mut v2 = v;
            while v2 < 10 {
                let t = (v + v2) % 10;
                h.of[t][h.len[t]] = [v, v2];
                h.len[t] += 1;
                v2 += 1;
            }
            v += 1;
        }
        h
    }

    pub(super) fn of(&self, total: usize) -> &[[usize; 2]] {
        &self.of[total][..self.len[total]]
    }
}

pub(super) const HANDS: Hands = Hands::new();

/// What the third-card stage of a class of deals needs: A0 only (a natural, or both hands
/// stand), A0 and A1 (Punto stands, Banco draws), or A0, A1 and A2 (Punto draws).
pub(super) const NEED_A0: u8 = 0;
pub(super) const NEED_A1: u8 = 1;
pub(super) const NEED_A2: u8 = 2;

/// Sums over the deals of one class (and one pair-flag combination).
pub(super) struct ClassSums<W> {
    /// A0 = Σ w.
    pub(super) a0: W,
    /// Σ w over the deals of each Punto hand of the class (`HANDS.of(pt)` order).
    pub(super) row: [W; 6],
    /// Σ w over the deals of each Banco hand of the class (`HANDS.of(bt)` order).
    pub(super) col: [W; 6],
    /// The cross term X[v][u] = Σ w·p_v·q_u (Punto's cards against Banco's), from which
    /// A2 = X + Xᵀ + Σ_P row_P·ppᵀ + Σ_B col_B·qqᵀ; then M (see `Walk::finish_classes`).
    pub(super) x: [W; 100],
}

impl<W: Weight> ClassSums<W> {
    pub(super) fn new() -> Self {
        ClassSums {
            a0: W::zero(),
            row: std::array::from_fn(|_| W::zero()),
            col: std::array::from_fn(|_| W::zero()),
            x: std::array::from_fn(|_| W::zero()),
        }
    }

    /// Adds the deal (Punto hand `i` = {a, a2}, Banco hand `j` = {b, b2}) of weight `w`.
    #[inline(always)]
    pub(super) fn add(&mut self, need: u8, i: usize, j: usize, [a, a2, b, b2]: [usize; 4], w: &W) {
        self.a0.add(w);
        if need >= NEED_A1 {
            self.row[i].add(w);
            self.col[j].add(w);
        }
        if need == NEED_A2 {
            for k in [a * 10 + b, a * 10 + b2, a2 * 10 + b, a2 * 10 + b2] {
                self.x[k].add(w);
            }
        }
    }
}
