//! A loss rebate's trips played on real shoes: what the dependence between a shoe's coups
//! changes in the figures the independent-draw convention gives.
//!
//! # Method
//! Shoes of full decks are shuffled and dealt by `simulate`'s procedures (a fair seeded
//! shuffle per shoe, the procedure's burn and cut card, shoe `i` the same in every run
//! with the same seed). Trips are played back to back on that stream of coups: a trip
//! starts at the coup after the previous trip ended, and continues into the next shoe when
//! one ends. Each policy plays its own trips on the same stream from shoe 0 (common random
//! numbers): the optimal quitting policy of the independent model, looked up by coup and
//! net result, and playing every coup the loss limit allows. A trip's result is exact (an
//! integer on the lattice of the bet's pays, the rebate applied at its end); the mean over
//! trips and its standard error are the estimate.

use super::window::PolicyRow;
use super::TripTerms;
use crate::bets::{Bet, Scope};
use crate::error::{Error, Result};
use crate::rules::Rules;
use crate::simulate::{coup_at, first_coup, Code, Procedure, Shuffle, Shuffler};
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive};

/// The most trips one real-shoe study may play per policy.
pub const MAX_REAL_TRIPS: u64 = 10_000_000;
/// The most coups (trips × the trip's coups) one real-shoe study may deal per policy.
pub const MAX_REAL_COUPS: u64 = 2_000_000_000;

/// How the real shoes are dealt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RealShoes {
    /// Full decks in each shoe.
    pub decks: u32,
    /// The house procedure (cut card, burn).
    pub procedure: Procedure,
    /// Trips played per policy.
    pub trips: u64,
    /// The seed of the shuffles.
    pub seed: u64,
}

/// One policy's trips on real shoes.
#[derive(Debug, Clone, PartialEq)]
pub struct RealEstimate {
    /// Trips played.
    pub trips: u64,
    /// Coups dealt to them.
    pub coups: u64,
    /// Shoes dealt (the last one perhaps in part).
    pub shoes: u64,
    /// The sum of the trips' results, rebate included, in units.
    pub sum: BigRational,
    /// The mean result per trip.
    pub mean: f64,
    /// Its standard error.
    pub se: f64,
}

/// The optimal policy's and the play-all policy's trips on real shoes.
#[derive(Debug, Clone, PartialEq)]
pub struct RealTrips {
    /// The optimal quitting policy of the independent model.
    pub optimal: RealEstimate,
    /// Playing every coup the loss limit allows.
    pub play_all: RealEstimate,
}

/// The coups of a stream of shoes, one after another.
pub(super) struct Stream<'a> {
    rules: &'a Rules,
    procedure: &'a Procedure,
    shoe: Box<dyn FnMut(u64) -> Vec<Code> + 'a>,
    cards: Vec<Code>,
    pos: usize,
    /// Shoes started.
    shoes: u64,
    done: bool,
}

impl<'a> Stream<'a> {
    pub(super) fn new(
        rules: &'a Rules,
        procedure: &'a Procedure,
        shoe: Box<dyn FnMut(u64) -> Vec<Code> + 'a>,
    ) -> Stream<'a> {
        Stream {
            rules,
            procedure,
            shoe,
            cards: Vec::new(),
            pos: 0,
            shoes: 0,
            done: true,
        }
    }

    /// The next coup: its event, pairs, with the next shoe started when one ends.
    fn next(&mut self) -> (crate::bets::Coup, crate::bets::Pairs) {
        loop {
            if self.done {
                self.cards = (self.shoe)(self.shoes);
                self.shoes += 1;
                self.pos = first_coup(self.procedure, &self.cards);
                self.done = false;
            }
            match coup_at(self.rules, self.procedure, &self.cards, self.pos) {
                Some((dealt, last)) => {
                    self.pos += dealt.used;
                    self.done = last;
                    return (dealt.coup, dealt.pairs);
                }
                None => self.done = true,
            }
        }
    }
}

/// A bet settled on dealt coups, on the lattice of multiples of `1/d`.
pub(super) struct Settle<'a> {
    bet: &'a Bet,
    suits: bool,
    steps: Vec<i64>,
    pub(super) d: i64,
}

impl<'a> Settle<'a> {
    pub(super) fn new(bet: &'a Bet) -> Result<Settle<'a>> {
        let suits = bet.validate()? == Scope::PerfectPairs;
        let d = bet
            .lines
            .iter()
            .fold(BigInt::one(), |d, l| d.lcm(l.pays.denom()));
        let too_fine = || Error::study(format!("bet {} has pays too fine to deal", bet.id));
        let di = d.to_i64().filter(|d| *d < 1 << 40).ok_or_else(too_fine)?;
        let steps = bet
            .lines
            .iter()
            .map(|l| {
                (&l.pays * BigRational::from_integer(d.clone()))
                    .to_integer()
                    .to_i64()
            })
            .collect::<Option<Vec<i64>>>()
            .filter(|s| s.iter().all(|x| x.abs() < 1 << 40))
            .ok_or_else(too_fine)?;
        Ok(Settle {
            bet,
            suits,
            steps,
            d: di,
        })
    }

    /// The bet's net result on a coup, times `d`.
    fn step(&self, coup: &crate::bets::Coup, pairs: &crate::bets::Pairs) -> i64 {
        let line = match self.suits {
            true => self
                .bet
                .lines
                .iter()
                .position(|l| l.when.matches_pairs(pairs)),
            false => self
                .bet
                .lines
                .iter()
                .position(|l| l.when.matches_coup(coup)),
        };
        line.map_or(-self.d, |i| self.steps[i])
    }
}

/// A policy: whether to play coup `k` (from 1) at net result `x` (times `d`).
pub(super) type Policy<'p> = &'p dyn Fn(usize, i64) -> bool;

/// Plays `trips` trips of at most `coups` coups by `plays` on `stream`.
pub(super) fn play(
    stream: &mut Stream,
    settle: &Settle,
    terms: &TripTerms,
    trips: u64,
    plays: Policy,
) -> RealEstimate {
    let (rn, rd) = (terms.rebate.numer().clone(), terms.rebate.denom().clone());
    let (mut sum, mut squares) = (BigInt::from(0), BigInt::from(0));
    let mut dealt = 0u64;
    for _ in 0..trips {
        let mut x = 0i64;
        let mut k = 1usize;
        while k <= terms.coups as usize && plays(k, x) {
            let (coup, pairs) = stream.next();
            x += settle.step(&coup, &pairs);
            k += 1;
            dealt += 1;
        }
        // f(x) × d × rd: the rebate applied at the end.
        let f = match x >= 0 {
            true => &rd * x,
            false => (&rd - &rn) * x,
        };
        squares += &f * &f;
        sum += f;
    }
    let scale = BigRational::from_integer(rd * settle.d);
    let n = BigRational::from_integer(BigInt::from(trips.max(1)));
    let total = BigRational::from_integer(sum) / &scale;
    let mean = &total / &n;
    let second = BigRational::from_integer(squares) / (&scale * &scale) / &n;
    let var = (second - &mean * &mean).abs();
    let var_mean = crate::ratio::to_f64(&var) / (trips.max(2) - 1) as f64;
    RealEstimate {
        trips,
        coups: dealt,
        shoes: stream.shoes,
        mean: crate::ratio::to_f64(&mean),
        se: var_mean.sqrt(),
        sum: total,
    }
}

/// The lowest net result (times `d`) from which a coup is allowed under the loss limit.
pub(super) fn min_allowed(terms: &TripTerms, d: i64) -> Option<i64> {
    terms.loss_limit.as_ref().map(|l| {
        let v = (BigRational::one() - l) * BigRational::from_integer(d.into());
        v.ceil().to_integer().to_i64().unwrap_or(i64::MIN)
    })
}

/// The optimal policy's runs of play, per coup, on the lattice of `d`.
fn play_runs(policy: &[PolicyRow], d: i64) -> Vec<Vec<(i64, i64)>> {
    let on = |r: &BigRational| {
        (r * BigRational::from_integer(d.into()))
            .to_integer()
            .to_i64()
            .unwrap_or(0)
    };
    let n = policy.iter().map(|r| r.coup as usize).max().unwrap_or(0);
    let mut runs = vec![Vec::new(); n + 1];
    for r in policy {
        runs[r.coup as usize] = r.play.iter().map(|(a, b)| (on(a), on(b))).collect();
    }
    runs
}

/// The trips of a loss rebate on real shoes, under the optimal policy of the independent
/// model (`policy`, from [`super::loss_rebate`]) and playing every coup allowed.
///
/// # Errors
/// [`crate::ErrorKind::BadStudy`] for a procedure that does not fit the shoe, no trip,
/// more than [`MAX_REAL_TRIPS`] trips or [`MAX_REAL_COUPS`] coups, or pays too fine to
/// deal.
pub fn real_trips(
    rules: &Rules,
    bet: &Bet,
    terms: &TripTerms,
    policy: &[PolicyRow],
    shoes: &RealShoes,
) -> Result<RealTrips> {
    terms.check()?;
    crate::simulate::check_decks(shoes.decks)?;
    shoes.procedure.validate(u64::from(shoes.decks) * 52)?;
    let coups = shoes.trips.saturating_mul(u64::from(terms.coups));
    if shoes.trips == 0 || shoes.trips > MAX_REAL_TRIPS || coups > MAX_REAL_COUPS {
        return Err(Error::study(format!(
            "{} trips of {} coups is not allowed on real shoes; trips run from 1 to \
             {MAX_REAL_TRIPS} and trips × coups to {MAX_REAL_COUPS}",
            shoes.trips, terms.coups
        )));
    }
    let settle = Settle::new(bet)?;
    let runs = play_runs(policy, settle.d);
    let optimal = move |k: usize, x: i64| {
        runs.get(k)
            .is_some_and(|r| r.iter().any(|(a, b)| *a <= x && x <= *b))
    };
    let floor = min_allowed(terms, settle.d);
    let all = move |_: usize, x: i64| floor.is_none_or(|m| x >= m);
    let shuffler = Shuffler {
        model: Shuffle::Fair,
        decks: shoes.decks,
        seed: shoes.seed,
        rules,
        procedure: &shoes.procedure,
    };
    let deal = |i: u64| shuffler.next(&[], i);
    let mut a = Stream::new(rules, &shoes.procedure, Box::new(deal));
    let mut b = Stream::new(rules, &shoes.procedure, Box::new(deal));
    Ok(RealTrips {
        optimal: play(&mut a, &settle, terms, shoes.trips, &optimal),
        play_all: play(&mut b, &settle, terms, shoes.trips, &all),
    })
}
