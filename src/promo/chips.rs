//! Dead chips and promotional chips: the figures of one bet's per-coup distribution.

use super::CoupOdds;
use crate::error::{Error, ErrorKind, Input, Result};
use num_rational::BigRational;
use num_traits::{One, Zero};

/// What one chip is worth on one bet, as a share of its face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChipValues {
    /// P(win): some line pays more than 0.
    pub p_win: BigRational,
    /// P(push).
    pub p_push: BigRational,
    /// P(lose).
    pub p_lose: BigRational,
    /// The expected win payment of one coup, Σ P(line) · pays (`pays · P(win)` for one
    /// winning line).
    pub win_pays: BigRational,
    /// The house edge per unit staked, −EV.
    pub house_edge: BigRational,
    /// A dead chip's expected wagers, every coup counted (pushes too): 1 / P(lose).
    pub life: BigRational,
    /// The house's win per dead chip lost: 1 − win_pays / P(lose).
    pub house_win: BigRational,
    /// A match-play chip (with as much cash; a win pays both, a loss takes both, a push
    /// replays): (2 · win_pays − P(lose)) / (1 − P(push)).
    pub match_play: BigRational,
    /// A free-bet chip (lost either way; a win pays the bet's pays; a push replays):
    /// win_pays / (1 − P(push)).
    pub free_bet: BigRational,
}

/// The chip values of a bet.
///
/// # Errors
/// [`crate::ErrorKind::BadBet`] for a bet that cannot lose (a dead chip would live for
/// ever; a chip on it is worth its pays for certain).
pub fn chip_values(c: &CoupOdds) -> Result<ChipValues> {
    let p_lose = c.p_lose();
    if p_lose.is_zero() {
        return Err(Error::named(
            ErrorKind::BadBet,
            Input::Bets,
            format!(
                " '{}' cannot lose on this shoe: a dead chip on it is never lost, so it has no \
                 life, house win or chip value; choose a bet that can lose",
                c.id
            ),
        ));
    }
    let p_win = c.p_win();
    let p_push = c.p_push();
    let win_pays = c.win_pays();
    let resolved = BigRational::one() - &p_push;
    let two = BigRational::from_integer(2.into());
    Ok(ChipValues {
        house_edge: &p_lose - &win_pays,
        life: p_lose.recip(),
        house_win: BigRational::one() - &win_pays / &p_lose,
        match_play: (&two * &win_pays - &p_lose) / &resolved,
        free_bet: &win_pays / &resolved,
        p_win,
        p_push,
        p_lose,
        win_pays,
    })
}

/// What a programme's commission is paid on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CommissionBase {
    /// Each dead chip lost (rolled), the Macau rolling programme.
    #[default]
    Lost,
    /// Each chip wagered (turned over).
    Turnover,
}

impl CommissionBase {
    /// The name a request gives: `lost` or `turnover`.
    pub fn name(self) -> &'static str {
        match self {
            CommissionBase::Lost => "lost",
            CommissionBase::Turnover => "turnover",
        }
    }

    /// The base named `lost` or `turnover`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadNumber`] for another name.
    pub fn parse(s: &str) -> Result<CommissionBase> {
        match s.trim() {
            "lost" => Ok(CommissionBase::Lost),
            "turnover" => Ok(CommissionBase::Turnover),
            other => Err(Error::number(format!(
                "commission base '{}' is not one of lost (per dead chip lost), turnover (per chip wagered)",
                crate::error::clip(other)
            ))),
        }
    }
}

/// A dead-chip programme's figures per dead chip lost and per chip wagered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Programme {
    /// The commission as given.
    pub commission: BigRational,
    /// What it is paid on.
    pub base: CommissionBase,
    /// The commission paid per dead chip lost.
    pub cost_per_lost: BigRational,
    /// The house's net per dead chip lost: house_win − cost_per_lost.
    pub net_per_lost: BigRational,
    /// The house's net per chip wagered: net_per_lost / life.
    pub net_per_wagered: BigRational,
    /// The commission at which the programme breaks even, on the same base.
    pub break_even: BigRational,
}

/// A commission of `commission` on `base` against a bet's chip values.
pub fn programme(v: &ChipValues, commission: &BigRational, base: CommissionBase) -> Programme {
    let (cost_per_lost, break_even) = match base {
        CommissionBase::Lost => (commission.clone(), v.house_win.clone()),
        // A chip lost was wagered `life` times on average; the break-even per chip
        // wagered is house_win / life = P(lose) − win_pays, the house edge.
        CommissionBase::Turnover => (commission * &v.life, &v.house_win / &v.life),
    };
    let net_per_lost = &v.house_win - &cost_per_lost;
    Programme {
        commission: commission.clone(),
        base,
        net_per_wagered: &net_per_lost / &v.life,
        cost_per_lost,
        net_per_lost,
        break_even,
    }
}
