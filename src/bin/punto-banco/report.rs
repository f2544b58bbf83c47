//! `punto-banco report`: the par sheet of a rule set and shoe, for regulators and test labs.

use crate::common::{BetsArgs, CliError, Out, OutputFormat, RulesArgs, ShoeArgs};
use crate::export::deliver;
use crate::output::OutputFile;
use punto_banco::api::{canonical_command, BetsChoice, ReportRequest, ShoeQuestion};
use punto_banco::report::{parsheet_bytes, ParSheet};
use std::path::PathBuf;

/// Write the par sheet of a rule set: rules, method, return tables, checks.
///
/// The report a regulator or test lab audits: identification, the rules in full (the Banco
/// tableau as sheet 003 prints it), the method, a return table and summary for every bet,
/// house edges for 1 to 8 decks, the final-totals and cards-dealt distributions, the checks
/// this run performed with the published figures it reproduces, and the command line with a
/// SHA-256 of the JSON results. It opens with its findings: bets that favour the player,
/// bets above --max-edge, a preset's name on different rules, bets left out. `--format html`
/// writes one self-contained printable page, `pdf` a PDF to file (outline, page numbers,
/// fonts embedded), `xlsx` a workbook with one sheet per table, `json` the results themselves.
/// Without --format the extension of --output decides (.md, .html, .json, .pdf, .xlsx).
///
/// Unlike the other commands, report defaults to `--format markdown` and to every built-in
/// bet the shoe can price (`--bets all`, less perfect pairs when suits are unknown).
///
/// Example:
///   punto-banco report --rules standard --decks 8 --output standard-8.pdf
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Write the report to FILE instead of standard output, as `>` would but never half
    /// written (see docs/cli.md, "Output files"). Without --format, the extension chooses
    /// the format (.md, .html, .json, .pdf, .xlsx).
    #[arg(long = "output", visible_alias = "out", value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Name in the findings every bet whose house edge is above PCT percent of the stake
    /// (e.g. 5 or 5%).
    #[arg(long, value_name = "PCT", allow_hyphen_values = true)]
    pub max_edge: Option<String>,
    /// Add the section "Information leaks": the exact edge per coup a player gains by
    /// seeing each named exposure of a dealing procedure (a card flashed at position 1 to 6,
    /// the first card's group read from its back, the groups of the first four cards under
    /// the sort "7 8 9 | rest"), betting Punto, Banco or Égalité or sitting out.
    #[arg(long)]
    pub leaks: bool,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let format = punto_banco::report::chosen_format("report", given, args.out.as_deref())?;
    // Validate the shoe before reading any file, as the library does.
    args.shoe.spec().build()?;
    let mut req = ReportRequest {
        rules: args.rules.choice()?,
        bets: args.bets.bets.as_deref().map(BetsChoice::from),
        custom_bets: args.bets.custom()?,
        max_edge: args.max_edge.clone(),
        leaks: args.leaks,
        command: None,
        ..Default::default()
    };
    req.set_shoe(args.shoe.spec());
    req.command = Some(canonical_command(
        &args.rules.rules,
        &req,
        args.bets.bets.as_deref().unwrap_or("all"),
        args.bets.bets_file.as_deref(),
    ));
    // An unusable output path is refused before the work starts.
    if let Some(p) = &args.out {
        OutputFile::check(&p.to_string_lossy(), "report")?;
    }
    let mut sheet = ParSheet::from_answer(&req.run()?);
    // The tool line names this binary's SHA-256, so a lab can match the file it holds.
    sheet.identification.binary_sha256 = Some(punto_banco::api::binary_sha256().into());
    let lang = out.settings.lang_of(format);
    let bytes = parsheet_bytes(&sheet, format, lang)?;
    deliver(&bytes, format, args.out.as_deref(), out, "report")?;
    if !sheet.verified() {
        return Err(CliError::Runtime(
            "verification failed: see the report's Verification section".into(),
        ));
    }
    Ok(())
}
