//! Reading the shoe log of a review: every coup's cards, checked against the tableau and
//! the shoe.
//!
//! CSV with a header row or JSON lines (one object per line), as the file's extension says
//! ([`LogFormat::for_file`]). Every error names the log, the line and the reason. A `rest`
//! row (the undealt cards behind the cut card, as `audit` reads them) is accepted and
//! ignored: a review prices what was dealt.

use super::rows::{at, integer, rows, Columns, LogFormat, Row};
use crate::card::{parse_cards, Card};
use crate::coup::{Coup, Pairs};
use crate::error::Result;
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

const SHOE_COLUMNS: [&str; 6] = ["shoe", "coup", "punto", "banco", "burn", "rest"];

impl ShoeLog {
    /// Reads a shoe log of `decks`-deck shoes and checks it: every coup's cards follow the
    /// tableau of `rules`, no shoe deals more of a card than it holds, coups are numbered
    /// 1, 2, ... in each shoe and a shoe's rows are together. `?` in `burn` is a card
    /// burned face down (unknown: it stays in the shoe priced). A `rest` row is ignored.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the line and the reason.
    pub fn parse(text: &str, format: LogFormat, decks: u32, rules: &Rules) -> Result<ShoeLog> {
        let columns = Columns {
            names: &SHOE_COLUMNS,
            required: &["shoe"],
            what: WHAT,
        };
        let rows = rows(text, format, &columns)?;
        let suited = rows.iter().all(|r| {
            [2, 3, 4].iter().all(|&c| {
                r.values[c].as_deref().is_none_or(|s| {
                    s.split(|c: char| c == ',' || c.is_whitespace())
                        .filter(|t| !t.is_empty() && *t != "?")
                        .all(|t| Card::parse(t).is_ok_and(|c| c.suit.is_some()))
                })
            })
        });
        let full = if suited {
            Shoe::with_decks(decks)?
        } else {
            Shoe::from_counts([decks * 4; 13])?
        };
        let mut reader = Reader {
            rules,
            decks,
            suited,
            state: full.clone(),
            full,
            shoes: Vec::new(),
            seen: std::collections::HashSet::new(),
        };
        for row in &rows {
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

const WHAT: &str = "shoe log";

/// A shoe log being read: the shoes so far and the current shoe as it stands.
struct Reader<'a> {
    rules: &'a Rules,
    decks: u32,
    suited: bool,
    full: Shoe,
    state: Shoe,
    shoes: Vec<LoggedShoe>,
    seen: std::collections::HashSet<u64>,
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
        self.state.take(c).map_err(|e| {
            at(
                WHAT,
                line,
                format!("shoe {shoe} deals more than its {decks} decks hold: {e}"),
            )
        })
    }

    /// Applies one row: a rest row (ignored), a burn row or a coup.
    fn row(&mut self, row: &Row) -> Result<()> {
        let line = row.line;
        let err = |m: &str| at(WHAT, line, m);
        let shoe: u64 = integer(&row.values[0], "shoe", WHAT, line, u64::MAX)?
            .ok_or_else(|| err("no shoe number"))?;
        let coup =
            integer(&row.values[1], "coup", WHAT, line, u64::from(u32::MAX))?.map(|c| c as u32);
        if row.values[5].is_some() {
            if coup.is_some() || (2..=4).any(|c| row.values[c].is_some()) {
                return Err(err(
                    "a rest row holds only shoe and rest (the undealt cards behind the cut card)",
                ));
            }
            return Ok(());
        }
        if self.shoes.last().is_none_or(|s| s.shoe != shoe) {
            if !self.seen.insert(shoe) {
                return Err(err(&format!(
                    "shoe {shoe} appears again after other shoes; keep a shoe's rows together"
                )));
            }
            self.shoes.push(LoggedShoe {
                shoe,
                coups: Vec::new(),
            });
            self.state = self.full.clone();
        }
        match coup {
            None => self.burn(shoe, row),
            Some(n) => self.coup(shoe, n, row),
        }
    }

    fn burn(&mut self, shoe: u64, row: &Row) -> Result<()> {
        let line = row.line;
        let err = |m: String| at(WHAT, line, m);
        if row.values[2].is_some() || row.values[3].is_some() {
            return Err(err(
                "a row with cards for punto or banco needs its coup number".into(),
            ));
        }
        let burn = row.values[4].as_deref().ok_or_else(|| {
            err("a row without coup is a burn row and needs burn cards (or a rest row)".into())
        })?;
        for token in burn
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            if token != "?" {
                let c = Card::parse(token).map_err(|e| err(format!("burn: {e}")))?;
                self.take(shoe, self.strip(c), line)?;
            }
        }
        Ok(())
    }

    fn coup(&mut self, shoe: u64, n: u32, row: &Row) -> Result<()> {
        let line = row.line;
        let err = |m: String| at(WHAT, line, m);
        if row.values[4].is_some() {
            return Err(err(
                "burns go on their own row, without a coup number".into()
            ));
        }
        let expected = self.shoes.last().map_or(0, |s| s.coups.len()) as u32 + 1;
        if n != expected {
            return Err(err(format!(
                "shoe {shoe} coup {n} where coup {expected} comes next; coups are numbered 1, 2, ... in order"
            )));
        }
        let cards = |c: usize| -> Result<Vec<Card>> {
            let text = row.values[c].as_deref().unwrap_or("");
            Ok(parse_cards(text)
                .map_err(|e| err(format!("{}: {e}", SHOE_COLUMNS[c])))?
                .into_iter()
                .map(|c| self.strip(c))
                .collect())
        };
        let (punto, banco) = (cards(2)?, cards(3)?);
        let (outcome, pairs) = check_tableau(self.rules, &punto, &banco).map_err(err)?;
        let left = self.state.total();
        if left < 6 {
            return Err(err(format!(
                "shoe {shoe} has only {left} card{} left before coup {n}; a coup needs 6 in the shoe",
                if left == 1 { "" } else { "s" }
            )));
        }
        let before = self.state.clone();
        for &c in punto.iter().chain(&banco) {
            self.take(shoe, c, line)?;
        }
        if let Some(current) = self.shoes.last_mut() {
            current.coups.push(LoggedCoup {
                coup: n,
                line,
                punto,
                banco,
                outcome,
                pairs,
                before,
            });
        }
        Ok(())
    }
}

/// Checks a finished coup against the tableau and describes it for the bets.
fn check_tableau(
    rules: &Rules,
    punto: &[Card],
    banco: &[Card],
) -> std::result::Result<(Coup, Pairs), String> {
    let show = |h: &[Card]| {
        h.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let words = format!("Punto {}, Banco {}", show(punto), show(banco));
    if !(2..=3).contains(&punto.len()) || !(2..=3).contains(&banco.len()) {
        return Err(format!(
            "{words}: each hand has 2 or 3 cards in a finished coup"
        ));
    }
    let value = |c: &Card| c.rank.value() as u8;
    let two = |h: &[Card]| (value(&h[0]) + value(&h[1])) % 10;
    let (pt, bt) = (two(punto), two(banco));
    let (pn, bn) = (rules.is_natural(pt), rules.is_natural(bt));
    let natural = pn || bn;
    let breaks = |why: String| {
        Err(format!(
            "{words} breaks the tableau of {}: {why}",
            rules.name()
        ))
    };
    let punto_third = if natural {
        None
    } else if rules.punto_draws(pt) {
        Some(punto.get(2).map_or(0, value))
    } else {
        None
    };
    if natural && (punto.len() == 3 || banco.len() == 3) {
        return breaks("no third card is drawn after a natural".into());
    }
    if !natural {
        let draws = rules.punto_draws(pt);
        if draws != (punto.len() == 3) {
            return breaks(format!(
                "Punto on {pt} {}",
                if draws { "draws" } else { "stands" }
            ));
        }
        let draws = rules.banco_draws(bt, punto_third);
        if draws != (banco.len() == 3) {
            return breaks(format!(
                "Banco on {bt} {} {}",
                if draws { "draws" } else { "stands" },
                punto_third.map_or("when Punto stands".to_string(), |v| format!(
                    "on a Punto third card of {v}"
                ))
            ));
        }
    }
    let total = |h: &[Card]| (h.iter().map(|c| value(c) as u32).sum::<u32>() % 10) as u8;
    let same = |a: &Card, b: &Card| a.rank == b.rank;
    let perfect = |a: &Card, b: &Card| a.rank == b.rank && a.suit.is_some() && a.suit == b.suit;
    let pairs = Pairs {
        punto_pair: same(&punto[0], &punto[1]),
        banco_pair: same(&banco[0], &banco[1]),
        punto_perfect_pair: perfect(&punto[0], &punto[1]),
        banco_perfect_pair: perfect(&banco[0], &banco[1]),
    };
    let coup = Coup {
        punto_total: total(punto),
        banco_total: total(banco),
        punto_cards: punto.len() as u8,
        banco_cards: banco.len() as u8,
        natural,
        punto_natural: pn,
        banco_natural: bn,
        punto_pair: pairs.punto_pair,
        banco_pair: pairs.banco_pair,
    };
    Ok((coup, pairs))
}

#[cfg(test)]
mod tests;
