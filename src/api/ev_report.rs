//! The report of `ev`: each bet's exact value on one shoe (with the money options, priced
//! in: a rebate in the EV, a stake suggestion), and the `--batch` lines.

use super::bet_row::BetRow;
use super::echo::{winning_pays, RulesEcho, ShoeEcho};
use super::midcoup::MidCoupReport;
use super::money::{Money, MoneyEcho};
use crate::analysis::{BetResult, Pricer};
use crate::enumerate::sequences;
use crate::ratio::{to_f64, Count, Exact};
use crate::shoe::{Shoe, ShoeSpec};
use num_rational::BigRational;
use num_traits::Signed;
use serde::Serialize;

/// The answer to an [`EvRequest`](super::EvRequest): the shoe's values, or the coup in play's odds.
// One answer per question, built once and moved: the size of a mid-coup report (exact
// values held as numbers) does not matter here.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(untagged)]
pub enum EvAnswer {
    /// No card exposed: each bet's value on the next coup.
    Shoe(EvReport),
    /// Cards exposed: the coup in play.
    Coup(MidCoupReport),
}

/// The exact value of one bet on one shoe.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvFigures {
    /// Expected net win per unit staked, exact "n/d".
    pub ev: Exact,
    /// The same in percent of the stake.
    pub ev_percent: f64,
    /// True when the expected value is above zero.
    pub positive: bool,
    /// With a bankroll, on the one bet of the coup the exact player stakes (the positive bet
    /// whose stake grows the bankroll most; the others have none): the suggested stake,
    /// bankroll × EV / Var, capped at the table maximum (an Égalité bet at an eighth of it)
    /// and at the bankroll.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<f64>,
    /// Each pay line's pay, exact, for the pay table in short the table shows (not in JSON):
    /// empty in `--batch` lines, which are JSON only (see [`EvFigures::without_pays`]).
    #[serde(skip)]
    pub pays: Vec<Exact>,
}

impl EvFigures {
    /// The value of one priced bet, with its pay table in short for the table.
    pub fn new(r: &BetResult) -> EvFigures {
        EvFigures {
            pays: winning_pays(r),
            ..EvFigures::without_pays(r)
        }
    }

    /// The value of one priced bet without the pay table in short (`pays` is empty): for
    /// JSON, which never shows it, so `ev --batch` skips the work.
    pub fn without_pays(r: &BetResult) -> EvFigures {
        let ev = r.ev();
        EvFigures {
            ev_percent: 100.0 * to_f64(&ev),
            positive: ev.is_positive(),
            ev: Exact(ev),
            stake: None,
            pays: Vec::new(),
        }
    }
}

/// One bet of an `ev` result (and of the tracker's, which is `ev`'s).
pub type EvBet = BetRow<EvFigures>;

impl EvBet {
    /// True when the bet is priceable with a positive expected value.
    pub fn positive(&self) -> bool {
        self.figures.as_ref().is_some_and(|f| f.positive)
    }
}

/// The values of every selected bet on one shoe: shared by `ev` and each `--batch` line.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvValues {
    /// Ordered six-card sequences in all, N(N-1)...(N-5), a decimal string.
    pub combinations: Count,
    /// Ids of the bets with a positive expected value (often empty).
    pub positive: Vec<String>,
    /// Every selected bet, in the order asked for.
    pub bets: Vec<EvBet>,
}

impl EvValues {
    /// Prices every bet of `pricer` on `shoe`.
    pub fn new(pricer: &Pricer, shoe: &Shoe) -> EvValues {
        EvValues::priced_with(pricer, shoe, EvFigures::new, None)
    }

    /// [`EvValues::new`] with the money options priced in: a rebate in each covered bet's
    /// EV, and with a bankroll each positive bet's suggested stake.
    pub(crate) fn with_money(pricer: &Pricer, shoe: &Shoe, money: Option<&Money>) -> EvValues {
        EvValues::priced_with(pricer, shoe, EvFigures::new, money)
    }

    /// [`EvValues::new`] without each bet's pay table in short (see
    /// [`EvFigures::without_pays`]).
    pub fn without_pays(pricer: &Pricer, shoe: &Shoe) -> EvValues {
        EvValues::priced_with(pricer, shoe, EvFigures::without_pays, None)
    }

    fn priced_with(
        pricer: &Pricer,
        shoe: &Shoe,
        figures: fn(&BetResult) -> EvFigures,
        money: Option<&Money>,
    ) -> EvValues {
        let priced = pricer.price(shoe);
        // Each bet's variance with the money options, for the one stake of the coup.
        let mut variances: Vec<Option<BigRational>> = Vec::with_capacity(priced.len());
        let mut bets: Vec<EvBet> = priced
            .iter()
            .map(|p| {
                let mut b = BetRow::of(p, figures);
                let mut variance = None;
                if let (Some(money), Some(r), Some(fig)) = (money, p.result(), b.figures.as_mut()) {
                    let (ev, var) = money.value(&b.id, r);
                    fig.ev_percent = 100.0 * to_f64(&ev);
                    fig.positive = ev.is_positive();
                    fig.ev = Exact(ev);
                    variance = Some(var);
                }
                variances.push(variance);
                b
            })
            .collect();
        // One stake per coup: the bet the exact player would make (see `Money::one_stake`).
        let chosen =
            money.and_then(|money| {
                money.one_stake(bets.iter().zip(&variances).enumerate().filter_map(
                    |(i, (b, var))| {
                        Some((i, b.id.as_str(), &b.figures.as_ref()?.ev.0, var.as_ref()?))
                    },
                ))
            });
        if let Some((i, stake)) = chosen {
            if let Some(f) = bets[i].figures.as_mut() {
                f.stake = Some(stake);
            }
        }
        EvValues {
            combinations: Count(sequences(shoe.total())),
            positive: bets
                .iter()
                .filter(|b| b.positive())
                .map(|b| b.id.clone())
                .collect(),
            bets,
        }
    }
}

/// The result of `ev` for one shoe.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The values.
    #[serde(flatten)]
    pub values: EvValues,
    /// The money options given (rebate, bankroll, table maximum), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub money: Option<MoneyEcho>,
}

/// One line of `--batch` output for a shoe that could be priced.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvBatchLine {
    /// Line number in the input, from 1 (blank lines count).
    pub line: usize,
    /// Name of the rule set.
    pub rules: String,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The values.
    #[serde(flatten)]
    pub values: EvValues,
}

impl EvBatchLine {
    /// Prices the shoe of batch line `line` with `pricer` (its JSON only: no pay tables in
    /// short, see [`EvValues::without_pays`]).
    pub fn priced(line: usize, spec: &ShoeSpec, shoe: &Shoe, pricer: &Pricer) -> EvBatchLine {
        EvBatchLine {
            line,
            rules: pricer.rules().name().to_string(),
            shoe: ShoeEcho::new(spec, shoe),
            values: EvValues::without_pays(pricer, shoe),
        }
    }
}

/// One line of `--batch` output for a line that could not be read.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvBatchError {
    /// Line number in the input, from 1.
    pub line: usize,
    /// What is wrong with the line.
    pub error: String,
}
