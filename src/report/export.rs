//! A tabular report rendered to the bytes of any of its formats: what a front end that
//! writes files or answers downloads (the command line's `--output`, an HTTP endpoint)
//! needs.

use super::render::render_with;
use super::table::{Format, Layout, RenderError, Tabular};
use serde::Serialize;

/// A tabular report in `format` as bytes: [`render_with`] into a buffer (what a front
/// end writing a file or answering a download needs).
///
/// # Errors
/// [`RenderError::Input`] for a format a tabular report does not have (pdf, or xlsx
/// without the feature) or an unknown table.
///
/// # Examples
/// ```
/// use punto_banco::api::OddsRequest;
/// use punto_banco::report::{export, Format, Layout};
///
/// let odds = OddsRequest { decks: Some(1), ..Default::default() }.run()?;
/// let csv = export(&odds, Format::Csv, &Layout::default())?;
/// assert!(csv.starts_with(b"bet,id,pays,EV,house edge,SD\r\n"));
/// let html = export(&odds, Format::Html, &Layout::default())?;
/// assert!(html.starts_with(b"<!DOCTYPE html>"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn export<R: Serialize + Tabular>(
    report: &R,
    format: Format,
    layout: &Layout,
) -> Result<Vec<u8>, RenderError> {
    let mut bytes = Vec::new();
    render_with(report, format, layout, &mut bytes)?;
    Ok(bytes)
}
