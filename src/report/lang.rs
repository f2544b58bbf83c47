//! Tables in another language: the titles, column names, notes and text cells of any
//! [`Tabular`] report looked up in the language's glossary ([`crate::i18n`]), numbers
//! written the language's way. Only the text formats use it (table, Markdown, HTML, PDF,
//! and the labels of a workbook); JSON and CSV are the same in every language.

use super::{Cell, Kind, Table, Tabular};
use crate::i18n::Lang;
use serde::Serialize;

/// `t` in `lang`: its title, column names, notes and cells translated. With `numbers`
/// false, numbers keep their English form (cells a spreadsheet stores as numbers).
/// The table keeps the name `--table` chooses it by.
pub fn localize_table(t: &Table, lang: Lang, numbers: bool) -> Table {
    let text = |s: &String| {
        if numbers {
            lang.text(s)
        } else {
            lang.words(s)
        }
    };
    Table {
        name: t.name(),
        title: text(&t.title),
        columns: t.columns.iter().map(|(c, a)| (text(c), *a)).collect(),
        rows: t
            .rows
            .iter()
            .map(|r| r.iter().map(|c| c.with_text(text(&c.text))).collect())
            .collect(),
        notes: t.notes.iter().map(text).collect(),
    }
}

/// A report whose tables are written in `lang`; its JSON is the report's own.
///
/// # Examples
/// ```
/// use punto_banco::i18n::Lang;
/// use punto_banco::report::{Align, Localized, Table, Tabular};
/// struct R;
/// impl Tabular for R {
///     fn tables(&self) -> Vec<Table> {
///         let mut t = Table::new("Bets", &[("house edge", Align::Right)]);
///         t.row(vec![punto_banco::report::fmt::percent_cell(1.0579, 4)]);
///         vec![t]
///     }
/// }
/// let t = &Localized { report: &R, lang: Lang::It, numbers: true }.tables()[0];
/// assert_eq!(t.columns[0].0, "vantaggio del banco");
/// assert_eq!(t.rows[0][0], "1,0579%");
/// assert_eq!(t.name(), "bets");
/// ```
#[derive(Debug)]
pub struct Localized<'a, T: ?Sized> {
    /// The report.
    pub report: &'a T,
    /// The language of its tables.
    pub lang: Lang,
    /// Whether numbers are written the language's way too (false for a workbook, whose
    /// cells stay numbers).
    pub numbers: bool,
}

impl<T: Tabular + ?Sized> Tabular for Localized<'_, T> {
    fn tables(&self) -> Vec<Table> {
        let tables = self.report.tables();
        if self.lang == Lang::En {
            return tables;
        }
        tables
            .iter()
            .map(|t| localize_table(t, self.lang, self.numbers))
            .collect()
    }

    fn default_table(&self) -> Option<&'static str> {
        self.report.default_table()
    }
}

impl<T: Serialize + ?Sized> Serialize for Localized<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.report.serialize(s)
    }
}

/// A table cell in `lang`: a number cell's text written the language's way (its kind, and
/// so a workbook's value, unchanged: see [`Lang::localize_number`]); words and exact
/// values (fractions, pays) as they are.
///
/// # Examples
/// ```
/// use punto_banco::i18n::Lang;
/// use punto_banco::report::{fmt, localize_cell};
/// let c = fmt::percent_cell(-20.0292, 4);
/// assert_eq!(localize_cell(&c, Lang::Fr).text, "-20,0292\u{202F}%");
/// assert_eq!(localize_cell(&c, Lang::Fr).kind, c.kind);
/// ```
pub fn localize_cell(c: &Cell, lang: Lang) -> Cell {
    let number = matches!(
        c.kind,
        Kind::Whole { grouped: true, .. }
            | Kind::Decimal { .. }
            | Kind::Percent { .. }
            | Kind::Scientific { .. }
    );
    if number && lang != Lang::En && c.text.contains(|ch: char| ch.is_ascii_digit()) {
        c.with_text(lang.localize_number(&c.text))
    } else {
        c.clone()
    }
}
