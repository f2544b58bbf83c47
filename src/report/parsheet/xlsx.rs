//! The par sheet as an Excel workbook: every table of the report on a sheet of its own,
//! named by the table's title in the sheet's language (`Identification`, `Banco tableau`,
//! `Banco`, `Banco, summary`, `Cards dealt`, ...). Number cells stay numbers in every
//! language; the spreadsheet writes them its reader's way.

use super::doc::{document, Block};
use super::ParSheet;
use crate::i18n::Lang;
use crate::report::xlsx::workbook;
use crate::report::{RenderError, Table};

fn collect(blocks: &[Block], out: &mut Vec<Table>) {
    for b in blocks {
        match b {
            Block::Table(t) => out.push(t.clone()),
            Block::Keep(inner) => collect(inner, out),
            Block::Heading(..) | Block::Para(_) | Block::List(_) | Block::Code(_) => {}
        }
    }
}

/// Writes `sheet` as an `.xlsx` workbook, in English.
///
/// # Errors
/// [`RenderError::Writer`]: a failure of the workbook writer.
pub fn parsheet_workbook(sheet: &ParSheet) -> Result<Vec<u8>, RenderError> {
    parsheet_workbook_in(sheet, Lang::En)
}

/// Writes `sheet` as an `.xlsx` workbook in `lang`: sheet names, column names and text
/// cells in the language; number cells as numbers.
///
/// # Errors
/// [`RenderError::Writer`]: a failure of the workbook writer.
pub fn parsheet_workbook_in(sheet: &ParSheet, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let mut tables = Vec::new();
    collect(&document(sheet, lang), &mut tables);
    workbook(&tables)
}
