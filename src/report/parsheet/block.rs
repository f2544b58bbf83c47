//! The blocks a par sheet is made of (headings, paragraphs, tables) and the two helpers
//! every section uses to make a table in the sheet's language.

use crate::i18n::Lang;
use crate::report::{localize_cell, Align, Cell, Table};

/// One block of a document. Text may hold `code spans` in backticks.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Block {
    /// A heading of level 1 to 3.
    Heading(u8, String),
    /// A paragraph.
    Para(String),
    /// A bulleted list.
    List(Vec<String>),
    /// A table (its title is not shown; a heading or paragraph introduces it; a workbook
    /// names its sheet by it).
    Table(Table),
    /// Preformatted text (a command line).
    Code(String),
    /// Blocks kept together on one printed page where they fit (a bet's section).
    Keep(Vec<Block>),
}

/// A table titled `title` (its workbook sheet) with columns named by message ids.
pub(crate) fn table(l: Lang, title: String, columns: &[(&str, Align)]) -> Table {
    let cols: Vec<(String, Align)> = columns.iter().map(|(id, a)| (l.m(id), *a)).collect();
    Table {
        title,
        columns: cols,
        ..Table::default()
    }
}

/// A number cell in the language (its kind kept for a workbook).
pub(crate) fn num(l: Lang, c: Cell) -> Cell {
    localize_cell(&c, l)
}
