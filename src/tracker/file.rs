//! The saved session: the JSON of `track save`, the page's export and the body of
//! `POST /api/track`.

use crate::error::Result;
use crate::rules::{Rules, RulesFile, PRESETS};
use serde::{Deserialize, Serialize};

/// A rule set as a saved session names it: a preset name or an inline rules object (read
/// as a request reads its `rules`, a mistake worded by field, never by type).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum SavedRules {
    /// A preset name, e.g. `"standard"`.
    Preset(String),
    /// A full rules object (the `RulesFile` JSON of `docs/rules.md`).
    Inline(Box<RulesFile>),
}

impl<'de> Deserialize<'de> for SavedRules {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        match crate::api::RulesChoice::deserialize(d)? {
            crate::api::RulesChoice::Preset(name) => Ok(SavedRules::Preset(name)),
            crate::api::RulesChoice::Inline(file) => Ok(SavedRules::Inline(file)),
            crate::api::RulesChoice::Built(rules) => Ok(SavedRules::of(&rules)),
        }
    }
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
#[cfg_attr(feature = "server", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "server", schema(as = Session,
    example = json!({"decks": 8, "rules": "standard", "bets": "main", "log": ["coup", "5 K 3 4"]})))]
pub struct TrackerFile {
    /// Full decks in the starting shoe (default 6 when no `shoe` is given).
    #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 82595524))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<u32>,
    /// Explicit starting counts per rank (`"A=24,2=24,...,K=24"`), instead of `decks`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shoe: Option<String>,
    /// The rule set: a preset name or a rules object (default `"standard"`).
    #[serde(default)]
    #[cfg_attr(feature = "server", schema(value_type = crate::api::RulesChoice, default = "standard"))]
    pub rules: SavedRules,
    /// The bets a front end prices, as `--bets` takes them (the tracker only carries it).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "printable_option"
    )]
    pub bets: Option<String>,
    /// The input lines applied, oldest first.
    #[serde(default, deserialize_with = "printable_log")]
    pub log: Vec<String>,
    /// Lines undone and not yet redone, the next to redo last.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "printable_redo"
    )]
    pub redo: Vec<String>,
}

/// Refuses text holding a control or bidirectional character: a saved session's text
/// reaches a terminal in messages (`unknown bet '…'`) and must not carry ESC or U+202E.
fn printable<E: serde::de::Error>(what: &str, s: &str) -> std::result::Result<(), E> {
    match s.chars().find(|&c| crate::csvsafe::is_unsafe_char(c)) {
        Some(c) => Err(E::custom(format!(
            "{what} '{}' holds the control character U+{:04X}; a session holds printable text",
            crate::csvsafe::escape_controls(&crate::clip(s)),
            c as u32
        ))),
        None => Ok(()),
    }
}

fn printable_option<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> std::result::Result<Option<String>, D::Error> {
    let v = Option::<String>::deserialize(d)?;
    if let Some(s) = &v {
        printable("bets", s)?;
    }
    Ok(v)
}

fn printable_lines<'de, D: serde::Deserializer<'de>>(
    d: D,
    what: &str,
) -> std::result::Result<Vec<String>, D::Error> {
    let v = Vec::<String>::deserialize(d)?;
    for (i, line) in v.iter().enumerate() {
        printable(&format!("{what} line {}", i + 1), line)?;
    }
    Ok(v)
}

fn printable_log<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> std::result::Result<Vec<String>, D::Error> {
    printable_lines(d, "log")
}

fn printable_redo<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> std::result::Result<Vec<String>, D::Error> {
    printable_lines(d, "redo")
}

impl TrackerFile {
    /// The session as the shoe log `review` and `audit` read (CSV): replayed line by line
    /// with the tracker's own code, so it is exactly what `track --load` rebuilds. Shoes are
    /// numbered from 0, a new one at each `new` (in any case); each finished coup is a row
    /// (a line finishing two coups gives two), cards seen or burned between coups a burn
    /// row (shown cards); a coup still in play at the end is left out. Every row carries
    /// the session's line it comes from in a `session_line` column, so that a message of
    /// the reader names the session's line (`log line 3: ...`), not the converted text's.
    ///
    /// # Errors
    /// What `track --load` refuses, naming the session's line: `undo` or `redo` in the log
    /// (a saved session never holds them), a line the tracker refuses.
    pub fn shoe_log(&self) -> Result<String> {
        use super::state::Line;
        use std::fmt::Write;
        super::Tracker::from_file(&TrackerFile {
            redo: Vec::new(),
            ..self.clone()
        })?;
        let mut t = super::Tracker::from_file(&TrackerFile {
            log: Vec::new(),
            redo: Vec::new(),
            ..self.clone()
        })?;
        let mut csv = String::from("shoe,coup,punto,banco,burn,session_line\n");
        let mut shoe = 0u64;
        for (i, text) in self.log.iter().enumerate() {
            let line = i + 1;
            let (coups, removed) = (t.state.results.len(), t.state.removed.len());
            t.input(text)?;
            if matches!(Line::parse(text), Ok(Line::New)) {
                shoe += 1;
                continue;
            }
            let finished = &t.state.results[coups..];
            if finished.is_empty() && t.state.removed.len() > removed {
                let seen = super::state::list(&t.state.removed[removed..]);
                let _ = writeln!(csv, "{shoe},,,,{seen},{line}");
            }
            // In coup mode a line's cards all go to coups; seen and burned cards come on
            // lines of their own.
            for c in finished {
                let _ = writeln!(csv, "{shoe},{},{},{},,{line}", c.coup, c.punto, c.banco);
            }
        }
        Ok(csv)
    }
}
