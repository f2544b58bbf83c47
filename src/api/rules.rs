//! `rules`: a rule set as the house sheets print it, or the list of presets.

use super::RulesChoice;
use crate::error::Result;
use crate::rules::{Rules, RulesFile, PRESETS};
use serde::{Serialize, Serializer};

/// One preset in `rules --list`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct PresetEntry {
    /// The name `--rules` takes.
    pub name: String,
    /// One-line description with the source.
    pub description: String,
    /// Assumptions and notes.
    pub notes: Vec<String>,
}

/// The document of `rules --list`: every built-in rule set.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct PresetList {
    /// Every built-in rule set.
    pub presets: Vec<PresetEntry>,
}

impl PresetList {
    /// The built-in rule sets, in [`PRESETS`] order.
    pub fn new() -> PresetList {
        PresetList {
            presets: PRESETS
                .iter()
                .map(|p| {
                    let r = Rules::preset(p).expect("presets are valid");
                    PresetEntry {
                        name: p.to_string(),
                        description: r.description().to_string(),
                        notes: r.notes().to_vec(),
                    }
                })
                .collect(),
        }
    }
}

impl Default for PresetList {
    fn default() -> PresetList {
        PresetList::new()
    }
}

/// The document of `rules NAME`: serializes as the rules file ([`RulesFile`]), renders as
/// the house sheet's tables.
#[derive(Debug, Clone)]
pub struct RulesDocument {
    /// The rule set.
    pub rules: Rules,
}

impl RulesDocument {
    /// The rule set in its file format (what the JSON document is).
    pub fn file(&self) -> &RulesFile {
        self.rules.to_file()
    }
}

impl Serialize for RulesDocument {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.rules.to_file().serialize(s)
    }
}

/// The `rules NAME` document of a preset or inline rule set.
///
/// # Errors
/// [`crate::ErrorKind::BadRules`] for an unknown preset or an invalid rule set.
pub fn rules_document(choice: &RulesChoice) -> Result<RulesDocument> {
    Ok(RulesDocument {
        rules: choice.resolve()?,
    })
}
