//! `punto-banco report`: the par sheet of a rule set and shoe, for regulators and test labs.

use crate::common::{BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::report::{render_parsheet, ParSheet, SheetFormat};
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
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// Quotes a word for a POSIX shell when it holds anything but safe characters.
fn shell_word(s: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "_-.,=/:+@%".contains(c);
    if !s.is_empty() && s.chars().all(safe) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// The canonical command line of the computation: every input spelled out (the deck count
/// even when defaulted), output options left out, so that it is the same however the report
/// was asked for and reproduces the same JSON.
pub fn canonical_command(args: &Args) -> String {
    let mut words = vec!["punto-banco".to_string(), "report".into()];
    let mut flag = |name: &str, value: &str| {
        words.push(format!("--{name}"));
        words.push(shell_word(value));
    };
    flag("rules", &args.rules.rules);
    match &args.shoe.shoe {
        Some(counts) => flag("shoe", counts),
        None => flag(
            "decks",
            &args
                .shoe
                .decks
                .unwrap_or(punto_banco::DEFAULT_DECKS)
                .to_string(),
        ),
    }
    if let Some(removed) = &args.shoe.removed {
        flag("removed", removed);
    }
    flag("bets", args.bets.bets.as_deref().unwrap_or("all"));
    if let Some(file) = &args.bets.bets_file {
        flag("bets-file", file);
    }
    words.join(" ")
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
    let (spec, shoe) = args.shoe.shoe()?;
    let rules = args.rules.rules()?;
    let default_bets = args.bets.bets.is_none();
    let bets = if default_bets {
        let all = BetsArgs {
            bets: Some("all".into()),
            bets_file: args.bets.bets_file.clone(),
        };
        all.bets(&rules)?
    } else {
        args.bets.bets(&rules)?
    };
    let sheet = ParSheet::new(
        &spec,
        &shoe,
        &rules,
        &bets,
        &canonical_command(args),
        default_bets,
    )?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words_are_quoted_only_when_needed() {
        assert_eq!(shell_word("standard"), "standard");
        assert_eq!(shell_word("main,dragon_7"), "main,dragon_7");
        assert_eq!(shell_word("5 5 K"), "'5 5 K'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
    }
}
