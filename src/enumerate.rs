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

use crate::outcome::{cell_index, CoupTable, Cells, CELLS, CELLS_PER_FLAG};
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
    fn sub_assign(&mut self, o: &Self);
    fn is_zero(&self) -> bool;
    fn to_big(&self) -> BigUint;
    fn to_u128(&self) -> u128;
}

macro_rules! native_weight {
    ($t:ty) => {
        impl Weight for $t {
            fn zero() -> Self {
                0
            }
            fn from_u64(x: u64) -> Self {
                x as $t
            }
            fn mul_u64(&self, m: u64) -> Self {
                self * m as $t
            }
            fn mul(&self, o: &Self) -> Self {
                self * o
            }
            #[inline(always)]
            fn add_mul(&mut self, w: &Self, m: u64) {
                *self += w * m as $t;
            }
            fn sub(&self, o: &Self) -> Self {
                self - o
            }
            #[inline(always)]
            fn sub_assign(&mut self, o: &Self) {
                *self -= o;
            }
            fn is_zero(&self) -> bool {
                *self == 0
            }
            fn to_big(&self) -> BigUint {
                BigUint::from(*self)
            }
            fn to_u128(&self) -> u128 {
                *self as u128
            }
        }
    };
}
native_weight!(u64);
native_weight!(u128);

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
    fn sub_assign(&mut self, o: &Self) {
        *self -= o;
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn to_big(&self) -> BigUint {
        self.clone()
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
fn falling(c: u64, k: u64) -> u64 {
    (0..k).map(|i| c.saturating_sub(i)).product()
}

/// The number of ordered six-card sequences of a shoe of `n` cards.
pub fn sequences(n: u64) -> BigUint {
    (0..6).fold(BigUint::from(1u32), |acc, i| acc * (n - i))
}

/// Walks every coup of `shoe` under `rules`.
///
/// With `pairs`, each outcome also records whether each hand's first two cards are a rank
/// pair; without, the pair flags are not tracked (slightly faster).
///
/// # Examples
/// ```
/// use punto_banco::{enumerate, Rules, Shoe};
/// let table = enumerate(&Shoe::with_decks(8)?, &Rules::preset("standard")?, false);
/// assert_eq!(table.total().to_string(), "4998398275503360");
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn enumerate(shoe: &Shoe, rules: &Rules, pairs: bool) -> CoupTable {
    enumerate_with(shoe, rules, pairs, Arithmetic::Auto)
}

/// [`enumerate`] with a chosen integer type (for cross-checking the paths).
///
/// # Panics
/// With [`Arithmetic::U128`] when the shoe's total does not fit in `u128`.
pub fn enumerate_with(shoe: &Shoe, rules: &Rules, pairs: bool, arith: Arithmetic) -> CoupTable {
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
            return W::from_u64(falling(self.c[v], 2)).mul(&W::from_u64(falling(self.c[v] - 2.min(self.c[v]), 2)));
        }
        let mut q = W::zero();
        for (i, &ni) in self.zero_ranks.iter().enumerate() {
            q.add_mul(&W::from_u64(falling(ni, 2)), falling(ni.saturating_sub(2), 2));
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
    fn split<W: Weight, const PAIRS: bool>(&self, a: usize, a2: usize, b: usize, b2: usize, wt: W) -> [W; 4] {
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

    fn run<W: Weight, const PAIRS: bool>(&self, cells: &mut [W]) {
        let c = &self.c;
        for a in 0..10 {
            for a2 in a..10 {
                let wp = falling(c[a], 1 + u64::from(a == a2)) * if a == a2 { 1 } else { c[a2] };
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
                        let wb = if b == b2 { falling(rp[b], 2) } else { rp[b] * rp[b2] };
                        if wb == 0 {
                            continue;
                        }
                        let mult = pmult * if b == b2 { 1 } else { 2 };
                        // wb alone may use all 64 bits (a 2^32-card shoe): multiply in W.
                        let wt = W::from_u64(wp).mul_u64(wb).mul_u64(mult);
                        let mut r = rp;
                        r[b] -= 1;
                        r[b2] -= 1;
                        let bt = ((b + b2) % 10) as u8;
                        let split = self.split::<W, PAIRS>(a, a2, b, b2, wt);
                        for (f, w) in split.iter().enumerate() {
                            if !w.is_zero() {
                                let block = &mut cells[f * CELLS_PER_FLAG..(f + 1) * CELLS_PER_FLAG];
                                self.finish(block, w, pt, bt, &r);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds the coups that follow a four-card deal of weight `w` (totals `pt`, `bt`, the
    /// counts `r` left) to one pair-flag block of cells.
    #[inline(always)]
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
