//! Every wager's exact EV at the moment it was placed, and its actual result.
//!
//! A coup is priced on the shoe as it stood before it: every card dealt in earlier coups
//! and every burn card shown removed, face-down burns left in (unknown). Each distinct shoe
//! state is priced once, for every bet reviewed, whatever the number of wagers on it.
//!
//! Only what the review reads is kept, so memory grows with the input, not with coups ×
//! bets × the size of an exact fraction: per state and per bet some wager names, the EV
//! rounded for the tests' integer sums, as a decimal for the plot and its sign; the exact
//! EV only where a wager was placed.

use super::log::{LoggedCoup, ShoeLog};
use super::luck::Layout;
use crate::analysis::{Priced, Pricer};
use crate::bets::Bet;
use crate::coup::Scope;
use crate::error::{Error, Result};
use crate::limits::Cancel;
use crate::shoe::Shoe;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive};
use rayon::prelude::*;
use std::collections::HashMap;

/// What a review keeps of the prices of some shoes: per distinct shoe state and per bet a
/// wager names (a "column"), the EV in units of 10⁻¹², as a decimal and its sign; the
/// exact EV of each (state, bet) a wager was placed on.
#[derive(Debug, Clone)]
pub struct Prices {
    /// Per shoe asked for (in the order asked), per coup: its state.
    states_of: Vec<Vec<u32>>,
    /// The column of each bet reviewed (`None`: no wager names it).
    columns: Vec<Option<usize>>,
    /// Row-major states × columns.
    fixed: Vec<i128>,
    /// Row-major states × columns: the EV as the nearest `f64`.
    approx: Vec<f64>,
    /// Row-major states × columns: whether the EV is above 0.
    positive: Vec<bool>,
    /// The exact EV of each (state, bet) wagered.
    exact: HashMap<(u32, usize), BigRational>,
    /// The variance of each (state, layout) asked for (`None`: not known, see
    /// [`super::luck::layout_variance`]).
    variances: HashMap<(u32, Layout), Option<BigRational>>,
    /// Columns per state.
    width: usize,
    /// Distinct shoe states priced.
    pub states: usize,
}

/// EVs are rounded to this many units per 1 for the permutation test's exact sums.
pub const EV_SCALE: i64 = 1_000_000_000_000;

impl Prices {
    /// The state of coup `coup` (index) of the `slot`-th shoe asked for.
    pub fn state(&self, slot: usize, coup: usize) -> u32 {
        self.states_of[slot][coup]
    }

    /// The states of every coup of the `slot`-th shoe asked for, in order.
    pub fn shoe_states(&self, slot: usize) -> &[u32] {
        &self.states_of[slot]
    }

    fn cell(&self, state: u32, bet: usize) -> usize {
        let column = self.columns[bet].expect("a bet some wager names");
        state as usize * self.width + column
    }

    /// Bet `bet`'s EV at `state`, in units of 1/[`EV_SCALE`] (a bet some wager names).
    pub fn fixed(&self, state: u32, bet: usize) -> i128 {
        self.fixed[self.cell(state, bet)]
    }

    /// Bet `bet`'s EV at `state` as the nearest `f64` (a bet some wager names).
    pub fn approx(&self, state: u32, bet: usize) -> f64 {
        self.approx[self.cell(state, bet)]
    }

    /// Whether bet `bet`'s EV at `state` is above 0 (a bet some wager names).
    pub fn positive(&self, state: u32, bet: usize) -> bool {
        self.positive[self.cell(state, bet)]
    }

    /// The exact EV of bet `bet` at `state`, where a wager was placed on it.
    pub fn exact(&self, state: u32, bet: usize) -> Option<&BigRational> {
        self.exact.get(&(state, bet))
    }

    /// The variance of the win of `layout` at `state`, where it was asked for (`None`
    /// inside: a perfect-pair bet joined to another bet).
    pub fn variance(&self, state: u32, layout: &Layout) -> Option<&Option<BigRational>> {
        self.variances.get(&(state, layout.clone()))
    }
}

/// Prices every bet of `pricer` at every coup of the shoes `shoes` (indices into
/// `log.shoes`), each distinct shoe state once, on the current rayon pool. `wagered` lists
/// the (index into `shoes`, coup index, bet index) of every wager: those keep their exact
/// EV, and only the bets they name are kept at all. `layouts` lists the (index into
/// `shoes`, coup index, layout) of every player's bets on a coup: each distinct one gets the
/// exact variance of its win, from the same walk as the EVs. `cancel` is checked at each
/// shoe state.
///
/// # Errors
/// [`crate::ErrorKind::NotPriceable`] naming a bet the shoes cannot price (a perfect-pair
/// bet on a log without suits); [`crate::ErrorKind::Runtime`] once `cancel` is raised.
pub fn price(
    pricer: &Pricer,
    log: &ShoeLog,
    shoes: &[usize],
    wagered: &[(usize, usize, usize)],
    layouts: &[(usize, usize, Layout)],
    cancel: &Cancel,
) -> Result<Prices> {
    let mut index: HashMap<&Shoe, u32> = HashMap::new();
    let mut states: Vec<&Shoe> = Vec::new();
    let states_of: Vec<Vec<u32>> = shoes
        .iter()
        .map(|&s| {
            log.shoes[s]
                .coups
                .iter()
                .map(|c| {
                    *index.entry(&c.before).or_insert_with(|| {
                        states.push(&c.before);
                        (states.len() - 1) as u32
                    })
                })
                .collect()
        })
        .collect();
    let bets = pricer.bets().count();
    let mut columns = vec![None; bets];
    let mut want: HashMap<u32, Vec<usize>> = HashMap::new();
    for &(slot, coup, bet) in wagered {
        columns[bet] = Some(());
        let w = want.entry(states_of[slot][coup]).or_default();
        if !w.contains(&bet) {
            w.push(bet);
        }
    }
    let asked = by_state(&states_of, layouts);
    let (columns, width) = slots(&columns);
    let rows = states
        .par_iter()
        .enumerate()
        .map(|(i, shoe)| {
            cancel.check()?;
            let i = i as u32;
            let asked = asked.get(&i).map_or(&[][..], Vec::as_slice);
            priced_row(pricer, log, shoe, &columns, want.get(&i), asked)
        })
        .collect::<Result<Vec<_>>>()?;
    let mut prices = Prices {
        states_of,
        columns,
        fixed: Vec::with_capacity(rows.len() * width),
        approx: Vec::with_capacity(rows.len() * width),
        positive: Vec::with_capacity(rows.len() * width),
        exact: HashMap::new(),
        variances: HashMap::new(),
        width,
        states: states.len(),
    };
    for (i, row) in rows.into_iter().enumerate() {
        for (f, a, p) in row.kept {
            prices.fixed.push(f);
            prices.approx.push(a);
            prices.positive.push(p);
        }
        for (bet, ev) in row.exact {
            prices.exact.insert((i as u32, bet), ev);
        }
        for (layout, v) in row.variances {
            prices.variances.insert((i as u32, layout), v);
        }
    }
    Ok(prices)
}

/// Each wagered bet's column among the priced ones (`None`: not wagered), and how many.
fn slots(wagered: &[Option<()>]) -> (Vec<Option<usize>>, usize) {
    let mut width = 0;
    let columns = wagered
        .iter()
        .map(|c| {
            c.map(|()| {
                width += 1;
                width - 1
            })
        })
        .collect();
    (columns, width)
}

/// The distinct layouts asked for at each state.
fn by_state<'a>(
    states_of: &[Vec<u32>],
    layouts: &'a [(usize, usize, Layout)],
) -> HashMap<u32, Vec<&'a Layout>> {
    let mut asked: HashMap<u32, Vec<&Layout>> = HashMap::new();
    for (slot, coup, layout) in layouts {
        let l = asked.entry(states_of[*slot][*coup]).or_default();
        if !l.contains(&layout) {
            l.push(layout);
        }
    }
    asked
}

/// What one state's prices keep: per column (fixed, approx, positive), the exact EVs wanted.
struct Row {
    kept: Vec<(i128, f64, bool)>,
    exact: Vec<(usize, BigRational)>,
    variances: Vec<(Layout, Option<BigRational>)>,
}

fn priced_row(
    pricer: &Pricer,
    log: &ShoeLog,
    shoe: &Shoe,
    columns: &[Option<usize>],
    want: Option<&Vec<usize>>,
    layouts: &[&Layout],
) -> Result<Row> {
    // Sized exactly: a review of a hundred thousand coups holds one row per state at once.
    let mut row = Row {
        kept: Vec::with_capacity(columns.iter().flatten().count()),
        exact: Vec::with_capacity(want.map_or(0, Vec::len)),
        variances: Vec::with_capacity(layouts.len()),
    };
    // A layout of several bets needs the joint distribution: the walk's own table (with
    // pair flags when a bet reads pairs), kept for this state only.
    let table = layouts
        .iter()
        .any(|l| l.len() > 1)
        .then(|| crate::enumerate::enumerate(shoe, pricer.rules(), pricer.pair_flags()));
    let priced = match &table {
        Some(t) => pricer.price_table(shoe, t),
        None => pricer.price(shoe),
    };
    let priced = priced.into_vec();
    for layout in layouts {
        let v = match (&table, &priced[layout[0].0]) {
            (Some(t), _) if layout.len() > 1 => super::luck::layout_variance(pricer, t, layout),
            (_, Priced::Ok(r)) => Some(super::luck::single_variance(layout, r)),
            _ => None,
        };
        row.variances.push(((*layout).clone(), v));
    }
    for (bet, p) in priced.into_iter().enumerate() {
        let ev = match p {
            Priced::Ok(r) => r.ev(),
            Priced::NotPriceable { id, reason, .. } => {
                return Err(Error::new(crate::ErrorKind::NotPriceable(format!(
                    "bet '{id}' cannot be reviewed on this shoe log: {reason}{}",
                    if log.suited {
                        ""
                    } else {
                        " (some logged cards have no suit)"
                    }
                ))))
            }
        };
        if columns[bet].is_some() {
            row.kept
                .push((fixed(&ev), crate::ratio::to_f64(&ev), ev.is_positive()));
        }
        if want.is_some_and(|w| w.contains(&bet)) {
            // A clone holds its digits in vectors of their length (the arithmetic's
            // leave room to spare), and this value is kept to the end of the review.
            row.exact.push((bet, ev.clone()));
        }
    }
    Ok(row)
}

/// An exact value rounded to the nearest unit of 1/[`EV_SCALE`] (halves away from 0).
pub fn fixed(r: &BigRational) -> i128 {
    (r * BigRational::from_integer(BigInt::from(EV_SCALE)))
        .round()
        .to_integer()
        .to_i128()
        .unwrap_or(if r.numer() < &BigInt::from(0) {
            i128::MIN / 4
        } else {
            i128::MAX / 4
        })
}

/// The result of a unit stake on `bet` in the coup dealt: the first matching line's pay, or
/// −1 (pair bets look at the first four cards, perfect pairs at their suits).
pub fn settle(bet: &Bet, coup: &LoggedCoup) -> BigRational {
    let perfect = bet.validate().is_ok_and(|s| s == Scope::PerfectPairs);
    bet.lines
        .iter()
        .find(|l| {
            if perfect {
                l.when.matches_pairs(&coup.pairs)
            } else {
                l.when.matches_coup(&coup.outcome)
            }
        })
        .map_or_else(|| -BigRational::one(), |l| l.pays.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::builtin;
    use crate::logs::LogFormat;
    use crate::rules::Rules;

    #[test]
    fn each_coup_is_priced_on_the_shoe_minus_the_cards_seen_before_it() {
        let rules = Rules::preset("standard").unwrap();
        let text =
            "shoe,coup,punto,banco,burn\n0,,,,5s ? ?\n0,1,4s 5h,Kd 3c,\n0,2,As Qs 8h,2d Ac,\n";
        let log = ShoeLog::parse(text, LogFormat::Csv, 8, &rules).unwrap();
        let bets = vec![builtin("dragon_7", &rules).unwrap()];
        let pricer = Pricer::new(&rules, &bets).unwrap();
        let prices = price(
            &pricer,
            &log,
            &[0],
            &[(0, 0, 0), (0, 1, 0)],
            &[],
            &Cancel::default(),
        )
        .unwrap();
        // Independently: `ev` on a fresh shoe with the seen cards removed by name.
        for (coup, removed) in [(0, "5s"), (1, "5s 4s 5h Kd 3c")] {
            let mut shoe = Shoe::with_decks(8).unwrap();
            shoe.remove_cards(removed).unwrap();
            let want = crate::analysis::price_bet(&shoe, &rules, &bets[0])
                .unwrap()
                .ev();
            let state = prices.state(0, coup);
            assert_eq!(prices.exact(state, 0), Some(&want), "coup {}", coup + 1);
            assert_eq!(prices.fixed(state, 0), fixed(&want));
        }
        assert_eq!(prices.states, 2);
        // Coup 2: Punto A Q 8 = 9 beats Banco 2 A = 3: Dragon 7 loses.
        assert_eq!(
            settle(&bets[0], &log.shoes[0].coups[1]),
            -BigRational::one()
        );
    }
}
