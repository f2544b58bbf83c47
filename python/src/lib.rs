//! `punto_banco._native`: the Rust side of the Python package.
//!
//! Each Python function converts its arguments, releases the GIL, makes one library call
//! and converts the answer back. Answers are the library's reports, read by the
//! pure-Python layer (`python/punto_banco/`) either as the JSON document the CLI prints
//! with `--format json` or as Python objects built from the report's typed values
//! (`convert`: exact values as `fractions.Fraction`, counts as `int`). No figure is
//! computed here.
#![forbid(unsafe_code)]

mod audit;
mod convert;
mod guard;
mod hold;
mod promo;
mod questions;
mod review;
mod rules;
mod shoe;
mod table;
#[cfg(feature = "tracker")]
mod tracker;

use pyo3::prelude::*;

/// The extension module: classes `Shoe`, `Rules` and the question functions.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // The most sorts `leak(top=)` lists: the Python layer's range check says the library's
    // limit, not the most its integer type holds.
    m.add("MAX_LEAK_TOP", punto_banco::leak::MAX_TOP)?;
    m.add_class::<shoe::Shoe>()?;
    m.add_class::<rules::Rules>()?;
    m.add_class::<table::Table>()?;
    questions::register(m)?;
    promo::register(m)?;
    m.add_function(wrap_pyfunction!(review::review, m)?)?;
    m.add_function(wrap_pyfunction!(audit::audit, m)?)?;
    m.add_function(wrap_pyfunction!(hold::hold, m)?)?;
    #[cfg(feature = "tracker")]
    m.add_class::<tracker::Tracker>()?;
    Ok(())
}
