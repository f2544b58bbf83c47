//! `punto-banco promo`: programmes and promotions priced exactly — dead chips, match-play
//! and free-bet chips (`promo chips`), a loss rebate on a trip (`promo loss-rebate`), and a
//! programme's statement (`promo statement`).

use crate::common::{question, BetArg, BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::api::{
    PromoChipsRequest, PromoLossRebateRequest, PromoStatementRequest, PromoTerms, ShoeQuestion,
};
use punto_banco::report::Format;

/// Price casino programmes and promotions exactly: dead chips, promotional chips, loss
/// rebates.
///
/// Every figure comes from the exact per-coup distribution of the bet for the shoe and
/// rules given, each coup an independent draw from that shoe (the published convention).
///
/// Examples:
///   punto-banco promo chips --decks 8
///   punto-banco promo chips --decks 8 --commission 1.25%
///   punto-banco promo loss-rebate --decks 8 --bet banco --rebate 10% --coups 40
///   punto-banco promo statement --decks 8 --commission 1.25% --rebate 10% --coups 200 --loss-limit 500
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(subcommand)]
    pub command: Promo,
}

#[derive(Debug, clap::Subcommand)]
pub enum Promo {
    Chips(ChipsArgs),
    LossRebate(LossRebateArgs),
    Statement(StatementArgs),
}

/// What a dead chip, a match-play chip and a free-bet chip are worth on each bet.
///
/// Per bet (--bets, default main), as a share of the chip's face:
///   dead chip (non-negotiable, played until lost, wins paid in cash):
///     life = 1 / P(lose), the expected wagers per chip, pushes counted;
///     house win per dead chip lost = 1 − W / P(lose);
///   match-play chip (with as much cash; a win pays both, a loss takes both, a push
///     replays): (2·W − P(lose)) / (1 − P(push));
///   free-bet chip (lost either way; a win pays the bet's pays; a push replays):
///     W / (1 − P(push));
/// where W = Σ P(line) × pays over the lines that pay (pays × P(win) for one winning line),
/// and the best bet for each chip. With --commission, a dead-chip programme: the
/// commission per chip lost, the house's net per chip lost and per chip wagered, and the
/// break-even commission (on --commission-on lost, the house win per chip lost; on
/// turnover, the house edge).
///
/// 8 decks: Banco's life 2.2409 wagers and Punto's 2.1806 (mean 2.211, E. Jacobson);
/// house win per dead chip lost 2.37% and 2.69%; match play on Punto 47.95% (Wizard of
/// Odds). Tables: chips, programme (with --commission).
///
/// Examples:
///   punto-banco promo chips --decks 8
///   punto-banco promo chips --decks 8 --rules ez --bets punto,banco
///   punto-banco promo chips --decks 8 --commission 1.25% --format json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct ChipsArgs {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// A dead-chip commission, written with % (1.25%) or as a share below 1 (0.0125).
    #[arg(long, value_name = "SHARE")]
    pub commission: Option<String>,
    /// What the commission is paid on: lost (each dead chip lost) or turnover (each chip
    /// wagered) [default: lost].
    #[arg(long, value_name = "lost|turnover", requires = "commission")]
    pub commission_on: Option<String>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

/// What a rebate on the net loss of a trip is worth to a player who quits at the best time.
///
/// The player bets one unit a coup on --bet (default banco) for at most --coups coups and
/// may quit before any coup; at the end --rebate of his net loss is refunded. A push uses
/// up a coup. --loss-limit L (the buy-in, in units) allows no bet that could take the net
/// loss past L. Each coup is an independent draw from the stated shoe.
///
/// The answer is exact (dynamic programming over the net result, in fractions): the trip's
/// value under the optimal quitting policy, rebate included; the value playing every coup
/// the limit allows; the optimal player's net before the rebate, the rebate paid, the coups
/// he plays, the house's theoretical win from them without the offer (coups × house edge)
/// and the rebate as a share of it; his chance of ending ahead; Jacobson's Brownian-motion
/// approximation (no limit on coups) beside it; and the policy: before each coup, the net
/// results at which he plays and at which he quits (--plot draws it as SVG).
///
/// The rebate is written with % (10%), or as a share below 1 (0.1); a bare 10 is refused
/// as ambiguous. Limits: coups 1 to 20,000; the work is bounded before it starts (it grows
/// with coups² × the range of net results: docs/promo.md).
///
/// Examples:
///   punto-banco promo loss-rebate --decks 8 --bet banco --rebate 10% --coups 40
///   punto-banco promo loss-rebate --decks 8 --rebate 20% --coups 200 --loss-limit 50
///   punto-banco promo loss-rebate --decks 8 --bet punto --rebate 15% --coups 100 --plot policy.svg
///   punto-banco promo loss-rebate --decks 8 --rebate 10% --coups 200 --loss-limit 50 --real --trips 20000
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct LossRebateArgs {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bet: BetArg,
    /// The share of the net loss refunded at the end: 10% (or 0.1).
    #[arg(long, value_name = "SHARE")]
    pub rebate: String,
    /// The most coups of the trip (1 to 20,000).
    #[arg(long, value_name = "N")]
    pub coups: u32,
    /// The loss limit (buy-in) in units of the flat bet, at least 1 [default: none].
    #[arg(long, value_name = "UNITS")]
    pub loss_limit: Option<String>,
    /// Draw the policy (the net results at which the player plays, per coup) as SVG.
    #[arg(long, value_name = "FILE")]
    pub plot: Option<String>,
    /// Also play the trips on real shoes of --decks full decks, shuffled and dealt by
    /// simulate's procedures (trips back to back, a trip continuing into the next shoe):
    /// the optimal policy and every coup, each mean with its standard error beside the
    /// exact independent-draw value.
    #[arg(long)]
    pub real: bool,
    /// With --real: trips per policy [default: 10000].
    #[arg(long, value_name = "N", requires = "real")]
    pub trips: Option<u64>,
    /// With --real: the seed of the shuffles [default: 20261130].
    #[arg(long, value_name = "S", requires = "real")]
    pub seed: Option<u64>,
    /// With --real: the house procedure, midi (cut card 7 from the end), french (10, and
    /// the sheet-003 burn) or common (14) [default: common].
    #[arg(long, value_name = "NAME", requires = "real")]
    pub procedure: Option<String>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

/// A programme's statement: what its terms earn and cost the house on a trip, one page.
///
/// A casino enters its terms: a commission on dead chips (--commission, --commission-on),
/// a loss rebate (--rebate) over a trip of at most --coups coups of one unit on --bet
/// (default banco) with a loss limit (--loss-limit, the buy-in), match-play and free-bet
/// chips of one unit given per trip (--match-play N, --free-bet N); or all of them in a
/// JSON file (--terms FILE: {"commission": "1.25%", "rebate": "10%", "coups": 200,
/// "loss_limit": "500"}, the same names as the flags with _ for -).
///
/// The page (--format markdown, html or pdf; --lang en, it, fr or ru) gives the house's
/// theoretical win per trip, each cost (the commission, the loss rebate's exact value,
/// the chips at the best bet for each), the net, for a player who plays every coup the
/// limit allows and for one who quits at the best moment; the break-even commission and
/// rebate; the player's best response (his quitting policy in brief, the best bet for each
/// chip); and the published figures it reproduces (Jacobson's dead chip life of 2.211, the
/// Wizard of Odds' match-play values), each coup an independent draw from the stated shoe.
/// --format json carries every value exactly; table and csv give its tables.
///
/// Examples:
///   punto-banco promo statement --decks 8 --commission 1.25% --rebate 10% --coups 200 --loss-limit 500
///   punto-banco promo statement --decks 8 --terms terms.json --lang it --output statement.pdf
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct StatementArgs {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bet: BetArg,
    /// A commission on dead chips, with % (1.25%) or as a share below 1.
    #[arg(long, value_name = "SHARE")]
    pub commission: Option<String>,
    /// What the commission is paid on: lost (each dead chip lost) or turnover (each chip
    /// wagered) [default: lost].
    #[arg(long, value_name = "lost|turnover")]
    pub commission_on: Option<String>,
    /// The share of the trip's net loss refunded at its end: 10% (or 0.1) [default: none].
    #[arg(long, value_name = "SHARE")]
    pub rebate: Option<String>,
    /// The most coups of the trip (1 to 20,000).
    #[arg(long, value_name = "N", required_unless_present = "terms")]
    pub coups: Option<u32>,
    /// The loss limit (buy-in) in units of the flat bet, at least 1 [default: none].
    #[arg(long, value_name = "UNITS")]
    pub loss_limit: Option<String>,
    /// Match-play chips of one unit given per trip.
    #[arg(long, value_name = "N")]
    pub match_play: Option<u32>,
    /// Free-bet chips of one unit given per trip.
    #[arg(long, value_name = "N")]
    pub free_bet: Option<u32>,
    /// The terms as a JSON file, in place of the term flags.
    #[arg(long, value_name = "FILE", conflicts_with_all = [
        "bet", "commission", "commission_on", "rebate", "coups", "loss_limit", "match_play",
        "free_bet"])]
    pub terms: Option<String>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(
    args: &Args,
    given: Option<OutputFormat>,
    out: &mut crate::export::Out,
) -> Result<(), CliError> {
    match &args.command {
        Promo::Chips(a) => chips(a, given, out),
        Promo::LossRebate(a) => loss_rebate(a, given, out),
        Promo::Statement(a) => statement(a, given, out),
    }
}

/// Refuses PDF for the tables of `promo chips` and `promo loss-rebate`.
fn tables_only(format: OutputFormat) -> Result<(), CliError> {
    if format == Format::Pdf {
        return Err(CliError::input(
            "format 'pdf' is written by promo statement only; promo chips and promo \
             loss-rebate write table, json, csv, markdown or html",
        ));
    }
    Ok(())
}

fn statement(
    args: &StatementArgs,
    given: Option<OutputFormat>,
    out: &mut crate::export::Out,
) -> Result<(), CliError> {
    let (format, output) = args.output.format("promo", given)?;
    let (bet, custom_bets) = args.bet.choice()?;
    let mut req = PromoStatementRequest {
        rules: args.rules.choice()?,
        bet,
        custom_bets,
        commission: args.commission.clone(),
        commission_on: args.commission_on.clone(),
        rebate: args.rebate.clone(),
        coups: args.coups.unwrap_or(0),
        loss_limit: args.loss_limit.clone(),
        match_play: args.match_play,
        free_bet: args.free_bet,
        ..Default::default()
    };
    req.set_shoe(args.shoe.spec());
    if let Some(path) = &args.terms {
        let text = punto_banco::api::read_text_file(
            path,
            punto_banco::MAX_RULES_FILE_BYTES,
            "terms file",
        )?;
        let terms = PromoTerms::from_json(&text).map_err(|e| {
            CliError::input(format!(
                "terms file '{}': {e}",
                punto_banco::escape_controls(path)
            ))
        })?;
        req = req.with_terms(terms);
    }
    if let Some(p) = output {
        crate::output::OutputFile::check(&p.to_string_lossy(), "promo")?;
    }
    let report = req.run()?;
    match format {
        Format::Markdown | Format::Html | Format::Pdf => {
            let bytes = report
                .statement(out.settings.lang_of(format))
                .in_format(format)?;
            crate::export::deliver(&bytes, format, output, out, "promo")
        }
        _ => crate::export::emit(&report, format, output, out),
    }
}

fn chips(
    args: &ChipsArgs,
    given: Option<OutputFormat>,
    out: &mut crate::export::Out,
) -> Result<(), CliError> {
    let (format, output) = args.output.format("promo", given)?;
    tables_only(format)?;
    let req = PromoChipsRequest {
        commission: args.commission.clone(),
        commission_on: args.commission_on.clone(),
        ..question(&args.shoe, &args.rules, &args.bets)?
    };
    crate::export::emit(&req.run()?, format, output, out)
}

fn loss_rebate(
    args: &LossRebateArgs,
    given: Option<OutputFormat>,
    out: &mut crate::export::Out,
) -> Result<(), CliError> {
    let (format, output) = args.output.format("promo", given)?;
    tables_only(format)?;
    let (bet, custom_bets) = args.bet.choice()?;
    let mut req = PromoLossRebateRequest {
        rules: args.rules.choice()?,
        bet,
        custom_bets,
        rebate: args.rebate.clone(),
        coups: args.coups,
        loss_limit: args.loss_limit.clone(),
        real: args.real,
        trips: args.trips,
        seed: args.seed,
        procedure: args.procedure.clone(),
        ..Default::default()
    };
    req.set_shoe(args.shoe.spec());
    let plot = crate::export::plot_file(output, args.plot.as_deref())?;
    let report = req.run()?;
    if let Some(file) = &plot {
        // The chart's words in --lang, whatever the format of the report beside it.
        let svg = punto_banco::report::promo_chart(&report, out.settings.lang)?;
        file.write(svg.as_bytes())?;
    }
    crate::export::emit(&report, format, output, out)
}
