//! The question functions: arguments in, one library call without the GIL, the answer's
//! JSON document out as Python objects.

use crate::guard;
use crate::rules::{rules_arg, Rules};
use crate::shoe::Shoe;
use punto_banco::{
    builtin, builtin_ids, ratio_string, to_f64, Bet, Error, ErrorKind, Priced, Pricer,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use serde_json::{json, Value};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("PRESETS", punto_banco::PRESETS.to_vec())?;
    m.add_function(wrap_pyfunction!(ev, m)?)?;
    m.add_function(wrap_pyfunction!(bets, m)?)?;
    Ok(())
}

/// A `bets=` argument: a comma-separated string or a list of ids.
fn bets_arg(bets: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(s) = bets.cast::<PyString>() {
        return Ok(s.to_string());
    }
    if let Ok(list) = bets.cast::<PyList>() {
        let ids: Vec<String> = list.extract()?;
        return Ok(ids.join(","));
    }
    Err(PyTypeError::new_err(
        "bets must be a comma-separated string or a list of bet ids",
    ))
}

fn resolve_bets(list: &str, rules: &punto_banco::Rules) -> punto_banco::Result<Vec<Bet>> {
    let mut out: Vec<Bet> = Vec::new();
    for id in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let ids: Vec<&str> = match id {
            "main" => vec!["punto", "banco", "tie"],
            "side" => builtin_ids().into_iter().skip(3).collect(),
            "all" => builtin_ids(),
            other => vec![other],
        };
        for id in ids {
            let bet = builtin(id, rules).ok_or_else(|| {
                Error::new(ErrorKind::BadBet(format!(
                    "unknown bet '{id}'; known bets are main, side, all, {}",
                    builtin_ids().join(", ")
                )))
            })?;
            if !out.iter().any(|b| b.id == bet.id) {
                out.push(bet);
            }
        }
    }
    if out.is_empty() {
        return Err(Error::new(ErrorKind::BadBet(
            "--bets is empty; give at least one bet id".into(),
        )));
    }
    Ok(out)
}

/// The `ev` document of one shoe.
#[pyfunction]
#[pyo3(signature = (shoe, rules, bets))]
fn ev<'py>(
    py: Python<'py>,
    shoe: &Shoe,
    rules: &Bound<'py, PyAny>,
    bets: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules: Rules = rules_arg(rules)?;
    let list = bets_arg(bets)?;
    let shoe = shoe.shoe.clone();
    let doc = guard::run(py, move || {
        let bets = resolve_bets(&list, &rules.rules)?;
        let pricer = Pricer::new(&rules.rules, &bets)?;
        let rows: Vec<Value> = pricer
            .price(&shoe)
            .iter()
            .map(|p| match p {
                Priced::Ok(r) => {
                    let ev = r.ev();
                    json!({"id": r.id, "name": r.name, "priceable": true,
                        "ev": ratio_string(&ev), "ev_percent": to_f64(&ev) * 100.0,
                        "positive": to_f64(&ev) > 0.0})
                }
                Priced::NotPriceable { id, name, reason } => {
                    json!({"id": id, "name": name, "priceable": false, "reason": reason})
                }
            })
            .collect();
        Ok(json!({"engine": "exact", "bets": rows}))
    })?;
    Ok(pythonize::pythonize(py, &doc)?)
}

/// The `bets` document: every selected bet with its pay table.
#[pyfunction]
#[pyo3(signature = (rules, bets))]
fn bets<'py>(
    py: Python<'py>,
    rules: &Bound<'py, PyAny>,
    bets: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let rules = rules_arg(rules)?;
    let list = bets_arg(bets)?;
    let bets = guard::quick(|| resolve_bets(&list, &rules.rules))?;
    Ok(pythonize::pythonize(py, &json!({ "bets": bets }))?)
}
