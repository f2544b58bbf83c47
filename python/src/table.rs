//! `Table`: a rule set and bets compiled once ([`punto_banco::api::Prepared`]) that answers
//! `ev` and mid-coup questions for any number of shoes.

use crate::guard;
use crate::questions::{choice, document, request};
use crate::rules::{Rules, Source};
use crate::shoe::Shoe;
use punto_banco::api::{Prepared, TableSpec};
use punto_banco::ShoeSpec;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// A rule set and a selection of bets, compiled once: ``table.ev(shoe)`` prices a shoe
/// with no set-up cost, for loops over many shoes.
#[pyclass(frozen, module = "punto_banco._native")]
pub struct Table {
    prepared: Prepared,
    rules: Rules,
}

/// The shoe of a question: the given one, or the library's default (6 decks).
fn spec(shoe: Option<PyRef<'_, Shoe>>) -> ShoeSpec {
    shoe.map(|s| s.spec.clone()).unwrap_or_default()
}

#[pymethods]
impl Table {
    /// Compiles `rules` (a `Rules`, or by name in `options["rules"]`) with the bets and
    /// custom bets of `options` (`bets`, `custom_bets`).
    #[new]
    #[pyo3(signature = (rules, options))]
    fn new(
        py: Python<'_>,
        rules: Option<PyRef<'_, Rules>>,
        options: &Bound<'_, PyDict>,
    ) -> PyResult<Table> {
        let mut spec: TableSpec = request(options)?;
        if let Some(r) = &rules {
            spec.rules = choice(r);
        }
        let prepared = guard::run(py, move || spec.prepare())?;
        let rules = match rules {
            Some(r) => r.clone(),
            None => Rules {
                source: Source::Preset(prepared.rules().name().to_string()),
                rules: prepared.rules().clone(),
            },
        };
        Ok(Table { prepared, rules })
    }

    /// The `ev` document of one shoe (default: 6 decks).
    #[pyo3(signature = (shoe))]
    fn ev<'py>(
        &self,
        py: Python<'py>,
        shoe: Option<PyRef<'py, Shoe>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let spec = spec(shoe);
        let prepared = &self.prepared;
        document(py, guard::run(py, move || prepared.ev(&spec))?)
    }

    /// The mid-coup document of the coup in play on `shoe` (the shoe before the coup).
    #[pyo3(signature = (shoe, punto, banco))]
    fn midcoup<'py>(
        &self,
        py: Python<'py>,
        shoe: Option<PyRef<'py, Shoe>>,
        punto: &str,
        banco: &str,
    ) -> PyResult<Bound<'py, PyAny>> {
        let spec = spec(shoe);
        let prepared = &self.prepared;
        let report = guard::run(py, move || prepared.midcoup(&spec, punto, banco))?;
        document(py, report)
    }

    /// The rule set.
    #[getter]
    fn rules(&self) -> Rules {
        self.rules.clone()
    }

    /// The ids of the bets, in the order they are reported.
    #[getter]
    fn bets(&self) -> Vec<String> {
        self.prepared.bets().map(|b| b.id.clone()).collect()
    }
}
