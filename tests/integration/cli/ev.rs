//! `ev`: published edges, +EV marking against a brute force, removed cards, and `--batch`.

use super::schema::*;
use super::*;

#[test]
fn ev_json_of_a_full_shoe_is_the_published_edge() {
    let e: EvJson = json(&["ev", "--decks", "8", "--bets", "main,dragon_7,perfect_pair"]);
    assert_eq!(e.engine, "exact");
    assert_eq!(e.rules.name, "standard");
    assert_eq!(
        e.rules.definition,
        *punto_banco::Rules::preset("standard").unwrap().to_file()
    );
    assert_eq!(e.combinations, main_counts(8)[3].to_string());
    assert!(e.positive.is_empty());
    let ids: Vec<&str> = e.bets.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, ["punto", "banco", "tie", "dragon_7", "perfect_pair"]);
    let banco = &e.bets[1];
    assert_eq!(banco.name, "Banco");
    assert!(banco.priceable && banco.reason.is_none() && banco.positive == Some(false));
    assert_eq!(
        parse_ratio(banco.ev.as_ref().unwrap()),
        banco_ev(main_counts(8))
    );
    let minus = |id: &str| format!("-{}", published(id));
    assert_eq!(
        format!("{:.4}", banco.ev_percent.unwrap()),
        minus("edge-8d-banco")
    );
    assert_eq!(
        format!("{:.4}", e.bets[3].ev_percent.unwrap()),
        minus("dragon7-edge")
    );
    // Perfect Pair with a full (suited) shoe: the published edge.
    assert_eq!(
        format!("{:.2}", e.bets[4].ev_percent.unwrap()),
        minus("perfect-pair-v1-edge")
    );
    assert_eq!(e.shoe.counts, [32; 13]);
}

#[test]
fn ev_marks_positive_bets_and_reports_unpriceable_ones() {
    // Eight cards: four 9s and four 10s. Égalité and Small come out ahead.
    let shoe = "A=0,2=0,3=0,4=0,5=0,6=0,7=0,8=0,9=4,10=4,J=0,Q=0,K=0";
    let e: EvJson = json(&["ev", "--shoe", shoe, "--bets", "main,small,perfect_pair"]);
    assert_eq!(e.shoe.decks, None);
    assert_eq!(e.shoe.spec, shoe);
    assert!(!e.shoe.suits_known);
    assert_eq!(e.positive, ["tie", "small"]);
    let pp = e.bets.iter().find(|b| b.id == "perfect_pair").unwrap();
    assert!(!pp.priceable && pp.ev.is_none() && pp.reason.as_ref().unwrap().contains("suit"));
    // An independent brute force over every ordered six-card deal of the eight cards.
    let cards = [9u8, 9, 9, 9, 0, 0, 0, 0];
    let (mut n, mut ties, mut four) = (0i64, 0i64, 0i64);
    for_each_deal(&cards, &mut Vec::new(), &mut |deal| {
        let (p, b, used) = coup_by_sheet_003(deal);
        n += 1;
        ties += i64::from(p == b);
        four += i64::from(used == 4);
    });
    let ev = |id: &str| {
        parse_ratio(
            e.bets
                .iter()
                .find(|b| b.id == id)
                .unwrap()
                .ev
                .as_ref()
                .unwrap(),
        )
    };
    let r = |a: i64, b: i64| BigRational::new(a.into(), b.into());
    assert_eq!(ev("tie"), r(8 * ties - (n - ties), n));
    assert_eq!(ev("small"), r(3 * four - 2 * (n - four), 2 * n));
    let table = ok(&["ev", "--shoe", shoe, "--bets", "main,small"]);
    assert!(
        table.contains("+EV") && table.contains("Positive expected value (+EV): tie, small"),
        "{table}"
    );
    let md = ok(&["ev", "--shoe", shoe, "--format", "markdown"]);
    assert!(md.contains("| +EV |"), "{md}");
    let csv = ok(&["ev", "--shoe", shoe, "--format", "csv"]);
    assert!(
        csv.starts_with("bet,id,pays,EV %,EV exact,+EV\r\n"),
        "{csv}"
    );
    assert!(
        csv.contains(",tie,8:1,") && csv.contains(",+EV\r\n"),
        "{csv}"
    );
}

#[test]
fn ev_text_formats_and_removed_cards_echo() {
    let args = ["ev", "--decks", "8", "--removed", "5 5 6 K 9 9 2"];
    let table = ok(&args);
    assert!(
        table.contains("409 cards left") && table.contains("No bet has a positive"),
        "{table}"
    );
    let e: EvJson = json(&args);
    assert_eq!(e.shoe.removed.as_deref(), Some("5 5 6 K 9 9 2"));
    assert_eq!(e.shoe.cards, 409);
    assert!(!e.shoe.suits_known);
}

#[test]
fn ev_batch_answers_every_line_in_order_with_errors_in_place() {
    let input = "{\"decks\": 8}\n\n{\"decks\": 8, \"removed\": \"5 5 Q\"}\n{\"decks\": 0}\nnonsense\n\
                 {\"shoe\": \"A=32,2=32,3=32,4=32,5=32,6=32,7=32,8=32,9=32,10=32,J=32,Q=32,K=32\"}\n\
                 {\"decks\": 1}\n";
    let out = pb()
        .args(["ev", "--batch"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("2 batch lines") && err.contains("line 4"),
        "{err}"
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<BatchLineJson> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines.len(), 6, "blank line skipped");
    let okl = |i: usize| match &lines[i] {
        BatchLineJson::Ok(r) => r,
        BatchLineJson::Err(e) => panic!("line {i}: {e:?}"),
    };
    let errl = |i: usize| match &lines[i] {
        BatchLineJson::Err(e) => e,
        BatchLineJson::Ok(r) => panic!("line {i} should fail: {r:?}"),
    };
    assert_eq!(okl(0).line, 1);
    assert_eq!(okl(0).rules, "standard");
    assert_eq!(okl(0).combinations, main_counts(8)[3].to_string());
    assert_eq!(
        parse_ratio(okl(0).bets[1].ev.as_ref().unwrap()),
        banco_ev(main_counts(8))
    );
    assert!(okl(0).positive.is_empty());
    assert_eq!((okl(1).line, okl(1).shoe.cards), (3, 413));
    assert_eq!((errl(2).line, errl(3).line), (4, 5));
    assert!(
        errl(2).error.contains("decks must be at least 1, got 0"),
        "{}",
        errl(2).error
    );
    assert!(errl(3).error.contains("not a shoe"), "{}", errl(3).error);
    // Explicit counts of 8 full decks give the same numbers as --decks 8.
    assert_eq!(okl(4).line, 6);
    assert_eq!(okl(4).bets[1].ev, okl(0).bets[1].ev);
    assert_eq!(okl(4).shoe.decks, None);
    assert_eq!(okl(5).combinations, main_counts(1)[3].to_string());
    assert_eq!(
        parse_ratio(okl(5).bets[1].ev.as_ref().unwrap()),
        banco_ev(main_counts(1))
    );
}

#[test]
fn ev_batch_of_good_lines_exits_zero_with_one_compact_line_each() {
    let input: String = PUBLISHED_DECKS
        .iter()
        .map(|d| format!("{{\"decks\": {d}}}\n"))
        .collect();
    let out = ok_stdin(&["ev", "--batch", "--bets", "banco"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), PUBLISHED_DECKS.len());
    for (line, decks) in lines.iter().zip(PUBLISHED_DECKS) {
        let counts = main_counts(decks);
        assert!(
            !line.contains('\n') && !line.contains("  "),
            "compact: {line}"
        );
        let r: BatchOkJson = serde_json::from_str(line).unwrap();
        assert_eq!(r.shoe.decks, Some(decks));
        assert_eq!(
            parse_ratio(r.bets[0].ev.as_ref().unwrap()),
            banco_ev(counts),
            "{decks}"
        );
    }
}

#[test]
fn ev_batch_refuses_shoe_flags_and_text_formats() {
    bad(&["ev", "--batch", "--decks", "8"], &["--batch", "--decks"]);
    bad(&["ev", "--batch", "--format", "csv"], &["csv", "--batch"]);
}

#[test]
fn ev_batch_answers_each_line_before_stdin_closes() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("punto-banco"))
        .args(["ev", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut first = String::new();
        BufReader::new(stdout).read_line(&mut first).unwrap();
        tx.send(first).unwrap();
    });
    stdin.write_all(b"{\"decks\": 8}\n").unwrap();
    stdin.flush().unwrap();
    // stdin stays open: the answer must come anyway.
    let first = rx.recv_timeout(std::time::Duration::from_secs(20));
    drop(stdin);
    child.wait().unwrap();
    let first = first.expect("an answer while stdin is still open");
    let r: BatchOkJson = serde_json::from_str(&first).unwrap();
    assert_eq!(r.combinations, main_counts(8)[3].to_string());
}

/// Calls `f` with every ordered sequence of six distinct cards of `cards`.
fn for_each_deal(cards: &[u8], deal: &mut Vec<usize>, f: &mut dyn FnMut(&[u8])) {
    if deal.len() == 6 {
        let values: Vec<u8> = deal.iter().map(|&i| cards[i]).collect();
        return f(&values);
    }
    for i in 0..cards.len() {
        if !deal.contains(&i) {
            deal.push(i);
            for_each_deal(cards, deal, f);
            deal.pop();
        }
    }
}

/// One coup by the French sheet 003 (Punto draws on 0-5, its tableau), written out by hand:
/// final Punto total, final Banco total, cards used.
fn coup_by_sheet_003(c: &[u8]) -> (u8, u8, usize) {
    let (mut p, mut b) = ((c[0] + c[2]) % 10, (c[1] + c[3]) % 10);
    if p >= 8 || b >= 8 {
        return (p, b, 4);
    }
    let mut next = 4;
    let mut third = None;
    if p <= 5 {
        third = Some(c[next]);
        p = (p + c[next]) % 10;
        next += 1;
    }
    let banco_draws = match third {
        None => b <= 5,
        Some(x) => match b {
            0..=2 => true,
            3 => x != 8,
            4 => (2..=7).contains(&x),
            5 => (4..=7).contains(&x),
            6 => (6..=7).contains(&x),
            _ => false,
        },
    };
    if banco_draws {
        b = (b + c[next]) % 10;
        next += 1;
    }
    (p, b, next)
}

fn ok_stdin(args: &[&str], input: &str) -> String {
    let out = pb().args(args).write_stdin(input).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn removed_may_be_repeated_and_the_lists_add_up() {
    let once: serde_json::Value = json(&["ev", "--decks", "1", "--removed", "5 5 K"]);
    let twice: serde_json::Value =
        json(&["ev", "--decks", "1", "--removed", "5 5", "--removed", "K"]);
    assert_eq!(once, twice);
    assert_eq!(twice["shoe"]["removed"], "5 5 K");
}

#[test]
fn batch_lines_take_rules_bets_and_exposed_cards() {
    let input = concat!(
        "{\"decks\": 1, \"rules\": \"ez\", \"bets\": \"banco\"}\n",
        "{\"decks\": 1, \"punto\": \"5 K\", \"banco\": \"3\"}\n",
        "{\"decks\": 1, \"rules\": \"vegas\"}\n",
    );
    let out = pb()
        .args(["ev", "--batch"])
        .write_stdin(input)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["rules"], "ez");
    assert_eq!(lines[0]["bets"].as_array().unwrap().len(), 1);
    // The coup in play is what `ev --punto .. --banco ..` answers, with the line number.
    let mut single: serde_json::Value =
        json(&["ev", "--decks", "1", "--punto", "5 K", "--banco", "3"]);
    single["line"] = 2.into();
    assert_eq!(lines[1], single);
    assert_eq!(lines[2]["line"], 3);
    assert!(lines[2]["error"].as_str().unwrap().contains("vegas"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the first is line 3"), "{err}");
}

#[test]
fn mid_coup_table_shows_ev_in_percent_and_reasons_as_ev_does_but_no_plus_ev_mark() {
    let text = ok(&[
        "ev",
        "--decks",
        "1",
        "--removed",
        "Kh",
        "--punto",
        "5 K",
        "--banco",
        "3",
        "--bets",
        "main,dragon_7,perfect_pair",
    ]);
    assert!(text.contains("EV % |"), "{text}");
    assert!(text.contains("+9.4689% |"), "EV in percent: {text}");
    // Bets are closed while a coup is in play: no +EV mark, no +EV note (issue 38).
    assert!(!text.contains("+EV"), "{text}");
    assert!(
        text.contains("Bets are closed while a coup is in play"),
        "{text}"
    );
    assert!(text.contains("perfect_pair not priceable: "), "{text}");
}
