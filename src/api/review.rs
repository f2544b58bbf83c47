//! `review`: a session's wagers against the exact odds of the moment each was placed
//! (game protection; `docs/review.md`).

mod table;

use super::echo::RulesEcho;
use super::{select_bets, BetsChoice, RulesChoice};
use crate::bets::{builtin, Bet};
use crate::error::{Error, Result};
use crate::limits::Limits;
use crate::logs::digest;
use crate::ratio::Exact;
use crate::review::{
    parse_bet_log, review, BetTest, LogFormat, PlayerReview, ResultTest, ReviewSpec, ShoeLog,
    WagerReview, DEFAULT_PERMUTATIONS, DEFAULT_REVIEW_SEED,
};
use crate::shoe::DEFAULT_DECKS;
pub use table::{BandRow, TableRow};

use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

/// The question `review` answers: were these wagers placed when the shoe favoured them,
/// and how unlikely is that timing by chance?
///
/// The logs come inline (no field is a path); their format is `csv` or `jsonl` (by
/// default `jsonl` when the text starts with `{`, else `csv`). In JSON, a log is the text
/// of the file, or an array whose elements are its lines: each a string (one line of CSV or
/// of JSON lines) or an object (one JSON-lines row); the array is joined into text, one
/// element per line, so line `N` of an error is element `N` and the SHA-256 is the joined
/// text's.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "server", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields, default)]
#[cfg_attr(feature = "server", schema(as = ReviewBody, example = json!({
    "decks": 8,
    "shoe_log": "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,4 5,K 3\n0,3,A Q 8,2 A\n",
    "bet_log": [{"shoe": 0, "coup": 2, "player": "ann", "bet": "banco", "stake": "10"},
                {"shoe": 0, "coup": 3, "player": "bob", "bet": "punto", "stake": "5"}],
    "permutations": 99
})))]
pub struct ReviewRequest {
    /// The shoe log: `shoe,coup,punto,banco,burn` rows (text or lines).
    #[serde(deserialize_with = "log_text")]
    #[cfg_attr(feature = "server", schema(value_type = super::choice::schema::LogText))]
    pub shoe_log: String,
    /// Its format, `csv` or `jsonl` (default: `jsonl` when the text starts with `{`, else `csv`).
    #[cfg_attr(feature = "server", schema(value_type = Option<crate::logs::LogFormat>))]
    pub shoe_log_format: Option<String>,
    /// The bet log: `shoe,coup,player,bet,stake` rows (text or lines).
    #[serde(deserialize_with = "log_text")]
    #[cfg_attr(feature = "server", schema(value_type = super::choice::schema::LogText))]
    pub bet_log: String,
    /// Its format, `csv` or `jsonl` (default: `jsonl` when the text starts with `{`, else `csv`).
    #[cfg_attr(feature = "server", schema(value_type = Option<crate::logs::LogFormat>))]
    pub bet_log_format: Option<String>,
    /// Decks per shoe (default 6).
    #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 1000))]
    pub decks: Option<u32>,
    /// The rule set the shoes were dealt under (default `standard`).
    pub rules: RulesChoice,
    /// The bets wagers may name (default: every bet the bet log names, built-in or custom).
    pub bets: Option<BetsChoice>,
    /// Custom bets.
    pub custom_bets: Vec<Bet>,
    /// Permutation draws per player (default 9,999; permutations × bet-log lines at most
    /// 2 × 10^8).
    #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 999999))]
    pub permutations: u32,
    /// Seed of the draws (default 20261201).
    #[cfg_attr(feature = "server", schema(schema_with = super::choice::schema::review_seed))]
    pub seed: Option<u64>,
    /// Flag a player whose Holm-adjusted p-value is below this (default 0.01).
    #[cfg_attr(
        feature = "server",
        schema(exclusive_minimum = 0, exclusive_maximum = 1)
    )]
    pub alpha: f64,
    /// The house procedure the re-deal null of the result test deals complete shoes by
    /// (`midi`, `french`, `common`; default `common`).
    pub procedure: String,
}

impl Default for ReviewRequest {
    fn default() -> ReviewRequest {
        ReviewRequest {
            shoe_log: String::new(),
            shoe_log_format: None,
            bet_log: String::new(),
            bet_log_format: None,
            decks: None,
            rules: RulesChoice::default(),
            bets: None,
            custom_bets: Vec::new(),
            permutations: DEFAULT_PERMUTATIONS,
            seed: None,
            alpha: 0.01,
            procedure: "common".into(),
        }
    }
}

/// Reads a log given in JSON: a string (the text) or an array of lines, each a string (a
/// line of CSV or JSON lines, without a line break) or an object (a JSON-lines row, written
/// compactly); the array's elements are joined with `\n`, each ending its line.
///
/// # Errors
/// Any other JSON value, or a string element holding a line break.
pub fn log_text<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<String, D::Error> {
    use serde::de::Error as _;
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Given {
        Text(String),
        Lines(Vec<serde_json::Value>),
    }
    let given = Given::deserialize(d).map_err(|_| {
        D::Error::custom("a log is a string (its text) or an array of lines (strings or objects)")
    })?;
    match given {
        Given::Text(t) => Ok(t),
        Given::Lines(lines) => {
            let mut text = String::new();
            for (i, v) in lines.iter().enumerate() {
                match v {
                    serde_json::Value::String(s) if !s.contains(['\n', '\r']) => text.push_str(s),
                    serde_json::Value::String(_) => {
                        return Err(D::Error::custom(format!(
                            "log line {}: a line of the array holds a line break",
                            i + 1
                        )))
                    }
                    serde_json::Value::Object(_) => text.push_str(&v.to_string()),
                    _ => {
                        return Err(D::Error::custom(format!(
                            "log line {}: each element of a log array is a string or an object",
                            i + 1
                        )))
                    }
                }
                text.push('\n');
            }
            Ok(text)
        }
    }
}

impl ReviewRequest {
    /// Reads and checks both logs, prices every wager and tests every player.
    ///
    /// # Errors
    /// A malformed log line, a coup that breaks the tableau, a shoe that deals more of a
    /// card than it holds, a wager on a shoe, coup or bet that does not exist, a stake that
    /// is not a positive amount (each naming the line); an unknown rule set or bet; a
    /// permutation count or alpha out of range.
    pub fn run(&self) -> Result<ReviewReport> {
        self.run_within(Limits::default())
    }

    /// [`ReviewRequest::run`] within `limits`: a review over its budget is refused before
    /// anything is priced, and the review stops once its cancel flag is raised (how a
    /// server bounds the reviews of its clients).
    ///
    /// # Errors
    /// As [`ReviewRequest::run`]; a review over the budget (naming the count and the
    /// limit); [`crate::ErrorKind::Runtime`] once the flag is raised.
    pub fn run_within(&self, limits: Limits<crate::review::Budget>) -> Result<ReviewReport> {
        let decks = self.decks.unwrap_or(DEFAULT_DECKS);
        crate::review::check_decks(decks)?;
        let rules = self.rules.resolve()?;
        let shoe_format = LogFormat::of_log(self.shoe_log_format.as_deref(), &self.shoe_log)?;
        let bet_format = LogFormat::of_log(self.bet_log_format.as_deref(), &self.bet_log)?;
        let log = ShoeLog::parse(&self.shoe_log, shoe_format, decks, &rules)?;
        let wagers = parse_bet_log(&self.bet_log, bet_format)?;
        let choice = match &self.bets {
            Some(c) => c.clone(),
            None => {
                let mut ids: Vec<String> = Vec::new();
                for w in &wagers {
                    let custom = self.custom_bets.iter().any(|b| b.id == w.bet);
                    if !custom && builtin(&w.bet, &rules).is_none() {
                        return Err(Error::input(format!(
                            "bet log line {}: unknown bet '{}'{}known bets are {}",
                            w.line,
                            w.bet,
                            super::did_you_mean(&w.bet, crate::bets::builtin_ids()),
                            crate::bets::builtin_ids().join(", ")
                        )));
                    }
                    if !custom && !ids.contains(&w.bet) {
                        ids.push(w.bet.clone());
                    }
                }
                BetsChoice::List(ids)
            }
        };
        let bets = if matches!(&choice, BetsChoice::List(v) if v.is_empty()) {
            super::check_unique(&self.custom_bets)?;
            self.custom_bets.clone()
        } else {
            select_bets(&choice, &self.custom_bets, &rules)?
        };
        let seed = self.seed.unwrap_or(DEFAULT_REVIEW_SEED);
        let spec = ReviewSpec {
            rules: rules.clone(),
            bets: bets.clone(),
            permutations: self.permutations,
            seed,
            alpha: self.alpha,
            limits,
            procedure: crate::simulate::Procedure::preset(&self.procedure)?,
        };
        let r = review(&spec, &log, &wagers)?;
        Ok(ReviewReport {
            engine: "review",
            inputs: ReviewInputs {
                rules: RulesEcho::new(&rules),
                decks,
                bets: bets.iter().map(|b| b.id.clone()).collect(),
                permutations: self.permutations,
                seed,
                alpha: self.alpha,
                shoe_log: LogEcho {
                    format: shoe_format.name(),
                    sha256: digest(&self.shoe_log),
                    rows: r.shoes,
                },
                bet_log: LogEcho {
                    format: bet_format.name(),
                    sha256: digest(&self.bet_log),
                    rows: r.wagers.len(),
                },
                coups: r.coups,
                states_priced: r.states_priced,
            },
            players: r.players.iter().map(PlayerRow::new).collect(),
            table: TableRow::new(&r.table),
            wagers: r.wagers.iter().map(WagerRow::new).collect(),
        })
    }
}

/// One input log, identified.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct LogEcho {
    /// `csv` or `jsonl`.
    pub format: &'static str,
    /// SHA-256 of the text, hex.
    pub sha256: String,
    /// Shoes (shoe log) or wagers (bet log).
    pub rows: usize,
}

/// What a review was run with.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ReviewInputs {
    /// The rule set, in full.
    pub rules: RulesEcho,
    /// Decks per shoe.
    pub decks: u32,
    /// The bets reviewed.
    pub bets: Vec<String>,
    /// Permutation draws per player.
    pub permutations: u32,
    /// Seed of the draws.
    pub seed: u64,
    /// The flagging level of the Holm-adjusted p-values.
    pub alpha: f64,
    /// The shoe log (`rows`: shoes).
    pub shoe_log: LogEcho,
    /// The bet log (`rows`: wagers).
    pub bet_log: LogEcho,
    /// Coups in the shoe log.
    pub coups: usize,
    /// Distinct shoe states priced.
    pub states_priced: usize,
}

/// One bet's best separating count in a [`PlayerRow`].
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BestCountRow {
    /// The system as `--tags` spells it (`jacobson`, `derived:4`).
    pub tags: String,
    /// Its area under the ROC curve.
    pub auc: f64,
    /// The apparent trigger, `tc>=X`.
    pub trigger: String,
    /// Share of the coups bet at or above the trigger.
    pub tpr: f64,
    /// Share of the coups not bet at or above the trigger.
    pub fpr: f64,
}

/// One bet of a player of a [`ReviewReport`], tested on its own.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BetTestRow {
    /// The bet's id.
    pub bet: String,
    /// Coups in which the player staked on it.
    pub coups: usize,
    /// Wagers on it.
    pub wagers: usize,
    /// Total staked on it, exact.
    pub staked: Exact,
    /// The statistic: the stake-weighted mean EV of these wagers.
    pub mean_ev: f64,
    /// One-sided permutation p-value of these wagers' timing.
    pub p_value: f64,
    /// Its Monte-Carlo error.
    pub p_error: f64,
    /// Draws with a statistic at least the observed.
    pub at_least: u64,
    /// Holm-adjusted across every test of the review.
    pub p_adjusted: f64,
    /// `p_adjusted < alpha`.
    pub flagged: bool,
    /// The player's own test (their only bet), counted once by Holm.
    pub same_as_player: bool,
}

impl BetTestRow {
    fn new(b: &BetTest) -> BetTestRow {
        BetTestRow {
            bet: b.bet.clone(),
            coups: b.coups,
            wagers: b.wagers,
            staked: Exact::from(&b.staked),
            mean_ev: b.mean_ev,
            p_value: b.test.p_value,
            p_error: b.test.error,
            at_least: b.test.at_least,
            p_adjusted: b.p_adjusted,
            flagged: b.flagged,
            same_as_player: b.same_as_player,
        }
    }
}

/// One player of a [`ReviewReport`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerRow {
    /// The label of the bet log.
    pub player: String,
    /// Shoes in which the player bet.
    pub shoes: usize,
    /// Coups in which the player bet.
    pub coups: usize,
    /// Wagers.
    pub wagers: usize,
    /// Total staked, exact.
    pub staked: Exact,
    /// Expected win (the house's expected loss to the player), exact.
    pub expected: Exact,
    /// Actual win, exact.
    pub actual: Exact,
    /// Share of the stake on +EV wagers.
    pub share_stake_positive: f64,
    /// Share of +EV opportunities (coups × bets made) in the same shoes.
    pub share_positive: f64,
    /// The statistic: stake-weighted mean EV per unit.
    pub mean_ev: f64,
    /// One-sided permutation p-value, `(1 + at_least) / (1 + permutations)`.
    pub p_value: f64,
    /// Its Monte-Carlo error.
    pub p_error: f64,
    /// Draws with a statistic at least the observed.
    pub at_least: u64,
    /// Holm-adjusted across every test of the review (each player's, and each bet's of a
    /// player who made several).
    pub p_adjusted: f64,
    /// `p_adjusted < alpha`.
    pub flagged: bool,
    /// Per bet the player made, its own test.
    pub bets: Vec<BetTestRow>,
    /// The result test: was the win luck?
    pub result: ResultRow,
    /// Per bet, the count that best separates the coups bet from the others.
    #[serde(serialize_with = "keyed")]
    pub best_count: Vec<(String, BestCountRow)>,
    /// Coup by coup, per bet: (EV per unit, stake) for the plot (not in JSON).
    #[serde(skip)]
    pub(crate) timeline: Vec<(String, Vec<(f64, f64)>)>,
}

/// A player's result against the exact odds of each coup (`docs/review.md`, "The result
/// test").
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResultRow {
    /// What the player won (negative: lost), stakes × outcomes as logged, exact.
    pub won: Exact,
    /// Σ stake × EV, each EV given the cards before its coup, exact.
    pub expected: Exact,
    /// Σ over the player's coups of the variance of their whole layout on the coup, exact
    /// (`null` when a perfect-pair bet shares a coup with another of their bets).
    pub variance: Option<Exact>,
    /// `(won − expected) / sqrt(variance)` (`null` without a variance above 0).
    pub z: Option<f64>,
    /// One-sided upper-tail normal p-value of `z`: won more than luck allows.
    pub p_value: Option<f64>,
    /// The upper-tail p-value of `won` under the exact null, sequential (Besag and
    /// Clifford): `10 / l` when the 10th draw with `won* >= won` is draw `l`, else
    /// `(1 + #{won* >= won}) / (1 + D)`; every shoe of the player's wagers re-dealt from its
    /// own cards by the house procedure, their logged stakes replayed coup by coup (absent
    /// unless every such shoe is complete: its rest row logged).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_redeal: Option<f64>,
    /// Its Monte-Carlo error, `sqrt(p (1 − p) / l)` over the `l` draws used (absent with
    /// it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_redeal_error: Option<f64>,
    /// Holm-adjusted across the players' result tests.
    pub p_adjusted: Option<f64>,
    /// `p_adjusted < alpha`.
    pub unusual: bool,
}

impl ResultRow {
    fn new(r: &ResultTest) -> ResultRow {
        ResultRow {
            won: Exact::from(&r.won),
            expected: Exact::from(&r.expected),
            variance: r.variance.as_ref().map(Exact::from),
            z: r.z,
            p_value: r.p_value,
            p_redeal: r.p_redeal.map(|t| t.p_value),
            p_redeal_error: r.p_redeal.map(|t| t.error),
            p_adjusted: r.p_adjusted,
            unusual: r.unusual,
        }
    }
}

fn keyed<S: Serializer>(
    v: &[(String, BestCountRow)],
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(v.len()))?;
    for (k, b) in v {
        map.serialize_entry(k, b)?;
    }
    map.end()
}

impl PlayerRow {
    fn new(p: &PlayerReview) -> PlayerRow {
        PlayerRow {
            player: p.player.clone(),
            shoes: p.shoes,
            coups: p.coups,
            wagers: p.wagers,
            staked: Exact::from(&p.staked),
            expected: Exact::from(&p.expected),
            actual: Exact::from(&p.actual),
            share_stake_positive: p.share_stake_positive,
            share_positive: p.share_positive,
            mean_ev: p.mean_ev,
            p_value: p.test.p_value,
            p_error: p.test.error,
            at_least: p.test.at_least,
            p_adjusted: p.p_adjusted,
            flagged: p.flagged,
            bets: p.bets.iter().map(BetTestRow::new).collect(),
            result: ResultRow::new(&p.result),
            timeline: p
                .timeline
                .iter()
                .map(|t| (t.bet.clone(), t.points.clone()))
                .collect(),
            best_count: p
                .best_count
                .iter()
                .map(|b| {
                    (
                        b.bet.clone(),
                        BestCountRow {
                            tags: b.tags.clone(),
                            auc: b.auc,
                            trigger: b.trigger.clone(),
                            tpr: b.tpr,
                            fpr: b.fpr,
                        },
                    )
                })
                .collect(),
        }
    }
}

/// One wager of a [`ReviewReport`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WagerRow {
    /// The shoe's number.
    pub shoe: u64,
    /// The coup's number.
    pub coup: u32,
    /// Who bet.
    pub player: String,
    /// The bet's id.
    pub bet: String,
    /// The stake, exact.
    pub stake: Exact,
    /// The exact EV per unit when placed.
    pub ev: Exact,
    /// The actual win per unit.
    pub result: Exact,
}

impl WagerRow {
    fn new(w: &WagerReview) -> WagerRow {
        WagerRow {
            shoe: w.shoe,
            coup: w.coup,
            player: w.player.clone(),
            bet: w.bet.clone(),
            stake: Exact::from(&w.stake),
            ev: Exact::from(&w.ev),
            result: Exact::from(&w.result),
        }
    }
}

/// The answer of `review`: per player the totals, the permutation test and the best count;
/// per wager its exact EV.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewReport {
    /// Always `"review"`.
    pub engine: &'static str,
    /// What the review was run with.
    pub inputs: ReviewInputs,
    /// Players, in order of first appearance in the bet log.
    pub players: Vec<PlayerRow>,
    /// The table's hold over every player.
    pub table: TableRow,
    /// Wagers, in the order of the bet log.
    pub wagers: Vec<WagerRow>,
}

impl ReviewReport {
    /// The tests Holm's adjustment runs across: one per player, plus one per bet of each
    /// player who made several bets.
    pub fn tests(&self) -> usize {
        self.players
            .iter()
            .map(|p| 1 + p.bets.iter().filter(|b| !b.same_as_player).count())
            .sum()
    }

    /// What the draws allow: the smallest Holm-adjusted p-value the review's tests can give
    /// and the fewest draws with which it is below the level ([`crate::stats::p_floor`]).
    pub fn p_floor(&self) -> crate::stats::PFloor {
        crate::stats::p_floor(self.tests(), self.inputs.permutations, self.inputs.alpha)
    }

    /// The players a reader is shown first: those flagged, on their own test or on one of
    /// their bets' (every player when none is). The investigation file lists their wagers
    /// and plots their stakes.
    pub fn shown_players(&self) -> Vec<&PlayerRow> {
        let flagged = |p: &&PlayerRow| p.flagged || p.bets.iter().any(|b| b.flagged);
        let any = self.players.iter().any(|p| flagged(&p));
        self.players.iter().filter(|p| !any || flagged(p)).collect()
    }

    /// Whether any player is flagged, on their own test or on one of their bets'.
    pub fn any_flagged(&self) -> bool {
        self.players
            .iter()
            .any(|p| p.flagged || p.bets.iter().any(|b| b.flagged))
    }
}
