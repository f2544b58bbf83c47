//! Reading the shoe log of a review: every coup's cards, checked against the tableau and
//! the shoe.
//!
//! CSV with a header row or JSON lines (one object per line), as the file's extension says
//! ([`LogFormat::for_file`]). Every error names the log, the line and the reason. A `rest`
//! row (the undealt cards behind the cut card, as `audit` reads them) is not priced (a
//! review prices what was dealt), but it makes the shoe complete: its cards after the
//! burn are kept for the re-deal null of the result test ([`LoggedShoe::complete`]).

use crate::card::Card;
use crate::coup::{Coup, Pairs};
use crate::error::Result;
use crate::logs::rows::at;
use crate::logs::{CheckedCoup, LogFormat, ShoeRow, ShoeRowKind, ShoeRows};
use crate::rules::Rules;
use crate::shoe::Shoe;

/// The largest shoe or bet log read, in bytes (64 MiB: 100 eight-deck shoes with ten
/// players betting five bets on every coup is about 12 MiB).
pub const MAX_LOG_BYTES: usize = 64 << 20;

/// One coup of a shoe log: what a review needs of it (its cards are not kept, so a log of
/// a hundred thousand coups stays small: its outcome, pair flags and the shoe before it).
#[derive(Debug, Clone, PartialEq)]
pub struct LoggedCoup {
    /// Its number in the shoe, from 1.
    pub coup: u32,
    /// The line of the log it was read from.
    pub line: usize,
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
    /// A complete shoe (its rest row logged, every burn before its first coup): the cards
    /// burned (their faces never dealt) and the codes (`rank index × 4 + suit index`, suit
    /// 0 when the log has no suits) of every card after the burn in shoe order, the coups'
    /// cards in dealing order then the rest. `None` for any other shoe.
    pub complete: Option<(usize, Vec<u8>)>,
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
        ShoeLog::from_rows(ShoeRows::read(text, format, rules)?, decks)
    }

    /// The shoes of rows read by [`ShoeRows::read`], each coup with the shoe as it stood
    /// before it.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the line: a shoe dealing more of a card than
    /// its `decks` hold, a coup with fewer than 6 cards left.
    fn from_rows(rows: ShoeRows, decks: u32) -> Result<ShoeLog> {
        let suited = rows.suited();
        // Each shoe's coups, counted first: every vector is made at its size (a log of
        // a hundred thousand coups is held once, without the slack of growing vectors).
        let mut sizes: Vec<usize> = Vec::new();
        let mut last = None;
        for r in &rows.rows {
            if last != Some(r.shoe) && !matches!(r.kind, ShoeRowKind::Rest(_)) {
                sizes.push(0);
                last = Some(r.shoe);
            }
            if let (ShoeRowKind::Coup(_), Some(n)) = (&r.kind, sizes.last_mut()) {
                *n += 1;
            }
        }
        let (what, shoes) = (rows.what, sizes.len());
        let full = if suited {
            Shoe::with_decks(decks)?
        } else {
            Shoe::from_counts([decks * 4; 13])?
        };
        let mut reader = Reader {
            what,
            sizes: sizes.into_iter(),
            decks,
            suited,
            state: full.clone(),
            full,
            shoes: Vec::with_capacity(shoes),
            cards: None,
        };
        for row in rows.rows {
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
struct Reader {
    what: &'static str,
    sizes: std::vec::IntoIter<usize>,
    decks: u32,
    suited: bool,
    full: Shoe,
    state: Shoe,
    shoes: Vec<LoggedShoe>,
    /// The current shoe's cards in shoe order (burned: `None`), while it can be complete.
    cards: Option<(usize, Vec<u8>)>,
}

impl Reader {
    fn strip(&self, c: Card) -> Card {
        Card {
            rank: c.rank,
            suit: c.suit.filter(|_| self.suited),
        }
    }

    fn take(&mut self, shoe: u64, c: Card, line: usize) -> Result<()> {
        let decks = self.decks;
        let c = self.strip(c);
        let what = self.what;
        self.state.take(c).map_err(|e| {
            at(
                what,
                line,
                format!("shoe {shoe} deals more than its {decks} decks hold: {e}"),
            )
        })
    }

    /// The code of a card for the re-deal null (suit 0 when the log has no suits).
    fn code(&self, c: &Card) -> u8 {
        let suit = c.suit.filter(|_| self.suited).map_or(0, |s| s.index());
        (c.rank.index() * 4 + suit) as u8
    }

    /// Applies one row: a rest row (completing its shoe's cards), a burn row or a coup.
    fn row(&mut self, row: ShoeRow) -> Result<()> {
        let (shoe, line) = (row.shoe, row.line);
        if let ShoeRowKind::Rest(rest) = &row.kind {
            // The rest row is its shoe's last: the shoe is complete.
            let codes: Vec<u8> = rest.iter().map(|c| self.code(c)).collect();
            if let (Some(current), Some((burn, mut cards))) =
                (self.shoes.last_mut(), self.cards.take())
            {
                if current.shoe == shoe {
                    cards.extend(codes);
                    current.complete = Some((burn, cards));
                }
            }
            return Ok(());
        }
        if self.shoes.last().is_none_or(|s| s.shoe != shoe) {
            self.shoes.push(LoggedShoe {
                shoe,
                coups: Vec::with_capacity(self.sizes.next().unwrap_or(0)),
                complete: None,
            });
            self.state = self.full.clone();
            self.cards = Some((0, Vec::new()));
        }
        match row.kind {
            ShoeRowKind::Rest(_) => Ok(()),
            ShoeRowKind::Burn(cards) => {
                // A burn after the first coup: the shoe's order is not known in full.
                let first = self.shoes.last().is_some_and(|s| s.coups.is_empty());
                match (&mut self.cards, first) {
                    (Some((burn, _)), true) => *burn += cards.len(),
                    (kept, _) => *kept = None,
                }
                cards
                    .into_iter()
                    .flatten()
                    .try_for_each(|c| self.take(shoe, c, line))
            }
            ShoeRowKind::Coup(c) => self.coup(shoe, c, line),
        }
    }

    fn coup(&mut self, shoe: u64, c: CheckedCoup, line: usize) -> Result<()> {
        let left = self.state.total();
        if left < 6 {
            return Err(at(
                self.what,
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
        if self.cards.is_some() {
            // Dealing order: Punto, Banco, Punto, Banco, then Punto's third, Banco's third.
            let (p, b) = (&c.punto, &c.banco);
            let order = [p.first(), b.first(), p.get(1), b.get(1), p.get(2), b.get(2)];
            let codes: Vec<u8> = order.into_iter().flatten().map(|c| self.code(c)).collect();
            if let Some((_, cards)) = &mut self.cards {
                cards.extend(codes);
            }
        }
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
