//! Output to a file: `--output FILE` (alias `--out`), the format inferred from the file's
//! extension when `--format` is not given, spreadsheets and PDFs (binary files) refused on
//! a terminal, and a confirmation of what was written on stderr.
//!
//! Files are written through [`write_file`] alone (a temporary file in the same directory,
//! renamed into place), so the hardened output module can take its place in one spot.

use crate::common::{CliError, OutputFormat};
use punto_banco::report::{self, Tabular};
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

/// `--output FILE`, for the commands that can write a file.
#[derive(Debug, Clone, clap::Args)]
pub struct OutputArgs {
    /// Write to FILE instead of standard output (atomically: a temporary file in the same
    /// directory, then renamed). Without --format, the format follows the extension: .json,
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

/// Writes `bytes` to `path` through a temporary file in the same directory, renamed into
/// place, so a reader never sees half a file and a failure leaves nothing behind.
pub fn write_file(path: &Path, bytes: &[u8], what: &str) -> Result<(), CliError> {
    let fail =
        |e: io::Error| CliError::input(format!("cannot write {what} to '{}': {e}", path.display()));
    let name = path.file_name().ok_or_else(|| {
        fail(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a file name",
        ))
    })?;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .and_then(|mut f| {
            f.write_all(bytes)?;
            f.sync_all()
        })
        .and_then(|()| fs::rename(&tmp, path));
    if let Err(e) = result {
        // The temporary file may not exist (creation failed); nothing else to clean.
        let _ = fs::remove_file(&tmp);
        return Err(fail(e));
    }
    Ok(())
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
    what: &str,
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
        OutputFormat::Xlsx => report::xlsx::workbook(&r.tables())?,
        _ => {
            let tty = output.is_none() && io::stdout().is_terminal();
            let mut text = Vec::new();
            report::render(r, format.tabular()?, tty, &mut text)?;
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
