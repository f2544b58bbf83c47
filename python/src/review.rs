//! `review`: a session's wagers against the exact odds of the moment each was placed
//! (the library's `api::ReviewRequest`), with the logs given inline or as files.

use crate::guard;
use crate::questions::{choice, document, request};
use crate::rules::Rules;
use punto_banco::api::ReviewRequest;
use punto_banco::review::{LogFormat, MAX_LOG_BYTES};
use pyo3::exceptions::{PyFileNotFoundError, PyOSError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;

/// A log file's text and its format (`csv` or `jsonl`, by the extension as the CLI reads
/// it), capped at the library's [`MAX_LOG_BYTES`].
pub(crate) fn read_log(path: &PathBuf, what: &str) -> PyResult<(String, String)> {
    let name = path.to_string_lossy();
    let format = guard::quick(|| LogFormat::for_file(&name))?.name();
    let file = std::fs::File::open(path).map_err(|e| {
        let message = format!("cannot read {what} '{name}': {e}");
        if e.kind() == std::io::ErrorKind::NotFound {
            PyFileNotFoundError::new_err(message)
        } else {
            PyOSError::new_err(message)
        }
    })?;
    let text = guard::quick(|| {
        punto_banco::read_capped(file, MAX_LOG_BYTES, &format!("{what} '{name}'"))
    })?;
    Ok((text, format.to_string()))
}

/// A `track` session (one JSON object with a `log`) as the CSV shoe log the library
/// reads, replayed by the tracker's own code (`TrackerFile::shoe_log`, as the CLI's
/// `review --shoe-log SESSION.json` does), with the session's decks; `None` when `text`
/// is not a session.
pub(crate) fn session_log(text: &str) -> PyResult<Option<(String, Option<u32>)>> {
    let Some(file) = punto_banco::tracker::session_file(text) else {
        return Ok(None);
    };
    let bad = |m: String| {
        pyo3::exceptions::PyValueError::new_err(
            punto_banco::shown(&format!("shoe log (a track session): {m}")).into_owned(),
        )
    };
    let file = file.map_err(|e| bad(e.to_string()))?;
    let decks = file.decks.or(file.shoe.is_none().then_some(6));
    let csv = file.shoe_log().map_err(|e| bad(e.to_string()))?;
    Ok(Some((csv, decks)))
}

/// A shoe log's text and format, a session converted (and `decks` set from it when not
/// given).
pub(crate) fn shoe_text(
    text: String,
    format: Option<String>,
    decks: &mut Option<u32>,
) -> PyResult<(String, Option<String>)> {
    match session_log(&text)? {
        Some((csv, session_decks)) => {
            if decks.is_none() {
                *decks = session_decks;
            }
            Ok((csv, Some("csv".into())))
        }
        None => Ok((text, format)),
    }
}

/// The `review` document. The logs come in `options` as text (`shoe_log`, `bet_log`,
/// with `shoe_log_format`/`bet_log_format` when known) or as files, read here.
#[pyfunction]
#[pyo3(signature = (rules, options, shoe_log_path, bet_log_path))]
pub fn review<'py>(
    py: Python<'py>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
    shoe_log_path: Option<PathBuf>,
    bet_log_path: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: ReviewRequest = request(options)?;
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    if let Some(path) = shoe_log_path {
        let (text, format) = read_log(&path, "shoe log")?;
        req.shoe_log = text;
        req.shoe_log_format = Some(format);
    }
    let text = std::mem::take(&mut req.shoe_log);
    let format = req.shoe_log_format.take();
    (req.shoe_log, req.shoe_log_format) = shoe_text(text, format, &mut req.decks)?;
    if let Some(path) = bet_log_path {
        let (text, format) = read_log(&path, "bet log")?;
        req.bet_log = text;
        req.bet_log_format = Some(format);
    }
    document(py, guard::run(py, move || req.run())?)
}
