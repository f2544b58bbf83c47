//! The re-deal null: a shoe's own cards, after its burn, in a uniformly random order, dealt
//! by the house procedure through the tableau.
//!
//! Given the cards a complete shoe held (the burn as logged, then every card after it,
//! dealt or behind the cut card), a fair shuffle puts those cards in a uniformly random
//! order; the procedure then decides which coups are dealt (its cut card and last-coup
//! rule). [`Redeal::run`] draws that null `D` times and hands each re-dealt shoe to a
//! statistic: the audit counts Banco, Punto and tie wins over the re-deals, and a
//! statistic can as well replay logged stakes coup by coup on the re-dealt coups.

use super::draws::{seeded_draws, shuffle};
use crate::bets::{Coup, Pairs};
use crate::limits::Cancel;
use crate::rules::Rules;
use crate::simulate::{count_outcomes, coup_at, Procedure};
use rand_chacha::ChaCha8Rng;

/// Shoes to re-deal under one rule set and one house procedure.
#[derive(Debug, Clone)]
pub struct Redeal<'a> {
    rules: &'a Rules,
    procedure: &'a Procedure,
    /// Per shoe: cards burned (their places kept, their faces never dealt) and the card
    /// codes after the burn.
    shoes: Vec<(usize, Vec<u8>)>,
    /// Per shoe, whether the procedure deals a shoe of its size.
    dealt: Vec<bool>,
    /// Stops the draws once raised ([`Redeal::with_cancel`]; by default never).
    cancel: Cancel,
}

impl<'a> Redeal<'a> {
    /// The null of `shoes`, each given as (cards burned, the codes of the cards after the
    /// burn: `rank index × 4 + suit index`, ranks A..K), dealt under `rules` by
    /// `procedure`. A shoe the procedure cannot deal (too few cards for its cut card) is
    /// still shuffled in each draw, so the draws of the others do not depend on it, but
    /// never handed to the statistic.
    pub fn new(
        rules: &'a Rules,
        procedure: &'a Procedure,
        shoes: Vec<(usize, Vec<u8>)>,
    ) -> Redeal<'a> {
        let dealt = shoes
            .iter()
            .map(|(burn, cards)| procedure.validate((burn + cards.len()) as u64).is_ok())
            .collect();
        Redeal {
            rules,
            procedure,
            shoes,
            dealt,
            cancel: Cancel::default(),
        }
    }

    /// The same null, its draws stopped once `cancel` is raised (see [`Redeal::run`]).
    pub fn with_cancel(self, cancel: &Cancel) -> Redeal<'a> {
        Redeal {
            cancel: cancel.clone(),
            ..self
        }
    }

    /// Shoes in the null.
    pub fn len(&self) -> usize {
        self.shoes.len()
    }

    /// Whether the null has no shoe.
    pub fn is_empty(&self) -> bool {
        self.shoes.is_empty()
    }

    /// `draws` re-deals, in parallel: in draw `d` (generator
    /// [`super::stream_rng`]`(seed, d)`), shoe by shoe in order, the cards after the burn
    /// are shuffled ([`super::shuffle`]) and, when the procedure deals the shoe,
    /// `stat(&mut value, shoe index, &re-dealt shoe)` adds that shoe to the draw's value
    /// (starting from `T::default()`). Returns every draw's value, in draw order. As
    /// [`super::seeded_draws`], draws after the null's cancel flag
    /// ([`Redeal::with_cancel`]) is raised are `T::default()`.
    pub fn run<T, F>(&self, draws: u32, seed: u64, stat: F) -> Vec<T>
    where
        T: Default + Send,
        F: Fn(&mut T, usize, &RedealtShoe<'_>) + Sync + Send,
    {
        self.run_then(draws, seed, stat, |value| value)
    }

    /// As [`Redeal::run`], each draw's value then reduced by `finish` as soon as the draw
    /// is made (so that `draws` large values are never held at once: a statistic per
    /// player, say, reduced to whether each reaches its observed value).
    pub fn run_then<T, U, F, G>(&self, draws: u32, seed: u64, stat: F, finish: G) -> Vec<U>
    where
        T: Default + Send,
        U: Default + Send,
        F: Fn(&mut T, usize, &RedealtShoe<'_>) + Sync + Send,
        G: Fn(T) -> U + Sync + Send,
    {
        seeded_draws(draws, seed, &self.cancel, |rng| {
            let mut value = T::default();
            for (i, (burn, cards)) in self.shoes.iter().enumerate() {
                let mut shoe = vec![0; *burn];
                shoe.extend_from_slice(cards);
                shuffle(rng, &mut shoe[*burn..]);
                if !self.dealt[i] {
                    continue;
                }
                let redealt = RedealtShoe {
                    rules: self.rules,
                    procedure: self.procedure,
                    cards: &shoe,
                    start: *burn,
                };
                stat(&mut value, i, &redealt);
            }
            finish(value)
        })
    }
}

impl Redeal<'_> {
    /// Shoe `i` of the null re-dealt alone from `rng`: its cards after the burn copied into
    /// `buf` and shuffled ([`super::shuffle`]); `None` (nothing drawn) when the procedure
    /// cannot deal a shoe of its size. A caller that gives each shoe of each draw a
    /// generator of its own (a stream per draw and shoe) can re-deal only the shoes it
    /// still needs, in any order, and every shoe's draws stay the same.
    pub fn redeal_with<'b>(
        &'b self,
        i: usize,
        rng: &mut ChaCha8Rng,
        buf: &'b mut Vec<u8>,
    ) -> Option<RedealtShoe<'b>> {
        if !self.dealt[i] {
            return None;
        }
        let (burn, cards) = &self.shoes[i];
        buf.clear();
        buf.resize(*burn, 0);
        buf.extend_from_slice(cards);
        shuffle(rng, &mut buf[*burn..]);
        Some(RedealtShoe {
            rules: self.rules,
            procedure: self.procedure,
            cards: buf,
            start: *burn,
        })
    }
}

/// One shoe of one re-deal.
#[derive(Debug, Clone, Copy)]
pub struct RedealtShoe<'a> {
    rules: &'a Rules,
    procedure: &'a Procedure,
    cards: &'a [u8],
    start: usize,
}

impl<'a> RedealtShoe<'a> {
    /// The cards after the burn, in their re-dealt order (codes as [`Redeal::new`] takes).
    pub fn cards(&self) -> &'a [u8] {
        &self.cards[self.start..]
    }

    /// Banco, Punto and tie wins of the coups the procedure deals.
    pub fn wins(&self) -> [u32; 3] {
        count_outcomes(self.rules, self.procedure, self.cards, self.start).0
    }

    /// The coups the procedure deals, in order: each finished coup with the pair flags of
    /// its first four cards (suits included).
    pub fn coups(&self) -> Coups<'a> {
        Coups {
            shoe: *self,
            pos: self.start,
            done: false,
        }
    }
}

/// The coups of a [`RedealtShoe`], in the order dealt.
#[derive(Debug, Clone)]
pub struct Coups<'a> {
    shoe: RedealtShoe<'a>,
    pos: usize,
    done: bool,
}

impl Iterator for Coups<'_> {
    type Item = (Coup, Pairs);

    fn next(&mut self) -> Option<(Coup, Pairs)> {
        if self.done {
            return None;
        }
        let s = &self.shoe;
        let Some((dealt, last)) = coup_at(s.rules, s.procedure, s.cards, self.pos) else {
            self.done = true;
            return None;
        };
        self.pos += dealt.used;
        self.done = last;
        Some((dealt.coup, dealt.pairs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::Winner;

    fn fixture() -> (Rules, Procedure) {
        (
            Rules::preset("standard").unwrap(),
            Procedure::preset("common").unwrap(),
        )
    }

    /// One deck after a burn of one card, in deck order (A♣ A♦ ... K♠).
    fn deck() -> Vec<u8> {
        (0..52).collect()
    }

    #[test]
    fn the_coups_of_a_redeal_are_its_wins_and_use_every_card_dealt_once() {
        let (rules, procedure) = fixture();
        let null = Redeal::new(&rules, &procedure, vec![(1, deck()), (0, deck())]);
        assert_eq!(null.len(), 2);
        let seen = null.run(
            20,
            7,
            |v: &mut Vec<(usize, [u32; 3], [u32; 3])>, i, shoe| {
                // The re-dealt cards are a permutation of the shoe's own.
                let mut cards = shoe.cards().to_vec();
                cards.sort_unstable();
                assert_eq!(cards, deck());
                let mut wins = [0u32; 3];
                for (coup, _) in shoe.coups() {
                    let o = match coup.winner() {
                        Winner::Banco => 0,
                        Winner::Punto => 1,
                        Winner::Tie => 2,
                    };
                    wins[o] += 1;
                }
                v.push((i, wins, shoe.wins()));
            },
        );
        assert_eq!(seen.len(), 20);
        for draw in &seen {
            assert_eq!(draw.iter().map(|s| s.0).collect::<Vec<_>>(), [0, 1]);
            for (_, by_coups, wins) in draw {
                assert_eq!(by_coups, wins);
                // 52 cards with a cut card 14 from the end: between 38/6 and 38/4 coups.
                let n: u32 = wins.iter().sum();
                assert!((6..=10).contains(&n), "{n} coups");
            }
        }
        // Seeded: the same seed re-deals alike, another seed not.
        let again = null.run(20, 7, |v: &mut Vec<Vec<u8>>, _, s| {
            v.push(s.cards().to_vec())
        });
        let first = null.run(20, 7, |v: &mut Vec<Vec<u8>>, _, s| {
            v.push(s.cards().to_vec())
        });
        let other = null.run(20, 8, |v: &mut Vec<Vec<u8>>, _, s| {
            v.push(s.cards().to_vec())
        });
        assert_eq!(again, first);
        assert_ne!(again, other);
    }

    #[test]
    fn a_shoe_the_procedure_cannot_deal_is_shuffled_but_not_counted() {
        let (rules, procedure) = fixture();
        let small = Redeal::new(&rules, &procedure, vec![(0, vec![0, 1, 2, 3, 4, 5])]);
        let counted = small.run(5, 1, |n: &mut u32, _, _| *n += 1);
        assert_eq!(counted, vec![0; 5]);
        // The shoe after it draws as it would without it being dealt: the generator moved on.
        let both = Redeal::new(&rules, &procedure, vec![(0, vec![0, 1, 2, 3]), (0, deck())]);
        let alone = Redeal::new(&rules, &procedure, vec![(0, deck())]);
        let cards = |null: &Redeal| {
            null.run(3, 2, |v: &mut Vec<Vec<u8>>, _, s| {
                v.push(s.cards().to_vec())
            })
        };
        assert_ne!(cards(&both), cards(&alone));
        assert_eq!(cards(&both).len(), 3);
    }

    #[test]
    fn a_raised_cancel_stops_the_redeals_and_one_not_raised_lets_them_run() {
        let (rules, procedure) = fixture();
        let null = Redeal::new(&rules, &procedure, vec![(0, deck())]);
        let count = |null: &Redeal| null.run(4, 1, |n: &mut u32, _, _| *n += 1);
        let gone = Cancel::new();
        gone.cancel();
        assert_eq!(count(&null.clone().with_cancel(&gone)), vec![0; 4]);
        assert_eq!(count(&null.with_cancel(&Cancel::new())), vec![1; 4]);
    }
}
