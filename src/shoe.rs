//! The shoe: how many cards of each rank (and, where known, of each suit) remain.

use crate::card::{parse_cards, Card, Rank, Suit};
use crate::error::{Error, ErrorKind, Input, Result};
use std::fmt;

/// The largest shoe the engine accepts, in cards. Keeping the total below 2^32 keeps every
/// product of two counts inside a `u64`; larger totals still compute exactly with big integers.
pub const MAX_CARDS: u64 = u32::MAX as u64;

/// The cards left in a shoe: a count per rank and, when every removed card had a suit
/// (or none were removed), a count per rank and suit.
///
/// # Examples
/// ```
/// use punto_banco::Shoe;
/// let mut shoe = Shoe::with_decks(8)?;
/// shoe.remove_cards("5s 5h Kh")?;
/// assert_eq!(shoe.total(), 413);
/// assert!(shoe.has_suits());
/// shoe.remove_cards("9")?; // no suit given: suits are no longer known
/// assert!(!shoe.has_suits());
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Shoe {
    ranks: [u32; 13],
    suits: Option<[[u32; 4]; 13]>,
}

impl Shoe {
    /// A shoe of `decks` full 52-card decks.
    ///
    /// # Errors
    /// [`ErrorKind::BadShoe`] for zero decks or a shoe over [`MAX_CARDS`].
    pub fn with_decks(decks: u32) -> Result<Shoe> {
        if decks == 0 {
            return Err(Error::named(
                ErrorKind::BadShoe,
                Input::Decks,
                " must be at least 1, got 0",
            ));
        }
        if u64::from(decks) * 52 > MAX_CARDS {
            return Err(Error::shoe(format!(
                "{decks} decks is more than the {MAX_CARDS} cards the engine accepts"
            )));
        }
        Ok(Shoe {
            ranks: [decks * 4; 13],
            suits: Some([[decks; 4]; 13]),
        })
    }

    /// A shoe with the given count of each rank (A, 2, ..., 9, 10, J, Q, K). Suits are unknown.
    ///
    /// # Errors
    /// [`ErrorKind::ShoeTooSmall`] below 6 cards; [`ErrorKind::BadShoe`] over [`MAX_CARDS`].
    pub fn from_counts(ranks: [u32; 13]) -> Result<Shoe> {
        let shoe = Shoe { ranks, suits: None };
        shoe.check_size()?;
        Ok(shoe)
    }

    /// A shoe with the given count of each rank and suit (`suited[rank][suit]`).
    ///
    /// # Errors
    /// As [`Shoe::from_counts`].
    pub fn from_suited_counts(suited: [[u32; 4]; 13]) -> Result<Shoe> {
        let mut ranks = [0u32; 13];
        for (r, s) in ranks.iter_mut().zip(&suited) {
            *r = s
                .iter()
                .try_fold(0u32, |a, &b| a.checked_add(b))
                .ok_or_else(|| Error::shoe("a rank count exceeds 4,294,967,295"))?;
        }
        let shoe = Shoe {
            ranks,
            suits: Some(suited),
        };
        shoe.check_size()?;
        Ok(shoe)
    }

    /// Parses explicit remaining counts: `"A=24,2=24,3=24,...,10=24,J=24,Q=24,K=24"`.
    /// Every rank must appear exactly once; `T` may stand for `10`.
    ///
    /// # Errors
    /// [`ErrorKind::BadShoe`] naming the malformed item, the missing or repeated rank.
    pub fn parse_counts(spec: &str) -> Result<Shoe> {
        let mut ranks: [Option<u32>; 13] = [None; 13];
        for item in spec
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            let (k, v) = item.split_once('=').ok_or_else(|| {
                Error::named(
                    ErrorKind::BadShoe,
                    Input::Shoe,
                    format!(" item '{item}' is not RANK=COUNT (e.g. A=24)"),
                )
            })?;
            let rank = Rank::parse(k.trim()).ok_or_else(|| {
                Error::named(
                    ErrorKind::BadShoe,
                    Input::Shoe,
                    format!(" rank '{k}' is not one of A, 2-9, 10 or T, J, Q, K"),
                )
            })?;
            let n: u32 = v.trim().parse().map_err(|_| {
                Error::named(
                    ErrorKind::BadShoe,
                    Input::Shoe,
                    format!(
                        " count '{v}' for rank {rank} is not a whole number from 0 to \
                             4294967295"
                    ),
                )
            })?;
            if ranks[rank.index()].replace(n).is_some() {
                return Err(Error::named(
                    ErrorKind::BadShoe,
                    Input::Shoe,
                    format!(" rank {rank} is given twice"),
                ));
            }
        }
        let missing: Vec<&str> = Rank::ALL
            .iter()
            .filter(|r| ranks[r.index()].is_none())
            .map(|r| r.symbol())
            .collect();
        if !missing.is_empty() {
            return Err(Error::named(
                ErrorKind::BadShoe,
                Input::Shoe,
                format!(
                    " is missing rank(s) {}; give all 13 ranks, e.g. A=32,2=32,...,K=32",
                    missing.join(", ")
                ),
            ));
        }
        Shoe::from_counts(ranks.map(|n| n.expect("checked above")))
    }

    fn check_size(&self) -> Result<()> {
        let total = self.total();
        if total > MAX_CARDS {
            return Err(Error::shoe(format!(
                "the shoe has {total} cards, more than the {MAX_CARDS} the engine accepts"
            )));
        }
        if total < 6 {
            return Err(Error::new(ErrorKind::ShoeTooSmall(total)));
        }
        Ok(())
    }

    /// Removes one card. With a suit, the suited count is used when suits are known;
    /// without one, suits become unknown from then on.
    ///
    /// # Errors
    /// [`ErrorKind::NotInShoe`] when no such card is left; [`ErrorKind::ShoeTooSmall`]
    /// when fewer than 6 cards would remain.
    pub fn remove(&mut self, card: Card) -> Result<()> {
        self.take(card)?;
        self.check_size()
    }

    /// Removes one card without the size check (used inside a partly dealt coup).
    pub(crate) fn take(&mut self, card: Card) -> Result<()> {
        let r = card.rank.index();
        if self.ranks[r] == 0 {
            let article = if matches!(card.rank, Rank::Ace | Rank::Eight) {
                "an"
            } else {
                "a"
            };
            return Err(Error::new(ErrorKind::NotInShoe(format!(
                "{article} {}",
                card.rank
            ))));
        }
        match (card.suit, &mut self.suits) {
            (Some(s), Some(suits)) => {
                if suits[r][s.index()] == 0 {
                    return Err(Error::new(ErrorKind::NotInShoe(format!("the {card}"))));
                }
                suits[r][s.index()] -= 1;
            }
            (None, suits) => *suits = None,
            (Some(_), None) => {}
        }
        self.ranks[r] -= 1;
        Ok(())
    }

    /// Removes every card of a list such as `"5 5 K Kh 10 9d"`.
    ///
    /// # Errors
    /// As [`Card::parse`] and [`Shoe::remove`].
    pub fn remove_cards(&mut self, list: &str) -> Result<()> {
        for card in parse_cards(list)? {
            self.take(card)?;
        }
        self.check_size()
    }

    /// Cards left in the shoe.
    pub fn total(&self) -> u64 {
        self.ranks.iter().map(|&n| u64::from(n)).sum()
    }

    /// Count of one rank.
    pub fn count(&self, rank: Rank) -> u32 {
        self.ranks[rank.index()]
    }

    /// Counts per rank in the order of [`Rank::ALL`].
    pub fn counts(&self) -> [u32; 13] {
        self.ranks
    }

    /// Counts per rank and suit, when suits are known.
    pub fn suited_counts(&self) -> Option<&[[u32; 4]; 13]> {
        self.suits.as_ref()
    }

    /// Whether the count of every rank and suit is known (needed for perfect-pair bets).
    pub fn has_suits(&self) -> bool {
        self.suits.is_some()
    }

    /// Cards per point value 0-9 (value 0 holds 10, J, Q and K).
    pub fn value_counts(&self) -> [u64; 10] {
        let mut v = [0u64; 10];
        for r in Rank::ALL {
            v[r.value()] += u64::from(self.ranks[r.index()]);
        }
        v
    }

    /// Count of one rank and suit, when suits are known.
    pub fn suited_count(&self, rank: Rank, suit: Suit) -> Option<u32> {
        self.suits.map(|s| s[rank.index()][suit.index()])
    }

    /// The shoe in the `--shoe` notation, `A=32,2=32,...,K=32`.
    pub fn to_spec(&self) -> String {
        Rank::ALL
            .iter()
            .map(|r| format!("{}={}", r, self.ranks[r.index()]))
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl fmt::Display for Shoe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_spec())
    }
}

/// How a shoe is specified on the command line or in a batch line: N decks, optionally
/// minus seen cards, or explicit counts per rank.
///
/// In JSON: `{"decks": 8, "removed": "5 5 K"}` or `{"shoe": "A=31,2=32,...,K=32"}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShoeSpec {
    /// Number of full decks (default 6 when no `shoe` is given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<u32>,
    /// Cards already seen, removed from the shoe (`"A 5 K Kh 10 9d"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub removed: Option<String>,
    /// Explicit remaining counts per rank (`"A=24,2=24,...,K=24"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shoe: Option<String>,
}

/// Decks in a shoe when none are given, as on all three house sheets.
pub const DEFAULT_DECKS: u32 = 6;

impl ShoeSpec {
    /// Builds the shoe.
    ///
    /// # Errors
    /// [`ErrorKind::BadShoe`] when both `decks` and `shoe` are given, and every error of
    /// [`Shoe::with_decks`], [`Shoe::parse_counts`] and [`Shoe::remove_cards`].
    pub fn build(&self) -> Result<Shoe> {
        let mut shoe = match (&self.shoe, self.decks) {
            (Some(_), Some(_)) => {
                return Err(Error::templated(
                    ErrorKind::BadShoe,
                    vec![
                        "give either ".into(),
                        Input::Decks.into(),
                        " or explicit ".into(),
                        Input::Shoe.into(),
                        " counts, not both".into(),
                    ],
                ))
            }
            (Some(spec), None) => Shoe::parse_counts(spec)?,
            (None, d) => Shoe::with_decks(d.unwrap_or(DEFAULT_DECKS))?,
        };
        if let Some(removed) = &self.removed {
            shoe.remove_cards(removed)?;
        }
        Ok(shoe)
    }
}

/// Parses a deck count as typed by a user: a whole number from 1 up.
///
/// # Errors
/// [`ErrorKind::BadShoe`] naming the value.
pub fn parse_decks(s: &str) -> Result<u32> {
    let max = MAX_CARDS / 52;
    // Digits only: " 8" and "+8" are refused rather than read as 8.
    let digits = !s.is_empty() && s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit());
    match s.parse::<u64>() {
        Ok(d) if digits && d >= 1 && d <= max => Ok(d as u32),
        _ => Err(Error::named(
            ErrorKind::BadShoe,
            Input::Decks,
            format!(" '{s}' is not a whole number from 1 to {max}"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_decks_hold_416_cards_and_128_zeros() {
        let s = Shoe::with_decks(8).unwrap();
        assert_eq!(s.total(), 416);
        assert_eq!(s.value_counts(), [128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    }

    #[test]
    fn counts_spec_round_trips_and_requires_every_rank() {
        let s = Shoe::with_decks(2).unwrap();
        let back = Shoe::parse_counts(&s.to_spec()).unwrap();
        assert_eq!(back.counts(), s.counts());
        let e = Shoe::parse_counts("A=1,2=1").unwrap_err().to_string();
        assert!(e.contains("missing rank(s) 3"), "{e}");
        let e = Shoe::parse_counts("A=x").unwrap_err().to_string();
        assert!(e.contains("'x'"), "{e}");
        let e = Shoe::parse_counts("Z=3").unwrap_err().to_string();
        assert!(e.contains("'Z'"), "{e}");
        let e = Shoe::parse_counts("A=1,a=2").unwrap_err().to_string();
        assert!(e.contains("twice"), "{e}");
    }

    #[test]
    fn removing_a_missing_card_is_an_error() {
        let mut s = Shoe::with_decks(1).unwrap();
        s.remove_cards("Kh").unwrap();
        let e = s.remove_cards("Kh").unwrap_err().to_string();
        assert_eq!(e, "cannot remove the Kh: none left in the shoe");
        let mut s = Shoe::with_decks(1).unwrap();
        let e = s.remove_cards("7 7 7 7 7").unwrap_err().to_string();
        assert_eq!(e, "cannot remove a 7: none left in the shoe");
    }

    #[test]
    fn too_small_a_shoe_is_refused() {
        let e =
            Shoe::parse_counts("A=1,2=1,3=1,4=1,5=1,6=0,7=0,8=0,9=0,10=0,J=0,Q=0,K=0").unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::ShoeTooSmall(5));
        assert!(Shoe::with_decks(0).is_err());
    }
}
