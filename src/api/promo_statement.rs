//! `promo statement`: a casino's programme priced as one statement — the house's
//! theoretical win from a trip of flat bets, each cost (a commission on dead chips, a loss
//! rebate's exact value, match-play and free-bet chips given per trip), the net, the
//! break-even terms, the player's best response, and the published figures it reproduces.
//!
//! # Definitions
//! The trip: one unit a coup on one bet, at most `coups` coups, a loss limit allowing no bet
//! that could take the net loss past it; each coup an independent draw from the stated
//! shoe. Two players are priced:
//! - the player who plays every coup the limit allows (the one a programme is priced for):
//!   his coups are `E[X] / EV` by Wald's identity, `E[X]` his expected net result, exact
//!   from the trip's dynamic program at a rebate of 0; his rebate is `r · E[L]`, `E[L]`
//!   his expected net loss;
//! - the player who quits at the best moment (the best response to the rebate): the
//!   optimal policy of [`crate::promo::loss_rebate`].
//!
//! Per trip, for each: theoretical win = coups × house edge; commission = coups ×
//! P(lose) × c on dead chips lost (coups × c on turnover); chips = match-play chips ×
//! the best bet's match-play value + free-bet chips × the best bet's free-bet value (one
//! unit each); net = theoretical win − commission − rebate − chips. The commission is a
//! cost the house pays (to the player or his agent): the quitting policy is the rebate's.
//! Break-even terms are those of the every-coup player, each with the other terms held.

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::promo::{odds_of, CONVENTION};
use super::promo_statement_report::{
    Amount, BestResponse, BreakEven, ChipBest, PlayerTrip, PromoStatementReport, PublishedPromo,
    TermsEcho,
};
use super::promo_trip::JacobsonEcho;
use super::{select_bets, shoe_of, BetsChoice, PromoChipsRequest, PromoLossRebateRequest};
use super::{RulesChoice, ShoeQuestion};
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::promo::{
    chip_values, jacobson, loss_rebate, play_all_value, programme, trip_work, CommissionBase,
    CoupOdds, TripTerms, TripValue,
};
use crate::ratio::{to_f64, Exact};
use crate::reference::{agrees_rounded, corpus, PromoFigure};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use serde::Deserialize;

question! {
    shoe;
    /// The question `promo statement` answers: what a programme's terms cost the house
    /// and earn it on a trip, against a player who plays every coup and against one who
    /// quits at the best moment.
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = PromoStatementBody,
        example = json!({"decks": 8, "commission": "1.25%", "rebate": "10%", "coups": 200, "loss_limit": "500"})))]
    pub struct PromoStatementRequest {
        /// The rule set (default `standard`).
        pub rules: RulesChoice,
        /// The bet played every coup: a built-in id or a custom bet's (default `banco`).
        pub bet: Option<String>,
        /// Custom bets (from `--bets-file`).
        pub custom_bets: Vec<Bet>,
        /// A commission on dead chips (`"1.25%"`).
        pub commission: Option<String>,
        /// What the commission is paid on: `lost` (default) or `turnover`.
        pub commission_on: Option<String>,
        /// The share of the trip's net loss refunded (`"10%"`; none by default).
        pub rebate: Option<String>,
        /// The most coups of the trip (1 to 20,000).
        #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 20000))]
        pub coups: u32,
        /// The loss limit (buy-in) in units of the flat bet; none by default.
        pub loss_limit: Option<String>,
        /// Match-play chips of one unit given per trip (at most 4,294,967,295).
        #[cfg_attr(feature = "server", schema(value_type = Option<u64>, minimum = 0, maximum = 4294967295_u64))]
        pub match_play: Option<u32>,
        /// Free-bet chips of one unit given per trip (at most 4,294,967,295).
        #[cfg_attr(feature = "server", schema(value_type = Option<u64>, minimum = 0, maximum = 4294967295_u64))]
        pub free_bet: Option<u32>,
    }
}

/// A programme's terms as a file gives them (`promo statement --terms FILE`): the
/// request's own fields, under the same names.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PromoTerms {
    /// The bet played every coup.
    pub bet: Option<String>,
    /// A commission on dead chips.
    pub commission: Option<String>,
    /// `lost` or `turnover`.
    pub commission_on: Option<String>,
    /// The share of the net loss refunded.
    pub rebate: Option<String>,
    /// The most coups of the trip.
    pub coups: u32,
    /// The loss limit in units.
    pub loss_limit: Option<String>,
    /// Match-play chips per trip.
    pub match_play: Option<u32>,
    /// Free-bet chips per trip.
    pub free_bet: Option<u32>,
}

impl PromoTerms {
    /// The terms of a JSON object (`{"commission": "1.25%", "rebate": "10%", "coups":
    /// 200, "loss_limit": "500"}`).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] for text that is not such an object (an unknown
    /// field named).
    pub fn from_json(text: &str) -> Result<PromoTerms> {
        crate::json::from_str(text).map_err(|e| {
            Error::new(ErrorKind::BadInput(format!(
                "programme terms: {e}; the fields are bet, commission, commission_on, rebate, \
                 coups, loss_limit, match_play, free_bet"
            )))
        })
    }
}

impl PromoStatementRequest {
    /// The same request with the terms of `t` in place of its own.
    pub fn with_terms(mut self, t: PromoTerms) -> PromoStatementRequest {
        self.bet = t.bet;
        self.commission = t.commission;
        self.commission_on = t.commission_on;
        self.rebate = t.rebate;
        self.coups = t.coups;
        self.loss_limit = t.loss_limit;
        self.match_play = t.match_play;
        self.free_bet = t.free_bet;
        self
    }

    fn trip(&self) -> PromoLossRebateRequest {
        let mut t = PromoLossRebateRequest {
            rules: self.rules.clone(),
            bet: self.bet.clone(),
            custom_bets: self.custom_bets.clone(),
            rebate: self.rebate.clone().unwrap_or_else(|| "0%".into()),
            coups: self.coups,
            loss_limit: self.loss_limit.clone(),
            ..Default::default()
        };
        t.set_shoe(self.shoe_spec());
        t
    }

    fn commission(&self) -> Result<Option<(BigRational, CommissionBase)>> {
        PromoChipsRequest {
            commission: self.commission.clone(),
            commission_on: self.commission_on.clone(),
            ..Default::default()
        }
        .commission_terms()
    }

    /// The work of the trip's dynamic program ([`trip_work`]), before any of it.
    ///
    /// # Errors
    /// As [`PromoStatementRequest::run`] for the terms, shoe, rules and bet.
    pub fn work(&self) -> Result<(u64, u64)> {
        let (_, _, odds, terms) = self.trip().coup_odds()?;
        let (w, b) = trip_work(&odds, &terms)?;
        // The every-coup player's passes: at most two more of the same size.
        Ok((w.saturating_mul(2), b))
    }

    /// Validates the request and computes the statement.
    ///
    /// # Errors
    /// Any invalid shoe, rule set, bet or term (as `promo chips` and `promo loss-rebate`
    /// refuse them); a bet the house has no edge on (EV ≥ 0 on this shoe).
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::PromoStatementRequest;
    /// let s = PromoStatementRequest {
    ///     decks: Some(8), commission: Some("1.25%".into()), rebate: Some("10%".into()),
    ///     coups: 40, loss_limit: Some("20".into()), ..Default::default()
    /// }.run()?;
    /// assert!(s.every_coup.net.decimal < s.every_coup.theoretical_win.decimal);
    /// assert!(s.published.iter().all(|p| p.agrees));
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<PromoStatementReport> {
        let commission = self.commission()?;
        let (shoe, rules_echo, odds, terms) = self.trip().coup_odds()?;
        let ev = odds.ev();
        if !ev.is_negative() {
            return Err(Error::named(
                ErrorKind::BadBet,
                Input::Bet,
                format!(
                    " '{}' has no house edge on this shoe (EV {} per unit): a statement prices \
                     the house's win; choose a bet the house wins",
                    odds.id,
                    crate::ratio::ratio_string(&ev)
                ),
            ));
        }
        let v = loss_rebate(&odds, &terms)?;
        let all = every_coup_parts(&odds, &terms, &v)?;
        let chips = self.best_chips(&odds)?;
        Ok(build(&Built {
            shoe,
            rules: rules_echo,
            odds: &odds,
            terms: &terms,
            commission: commission.as_ref(),
            v: &v,
            all: &all,
            chips,
            counts: (self.match_play.unwrap_or(0), self.free_bet.unwrap_or(0)),
        }))
    }

    /// The best bet for each promotional chip among the main bets and the bet played.
    fn best_chips(&self, played: &CoupOdds) -> Result<[ChipBest; 2]> {
        let rules = self.rules.resolve()?;
        let (_, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let main = select_bets(&BetsChoice::Text("main".into()), &[], &rules)?;
        let mut odds = odds_of(&rules, &main, &shoe, Input::Bet)?;
        if !odds.iter().any(|o| o.id == played.id) {
            odds.push(played.clone());
        }
        let mut best: [Option<(BigRational, BetId)>; 2] = [None, None];
        for o in odds.iter().filter(|o| !o.p_lose().is_zero()) {
            let c = chip_values(o)?;
            for (slot, value) in best.iter_mut().zip([c.match_play, c.free_bet]) {
                if slot.as_ref().is_none_or(|(v, _)| value > *v) {
                    *slot = Some((value, bet_id(o)));
                }
            }
        }
        Ok(best.map(|b| {
            let (value, bet) = b.expect("banco can lose on any shoe a bet is priced on");
            ChipBest {
                bet,
                value: Amount::of(&value),
            }
        }))
    }
}

/// The every-coup player's expected coups, net result and net loss.
struct EveryCoup {
    coups: BigRational,
    loss: BigRational,
}

fn every_coup_parts(c: &CoupOdds, terms: &TripTerms, v: &TripValue) -> Result<EveryCoup> {
    let ev = c.ev();
    let at = |rebate: BigRational| -> Result<BigRational> {
        play_all_value(
            c,
            &TripTerms {
                rebate,
                ..terms.clone()
            },
        )
    };
    let net = match &terms.loss_limit {
        None => &ev * BigRational::from_integer(terms.coups.into()),
        Some(_) => at(BigRational::zero())?,
    };
    // The value is linear in the rebate: E[X] + r · E[L].
    let loss = if terms.rebate.is_zero() {
        let half = BigRational::new(1.into(), 2.into());
        (at(half.clone())? - &net) / half
    } else {
        (&v.play_all - &net) / &terms.rebate
    };
    Ok(EveryCoup {
        coups: &net / &ev,
        loss,
    })
}

fn bet_id(o: &CoupOdds) -> BetId {
    BetId {
        id: o.id.clone(),
        name: o.name.clone(),
    }
}

struct Built<'a> {
    shoe: ShoeEcho,
    rules: RulesEcho,
    odds: &'a CoupOdds,
    terms: &'a TripTerms,
    commission: Option<&'a (BigRational, CommissionBase)>,
    v: &'a TripValue,
    all: &'a EveryCoup,
    chips: [ChipBest; 2],
    counts: (u32, u32),
}

/// The commission per coup: P(lose) × c on chips lost, c on turnover.
fn commission_per_coup(b: &Built) -> BigRational {
    match b.commission {
        Some((c, CommissionBase::Lost)) => c * b.odds.p_lose(),
        Some((c, CommissionBase::Turnover)) => c.clone(),
        None => BigRational::zero(),
    }
}

fn player(
    coups: &BigRational,
    rebate: &BigRational,
    per_coup: &BigRational,
    chips: &BigRational,
    edge: &BigRational,
) -> PlayerTrip {
    let win = coups * edge;
    let commission = coups * per_coup;
    let net = &win - &commission - rebate - chips;
    PlayerTrip {
        coups: Amount::of(coups),
        theoretical_win: Amount::of(&win),
        commission: Amount::of(&commission),
        rebate: Amount::of(rebate),
        chips: Amount::of(chips),
        net: Amount::of(&net),
    }
}

fn build(b: &Built) -> PromoStatementReport {
    let edge = -b.odds.ev();
    let [mp, fb] = &b.chips;
    let count = |n: u32| BigRational::from_integer(n.into());
    let chips = count(b.counts.0) * &mp.value.exact.0 + count(b.counts.1) * &fb.value.exact.0;
    let per_coup = commission_per_coup(b);
    let all_rebate = &b.terms.rebate * &b.all.loss;
    let every_coup = player(&b.all.coups, &all_rebate, &per_coup, &chips, &edge);
    let best_trip = player(
        &b.v.coups_played,
        &b.v.rebate_paid,
        &per_coup,
        &chips,
        &edge,
    );
    let values = chip_values(b.odds).expect("a bet with a house edge can lose");
    let base = b.commission.map_or(CommissionBase::Lost, |(_, base)| *base);
    let dead = programme(&values, &BigRational::zero(), base);
    let positive = |r: BigRational| r.is_positive().then(|| Amount::of(&r));
    let tw = &b.all.coups * &edge;
    let per_unit_c = match base {
        CommissionBase::Lost => &b.all.coups * b.odds.p_lose(),
        CommissionBase::Turnover => b.all.coups.clone(),
    };
    let commission_cost = &b.all.coups * &per_coup;
    let break_even = BreakEven {
        commission: positive((&tw - &all_rebate - &chips) / &per_unit_c),
        rebate: (!b.all.loss.is_zero())
            .then(|| (&tw - &commission_cost - &chips) / &b.all.loss)
            .filter(|r| r.is_positive() && *r < BigRational::one())
            .map(|r| Amount::of(&r)),
        dead_chip_commission: Amount::of(&dead.break_even),
    };
    PromoStatementReport {
        engine: "exact",
        convention: CONVENTION,
        rules: b.rules.clone(),
        shoe: b.shoe.clone(),
        bet: bet_id(b.odds),
        house_edge: Amount::of(&edge),
        p_lose: Amount::of(&values.p_lose),
        dead_chip_life: Amount::of(&values.life),
        dead_chip_house_win: Amount::of(&values.house_win),
        terms: TermsEcho {
            commission: b.commission.map(|(c, _)| Amount::of(c)),
            commission_on: b.commission.map(|(_, base)| base.name()),
            rebate: Amount::of(&b.terms.rebate),
            coups: b.terms.coups,
            loss_limit: b.terms.loss_limit.as_ref().map(Exact::from),
            match_play: b.counts.0,
            free_bet: b.counts.1,
        },
        every_coup,
        best_response_trip: best_trip,
        break_even,
        best_response: best_response(b, mp.clone(), fb.clone()),
        published: published(),
    }
}

fn best_response(b: &Built, match_play: ChipBest, free_bet: ChipBest) -> BestResponse {
    let from =
        b.v.policy
            .iter()
            .filter_map(|r| r.play.first().map(|p| p.0.clone()))
            .min();
    let to =
        b.v.policy
            .iter()
            .filter_map(|r| r.play.last().map(|p| p.1.clone()))
            .max();
    let jac = jacobson(
        to_f64(&b.odds.ev()),
        to_f64(&b.odds.variance()),
        to_f64(&b.terms.rebate),
        b.terms.loss_limit.as_ref().map(to_f64),
    )
    .filter(|_| b.terms.rebate.is_positive())
    .map(|j| JacobsonEcho {
        difference: to_f64(&b.v.value) - j.value,
        value: j.value,
        quit_win: j.quit_win,
        quit_loss: j.quit_loss,
        coups: j.coups,
    });
    BestResponse {
        value: Amount::of(&b.v.value),
        p_ahead: Amount::of(&b.v.p_ahead),
        play_from: from.as_ref().map(Exact::from),
        play_to: to.as_ref().map(Exact::from),
        jacobson: jac,
        match_play,
        free_bet,
    }
}

/// The figure's exact value on its scale, through `promo chips`.
fn reproduce(f: &PromoFigure) -> Option<BigRational> {
    let report = PromoChipsRequest {
        decks: Some(f.decks),
        rules: f.rules.as_str().into(),
        bets: f.bets.join(",").as_str().into(),
        ..Default::default()
    }
    .run()
    .ok()?;
    let mut sum = BigRational::zero();
    for b in &report.bets {
        sum += match f.quantity.as_str() {
            "life" => &b.dead_chip.life.0,
            "house_win" => &b.dead_chip.house_win.0,
            "match_play" => &b.match_play.value.0,
            "free_bet" => &b.free_bet.value.0,
            _ => return None,
        };
    }
    let n = BigRational::from_integer(report.bets.len().into());
    Some(sum / n * crate::ratio::parse_ratio(&f.scale)?)
}

/// The corpus's published figures of programmes, each reproduced.
fn published() -> Vec<PublishedPromo> {
    corpus()
        .promos
        .iter()
        .filter_map(|f| {
            let x = reproduce(f)?;
            let published = crate::ratio::parse_ratio(&f.value)?;
            Some(PublishedPromo {
                id: f.id.clone(),
                what: f.what.clone(),
                quantity: f.quantity.clone(),
                bets: f.bets.clone(),
                rules: f.rules.clone(),
                decks: f.decks,
                published: f.value.clone(),
                scale: f.scale.clone(),
                agrees: agrees_rounded(&x, &published, f.decimals),
                computed: Amount::of(&x),
                source: f.source.clone(),
            })
        })
        .collect()
}
