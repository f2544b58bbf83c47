//! The saved session: the JSON of `track save`, the page's export and the body of
//! `POST /api/track`.

use crate::error::Result;
use crate::rules::{Rules, RulesFile, PRESETS};
use serde::{Deserialize, Serialize};

/// A rule set as a saved session names it: a preset name or an inline rules object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SavedRules {
    /// A preset name, e.g. `"standard"`.
    Preset(String),
    /// A full rules object (the `RulesFile` JSON of `docs/rules.md`).
    Inline(Box<RulesFile>),
}

impl Default for SavedRules {
    fn default() -> SavedRules {
        SavedRules::Preset("standard".into())
    }
}

impl SavedRules {
    /// Builds the rule set.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for an unknown preset or an invalid rules object.
    pub fn rules(&self) -> Result<Rules> {
        match self {
            SavedRules::Preset(name) => Rules::preset(name),
            SavedRules::Inline(file) => file.as_ref().clone().into_rules(),
        }
    }

    /// The choice that names `rules`: its preset name when it is a preset, else inline.
    pub fn of(rules: &Rules) -> SavedRules {
        let name = rules.name();
        match Rules::preset(name) {
            Ok(p) if PRESETS.contains(&name) && &p == rules => SavedRules::Preset(name.into()),
            _ => SavedRules::Inline(Box::new(rules.to_file().clone())),
        }
    }
}

/// A saved session (`track save FILE`, the page's export, the body of `POST /api/track`):
/// the starting shoe, the rules, the bets and the card log.
///
/// ```json
/// {"decks": 8, "rules": "standard", "bets": "main", "log": ["burn 9", "coup", "5 K 3 4"]}
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrackerFile {
    /// Full decks in the starting shoe (default 6 when no `shoe` is given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<u32>,
    /// Explicit starting counts per rank (`"A=24,2=24,...,K=24"`), instead of `decks`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shoe: Option<String>,
    /// The rule set: a preset name or a rules object (default `"standard"`).
    #[serde(default)]
    pub rules: SavedRules,
    /// The bets a front end prices, as `--bets` takes them (the tracker only carries it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bets: Option<String>,
    /// The input lines applied, oldest first.
    #[serde(default)]
    pub log: Vec<String>,
    /// Lines undone and not yet redone, the next to redo last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<String>,
}
