//! `promo`: programmes and promotions priced exactly — dead chips and their commission,
//! match-play and free-bet chips (`PromoChipsRequest`), and a loss rebate on a trip
//! (`PromoLossRebateRequest`).

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::{select_bets, shoe_of, RulesChoice};
use crate::analysis::{Priced, Pricer};
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::promo::{
    chip_values, jacobson, loss_rebate, programme, trip_work, ChipValues, CommissionBase, CoupOdds,
    PolicyRow, TripTerms, TripValue,
};
use crate::ratio::{parse_ratio, to_f64, Exact};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use serde::Serialize;

/// The convention every promo figure follows, said in every output.
pub const CONVENTION: &str = "each coup an independent draw from the stated shoe";

/// A share written with `%` (`10%`, `1.25%`) or as a fraction below 1 (`0.1`, `1/10`); a
/// bare number of 1 or more is refused as ambiguous.
///
/// # Errors
/// [`crate::ErrorKind::BadNumber`] naming `input`: not a number, negative, a bare number
/// of 1 or more, or a share of 100% or more.
pub fn parse_share(text: &str, input: Input, what: &str) -> Result<BigRational> {
    let t = text.trim();
    let bad = |why: String| Error::named(ErrorKind::BadNumber, input, why).with_value(t);
    let share = match t.strip_suffix('%') {
        Some(p) => parse_ratio(p.trim()).map(|r| r / BigRational::from_integer(100.into())),
        None => match parse_ratio(t) {
            Some(r) if r >= BigRational::one() => {
                return Err(bad(format!(
                    " '{}' is ambiguous: write {what} with % ({}%), or as a share below 1",
                    crate::error::clip(t),
                    crate::error::clip(t)
                )))
            }
            r => r,
        },
    }
    .ok_or_else(|| {
        bad(format!(
            " '{}' is not a number; write {what} with %, e.g. 10% or 1.25%",
            crate::error::clip(t)
        ))
    })?;
    if share.is_negative() || share >= BigRational::one() {
        return Err(bad(format!(
            " '{}' is not a share from 0 to below 100%",
            crate::error::clip(t)
        )));
    }
    Ok(share)
}

/// An exact value and its decimal.
fn figure(r: &BigRational) -> (Exact, f64) {
    (Exact::from(r), to_f64(r))
}

question! {
    shoe, table;
    /// The question `promo chips` answers: what a dead chip, a match-play chip and a
    /// free-bet chip are worth on each bet, and what a dead-chip commission costs.
    #[derive(Default)]
    pub struct PromoChipsRequest {
        /// A commission on dead chips (`"1.25%"`).
        pub commission: Option<String>,
        /// What the commission is paid on: `lost` (each dead chip lost, the default) or
        /// `turnover` (each chip wagered).
        pub commission_on: Option<String>,
    }
}

/// A dead chip on one bet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DeadChip {
    /// Expected wagers per dead chip, every coup counted: 1 / P(lose), exact.
    pub life: Exact,
    /// The same as a decimal.
    pub life_decimal: f64,
    /// The house's win per dead chip lost: 1 − win pays / P(lose), exact.
    pub house_win: Exact,
    /// The same in percent.
    pub house_win_percent: f64,
    /// With a commission: the programme's figures.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub programme: Option<ProgrammeReport>,
}

/// A dead-chip programme on one bet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProgrammeReport {
    /// The commission paid per dead chip lost, exact.
    pub cost_per_lost: Exact,
    /// The same in percent.
    pub cost_per_lost_percent: f64,
    /// The house's net per dead chip lost, exact.
    pub net_per_lost: Exact,
    /// The same in percent.
    pub net_per_lost_percent: f64,
    /// The house's net per chip wagered, exact.
    pub net_per_wagered: Exact,
    /// The same in percent.
    pub net_per_wagered_percent: f64,
    /// The commission (on the same base) at which the house breaks even, exact.
    pub break_even: Exact,
    /// The same in percent.
    pub break_even_percent: f64,
}

/// A promotional chip's value on one bet, as a share of its face.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChipValue {
    /// The value, exact.
    pub value: Exact,
    /// The same in percent.
    pub value_percent: f64,
}

impl ChipValue {
    fn of(r: &BigRational) -> ChipValue {
        ChipValue {
            value: Exact::from(r),
            value_percent: 100.0 * to_f64(r),
        }
    }
}

/// One bet's chips.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChipBet {
    /// The bet.
    #[serde(flatten)]
    pub bet: BetId,
    /// P(win), P(push), P(lose), exact.
    pub p_win: Exact,
    /// P(push), exact.
    pub p_push: Exact,
    /// P(lose), exact.
    pub p_lose: Exact,
    /// The expected win payment of one coup, Σ P(line) · pays, exact.
    pub win_pays: Exact,
    /// The house edge per unit staked, exact.
    pub house_edge: Exact,
    /// The same in percent.
    pub house_edge_percent: f64,
    /// A dead (non-negotiable) chip.
    pub dead_chip: DeadChip,
    /// A match-play chip.
    pub match_play: ChipValue,
    /// A free-bet chip.
    pub free_bet: ChipValue,
}

/// The commission of a dead-chip programme, as asked.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CommissionEcho {
    /// The commission, exact.
    pub commission: Exact,
    /// The same in percent.
    pub commission_percent: f64,
    /// What it is paid on: `lost` or `turnover`.
    pub on: &'static str,
}

/// Chips on every bet asked. Serialized, it is the JSON form of `punto-banco promo chips`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PromoChipsReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The convention: each coup an independent draw from the stated shoe.
    pub convention: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The commission asked, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commission: Option<CommissionEcho>,
    /// Each bet.
    pub bets: Vec<ChipBet>,
    /// The bet on which a match-play chip is worth most (its id).
    pub best_match_play: String,
    /// The bet on which a free-bet chip is worth most (its id).
    pub best_free_bet: String,
}

/// Each bet's per-coup distribution.
fn odds_of(rules: &Rules, bets: &[Bet], shoe: &Shoe) -> Result<Vec<CoupOdds>> {
    let pricer = Pricer::shared(rules, bets)?;
    pricer
        .price(shoe)
        .into_vec()
        .into_iter()
        .map(|p| match p {
            Priced::Ok(r) => Ok(CoupOdds::of(&r)),
            Priced::NotPriceable { id, reason, .. } => Err(Error::new(ErrorKind::NotPriceable(
                format!("bet '{id}' cannot be priced: {reason}"),
            ))),
        })
        .collect()
}

impl PromoChipsRequest {
    /// The commission and its base, read and checked.
    fn terms(&self) -> Result<Option<(BigRational, CommissionBase)>> {
        let base = self
            .commission_on
            .as_deref()
            .map(CommissionBase::parse)
            .transpose()?;
        match &self.commission {
            Some(c) => Ok(Some((
                parse_share(c, Input::Rebate, "a commission")?,
                base.unwrap_or_default(),
            ))),
            None if base.is_some() => Err(Error::number(
                "a commission base is given without a commission; give the commission, e.g. 1.25%",
            )),
            None => Ok(None),
        }
    }

    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set, bet or commission; a bet that cannot lose or cannot be
    /// priced on this shoe.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::PromoChipsRequest;
    /// let r = PromoChipsRequest { decks: Some(8), ..Default::default() }.run()?;
    /// assert_eq!(format!("{:.2}", r.bets[0].match_play.value_percent), "47.95");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<PromoChipsReport> {
        let terms = self.terms()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let bets = select_bets(&self.bets, &self.custom_bets, &rules)?;
        let mut rows = Vec::new();
        for c in odds_of(&rules, &bets, &shoe)? {
            let v = chip_values(&c)?;
            rows.push(chip_bet(&c, &v, terms.as_ref()));
        }
        let best = |key: fn(&ChipBet) -> &Exact| {
            let mut best = &rows[0];
            for r in &rows[1..] {
                if key(r) > key(best) {
                    best = r;
                }
            }
            best.bet.id.clone()
        };
        Ok(PromoChipsReport {
            engine: "exact",
            convention: CONVENTION,
            rules: RulesEcho::new(&rules),
            shoe: ShoeEcho::new(&spec, &shoe),
            commission: terms.as_ref().map(|(c, base)| CommissionEcho {
                commission: Exact::from(c),
                commission_percent: 100.0 * to_f64(c),
                on: base.name(),
            }),
            best_match_play: best(|r| &r.match_play.value),
            best_free_bet: best(|r| &r.free_bet.value),
            bets: rows,
        })
    }
}

fn chip_bet(
    c: &CoupOdds,
    v: &ChipValues,
    terms: Option<&(BigRational, CommissionBase)>,
) -> ChipBet {
    let pct = |r: &BigRational| 100.0 * to_f64(r);
    let programme = terms.map(|(commission, base)| {
        let p = programme(v, commission, *base);
        ProgrammeReport {
            cost_per_lost: Exact::from(&p.cost_per_lost),
            cost_per_lost_percent: pct(&p.cost_per_lost),
            net_per_lost: Exact::from(&p.net_per_lost),
            net_per_lost_percent: pct(&p.net_per_lost),
            net_per_wagered: Exact::from(&p.net_per_wagered),
            net_per_wagered_percent: pct(&p.net_per_wagered),
            break_even: Exact::from(&p.break_even),
            break_even_percent: pct(&p.break_even),
        }
    });
    ChipBet {
        bet: BetId {
            id: c.id.clone(),
            name: c.name.clone(),
        },
        p_win: Exact::from(&v.p_win),
        p_push: Exact::from(&v.p_push),
        p_lose: Exact::from(&v.p_lose),
        win_pays: Exact::from(&v.win_pays),
        house_edge: Exact::from(&v.house_edge),
        house_edge_percent: pct(&v.house_edge),
        dead_chip: DeadChip {
            life: Exact::from(&v.life),
            life_decimal: to_f64(&v.life),
            house_win: Exact::from(&v.house_win),
            house_win_percent: pct(&v.house_win),
            programme,
        },
        match_play: ChipValue::of(&v.match_play),
        free_bet: ChipValue::of(&v.free_bet),
    }
}

question! {
    shoe;
    /// The question `promo loss-rebate` answers: what a rebate on the net loss of a trip
    /// of flat bets is worth to a player who quits at the best moment.
    #[derive(Default)]
    pub struct PromoLossRebateRequest {
        /// The rule set (default `standard`).
        pub rules: RulesChoice,
        /// The bet played every coup: a built-in id or a custom bet's (default `banco`).
        pub bet: Option<String>,
        /// Custom bets (from `--bets-file`).
        pub custom_bets: Vec<Bet>,
        /// The share of the net loss refunded (`"10%"`).
        pub rebate: String,
        /// The most coups the trip has.
        pub coups: u32,
        /// The loss limit (buy-in) in units of the flat bet; none by default.
        pub loss_limit: Option<String>,
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

    fn coup_odds(&self) -> Result<(ShoeEcho, RulesEcho, CoupOdds, TripTerms)> {
        let (rules, bet, terms) = self.read()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let odds = odds_of(&rules, std::slice::from_ref(&bet), &shoe)?.remove(0);
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
        let (shoe, rules, odds, terms) = self.coup_odds()?;
        let v = loss_rebate(&odds, &terms)?;
        Ok(PromoLossRebateReport::new(shoe, rules, &odds, &terms, &v))
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
        }
    }
}
