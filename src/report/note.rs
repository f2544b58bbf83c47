//! A report with one more note, worded by a front end.

use super::table::{Table, Tabular};
use crate::i18n::Lang;

/// A report with a note added by a front end (the command line's name flags, which the
/// library's views do not); its JSON is the report's own.
pub struct WithNote<'a, R> {
    /// The report.
    pub report: &'a R,
    /// The table the note goes under: `None` for the first, else the table's short name
    /// ([`Table::name`]); a report without that table is shown as it is.
    pub table: Option<&'a str>,
    /// The note: a line of its own, or with `ends_last` the end of the table's last note.
    pub note: &'a str,
    /// Whether the note ends the table's last note (a sentence the library's note leaves
    /// to the front end) instead of adding a line.
    pub ends_last: bool,
}

impl<R: Tabular> Tabular for WithNote<'_, R> {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let mut tables = self.report.tables_in(lang);
        let table = match self.table {
            None => tables.first_mut(),
            Some(name) => tables.iter_mut().find(|t| t.name() == name),
        };
        if let Some(t) = table {
            match t.notes.last_mut() {
                Some(last) if self.ends_last => last.push_str(self.note),
                _ => t.notes.push(self.note.to_string()),
            }
        }
        tables
    }

    fn default_table(&self) -> Option<&'static str> {
        self.report.default_table()
    }

    fn language(&self) -> Lang {
        self.report.language()
    }
}

impl<R: serde::Serialize> serde::Serialize for WithNote<'_, R> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.report.serialize(s)
    }
}
