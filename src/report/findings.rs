//! Findings in words: one sentence each, the same in every format.

use super::fmt;
use crate::analysis::Finding;
use crate::ratio::Exact;
use serde::Serialize;

/// One finding as reports show it. Serialized, it is an element of the `findings` list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FindingReport {
    /// What was found: `player_edge`, `above_max_edge`, `differs_from_preset`, `left_out`.
    pub kind: String,
    /// The bet concerned (absent for a finding about the rules).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bet: Option<String>,
    /// The bet's house edge, exact, where the finding is about it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_edge: Option<Exact>,
    /// The finding in one sentence.
    pub message: String,
}

/// Puts findings in words.
///
/// # Examples
/// ```
/// use punto_banco::analysis::findings;
/// use punto_banco::report::finding_reports;
/// use punto_banco::{builtin, Pricer, Rules, Shoe};
/// let rules = Rules::preset("midi")?;
/// let bets = vec![builtin("egalite_5", &rules).expect("built in")];
/// let priced = Pricer::new(&rules, &bets)?.price(&Shoe::with_decks(6)?);
/// let found = finding_reports(&findings(&rules, &priced, None));
/// assert!(found[0].message
///     .starts_with("Égalité on 5 (egalite_5) favours the player: house edge -20.03"));
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn finding_reports(found: &[Finding]) -> Vec<FindingReport> {
    found.iter().filter_map(finding_report).collect()
}

fn finding_report(f: &Finding) -> Option<FindingReport> {
    Some(match f {
        Finding::PlayerEdge {
            id,
            name,
            house_edge,
        } => FindingReport {
            kind: "player_edge".into(),
            bet: Some(id.clone()),
            house_edge: Some(Exact::from(house_edge)),
            message: format!(
                "{name} ({id}) favours the player: house edge {}.",
                fmt::pct(house_edge, 4)
            ),
        },
        Finding::AboveMaxEdge {
            id,
            name,
            house_edge,
            max_edge,
        } => FindingReport {
            kind: "above_max_edge".into(),
            bet: Some(id.clone()),
            house_edge: Some(Exact::from(house_edge)),
            message: format!(
                "{name} ({id}) has a house edge of {}, above the {} allowed.",
                fmt::pct(house_edge, 4),
                fmt::pct(max_edge, 4)
            ),
        },
        Finding::DiffersFromPreset {
            preset,
            differences,
        } => {
            let list: Vec<String> = differences
                .iter()
                .map(|d| format!("{} is {} (preset: {})", d.field, d.actual, d.preset))
                .collect();
            FindingReport {
                kind: "differs_from_preset".into(),
                bet: None,
                house_edge: None,
                message: format!(
                    "The rule set is named '{preset}' but is not the preset '{preset}': {}.",
                    list.join("; ")
                ),
            }
        }
        Finding::LeftOut { id, name, reason } => FindingReport {
            kind: "left_out".into(),
            bet: Some(id.clone()),
            house_edge: None,
            message: format!("{name} ({id}) is left out: {reason}."),
        },
        #[allow(unreachable_patterns)] // `Finding` is non-exhaustive for callers only
        _ => return None,
    })
}
