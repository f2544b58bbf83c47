//! Number formatting: the only place exact values become decimals.

use crate::ratio::to_f64;
use num_bigint::BigUint;
use num_rational::BigRational;

/// A percentage with `decimals` places: `1.0579%`.
pub fn pct(r: &BigRational, decimals: usize) -> String {
    format!("{:.*}%", decimals, 100.0 * to_f64(r))
}

/// A small signed value already in percent, without the `%` sign, for columns headed in
/// percent (effects of removal): five decimals (`+0.00870`), or three significant digits
/// below 0.001 (`-2.89e-6`), where fixed decimals would show nothing.
pub fn signed_percent(p: f64) -> String {
    if p != 0.0 && p.abs() < 1e-3 {
        format!("{p:+.2e}")
    } else {
        format!("{p:+.5}")
    }
}

/// A decimal with `decimals` places.
pub fn dec(r: &BigRational, decimals: usize) -> String {
    format!("{:.*}", decimals, to_f64(r))
}

/// A float for display with `decimals` places.
pub fn float(x: f64, decimals: usize) -> String {
    format!("{x:.decimals$}")
}

/// The share `part / total` of two counts with `decimals` places (each count as the
/// nearest float, then divided: display only).
pub fn share(part: &crate::Count, total: &crate::Count, decimals: usize) -> String {
    use num_traits::ToPrimitive;
    let f = |c: &crate::Count| c.0.to_f64().unwrap_or(f64::INFINITY);
    float(f(part) / f(total), decimals)
}

/// An exact value as `"n/d"` (or `"n"`).
pub fn exact(r: &BigRational) -> String {
    crate::ratio::ratio_string(r)
}

/// An integer with thousands separators: `4,998,398,275,503,360`.
pub fn grouped(n: &BigUint) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A pay as casinos write it: `1:1`, `19:20`, `8:1`, `0.54:1` stays exact as `27:50`.
pub fn pays(r: &BigRational) -> String {
    if r.is_integer() {
        format!("{}:1", r.numer())
    } else {
        format!("{}:{}", r.numer(), r.denom())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_thousands() {
        assert_eq!(
            grouped(&BigUint::from(4998398275503360u64)),
            "4,998,398,275,503,360"
        );
        assert_eq!(grouped(&BigUint::from(0u32)), "0");
        assert_eq!(grouped(&BigUint::from(100u32)), "100");
        assert_eq!(grouped(&BigUint::from(1000u32)), "1,000");
    }

    #[test]
    fn pays_read_like_a_sheet() {
        let r = |n: i64, d: i64| BigRational::new(n.into(), d.into());
        assert_eq!(pays(&r(19, 20)), "19:20");
        assert_eq!(pays(&r(8, 1)), "8:1");
        assert_eq!(pays(&r(0, 1)), "0:1");
    }
}
