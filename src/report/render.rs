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

/// JSON text with every control or bidirectional character that serde_json leaves raw
/// (DEL, C1, U+202E, U+2066...; it escapes C0 itself) written as a `\uXXXX` escape, under
/// the one rule ([`crate::escape_controls`]): a parser reads the same strings, and a
/// terminal shows the document without anything hidden or reordered. Such characters are
/// found only inside strings (JSON's own syntax is ASCII).
fn json_escaped(json: &str) -> std::borrow::Cow<'_, str> {
    let unsafe_char = |c: char| u32::from(c) >= 0x7f && crate::error::is_unsafe_char(c);
    if !json.chars().any(unsafe_char) {
        return std::borrow::Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if unsafe_char(c) {
            // Every such character is in the Basic Multilingual Plane: one escape.
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
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
        let json = serde_json::to_string_pretty(report).map_err(io::Error::from)?;
        return Ok(writeln!(out, "{}", json_escaped(&json))?);
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

#[cfg(test)]
mod tests {
    use super::json_escaped;

    #[test]
    fn json_keeps_its_strings_and_shows_no_bidi_or_c1_raw() {
        let text = "E\u{1b}\u{7f}\u{85}\r\u{202e}x\u{2066}é";
        let json = serde_json::to_string(&text).unwrap();
        let shown = json_escaped(&json);
        assert!(!shown.chars().any(crate::error::is_unsafe_char), "{shown}");
        assert_eq!(serde_json::from_str::<String>(&shown).unwrap(), text);
        assert_eq!(json_escaped("{\"a\": \"é\"}"), "{\"a\": \"é\"}");
    }
}
