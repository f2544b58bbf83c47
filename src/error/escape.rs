//! The one escaping rule for text a user or a file supplies (labels, bet names, paths, flag
//! values): wherever such text is shown (a message, a table, CSV, Markdown, HTML), every
//! control character (C0, DEL, C1: ESC, BEL, CR, line breaks...) and every bidirectional
//! control (U+202A to U+202E, U+2066 to U+2069, and the marks U+200E, U+200F, U+061C) is
//! written as a `\u{…}` escape, so no input can drive the terminal it is shown on, break a
//! table's row or reorder what a reader sees. Every library message goes through it
//! ([`crate::Error`]'s `Display`), and so does every cell the text writers write.

use std::borrow::Cow;

/// Whether `c` must not reach an output raw: a control character (C0, DEL, C1: ESC, CR,
/// line breaks...) or a bidirectional control (U+202A to U+202E, U+2066 to U+2069, the
/// marks U+200E, U+200F, U+061C), which reorders what a reader sees.
///
/// # Examples
/// ```
/// use punto_banco::is_unsafe_char;
/// assert!(is_unsafe_char('\u{1b}') && is_unsafe_char('\u{202e}') && is_unsafe_char('\u{85}'));
/// assert!(!is_unsafe_char('é') && !is_unsafe_char('\u{202f}'));
/// ```
pub fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// `s` with every unsafe character ([`is_unsafe_char`]) written as a `\u{…}` escape (hex,
/// lowercase), so text from a user or a file is shown as it is, nothing hidden or run.
/// Escaping twice changes nothing more: an escape holds no unsafe character.
///
/// # Examples
/// ```
/// use punto_banco::escape_controls;
/// assert_eq!(escape_controls("a\u{1b}[2Jb\u{7}"), "a\\u{1b}[2Jb\\u{7}");
/// assert_eq!(escape_controls("ann\u{202E}"), "ann\\u{202e}");
/// assert_eq!(escape_controls("5 K é"), "5 K é");
/// ```
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
    fn controls_and_bidi_marks_are_escaped() {
        assert_eq!(escape_controls("a\u{1b}]0;x\u{7}b"), "a\\u{1b}]0;x\\u{7}b");
        assert_eq!(escape_controls("ann\u{202E}"), "ann\\u{202e}");
        assert_eq!(
            escape_controls("a\r\nb\u{7f}\u{9b}"),
            "a\\u{d}\\u{a}b\\u{7f}\\u{9b}"
        );
        for c in [
            '\u{2066}', '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}', '\u{202A}',
        ] {
            assert!(!escape_controls(&format!("x{c}y")).contains(c), "{c:?}");
        }
        assert_eq!(escape_controls("Évelyne"), "Évelyne");
    }

    #[test]
    fn escaping_twice_changes_nothing_more() {
        let once = escape_controls("a\u{1b}b\u{202e}").into_owned();
        assert_eq!(escape_controls(&once), once);
    }
}
