//! A tracker session read from text, one line at a time, as `track` reads its standard
//! input: cards or a command per line, each line numbered from 1 (blank lines count).
//! `Session` (`run.rs`, with files) carries out `save FILE` and `load FILE` and writes the
//! answers; [`status_line`] is the line it prints above each table.

use super::line_error::{LineError, Why};
use super::{Mode, TrackerStatus};
use crate::i18n::{Arg, Lang};
use crate::input::{read_line_capped, skip_line, Line, MAX_BATCH_LINE_BYTES};
use std::io::{self, BufRead};

/// The longest input line read (as a batch line of `ev`); a longer one is an error for
/// that line, skipped without being held in memory.
pub const MAX_LINE_BYTES: usize = MAX_BATCH_LINE_BYTES;

/// What one line of a session asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<'a> {
    /// A blank line: nothing to do.
    Blank,
    /// `quit` or `exit` (in any case): the session ends.
    Quit,
    /// `save FILE`: the session written to FILE (empty when the line names none).
    Save(&'a str),
    /// `load FILE`: the session read from FILE goes on instead.
    Load(&'a str),
    /// Cards or any other command, for [`super::Tracker::input`].
    Input(&'a str),
}

/// The lines of a session's input, numbered.
#[derive(Debug, Default)]
pub struct SessionLines {
    buf: Vec<u8>,
    line: usize,
}

impl SessionLines {
    /// The next line of `input` with its number: what it asks (a leading byte-order mark
    /// and the spaces around it dropped), or why it cannot be read (longer than
    /// [`MAX_LINE_BYTES`], or not UTF-8); `None` at the end of the input.
    ///
    /// # Errors
    /// The I/O error of `input`.
    pub fn next_line(
        &mut self,
        input: &mut dyn BufRead,
    ) -> io::Result<Option<(usize, Result<Step<'_>, LineError>)>> {
        let read = read_line_capped(input, MAX_LINE_BYTES, &mut self.buf)?;
        let step = match read {
            Line::End => return Ok(None),
            Line::TooLong => {
                skip_line(input)?;
                Err(LineError::track(Why::TooLong(MAX_LINE_BYTES)))
            }
            Line::Text => {
                let bytes = self.buf.strip_prefix("\u{feff}".as_bytes());
                match std::str::from_utf8(bytes.unwrap_or(&self.buf)) {
                    Ok(text) => Ok(step(text.trim())),
                    Err(e) => Err(LineError::track(Why::NotUtf8(e.valid_up_to()))),
                }
            }
        };
        self.line += 1;
        Ok(Some((self.line, step)))
    }
}

/// What the (trimmed) line `text` asks.
fn step(text: &str) -> Step<'_> {
    if text.is_empty() {
        return Step::Blank;
    }
    let (word, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    match word.to_ascii_lowercase().as_str() {
        "quit" | "exit" => Step::Quit,
        "save" => Step::Save(rest.trim()),
        "load" => Step::Load(rest.trim()),
        _ => Step::Input(text),
    }
}

/// One line on the tracker's state, for the table of each answer: the mode, the coup in
/// play or the last coup, the cards left, out and burned, and the coups.
pub fn status_line(t: &TrackerStatus) -> String {
    status_line_in(Lang::En, t)
}

/// [`status_line`] in `lang` (`track --lang`): counts with their plural forms ("1 coup",
/// "2 coups"; Russian "1 раздача", "5 раздач").
pub fn status_line_in(lang: Lang, t: &TrackerStatus) -> String {
    let dash = |s: &str| Arg::text(if s.is_empty() { "-" } else { s });
    let coup = if t.punto.is_empty() && t.banco.is_empty() {
        match &t.last_coup {
            Some(c) => lang.msg(
                "t-track-last",
                &[
                    ("punto", Arg::text(&c.punto)),
                    ("pt", Arg::plain(i64::from(c.punto_total))),
                    ("banco", Arg::text(&c.banco)),
                    ("bt", Arg::plain(i64::from(c.banco_total))),
                    ("winner", Arg::text(c.winner)),
                ],
            ),
            None => lang.m("t-track-no-coup"),
        }
    } else {
        lang.msg(
            "t-track-in-play",
            &[("punto", dash(&t.punto)), ("banco", dash(&t.banco))],
        )
    };
    let mode = match t.mode {
        Mode::Seen => lang.m("t-track-seen"),
        Mode::Coup => lang.m("t-track-coups"),
    };
    let n = |v: u64| Arg::plain(i64::try_from(v).unwrap_or(i64::MAX));
    lang.msg(
        "t-track-status",
        &[
            ("mode", Arg::text(mode)),
            ("coup", Arg::text(coup)),
            ("left", n(t.cards_left)),
            ("out", n(t.cards_seen as u64)),
            ("burned", n(t.burned as u64)),
            ("coups", n(t.coups as u64)),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_numbered_with_blank_and_bad_lines_and_commands_read_in_any_case() {
        let long = "K ".repeat(MAX_LINE_BYTES);
        let text = format!("\u{feff}5 K\n\n{long}\nSAVE  s.json \n");
        let bytes = [text.as_bytes(), b"\xff\nquit\n"].concat();
        let mut input = &bytes[..];
        let mut lines = SessionLines::default();
        let mut got = Vec::new();
        while let Some((n, step)) = lines.next_line(&mut input).unwrap() {
            got.push((n, step.map(|s| format!("{s:?}")).map_err(|e| e.to_string())));
        }
        assert_eq!(got.len(), 6);
        assert_eq!(got[0], (1, Ok("Input(\"5 K\")".into())));
        assert_eq!(got[1], (2, Ok("Blank".into())));
        assert!(got[2]
            .1
            .as_ref()
            .unwrap_err()
            .contains("longer than 65536 bytes"));
        assert_eq!(got[3], (4, Ok("Save(\"s.json\")".into())));
        assert!(got[4].1.as_ref().unwrap_err().contains("not UTF-8"));
        assert_eq!(got[5], (6, Ok("Quit".into())));
    }
}
