//! `promo`: programmes and promotions priced exactly — dead chips and their commission,
//! match-play and free-bet chips (`PromoChipsRequest`); the loss rebate on a trip is
//! `promo_trip.rs`.

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::{select_bets, shoe_of};
use crate::analysis::{Priced, Pricer};
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::promo::{chip_values, programme, ChipValues, CommissionBase, CoupOdds};
use crate::ratio::{parse_ratio, to_f64, Exact};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_rational::BigRational;
use num_traits::{One, Signed};
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
pub(super) fn figure(r: &BigRational) -> (Exact, f64) {
    (Exact::from(r), to_f64(r))
}

question! {
    shoe, table;
    /// The question `promo chips` answers: what a dead chip, a match-play chip and a
    /// free-bet chip are worth on each bet, and what a dead-chip commission costs.
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = PromoChipsBody,
        example = json!({"decks": 8, "bets": "main", "commission": "1.25%"})))]
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

/// Each bet's per-coup distribution; a bet that cannot be priced is named as `input`.
pub(super) fn odds_of(
    rules: &Rules,
    bets: &[Bet],
    shoe: &Shoe,
    input: Input,
) -> Result<Vec<CoupOdds>> {
    let pricer = Pricer::shared(rules, bets)?;
    pricer
        .price(shoe)
        .into_vec()
        .into_iter()
        .map(|p| match p {
            Priced::Ok(r) => Ok(CoupOdds::of(&r)),
            Priced::NotPriceable { id, reason, .. } => Err(Error::named(
                ErrorKind::NotPriceable,
                input,
                format!(" '{id}' cannot be priced: {reason}"),
            )),
        })
        .collect()
}

impl PromoChipsRequest {
    /// The commission and its base, read and checked.
    pub(super) fn commission_terms(&self) -> Result<Option<(BigRational, CommissionBase)>> {
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
        let terms = self.commission_terms()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let bets = select_bets(&self.bets, &self.custom_bets, &rules)?;
        let mut rows = Vec::new();
        for c in odds_of(&rules, &bets, &shoe, Input::Bets)? {
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
