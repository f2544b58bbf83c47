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
    let out = pb()
        .arg("audit")
        .args(args)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
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
