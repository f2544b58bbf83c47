//! `hold`: a layout's per-coup win checked against the published figures and against an
//! independent brute force over the coup's outcomes, the exact convolution against every
//! sequence of outcomes, and the command line's JSON and errors.

use crate::util::{json, pb, ratio};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};
use punto_banco::api::HoldRequest;
use punto_banco::reference::{agrees_rounded, corpus, sqrt_agrees_rounded};
use punto_banco::{enumerate, PairFlags, Rules, Shoe};
use serde_json::Value;

fn run(mix: &str, coups: u64) -> punto_banco::api::HoldReport {
    HoldRequest {
        decks: Some(8),
        mix: mix.into(),
        coups,
        ..HoldRequest::default()
    }
    .run()
    .unwrap()
}

/// P(Banco wins), P(Punto wins), P(tie) of an 8-deck shoe, counted straight from the
/// engine's table by comparing final totals (not through any bet or pricer).
fn winners() -> [BigRational; 3] {
    let rules = Rules::preset("standard").unwrap();
    let t = enumerate(&Shoe::with_decks(8).unwrap(), &rules, PairFlags::Ignored);
    let total = BigInt::from(t.total().clone());
    let p = |c: BigUint| BigRational::new(BigInt::from(c), total.clone());
    [
        p(t.count_where(|c| c.banco_total > c.punto_total)),
        p(t.count_where(|c| c.punto_total > c.banco_total)),
        p(t.count_where(|c| c.punto_total == c.banco_total)),
    ]
}

/// Mean and variance of the house's result of a layout given as its result on a Banco
/// win, a Punto win and a tie.
fn moments(result: [BigRational; 3]) -> (BigRational, BigRational) {
    let p = winners();
    let mean: BigRational = p.iter().zip(&result).map(|(p, r)| p * r).sum();
    let square: BigRational = p.iter().zip(&result).map(|(p, r)| p * r * r).sum();
    (mean.clone(), square - &mean * &mean)
}

fn q(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

#[test]
fn one_bet_has_the_published_house_edge_and_standard_deviation() {
    let c = corpus();
    for bet in ["banco", "punto", "tie"] {
        let r = run(&format!("{bet}=1"), 1000);
        let edge = c.figure(&format!("edge-8d-{bet}")).unwrap();
        let mean = &r.per_coup.mean.0 * ratio(edge.scale.as_deref().unwrap_or("1"));
        assert!(
            agrees_rounded(&mean, &ratio(&edge.value), edge.decimals.unwrap()),
            "{bet}: mean {mean}"
        );
        let sd = c.figure(&format!("sd-8d-{bet}")).unwrap();
        assert!(
            sqrt_agrees_rounded(
                &r.per_coup.variance.0,
                &ratio(&sd.value),
                sd.decimals.unwrap()
            ),
            "{bet}: variance {}",
            r.per_coup.variance.0
        );
    }
}

#[test]
fn hedged_and_doubled_layouts_have_the_issues_variances_by_brute_force() {
    // One unit on Banco and one on Punto: the house wins the 5% commission when Banco
    // wins, nothing otherwise. Handle 2, so W per unit handled is half of it.
    let (_, var) = moments([q(1, 20), q(0, 1), q(0, 1)]);
    let r = run("banco=1/2,punto=1/2", 1000);
    assert_eq!(
        &r.per_coup.variance.0 * BigRational::from_integer(4.into()),
        var
    );
    assert!(
        (punto_banco::to_f64(&var) - 0.0006).abs() < 0.00005,
        "{var}"
    );
    // Two units on Banco: four times one unit's variance.
    let (mean, var) = moments([q(-19, 10), q(2, 1), q(0, 1)]);
    let r = run("banco=1", 1000);
    assert_eq!(
        &r.per_coup.mean.0 * BigRational::from_integer(2.into()),
        mean
    );
    assert_eq!(
        &r.per_coup.variance.0 * BigRational::from_integer(4.into()),
        var
    );
    assert!((punto_banco::to_f64(&var) - 3.44).abs() < 0.005, "{var}");
}

#[test]
fn a_three_bet_layout_equals_the_brute_force() {
    // banco=1/2, punto=2/5, tie=1/10 (a tie pushes Banco and Punto, pays 8 on the tie).
    let result = [
        q(-19, 40) + q(2, 5) + q(1, 10),
        q(1, 2) - q(2, 5) + q(1, 10),
        q(-8, 10),
    ];
    let (mean, var) = moments(result);
    let r = run("banco=1/2,punto=2/5,tie=1/10", 1000);
    assert_eq!(r.per_coup.mean.0, mean);
    assert_eq!(r.per_coup.variance.0, var);
}

/// The exact band by brute force: every sequence of `n` coups' winners, each with its
/// probability, the holds sorted, the tails cut as the library documents.
fn brute_band(result: &[BigRational; 3], n: u32, level: u32) -> (BigRational, BigRational) {
    let p = winners();
    let mut dist: std::collections::BTreeMap<BigRational, BigRational> = Default::default();
    for seq in 0..3usize.pow(n) {
        let (mut s, mut pr, mut x) = (BigRational::zero(), BigRational::one(), seq);
        for _ in 0..n {
            s += &result[x % 3];
            pr *= &p[x % 3];
            x /= 3;
        }
        *dist
            .entry(s / BigInt::from(n))
            .or_insert_with(BigRational::zero) += pr;
    }
    let tail = q(100 - level as i64, 200);
    let mut below = BigRational::zero();
    let mut low = None;
    for (h, pr) in &dist {
        if &below + pr > tail {
            low = Some(h.clone());
            break;
        }
        below += pr;
    }
    let mut above = BigRational::zero();
    let mut high = None;
    for (h, pr) in dist.iter().rev() {
        if &above + pr > tail {
            high = Some(h.clone());
            break;
        }
        above += pr;
    }
    (low.unwrap(), high.unwrap())
}

#[test]
fn the_exact_band_equals_every_sequence_of_coups() {
    let result = [
        q(-19, 40) + q(2, 5) + q(1, 10),
        q(1, 2) - q(2, 5) + q(1, 10),
        q(-8, 10),
    ];
    for n in [1u32, 2, 5, 7] {
        let r = run("banco=1/2,punto=2/5,tie=1/10", u64::from(n));
        let exact = r.exact.expect("small enough to convolve");
        for l in &exact.levels {
            let (low, high) = brute_band(&result, n, u32::from(l.level));
            assert_eq!((&l.hold_low.0, &l.hold_high.0), (&low, &high), "n {n}");
        }
    }
    assert!(run("banco=1", 101).exact.is_none());
}

#[test]
fn the_json_has_per_coup_band_and_within() {
    let v: Value = json(&[
        "hold",
        "--decks",
        "8",
        "--mix",
        "banco=1/2,punto=2/5,tie=1/10",
        "--coups",
        "1000",
        "--within",
        "1%",
    ]);
    assert_eq!(v["coups"], 1000);
    assert_eq!(v["handle"], "1");
    assert!(v["per_coup"]["mean"].as_str().unwrap().contains('/'));
    assert!(v["per_coup"]["variance"].as_str().unwrap().contains('/'));
    let levels = v["band"]["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 3);
    assert!(levels[0]["hold_low"].as_f64() < levels[2]["hold_high"].as_f64());
    // ceil((1.959964 · σ / 0.01)²) with σ² the exact variance.
    let var = v["per_coup"]["variance_decimal"].as_f64().unwrap();
    let want = (1.959_963_984_540_054 * var.sqrt() / 0.01).powi(2).ceil() as u64;
    assert_eq!(v["within"]["coups"].as_u64(), Some(want));
    assert!(v["notes"][0].as_str().unwrap().contains("independent draw"));
}

#[test]
fn a_million_coups_get_the_normal_band_and_say_the_exact_one_stops() {
    let r = run("banco=1/2,punto=2/5,tie=1/10", 1_000_000);
    assert!(r.exact.is_none());
    assert!(
        r.notes.iter().any(|n| n.contains("normal only")),
        "{:?}",
        r.notes
    );
    // σ/√n with σ² the exact per-coup variance.
    let sd = punto_banco::to_f64(&r.per_coup.variance.0).sqrt() / 1000.0;
    assert!((r.band.hold_sd - sd).abs() <= 1e-15, "{}", r.band.hold_sd);
}

#[test]
fn a_layout_of_every_side_bet_stops_the_exact_sum_at_its_cost_not_its_coups() {
    // Every bet the coup table prices (perfect pairs pay on suits and are refused), with
    // equal shares: over a hundred values, tens of thousands of lattice steps apart, so
    // three coups would cost more than the bounds; one coup is its own distribution.
    let ids: Vec<&str> = punto_banco::bets::builtin_ids()
        .into_iter()
        .filter(|id| !id.starts_with("perfect_pair"))
        .collect();
    assert_eq!(ids.len(), 27, "{ids:?}");
    let share = format!("1/{}", ids.len());
    let mix: Vec<String> = ids.iter().map(|id| format!("{id}={share}")).collect();
    let mix = mix.join(",");
    let one = run(&mix, 1);
    let exact = one.exact.expect("one coup is its own distribution");
    assert_eq!(exact.support, one.per_coup.values.len());
    let three = run(&mix, 3);
    assert!(three.exact.is_none());
    let more = "3 coups of this layout would take more";
    assert!(
        three.notes.iter().any(|n| n.contains(more)),
        "{:?}",
        three.notes
    );
}

#[test]
fn shares_over_large_denominators_are_exact_for_one_coup_and_bounded_beyond() {
    // W's values lie millions (and trillions) of lattice steps apart: one coup is still
    // its own three-valued distribution, and two coups are refused before any memory is
    // taken (a dense lattice would hold 4·10^7, or 4·10^13, points).
    for mix in [
        "banco=1/1000003,punto=1000002/1000003",
        "banco=1/999999999989,punto=999999999988/999999999989",
    ] {
        let one = run(mix, 1);
        let exact = one.exact.expect("one coup is its own distribution");
        assert_eq!(exact.support, 3, "{mix}");
        assert_eq!(one.per_coup.values.len(), 3, "{mix}");
        assert!(run(mix, 2).exact.is_none(), "{mix}");
    }
}

/// MacDonald's table ("Game Volatility at Baccarat"), figure by figure, from the normal
/// model under his stated assumptions (a unit standard deviation and a 1.25% edge per
/// decision): the same code that gives `hold`'s band, given his inputs.
#[test]
fn macdonalds_volatility_table_is_reproduced_under_his_assumptions() {
    use punto_banco::analysis::NormalHold;
    let c = corpus();
    assert_eq!(c.volatility.len(), 12);
    for f in &c.volatility {
        let sd = ratio(&f.sd);
        let model = NormalHold::new(ratio(&f.mean), &sd * &sd, f.coups, BigRational::one());
        let (scale, published) = (ratio(&f.scale), ratio(&f.value));
        let (exact, agrees) = match f.quantity.as_str() {
            "win_sd" => {
                let v = model.win_variance() * &scale * &scale;
                (None, sqrt_agrees_rounded(&v, &published, f.decimals))
            }
            "hold_sd" => {
                let v = model.hold_variance() * &scale * &scale;
                (None, sqrt_agrees_rounded(&v, &published, f.decimals))
            }
            "win_mean" => {
                let m = model.win_mean() * &scale;
                (Some(m.clone()), agrees_rounded(&m, &published, f.decimals))
            }
            other => panic!("{}: unknown quantity {other}", f.id),
        };
        match &f.formula_gives {
            None => assert!(agrees, "{}: published {}", f.id, f.value),
            Some(gives) => {
                // The published slip: his formula gives this, and so do we.
                assert!(!agrees, "{}", f.id);
                assert_eq!(exact.as_ref(), Some(&ratio(gives)), "{}", f.id);
            }
        }
    }
}

/// The game's own figures differ from MacDonald's unit σ: one unit on Banco or Punto
/// moves less than a unit per coup, since a tie pushes (and Banco pays 19 to 20).
#[test]
fn the_games_exact_sd_per_coup_is_below_macdonalds_unit() {
    for bet in ["banco", "punto"] {
        let r = run(&format!("{bet}=1"), 1000);
        assert!(r.per_coup.variance.0 < BigRational::one(), "{bet}");
        // One standard deviation of 1,000 coups' result, below his 31.6 units.
        assert!(
            r.band.win_sd < 31.0 && r.band.win_sd > 29.0,
            "{bet}: {}",
            r.band.win_sd
        );
    }
}

#[test]
fn bad_layouts_are_refused_with_one_line_and_exit_2() {
    let cases: &[(&str, &str)] = &[
        ("banco=1/2,punto=1/4", "add up to 3/4"),
        ("banco=-1/2,punto=3/2", "greater than 0"),
        (
            "banko=1",
            "unknown bet 'banko' in the mix; did you mean 'banco'?",
        ),
        ("banco=1/2,banco=1/2", "given twice"),
        ("banco", "not bet=share"),
        ("banco=x", "not a number"),
        ("", "mix is empty"),
    ];
    for (mix, want) in cases {
        let out = pb()
            .args(["hold", "--decks", "8", "--mix", mix])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{mix}: {err}");
        assert!(err.contains(want), "{mix}: {err}");
        assert_eq!(err.lines().count(), 1, "{mix}: {err}");
    }
    for args in [["--coups", "0"], ["--handle", "-5"], ["--within", "0"]] {
        let out = pb()
            .args(["hold", "--mix", "banco=1"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn the_server_answers_the_commands_document_and_refuses_bad_mixes() {
    let s = crate::serve::quiet();
    let body = serde_json::json!({"decks": 8, "mix": "banco=1/2,punto=2/5,tie=1/10", "coups": 1000, "within": "1%"});
    let (status, doc) = s.post("/api/hold", &body);
    assert_eq!(status, 200, "{doc}");
    let cli: Value = json(&[
        "hold",
        "--decks",
        "8",
        "--mix",
        "banco=1/2,punto=2/5,tie=1/10",
        "--coups",
        "1000",
        "--within",
        "1%",
    ]);
    assert_eq!(doc, cli);
    let (status, err) = s.post("/api/hold", &serde_json::json!({"mix": "banco=1/2"}));
    assert_eq!(status, 400);
    assert!(
        err["error"].as_str().unwrap().contains("add up to 1/2"),
        "{err}"
    );
    let (status, _) = s.post(
        "/api/hold",
        &serde_json::json!({"mix": "banco=1", "nope": 1}),
    );
    assert_eq!(status, 400);
}
