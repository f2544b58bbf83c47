//! Arguments and plumbing shared by every subcommand: the shoe, the rules, the bets,
//! the output format, and the error type that decides the exit code.

use punto_banco::api::{custom_bets_from_json, BetsChoice, RulesChoice};
use punto_banco::report::{self, Format};
use punto_banco::{Bet, Rules, Shoe, ShoeSpec, PRESETS};
use std::fmt;
use std::io::{self, IsTerminal, Write};

/// An error of the command line: invalid input (exit 2) or a runtime failure (exit 1).
#[derive(Debug)]
pub enum CliError {
    /// The user's input is invalid.
    Input(String),
    /// Something failed while running (I/O, ...).
    #[allow(dead_code)] // for commands that write files
    Runtime(String),
    /// Writing to stdout failed; a broken pipe is not an error.
    Io(io::Error),
}

impl CliError {
    pub fn input(msg: impl Into<String>) -> CliError {
        CliError::Input(msg.into())
    }

    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) => 2,
            CliError::Runtime(_) => 1,
            CliError::Io(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
            CliError::Io(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(s) | CliError::Runtime(s) => f.write_str(s),
            CliError::Io(e) => write!(f, "cannot write output: {e}"),
        }
    }
}

impl From<punto_banco::Error> for CliError {
    fn from(e: punto_banco::Error) -> CliError {
        CliError::Input(e.to_string())
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Io(e)
    }
}

/// The `--format` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// A table for the terminal.
    Table,
    /// One JSON object; exact values are "n/d" strings.
    Json,
    /// CSV (RFC 4180); several tables are separated by a blank line.
    Csv,
    /// Markdown tables.
    Markdown,
    /// A self-contained HTML page (the `report` command only).
    Html,
    /// An Excel workbook, one sheet per table (odds, compare, eor, report; needs --output
    /// FILE or a redirected standard output).
    Xlsx,
    /// A PDF par sheet (the `report` command only; needs --output FILE or a redirected
    /// standard output).
    Pdf,
}

impl OutputFormat {
    /// The library format, refusing HTML outside `report`.
    pub fn tabular(self) -> Result<Format, CliError> {
        Ok(match self {
            OutputFormat::Table => Format::Table,
            OutputFormat::Json => Format::Json,
            OutputFormat::Csv => Format::Csv,
            OutputFormat::Markdown => Format::Markdown,
            OutputFormat::Html => return Err(CliError::input(
                "format 'html' is only for the report command; use table, json, csv or markdown",
            )),
            OutputFormat::Pdf => return Err(CliError::input(
                "format 'pdf' is only for the report command; use table, json, csv, markdown or xlsx",
            )),
            OutputFormat::Xlsx => return Err(CliError::input(
                "format 'xlsx' is not available for this command; use table, json, csv or markdown",
            )),
        })
    }
}

/// Renders a report to `out` in the chosen format.
pub fn emit<R: serde::Serialize + report::Tabular>(
    r: &R,
    format: OutputFormat,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let tty = io::stdout().is_terminal();
    report::render(r, format.tabular()?, tty, out)?;
    Ok(())
}

/// Where the cards come from.
#[derive(Debug, Clone, clap::Args)]
pub struct ShoeArgs {
    /// Number of full 52-card decks in the shoe [default: 6, as on the house sheets].
    #[arg(long, value_name = "N", value_parser = parse_decks_arg, allow_hyphen_values = true)]
    pub decks: Option<u32>,
    /// Cards already seen, removed from the shoe: ranks A, 2-9, 10 or T, J, Q, K, each with
    /// an optional suit s/h/d/c, separated by spaces or commas, e.g. "5 5 K Kh 10 9d".
    #[arg(long, value_name = "CARDS")]
    pub removed: Option<String>,
    /// Explicit remaining counts for all 13 ranks, e.g. "A=24,2=24,...,10=24,J=24,Q=24,K=24"
    /// (instead of --decks).
    #[arg(long, value_name = "COUNTS", conflicts_with = "decks")]
    pub shoe: Option<String>,
}

fn parse_decks_arg(s: &str) -> Result<u32, String> {
    punto_banco::parse_decks(s).map_err(|e| e.to_string())
}

impl ShoeArgs {
    /// The shoe fields of a request: `(decks, removed, shoe)`.
    pub fn fields(&self) -> (Option<u32>, Option<String>, Option<String>) {
        (self.decks, self.removed.clone(), self.shoe.clone())
    }

    /// The specification and the shoe it builds.
    pub fn shoe(&self) -> Result<(ShoeSpec, Shoe), CliError> {
        let spec = ShoeSpec {
            decks: self.decks,
            removed: self.removed.clone(),
            shoe: self.shoe.clone(),
        };
        let shoe = spec.build()?;
        Ok((spec, shoe))
    }
}

/// A rule set named on the command line: a preset name, or a JSON rules file read and
/// validated here (the library takes no paths).
pub fn load_rules(name: &str) -> Result<RulesChoice, CliError> {
    if PRESETS.contains(&name) {
        return Ok(RulesChoice::Preset(name.to_string()));
    }
    let path = std::path::Path::new(name);
    if path.exists() || name.ends_with(".json") {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::input(format!("cannot read rules file '{name}': {e}")))?;
        let rules = Rules::from_json(&text)
            .map_err(|e| CliError::input(format!("rules file '{name}': {e}")))?;
        return Ok(rules.into());
    }
    Ok(RulesChoice::Preset(name.to_string()))
}

/// The rule set(s) to use.
#[derive(Debug, Clone, clap::Args)]
pub struct RulesArgs {
    /// Rule set: a preset (standard, midi, tie-9, commission-4, ez, super-6, gold) or a
    /// rules JSON file (see `punto-banco rules standard --format json`).
    #[arg(long, value_name = "NAME|FILE", default_value = "standard")]
    pub rules: String,
}

impl RulesArgs {
    /// The rule set for a request.
    pub fn choice(&self) -> Result<RulesChoice, CliError> {
        load_rules(&self.rules)
    }
}

/// Which bets to price.
#[derive(Debug, Clone, clap::Args)]
pub struct BetsArgs {
    /// Bets to show, comma-separated ids (punto, banco, tie, dragon_7, ...), or the groups
    /// `main`, `side`, `all` [default: main]. `punto-banco bets` lists them.
    #[arg(long, value_name = "IDS")]
    pub bets: Option<String>,
    /// A JSON file of custom bets (one bet, or {"bets": [...]}) priced after the others; a
    /// bet with a built-in id replaces that bet's pay table.
    #[arg(long, value_name = "FILE")]
    pub bets_file: Option<String>,
}

impl BetsArgs {
    /// The selection of built-in bets for a request.
    pub fn choice(&self) -> BetsChoice {
        BetsChoice::Text(self.bets.clone().unwrap_or_else(|| "main".into()))
    }

    /// The custom bets of `--bets-file`, read here (the library takes no paths).
    pub fn custom(&self) -> Result<Vec<Bet>, CliError> {
        let Some(path) = &self.bets_file else {
            return Ok(Vec::new());
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::input(format!("cannot read bets file '{path}': {e}")))?;
        custom_bets_from_json(&text)
            .map_err(|e| CliError::input(format!("bets file '{path}': {e}")))
    }
}

/// Matches the command line. A usage error (unknown flag, invalid value, ...) prints as one
/// line on stderr, with the allowed values when clap knows them, and exits 2, like every
/// other invalid input; `--help` and `--version` behave as usual.
pub fn arg_matches<T: clap::CommandFactory>() -> clap::ArgMatches {
    use clap::error::ErrorKind as K;
    match T::command().try_get_matches() {
        Ok(m) => m,
        Err(e) => {
            if matches!(
                e.kind(),
                K::DisplayHelp | K::DisplayVersion | K::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                e.exit()
            }
            let text = e.render().to_string();
            let line: Vec<&str> = text
                .lines()
                .map(str::trim)
                .filter(|l| {
                    !l.is_empty()
                        && !l.starts_with("Usage:")
                        && !l.starts_with("tip:")
                        && !l.starts_with("For more information")
                })
                .collect();
            eprintln!("{}", line.join(" "));
            std::process::exit(2)
        }
    }
}
