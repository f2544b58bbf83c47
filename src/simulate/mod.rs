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
mod procedure;
mod record;
mod spec;
mod tally;

pub use count::{
    default_trigger, jacobson_tags, CountPlan, DeckEstimate, Trigger, DECK_ESTIMATES,
    DRAGON_7_TAGS, PANDA_8_TAGS,
};
/// The seeded generator and unbiased draw that the review's permutation test shares.
pub(crate) use deal::{below, shoe_rng};
pub use logs::{write_bet_log, write_deals, BET_LOG_HEADER, DEALS_HEADER};
pub use procedure::{Burn, LastCoup, Procedure, MIN_AFTER_CUT, MIN_CUT_CARD, PROCEDURE_PRESETS};
pub use record::{BetCoup, CountCoup, CoupRecord, Trace};
pub use spec::{is_egalite, Staking, StudySpec};
pub use tally::{BetTally, Bucket, CountTally, PlayTally, Tally, TRUE_COUNT_HIGH, TRUE_COUNT_LOW};

use crate::analysis::{BetResult, Priced, Pricer};
use crate::analysis::{Rebate, RebateBets};
use crate::bets::{Bet, ScaledPays, Scope};
use crate::error::{Error, Result};
use crate::ratio::to_f64;
use crate::shoe::Shoe;
use deal::{burn_count, card_of, deal, rank_index, shuffled_shoe, Dealt};
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use rayon::prelude::*;
use tally::{fixed, true_count_band};

fn add2(a: &mut [i128; 2], b: [i128; 2]) {
    a[0] += b[0];
    a[1] += b[1];
}

/// The seed used when none is given: a fixed, documented constant (the date the study
/// command was written, 2026-11-30), so a run without `--seed` is reproducible.
pub const DEFAULT_SEED: u64 = 20_261_130;

/// A bet made ready for fast settling and exact EV in native integers.
#[derive(Debug, Clone)]
struct BetPlan {
    id: String,
    perfect: bool,
    /// Result of each pay line per unit staked, the rebate included, as `f64`.
    pays: Vec<f64>,
    /// Result of a losing unit bet, the rebate included (−1 without one).
    lose: f64,
    /// Each line's pay times `denom` (an integer), for the exact EV (without the rebate).
    scaled: Vec<i128>,
    denom: i128,
    /// The rebate on this bet, if any.
    rebate: Option<PlanRebate>,
}

/// A rebate on one bet: paid on every coup the bet does not push.
#[derive(Debug, Clone)]
struct PlanRebate {
    share: BigRational,
    /// The share as `num / den` in native integers, when it fits.
    native: Option<(i128, i128)>,
    /// Which pay lines push (pay 0): no rebate on them.
    push: Vec<bool>,
}

/// One bet's exact price before a coup.
#[derive(Debug, Clone, Copy)]
struct Price {
    positive: bool,
    ev: f64,
    /// E[X²] per unit, for the Kelly stake.
    second: f64,
}

impl BetPlan {
    fn new(bet: &Bet, rebate: Option<&BigRational>) -> Result<BetPlan> {
        let scope = bet.validate()?;
        let scaled_pays = ScaledPays::new(&bet.lines);
        let scaled = scaled_pays
            .pays()
            .iter()
            .map(ToPrimitive::to_i128)
            .collect::<Option<Vec<i128>>>()
            .ok_or_else(|| {
                Error::study(format!("bet {} has pays too large to simulate", bet.id))
            })?;
        let rebate = rebate.filter(|r| !r.is_zero()).map(|share| PlanRebate {
            share: share.clone(),
            native: share.numer().to_i128().zip(share.denom().to_i128()),
            push: bet.lines.iter().map(|l| l.pays.is_zero()).collect(),
        });
        // A resolved line's result gains the rebate; a push stays 0.
        let result = |pays: &BigRational| match &rebate {
            Some(r) if !pays.is_zero() => to_f64(&(pays + &r.share)),
            _ => to_f64(pays),
        };
        Ok(BetPlan {
            id: bet.id.clone(),
            perfect: scope == Scope::PerfectPairs,
            pays: bet.lines.iter().map(|l| result(&l.pays)).collect(),
            lose: result(&-BigRational::one()),
            scaled,
            denom: scaled_pays.den().to_i128().ok_or_else(|| {
                Error::study(format!("bet {} has pays too fine to simulate", bet.id))
            })?,
            rebate,
        })
    }

    /// The exact EV: integer arithmetic when the shoe's total fits `u64` (up to 31 decks)
    /// and, with a rebate, the sums fit `i128`; big rationals beyond.
    fn price(&self, r: &BetResult) -> Price {
        let second_num: f64 = r
            .lines
            .iter()
            .zip(&self.pays)
            .map(|(l, p)| to_big_f64(&l.count) * p * p)
            .sum::<f64>()
            + to_big_f64(&r.lose) * self.lose * self.lose;
        let total = to_big_f64(&r.total);
        let small = r.total.to_u64().is_some();
        let numer = small.then(|| {
            r.lines
                .iter()
                .zip(&self.scaled)
                .map(|(l, w)| i128::from(l.count.to_u64().expect("count below total")) * w)
                .sum::<i128>()
                - i128::from(r.lose.to_u64().expect("count below total")) * self.denom
        });
        // EV' = EV + share x P(no push) = (n·den + num·resolved·denom) / (total·denom·den).
        let numer = match (&self.rebate, numer) {
            (None, n) => n.map(|n| (n, 1)),
            (Some(rebate), Some(n)) => rebate.native.and_then(|(num, den)| {
                let pushed: u64 = (r.lines.iter().zip(&rebate.push))
                    .filter(|(_, &push)| push)
                    .map(|(l, _)| l.count.to_u64().expect("count below total"))
                    .sum();
                let resolved = i128::from(r.total.to_u64()? - pushed);
                let gain = num.checked_mul(resolved)?.checked_mul(self.denom)?;
                Some((n.checked_mul(den)?.checked_add(gain)?, den))
            }),
            (Some(_), None) => None,
        };
        match numer {
            Some((n, den)) => Price {
                positive: n > 0,
                ev: n as f64 / (total * self.denom as f64 * den as f64),
                second: second_num / total,
            },
            None => {
                let mut ev = r.ev();
                if let Some(rebate) = &self.rebate {
                    ev += &rebate.share * (BigRational::one() - r.p_push());
                }
                Price {
                    positive: ev.is_positive(),
                    ev: to_f64(&ev),
                    second: second_num / total,
                }
            }
        }
    }

    /// The result of a unit bet on a dealt coup: the first matching line's pay, or a loss
    /// (the rebate included).
    fn settle(&self, bet: &Bet, d: &Dealt) -> f64 {
        let line = if self.perfect {
            bet.lines
                .iter()
                .position(|l| l.when.matches_pairs(&d.pairs))
        } else {
            bet.lines.iter().position(|l| l.when.matches_coup(&d.coup))
        };
        line.map_or(self.lose, |i| self.pays[i])
    }
}

fn to_big_f64(x: &num_bigint::BigUint) -> f64 {
    x.to_f64().expect("a finite count")
}

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
            return Err(Error::study("bucket size must be at least 1 card, got 0"));
        }
        for (i, c) in spec.counts.iter().enumerate() {
            if !spec.bets.iter().any(|b| b.id == c.bet) {
                return Err(Error::study(format!(
                    "count for '{}' but that bet is not selected; add it to --bets",
                    c.bet
                )));
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
        let mut tally = (first_shoe..end)
            .into_par_iter()
            .fold(
                || self.empty(first_shoe),
                |mut acc, i| {
                    self.play_shoe(i, &mut acc, None);
                    progress();
                    acc
                },
            )
            .reduce(
                || self.empty(first_shoe),
                |mut a, b| {
                    // The shoe cap keeps every sum of one run far below its limit.
                    let fits = a.absorb(&b);
                    debug_assert!(fits.is_some(), "a run's sums fit");
                    a
                },
            );
        tally.first_shoe = first_shoe;
        Ok(tally)
    }

    /// Runs shoes `first_shoe .. first_shoe + shoes` one after another on this thread,
    /// handing every coup to `each` in order (shoe by shoe, coup by coup) as it is dealt:
    /// memory stays bounded whatever the number of shoes. The tally equals [`Study::run`]'s.
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
        for i in first_shoe..end {
            self.play_shoe(i, &mut acc, Some(&mut *each));
            progress();
        }
        Ok(acc)
    }

    fn range_end(&self, first_shoe: u64, shoes: u64) -> Result<u64> {
        if shoes == 0 {
            return Err(Error::study("shoes must be at least 1, got 0"));
        }
        first_shoe
            .checked_add(shoes)
            .ok_or_else(|| Error::study("first shoe + shoes is past the largest shoe index"))
    }

    /// Deals shoe `index` and adds it to `acc`, handing every coup to `trace` if given.
    fn play_shoe(&self, index: u64, acc: &mut Tally, mut trace: Option<&mut Trace<'_>>) {
        let cards = shuffled_shoe(self.spec.decks, self.spec.seed, index);
        let rules = &self.spec.rules;
        let n = cards.len();
        let cut = self.spec.procedure.cut_card as usize;
        let cut_at = n - cut;
        let mut unseen = self.full.clone();
        let counts = &self.spec.counts;
        // Running count of each count, in the order of the spec.
        let mut rc = vec![0i64; counts.len()];
        // Of each bet, the index among its own counts of each count.
        let slot: Vec<(usize, usize)> = counts
            .iter()
            .enumerate()
            .map(|(j, c)| {
                let i = self.plans.iter().position(|p| p.id == c.bet);
                let i = i.expect("Study::new checked every count's bet");
                (i, counts[..j].iter().filter(|d| d.bet == c.bet).count())
            })
            .collect();
        // (expected, realised) this shoe per bet: exact, exact staked; per count: plain, staked.
        let mut shoe_won = vec![[[0i128; 2]; 2]; self.plans.len()];
        let mut count_won = vec![[[0i128; 2]; 2]; counts.len()];
        let see = |code, unseen: &mut Shoe, rc: &mut [i64]| {
            unseen
                .take(card_of(code))
                .expect("a dealt card is in the shoe");
            for (r, c) in rc.iter_mut().zip(counts) {
                *r += c.tags.at(rank_index(code));
            }
        };
        let mut coup = 0u32;
        let mut record = CoupRecord::default();
        let mut pos = 0;
        match self.spec.procedure.burn {
            Burn::None => {}
            Burn::One => pos = 1,
            Burn::Sheet003 => {
                see(cards[0], &mut unseen, &mut rc);
                pos = 1 + burn_count(cards[0]);
            }
        }
        if trace.is_some() {
            record.burn = match self.spec.procedure.burn {
                Burn::None => Vec::new(),
                Burn::One => vec![None],
                Burn::Sheet003 => std::iter::once(Some(card_of(cards[0])))
                    .chain(std::iter::repeat_n(None, burn_count(cards[0])))
                    .collect(),
            };
        }
        let mut first = true;
        while pos <= cut_at {
            // A coup whose first card is the cut card counts only with enough cards behind.
            let last = pos == cut_at;
            if last && cut < MIN_AFTER_CUT as usize {
                break;
            }
            let dealt = deal(rules, &cards[pos..]);
            if self.spec.procedure.last_coup == LastCoup::BeforeCut && pos + dealt.used > cut_at {
                break;
            }
            let priced = self.pricer.price(&unseen);
            let left = unseen.total();
            // (EV, result) of a unit bet on this coup, per bet, for the counts below.
            let mut settled = Vec::with_capacity(self.plans.len());
            let band = (left / u64::from(self.spec.bucket)) as usize;
            for (i, plan) in self.plans.iter().enumerate() {
                let Priced::Ok(result) = &priced[i] else {
                    unreachable!("every seen card has a suit, so every bet can be priced")
                };
                let price = plan.price(result);
                let outcome = plan.settle(&self.spec.bets[i], &dealt);
                let t = &mut acc.bets[i];
                settled.push((price.ev, outcome, price.positive));
                let evx = fixed(price.ev);
                let resx = fixed(outcome);
                t.coups += 1;
                t.ev_sum += evx;
                t.result_sum += resx;
                t.miss_squares += fixed((outcome - price.ev) * (outcome - price.ev));
                if first {
                    t.first_ev_sum += evx;
                }
                let b = &mut t.buckets[band];
                b.coups += 1;
                b.ev_sum += evx;
                if price.positive {
                    t.positive += 1;
                    b.positive += 1;
                    b.ev_positive_sum += evx;
                    add2(&mut shoe_won[i][0], t.exact.bet(1.0, price.ev, outcome));
                    if let (Some(s), Some(st)) = (self.spec.staking, t.exact_staked.as_mut()) {
                        let var = price.second - price.ev * price.ev;
                        let kelly = if var > 0.0 {
                            s.bankroll as f64 * price.ev / var
                        } else {
                            f64::INFINITY
                        };
                        add2(
                            &mut shoe_won[i][1],
                            st.bet(kelly.min(s.cap(&plan.id)), price.ev, outcome),
                        );
                    }
                }
                if trace.is_some() {
                    record.bets.push(BetCoup {
                        ev: price.ev,
                        bet: price.positive,
                        result: outcome,
                    });
                }
            }
            for (j, c) in counts.iter().enumerate() {
                let (i, k) = slot[j];
                let fires = c.fires(rc[j], left);
                let (ev, outcome, positive) = settled[i];
                let ct = &mut acc.bets[i].counts[k];
                ct.by_true_count[true_count_band(rc[j], left)].record(fixed(ev), positive);
                if fires {
                    let plan = &self.plans[i];
                    add2(&mut count_won[j][0], ct.play.bet(1.0, ev, outcome));
                    if let (Some(s), Some(st)) = (self.spec.staking, ct.staked.as_mut()) {
                        add2(&mut count_won[j][1], st.bet(s.cap(&plan.id), ev, outcome));
                    }
                }
                if trace.is_some() {
                    record.counts.push(CountCoup {
                        running: rc[j],
                        bet: fires,
                    });
                }
            }
            coup += 1;
            if let Some(t) = trace.as_mut() {
                record.shoe = index;
                record.coup = coup;
                record.seen = self.full.total() - left;
                record.unseen = left;
                // Dealing order P, B, P, B, then Punto's third card before Banco's.
                let coup_cards = &cards[pos..pos + dealt.used];
                let (pc, bc) = (dealt.coup.punto_cards, dealt.coup.banco_cards);
                record.punto = [0, 2, 4][..usize::from(pc)]
                    .iter()
                    .map(|&i| card_of(coup_cards[i]))
                    .collect();
                let banco_third = if pc == 3 { 5 } else { 4 };
                record.banco = [1, 3, banco_third][..usize::from(bc)]
                    .iter()
                    .map(|&i| card_of(coup_cards[i]))
                    .collect();
                t(&record);
                record.bets.clear();
                record.counts.clear();
                record.burn.clear();
            }
            acc.coups += 1;
            first = false;
            for &code in &cards[pos..pos + dealt.used] {
                see(code, &mut unseen, &mut rc);
            }
            pos += dealt.used;
            if last {
                break;
            }
        }
        acc.shoes += 1;
        for (t, won) in acc.bets.iter_mut().zip(&shoe_won) {
            t.exact.end_shoe(won[0]);
            if let Some(p) = t.exact_staked.as_mut() {
                p.end_shoe(won[1]);
            }
        }
        for (&(i, k), won) in slot.iter().zip(&count_won) {
            let c = &mut acc.bets[i].counts[k];
            c.play.end_shoe(won[0]);
            if let Some(p) = c.staked.as_mut() {
                p.end_shoe(won[1]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, main_bets};
    use crate::rules::Rules;

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
            let used = deal(&rules, &cards[pos..]).used;
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
    fn a_rebate_prices_as_the_library_in_integers_and_in_big_rationals() {
        // The native path (a share that fits i128) and the big-rational path (a share too
        // fine for it) both give EV + share x P(no push), the library's Rebate::apply.
        let rules = Rules::preset("standard").unwrap();
        let bets: Vec<Bet> = ["punto", "banco", "tie", "dragon_7"]
            .iter()
            .map(|b| builtin(b, &rules).unwrap())
            .collect();
        let mut shoe = Shoe::with_decks(8).unwrap();
        shoe.remove_cards("9 9 9 9 9 9 9 9 8 8 8 8 8 8 A 2 3")
            .unwrap();
        let priced = Pricer::new(&rules, &bets).unwrap().price(&shoe);
        let fine = format!("1/{}", "9".repeat(45));
        for text in ["3/200", "0.0105", fine.as_str()] {
            let rebate: Rebate = text.parse().unwrap();
            for (bet, p) in bets.iter().zip(&priced) {
                let result = p.result().unwrap();
                let plan = BetPlan::new(bet, Some(rebate.share())).unwrap();
                assert_eq!(plan.rebate.as_ref().unwrap().native.is_none(), text == fine);
                let price = plan.price(result);
                let (ev, var) = rebate.apply(result);
                assert_eq!(price.positive, ev.is_positive(), "{text} {}", bet.id);
                assert!((price.ev - to_f64(&ev)).abs() < 1e-15, "{text} {}", bet.id);
                let var_f = price.second - price.ev * price.ev;
                assert!((var_f - to_f64(&var)).abs() < 1e-12, "{text} {}", bet.id);
            }
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
