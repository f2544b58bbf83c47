//! Text that leaves the project safely: CSV cells a spreadsheet will not run as formulas,
//! and text from a file that reaches a terminal without its control characters (the one
//! escaping rule, [`escape_controls`]).
//!
//! # CSV formula injection
//! A spreadsheet reads a cell that begins with `=`, `+`, `-` or `@` (and, in some, tab or
//! carriage return) as a formula: a player label `=HYPERLINK("http://…")` in a CSV export
//! becomes a link, `+cmd|' /C calc'!A0` a command. Every CSV the project writes passes its
//! text cells through [`cell`], which puts a `'` before such a cell, as OWASP recommends;
//! a cell that reads as a number (a decimal, a percentage, an exact fraction such as
//! `-1/20`) is left as it is. Reading a label back, [`unmark`] drops that one `'`.
//!
//! ```
//! use punto_banco::csvsafe::{cell, unmark};
//! assert_eq!(cell("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
//! assert_eq!(cell("-1/20"), "-1/20");
//! assert_eq!(cell("-1.0579%"), "-1.0579%");
//! assert_eq!(cell("ann"), "ann");
//! assert_eq!(unmark("'=SUM(1+1)"), "=SUM(1+1)");
//! ```

use std::borrow::Cow;

/// Whether a spreadsheet may read a cell beginning with `c` as a formula.
fn triggers(c: char) -> bool {
    matches!(c, '=' | '+' | '-' | '@' | '\t' | '\r')
}

/// Whether `s` reads as one number, as the project writes them in any of its languages:
/// an optional sign, then digits with decimal marks and group separators (`.`, `,`,
/// spaces), then either an exponent (`e-5`) or the `/` and denominator of an exact
/// fraction (`-1/20`), then an optional `%`. Such a cell holds no name a spreadsheet could
/// call, and no sum or difference it could compute: `-2+3` and `+1-1-1` are not numbers.
pub fn is_number(s: &str) -> bool {
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    let body = body.strip_suffix('%').unwrap_or(body);
    let digits = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
    if let Some((num, den)) = body.split_once('/') {
        return digits(num) && digits(den);
    }
    let (mantissa, exponent) = match body.split_once(['e', 'E']) {
        Some((m, e)) => (m, Some(e.strip_prefix(['-', '+']).unwrap_or(e))),
        None => (body, None),
    };
    let grouped =
        |c: char| c.is_ascii_digit() || matches!(c, '.' | ',' | ' ' | '\u{a0}' | '\u{202f}');
    mantissa.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
        && mantissa.chars().any(|c| c.is_ascii_digit())
        && mantissa.chars().all(grouped)
        && exponent.is_none_or(digits)
}

/// A CSV text cell made safe: `'` before a cell that begins with `=`, `+`, `-`, `@`, tab
/// or carriage return and is not a number; any other cell (a lone `-`, the tables' mark
/// of "none", included) as it is.
pub fn cell(s: &str) -> Cow<'_, str> {
    match s.chars().next() {
        Some(c) if triggers(c) && s != "-" && !is_number(s) => Cow::Owned(format!("'{s}")),
        _ => Cow::Borrowed(s),
    }
}

/// A label read back from a CSV the project wrote: one leading `'` before `=`, `+`, `-` or
/// `@` dropped (the mark [`cell`] adds); anything else as it is.
pub fn unmark(s: &str) -> &str {
    match s.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest,
        _ => s,
    }
}

/// The one escaping rule, defined with the library's messages (`error`), named here too:
/// text from a file reaches a terminal or a file without its control characters.
pub use crate::error::{escape_controls, is_unsafe_char};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_get_a_quote_and_numbers_do_not() {
        for (given, want) in [
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
            ("@SUM(1+1)", "'@SUM(1+1)"),
            ("-x", "'-x"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("-", "-"),
            ("--", "'--"),
            ("-1,05 %", "-1,05 %"),
            ("-1\u{202f}234,5", "-1\u{202f}234,5"),
            ("-1+SUM(A1)", "'-1+SUM(A1)"),
            ("-1/20", "-1/20"),
            ("-0.0105", "-0.0105"),
            ("+1.5%", "+1.5%"),
            ("-1e-5", "-1e-5"),
            ("ann", "ann"),
            ("", ""),
            ("'=x", "'=x"),
            ("-2+3", "'-2+3"),
            ("+1-1-1", "'+1-1-1"),
            ("-1/2", "-1/2"),
            ("-1/2/3", "'-1/2/3"),
            ("+1e+5", "+1e+5"),
            ("-1,0579\u{202f}%", "-1,0579\u{202f}%"),
            ("-5%%", "'-5%%"),
        ] {
            assert_eq!(cell(given), want, "{given}");
        }
        assert!(!is_number("-A1"));
        assert!(!is_number("-%"));
        assert!(!is_number("-e"));
    }

    #[test]
    fn one_mark_is_dropped_before_a_formula_sign_only() {
        for s in ["=x", "+x", "-x", "@x"] {
            assert_eq!(unmark(cell(s).as_ref()), s);
        }
        assert_eq!(unmark("'ann"), "'ann");
        assert_eq!(unmark("''=x"), "''=x");
    }
}
