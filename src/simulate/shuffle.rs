//! Shuffle models: how each shoe's order is made from the previous shoe's cards.
//!
//! `fair` is the uniform shuffle of every study (Fisher-Yates, [`super::Study`]); the weak
//! models are what a game-integrity audit must catch. Every model but `fair` shuffles the
//! previous shoe's cards as they left it (its dealt cards then its rest, in shoe order);
//! shoe 0 starts from new-deck order. Shoe `i` draws from the generator of shoe `i`
//! (`shoe_rng(seed, i)`), so a run is the same on any machine and thread count.

use super::deal::{below, new_deck_order, shoe_rng, shuffle, shuffled_shoe, Code};
use super::walk::{count_outcomes, first_coup};
use super::Procedure;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::rules::Rules;
use rand_chacha::rand_core::RngCore;
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

/// The most riffles of `riffle:K` and shelves of `shelf:S`.
pub const MAX_SHUFFLE_PARAMETER: u32 = 1000;

/// The tries `stacked:banco` makes before it keeps the last order (never reached in
/// practice: a fair 8-deck shoe reaches the 60% share about once in 18 tries).
pub const MAX_STACKING_TRIES: u32 = 1_000_000;

/// How a study shuffles its shoes (`simulate --shuffle`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Shuffle {
    /// A uniformly random order, independent of the previous shoe (the default).
    #[default]
    Fair,
    /// K Gilbert-Shannon-Reeds riffles of the whole shoe: cut at a binomial(n, 1/2)
    /// position, then each next card drops from a packet with probability proportional to
    /// its size.
    Riffle(u32),
    /// One pass of an S-shelf shuffling machine (Diaconis, Fulman and Holmes 2013): each
    /// card in turn goes to a uniformly chosen shelf, on its top or bottom with probability
    /// 1/2; the shelves are then unloaded in order.
    Shelf(u32),
    /// A uniform cut (a rotation by a uniform 0..n), then one riffle.
    Carry,
    /// A stacked shoe: uniform orders of the previous shoe's cards redrawn until Banco wins
    /// at least 60% of the decided coups dealt by the study's procedure.
    StackedBanco,
}

impl Shuffle {
    /// Whether this is the fair model.
    pub fn is_fair(self) -> bool {
        self == Shuffle::Fair
    }
}

impl fmt::Display for Shuffle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shuffle::Fair => f.write_str("fair"),
            Shuffle::Riffle(k) => write!(f, "riffle:{k}"),
            Shuffle::Shelf(s) => write!(f, "shelf:{s}"),
            Shuffle::Carry => f.write_str("carry"),
            Shuffle::StackedBanco => f.write_str("stacked:banco"),
        }
    }
}

impl FromStr for Shuffle {
    type Err = Error;

    /// Parses `fair`, `riffle:K` (K riffles, 1 to 1000), `shelf:S` (S shelves, 2 to
    /// 1000), `carry` or `stacked:banco`.
    fn from_str(s: &str) -> Result<Shuffle> {
        let bad = || {
            Error::named(
                ErrorKind::BadStudy,
                Input::Shuffle,
                format!(
                    " '{s}' is not one of fair, riffle:K (K 1 to {MAX_SHUFFLE_PARAMETER}), \
                         shelf:S (S 2 to {MAX_SHUFFLE_PARAMETER}), carry, stacked:banco"
                ),
            )
        };
        let number = |v: &str, low: u32| {
            v.parse::<u32>()
                .ok()
                .filter(|n| (low..=MAX_SHUFFLE_PARAMETER).contains(n))
                .ok_or_else(bad)
        };
        match s.trim().split_once(':') {
            None if s.trim() == "fair" => Ok(Shuffle::Fair),
            None if s.trim() == "carry" => Ok(Shuffle::Carry),
            Some(("riffle", k)) => Ok(Shuffle::Riffle(number(k, 1)?)),
            Some(("shelf", k)) => Ok(Shuffle::Shelf(number(k, 2)?)),
            Some(("stacked", "banco")) => Ok(Shuffle::StackedBanco),
            _ => Err(bad()),
        }
    }
}

/// One Gilbert-Shannon-Reeds riffle.
fn riffle(cards: &[Code], rng: &mut ChaCha8Rng) -> Vec<Code> {
    let n = cards.len();
    let mut cut = 0usize;
    let mut left = n;
    while left > 0 {
        let bits = rng.next_u32();
        let take = left.min(32);
        let mask = if take == 32 {
            u32::MAX
        } else {
            (1u32 << take) - 1
        };
        cut += (bits & mask).count_ones() as usize;
        left -= take;
    }
    let (mut a, mut b) = (&cards[..cut], &cards[cut..]);
    let mut out = Vec::with_capacity(n);
    while !a.is_empty() || !b.is_empty() {
        let from_a = below(rng, (a.len() + b.len()) as u32) < a.len() as u32;
        let packet = if from_a { &mut a } else { &mut b };
        out.push(packet[0]);
        *packet = &packet[1..];
    }
    out
}

/// One pass of an S-shelf machine.
fn shelf(cards: &[Code], shelves: u32, rng: &mut ChaCha8Rng) -> Vec<Code> {
    let mut piles: Vec<VecDeque<Code>> = vec![VecDeque::new(); shelves as usize];
    for &c in cards {
        let pile = &mut piles[below(rng, shelves) as usize];
        if rng.next_u32() & 1 == 0 {
            pile.push_front(c);
        } else {
            pile.push_back(c);
        }
    }
    piles.into_iter().flatten().collect()
}

/// What a model needs to deal: decks, seed, and for `stacked:banco` the rules and
/// procedure its share is counted by.
pub(crate) struct Shuffler<'a> {
    pub model: Shuffle,
    pub decks: u32,
    pub seed: u64,
    pub rules: &'a Rules,
    pub procedure: &'a Procedure,
}

impl Shuffler<'_> {
    /// The order of shoe `index`, made from `previous` (the previous shoe's cards as they
    /// left it; new-deck order for shoe 0). `fair` ignores `previous`.
    pub(crate) fn next(&self, previous: &[Code], index: u64) -> Vec<Code> {
        let mut rng = shoe_rng(self.seed, index);
        match self.model {
            Shuffle::Fair => shuffled_shoe(self.decks, self.seed, index),
            Shuffle::Riffle(k) => {
                let mut cards = previous.to_vec();
                for _ in 0..k {
                    cards = riffle(&cards, &mut rng);
                }
                cards
            }
            Shuffle::Shelf(s) => shelf(previous, s, &mut rng),
            Shuffle::Carry => {
                let at = below(&mut rng, previous.len() as u32) as usize;
                let mut cut = previous[at..].to_vec();
                cut.extend_from_slice(&previous[..at]);
                riffle(&cut, &mut rng)
            }
            Shuffle::StackedBanco => {
                let mut cards = previous.to_vec();
                shuffle(&mut rng, &mut cards);
                for _ in 1..MAX_STACKING_TRIES {
                    let start = first_coup(self.procedure, &cards);
                    let ([banco, punto, _], _) =
                        count_outcomes(self.rules, self.procedure, &cards, start);
                    // Banco wins at least 60% of the decided coups: 5 banco >= 3 decided.
                    if 5 * banco >= 3 * (banco + punto) {
                        break;
                    }
                    shuffle(&mut rng, &mut cards);
                }
                cards
            }
        }
    }

    /// The orders of shoes `0..end` one after another, handing `first..end` to `each`.
    pub(crate) fn chain(&self, first: u64, end: u64, each: &mut dyn FnMut(u64, &[Code])) {
        let mut cards = new_deck_order(self.decks);
        for i in 0..end {
            if self.model.is_fair() && i < first {
                continue;
            }
            cards = self.next(&cards, i);
            if i >= first {
                each(i, &cards);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shuffler<'a>(model: Shuffle, rules: &'a Rules, p: &'a Procedure) -> Shuffler<'a> {
        Shuffler {
            model,
            decks: 1,
            seed: 5,
            rules,
            procedure: p,
        }
    }

    #[test]
    fn names_round_trip_and_bad_ones_are_refused() {
        for s in ["fair", "riffle:7", "shelf:10", "carry", "stacked:banco"] {
            assert_eq!(s.parse::<Shuffle>().unwrap().to_string(), s);
        }
        for s in [
            "",
            "riffle",
            "riffle:0",
            "shelf:1",
            "shelf:1001",
            "stacked:punto",
            "x",
        ] {
            let e = s.parse::<Shuffle>().unwrap_err().to_string();
            assert!(
                e.contains(&format!("'{s}'")) && e.contains("riffle:K"),
                "{e}"
            );
        }
    }

    #[test]
    fn every_model_deals_a_permutation_of_the_previous_shoe() {
        let rules = Rules::preset("standard").unwrap();
        let p = Procedure::preset("common").unwrap();
        let mut sorted = new_deck_order(1);
        sorted.sort_unstable();
        for m in ["fair", "riffle:1", "shelf:10", "carry", "stacked:banco"] {
            let s = shuffler(m.parse().unwrap(), &rules, &p);
            let mut n = 0;
            s.chain(0, 4, &mut |_, cards| {
                let mut c = cards.to_vec();
                c.sort_unstable();
                assert_eq!(c, sorted, "{m}");
                n += 1;
            });
            assert_eq!(n, 4);
        }
    }

    #[test]
    fn one_riffle_keeps_two_rising_sequences() {
        // A riffle of an ordered deck interleaves two packets: every card of the first
        // packet keeps its order (an independent check of the model: Bayer-Diaconis).
        let mut rng = shoe_rng(1, 0);
        let deck: Vec<Code> = (0..52).collect();
        let out = riffle(&deck, &mut rng);
        let at = |c: Code| out.iter().position(|&x| x == c).unwrap();
        let breaks = (0..51).filter(|&c| at(c + 1) < at(c)).count();
        assert!(breaks <= 1, "{out:?}");
    }

    #[test]
    fn stacked_shoes_give_banco_sixty_percent() {
        let rules = Rules::preset("standard").unwrap();
        let p = Procedure::preset("common").unwrap();
        let s = Shuffler {
            decks: 8,
            ..shuffler(Shuffle::StackedBanco, &rules, &p)
        };
        s.chain(0, 3, &mut |_, cards| {
            let ([b, pu, _], _) = count_outcomes(&rules, &p, cards, 0);
            assert!(5 * b >= 3 * (b + pu), "{b} {pu}");
        });
    }
}
