//! `promo_chips`, `promo_loss_rebate` and `promo_statement`: `punto-banco promo chips`,
//! `promo loss-rebate` and `promo statement` from Python, one library request each.

use crate::guard;
use crate::questions::{choice, document, request};
use crate::rules::Rules;
use crate::shoe::Shoe;
use punto_banco::api::{
    PromoChipsRequest, PromoLossRebateRequest, PromoStatementRequest, ShoeQuestion, TableQuestion,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(promo_chips, m)?)?;
    m.add_function(wrap_pyfunction!(promo_loss_rebate, m)?)?;
    m.add_function(wrap_pyfunction!(promo_statement, m)?)?;
    Ok(())
}

/// The `promo chips` document: dead, match-play and free-bet chips on each bet.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn promo_chips<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: PromoChipsRequest = request(options)?;
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    if let Some(rules) = rules {
        req.set_rules(choice(&rules));
    }
    document(py, guard::run(py, move || req.run())?)
}

/// The `promo loss-rebate` document: a loss rebate on a trip, exact, with its policy.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn promo_loss_rebate<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: PromoLossRebateRequest = request(options)?;
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    document(py, guard::run(py, move || req.run())?)
}

/// The `promo statement` document: a programme's account per trip, exact.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn promo_statement<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: PromoStatementRequest = request(options)?;
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    document(py, guard::run(py, move || req.run())?)
}
