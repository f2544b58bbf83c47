//! Output to a file: `--output FILE` (alias `--out`), the format inferred from the file's
//! extension when `--format` is not given, spreadsheets and PDFs (binary files) refused on
//! a terminal, and a confirmation of what was written on stderr.
//!
//! Files are written through [`write_file`] alone, which hands them to the output module
//! (written like `>`, atomically for regular files).

use crate::common::{CliError, OutputFormat};
use crate::output::OutputFile;
use punto_banco::report::{self, Format, Layout, RenderError, Tabular};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// `--table` and the widths tables fit, set once by `main`: they apply to every
/// command's tables alike, so they are not threaded through each command's `run`.
static LAYOUT: OnceLock<Settings> = OnceLock::new();

#[derive(Debug, Default)]
struct Settings {
    table: Option<String>,
    /// `COLUMNS`, when set to a width: applies to every output, terminal or not.
    columns: Option<u16>,
    /// The terminal's width, when standard output is one.
    terminal: Option<u16>,
}

/// Records `--table` and the widths: `COLUMNS` when it holds a number, else the
/// terminal's own width when standard output is a terminal. Without either (a pipe, a
/// file), tables keep each row on one line.
pub fn set_layout(table: Option<String>) {
    let columns = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<u16>().ok())
        .filter(|&w| w > 0);
    // comfy-table asks the terminal only when standard output is one.
    let terminal = comfy_table::Table::new().width();
    let _ = LAYOUT.set(Settings {
        table,
        columns,
        terminal,
    });
}

/// The layout of tables written to the terminal (`to_terminal`) or elsewhere.
pub fn layout(to_terminal: bool) -> Layout {
    let s = LAYOUT.get_or_init(Settings::default);
    Layout {
        tty: to_terminal,
        width: s.columns.or(if to_terminal { s.terminal } else { None }),
        table: s.table.clone(),
    }
}

/// Renders `r` in `format` with `--table` and the width applied; `tty`: the output is
/// the terminal.
pub fn render_to<R: serde::Serialize + Tabular>(
    r: &R,
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    report::render_with(r, format, &layout(tty), out).map_err(|e| match e {
        RenderError::Input(e) => CliError::from(e),
        RenderError::Io(e) => CliError::from(e),
    })
}

/// [`render_to`] for writers that want an `io::Result`: an unknown table comes back as
/// an [`io::ErrorKind::InvalidInput`] error holding the library's error, which
/// `CliError::from` turns back into invalid input (exit 2).
pub fn render<R: serde::Serialize + Tabular>(
    r: &R,
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    report::render_with(r, format, &layout(tty), out).map_err(|e| match e {
        RenderError::Input(e) => io::Error::new(io::ErrorKind::InvalidInput, e),
        RenderError::Io(e) => e,
    })
}

/// `--output FILE`, for the commands that can write a file.
#[derive(Debug, Clone, clap::Args)]
pub struct OutputArgs {
    /// Write to FILE instead of standard output (like `>`, but a regular file is never
    /// left half written). Without --format, the format follows the extension: .json,
    /// .csv, .md, .xlsx (and .html, .pdf for report); what was written is confirmed on stderr.
    #[arg(long = "output", visible_alias = "out", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The format a file's extension names, if any.
pub fn format_of(path: &Path) -> Option<OutputFormat> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    Some(match ext.as_str() {
        "json" => OutputFormat::Json,
        "csv" => OutputFormat::Csv,
        "md" | "markdown" => OutputFormat::Markdown,
        "html" | "htm" => OutputFormat::Html,
        "xlsx" => OutputFormat::Xlsx,
        "pdf" => OutputFormat::Pdf,
        "txt" => OutputFormat::Table,
        _ => return None,
    })
}

/// The format to write: the one given, else the one the output file's extension names,
/// else `default`.
pub fn choose(
    given: Option<OutputFormat>,
    output: Option<&Path>,
    default: OutputFormat,
) -> OutputFormat {
    given
        .or_else(|| output.and_then(format_of))
        .unwrap_or(default)
}

/// Writes `bytes` to `path` as the shell's `>` would but never half written (see
/// [`crate::output`]): a regular file through a temporary file renamed into place, a
/// symlink followed, a device or FIFO written in place.
pub fn write_file(path: &Path, bytes: &[u8], what: &'static str) -> Result<(), CliError> {
    OutputFile::check(&path.to_string_lossy(), what)?.write(bytes)
}

fn name(format: OutputFormat) -> String {
    format!("{format:?}").to_lowercase()
}

/// Writes finished output: to the file when one is given (confirmed on stderr), else to
/// `out`, refusing a binary format when standard output is a terminal. `what` names the
/// output in an error (`report`, `output`).
pub fn deliver(
    bytes: &[u8],
    format: OutputFormat,
    output: Option<&Path>,
    out: &mut dyn Write,
    what: &'static str,
) -> Result<(), CliError> {
    match output {
        Some(path) => {
            write_file(path, bytes, what)?;
            eprintln!(
                "wrote {} ({}, {} bytes)",
                path.display(),
                name(format),
                bytes.len()
            );
            Ok(())
        }
        None if matches!(format, OutputFormat::Xlsx | OutputFormat::Pdf)
            && io::stdout().is_terminal() =>
        {
            Err(CliError::input(format!(
                "format '{}' is a binary file and is not written to a terminal; give \
                 --output FILE or redirect standard output",
                name(format)
            )))
        }
        None => Ok(out.write_all(bytes)?),
    }
}

/// Renders a tabular report in `format` (table, JSON, CSV, Markdown or xlsx) and delivers it.
pub fn emit<R: serde::Serialize + Tabular>(
    r: &R,
    format: OutputFormat,
    output: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let bytes = match format {
        OutputFormat::Xlsx => {
            let tables = report::chosen_tables(r, Format::Table, &layout(false))?;
            report::xlsx::workbook(&tables)?
        }
        _ => {
            let tty = output.is_none() && io::stdout().is_terminal();
            let mut text = Vec::new();
            render_to(r, format.tabular()?, tty, &mut text)?;
            text
        }
    };
    deliver(&bytes, format, output, out, "output")
}

/// Checks early that a command writing tables can write `format`.
pub fn check_tabular(format: OutputFormat) -> Result<(), CliError> {
    match format {
        OutputFormat::Xlsx => Ok(()),
        f => f.tabular().map(|_| ()),
    }
}
