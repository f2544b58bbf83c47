//! Number formatting: the only place exact values become decimals, as text or as typed
//! table cells ([`Cell`]) that keep the value they show.

use super::cell::{Cell, Kind};
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

/// A cell of the share `part / total` of two counts ([`share`]).
pub fn share_cell(part: &crate::Count, total: &crate::Count, decimals: usize) -> Cell {
    decimal_text(share(part, total, decimals), decimals)
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

/// Whole numbers below this (15 digits at most) are held as numbers by a spreadsheet,
/// which shows and edits 15 significant digits.
const SPREADSHEET_WHOLE: u64 = 1_000_000_000_000_000;

/// The number a cell made here shows: the value of its text (the text this module just
/// wrote, rounded to its places), so a typed format stores exactly what the reader sees.
fn shown(text: &str) -> Option<f64> {
    let v: f64 = text.trim_end_matches('%').parse().ok()?;
    v.is_finite().then_some(v)
}

/// A decimal cell from text this module wrote (`0.4462466`, `+0.00870`); a value that is
/// not a finite number (`inf`) stays text.
fn decimal_text(text: String, places: usize) -> Cell {
    match shown(&text) {
        Some(value) => Cell {
            kind: Kind::Decimal {
                value,
                places,
                plus: text.starts_with('+'),
            },
            text,
        },
        None => Cell::text(text),
    }
}

/// A percentage cell from text this module wrote (`1.0579%`, `+0.1234%`).
fn percent_text(text: String, places: usize) -> Cell {
    match shown(&text) {
        Some(v) => Cell {
            kind: Kind::Percent {
                value: v / 100.0,
                places,
                plus: text.starts_with('+'),
            },
            text,
        },
        None => Cell::text(text),
    }
}

/// A cell showing `x` with `places` decimals: `0.4462466`.
pub fn decimal_cell(x: f64, places: usize) -> Cell {
    decimal_text(float(x, places), places)
}

/// A cell showing `x` with `places` decimals and its sign: `+0.00870`, `-0.01234`.
pub fn signed_decimal_cell(x: f64, places: usize) -> Cell {
    decimal_text(format!("{x:+.places$}"), places)
}

/// A cell showing an exact value as a decimal with `places` decimals.
pub fn exact_decimal_cell(r: &BigRational, places: usize) -> Cell {
    decimal_text(dec(r, places), places)
}

/// A cell showing an exact value in percentage points with its sign and `places`
/// decimals, without the `%` sign (for columns headed in percent): `+1.2345`.
pub fn signed_exact_points_cell(r: &BigRational, places: usize) -> Cell {
    signed_decimal_cell(in_percent(to_f64(r)), places)
}

/// A share (`0.0123`) in percent (`1.23`), for display.
pub fn in_percent(share: f64) -> f64 {
    100.0 * share
}

/// A cell showing a value already in percent with `places` decimals: `1.0579%`.
pub fn percent_cell(percent: f64, places: usize) -> Cell {
    percent_text(format!("{percent:.places$}%"), places)
}

/// A cell showing a value already in percent with its sign: `+1.2345%`, `-0.0012%`.
pub fn signed_percent_cell(percent: f64, places: usize) -> Cell {
    percent_text(format!("{percent:+.places$}%"), places)
}

/// A cell showing an exact value as a percentage with `places` decimals: `1.0579%`.
pub fn exact_percent_cell(r: &BigRational, places: usize) -> Cell {
    percent_text(pct(r, places), places)
}

/// A cell of a small signed value already in percent, as [`signed_percent`] writes it:
/// `+0.00870`, or `-2.89e-6` below 0.001.
pub fn signed_percent_value_cell(p: f64) -> Cell {
    let text = signed_percent(p);
    if let Some((mantissa, _)) = text.split_once('e') {
        let places = mantissa.split_once('.').map_or(0, |(_, f)| f.len());
        return match shown(&text) {
            Some(value) => Cell {
                kind: Kind::Scientific { value, places },
                text,
            },
            None => Cell::text(text),
        };
    }
    decimal_text(text, 5)
}

/// A cell of a figure as a source publishes it (`value`, the source's own text, kept
/// with its places): a decimal, or with `percent` a percentage (`1.06` shown `1.06%`).
/// Text that is not a number stays text.
pub fn published_cell(value: &str, percent: bool) -> Cell {
    let places = value.split_once('.').map_or(0, |(_, f)| f.len());
    if percent {
        percent_text(format!("{value}%"), places)
    } else {
        decimal_text(value.to_string(), places)
    }
}

/// A cell of a count, in plain digits (the same cell feeds CSV, where separators get in
/// the way): `2292252566437888`.
pub fn count_cell(n: &BigUint) -> Cell {
    whole_cell(n.to_string(), n, false, false)
}

/// A cell of a count with thousands separators: `4,998,398,275,503,360`.
pub fn grouped_cell(n: &BigUint) -> Cell {
    whole_cell(grouped(n), n, true, false)
}

/// A cell of a small whole number, in plain digits (`4`, `-1`).
pub fn int_cell(n: i64) -> Cell {
    let magnitude = BigUint::from(n.unsigned_abs());
    let v = whole_cell(n.to_string(), &magnitude, false, false);
    match v.kind {
        Kind::Whole {
            value: Some(x),
            grouped,
            plus,
        } if n < 0 => Cell {
            kind: Kind::Whole {
                value: Some(-x),
                grouped,
                plus,
            },
            text: v.text,
        },
        _ => v,
    }
}

/// A cell of a signed whole number with its sign: `+2`, `-1`, `0`.
pub fn signed_int_cell(n: i64) -> Cell {
    let magnitude = BigUint::from(n.unsigned_abs());
    let text = if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    };
    let mut c = whole_cell(text, &magnitude, false, n > 0);
    if let Kind::Whole { value: Some(x), .. } = &mut c.kind {
        if n < 0 {
            *x = -*x;
        }
    }
    c
}

fn whole_cell(text: String, magnitude: &BigUint, grouped: bool, plus: bool) -> Cell {
    use num_traits::ToPrimitive;
    let value = magnitude
        .to_u64()
        .filter(|&n| n < SPREADSHEET_WHOLE)
        .map(|n| n as f64);
    Cell {
        text,
        kind: Kind::Whole {
            value,
            grouped,
            plus,
        },
    }
}

/// A cell of an exact value as `"n/d"`, or a whole number `"n"` (a whole exact value is a
/// number like any other: only a fraction makes its column text).
pub fn exact_cell(r: &BigRational) -> Cell {
    if r.is_integer() {
        let n = r.numer();
        let mut c = whole_cell(exact(r), n.magnitude(), false, false);
        if let Kind::Whole { value: Some(x), .. } = &mut c.kind {
            if n.sign() == num_bigint::Sign::Minus {
                *x = -*x;
            }
        }
        return c;
    }
    Cell {
        text: exact(r),
        kind: Kind::Exact,
    }
}

/// A cell of a pay as casinos write it (`19:20`, `8:1`), or of text standing for pays
/// (`19:20 to 8:1`, `push`) in a column of pays: exact, never a number.
pub fn pays_cell(text: impl Into<String>) -> Cell {
    Cell {
        text: text.into(),
        kind: Kind::Exact,
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
