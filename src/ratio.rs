//! Exact numbers: parsing and writing `BigRational` values as `"n/d"` strings.

use num_bigint::{BigInt, BigUint, Sign};
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

/// The longest decimal read from input, in characters (100). Longer numbers are
/// refused: no pay or commission needs them, and parsing a number with hundreds of
/// thousands of digits would take minutes (decimal to binary conversion is quadratic).
pub const MAX_NUMBER_CHARS: usize = 100;

/// The most digits in an integer and on each side of a fraction's bar (`n/d` or `n:d`):
/// 101, one more than [`MAX_NUMBER_CHARS`], because `.123…` with 100 decimals is a fraction
/// with the 101-digit denominator `10^100`, and a fraction over 1 is written back as an
/// integer. Every number the tool reads is then written back (as `n/d` or `n`) in a form it
/// reads again.
pub const MAX_FRACTION_DIGITS: usize = MAX_NUMBER_CHARS + 1;

/// Whether `s` is longer than any exact number the tool reads (see [`MAX_NUMBER_CHARS`] and
/// [`MAX_FRACTION_DIGITS`]); checked before any digit is converted.
fn too_long(s: &str) -> bool {
    let body = s.strip_prefix('-').unwrap_or(s);
    match body.split_once('/').or_else(|| body.split_once(':')) {
        Some((n, d)) => n.len() > MAX_FRACTION_DIGITS || d.len() > MAX_FRACTION_DIGITS,
        None if body.contains('.') => s.len() > MAX_NUMBER_CHARS,
        None => body.len() > MAX_FRACTION_DIGITS,
    }
}

/// Parses an exact number: an integer (`"8"`), a fraction (`"19/20"`), a decimal
/// (`"0.95"`, `".5"`) or a pay as the tool prints it (`"40:1"`, `"19:20"`, meaning 40 and
/// 19/20), optionally with a leading `-`. Returns `None` for anything else: a zero
/// denominator, spaces, a `+` sign, exponents, a decimal of more than [`MAX_NUMBER_CHARS`]
/// characters, or an integer or a side of a fraction with more than [`MAX_FRACTION_DIGITS`]
/// digits.
///
/// # Examples
/// ```
/// use punto_banco::parse_ratio;
/// assert_eq!(parse_ratio("0.95"), parse_ratio("19/20"));
/// assert_eq!(parse_ratio("19:20"), parse_ratio("19/20"));
/// assert_eq!(parse_ratio("40:1"), parse_ratio("40"));
/// assert!(parse_ratio("1/0").is_none());
/// assert!(parse_ratio(" 1 ").is_none());
/// assert!(parse_ratio("abc").is_none());
/// ```
pub fn parse_ratio(s: &str) -> Option<BigRational> {
    if too_long(s) {
        return None;
    }
    let (neg, body) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let r = if let Some((n, d)) = body.split_once('/').or_else(|| body.split_once(':')) {
        let (n, d) = (digits(n)?, digits(d)?);
        if d.is_zero() {
            return None;
        }
        BigRational::new(n, d)
    } else {
        let (int, frac) = body.split_once('.').unwrap_or((body, ""));
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        let all = format!("0{int}{frac}");
        let den = num_traits::pow(BigInt::from(10), frac.len());
        BigRational::new(digits(&all)?, den)
    };
    Some(if neg { -r } else { r })
}

/// A non-empty run of ASCII digits as an integer.
fn digits(s: &str) -> Option<BigInt> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// Writes an exact value in `Ratio`'s own form: `"n/d"`, or `"n"` for an integer.
pub fn ratio_string(r: &BigRational) -> String {
    // Native integers print several times faster than big ones; the text is the same.
    // 64-bit values (every figure of a shoe up to 8 decks) are written digit by digit into
    // one allocation: `format!` costs several times more (padding logic, regrowing).
    if let (Some(n), Some(d)) = (r.numer().to_i64(), r.denom().to_u64()) {
        let mut out = String::with_capacity(41);
        if n < 0 {
            out.push('-');
        }
        push_digits(&mut out, n.unsigned_abs());
        if d != 1 {
            out.push('/');
            push_digits(&mut out, d);
        }
        return out;
    }
    match (r.numer().to_i128(), r.denom().to_u128()) {
        (Some(n), Some(1)) => n.to_string(),
        (Some(n), Some(d)) => format!("{n}/{d}"),
        _ => r.to_string(),
    }
}

/// Appends the decimal digits of `v`.
fn push_digits(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).expect("ASCII digits"));
}

/// A fraction `count / total` of two non-negative integers.
///
/// # Panics
/// If `total` is zero (every table has a positive total).
pub fn fraction(count: &BigUint, total: &BigUint) -> BigRational {
    assert!(!total.is_zero(), "a probability needs a positive total");
    if let (Some(n), Some(d)) = (count.to_u128(), total.to_u128()) {
        return reduced_u128(false, n, d);
    }
    BigRational::new(BigInt::from(count.clone()), BigInt::from(total.clone()))
}

/// `num / den` reduced to lowest terms with a positive denominator, exactly as
/// `BigRational::new` gives it, but with a native gcd when both parts fit 128 bits
/// (the big-integer gcd dominates pricing otherwise).
///
/// # Panics
/// If `den` is zero.
pub(crate) fn reduced(num: BigInt, den: BigInt) -> BigRational {
    assert!(!den.is_zero(), "a fraction needs a non-zero denominator");
    let negative = (num.sign() == Sign::Minus) != (den.sign() == Sign::Minus);
    match (num.magnitude().to_u128(), den.magnitude().to_u128()) {
        (Some(n), Some(d)) => reduced_u128(negative, n, d),
        _ => BigRational::new(num, den),
    }
}

/// `num / den` in lowest terms (`den > 0`), as `BigRational::new` gives it.
///
/// # Panics
/// If `den` is zero.
pub(crate) fn reduced_i128(num: i128, den: u128) -> BigRational {
    assert!(den != 0, "a fraction needs a non-zero denominator");
    reduced_u128(num < 0, num.unsigned_abs(), den)
}

/// `±n / d` in lowest terms (`d > 0`).
fn reduced_u128(negative: bool, n: u128, d: u128) -> BigRational {
    let g = gcd(n, d);
    let (n, d) = (n / g, d / g);
    let n = if negative && n != 0 {
        -BigInt::from(n)
    } else {
        BigInt::from(n)
    };
    BigRational::new_raw(n, BigInt::from(d))
}

/// Greatest common divisor (binary method; `gcd(0, d) = d`), in 64 bits when both fit.
fn gcd(a: u128, b: u128) -> u128 {
    if a == 0 || b == 0 {
        return a | b;
    }
    if let (Ok(a), Ok(b)) = (u64::try_from(a), u64::try_from(b)) {
        let shift = (a | b).trailing_zeros();
        let (mut a, mut b) = (a >> a.trailing_zeros(), b);
        loop {
            b >>= b.trailing_zeros();
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            b -= a;
            if b == 0 {
                return u128::from(a << shift);
            }
        }
    }
    let shift = (a | b).trailing_zeros();
    let (mut a, mut b) = (a >> a.trailing_zeros(), b);
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// An `f64` approximation of an exact value, for display only.
pub fn to_f64(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or_else(|| {
        // Both parts overflow f64: scale them down together.
        let shift = r.denom().bits().max(r.numer().bits()).saturating_sub(1000);
        let n = (r.numer() >> shift).to_f64().unwrap_or(f64::NAN);
        let d = (r.denom() >> shift).to_f64().unwrap_or(f64::NAN);
        n / d
    })
}

/// Serde adapter: an exact value written as a string (`"19/20"`, `"0.95"`, `"8"`); integers
/// and decimals written as JSON numbers are accepted on input too.
pub mod serde_ratio {
    use super::{parse_ratio, ratio_string};
    use num_rational::BigRational;
    use serde::{de, Deserializer, Serializer};

    /// Writes `r` as its `"n/d"` string, under [`EXACT_NAME`](super::EXACT_NAME) as
    /// [`Exact`](super::Exact) does (JSON writes the string alone).
    pub fn serialize<S: Serializer>(r: &BigRational, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(super::EXACT_NAME, &ratio_string(r))
    }

    /// Reads a string or a number as an exact value.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BigRational, D::Error> {
        d.deserialize_any(ExactVisitor)
    }

    struct ExactVisitor;

    impl de::Visitor<'_> for ExactVisitor {
        type Value = BigRational;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an exact number such as \"8\", \"19/20\", \"0.95\" or \"40:1\"")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<BigRational, E> {
            parse_ratio(text).ok_or_else(|| E::custom(not_exact(text)))
        }

        fn visit_i64<E: de::Error>(self, v: i64) -> Result<BigRational, E> {
            Ok(BigRational::from_integer(v.into()))
        }

        fn visit_u64<E: de::Error>(self, v: u64) -> Result<BigRational, E> {
            Ok(BigRational::from_integer(v.into()))
        }

        fn visit_f64<E: de::Error>(self, v: f64) -> Result<BigRational, E> {
            // The shortest decimal that round-trips is the number as it was written.
            self.visit_str(&format!("{v}"))
        }
    }

    /// Why `text` is not an exact number, quoting at most its first 20 characters.
    pub(crate) fn not_exact(text: &str) -> String {
        if super::too_long(text) {
            let head: String = text.chars().take(20).collect();
            format!(
                "'{head}...' is too long for an exact number: at most {} characters for a \
                 decimal, {} digits for an integer or a side of a fraction",
                super::MAX_NUMBER_CHARS,
                super::MAX_FRACTION_DIGITS
            )
        } else {
            format!(
                "'{text}' is not an exact number (write e.g. \"8\", \"19/20\", \"0.95\" or \"40:1\")"
            )
        }
    }
}

/// The name under which [`Exact`] serializes (`serialize_newtype_struct`): JSON writes the
/// inner `"n/d"` string and ignores it; a serializer that builds objects of another
/// language (the Python module's) recognizes it and makes an exact number there.
pub const EXACT_NAME: &str = "punto_banco::Exact";

/// The name under which [`Count`] serializes (see [`EXACT_NAME`]).
pub const COUNT_NAME: &str = "punto_banco::Count";

/// An exact value in a report: a [`BigRational`] that serializes as its `"n/d"` string
/// (`"n"` when whole), as every report writes exact values.
///
/// # Examples
/// ```
/// use punto_banco::{parse_ratio, Exact};
/// let v = Exact(parse_ratio("19/20").unwrap());
/// assert_eq!(serde_json::to_string(&v).unwrap(), "\"19/20\"");
/// assert_eq!(v.to_string(), "19/20");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Exact(pub BigRational);

impl Exact {
    /// The value as a float, for display only.
    pub fn to_f64(&self) -> f64 {
        to_f64(&self.0)
    }

    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }
}

impl From<BigRational> for Exact {
    fn from(r: BigRational) -> Exact {
        Exact(r)
    }
}

impl From<&BigRational> for Exact {
    fn from(r: &BigRational) -> Exact {
        Exact(r.clone())
    }
}

impl std::fmt::Display for Exact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&ratio_string(&self.0))
    }
}

impl serde::Serialize for Exact {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(EXACT_NAME, &ratio_string(&self.0))
    }
}

impl<'de> serde::Deserialize<'de> for Exact {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Exact, D::Error> {
        let text = String::deserialize(d)?;
        parse_ratio(&text)
            .map(Exact)
            .ok_or_else(|| serde::de::Error::custom(format!("'{text}' is not an exact number")))
    }
}

/// A count in a report (of six-card sequences, coups, cards): a [`BigUint`] that
/// serializes as its decimal string (`"2292252566437888"`), which no 64-bit float would
/// hold exactly.
///
/// # Examples
/// ```
/// use punto_banco::Count;
/// let n = Count::from(2292252566437888u64);
/// assert_eq!(serde_json::to_string(&n).unwrap(), "\"2292252566437888\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Count(pub BigUint);

impl<T: Into<BigUint>> From<T> for Count {
    fn from(n: T) -> Count {
        Count(n.into())
    }
}

impl std::fmt::Display for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl serde::Serialize for Count {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(COUNT_NAME, &self.0.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for Count {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Count, D::Error> {
        let text = String::deserialize(d)?;
        match text.parse::<BigUint>() {
            Ok(n) if text.bytes().all(|b| b.is_ascii_digit()) => Ok(Count(n)),
            _ => Err(serde::de::Error::custom(format!("'{text}' is not a count"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_and_big_ratio_strings_agree() {
        for (n, d) in [
            (0i64, 1i64),
            (-3, 1),
            (19, 20),
            (-19, 20),
            (7, 3),
            (i64::MAX, 5),
            (i64::MIN, 1),
            (i64::MIN + 1, i64::MAX),
            (10, 1),
            (-1_000_000_007, 1_000_000_000_000),
        ] {
            let r = BigRational::new(n.into(), d.into());
            assert_eq!(ratio_string(&r), r.to_string());
        }
        let wide = BigRational::new(BigInt::from(i128::MIN + 1), BigInt::from(u64::MAX) + 2);
        assert_eq!(ratio_string(&wide), wide.to_string());
        let big = BigRational::new(BigInt::from(u128::MAX) * 7, BigInt::from(u128::MAX) * 3 + 1);
        assert_eq!(ratio_string(&big), big.to_string());
    }

    #[test]
    fn native_reduction_matches_big_rational() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let samples: Vec<(BigInt, BigInt)> = (0..2000)
            .map(|i| {
                let (a, b, c) = (next(), next(), next());
                let common = BigInt::from(c % 1000 + 1) * BigInt::from(1u64 << (c % 40));
                let n = BigInt::from(a >> (i % 64)) * &common;
                let d = BigInt::from((b >> (i % 61)) | 1) * &common * BigInt::from(1u64 << (i % 5));
                let n = if i % 3 == 0 { -n } else { n };
                let d = if i % 7 == 0 { -d } else { d };
                let n = if i % 11 == 0 { BigInt::zero() } else { n };
                (n, d)
            })
            .chain([
                (BigInt::from(u128::MAX), BigInt::from(u128::MAX - 1)),
                (BigInt::from(i128::MIN), BigInt::from(u128::MAX)),
                (BigInt::from(u128::MAX) * 3, BigInt::from(6)),
            ])
            .collect();
        for (n, d) in samples {
            assert_eq!(
                reduced(n.clone(), d.clone()),
                BigRational::new(n.clone(), d.clone()),
                "{n}/{d}"
            );
            if n.sign() != Sign::Minus && d.sign() == Sign::Plus {
                let (n, d) = (n.magnitude().clone(), d.magnitude().clone());
                assert_eq!(
                    fraction(&n, &d),
                    BigRational::new(n.clone().into(), d.clone().into())
                );
            }
        }
    }

    #[test]
    fn parses_integers_fractions_and_decimals() {
        let r = |n: i64, d: i64| BigRational::new(n.into(), d.into());
        assert_eq!(parse_ratio("8"), Some(r(8, 1)));
        assert_eq!(parse_ratio("-1"), Some(r(-1, 1)));
        assert_eq!(parse_ratio("19/20"), Some(r(19, 20)));
        assert_eq!(parse_ratio("0.95"), Some(r(19, 20)));
        assert_eq!(parse_ratio(".5"), Some(r(1, 2)));
        assert_eq!(parse_ratio("1.5"), Some(r(3, 2)));
        assert_eq!(parse_ratio("40:1"), Some(r(40, 1)));
        assert_eq!(parse_ratio("-3/4"), Some(r(-3, 4)));
        for bad in [
            "", ".", "x", "1/0", "1.2.3", "1e3", "--1", "0x10", " 1 ", "+4", "1 / 2", "1/-2",
            "1:0", "1:2:3", "1/2:3", "-", "/", ":1",
        ] {
            assert_eq!(parse_ratio(bad), None, "{bad}");
        }
    }

    #[test]
    fn numbers_longer_than_the_cap_are_refused_at_once() {
        let long = "9".repeat(MAX_NUMBER_CHARS);
        assert!(parse_ratio(&long).is_some());
        assert_eq!(parse_ratio(&"9".repeat(300_000)), None);
        assert_eq!(parse_ratio(&format!("0.{}", "1".repeat(300_000))), None);
        let side = "7".repeat(MAX_FRACTION_DIGITS);
        assert!(parse_ratio(&format!("{side}/{side}9")).is_none());
        assert!(parse_ratio(&format!("{side}9/3")).is_none());
        assert!(parse_ratio(&format!("{side}9")).is_none());
    }

    #[test]
    fn every_number_read_is_written_in_a_form_read_again() {
        // The longest decimals have the longest fractions: 99 digits over 10^k (found by
        // the `bets` fuzz target, which round-trips every bet it reads).
        let nines = "9".repeat(MAX_NUMBER_CHARS - 2);
        let threes = format!("{}.{}", "3".repeat(28), "3".repeat(MAX_NUMBER_CHARS - 29));
        for text in [
            format!("0.{nines}"),
            format!(".{}", "1".repeat(MAX_NUMBER_CHARS - 1)),
            format!("0.{}1", "0".repeat(MAX_NUMBER_CHARS - 3)),
            threes,
            // A fraction over 1 is written as an integer (found by the `numbers` target).
            format!("5{}/1", "0".repeat(MAX_FRACTION_DIGITS - 1)),
        ] {
            let r = parse_ratio(&text).expect("a number within the cap");
            let back = ratio_string(&r);
            assert_eq!(parse_ratio(&back), Some(r), "{text} -> {back}");
        }
    }

    #[test]
    fn writes_ratio_display_form() {
        let r = BigRational::new(38.into(), 40.into());
        assert_eq!(ratio_string(&r), "19/20");
        assert_eq!(ratio_string(&BigRational::from_integer(8.into())), "8");
    }
}
