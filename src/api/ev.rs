//! `ev`: what each bet is worth on the shoe as it stands (or, with exposed cards, on the
//! coup in play).

use super::midcoup::{self, MidCoupReport};
use super::money::{Money, MoneyEcho};
use super::{shoe_of, Prepared};
use crate::analysis::{Priced, Pricer};
use crate::enumerate::sequences;
use crate::error::Result;
use crate::ratio::to_f64;
use crate::ratio::{Count, Exact};
use crate::report::{pays_summary, RulesEcho, ShoeEcho};
use crate::shoe::{Shoe, ShoeSpec};
use num_traits::Signed;
use serde::Serialize;

question! {
    shoe, table;
    /// The question `ev` answers: each bet's exact expected value on the next coup, or, when
    /// `punto`/`banco` hold the exposed cards of a coup in play, its exact odds.
    #[derive(Default)]
    pub struct EvRequest {
        /// Mid-coup: Punto's exposed cards in dealing order (the shoe is the shoe before the coup).
        pub punto: String,
        /// Mid-coup: Banco's exposed cards in dealing order.
        pub banco: String,
        /// A rebate: the share of the stake paid back on every coup a bet is resolved (won
        /// or lost, not pushed): `"1.5%"`, `"0.015"` or `"3/200"`; next coup only.
        pub rebate: Option<String>,
        /// The bets the rebate covers: `"main"` (Punto, Banco, Égalité) or `"all"` (default).
        pub rebate_bets: Option<String>,
        /// A bankroll: each bet with a positive EV gets a suggested `stake`,
        /// bankroll × EV / Var; next coup only.
        pub bankroll: Option<u64>,
        /// The table maximum that caps the stakes (an Égalité bet at an eighth of it).
        pub table_max: Option<u64>,
    }
}

/// The answer to an [`EvRequest`]: the shoe's values, or the coup in play's odds.
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

impl EvRequest {
    /// Whether any card of a coup in play is exposed.
    pub fn mid_coup(&self) -> bool {
        !self.punto.trim().is_empty() || !self.banco.trim().is_empty()
    }

    /// The request's rules, bets and custom bets compiled (from the caches of
    /// [`Prepared::new`]): shared by every batch line and every shoe of a tracker.
    ///
    /// # Errors
    /// Any invalid rule set or bet.
    pub fn prepared(&self) -> Result<Prepared> {
        Prepared::new(&self.rules, &self.bets, &self.custom_bets)
    }

    /// Validates the request and computes its answer.
    ///
    /// # Errors
    /// Any invalid shoe, rule set, bet or exposed card.
    pub fn run(&self) -> Result<EvAnswer> {
        let money = Money::of(self)?;
        let prepared = self.prepared()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        if self.mid_coup() {
            let r = midcoup::report(&spec, &shoe, prepared.pricer(), &self.punto, &self.banco)?;
            return Ok(EvAnswer::Coup(r));
        }
        let mut report = prepared.ev_of(&spec, &shoe);
        if let Some(money) = money {
            money.apply(&mut report, prepared.pricer(), &shoe);
        }
        Ok(EvAnswer::Shoe(report))
    }
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
    /// With a bankroll, for a bet with a positive EV: the suggested stake, bankroll × EV /
    /// Var, capped at the table maximum (an Égalité bet at an eighth of it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<f64>,
}

/// One bet of an `ev` result.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EvBet {
    /// Stable id.
    pub id: String,
    /// Name.
    pub name: String,
    /// False when the bet cannot be priced for this shoe (then `reason` says why).
    pub priceable: bool,
    /// Why the bet cannot be priced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The value, when priceable.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub figures: Option<EvFigures>,
    /// The pay table in short (shown in the table; not in JSON): empty in `--batch` lines,
    /// which are JSON only (see [`EvBet::without_pays`]).
    #[serde(skip)]
    pub pays: String,
}

impl EvBet {
    /// The value of one priced bet, with its pay table in short for the table.
    pub fn new(p: &Priced) -> EvBet {
        let mut bet = EvBet::without_pays(p);
        if let Priced::Ok(r) = p {
            bet.pays = pays_summary(r);
        }
        bet
    }

    /// The value of one priced bet without the pay table in short (`pays` is empty for a
    /// priceable bet): for JSON, which never shows it, so `ev --batch` skips the work.
    pub fn without_pays(p: &Priced) -> EvBet {
        match p {
            Priced::Ok(r) => {
                let ev = r.ev();
                EvBet {
                    id: r.id.to_string(),
                    name: r.name.to_string(),
                    priceable: true,
                    reason: None,
                    figures: Some(EvFigures {
                        ev_percent: 100.0 * to_f64(&ev),
                        positive: ev.is_positive(),
                        ev: Exact(ev),
                        stake: None,
                    }),
                    pays: String::new(),
                }
            }
            Priced::NotPriceable { id, name, reason } => EvBet {
                id: id.clone(),
                name: name.clone(),
                priceable: false,
                reason: Some(reason.clone()),
                figures: None,
                pays: "-".into(),
            },
        }
    }

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
        EvValues::priced_with(pricer, shoe, EvBet::new)
    }

    /// [`EvValues::new`] without each bet's pay table in short (see [`EvBet::without_pays`]).
    pub fn without_pays(pricer: &Pricer, shoe: &Shoe) -> EvValues {
        EvValues::priced_with(pricer, shoe, EvBet::without_pays)
    }

    fn priced_with(pricer: &Pricer, shoe: &Shoe, bet: fn(&Priced) -> EvBet) -> EvValues {
        let priced = pricer.price(shoe);
        let bets: Vec<EvBet> = priced.iter().map(bet).collect();
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
