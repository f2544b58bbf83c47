//! The coup vocabulary: who won, a finished coup's facts, the events bets and rules are
//! written in, and pay lines.
//!
//! It sits below the rules (whose special pays are pay lines) and the bets (pay tables of
//! these lines), so that both can use it without depending on each other.

use crate::card::Card;
use crate::error::{Error, Result};
use num_rational::BigRational;
use serde::{de, Deserialize, Serialize};

/// Which side won the coup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// Punto's final total is higher.
    Punto,
    /// Banco's final total is higher.
    Banco,
    /// Equal totals (Égalité).
    Tie,
}

/// One number or a list of numbers, as written in JSON (`7` or `[6, 7]`); a number may
/// also be written as a string of digits (`"3"`), as the tool prints it in tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum OneOrMany {
    /// A single value.
    One(i64),
    /// Any of several values.
    Many(Vec<i64>),
}

impl<'de> Deserialize<'de> for OneOrMany {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        d.deserialize_any(NumbersVisitor)
    }
}

/// One number as an event field writes it: an integer or a string of digits.
struct Number(i64);

impl<'de> Deserialize<'de> for Number {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        match d.deserialize_any(NumbersVisitor)? {
            OneOrMany::One(v) => Ok(Number(v)),
            OneOrMany::Many(_) => Err(de::Error::custom("a list inside a list")),
        }
    }
}

struct NumbersVisitor;

impl<'de> de::Visitor<'de> for NumbersVisitor {
    type Value = OneOrMany;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a whole number (3 or \"3\") or a list of them ([2, 3])")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> std::result::Result<OneOrMany, E> {
        Ok(OneOrMany::One(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> std::result::Result<OneOrMany, E> {
        i64::try_from(v)
            .map(OneOrMany::One)
            .map_err(|_| E::custom(format!("{v} is out of range")))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> std::result::Result<OneOrMany, E> {
        let digits = v.strip_prefix('-').unwrap_or(v);
        if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(E::invalid_value(de::Unexpected::Str(v), &self));
        }
        Ok(OneOrMany::One(
            v.parse().expect("at most 18 digits fit an i64"),
        ))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(
        self,
        mut seq: A,
    ) -> std::result::Result<OneOrMany, A::Error> {
        let mut values = Vec::new();
        while let Some(Number(v)) = seq.next_element()? {
            values.push(v);
        }
        Ok(OneOrMany::Many(values))
    }
}

impl OneOrMany {
    fn mask(&self, field: &str, lo: i64, hi: i64) -> Result<u16> {
        let values: &[i64] = match self {
            OneOrMany::One(v) => std::slice::from_ref(v),
            OneOrMany::Many(v) => v,
        };
        if values.is_empty() {
            return Err(Error::bet(format!("event field {field} is an empty list")));
        }
        let mut m = 0u16;
        for &v in values {
            if !(lo..=hi).contains(&v) {
                return Err(Error::bet(format!(
                    "event field {field} has {v}; allowed values are {lo} to {hi}"
                )));
            }
            m |= 1 << v;
        }
        Ok(m)
    }
}

/// A condition on a coup. Every field given must hold; fields left out match anything.
///
/// In JSON: `{"winner": "banco", "banco_total": 7, "banco_cards": 3}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// Who won: `punto`, `banco` or `tie`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Winner>,
    /// Punto's final total (0-9), or a list of totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punto_total: Option<OneOrMany>,
    /// Banco's final total (0-9), or a list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banco_total: Option<OneOrMany>,
    /// Cards in Punto's hand (2 or 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punto_cards: Option<OneOrMany>,
    /// Cards in Banco's hand (2 or 3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banco_cards: Option<OneOrMany>,
    /// Cards dealt in the coup (4, 5 or 6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<OneOrMany>,
    /// The coup ended on a natural (either hand's first two cards a natural total).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub natural: Option<bool>,
    /// Punto's first two cards are a natural.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punto_natural: Option<bool>,
    /// Banco's first two cards are a natural.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banco_natural: Option<bool>,
    /// The difference of the final totals, |Punto - Banco| (0-9), or a list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub margin: Option<OneOrMany>,
    /// Punto's first two cards are of the same rank (K-K is a pair, J-Q is not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punto_pair: Option<bool>,
    /// Banco's first two cards are of the same rank.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banco_pair: Option<bool>,
    /// Punto's first two cards are of the same rank and suit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub punto_perfect_pair: Option<bool>,
    /// Banco's first two cards are of the same rank and suit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banco_perfect_pair: Option<bool>,
}

/// A finished coup as the event vocabulary sees it (no suits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coup {
    /// Punto's final total.
    pub punto_total: u8,
    /// Banco's final total.
    pub banco_total: u8,
    /// Cards in Punto's hand.
    pub punto_cards: u8,
    /// Cards in Banco's hand.
    pub banco_cards: u8,
    /// The coup ended on a natural.
    pub natural: bool,
    /// Punto's first two cards are a natural.
    pub punto_natural: bool,
    /// Banco's first two cards are a natural.
    pub banco_natural: bool,
    /// Punto's first two cards are a pair (when pairs are tracked).
    pub punto_pair: bool,
    /// Banco's first two cards are a pair (when pairs are tracked).
    pub banco_pair: bool,
}

impl Coup {
    /// The winner of the coup.
    pub fn winner(&self) -> Winner {
        match self.punto_total.cmp(&self.banco_total) {
            std::cmp::Ordering::Greater => Winner::Punto,
            std::cmp::Ordering::Less => Winner::Banco,
            std::cmp::Ordering::Equal => Winner::Tie,
        }
    }
}

/// A hand's total: the sum of its cards' point values (ace 1, two to nine their face,
/// ten and faces 0), modulo 10. The one place the game's `% 10` is written for cards.
///
/// ```text
/// total = (value(c1) + value(c2) [+ value(c3)]) mod 10
/// ```
pub fn hand_total(cards: &[Card]) -> u8 {
    (cards.iter().map(|c| c.rank.value()).sum::<usize>() % 10) as u8
}

/// The first four cards as pair bets see them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairs {
    /// Punto's two cards share a rank.
    pub punto_pair: bool,
    /// Banco's two cards share a rank.
    pub banco_pair: bool,
    /// Punto's two cards share rank and suit.
    pub punto_perfect_pair: bool,
    /// Banco's two cards share rank and suit.
    pub banco_perfect_pair: bool,
}

/// What part of the deal an event looks at, which decides how it is priced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    /// Nothing but rank pairs of the first four cards.
    Pairs,
    /// Suited (perfect) pairs: needs suits, and only pair conditions may go with it.
    PerfectPairs,
    /// The finished coup, without pair conditions.
    Coup,
    /// The finished coup together with rank-pair conditions.
    CoupWithPairs,
}

fn test_mask(mask: Option<u16>, v: u8) -> bool {
    mask.is_none_or(|m| m & (1 << v) != 0)
}

fn test_flag(want: Option<bool>, have: bool) -> bool {
    want.is_none_or(|w| w == have)
}

impl Event {
    /// Checks every field's range and that the fields can be priced together.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] naming the field and value.
    pub fn validate(&self) -> Result<Scope> {
        self.masks()?;
        let coup = self.winner.is_some()
            || self.punto_total.is_some()
            || self.banco_total.is_some()
            || self.punto_cards.is_some()
            || self.banco_cards.is_some()
            || self.cards.is_some()
            || self.natural.is_some()
            || self.punto_natural.is_some()
            || self.banco_natural.is_some()
            || self.margin.is_some();
        let pairs = self.punto_pair.is_some() || self.banco_pair.is_some();
        let perfect = self.punto_perfect_pair.is_some() || self.banco_perfect_pair.is_some();
        Ok(match (coup, pairs, perfect) {
            (true, _, true) => {
                return Err(Error::bet(
                    "event combines perfect-pair conditions with coup conditions; \
                     perfect pairs go only with other pair conditions",
                ))
            }
            (false, _, true) => Scope::PerfectPairs,
            (true, true, false) => Scope::CoupWithPairs,
            (true, false, false) => Scope::Coup,
            (false, _, false) => Scope::Pairs,
        })
    }

    #[allow(clippy::type_complexity)]
    fn masks(&self) -> Result<[Option<u16>; 6]> {
        let m = |f: &Option<OneOrMany>, name: &str, lo, hi| {
            f.as_ref().map(|v| v.mask(name, lo, hi)).transpose()
        };
        Ok([
            m(&self.punto_total, "punto_total", 0, 9)?,
            m(&self.banco_total, "banco_total", 0, 9)?,
            m(&self.punto_cards, "punto_cards", 2, 3)?,
            m(&self.banco_cards, "banco_cards", 2, 3)?,
            m(&self.cards, "cards", 4, 6)?,
            m(&self.margin, "margin", 0, 9)?,
        ])
    }

    /// Whether a finished coup satisfies the event. Perfect-pair conditions never match a
    /// coup (they are priced on suited cards); call [`Event::validate`] first.
    pub fn matches_coup(&self, c: &Coup) -> bool {
        let [pt, bt, pc, bc, cards, margin] = self.masks().expect("event validated");
        self.winner.is_none_or(|w| w == c.winner())
            && test_mask(pt, c.punto_total)
            && test_mask(bt, c.banco_total)
            && test_mask(pc, c.punto_cards)
            && test_mask(bc, c.banco_cards)
            && test_mask(cards, c.punto_cards + c.banco_cards)
            && test_mask(margin, c.punto_total.abs_diff(c.banco_total))
            && test_flag(self.natural, c.natural)
            && test_flag(self.punto_natural, c.punto_natural)
            && test_flag(self.banco_natural, c.banco_natural)
            && test_flag(self.punto_pair, c.punto_pair)
            && test_flag(self.banco_pair, c.banco_pair)
            && self.punto_perfect_pair.is_none()
            && self.banco_perfect_pair.is_none()
    }

    /// Whether the first four cards satisfy a pair-only event.
    pub fn matches_pairs(&self, p: &Pairs) -> bool {
        test_flag(self.punto_pair, p.punto_pair)
            && test_flag(self.banco_pair, p.banco_pair)
            && test_flag(self.punto_perfect_pair, p.punto_perfect_pair)
            && test_flag(self.banco_perfect_pair, p.banco_perfect_pair)
    }
}

/// One line of a pay table: when the event happens, the bet wins `pays` to 1
/// (`0` is a push, the stake returned).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayLine {
    /// The event this line pays on.
    #[serde(deserialize_with = "crate::json::object")]
    pub when: Event,
    /// Net win per unit staked, exact (`"19/20"`, `"8"`, `"0"` for a push).
    #[serde(with = "crate::ratio::serde_ratio")]
    pub pays: BigRational,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coup(pt: u8, bt: u8, pc: u8, bc: u8) -> Coup {
        Coup {
            punto_total: pt,
            banco_total: bt,
            punto_cards: pc,
            banco_cards: bc,
            natural: false,
            punto_natural: false,
            banco_natural: false,
            punto_pair: false,
            banco_pair: false,
        }
    }

    #[test]
    fn dragon_7_event_matches_only_three_card_banco_seven_wins() {
        let e: Event =
            serde_json::from_str(r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#).unwrap();
        assert_eq!(e.validate().unwrap(), Scope::Coup);
        assert!(e.matches_coup(&coup(3, 7, 3, 3)));
        assert!(!e.matches_coup(&coup(3, 7, 3, 2)));
        assert!(!e.matches_coup(&coup(7, 7, 3, 3)));
    }

    #[test]
    fn margins_and_lists_match() {
        let e: Event = serde_json::from_str(r#"{"margin":[8,9],"cards":[5,6]}"#).unwrap();
        assert!(e.matches_coup(&coup(9, 0, 3, 2)));
        assert!(!e.matches_coup(&coup(9, 0, 2, 2)));
        assert!(!e.matches_coup(&coup(9, 2, 3, 3)));
    }

    #[test]
    fn out_of_range_and_unknown_fields_are_errors() {
        let e: Event = serde_json::from_str(r#"{"banco_total":10}"#).unwrap();
        let msg = e.validate().unwrap_err().to_string();
        assert!(msg.contains("banco_total has 10"), "{msg}");
        assert!(serde_json::from_str::<Event>(r#"{"bnaco_total":1}"#).is_err());
        let e: Event =
            serde_json::from_str(r#"{"winner":"tie","punto_perfect_pair":true}"#).unwrap();
        assert!(e.validate().is_err());
    }
}
