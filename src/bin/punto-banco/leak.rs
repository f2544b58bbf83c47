//! `punto-banco leak`: the exact value of what a player sees of the coming coup before
//! betting, and the search for the best two-group sort.

use crate::common::{question, BetsArgs, CliError, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::api::LeakFields;

/// Show what seeing some of the coup's cards before betting is worth to a player.
///
/// The positions are the cards of the coming coup: 1-4 are dealt Punto, Banco, Punto,
/// Banco; 5 and 6 are the fifth and sixth cards from the top of the shoe when bets close,
/// whichever hand draws them and whether or not the coup deals them. Each seen card is
/// read by its exact rank, or with --sort only by its group (edge sorting: "7 8 9 | rest",
/// groups of ranks separated by |, rest for every rank not named; or "value").
///
/// In each information state the player makes the bet of highest exact EV among --bets
/// (default main), or sits out when every EV is negative (--no-sit-out: a bet on every
/// coup). The edge per coup is the player's expected gain per coup per unit staked, sat-out
/// coups counting 0, as exact fraction and percent (8 decks, --see 1: 6.765%). Tables: leak
/// (the value), states (each state's probability, bet made and every bet's EV), bets (each
/// bet's share), and with --best-sort, sorts: every two-group sort of the ten values (or
/// of the 13 ranks with --by rank) tried at the positions seen, the best --top listed, the
/// states shown being the best sort's.
///
/// Named exposures a dealing procedure may give (--exposure): flash-1 … flash-6 (a card
/// flashed at that position), sorted-first (the first card's group read from its back),
/// sorted-four (the groups of the first four cards laid face down); sorted exposures read
/// --sort, by default "7 8 9 | rest".
///
/// Examples:
///   punto-banco leak --decks 8 --see 1
///   punto-banco leak --decks 8 --see 1,2,3,4 --sort "6 7 8 9 | rest"
///   punto-banco leak --decks 8 --see 1,2,3,4 --best-sort
///   punto-banco leak --decks 8 --exposure flash-5 --no-sit-out
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// The positions seen, comma-separated: 1-4 Punto, Banco, Punto, Banco; 5, 6 the fifth
    /// and sixth cards (e.g. 1 or 1,2,3,4).
    #[arg(long, value_name = "POSITIONS")]
    pub see: Option<String>,
    /// A named exposure instead of --see: flash-1 … flash-6, sorted-first, sorted-four.
    #[arg(long, value_name = "NAME")]
    pub exposure: Option<String>,
    /// Read each seen card only by its group: groups of ranks separated by | ("7 8 9 |
    /// rest"), or "rank" (the default) or "value".
    #[arg(long, value_name = "GROUPS")]
    pub sort: Option<String>,
    /// Bet on every coup (by default the player sits out when every EV is negative).
    #[arg(long)]
    pub no_sit_out: bool,
    /// Search every two-group sort for the one worth most at the positions seen.
    #[arg(long)]
    pub best_sort: bool,
    /// What the search partitions: value (511 sorts) or rank (4,095 sorts) [default: value].
    #[arg(long, value_name = "WHAT")]
    pub by: Option<String>,
    /// How many sorts the search lists, best first (1 to 100) [default: 10].
    #[arg(long, value_name = "N")]
    pub top: Option<usize>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(
    args: &Args,
    given: Option<OutputFormat>,
    out: &mut crate::export::Out,
) -> Result<(), CliError> {
    let (format, output) = args.output.format("leak", given)?;
    let fields = LeakFields {
        see: args.see.clone(),
        exposure: args.exposure.clone(),
        sort: args.sort.clone(),
        no_sit_out: args.no_sit_out,
        best_sort: args.best_sort,
        by: args.by.clone(),
        top: args.top,
        ..question(&args.shoe, &args.rules, &args.bets)?
    };
    // The flags' text read once into the typed request.
    let req = fields.parse()?;
    crate::export::emit(&req.run()?, format, output, out)
}
