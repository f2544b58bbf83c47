//! `odds`: the exact odds table of a shoe.

use super::echo::{winning_pays, BetReport, RulesEcho, ShoeEcho};
use super::money::{Money, MoneyEcho};
use super::{shoe_of, Outcomes, Prepared};
use crate::analysis::Priced;
use crate::enumerate::enumerate;
use crate::error::Result;
use crate::ratio::{to_f64, Count, Exact};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use serde::Serialize;

question! {
    rebate(shoe, table);
    /// The question `odds` answers: every outcome and bet of one shoe under one rule set.
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = OddsBody,
        example = json!({"decks": 8, "removed": "5 5 K", "rules": "standard", "bets": "main,dragon_7"})))]
    pub struct OddsRequest {
        /// Also report the distribution of final totals and of cards dealt.
        pub detail: bool,
    }
}

impl OddsRequest {
    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet, named with what is allowed.
    pub fn run(&self) -> Result<OddsReport> {
        // Each bet's EV, house edge, variance and SD include the rebate.
        let money = Money::read(&self.money_spec(), false)?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let prepared = Prepared::new(&self.rules, &self.bets, &self.custom_bets)?;
        let (rules, pricer) = (prepared.rules(), prepared.pricer());
        let table = enumerate(&shoe, rules, pricer.pair_flags());
        let priced = pricer.price_table(&shoe, &table);
        let detail = self.detail.then(|| Detail {
            totals: table
                .totals_matrix()
                .iter()
                .map(|r| r.iter().map(|x| Count::from(x.clone())).collect())
                .collect(),
            cards_dealt: table
                .cards_dealt()
                .iter()
                .enumerate()
                .map(|(i, x)| ((i + 4).to_string(), Count::from(x.clone())))
                .collect(),
        });
        let report = OddsReport {
            engine: "exact",
            rules: RulesEcho::new(rules),
            shoe: ShoeEcho::new(&spec, &shoe),
            combinations: Count::from(table.total().clone()),
            outcomes: Outcomes::of(&table),
            pays: priced
                .iter()
                .map(|p| p.result().map_or_else(Vec::new, winning_pays))
                .collect(),
            bets: priced
                .iter()
                .map(|p| bet_report(p, money.as_ref()))
                .collect(),
            detail,
            money: money.as_ref().map(Money::echo),
            notes: rules.notes().to_vec(),
        };
        Ok(report)
    }
}

/// One priced bet of the report, with the rebate priced in when one covers it: EV, house
/// edge (also per resolved bet), variance and standard deviation (the pay table and the
/// probabilities of a win, a push and a loss stay as dealt).
fn bet_report(p: &Priced, money: Option<&Money>) -> BetReport {
    let mut bet = BetReport::new(p);
    let (Some(money), Some(result), Some(fig)) = (money, p.result(), bet.figures.as_mut()) else {
        return bet;
    };
    let (ev, var) = money.value(&bet.id, result);
    let edge = -ev.clone();
    let resolved = BigRational::one() - result.p_push();
    fig.edge_per_resolved = (!resolved.is_zero()).then(|| Exact(&edge / &resolved));
    fig.ev_decimal = to_f64(&ev);
    fig.house_edge_percent = 100.0 * to_f64(&edge);
    fig.sd = to_f64(&var).sqrt();
    fig.positive = ev.is_positive();
    fig.ev = Exact(ev);
    fig.house_edge = Exact(edge);
    fig.variance = Exact(var);
    bet
}

/// The distributions shown with `--detail`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Detail {
    /// `totals[p][b]`: sequences ending with Punto on p and Banco on b (decimal strings).
    pub totals: Vec<Vec<Count>>,
    /// Sequences by cards dealt: keys "4", "5", "6".
    pub cards_dealt: std::collections::BTreeMap<String, Count>,
}

/// The result of `odds`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct OddsReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// Ordered six-card sequences in all, N(N-1)...(N-5).
    pub combinations: Count,
    /// The three outcomes.
    pub outcomes: Outcomes,
    /// Every selected bet.
    pub bets: Vec<BetReport>,
    /// With --detail.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<Detail>,
    /// The rebate given, if any (as `ev` echoes it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub money: Option<MoneyEcho>,
    /// Notes of the rule set (shown under the bets table; not in JSON).
    #[serde(skip)]
    pub notes: Vec<String>,
    /// Each bet's pays, line by line, exact, for the pay table in short the bets table shows
    /// (not in JSON).
    #[serde(skip)]
    pub pays: Vec<Vec<Exact>>,
}
