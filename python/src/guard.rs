//! Running library calls safely: without the GIL, with panics and errors turned into
//! Python exceptions, so nothing a script passes can take the interpreter down.

use punto_banco::{Input, Question, Words};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Converts a library error into `ValueError` carrying its one-line message, with the
/// inputs named as the Python functions name their arguments ([`Arguments`]).
///
/// A failure that is not of the input ([`punto_banco::ErrorKind::Runtime`]: worker threads
/// that cannot start) becomes `RuntimeError`, as the command line exits 1 for it, not 2.
pub fn value_error(e: punto_banco::Error) -> PyErr {
    if e.is_runtime() {
        return PyRuntimeError::new_err(e.worded(&Arguments));
    }
    PyValueError::new_err(e.worded(&Arguments))
}

/// Python's terms for the library's inputs: each by the keyword argument of the
/// functions (`bets`, `first_shoe`); another question by its function call.
#[derive(Debug, Clone, Copy)]
pub struct Arguments;

impl Words for Arguments {
    /// `punto_banco.compare(rules=["standard", "midi"])`: a list value as a Python list.
    fn ask(&self, question: Question, input: Input, value: &str) -> String {
        let items: Vec<String> = value
            .split(',')
            .map(|v| format!("{:?}", v.trim()))
            .collect();
        format!(
            "punto_banco.{}({}=[{}])",
            question.name(),
            self.input(input),
            items.join(", ")
        )
    }
}

/// Runs `f` with the GIL released and any panic caught.
///
/// Library errors become `ValueError` with the library's message (`RuntimeError` for a
/// failure while running, see [`value_error`]); a panic (a bug: a broken invariant) becomes
/// `RuntimeError` instead of aborting Python.
pub fn run<T: Send>(
    py: Python<'_>,
    f: impl FnOnce() -> punto_banco::Result<T> + Send,
) -> PyResult<T> {
    match py.detach(|| catch_unwind(AssertUnwindSafe(f))) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(e)) => Err(value_error(e)),
        Err(panic) => Err(PyRuntimeError::new_err(format!(
            "internal error in punto-banco (please report it): {}",
            panic_message(&panic)
        ))),
    }
}

/// Runs a quick call (parsing, no engine) with panics caught but the GIL held.
pub fn quick<T>(f: impl FnOnce() -> punto_banco::Result<T>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(e)) => Err(value_error(e)),
        Err(panic) => Err(PyRuntimeError::new_err(format!(
            "internal error in punto-banco (please report it): {}",
            panic_message(&panic)
        ))),
    }
}

fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> &str {
    if let Some(s) = panic.downcast_ref::<&str>() {
        s
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s
    } else {
        "a panic without a message"
    }
}
