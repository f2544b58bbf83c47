use super::*;
use crate::simulate::Shuffle;

fn spec(draws: u32) -> AuditSpec {
    AuditSpec {
        rules: Rules::preset("standard").unwrap(),
        decks: 8,
        procedure: Procedure::preset("common").unwrap(),
        draws,
        seed: DEFAULT_AUDIT_SEED,
        level: DEFAULT_LEVEL,
        limits: Limits::default(),
    }
}

fn shoes(model: &str, seed: u64, n: u64) -> Vec<AuditShoe> {
    let s = spec(1);
    dealt_shoes(
        model.parse::<Shuffle>().unwrap(),
        8,
        seed,
        &s.rules,
        &s.procedure,
        n,
    )
}

#[test]
fn a_complete_shoe_missing_a_king_is_flagged_with_its_count() {
    // The first seed whose shoe 0 leaves a king behind the cut card; replace it by a queen.
    let (mut log, k) = (3..)
        .find_map(|seed| {
            let log = shoes("fair", seed, 2);
            let k = log[0]
                .rest
                .as_ref()
                .unwrap()
                .iter()
                .position(|&c| c / 4 == 12)?;
            Some((log, k))
        })
        .unwrap();
    let rest = log[0].rest.as_mut().unwrap();
    let was = rest[k];
    rest[k] = 11 * 4 + was % 4;
    let a = audit(&spec(19), &[log]).unwrap();
    assert!(a.flagged);
    let k = a.composition.iter().find(|m| m.rank == "K").unwrap();
    assert_eq!((k.shoe, k.expected, k.found), (0, 32, 31));
    let q = a.composition.iter().find(|m| m.rank == "Q").unwrap();
    assert_eq!((q.expected, q.found), (32, 33));
}

#[test]
fn fair_shoes_pass_and_the_tests_are_all_there() {
    let a = audit(&spec(99), &[shoes("fair", 11, 6)]).unwrap();
    let names: Vec<&str> = a.tests.iter().map(|t| t.name).collect();
    assert_eq!(
        names,
        [
            "value_by_band",
            "runs_median",
            "serial_correlation",
            "carry_over",
            "banco_wins",
            "punto_wins",
            "ties",
            "log_likelihood"
        ]
    );
    assert!(a.composition.is_empty());
    for t in &a.tests {
        assert!(
            t.p_value > 0.0 && t.p_value <= 1.0 && t.p_adjusted >= t.p_value,
            "{t:?}"
        );
    }
    assert_eq!((a.shoes, a.complete), (6, 6));
}

#[test]
fn one_riffle_and_a_stacked_log_are_flagged() {
    // 399 draws: the smallest p is 1/400, below 0.05/8 after Holm's factor of 8.
    let riffle = audit(&spec(399), &[shoes("riffle:1", 5, 4)]).unwrap();
    let carry = riffle
        .tests
        .iter()
        .find(|t| t.name == "carry_over")
        .unwrap();
    assert!(carry.flagged, "{carry:?}");
    let stacked = audit(&spec(199), &[shoes("stacked:banco", 5, 20)]).unwrap();
    let banco = stacked
        .tests
        .iter()
        .find(|t| t.name == "banco_wins")
        .unwrap();
    assert!(stacked.flagged && banco.flagged, "{banco:?}");
}

#[test]
fn fair_logs_are_flagged_at_most_about_the_nominal_rate() {
    // A small version of the calibration of docs/audit.md: 40 fair logs of 3 shoes, 99
    // draws each. At 5% the count of flagged logs is binomial(40, <= 0.05): more than 8
    // has probability below 0.001.
    let flagged = (0..40u64)
        .filter(|&s| {
            audit(&spec(99), &[shoes("fair", 1000 + s, 3)])
                .unwrap()
                .flagged
        })
        .count();
    assert!(flagged <= 8, "{flagged} of 40");
}

#[test]
fn an_incomplete_log_gets_the_rank_deficit_and_the_normal_counts() {
    let mut log = shoes("fair", 9, 2);
    for s in &mut log {
        s.rest = None;
    }
    let a = audit(&spec(19), &[log]).unwrap();
    let names: Vec<&str> = a.tests.iter().map(|t| t.name).collect();
    assert_eq!(
        names,
        [
            "rank_deficit",
            "banco_wins",
            "punto_wins",
            "ties",
            "log_likelihood"
        ]
    );
}

#[test]
fn bad_draws_and_levels_are_refused() {
    let mut s = spec(0);
    assert!(audit(&s, &[])
        .unwrap_err()
        .to_string()
        .contains("permutations must be 1 to"));
    s.draws = 9;
    s.level = 0.7;
    assert!(audit(&s, &[])
        .unwrap_err()
        .to_string()
        .contains("level must be"));
}

#[test]
fn an_audit_over_its_budget_or_cancelled_is_refused_and_one_within_runs() {
    let log = shoes("fair", 11, 2);
    let coups: u64 = log.iter().map(|s| s.coups.len() as u64).sum();
    let within = Budget {
        coups,
        shoes: 2,
        draw_coups: coups * 19,
    };
    let run = |budget: Budget, cancel: crate::limits::Cancel| {
        let limits = Limits {
            budget: Some(budget),
            cancel,
        };
        audit(
            &AuditSpec { limits, ..spec(19) },
            std::slice::from_ref(&log),
        )
        .map_err(|e| e.to_string())
    };
    assert!(run(within, Default::default()).is_ok());
    let over = [
        (
            Budget {
                coups: coups - 1,
                ..within
            },
            format!("coups {coups}, over the server's limit of {}", coups - 1),
        ),
        (
            Budget { shoes: 1, ..within },
            "shoes 2, over the server's limit of 1".to_string(),
        ),
        (
            Budget {
                draw_coups: coups * 19 - 1,
                ..within
            },
            format!("permutations × coups {}, over", coups * 19),
        ),
    ];
    for (budget, words) in over {
        let e = run(budget, Default::default()).unwrap_err();
        assert!(e.contains(&words), "{e}");
    }
    let gone = crate::limits::Cancel::new();
    gone.cancel();
    let e = run(within, gone).unwrap_err();
    assert!(e.contains("cancelled: its client went away"), "{e}");
}
