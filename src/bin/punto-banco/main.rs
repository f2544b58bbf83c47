//! `punto-banco`: exact Punto Banco (baccarat) odds from the command line.

mod bets;
mod common;
mod compare;
mod eor;
mod ev;
mod export;
mod odds;
mod plot;
mod report;
mod rules;
mod simulate;
mod solve;

use clap::{FromArgMatches, Parser, Subcommand};
use common::{CliError, OutputFormat};
use std::io::{self, Write};
use std::process::ExitCode;

/// Exact probabilities and expected values for Punto Banco (baccarat).
///
/// Every figure is computed by walking every coup the shoe can deal, with each card
/// weighted by the number of its rank left: exact integers and fractions, no sampling.
///
/// Examples:
///   punto-banco odds --decks 8
///   punto-banco odds --decks 8 --bets all --format json
#[derive(Debug, Parser)]
#[command(name = "punto-banco", version, verbatim_doc_comment)]
struct Cli {
    /// Output format.
    #[arg(long, global = true, value_enum, default_value_t = OutputFormat::Table)]
    format: OutputFormat,
    /// Whether --format was given (report defaults to Markdown, not to a table).
    #[arg(skip)]
    format_given: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Odds(odds::Args),
    Ev(ev::Args),
    Rules(rules::Args),
    Compare(compare::Args),
    Bets(bets::Args),
    Simulate(simulate::Args),
    Merge(simulate::MergeArgs),
    Report(report::Args),
    Eor(eor::Args),
    Solve(solve::Args),
}

fn run(cli: &Cli, out: &mut dyn Write) -> Result<(), CliError> {
    // Commands that write files infer the format from --output when --format is not given.
    let given = cli.format_given.then_some(cli.format);
    match &cli.command {
        Command::Odds(a) => odds::run(a, given, out),
        Command::Ev(a) => ev::run(a, cli.format, out),
        Command::Rules(a) => rules::run(a, cli.format, out),
        Command::Compare(a) => compare::run(a, given, out),
        Command::Bets(a) => bets::run(a, cli.format, out),
        Command::Simulate(a) => simulate::run(a, cli.format, out),
        Command::Merge(a) => simulate::merge(a, cli.format, out),
        Command::Report(a) => report::run(a, given, out),
        Command::Eor(a) => eor::run(a, given, out),
        Command::Solve(a) => solve::run(a, cli.format, out),
    }
}

fn main() -> ExitCode {
    let matches = common::arg_matches::<Cli>();
    let mut cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    cli.format_given =
        matches.value_source("format") == Some(clap::parser::ValueSource::CommandLine);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = run(&cli, &mut out).and_then(|()| out.flush().map_err(CliError::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let code = e.exit_code();
            if code != 0 {
                eprintln!("error: {e}");
            }
            ExitCode::from(code)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
