//! Shuffling and dealing real cards: a portable seeded shuffle and one coup by the tableau.

use crate::bets::{Coup, Pairs};
use crate::card::{Card, Rank, Suit};
use crate::coup::hand_total;
use crate::outcome::coup_facts;
use crate::rules::Rules;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A physical card: `rank index * 4 + suit index` (ranks A..K, suits in [`Suit`] order).
pub(crate) type Code = u8;

/// The card a code stands for.
pub(crate) fn card_of(code: Code) -> Card {
    Card {
        rank: Rank::from_index(usize::from(code / 4)).expect("code below 52"),
        suit: Some(Suit::ALL[usize::from(code % 4)]),
    }
}

/// Rank index 0-12 (A..K) of a code.
#[inline]
pub(crate) fn rank_index(code: Code) -> usize {
    usize::from(code / 4)
}

/// Point value 0-9 of a code.
#[inline]
pub(crate) fn value(code: Code) -> u8 {
    // Ranks A..9 are indices 0..8 (values 1..9); 10, J, Q, K are worth 0.
    let r = code / 4;
    if r < 9 {
        r + 1
    } else {
        0
    }
}

/// The generator of shoe `index` under `seed`: ChaCha with 8 rounds, key = the seed's
/// eight little-endian bytes followed by 24 zero bytes, stream = the shoe index. Every shoe
/// is thus independent of every other and of how shoes are spread over threads.
pub(crate) fn shoe_rng(seed: u64, index: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    let mut rng = ChaCha8Rng::from_seed(key);
    rng.set_stream(index);
    rng
}

/// A uniform integer in `0..bound` by rejection on 32-bit draws: portable and unbiased,
/// independent of `rand`'s own (version-dependent) range sampling.
pub(crate) fn below(rng: &mut ChaCha8Rng, bound: u32) -> u32 {
    let limit = u32::MAX - u32::MAX % bound;
    loop {
        let x = rng.next_u32();
        if x < limit {
            return x % bound;
        }
    }
}

/// Shuffles `items` into a uniformly random order by Fisher-Yates (Durstenfeld): for i
/// from the last position down to 1, swap position i with a uniform position in 0..=i
/// (drawn by rejection on 32-bit draws, portable across `rand` versions).
///
/// The one shuffle of the crate: the study's shoes, the weak models' redraws and the
/// statistics' nulls (`stats::shuffle` is this function) all draw the same permutation from
/// the same stream.
pub fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, (i + 1) as u32) as usize);
    }
}

/// `decks` decks in new-deck order (per deck A..K, each spades, hearts, diamonds, clubs).
pub(crate) fn new_deck_order(decks: u32) -> Vec<Code> {
    (0..decks).flat_map(|_| 0..52u8).collect()
}

/// `decks` full decks in new-deck order, [`shuffle`]d with [`shoe_rng`]`(seed, index)`.
pub(crate) fn shuffled_shoe(decks: u32, seed: u64, index: u64) -> Vec<Code> {
    let mut cards = new_deck_order(decks);
    shuffle(&mut shoe_rng(seed, index), &mut cards);
    cards
}

/// Cards burned face down after the turned card of sheet 003: its point value, ten for a
/// ten-value card.
pub(crate) fn burn_count(turned: Code) -> usize {
    match value(turned) {
        0 => 10,
        v => usize::from(v),
    }
}

/// One coup dealt from real cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Dealt {
    /// The finished coup in the event vocabulary.
    pub coup: Coup,
    /// Pair flags of the first four cards, with suits.
    pub pairs: Pairs,
    /// Cards the coup used (4, 5 or 6).
    pub used: usize,
}

/// Deals one coup from the top of `cards` (Punto, Banco, Punto, Banco, then third cards by
/// the rules).
///
/// # Panics
/// If `cards` runs out mid-coup (the caller keeps at least six cards in reach).
pub(crate) fn deal(rules: &Rules, cards: &[Code]) -> Dealt {
    let card = |i: usize| card_of(cards[i]);
    // Each hand's cards, the third one a placeholder until it is drawn.
    let mut punto = [card(0), card(2), card(0)];
    let mut banco = [card(1), card(3), card(1)];
    let (pt, bt) = (hand_total(&punto[..2]), hand_total(&banco[..2]));
    let (mut pc, mut bc, mut used) = (2, 2, 4);
    if !rules.is_natural(pt) && !rules.is_natural(bt) {
        let mut punto_third = None;
        if rules.punto_draws(pt) {
            punto[2] = card(used);
            punto_third = Some(value(cards[used]));
            (pc, used) = (3, used + 1);
        }
        if rules.banco_draws(bt, punto_third) {
            banco[2] = card(used);
            (bc, used) = (3, used + 1);
        }
    }
    let (coup, pairs) = coup_facts(rules, &punto[..pc], &banco[..bc]);
    Dealt { coup, pairs, used }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::Winner;

    fn code(s: &str) -> Code {
        let c = Card::parse(s).unwrap();
        (c.rank.index() * 4 + c.suit.unwrap().index()) as Code
    }

    fn codes(s: &str) -> Vec<Code> {
        s.split_whitespace().map(code).collect()
    }

    #[test]
    fn codes_round_trip_to_cards() {
        for c in 0..52u8 {
            let card = card_of(c);
            assert_eq!(code(&card.to_string()), c);
            assert_eq!(usize::from(value(c)), card.rank.value());
        }
    }

    #[test]
    fn natural_nine_ends_the_coup_after_four_cards() {
        let rules = Rules::preset("standard").unwrap();
        // Punto 4s 5h = 9, Banco Kd 3c = 3.
        let d = deal(&rules, &codes("4s Kd 5h 3c 2s 2h"));
        assert_eq!(d.used, 4);
        assert!(d.coup.natural && d.coup.punto_natural && !d.coup.banco_natural);
        assert_eq!(d.coup.winner(), Winner::Punto);
    }

    #[test]
    fn banco_on_three_stands_when_punto_third_is_eight() {
        let rules = Rules::preset("standard").unwrap();
        // Punto As Qs = 1 draws 8h -> 9; Banco 2d Ac = 3 stands on a Punto third card of 8.
        let d = deal(&rules, &codes("As 2d Qs Ac 8h 5c"));
        assert_eq!(d.used, 5);
        assert_eq!((d.coup.punto_total, d.coup.banco_total), (9, 3));
        assert_eq!((d.coup.punto_cards, d.coup.banco_cards), (3, 2));
    }

    #[test]
    fn pairs_need_rank_and_perfect_pairs_need_suit() {
        let rules = Rules::preset("standard").unwrap();
        let d = deal(&rules, &codes("Ks Jh Ks Qh 2c 2d"));
        assert!(d.pairs.punto_pair && d.pairs.punto_perfect_pair);
        assert!(!d.pairs.banco_pair && !d.pairs.banco_perfect_pair);
        assert_eq!(d.used, 6);
    }

    #[test]
    fn shuffles_are_permutations_that_depend_on_seed_and_index() {
        let a = shuffled_shoe(8, 1, 0);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        let mut expected: Vec<Code> = (0..8).flat_map(|_| 0..52u8).collect();
        expected.sort_unstable();
        assert_eq!(sorted, expected);
        assert_eq!(a, shuffled_shoe(8, 1, 0));
        assert_ne!(a, shuffled_shoe(8, 1, 1));
        assert_ne!(a, shuffled_shoe(8, 2, 0));
    }

    #[test]
    fn each_rank_lands_anywhere_about_equally() {
        // 4,000 one-deck shuffles: the ace of spades lands in the first half about half
        // the time (binomial sd 31.6; allow 5 sd).
        let first_half = (0..4000)
            .filter(|&i| shuffled_shoe(1, 7, i).iter().position(|&c| c == 0).unwrap() < 26)
            .count() as f64;
        assert!((first_half - 2000.0).abs() < 5.0 * 31.7, "{first_half}");
    }

    #[test]
    fn sheet_003_burns_the_turned_value_and_ten_for_tens() {
        assert_eq!(burn_count(code("7h")), 7);
        assert_eq!(burn_count(code("As")), 1);
        assert_eq!(burn_count(code("Kd")), 10);
        assert_eq!(burn_count(code("10c")), 10);
    }
}
