//! The built-in rule sets: the presets of the house sheets and the variants casinos run.

use super::{Rules, RulesFile};
use crate::coup::{Event, PayLine};
use crate::error::{Error, Result};
use crate::ratio::parse_ratio;
use std::collections::BTreeMap;

/// The names of the built-in rule sets, in the order `rules --list` shows them.
pub const PRESETS: [&str; 7] = [
    "standard",
    "midi",
    "tie-9",
    "commission-4",
    "ez",
    "super-6",
    "gold",
];

/// A built-in rule set, by name: the typed form of [`PRESETS`].
///
/// # Examples
/// ```
/// use punto_banco::{Preset, Rules};
/// let p: Preset = "tie-9".parse()?;
/// assert_eq!(p.to_string(), "tie-9");
/// assert_eq!(Rules::from(p).name(), "tie-9");
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Preset {
    /// `standard` (docs/rules.md describes each preset and its source).
    Standard,
    /// `midi`.
    Midi,
    /// `tie-9`.
    Tie9,
    /// `commission-4`.
    Commission4,
    /// `ez`.
    Ez,
    /// `super-6`.
    Super6,
    /// `gold`.
    Gold,
}

impl Preset {
    /// Every preset, in [`PRESETS`] order.
    pub const ALL: [Preset; 7] = [
        Preset::Standard,
        Preset::Midi,
        Preset::Tie9,
        Preset::Commission4,
        Preset::Ez,
        Preset::Super6,
        Preset::Gold,
    ];

    /// The name `--rules` takes.
    pub fn name(self) -> &'static str {
        PRESETS[Preset::ALL
            .iter()
            .position(|&p| p == self)
            .expect("every preset is listed")]
    }
}

impl std::fmt::Display for Preset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Preset {
    type Err = Error;

    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for an unknown name, listing the known ones.
    fn from_str(s: &str) -> Result<Preset> {
        match PRESETS.iter().position(|&p| p.eq_ignore_ascii_case(s)) {
            Some(i) => Ok(Preset::ALL[i]),
            None => Err(Rules::preset(s).expect_err("not a preset name")),
        }
    }
}

impl From<Preset> for Rules {
    fn from(p: Preset) -> Rules {
        Rules::preset(p.name()).expect("presets are valid")
    }
}

impl Rules {
    /// A built-in rule set by name (see [`PRESETS`] and `docs/rules.md`).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for an unknown name, listing the known ones.
    pub fn preset(name: &str) -> Result<Rules> {
        // Names are case-insensitive, like cards; the rule set keeps the canonical name.
        let lower = name.to_ascii_lowercase();
        let file = preset_file(&lower).ok_or_else(|| {
            Error::rules(format!(
                "unknown rule set '{}'; known rule sets are {}",
                crate::input::printable(name),
                PRESETS.join(", ")
            ))
        })?;
        file.into_rules()
    }
}

/// The rules file of the preset `name` (lowercase), `None` for an unknown name.
fn preset_file(name: &str) -> Option<RulesFile> {
    let mut f = RulesFile {
        name: name.to_string(),
        description: String::new(),
        naturals: vec![8, 9],
        punto_draws: vec![0, 1, 2, 3, 4, 5],
        banco_tableau: standard_tableau(),
        punto_pays: "1".into(),
        banco_commission: "1/20".into(),
        tie_pays: "8".into(),
        tie_pushes: true,
        punto_special: vec![],
        banco_special: vec![],
        notes: vec![],
    };
    match name {
        "standard" => {
            f.description = "Punto Banco as on the French (003) and Russian (004) sheets: \
                    Punto draws on 0-5, the 003 tableau, Banco 19:20, Égalité 8:1"
                .into();
        }
        "midi" => {
            f.description = "Midi Punto Banco, Italian sheet 000: Punto draws on 0-4, \
                    stands on 5-7; Banco 19:20, Égalité 8:1"
                .into();
            f.punto_draws = vec![0, 1, 2, 3, 4];
            f.notes.push(
                "Sheet 000 is cut off before its Banco rules: the standard tableau \
                     of sheet 003 is assumed."
                    .into(),
            );
        }
        "tie-9" => {
            f.description = "Standard rules with Égalité paying 9:1".into();
            f.tie_pays = "9".into();
        }
        "commission-4" => {
            f.description = "Standard rules with a 4% commission on Banco wins (0.96:1)".into();
            f.banco_commission = "1/25".into();
        }
        "ez" => {
            f.description = "EZ Baccarat: no commission; a Banco win with a three-card 7 \
                    pushes (Wizard of Odds, \"EZ Baccarat\")"
                .into();
            f.banco_commission = "0".into();
            f.banco_special.push(banco_line(
                r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#,
                "0",
            ));
        }
        "super-6" => {
            f.description = "Super 6: no commission; a Banco win on 6 pays 1:2 \
                    (E. Jacobson, Super Six)"
                .into();
            f.banco_commission = "0".into();
            f.banco_special
                .push(banco_line(r#"{"winner":"banco","banco_total":6}"#, "1/2"));
        }
        "gold" => {
            f.description = "Baccarat Gold: when Punto draws, Banco draws on 0-3, on 4-5 \
                    only if Punto's third card is 3-7, never on 6-7 (Wizard of Odds, \"Baccarat Gold\")"
                    .into();
            for (row, letters) in [
                ("3", "TTTTTTTTTT T"),
                ("4", "RRRTTTTTRR T"),
                ("5", "RRRTTTTTRR T"),
                ("6", "RRRRRRRRRR R"),
            ] {
                f.banco_tableau.insert(row.into(), letters.into());
            }
        }
        _ => return None,
    }
    Some(f)
}

fn standard_tableau() -> BTreeMap<String, String> {
    [
        ("0", "TTTTTTTTTT T"),
        ("1", "TTTTTTTTTT T"),
        ("2", "TTTTTTTTTT T"),
        ("3", "TTTTTTTTRT T"),
        ("4", "RRTTTTTTRR T"),
        ("5", "RRRRTTTTRR T"),
        ("6", "RRRRRRTTRR R"),
        ("7", "RRRRRRRRRR R"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

fn banco_line(when: &str, pays: &str) -> PayLine {
    PayLine {
        when: serde_json::from_str::<Event>(when).expect("preset event is valid"),
        pays: parse_ratio(pays).expect("preset pay is valid"),
    }
}
