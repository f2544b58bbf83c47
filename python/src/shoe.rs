//! `Shoe`: an immutable shoe, kept as the library's `ShoeSpec` (decks, cards removed,
//! explicit counts) so that every question passes the same fields the CLI takes.

use crate::guard;
use punto_banco::{parse_decks, Rank, ShoeSpec};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString};

/// A shoe: N full decks, optionally minus the cards seen so far, or explicit counts per rank.
///
/// Immutable: :meth:`without` returns a new shoe. Build one with ``Shoe(decks=8)``,
/// ``Shoe(decks=8, removed="5 5 K")`` or :meth:`Shoe.from_counts`.
///
/// Raises:
///     ValueError: zero or too many decks, an unknown card, a card not left in the shoe,
///         or fewer than 6 cards left (the library's one-line message).
#[pyclass(frozen, eq, module = "punto_banco")]
#[derive(Clone, PartialEq, Eq)]
pub struct Shoe {
    pub(crate) spec: ShoeSpec,
    pub(crate) shoe: punto_banco::Shoe,
}

impl Shoe {
    pub(crate) fn build(spec: ShoeSpec) -> PyResult<Shoe> {
        let shoe = guard::quick(|| spec.build())?;
        Ok(Shoe { spec, shoe })
    }
}

#[pymethods]
impl Shoe {
    #[new]
    #[pyo3(signature = (decks = None, removed = None))]
    fn new(decks: Option<&Bound<'_, PyAny>>, removed: Option<&Bound<'_, PyAny>>) -> PyResult<Shoe> {
        let decks = decks.map(deck_count).transpose()?;
        let removed = removed.map(card_list).transpose()?;
        Shoe::build(ShoeSpec {
            decks,
            removed,
            shoe: None,
        })
    }

    /// A shoe with explicit counts per rank, e.g. ``{"A": 31, "2": 32, ..., "K": 32}``.
    ///
    /// Every rank must be given once (``"10"`` or ``"T"`` for tens). Suits are unknown.
    #[staticmethod]
    fn from_counts(counts: &Bound<'_, PyDict>) -> PyResult<Shoe> {
        let mut items = Vec::with_capacity(13);
        for (rank, count) in counts.iter() {
            let rank: String = rank.extract().map_err(|_| {
                PyTypeError::new_err("from_counts: ranks must be strings like 'A' or '10'")
            })?;
            let count = integer_text(&count, "from_counts: counts must be integers")?;
            items.push(format!("{rank}={count}"));
        }
        Shoe::build(ShoeSpec {
            decks: None,
            removed: None,
            shoe: Some(items.join(",")),
        })
    }

    /// A shoe from the CLI's ``--shoe`` notation, ``"A=24,2=24,...,K=24"``.
    #[staticmethod]
    fn from_spec(spec: &str) -> PyResult<Shoe> {
        Shoe::build(ShoeSpec {
            decks: None,
            removed: None,
            shoe: Some(spec.to_string()),
        })
    }

    /// A new shoe with these cards removed as well: ``"5h K 9"`` or ``["5h", "K", "9"]``.
    fn without(&self, cards: &Bound<'_, PyAny>) -> PyResult<Shoe> {
        let more = card_list(cards)?;
        let removed = match &self.spec.removed {
            Some(before) if !before.trim().is_empty() => format!("{before} {more}"),
            _ => more,
        };
        Shoe::build(ShoeSpec {
            removed: Some(removed),
            ..self.spec.clone()
        })
    }

    /// Cards left of each rank, ``{"A": 32, "2": 32, ..., "K": 32}`` (Python ints).
    #[getter]
    fn counts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for rank in Rank::ALL {
            dict.set_item(rank.symbol(), self.shoe.count(rank))?;
        }
        Ok(dict)
    }

    /// Cards left in the shoe.
    #[getter]
    fn cards(&self) -> u64 {
        self.shoe.total()
    }

    /// Full decks the shoe started from, or ``None`` for explicit counts.
    #[getter]
    fn decks(&self) -> Option<u32> {
        match (&self.spec.shoe, self.spec.decks) {
            (Some(_), _) => None,
            (None, d) => Some(d.unwrap_or(punto_banco::DEFAULT_DECKS)),
        }
    }

    /// The cards removed so far, as one string (``None`` when none were).
    #[getter]
    fn removed(&self) -> Option<String> {
        self.spec.removed.clone()
    }

    /// Whether every rank-and-suit count is known (needed for perfect-pair bets).
    #[getter]
    fn has_suits(&self) -> bool {
        self.shoe.has_suits()
    }

    /// The counts in the CLI's ``--shoe`` notation, ``"A=32,2=32,...,K=32"``.
    fn to_spec(&self) -> String {
        self.shoe.to_spec()
    }

    /// The shoe's fields as a question takes them: ``{"decks": 8, "removed": "5 5 K"}``
    /// or ``{"shoe": "A=...,K=..."}``.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(pythonize::pythonize(py, &self.spec)?)
    }

    /// Pickling (e.g. to send a shoe to Dask workers): rebuilt from its fields.
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(
        Bound<'py, PyAny>,
        (Option<u32>, Option<String>, Option<String>),
    )> {
        let spec = &slf.get().spec;
        Ok((
            slf.get_type().getattr("_from_fields")?,
            (spec.decks, spec.removed.clone(), spec.shoe.clone()),
        ))
    }

    /// Rebuilds a pickled shoe.
    #[staticmethod]
    #[pyo3(signature = (decks, removed, shoe))]
    fn _from_fields(
        decks: Option<u32>,
        removed: Option<String>,
        shoe: Option<String>,
    ) -> PyResult<Shoe> {
        Shoe::build(ShoeSpec {
            decks,
            removed,
            shoe,
        })
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.spec.decks.hash(&mut h);
        self.spec.removed.hash(&mut h);
        self.spec.shoe.hash(&mut h);
        h.finish()
    }

    fn __len__(&self) -> usize {
        self.shoe.total() as usize
    }

    fn __repr__(&self) -> String {
        let mut args = Vec::new();
        if let Some(spec) = &self.spec.shoe {
            return match &self.spec.removed {
                Some(r) => format!("Shoe.from_spec({spec:?}).without({r:?})"),
                None => format!("Shoe.from_spec({spec:?})"),
            };
        }
        if let Some(d) = self.spec.decks {
            args.push(format!("decks={d}"));
        }
        if let Some(r) = &self.spec.removed {
            args.push(format!("removed={r:?}"));
        }
        format!("Shoe({})", args.join(", "))
    }
}

/// A deck count from a Python int, checked by the library's own parser (same message).
fn deck_count(decks: &Bound<'_, PyAny>) -> PyResult<u32> {
    let text = integer_text(decks, "decks must be an integer")?;
    guard::quick(|| parse_decks(&text))
}

/// The decimal text of a Python int (never a bool or a float).
fn integer_text(value: &Bound<'_, PyAny>, message: &'static str) -> PyResult<String> {
    if value.is_instance_of::<PyBool>() || !value.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(message));
    }
    Ok(value.str()?.to_string())
}

/// A card list given as one string or a list of strings.
pub(crate) fn card_list(cards: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(s) = cards.cast::<PyString>() {
        return Ok(s.to_string());
    }
    if let Ok(list) = cards.cast::<PyList>() {
        let parts: Vec<String> = list.extract()?;
        return Ok(parts.join(" "));
    }
    Err(PyTypeError::new_err(
        "cards must be a string like \"5h K 9\" or a list of strings",
    ))
}
