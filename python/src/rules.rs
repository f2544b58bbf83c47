//! `Rules`: an immutable, validated rule set, remembered as the CLI would be given it
//! (a preset name, or the rules file's content inline).

use crate::guard;
use pyo3::exceptions::{PyOSError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyString;

/// How a rule set was given: by preset name or as a rules document.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Source {
    Preset(String),
    Inline(String),
}

/// A rule set: who draws, the Banco tableau, naturals, payouts and commission.
///
/// Build one with :meth:`Rules.preset` (``"standard"``, ``"midi"``, ...),
/// :meth:`Rules.from_file` or :meth:`Rules.from_json`. Every question also accepts a
/// preset name where it takes ``rules``.
///
/// Raises:
///     ValueError: an unknown preset or an invalid rules document (the library's message).
#[pyclass(frozen, module = "punto_banco")]
#[derive(Clone)]
pub struct Rules {
    pub(crate) source: Source,
    pub(crate) rules: punto_banco::Rules,
}

#[pymethods]
impl Rules {
    /// A built-in rule set by name: one of :data:`PRESETS`.
    #[staticmethod]
    fn preset(name: &str) -> PyResult<Rules> {
        let rules = guard::quick(|| punto_banco::Rules::preset(name))?;
        Ok(Rules {
            source: Source::Preset(name.to_string()),
            rules,
        })
    }

    /// A rule set from a rules JSON document (the ``rules NAME --format json`` definition).
    #[staticmethod]
    fn from_json(json: &str) -> PyResult<Rules> {
        let rules = guard::quick(|| punto_banco::Rules::from_json(json))?;
        Ok(Rules {
            source: Source::Inline(json.to_string()),
            rules,
        })
    }

    /// A rule set read from a rules JSON file.
    ///
    /// Raises:
    ///     OSError: the file cannot be read.
    ///     ValueError: its content is not a valid rule set.
    #[staticmethod]
    fn from_file(path: std::path::PathBuf) -> PyResult<Rules> {
        let json = std::fs::read_to_string(&path).map_err(|e| {
            PyOSError::new_err(format!("cannot read rules file {}: {e}", path.display()))
        })?;
        Rules::from_json(&json)
    }

    /// The rule set's name.
    #[getter]
    fn name(&self) -> String {
        self.rules.name().to_string()
    }

    /// One-line description with the source.
    #[getter]
    fn description(&self) -> String {
        self.rules.description().to_string()
    }

    /// The rule set's definition as a dict (the rules file's fields; exact values as strings).
    fn definition<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(pythonize::pythonize(py, self.rules.to_file())?)
    }

    /// The definition as a rules JSON document, which :meth:`from_json` reads back.
    fn to_json(&self) -> String {
        serde_json::to_string_pretty(self.rules.to_file()).expect("a rules file serializes")
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Rules>()
            .map(|o| o.get().rules == self.rules)
            .unwrap_or(false)
    }

    fn __repr__(&self) -> String {
        match &self.source {
            Source::Preset(name) => format!("Rules.preset({name:?})"),
            Source::Inline(_) => format!("<Rules {:?} (from a rules document)>", self.rules.name()),
        }
    }
}

/// A `rules=` argument: a preset name or a `Rules`.
pub(crate) fn rules_arg(rules: &Bound<'_, PyAny>) -> PyResult<Rules> {
    if let Ok(name) = rules.cast::<PyString>() {
        return Rules::preset(&name.to_cow()?);
    }
    if let Ok(r) = rules.cast::<Rules>() {
        return Ok(r.get().clone());
    }
    Err(PyTypeError::new_err(
        "rules must be a preset name (str) or a punto_banco.Rules",
    ))
}
