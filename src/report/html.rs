//! Any tabular report as one self-contained HTML page (inline styles, no scripts), the same
//! page style as the par sheet's: each table under its title, numbers right-aligned, notes
//! after the table.

use super::Table;
use std::io::{self, Write};

/// Writes `tables` as an HTML page.
///
/// # Errors
/// Any error writing to `out`.
pub(crate) fn page(tables: &[Table], out: &mut dyn Write) -> io::Result<()> {
    super::parsheet::tables_html(tables, out)
}
