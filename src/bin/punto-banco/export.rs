//! Output to a file: `--output FILE` (alias `--out`), the format inferred from the file's
//! extension when `--format` is not given, spreadsheets and PDFs (binary files) refused on
//! a terminal, and a confirmation of what was written on stderr.
//!
//! Files are written through [`write_file`] alone, which hands them to the output module
//! (written like `>`, atomically for regular files).

use crate::failure::CliError;
use crate::output::OutputFile;
use punto_banco::report::Format as OutputFormat;
use punto_banco::report::{self, Layout, Tabular};
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

/// `--output FILE`, for the commands that can write a file.
#[derive(Debug, Clone, clap::Args)]
pub struct OutputArgs {
    /// Write to FILE instead of standard output (like `>`, but a regular file is never
    /// left half written). Without --format, the format follows the extension: .json,
    /// .csv, .md, .xlsx (and .html, .pdf for report); what was written is confirmed on stderr.
    #[arg(long = "output", visible_alias = "out", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

impl OutputArgs {
    /// The format of `command`, a command that writes tables: the one given, else the one
    /// the output file's extension names, else a table; refused early when the command
    /// does not write it ([`report::check_format`]).
    pub fn tabular_format(
        &self,
        command: &str,
        given: Option<OutputFormat>,
    ) -> Result<OutputFormat, CliError> {
        let format = choose(given, self.output.as_deref(), OutputFormat::Table)?;
        Ok(report::check_format(command, format)?)
    }
}

/// The format to write: the one given, else the one the output file's extension names,
/// else `default`.
///
/// # Errors
/// A `--format` that contradicts the extension of `--output` (`--format html --output
/// y.pdf`); a `.txt` file or an extension that names no format takes any format.
pub fn choose(
    given: Option<OutputFormat>,
    output: Option<&Path>,
    default: OutputFormat,
) -> Result<OutputFormat, CliError> {
    let named = output
        .filter(|p| !p.extension().is_some_and(|e| e.eq_ignore_ascii_case("txt")))
        .and_then(OutputFormat::from_extension);
    match (given, named) {
        (Some(g), Some(n)) if g != n => Err(CliError::input(format!(
            "--format {} contradicts --output '{}', whose extension names {}; give one \
             of them, or make them agree",
            g.name(),
            punto_banco::clip(&output.map(|p| p.display().to_string()).unwrap_or_default()),
            n.name()
        ))),
        (Some(g), _) => Ok(g),
        (None, n) => Ok(n
            .or_else(|| output.and_then(OutputFormat::from_extension))
            .unwrap_or(default)),
    }
}

/// Writes `bytes` to `path` as the shell's `>` would but never half written (see
/// [`crate::output`]): a regular file through a temporary file renamed into place, a
/// symlink followed, a device or FIFO written in place.
pub fn write_file(path: &Path, bytes: &[u8], what: &'static str) -> Result<(), CliError> {
    OutputFile::check(&path.to_string_lossy(), what)?.write(bytes)
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
                format.name(),
                bytes.len()
            );
            Ok(())
        }
        None if format.is_binary() && io::stdout().is_terminal() => Err(CliError::input(format!(
            "format '{}' is a binary file and is not written to a terminal; give \
                 --output FILE or redirect standard output",
            format.name()
        ))),
        None => Ok(out.write_all(bytes)?),
    }
}

/// Renders a tabular report in `format` (table, JSON, CSV, Markdown, HTML or xlsx) through
/// the library's one entry point ([`report::export`]) and delivers it: every command's
/// report is written here.
pub fn emit<R: serde::Serialize + Tabular>(
    r: &R,
    format: OutputFormat,
    output: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let tty = output.is_none() && io::stdout().is_terminal();
    // --lang: the tables' words, and their numbers except in a workbook (numeric cells).
    let localized = report::Localized {
        report: r,
        lang: crate::lang::of(format),
        numbers: format != OutputFormat::Xlsx,
    };
    let bytes = report::export(&localized, format, &layout(tty))?;
    deliver(&bytes, format, output, out, "output")
}
