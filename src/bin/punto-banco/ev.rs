//! `punto-banco ev`: what each bet is worth on the shoe as it stands, one shoe or a
//! stream of shoes (`--batch`).

use crate::common::{emit, question, BetsArgs, CliError, MoneyArgs, Out, OutputFormat};
use crate::common::{RulesArgs, ShoeArgs};
use punto_banco::api::{BatchError, EvBatch, EvRequest, MoneyQuestion};
use std::io::{self, BufRead, Write};

/// Print each bet's exact expected value for the shoe as it stands, marking positive ones.
///
/// The expected value is the average net win per unit staked on the next coup, computed
/// exactly from the cards left (every coup walked, each card weighted by the cards of its
/// rank left). A positive value means the bet favours the player on this coup.
///
/// With --batch, reads one JSON object per line on stdin and writes one compact JSON result
/// per line in the same order. A line takes the fields decks, removed, shoe, punto, banco
/// (as the flags), and rules and bets (replacing --rules and --bets for that line), e.g.
/// {"decks": 8, "removed": "5 5 K"} or {"shoe": "A=31,2=32,...,K=32", "rules": "midi"}.
/// A bad line gives {"line": N, "error": "..."} and the others still run; blank lines are
/// skipped (but counted). The exit code is 2 if any line was bad, else 0.
///
/// With --punto/--banco (mid-coup), the shoe is the shoe before the coup in play and the
/// given cards are those exposed so far: prints the exact probability of each outcome and
/// the EV of each bet over every way the coup can finish, marking bets already decided.
///
/// Examples:
///   punto-banco ev --decks 8 --removed "5 5 6 K 9 9 2" --bets main,dragon_7,panda_8
///   printf '{"decks":8,"removed":"5 5 K"}\n' | punto-banco ev --batch
///   punto-banco ev --decks 8 --punto "5 K" --banco "3" --bets main,dragon_7,punto_pair
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Read one JSON shoe per line on stdin and write one JSON result per line.
    // A rebate and a stake price the one shoe of the flags, not a batch's lines.
    #[arg(long, conflicts_with_all = ["decks", "removed", "shoe", "rebate", "bankroll"])]
    pub batch: bool,
    // The exposed cards of the coup in play; the shoe is the shoe before the coup.
    /// Mid-coup: Punto's cards exposed so far in the coup in play, in dealing order, e.g.
    /// "5 K" (ranks A, 2-9, 10/T, J, Q, K, optional suit s/h/d/c). Cards are dealt Punto,
    /// Banco, Punto, Banco, then Punto's third card, then Banco's.
    #[arg(
        long,
        value_name = "CARDS",
        default_value = "",
        hide_default_value = true
    )]
    pub punto: String,
    /// Mid-coup: Banco's cards exposed so far, in dealing order, e.g. "3".
    #[arg(
        long,
        value_name = "CARDS",
        default_value = "",
        hide_default_value = true
    )]
    pub banco: String,
    #[command(flatten)]
    pub money: MoneyArgs,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut Out) -> Result<(), CliError> {
    let mut req = EvRequest {
        punto: args.punto.clone(),
        banco: args.banco.clone(),
        ..question(&args.shoe, &args.rules, &args.bets)?
    };
    req.set_money(args.money.spec());
    if args.batch {
        if req.mid_coup() {
            return Err(CliError::input(
                "--punto/--banco describe one coup in play; they do not go with --batch",
            ));
        }
        if !matches!(format, OutputFormat::Table | OutputFormat::Json) {
            return Err(CliError::input(format!(
                "ev --batch writes JSON lines; --format {} is not available with --batch",
                format.name()
            )));
        }
        let stdin = io::stdin();
        let lines = EvBatch::new(&req)?.worded_by(&crate::wording::Flags);
        return batch(&lines, &mut stdin.lock(), out);
    }
    emit("ev", &req.run()?, format, out)
}

/// Answers every line of `input` (see `punto_banco::api::EvBatch`); exit code 2 at the
/// end when any line was bad, after every line was answered.
fn batch(batch: &EvBatch, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let summary = batch.run(input, out).map_err(|e| match e {
        BatchError::Read(e) => CliError::Runtime(format!("cannot read stdin: {e}")),
        BatchError::Write(e) => CliError::Io(e),
    })?;
    Ok(summary.result()?)
}
