//! `punto-banco report`: the par sheet of a rule set and shoe, for regulators and test labs.

use crate::common::{BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::api::{canonical_command, BetsChoice, ReportRequest};
use punto_banco::report::{render_parsheet, SheetFormat};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Write the par sheet of a rule set: rules, method, return tables, checks.
///
/// The report a regulator or test lab audits: identification, the rules in full (the Banco
/// tableau as sheet 003 prints it), the method, a return table and summary for every bet,
/// house edges for 1 to 8 decks, the final-totals and cards-dealt distributions, the checks
/// this run performed with the published figures it reproduces, and the command line with a
/// SHA-256 of the JSON results. `--format html` writes one self-contained printable page;
/// `--format json` the results themselves.
///
/// Unlike the other commands, report defaults to `--format markdown` and to every built-in
/// bet the shoe can price (`--bets all`, less perfect pairs when suits are unknown).
///
/// Example:
///   punto-banco report --rules standard --decks 8 --format html --out standard-8.html
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Write the report to FILE instead of standard output (atomically: a temporary file in
    /// the same directory, then renamed; nothing is left behind on failure).
    #[arg(long = "output", visible_alias = "out", value_name = "FILE")]
    pub out: Option<PathBuf>,
}

fn sheet_format(format: Option<OutputFormat>) -> Result<SheetFormat, CliError> {
    match format {
        None | Some(OutputFormat::Markdown) => Ok(SheetFormat::Markdown),
        Some(OutputFormat::Html) => Ok(SheetFormat::Html),
        Some(OutputFormat::Json) => Ok(SheetFormat::Json),
        Some(f @ (OutputFormat::Table | OutputFormat::Csv)) => Err(CliError::input(format!(
            "format '{}' is not available for report; use markdown, html or json",
            format!("{f:?}").to_lowercase()
        ))),
    }
}

/// Writes `bytes` to `path` through a temporary file in the same directory, renamed into
/// place, so a reader never sees half a report and a failure leaves nothing behind.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let fail =
        |e: io::Error| CliError::input(format!("cannot write report to '{}': {e}", path.display()));
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

pub fn run(args: &Args, format: Option<OutputFormat>, out: &mut dyn Write) -> Result<(), CliError> {
    let format = sheet_format(format)?;
    let (decks, removed, shoe) = args.shoe.fields();
    // Validate the shoe before reading any file, as the library does.
    args.shoe.shoe()?;
    let mut req = ReportRequest {
        decks,
        removed,
        shoe,
        rules: args.rules.choice()?,
        bets: args.bets.bets.as_deref().map(BetsChoice::from),
        custom_bets: args.bets.custom()?,
        command: None,
    };
    req.command = Some(canonical_command(
        &args.rules.rules,
        &req,
        args.bets.bets.as_deref().unwrap_or("all"),
        args.bets.bets_file.as_deref(),
    ));
    let sheet = req.run()?;
    let mut text = Vec::new();
    render_parsheet(&sheet, format, &mut text)?;
    match &args.out {
        Some(path) => write_atomically(path, &text)?,
        None => out.write_all(&text)?,
    }
    if !sheet.verified() {
        return Err(CliError::Runtime(
            "verification failed: see the report's Verification section".into(),
        ));
    }
    Ok(())
}
