//! The money options: a rebate (`rebate`, `rebate_bets`) on `ev`, `odds`, `track` and
//! `simulate`, and a stake suggestion (`bankroll`, `table_max`) on `ev` and `track`, applied
//! to the values of the next coup. The arithmetic is the library's
//! ([`crate::analysis::Rebate`]; the stake is [`crate::analysis::kelly_stake`]'s amount,
//! one bet per coup, see `Money::one_stake`); this reads the
//! request's fields, and the reports price them in as they are built (`ev_report.rs`,
//! `odds.rs`): no report is edited after it is built.

use crate::analysis::{BetResult, Rebate, RebateBets};
use crate::error::{Error, ErrorKind, Input, Part, Result};
use crate::ratio::{to_f64, Exact};
use crate::simulate::is_egalite;
use num_rational::BigRational;
use num_traits::Signed;
use serde::{Deserialize, Serialize};

/// The money options of a request, read and checked.
#[derive(Debug, Clone)]
pub(crate) struct Money {
    rebate: Rebate,
    bets: RebateBets,
    bankroll: Option<u64>,
    table_max: Option<u64>,
}

/// The money part of a question, as given (each front end's flags or JSON fields): a
/// rebate and a stake suggestion. Declared once: the requests hold these fields through
/// `question!` ([`super::MoneyQuestion`]), the tracker holds this struct.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MoneySpec {
    /// A rebate: `"1.5%"`, `"0.015"` or `"3/200"`.
    pub rebate: Option<String>,
    /// The bets the rebate covers: `"main"` or `"all"` (default).
    pub rebate_bets: Option<String>,
    /// A bankroll: each bet with a positive EV gets a suggested `stake`.
    pub bankroll: Option<u64>,
    /// The table maximum that caps the stakes (with `bankroll`).
    pub table_max: Option<u64>,
}

/// The money options as the report echoes them (`money` in `ev`, `odds` and `track`
/// `--format json`; in `simulate`'s `inputs`, the rebate only).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct MoneyEcho {
    /// The rebate's share of the stake, exact `"n/d"` (`"0"` without a rebate).
    pub rebate: Exact,
    /// The same in percent.
    pub rebate_percent: f64,
    /// The bets it covers: `"main"` or `"all"`.
    pub rebate_bets: String,
    /// The bankroll the stakes are suggested for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bankroll: Option<u64>,
    /// The table maximum that caps the stakes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_max: Option<u64>,
}

/// The largest bankroll or table maximum accepted: 2^63 - 1, the largest integer the
/// OpenAPI description's `int64` allows.
pub const MAX_MONEY: u64 = i64::MAX as u64;

/// The smallest bare share (a rebate written without `%`) refused as a likely misreading:
/// 1/10. Real rebates are a few percent; `0.5` means 50%, and a player who types it means
/// half a percent far more often than half the stake.
const BARE_LIMIT: (i64, i64) = (1, 10);

/// Reads a rebate as [`Rebate`]'s `FromStr` does, and refuses a bare share (no `%`) of 10%
/// or more: `0.5` is 50%, which someone who means half a percent writes `0.5%`.
///
/// # Errors
/// As [`Rebate`]'s `FromStr`, and a bare share of 10% or more, the message saying how to
/// write half a percent and how to write the share if it is really meant.
fn read_rebate(text: &str) -> Result<Rebate> {
    let rebate: Rebate = text.parse()?;
    let limit = BigRational::new(BARE_LIMIT.0.into(), BARE_LIMIT.1.into());
    if text.trim().ends_with('%') || rebate.share() < &limit {
        return Ok(rebate);
    }
    let percent = format!("{:.4}", crate::ratio::to_f64(rebate.share()) * 100.0);
    let percent = percent.trim_end_matches('0').trim_end_matches('.');
    let shown = text.trim();
    Err(Error::named(
        ErrorKind::BadNumber,
        Input::Rebate,
        format!(
            " '{}' written without % is a share of the stake, {percent}%; a rebate of 10% or \
             more must be written with %: write {shown}% for {shown} percent, or {percent}% \
             if that is really meant",
            crate::error::clip(shown)
        ),
    ))
}

impl Money {
    /// The money fields read and checked (`None` when neither a rebate nor a bankroll is
    /// given); `mid_coup` when cards of a coup in play are exposed (refused: the options
    /// price the next coup).
    ///
    /// # Errors
    /// A bankroll or table maximum of 0 or over [`MAX_MONEY`], `rebate_bets` without a
    /// rebate, `table_max` without a bankroll, a rebate or rebate bets that cannot be read,
    /// money with exposed cards.
    pub(crate) fn read(f: &MoneySpec, mid_coup: bool) -> Result<Option<Money>> {
        let number = |parts: Vec<Part>| Error::templated(ErrorKind::BadNumber, parts);
        for (name, value) in [
            (Input::Bankroll, f.bankroll),
            (Input::TableMax, f.table_max),
        ] {
            if let Some(v) = value.filter(|&v| v > MAX_MONEY) {
                return Err(number(vec![
                    name.into(),
                    format!(" must be at most {MAX_MONEY}, got {v}").into(),
                ]));
            }
            // Nothing to stake from, or nothing the table takes: no suggestion means anything.
            if value == Some(0) {
                return Err(number(vec![
                    name.into(),
                    " must be at least 1, got 0".into(),
                ]));
            }
        }
        let needs =
            |what: Input, other: Input| number(vec![what.into(), " needs a ".into(), other.into()]);
        // Only with neither a rebate nor a bankroll can both fail: rebate_bets is named first.
        if f.rebate_bets.is_some() && f.rebate.is_none() {
            return Err(needs(Input::RebateBets, Input::Rebate));
        }
        if f.table_max.is_some() && f.bankroll.is_none() {
            return Err(needs(Input::TableMax, Input::Bankroll));
        }
        if f.rebate.is_none() && f.bankroll.is_none() {
            return Ok(None);
        }
        if mid_coup {
            return Err(number(vec![
                "a ".into(),
                Input::Rebate.into(),
                " and a ".into(),
                Input::Bankroll.into(),
                " price the next coup; they do not go with exposed cards (".into(),
                Input::Punto.into(),
                ", ".into(),
                Input::Banco.into(),
                ")".into(),
            ]));
        }
        Ok(Some(Money {
            rebate: match &f.rebate {
                Some(text) => read_rebate(text)?,
                None => Rebate::none(),
            },
            bets: match &f.rebate_bets {
                Some(text) => text.parse()?,
                None => RebateBets::All,
            },
            bankroll: f.bankroll,
            table_max: f.table_max,
        }))
    }

    /// The rebate and the bets it covers.
    pub(crate) fn rebate(&self) -> (&Rebate, RebateBets) {
        (&self.rebate, self.bets)
    }

    /// The bet's exact EV and variance per unit, with the rebate when it covers the bet.
    pub(crate) fn value(&self, id: &str, result: &BetResult) -> (BigRational, BigRational) {
        if self.bets.covers(id) {
            self.rebate.apply(result)
        } else {
            (result.ev(), result.variance())
        }
    }

    /// The options as the report echoes them.
    pub(crate) fn echo(&self) -> MoneyEcho {
        MoneyEcho {
            rebate: Exact::from(self.rebate.share()),
            rebate_percent: 100.0 * to_f64(self.rebate.share()),
            rebate_bets: self.bets.name().to_string(),
            bankroll: self.bankroll,
            table_max: self.table_max,
        }
    }

    /// With a bankroll, the one bet of the coup that gets a stake and its stake: among the
    /// bets (index, id, exact EV and variance per unit) with a positive EV, the one whose
    /// stake grows the bankroll most, `None` without a bankroll or a positive bet.
    ///
    /// # Formula
    /// ```text
    /// s = min(B × EV / Var, cap, B)      cap = table maximum (an Égalité bet: an eighth)
    /// g = s × EV − s² × Var / (2B)       expected log growth × B, to second order
    /// ```
    /// The bet with the largest `g` is chosen (the first on a tie): a rebate programme pays
    /// one side of a coup, and a player stakes one bet per coup, so Punto and Banco, both
    /// positive with a large rebate, never both get a stake. Uncapped, `g = B × EV² / (2 Var)`,
    /// Kelly's growth rate. The stake never exceeds the bankroll.
    pub(crate) fn one_stake<'a>(
        &self,
        bets: impl IntoIterator<Item = (usize, &'a str, &'a BigRational, &'a BigRational)>,
    ) -> Option<(usize, f64)> {
        let bankroll = BigRational::from_integer(self.bankroll?.into());
        let two = BigRational::from_integer(2.into());
        let mut best: Option<(usize, BigRational, BigRational)> = None;
        for (i, id, ev, var) in bets {
            if !ev.is_positive() || !var.is_positive() {
                continue;
            }
            let mut stake = &bankroll * ev / var;
            let cap = self.table_max.map(|max| {
                let max = BigRational::from_integer(max.into());
                if is_egalite(id) {
                    max / BigRational::from_integer(8.into())
                } else {
                    max
                }
            });
            for limit in cap.iter().chain(std::iter::once(&bankroll)) {
                if &stake > limit {
                    stake = limit.clone();
                }
            }
            let growth = &stake * ev - &stake * &stake * var / (&two * &bankroll);
            if best.as_ref().is_none_or(|(_, _, g)| &growth > g) {
                best = Some((i, stake, growth));
            }
        }
        best.map(|(i, stake, _)| (i, to_f64(&stake)))
    }
}

#[cfg(test)]
mod tests {
    use crate::api::{EvAnswer, EvReport, EvRequest, OddsRequest};
    use crate::ratio::parse_ratio;
    use num_rational::BigRational;
    use num_traits::One;

    fn ev(json: &str) -> EvReport {
        let req: EvRequest = serde_json::from_str(json).unwrap();
        match req.run().unwrap() {
            EvAnswer::Shoe(r) => r,
            EvAnswer::Coup(_) => panic!("a shoe report"),
        }
    }

    fn figure(r: &EvReport, id: &str) -> (BigRational, Option<f64>) {
        let b = r.values.bets.iter().find(|b| b.id == id).unwrap();
        let f = b.figures.as_ref().unwrap();
        (f.ev.0.clone(), f.stake)
    }

    fn q(s: &str) -> BigRational {
        parse_ratio(s).unwrap()
    }

    fn p_tie_and_punto() -> (BigRational, BigRational) {
        let odds: OddsRequest = serde_json::from_str(r#"{"decks": 8}"#).unwrap();
        let doc = serde_json::to_value(odds.run().unwrap()).unwrap();
        let p = |k: &str| q(doc["outcomes"][k]["probability"].as_str().unwrap());
        (p("tie"), p("punto"))
    }

    #[test]
    fn a_rebate_adds_its_share_on_every_coup_the_bet_does_not_push() {
        let plain = ev(r#"{"decks": 8}"#);
        let rebated = ev(r#"{"decks": 8, "rebate": "1.5%"}"#);
        let r = q("3/200");
        let (tie, _) = p_tie_and_punto();
        // Punto and Banco push on a tie; the tie bet never pushes.
        for id in ["punto", "banco"] {
            let want = figure(&plain, id).0 + &r * (BigRational::one() - &tie);
            assert_eq!(figure(&rebated, id).0, want, "{id}");
        }
        assert_eq!(figure(&rebated, "tie").0, figure(&plain, "tie").0 + &r);
        let echo = rebated.money.as_ref().unwrap();
        assert_eq!(
            (echo.rebate.to_string().as_str(), echo.rebate_bets.as_str()),
            ("3/200", "all")
        );
        assert!(plain.money.is_none());
        // Main only: a side bet keeps its EV.
        let main = ev(
            r#"{"decks": 8, "bets": "main,dragon_7", "rebate": "3/200", "rebate_bets": "main"}"#,
        );
        let side = ev(r#"{"decks": 8, "bets": "main,dragon_7"}"#);
        assert_eq!(figure(&main, "dragon_7").0, figure(&side, "dragon_7").0);
        assert_eq!(figure(&main, "banco").0, figure(&rebated, "banco").0);
    }

    /// Punto paid 2 to 1 (ties lose): X is 2 with P(Punto), else -1.
    const GIFT: &str =
        r#"{"id": "gift", "name": "Gift", "lines": [{"when": {"winner": "punto"}, "pays": "2"}]}"#;

    #[test]
    fn a_bankroll_stakes_bankroll_times_ev_over_variance_on_positive_bets_only() {
        let r = ev(&format!(
            r#"{{"decks": 8, "bankroll": 10000, "custom_bets": [{GIFT}]}}"#
        ));
        let (_, p) = p_tie_and_punto();
        let ev_gift = q("3") * &p - BigRational::one();
        let var = BigRational::one() + q("3") * &p - &ev_gift * &ev_gift;
        let kelly = num_traits::ToPrimitive::to_f64(&(q("10000") * &ev_gift / var)).unwrap();
        let (got_ev, stake) = figure(&r, "gift");
        assert_eq!(got_ev, ev_gift);
        assert!(
            (stake.unwrap() - kelly).abs() < 1e-9 * kelly,
            "{stake:?} {kelly}"
        );
        assert_eq!(figure(&r, "banco").1, None, "no stake on a negative EV");
        assert_eq!(r.values.positive, ["gift"]);
        // Capped at the table maximum; an Égalité bet at an eighth of it.
        let tie = r#"{"id": "tie", "name": "Tie 100", "lines": [{"when": {"winner": "tie"}, "pays": "100"}]}"#;
        let r = ev(&format!(
            r#"{{"decks": 8, "bankroll": 10000, "table_max": 80, "custom_bets": [{GIFT}]}}"#
        ));
        assert_eq!(figure(&r, "gift").1, Some(80.0));
        let r = ev(&format!(
            r#"{{"decks": 8, "bankroll": 10000, "table_max": 80, "custom_bets": [{tie}]}}"#
        ));
        assert_eq!(figure(&r, "tie").1, Some(10.0));
    }

    #[test]
    fn one_bet_per_coup_gets_a_stake_the_one_that_grows_the_bankroll_most() {
        // A 50% rebate makes Punto, Banco and Égalité all positive: one stake only.
        let r = ev(r#"{"decks": 8, "rebate": "50%", "bankroll": 1000}"#);
        assert_eq!(r.values.positive, ["punto", "banco", "tie"]);
        let staked: Vec<_> = ["punto", "banco", "tie"]
            .into_iter()
            .filter(|id| figure(&r, id).1.is_some())
            .collect();
        assert_eq!(staked.len(), 1, "{staked:?}");
        // Growth s·EV − s²·Var/(2B) by hand, with s = min(B·EV/Var, B): Banco's EV is
        // about 0.44 and its variance about 0.8, so its Kelly amount (about 0.55 B) beats
        // Punto's; Égalité's stake is the bankroll.
        let plain = ev(r#"{"decks": 8}"#);
        let (tie_p, _) = p_tie_and_punto();
        let half = q("1/2");
        let b = q("1000");
        let growth = |id: &str, push: &BigRational| {
            let base = figure(&plain, id).0;
            let ev = &base + &half * (BigRational::one() - push);
            // E[X'²]: the pay lines' squares shift by the rebate; from Var' = Var + 2r·EV·P(push)
            // + r²·P(R)·P(push) (the library's formula, checked against the pay lines in
            // analysis::rebate's tests).
            let var_plain = variance_of(id);
            let var = var_plain
                + q("2") * &half * &base * push
                + &half * &half * (BigRational::one() - push) * push;
            let mut s = &b * &ev / &var;
            if s > b {
                s = b.clone();
            }
            (&s * &ev - &s * &s * &var / (q("2") * &b), s)
        };
        let zero = BigRational::from_integer(0.into());
        let gs = [
            ("punto", growth("punto", &tie_p)),
            ("banco", growth("banco", &tie_p)),
            ("tie", growth("tie", &zero)),
        ];
        let best = gs.iter().max_by(|a, b| a.1 .0.cmp(&b.1 .0)).unwrap();
        assert_eq!(staked, [best.0]);
        let stake = figure(&r, best.0).1.unwrap();
        assert_eq!(stake, num_traits::ToPrimitive::to_f64(&best.1 .1).unwrap());
        assert!(stake <= 1000.0, "never more than the bankroll");
    }

    /// A main bet's variance per unit on 8 decks, from the odds report's probabilities.
    fn variance_of(id: &str) -> BigRational {
        let odds: OddsRequest = serde_json::from_str(r#"{"decks": 8}"#).unwrap();
        let doc = serde_json::to_value(odds.run().unwrap()).unwrap();
        let p = |k: &str| q(doc["outcomes"][k]["probability"].as_str().unwrap());
        let (pp, pb, pt) = (p("punto"), p("banco"), p("tie"));
        // X and X² per outcome: Punto pays 1, Banco 0.95 (5% commission), Égalité 8.
        let (m1, m2) = match id {
            "punto" => (&pp - &pb, &pp + &pb),
            "banco" => (q("19/20") * &pb - &pp, q("361/400") * &pb + &pp),
            _ => (q("8") * &pt - (&pp + &pb), q("64") * &pt + &pp + &pb),
        };
        &m2 - &m1 * &m1
    }

    #[test]
    fn a_bare_share_below_ten_percent_and_every_percent_form_are_read() {
        for (text, share) in [
            ("0.015", "3/200"),
            ("0.0999", "999/10000"),
            ("3/200", "3/200"),
            ("0.5%", "1/200"),
            ("50%", "1/2"),
            ("10 %", "1/10"),
        ] {
            let r = ev(&format!(r#"{{"decks": 8, "rebate": "{text}"}}"#));
            assert_eq!(r.money.unwrap().rebate.to_string(), share, "{text}");
        }
    }

    #[test]
    fn money_options_that_do_not_fit_are_refused() {
        for (json, msg) in [
            (r#"{"table_max": 100}"#, "table_max needs a bankroll"),
            (r#"{"rebate_bets": "main"}"#, "rebate_bets needs a rebate"),
            (
                r#"{"rebate": "2", "decks": 8}"#,
                "rebate '2' is not below 100%",
            ),
            (
                r#"{"rebate": "0.5", "decks": 8}"#,
                "rebate '0.5' written without % is a share of the stake, 50%; a rebate of 10% \
                 or more must be written with %: write 0.5% for 0.5 percent, or 50% if that \
                 is really meant",
            ),
            (
                r#"{"rebate": "1/10"}"#,
                "write 1/10% for 1/10 percent, or 10% if",
            ),
            (
                r#"{"rebate": "1%", "punto": "5"}"#,
                "do not go with exposed cards",
            ),
            (r#"{"bankroll": 0}"#, "bankroll must be at least 1, got 0"),
            (
                r#"{"bankroll": 100, "table_max": 0}"#,
                "table_max must be at least 1, got 0",
            ),
        ] {
            let req: EvRequest = serde_json::from_str(json).unwrap();
            let e = req.run().unwrap_err().to_string();
            assert!(e.contains(msg), "{json}: {e}");
        }
    }
}
