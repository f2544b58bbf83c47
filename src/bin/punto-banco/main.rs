//! `punto-banco`: exact Punto Banco (baccarat) odds from the command line.

mod audit;
mod bets;
mod common;
mod compare;
mod eor;
mod ev;
mod export;
mod failure;
mod hold;
mod lang;
mod leak;
mod odds;
mod output;
mod overwrite;
mod promo;
mod report;
mod review;
mod rules;
#[cfg(feature = "server")]
mod serve;
mod simulate;
mod solve;
mod track;
mod version;
mod wording;

use clap::{FromArgMatches, Parser, Subcommand};
use common::{CliError, Out, OutputFormat};
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
    /// Output format [default: table; for report, markdown].
    #[arg(
        long,
        global = true,
        value_enum,
        default_value_t = OutputFormat::Table,
        hide_default_value = true
    )]
    format: OutputFormat,
    /// Only this table; each command's --help names its tables.
    #[arg(long, global = true, value_name = "NAME", hide = true)]
    table: Option<String>,
    /// Language of the text outputs: tables, Markdown, HTML, PDF and workbook labels of
    /// every command that writes tables or files (JSON and CSV are the same in every
    /// language).
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "LANG",
        default_value_t = punto_banco::i18n::Lang::En
    )]
    lang: punto_banco::i18n::Lang,
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
    Simulate(Box<simulate::Args>),
    Merge(simulate::MergeArgs),
    Report(report::Args),
    Review(review::Args),
    Audit(audit::Args),
    Eor(eor::Args),
    Solve(solve::Args),
    Leak(leak::Args),
    Promo(promo::Args),
    Hold(hold::Args),
    Track(track::Args),
    Version(version::Args),
    #[cfg(feature = "server")]
    Serve(serve::Args),
}

/// Runs the command `name`; `given` is `--format` when given (commands that write files
/// infer the format from --output without it, and report defaults to Markdown).
fn run(cli: &Cli, name: &str, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    // `serve` writes no report: like its hidden --format, --table is taken there unused.
    let registered = punto_banco::report::command(name);
    if let (Some(table), Some(c)) = (&cli.table, registered) {
        if !c.tables && !c.formats.is_empty() {
            return Err(CliError::input(format!(
                "--table {table}: this command does not print tables to choose from"
            )));
        }
    }
    lang::english_only(out.settings.lang, name)?;
    overwrite::refuse(&cli.command)?;
    match &cli.command {
        Command::Odds(a) => odds::run(a, given, out),
        Command::Ev(a) => ev::run(a, cli.format, out),
        Command::Rules(a) => rules::run(a, cli.format, out),
        Command::Compare(a) => compare::run(a, given, out),
        Command::Bets(a) => bets::run(a, cli.format, out),
        Command::Simulate(a) => simulate::run(a, given, out),
        Command::Merge(a) => simulate::merge(a, given, out),
        Command::Report(a) => report::run(a, given, out),
        Command::Review(a) => review::run(a, given, out),
        Command::Audit(a) => audit::run(a, given, out),
        Command::Eor(a) => eor::run(a, given, out),
        Command::Solve(a) => solve::run(a, cli.format, out),
        Command::Leak(a) => leak::run(a, given, out),
        Command::Promo(a) => promo::run(a, given, out),
        Command::Hold(a) => hold::run(a, given, out),
        Command::Track(a) => track::run(a, cli.format, out),
        Command::Version(a) => version::run(a, cli.format, out),
        #[cfg(feature = "server")]
        Command::Serve(a) => serve::run(a),
    }
}

fn main() -> ExitCode {
    let matches = common::arg_matches::<Cli>();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    // The server answers SIGINT/SIGTERM itself: it shuts down gracefully.
    #[cfg(feature = "server")]
    let serve = matches!(cli.command, Command::Serve(_));
    #[cfg(not(feature = "server"))]
    let serve = false;
    if !serve {
        output::on_interrupt_remove_temporaries();
    }
    let given = (matches.value_source("format") == Some(clap::parser::ValueSource::CommandLine))
        .then_some(cli.format);
    let name = matches.subcommand_name().unwrap_or_default();
    // --lang, --table and the widths, handed down with the writer to every command.
    let settings = export::Settings::new(cli.lang, cli.table.clone());
    let mut stdout = io::BufWriter::new(punto_banco::outfile::stdout::lock());
    let mut out = Out::new(&settings, &mut stdout);
    let result =
        run(&cli, name, given, &mut out).and_then(|()| out.flush().map_err(CliError::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let code = e.exit_code();
            match &e {
                CliError::Worded(line) => {
                    let _ = writeln!(io::stderr(), "{}", punto_banco::shown(line));
                }
                _ if code != 0 => common::error_line(&e.to_string()),
                _ => {}
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

    /// The command names `--help` lists, from its rendered text (the lines of its
    /// "Commands:" section, clap's own `help` left out).
    fn commands_in_help() -> Vec<String> {
        let help = Cli::command().render_long_help().to_string();
        let section = help
            .split("Commands:\n")
            .nth(1)
            .and_then(|s| s.split("\n\n").next())
            .expect("--help lists the commands");
        section
            .lines()
            .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
            .filter_map(|l| l.split_whitespace().next())
            .filter(|n| *n != "help")
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_registered_command_is_in_help_and_every_command_in_help_is_registered() {
        let mut registered: Vec<String> = punto_banco::report::COMMANDS
            .iter()
            .map(|c| c.name)
            .filter(|n| cfg!(feature = "server") || *n != "serve")
            .map(str::to_string)
            .collect();
        let mut listed = commands_in_help();
        assert!(
            listed.len() > 10,
            "the help's commands are read: {listed:?}"
        );
        registered.sort();
        listed.sort();
        assert_eq!(registered, listed);
    }
}
