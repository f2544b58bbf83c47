//! `promo loss-rebate --real`: trips played on real shoes dealt by `simulate`'s
//! procedures. The same seed gives the same document; on 8 decks, where one coup changes
//! the shoe very little, each policy's mean lies within the documented tolerance of the
//! exact independent-draw value.

use crate::util::{json, ok, pb};
use serde::Deserialize;
use serde_json::Value;

/// The tolerance of a seeded simulation against an exact value, in standard errors: 4, as
/// the suite's other simulations (`simulate.rs`) and docs/promo.md ("Real shoes") state.
/// A fixed seed makes the check deterministic; at 4 SE a fair estimate of an unchanged
/// value fails by chance with probability about 6 in 100,000.
const K_SE: f64 = 4.0;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Policy {
    trips: u64,
    coups: u64,
    shoes: u64,
    sum: String,
    mean: f64,
    standard_error: f64,
    independent: f64,
    difference: f64,
    difference_in_se: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Real {
    engine: String,
    decks: u32,
    procedure: Value,
    seed: u64,
    method: String,
    optimal: Policy,
    play_all: Policy,
}

fn real(seed: &str, trips: &str) -> (Value, Real) {
    let args = [
        "promo",
        "loss-rebate",
        "--decks",
        "8",
        "--rebate",
        "10%",
        "--coups",
        "30",
        "--loss-limit",
        "10",
        "--real",
        "--trips",
        trips,
        "--seed",
        seed,
    ];
    let doc: Value = json(&args);
    let real: Real = serde_json::from_value(doc["real"].clone()).unwrap();
    (doc, real)
}

#[test]
fn real_shoes_reproduce_for_a_seed_and_agree_with_independent_draws_on_8_decks() {
    let (a, ra) = real("11", "6000");
    let (b, _) = real("11", "6000");
    assert_eq!(a, b, "the same seed gives the same document");
    let (c, _) = real("12", "6000");
    assert_ne!(a["real"], c["real"]);
    // The exact part is the same as without --real.
    assert_eq!(a["value"], c["value"]);
    assert_eq!(ra.engine, "simulation");
    assert_eq!((ra.decks, ra.seed), (8, 11));
    assert_eq!(ra.procedure["name"], "common");
    assert!(ra.method.contains("next shoe"));
    for p in [&ra.optimal, &ra.play_all] {
        assert_eq!(p.trips, 6000);
        assert!(p.coups > 0 && p.shoes > 1 && !p.sum.is_empty());
        assert!(p.standard_error > 0.0);
        assert!((p.mean - p.independent - p.difference).abs() < 1e-12);
        assert!(
            p.difference.abs() <= K_SE * p.standard_error,
            "mean {} against the exact {}: {} SE",
            p.mean,
            p.independent,
            p.difference_in_se.unwrap()
        );
    }
    // Playing every coup of 30 with a limit of 10 deals close to 30 coups a trip.
    assert!(ra.play_all.coups > 6000 * 28 && ra.play_all.coups <= 6000 * 30);
    assert!(ra.optimal.coups < ra.play_all.coups);
    assert!((a["value_decimal"].as_f64().unwrap() - ra.optimal.independent).abs() < 1e-12);
}

#[test]
fn the_real_shoe_table_and_its_errors() {
    let table = ok(&[
        "promo",
        "loss-rebate",
        "--decks",
        "6",
        "--rebate",
        "10%",
        "--coups",
        "10",
        "--real",
        "--trips",
        "200",
        "--procedure",
        "french",
    ]);
    assert!(
        table.contains("Real shoes: 6 decks, procedure french"),
        "{table}"
    );
    assert!(table.contains("optimal quitting") && table.contains("Difference / SE"));
    for (args, says) in [
        (vec!["--removed", "5 5", "--real"], "full decks"),
        (vec!["--real", "--procedure", "vegas"], "'vegas'"),
        (vec!["--real", "--trips", "0"], "trips run from 1"),
    ] {
        let out = pb()
            .args(
                [
                    &["promo", "loss-rebate", "--rebate", "10%", "--coups", "10"][..],
                    &args,
                ]
                .concat(),
            )
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // --trips without --real is a usage error.
    let out = pb()
        .args([
            "promo",
            "loss-rebate",
            "--rebate",
            "10%",
            "--coups",
            "10",
            "--trips",
            "5",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
