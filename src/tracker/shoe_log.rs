//! A shoe log as `review --shoe-log` and `audit --shoe-log` take it: a log file as it is,
//! or a `track` session (its `save` file or the page's export, told by its content)
//! replayed into the CSV shoe log it deals. Here, above `review`, because the replay is
//! the tracker's.

use super::TrackerFile;
use crate::api::files::log_format_of;
use crate::api::read_text_file;
use crate::csvsafe::escape_controls;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::review::MAX_LOG_BYTES;

/// The shoe log file `path` as a request takes it, read up to [`MAX_LOG_BYTES`]: its text
/// (a `track` session's, recognised by its content whatever the file's extension, as the
/// CSV shoe log of [`session_shoe_log`]) and the name of its format (`csv`, `jsonl`: for
/// any other text, the one its extension names, [`crate::logs::LogFormat::for_file`]).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`]: the file cannot be read, is not a session and its
/// extension names no format, or is a session [`session_shoe_log`] refuses.
pub fn read_shoe_log(path: &str, decks: &mut Option<u32>) -> Result<(String, &'static str)> {
    read_shoe_log_or_session(path, decks).map(|(text, format, _)| (text, format))
}

/// As [`read_shoe_log`], and whether the file was a `track` session (its text then the
/// rebuilt CSV), so a report can name the file's real format.
///
/// # Errors
/// As [`read_shoe_log`].
pub fn read_shoe_log_or_session(
    path: &str,
    decks: &mut Option<u32>,
) -> Result<(String, &'static str, bool)> {
    let text = read_text_file(path, MAX_LOG_BYTES, "shoe log")?;
    match session_shoe_log(path, &text, decks)? {
        Some(csv) => Ok((csv, "csv", true)),
        None => Ok((text, log_format_of(path)?, false)),
    }
}

/// A `track` session (the JSON of `save`, or the page's export: one object with a `log`)
/// as a CSV shoe log: its log replayed line by line, a shoe starting at each `new`, each
/// finished coup a row, cards seen or burned between coups a burn row (shown cards); a
/// coup still in play at the end is left out. This is exactly what `track --load`
/// rebuilds. `decks` defaults to the session's decks, and must match them when given.
/// `None` when `text` is not a session.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the shoe log `path`: a session that does not
/// read or replay, one of explicit counts (review prices full decks), or decks other
/// than `decks`.
pub fn session_shoe_log(path: &str, text: &str, decks: &mut Option<u32>) -> Result<Option<String>> {
    let Some(file) = session_file(text) else {
        return Ok(None);
    };
    let path = escape_controls(path);
    let bad = |m: String| {
        let m = escape_controls(&m);
        Error::input(format!("shoe log '{path}' (a track session): {m}"))
    };
    let file = file.map_err(|e| bad(e.to_string()))?;
    let Some(session_decks) = file.decks.or(file.shoe.is_none().then_some(6)) else {
        return Err(bad(
            "a session with explicit counts (shoe) cannot be reviewed: review prices full \
             decks; start the session with decks"
                .into(),
        ));
    };
    match *decks {
        Some(d) if d != session_decks => {
            let deals = format!("shoe log '{path}' (a track session): the session deals");
            return Err(Error::templated(
                ErrorKind::BadInput,
                vec![
                    format!("{deals} {session_decks} decks, ").into(),
                    Input::Decks.into(),
                    format!(" says {d}").into(),
                ],
            ));
        }
        _ => *decks = Some(session_decks),
    }
    file.shoe_log().map(Some).map_err(|e| bad(e.to_string()))
}

/// `text` as JSON when it is a `track` session (one JSON object with a `log`), told by its
/// content alone; `None` for any other text (a CSV or JSON-lines log).
pub fn session_value(text: &str) -> Option<serde_json::Value> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    let value = serde_json::from_str::<serde_json::Value>(text).ok()?;
    value.get("log").is_some().then_some(value)
}

/// `text` as a saved `track` session when it is one ([`session_value`]), read as `track
/// --load` reads it: strictly, a key given twice in any object refused (two `log` or two
/// `decks` keys are never read as the last), unknown fields refused. `None` for any other
/// text.
///
/// # Errors
/// [`crate::ErrorKind::BadTrack`] with the reader's message for a session that does not
/// read (the key given twice, an unknown field).
pub fn session_file(text: &str) -> Option<Result<TrackerFile>> {
    session_value(text)?;
    Some(
        crate::json::from_str::<TrackerFile>(text.trim_start())
            .map_err(|e| Error::new(ErrorKind::BadTrack(e.to_string()))),
    )
}
