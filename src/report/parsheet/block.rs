//! The blocks a document is made of (headings, paragraphs, tables, figures) and the two
//! helpers every par sheet section uses to make a table in the sheet's language. The par
//! sheet and the review file are made of them, and written by the same writers.

use crate::i18n::Lang;
use crate::report::{localize_cell, Align, Cell, Table};

// Reached by their paths (`block::figure::Figure`): each imports this file's `Block`, so
// this file does not import them back.
pub(crate) mod figure;
pub(crate) mod markdown;
pub(crate) mod svg;

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

/// A part of a review or audit file: a [`Block`], or what only those files hold. (Apart
/// from `Block` so that code matching on every kind of block stays whole.)
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Part {
    /// A block.
    Block(Block),
    /// A paragraph of runs given apart: text, and code spans that may hold any character
    /// (a player's label with backticks, `<` or `|`), each writer escaping them its way.
    Rich(Vec<Inline>),
    /// A figure: panels of a line over bars (drawn in the PDF, SVG in HTML and Markdown).
    Figure(figure::Figure),
    /// Parts kept together on one printed page where they fit.
    Keep(Vec<Part>),
}

/// A run of a [`Part::Rich`] paragraph.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Inline {
    /// Text as it is (no code spans).
    Text(String),
    /// A code span, verbatim.
    Code(String),
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

/// A bet's name in `lang` from its id: a built-in bet's name from the catalog (`Dragon 7`,
/// `Coppia Punto`), any other id (a bets file's bet) as it is.
pub(crate) fn bet_name_of_id(lang: Lang, id: &str) -> String {
    let rules = crate::rules::Rules::preset("standard").expect("a preset");
    match crate::bets::builtin(id, &rules) {
        Some(b) => super::text::bet_name(lang, &b.name),
        None => id.to_string(),
    }
}
