//! What one audit may cost, checked once its logs are read and before anything is priced or
//! re-ordered: a server gives each audit a [`Budget`] (in [`super::AuditSpec::limits`]); an
//! audit over it is refused with a message naming the count and the limit. Without one
//! (the CLI, Python) an audit runs whatever its size, within the library's own limits.

use super::log::AuditShoe;
use crate::error::{Error, Result};

/// The most an audit may cost; each bound is checked before computing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Coups: each is priced once, exactly (the outcome tests).
    pub coups: u64,
    /// Shoes, over every log.
    pub shoes: u64,
    /// Re-orderings and re-deals × coups: every draw re-orders each complete shoe's cards
    /// and re-deals its coups.
    pub draw_coups: u64,
}

fn over(what: &str, value: u64, limit: u64, hint: &str) -> Error {
    crate::limits::over_budget("audit", what, value, limit, hint)
}

/// Checks `budget`, if there is one, against `logs` audited with `draws` draws.
pub(super) fn check(budget: Option<Budget>, logs: &[Vec<AuditShoe>], draws: u32) -> Result<()> {
    let Some(budget) = budget else {
        return Ok(());
    };
    let shoes = logs.iter().map(|l| l.len() as u64).sum::<u64>();
    if shoes > budget.shoes {
        return Err(over(
            "shoes",
            shoes,
            budget.shoes,
            "audit fewer shoes per request",
        ));
    }
    let coups = (logs.iter().flatten())
        .map(|s| s.coups.len() as u64)
        .sum::<u64>();
    if coups > budget.coups {
        return Err(over(
            "coups",
            coups,
            budget.coups,
            "audit fewer shoes per request",
        ));
    }
    let work = coups.saturating_mul(u64::from(draws));
    if work > budget.draw_coups {
        return Err(over(
            "permutations × coups",
            work,
            budget.draw_coups,
            "ask for fewer permutations or audit fewer shoes",
        ));
    }
    Ok(())
}
