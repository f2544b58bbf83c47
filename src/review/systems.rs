//! The named counting systems a review tries for each bet: Jacobson's published tags where
//! they exist (`simulate --tags ID=jacobson`) and the tags `eor --max-tag M` derives for
//! M = 1 to 4 (`simulate --tags ID=derived:M`), each spelled as `--tags` spells it.

use crate::analysis::{derive_tags, effect_of_removal, Pricer, TagSet};
use crate::bets::Bet;
use crate::card::Rank;
use crate::rules::Rules;
use crate::shoe::Shoe;
use crate::simulate::jacobson_tags;

/// A named counting system.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct System {
    /// As `--tags` spells it: `jacobson`, `derived:4`.
    pub name: String,
    /// The tags.
    pub tags: TagSet,
}

/// The largest tag of the derived systems tried (1 to this).
pub const MAX_DERIVED_TAG: u32 = 4;

/// The systems tried for `bet` on full shoes of `decks` decks under `rules`, first the
/// published, then the derived ones from level 1 up; a tag set already listed is not
/// repeated (Panda 8's derived level-4 count is Jacobson's). A bet the full shoe cannot
/// price gets only the published tags.
pub fn systems(bet: &Bet, rules: &Rules, decks: u32) -> Vec<System> {
    let mut out: Vec<System> = Vec::new();
    if let Some(tags) = jacobson_tags(&bet.id) {
        out.push(System {
            name: "jacobson".into(),
            tags,
        });
    }
    let derived = || -> Option<Vec<System>> {
        let shoe = Shoe::with_decks(decks).ok()?;
        let pricer = Pricer::new(rules, std::slice::from_ref(bet)).ok()?;
        let eor = effect_of_removal(&pricer, &shoe, 1).ok()?;
        let effects = std::array::from_fn(|r| eor.bets()[0].eor(Rank::ALL[r]).cloned());
        if effects.iter().all(Option::is_none) {
            return None;
        }
        Some(
            (1..=MAX_DERIVED_TAG)
                .filter_map(|m| {
                    let d = derive_tags(&effects, &shoe.counts(), m).ok()?;
                    Some(System {
                        name: format!("derived:{m}"),
                        tags: d.tags,
                    })
                })
                .collect(),
        )
    };
    for s in derived().unwrap_or_default() {
        if !out.iter().any(|o| o.tags == s.tags) && s.tags.tags().iter().any(|&t| t != 0) {
            out.push(s);
        }
    }
    out
}

/// The true count (running count per 52 unseen cards) of `tags` on the shoe `before`, the
/// cards of `full` not in it seen.
pub fn true_count(tags: &TagSet, full: &Shoe, before: &Shoe) -> f64 {
    let (f, b) = (full.counts(), before.counts());
    let rc: i64 = (0..13)
        .map(|r| tags.tags()[r] * i64::from(f[r] - b[r]))
        .sum();
    rc as f64 * 52.0 / before.total() as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::builtin;

    #[test]
    fn dragon_7_gets_jacobson_then_derived_counts() {
        let rules = Rules::preset("standard").unwrap();
        let s = systems(&builtin("dragon_7", &rules).unwrap(), &rules, 8);
        assert_eq!(s[0].name, "jacobson");
        assert!(s.iter().any(|x| x.name == "derived:4"));
        // Panda 8's level-4 derived count is Jacobson's: listed once.
        let p = systems(&builtin("panda_8", &rules).unwrap(), &rules, 8);
        assert!(!p.iter().any(|x| x.name == "derived:4"), "{p:?}");
    }

    #[test]
    fn the_true_count_is_per_52_unseen_cards() {
        let full = Shoe::with_decks(8).unwrap();
        let mut before = full.clone();
        before.remove_cards("8 9 9 4").unwrap();
        let tags = jacobson_tags("dragon_7").unwrap();
        // Running count 2 + 2 + 2 - 1 = 5 over 412 unseen cards.
        assert_eq!(true_count(&tags, &full, &before), 5.0 * 52.0 / 412.0);
    }
}
