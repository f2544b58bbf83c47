//! `report` worded: the par sheet of a [`ReportAnswer`] (the values of
//! `ReportRequest::run`), a document in words built here, above the question; its formats.

use crate::analysis::{Audit, Unpriceable};
use crate::api::ReportAnswer;
use crate::bets::Bet;
use crate::error::Result;
use crate::i18n::Lang;
use crate::report::parsheet::Leaks;
use crate::report::{render_parsheet_in, Format, ParSheet, RenderError, SheetFormat};
use crate::rules::Rules;
use crate::shoe::{Shoe, ShoeSpec};
use num_rational::BigRational;

/// The text format of a par sheet by name: `markdown`, `html` or `json` (the formats a
/// front end without files offers; the command line adds pdf and xlsx): the par sheet's
/// row of [`super::COMMANDS`].
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] for any other name, naming the formats allowed.
///
/// ```
/// use punto_banco::report::sheet_format;
/// use punto_banco::report::SheetFormat;
/// assert_eq!(sheet_format("html")?, SheetFormat::Html);
/// assert!(sheet_format("pdf").is_err());
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn sheet_format(name: &str) -> Result<SheetFormat> {
    super::format_named("report", name, false)
}

/// The par sheet's bytes in `format` (a format of the par sheet's row of
/// [`super::COMMANDS`]) and `lang`: Markdown, HTML and JSON, and the PDF and the workbook
/// when the library is built with them.
///
/// # Errors
/// The writer's ([`RenderError::Writer`]); [`RenderError::NotWritten`] for a format the par
/// sheet is not written in.
pub fn parsheet_bytes(
    sheet: &ParSheet,
    format: Format,
    lang: Lang,
) -> std::result::Result<Vec<u8>, RenderError> {
    match format {
        #[cfg(feature = "pdf")]
        Format::Pdf => super::parsheet_pdf_in(sheet, lang),
        #[cfg(feature = "xlsx")]
        Format::Xlsx => super::parsheet_workbook_in(sheet, lang),
        text => {
            let mut bytes = Vec::new();
            render_parsheet_in(sheet, text, lang, &mut bytes)?;
            Ok(bytes)
        }
    }
}

impl ParSheet {
    /// Computes the par sheet of `bets` for `shoe` (built from `spec`) under `rules`: the
    /// [`Audit`] and the published figures it reproduces ([`crate::reference::reproduce`]), in
    /// words.
    ///
    /// `command` is the command line recorded for reproduction. With
    /// [`Unpriceable::Drop`], bets the shoe cannot price (perfect pairs without suits) are
    /// left out; with [`Unpriceable::Keep`] they appear with the reason.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] for an invalid bet list (as [`crate::Pricer::new`]).
    pub fn new(
        spec: &ShoeSpec,
        shoe: &Shoe,
        rules: &Rules,
        bets: &[Bet],
        command: &str,
        unpriceable: Unpriceable,
        max_edge: Option<&BigRational>,
    ) -> Result<ParSheet> {
        let audit = Audit::new(shoe, rules, bets, unpriceable, max_edge)?;
        Ok(ParSheet::from_audit(spec, shoe, rules, command, &audit))
    }

    /// The par sheet of `answer` in words: its figures, the published figures they
    /// reproduce and (when asked for) the section on information leaks.
    pub fn from_answer(answer: &ReportAnswer) -> ParSheet {
        let a = answer;
        let mut sheet = ParSheet::from_audit(&a.spec, &a.shoe, &a.rules, &a.command, &a.audit);
        sheet.leaks = a.exposures.as_deref().map(Leaks::new);
        sheet
    }
}
