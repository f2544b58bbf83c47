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
//! Rank pairs (K-K is a pair, J-Q is not) matter only within value class 0; the split of a
//! four-card weight into "Punto pair" / "Banco pair" flags is computed in closed form from
//! the rank counts, so pair events join the walk at almost no cost.

use crate::outcome::{cell_index, Cells, CoupTable, CELLS, CELLS_PER_FLAG};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

/// Integer weights the walk can accumulate in: `u64`, `u128` or `BigUint`.
pub(crate) trait Weight: Clone {
    fn zero() -> Self;
    fn from_u64(x: u64) -> Self;
    fn mul_u64(&self, m: u64) -> Self;
    fn mul(&self, o: &Self) -> Self;
    fn add_mul(&mut self, w: &Self, m: u64);
    fn sub(&self, o: &Self) -> Self;
    #[cfg(test)]
    fn sub_assign(&mut self, o: &Self);
    fn is_zero(&self) -> bool;
    fn to_u128(&self) -> u128;
    /// Runs `f` with 400 all-zero accumulator classes, which `f` must leave all zero.
    fn with_scratch<R>(f: impl FnOnce(&mut [[Self; ACC]]) -> R) -> R
    where
        Self: Sized,
    {
        let mut v = vec![std::array::from_fn(|_| Self::zero()); SCRATCH];
        f(&mut v)
    }
}

/// Accumulator classes: 4 pair flags x 100 (Punto total, Banco total).
const SCRATCH: usize = 400;

/// A reusable, all-zero scratch area per thread, so that a walk costs no allocation and no
/// clearing of memory it did not touch.
struct Scratch<T> {
    area: Vec<[T; ACC]>,
    /// Set while a walk runs: if a walk panicked, the area is cleared before reuse.
    dirty: bool,
}

fn scratch_run<T: Copy + Default, R>(
    cell: &std::cell::RefCell<Scratch<T>>,
    f: impl FnOnce(&mut [[T; ACC]]) -> R,
) -> R {
    let mut s = cell.borrow_mut();
    if s.dirty || s.area.len() != SCRATCH {
        s.area = vec![[T::default(); ACC]; SCRATCH];
    }
    s.dirty = true;
    let r = f(&mut s.area);
    s.dirty = false;
    r
}

thread_local! {
    static SCRATCH_U64: std::cell::RefCell<Scratch<u64>> =
        const { std::cell::RefCell::new(Scratch { area: Vec::new(), dirty: false }) };
    static SCRATCH_U128: std::cell::RefCell<Scratch<u128>> =
        const { std::cell::RefCell::new(Scratch { area: Vec::new(), dirty: false }) };
}

// Native weights use wrapping arithmetic: every cell is a count no larger than the shoe's
// total, which fits the type, so results computed modulo 2^64 (or 2^128) are exact even when
// an intermediate term of the aggregated walk (c_x·c_y·A0 before its corrections are
// subtracted) would not fit. The big-integer path and the published counts check this.
macro_rules! native_weight {
    ($t:ty, $scratch:ident) => {
        impl Weight for $t {
            fn zero() -> Self {
                0
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
            fn to_u128(&self) -> u128 {
                *self as u128
            }
            fn with_scratch<R>(f: impl FnOnce(&mut [[Self; ACC]]) -> R) -> R {
                $scratch.with(|cell| scratch_run(cell, f))
            }
        }
    };
}
native_weight!(u64, SCRATCH_U64);
native_weight!(u128, SCRATCH_U128);

impl Weight for BigUint {
    fn zero() -> Self {
        <BigUint as Zero>::zero()
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
    fn to_u128(&self) -> u128 {
        ToPrimitive::to_u128(self).expect("only called when the total fits u128")
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
        Arithmetic::Auto if fits64 => Cells::Small(to_small(run::<u64>(shoe, rules, pairs))),
        Arithmetic::Auto | Arithmetic::U128 if fits128 => {
            Cells::Small(to_small(run::<u128>(shoe, rules, pairs)))
        }
        Arithmetic::U128 => panic!("the shoe's total does not fit u128"),
        _ => Cells::Big(run::<BigUint>(shoe, rules, pairs)),
    };
    CoupTable::new(total, cells, pairs, rules.naturals())
}

fn to_small<W: Weight>(v: Vec<W>) -> Vec<u128> {
    v.iter().map(W::to_u128).collect()
}

fn run<W: Weight>(shoe: &Shoe, rules: &Rules, pairs: bool) -> Vec<W> {
    let mut cells = vec![W::zero(); CELLS];
    let walk = Walk::new(shoe, rules);
    if pairs {
        walk.run::<W, true>(&mut cells);
    } else {
        walk.run::<W, false>(&mut cells);
    }
    cells
}

/// Accumulators per class of deals: A0, A1[10], A2[10][10].
const ACC: usize = 111;

/// One four-card deal: totals and the values of Punto's two and Banco's two cards.
#[derive(Clone, Copy)]
struct Deal {
    pt: u8,
    bt: u8,
    cards: [usize; 4],
}

/// Per-shoe constants of the walk.
struct Walk {
    naturals: [bool; 10],
    punto_draws: [bool; 10],
    /// `banco_draws[total][punto third card, or 10 when Punto stood]`.
    banco_draws: [[bool; 11]; 10],
    c: [u64; 10],
    n: u64,
    /// Σ n_r(n_r-1) over the ranks of each value class: ordered same-rank pairs.
    s2: [u64; 10],
    /// Rank counts of value class 0 (10, J, Q, K), for the four-card double pair.
    zero_ranks: [u64; 4],
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
        // Classes 1-9 hold one rank each, so every same-value pair is a rank pair there.
        Walk {
            naturals: rules.naturals(),
            punto_draws: std::array::from_fn(|t| rules.punto_draws(t as u8)),
            banco_draws: std::array::from_fn(|t| {
                std::array::from_fn(|x| rules.banco_draws(t as u8, (x < 10).then_some(x as u8)))
            }),
            c: shoe.value_counts(),
            n: shoe.total(),
            s2,
            zero_ranks,
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
    #[inline(always)]
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

    /// The fast walk. The third-card stage of a deal is a polynomial of degree at most 2 in
    /// the counts left, r = c - k (k: the four dealt values), so the deals that share
    /// totals and pair flags are summed first: A0 = Σw, A1[v] = Σw·k_v, A2[v][u] = Σw·k_v·k_u.
    /// Then Σ w·r_x·r_y = c_x·c_y·A0 − c_x·A1[y] − c_y·A1[x] + A2[x][y], and the 100 third-card
    /// pairs are walked once per class instead of once per deal.
    fn run<W: Weight, const PAIRS: bool>(&self, cells: &mut [W]) {
        W::with_scratch(|acc| {
            self.deals::<W, PAIRS>(|f, w, d| {
                let (pt, bt) = (usize::from(d.pt % 10), usize::from(d.bt % 10));
                let class = &mut acc[(f & 3) * 100 + pt * 10 + bt];
                class[0].add_mul(w, 1);
                if self.naturals[pt] || self.naturals[bt] {
                    return;
                }
                let cards = d.cards.map(|v| v % 10);
                for v in cards {
                    class[1 + v].add_mul(w, 1);
                }
                if self.punto_draws[pt] {
                    for v in cards {
                        for u in cards {
                            class[11 + v * 10 + u].add_mul(w, 1);
                        }
                    }
                }
            });
            for (i, class) in acc.iter_mut().enumerate() {
                if !class[0].is_zero() {
                    let f = i / 100;
                    let block = &mut cells[f * CELLS_PER_FLAG..(f + 1) * CELLS_PER_FLAG];
                    self.finish_class(block, class, ((i % 100) / 10) as u8, (i % 10) as u8);
                    // Leave the scratch area as it was found: all zero.
                    for x in class.iter_mut() {
                        *x = W::zero();
                    }
                }
            }
        })
    }

    /// Adds the coups of one class of deals (totals `pt`, `bt`; accumulators A0, A1, A2).
    fn finish_class<W: Weight>(&self, cells: &mut [W], class: &[W], pt: u8, bt: u8) {
        let (c, n4, n5) = (&self.c, self.n - 4, self.n - 5);
        let (a0, a1, a2) = (&class[0], &class[1..11], &class[11..]);
        // Σ w·r_x = c_x·A0 − A1[x]: deals times the cards of value x left.
        let lin = |x: usize| a0.mul_u64(c[x]).sub(&a1[x]);
        if self.naturals[usize::from(pt)] || self.naturals[usize::from(bt)] {
            cells[cell_index(pt, bt, 2, 2, true)].add_mul(a0, n4 * n5);
            return;
        }
        let bt_us = usize::from(bt);
        let banco_draws = &self.banco_draws[bt_us];
        if self.punto_draws[usize::from(pt)] {
            for x in 0..10 {
                if c[x] == 0 {
                    continue;
                }
                let pt3 = (pt + x as u8) % 10;
                if !banco_draws[x] {
                    cells[cell_index(pt3, bt, 3, 2, false)].add_mul(&lin(x), n5);
                    continue;
                }
                let base = cell_index(pt3, 0, 3, 3, false);
                for y in 0..10 {
                    // Σ w·r_x·(r_y − [x = y]), with the positive and negative terms apart
                    // so that unsigned arithmetic never goes below zero.
                    let mut pos = a0.mul_u64(c[x] * c[y]);
                    pos.add_mul(&a2[x * 10 + y], 1);
                    let mut neg = a1[y].mul_u64(c[x]);
                    neg.add_mul(&a1[x], c[y]);
                    if x == y {
                        pos.add_mul(&a1[x], 1);
                        neg.add_mul(a0, c[x]);
                    }
                    cells[base + (bt_us + y) % 10].add_mul(&pos.sub(&neg), 1);
                }
            }
        } else if banco_draws[crate::rules::PUNTO_STOOD] {
            let base = cell_index(pt, 0, 2, 3, false);
            for y in 0..10 {
                cells[base + (bt_us + y) % 10].add_mul(&lin(y), n5);
            }
        } else {
            cells[cell_index(pt, bt, 2, 2, false)].add_mul(a0, n4 * n5);
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
