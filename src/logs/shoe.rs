//! The rows of a shoe log, read one way for `review` and for `audit`: burn rows, coups
//! checked against the tableau, and the `rest` row of a shoe.
//!
//! CSV (a header naming the columns `shoe`, `coup`, `punto`, `banco`, `burn`, `rest`, any
//! order and case, `shoe` required) or JSON lines (one flat object per line with those
//! keys), read strictly by [`super::rows`]. The shape is checked here for both commands: a
//! shoe's rows together, burn rows (no `coup`, `burn` cards, `?` for a card burned face
//! down), coups numbered 1, 2, ... in each shoe, each a finished coup of the tableau, and at
//! most one rest row (no `coup`, `rest` cards), the last of its shoe. What a shoe holds is
//! left to the reader above: `review` refuses a shoe dealing more of a card than its decks
//! hold, `audit` reports it.
//!
//! A log converted from a `track` session (`TrackerFile::shoe_log`) has one more column,
//! `session_line`: the line of the session's log a row was replayed from. Messages then name
//! that line (`log line 3: ...`), not the line of the converted text.

use super::rows::{at, each_row, integer, Columns, LogFormat, Row};
use crate::card::{parse_cards, Card};
use crate::coup::{hand_total, Coup, Pairs};
use crate::error::{Error, ErrorKind, Result};
use crate::outcome::coup_facts;
use crate::rules::Rules;

/// The columns of a shoe log.
pub const SHOE_COLUMNS: [&str; 7] = [
    "shoe",
    "coup",
    "punto",
    "banco",
    "burn",
    "rest",
    "session_line",
];

/// What one row of a shoe log holds.
#[derive(Debug, Clone, PartialEq)]
pub enum ShoeRowKind {
    /// Cards burned (or seen) between coups, in order; `None` for one burned face down.
    Burn(Vec<Option<Card>>),
    /// A finished coup, checked against the tableau.
    Coup(CheckedCoup),
    /// The undealt cards behind the cut card, in shoe order.
    Rest(Vec<Card>),
}

/// A finished coup as the log gives it, checked against the tableau.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedCoup {
    /// Its number in the shoe, from 1.
    pub coup: u32,
    /// Punto's cards in dealing order.
    pub punto: Vec<Card>,
    /// Banco's cards in dealing order.
    pub banco: Vec<Card>,
    /// The finished coup as bets see it.
    pub outcome: Coup,
    /// Pair flags of the first four cards (perfect pairs need suits).
    pub pairs: Pairs,
}

/// One row of a shoe log.
#[derive(Debug, Clone, PartialEq)]
pub struct ShoeRow {
    /// The line messages name: the log's line (from 1), or the session's for a converted
    /// session.
    pub line: usize,
    /// The shoe's number as logged.
    pub shoe: u64,
    /// What the row holds.
    pub kind: ShoeRowKind,
}

/// A shoe log read and checked for its shape: every row in order.
#[derive(Debug, Clone, PartialEq)]
pub struct ShoeRows {
    /// How messages name the log: `shoe log`, or `log` for a converted session.
    pub what: &'static str,
    /// The rows, in order.
    pub rows: Vec<ShoeRow>,
}

impl ShoeRows {
    /// Reads a shoe log and checks its shape and every coup against the tableau of
    /// `rules` (see the module's documentation).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the line and the reason.
    pub fn read(text: &str, format: LogFormat, rules: &Rules) -> Result<ShoeRows> {
        let columns = Columns {
            names: &SHOE_COLUMNS,
            required: &["shoe"],
            what: "shoe log",
        };
        // A converted session names every row's session line; a log names its own.
        let session = text
            .lines()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|header| header.to_ascii_lowercase().contains("session_line"));
        let mut shape = Shape {
            what: if session { "log" } else { "shoe log" },
            rows: Vec::new(),
            seen: std::collections::HashSet::new(),
            coups: 0,
            rest: false,
        };
        // Row by row: the text's rows are never all held at once.
        each_row(text, format, &columns, |row| shape.row(&row, rules))?;
        shape.rows.shrink_to_fit();
        Ok(ShoeRows {
            what: shape.what,
            rows: shape.rows,
        })
    }

    /// An error at `line` of this log: `shoe log line 3: ...` (`log line 3: ...` for a
    /// converted session).
    pub fn at(&self, line: usize, msg: impl std::fmt::Display) -> Error {
        at(self.what, line, msg)
    }

    /// Whether every card of the log has a suit.
    pub fn suited(&self) -> bool {
        self.rows.iter().all(|r| match &r.kind {
            ShoeRowKind::Burn(cards) => cards.iter().flatten().all(|c| c.suit.is_some()),
            ShoeRowKind::Coup(c) => c.punto.iter().chain(&c.banco).all(|c| c.suit.is_some()),
            ShoeRowKind::Rest(cards) => cards.iter().all(|c| c.suit.is_some()),
        })
    }
}

/// The shape being checked: the rows so far and where the current shoe stands.
struct Shape {
    what: &'static str,
    rows: Vec<ShoeRow>,
    seen: std::collections::HashSet<u64>,
    coups: u32,
    rest: bool,
}

/// Cards of a `burn` or `rest` field: split at commas and spaces; `?` (a card burned face
/// down) only where `hidden` allows it.
fn card_list(text: &str, hidden: bool) -> Result<Vec<Option<Card>>> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(|t| match t {
            "?" if hidden => Ok(None),
            t => Card::parse(t).map(Some),
        })
        .collect()
}

impl Shape {
    fn row(&mut self, row: &Row, rules: &Rules) -> Result<()> {
        let line = match integer(
            &row.values[6],
            "session_line",
            "shoe log",
            row.line,
            1 << 32,
        )? {
            Some(n) => n as usize,
            None => row.line,
        };
        let what = self.what;
        let err = |m: &str| at(what, line, m);
        let v = &row.values;
        let shoe =
            integer(&v[0], "shoe", what, line, u64::MAX)?.ok_or_else(|| err("no shoe number"))?;
        let coup = integer(&v[1], "coup", what, line, u64::from(u32::MAX))?.map(|c| c as u32);
        if self.rows.last().is_none_or(|r| r.shoe != shoe) {
            if !self.seen.insert(shoe) {
                return Err(err(&format!(
                    "shoe {shoe} appears again after other shoes; keep a shoe's rows together"
                )));
            }
            (self.coups, self.rest) = (0, false);
        } else if self.rest {
            return Err(err(&format!("shoe {shoe} has a row after its rest row")));
        }
        let has = |c: usize| v[c].is_some();
        let kind = match coup {
            None if has(2) || has(3) => {
                return Err(err(
                    "a row with cards for punto or banco needs its coup number",
                ))
            }
            None if has(4) && has(5) => return Err(err("burn and rest go on rows of their own")),
            None if has(4) => ShoeRowKind::Burn(
                card_list(v[4].as_deref().unwrap_or(""), true)
                    .map_err(|e| err(&format!("burn: {e}")))?,
            ),
            None if has(5) => {
                self.rest = true;
                ShoeRowKind::Rest(
                    card_list(v[5].as_deref().unwrap_or(""), false)
                        .map_err(|e| err(&format!("rest: {e}")))?
                        .into_iter()
                        .flatten()
                        .collect(),
                )
            }
            None => {
                return Err(err(
                    "a row without coup is a burn row or a rest row and needs its cards",
                ))
            }
            Some(_) if has(4) || has(5) => {
                return Err(err(
                    "burns and the rest go on their own rows, without a coup number",
                ))
            }
            Some(n) => self.coup(v, shoe, n, line, rules)?,
        };
        self.rows.push(ShoeRow { line, shoe, kind });
        Ok(())
    }

    /// Coup `n` of `shoe` on log line `line`: numbered in order, its cards against the
    /// tableau.
    fn coup(
        &mut self,
        v: &[Option<String>],
        shoe: u64,
        n: u32,
        line: usize,
        rules: &Rules,
    ) -> Result<ShoeRowKind> {
        let what = self.what;
        let err = |m: &str| at(what, line, m);
        let expected = self.coups + 1;
        if n != expected {
            return Err(err(&format!(
                "shoe {shoe} coup {n} where coup {expected} comes next; coups are numbered 1, 2, ... in order"
            )));
        }
        self.coups = n;
        let cards = |c: usize| {
            parse_cards(v[c].as_deref().unwrap_or(""))
                .map_err(|e| err(&format!("{}: {e}", SHOE_COLUMNS[c])))
        };
        let (punto, banco) = (cards(2)?, cards(3)?);
        let (outcome, pairs) =
            check_tableau(rules, &punto, &banco).map_err(|e| match e.kind() {
                // The rule broken, placed in the line's message as it is (the line's message
                // is cut and escaped as a whole).
                ErrorKind::BadCoup(why) => err(why),
                _ => err(&e.to_string()),
            })?;
        Ok(ShoeRowKind::Coup(CheckedCoup {
            coup: n,
            punto,
            banco,
            outcome,
            pairs,
        }))
    }
}

/// Checks a finished coup against the tableau and describes it for the bets
/// ([`coup_facts`]).
///
/// # Errors
/// [`crate::ErrorKind::BadCoup`]: the rule the coup breaks, in words.
pub fn check_tableau(rules: &Rules, punto: &[Card], banco: &[Card]) -> Result<(Coup, Pairs)> {
    let show = |h: &[Card]| {
        h.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let words = format!("Punto {}, Banco {}", show(punto), show(banco));
    if !(2..=3).contains(&punto.len()) || !(2..=3).contains(&banco.len()) {
        return Err(Error::coup(format!(
            "{words}: each hand has 2 or 3 cards in a finished coup"
        )));
    }
    let (pt, bt) = (hand_total(&punto[..2]), hand_total(&banco[..2]));
    let natural = rules.is_natural(pt) || rules.is_natural(bt);
    let breaks = |why: String| {
        Err(Error::coup(format!(
            "{words} breaks the tableau of {}: {why}",
            rules.name()
        )))
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
        let punto_third = draws.then(|| punto.get(2).map_or(0, |c| c.rank.value() as u8));
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
    Ok(coup_facts(rules, punto, banco))
}
