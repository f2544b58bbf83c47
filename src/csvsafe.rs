//! Text that leaves the project safely: CSV cells a spreadsheet will not run as formulas,
//! and text from a file that reaches a terminal without its control characters.
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

/// Whether `s` reads as a number, as the project writes them in any of its languages:
/// an optional sign, then a digit or a decimal mark, then only digits, decimal marks and
/// group separators (`.`, `,`, spaces), an exponent (`e`, `E`, a sign), `%` or the `/` of
/// an exact fraction (`-1/20`). Such a cell holds no name a spreadsheet could call.
pub fn is_number(s: &str) -> bool {
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    let allowed = |c: char| {
        c.is_ascii_digit()
            || matches!(
                c,
                '.' | ',' | ' ' | '\u{a0}' | '\u{202f}' | 'e' | 'E' | '+' | '-' | '%' | '/'
            )
    };
    body.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == ',')
        && body.chars().any(|c| c.is_ascii_digit())
        && body.chars().all(allowed)
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

/// Whether `c` must not reach a terminal raw: a control character (C0, DEL, C1: ESC, CR,
/// line breaks...) or a bidirectional control (U+202A to U+202E, U+2066 to U+2069, the
/// marks U+200E, U+200F, U+061C), which reorders what a reader sees.
pub fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// `s` with every unsafe character ([`is_unsafe_char`]) written as a `\u{…}` escape, so
/// text from a file can be shown on a terminal as it is, nothing hidden or run.
pub fn escape_controls(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_unsafe_char) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_unsafe_char(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

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

    #[test]
    fn controls_and_bidi_marks_are_escaped() {
        assert_eq!(escape_controls("a\u{1b}]0;x\u{7}b"), "a\\u{1b}]0;x\\u{7}b");
        assert_eq!(escape_controls("ann\u{202E}"), "ann\\u{202e}");
        assert_eq!(escape_controls("a\r\nb"), "a\\u{d}\\u{a}b");
        assert_eq!(escape_controls("Évelyne"), "Évelyne");
    }
}
