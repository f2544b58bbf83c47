//! `leak`: the published values of information leaks (`tests/data/reference.json`, its
//! `leaks` list) reproduced at their published precision, and the command line's JSON,
//! tables and errors.

use crate::util::{json, ok, pb, ratio};
use num_rational::BigRational;
use punto_banco::leak::{best_sorts, leak_value, Leak, Sort, SortBy};
use punto_banco::limits::Cancel;
use punto_banco::reference::{agrees_rounded, corpus, LeakFigure};
use punto_banco::{main_bets, Pricer, Rank, Rules, Shoe};
use serde_json::Value;

/// The figure's exact value (unscaled), computed by the library.
fn compute(f: &LeakFigure) -> BigRational {
    let rules = Rules::preset(&f.rules).unwrap();
    let shoe = Shoe::with_decks(f.decks).unwrap();
    let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
    if let Some(by) = &f.search {
        let by = SortBy::parse(by).unwrap();
        let found = best_sorts(
            &shoe,
            &pricer,
            &f.positions,
            by,
            true,
            1,
            &Cancel::default(),
        )
        .unwrap();
        if let Some(best) = &f.best_sort {
            assert_eq!(
                &found[0].sort,
                &Sort::parse(best).unwrap(),
                "{}: the best sort",
                f.id
            );
        }
        return found[0].edge.clone();
    }
    let sort = Sort::parse(f.sort.as_deref().unwrap_or("rank")).unwrap();
    let leak = Leak::new(&f.positions, sort.clone()).unwrap();
    let v = leak_value(&shoe, &pricer, &leak, true).unwrap();
    match (&f.state, &f.bet) {
        (Some(rank), Some(bet)) => {
            let group = sort.group_of(Rank::parse(rank).unwrap());
            let state = v.states.iter().find(|s| s.groups == [group]).unwrap();
            let b = v.bets.iter().position(|b| &b.id == bet).unwrap();
            state.evs[b].clone()
        }
        _ => v.edge,
    }
}

#[test]
fn every_published_leak_figure_is_reproduced() {
    let figures = corpus().leaks;
    assert!(figures.len() >= 15, "the leak figures are in the corpus");
    let failures: Vec<String> = figures
        .iter()
        .filter_map(|f| {
            let x = compute(f) * ratio(&f.scale);
            (!agrees_rounded(&x, &ratio(&f.value), f.decimals)).then(|| {
                format!(
                    "{}: published {}, computed {:.6}",
                    f.id,
                    f.value,
                    punto_banco::to_f64(&x)
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_crockfords_sort_of_one_card_is_worth_less_than_the_six_to_nine_sort() {
    // The judgment's "roughly 6.5%" for 7, 8, 9 turned: the exact figure is below the
    // {6, 7, 8, 9} sort's 6.765%.
    let doc: Value = json(&[
        "leak",
        "--decks",
        "8",
        "--see",
        "1",
        "--sort",
        "7 8 9 | rest",
    ]);
    let crockfords = ratio(doc["edge"].as_str().unwrap());
    let doc: Value = json(&[
        "leak",
        "--decks",
        "8",
        "--see",
        "1",
        "--sort",
        "6 7 8 9 | rest",
    ]);
    let six = ratio(doc["edge"].as_str().unwrap());
    assert!(crockfords < six);
    let f = corpus()
        .leaks
        .into_iter()
        .find(|f| f.id == "leak-crockfords-one")
        .unwrap();
    assert!(agrees_rounded(
        &(crockfords * ratio(&f.scale)),
        &ratio(&f.value),
        f.decimals
    ));
}

#[test]
fn the_json_has_the_exact_edge_states_and_sorts() {
    let doc: Value = json(&[
        "leak",
        "--decks",
        "8",
        "--see",
        "1,3",
        "--sort",
        "6 7 8 9 | rest",
    ]);
    assert!(doc["edge"].as_str().unwrap().contains('/'));
    let states = doc["states"].as_array().unwrap();
    assert_eq!(states.len(), 4);
    let p: BigRational = states
        .iter()
        .map(|s| ratio(s["probability"].as_str().unwrap()))
        .sum();
    assert_eq!(p, ratio("1"));
    for s in states {
        assert_eq!(s["evs"].as_array().unwrap().len(), 3);
    }
    let doc: Value = json(&[
        "leak",
        "--decks",
        "8",
        "--see",
        "1",
        "--best-sort",
        "--top",
        "3",
    ]);
    let sorts = doc["sorts"].as_array().unwrap();
    assert_eq!(sorts.len(), 3);
    assert_eq!(sorts[0]["groups"].as_array().unwrap().len(), 2);
    let e: Vec<BigRational> = sorts
        .iter()
        .map(|s| ratio(s["edge"].as_str().unwrap()))
        .collect();
    assert!(e[0] >= e[1] && e[1] >= e[2]);
    assert_eq!(
        doc["edge"], sorts[0]["edge"],
        "the states are the best sort's"
    );
}

#[test]
fn no_sit_out_bets_every_coup_and_is_worth_less() {
    let sit: Value = json(&["leak", "--decks", "8", "--see", "1"]);
    let all: Value = json(&["leak", "--decks", "8", "--see", "1", "--no-sit-out"]);
    assert_eq!(all["share_bet"], "1");
    assert!(ratio(all["edge"].as_str().unwrap()) <= ratio(sit["edge"].as_str().unwrap()));
    // With nothing seen and a bet required: Banco's EV.
    let banco = ratio("-1.0579") / ratio("100");
    let unseen = ratio(all["edge_unseen"].as_str().unwrap());
    // Published 1.0579% (Wizard of Odds): within half a unit of the fourth decimal.
    let off = (unseen - banco) * ratio("1000000");
    assert!(&off * &off < ratio("1/4"), "{off}");
}

#[test]
fn tables_csv_and_markdown_show_the_same_leak() {
    let table = ok(&["leak", "--decks", "8", "--see", "1"]);
    assert!(
        table.contains("edge per coup") && table.contains("+6.7647%"),
        "{table}"
    );
    let csv = ok(&[
        "leak", "--decks", "8", "--see", "1", "--format", "csv", "--table", "leak",
    ]);
    assert!(csv.starts_with("figure,value,exact"), "{csv}");
    let md = ok(&[
        "leak",
        "--decks",
        "8",
        "--exposure",
        "sorted-first",
        "--format",
        "markdown",
    ]);
    assert!(md.contains("| edge per coup |"), "{md}");
    let it = ok(&["leak", "--decks", "8", "--see", "1", "--lang", "it"]);
    assert!(it.contains("6,7647%"), "{it}");
}

#[test]
fn bad_leaks_exit_2_with_one_line_naming_the_value() {
    for (args, says) in [
        (&["leak", "--see", "7"][..], "position 7"),
        (&["leak", "--see", "1,1"][..], "twice"),
        (&["leak"][..], "nothing is seen"),
        (
            &["leak", "--see", "1", "--sort", "7 8 9"][..],
            "leaves A in no group",
        ),
        (
            &["leak", "--see", "1", "--exposure", "flash-1"][..],
            "not both",
        ),
        (&["leak", "--exposure", "flash-9"][..], "flash-9"),
        (
            &["leak", "--see", "1", "--best-sort", "--by", "suit"][..],
            "'suit'",
        ),
        (
            &["leak", "--see", "1", "--best-sort", "--top", "0"][..],
            "top 0",
        ),
        (
            &["leak", "--see", "1", "--bets", "perfect_pair"][..],
            "perfect pairs",
        ),
        (&["leak", "--see", "1,2,3,4,5,6"][..], "over the limit of"),
    ] {
        let out = pb().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// `POST /api/leak` answers the command's document, and refuses a leak over its cost
/// before computing (a server on 127.0.0.1, a free port, stopped by the test).
#[cfg(feature = "server")]
#[test]
fn post_api_leak_answers_the_cli_document_and_bounds_its_cost() {
    let server = crate::util::Server::start(&[]);
    let post = |body: &str| -> (u16, Value) { server.post_text("/api/leak", body) };
    let (status, doc) = post(r#"{"decks": 8, "see": "1,2,3,4", "sort": "6 7 8 9 | rest"}"#);
    assert_eq!(status, 200);
    let want: Value = json(&[
        "leak",
        "--decks",
        "8",
        "--see",
        "1,2,3,4",
        "--sort",
        "6 7 8 9 | rest",
    ]);
    assert_eq!(doc, want);
    let (status, doc) =
        post(r#"{"decks": 8, "see": "1,2,3,4,5", "best_sort": true, "by": "rank"}"#);
    assert_eq!(status, 400, "{doc}");
    assert!(doc["error"].as_str().unwrap().contains("limit"), "{doc}");
    let (status, doc) = post(r#"{"see": "9"}"#);
    assert_eq!(
        (
            status,
            doc["error"].as_str().unwrap().contains("position 9")
        ),
        (400, true)
    );
}

/// The par sheet's section on information leaks (`report --leaks`): the published value
/// of a card known at position 1 (`reference.json`, its `leaks` list), in the table at the
/// precision shown and exact in the JSON; without `--leaks`, no section and no key.
#[test]
fn the_par_sheet_shows_the_published_known_card_value() {
    let f = corpus()
        .leaks
        .into_iter()
        .find(|f| {
            f.positions == [1]
                && f.sort.as_deref() == Some("rank")
                && f.state.is_none()
                && f.search.is_none()
                && f.rules == "standard"
                && f.decks == 8
        })
        .expect("the known-card figure of position 1");
    let published = ratio(&f.value);
    let args = ["report", "--leaks", "--decks", "8", "--bets", "main"];
    let md = ok(&args);
    assert!(md.contains("## 8. Information leaks"), "{md}");
    let row = md
        .lines()
        .find(|l| l.starts_with("| Punto's first card, flashed by the dealer |"))
        .expect("the row of a card flashed at position 1");
    let cells: Vec<&str> = row.trim_matches('|').split(" | ").map(str::trim).collect();
    let shown = ratio(cells[1].trim_start_matches('+').trim_end_matches('%'));
    assert!(agrees_rounded(&shown, &published, f.decimals), "{row}");
    let j: Value = json(&args);
    let first = &j["leaks"]["exposures"][0];
    assert_eq!(first["exposure"], "flash-1");
    let exact = ratio(first["edge"]["exact"].as_str().unwrap()) * ratio("100");
    assert!(agrees_rounded(&exact, &published, f.decimals), "{first}");
    assert_eq!(ratio(cells[2]), exact / ratio("100"));
    let plain: Value = json(&["report", "--decks", "1", "--bets", "main"]);
    assert!(plain.get("leaks").is_none());
    assert!(!ok(&["report", "--decks", "1", "--bets", "main"]).contains("Information leaks"));
}

/// The binary under a virtual-memory cap of 512 MiB: a runaway allocation aborts.
fn pb_capped_512() -> std::process::Command {
    let mut c = std::process::Command::new("sh");
    c.arg("-c")
        .arg(r#"ulimit -v 524288; exec "$0" "$@""#)
        .arg(assert_cmd::cargo::cargo_bin("punto-banco"));
    c
}

/// Every value at six positions (10⁶ states × 4 values) took 15.7 s and 1.97 GB: it is
/// refused before any walk, under a 512 MiB cap, naming the states and the limit. Every
/// value at five positions, the most a report holds, is answered under the same cap: its
/// 10⁵ states (every sequence of five values has a positive probability in 8 decks).
#[test]
fn a_six_position_value_leak_is_refused_before_work_and_five_fit_in_512_mib() {
    let dir = tempfile::tempdir().unwrap();
    for table in [["--table", "leak"], ["--format", "json"]] {
        let out = pb_capped_512()
            .args([
                "leak",
                "--decks",
                "8",
                "--see",
                "1,2,3,4,5,6",
                "--sort",
                "value",
            ])
            .args(table)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.contains("1000000 information states for 3 bets")
                && err.contains("over the limit of 400000 values")
                && err.trim().lines().count() == 1,
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    let path = dir.path().join("five.json");
    let out = pb_capped_512()
        .args([
            "leak",
            "--decks",
            "8",
            "--see",
            "1,2,3,4,5",
            "--sort",
            "value",
        ])
        .arg("--output")
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(v["states"].as_array().unwrap().len(), 100_000);
    // Every rank at five positions (13⁵ states) is refused the same way.
    let out = pb_capped_512()
        .args([
            "leak",
            "--decks",
            "8",
            "--see",
            "1,2,3,4,5",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("371293 information states"));
}
