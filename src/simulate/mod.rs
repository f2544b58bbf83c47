//! Shoe study: deal seeded shoes by a house procedure and price every coup exactly.
//!
//! For each shoe of a range, the cards are shuffled with a portable seeded generator
//! (see [`Study`], section *Seeding*), the procedure's burn is applied, and coups are dealt until the cut
//! card ends the shoe. Before every coup each bet is priced exactly for the cards the player
//! has **seen** (the shoe minus every card shown so far; burned cards that were not shown stay
//! in the unknown part of the shoe), with [`Pricer`]. The coup is then dealt from the actual
//! cards by the rules, and every bet is settled from the actual outcome.
//!
//! Results are integer [`Tally`] sums, so any thread count and any split into shoe ranges
//! gives the same result ([`Tally::merge`]).

mod count;
mod deal;
mod logs;
mod plan;
mod play;
mod procedure;
mod record;
mod shuffle;
mod spec;
mod tally;
mod walk;

pub use count::{
    default_trigger, jacobson_tags, CountPlan, DeckEstimate, Trigger, DECK_ESTIMATES,
    DRAGON_7_TAGS, PANDA_8_TAGS,
};
pub use deal::shuffle;
/// The seeded generator and unbiased draw that the review's permutation test shares.
pub(crate) use deal::{below, shoe_rng};
pub use logs::{write_bet_log, write_deals, BET_LOG_HEADER, DEALS_HEADER};
pub use procedure::{Burn, LastCoup, Procedure, MIN_AFTER_CUT, MIN_CUT_CARD, PROCEDURE_PRESETS};
pub use record::{BetCoup, CountCoup, CoupRecord, Trace};
pub use shuffle::{Shuffle, MAX_SHUFFLE_PARAMETER, MAX_STACKING_TRIES};
pub use spec::{is_egalite, Staking, StudySpec};
pub use tally::{BetTally, Bucket, CountTally, PlayTally, Tally, TRUE_COUNT_HIGH, TRUE_COUNT_LOW};

/// Cards as codes, dealing and the procedure's walk, for the game-integrity audit.
pub(crate) use deal::{burn_count as burn_count_of, card_of, value, Code};
pub(crate) use shuffle::Shuffler;
pub(crate) use walk::{count_outcomes, coup_at, first_coup, winner_index};

use crate::analysis::Pricer;
use crate::analysis::{Rebate, RebateBets};
use crate::error::{Error, ErrorKind, Input, Result};
use crate::shoe::Shoe;
use deal::shuffled_shoe;
use plan::BetPlan;
use rayon::prelude::*;

/// Shoes whose orders a chained shuffle model makes before playing them in parallel.
const CHAIN_CHUNK: usize = 256;

/// Two tallies of one run added.
fn merged(mut a: Tally, b: Tally) -> Tally {
    // The shoe cap keeps every sum of one run far below its limit.
    let fits = a.absorb(&b);
    debug_assert!(fits.is_some(), "a run's sums fit");
    a
}

/// The seed used when none is given: a fixed, documented constant (the date the study
/// command was written, 2026-11-30), so a run without `--seed` is reproducible.
pub const DEFAULT_SEED: u64 = 20_261_130;

/// A study ready to run: the bets compiled once for the rule set.
///
/// # Seeding
/// Shoe `i` under seed `s` is shuffled with ChaCha8 (`rand_chacha`), key = `s` as eight
/// little-endian bytes then 24 zero bytes, stream = `i`; the shoe's cards start in order
/// (decks, each A..K, each spades, hearts, diamonds, clubs) and are shuffled by
/// Fisher-Yates from the last position down, each index drawn uniformly from 32-bit outputs
/// by rejection. The same seed gives the same shoes on any machine and thread count.
#[derive(Debug, Clone)]
pub struct Study {
    spec: StudySpec,
    pricer: std::sync::Arc<Pricer>,
    plans: Vec<BetPlan>,
    full: Shoe,
    shuffle: Shuffle,
}

/// The most decks a study deals per shoe (1,000: 52,000 cards, about 5,000 coups, each
/// priced exactly). A shoe is dealt from a vector of its cards, so memory grows with the
/// deck count: at the cap a shoe needs well under a megabyte, where a million decks would
/// need 52 MB per shoe in flight and days of work. See `docs/cli.md`, "Limits".
pub const MAX_STUDY_DECKS: u32 = 1000;

/// Refuses a deck count a study does not deal.
///
/// # Errors
/// [`crate::ErrorKind::BadStudy`] for 0 or more than [`MAX_STUDY_DECKS`] decks.
pub fn check_decks(decks: u32) -> Result<()> {
    if decks == 0 || decks > MAX_STUDY_DECKS {
        return Err(Error::study(format!(
            "simulate deals 1 to {MAX_STUDY_DECKS} decks per shoe, got {decks}"
        )));
    }
    Ok(())
}

impl Study {
    /// Checks the spec and compiles the bets.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] for more than [`MAX_STUDY_DECKS`] decks, a cut card
    /// that does not fit the shoe, a zero bucket
    /// size, a count for a bet not selected or the same count given twice; errors of
    /// [`Shoe::with_decks`] and [`Pricer::new`].
    pub fn new(spec: StudySpec) -> Result<Study> {
        check_decks(spec.decks)?;
        let full = Shoe::with_decks(spec.decks)?;
        spec.procedure.validate(full.total())?;
        if spec.bucket == 0 {
            return Err(Error::named(
                ErrorKind::BadStudy,
                Input::Bucket,
                " must be at least 1 card, got 0",
            ));
        }
        for (i, c) in spec.counts.iter().enumerate() {
            if !spec.bets.iter().any(|b| b.id == c.bet) {
                return Err(Error::templated(
                    ErrorKind::BadStudy,
                    vec![
                        format!(
                            "count for '{}' but that bet is not selected; add it to ",
                            c.bet
                        )
                        .into(),
                        Input::Bets.into(),
                    ],
                )
                .input_is(Input::Tags)
                .with_value(c.bet.as_str())
                .with_allowed("a count for a selected bet"));
            }
            if spec.counts[..i].contains(c) {
                return Err(Error::study(format!(
                    "the count {} [{}] {} is given twice",
                    c.bet, c.tags, c.trigger
                )));
            }
        }
        let pricer = Pricer::shared(&spec.rules, &spec.bets)?;
        let plans = spec
            .bets
            .iter()
            .map(|b| BetPlan::new(b, None))
            .collect::<Result<Vec<_>>>()?;
        Ok(Study {
            spec,
            pricer,
            plans,
            full,
            shuffle: Shuffle::Fair,
        })
    }

    /// The study with a rebate on the bets `bets` covers: each resolved wager (won or
    /// lost, not pushed) of every simulated player gets `rebate` times its stake back. The
    /// rebate enters every figure as part of the bet's result: the exact EV the players
    /// decide on (EV + rebate x P(no push)), the Kelly stake's variance, the result settled
    /// and every sum of the tally.
    ///
    /// # Errors
    /// As [`Study::new`] for the bets.
    pub fn with_rebate(mut self, rebate: &Rebate, bets: RebateBets) -> Result<Study> {
        self.plans = (self.spec.bets.iter())
            .map(|b| BetPlan::new(b, bets.covers(&b.id).then(|| rebate.share())))
            .collect::<Result<Vec<_>>>()?;
        Ok(self)
    }

    /// The study with shoes shuffled by `model` (default [`Shuffle::Fair`]): every model
    /// but `fair` shuffles the previous shoe's cards as they left it, shoe 0 starting from
    /// new-deck order (`docs/simulate.md`, "Shuffle models").
    pub fn with_shuffle(mut self, model: Shuffle) -> Study {
        self.shuffle = model;
        self
    }

    /// The shuffle model.
    pub fn shuffle(&self) -> Shuffle {
        self.shuffle
    }

    /// The spec the study was built from.
    pub fn spec(&self) -> &StudySpec {
        &self.spec
    }

    /// Number of unseen-card bands.
    pub fn buckets(&self) -> usize {
        (self.full.total() / u64::from(self.spec.bucket)) as usize + 1
    }

    fn empty(&self, first_shoe: u64) -> Tally {
        let buckets = self.buckets();
        Tally {
            first_shoe,
            shoes: 0,
            coups: 0,
            bets: self
                .plans
                .iter()
                .map(|p| {
                    BetTally::new(
                        &p.id,
                        buckets,
                        self.spec.counts.iter().filter(|c| c.bet == p.id).count(),
                        self.spec.staking.is_some(),
                    )
                })
                .collect(),
        }
    }

    /// Runs shoes `first_shoe .. first_shoe + shoes` on the current rayon pool, calling
    /// `progress` after each shoe.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadStudy`] for zero shoes or a range past `u64::MAX`.
    pub fn run(&self, first_shoe: u64, shoes: u64, progress: &(dyn Fn() + Sync)) -> Result<Tally> {
        let end = self.range_end(first_shoe, shoes)?;
        if !self.shuffle.is_fair() {
            return Ok(self.run_chained(first_shoe, end, progress));
        }
        let mut tally = self.run_shoes(first_shoe, (first_shoe..end).into_par_iter(), progress);
        tally.first_shoe = first_shoe;
        Ok(tally)
    }

    /// Plays the shoes `indices` (each shuffled fairly from its own generator) in parallel.
    fn run_shoes(
        &self,
        first_shoe: u64,
        indices: impl ParallelIterator<Item = u64>,
        progress: &(dyn Fn() + Sync),
    ) -> Tally {
        indices
            .fold(
                || self.empty(first_shoe),
                |mut acc, i| {
                    let cards = shuffled_shoe(self.spec.decks, self.spec.seed, i);
                    self.play_shoe(i, &cards, &mut acc, None);
                    progress();
                    acc
                },
            )
            .reduce(|| self.empty(first_shoe), merged)
    }

    /// A model that shuffles the previous shoe: the orders are made one after another (from
    /// shoe 0), in chunks of [`CHAIN_CHUNK`] shoes played in parallel.
    fn run_chained(&self, first_shoe: u64, end: u64, progress: &(dyn Fn() + Sync)) -> Tally {
        let mut tally = self.empty(first_shoe);
        let mut chunk: Vec<(u64, Vec<deal::Code>)> = Vec::with_capacity(CHAIN_CHUNK);
        let flush = |chunk: &mut Vec<(u64, Vec<deal::Code>)>, tally: &mut Tally| {
            let part = (chunk.par_iter())
                .fold(
                    || self.empty(first_shoe),
                    |mut acc, (i, cards)| {
                        self.play_shoe(*i, cards, &mut acc, None);
                        progress();
                        acc
                    },
                )
                .reduce(|| self.empty(first_shoe), merged);
            *tally = merged(std::mem::replace(tally, self.empty(first_shoe)), part);
            chunk.clear();
        };
        self.shuffler().chain(first_shoe, end, &mut |i, cards| {
            chunk.push((i, cards.to_vec()));
            if chunk.len() == CHAIN_CHUNK {
                flush(&mut chunk, &mut tally);
            }
        });
        flush(&mut chunk, &mut tally);
        tally.first_shoe = first_shoe;
        tally
    }

    fn shuffler(&self) -> Shuffler<'_> {
        Shuffler {
            model: self.shuffle,
            decks: self.spec.decks,
            seed: self.spec.seed,
            rules: &self.spec.rules,
            procedure: &self.spec.procedure,
        }
    }

    /// Runs shoes `first_shoe .. first_shoe + shoes` one after another on this thread,
    /// handing every coup to `each` in order (shoe by shoe, coup by coup) as it is dealt:
    /// memory stays bounded whatever the number of shoes. The tally equals [`Study::run`]'s.
    /// The last coup of each shoe carries the shoe's rest ([`CoupRecord::rest`]).
    ///
    /// # Errors
    /// As [`Study::run`].
    pub fn trace(
        &self,
        first_shoe: u64,
        shoes: u64,
        progress: &(dyn Fn() + Sync),
        each: &mut Trace<'_>,
    ) -> Result<Tally> {
        let end = self.range_end(first_shoe, shoes)?;
        let mut acc = self.empty(first_shoe);
        self.shuffler().chain(first_shoe, end, &mut |i, cards| {
            self.play_shoe(i, cards, &mut acc, Some(&mut *each));
            progress();
        });
        Ok(acc)
    }

    fn range_end(&self, first_shoe: u64, shoes: u64) -> Result<u64> {
        if shoes == 0 {
            return Err(Error::named(
                ErrorKind::BadStudy,
                Input::Shoes,
                " must be at least 1, got 0",
            ));
        }
        first_shoe.checked_add(shoes).ok_or_else(|| {
            Error::templated(
                ErrorKind::BadStudy,
                vec![
                    Input::FirstShoe.into(),
                    " + ".into(),
                    Input::Shoes.into(),
                    " is past the largest shoe index".into(),
                ],
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, main_bets};
    use crate::ratio::to_f64;
    use crate::rules::Rules;
    use tally::fixed;

    pub(crate) fn spec(bets: &[&str], procedure: &str) -> StudySpec {
        let rules = Rules::preset("standard").unwrap();
        StudySpec {
            bets: bets.iter().map(|b| builtin(b, &rules).unwrap()).collect(),
            rules,
            decks: 8,
            procedure: Procedure::preset(procedure).unwrap(),
            seed: DEFAULT_SEED,
            counts: vec![],
            staking: None,
            bucket: 26,
        }
    }

    #[test]
    fn without_burn_the_first_coup_is_priced_on_the_full_shoe() {
        let study = Study::new(spec(&["punto", "banco", "tie"], "common")).unwrap();
        let t = study.run(0, 3, &|| {}).unwrap();
        let rules = Rules::preset("standard").unwrap();
        let full = Pricer::new(&rules, &main_bets(&rules))
            .unwrap()
            .price(&Shoe::with_decks(8).unwrap());
        for (bt, p) in t.bets.iter().zip(&full) {
            let ev = fixed(to_f64(&p.result().unwrap().ev()));
            assert_eq!(bt.first_ev_sum, 3 * ev, "{}", bt.id);
        }
    }

    #[test]
    fn a_shoe_is_dealt_to_the_cut_card_and_no_further() {
        // 416 cards, 14 behind the cut card: every coup starts before the cut card, so
        // between (416-14)/6 and (416-14)/4 + 1 coups.
        let study = Study::new(spec(&["punto"], "common")).unwrap();
        for i in 0..5 {
            let t = study.run(i, 1, &|| {}).unwrap();
            assert!((67..=101).contains(&t.coups), "{}", t.coups);
        }
    }

    /// Coups of shoe `i` counted by walking the shuffled cards directly: start at `start`,
    /// deal while `more(pos, used)` says the coup is played.
    fn walk(i: u64, start: usize, more: impl Fn(usize, usize) -> bool) -> u64 {
        let rules = Rules::preset("standard").unwrap();
        let cards = shuffled_shoe(8, DEFAULT_SEED, i);
        let (mut pos, mut coups) = (start, 0);
        loop {
            let used = deal::deal(&rules, &cards[pos..]).used;
            if !more(pos, used) {
                return coups;
            }
            coups += 1;
            pos += used;
        }
    }

    #[test]
    fn burn_one_and_before_cut_deal_the_coups_a_direct_walk_deals() {
        // 416 cards, cut card 14 from the end: the cut card sits before position 402.
        let mut one = spec(&["punto", "banco"], "common");
        one.procedure.burn = Burn::One;
        let one = Study::new(one).unwrap();
        let mut before = spec(&["punto"], "common");
        before.procedure.last_coup = LastCoup::BeforeCut;
        let before = Study::new(before).unwrap();
        let rules = Rules::preset("standard").unwrap();
        let full = Pricer::new(&rules, &main_bets(&rules))
            .unwrap()
            .price(&Shoe::with_decks(8).unwrap());
        for i in 0..6 {
            // Burn one: the coups start at card 1 and the first is priced on the full shoe
            // (the burned card is unseen); sheet-000 rule at the cut card.
            let t = one.run(i, 1, &|| {}).unwrap();
            assert_eq!(t.coups, walk(i, 1, |pos, _| pos <= 402), "shoe {i}");
            for (bt, p) in t.bets.iter().zip(&full) {
                assert_eq!(bt.first_ev_sum, fixed(to_f64(&p.result().unwrap().ev())));
            }
            // Before-cut: only coups whose last card lies before the cut card.
            let t = before.run(i, 1, &|| {}).unwrap();
            assert_eq!(
                t.coups,
                walk(i, 0, |pos, used| pos + used <= 402),
                "shoe {i}"
            );
            let plain = Study::new(spec(&["punto"], "common")).unwrap();
            let p = plain.run(i, 1, &|| {}).unwrap().coups;
            assert!(t.coups + 2 >= p && t.coups <= p, "{} vs {p}", t.coups);
        }
    }

    #[test]
    fn zero_shoes_and_stray_counts_are_refused() {
        let study = Study::new(spec(&["punto"], "common")).unwrap();
        assert!(study.run(0, 0, &|| {}).is_err());
        let mut s = spec(&["punto"], "common");
        s.counts
            .push(CountPlan::parse("dragon_7=jacobson").unwrap());
        assert!(Study::new(s).unwrap_err().to_string().contains("dragon_7"));
    }
}
