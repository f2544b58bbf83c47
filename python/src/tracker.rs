//! `Tracker`: a shoe followed card by card over the library's tracker (cards in, figures
//! out, undo and redo). Only compiled with the `tracker` feature, once the library has
//! `punto_banco::tracker`.

use crate::guard;
use crate::questions::{document, request};
use crate::rules::Rules;
use crate::shoe::Shoe;
use punto_banco::tracker;
use punto_banco::ShoeSpec;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// A shoe followed card by card: enter seen cards, coups and commands, read the exact
/// figures of the shoe as it stands (or of the coup in play), undo and redo.
///
/// Lines are the ``track`` command's: ``"5 K 9d"`` (cards), ``"coup"``, ``"seen"``,
/// ``"punto 5"``, ``"banco K"``, ``"burn K"``, ``"new"``, ``"undo"``, ``"redo"``.
/// A line applies whole or not at all: a bad one raises ``ValueError`` and changes nothing.
#[pyclass(module = "punto_banco._native", name = "Tracker")]
pub struct Tracker {
    inner: tracker::Tracker,
}

#[pymethods]
impl Tracker {
    /// `money` holds the money options as `ev` takes them (`rebate`, `rebate_bets`,
    /// `bankroll`, `table_max`), each only when given.
    #[new]
    #[pyo3(signature = (shoe = None, rules = None, bets = None, money = None))]
    fn new(
        shoe: Option<PyRef<'_, Shoe>>,
        rules: Option<PyRef<'_, Rules>>,
        bets: Option<String>,
        money: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Tracker> {
        let spec = shoe.map(|s| s.spec.clone()).unwrap_or_default();
        let rules = match rules {
            Some(r) => r.rules.clone(),
            None => guard::quick(|| punto_banco::Rules::preset("standard"))?,
        };
        let mut inner = guard::quick(|| tracker::Tracker::new(spec, rules))?;
        inner.set_bets(bets);
        if let Some(money) = money {
            let money: tracker::TrackMoney = request(money)?;
            guard::quick(|| inner.set_money(money))?;
        }
        Ok(Tracker { inner })
    }

    /// Resumes a session saved with :meth:`to_json` (or ``track``'s ``save``).
    #[staticmethod]
    fn from_json(json: &str) -> PyResult<Tracker> {
        Ok(Tracker {
            inner: guard::quick(|| tracker::Tracker::from_json(json))?,
        })
    }

    /// Applies one line; several lines may be given separated by newlines.
    fn input(&mut self, lines: &str) -> PyResult<()> {
        let mut next = self.inner.clone();
        for line in lines.lines().filter(|l| !l.trim().is_empty()) {
            guard::quick(|| next.input(line).map(|_| ()))?;
        }
        self.inner = next;
        Ok(())
    }

    /// Takes back the last line.
    fn undo(&mut self) -> PyResult<()> {
        guard::quick(|| self.inner.undo().map(|_| ()))
    }

    /// Puts back the last line undone.
    fn redo(&mut self) -> PyResult<()> {
        guard::quick(|| self.inner.redo().map(|_| ()))
    }

    /// The state (the ``tracker`` object of ``track --format json``), as an answer.
    fn _status<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        document(py, self.inner.status())
    }

    /// The figures of the shoe as it stands (mid-coup while a coup is in play) and the
    /// state, as an answer: one line of ``track --format json``.
    fn _report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let t = self.inner.clone();
        document(py, guard::run(py, move || t.report())?)
    }

    /// The lines applied so far, oldest first.
    #[getter]
    fn log(&self) -> Vec<String> {
        self.inner.log()
    }

    /// The shoe as it now stands (every card out, the coup in play's too).
    #[getter]
    fn shoe(&self) -> PyResult<Shoe> {
        let out = self.inner.status().out;
        let spec = self.inner.spec().clone();
        let removed = (!out.is_empty()).then_some(out);
        Shoe::build(ShoeSpec { removed, ..spec })
    }

    /// The session as JSON (what :meth:`from_json` resumes).
    fn to_json(&self) -> String {
        self.inner.to_json()
    }

    fn __repr__(&self) -> String {
        let s = self.inner.status();
        format!(
            "<Tracker {} cards left, {} coups, punto [{}], banco [{}]>",
            s.cards_left, s.coups, s.punto, s.banco
        )
    }
}
