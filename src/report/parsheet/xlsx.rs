//! The par sheet as an Excel workbook: every table of the report on a sheet of its own,
//! named after what introduces it (`Identification`, `Banco tableau`, `banco`,
//! `banco summary`, `Cards dealt in the coup`, ...).

use super::doc::{document, Block};
use super::lang::localized;
use super::ParSheet;
use crate::i18n::Lang;
use crate::report::xlsx::workbook;
use crate::report::Table;
use std::io;

/// The name a table's sheet gets from the heading or paragraph before it.
fn name(heading: &str, para: Option<&str>, nth_under_heading: usize) -> String {
    // A bet's heading carries its id as a code span: `Banco: `banco`, pays 19:20`.
    if let Some(id) = heading.split('`').nth(1) {
        return if nth_under_heading == 0 {
            id.to_string()
        } else {
            format!("{id} summary")
        };
    }
    let text = para.unwrap_or(heading);
    let cut = text.find(['(', ':', ',']).unwrap_or(text.len());
    let short = text[..cut].trim();
    // Section headings are numbered: `4. House edge by number of decks`.
    let short = short
        .split_once(". ")
        .filter(|(n, _)| n.chars().all(|c| c.is_ascii_digit()))
        .map_or(short, |(_, rest)| rest);
    if short.is_empty() || heading.starts_with("Par sheet") && para.is_none() {
        "Identification".into()
    } else {
        short.to_string()
    }
}

fn collect(blocks: &[Block], state: &mut (String, Option<String>, usize), out: &mut Vec<Table>) {
    for b in blocks {
        match b {
            Block::Heading(_, text) => *state = (text.clone(), None, 0),
            Block::Para(text) => state.1 = Some(text.clone()),
            Block::Table(t) => {
                let mut t = t.clone();
                t.title = name(&state.0, state.1.as_deref(), state.2);
                state.2 += 1;
                state.1 = None;
                out.push(t);
            }
            Block::Keep(inner) => collect(inner, state, out),
            Block::List(_) | Block::Code(_) => {}
        }
    }
}

/// Writes `sheet` as an Excel workbook, one sheet per table of the report, and returns
/// the file's bytes (the same sheet always gives the same bytes).
///
/// # Errors
/// A table beyond Excel's limits (not expected for a par sheet).
pub fn parsheet_workbook(sheet: &ParSheet) -> io::Result<Vec<u8>> {
    parsheet_workbook_in(sheet, Lang::En)
}

/// Writes `sheet` as an Excel workbook in `lang`: sheet names, headers and text cells
/// translated, numbers kept as numbers (the spreadsheet shows them in its own locale).
///
/// # Errors
/// A table beyond Excel's limits (not expected for a par sheet).
pub fn parsheet_workbook_in(sheet: &ParSheet, lang: Lang) -> io::Result<Vec<u8>> {
    let doc = document(sheet);
    let mut tables = Vec::new();
    collect(&doc, &mut (String::new(), None, 0), &mut tables);
    if lang != Lang::En {
        // Named from the English document (the names follow its headings), then translated.
        let mut words = Vec::new();
        collect(
            &localized(doc, lang, false),
            &mut (String::new(), None, 0),
            &mut words,
        );
        for (t, english) in words.iter_mut().zip(&tables) {
            t.title = lang.words(&english.title);
        }
        tables = words;
    }
    workbook(&tables)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheets_are_named_after_what_introduces_them() {
        assert_eq!(name("Banco: `banco`, pays 19:20", None, 0), "banco");
        assert_eq!(name("Banco: `banco`, pays 19:20", None, 1), "banco summary");
        assert_eq!(
            name("1. Rules", Some("Banco tableau (columns: ...):"), 0),
            "Banco tableau"
        );
        assert_eq!(
            name("4. House edge by number of decks", None, 0),
            "House edge by number of decks"
        );
        assert_eq!(name("Par sheet: Punto Banco", None, 0), "Identification");
    }
}
