//! The question functions: one library request in, one report out.
//!
//! Each function takes the shoe and the rule set as Python objects and every other option
//! as a dict, which deserializes straight into the library's request type (so an unknown
//! option or a wrong type is refused with the library's message), calls `run` without the
//! GIL, and returns the report as an [`Answer`]: the same document, key for key, that
//! `serde_json` makes of it for the CLI's `--format json`, as JSON text or as Python
//! objects made from the report's typed values.

use crate::guard;
use crate::rules::{Rules, Source};
use crate::shoe::Shoe;
use punto_banco::api::{
    self, BetsRequest, CompareRequest, EorRequest, EvRequest, OddsRequest, ReportRequest,
    RulesChoice, ShoeQuestion, SimulatePart, SimulateRequest, TableQuestion,
};
use punto_banco::report::{render_parsheet, ParSheet, SheetFormat};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use serde::de::DeserializeOwned;
use serde::Serialize;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("PRESETS", punto_banco::PRESETS.to_vec())?;
    m.add_class::<Answer>()?;
    m.add_function(wrap_pyfunction!(odds, m)?)?;
    m.add_function(wrap_pyfunction!(ev, m)?)?;
    m.add_function(wrap_pyfunction!(eor, m)?)?;
    m.add_function(wrap_pyfunction!(leak, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(report, m)?)?;
    m.add_function(wrap_pyfunction!(bets, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(merge, m)?)?;
    m.add_function(wrap_pyfunction!(_ev_timed, m)?)?;
    Ok(())
}

/// The request of a question from its options dict (CLI flag names, dashes as underscores).
pub(crate) fn request<R: DeserializeOwned>(options: &Bound<'_, PyDict>) -> PyResult<R> {
    pythonize::depythonize(options.as_any())
        .map_err(|e| PyValueError::new_err(format!("invalid option: {e}")))
}

/// Any report, kept as it is until the Python layer reads it.
trait Report: Send + Sync {
    /// The CLI's `--format json` document, compact.
    fn json(&self) -> String;
    /// The same document as Python objects, exact values and counts typed
    /// ([`crate::convert`]).
    fn python<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>>;
}

impl<T: Serialize + Send + Sync> Report for T {
    fn json(&self) -> String {
        serde_json::to_string(self).expect("a report serializes to JSON")
    }

    fn python<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::convert::to_python(py, self)
    }
}

/// The answer to a question: the library's report, converted only when the Python layer
/// first reads it (so a call costs the engine's work and little more).
#[pyclass(frozen, module = "punto_banco._native")]
pub struct Answer {
    report: Box<dyn Report>,
}

#[pymethods]
impl Answer {
    /// The report's JSON text (the CLI's `--format json` document, compact).
    fn json(&self) -> String {
        self.report.json()
    }

    /// The report as Python objects: the JSON document's dicts, lists, strings and
    /// numbers, with every exact value a `fractions.Fraction` and every count an `int`.
    fn values<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.report.python(py)
    }
}

pub(crate) fn document<'py>(
    py: Python<'py>,
    report: impl Serialize + Send + Sync + 'static,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(Bound::new(
        py,
        Answer {
            report: Box::new(report),
        },
    )?
    .into_any())
}

/// The rule set a request gets from a `Rules`: its preset name, or the validated rules.
pub(crate) fn choice(rules: &Rules) -> RulesChoice {
    match &rules.source {
        Source::Preset(name) => RulesChoice::Preset(name.clone()),
        Source::Inline(_) => RulesChoice::from(rules.rules.clone()),
    }
}

/// Sets the shoe and the rule set of a request from the Python objects, when given (the
/// shared parts of every question: `ShoeQuestion`, `TableQuestion`).
fn shoe_and_rules<R: ShoeQuestion + TableQuestion>(
    req: &mut R,
    shoe: Option<PyRef<'_, Shoe>>,
    rules: Option<PyRef<'_, Rules>>,
) {
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    if let Some(rules) = rules {
        req.set_rules(choice(&rules));
    }
}

/// The `odds` document: outcomes and every selected bet of one shoe.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn odds<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: OddsRequest = request(options)?;
    shoe_and_rules(&mut req, shoe, rules);
    document(py, guard::run(py, move || req.run())?)
}

/// The `ev` document (or, with exposed cards, the mid-coup document).
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn ev<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: EvRequest = request(options)?;
    shoe_and_rules(&mut req, shoe, rules);
    document(py, guard::run(py, move || req.run())?)
}

/// The `eor` document: effects of removal per rank.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn eor<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: EorRequest = request(options)?;
    shoe_and_rules(&mut req, shoe, rules);
    document(py, guard::run(py, move || req.run())?)
}

/// The `leak` document: the exact value of what is seen of the coup before betting.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn leak<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut fields: api::LeakFields = request(options)?;
    shoe_and_rules(&mut fields, shoe, rules);
    // The options' text read once into the typed request, its mistakes raised as `run`'s.
    document(py, guard::run(py, move || fields.parse()?.run())?)
}

/// The `compare` document: several rule sets side by side.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn compare<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: &Bound<'py, PyList>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: CompareRequest = request(options)?;
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    req.rules = rules
        .iter()
        .map(|r| match r.extract::<String>() {
            Ok(name) => Ok(RulesChoice::Preset(name)),
            Err(_) => r
                .extract::<PyRef<'_, Rules>>()
                .map(|r| choice(&r))
                .map_err(|_| PyTypeError::new_err("rules must be preset names or Rules")),
        })
        .collect::<PyResult<_>>()?;
    document(py, guard::run(py, move || req.run())?)
}

/// The par sheet: its JSON document as Python objects, or its Markdown or HTML text.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options, format))]
fn report<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
    format: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let format = guard::quick(|| punto_banco::report::sheet_format(format))?;
    let mut req: ReportRequest = request(options)?;
    if let Some(shoe) = shoe {
        req.set_shoe(shoe.spec.clone());
    }
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    let sheet = guard::run(py, move || req.run().map(|a| ParSheet::from_answer(&a)))?;
    if format == SheetFormat::Json {
        return document(py, sheet);
    }
    let mut text = Vec::new();
    render_parsheet(&sheet, format, &mut text).expect("writing to memory cannot fail");
    let text = String::from_utf8(text).expect("the renderers write UTF-8");
    Ok(PyString::new(py, &text).into_any())
}

/// The `bets` document: the bets-file format, every selected bet with its pay table.
#[pyfunction]
#[pyo3(signature = (rules, options))]
fn bets<'py>(
    py: Python<'py>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: BetsRequest = request(options)?;
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    document(py, guard::quick(|| req.run())?)
}

/// The `simulate` document, dealt on `threads` worker threads (default: every core).
#[pyfunction]
#[pyo3(signature = (rules, options, threads))]
fn simulate<'py>(
    py: Python<'py>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyAny>> {
    let mut req: SimulateRequest = request(options)?;
    if let Some(rules) = rules {
        req.rules = choice(&rules);
    }
    // The library's limit, worded with the argument's name; checked before any thread
    // starts (a huge count would otherwise try to create them all).
    api::check_threads(threads).map_err(guard::value_error)?;
    let report = guard::run(py, move || {
        let simulation = req.prepare()?;
        let mut pool = rayon::ThreadPoolBuilder::new();
        if let Some(t) = threads {
            pool = pool.num_threads(t);
        }
        // Not bad input: a failure while running (RuntimeError, as the CLI's exit 1).
        let pool = pool.build().map_err(|e| {
            punto_banco::Error::new(punto_banco::ErrorKind::Runtime(format!(
                "cannot start worker threads: {e}"
            )))
        })?;
        pool.install(|| simulation.run(&|| ()))
    })?;
    document(py, report)
}

/// Joins `simulate` JSON documents of disjoint shoe ranges of one study (`merge`).
#[pyfunction]
#[pyo3(signature = (parts))]
fn merge<'py>(py: Python<'py>, parts: Vec<String>) -> PyResult<Bound<'py, PyAny>> {
    let report = guard::run(py, move || {
        let parts = parts
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let name = format!("part {}", i + 1);
                SimulatePart::from_json(&name, text).map(|part| (name, part))
            })
            .collect::<punto_banco::Result<Vec<_>>>()?;
        api::merge(&parts)
    })?;
    document(py, report)
}

/// For the overhead benchmark (tests/bench_overhead.py): exactly what `ev` does, and also
/// the seconds spent inside the library call (`EvRequest::run`), timed in Rust.
#[pyfunction]
#[pyo3(signature = (shoe, rules, options))]
fn _ev_timed<'py>(
    py: Python<'py>,
    shoe: Option<PyRef<'py, Shoe>>,
    rules: Option<PyRef<'py, Rules>>,
    options: &Bound<'py, PyDict>,
) -> PyResult<(Bound<'py, PyAny>, f64)> {
    let mut req: EvRequest = request(options)?;
    shoe_and_rules(&mut req, shoe, rules);
    let (report, seconds) = guard::run(py, move || {
        let start = std::time::Instant::now();
        let report = req.run()?;
        Ok((report, start.elapsed().as_secs_f64()))
    })?;
    Ok((document(py, report)?, seconds))
}
