//! `audit` at the scale that broke it (issue 40): a long partial shoe audited in bounded
//! time, its rank tails checked against an independent computation; a shoe the composition
//! rejects left out of the outcome tests; an audit of nothing refused.

use crate::util::pb;
use serde_json::Value;
use std::path::Path;
use std::time::{Duration, Instant};

/// `simulate --deals` of `shoes` shoes of `decks` decks into `dir/name`.
fn deals(dir: &Path, name: &str, decks: &str, shoes: &str) -> String {
    let path = dir.join(name).to_string_lossy().into_owned();
    let out = pb()
        .args([
            "simulate", "--decks", decks, "--shoes", shoes, "--bets", "banco",
        ])
        .args(["--deals", &path, "--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

/// ln C(n, k), by the log-gamma function: an independent route to the hypergeometric tail.
fn ln_choose(n: u64, k: u64) -> f64 {
    let f = |x: u64| libm::lgamma(x as f64 + 1.0);
    f(n) - f(k) - f(n - k)
}

/// P(X <= k), X hypergeometric (n draws, `good` of `total`), summed in floating point
/// from log-gamma terms.
fn tail(total: u64, good: u64, n: u64, k: u64) -> f64 {
    let all = ln_choose(total, n);
    (n.saturating_sub(total - good)..=k.min(good).min(n))
        .map(|j| (ln_choose(good, j) + ln_choose(total - good, n - j) - all).exp())
        .sum()
}

/// Each rank's count among the cards of a CSV shoe log's `punto`, `banco` and `burn`
/// columns, and the number of cards (a face-down `?` counts as dealt, of no rank).
fn rank_counts(csv: &str) -> ([u64; 13], u64) {
    let (mut per_rank, mut dealt) = ([0u64; 13], 0u64);
    for line in csv.lines().skip(1) {
        for cell in line.split(',').skip(2).take(3) {
            for card in cell.split_whitespace() {
                dealt += 1;
                let rank = &card[..card.len() - 1];
                if let Some(r) = [
                    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
                ]
                .iter()
                .position(|&n| n == rank)
                {
                    per_rank[r] += 1;
                }
            }
        }
    }
    (per_rank, dealt)
}

fn audit_json(args: &[&str]) -> Value {
    crate::util::json(&[&["audit"], args].concat())
}

fn test<'a>(v: &'a Value, name: &str) -> &'a Value {
    (v["tests"].as_array().unwrap().iter())
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {v:#}"))
}

/// The first 3,000 lines of a 1,000-deck shoe, without its rest row, took over 300 s (two
/// big-integer binomials per term of each rank's tail). The tails now run term to term;
/// the limit only detects a hang, and the smallest tail is checked against log-gamma sums.
#[test]
fn a_long_partial_shoe_of_a_thousand_decks_is_audited_in_bounded_time() {
    let dir = tempfile::tempdir().unwrap();
    let whole = std::fs::read_to_string(deals(dir.path(), "whole.csv", "1000", "1")).unwrap();
    let part: String = whole
        .lines()
        .take(3_001)
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(
        !part.contains(",,,,,"),
        "no rest row in the first 3,000 coups"
    );
    let path = dir.path().join("part.csv");
    std::fs::write(&path, &part).unwrap();
    let start = Instant::now();
    let v = audit_json(&[
        "--decks",
        "1000",
        "--shoe-log",
        path.to_str().unwrap(),
        "--permutations",
        "1",
    ]);
    assert!(
        start.elapsed() < Duration::from_secs(240),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(v["inputs"]["shoe_logs"][0]["coups"], 3_000);
    let (per_rank, dealt) = rank_counts(&part);
    let smallest = (per_rank.iter())
        .map(|&k| tail(52_000, 4_000, dealt, k))
        .fold(1.0, f64::min);
    let deficit = test(&v, "rank_deficit");
    let statistic = deficit["statistic"].as_f64().unwrap();
    assert!(
        (statistic - smallest).abs() <= 1e-9 * smallest,
        "{statistic} {smallest}"
    );
    let p = deficit["p_value"].as_f64().unwrap();
    assert!((p - (13.0 * smallest).min(1.0)).abs() <= 1e-9, "{p}");
}

/// The outcome tests of `v`, without their Holm adjustment (which depends on the other
/// tests).
fn outcome_tests(v: &Value) -> Vec<Value> {
    ["banco_wins", "punto_wins", "ties", "log_likelihood"]
        .iter()
        .map(|name| {
            let mut t = test(v, name).clone();
            let t2 = t.as_object_mut().unwrap();
            t2.remove("p_adjusted");
            t2.remove("flagged");
            t
        })
        .collect()
}

/// One dealt K made a Q (the same value: the tableau holds) in a 3-shoe log: that shoe
/// deals 33 queens of 8 decks. Its composition is wrong, so it is left out of both the
/// outcome counts and their re-dealt null: the outcome tests are those of the log without
/// it, figure for figure, and the JSON names the shoe left out.
#[test]
fn a_shoe_dealing_too_many_of_a_rank_is_left_out_of_the_outcome_tests() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(deals(dir.path(), "s.csv", "8", "3")).unwrap();
    let mut swapped = String::new();
    let mut bad_shoe = None;
    for line in text.lines() {
        let cells: Vec<&str> = line.split(',').collect();
        let dealt = cells.len() > 3 && !cells[1].is_empty() && cells[1] != "coup";
        if bad_shoe.is_none() && dealt && (cells[2].contains('K') || cells[3].contains('K')) {
            bad_shoe = Some(cells[0].to_string());
            swapped.push_str(&line.replacen('K', "Q", 1));
        } else {
            swapped.push_str(line);
        }
        swapped.push('\n');
    }
    let bad_shoe = bad_shoe.expect("a king dealt in three shoes");
    let without: String = (text.lines())
        .filter(|l| l.split(',').next() != Some(bad_shoe.as_str()))
        .map(|l| format!("{l}\n"))
        .collect();
    let (a, b) = (
        dir.path().join("swapped.csv"),
        dir.path().join("without.csv"),
    );
    std::fs::write(&a, swapped).unwrap();
    std::fs::write(&b, without).unwrap();
    let run = |p: &Path| {
        audit_json(&[
            "--decks",
            "8",
            "--shoe-log",
            p.to_str().unwrap(),
            "--permutations",
            "199",
        ])
    };
    let (swapped, without) = (run(&a), run(&b));
    let bad: u64 = bad_shoe.parse().unwrap();
    assert!(
        (swapped["composition"].as_array().unwrap().iter())
            .any(|m| m["shoe"] == bad && m["rank"] == "Q" && m["found"] == 33),
        "{swapped:#}"
    );
    let echo = &swapped["inputs"]["shoe_logs"][0];
    assert_eq!(echo["left_out"], serde_json::json!([bad]), "{echo}");
    assert_eq!(echo["outcome_shoes"], 2);
    assert_eq!(without["inputs"]["shoe_logs"][0]["outcome_shoes"], 2);
    assert_eq!(outcome_tests(&swapped), outcome_tests(&without));
    // The audit file says so.
    let out = pb()
        .args([
            "audit",
            "--decks",
            "8",
            "--permutations",
            "19",
            "--format",
            "markdown",
        ])
        .arg("--shoe-log")
        .arg(&a)
        .output()
        .unwrap();
    let md = String::from_utf8_lossy(&out.stdout);
    assert!(
        md.contains(&format!("shoe {bad}: its composition is wrong")),
        "{md}"
    );
}

/// Logs with nothing to judge are refused, never "passed": a header-only CSV, a session
/// holding only an unfinished coup; and an audit's deck limit is its own.
#[test]
fn an_audit_of_nothing_is_refused_and_the_deck_limit_is_the_audits() {
    let dir = tempfile::tempdir().unwrap();
    let header = dir.path().join("h.csv");
    std::fs::write(&header, "shoe,coup,punto,banco,burn,rest\n").unwrap();
    let unfinished = dir.path().join("u.json");
    std::fs::write(&unfinished, r#"{"decks":8,"log":["5h Kd 3s"]}"#).unwrap();
    let log = dir.path().join("s.csv");
    std::fs::write(&log, "shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c\n").unwrap();
    let seen_between = dir.path().join("seen.json");
    std::fs::write(
        &seen_between,
        r#"{"decks":8,"log":["coup","9h Ks Kc 3d","seen","Qc","coup","8s 2h Kh 4d"]}"#,
    )
    .unwrap();
    for (path, decks, says) in [
        (&header, "8", "nothing to audit: the shoe logs hold no shoe"),
        (&unfinished, "8", "nothing to audit"),
        (
            &log,
            "1001",
            "an audit reads shoes of 1 to 1000 decks; --decks is 1001",
        ),
        (&seen_between, "8", "cards seen between coups"),
    ] {
        let out = pb()
            .args(["audit", "--decks", decks, "--shoe-log"])
            .arg(path)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{path:?}: {err}");
        assert!(
            err.contains(says) && err.trim().lines().count() == 1,
            "{path:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{path:?}");
    }
}
