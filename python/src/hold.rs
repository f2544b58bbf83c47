//! `hold`: the band a table's hold falls in, for a layout of bets on every coup.

use crate::questions::{choice, document, request};
use crate::rules::Rules;
use crate::shoe::Shoe;
use punto_banco::api::{HoldRequest, ShoeQuestion};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// The `hold` document: the per-coup mean and variance of a layout's win, the band of its
/// hold after `coups` coups, and with `within` the coups for a precision.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
pub fn hold<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: HoldRequest = request(options)?;
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    document(py, crate::guard::run(py, move || req.run())?)
}
