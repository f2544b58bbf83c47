//! No output overwrites an input: every command's output files (`--output`, `--plot`, a
//! study's logs) are checked against the files it reads (`--rules FILE`, `--bets-file`,
//! `--shoe-log`, `--bet-log`, `merge`'s results) before any work, by file identity
//! ([`punto_banco::outfile::not_an_input`]: symlinks and hard links caught).

use crate::common::{BetsArgs, CliError, RulesArgs};
use crate::Command;
use punto_banco::api::rules_path;
use std::path::Path;

/// Refuses a run whose output is one of its inputs: one message naming both, exit 2.
pub fn refuse(command: &Command) -> Result<(), CliError> {
    let (outputs, inputs) = files(command);
    let outputs: Vec<(&str, Option<&str>)> = outputs
        .iter()
        .map(|(flag, path)| (*flag, path.as_deref()))
        .collect();
    Ok(punto_banco::outfile::not_an_input(&outputs, &inputs)?)
}

type Outputs = Vec<(&'static str, Option<String>)>;
type Inputs<'a> = Vec<(&'static str, &'a str)>;

/// The output files and the input files of `command`, each with its flag.
fn files(command: &Command) -> (Outputs, Inputs<'_>) {
    let output = |p: Option<&Path>| ("--output", p.map(|p| p.to_string_lossy().into_owned()));
    let plot = |p: &Option<String>| ("--plot", p.clone());
    match command {
        Command::Odds(a) => (
            vec![output(a.output.output.as_deref())],
            table(&a.rules, &a.bets),
        ),
        Command::Compare(a) => {
            let mut inputs = bets(&a.bets);
            inputs.extend(
                a.rules
                    .iter()
                    .filter_map(|r| rules_path(r))
                    .map(|r| ("--rules", r)),
            );
            (vec![output(a.output.output.as_deref())], inputs)
        }
        Command::Simulate(a) => {
            let outputs = vec![
                output(a.output.output.as_deref()),
                plot(&a.plot),
                ("--coups", a.coups.clone()),
                ("--deals", a.deals.clone()),
                ("--bet-log", a.bet_log.clone()),
            ];
            (outputs, table(&a.rules, &a.bets))
        }
        Command::Merge(a) => {
            let outputs = vec![output(a.output.output.as_deref()), plot(&a.plot)];
            (
                outputs,
                a.files.iter().map(|f| ("FILE", f.as_str())).collect(),
            )
        }
        Command::Report(a) => (vec![output(a.out.as_deref())], table(&a.rules, &a.bets)),
        Command::Review(a) => {
            let mut inputs = vec![
                ("--shoe-log", a.shoe_log.as_str()),
                ("--bet-log", a.bet_log.as_str()),
            ];
            inputs.extend(rules(&a.rules));
            inputs.extend(a.bets_file.as_deref().map(|f| ("--bets-file", f)));
            (
                vec![output(a.output.output.as_deref()), plot(&a.plot)],
                inputs,
            )
        }
        Command::Audit(a) => {
            let mut inputs: Inputs<'_> = a
                .shoe_log
                .iter()
                .map(|f| ("--shoe-log", f.as_str()))
                .collect();
            inputs.extend(rules(&a.rules));
            (vec![output(a.output.output.as_deref())], inputs)
        }
        Command::Eor(a) => (
            vec![output(a.output.output.as_deref()), plot(&a.plot)],
            table(&a.rules, &a.bets),
        ),
        Command::Leak(a) => (
            vec![output(a.output.output.as_deref())],
            table(&a.rules, &a.bets),
        ),
        Command::Promo(a) => promo(&a.command),
        _ => (Vec::new(), Vec::new()),
    }
}

/// `promo`'s files: a table (`chips`), a table and a policy plot (`loss-rebate`), or a
/// statement and its terms file (`statement`).
fn promo(command: &crate::promo::Promo) -> (Outputs, Inputs<'_>) {
    let output = |p: Option<&Path>| ("--output", p.map(|p| p.to_string_lossy().into_owned()));
    match command {
        crate::promo::Promo::Chips(c) => (
            vec![output(c.output.output.as_deref())],
            table(&c.rules, &c.bets),
        ),
        crate::promo::Promo::LossRebate(l) => {
            let mut inputs = rules(&l.rules);
            inputs.extend(l.bet.bets_file.as_deref().map(|f| ("--bets-file", f)));
            let outputs = vec![
                output(l.output.output.as_deref()),
                ("--plot", l.plot.clone()),
            ];
            (outputs, inputs)
        }
        crate::promo::Promo::Statement(s) => {
            let mut inputs = rules(&s.rules);
            inputs.extend(s.bet.bets_file.as_deref().map(|f| ("--bets-file", f)));
            inputs.extend(s.terms.as_deref().map(|f| ("--terms", f)));
            (vec![output(s.output.output.as_deref())], inputs)
        }
    }
}

/// A `--rules FILE` (not a preset's name) as an input.
fn rules(r: &RulesArgs) -> Inputs<'_> {
    rules_path(&r.rules)
        .map(|p| ("--rules", p))
        .into_iter()
        .collect()
}

/// A `--bets-file` as an input.
fn bets(b: &BetsArgs) -> Inputs<'_> {
    b.bets_file
        .as_deref()
        .map(|f| ("--bets-file", f))
        .into_iter()
        .collect()
}

/// The files of a question's table: `--rules FILE` and `--bets-file`.
fn table<'a>(r: &'a RulesArgs, b: &'a BetsArgs) -> Inputs<'a> {
    let mut inputs = rules(r);
    inputs.extend(bets(b));
    inputs
}
