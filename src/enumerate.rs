//! The exact engine: walks every coup a shoe can deal and counts ordered six-card sequences.
//!
//! # Method
//! Totals depend only on point values, so the walk runs over the ten value classes, each
//! card weighted by how many cards of its class are left at that moment. The two Punto
//! cards commute, as do the two Banco cards, so the first four cards are walked as
//! 55 x 55 unordered pairs with a multiplicity. A coup that uses k < 6 cards is weighted by
//! the (N-k)...(N-5) ways to draw the cards that follow it, so every count is an integer
//! over N(N-1)(N-2)(N-3)(N-4)(N-5) (see `docs/method.md`).
//!
//! Deals are summed per class of two-card totals before the third-card stage (row, column
//! and cross sums; the mirrored class (bt, pt) reuses the sums of (pt, bt)); the direct
//! per-deal walk stays in the test build and the two are compared cell by cell.
//!
//! Rank pairs (K-K is a pair, J-Q is not) matter only within value class 0; the split of a
//! four-card weight into "Punto pair" / "Banco pair" flags is computed in closed form from
//! the rank counts, so pair events join the walk at almost no cost.

use crate::outcome::{cell_index, Cells, CoupTable, CELLS, CELLS_PER_FLAG};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use num_traits::Zero;

/// Integer weights the walk can accumulate in: `u64`, `u128` or `BigUint`.
pub(crate) trait Weight: Clone {
    /// What the walk's output cells hold: `u128` for both native types, so that the
    /// table needs no conversion, or `BigUint`.
    type Cell: Clone + Default;
    fn zero() -> Self;
    /// Adds a term to a cell. The term is a count no larger than the shoe's total, so a
    /// native term taken modulo 2^64 or 2^128 is its exact value.
    fn add_to(cell: &mut Self::Cell, term: &Self);
    fn from_u64(x: u64) -> Self;
    fn mul_u64(&self, m: u64) -> Self;
    fn mul(&self, o: &Self) -> Self;
    fn add(&mut self, w: &Self);
    fn add_mul(&mut self, w: &Self, m: u64);
    fn sub(&self, o: &Self) -> Self;
    #[cfg(test)]
    fn sub_assign(&mut self, o: &Self);
    fn is_zero(&self) -> bool;
}

// Native weights use wrapping arithmetic: every cell is a count no larger than the shoe's
// total, which fits the type, so results computed modulo 2^64 (or 2^128) are exact even when
// an intermediate term of the aggregated walk (c_x·c_y·A0 before its corrections are
// subtracted) would not fit. The big-integer path and the published counts check this.
macro_rules! native_weight {
    ($t:ty) => {
        impl Weight for $t {
            type Cell = u128;
            fn zero() -> Self {
                0
            }
            #[inline(always)]
            fn add_to(cell: &mut u128, term: &Self) {
                *cell = cell.wrapping_add(*term as u128);
            }
            fn from_u64(x: u64) -> Self {
                x as $t
            }
            #[inline(always)]
            fn mul_u64(&self, m: u64) -> Self {
                self.wrapping_mul(m as $t)
            }
            fn mul(&self, o: &Self) -> Self {
                self.wrapping_mul(*o)
            }
            #[inline(always)]
            fn add(&mut self, w: &Self) {
                *self = self.wrapping_add(*w);
            }
            #[inline(always)]
            fn add_mul(&mut self, w: &Self, m: u64) {
                *self = self.wrapping_add(w.wrapping_mul(m as $t));
            }
            #[inline(always)]
            fn sub(&self, o: &Self) -> Self {
                self.wrapping_sub(*o)
            }
            #[cfg(test)]
            fn sub_assign(&mut self, o: &Self) {
                *self = self.wrapping_sub(*o);
            }
            fn is_zero(&self) -> bool {
                *self == 0
            }
        }
    };
}
native_weight!(u64);
native_weight!(u128);

impl Weight for BigUint {
    type Cell = BigUint;
    fn zero() -> Self {
        <BigUint as Zero>::zero()
    }
    fn add_to(cell: &mut BigUint, term: &Self) {
        *cell += term;
    }
    fn from_u64(x: u64) -> Self {
        BigUint::from(x)
    }
    fn mul_u64(&self, m: u64) -> Self {
        self * m
    }
    fn mul(&self, o: &Self) -> Self {
        self * o
    }
    fn add(&mut self, w: &Self) {
        *self += w;
    }
    fn add_mul(&mut self, w: &Self, m: u64) {
        *self += w * m;
    }
    fn sub(&self, o: &Self) -> Self {
        self - o
    }
    #[cfg(test)]
    fn sub_assign(&mut self, o: &Self) {
        *self -= o;
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
}

/// Which integer type the walk uses; the choice never changes a result, only its speed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arithmetic {
    /// The smallest type in which the shoe's total N(N-1)...(N-5) fits.
    Auto,
    /// Force `u128` (refused where the total does not fit).
    U128,
    /// Force big integers.
    Big,
}

/// N(N-1)...(N-k+1) for a count that may be smaller than k (then 0).
pub(crate) fn falling(c: u64, k: u64) -> u64 {
    (0..k).map(|i| c.saturating_sub(i)).product()
}

/// The number of ordered six-card sequences of a shoe of `n` cards.
pub fn sequences(n: u64) -> BigUint {
    (0..6).fold(BigUint::from(1u32), |acc, i| acc * (n - i))
}

/// Whether the walk records, for each coup, if each hand's first two cards are a rank pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairFlags {
    /// Record the pair flags (bets with pair conditions need them).
    Tracked,
    /// Leave them out (slightly faster; every coup counts as pairless).
    Ignored,
}

impl PairFlags {
    /// [`PairFlags::Tracked`] when `track` holds, else [`PairFlags::Ignored`].
    pub fn when(track: bool) -> PairFlags {
        if track {
            PairFlags::Tracked
        } else {
            PairFlags::Ignored
        }
    }

    /// Whether the flags are tracked.
    pub fn tracked(self) -> bool {
        self == PairFlags::Tracked
    }
}

/// Walks every coup of `shoe` under `rules`.
///
/// With [`PairFlags::Tracked`], each outcome also records whether each hand's first two
/// cards are a rank pair; with [`PairFlags::Ignored`] it does not (slightly faster).
///
/// # Examples
/// ```
/// use punto_banco::{enumerate, PairFlags, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let table = enumerate(&Shoe::with_decks(8)?, &rules, PairFlags::Ignored);
/// assert_eq!(table.total().to_string(), "4998398275503360");
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn enumerate(shoe: &Shoe, rules: &Rules, pairs: PairFlags) -> CoupTable {
    enumerate_with(shoe, rules, pairs, Arithmetic::Auto)
}

/// [`enumerate`] with a chosen integer type (for cross-checking the paths).
///
/// # Panics
/// With [`Arithmetic::U128`] when the shoe's total does not fit in `u128`.
pub fn enumerate_with(
    shoe: &Shoe,
    rules: &Rules,
    pairs: PairFlags,
    arith: Arithmetic,
) -> CoupTable {
    let pairs = pairs.tracked();
    let total = sequences(shoe.total());
    let fits64 = total.bits() <= 64;
    let fits128 = total.bits() <= 128;
    let cells = match arith {
        Arithmetic::Auto if fits64 => Cells::Small(run::<u64>(shoe, rules, pairs)),
        Arithmetic::Auto | Arithmetic::U128 if fits128 => {
            Cells::Small(run::<u128>(shoe, rules, pairs))
        }
        Arithmetic::U128 => panic!("the shoe's total does not fit u128"),
        _ => Cells::Big(run::<BigUint>(shoe, rules, pairs)),
    };
    CoupTable::new(total, cells, pairs, rules.naturals())
}

fn run<W: Weight>(shoe: &Shoe, rules: &Rules, pairs: bool) -> Vec<W::Cell> {
    let mut cells = vec![W::Cell::default(); CELLS];
    let walk = Walk::new(shoe, rules);
    if pairs {
        walk.run::<W, true>(&mut cells);
    } else {
        walk.run::<W, false>(&mut cells);
    }
    cells
}

/// The unordered two-card hands {v, v2} (v ≤ v2) of each two-card total: 55 hands, at
/// most 6 of a total (total 0: 0-0, 1-9, 2-8, 3-7, 4-6, 5-5).
struct Hands {
    of: [[[usize; 2]; 6]; 10],
    len: [usize; 10],
}

impl Hands {
    const fn new() -> Hands {
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

    fn of(&self, total: usize) -> &[[usize; 2]] {
        &self.of[total][..self.len[total]]
    }
}

const HANDS: Hands = Hands::new();

/// What the third-card stage of a class of deals needs: A0 only (a natural, or both hands
/// stand), A0 and A1 (Punto stands, Banco draws), or A0, A1 and A2 (Punto draws).
const NEED_A0: u8 = 0;
const NEED_A1: u8 = 1;
const NEED_A2: u8 = 2;

/// Sums over the deals of one class (and one pair-flag combination).
struct ClassSums<W> {
    /// A0 = Σ w.
    a0: W,
    /// Σ w over the deals of each Punto hand of the class (`HANDS.of(pt)` order).
    row: [W; 6],
    /// Σ w over the deals of each Banco hand of the class (`HANDS.of(bt)` order).
    col: [W; 6],
    /// The cross term X[v][u] = Σ w·p_v·q_u (Punto's cards against Banco's), from which
    /// A2 = X + Xᵀ + Σ_P row_P·ppᵀ + Σ_B col_B·qqᵀ; then M (see `Walk::finish_classes`).
    x: [W; 100],
}

impl<W: Weight> ClassSums<W> {
    fn new() -> Self {
        ClassSums {
            a0: W::zero(),
            row: std::array::from_fn(|_| W::zero()),
            col: std::array::from_fn(|_| W::zero()),
            x: std::array::from_fn(|_| W::zero()),
        }
    }

    /// Adds the deal (Punto hand `i` = {a, a2}, Banco hand `j` = {b, b2}) of weight `w`.
    #[inline(always)]
    fn add(&mut self, need: u8, i: usize, j: usize, [a, a2, b, b2]: [usize; 4], w: &W) {
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

/// One four-card deal: totals and the values of Punto's two and Banco's two cards.
#[cfg(test)]
#[derive(Clone, Copy)]
struct Deal {
    pt: u8,
    bt: u8,
    cards: [usize; 4],
}

/// Per-shoe constants of the walk.
struct Walk {
    naturals: [bool; 10],
    /// Read by the direct walk; the fast walk reads `need`.
    #[cfg(test)]
    punto_draws: [bool; 10],
    /// `banco_draws[total][punto third card, or 10 when Punto stood]`.
    banco_draws: [[bool; 11]; 10],
    c: [u64; 10],
    n: u64,
    /// Σ n_r(n_r-1) over the ranks of each value class: ordered same-rank pairs.
    s2: [u64; 10],
    /// Rank counts of value class 0 (10, J, Q, K), for the four-card double pair.
    zero_ranks: [u64; 4],
    /// `need[pt][bt]`: which class sums the third-card stage after totals (pt, bt) reads.
    need: [[u8; 10]; 10],
    /// `need_pair[pt][bt]`: what classes (pt, bt) and (bt, pt) read together.
    need_pair: [[u8; 10]; 10],
}

impl Walk {
    fn new(shoe: &Shoe, rules: &Rules) -> Walk {
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
    fn split<W: Weight, const PAIRS: bool>(
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

    /// Visits every four-card deal: Punto {a, a2}, Banco {b, b2} as unordered value pairs,
    /// with its weight split by pair flags, the totals and the four values.
    #[cfg(test)]
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

    /// The fast walk. A class is the deals (Punto hand P, Banco hand B) with given two-card
    /// totals (pt, bt): at most 6 x 6 of them. The third-card stage of a deal is a
    /// polynomial of degree at most 2 in the counts left, r = c − p − q (p, q: the value
    /// vectors of the two hands), so only the class sums A0 = Σw, A1 = Σw·(p+q) and
    /// A2 = Σw·(p+q)(p+q)ᵀ are needed (`docs/method.md`, step 5). A deal's weight and its
    /// terms are symmetric in the two hands, so class (bt, pt) has the same sums as class
    /// (pt, bt), pair flags swapped: only the classes with pt ≤ bt are walked.
    fn run<W: Weight, const PAIRS: bool>(&self, cells: &mut [W::Cell]) {
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

    /// The direct walk: every deal's third-card stage on its own. Kept as an independent
    /// check of the aggregated walk.
    #[cfg(test)]
    fn run_direct<W: Weight, const PAIRS: bool>(&self, cells: &mut [W]) {
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
    #[cfg(test)]
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

#[cfg(test)]
mod tests {
    use super::*;

    fn direct(shoe: &Shoe, rules: &Rules, pairs: bool) -> Vec<u128> {
        let mut cells = vec![0u128; CELLS];
        let walk = Walk::new(shoe, rules);
        if pairs {
            walk.run_direct::<u128, true>(&mut cells);
        } else {
            walk.run_direct::<u128, false>(&mut cells);
        }
        cells
    }

    fn cells(t: &CoupTable) -> Vec<BigUint> {
        (0..CELLS)
            .map(|i| {
                let mut sel = vec![None; CELLS];
                sel[i] = Some(0);
                t.group_sums(1, &sel).pop().unwrap()
            })
            .collect()
    }

    fn shoes() -> Vec<Shoe> {
        let mut v = vec![Shoe::with_decks(1).unwrap(), Shoe::with_decks(8).unwrap()];
        let mut s = Shoe::with_decks(2).unwrap();
        s.remove_cards("K K K K K K K Q Q J 9 9 9 9 9 9 5 5 A")
            .unwrap();
        v.push(s);
        v.push(Shoe::parse_counts("A=0,2=1,3=0,4=2,5=0,6=1,7=0,8=3,9=0,10=2,J=0,Q=1,K=0").unwrap());
        v
    }

    #[test]
    fn aggregated_walk_equals_direct_walk_cell_by_cell() {
        for name in crate::rules::PRESETS {
            let rules = Rules::preset(name).unwrap();
            for shoe in shoes() {
                for pairs in [false, true] {
                    let fast = enumerate(&shoe, &rules, PairFlags::when(pairs));
                    let slow: Vec<BigUint> = direct(&shoe, &rules, pairs)
                        .into_iter()
                        .map(BigUint::from)
                        .collect();
                    assert_eq!(cells(&fast), slow, "{name} {shoe} pairs={pairs}");
                }
            }
        }
    }

    #[test]
    fn native_and_big_integer_paths_agree() {
        let rules = Rules::preset("standard").unwrap();
        for shoe in shoes().into_iter().chain([Shoe::with_decks(40).unwrap()]) {
            let a = enumerate_with(&shoe, &rules, PairFlags::Tracked, Arithmetic::U128);
            let b = enumerate_with(&shoe, &rules, PairFlags::Tracked, Arithmetic::Big);
            assert_eq!(cells(&a), cells(&b), "{shoe}");
            let total: BigUint = cells(&b).iter().sum();
            assert_eq!(&total, b.total());
        }
    }

    #[test]
    fn total_weight_is_the_number_of_ordered_six_card_sequences() {
        let rules = Rules::preset("standard").unwrap();
        for shoe in shoes() {
            let t = enumerate(&shoe, &rules, PairFlags::Tracked);
            let total: BigUint = cells(&t).iter().sum();
            assert_eq!(total, sequences(shoe.total()));
        }
        assert_eq!(sequences(416).to_string(), "4998398275503360");
    }

    #[test]
    fn thousand_decks_compute_exactly_beyond_u64() {
        let rules = Rules::preset("standard").unwrap();
        let t = enumerate(&Shoe::with_decks(1000).unwrap(), &rules, PairFlags::Ignored);
        let sum: BigUint = cells(&t).iter().sum();
        assert_eq!(&sum, t.total());
        assert!(t.total().bits() > 64);
    }
}
