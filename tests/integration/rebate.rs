//! The rebate (`--rebate`, `--rebate-bets`) on `odds`, `ev`, `track` and `simulate`, and
//! the stake suggestion (`--bankroll`, `--table-max`) on `track`.
//!
//! The figures are checked against the published counts of the 8-deck shoe
//! (`tests/data/reference.json`: Punto, Banco and Égalité wins over ordered six-card
//! sequences): each main bet's result takes three values (win, push, loss), so its EV and
//! variance with a rebate `r` follow by hand: X' = X + r on a win or a loss, 0 on a push.

use crate::util::{json, pb, ratio};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use punto_banco::api::{LogFormat, SimulatePart, SimulateRequest};
use serde_json::Value;

/// The published 8-deck probabilities: (Punto, Banco, Égalité).
fn published() -> (BigRational, BigRational, BigRational) {
    crate::util::published_main_8d()
}

/// (EV, variance) of a bet paying `win` with probability `p_win`, pushing with `p_push`
/// and losing the stake otherwise, with the rebate `r` on every win and loss.
fn by_hand(
    win: &BigRational,
    p_win: &BigRational,
    p_push: &BigRational,
    r: &BigRational,
) -> (BigRational, BigRational) {
    let p_lose = BigRational::one() - p_win - p_push;
    let (w, l) = (win + r, r - BigRational::one());
    let ev = p_win * &w + &p_lose * &l;
    let second = p_win * &w * &w + &p_lose * &l * &l;
    let var = second - &ev * &ev;
    (ev, var)
}

/// The main bets' (id, EV, variance, P(push)) with the rebate `r`, from the published counts.
fn main_bets(r: &BigRational) -> Vec<(&'static str, BigRational, BigRational, BigRational)> {
    let (p, b, t) = published();
    let (punto, banco, tie) = (
        by_hand(&BigRational::one(), &p, &t, r),
        by_hand(&ratio("19/20"), &b, &t, r),
        by_hand(&ratio("8"), &t, &BigRational::zero(), r),
    );
    vec![
        ("punto", punto.0, punto.1, t.clone()),
        ("banco", banco.0, banco.1, t),
        ("tie", tie.0, tie.1, BigRational::zero()),
    ]
}

/// By hand, the one bet of the coup to stake and its stake: among the bets with a positive
/// EV, the largest s·EV − s²·Var/(2B), s = min(B·EV/Var, cap, B), the cap an eighth of the
/// table maximum on Égalité.
fn one_stake(
    bets: &[(&'static str, BigRational, BigRational, BigRational)],
    bankroll: u64,
    table_max: u64,
) -> Option<(&'static str, f64)> {
    let b = BigRational::from_integer(bankroll.into());
    let mut best: Option<(&'static str, BigRational, BigRational)> = None;
    for (id, ev, var, _) in bets.iter().filter(|x| x.1 > BigRational::zero()) {
        let max = BigRational::from_integer(table_max.into());
        let cap = if *id == "tie" { max / ratio("8") } else { max };
        let s = [&b * ev / var, cap, b.clone()].into_iter().min().unwrap();
        let g = &s * ev - &s * &s * var / (ratio("2") * &b);
        if best.as_ref().is_none_or(|x| g > x.2) {
            best = Some((id, s, g));
        }
    }
    best.map(|(id, s, _)| (id, s.to_f64().unwrap()))
}

fn exact(v: &Value) -> BigRational {
    ratio(
        v.as_str()
            .unwrap_or_else(|| panic!("{v} is an exact string")),
    )
}

fn bet<'a>(doc: &'a Value, id: &str) -> &'a Value {
    doc["bets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == id)
        .unwrap_or_else(|| panic!("{id} in {doc}"))
}

#[test]
fn odds_with_a_rebate_equal_the_published_counts_worked_by_hand() {
    let r = ratio("3/200");
    let doc: Value = json(&["odds", "--decks", "8", "--rebate", "1.5%"]);
    let plain: Value = json(&["odds", "--decks", "8"]);
    for (id, ev, var, push) in main_bets(&r) {
        let b = bet(&doc, id);
        assert_eq!(exact(&b["ev"]), ev, "{id} ev");
        assert_eq!(exact(&b["house_edge"]), -ev.clone(), "{id} edge");
        assert_eq!(exact(&b["variance"]), var, "{id} variance");
        let resolved = BigRational::one() - push;
        assert_eq!(exact(&b["edge_per_resolved"]), -ev.clone() / resolved);
        let pct = b["house_edge_percent"].as_f64().unwrap();
        assert!((pct + 100.0 * ev.to_f64().unwrap()).abs() < 1e-12, "{id}");
        let sd = b["sd"].as_f64().unwrap();
        assert!((sd - var.to_f64().unwrap().sqrt()).abs() < 1e-12, "{id}");
        assert_eq!(b["positive"], Value::Bool(ev > BigRational::zero()));
        // The pay table and the chances stay as dealt.
        for key in ["p_win", "p_push", "p_lose", "lines", "lose_count"] {
            assert_eq!(b[key], bet(&plain, id)[key], "{id} {key}");
        }
    }
    // 1.5% turns both Punto and Banco into +EV bets on a full shoe.
    for id in ["punto", "banco"] {
        assert!(exact(&bet(&doc, id)["ev"]) > BigRational::zero(), "{id}");
    }
    assert_eq!(
        doc["money"],
        serde_json::json!({"rebate": "3/200", "rebate_percent": 1.5, "rebate_bets": "all"})
    );
    assert!(plain.get("money").is_none());
}

#[test]
fn main_only_leaves_the_side_bets_and_every_spelling_is_the_same_rebate() {
    let args = ["odds", "--decks", "8", "--bets", "main,dragon_7"];
    let plain: Value = json(&args);
    let mut main = args.to_vec();
    main.extend(["--rebate", "0.015", "--rebate-bets", "main"]);
    let main: Value = json(&main);
    assert_eq!(bet(&main, "dragon_7"), bet(&plain, "dragon_7"));
    let mut all = args.to_vec();
    all.extend(["--rebate", "3/200"]);
    let all: Value = json(&all);
    assert_eq!(bet(&main, "banco"), bet(&all, "banco"));
    assert_ne!(bet(&all, "dragon_7"), bet(&plain, "dragon_7"));
    // Dragon 7 pushes on some coups: its EV rises by r x P(no push), read from its own
    // probabilities.
    let d = bet(&plain, "dragon_7");
    let resolved = BigRational::one() - exact(&d["p_push"]);
    let want = exact(&d["ev"]) + ratio("3/200") * resolved;
    assert_eq!(exact(&bet(&all, "dragon_7")["ev"]), want);
}

#[test]
fn ev_and_the_tracker_between_coups_give_the_same_figures_and_stakes() {
    let r = ratio("3/200");
    let money = [
        "--rebate",
        "1.5%",
        "--bankroll",
        "10000",
        "--table-max",
        "25",
    ];
    let mut args = vec!["ev", "--decks", "8"];
    args.extend(money);
    let ev: Value = json(&args);
    let bets = main_bets(&r);
    for (id, want, _, _) in &bets {
        assert_eq!(exact(&bet(&ev, id)["ev"]), *want, "{id}");
    }
    // With 1.5% both Punto and Banco are +EV, but one stake per coup: the one that grows
    // the bankroll most, s·EV − s²·Var/(2B) with s the Kelly amount capped at 25.
    let staked = one_stake(&bets, 10000, 25);
    assert_eq!(staked.as_ref().map(|s| s.0), Some("banco"));
    for (id, _, _, _) in &bets {
        let want = staked.as_ref().filter(|s| s.0 == *id).map(|s| s.1);
        assert_eq!(bet(&ev, id)["stake"].as_f64(), want, "{id}");
    }
    assert!(bet(&ev, "punto")["ev"] != "0" && bet(&ev, "punto").get("stake").is_none());
    // The Kelly stake on Banco is about 36, so the cap of 25 binds.
    assert_eq!(bet(&ev, "banco")["stake"].as_f64(), Some(25.0));
    // The tracker between coups answers the ev document of its shoe, plus `tracker`.
    let mut track = pb();
    track.args(["track", "--decks", "8", "--format", "json"]);
    track.args(money);
    let out = track.write_stdin("coup\n5 K\n3 4\n").output().unwrap();
    assert!(out.status.success());
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let mut first = lines[0].as_object().unwrap().clone();
    first.remove("tracker");
    assert_eq!(Value::Object(first), ev);
    // A coup in play: its figures as dealt, without the money options.
    assert!(lines[1].get("money").is_none(), "{}", lines[1]);
    // After the coup: the shoe without its cards, with the rebate and stakes again.
    let mut after = vec!["ev", "--decks", "8", "--removed", "5 K 3 4"];
    after.extend(money);
    let mut last = lines[2].as_object().unwrap().clone();
    last.remove("tracker");
    assert_eq!(Value::Object(last), json::<Value>(&after));
}

/// The per-coup JSON lines of a small study (`--coups`), through the library.
fn coups(rebate: Option<&str>, bets: &str) -> Vec<Value> {
    let req: SimulateRequest = serde_json::from_value(serde_json::json!({
        "shoes": 2, "decks": 8, "seed": 5, "bets": bets,
        "rebate": rebate, "bankroll": 10000, "table_max": 500,
    }))
    .unwrap();
    let mut out = Vec::new();
    req.prepare()
        .unwrap()
        .trace(&|| (), LogFormat::JsonLines, &mut out)
        .unwrap()
        .unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn simulate_pays_the_rebate_on_every_resolved_wager_and_decides_on_the_new_ev() {
    let r = 0.015;
    let plain = coups(None, "main,dragon_7");
    let rebated = coups(Some("1.5%"), "main,dragon_7");
    assert_eq!(plain.len(), rebated.len());
    let mut pushes = 0;
    for (a, b) in plain.iter().zip(&rebated) {
        for id in ["punto", "banco", "tie", "dragon_7"] {
            let (a, b) = (&a["bets"][id], &b["bets"][id]);
            let (res, res_r) = (a["result"].as_f64().unwrap(), b["result"].as_f64().unwrap());
            // Back on a win or a loss, nothing on a push.
            if res == 0.0 {
                pushes += 1;
                assert_eq!(res_r, 0.0);
            } else {
                assert!((res_r - res - r).abs() < 1e-12, "{id}: {res} {res_r}");
            }
            // The EV rises by r x P(no push): exactly r for the tie bet, which never pushes.
            let (ev, ev_r) = (a["ev"].as_f64().unwrap(), b["ev"].as_f64().unwrap());
            let rise = ev_r - ev;
            assert!(rise > 0.0 && rise <= r + 1e-12, "{id}: {rise}");
            if id == "tie" {
                assert!((rise - r).abs() < 1e-12);
            }
            // The exact player bets on the EV with the rebate.
            assert_eq!(b["bet"].as_bool(), Some(ev_r > 0.0), "{id} {ev_r}");
        }
    }
    assert!(pushes > 0, "some coups push");
}

#[test]
fn simulate_parts_merge_only_with_the_same_rebate() {
    let part = |first: u64, rebate: &str| -> (String, SimulatePart) {
        let req: SimulateRequest = serde_json::from_value(serde_json::json!({
            "shoes": 2, "first_shoe": first, "decks": 8, "seed": 3,
            "bets": "main", "rebate": rebate,
        }))
        .unwrap();
        let text = serde_json::to_string(&req.run().unwrap()).unwrap();
        let name = format!("part{first}-{rebate}");
        let p = SimulatePart::from_json(&name, &text).unwrap();
        (name, p)
    };
    let whole: SimulateRequest = serde_json::from_value(serde_json::json!({
        "shoes": 4, "decks": 8, "seed": 3, "bets": "main", "rebate": "1%",
    }))
    .unwrap();
    let merged = punto_banco::api::merge(&[part(0, "1%"), part(2, "0.01")]).unwrap();
    assert_eq!(
        serde_json::to_string(&merged).unwrap(),
        serde_json::to_string(&whole.run().unwrap()).unwrap()
    );
    let e = punto_banco::api::merge(&[part(0, "1%"), part(2, "2%")])
        .unwrap_err()
        .to_string();
    assert!(e.contains("different inputs"), "{e}");
    // A part without a rebate does not merge with one that has it.
    let plain: SimulateRequest = serde_json::from_value(serde_json::json!({
        "shoes": 2, "first_shoe": 2, "decks": 8, "seed": 3, "bets": "main",
    }))
    .unwrap();
    let text = serde_json::to_string(&plain.run().unwrap()).unwrap();
    assert!(!text.contains("\"money\""), "no echo without a rebate");
    let plain = (
        "plain".to_string(),
        SimulatePart::from_json("plain", &text).unwrap(),
    );
    assert!(punto_banco::api::merge(&[part(0, "1%"), plain]).is_err());
}

#[test]
fn the_cli_simulate_document_is_the_library_request_s() {
    let args = [
        "simulate",
        "--shoes",
        "2",
        "--decks",
        "8",
        "--seed",
        "4",
        "--bets",
        "main",
        "--rebate",
        "3/200",
        "--rebate-bets",
        "main",
        "--threads",
        "1",
    ];
    let cli: Value = json(&args);
    let req: SimulateRequest = serde_json::from_value(serde_json::json!({
        "shoes": 2, "decks": 8, "seed": 4, "bets": "main",
        "rebate": "3/200", "rebate_bets": "main",
    }))
    .unwrap();
    // Both read back from their text (serde_json's float parsing is the same on both sides).
    let text = serde_json::to_string(&req.run().unwrap()).unwrap();
    assert_eq!(cli, serde_json::from_str::<Value>(&text).unwrap());
    assert_eq!(cli["inputs"]["money"]["rebate_bets"], "main");
}

#[test]
fn a_large_rebate_stakes_one_bet_per_coup_never_more_than_the_bankroll() {
    // At 50% every main bet is +EV; the player still stakes one of them.
    let r = ratio("1/2");
    let bets = main_bets(&r);
    assert!(bets.iter().all(|b| b.1 > BigRational::zero()));
    let ev: Value = json(&[
        "ev",
        "--decks",
        "8",
        "--rebate",
        "50%",
        "--bankroll",
        "1000",
    ]);
    let want = one_stake(&bets, 1000, u64::MAX).unwrap();
    let staked: Vec<(&str, f64)> = bets
        .iter()
        .filter_map(|(id, ..)| Some((*id, bet(&ev, id)["stake"].as_f64()?)))
        .collect();
    assert_eq!(staked, [want]);
    assert!(want.1 <= 1000.0, "{want:?}");
}

#[test]
fn a_bare_rebate_of_ten_percent_or_more_is_refused_with_how_to_write_it() {
    for (args, stdin) in [
        (&["ev", "--decks", "8", "--rebate", "0.5"][..], ""),
        (&["odds", "--rebate", "0.5"][..], ""),
        (&["track", "--rebate", "0.5"][..], "coup\n"),
        (&["simulate", "--shoes", "1", "--rebate", "0.5"][..], ""),
    ] {
        let out = pb().args(args).write_stdin(stdin).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(
            err.trim_end(),
            "error: --rebate '0.5' written without % is a share of the stake, 50%; a rebate \
             of 10% or more must be written with %: write 0.5% for 0.5 percent, or 50% if \
             that is really meant",
            "{args:?}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // The % forms are read, whatever their size; a bare share below 10% too.
    for rebate in ["0.5%", "50%", "0.08", "1/20"] {
        let out = pb()
            .args(["odds", "--rebate", rebate, "--format", "json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{rebate}");
    }
    // The library refuses it: the HTTP API and Python name their field.
    for bare in ["0.5", "0.8", "1/10", "0.10"] {
        let body = format!(r#"{{"rebate": "{bare}"}}"#);
        let req: punto_banco::api::OddsRequest = serde_json::from_str(&body).unwrap();
        let e = req.run().unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("rebate '{bare}' written without %")),
            "{e}"
        );
        let req: SimulateRequest = serde_json::from_str(&body).unwrap();
        assert!(req.prepare().is_err(), "{body}");
    }
}

#[test]
fn bad_rebates_and_money_options_exit_2_with_the_value_named() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["odds", "--rebate", "100%"],
            "",
            "rebate '100%' is not below 100%",
        ),
        (
            &["odds", "--rebate", "1%", "--rebate-bets", "side"],
            "",
            "--rebate-bets 'side' is not one of main, all",
        ),
        (
            &["track", "--rebate=-1%"],
            "coup\n",
            "rebate '-1%' is negative",
        ),
        (
            &["track", "--bankroll", "9223372036854775808"],
            "coup\n",
            "bankroll must be at most 9223372036854775807",
        ),
        (
            &["simulate", "--shoes", "1", "--rebate", "x"],
            "",
            "rebate 'x' is not a number",
        ),
        (&["odds", "--rebate-bets", "main"], "", "--rebate"),
        (&["track", "--table-max", "9"], "", "--bankroll"),
    ];
    for (args, stdin, msg) in cases {
        let out = pb().args(*args).write_stdin(*stdin).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(msg), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing printed");
    }
    // The library refuses them too (the HTTP API answers 400 with the message).
    for body in [
        r#"{"rebate": "2"}"#,
        r#"{"rebate_bets": "all"}"#,
        r#"{"rebate": "1%", "rebate_bets": "some"}"#,
    ] {
        let req: punto_banco::api::OddsRequest = serde_json::from_str(body).unwrap();
        assert!(req.run().is_err(), "{body}");
        let req: SimulateRequest = serde_json::from_str(body).unwrap();
        assert!(req.prepare().is_err(), "{body}");
    }
}
