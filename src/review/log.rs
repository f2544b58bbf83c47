//! Reading the shoe log of a review: every coup's cards, checked against the tableau and
//! the shoe.
//!
//! CSV with a header row or JSON lines (one object per line), as the file's extension says
//! ([`LogFormat::for_file`]). Every error names the log, the line and the reason. A `rest`
//! row (the undealt cards behind the cut card, as `audit` reads them) is accepted and
//! ignored: a review prices what was dealt.

use crate::card::Card;
use crate::coup::{Coup, Pairs};
use crate::error::Result;
use crate::logs::{CheckedCoup, LogFormat, ShoeRow, ShoeRowKind, ShoeRows};
use crate::rules::Rules;
use crate::shoe::Shoe;

/// The largest shoe or bet log read, in bytes (64 MiB: 100 eight-deck shoes with ten
/// players betting five bets on every coup is about 12 MiB).
pub const MAX_LOG_BYTES: usize = 64 << 20;

/// One coup of a shoe log.
#[derive(Debug, Clone, PartialEq)]
pub struct LoggedCoup {
    /// Its number in the shoe, from 1.
    pub coup: u32,
    /// The line of the log it was read from.
    pub line: usize,
    /// Punto's cards.
    pub punto: Vec<Card>,
    /// Banco's cards.
    pub banco: Vec<Card>,
    /// The finished coup as bets see it.
    pub outcome: Coup,
    /// Pair flags of the first four cards (perfect pairs need suits).
    pub pairs: Pairs,
    /// The shoe as it stood before the coup: every card seen so far removed (face-down
    /// burns stay in).
    pub before: Shoe,
}

/// One shoe of a shoe log.
#[derive(Debug, Clone, PartialEq)]
pub struct LoggedShoe {
    /// The shoe's number as logged.
    pub shoe: u64,
    /// Its coups, in order.
    pub coups: Vec<LoggedCoup>,
}

/// A shoe log, read and checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ShoeLog {
    /// The full shoe every logged shoe starts from.
    pub full: Shoe,
    /// Whether every card of the log has a suit (else suits are dropped, and perfect-pair
    /// bets cannot be reviewed).
    pub suited: bool,
    /// The shoes, in the order of the log.
    pub shoes: Vec<LoggedShoe>,
}

impl ShoeLog {
    /// Reads a shoe log of `decks`-deck shoes and checks it: every coup's cards follow the
    /// tableau of `rules`, no shoe deals more of a card than it holds, coups are numbered
    /// 1, 2, ... in each shoe and a shoe's rows are together. `?` in `burn` is a card
    /// burned face down (unknown: it stays in the shoe priced). A `rest` row is ignored.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the line and the reason.
    pub fn parse(text: &str, format: LogFormat, decks: u32, rules: &Rules) -> Result<ShoeLog> {
        ShoeLog::from_rows(&ShoeRows::read(text, format, rules)?, decks)
    }

    /// The shoes of rows read by [`ShoeRows::read`], each coup with the shoe as it stood
    /// before it.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the line: a shoe dealing more of a card than
    /// its `decks` hold, a coup with fewer than 6 cards left.
    pub fn from_rows(rows: &ShoeRows, decks: u32) -> Result<ShoeLog> {
        let suited = rows.suited();
        let full = if suited {
            Shoe::with_decks(decks)?
        } else {
            Shoe::from_counts([decks * 4; 13])?
        };
        let mut reader = Reader {
            rows,
            decks,
            suited,
            state: full.clone(),
            full,
            shoes: Vec::new(),
        };
        for row in &rows.rows {
            reader.row(row)?;
        }
        Ok(ShoeLog {
            full: reader.full,
            suited,
            shoes: reader.shoes,
        })
    }

    /// The shoe with this number, if logged.
    pub fn shoe(&self, shoe: u64) -> Option<&LoggedShoe> {
        self.shoes.iter().find(|s| s.shoe == shoe)
    }

    /// Coups in all.
    pub fn coups(&self) -> usize {
        self.shoes.iter().map(|s| s.coups.len()).sum()
    }
}

/// A shoe log being read: the shoes so far and the current shoe as it stands.
struct Reader<'a> {
    rows: &'a ShoeRows,
    decks: u32,
    suited: bool,
    full: Shoe,
    state: Shoe,
    shoes: Vec<LoggedShoe>,
}

impl Reader<'_> {
    fn strip(&self, c: Card) -> Card {
        Card {
            rank: c.rank,
            suit: c.suit.filter(|_| self.suited),
        }
    }

    fn take(&mut self, shoe: u64, c: Card, line: usize) -> Result<()> {
        let decks = self.decks;
        let c = self.strip(c);
        self.state.take(c).map_err(|e| {
            self.rows.at(
                line,
                format!("shoe {shoe} deals more than its {decks} decks hold: {e}"),
            )
        })
    }

    /// Applies one row: a rest row (ignored), a burn row or a coup.
    fn row(&mut self, row: &ShoeRow) -> Result<()> {
        let (shoe, line) = (row.shoe, row.line);
        if let ShoeRowKind::Rest(_) = row.kind {
            return Ok(());
        }
        if self.shoes.last().is_none_or(|s| s.shoe != shoe) {
            self.shoes.push(LoggedShoe {
                shoe,
                coups: Vec::new(),
            });
            self.state = self.full.clone();
        }
        match &row.kind {
            ShoeRowKind::Rest(_) => Ok(()),
            ShoeRowKind::Burn(cards) => cards
                .iter()
                .flatten()
                .try_for_each(|&c| self.take(shoe, c, line)),
            ShoeRowKind::Coup(c) => self.coup(shoe, c, line),
        }
    }

    fn coup(&mut self, shoe: u64, c: &CheckedCoup, line: usize) -> Result<()> {
        let left = self.state.total();
        if left < 6 {
            return Err(self.rows.at(
                line,
                format!(
                    "shoe {shoe} has only {left} card{} left before coup {}; a coup needs 6 in the shoe",
                    if left == 1 { "" } else { "s" },
                    c.coup
                ),
            ));
        }
        let before = self.state.clone();
        for &card in c.punto.iter().chain(&c.banco) {
            self.take(shoe, card, line)?;
        }
        let strip = |h: &[Card]| h.iter().map(|&c| self.strip(c)).collect();
        let (punto, banco) = (strip(&c.punto), strip(&c.banco));
        let pairs = if self.suited {
            c.pairs
        } else {
            Pairs {
                punto_perfect_pair: false,
                banco_perfect_pair: false,
                ..c.pairs
            }
        };
        if let Some(current) = self.shoes.last_mut() {
            current.coups.push(LoggedCoup {
                coup: c.coup,
                line,
                punto,
                banco,
                outcome: c.outcome,
                pairs,
                before,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
