//! `report` answered: the par sheet of a [`ReportRequest`], a document in words built here,
//! above the question.

use crate::api::{
    canonical_command, parse_percent, select_bets, shoe_of, BetsChoice, ReportRequest,
};
use crate::error::Result;
use crate::i18n::Lang;
use crate::report::parsheet::Leaks;
use crate::report::{render_parsheet_in, Format, ParSheet, RenderError, SheetFormat, Unpriceable};

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

impl ReportRequest {
    /// Validates the request and computes the par sheet.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet.
    pub fn run(&self) -> Result<ParSheet> {
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let all_by_default = self.bets.is_none();
        let choice = self.bets.clone().unwrap_or_else(|| "all".into());
        let bets = select_bets(&choice, &self.custom_bets, &rules)?;
        let command = match &self.command {
            Some(c) => c.clone(),
            None => {
                let bets = match &choice {
                    BetsChoice::Text(s) => s.clone(),
                    BetsChoice::List(v) => v.join(","),
                };
                canonical_command(rules.name(), self, &bets, None)
            }
        };
        let unpriceable = if all_by_default {
            Unpriceable::Drop
        } else {
            Unpriceable::Keep
        };
        let max_edge = self.max_edge.as_deref().map(parse_percent).transpose()?;
        let mut sheet = ParSheet::new(
            &spec,
            &shoe,
            &rules,
            &bets,
            &command,
            unpriceable,
            max_edge.as_ref(),
        )?;
        if self.leaks {
            let values = crate::api::exposure_values(&shoe, &rules)?;
            sheet.leaks = Some(Leaks::new(&values));
        }
        Ok(sheet)
    }
}
