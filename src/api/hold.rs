//! `hold`: the planning question of a table's hold. A layout of one coup (shares of each
//! unit handled on several bets), the shoe and the rules give the house's win per unit
//! handled on one coup, exactly ([`CoupWin`]); over `coups` independent coups, the band the
//! hold falls in (normal, and exact by convolution where that is cheap), and with `within`
//! the coups needed for the hold to sit within ±x of its expectation.

use super::echo::{RulesEcho, ShoeEcho};
use super::{shoe_of, BetsChoice, Prepared, RulesChoice};
use crate::analysis::{
    coups_within, exact_work, CoupWin, HoldSum, NormalHold, EXACT_MAX_COUPS, EXACT_MAX_POINTS,
    EXACT_MAX_WORDS, EXACT_MAX_WORK,
};
use crate::bets::{builtin_ids, Bet};
use crate::error::{clip, Error, Result};
use crate::ratio::{parse_ratio, to_f64, Exact};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use serde::Serialize;

/// The most bets in a layout (64).
pub const MAX_MIX_BETS: usize = 64;
/// The most coups a hold is asked for (10¹²).
pub const MAX_HOLD_COUPS: u64 = 1_000_000_000_000;
/// The largest handle per coup (10¹²).
pub const MAX_HANDLE: u64 = 1_000_000_000_000;

question! {
    shoe;
    /// The question `hold` answers: the band of a table's hold over a number of coups, for
    /// one layout of bets on every coup.
    #[cfg_attr(feature = "server", schema(as = HoldBody,
        example = json!({"decks": 8, "mix": "banco=1/2,punto=2/5,tie=1/10", "coups": 1000, "within": "1%"})))]
    pub struct HoldRequest {
        /// The rule set (default `standard`).
        pub rules: RulesChoice,
        /// Custom bets the mix may name (a built-in id replaces that bet).
        pub custom_bets: Vec<Bet>,
        /// The layout: each bet's share of a unit handled, `"banco=1/2,punto=2/5,tie=1/10"`
        /// (fractions, decimals or percentages, adding up to exactly 1).
        pub mix: String,
        /// Coups played (1 to 10¹²).
        #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 1000000000000_u64))]
        pub coups: u64,
        /// The handle per coup: an exact positive number (default 1).
        pub handle: Option<String>,
        /// The precision asked for: the hold within ±this of its expectation (`"1%"`,
        /// `"0.01"`), greater than 0 and at most 1.
        pub within: Option<String>,
    }
}

impl Default for HoldRequest {
    fn default() -> HoldRequest {
        HoldRequest {
            decks: None,
            removed: None,
            shoe: None,
            rules: RulesChoice::default(),
            custom_bets: Vec::new(),
            mix: String::new(),
            coups: 1_000,
            handle: None,
            within: None,
        }
    }
}

/// One bet of the layout.
#[derive(Debug, Clone, Serialize)]
pub struct MixShare {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// Its share of each unit handled, exact.
    pub share: Exact,
    /// The same as a decimal.
    pub share_decimal: f64,
}

/// The house's win on one coup, per unit handled.
#[derive(Debug, Clone, Serialize)]
pub struct PerCoup {
    /// Its mean: the layout's house edge per unit handled, exact.
    pub mean: Exact,
    /// The same as a decimal.
    pub mean_decimal: f64,
    /// Its variance, exact.
    pub variance: Exact,
    /// The same as a decimal.
    pub variance_decimal: f64,
    /// Its standard deviation (the square root of the variance: a decimal only).
    pub sd: f64,
    /// Each value the win takes, with its exact probability.
    pub values: Vec<WinValue>,
}

/// One value of the house's win per unit handled on a coup.
#[derive(Debug, Clone, Serialize)]
pub struct WinValue {
    /// The win per unit handled, exact.
    pub win: Exact,
    /// The same as a decimal.
    pub win_decimal: f64,
    /// Its probability, exact.
    pub probability: Exact,
    /// The same as a decimal.
    pub probability_decimal: f64,
}

/// One level of the normal band.
#[derive(Debug, Clone, Serialize)]
pub struct BandLevel {
    /// The level in percent: 90, 95 or 99.
    pub level: u8,
    /// Its two-sided standard normal quantile.
    pub z: f64,
    /// The hold's lower end (win over handle).
    pub hold_low: f64,
    /// The hold's upper end.
    pub hold_high: f64,
    /// The total win's lower end: hold_low × coups × handle.
    pub win_low: f64,
    /// The total win's upper end.
    pub win_high: f64,
    /// The exact chance that the hold lies in the normal band, when the exact distribution
    /// was computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_coverage: Option<f64>,
}

/// The normal band of the hold after the coups asked for.
#[derive(Debug, Clone, Serialize)]
pub struct Band {
    /// The hold's expectation (the per-coup mean), as a decimal.
    pub hold_mean: f64,
    /// The hold's standard deviation: σ/√coups.
    pub hold_sd: f64,
    /// The total win's expectation: mean × coups × handle, exact.
    pub win_mean: Exact,
    /// The total win's standard deviation: σ × handle × √coups.
    pub win_sd: f64,
    /// The 90%, 95% and 99% levels.
    pub levels: Vec<BandLevel>,
}

/// One level of the exact band.
#[derive(Debug, Clone, Serialize)]
pub struct ExactLevel {
    /// The level in percent: 90, 95 or 99.
    pub level: u8,
    /// The largest hold with at most half the rest of the chance below it, exact.
    pub hold_low: Exact,
    /// The same as a decimal.
    pub hold_low_decimal: f64,
    /// The smallest hold with at most half the rest of the chance above it, exact.
    pub hold_high: Exact,
    /// The same as a decimal.
    pub hold_high_decimal: f64,
    /// The exact chance that the hold lies within `hold_low..=hold_high` (at least the
    /// level).
    pub inside: Exact,
    /// The same as a decimal.
    pub inside_decimal: f64,
}

/// The exact distribution of the hold, by convolution.
#[derive(Debug, Clone, Serialize)]
pub struct ExactHold {
    /// The number of distinct holds with a non-zero chance.
    pub support: usize,
    /// The multiply-adds the convolution took.
    pub work: u64,
    /// The 90%, 95% and 99% levels.
    pub levels: Vec<ExactLevel>,
}

/// The coups needed for a precision.
#[derive(Debug, Clone, Serialize)]
pub struct Within {
    /// The precision asked for: ±this around the expected hold, exact.
    pub within: Exact,
    /// The same as a decimal.
    pub within_decimal: f64,
    /// The confidence: 95% (two-sided; z is the normal's 97.5th percentile).
    pub confidence: u8,
    /// The z used.
    pub z: f64,
    /// Coups needed: ceil((z·σ/x)²); `None` when it exceeds 64 bits.
    pub coups: Option<u64>,
}

/// The answer to a [`HoldRequest`].
#[derive(Debug, Clone, Serialize)]
pub struct HoldReport {
    /// How the figures were found: `"exact"` per coup (the normal band is an
    /// approximation, stated in `notes`).
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe every coup is drawn from.
    pub shoe: ShoeEcho,
    /// The layout.
    pub mix: Vec<MixShare>,
    /// Coups played.
    pub coups: u64,
    /// The handle per coup, exact.
    pub handle: Exact,
    /// The house's win on one coup, per unit handled.
    pub per_coup: PerCoup,
    /// The normal band of the hold and of the total win.
    pub band: Band,
    /// The exact distribution of the hold, when `coups` is small enough.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact: Option<ExactHold>,
    /// The coups needed for the precision asked, when asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub within: Option<Within>,
    /// What the figures assume.
    pub notes: Vec<String>,
}

/// A number the question reads: an exact fraction, decimal or percentage.
fn number(what: &str, text: &str) -> Result<BigRational> {
    let t = text.trim();
    let (body, scale) = match t.strip_suffix('%') {
        Some(b) => (
            b.trim(),
            BigRational::new(BigInt::from(1), BigInt::from(100)),
        ),
        None => (t, BigRational::one()),
    };
    parse_ratio(body).map(|r| r * scale).ok_or_else(|| {
        Error::input(format!(
            "{what} '{}' is not a number; write a fraction (1/2), a decimal (0.5) or a \
             percentage (50%)",
            clip(text)
        ))
    })
}

/// The layout as (bet id, share), checked: known form, positive shares adding up to 1.
pub fn parse_mix(mix: &str) -> Result<Vec<(String, BigRational)>> {
    let mut out: Vec<(String, BigRational)> = Vec::new();
    for part in mix.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((id, share)) = part.split_once('=') else {
            return Err(Error::input(format!(
                "mix entry '{}' is not bet=share; write e.g. banco=1/2,punto=2/5,tie=1/10",
                clip(part)
            )));
        };
        let id = id.trim().to_ascii_lowercase();
        let share = number(&format!("the share of {}", clip(&id)), share)?;
        if !share.is_positive() {
            return Err(Error::input(format!(
                "the share of {} is {}; a share must be greater than 0 (leave the bet out)",
                clip(&id),
                crate::ratio::ratio_string(&share)
            )));
        }
        if out.iter().any(|(b, _)| *b == id) {
            return Err(Error::input(format!(
                "bet {} is given twice in the mix; give each bet once",
                clip(&id)
            )));
        }
        out.push((id, share));
        if out.len() > MAX_MIX_BETS {
            return Err(Error::input(format!(
                "the mix names more than {MAX_MIX_BETS} bets; at most {MAX_MIX_BETS} are allowed"
            )));
        }
    }
    if out.is_empty() {
        return Err(Error::input(
            "the mix is empty; give each bet's share of a unit handled, e.g. banco=1/2,punto=1/2",
        ));
    }
    let sum: BigRational = out.iter().map(|(_, s)| s).sum();
    if !sum.is_one() {
        return Err(Error::input(format!(
            "the mix's shares add up to {} ({:.6}), not 1; give each bet's share of one unit \
             handled",
            crate::ratio::ratio_string(&sum),
            to_f64(&sum)
        )));
    }
    Ok(out)
}

impl HoldRequest {
    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// An invalid shoe, rule set, bet or mix, coups out of range, a bad handle or precision.
    pub fn run(&self) -> Result<HoldReport> {
        let mix = parse_mix(&self.mix)?;
        if !(1..=MAX_HOLD_COUPS).contains(&self.coups) {
            return Err(Error::input(format!(
                "coups {} is out of range; give 1 to {MAX_HOLD_COUPS}",
                self.coups
            )));
        }
        let handle = self.handle_value()?;
        let within = self.within_value()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let prepared = self.prepared(&mix)?;
        let bets: Vec<&Bet> = prepared.bets().collect();
        let layout: Vec<(usize, BigRational)> = mix
            .iter()
            .map(|(id, s)| {
                let i = bets.iter().position(|b| b.id == *id).expect("selected");
                (i, s.clone())
            })
            .collect();
        let win = CoupWin::of(prepared.pricer(), &layout, &shoe)?;
        let exact = HoldSum::of(&win, self.coups);
        Ok(HoldReport {
            engine: "exact",
            rules: RulesEcho::new(prepared.rules()),
            shoe: ShoeEcho::new(&spec, &shoe),
            mix: layout
                .iter()
                .map(|(i, s)| MixShare {
                    id: bets[*i].id.clone(),
                    name: bets[*i].name.clone(),
                    share: Exact(s.clone()),
                    share_decimal: to_f64(s),
                })
                .collect(),
            coups: self.coups,
            per_coup: per_coup(&win),
            band: band(&win, self.coups, &handle, exact.as_ref()),
            exact: exact.as_ref().map(|e| exact_hold(&win, e, self.coups)),
            within: within.map(|x| within_of(&win, x)),
            notes: notes(&win, self.coups, exact.is_some()),
            handle: Exact(handle),
        })
    }

    fn handle_value(&self) -> Result<BigRational> {
        let Some(text) = &self.handle else {
            return Ok(BigRational::one());
        };
        let h = number("handle", text)?;
        if !h.is_positive() || h > BigRational::from_integer(MAX_HANDLE.into()) {
            return Err(Error::input(format!(
                "handle '{}' is out of range; give a number greater than 0 and at most \
                 {MAX_HANDLE}",
                clip(text)
            )));
        }
        Ok(h)
    }

    fn within_value(&self) -> Result<Option<BigRational>> {
        let Some(text) = &self.within else {
            return Ok(None);
        };
        let x = number("within", text)?;
        let least = BigRational::new(BigInt::from(1), BigInt::from(10_000_000));
        if x < least || x > BigRational::one() {
            return Err(Error::input(format!(
                "within '{}' is out of range; give a precision from 0.00001% (1/10000000) to \
                 100% (1)",
                clip(text)
            )));
        }
        Ok(Some(x))
    }

    /// The prepared table: the mix's built-in bets and the custom bets, every id named in
    /// the mix known.
    fn prepared(&self, mix: &[(String, BigRational)]) -> Result<Prepared> {
        let known = builtin_ids();
        for (id, _) in mix {
            if !known.contains(&id.as_str()) && !self.custom_bets.iter().any(|b| b.id == *id) {
                let custom = self.custom_bets.iter().map(|b| b.id.as_str());
                return Err(Error::bet(format!(
                    "unknown bet '{}' in the mix{}known bets are {}{}",
                    clip(id),
                    super::did_you_mean(id, known.iter().copied().chain(custom)),
                    known.join(", "),
                    if self.custom_bets.is_empty() {
                        String::new()
                    } else {
                        let ids: Vec<&str> = self.custom_bets.iter().map(|b| &*b.id).collect();
                        format!(" and the custom bets {}", ids.join(", "))
                    }
                )));
            }
        }
        let builtin: Vec<String> = mix
            .iter()
            .filter(|(id, _)| !self.custom_bets.iter().any(|b| b.id == *id))
            .map(|(id, _)| id.clone())
            .collect();
        Prepared::new(&self.rules, &BetsChoice::List(builtin), &self.custom_bets)
    }
}

fn per_coup(win: &CoupWin) -> PerCoup {
    let (mean, variance) = (win.mean(), win.variance());
    PerCoup {
        mean_decimal: to_f64(&mean),
        variance_decimal: to_f64(&variance),
        sd: to_f64(&variance).sqrt(),
        mean: Exact(mean),
        variance: Exact(variance),
        values: win
            .probabilities()
            .map(|(v, p)| WinValue {
                win: Exact(v.clone()),
                win_decimal: to_f64(v),
                probability_decimal: to_f64(&p),
                probability: Exact(p),
            })
            .collect(),
    }
}

fn band(win: &CoupWin, n: u64, handle: &BigRational, exact: Option<&HoldSum>) -> Band {
    let model = NormalHold::new(win.mean(), win.variance(), n, handle.clone());
    Band {
        hold_mean: to_f64(&model.mean),
        hold_sd: model.hold_sd(),
        win_mean: Exact(model.win_mean()),
        win_sd: model.win_sd(),
        levels: model
            .bands()
            .into_iter()
            .map(|b| BandLevel {
                level: b.level,
                z: b.z,
                hold_low: b.low,
                hold_high: b.high,
                win_low: model.win_at(b.low),
                win_high: model.win_at(b.high),
                exact_coverage: exact.map(|e| to_f64(&e.chance_within(b.low, b.high))),
            })
            .collect(),
    }
}

fn exact_hold(win: &CoupWin, sum: &HoldSum, n: u64) -> ExactHold {
    ExactHold {
        support: sum.support(),
        work: exact_work(win, n).expect("computed within the bound"),
        levels: sum
            .bands()
            .into_iter()
            .map(|b| ExactLevel {
                level: b.level,
                hold_low_decimal: to_f64(&b.low),
                hold_high_decimal: to_f64(&b.high),
                inside_decimal: to_f64(&b.inside),
                hold_low: Exact(b.low),
                hold_high: Exact(b.high),
                inside: Exact(b.inside),
            })
            .collect(),
    }
}

fn within_of(win: &CoupWin, x: BigRational) -> Within {
    Within {
        within_decimal: to_f64(&x),
        confidence: 95,
        z: crate::analysis::Z95,
        coups: coups_within(&win.variance(), &x),
        within: Exact(x),
    }
}

fn notes(win: &CoupWin, n: u64, exact: bool) -> Vec<String> {
    let mut notes = vec![
        "Each coup is an independent draw from the stated shoe (a real shoe is dealt without \
         replacement; its coups are close to, not exactly, independent)."
            .to_string(),
        "The band is the normal approximation (central limit theorem): hold = total win / \
         total handle, mean μ, standard deviation σ/√coups."
            .to_string(),
    ];
    if exact {
        notes.push(format!(
            "The exact distribution of the hold of {n} coups was computed by convolution."
        ));
    } else if win.variance().is_zero() {
        notes.push("The layout's win does not vary: the hold is certain.".into());
    } else {
        let over = if n > EXACT_MAX_COUPS {
            format!("{n} coups exceed that")
        } else {
            format!("{n} coups of this layout would take more")
        };
        notes.push(format!(
            "The exact distribution is computed for at most {EXACT_MAX_COUPS} coups, when its \
             cost counted before any work (at most {EXACT_MAX_WORK} multiply-adds, \
             {EXACT_MAX_POINTS} holds and {EXACT_MAX_WORDS} operations on 64-bit words) is \
             within bounds; {over}, so the band is normal only."
        ));
    }
    notes
}
