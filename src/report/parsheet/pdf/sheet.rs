//! The par sheet as a PDF: the same blocks as the Markdown and HTML reports, laid out on A4
//! pages by `pdf`, with the tool, version, commit and the report's SHA-256 in every footer.

use super::{pdf, PdfInfo};
use crate::report::parsheet::doc::{document, Block};
use crate::report::parsheet::ParSheet;
use crate::report::tool::tool_id;
use std::io;

/// Writes `sheet` as PDF bytes. The same sheet always gives the same bytes: no time stamp
/// is written.
///
/// # Errors
/// A failure of the PDF writer.
pub fn parsheet_pdf(sheet: &ParSheet) -> io::Result<Vec<u8>> {
    let doc = document(sheet);
    let title = doc
        .iter()
        .find_map(|b| match b {
            Block::Heading(1, t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_else(|| "Par sheet".into());
    let info = PdfInfo {
        title,
        footer: vec![
            tool_id(),
            format!("SHA-256 of the JSON results: {}", sheet.results_sha256()),
        ],
    };
    pdf(&doc, &info)
}
