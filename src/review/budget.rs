//! What one review may cost, checked after the logs are read and before anything is
//! priced: a server gives each review a [`Budget`] (in [`super::ReviewSpec::limits`]); a
//! review over it is refused with a message naming the limit. Without one (the CLI,
//! Python) a review runs whatever its size, in memory linear in its input.

use super::{Placed, ReviewSpec, ShoeLog};
use crate::error::{Error, Result};

/// The most a review may cost; each bound is checked before computing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Coups of the shoes wagered on × bets reviewed: the exact prices computed (each
    /// distinct shoe state once, so this bounds them from above).
    pub priced: u64,
    /// Wagers (rows of the bet log).
    pub wagers: usize,
    /// Players (distinct labels).
    pub players: usize,
    /// Permutation draws × wagers: the permutation tests' work.
    pub draws: u64,
    /// Σ over players of the coups of the shoes they played × the bets they made: the
    /// per-player tables (share of +EV chances, best count, the plot's timeline).
    pub player_coups: u64,
}

fn over(what: &str, value: u64, limit: u64, hint: &str) -> Error {
    crate::limits::over_budget("review", what, value, limit, hint)
}

/// Checks the spec's budget, if it has one, against the review of `placed` (on the log
/// indices `shoes`) by `players` (each their wagers' indices).
pub(super) fn check(
    spec: &ReviewSpec,
    log: &ShoeLog,
    shoes: &[usize],
    placed: &[Placed],
    players: &[Vec<usize>],
) -> Result<()> {
    let Some(budget) = spec.limits.budget else {
        return Ok(());
    };
    let coups = |s: usize| log.shoes[s].coups.len() as u64;
    let bets = spec.bets.len() as u64;
    let priced = shoes.iter().map(|&s| coups(s)).sum::<u64>() * bets;
    if priced > budget.priced {
        return Err(over(
            "coups × bets to price",
            priced,
            budget.priced,
            "review fewer shoes or fewer bets",
        ));
    }
    if placed.len() > budget.wagers {
        return Err(over(
            "wagers",
            placed.len() as u64,
            budget.wagers as u64,
            "split the bet log",
        ));
    }
    if players.len() > budget.players {
        return Err(over(
            "players",
            players.len() as u64,
            budget.players as u64,
            "split the bet log by player",
        ));
    }
    let draws = u64::from(spec.permutations) * placed.len() as u64;
    if draws > budget.draws {
        return Err(over(
            "permutations × wagers",
            draws,
            budget.draws,
            "ask for fewer permutations",
        ));
    }
    let mut player_coups = 0u64;
    for mine in players {
        let mut s: Vec<usize> = mine.iter().map(|&k| placed[k].shoe).collect();
        let mut b: Vec<usize> = mine.iter().map(|&k| placed[k].bet).collect();
        s.sort_unstable();
        s.dedup();
        b.sort_unstable();
        b.dedup();
        player_coups += s.iter().map(|&s| coups(s)).sum::<u64>() * b.len() as u64;
    }
    if player_coups > budget.player_coups {
        return Err(over(
            "player × coups of the shoes each played × bets each made",
            player_coups,
            budget.player_coups,
            "split the bet log by player",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::{parse_bet_log, review, LogFormat, ReviewSpec, ShoeLog};
    use super::Budget;
    use crate::bets::builtin;
    use crate::limits::{Cancel, Limits};
    use crate::rules::Rules;

    #[test]
    fn a_review_cancelled_or_over_its_budget_stops_and_one_within_answers() {
        let rules = Rules::preset("standard").unwrap();
        let shoes = "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,4 5,K 3\n0,3,A Q 8,2 A\n";
        let log = ShoeLog::parse(shoes, LogFormat::Csv, 8, &rules).unwrap();
        let bets = "shoe,coup,player,bet,stake\n0,2,ann,banco,10\n0,3,bob,punto,5\n";
        let bets = parse_bet_log(bets, LogFormat::Csv).unwrap();
        let spec = |cancel: Cancel| ReviewSpec {
            bets: vec![
                builtin("banco", &rules).unwrap(),
                builtin("punto", &rules).unwrap(),
            ],
            rules: rules.clone(),
            permutations: 99,
            seed: 1,
            alpha: 0.01,
            procedure: crate::simulate::Procedure::preset("common").unwrap(),
            limits: Limits {
                budget: None,
                cancel,
            },
        };
        let gone = Cancel::new();
        gone.cancel();
        let err = review(&spec(gone), &log, &bets).unwrap_err();
        assert!(err.to_string().contains("cancelled"), "{err}");
        let r = review(&spec(Cancel::new()), &log, &bets).unwrap();
        assert_eq!(r.players.len(), 2);
        // The budget: 3 coups × 2 bets priced, 2 wagers, 2 players, 99 draws × 2 wagers,
        // and each player 3 coups × 1 bet.
        let within = Budget {
            priced: 6,
            wagers: 2,
            players: 2,
            draws: 198,
            player_coups: 6,
        };
        let run = |budget: Budget| {
            let spec = ReviewSpec {
                limits: Limits {
                    budget: Some(budget),
                    cancel: Cancel::default(),
                },
                ..spec(Cancel::default())
            };
            review(&spec, &log, &bets).map_err(|e| e.to_string())
        };
        assert!(run(within).is_ok());
        let over = [
            (
                Budget {
                    priced: 5,
                    ..within
                },
                "coups × bets to price 6, over",
            ),
            (
                Budget {
                    wagers: 1,
                    ..within
                },
                "wagers 2, over",
            ),
            (
                Budget {
                    players: 1,
                    ..within
                },
                "players 2, over",
            ),
            (
                Budget {
                    draws: 197,
                    ..within
                },
                "permutations × wagers 198, over",
            ),
            (
                Budget {
                    player_coups: 5,
                    ..within
                },
                "bets each made 6, over",
            ),
        ];
        for (budget, words) in over {
            let e = run(budget).unwrap_err();
            assert!(e.contains(words), "{e}");
        }
    }
}
