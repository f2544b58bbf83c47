//! `promo`: the published figures of programmes and promotions (`tests/data/reference.json`,
//! its `promos` list) reproduced at their published precision through the library, the
//! command line's JSON, tables, plot and errors, and the HTTP routes.

use crate::util::{json, ok, pb, ratio};
use num_rational::BigRational;
use punto_banco::api::{PromoChipsRequest, PromoLossRebateRequest};
use punto_banco::reference::{agrees_rounded, corpus, PromoFigure};
use serde::Deserialize;
use serde_json::Value;

/// The figure's exact value (unscaled), through the library's request.
fn compute(f: &PromoFigure) -> BigRational {
    let report = PromoChipsRequest {
        decks: Some(f.decks),
        rules: f.rules.as_str().into(),
        bets: f.bets.join(",").as_str().into(),
        ..Default::default()
    }
    .run()
    .unwrap();
    let values: Vec<BigRational> = report
        .bets
        .iter()
        .map(|b| match f.quantity.as_str() {
            "life" => b.dead_chip.life.0.clone(),
            "house_win" => b.dead_chip.house_win.0.clone(),
            "match_play" => b.match_play.value.0.clone(),
            "free_bet" => b.free_bet.value.0.clone(),
            q => panic!("{}: unknown quantity {q}", f.id),
        })
        .collect();
    assert_eq!(values.len(), f.bets.len(), "{}", f.id);
    let n = BigRational::from_integer(values.len().into());
    values
        .into_iter()
        .fold(BigRational::from_integer(0.into()), |a, b| a + b)
        / n
}

#[test]
fn every_published_promo_figure_is_reproduced() {
    let figures = corpus().promos;
    assert!(figures.len() >= 5, "the promo figures are in the corpus");
    for f in &figures {
        let x = compute(f) * ratio(&f.scale);
        assert!(
            agrees_rounded(&x, &ratio(&f.value), f.decimals),
            "{}: published {}, computed {:.6}",
            f.id,
            f.value,
            punto_banco::to_f64(&x)
        );
    }
}

#[test]
fn the_comparison_with_published_figures_can_fail() {
    // Banco's life alone is not Jacobson's mean: the mean is what the source gives.
    let mut f = corpus().promos.remove(0);
    f.bets = vec!["banco".into()];
    let x = compute(&f) * ratio(&f.scale);
    assert!(!agrees_rounded(&x, &ratio(&f.value), f.decimals));
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeadChip {
    life: String,
    life_decimal: f64,
    house_win: String,
    house_win_percent: f64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChipValue {
    value: String,
    value_percent: f64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChipBet {
    id: String,
    name: String,
    p_win: String,
    p_push: String,
    p_lose: String,
    win_pays: String,
    house_edge: String,
    house_edge_percent: f64,
    dead_chip: DeadChip,
    match_play: ChipValue,
    free_bet: ChipValue,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Chips {
    engine: String,
    convention: String,
    rules: Value,
    shoe: Value,
    bets: Vec<ChipBet>,
    best_match_play: String,
    best_free_bet: String,
}

#[test]
fn promo_chips_json_holds_exact_values_per_bet() {
    let doc: Chips = json(&["promo", "chips", "--decks", "8", "--bets", "main"]);
    assert_eq!(doc.engine, "exact");
    assert!(doc.convention.contains("independent draw"));
    assert_eq!(doc.shoe["decks"], 8);
    assert_eq!(doc.rules["name"], "standard");
    let ids: Vec<&str> = doc.bets.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, ["punto", "banco", "tie"]);
    let banco = &doc.bets[1];
    assert_eq!(banco.name, "Banco");
    // life = 1 / P(lose), exactly.
    assert_eq!(ratio(&banco.dead_chip.life), ratio(&banco.p_lose).recip());
    assert!((banco.dead_chip.life_decimal - 2.2409).abs() < 1e-4);
    assert!((banco.dead_chip.house_win_percent - 2.3707).abs() < 1e-4);
    let (w, l, p) = (
        ratio(&banco.win_pays),
        ratio(&banco.p_lose),
        ratio(&banco.p_push),
    );
    assert_eq!(ratio(&banco.p_win) * ratio("19/20"), w);
    let one = ratio("1");
    assert_eq!(ratio(&banco.dead_chip.house_win), &one - &w / &l);
    assert_eq!(
        ratio(&banco.match_play.value),
        (ratio("2") * &w - &l) / (&one - &p)
    );
    assert_eq!(ratio(&banco.free_bet.value), &w / (&one - &p));
    assert_eq!(ratio(&banco.house_edge), &l - &w);
    assert!(banco.house_edge_percent > 1.0 && banco.match_play.value_percent > 46.0);
    assert!(banco.free_bet.value_percent > 48.0);
    assert_eq!(
        (doc.best_match_play.as_str(), doc.best_free_bet.as_str()),
        ("tie", "tie")
    );
}

#[test]
fn promo_chips_prices_a_commission_with_its_break_even() {
    let doc: Value = json(&[
        "promo",
        "chips",
        "--decks",
        "8",
        "--bets",
        "banco",
        "--commission",
        "1.25%",
    ]);
    assert_eq!(doc["commission"]["commission"], "1/80");
    assert_eq!(doc["commission"]["on"], "lost");
    let p = &doc["bets"][0]["dead_chip"]["programme"];
    assert_eq!(p["cost_per_lost"], "1/80");
    assert_eq!(p["break_even"], doc["bets"][0]["dead_chip"]["house_win"]);
    let net = ratio(p["net_per_lost"].as_str().unwrap());
    let hw = ratio(doc["bets"][0]["dead_chip"]["house_win"].as_str().unwrap());
    assert_eq!(net, hw - ratio("1/80"));
    let turnover: Value = json(&[
        "promo",
        "chips",
        "--decks",
        "8",
        "--bets",
        "banco",
        "--commission",
        "0.5%",
        "--commission-on",
        "turnover",
    ]);
    let p = &turnover["bets"][0]["dead_chip"]["programme"];
    assert_eq!(p["break_even"], turnover["bets"][0]["house_edge"]);
    let table = ok(&["promo", "chips", "--decks", "8", "--commission", "1.25%"]);
    assert!(
        table.contains("Dead-chip programme: 1.2500% per dead chip lost"),
        "{table}"
    );
}

/// `promo loss-rebate` of [`trip`]`(40, Some("10"))`: 40 coups on Banco, a 10% rebate, a
/// loss limit of 10 units.
const TRIP_40: [&str; 12] = [
    "promo",
    "loss-rebate",
    "--decks",
    "8",
    "--bet",
    "banco",
    "--rebate",
    "10%",
    "--coups",
    "40",
    "--loss-limit",
    "10",
];

/// A loss-rebate trip on 8 decks: `coups` coups on Banco, a 10% rebate, `limit` units.
fn trip(coups: u32, limit: Option<&str>) -> PromoLossRebateRequest {
    PromoLossRebateRequest {
        decks: Some(8),
        bet: Some("banco".into()),
        rebate: "10%".into(),
        coups,
        loss_limit: limit.map(String::from),
        ..Default::default()
    }
}

#[test]
fn promo_loss_rebate_json_has_value_and_play_all_exact() {
    let doc: Value = json(&TRIP_40);
    let lib = trip(40, Some("10")).run().unwrap();
    for key in [
        "value",
        "play_all",
        "net",
        "rebate_paid",
        "coups_played",
        "p_ahead",
    ] {
        let text = doc[key]
            .as_str()
            .unwrap_or_else(|| panic!("{key} is a string"));
        assert!(text.contains('/'), "{key}: an exact fraction");
        assert!(doc[format!("{key}_decimal")].is_f64(), "{key}_decimal");
    }
    // Exact values of a trip are long: read them with num's own parser.
    let big = |key: &str| doc[key].as_str().unwrap().parse::<BigRational>().unwrap();
    assert_eq!(big("value"), lib.value.0);
    assert_eq!(big("play_all"), lib.play_all.0);
    assert!(doc["convention"]
        .as_str()
        .unwrap()
        .contains("independent draw"));
    assert_eq!(doc["loss_limit"], "10");
    assert_eq!(doc["coups"], 40);
    // The optimal player gains from the offer; playing every coup loses.
    assert!(lib.value_decimal > 0.0 && lib.play_all_decimal < 0.0);
    assert!(lib.value_decimal > lib.play_all_decimal);
    assert_eq!(doc["policy"].as_array().unwrap().len(), 40);
    assert!(doc["jacobson"]["value"].as_f64().unwrap() > 0.0);
    // Without a limit the player can only do as well or better.
    let free = trip(40, None).run().unwrap();
    assert!(free.value.0 >= lib.value.0);
}

#[test]
fn promo_loss_rebate_writes_every_format_and_a_plot() {
    let args = [
        "promo",
        "loss-rebate",
        "--decks",
        "8",
        "--rebate",
        "15%",
        "--coups",
        "12",
    ];
    let table = ok(&args);
    assert!(table.contains("Trip value, optimal quitting"), "{table}");
    assert!(table.contains("independent draw"), "{table}");
    for (format, starts) in [
        ("csv", "Figure,"),
        ("markdown", "### Loss rebate"),
        ("json", "{"),
    ] {
        let mut all = args.to_vec();
        all.extend(["--format", format]);
        let out = ok(&all);
        assert!(out.trim_start().starts_with(starts), "{format}: {out}");
    }
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("policy.svg");
    let svg_arg = svg.to_str().unwrap();
    let mut all = args.to_vec();
    all.extend(["--plot", svg_arg]);
    ok(&all);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.starts_with("<svg") && text.contains("lowest net"),
        "{}",
        &text[..80]
    );
}

#[test]
fn bad_promo_terms_exit_2_with_one_line_naming_the_value() {
    let dir = tempfile::tempdir().unwrap();
    let sure = dir.path().join("sure.json");
    std::fs::write(
        &sure,
        r#"{"id": "sure", "name": "Sure thing", "lines": [{"when": {}, "pays": "0"}]}"#,
    )
    .unwrap();
    let sure = sure.to_str().unwrap();
    // `promo loss-rebate` on 8 decks of `coups` coups, then `extra`.
    let coups = |coups: &str, extra: &[&str]| -> Vec<String> {
        let lr = ["promo", "loss-rebate", "--decks", "8", "--coups", coups];
        lr.iter().chain(extra).map(|s| s.to_string()).collect()
    };
    let with = |extra: &[&str]| coups("10", extra);
    let words = |all: &[&str]| -> Vec<String> { all.iter().map(|s| s.to_string()).collect() };
    let cases: Vec<(Vec<String>, &str)> = vec![
        (with(&["--rebate", "100%"]), "below 100%"),
        (with(&["--rebate", "10"]), "ambiguous"),
        (with(&["--rebate", "ten"]), "not a number"),
        (
            with(&["--rebate", "10%", "--loss-limit", "0.5"]),
            "below one bet",
        ),
        (
            with(&["--rebate", "10%", "--loss-limit", "x"]),
            "loss limit 'x'",
        ),
        (
            with(&["--rebate", "10%", "--bet", "nope"]),
            "unknown bet 'nope'",
        ),
        (
            with(&["--rebate", "10%", "--bet", "sure", "--bets-file", sure]),
            "cannot lose",
        ),
        (coups("0", &["--rebate", "10%"]), "coups run from 1"),
        (coups("20000", &["--rebate", "99%"]), "over the limits"),
        (
            words(&["promo", "chips", "--decks", "8", "--commission", "150%"]),
            "150%",
        ),
        (
            words(&[
                "promo",
                "chips",
                "--decks",
                "8",
                "--commission",
                "1%",
                "--commission-on",
                "won",
            ]),
            "'won'",
        ),
        (
            words(&["promo", "chips", "--bets-file", sure, "--bets", "banco"]),
            "cannot lose",
        ),
    ];
    for (args, says) in cases {
        let out = pb().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// `POST /api/promo/chips`, `/api/promo/loss-rebate` and `/api/promo/statement` answer the
/// commands' documents and refuse a trip over the server's cost before computing (a server on 127.0.0.1, a free
/// port, stopped by the test).
#[cfg(feature = "server")]
#[test]
fn post_api_promo_answers_the_cli_documents_and_bounds_a_trip() {
    let server = crate::util::Server::start(&[]);
    let post = |path: &str, body: &str| -> (u16, Value) { server.post_text(path, body) };
    let (status, doc) = post("/api/promo/chips", r#"{"decks": 8, "bets": "main"}"#);
    assert_eq!(status, 200);
    let want: Value = json(&["promo", "chips", "--decks", "8", "--bets", "main"]);
    assert_eq!(doc, want);
    let (status, doc) = post(
        "/api/promo/loss-rebate",
        r#"{"decks": 8, "bet": "banco", "rebate": "10%", "coups": 40, "loss_limit": "10"}"#,
    );
    assert_eq!(status, 200, "{doc}");
    let want: Value = json(&TRIP_40);
    assert_eq!(doc, want);
    let (status, doc) = post(
        "/api/promo/loss-rebate",
        r#"{"decks": 8, "rebate": "90%", "coups": 5000}"#,
    );
    assert_eq!(status, 400, "{doc}");
    assert!(doc["error"].as_str().unwrap().contains("limit"), "{doc}");
    let (status, doc) = post(
        "/api/promo/statement",
        r#"{"decks": 8, "commission": "1.25%", "rebate": "10%", "coups": 30, "loss_limit": "10"}"#,
    );
    assert_eq!(status, 200, "{doc}");
    let want: Value = json(&[
        "promo",
        "statement",
        "--decks",
        "8",
        "--commission",
        "1.25%",
        "--rebate",
        "10%",
        "--coups",
        "30",
        "--loss-limit",
        "10",
    ]);
    assert_eq!(doc, want);
    let (status, doc) = post(
        "/api/promo/loss-rebate",
        r#"{"decks": 8, "rebate": "10%", "coups": 40, "real": true, "trips": 1000000}"#,
    );
    assert_eq!(status, 400, "{doc}");
    assert!(
        doc["error"].as_str().unwrap().contains("real shoes"),
        "{doc}"
    );
    let (status, doc) = post("/api/promo/loss-rebate", r#"{"rebate": "10", "coups": 5}"#);
    assert_eq!(
        (status, doc["error"].as_str().unwrap().contains("ambiguous")),
        (400, true)
    );
    let (_, api) = server.get("/openapi.json");
    for path in [
        "/api/promo/chips",
        "/api/promo/loss-rebate",
        "/api/promo/statement",
    ] {
        assert!(
            api["paths"].get(path).is_some(),
            "{path} missing from the OpenAPI document"
        );
    }
}
