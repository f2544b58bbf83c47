//! `Rules`: an immutable, validated rule set, remembered as the CLI would be given it
//! (a preset name, or the rules file's content inline).

use crate::guard;
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;

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

    /// The rule set's definition as a dict: the rules file, exact values as strings; equal
    /// to the document ``punto-banco rules NAME --format json`` prints.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let text = serde_json::to_string(self.rules.to_file()).expect("a rules file serializes");
        py.import("json")?.call_method1("loads", (text,))
    }

    /// The definition as a rules JSON document, which :meth:`from_json` reads back.
    fn to_json(&self) -> String {
        serde_json::to_string_pretty(self.rules.to_file()).expect("a rules file serializes")
    }

    /// Pickling (e.g. to send a rule set to Dask workers): rebuilt from its name or document.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let cls = slf.get_type();
        Ok(match &slf.get().source {
            Source::Preset(name) => (cls.getattr("preset")?, (name.clone(),)),
            Source::Inline(json) => (cls.getattr("from_json")?, (json.clone(),)),
        })
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
