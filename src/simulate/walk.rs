//! A shoe walked by a house procedure without pricing: where the coups start and end.
//!
//! [`super::Study`] plays its coups by this walk; the shuffle models (`stacked:banco`) and
//! the game-integrity audit's re-deal null count outcomes by it.

use super::deal::{burn_count, deal, Code, Dealt};
use super::{Burn, LastCoup, Procedure, MIN_AFTER_CUT};
use crate::bets::Winner;
use crate::rules::Rules;

/// The position of the first coup's first card: after the procedure's burn.
pub(crate) fn first_coup(procedure: &Procedure, cards: &[Code]) -> usize {
    match procedure.burn {
        Burn::None => 0,
        Burn::One => 1,
        Burn::Sheet003 => 1 + burn_count(cards[0]),
    }
}

/// The coup that starts at `pos`, if the procedure deals it, with whether it is the last
/// (its first card is the cut card). `cards` is the whole shoe.
pub(crate) fn coup_at(
    rules: &Rules,
    procedure: &Procedure,
    cards: &[Code],
    pos: usize,
) -> Option<(Dealt, bool)> {
    let cut = procedure.cut_card as usize;
    let cut_at = cards.len().checked_sub(cut)?;
    if pos > cut_at {
        return None;
    }
    // A coup whose first card is the cut card counts only with enough cards behind.
    let last = pos == cut_at;
    if last && cut < MIN_AFTER_CUT as usize {
        return None;
    }
    let dealt = deal(rules, &cards[pos..]);
    if procedure.last_coup == LastCoup::BeforeCut && pos + dealt.used > cut_at {
        return None;
    }
    Some((dealt, last))
}

/// Banco, Punto and tie wins of a shoe dealt by the procedure from `start` (the first
/// coup's first card), with the number of cards the coups used.
pub(crate) fn count_outcomes(
    rules: &Rules,
    procedure: &Procedure,
    cards: &[Code],
    start: usize,
) -> ([u32; 3], usize) {
    let mut wins = [0u32; 3];
    let mut pos = start;
    while let Some((dealt, last)) = coup_at(rules, procedure, cards, pos) {
        wins[winner_index(dealt.coup.winner())] += 1;
        pos += dealt.used;
        if last {
            break;
        }
    }
    (wins, pos - start)
}

/// 0 for Banco, 1 for Punto, 2 for a tie.
pub(crate) fn winner_index(w: Winner) -> usize {
    match w {
        Winner::Banco => 0,
        Winner::Punto => 1,
        Winner::Tie => 2,
    }
}
