//! The report of a shoe study (`simulate` and `merge`): its inputs, per-bet statistics
//! derived from the exact integer tally, and its tables.

use super::bet_row::BetId;
use super::echo::RulesEcho;
use crate::bets::Bet;
use crate::simulate::{
    BetTally, CountPlan, DeckEstimate, PlayTally, Procedure, Staking, Tally, Trigger,
    TRUE_COUNT_LOW,
};
use serde::{Deserialize, Serialize};

/// Every input of a study, echoed in the output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Inputs {
    /// Seed of the shuffles.
    pub seed: u64,
    /// Shoes dealt.
    pub shoes: u64,
    /// Index of the first shoe.
    pub first_shoe: u64,
    /// Decks per shoe.
    pub decks: u32,
    /// The house procedure.
    pub procedure: Procedure,
    /// The rule set.
    pub rules: RulesEcho,
    /// The bets, in full.
    pub bets: Vec<Bet>,
    /// Counts for some bets.
    pub counts: Vec<CountPlan>,
    /// The staking model, if any.
    pub staking: Option<Staking>,
    /// The rebate paid on every resolved wager, if any (parts with different rebates do
    /// not merge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub money: Option<super::MoneyEcho>,
    /// Width of the unseen-card bands.
    pub bucket: u32,
    /// The shuffle generator.
    pub generator: String,
    /// The shuffle model when not `fair` (`simulate --shuffle`; absent for `fair`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shuffle: Option<String>,
}

/// One player's figures per shoe.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct PlayerReport {
    /// Bets made per shoe.
    pub bets_per_shoe: f64,
    /// Stake per shoe (units, or money with staking).
    pub staked_per_shoe: f64,
    /// Σ stake x exact EV per shoe.
    pub expected_per_shoe: f64,
    /// Standard error of `expected_per_shoe` (across shoes).
    pub expected_standard_error: f64,
    /// Actual win per shoe.
    pub realised_per_shoe: f64,
    /// Standard error of `realised_per_shoe`.
    pub standard_error: f64,
    /// Expected win per unit staked.
    pub edge: Option<f64>,
}

impl PlayerReport {
    pub(crate) fn new(p: &PlayTally, shoes: u64) -> PlayerReport {
        let n = shoes as f64;
        PlayerReport {
            bets_per_shoe: p.bets as f64 / n,
            staked_per_shoe: p.staked_per_shoe(shoes),
            expected_per_shoe: p.expected_per_shoe(shoes),
            expected_standard_error: p.expected_standard_error_per_shoe(shoes),
            realised_per_shoe: p.realised_per_shoe(shoes),
            standard_error: p.standard_error_per_shoe(shoes),
            edge: p.edge(),
        }
    }
}

/// One band of unseen cards.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BandReport {
    /// Fewest unseen cards in the band.
    pub unseen_from: u64,
    /// Most unseen cards in the band.
    pub unseen_to: u64,
    /// Coups priced in the band.
    pub coups: u64,
    /// Share of them with EV > 0.
    pub share_positive: f64,
    /// Mean EV of the positive ones.
    pub mean_edge_positive: Option<f64>,
    /// Mean EV of all of them.
    pub mean_ev: f64,
}

/// Pricing against dealing: mean of (actual result − exact EV) per coup.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CheckReport {
    /// Mean of (result − EV) over every coup.
    pub mean_miss: f64,
    /// Its standard error.
    pub standard_error: f64,
    /// Mean EV before the first coup of a shoe.
    pub first_coup_ev: f64,
}

/// One count player of a bet.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CountReport {
    /// The count: its tags and trigger, e.g. `0,0,0,-1,-1,-1,-1,2,2,0 tc>=4`.
    pub count: String,
    /// One unit whenever the trigger fires.
    pub play: PlayerReport,
    /// The table-maximum cap whenever it fires, under the staking model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub staked: Option<PlayerReport>,
    /// Every coup by the count's true count before it (bands with coups only).
    pub by_true_count: Vec<TrueCountBand>,
}

/// The coups of one true-count band of a count.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TrueCountBand {
    /// The band holds true counts from this (inclusive) to one more (exclusive); the lowest
    /// band also holds everything below, the highest everything above.
    pub true_count: i64,
    /// Coups priced in the band.
    pub coups: u64,
    /// Share of them with EV > 0.
    pub share_positive: f64,
    /// Mean EV of all of them.
    pub mean_ev: f64,
}

/// A count's tags and trigger as one label (and its true-count divisor when not exact).
pub(crate) fn count_label(c: &CountPlan) -> String {
    let per = match (c.trigger, c.decks) {
        (Trigger::True { .. }, d) if d != DeckEstimate::Exact => format!(" (decks: {})", d.name()),
        _ => String::new(),
    };
    format!("{} {}{per}", c.tags, c.trigger)
}

/// Everything reported for one bet.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SimulateBetReport {
    /// The bet.
    #[serde(flatten)]
    pub bet: BetId,
    /// Coups priced.
    pub coups: u64,
    /// Coups with EV > 0.
    pub positive: u64,
    /// Their share.
    pub share_positive: f64,
    /// Mean EV when positive.
    pub mean_edge_positive: Option<f64>,
    /// The player who bets one unit whenever EV > 0.
    pub exact: PlayerReport,
    /// The exact player under the staking model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_staked: Option<PlayerReport>,
    /// One count player per count of this bet (with --tags), in the order given.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub counts: Vec<CountReport>,
    /// Pricing against dealing.
    pub check: CheckReport,
    /// By unseen cards (bands with coups only).
    pub by_unseen: Vec<BandReport>,
}

/// The result of `simulate` (and of `merge`).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SimulateReport {
    /// Always "simulation".
    pub engine: &'static str,
    /// Every input.
    pub inputs: Inputs,
    /// Coups dealt.
    pub coups: u64,
    /// Mean coups per shoe.
    pub coups_per_shoe: f64,
    /// Per bet.
    pub results: Vec<SimulateBetReport>,
    /// The exact integer sums every figure is derived from (what `merge` adds).
    pub tally: Tally,
}

/// What `merge` reads back from a `simulate` JSON result: its inputs and exact tally.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SimulatePart {
    /// Every input of the part's run.
    pub inputs: Inputs,
    /// The part's exact integer sums.
    pub tally: Tally,
    /// The figures derived from the tally (recomputed by `merge`): read and set aside, so
    /// that any other field is refused.
    #[serde(default, rename = "engine")]
    pub _engine: serde::de::IgnoredAny,
    /// As `_engine`.
    #[serde(default, rename = "coups")]
    pub _coups: serde::de::IgnoredAny,
    /// As `_engine`.
    #[serde(default, rename = "coups_per_shoe")]
    pub _coups_per_shoe: serde::de::IgnoredAny,
    /// As `_engine`.
    #[serde(default, rename = "results")]
    pub _results: serde::de::IgnoredAny,
}

fn bet_report(bet: &Bet, t: &BetTally, shoes: u64, inputs: &Inputs) -> SimulateBetReport {
    let (bucket, cards) = (u64::from(inputs.bucket), u64::from(inputs.decks) * 52);
    let (mean_miss, standard_error) = t.miss();
    let by_unseen = t
        .buckets
        .iter()
        .enumerate()
        .filter(|(_, b)| b.coups > 0)
        .map(|(i, b)| BandReport {
            unseen_from: i as u64 * bucket,
            // The last band stops at the shoe size: no coup has more unseen cards.
            unseen_to: ((i as u64 + 1) * bucket - 1).min(cards),
            coups: b.coups,
            share_positive: b.positive as f64 / b.coups as f64,
            mean_edge_positive: b.mean_edge_positive(),
            mean_ev: b.mean_ev(),
        })
        .collect();
    let player = |p: &Option<PlayTally>| p.as_ref().map(|p| PlayerReport::new(p, shoes));
    let plans = inputs.counts.iter().filter(|c| c.bet == t.id);
    let counts = plans
        .zip(&t.counts)
        .map(|(c, ct)| CountReport {
            count: count_label(c),
            play: PlayerReport::new(&ct.play, shoes),
            staked: player(&ct.staked),
            by_true_count: (TRUE_COUNT_LOW..)
                .zip(&ct.by_true_count)
                .filter(|(_, b)| b.coups > 0)
                .map(|(tc, b)| TrueCountBand {
                    true_count: tc,
                    coups: b.coups,
                    share_positive: b.positive as f64 / b.coups as f64,
                    mean_ev: b.mean_ev(),
                })
                .collect(),
        })
        .collect();
    SimulateBetReport {
        bet: BetId {
            id: t.id.clone(),
            name: bet.name.clone(),
        },
        coups: t.coups,
        positive: t.positive,
        share_positive: t.share_positive(),
        mean_edge_positive: t.mean_edge_positive(),
        exact: PlayerReport::new(&t.exact, shoes),
        exact_staked: player(&t.exact_staked),
        counts,
        check: CheckReport {
            mean_miss,
            standard_error,
            first_coup_ev: t.first_coup_ev(shoes),
        },
        by_unseen,
    }
}

/// The report of a study: a pure function of its inputs and tally, so that `merge` rebuilds
/// byte for byte what a single run would print.
pub(crate) fn build_report(inputs: Inputs, tally: Tally) -> SimulateReport {
    let shoes = tally.shoes;
    SimulateReport {
        engine: "simulation",
        coups: tally.coups,
        coups_per_shoe: tally.coups as f64 / shoes as f64,
        results: inputs
            .bets
            .iter()
            .zip(&tally.bets)
            .map(|(b, t)| bet_report(b, t, shoes, &inputs))
            .collect(),
        inputs,
        tally,
    }
}
