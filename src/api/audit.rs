//! `audit`: dealt shoes against a fair shuffle and against the exact odds (game integrity;
//! `docs/audit.md`).

use super::RulesChoice;
use crate::api::echo::RulesEcho;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::integrity::{
    audit, level_rule, read_log, AuditSpec, Misfit, DEFAULT_AUDIT_DRAWS, DEFAULT_AUDIT_SEED,
    DEFAULT_LEVEL,
};
use crate::limits::Limits;
use crate::logs::{digest, LogFormat};
use crate::shoe::DEFAULT_DECKS;
use crate::simulate::{Procedure, MAX_STUDY_DECKS};
use serde::{Deserialize, Serialize};

/// The most shoe logs one audit reads (one per table).
pub const MAX_AUDIT_LOGS: usize = 1000;

/// The most cards times draws one audit re-orders (its cost: every draw re-orders and
/// re-deals every shoe): 5 x 10^9, twice a casino's day (100 tables x 60 eight-deck shoes
/// x 999 draws is 2.5 x 10^9).
pub const MAX_AUDIT_WORK: u64 = 5_000_000_000;

/// One shoe log of an audit: the shoes of one table, in order.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "server", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields, default)]
#[cfg_attr(feature = "server", schema(as = AuditLogBody))]
pub struct AuditLog {
    /// The log's text: `shoe,coup,punto,banco,burn,rest` rows (or an array of lines).
    #[serde(deserialize_with = "super::review::log_text")]
    #[cfg_attr(feature = "server", schema(value_type = super::choice::schema::LogText))]
    pub text: String,
    /// `csv` or `jsonl` (default: `jsonl` when the text starts with `{`, else `csv`).
    #[cfg_attr(feature = "server", schema(value_type = Option<crate::logs::LogFormat>))]
    pub format: Option<String>,
    /// A name for the log (its file name on the command line).
    pub name: Option<String>,
    /// Whether `text` is the CSV shoe log a front end rebuilt from a `track` session (set
    /// by the front end that replayed it, never read from JSON): the echo names the log's
    /// format `session`.
    #[serde(skip)]
    pub session: bool,
}

/// The question `audit` answers: were these shoes dealt from the right cards, in a fair
/// order, with outcomes the exact odds allow?
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "server", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields, default)]
#[cfg_attr(feature = "server", schema(as = AuditBody, example = json!({
    "decks": 8,
    "shoe_logs": [{"name": "table-1",
                   "text": "shoe,coup,punto,banco\n0,1,9h Kd,2c 3s\n0,2,4h 5d,Kc 3d\n0,3,Ah Qs,8c Ad\n"}],
    "permutations": 99
})))]
pub struct AuditRequest {
    /// The shoe logs, one per table (at least 1).
    #[cfg_attr(feature = "server", schema(default = json!([])))]
    pub shoe_logs: Vec<AuditLog>,
    /// Decks per shoe (default 6).
    #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 1000))]
    pub decks: Option<u32>,
    /// The rule set the shoes were dealt under (default `standard`).
    pub rules: RulesChoice,
    /// The house procedure the re-deal null deals by (default `common`).
    pub procedure: String,
    /// Cards behind the cut card, overriding the procedure's.
    #[cfg_attr(feature = "server", schema(minimum = 6))]
    pub cut_card: Option<u32>,
    /// Re-orderings and re-deals (default 999; permutations × coups at most 5 × 10^6).
    #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 99999))]
    pub permutations: u32,
    /// Seed of the draws (default 20261202).
    #[cfg_attr(feature = "server", schema(schema_with = super::choice::schema::audit_seed))]
    pub seed: Option<u64>,
    /// Flag a test whose Holm-adjusted p-value is below this: 0.05 (default, Maryland COMAR
    /// 36.05.02.17(F)) or 0.01 (West Virginia §29-22B-909).
    #[cfg_attr(feature = "server", schema(exclusive_minimum = 0, maximum = 0.5))]
    pub level: f64,
}

impl Default for AuditRequest {
    fn default() -> AuditRequest {
        AuditRequest {
            shoe_logs: Vec::new(),
            decks: None,
            rules: RulesChoice::default(),
            procedure: "common".into(),
            cut_card: None,
            permutations: DEFAULT_AUDIT_DRAWS,
            seed: None,
            level: DEFAULT_LEVEL,
        }
    }
}

/// One log, identified.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct AuditLogEcho {
    /// Its name, if given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// `csv`, `jsonl`, or `session` (a `track` session, audited as the CSV shoe log it
    /// rebuilds).
    pub format: &'static str,
    /// SHA-256 of the text, hex.
    pub sha256: String,
    /// Shoes, shoes with their rest row, coups.
    pub shoes: usize,
    /// Shoes with their rest row.
    pub complete: usize,
    /// Coups.
    pub coups: usize,
    /// Shoes the outcome tests cover: every shoe but those whose composition is wrong.
    pub outcome_shoes: usize,
    /// The shoes (numbers as logged) left out of the outcome tests, their composition
    /// wrong; absent when none is.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub left_out: Vec<u64>,
}

/// What an audit was run with.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct AuditInputs {
    /// The tool, version and commit.
    pub tool: String,
    /// The rule set.
    pub rules: RulesEcho,
    /// Decks per shoe.
    pub decks: u32,
    /// The procedure the re-deals follow.
    pub procedure: String,
    /// Re-orderings and re-deals.
    pub permutations: u32,
    /// Seed of the draws.
    pub seed: u64,
    /// The logs.
    pub shoe_logs: Vec<AuditLogEcho>,
}

/// One test, as reported.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct AuditTestRow {
    /// The test.
    pub name: &'static str,
    /// The statistic observed.
    pub statistic: f64,
    /// Its null expectation, where shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<f64>,
    /// The p-value.
    pub p_value: f64,
    /// Holm-adjusted across the tests.
    pub p_adjusted: f64,
    /// `p_adjusted < level`.
    pub flagged: bool,
    /// How the p-value was found.
    pub method: &'static str,
}

/// An audit's verdict as facts: every test passed and every card count right, or what was
/// wrong: the wrong card counts, the tests failed at the level after Holm.
///
/// Each front end words it: the audit file and the tables through the catalogs
/// (`au-summary-*` in `src/i18n/ftl/{lang}/audit.ftl`, [`AuditVerdict::words`]); the JSON,
/// the same in every language, as its English sentence
/// (`"flagged: 1 wrong card count; failed at level 0.05 after Holm (...): banco_wins"`).
/// Both are written by `report::views::audit`.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditVerdict {
    /// The level the tests were judged at.
    pub level: f64,
    /// Wrong card counts (one per shoe and rank).
    pub misfits: usize,
    /// The tests failed at the level after Holm, in the order of the report's tests.
    pub failed: Vec<&'static str>,
}

impl AuditVerdict {
    /// The verdict of `audit` at `level`.
    fn of(audit: &crate::integrity::Audit, level: f64) -> AuditVerdict {
        AuditVerdict {
            level,
            misfits: audit.composition.len(),
            failed: (audit.tests.iter().filter(|t| t.flagged))
                .map(|t| t.name)
                .collect(),
        }
    }

    /// Whether every test passed and every card count is right.
    pub fn passed(&self) -> bool {
        self.misfits == 0 && self.failed.is_empty()
    }
}

/// The answer of an audit: the verdict first, then the evidence.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct AuditReport {
    /// Always `audit`.
    pub engine: &'static str,
    /// True when the composition is wrong or any test fails at the level after Holm.
    pub flagged: bool,
    /// The verdict (in the JSON, its sentence in English).
    pub verdict: AuditVerdict,
    /// The level.
    pub level: f64,
    /// The rule the level follows.
    pub rule: &'static str,
    /// What was audited, and with what.
    pub inputs: AuditInputs,
    /// Every wrong card count.
    pub composition: Vec<Misfit>,
    /// The tests.
    pub tests: Vec<AuditTestRow>,
}

impl AuditRequest {
    fn procedure(&self, cards: u64) -> Result<Procedure> {
        let mut p = Procedure::preset(&self.procedure)?;
        if let Some(c) = self.cut_card {
            p.cut_card = c;
            p.name = format!("{} (cut card {c})", self.procedure);
        }
        p.validate(cards)?;
        Ok(p)
    }

    /// Reads every log (checked against the tableau), each with its echo, and refuses an
    /// audit past [`MAX_AUDIT_WORK`] before anything is computed.
    #[allow(clippy::type_complexity)]
    fn read_logs(
        &self,
        rules: &crate::rules::Rules,
    ) -> Result<(Vec<Vec<crate::integrity::AuditShoe>>, Vec<AuditLogEcho>)> {
        let (mut logs, mut echoes) = (Vec::new(), Vec::new());
        for (i, log) in self.shoe_logs.iter().enumerate() {
            let format = LogFormat::of_log(log.format.as_deref(), &log.text)?;
            let name = log.name.clone().unwrap_or_else(|| format!("log {}", i + 1));
            let shoes = read_log(&log.text, format, rules)
                .map_err(|e| Error::input(format!("{name}: {e}")))?;
            echoes.push(AuditLogEcho {
                name: log.name.clone(),
                format: if log.session {
                    "session"
                } else {
                    format.name()
                },
                sha256: digest(&log.text),
                shoes: shoes.len(),
                complete: shoes.iter().filter(|s| s.complete()).count(),
                coups: shoes.iter().map(|s| s.coups.len()).sum(),
                outcome_shoes: shoes.len(),
                left_out: Vec::new(),
            });
            logs.push(shoes);
        }
        let cards: u64 = logs
            .iter()
            .flatten()
            .map(|s| (s.after_burn().len() + s.burn.len()) as u64)
            .sum();
        let work = cards.saturating_mul(u64::from(self.permutations));
        if work > MAX_AUDIT_WORK {
            return Err(Error::templated(
                ErrorKind::BadInput,
                vec![
                    format!(
                        "this audit would re-order {cards} cards {} times, past the limit of {} \
                         card draws; use fewer ",
                        self.permutations, MAX_AUDIT_WORK
                    )
                    .into(),
                    Input::Permutations.into(),
                    " or split the logs".into(),
                ],
            ));
        }
        Ok((logs, echoes))
    }

    /// Reads every log, checks its coups against the tableau and runs the audit.
    ///
    /// # Errors
    /// A malformed log line or a coup that breaks the tableau (naming the log and line);
    /// no log, too many logs, an audit past [`MAX_AUDIT_WORK`]; an unknown rule set or
    /// procedure; permutations or a level out of range.
    pub fn run(&self) -> Result<AuditReport> {
        self.run_within(Limits::default())
    }

    /// [`AuditRequest::run`] within `limits`: an audit over its budget is refused once its
    /// logs are read, before anything is priced or re-ordered, and its draws stop once its
    /// cancel flag is raised (how a server bounds the audits of its clients).
    ///
    /// # Errors
    /// As [`AuditRequest::run`]; an audit over the budget (naming the count and the
    /// limit); [`crate::ErrorKind::Runtime`] once the flag is raised.
    pub fn run_within(&self, limits: Limits<crate::integrity::Budget>) -> Result<AuditReport> {
        let decks = self.decks.unwrap_or(DEFAULT_DECKS);
        check_decks(decks)?;
        if self.shoe_logs.is_empty() || self.shoe_logs.len() > MAX_AUDIT_LOGS {
            return Err(Error::input(format!(
                "an audit reads 1 to {MAX_AUDIT_LOGS} shoe logs, got {}",
                self.shoe_logs.len()
            )));
        }
        let rules = self.rules.resolve()?;
        let procedure = self.procedure(u64::from(decks) * 52)?;
        let seed = self.seed.unwrap_or(DEFAULT_AUDIT_SEED);
        let spec = AuditSpec {
            rules: rules.clone(),
            decks,
            procedure,
            draws: self.permutations,
            seed,
            level: self.level,
            limits,
        };
        crate::integrity::check_spec(&spec)?;
        let (logs, mut echoes) = self.read_logs(&rules)?;
        let a = audit(&spec, &logs)?;
        let mut covered = a.covered.iter();
        for (log, echo) in logs.iter().zip(&mut echoes) {
            for s in log {
                if !covered.next().copied().unwrap_or(true) {
                    echo.left_out.push(s.shoe);
                }
            }
            echo.outcome_shoes = log.len() - echo.left_out.len();
        }
        let verdict = AuditVerdict::of(&a, self.level);
        Ok(AuditReport {
            engine: "audit",
            flagged: a.flagged,
            level: self.level,
            rule: level_rule(self.level),
            verdict,
            inputs: AuditInputs {
                tool: crate::api::tool_id(),
                rules: RulesEcho::new(&rules),
                decks,
                procedure: spec.procedure.name.clone(),
                permutations: self.permutations,
                seed,
                shoe_logs: echoes,
            },
            composition: a.composition,
            tests: (a.tests.into_iter())
                .map(|t| AuditTestRow {
                    name: t.name,
                    statistic: t.statistic,
                    expected: t.expected,
                    p_value: t.p_value,
                    p_adjusted: t.p_adjusted,
                    flagged: t.flagged,
                    method: t.method,
                })
                .collect(),
        })
    }
}

/// Refuses a deck count an audit does not read: 1 to [`MAX_STUDY_DECKS`] (its re-deals
/// deal shoes as `simulate` does).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the decks and the range.
pub fn check_decks(decks: u32) -> Result<()> {
    if (1..=MAX_STUDY_DECKS).contains(&decks) {
        return Ok(());
    }
    Err(Error::templated(
        ErrorKind::BadInput,
        vec![
            format!("an audit reads shoes of 1 to {MAX_STUDY_DECKS} decks; ").into(),
            Input::Decks.into(),
            format!(" is {decks}").into(),
        ],
    ))
}
