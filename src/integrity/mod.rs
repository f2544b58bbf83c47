//! Game integrity: audit dealt shoes against the exact odds and against a fair shuffle.
//!
//! `review` asks whether a player bet with the shoe; the audit asks whether the game was
//! fair. From shoe logs (every coup's cards, and per shoe a `rest` row of the undealt cards
//! behind the cut card) it checks:
//! - **composition** ([`composition`]): each complete shoe holds exactly the decks' cards;
//!   a shoe known only by its dealt part deals no rank more often than the decks hold, and
//!   each rank's deficit gets its exact hypergeometric tail;
//! - **the shuffle** ([`order`]): card value by position band (chi-square), runs above and
//!   below the median value, serial correlation of consecutive values and carry-over of
//!   adjacent pairs from one shoe of a table to the next, each against the null of a
//!   uniformly random order of the shoe's own cards, by seeded re-ordering;
//! - **outcomes against the exact odds** ([`outcomes`]): Banco, Punto and tie counts
//!   against the re-deal null, and the log-likelihood of the outcomes under the exact
//!   per-coup probabilities (normal approximation).
//!
//! Holm's step-down adjustment runs across the tests; a test is flagged when its adjusted
//! p-value is below the level (default 0.05, the Maryland rule). `docs/audit.md` states
//! every null, statistic and the calibration.

mod budget;
mod calibrate;
pub mod composition;
mod log;
pub mod order;
pub mod outcomes;

pub use budget::Budget;
pub use calibrate::dealt_shoes;
pub use composition::{Deficit, Misfit};
pub use log::{read_log, AuditCoup, AuditShoe};

use crate::error::{Error, ErrorKind, Input, Result};
use crate::limits::Limits;
use crate::rules::Rules;
use crate::simulate::Procedure;
use crate::stats::permutation_p;
pub use crate::stats::{holm, normal_two_sided};

/// Re-orderings and re-deals drawn by default.
pub const DEFAULT_AUDIT_DRAWS: u32 = 999;

/// The most re-orderings and re-deals one audit draws.
pub const MAX_AUDIT_DRAWS: u32 = 99_999;

/// The seed of the draws when none is given (the date the audit was written, 2026-12-02).
pub const DEFAULT_AUDIT_SEED: u64 = 20_261_202;

/// The default level: Maryland, COMAR 36.05.02.17(F) (an automated shuffler meets a 95%
/// confidence level on a chi-squared goodness-of-fit test).
pub const DEFAULT_LEVEL: f64 = 0.05;

/// The rule a level follows, in words.
pub fn level_rule(level: f64) -> &'static str {
    if level == 0.05 {
        "Maryland COMAR 36.05.02.17(F): 95% confidence"
    } else if level == 0.01 {
        "West Virginia §29-22B-909: 99% confidence"
    } else {
        "a level chosen by the user (no rule named)"
    }
}

/// What an audit is run with.
#[derive(Debug, Clone)]
pub struct AuditSpec {
    /// The rule set the shoes were dealt under.
    pub rules: Rules,
    /// Decks per shoe.
    pub decks: u32,
    /// The house procedure the re-deal null deals by (its cut card and last-coup rule; the
    /// burn is each shoe's own, as logged).
    pub procedure: Procedure,
    /// Re-orderings and re-deals.
    pub draws: u32,
    /// Seed of the draws.
    pub seed: u64,
    /// Flag a test whose Holm-adjusted p-value is below this.
    pub level: f64,
    /// The budget the audit is checked against once its logs are read, and the flag that
    /// stops its draws when its client goes away (the default: neither, as on the command
    /// line and in Python; a server sets both).
    pub limits: Limits<Budget>,
}

/// One test of the audit.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditTest {
    /// Its name (`value_by_band`, `runs_median`, ...).
    pub name: &'static str,
    /// The statistic observed.
    pub statistic: f64,
    /// Its null expectation, where it has one worth showing.
    pub expected: Option<f64>,
    /// The p-value.
    pub p_value: f64,
    /// Holm's adjustment across the audit's tests.
    pub p_adjusted: f64,
    /// `p_adjusted < level`.
    pub flagged: bool,
    /// How the p-value was found.
    pub method: &'static str,
}

/// An audit's findings.
#[derive(Debug, Clone, PartialEq)]
pub struct Audit {
    /// Every wrong card count.
    pub composition: Vec<Misfit>,
    /// The tests, in a fixed order.
    pub tests: Vec<AuditTest>,
    /// Shoes, complete shoes and coups audited.
    pub shoes: usize,
    /// Shoes with their rest row.
    pub complete: usize,
    /// Coups audited.
    pub coups: usize,
    /// Per shoe (every log's, in order), whether the outcome tests cover it: a shoe whose
    /// composition is wrong is left out of both their statistic and their re-dealt null.
    pub covered: Vec<bool>,
    /// Whether the composition is wrong or any test is flagged.
    pub flagged: bool,
}

fn test(
    name: &'static str,
    statistic: f64,
    expected: Option<f64>,
    p: f64,
    method: &'static str,
) -> AuditTest {
    AuditTest {
        name,
        statistic,
        expected,
        p_value: p,
        p_adjusted: p,
        flagged: false,
        method,
    }
}

/// Checks the spec's ranges.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] for draws outside 1 to [`MAX_AUDIT_DRAWS`] or a level
/// outside (0, 0.5].
pub fn check_spec(spec: &AuditSpec) -> Result<()> {
    if spec.draws == 0 || spec.draws > MAX_AUDIT_DRAWS {
        return Err(Error::named(
            ErrorKind::BadInput,
            Input::Permutations,
            format!(" must be 1 to {MAX_AUDIT_DRAWS}, got {}", spec.draws),
        ));
    }
    if !(spec.level > 0.0 && spec.level <= 0.5) {
        return Err(Error::named(
            ErrorKind::BadInput,
            Input::Level,
            format!(
                " must be above 0 and at most 0.5 (0.05 Maryland, 0.01 West Virginia), got {}",
                spec.level
            ),
        ));
    }
    Ok(())
}

/// The shuffle tests over the complete shoes of every log (each log one table).
fn shuffle_tests(spec: &AuditSpec, logs: &[Vec<AuditShoe>]) -> Vec<AuditTest> {
    let mut prepared = order::Prepared {
        orders: Vec::new(),
        previous_pairs: Vec::new(),
    };
    let mut carried = false;
    for log in logs {
        for (k, s) in log.iter().enumerate() {
            if !s.complete() {
                continue;
            }
            let previous = k.checked_sub(1).map(|j| &log[j]).filter(|p| p.complete());
            carried |= previous.is_some();
            prepared.previous_pairs.push(previous.map(|p| {
                let known: Vec<Option<u8>> = p
                    .burn
                    .iter()
                    .copied()
                    .chain(p.after_burn().into_iter().map(Some))
                    .collect();
                order::pairs(&known)
            }));
            prepared.orders.push(s.after_burn());
        }
    }
    if prepared.orders.is_empty() {
        return Vec::new();
    }
    let (t, at) = prepared.test(spec.draws, spec.seed, &spec.limits.cancel);
    let perm = "re-ordering";
    let p = |i: usize| permutation_p(at[i].into(), spec.draws);
    let mut out = vec![
        test("value_by_band", t.chi_square, None, p(0), perm),
        test("runs_median", t.runs_z, Some(0.0), p(1), perm),
        test("serial_correlation", t.serial, Some(0.0), p(2), perm),
    ];
    if carried {
        out.push(test("carry_over", t.carry, None, p(3), perm));
    }
    out
}

/// The outcome tests: counts (re-deal null over complete shoes, else the normal
/// approximation) and the log-likelihood (normal approximation).
fn outcome_tests(spec: &AuditSpec, shoes: &[AuditShoe]) -> Result<Vec<AuditTest>> {
    let odds = outcomes::coup_odds(shoes, spec.decks, &spec.rules, &spec.limits.cancel)?;
    let mut out = Vec::new();
    let names = ["banco_wins", "punto_wins", "ties"];
    let complete: Vec<Vec<outcomes::CoupOdds>> = (shoes.iter().zip(&odds))
        .filter(|(s, _)| s.complete())
        .map(|(_, o)| o.clone())
        .collect();
    if complete.is_empty() {
        let (seen, expected, var) = outcomes::counts(&odds);
        for o in 0..3 {
            let z = if var[o] > 0.0 {
                (seen[o] as f64 - expected[o]) / var[o].sqrt()
            } else {
                0.0
            };
            out.push(test(
                names[o],
                seen[o] as f64,
                Some(expected[o]),
                normal_two_sided(z),
                "normal approximation (no complete shoe to re-deal)",
            ));
        }
    } else {
        let (seen, expected, _) = outcomes::counts(&complete);
        let draws = outcomes::redeal(
            shoes,
            &spec.rules,
            &spec.procedure,
            spec.draws,
            spec.seed.wrapping_add(1),
            &spec.limits.cancel,
        );
        for o in 0..3 {
            let center = draws.iter().map(|d| d[o] as f64).sum::<f64>() / draws.len().max(1) as f64;
            let dev = (seen[o] as f64 - center).abs();
            let at = draws
                .iter()
                .filter(|d| (d[o] as f64 - center).abs() >= dev - 1e-9)
                .count();
            out.push(test(
                names[o],
                seen[o] as f64,
                Some(expected[o]),
                permutation_p(at as u64, spec.draws),
                "re-deal of the complete shoes",
            ));
        }
    }
    let (l, mean, var) = outcomes::log_likelihood(&odds);
    let z = if var > 0.0 {
        (l - mean) / var.sqrt()
    } else {
        0.0
    };
    out.push(test(
        "log_likelihood",
        l,
        Some(mean),
        normal_two_sided(z),
        "normal approximation (martingale CLT)",
    ));
    Ok(out)
}

/// Refuses logs with nothing to judge: no shoe, or no shoe with a coup or a rest row.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] saying what the logs hold.
pub fn check_something(logs: &[Vec<AuditShoe>]) -> Result<()> {
    let shoes = logs.iter().map(Vec::len).sum::<usize>();
    let judged = logs.iter().flatten().any(|s| !s.after_burn().is_empty());
    if judged {
        return Ok(());
    }
    let held = if shoes == 0 {
        "no shoe".to_string()
    } else {
        format!(
            "{}, none with a coup or a rest row",
            crate::error::plural(shoes as u64, "shoe", "shoes")
        )
    };
    Err(Error::input(format!(
        "nothing to audit: the shoe logs hold {held}; an audit judges the cards of dealt coups \
         and of rest rows"
    )))
}

/// Audits the shoes of `logs` (each log the shoes of one table, in order).
///
/// # Errors
/// As [`check_spec`] and [`check_something`]; an audit over the [`Budget`] of
/// `spec.limits`; errors of the pricer; [`crate::ErrorKind::Runtime`] when the cancel
/// flag of `spec.limits` is raised (its draws stop early).
pub fn audit(spec: &AuditSpec, logs: &[Vec<AuditShoe>]) -> Result<Audit> {
    check_spec(spec)?;
    check_something(logs)?;
    budget::check(spec.limits.budget, logs, spec.draws)?;
    let all: Vec<AuditShoe> = logs.iter().flatten().cloned().collect();
    let cancel = &spec.limits.cancel;
    let (composition, deficits, covered) = composition::check(&all, spec.decks);
    let mut tests = Vec::new();
    if !deficits.is_empty() {
        let min = deficits.iter().map(|d| d.p_value).fold(1.0, f64::min);
        let p = (min * deficits.len() as f64).min(1.0);
        tests.push(test(
            "rank_deficit",
            min,
            None,
            p,
            "exact hypergeometric tail, Bonferroni over shoes and ranks",
        ));
    }
    tests.extend(shuffle_tests(spec, logs));
    cancel.check()?;
    let sound: Vec<AuditShoe> = (all.iter().zip(&covered))
        .filter(|(_, &ok)| ok)
        .map(|(s, _)| s.clone())
        .collect();
    if sound.iter().any(|s| !s.coups.is_empty()) {
        tests.extend(outcome_tests(spec, &sound)?);
    }
    cancel.check()?;
    let adjusted = holm(&tests.iter().map(|t| t.p_value).collect::<Vec<_>>());
    for (t, a) in tests.iter_mut().zip(adjusted) {
        t.p_adjusted = a;
        t.flagged = a < spec.level;
    }
    let flagged = !composition.is_empty() || tests.iter().any(|t| t.flagged);
    Ok(Audit {
        shoes: all.len(),
        complete: all.iter().filter(|s| s.complete()).count(),
        coups: all.iter().map(|s| s.coups.len()).sum(),
        covered,
        composition,
        tests,
        flagged,
    })
}

#[cfg(test)]
mod tests;
