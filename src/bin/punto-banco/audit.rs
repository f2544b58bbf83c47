//! `punto-banco audit`: dealt shoes against a fair shuffle and the exact odds (game
//! integrity).

use crate::common::{CliError, Out, OutputFormat, RulesArgs};
use punto_banco::api::{AuditLog, AuditRequest};
use punto_banco::tracker::read_shoe_log_or_session;

/// Audit dealt shoes: the right cards, a fair shuffle, outcomes the exact odds allow.
///
/// Reads shoe logs (.csv or .jsonl, one per table, in shoe order: shoe,coup,punto,banco,burn
/// rows as `review` reads them, plus a rest row per shoe with the undealt cards behind the
/// cut card; `simulate --deals` writes them). Checks each shoe's composition (a complete
/// shoe holds exactly the decks' cards; a dealt part gets the exact hypergeometric tail of
/// its rank deficits), the shuffle (value by position band, runs about the median, serial
/// correlation, carry-over of adjacent pairs from shoe to shoe; null: a uniformly random
/// order of the shoe's own cards, p = (1 + #{T* >= T}) / (1 + D)) and the outcomes against
/// the exact per-coup odds (Banco, Punto, tie counts against re-deals of the same cards;
/// the log-likelihood, normal approximation). Holm across the tests; flagged when an
/// adjusted p is below --level (0.05: Maryland COMAR 36.05.02.17(F); 0.01: West Virginia
/// §29-22B-909). --format pdf or html writes the audit file.
///
/// Example:
///   punto-banco simulate --decks 8 --shoes 20 --bets banco --deals shoes.csv
///   punto-banco audit --decks 8 --shoe-log shoes.csv
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// A shoe log (.csv or .jsonl), one per table (repeatable).
    #[arg(long, value_name = "FILE", required = true)]
    pub shoe_log: Vec<String>,
    /// Decks per shoe [default: 6].
    #[arg(long, value_name = "D", value_parser = crate::common::parse_decks_arg)]
    pub decks: Option<u32>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The house procedure the re-deals follow: midi, french, common.
    #[arg(long, value_name = "NAME", default_value = "common")]
    pub procedure: String,
    /// Cards behind the cut card, overriding the procedure's.
    #[arg(long, value_name = "N")]
    pub cut_card: Option<u32>,
    /// Re-orderings and re-deals (1 to 99999).
    #[arg(long, value_name = "D", default_value_t = 999)]
    pub permutations: u32,
    /// Seed of the draws [default: 20261202].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Flag a test whose Holm-adjusted p-value is below this (0.05 Maryland, 0.01 West
    /// Virginia).
    #[arg(long, value_name = "A", default_value_t = 0.05)]
    pub level: f64,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("audit", given)?;
    let mut logs = Vec::new();
    let mut decks = args.decks;
    for path in &args.shoe_log {
        // A track session is read as the shoe log `track --load` rebuilds, its decks the audit's.
        let (text, format, session) = read_shoe_log_or_session(path, &mut decks)?;
        let (format, name) = (Some(format.into()), Some(path.clone()));
        logs.push(AuditLog {
            text,
            format,
            name,
            session,
        });
    }
    let req = AuditRequest {
        shoe_logs: logs,
        decks,
        rules: args.rules.choice()?,
        procedure: args.procedure.clone(),
        cut_card: args.cut_card,
        permutations: args.permutations,
        seed: args.seed,
        level: args.level,
    };
    let report = req.run()?;
    // PDF, HTML and Markdown: the audit file (docs/audit.md), in --lang.
    if matches!(
        format,
        OutputFormat::Pdf | OutputFormat::Html | OutputFormat::Markdown
    ) {
        let bytes = report
            .file_in(out.settings.lang_of(format))
            .in_format(format)?;
        return crate::export::deliver(&bytes, format, output, out, "output");
    }
    crate::export::emit(&report, format, output, out)
}
