//! One shoe of a study played coup by coup: priced before each coup, settled after it.

use super::deal::{burn_count, card_of, rank_index, Code, Dealt};
use super::tally::{fixed, true_count_band};
use super::walk::{coup_at, first_coup};
use super::{BetCoup, Burn, CountCoup, CoupRecord, Study, Tally, Trace};
use crate::analysis::Priced;
use crate::shoe::Shoe;

fn add2(a: &mut [i128; 2], b: [i128; 2]) {
    a[0] += b[0];
    a[1] += b[1];
}

/// One bet's (EV, result, positive) on a coup, for its counts.
type Settled = (f64, f64, bool);

/// The state of a shoe in play.
struct ShoeRun<'a> {
    study: &'a Study,
    /// The cards not yet seen (face-down burns stay in).
    unseen: Shoe,
    /// Running count of each count, in the order of the spec.
    rc: Vec<i64>,
    /// Of each count, its bet's index and its index among that bet's counts.
    slot: Vec<(usize, usize)>,
    /// (expected, realised) this shoe per bet: exact, exact staked.
    shoe_won: Vec<[[i128; 2]; 2]>,
    /// The same per count: plain, staked.
    count_won: Vec<[[i128; 2]; 2]>,
    record: CoupRecord,
}

impl<'a> ShoeRun<'a> {
    fn new(study: &'a Study) -> ShoeRun<'a> {
        let counts = &study.spec.counts;
        let slot = (counts.iter().enumerate())
            .map(|(j, c)| {
                let i = study.plans.iter().position(|p| p.id == c.bet);
                let i = i.expect("Study::new checked every count's bet");
                (i, counts[..j].iter().filter(|d| d.bet == c.bet).count())
            })
            .collect();
        ShoeRun {
            study,
            unseen: study.full.clone(),
            rc: vec![0; counts.len()],
            slot,
            shoe_won: vec![[[0; 2]; 2]; study.plans.len()],
            count_won: vec![[[0; 2]; 2]; counts.len()],
            record: CoupRecord::default(),
        }
    }

    /// A card is seen: out of the unknown shoe, into every running count.
    fn see(&mut self, code: Code) {
        (self.unseen.take(card_of(code))).expect("a dealt card is in the shoe");
        for (r, c) in self.rc.iter_mut().zip(&self.study.spec.counts) {
            *r += c.tags.at(rank_index(code));
        }
    }

    /// The procedure's burn: the turned card of sheet 003 is seen; the burn row of the
    /// first coup's record when tracing.
    fn burn(&mut self, cards: &[Code], tracing: bool) {
        let burn = self.study.spec.procedure.burn;
        if burn == Burn::Sheet003 {
            self.see(cards[0]);
        }
        if tracing {
            self.record.burn = match burn {
                Burn::None => Vec::new(),
                Burn::One => vec![None],
                Burn::Sheet003 => std::iter::once(Some(card_of(cards[0])))
                    .chain(std::iter::repeat_n(None, burn_count(cards[0])))
                    .collect(),
            };
        }
    }

    /// Prices every bet before the coup and settles it on `dealt`, into `acc`.
    fn bets(&mut self, acc: &mut Tally, dealt: &Dealt, first: bool, tracing: bool) -> Vec<Settled> {
        let study = self.study;
        let priced = study.pricer.price(&self.unseen);
        let band = (self.unseen.total() / u64::from(study.spec.bucket)) as usize;
        let mut settled = Vec::with_capacity(study.plans.len());
        for (i, plan) in study.plans.iter().enumerate() {
            let Priced::Ok(result) = &priced[i] else {
                unreachable!("every seen card has a suit, so every bet can be priced")
            };
            let price = plan.price(result);
            let outcome = plan.settle(&study.spec.bets[i], dealt);
            let t = &mut acc.bets[i];
            settled.push((price.ev, outcome, price.positive));
            let (evx, resx) = (fixed(price.ev), fixed(outcome));
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
                add2(
                    &mut self.shoe_won[i][0],
                    t.exact.bet(1.0, price.ev, outcome),
                );
                if let (Some(s), Some(st)) = (study.spec.staking, t.exact_staked.as_mut()) {
                    let var = price.second - price.ev * price.ev;
                    let kelly = if var > 0.0 {
                        s.bankroll as f64 * price.ev / var
                    } else {
                        f64::INFINITY
                    };
                    let stake = kelly.min(s.cap(&plan.id));
                    add2(&mut self.shoe_won[i][1], st.bet(stake, price.ev, outcome));
                }
            }
            if tracing {
                let (ev, bet, result) = (price.ev, price.positive, outcome);
                self.record.bets.push(BetCoup { ev, bet, result });
            }
        }
        settled
    }

    /// Plays every count on the coup: its true-count band, and its bet when it fires.
    fn counts(&mut self, acc: &mut Tally, settled: &[Settled], tracing: bool) {
        let left = self.unseen.total();
        for (j, c) in self.study.spec.counts.iter().enumerate() {
            let (i, k) = self.slot[j];
            let fires = c.fires(self.rc[j], left);
            let (ev, outcome, positive) = settled[i];
            let ct = &mut acc.bets[i].counts[k];
            ct.by_true_count[true_count_band(self.rc[j], left)].record(fixed(ev), positive);
            if fires {
                add2(&mut self.count_won[j][0], ct.play.bet(1.0, ev, outcome));
                if let (Some(s), Some(st)) = (self.study.spec.staking, ct.staked.as_mut()) {
                    let cap = s.cap(&self.study.plans[i].id);
                    add2(&mut self.count_won[j][1], st.bet(cap, ev, outcome));
                }
            }
            if tracing {
                let running = self.rc[j];
                self.record.counts.push(CountCoup {
                    running,
                    bet: fires,
                });
            }
        }
    }

    /// Fills the record of a coup (its cards in dealing order: P, B, P, B, then Punto's
    /// third before Banco's; the rest of the shoe after the last) and hands it on.
    fn trace(&mut self, t: &mut Trace<'_>, coup_cards: &[Code], dealt: &Dealt, rest: &[Code]) {
        let left = self.unseen.total();
        let r = &mut self.record;
        r.seen = self.study.full.total() - left;
        r.unseen = left;
        let (pc, bc) = (dealt.coup.punto_cards, dealt.coup.banco_cards);
        let pick = |at: &[usize]| at.iter().map(|&i| card_of(coup_cards[i])).collect();
        r.punto = pick(&[0, 2, 4][..usize::from(pc)]);
        let banco_third = if pc == 3 { 5 } else { 4 };
        r.banco = pick(&[1, 3, banco_third][..usize::from(bc)]);
        r.rest = rest.iter().map(|&c| card_of(c)).collect();
        t(r);
        r.bets.clear();
        r.counts.clear();
        r.burn.clear();
    }

    /// Closes the shoe's per-shoe sums.
    fn end(self, acc: &mut Tally) {
        acc.shoes += 1;
        for (t, won) in acc.bets.iter_mut().zip(&self.shoe_won) {
            t.exact.end_shoe(won[0]);
            if let Some(p) = t.exact_staked.as_mut() {
                p.end_shoe(won[1]);
            }
        }
        for (&(i, k), won) in self.slot.iter().zip(&self.count_won) {
            let c = &mut acc.bets[i].counts[k];
            c.play.end_shoe(won[0]);
            if let Some(p) = c.staked.as_mut() {
                p.end_shoe(won[1]);
            }
        }
    }
}

impl Study {
    /// Deals shoe `index` from `cards` (its order) and adds it to `acc`, handing every coup
    /// to `trace` if given.
    pub(super) fn play_shoe(
        &self,
        index: u64,
        cards: &[Code],
        acc: &mut Tally,
        mut trace: Option<&mut Trace<'_>>,
    ) {
        let (rules, procedure) = (&self.spec.rules, &self.spec.procedure);
        let mut run = ShoeRun::new(self);
        run.burn(cards, trace.is_some());
        run.record.shoe = index;
        let mut pos = first_coup(procedure, cards);
        let mut next = coup_at(rules, procedure, cards, pos);
        let mut first = true;
        while let Some((dealt, last)) = next {
            let settled = run.bets(acc, &dealt, first, trace.is_some());
            run.counts(acc, &settled, trace.is_some());
            let end = pos + dealt.used;
            next = if last {
                None
            } else {
                coup_at(rules, procedure, cards, end)
            };
            if let Some(t) = trace.as_mut() {
                run.record.coup += 1;
                let rest = if next.is_none() { &cards[end..] } else { &[] };
                run.trace(*t, &cards[pos..end], &dealt, rest);
            }
            acc.coups += 1;
            first = false;
            for &code in &cards[pos..end] {
                run.see(code);
            }
            pos = end;
        }
        run.end(acc);
    }
}
