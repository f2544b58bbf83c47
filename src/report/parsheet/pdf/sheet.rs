//! The par sheet as a PDF: the same blocks as the Markdown and HTML reports, laid out on A4
//! pages by `pdf`, with the tool, version, commit and the report's SHA-256 in every footer.

use super::write::pdf_in;
use super::PdfInfo;
use crate::i18n::{Arg, Lang};
use crate::report::parsheet::doc::{document, title, tool_line};
use crate::report::parsheet::ParSheet;
use crate::report::RenderError;

/// Writes `sheet` as PDF bytes. The same sheet always gives the same bytes: no time stamp
/// is written.
///
/// # Errors
/// [`RenderError::Writer`]: a failure of the PDF writer.
pub fn parsheet_pdf(sheet: &ParSheet) -> Result<Vec<u8>, RenderError> {
    parsheet_pdf_in(sheet, Lang::En)
}

/// Writes `sheet` as PDF bytes in `lang` (headings, labels, text, numbers and footer).
///
/// # Errors
/// [`RenderError::Writer`]: a failure of the PDF writer.
pub fn parsheet_pdf_in(sheet: &ParSheet, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let doc = document(sheet, lang);
    let info = PdfInfo {
        title: title(&doc, lang),
        footer: vec![
            tool_line(lang, &sheet.identification),
            lang.msg(
                "footer-results",
                &[("sha", Arg::text(sheet.results_sha256()))],
            ),
        ],
        verbatim_cells: false,
    };
    pdf_in(&doc, &info, lang)
}
