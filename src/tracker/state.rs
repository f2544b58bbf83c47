//! The parsed input line and the state a log leads to: the shoe, the coup in play
//! checked against the tableau, and the finished coups.

use super::line_error::{LineError, Why};
use super::results::CoupResult;
use crate::card::{parse_cards, Card};
use crate::coup::hand_total as total;
use crate::error::{Error, ErrorKind};
use crate::rules::Rules;
use crate::shoe::Shoe;
use serde::{Deserialize, Serialize};

/// Where the cards entered go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Cards are seen cards, removed from the shoe.
    Seen,
    /// Cards are dealt into coups, one coup after another.
    Coup,
}

/// A hand of the coup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Hand {
    /// Punto.
    Punto,
    /// Banco.
    Banco,
}

/// One parsed input line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Line {
    Cards(Vec<Card>),
    To(Hand, Vec<Card>),
    Burn(Vec<Card>),
    Coup,
    Seen,
    New,
}

impl Line {
    pub(crate) fn parse(text: &str) -> Result<Line, LineError> {
        let text = text.trim();
        let (word, rest) = text
            .split_once(|c: char| c.is_whitespace())
            .unwrap_or((text, ""));
        let cards = |what: &'static str| -> Result<Vec<Card>, LineError> {
            let cards = parse_cards(rest).map_err(LineError::from)?;
            if cards.is_empty() {
                return Err(LineError::track(Why::NeedsCards(word.into(), what)));
            }
            Ok(cards)
        };
        let bare = |line: Line| {
            if rest.trim().is_empty() {
                Ok(line)
            } else {
                let got = rest.trim().into();
                Err(LineError::track(Why::TakesNothing(word.into(), got)))
            }
        };
        match word.to_ascii_lowercase().as_str() {
            "" => Err(LineError::track(Why::Empty)),
            "burn" => Ok(Line::Burn(cards("burn")?)),
            "punto" | "p" => Ok(Line::To(Hand::Punto, cards("punto")?)),
            "banco" | "b" => Ok(Line::To(Hand::Banco, cards("banco")?)),
            "coup" => bare(Line::Coup),
            "seen" => bare(Line::Seen),
            "new" => bare(Line::New),
            _ => parse_cards(text)
                .map(Line::Cards)
                .map_err(|e| match e.kind() {
                    ErrorKind::UnknownCard(s) if s == word => {
                        LineError::track(Why::NotCardNorCommand(word.into()))
                    }
                    _ => LineError::from(e),
                }),
        }
    }

    /// The line as the log keeps it (cards in their canonical spelling).
    pub(crate) fn canonical(&self) -> String {
        let list = |cards: &[Card]| {
            cards
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        match self {
            Line::Cards(c) => list(c),
            Line::To(Hand::Punto, c) => format!("punto {}", list(c)),
            Line::To(Hand::Banco, c) => format!("banco {}", list(c)),
            Line::Burn(c) => format!("burn {}", list(c)),
            Line::Coup => "coup".into(),
            Line::Seen => "seen".into(),
            Line::New => "new".into(),
        }
    }
}

/// A finished coup: its cards and result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FinishedCoup {
    /// Punto's cards in dealing order, e.g. `"5 3"`.
    pub punto: String,
    /// Banco's cards in dealing order.
    pub banco: String,
    /// Punto's final total.
    pub punto_total: u8,
    /// Banco's final total.
    pub banco_total: u8,
    /// `"punto"`, `"banco"` or `"tie"`.
    pub winner: &'static str,
}

/// The state the log leads to.
#[derive(Debug, Clone)]
pub(crate) struct State {
    pub(crate) start: Shoe,
    /// The shoe without the cards of the coup in play.
    pub(crate) before: Shoe,
    /// The shoe with them out too.
    pub(crate) shoe: Shoe,
    /// Every card out of `before`, in order (seen, burned, finished coups).
    pub(crate) removed: Vec<Card>,
    pub(crate) burned: usize,
    pub(crate) coups: usize,
    pub(crate) mode: Mode,
    pub(crate) punto: Vec<Card>,
    pub(crate) banco: Vec<Card>,
    /// The coup in play's cards in dealing order.
    pub(crate) dealt: Vec<Card>,
    pub(crate) last: Option<FinishedCoup>,
    /// Every finished coup of this shoe, in order (`tracker.results`).
    pub(crate) results: Vec<CoupResult>,
}

/// Which hand the next card of a coup goes to, or `None` when the coup is complete.
pub(crate) fn next_hand(rules: &Rules, punto: &[Card], banco: &[Card]) -> Option<Hand> {
    match (punto.len(), banco.len()) {
        (0, 0) | (1, 1) => Some(Hand::Punto),
        (1, 0) | (2, 1) => Some(Hand::Banco),
        (2, 2) => {
            let (pt, bt) = (total(punto), total(banco));
            if rules.is_natural(pt) || rules.is_natural(bt) {
                None
            } else if rules.punto_draws(pt) {
                Some(Hand::Punto)
            } else {
                rules.banco_draws(bt, None).then_some(Hand::Banco)
            }
        }
        (3, 2) => {
            let third = punto[2].rank.value() as u8;
            rules
                .banco_draws(total(&banco[..2]), Some(third))
                .then_some(Hand::Banco)
        }
        _ => None,
    }
}

impl State {
    pub(crate) fn new(start: Shoe) -> State {
        State {
            before: start.clone(),
            shoe: start.clone(),
            start,
            removed: Vec::new(),
            burned: 0,
            coups: 0,
            mode: Mode::Seen,
            punto: Vec::new(),
            banco: Vec::new(),
            dealt: Vec::new(),
            last: None,
            results: Vec::new(),
        }
    }

    pub(crate) fn in_coup(&self) -> bool {
        !self.punto.is_empty() || !self.banco.is_empty()
    }

    fn refuse_in_coup(&self, seen: bool) -> Result<(), LineError> {
        if self.in_coup() {
            let (punto, banco) = (list_or_dash(&self.punto), list_or_dash(&self.banco));
            return Err(LineError::track(Why::InCoup(punto, banco, seen)));
        }
        Ok(())
    }

    /// A card out of the shoe between coups.
    fn take_out(&mut self, card: Card) -> Result<(), LineError> {
        self.shoe
            .remove(card)
            .map_err(|e| shoe_error(e, card, &self.shoe))?;
        self.before = self.shoe.clone();
        self.removed.push(card);
        Ok(())
    }

    fn deal(&mut self, rules: &Rules, card: Card, to: Option<Hand>) -> Result<(), LineError> {
        if !self.in_coup() && self.shoe.total() < 6 {
            let left = self.shoe.total();
            let e = Error::new(ErrorKind::ShoeTooSmall(left));
            return Err(LineError::of(e, Why::ShoeTooSmall(left)));
        }
        let next = next_hand(rules, &self.punto, &self.banco).expect("a coup in play is open");
        let hand = to.unwrap_or(next);
        let (mut punto, mut banco) = (self.punto.clone(), self.banco.clone());
        match hand {
            Hand::Punto => punto.push(card),
            Hand::Banco => banco.push(card),
        }
        if hand != next {
            return Err(LineError::made(
                ErrorKind::BadCoup,
                wrong_hand(rules, &punto, &banco, next, hand),
            ));
        }
        self.shoe
            .take(card)
            .map_err(|e| shoe_error(e, card, &self.shoe))?;
        (self.punto, self.banco) = (punto, banco);
        self.dealt.push(card);
        if next_hand(rules, &self.punto, &self.banco).is_none() {
            let n = self.results.len() + 1;
            let result = CoupResult::new(rules, n, &self.punto, &self.banco);
            self.results.push(result);
            self.finish();
        }
        Ok(())
    }

    fn finish(&mut self) {
        let (pt, bt) = (total(&self.punto), total(&self.banco));
        let winner = match pt.cmp(&bt) {
            std::cmp::Ordering::Greater => "punto",
            std::cmp::Ordering::Less => "banco",
            std::cmp::Ordering::Equal => "tie",
        };
        self.last = Some(FinishedCoup {
            punto: list_or_dash(&self.punto),
            banco: list_or_dash(&self.banco),
            punto_total: pt,
            banco_total: bt,
            winner,
        });
        self.removed.append(&mut self.dealt);
        self.punto.clear();
        self.banco.clear();
        self.before = self.shoe.clone();
        self.coups += 1;
    }

    pub(crate) fn apply(&mut self, rules: &Rules, line: &Line) -> Result<(), LineError> {
        match line {
            Line::Cards(cards) if self.mode == Mode::Seen => {
                cards.iter().try_for_each(|&c| self.take_out(c))
            }
            Line::Cards(cards) => cards.iter().try_for_each(|&c| self.deal(rules, c, None)),
            Line::To(hand, cards) => cards
                .iter()
                .try_for_each(|&c| self.deal(rules, c, Some(*hand))),
            Line::Burn(cards) => {
                self.refuse_in_coup(false)?;
                cards.iter().try_for_each(|&c| self.take_out(c))?;
                self.burned += cards.len();
                Ok(())
            }
            Line::Coup => {
                self.mode = Mode::Coup;
                Ok(())
            }
            Line::Seen => {
                self.refuse_in_coup(true)?;
                self.mode = Mode::Seen;
                Ok(())
            }
            Line::New => {
                let mode = self.mode;
                *self = State::new(self.start.clone());
                self.mode = mode;
                Ok(())
            }
        }
    }
}

/// Why a card for the hand `hand`, where the tableau deals `next`, cannot be dealt: the
/// rule it breaks, checked in the order [`crate::analysis::PartialCoup::new`] checks the
/// exposed cards `punto` and `banco` (the card among them), whose English it words.
pub(super) fn wrong_hand(
    rules: &Rules,
    punto: &[Card],
    banco: &[Card],
    next: Hand,
    hand: Hand,
) -> Why {
    let (p, b) = (punto.len(), banco.len());
    if p > 3 || b > 3 {
        return Why::TooMany(p, b);
    }
    let in_order = matches!(
        (p, b),
        (0, 0) | (1, 0) | (1, 1) | (2, 1) | (2, 2) | (3, 2) | (2, 3) | (3, 3)
    );
    if !in_order {
        return Why::OutOfOrder(p, b);
    }
    if p >= 2 && b >= 2 {
        // No natural: the coup in play was open before this card.
        let pt = total(&punto[..2]);
        let punto_draws = rules.punto_draws(pt);
        if p == 3 && !punto_draws {
            return Why::PuntoStands(pt, list(&punto[..2]));
        }
        if b == 3 && p == 2 && punto_draws {
            return Why::PuntoDraws(pt, list(&punto[..2]));
        }
    }
    let id = |h: Hand| match h {
        Hand::Punto => "punto",
        Hand::Banco => "banco",
    };
    Why::NextHand(id(next), id(hand))
}

/// The error of taking `card` out of `shoe`: none of it left (a refused card leaves the
/// shoe as it was), or too few cards left.
fn shoe_error(e: Error, card: Card, shoe: &Shoe) -> LineError {
    let why = match e.kind() {
        ErrorKind::NotInShoe(_) if shoe.count(card.rank) == 0 => Why::NotInShoe(card),
        ErrorKind::NotInShoe(_) => Why::NotInShoeSuited(card),
        _ => return LineError::from(e),
    };
    LineError::of(e, why)
}

fn list_or_dash(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "-".into();
    }
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn list(cards: &[Card]) -> String {
    use std::fmt::Write;
    // Written into one string (a shoe's list holds hundreds of cards; this runs for every
    // line a tracker reads).
    let mut out = String::with_capacity(3 * cards.len());
    for (i, c) in cards.iter().enumerate() {
        let sep = if i == 0 { "" } else { " " };
        write!(out, "{sep}{c}").expect("writing to a String cannot fail");
    }
    out
}
