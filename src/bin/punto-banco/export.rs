//! Output to a file: `--output FILE` (alias `--out`), the format inferred from the file's
//! extension when `--format` is not given, spreadsheets and PDFs (binary files) refused on
//! a terminal, and a confirmation of what was written on stderr.
//!
//! Files are written through [`deliver`] alone, which hands them to the output module
//! (written like `>`, atomically for regular files).

use crate::failure::CliError;
use crate::output::OutputFile;
use punto_banco::i18n::Lang;
use punto_banco::report::Format as OutputFormat;
use punto_banco::report::{self, Layout, Tabular};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

/// The settings of the command line that decide how every command writes its report:
/// `--lang`, `--table` and the widths tables fit. `main` makes them once from the parsed
/// arguments and hands them down with the writer ([`Out`]).
#[derive(Debug, Clone, Default)]
pub struct Settings {
    /// `--lang`: the language of the text outputs.
    pub lang: Lang,
    /// `--table`: the one table to show.
    pub table: Option<String>,
    /// `COLUMNS`, when set to a width: applies to every output, terminal or not.
    columns: Option<u16>,
    /// The terminal's width, when standard output is one.
    terminal: Option<u16>,
}

impl Settings {
    /// `--lang`, `--table` and the widths: `COLUMNS` when it holds a number, else the
    /// terminal's own width when standard output is a terminal. Without either (a pipe, a
    /// file), tables keep each row on one line.
    pub fn new(lang: Lang, table: Option<String>) -> Settings {
        let columns = std::env::var("COLUMNS")
            .ok()
            .and_then(|c| c.trim().parse::<u16>().ok())
            .filter(|&w| w > 0);
        // comfy-table asks the terminal only when standard output is one.
        let terminal = comfy_table::Table::new().width();
        Settings {
            lang,
            table,
            columns,
            terminal,
        }
    }

    /// The layout of tables written to the terminal (`to_terminal`) or elsewhere.
    pub fn layout(&self, to_terminal: bool) -> Layout {
        Layout {
            tty: to_terminal,
            width: self
                .columns
                .or(if to_terminal { self.terminal } else { None }),
            table: self.table.clone(),
        }
    }

    /// The language `format` is written in ([`crate::lang::of`]).
    pub fn lang_of(&self, format: OutputFormat) -> Lang {
        crate::lang::of(self.lang, format)
    }
}

/// Where a command writes its report and how: the writer (standard output, buffered) and
/// the command line's [`Settings`]. Writing to it writes to the writer.
pub struct Out<'a> {
    /// How reports are written.
    pub settings: &'a Settings,
    writer: &'a mut dyn Write,
}

impl<'a> Out<'a> {
    /// Reports written to `writer` with `settings`.
    pub fn new(settings: &'a Settings, writer: &'a mut dyn Write) -> Out<'a> {
        Out { settings, writer }
    }
}

impl Write for Out<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writer.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.writer.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.writer.flush()
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
    /// The format `command` writes (the one given, else the one the output file's
    /// extension names, else the command's default: [`report::chosen_format`]) and the
    /// output file.
    pub fn format(
        &self,
        command: &str,
        given: Option<OutputFormat>,
    ) -> Result<(OutputFormat, Option<&Path>), CliError> {
        let output = self.output.as_deref();
        Ok((report::chosen_format(command, given, output)?, output))
    }
}

/// Checks `--output` and `--plot` before the work starts (each usable, not the same file:
/// [`punto_banco::api::check_outputs`]; a plot is SVG, so a file named for another
/// format, `plot.png`, is refused rather than filled with SVG) and gives the plot's file.
pub fn plot_file(
    output: Option<&Path>,
    plot: Option<&str>,
) -> Result<Option<OutputFile>, CliError> {
    svg_only(plot)?;
    let out_path = output.map(|p| p.to_string_lossy().into_owned());
    let [_, plot] = punto_banco::api::check_outputs([
        ("--output", out_path.as_deref(), "output"),
        ("--plot", plot, "plot"),
    ])?;
    Ok(plot)
}

/// Refuses a `--plot` file named for a format other than SVG (`plot.png`): plots are SVG,
/// and SVG bytes under a `.png` name open as a broken image. A name without an extension
/// (a FIFO, `/dev/stdout`) is taken.
pub fn svg_only(plot: Option<&str>) -> Result<(), CliError> {
    if let Some(ext) = plot.and_then(|p| Path::new(p).extension()) {
        if !ext.eq_ignore_ascii_case("svg") {
            return Err(CliError::input(format!(
                "--plot '{}': plots are written as SVG only; give a file ending in .svg \
                 (extension '{}' is not written)",
                punto_banco::clip(plot.unwrap_or_default()),
                ext.to_string_lossy()
            )));
        }
    }
    Ok(())
}

/// Writes finished output: to the file when one is given (as the shell's `>` would but
/// never half written: [`crate::output`]; confirmed on stderr), else to `out`, refusing a
/// binary format when standard output is a terminal. `what` names the output in an error
/// (`report`, `output`).
pub fn deliver(
    bytes: &[u8],
    format: OutputFormat,
    output: Option<&Path>,
    out: &mut dyn Write,
    what: &'static str,
) -> Result<(), CliError> {
    match output {
        Some(path) => {
            OutputFile::check(&path.to_string_lossy(), what)?.write(bytes)?;
            eprintln!(
                "wrote {} ({}, {} bytes)",
                punto_banco::escape_controls(&path.to_string_lossy()),
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
    out: &mut Out,
) -> Result<(), CliError> {
    let tty = output.is_none() && io::stdout().is_terminal();
    // --lang: the tables' words, and their numbers except in a workbook (numeric cells).
    let localized = report::Localized {
        report: r,
        lang: out.settings.lang_of(format),
        numbers: format != OutputFormat::Xlsx,
    };
    let bytes = report::export(&localized, format, &out.settings.layout(tty))?;
    deliver(&bytes, format, output, out, "output")
}
