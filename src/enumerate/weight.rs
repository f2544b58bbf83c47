//! The integer types the walk accumulates in, behind one trait.

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
