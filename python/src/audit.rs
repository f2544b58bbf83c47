//! `audit`: dealt shoes against a fair shuffle and against the exact odds (the library's
//! `api::AuditRequest`), with the shoe logs given inline or as files.

use crate::guard;
use crate::questions::{choice, document, request};
use crate::review::{read_log, session_log};
use crate::rules::Rules;
use punto_banco::api::{AuditLog, AuditRequest};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;

/// One shoe log as the Python layer passes it: its text (and format, when known), or a
/// path read here (the format by its extension, the name the path as given, as the CLI
/// names it).
#[derive(FromPyObject)]
pub enum Log {
    /// `(text, format)`.
    #[pyo3(transparent)]
    Text((String, Option<String>)),
    /// A path.
    #[pyo3(transparent)]
    Path(PathBuf),
}

/// The `audit` document of `logs` (one per table), the other options in `options`. A
/// `track` session is replayed by the tracker into its shoe log (its decks taken when
/// `decks` is not given).
#[pyfunction]
#[pyo3(signature = (rules, options, logs))]
pub fn audit<'py>(
    py: Python<'py>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
    logs: Vec<Log>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: AuditRequest = request(options)?;
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    for log in logs {
        let (text, format, name) = match log {
            Log::Text((text, format)) => (text, format, None),
            Log::Path(path) => {
                let (text, format) = read_log(&path, "shoe log")?;
                (
                    text,
                    Some(format),
                    Some(path.to_string_lossy().into_owned()),
                )
            }
        };
        let (text, format, session) = match session_log(&text)? {
            Some((csv, decks)) => {
                req.decks = req.decks.or(decks);
                (csv, Some("csv".to_string()), true)
            }
            None => (text, format, false),
        };
        req.shoe_logs.push(AuditLog {
            text,
            format,
            name,
            session,
        });
    }
    document(py, guard::run(py, move || req.run())?)
}
