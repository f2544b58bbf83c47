//! Cards: ranks, suits, point values, and parsing of card lists such as `"A 5 K Kh 10 9d"`.

use crate::error::{Error, ErrorKind, Result};
use std::fmt;
use std::str::FromStr;

/// A card rank. Ten, jack, queen and king are distinct ranks (they matter to pair bets)
/// but all count zero points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    /// Ace, 1 point.
    Ace,
    /// Two.
    Two,
    /// Three.
    Three,
    /// Four.
    Four,
    /// Five.
    Five,
    /// Six.
    Six,
    /// Seven.
    Seven,
    /// Eight.
    Eight,
    /// Nine.
    Nine,
    /// Ten, 0 points.
    Ten,
    /// Jack, 0 points.
    Jack,
    /// Queen, 0 points.
    Queen,
    /// King, 0 points.
    King,
}

impl Rank {
    /// All thirteen ranks in the order A, 2, ..., 9, 10, J, Q, K.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The rank's position in [`Rank::ALL`] (0 for the ace, 12 for the king).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The rank at `index` in [`Rank::ALL`], if any.
    pub fn from_index(index: usize) -> Option<Rank> {
        Rank::ALL.get(index).copied()
    }

    /// Point value: ace 1, 2-9 face value, ten and faces 0.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::Rank;
    /// assert_eq!(Rank::Nine.value(), 9);
    /// assert_eq!(Rank::Queen.value(), 0);
    /// ```
    pub fn value(self) -> usize {
        match self {
            Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 0,
            r => r as usize + 1,
        }
    }

    /// The rank's symbol: `A`, `2`..`9`, `10`, `J`, `Q`, `K`.
    pub fn symbol(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.index()]
    }

    /// Parses a rank symbol (`A`, `1`, `2`-`9`, `10`, `T`, `J`, `Q`, `K`; case-insensitive).
    pub fn parse(s: &str) -> Option<Rank> {
        let up = s.to_ascii_uppercase();
        let r = match up.as_str() {
            "A" | "1" => Rank::Ace,
            "10" | "T" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            d if d.len() == 1 && ("2"..="9").contains(&d) => {
                Rank::ALL[d.as_bytes()[0] as usize - b'1' as usize]
            }
            _ => return None,
        };
        Some(r)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// Parses a rank symbol as [`Rank::parse`] does; `Display` prints it back.
///
/// # Errors
/// [`ErrorKind::UnknownCard`] naming the symbol.
///
/// # Examples
/// ```
/// use punto_banco::Rank;
/// let ten: Rank = "T".parse()?;
/// assert_eq!((ten, ten.to_string()), (Rank::Ten, "10".to_string()));
/// assert!("X".parse::<Rank>().is_err());
/// # Ok::<(), punto_banco::Error>(())
/// ```
impl FromStr for Rank {
    type Err = Error;

    fn from_str(s: &str) -> Result<Rank> {
        Rank::parse(s).ok_or_else(|| Error::new(ErrorKind::UnknownCard(s.to_string())))
    }
}

/// A suit. Suits matter only to "perfect pair" bets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Spades.
    Spades,
    /// Hearts.
    Hearts,
    /// Diamonds.
    Diamonds,
    /// Clubs.
    Clubs,
}

impl Suit {
    /// The four suits.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's position in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The suit's letter: `s`, `h`, `d`, `c`.
    pub fn letter(self) -> char {
        ['s', 'h', 'd', 'c'][self.index()]
    }

    fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            's' => Some(Suit::Spades),
            'h' => Some(Suit::Hearts),
            'd' => Some(Suit::Diamonds),
            'c' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// A card: a rank and, where known, a suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Card {
    /// The card's rank.
    pub rank: Rank,
    /// The card's suit, if it was given.
    pub suit: Option<Suit>,
}

impl Card {
    /// Parses one card: a rank symbol with an optional suit letter (`K`, `Kh`, `10d`, `ts`).
    ///
    /// # Errors
    /// [`ErrorKind::UnknownCard`] naming the symbol.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::{Card, Rank, Suit};
    /// let c = Card::parse("10d")?;
    /// assert_eq!((c.rank, c.suit), (Rank::Ten, Some(Suit::Diamonds)));
    /// assert!(Card::parse("X").is_err());
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn parse(s: &str) -> Result<Card> {
        let bad = || Error::new(ErrorKind::UnknownCard(s.to_string()));
        if let Some(rank) = Rank::parse(s) {
            return Ok(Card { rank, suit: None });
        }
        let mut chars = s.chars();
        let last = chars.next_back().ok_or_else(bad)?;
        let suit = Suit::from_letter(last).ok_or_else(bad)?;
        let rank = Rank::parse(chars.as_str()).ok_or_else(bad)?;
        Ok(Card {
            rank,
            suit: Some(suit),
        })
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rank)?;
        if let Some(s) = self.suit {
            write!(f, "{}", s.letter())?;
        }
        Ok(())
    }
}

/// Parses one card as [`Card::parse`] does; `Display` prints it back (`Kh`, `10`).
///
/// # Examples
/// ```
/// use punto_banco::Card;
/// let c: Card = "ts".parse()?;
/// assert_eq!(c.to_string(), "10s");
/// # Ok::<(), punto_banco::Error>(())
/// ```
impl FromStr for Card {
    type Err = Error;

    fn from_str(s: &str) -> Result<Card> {
        Card::parse(s)
    }
}

/// Parses a list of cards separated by spaces and/or commas (`"A 5 K Kh, 10 9d"`).
///
/// # Errors
/// [`ErrorKind::UnknownCard`] for the first symbol that is not a card.
pub fn parse_cards(s: &str) -> Result<Vec<Card>> {
    s.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(Card::parse)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rank_symbol_round_trips() {
        for r in Rank::ALL {
            assert_eq!(Rank::parse(r.symbol()), Some(r));
        }
        assert_eq!(Rank::parse("t"), Some(Rank::Ten));
        assert_eq!(Rank::parse("1"), Some(Rank::Ace));
    }

    #[test]
    fn ranks_and_cards_parse_with_from_str_and_print_back() {
        for r in Rank::ALL {
            assert_eq!(r.to_string().parse::<Rank>().unwrap(), r);
        }
        for c in ["A", "Kh", "10d", "9c", "Qs"] {
            assert_eq!(c.parse::<Card>().unwrap().to_string(), c);
        }
        let e = "X".parse::<Rank>().unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::UnknownCard("X".into()));
    }

    #[test]
    fn values_follow_the_sheets() {
        let v: Vec<usize> = Rank::ALL.iter().map(|r| r.value()).collect();
        assert_eq!(v, [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
    }

    #[test]
    fn card_lists_accept_commas_spaces_and_suits() {
        let cards = parse_cards("A 5,K  Kh, 10 9d qS").unwrap();
        let s: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        assert_eq!(s, ["A", "5", "K", "Kh", "10", "9d", "Qs"]);
    }

    #[test]
    fn unknown_symbols_are_named() {
        for bad in ["X", "11", "0", "Kx", "h", "5hh", "-1"] {
            let e = parse_cards(&format!("A {bad}")).unwrap_err();
            assert!(e.to_string().contains(&format!("'{bad}'")), "{e}");
        }
    }
}
