//! House procedures as data: where the cut card goes, what is burned, when the shoe ends.

use crate::error::{Error, ErrorKind, Input, Result};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Names of the procedure presets, in documentation order.
pub const PROCEDURE_PRESETS: [&str; 3] = ["midi", "french", "common"];

/// The fewest cards a coup whose first card is the cut card needs behind the cut card to
/// still count (sheet 000: "valid if such card is followed by at least seven playing cards").
pub const MIN_AFTER_CUT: u32 = 7;

/// The fewest cards allowed behind the cut card: the coup in play when the cut card appears
/// must always be able to finish (a coup uses at most six cards).
pub const MIN_CUT_CARD: u32 = 6;

/// What happens to the first cards of a fresh shoe before the first coup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Burn {
    /// No card is burned.
    None,
    /// One card is burned face down (unseen); a common simulation convention.
    One,
    /// Sheet 003: the first card is turned face up and that many further cards are burned
    /// face down (an ace burns one, a 7 seven, a 10 or face card ten). The turned card is
    /// shown to the table, so it counts as seen; the burned cards stay unseen.
    Sheet003,
}

impl Burn {
    /// Parses `none`, `one` or `sheet-003`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] naming the value and the allowed ones.
    pub fn parse(s: &str) -> Result<Burn> {
        match s {
            "none" => Ok(Burn::None),
            "one" => Ok(Burn::One),
            "sheet-003" => Ok(Burn::Sheet003),
            other => Err(Error::named(
                ErrorKind::BadStudy,
                Input::Burn,
                format!(" '{other}' is not one of none, one, sheet-003"),
            )),
        }
    }

    /// The name used on the command line and in output.
    pub fn name(self) -> &'static str {
        match self {
            Burn::None => "none",
            Burn::One => "one",
            Burn::Sheet003 => "sheet-003",
        }
    }
}

/// Which coup is the last of a shoe.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LastCoup {
    /// Sheet 000 (the default): the coup in play when the cut card appears is the last; a
    /// coup whose first card would be the cut card is dealt, as the last, only if at least
    /// [`MIN_AFTER_CUT`] cards follow it.
    #[default]
    CutCard,
    /// Only coups that end before the cut card are played: the coup that would reach the
    /// cut card is not dealt and the shoe ends (a simulation convention, not a house rule).
    BeforeCut,
}

impl LastCoup {
    /// Parses `cut-card` or `before-cut`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] naming the value and the allowed ones.
    pub fn parse(s: &str) -> Result<LastCoup> {
        match s {
            "cut-card" => Ok(LastCoup::CutCard),
            "before-cut" => Ok(LastCoup::BeforeCut),
            other => Err(Error::named(
                ErrorKind::BadStudy,
                Input::LastCoup,
                format!(" '{other}' is not one of cut-card, before-cut"),
            )),
        }
    }

    /// The name used on the command line and in output.
    pub fn name(self) -> &'static str {
        match self {
            LastCoup::CutCard => "cut-card",
            LastCoup::BeforeCut => "before-cut",
        }
    }
}

/// Parses a burn as [`Burn::parse`] does; `Display` prints [`Burn::name`].
///
/// # Examples
/// ```
/// use punto_banco::simulate::Burn;
/// let burn: Burn = "sheet-003".parse()?;
/// assert_eq!((burn, burn.to_string()), (Burn::Sheet003, "sheet-003".to_string()));
/// # Ok::<(), punto_banco::Error>(())
/// ```
impl FromStr for Burn {
    type Err = Error;

    fn from_str(s: &str) -> Result<Burn> {
        Burn::parse(s)
    }
}

impl fmt::Display for Burn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Parses a last-coup rule as [`LastCoup::parse`] does; `Display` prints [`LastCoup::name`].
///
/// # Examples
/// ```
/// use punto_banco::simulate::LastCoup;
/// let last: LastCoup = "before-cut".parse()?;
/// assert_eq!(last.to_string(), "before-cut");
/// # Ok::<(), punto_banco::Error>(())
/// ```
impl FromStr for LastCoup {
    type Err = Error;

    fn from_str(s: &str) -> Result<LastCoup> {
        LastCoup::parse(s)
    }
}

impl fmt::Display for LastCoup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How the house deals a shoe: the cut card, the burn and the last-coup rule.
///
/// The last-coup rule is fixed (sheet 000, which every sheet agrees with): the coup in play
/// when the cut card appears is the last; a coup whose first card would be the cut card is
/// dealt (as the last) only if at least [`MIN_AFTER_CUT`] cards follow the cut card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Procedure {
    /// Preset name, or `custom` when a field was overridden.
    pub name: String,
    /// Cards behind the cut card (the cut card sits this many cards from the end).
    pub cut_card: u32,
    /// The burn at the start of the shoe.
    pub burn: Burn,
    /// Which coup is the last (default: the sheet-000 rule).
    #[serde(default)]
    pub last_coup: LastCoup,
}

impl Procedure {
    /// A preset:
    /// - `midi` (sheet 000, Italian casino): cut card 7 cards from the end (the sheet's
    ///   minimum, "at least seven"), no burn;
    /// - `french` (sheet 003, French casino): cut card between the 10th and 11th card from
    ///   the end, i.e. 10 cards behind it, and the sheet-003 burn;
    /// - `common`: cut card 14 cards from the end, no burn (the position used by published
    ///   studies such as Jacobson's).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] for an unknown name.
    pub fn preset(name: &str) -> Result<Procedure> {
        let (cut_card, burn) = match name {
            "midi" => (7, Burn::None),
            "french" => (10, Burn::Sheet003),
            "common" => (14, Burn::None),
            other => {
                return Err(Error::named(
                    ErrorKind::BadStudy,
                    Input::Procedure,
                    format!(" '{other}' is not one of {}", PROCEDURE_PRESETS.join(", ")),
                ))
            }
        };
        Ok(Procedure {
            name: name.to_string(),
            cut_card,
            burn,
            last_coup: LastCoup::CutCard,
        })
    }

    /// Checks the cut card against a shoe of `cards` cards.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] when fewer than [`MIN_CUT_CARD`] cards lie behind the
    /// cut card or when it is not inside the shoe.
    pub fn validate(&self, cards: u64) -> Result<()> {
        if self.cut_card < MIN_CUT_CARD || u64::from(self.cut_card) >= cards {
            return Err(Error::study(format!(
                "cut card {} from the end does not fit a shoe of {}; allowed is {MIN_CUT_CARD} to {}",
                crate::plural(u64::from(self.cut_card), "card", "cards"),
                crate::plural(cards, "card", "cards"),
                cards.saturating_sub(1)
            )));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_follow_the_sheets() {
        let midi = Procedure::preset("midi").unwrap();
        assert_eq!((midi.cut_card, midi.burn), (7, Burn::None));
        let french = Procedure::preset("french").unwrap();
        assert_eq!((french.cut_card, french.burn), (10, Burn::Sheet003));
        assert_eq!(Procedure::preset("common").unwrap().cut_card, 14);
        let e = Procedure::preset("vegas").unwrap_err().to_string();
        assert!(
            e.contains("'vegas'") && e.contains("midi, french, common"),
            "{e}"
        );
    }

    #[test]
    fn burns_and_last_coup_rules_parse_and_print_back() {
        for b in ["none", "one", "sheet-003"] {
            assert_eq!(Burn::parse(b).unwrap().name(), b);
            assert_eq!(b.parse::<Burn>().unwrap().to_string(), b);
        }
        for l in ["cut-card", "before-cut"] {
            assert_eq!(LastCoup::parse(l).unwrap().name(), l);
            assert_eq!(l.parse::<LastCoup>().unwrap().to_string(), l);
        }
        let e = Burn::parse("two").unwrap_err().to_string();
        assert!(
            e.contains("'two'") && e.contains("none, one, sheet-003"),
            "{e}"
        );
        let e = LastCoup::parse("after").unwrap_err().to_string();
        assert!(
            e.contains("'after'") && e.contains("cut-card, before-cut"),
            "{e}"
        );
        // Presets keep the sheet-000 rule; JSON without the field reads as it.
        assert_eq!(
            Procedure::preset("common").unwrap().last_coup,
            LastCoup::CutCard
        );
        let p: Procedure =
            serde_json::from_str(r#"{"name":"common","cut_card":14,"burn":"none"}"#).unwrap();
        assert_eq!(p.last_coup, LastCoup::CutCard);
    }

    #[test]
    fn cut_card_must_lie_inside_the_shoe() {
        let mut p = Procedure::preset("common").unwrap();
        assert!(p.validate(416).is_ok());
        p.cut_card = 416;
        assert!(p.validate(416).is_err());
        p.cut_card = 5;
        assert!(p.validate(416).is_err());
    }
}
