//! A bet's pays as integers over one common denominator, computed once per bet and shared
//! by pricing (`analysis::ev`), effects of removal (`analysis::eor`) and the shoe study
//! (`simulate`).

use super::PayLine;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, ToPrimitive};

/// A bet's pays brought to their least common denominator `d`: line `i` paying the
/// fraction `p_i` becomes the integer `s_i = d·p_i`, so that a sum of counts times pays is a
/// sum of integers over `d`.
///
/// # Formula
/// ```text
/// d   = lcm(denominators of p_1 … p_m)       (d ≥ 1)
/// s_i = d · p_i = numer(p_i) · (d / denom(p_i))
/// Σ n_i·p_i^k = (Σ n_i·s_i^k) / d^k            (k = 1, 2: lcm of denom(p_i)^k is d^k)
/// ```
///
/// The native form (`i128`) is kept beside the big integers whenever every value fits, so
/// that the hot loops never convert a big integer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ScaledPays {
    /// `d`, the least common multiple of the pays' denominators.
    den: BigInt,
    /// `s_i = d·p_i` per pay line, in the bet's line order.
    pays: Vec<BigInt>,
    /// `d` and the `s_i` as `i128`, when all of them fit.
    native: Option<(i128, Vec<i128>)>,
}

impl ScaledPays {
    /// Scales the pays of `lines` to their least common denominator.
    pub(crate) fn new(lines: &[PayLine]) -> ScaledPays {
        let den = lines
            .iter()
            .fold(BigInt::one(), |d, l| d.lcm(l.pays.denom()));
        let pays: Vec<BigInt> = lines
            .iter()
            .map(|l| l.pays.numer() * (&den / l.pays.denom()))
            .collect();
        let native = den.to_i128().and_then(|d| {
            let s = pays
                .iter()
                .map(ToPrimitive::to_i128)
                .collect::<Option<_>>()?;
            Some((d, s))
        });
        ScaledPays { den, pays, native }
    }

    /// The common denominator `d` (at least 1).
    pub(crate) fn den(&self) -> &BigInt {
        &self.den
    }

    /// `d·p_i` for each pay line, in line order.
    pub(crate) fn pays(&self) -> &[BigInt] {
        &self.pays
    }

    /// `d` and every `d·p_i` as `i128`, or `None` when one of them does not fit.
    pub(crate) fn native(&self) -> Option<(i128, &[i128])> {
        self.native.as_ref().map(|(d, s)| (*d, s.as_slice()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::Event;
    use crate::ratio::parse_ratio;

    fn lines(pays: &[&str]) -> Vec<PayLine> {
        pays.iter()
            .map(|p| PayLine {
                when: Event::default(),
                pays: parse_ratio(p).expect("a pay"),
            })
            .collect()
    }

    #[test]
    fn pays_over_their_least_common_denominator() {
        let s = ScaledPays::new(&lines(&["19/20", "0", "8", "3/4"]));
        assert_eq!(s.den(), &BigInt::from(20));
        let want: Vec<BigInt> = [19, 0, 160, 15].into_iter().map(BigInt::from).collect();
        assert_eq!(s.pays(), want.as_slice());
        assert_eq!(s.native(), Some((20, &[19i128, 0, 160, 15][..])));
    }

    #[test]
    fn whole_pays_have_denominator_one() {
        let s = ScaledPays::new(&lines(&["1", "40"]));
        assert_eq!(s.den(), &BigInt::one());
        assert_eq!(s.native(), Some((1, &[1i128, 40][..])));
    }

    #[test]
    fn values_past_i128_have_no_native_form() {
        // 10^59 / 7, in lowest terms.
        let huge = format!("1{}/7", "0".repeat(59));
        let s = ScaledPays::new(&lines(&[&huge, "1/3"]));
        assert_eq!(s.den(), &BigInt::from(21));
        assert_eq!(s.native(), None);
        let want = num_traits::pow(BigInt::from(10), 59) * 3;
        assert_eq!(s.pays()[0], want);
        assert_eq!(s.pays()[1], BigInt::from(7));
    }
}
