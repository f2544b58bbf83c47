//! `review` (game protection): calibration of the permutation test (power and size), exact
//! EVs against an independent computation, the command's outputs and its bad input.

use crate::util::{json, pb};
use punto_banco::api::{EvAnswer, EvRequest, ReviewRequest, SimulateRequest};
use punto_banco::review::{review, stats, LogFormat, LoggedWager, ReviewSpec, ShoeLog};
use punto_banco::{builtin, Rules};
use rand_chacha::rand_core::RngCore;
use serde_json::Value;

/// The shoe log and bet log (CSV) of `shoes` shoes dealt by `simulate` with `seed`.
fn simulated(decks: u32, shoes: u64, seed: u64, bets: &str, tags: &[&str]) -> (String, String) {
    let req = SimulateRequest {
        shoes,
        decks: Some(decks),
        seed: Some(seed),
        bets: bets.into(),
        tags: tags.iter().map(|t| t.to_string()).collect(),
        ..SimulateRequest::default()
    };
    crate::util::traced_logs(&req)
}

/// The bet log's header and the rows of one player.
fn only(bet_log: &str, player: &str) -> String {
    bet_log
        .lines()
        .enumerate()
        .filter(|(i, l)| *i == 0 || l.split(',').nth(2) == Some(player))
        .map(|(_, l)| format!("{l}\n"))
        .collect()
}

#[test]
fn a_dragon_7_counter_is_flagged_and_its_count_named() {
    // Power: Jacobson's Dragon 7 count at tc>=4 over 5 eight-deck shoes, D = 999, in 20
    // runs of different shoes: flagged (Holm p < 0.01) in at least 17, count named.
    let label = "dragon_7=jacobson@tc>=4";
    let mut flagged = 0;
    let mut named = 0;
    for run in 0..20 {
        let (deals, bets) = simulated(8, 5, 1_000 + run, "dragon_7", &[label]);
        let report = ReviewRequest {
            shoe_log: deals,
            bet_log: only(&bets, label),
            decks: Some(8),
            permutations: 999,
            seed: Some(run),
            ..ReviewRequest::default()
        }
        .run()
        .unwrap();
        let p = &report.players[0];
        assert_eq!(p.player, label);
        flagged += usize::from(p.flagged);
        named += usize::from(
            p.best_count
                .iter()
                .any(|(bet, b)| bet == "dragon_7" && b.tags == "jacobson" && b.trigger == "tc>=4"),
        );
    }
    assert!(flagged >= 17, "flagged in {flagged} of 20 runs");
    assert!(named >= 17, "count named in {named} of 20 runs");
}

#[test]
fn each_bet_of_a_player_with_several_is_tested_and_holm_runs_across_every_test() {
    // The Dragon 7 counter also bets Banco on every fifth coup: its Dragon 7 bets are
    // timed, its Banco bets are not. Each bet gets its own test; a one-bet player's test is
    // counted once.
    let label = "dragon_7=jacobson@tc>=4";
    let (deals, bets) = simulated(8, 5, 1_003, "dragon_7", &[label]);
    let mut log = bets.clone();
    for line in deals.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if let Ok(coup) = f[1].parse::<u32>() {
            if coup % 5 == 0 {
                log.push_str(&format!("{},{coup},{label},banco,10\n", f[0]));
            }
        }
    }
    let report = ReviewRequest {
        shoe_log: deals,
        bet_log: log,
        decks: Some(8),
        permutations: 999,
        seed: Some(3),
        ..ReviewRequest::default()
    }
    .run()
    .unwrap();
    let counter = report.players.iter().find(|p| p.player == label).unwrap();
    let exact = report.players.iter().find(|p| p.player == "exact").unwrap();
    let ids: Vec<&str> = counter.bets.iter().map(|b| b.bet.as_str()).collect();
    assert_eq!(
        ids,
        ["dragon_7", "banco"],
        "in the order of the bets reviewed"
    );
    assert!(counter.bets.iter().all(|b| !b.same_as_player));
    let dragon = &counter.bets[0];
    let banco = &counter.bets[1];
    assert_eq!(
        dragon.wagers,
        bets.lines().filter(|l| l.contains(label)).count()
    );
    assert!(dragon.flagged && dragon.p_value <= 0.002, "{dragon:?}");
    assert!(banco.p_value > 0.01, "{banco:?}");
    // The exact player made one bet: one test, repeated in its bets list.
    assert_eq!(exact.bets.len(), 1);
    assert!(exact.bets[0].same_as_player);
    assert_eq!(exact.bets[0].p_adjusted, exact.p_adjusted);
    // Holm by hand over the family: both players' tests and the counter's two bets.
    let family = [
        counter.p_value,
        counter.bets[0].p_value,
        counter.bets[1].p_value,
        exact.p_value,
    ];
    let adjusted = [
        counter.p_adjusted,
        counter.bets[0].p_adjusted,
        counter.bets[1].p_adjusted,
        exact.p_adjusted,
    ];
    assert_eq!(report.tests(), 4);
    let mut order: Vec<usize> = (0..4).collect();
    order.sort_by(|&a, &b| family[a].total_cmp(&family[b]).then(a.cmp(&b)));
    let mut running = 0f64;
    for (j, &i) in order.iter().enumerate() {
        running = running.max(((4 - j) as f64 * family[i]).min(1.0));
        assert_eq!(adjusted[i], running, "test {i}");
    }
}

#[test]
fn the_investigation_file_in_pdf_and_html_names_the_inputs_and_the_flagged_player() {
    let dir = tempfile::tempdir().unwrap();
    let d = |n: &str| dir.path().join(n).to_string_lossy().into_owned();
    let label = "dragon_7=jacobson@tc>=4";
    let (deals, bets) = simulated(8, 5, 1_003, "dragon_7", &[label]);
    std::fs::write(d("s.csv"), &deals).unwrap();
    std::fs::write(d("b.csv"), only(&bets, label)).unwrap();
    let base = [
        "review",
        "--decks",
        "8",
        "--permutations",
        "999",
        "--shoe-log",
    ];
    for file in ["r.pdf", "r.html"] {
        let out = pb()
            .args(base)
            .args([&d("s.csv"), "--bet-log", &d("b.csv"), "--output", &d(file)])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let sha = |text: &str| {
        use sha2::Digest;
        sha2::Sha256::digest(text.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    };
    let bytes = std::fs::read(d("r.pdf")).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    let text = pdf_extract::extract_text_from_mem(&bytes).unwrap();
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for want in [
        "Investigation: timing of",
        "What was reviewed",
        "Players and bets: the permutation tests",
        "Wagers of the flagged players",
        label,
        &sha(&deals),
        env!("CARGO_PKG_VERSION"),
        "standard",
    ] {
        assert!(flat.contains(want), "the PDF has '{want}': {flat}");
    }
    let html = std::fs::read_to_string(d("r.html")).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<h2>2. Players and bets: the permutation tests</h2>"));
    assert!(
        html.contains("<figure>") && html.contains("<svg"),
        "the plot inline"
    );
    assert!(html.contains("exact EV before each coup"));
    assert!(html.contains(&sha(&deals)));
}

#[test]
fn a_track_session_is_a_shoe_log() {
    // A real `track` session: a burn, two coups, a new shoe, a card seen, one coup; saved.
    let dir = tempfile::tempdir().unwrap();
    let d = |n: &str| dir.path().join(n).to_string_lossy().into_owned();
    let script = format!(
        "burn 9\ncoup\n9 2 K 3\n8 4 Q 2\nnew\nseen\n5\ncoup\n7 9 K 9\nsave {}\n",
        d("session.json")
    );
    let out = pb()
        .args(["track", "--decks", "8"])
        .write_stdin(script)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bets = "shoe,coup,player,bet,stake\n0,2,ann,banco,10\n1,1,ann,punto,5\n";
    std::fs::write(d("b.csv"), bets).unwrap();
    // The same shoes written by hand.
    let shoes =
        "shoe,coup,punto,banco,burn\n0,,,,9\n0,1,9 K,2 3,\n0,2,8 Q,4 2,\n1,,,,5\n1,1,7 K,9 9,\n";
    std::fs::write(d("s.csv"), shoes).unwrap();
    let run = |shoe_log: &str, decks: &[&str]| -> Value {
        json(
            &[
                &["review"][..],
                decks,
                &[
                    "--permutations",
                    "9",
                    "--shoe-log",
                    shoe_log,
                    "--bet-log",
                    &d("b.csv"),
                ],
            ]
            .concat(),
        )
    };
    let from_session = run(&d("session.json"), &[]);
    let by_hand = run(&d("s.csv"), &["--decks", "8"]);
    assert_eq!(from_session["inputs"]["decks"], 8, "the session's decks");
    assert_eq!(from_session["inputs"]["coups"], 3);
    assert_eq!(from_session["wagers"], by_hand["wagers"]);
    assert_eq!(from_session["players"], by_hand["players"]);
    assert_eq!(from_session["wagers"][0]["result"], "-1");
    // A session whose decks differ from --decks: exit 2 naming both.
    let out = pb()
        .args(["review", "--decks", "6", "--shoe-log", &d("session.json")])
        .args(["--bet-log", &d("b.csv")])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the session deals 8 decks"));
}

#[test]
fn a_bettor_at_random_coups_is_flagged_at_the_nominal_rate() {
    // Size: a bettor who picks coups as the null does (4 distinct coups of each shoe,
    // uniformly, one unit on dragon_7 each), 1,000 runs with D = 999: flagged at p < 0.05
    // between 29 and 74 times (binomial 50 ± 3 sd), p-values uniform by Kolmogorov-Smirnov.
    let rules = Rules::preset("standard").unwrap();
    let (deals, _) = simulated(2, 5, 7, "dragon_7", &[]);
    let log = ShoeLog::parse(&deals, LogFormat::Csv, 2, &rules).unwrap();
    let spec = |seed| ReviewSpec {
        rules: rules.clone(),
        bets: vec![builtin("dragon_7", &rules).unwrap()],
        permutations: 999,
        seed,
        alpha: 0.05,
        limits: Default::default(),
        procedure: punto_banco::simulate::Procedure::preset("common").unwrap(),
    };
    let mut rng = stats::test_rng(99, 0);
    let mut p_values = Vec::new();
    for run in 0..1_000u64 {
        let mut wagers = Vec::new();
        for shoe in &log.shoes {
            let n = shoe.coups.len();
            let mut order: Vec<usize> = (0..n).collect();
            for i in 0..4 {
                let j = i + (rng.next_u64() % (n - i) as u64) as usize;
                order.swap(i, j);
                wagers.push(LoggedWager {
                    line: 0,
                    shoe: shoe.shoe,
                    coup: order[i] as u32 + 1,
                    player: "random".into(),
                    bet: "dragon_7".into(),
                    stake: 1_000_000,
                });
            }
        }
        let r = review(&spec(run), &log, &wagers).unwrap();
        p_values.push(r.players[0].test.p_value);
    }
    let flagged = p_values.iter().filter(|&&p| p < 0.05).count();
    assert!((29..=74).contains(&flagged), "flagged {flagged} times");
    // KS against the uniform law of p on {1/1000, ..., 1}: P(p <= j/1000) = j/1000.
    p_values.sort_by(f64::total_cmp);
    let n = p_values.len() as f64;
    let mut d: f64 = 0.0;
    for (i, &p) in p_values.iter().enumerate() {
        let below = p_values.partition_point(|&q| q < p) as f64;
        d = d
            .max((below / n - (p - 0.001)).abs())
            .max(((i + 1) as f64 / n - p).abs());
    }
    assert!(d < 1.358 / n.sqrt(), "KS distance {d}");
}

#[test]
fn every_wager_ev_equals_ev_on_the_shoe_minus_the_cards_logged_before() {
    // Independently: the cards of the earlier coups (and shown burns) from the log's text,
    // removed by `ev --removed`.
    let (deals, bets) = simulated(8, 2, 5, "main,dragon_7,panda_8", &[]);
    let report = ReviewRequest {
        shoe_log: deals.clone(),
        bet_log: bets,
        decks: Some(8),
        permutations: 9,
        ..ReviewRequest::default()
    }
    .run()
    .unwrap();
    assert!(report.wagers.len() > 10, "{} wagers", report.wagers.len());
    let mut seen = std::collections::HashMap::new();
    let mut removed = String::new();
    let mut shoe = String::new();
    for line in deals.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if f[0] != shoe {
            shoe = f[0].to_string();
            removed.clear();
        }
        if !f[1].is_empty() {
            seen.insert((f[0].to_string(), f[1].to_string()), removed.clone());
        }
        for cards in &f[2..] {
            for c in cards.split_whitespace().filter(|c| *c != "?") {
                removed = format!("{removed} {c}");
            }
        }
    }
    for w in report.wagers.iter().step_by(3) {
        let removed = &seen[&(w.shoe.to_string(), w.coup.to_string())];
        let answer = EvRequest {
            decks: Some(8),
            removed: Some(removed.clone()).filter(|r| !r.is_empty()),
            bets: w.bet.as_str().into(),
            ..EvRequest::default()
        }
        .run()
        .unwrap();
        let EvAnswer::Shoe(ev) = answer else {
            panic!("a shoe answer")
        };
        let want = ev.values.bets[0].figures.as_ref().unwrap().ev.to_string();
        assert_eq!(
            w.ev.to_string(),
            want,
            "shoe {} coup {} {}",
            w.shoe,
            w.coup,
            w.bet
        );
    }
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn simulate_writes_logs_that_review_reads_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let d = |n: &str| dir.path().join(n).to_string_lossy().into_owned();
    for (deals, bets) in [("s.csv", "b.csv"), ("s.jsonl", "b.jsonl")] {
        let out = pb()
            .args([
                "simulate", "--decks", "8", "--shoes", "2", "--bets", "dragon_7",
            ])
            .args(["--tags", "dragon_7=jacobson", "--deals", &d(deals)])
            .args(["--bet-log", &d(bets), "--format", "json"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let bets = std::fs::read_to_string(d("b.csv")).unwrap();
    assert!(
        bets.contains(",dragon_7=jacobson@tc>=4,dragon_7,1\n"),
        "{bets}"
    );
    assert!(bets.contains(",exact,dragon_7,1\n"));
    let base = ["review", "--decks", "8", "--permutations", "99"];
    let csv: Value = json(
        &[
            &base[..],
            &["--shoe-log", &d("s.csv"), "--bet-log", &d("b.csv")],
        ]
        .concat(),
    );
    let jsonl: Value = json(
        &[
            &base[..],
            &["--shoe-log", &d("s.jsonl"), "--bet-log", &d("b.jsonl")],
        ]
        .concat(),
    );
    assert_eq!(csv["players"], jsonl["players"]);
    assert_eq!(csv["wagers"], jsonl["wagers"]);
    let p = &csv["players"][0];
    for key in [
        "player",
        "staked",
        "expected",
        "actual",
        "p_value",
        "p_adjusted",
        "flagged",
        "best_count",
    ] {
        assert!(p.get(key).is_some(), "players[0] has {key}: {p}");
    }
    assert!(p["p_value"].is_number());
    let w = &csv["wagers"][0];
    for key in ["shoe", "coup", "player", "bet", "stake", "ev"] {
        assert!(w.get(key).is_some(), "wagers[0] has {key}: {w}");
    }
    assert!(w["ev"].as_str().unwrap().contains('/'));
    // Tabular formats: each table by name in CSV; Markdown holds all three; xlsx.
    for table in ["players", "counts", "wagers"] {
        let out = pb()
            .args(base)
            .args(["--shoe-log", &d("s.csv"), "--bet-log", &d("b.csv")])
            .args(["--format", "csv", "--table", table])
            .output()
            .unwrap();
        assert!(out.status.success(), "{table}");
    }
    let out = pb()
        .args(base)
        .args(["--shoe-log", &d("s.csv"), "--bet-log", &d("b.csv")])
        .args(["--format", "markdown", "--table", "counts"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success() && text.contains("### Counts"),
        "{text}"
    );
    let out = pb()
        .args(base)
        .args(["--shoe-log", &d("s.csv"), "--bet-log", &d("b.csv")])
        .args(["--output", &d("r.xlsx"), "--plot", &d("p.svg")])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::metadata(d("r.xlsx")).unwrap().len() > 1000);
    let svg = std::fs::read_to_string(d("p.svg")).unwrap();
    assert!(svg.contains("<svg") && svg.contains("exact EV before each coup"));
}

#[test]
fn bad_logs_exit_2_naming_the_line_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let shoes = "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,4 5,K 3\n";
    let good_bets = "shoe,coup,player,bet,stake\n0,1,ann,banco,10\n";
    let cases = [
        (
            shoes,
            "shoe,coup,player,bet,stake\n0,1,ann,banco\n",
            "bet log line 2",
        ),
        (
            shoes,
            "shoe,coup,player,bet,stake\n0,1,ann,dragon_8,1\n",
            "unknown bet 'dragon_8'",
        ),
        (
            shoes,
            "shoe,coup,player,bet,stake\n0,3,ann,banco,1\n",
            "has no coup 3",
        ),
        (
            shoes,
            "shoe,coup,player,bet,stake\n1,1,ann,banco,1\n",
            "shoe 1 is not in",
        ),
        (
            shoes,
            "shoe,coup,player,bet,stake\n0,1,ann,banco,-5\n",
            "'-5'",
        ),
        (
            shoes,
            "shoe,coup,player,bet,stake\n0,1,ann,banco,ten\n",
            "'ten'",
        ),
        (
            "shoe,coup,punto,banco\n0,1,2 3,K 7\n",
            good_bets,
            "shoe log line 2",
        ),
        (
            "shoe,coup,punto,banco\n0,1,9 K\n",
            good_bets,
            "shoe log line 2",
        ),
        (
            "{\"shoe\":0,\"coup\":1,\"punto\":\"9 K\",\"banco\":\"2 3\"}\n{oops\n",
            good_bets,
            "shoe log line 2",
        ),
    ];
    for (i, (s, b, why)) in cases.iter().enumerate() {
        let ext = if s.starts_with('{') { "jsonl" } else { "csv" };
        let shoe_log = write(dir.path(), &format!("s{i}.{ext}"), s);
        let bet_log = write(dir.path(), &format!("b{i}.csv"), b);
        let target = dir.path().join(format!("out{i}.json"));
        let out = pb()
            .args([
                "review",
                "--decks",
                "8",
                "--shoe-log",
                &shoe_log,
                "--bet-log",
                &bet_log,
            ])
            .args(["--output", &target.to_string_lossy()])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "case {i}: {err}");
        assert!(
            err.contains(why) && err.lines().count() == 1,
            "case {i}: {err}"
        );
        assert!(!target.exists(), "case {i} wrote its output");
    }
}
