//! One request and one report per question: the library's front door for every front end.
//!
//! Each question the command line answers (odds, ev, mid-coup, eor, compare, report,
//! simulate, rules, bets) has a request type that deserializes from JSON with the CLI's
//! flag names (dashes as underscores) and defaults, and a report type whose `Serialize`
//! form is exactly the CLI's `--format json` document. A front end (the CLI, an HTTP
//! server, a Python module) converts its arguments into a request, calls `run`, and
//! renders the report: it adds no arithmetic of its own.
//!
//! ```
//! use punto_banco::api::OddsRequest;
//!
//! let req: OddsRequest = serde_json::from_str(r#"{"decks": 8, "bets": "main,dragon_7"}"#)?;
//! let report = req.run()?;
//! assert_eq!(report.outcomes.banco.count.to_string(), "2292252566437888");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! No request field is a file path: rules come as a preset name or an inline rules object,
//! custom bets as inline bet objects.

#[macro_use]
mod question;
mod audit;
mod batch;
mod bet_row;
mod bets;
mod choice;
mod compare;
mod echo;
mod eor;
mod ev;
mod ev_report;
pub(crate) mod files;
mod hold;
mod leak;
mod promo;
mod promo_real;
mod promo_statement;
mod promo_statement_report;
mod promo_trip;
// A study's logs written to files (`simulate --coups`, `--deals`, `--bet-log`).
#[cfg(all(feature = "files", unix))]
mod log_files;
mod midcoup;
mod money;
mod odds;
mod outcome;
mod prepared;
mod report;
mod review;
mod rules;
mod simulate;
mod simulate_report;
mod solve;
mod tool;
mod trace;

pub use crate::logs::LogFormat;
pub use audit::{
    AuditInputs, AuditLog, AuditLogEcho, AuditReport, AuditRequest, AuditTestRow, AuditVerdict,
    MAX_AUDIT_LOGS, MAX_AUDIT_WORK,
};
pub use batch::{BatchError, BatchSummary, EvBatch, EvBatchAnswer, EvBatchCoup};
pub use bet_row::{BetId, BetRow};
pub use bets::{bets_listing, BetsListing, BetsRequest};
pub use compare::{CompareBet, CompareCell, CompareReport, CompareRequest, RuleOutcomes};
pub use echo::{winning_pays, BetFigures, BetReport, LineReport, RulesEcho, ShoeEcho};
pub use eor::{
    BetEorReport, DepthReport, EorEffects, EorReport, EorRequest, EorValue, RankEffect, TagsReport,
};
pub use ev::EvRequest;
pub use ev_report::{EvAnswer, EvBatchError, EvBatchLine, EvBet, EvFigures, EvReport, EvValues};
pub use files::{
    bets_file, merge_files, read_log, read_text_file, rules_list, rules_named, rules_path,
};
pub use hold::{
    parse_mix, Band, BandLevel, ExactHold, ExactLevel, HoldReport, HoldRequest, MixShare, PerCoup,
    WinValue, Within, MAX_HANDLE, MAX_HOLD_COUPS, MAX_MIX_BETS,
};
pub use leak::{
    exposure_values, LeakBetReport, LeakFields, LeakReport, LeakRequest, Reading, Seen, SortReport,
    StateEv, StateReport, DEFAULT_TOP,
};
#[cfg(all(feature = "files", unix))]
pub use log_files::{check_outputs, LogError, LogFiles, NamedOutput};
pub use midcoup::{Decided, ExposedEcho, MidCoupReport};
pub use money::{MoneyEcho, MoneySpec};
pub use odds::{Detail, OddsReport, OddsRequest};
pub use outcome::{OutcomeReport, Outcomes};
pub use prepared::{Prepared, TableSpec, REQUEST_CACHE_SIZE};
pub use promo::{
    parse_share, ChipBet, ChipValue, CommissionEcho, DeadChip, ProgrammeReport, PromoChipsReport,
    PromoChipsRequest, CONVENTION,
};
pub use promo_real::{RealPolicy, RealReport, DEFAULT_REAL_TRIPS, REAL_METHOD};
pub use promo_statement::{PromoStatementRequest, PromoTerms};
pub use promo_statement_report::{
    Amount, BestResponse, BreakEven, ChipBest, PlayerTrip, PromoStatementReport, PublishedPromo,
    TermsEcho,
};
pub use promo_trip::{JacobsonEcho, PolicyReport, PromoLossRebateReport, PromoLossRebateRequest};
pub use question::{BetsField, MoneyQuestion, ShoeQuestion, TableQuestion};
pub use report::{canonical_command, parse_percent, ReportAnswer, ReportRequest};
pub use review::{
    BandRow, BestCountRow, BetTestRow, LogEcho, PlayerRow, ResultRow, ReviewInputs, ReviewReport,
    ReviewRequest, TableRow, WagerRow,
};
pub use rules::{rules_document, PresetEntry, PresetList, RulesDocument};
pub use simulate::{check_parts, check_threads, merge, SimulateRequest, Simulation, MAX_THREADS};
pub(crate) use simulate_report::count_label;
pub use simulate_report::{
    BandReport, CheckReport, CountReport, Inputs, PlayerReport, SimulateBetReport, SimulatePart,
    SimulateReport, TrueCountBand,
};
pub use solve::{Solution, SolveRequest};
pub use tool::{binary_sha256, tool_id, VersionReport, COMMIT, TARGET, TOOL, VERSION};
pub use trace::TraceLogs;

use crate::bets::{builtin, builtin_ids, Bet};
use crate::error::{Error, ErrorKind, Input, Part, Question, Result};
use crate::rules::{Rules, RulesFile, PRESETS};
use crate::shoe::{Shoe, ShoeSpec};

/// A rule set in a request: a preset name, or a rule set inline in its file format (read
/// from JSON as either, a mistake worded by field: `choice.rs`).
#[derive(Debug, Clone)]
pub enum RulesChoice {
    /// A preset name (`standard`, `midi`, ...).
    Preset(String),
    /// A rule set in the rules-file format (`punto-banco rules standard --format json`).
    Inline(Box<RulesFile>),
    /// A rule set already built and validated (a front end that read a file).
    Built(Box<Rules>),
}

impl Default for RulesChoice {
    fn default() -> RulesChoice {
        RulesChoice::Preset("standard".into())
    }
}

impl From<Rules> for RulesChoice {
    fn from(r: Rules) -> RulesChoice {
        RulesChoice::Built(Box::new(r))
    }
}

impl From<&str> for RulesChoice {
    fn from(s: &str) -> RulesChoice {
        RulesChoice::Preset(s.to_string())
    }
}

impl RulesChoice {
    /// The validated rule set.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for an unknown preset or an invalid rule set.
    pub fn resolve(&self) -> Result<Rules> {
        let rules = match self {
            RulesChoice::Preset(name) => preset(name),
            RulesChoice::Inline(f) => f.as_ref().clone().into_rules(),
            RulesChoice::Built(r) => Ok(r.as_ref().clone()),
        };
        rules.map_err(|e| e.at(Input::Rules))
    }
}

/// A preset by name, refusing a comma-separated list with a pointer to `compare`.
pub(crate) fn preset(name: &str) -> Result<Rules> {
    if !PRESETS.contains(&name) && name.contains(',') {
        return Err(Error::templated(
            ErrorKind::BadRules,
            vec![
                Input::Rules.into(),
                format!(" takes one rule set, not the list '{name}'; to compare rule sets use: ")
                    .into(),
                Part::Ask(Question::Compare, Input::Rules, name.to_string()),
            ],
        )
        .with_value(name)
        .with_allowed("one rule set"));
    }
    Rules::preset(name)
}

/// Which bets a request prices: comma-separated ids and groups, or a list of them (read
/// from JSON as either, a mistake worded by field: `choice.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BetsChoice {
    /// Comma-separated ids or the groups `main`, `side`, `all`.
    Text(String),
    /// A list of ids or groups.
    List(Vec<String>),
}

impl Default for BetsChoice {
    fn default() -> BetsChoice {
        BetsChoice::Text("main".into())
    }
}

impl From<&str> for BetsChoice {
    fn from(s: &str) -> BetsChoice {
        BetsChoice::Text(s.to_string())
    }
}

impl BetsChoice {
    fn ids(&self) -> Vec<String> {
        match self {
            BetsChoice::Text(s) => s.split(',').map(|x| x.trim().to_string()).collect(),
            BetsChoice::List(v) => v.iter().map(|x| x.trim().to_string()).collect(),
        }
    }
}

/// The names of bet groups in a selection; no bet may take one as its id.
const GROUPS: [&str; 3] = ["main", "side", "all"];

/// The bets of a request: the selected built-ins under `rules`, in the order given, then
/// the custom bets (a custom bet with a built-in's id replaces that bet's pay table in
/// place). Ids are case-insensitive.
///
/// # Errors
/// [`crate::ErrorKind::BadBet`] for an unknown id, a custom id given twice or an empty
/// selection.
pub fn select_bets(choice: &BetsChoice, custom: &[Bet], rules: &Rules) -> Result<Vec<Bet>> {
    select(choice, custom, rules).map_err(|e| e.at(Input::Bets))
}

/// The words between an unknown `word` and the list of the known ones: `; did you mean
/// 'x'? ` naming the known word nearest `word` (by edit distance, ignoring case) when one
/// is near enough to be a slip (at most 2 edits, and at most a third of the word's length
/// plus one), else `; `.
pub(crate) fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    let word = word.to_ascii_lowercase();
    let limit = 2.min(word.chars().count() / 3 + 1);
    known
        .into_iter()
        .map(|k| (edit_distance(&word, &k.to_ascii_lowercase()), k))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map_or_else(|| "; ".into(), |(_, k)| format!("; did you mean '{k}'? "))
}

/// Levenshtein distance: insertions, deletions and substitutions of characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

fn select(choice: &BetsChoice, custom: &[Bet], rules: &Rules) -> Result<Vec<Bet>> {
    let mut out: Vec<Bet> = Vec::new();
    for id in choice.ids().iter().filter(|s| !s.is_empty()) {
        // Bet ids are case-insensitive (`DRAGON_7` is `dragon_7`, echoed in that form).
        let id = id.to_ascii_lowercase();
        let ids: Vec<&str> = match id.as_str() {
            "main" => vec!["punto", "banco", "tie"],
            "side" => builtin_ids().into_iter().skip(3).collect(),
            "all" => builtin_ids(),
            other => vec![other],
        };
        for id in ids {
            let bet = builtin(id, rules).ok_or_else(|| {
                let mut known = vec!["main", "side", "all"];
                known.extend(builtin_ids());
                Error::bet(format!(
                    "unknown bet '{id}'{}known bets are {}",
                    did_you_mean(id, known.iter().copied()),
                    known.join(", ")
                ))
            })?;
            if !out.iter().any(|b| b.id == bet.id) {
                out.push(bet);
            }
        }
    }
    check_unique(custom)?;
    for bet in custom {
        match out.iter_mut().find(|b| b.id == bet.id) {
            Some(slot) => *slot = bet.clone(),
            None => out.push(bet.clone()),
        }
    }
    if out.is_empty() {
        return Err(Error::templated(
            ErrorKind::BadBet,
            vec![
                Input::Bets.into(),
                " is empty; give at least one bet id".into(),
            ],
        )
        .with_value("")
        .with_allowed("at least one bet id"));
    }
    Ok(out)
}

/// Refuses a list of custom bets that gives one id twice.
///
/// # Errors
/// [`crate::ErrorKind::BadBet`] naming the repeated id.
pub fn check_unique(custom: &[Bet]) -> Result<()> {
    if let Some(group) = custom.iter().find(|b| GROUPS.contains(&b.id.as_str())) {
        return Err(Error::bet(format!(
            "bet id '{}' names a group of bets (main, side, all); give the bet another id",
            group.id
        ))
        .at(Input::CustomBets)
        .with_value(group.id.as_str()));
    }
    match custom
        .iter()
        .enumerate()
        .find(|(i, b)| custom[..*i].iter().any(|c| c.id == b.id))
    {
        Some((_, dup)) => Err(Error::bet(format!("bet id '{}' is given twice", dup.id))
            .at(Input::CustomBets)
            .with_value(dup.id.as_str())),
        None => Ok(()),
    }
}

/// Reads custom bets from their JSON form (one bet, or `{"bets": [...]}`), refusing an id
/// given twice.
///
/// # Errors
/// [`crate::ErrorKind::BadBet`] for malformed JSON or a repeated id.
pub fn custom_bets_from_json(text: &str) -> Result<Vec<Bet>> {
    let bets = crate::bets::bets_from_json(text)?;
    check_unique(&bets)?;
    Ok(bets)
}

/// The shoe of a request, from the CLI's `decks`, `removed` and `shoe` fields.
pub(crate) fn shoe_of(
    decks: Option<u32>,
    removed: &Option<String>,
    shoe: &Option<String>,
) -> Result<(ShoeSpec, Shoe)> {
    let spec = ShoeSpec {
        decks,
        removed: removed.clone(),
        shoe: shoe.clone(),
    };
    let built = spec.build()?;
    Ok((spec, built))
}

#[cfg(test)]
mod tests {
    use super::{did_you_mean, edit_distance};

    #[test]
    fn a_slip_of_a_bet_id_gets_the_nearest_id_and_a_stranger_none() {
        assert_eq!(edit_distance("dragon7", "dragon_7"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "tie"), 3);
        let ids = ["punto", "banco", "tie", "dragon_7", "panda_8"];
        assert_eq!(did_you_mean("dragon7", ids), "; did you mean 'dragon_7'? ");
        assert_eq!(did_you_mean("BANKO", ids), "; did you mean 'banco'? ");
        assert_eq!(did_you_mean("panda8", ids), "; did you mean 'panda_8'? ");
        assert_eq!(did_you_mean("xyz", ids), "; ");
        assert_eq!(did_you_mean("q", ids), "; ");
    }
}
