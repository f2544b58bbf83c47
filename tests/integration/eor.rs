//! The `eor` command: formats, published figures through the CLI, and bad input.

use crate::reference::published;
use assert_cmd::Command;
use num_rational::BigRational;
use num_traits::Zero;
use predicates::prelude::*;
use serde::Deserialize;

fn cmd() -> Command {
    Command::cargo_bin("punto-banco").unwrap()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Report {
    engine: String,
    rules: serde_json::Value,
    shoe: Shoe,
    depth: u32,
    #[serde(default)]
    max_tag: Option<u32>,
    bets: Vec<Bet>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Shoe {
    #[serde(default)]
    decks: Option<u32>,
    #[serde(default)]
    removed: Option<String>,
    cards: u64,
    counts: [u32; 13],
    spec: String,
    suits_known: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Bet {
    id: String,
    name: String,
    priceable: bool,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    ev: Option<String>,
    #[serde(default)]
    ev_percent: Option<f64>,
    removals: Vec<Depth>,
    #[serde(default)]
    derived_tags: Option<Tags>,
    #[serde(default)]
    user_tags: Option<Tags>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Depth {
    cards: u32,
    effects: Vec<Effect>,
    linear_error_percent: Option<f64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Effect {
    rank: String,
    removable: bool,
    #[serde(default)]
    exact: Option<String>,
    #[serde(default)]
    percent: Option<f64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Tags {
    tags: [i64; 13],
    imbalance: i64,
    correlation: Option<f64>,
    #[serde(default)]
    threshold: Option<Threshold>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Threshold {
    true_count: String,
    true_count_decimal: f64,
    ev_per_true_count_percent: f64,
}

/// `punto-banco eor ARGS --format json`, parsed into the strict schema above.
fn json(args: &[&str]) -> Report {
    let mut all = vec!["eor"];
    all.extend(args);
    crate::util::json(&all)
}

#[test]
fn json_carries_exact_effects_that_match_published_dragon_and_panda_figures() {
    let r = json(&[
        "--decks",
        "8",
        "--bets",
        "dragon_7,panda_8",
        "--tags",
        "0,0,0,-1,-1,-1,-1,2,2,0",
    ]);
    assert_eq!(r.engine, "exact");
    // Published x1000, ranks A..9 then ten-value (the corpus's `eor-dragon7-*` and
    // `eor-panda8-*` figures; see docs/eor.md for the source).
    let ranks: [punto_banco::Rank; 10] = std::array::from_fn(|i| punto_banco::Rank::ALL[i]);
    for (b, figure) in r.bets.iter().zip(["eor-dragon7", "eor-panda8"]) {
        let want = ranks.map(|rank| {
            published(&format!("{figure}-{rank}"))
                .parse::<f64>()
                .unwrap()
        });
        let e = &b.removals[0].effects;
        assert_eq!(e.len(), 13);
        for (i, eff) in e.iter().enumerate() {
            let x1000 = eff.percent.unwrap() * 10.0;
            assert_eq!(
                (x1000 * 10.0).round() / 10.0,
                want[i.min(9)],
                "{} {}",
                b.id,
                eff.rank
            );
        }
        // Exact values: the burn-card identity Σ n_r · EOR_r = 0.
        let sum: BigRational = e
            .iter()
            .zip(r.shoe.counts)
            .map(|(eff, n)| {
                eff.exact.as_ref().unwrap().parse::<BigRational>().unwrap()
                    * BigRational::from_integer(n.into())
            })
            .sum();
        assert!(sum.is_zero());
    }
    let dragon = r.bets[0].user_tags.as_ref().unwrap();
    assert_eq!(dragon.imbalance, 0);
    assert!(dragon.correlation.unwrap() > 0.9);
    assert_eq!(r.bets[0].derived_tags.as_ref().unwrap().imbalance, 0);
    // When to bet: the linear model EV + b·(N−1)/52·TC, with b the least-squares slope of
    // the exact effects on the tags over the cards (computed here from the JSON), is 0
    // exactly at the reported true count.
    for b in &r.bets {
        for tags in [&b.user_tags, &b.derived_tags].into_iter().flatten() {
            let th = tags.threshold.as_ref().unwrap();
            let big = |x: i64| BigRational::from_integer(x.into());
            let (mut te, mut tt, mut n) = (big(0), big(0), 0i64);
            for ((eff, count), t) in b.removals[0]
                .effects
                .iter()
                .zip(r.shoe.counts)
                .zip(tags.tags)
            {
                let e: BigRational = eff.exact.as_ref().unwrap().parse().unwrap();
                te += big(i64::from(count) * t) * e;
                tt += big(i64::from(count) * t * t);
                n += i64::from(count);
            }
            let tc: BigRational = th.true_count.parse().unwrap();
            let ev: BigRational = b.ev.as_ref().unwrap().parse().unwrap();
            let model = ev + te / tt * BigRational::new((n - 1).into(), 52.into()) * tc;
            assert!(model.is_zero(), "{}", b.id);
        }
    }
}

#[test]
fn every_format_has_thirteen_rank_columns() {
    let header = "bet,EV %,A,2,3,4,5,6,7,8,9,10,J,Q,K";
    cmd()
        .args(["eor", "--decks", "2", "--format", "csv"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(format!("{header}\r\n")));
    cmd()
        .args(["eor", "--decks", "2", "--format", "markdown"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "| bet | EV % | A | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | J | Q | K |",
        ));
    cmd()
        .args([
            "eor",
            "--decks",
            "2",
            "--exact",
            "--depth",
            "2",
            "--max-tag",
            "3",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Effect of removing one card, exact",
        ))
        .stdout(predicate::str::contains(
            "Effect of removing k cards of a rank",
        ))
        .stdout(predicate::str::contains("derived (max 3)"));
}

#[test]
fn an_empty_rank_is_reported_not_removable() {
    let shoe = "A=0,2=4,3=4,4=4,5=4,6=4,7=4,8=4,9=4,10=4,J=4,Q=4,K=4";
    let r = json(&["--shoe", shoe]);
    for b in &r.bets {
        let ace = &b.removals[0].effects[0];
        assert!(!ace.removable && ace.exact.is_none());
        assert!(b.removals[0].effects[1].removable);
    }
    cmd()
        .args(["eor", "--shoe", shoe])
        .assert()
        .success()
        .stdout(predicate::str::contains("not removable"));
}

#[test]
fn plot_writes_an_svg_bar_chart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eor.svg");
    cmd()
        .args([
            "eor",
            "--decks",
            "8",
            "--bets",
            "dragon_7,panda_8",
            "--plot",
        ])
        .arg(&path)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with("<svg"));
    for label in ["Dragon 7", "Panda 8", ">\nK\n<", ">\n10\n<"] {
        assert!(svg.contains(label), "{label}");
    }
}

#[test]
fn plot_and_output_may_not_name_one_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eor.svg");
    let out = cmd()
        .args(["eor", "--decks", "8", "--plot"])
        .arg(&path)
        .arg("--output")
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--output and --plot name the same file") && err.lines().count() == 1,
        "{err}"
    );
    assert!(!path.exists(), "nothing is written");
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let cases: [(&[&str], &str); 7] = [
        (&["--tags", "1,2,3"], "has 3 values"),
        (&["--tags", "0,0,0,-1,-1,-1,-1,2,2,1.5"], "'1.5'"),
        (&["--depth", "0"], "depth must be at least 1"),
        (&["--max-tag", "0"], "largest tag is 0"),
        (
            &[
                "--shoe",
                "A=1,2=1,3=1,4=1,5=1,6=1,7=0,8=0,9=0,10=0,J=0,Q=0,K=0",
            ],
            "a shoe of 6 cards",
        ),
        (&["--decks", "1", "--depth", "47"], "a shoe of 52 cards"),
        (&["--bets", "nonsense"], "unknown bet 'nonsense'"),
    ];
    for (args, msg) in cases {
        cmd()
            .arg("eor")
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(msg));
    }
}

/// Mid-coup odds from the command line (`ev --punto .. --banco ..`; see docs/eor.md).
mod coup {
    use super::cmd;
    use num_rational::BigRational;
    use num_traits::One;
    use predicates::prelude::*;

    #[test]
    fn outcomes_sum_to_one_and_settled_bets_are_decided() {
        let out = cmd()
            .args(["ev", "--decks", "8", "--punto", "5 K", "--banco", "3"])
            .args(["--bets", "main,punto_pair,banco_pair", "--format", "json"])
            .output()
            .unwrap();
        assert!(out.status.success());
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["cards_left"], 413);
        // 413 · 412 · 411 ordered completions of the six-card sequence.
        assert_eq!(v["completions"], (413u64 * 412 * 411).to_string());
        let p = |k: &str| {
            v["outcomes"][k]["probability"]
                .as_str()
                .unwrap()
                .parse::<BigRational>()
                .unwrap()
        };
        assert_eq!(p("punto") + p("banco") + p("tie"), BigRational::one());
        let bets = v["bets"].as_array().unwrap();
        let decided = |id: &str| {
            bets.iter().find(|b| b["id"] == id).unwrap()["decided"]
                .as_bool()
                .unwrap()
        };
        assert!(decided("punto_pair"), "5 K is not a pair");
        assert!(!decided("banco_pair") && !decided("banco"));
    }

    #[test]
    fn every_format_renders() {
        for (format, needle) in [
            ("table", "Coup in play: Punto 5 K, Banco 3"),
            ("markdown", "| outcome |"),
            ("csv", "outcome,probability,exact"),
        ] {
            cmd()
                .args([
                    "ev", "--decks", "6", "--punto", "5 K", "--banco", "3", "--format", format,
                ])
                .assert()
                .success()
                .stdout(predicate::str::contains(needle));
        }
    }

    #[test]
    fn impossible_or_unknown_cards_exit_2() {
        let cases: [(&str, &str, &str); 5] = [
            ("3 4 2", "K K", "Punto stands on 7"),
            ("", "5 5", "dealt Punto, Banco"),
            ("9 K 2", "K K", "natural"),
            ("5 X", "3", "card 'X'"),
            ("K", "", "exposed card K is not in the shoe"),
        ];
        for (p, b, msg) in cases {
            cmd()
                .args([
                    "ev",
                    "--shoe",
                    "A=4,2=4,3=4,4=4,5=4,6=4,7=4,8=4,9=4,10=4,J=4,Q=4,K=0",
                ])
                .args(["--punto", p, "--banco", b])
                .assert()
                .code(2)
                .stderr(predicate::str::contains(msg));
        }
    }
}

#[test]
fn every_text_format_says_when_to_bet() {
    // Jacobson's Dragon tags on 8 decks: the linear model turns the bet +EV at a true count
    // of 3.52 (checked against the published effects in analysis::counting's tests).
    for (format, header) in [
        ("table", "bet above tc"),
        ("markdown", "| bet above tc |"),
        ("csv", ",bet above tc"),
        ("json", "\"true_count_decimal\": 3.52"),
    ] {
        cmd()
            .args(["eor", "--decks", "8", "--bets", "dragon_7"])
            .args(["--tags", "0 0 0 -1 -1 -1 -1 2 2 0", "--format", format])
            .args(if format == "csv" {
                &["--table", "counting"][..]
            } else {
                &[][..]
            })
            .assert()
            .success()
            .stdout(predicate::str::contains(header))
            .stdout(predicate::str::contains("3.52"));
    }
}
