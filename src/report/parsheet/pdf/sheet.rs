//! The par sheet as a PDF: the same blocks as the Markdown and HTML reports, laid out on A4
//! pages by `pdf`, with the tool, version, commit and the report's SHA-256 in every footer.

use super::{pdf, PdfInfo};
use crate::i18n::Lang;
use crate::report::parsheet::doc::{document, tool_line, Block};
use crate::report::parsheet::lang::localized;
use crate::report::parsheet::ParSheet;
use std::io;

/// Writes `sheet` as PDF bytes. The same sheet always gives the same bytes: no time stamp
/// is written.
///
/// # Errors
/// A failure of the PDF writer.
pub fn parsheet_pdf(sheet: &ParSheet) -> io::Result<Vec<u8>> {
    parsheet_pdf_in(sheet, Lang::En)
}

/// Writes `sheet` as PDF bytes in `lang` (headings, labels, text, numbers and footer).
///
/// # Errors
/// A failure of the PDF writer.
pub fn parsheet_pdf_in(sheet: &ParSheet, lang: Lang) -> io::Result<Vec<u8>> {
    let doc = localized(document(sheet), lang, true);
    let title = doc
        .iter()
        .find_map(|b| match b {
            Block::Heading(1, t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_else(|| lang.text("Par sheet"));
    let info = PdfInfo {
        title,
        footer: vec![
            lang.text(&tool_line(&sheet.identification)),
            lang.text(&format!(
                "SHA-256 of the JSON results: {}",
                sheet.results_sha256()
            )),
        ],
    };
    pdf(&doc, &info)
}
