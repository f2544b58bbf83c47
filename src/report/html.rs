//! Any tabular report as one self-contained HTML page (inline styles, no scripts), the same
//! page style as the par sheet's: each table under its title, numbers right-aligned, notes
//! after the table.

use super::Table;
use crate::i18n::Lang;
use std::io::{self, Write};

/// Writes `tables` as an HTML page in `lang` (its `<html lang>`).
///
/// # Errors
/// Any error writing to `out`.
pub(crate) fn page(tables: &[Table], lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    super::parsheet::tables_html(tables, lang, out)
}
