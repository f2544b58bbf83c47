//! Every output format by name, the format a file's extension names, and a tabular report
//! rendered to the bytes of any of its formats: what a front end that writes files or
//! answers downloads (the command line's `--output`, an HTTP endpoint) needs.

use super::render::{chosen_tables, render_with, Format, Layout, RenderError, Tabular};
use crate::error::{Error, ErrorKind};
use serde::Serialize;
use std::path::Path;

/// An output format, as `--format` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum FileFormat {
    /// A table for the terminal.
    Table,
    /// One JSON object; exact values are "n/d" strings.
    Json,
    /// CSV (RFC 4180) for scripts: one table (--table chooses it); spreadsheets: xlsx.
    Csv,
    /// Markdown tables.
    Markdown,
    /// A self-contained HTML page.
    Html,
    /// An Excel workbook, one sheet per table (needs --output FILE or a redirected
    /// standard output).
    Xlsx,
    /// A PDF par sheet (needs --output FILE or a redirected standard output).
    Pdf,
}

impl FileFormat {
    /// Its name, as `--format` takes it (`"markdown"`).
    pub fn name(self) -> &'static str {
        match self {
            FileFormat::Table => "table",
            FileFormat::Json => "json",
            FileFormat::Csv => "csv",
            FileFormat::Markdown => "markdown",
            FileFormat::Html => "html",
            FileFormat::Xlsx => "xlsx",
            FileFormat::Pdf => "pdf",
        }
    }

    /// The format a file's extension names, in any case: `.json`, `.csv`, `.md` or
    /// `.markdown`, `.html` or `.htm`, `.xlsx`, `.pdf`, `.txt` (a table); `None` for any
    /// other extension or none.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::report::FileFormat;
    /// use std::path::Path;
    /// assert_eq!(FileFormat::from_extension(Path::new("par.HTML")), Some(FileFormat::Html));
    /// assert_eq!(FileFormat::from_extension(Path::new("odds")), None);
    /// ```
    pub fn from_extension(path: &Path) -> Option<FileFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "json" => FileFormat::Json,
            "csv" => FileFormat::Csv,
            "md" | "markdown" => FileFormat::Markdown,
            "html" | "htm" => FileFormat::Html,
            "xlsx" => FileFormat::Xlsx,
            "pdf" => FileFormat::Pdf,
            "txt" => FileFormat::Table,
            _ => return None,
        })
    }

    /// Whether the format is a binary file (xlsx, pdf), which is not written to a terminal.
    pub fn is_binary(self) -> bool {
        matches!(self, FileFormat::Xlsx | FileFormat::Pdf)
    }

    /// The text format of a tabular report.
    ///
    /// # Errors
    /// [`ErrorKind::BadInput`] for html, xlsx and pdf, naming the formats allowed.
    pub fn tabular(self) -> crate::Result<Format> {
        Ok(match self {
            FileFormat::Table => Format::Table,
            FileFormat::Json => Format::Json,
            FileFormat::Csv => Format::Csv,
            FileFormat::Markdown => Format::Markdown,
            other => {
                return Err(Error::new(ErrorKind::BadInput(format!(
                    "format '{}' is not available here; use table, json, csv or markdown",
                    other.name()
                ))))
            }
        })
    }
}

/// Renders a tabular report in `format` to bytes: text formats through
/// [`render_with`](super::render_with), `xlsx` (feature `xlsx`) as a workbook of the
/// tables `layout` chooses (every table unless it names one).
///
/// # Errors
/// [`RenderError::Input`] for a format a tabular report does not have (html, pdf, or xlsx
/// without the feature) or an unknown table.
///
/// # Examples
/// ```
/// use punto_banco::api::OddsRequest;
/// use punto_banco::report::{export, FileFormat, Layout};
///
/// let odds = OddsRequest { decks: Some(1), ..Default::default() }.run()?;
/// let csv = export(&odds, FileFormat::Csv, &Layout::default())?;
/// assert!(csv.starts_with(b"bet,id,pays,EV,house edge,SD\r\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn export<R: Serialize + Tabular>(
    report: &R,
    format: FileFormat,
    layout: &Layout,
) -> Result<Vec<u8>, RenderError> {
    if format == FileFormat::Xlsx {
        let tables = chosen_tables(report, Format::Table, layout)?;
        #[cfg(feature = "xlsx")]
        return Ok(super::xlsx::workbook(&tables)?);
        #[cfg(not(feature = "xlsx"))]
        return Err(Error::new(ErrorKind::BadInput(format!(
            "format 'xlsx' needs the feature xlsx ({} tables not written)",
            tables.len()
        )))
        .into());
    }
    let mut bytes = Vec::new();
    render_with(report, format.tabular()?, layout, &mut bytes)?;
    Ok(bytes)
}
