//! Reading a shoe log for an audit: the rows `review` reads plus a `rest` row per shoe.
//!
//! The rows come from the one reader of shoe logs (`crate::logs`, which `review` reads
//! with too); the audit takes the cards from there itself, so that a shoe dealing more of
//! a rank than its decks hold is a finding of the audit (its composition), not an input
//! error. CSV (a header naming the columns `shoe`, `coup`, `punto`, `banco`, `burn`,
//! `rest`, any order, `shoe` required) or JSON lines (one object per line with those
//! fields). Every card needs its suit (the carry-over test follows cards, not ranks).

use crate::card::Card;
use crate::coup::Winner;
use crate::error::Result;
use crate::logs::{LogFormat, ShoeRowKind, ShoeRows};
use crate::rules::Rules;
use crate::simulate::Code;

/// One coup of a shoe: its cards in dealing order (P, B, P, B, then Punto's third card
/// before Banco's) and the number of each hand's cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditCoup {
    /// The log line.
    pub line: usize,
    /// The cards in dealing order.
    pub cards: Vec<Code>,
    /// Who won.
    pub winner: Winner,
}

/// One shoe of a log.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AuditShoe {
    /// The shoe's number as logged.
    pub shoe: u64,
    /// Burned cards in order, `None` for one burned face down.
    pub burn: Vec<Option<Code>>,
    /// The coups, in order.
    pub coups: Vec<AuditCoup>,
    /// The undealt cards behind the cut card in shoe order, when the log has them.
    pub rest: Option<Vec<Code>>,
}

impl AuditShoe {
    /// The shoe's cards after its burn in shoe order: the coups' cards, then the rest.
    pub fn after_burn(&self) -> Vec<Code> {
        let mut out: Vec<Code> = self.coups.iter().flat_map(|c| c.cards.clone()).collect();
        out.extend(self.rest.iter().flatten());
        out
    }

    /// Whether the shoe is complete (it has its rest row).
    pub fn complete(&self) -> bool {
        self.rest.is_some()
    }
}

fn code(c: Card, log: &ShoeRows, line: usize) -> Result<Code> {
    let suit = c.suit.ok_or_else(|| {
        log.at(
            line,
            format!("card '{c}' has no suit; an audit needs every card with its suit (Kh, 9s)"),
        )
    })?;
    Ok((c.rank.index() * 4 + suit.index()) as Code)
}

fn codes(cards: &[Card], log: &ShoeRows, line: usize) -> Result<Vec<Code>> {
    cards.iter().map(|&c| code(c, log, line)).collect()
}

/// Reads a shoe log with the one reader of shoe logs (`review` reads it the same way) and
/// checks every coup against the tableau of `rules`: shoes in log order, a shoe's rows
/// together, coups numbered 1, 2, ... in each shoe, burn rows (no `coup`, `burn` cards, `?`
/// face down) before the first coup, one rest row (no `coup`, `rest` cards) after the last.
/// How many of each card a shoe holds is not checked here (that is the audit's
/// composition).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the line and the reason.
pub fn read_log(text: &str, format: LogFormat, rules: &Rules) -> Result<Vec<AuditShoe>> {
    audit_shoes(&ShoeRows::read(text, format, rules)?)
}

/// The shoes of rows read by [`ShoeRows::read`] (a log, or a converted `track` session).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the line: a card without its suit, a burn row
/// after the shoe's first coup.
fn audit_shoes(log: &ShoeRows) -> Result<Vec<AuditShoe>> {
    let mut shoes: Vec<AuditShoe> = Vec::new();
    for row in &log.rows {
        let line = row.line;
        if shoes.last().is_none_or(|s| s.shoe != row.shoe) {
            shoes.push(AuditShoe {
                shoe: row.shoe,
                ..AuditShoe::default()
            });
        }
        let s = shoes.last_mut().expect("pushed above");
        match &row.kind {
            ShoeRowKind::Burn(cards) => {
                if !s.coups.is_empty() {
                    return Err(log.at(
                        line,
                        format!(
                            "shoe {}: cards seen between coups (burned or shown after the \
                             shoe's first coup); an audit places every card in shoe order, so \
                             it reads burned cards only before a shoe's first coup",
                            s.shoe
                        ),
                    ));
                }
                for c in cards {
                    s.burn.push(c.map(|c| code(c, log, line)).transpose()?);
                }
            }
            ShoeRowKind::Rest(cards) => s.rest = Some(codes(cards, log, line)?),
            ShoeRowKind::Coup(c) => {
                let (punto, banco) = (codes(&c.punto, log, line)?, codes(&c.banco, log, line)?);
                let mut cards = vec![punto[0], banco[0], punto[1], banco[1]];
                cards.extend(punto.get(2));
                cards.extend(banco.get(2));
                // The winner as the re-deals find theirs: the coup's facts from its cards
                // (`outcome::coup_facts`, which the dealing code uses too).
                s.coups.push(AuditCoup {
                    line,
                    cards,
                    winner: c.outcome.winner(),
                });
            }
        }
    }
    Ok(shoes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_rest_and_errors_are_read_as_documented() {
        let rules = Rules::preset("standard").unwrap();
        let csv = "shoe,coup,punto,banco,burn,rest\n0,,,,7h ?,\n0,1,4s 5h,Kd 3c,,\n0,,,,,9s Kh\n";
        let shoes = read_log(csv, LogFormat::Csv, &rules).unwrap();
        assert_eq!(shoes.len(), 1);
        assert_eq!(shoes[0].burn.len(), 2);
        assert_eq!(shoes[0].burn[1], None);
        // Punto 4s 5h = 9 (a natural), dealt P B P B: 4s Kd 5h 3c.
        assert_eq!(shoes[0].coups[0].winner, Winner::Punto);
        assert_eq!(shoes[0].after_burn().len(), 6);
        let jsonl = "{\"shoe\":3,\"coup\":1,\"punto\":\"4s 5h\",\"banco\":\"Kd 3c\"}\n{\"shoe\":3,\"rest\":\"9s\"}\n";
        let shoes = read_log(jsonl, LogFormat::JsonLines, &rules).unwrap();
        assert_eq!(shoes[0].rest, Some(vec![8 * 4]));
        for (bad, why) in [
            (
                "shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c 2h\n",
                "breaks the tableau",
            ),
            ("shoe,coup,punto,banco\n0,1,4 5h,Kd 3c\n", "has no suit"),
            (
                "shoe,coup,punto,banco\n0,2,4s 5h,Kd 3c\n",
                "coup 1 comes next",
            ),
            ("shoe,coup,rest\n0,,9s\n0,1,\n", "after its rest row"),
            ("shoe,coup,card\n", "column 'card'"),
        ] {
            let e = read_log(bad, LogFormat::Csv, &rules)
                .unwrap_err()
                .to_string();
            assert!(e.contains(why) && e.starts_with("shoe log line"), "{e}");
        }
    }
}
