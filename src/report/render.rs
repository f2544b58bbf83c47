//! Every report in every format, through one entry point: [`render_with`].

use super::table::{chosen_tables, Format, Layout, RenderError, Tabular};
use super::text::write_tables;
use serde::Serialize;
use std::io::{self, Write};

/// Renders a report in the chosen format, every table (CSV: the default one) on one line
/// per row; `tty` chooses UTF-8 borders. [`render_with`] chooses a table and a width.
///
/// # Errors
/// As [`render_with`].
pub fn render<R: Serialize + Tabular>(
    report: &R,
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    let layout = Layout {
        tty,
        ..Layout::default()
    };
    render_with(report, format, &layout, out)
}

/// Writes a report in `format` with the given [`Layout`]: the one entry point of every
/// output (a front end writing a file uses [`super::export`], its bytes). JSON is the report
/// itself; table, CSV, Markdown, HTML (a self-contained page) and xlsx (a workbook) are made
/// from its tables.
///
/// # Errors
/// [`RenderError::Input`] for an unknown table, [`RenderError::TableOfJson`] for a table
/// chosen for JSON (which holds the whole report); [`RenderError::Io`] for any error
/// writing to `out`.
pub fn render_with<R: Serialize + Tabular>(
    report: &R,
    format: Format,
    layout: &Layout,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    if format == Format::Json {
        if let Some(name) = &layout.table {
            return Err(RenderError::TableOfJson(name.clone()));
        }
        serde_json::to_writer_pretty(&mut *out, report).map_err(io::Error::from)?;
        return Ok(writeln!(out)?);
    }
    let tables = chosen_tables(report, format, layout)?;
    match format {
        Format::Html => Ok(super::html::page(&tables, report.language(), out)?),
        #[cfg(feature = "xlsx")]
        Format::Xlsx => Ok(out.write_all(&super::xlsx::workbook(&tables)?)?),
        #[cfg(not(feature = "xlsx"))]
        Format::Xlsx => Err(crate::Error::named(
            crate::ErrorKind::BadInput,
            crate::Input::Format,
            format!(
                " 'xlsx' needs the feature xlsx ({} tables not written)",
                tables.len()
            ),
        )
        .into()),
        Format::Pdf => Err(crate::Error::named(
            crate::ErrorKind::BadInput,
            crate::Input::Format,
            " 'pdf' is not available for tables; use table, json, csv, markdown, html or \
                 xlsx",
        )
        .into()),
        _ => Ok(write_tables(&tables, format, layout, out)?),
    }
}
