//! Table cells that know what they hold: the text every text format shows, and the kind
//! (words, a count, a decimal with its places, a percentage, an exact value) a typed
//! format (a workbook) writes. Cells holding numbers are made in [`super::fmt`], the one
//! place exact values become decimals.

use std::ops::Deref;

/// What a cell holds, for formats that store typed values (a workbook's number cells).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    /// Words (a name, an id, `not priceable`, `-`).
    Text,
    /// A whole number: `value` when it has at most 15 digits (a spreadsheet holds 15
    /// significant digits; longer counts stay text, every digit kept), digit-grouped
    /// (`1,372,227,328`) or plain, with an explicit `+` or not.
    Whole {
        /// The number, when a spreadsheet holds it exactly.
        value: Option<f64>,
        /// Shown with thousands separators.
        grouped: bool,
        /// Shown with an explicit `+`.
        plus: bool,
    },
    /// A decimal as shown (`0.4462466`, `+0.00870`): the shown value and its places.
    Decimal {
        /// The value the cell shows (its text rounded to `places`).
        value: f64,
        /// Decimal places shown.
        places: usize,
        /// Shown with an explicit `+`.
        plus: bool,
    },
    /// A percentage (`1.0579%`): `value` is the shown fraction (0.010579).
    Percent {
        /// The shown percentage as a fraction of one.
        value: f64,
        /// Decimal places shown (of the percentage).
        places: usize,
        /// Shown with an explicit `+`.
        plus: bool,
    },
    /// A small value in scientific notation (`-2.89e-6`).
    Scientific {
        /// The value shown.
        value: f64,
        /// Places of the mantissa.
        places: usize,
    },
    /// An exact value (`19/20`) or a pay (`8:1`): text everywhere, and the whole column it
    /// is in is written as text (an exact column never mixes numbers and text).
    Exact,
}

/// One cell of a [`Table`](super::Table): its text and its [`Kind`].
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    /// What every text format shows.
    pub text: String,
    /// What the cell holds.
    pub kind: Kind,
}

impl Cell {
    /// A cell of words.
    pub fn text(text: impl Into<String>) -> Cell {
        Cell {
            text: text.into(),
            kind: Kind::Text,
        }
    }

    /// The same kind of cell with other text (a translation): typed formats still write
    /// the value.
    pub fn with_text(&self, text: String) -> Cell {
        Cell {
            text,
            kind: self.kind,
        }
    }

    /// The text, as a string slice.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl Deref for Cell {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl From<String> for Cell {
    fn from(text: String) -> Cell {
        Cell::text(text)
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Cell {
        Cell::text(text)
    }
}

impl From<&String> for Cell {
    fn from(text: &String) -> Cell {
        Cell::text(text.clone())
    }
}

impl PartialEq<&str> for Cell {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl PartialEq<str> for Cell {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}
