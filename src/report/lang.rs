//! Tables in another language: a report's tables as its view builds them in the language
//! ([`Tabular::tables_in`]: every word a catalog message), with their number cells written
//! the language's way from the cells' typed values. Only the text formats use it (table,
//! Markdown, HTML, and the labels of a workbook); JSON and CSV are the same in every
//! language.

use super::{Cell, Kind, Table, Tabular};
use crate::i18n::Lang;
use serde::Serialize;

/// `t` with its number cells in `lang` ([`localize_cell`]); its words as the view wrote
/// them. With `numbers` false, number cells keep their English text (a workbook writes
/// their values).
pub fn localize_table(t: &Table, lang: Lang, numbers: bool) -> Table {
    if !numbers || lang == Lang::En {
        return t.clone();
    }
    Table {
        rows: t
            .rows
            .iter()
            .map(|r| r.iter().map(|c| localize_cell(c, lang)).collect())
            .collect(),
        ..t.clone()
    }
}

/// A report whose tables are written in `lang`; its JSON is the report's own.
///
/// # Examples
/// ```
/// use punto_banco::api::OddsRequest;
/// use punto_banco::i18n::Lang;
/// use punto_banco::report::{Localized, Tabular};
/// let odds = OddsRequest { decks: Some(8), ..Default::default() }.run()?;
/// let t = &Localized { report: &odds, lang: Lang::It, numbers: true }.tables()[1];
/// assert_eq!(t.columns[4].0, "vantaggio della casa");
/// assert_eq!(t.rows[1][4], "1,0579%");
/// assert_eq!(t.name(), "bets");
/// # Ok::<(), punto_banco::Error>(())
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
        self.tables_in(self.lang)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        if lang == Lang::En {
            return self.report.tables();
        }
        self.report
            .tables_in(lang)
            .iter()
            .map(|t| localize_table(t, lang, self.numbers))
            .collect()
    }

    fn language(&self) -> Lang {
        self.lang
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

/// A table cell in `lang`: a number cell written the language's way from its typed value
/// (its kind, and so a workbook's value, unchanged); words and exact values (fractions,
/// pays) as they are; plain whole numbers in their digits, with the language's minus.
///
/// # Examples
/// ```
/// use punto_banco::i18n::Lang;
/// use punto_banco::report::{fmt, localize_cell};
/// let c = fmt::percent_cell(-20.0292, 4);
/// assert_eq!(localize_cell(&c, Lang::Fr).text, "\u{2212}20,0292\u{202F}%");
/// assert_eq!(localize_cell(&c, Lang::It).text, "-20,0292%");
/// assert_eq!(localize_cell(&c, Lang::Fr).kind, c.kind);
/// let n = fmt::grouped_cell(&"4998398275503360".parse().unwrap());
/// assert_eq!(localize_cell(&n, Lang::It).text, "4.998.398.275.503.360");
/// ```
pub fn localize_cell(c: &Cell, lang: Lang) -> Cell {
    if lang == Lang::En {
        return c.clone();
    }
    let plus = |on: bool, x: f64| if on && x >= 0.0 { "+" } else { "" };
    let text = match c.kind {
        Kind::Whole { grouped: true, .. } => {
            // A count beyond a float's digits has no value: its digits are the value.
            let digits: String = c.text.chars().filter(char::is_ascii_digit).collect();
            let sign = if c.text.starts_with('-') {
                lang.numbers().minus
            } else {
                ""
            };
            match digits.parse() {
                Ok(n) => format!("{sign}{}", lang.int(&n)),
                Err(_) => return c.clone(),
            }
        }
        Kind::Decimal {
            value,
            places,
            plus: p,
        } => format!("{}{}", plus(p, value), lang.decimal(value, places)),
        Kind::Percent {
            value,
            places,
            plus: p,
        } => format!("{}{}", plus(p, value), lang.percent(100.0 * value, places)),
        Kind::Scientific { value, places } => {
            let sign = if c.text.starts_with('+') { "+" } else { "" };
            lang.localize_number(&format!("{sign}{value:.places$e}"))
        }
        // A plain whole number keeps its digits; a negative one takes the language's minus.
        Kind::Whole { .. } => lang.signed(&c.text),
        Kind::Text | Kind::Exact => return c.clone(),
    };
    c.with_text(text)
}
