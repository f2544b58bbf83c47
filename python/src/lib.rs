//! `punto_banco._native`: the Rust side of the Python package.
//!
//! Each Python function converts its arguments, releases the GIL, makes one library call
//! and converts the answer back. Answers cross as the same JSON documents the CLI prints
//! with `--format json` (turned into Python dicts here); the pure-Python layer
//! (`python/punto_banco/`) wraps them in result objects whose exact values are
//! `fractions.Fraction`. No figure is computed here.
#![forbid(unsafe_code)]

mod guard;
mod questions;
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
    m.add_class::<shoe::Shoe>()?;
    m.add_class::<rules::Rules>()?;
    m.add_class::<table::Table>()?;
    questions::register(m)?;
    #[cfg(feature = "tracker")]
    m.add_class::<tracker::Tracker>()?;
    Ok(())
}
