//! `promo loss-rebate`: a rebate on the net loss of a trip of flat bets, priced exactly
//! under the optimal quitting policy (`PromoLossRebateRequest`), with Jacobson's
//! approximation beside it.

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::promo::{figure, odds_of, parse_share, CONVENTION};
use super::promo_real::{RealReport, DEFAULT_REAL_TRIPS};
use super::{select_bets, shoe_of, RulesChoice};
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::promo::{jacobson, loss_rebate, trip_work, CoupOdds, PolicyRow, TripTerms, TripValue};
use crate::promo::{real_trips, RealShoes};
use crate::ratio::{parse_ratio, to_f64, Exact};
use crate::rules::Rules;
use crate::simulate::{Procedure, DEFAULT_SEED};
use num_rational::BigRational;
use num_traits::Zero;
use serde::Serialize;

question! {
    shoe;
    /// The question `promo loss-rebate` answers: what a rebate on the net loss of a trip
    /// of flat bets is worth to a player who quits at the best moment.
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = PromoLossRebateBody,
        example = json!({"decks": 8, "bet": "banco", "rebate": "10%", "coups": 40, "loss_limit": "10"})))]
    pub struct PromoLossRebateRequest {
        /// The rule set (default `standard`).
        pub rules: RulesChoice,
        /// The bet played every coup: a built-in id or a custom bet's (default `banco`).
        pub bet: Option<String>,
        /// Custom bets (from `--bets-file`).
        pub custom_bets: Vec<Bet>,
        /// The share of the net loss refunded (`"10%"`).
        pub rebate: String,
        /// The most coups the trip has (1 to 20,000).
        #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 20000))]
        pub coups: u32,
        /// The loss limit (buy-in) in units of the flat bet; none by default.
        pub loss_limit: Option<String>,
        /// Also play the trips on real shoes dealt by `simulate`'s procedures.
        pub real: bool,
        /// Real-shoe mode: trips per policy (default 10,000).
        pub trips: Option<u64>,
        /// Real-shoe mode: the seed of the shuffles (default `simulate`'s).
        pub seed: Option<u64>,
        /// Real-shoe mode: the house procedure, `midi`, `french` or `common` (default).
        pub procedure: Option<String>,
    }
}

impl PromoLossRebateRequest {
    /// The bet, the shoe and the terms, read and checked (no pricing walk).
    fn read(&self) -> Result<(Rules, Bet, TripTerms)> {
        let rebate = parse_share(&self.rebate, Input::Rebate, "the rebate")?;
        let loss_limit = match &self.loss_limit {
            Some(l) => Some(parse_ratio(l.trim()).ok_or_else(|| {
                Error::number(format!(
                    "loss limit '{}' is not a number of units; write e.g. 10 or 12.5",
                    crate::error::clip(l)
                ))
            })?),
            None => None,
        };
        let terms = TripTerms {
            rebate,
            coups: self.coups,
            loss_limit,
        };
        terms.check()?;
        let rules = self.rules.resolve()?;
        let id = self
            .bet
            .as_deref()
            .unwrap_or("banco")
            .trim()
            .to_ascii_lowercase();
        let bet = match self.custom_bets.iter().find(|b| b.id == id) {
            Some(b) => b.clone(),
            None => {
                let choice = super::BetsChoice::Text(id.clone());
                select_bets(&choice, &[], &rules)
                    .map_err(|e| e.input_is(Input::Bet))?
                    .remove(0)
            }
        };
        Ok((rules, bet, terms))
    }

    pub(super) fn coup_odds(&self) -> Result<(ShoeEcho, RulesEcho, CoupOdds, TripTerms)> {
        let (rules, bet, terms) = self.read()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let odds = odds_of(&rules, std::slice::from_ref(&bet), &shoe, Input::Bet)?.remove(0);
        Ok((
            ShoeEcho::new(&spec, &shoe),
            RulesEcho::new(&rules),
            odds,
            terms,
        ))
    }

    /// The work and the bytes of the largest row the trip takes ([`trip_work`]), computed
    /// without the dynamic program: the cost a server checks before it starts.
    ///
    /// # Errors
    /// As [`PromoLossRebateRequest::run`] for the terms, the shoe, the rules and the bet.
    pub fn work(&self) -> Result<(u64, u64)> {
        let (_, _, odds, terms) = self.coup_odds()?;
        trip_work(&odds, &terms)
    }

    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet; a rebate below 0 or of 100% or more, no coup or
    /// too many, a loss limit below one bet; a bet that cannot lose; a trip over the
    /// limits of [`crate::promo`].
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::PromoLossRebateRequest;
    /// let r = PromoLossRebateRequest {
    ///     decks: Some(8), rebate: "10%".into(), coups: 40, ..Default::default()
    /// }.run()?;
    /// assert!(r.value_decimal > 0.0 && r.play_all_decimal < 0.0);
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<PromoLossRebateReport> {
        self.real_check()?;
        let (shoe, rules, odds, terms) = self.coup_odds()?;
        let v = loss_rebate(&odds, &terms)?;
        let (table, bet, _) = self.read()?;
        let real = self.real_report(&table, &bet, &terms, &v)?;
        let mut report = PromoLossRebateReport::new(shoe, rules, &odds, &terms, &v);
        report.real = real;
        Ok(report)
    }
}

/// Jacobson's approximation beside the exact value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct JacobsonEcho {
    /// The approximate value of the trip (no limit on the coups), in units.
    pub value: f64,
    /// The win at which its player quits.
    pub quit_win: f64,
    /// The loss at which its player quits.
    pub quit_loss: f64,
    /// Its expected coups.
    pub coups: f64,
    /// The exact value minus the approximation.
    pub difference: f64,
}

/// One coup's decisions: runs of net results `[from, to]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PolicyReport {
    /// The coup, from 1.
    pub coup: u32,
    /// The runs of net results at which the player plays this coup.
    pub play: Vec<[Exact; 2]>,
    /// The runs at which he quits (at the loss limit too).
    pub stop: Vec<[Exact; 2]>,
}

impl PolicyReport {
    fn of(r: &PolicyRow) -> PolicyReport {
        let runs = |v: &[(BigRational, BigRational)]| {
            v.iter()
                .map(|(a, b)| [Exact::from(a), Exact::from(b)])
                .collect()
        };
        PolicyReport {
            coup: r.coup,
            play: runs(&r.play),
            stop: runs(&r.stop),
        }
    }
}

/// A loss rebate on a trip. Serialized, it is the JSON form of `punto-banco promo
/// loss-rebate`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PromoLossRebateReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The convention: each coup an independent draw from the stated shoe.
    pub convention: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The bet played every coup.
    pub bet: BetId,
    /// The bet's house edge per unit.
    pub house_edge: Exact,
    /// The same as a decimal.
    pub house_edge_decimal: f64,
    /// The share of the net loss refunded.
    pub rebate: Exact,
    /// The same as a decimal.
    pub rebate_decimal: f64,
    /// The most coups.
    pub coups: u32,
    /// The loss limit in units, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loss_limit: Option<Exact>,
    /// The optimal player's expected result for the trip, rebate included, in units.
    pub value: Exact,
    /// The same as a decimal.
    pub value_decimal: f64,
    /// The same playing every coup the loss limit allows.
    pub play_all: Exact,
    /// The same as a decimal.
    pub play_all_decimal: f64,
    /// The optimal player's expected net before the rebate.
    pub net: Exact,
    /// The same as a decimal.
    pub net_decimal: f64,
    /// The rebate he is expected to be paid.
    pub rebate_paid: Exact,
    /// The same as a decimal.
    pub rebate_paid_decimal: f64,
    /// The coups he is expected to play.
    pub coups_played: Exact,
    /// The same as a decimal.
    pub coups_played_decimal: f64,
    /// The house's theoretical win from the same play without the offer.
    pub theoretical_win: Exact,
    /// The same as a decimal.
    pub theoretical_win_decimal: f64,
    /// The rebate paid as a share of that theoretical win (absent when it is 0).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rebate_share: Option<Exact>,
    /// The same in percent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rebate_share_percent: Option<f64>,
    /// P(he ends the trip ahead).
    pub p_ahead: Exact,
    /// The same as a decimal.
    pub p_ahead_decimal: f64,
    /// Jacobson's Brownian approximation (absent for a bet whose EV is not negative).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jacobson: Option<JacobsonEcho>,
    /// The optimal policy, coup by coup.
    pub policy: Vec<PolicyReport>,
    /// With `real`: the trips played on real shoes (a simulation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub real: Option<RealReport>,
}

impl PromoLossRebateReport {
    fn new(
        shoe: ShoeEcho,
        rules: RulesEcho,
        odds: &CoupOdds,
        terms: &TripTerms,
        v: &TripValue,
    ) -> PromoLossRebateReport {
        let limit = terms.loss_limit.as_ref().map(to_f64);
        let jacobson = jacobson(
            to_f64(&odds.ev()),
            to_f64(&odds.variance()),
            to_f64(&terms.rebate),
            limit,
        )
        .map(|b| JacobsonEcho {
            difference: to_f64(&v.value) - b.value,
            value: b.value,
            quit_win: b.quit_win,
            quit_loss: b.quit_loss,
            coups: b.coups,
        });
        let share = (!v.theoretical_win.is_zero()).then(|| &v.rebate_paid / &v.theoretical_win);
        let (house_edge, house_edge_decimal) = figure(&-odds.ev());
        let (rebate, rebate_decimal) = figure(&terms.rebate);
        let (value, value_decimal) = figure(&v.value);
        let (play_all, play_all_decimal) = figure(&v.play_all);
        let (net, net_decimal) = figure(&v.net);
        let (rebate_paid, rebate_paid_decimal) = figure(&v.rebate_paid);
        let (coups_played, coups_played_decimal) = figure(&v.coups_played);
        let (theoretical_win, theoretical_win_decimal) = figure(&v.theoretical_win);
        let (p_ahead, p_ahead_decimal) = figure(&v.p_ahead);
        PromoLossRebateReport {
            engine: "exact",
            convention: CONVENTION,
            rules,
            shoe,
            bet: BetId {
                id: odds.id.clone(),
                name: odds.name.clone(),
            },
            house_edge,
            house_edge_decimal,
            rebate,
            rebate_decimal,
            coups: terms.coups,
            loss_limit: terms.loss_limit.as_ref().map(Exact::from),
            value,
            value_decimal,
            play_all,
            play_all_decimal,
            net,
            net_decimal,
            rebate_paid,
            rebate_paid_decimal,
            coups_played,
            coups_played_decimal,
            theoretical_win,
            theoretical_win_decimal,
            rebate_share_percent: share.as_ref().map(|s| 100.0 * to_f64(s)),
            rebate_share: share.as_ref().map(Exact::from),
            p_ahead,
            p_ahead_decimal,
            jacobson,
            policy: v.policy.iter().map(PolicyReport::of).collect(),
            real: None,
        }
    }
}

impl PromoLossRebateRequest {
    /// The real-shoe mode's shoes, read and checked: full decks only.
    fn real_shoes(&self) -> Result<Option<RealShoes>> {
        if !self.real {
            if self.trips.is_some() || self.seed.is_some() || self.procedure.is_some() {
                return Err(Error::templated(
                    ErrorKind::BadStudy,
                    vec![
                        "the trips, the seed and the ".into(),
                        Input::Procedure.into(),
                        " belong to the real-shoe mode: ask for real shoes".into(),
                    ],
                ));
            }
            return Ok(None);
        }
        let decks = match (self.decks, &self.removed, &self.shoe) {
            (Some(d), None, None) => d,
            (None, None, None) => crate::shoe::DEFAULT_DECKS,
            _ => {
                return Err(Error::templated(
                    ErrorKind::BadStudy,
                    vec![
                        "real shoes are dealt from full decks: give ".into(),
                        Input::Decks.into(),
                        ", without ".into(),
                        Input::Removed.into(),
                        " or ".into(),
                        Input::Shoe.into(),
                    ],
                ))
            }
        };
        let procedure = Procedure::preset(self.procedure.as_deref().unwrap_or("common"))?;
        Ok(Some(RealShoes {
            decks,
            procedure,
            trips: self.trips.unwrap_or(DEFAULT_REAL_TRIPS),
            seed: self.seed.unwrap_or(DEFAULT_SEED),
        }))
    }

    /// The real-shoe study, when asked for.
    fn real_report(
        &self,
        rules: &Rules,
        bet: &Bet,
        terms: &TripTerms,
        v: &TripValue,
    ) -> Result<Option<RealReport>> {
        let Some(shoes) = self.real_shoes()? else {
            return Ok(None);
        };
        let r = real_trips(rules, bet, terms, &v.policy, &shoes)?;
        Ok(Some(RealReport::new(shoes, &r, v)))
    }

    /// Checks the real-shoe terms before any work (a server's cost check).
    ///
    /// # Errors
    /// As [`PromoLossRebateRequest::run`] for the real-shoe mode.
    pub fn real_check(&self) -> Result<Option<u64>> {
        Ok(self
            .real_shoes()?
            .map(|s| s.trips.saturating_mul(u64::from(self.coups))))
    }
}
