//! The command line end to end: every subcommand in every format, JSON parsed back into
//! strict test-side structs (schema drift fails), published figures, and every kind of bad
//! input giving exit code 2 with a one-line message naming the value.
//!
//! Expected numbers come from `/work/shared/reference/published-figures.md` (sources there),
//! never from the tool's own output.

use assert_cmd::Command;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::io::Write;

fn pb() -> Command {
    Command::cargo_bin("punto-banco").expect("binary built")
}

/// Runs a command that must succeed and returns its stdout.
fn ok(args: &[&str]) -> String {
    let out = pb().args(args).output().expect("runs");
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn json<T: DeserializeOwned>(args: &[&str]) -> T {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    let text = ok(&all);
    assert!(text.ends_with("}\n"), "JSON ends with a newline: {args:?}");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: {e}\n{text}"))
}

/// Asserts exit code 2 and a single stderr line that contains every `needle`.
fn bad(args: &[&str], needles: &[&str]) {
    let out = pb().args(args).output().expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(
        err.lines().count(),
        1,
        "{args:?}: one line expected, got: {err}"
    );
    assert!(err.starts_with("error: "), "{args:?}: {err}");
    for n in needles {
        assert!(err.contains(n), "{args:?}: '{err}' should name {n}");
    }
    assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
}

fn ratio(n: u128, d: u128) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

fn parse_ratio(s: &str) -> BigRational {
    punto_banco::parse_ratio(s).unwrap_or_else(|| panic!("'{s}' is not n/d"))
}

fn temp_file(text: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(".json").tempfile().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    f
}

// ---- test-side schema: every field the documentation promises, nothing else ----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ShoeJson {
    decks: Option<u32>,
    removed: Option<String>,
    cards: u64,
    counts: [u32; 13],
    spec: String,
    suits_known: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesEchoJson {
    name: String,
    definition: punto_banco::RulesFile,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OutcomeJson {
    count: String,
    probability: String,
    decimal: f64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OutcomesJson {
    punto: OutcomeJson,
    banco: OutcomeJson,
    tie: OutcomeJson,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LineJson {
    when: punto_banco::Event,
    pays: String,
    count: String,
    probability: String,
    return_contribution: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OddsBetJson {
    id: String,
    name: String,
    priceable: bool,
    reason: Option<String>,
    lines: Option<Vec<LineJson>>,
    lose_count: Option<String>,
    p_win: Option<String>,
    p_push: Option<String>,
    p_lose: Option<String>,
    ev: Option<String>,
    ev_decimal: Option<f64>,
    house_edge: Option<String>,
    house_edge_percent: Option<f64>,
    variance: Option<String>,
    sd: Option<f64>,
    edge_per_resolved: Option<String>,
    positive: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DetailJson {
    totals: Vec<Vec<String>>,
    cards_dealt: std::collections::BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OddsJson {
    engine: String,
    rules: RulesEchoJson,
    shoe: ShoeJson,
    combinations: String,
    outcomes: OutcomesJson,
    bets: Vec<OddsBetJson>,
    detail: Option<DetailJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct EvBetJson {
    id: String,
    name: String,
    priceable: bool,
    reason: Option<String>,
    ev: Option<String>,
    ev_percent: Option<f64>,
    positive: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct EvJson {
    engine: String,
    rules: RulesEchoJson,
    shoe: ShoeJson,
    combinations: String,
    positive: Vec<String>,
    bets: Vec<EvBetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BatchOkJson {
    line: usize,
    rules: String,
    shoe: ShoeJson,
    combinations: String,
    positive: Vec<String>,
    bets: Vec<EvBetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BatchErrJson {
    line: usize,
    error: String,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum BatchLineJson {
    Ok(Box<BatchOkJson>),
    Err(BatchErrJson),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleOutcomesJson {
    rules: String,
    punto: OutcomeJson,
    banco: OutcomeJson,
    tie: OutcomeJson,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CompareCellJson {
    rules: String,
    priceable: bool,
    reason: Option<String>,
    ev: Option<String>,
    house_edge: Option<String>,
    house_edge_percent: Option<f64>,
    difference: Option<String>,
    difference_percent: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CompareBetJson {
    id: String,
    name: String,
    results: Vec<CompareCellJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CompareJson {
    engine: String,
    shoe: ShoeJson,
    baseline: String,
    rules: Vec<RulesEchoJson>,
    combinations: String,
    outcomes: Vec<RuleOutcomesJson>,
    bets: Vec<CompareBetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetJson {
    name: String,
    description: String,
    notes: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetListJson {
    presets: Vec<PresetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BetsJson {
    bets: Vec<punto_banco::Bet>,
}

// ---- published figures (published-figures.md) ----

/// Banco, Punto, Tie and total counts, standard rules (Wizard of Odds, 1-8 decks).
const MAIN_COUNTS: [(u32, [u128; 4]); 7] = [
    (
        1,
        [6_737_232_640, 6_548_674_432, 1_372_227_328, 14_658_134_400],
    ),
    (
        2,
        [
            501_543_728_128,
            487_816_735_232,
            103_154_274_240,
            1_092_514_737_600,
        ],
    ),
    (
        3,
        [
            6_000_349_195_008,
            5_837_305_562_496,
            1_238_768_922_816,
            13_076_423_680_320,
        ],
    ),
    (
        4,
        [
            34_543_624_867_840,
            33_608_344_225_792,
            7_145_601_996_928,
            75_297_571_090_560,
        ],
    ),
    (
        5,
        [
            133_700_037_548_800,
            130_087_780_016_000,
            27_690_387_926_400,
            291_478_205_491_200,
        ],
    ),
    (
        6,
        [
            403_095_751_234_560,
            392_220_492_728_832,
            83_552_962_932_288,
            878_869_206_895_680,
        ],
    ),
    (
        8,
        [
            2_292_252_566_437_888,
            2_230_518_282_592_256,
            475_627_426_473_216,
            4_998_398_275_503_360,
        ],
    ),
];

/// The EV of the Banco bet (19:20, ties push) from published counts.
fn banco_ev([b, p, _, n]: [u128; 4]) -> BigRational {
    (ratio(19, 20) * ratio(b, 1) - ratio(p, 1)) / ratio(n, 1)
}

// ---- odds ----

#[test]
fn odds_json_reproduces_published_eight_deck_counts() {
    let o: OddsJson = json(&["odds", "--decks", "8", "--bets", "all", "--detail"]);
    let [b, p, t, n] = MAIN_COUNTS[6].1;
    assert_eq!(o.engine, "exact");
    assert_eq!(o.combinations, n.to_string());
    assert_eq!(o.outcomes.banco.count, "2292252566437888");
    assert_eq!(o.outcomes.banco.count, b.to_string());
    assert_eq!(o.outcomes.punto.count, p.to_string());
    assert_eq!(o.outcomes.tie.count, t.to_string());
    assert_eq!(parse_ratio(&o.outcomes.banco.probability), ratio(b, n));
    assert!((o.outcomes.banco.decimal - b as f64 / n as f64).abs() < 1e-15);
    assert_eq!(o.rules.name, "standard");
    assert_eq!(o.shoe.cards, 416);
    assert_eq!(o.shoe.decks, Some(8));
    assert!(o.shoe.suits_known);
    assert_eq!(o.bets.len(), 29);
    let bet = |id: &str| o.bets.iter().find(|x| x.id == id).unwrap();
    assert_eq!(
        parse_ratio(bet("banco").ev.as_ref().unwrap()),
        banco_ev(MAIN_COUNTS[6].1)
    );
    // House edges and SDs as published (Wizard of Odds), rounded as published.
    for (id, edge, sd) in [
        ("banco", "1.0579", Some("0.9274")),
        ("punto", "1.2351", Some("0.9512")),
        ("tie", "14.3596", Some("2.6409")),
        ("dragon_7", "7.6113", Some("6.0849")),
        ("panda_8", "10.1876", None),
        ("dragon_bonus_punto", "2.6517", None),
        ("dragon_bonus_banco", "9.3731", None),
    ] {
        let b = bet(id);
        assert_eq!(
            format!("{:.4}", b.house_edge_percent.unwrap()),
            edge,
            "{id}"
        );
        if let Some(sd) = sd {
            assert_eq!(format!("{:.4}", b.sd.unwrap()), sd, "{id}");
        }
    }
    // Dragon 7 wins on the published 112,633,011,329,024 sequences.
    let d7 = bet("dragon_7");
    assert_eq!(d7.lines.as_ref().unwrap()[0].count, "112633011329024");
    assert_eq!(
        format!("{:.2}", bet("punto_pair").house_edge_percent.unwrap()),
        "10.36"
    );
    // Every field is present for a priceable bet.
    let punto = bet("punto");
    assert!(punto.priceable && punto.reason.is_none() && punto.positive == Some(false));
    assert!(
        punto.lose_count.is_some() && punto.variance.is_some() && punto.edge_per_resolved.is_some()
    );
    let sum = parse_ratio(punto.p_win.as_ref().unwrap())
        + parse_ratio(punto.p_push.as_ref().unwrap())
        + parse_ratio(punto.p_lose.as_ref().unwrap());
    assert_eq!(sum, ratio(1, 1));
    assert!(punto.ev_decimal.unwrap() < 0.0 && !punto.name.is_empty());
    assert_eq!(
        parse_ratio(punto.house_edge.as_ref().unwrap()),
        -parse_ratio(punto.ev.as_ref().unwrap())
    );
    let l = &punto.lines.as_ref().unwrap()[0];
    assert_eq!(l.pays, "1");
    assert_eq!(l.count, p.to_string());
    assert_eq!(parse_ratio(&l.probability), ratio(p, n));
    assert_eq!(parse_ratio(&l.return_contribution), ratio(p, n));
    assert_eq!(l.when.winner, Some(punto_banco::Winner::Punto));
    // Banco wins by final total (excelpunks): Banco on 7 over any lower Punto total.
    let d = o.detail.unwrap();
    let banco_on_7: u128 = (0..7)
        .map(|p| d.totals[p][7].parse::<u128>().unwrap())
        .sum();
    assert_eq!(banco_on_7, 384_279_324_919_808);
    let dealt: u128 = d
        .cards_dealt
        .values()
        .map(|v| v.parse::<u128>().unwrap())
        .sum();
    assert_eq!(dealt, n);
}

#[test]
fn odds_reproduces_published_counts_for_one_to_six_decks() {
    for (decks, [b, p, t, n]) in &MAIN_COUNTS[..6] {
        let o: OddsJson = json(&["odds", "--decks", &decks.to_string()]);
        assert_eq!(o.combinations, n.to_string(), "{decks} decks");
        assert_eq!(o.outcomes.banco.count, b.to_string(), "{decks} decks");
        assert_eq!(o.outcomes.punto.count, p.to_string(), "{decks} decks");
        assert_eq!(o.outcomes.tie.count, t.to_string(), "{decks} decks");
    }
}

#[test]
fn odds_text_formats_show_the_published_figures() {
    let table = ok(&["odds", "--decks", "8"]);
    assert!(table.contains("| 2292252566437888 |"), "{table}");
    assert!(table.contains("4,998,398,275,503,360"), "{table}");
    assert!(
        table.contains("1.0579%") && table.starts_with("Outcomes"),
        "{table}"
    );
    let md = ok(&["odds", "--decks", "8", "--format", "markdown"]);
    assert!(
        md.contains("### Bets") && md.contains("| --- | --- | ---: |"),
        "{md}"
    );
    let csv = ok(&["odds", "--decks", "8", "--format", "csv"]);
    let mut lines = csv.split("\r\n");
    assert_eq!(lines.next(), Some("outcome,count,probability,exact"));
    assert!(
        csv.contains("\r\nbet,id,pays,EV,house edge,SD\r\n"),
        "{csv}"
    );
    assert!(csv.contains("\r\nBanco,2292252566437888,"), "{csv}");
}

#[test]
fn a_thousand_deck_shoe_computes_exactly_without_panic() {
    let o: OddsJson = json(&["odds", "--decks", "1000"]);
    let n: BigUint = (0..6u64).fold(BigUint::from(1u32), |a, i| a * (52_000 - i));
    assert_eq!(o.combinations, n.to_string());
    let sum: BigUint = [&o.outcomes.punto, &o.outcomes.banco, &o.outcomes.tie]
        .iter()
        .map(|x| x.count.parse::<BigUint>().unwrap())
        .sum();
    assert_eq!(sum, n);
    // Beyond u128: 5.2 million cards, the big-integer path.
    let e: EvJson = json(&["ev", "--decks", "100000"]);
    let n: BigUint = (0..6u64).fold(BigUint::from(1u32), |a, i| a * (5_200_000 - i));
    assert!(n.bits() > 128);
    assert_eq!(e.combinations, n.to_string());
    // An infinite-deck Banco edge is about 1.06%.
    let banco = e.bets.iter().find(|b| b.id == "banco").unwrap();
    assert_eq!(format!("{:.2}", banco.ev_percent.unwrap()), "-1.06");
}

// ---- ev ----

#[test]
fn ev_json_of_a_full_shoe_is_the_published_edge() {
    let e: EvJson = json(&["ev", "--decks", "8", "--bets", "main,dragon_7,perfect_pair"]);
    assert_eq!(e.engine, "exact");
    assert_eq!(e.rules.name, "standard");
    assert_eq!(
        e.rules.definition,
        *punto_banco::Rules::preset("standard").unwrap().to_file()
    );
    assert_eq!(e.combinations, MAIN_COUNTS[6].1[3].to_string());
    assert!(e.positive.is_empty());
    let ids: Vec<&str> = e.bets.iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, ["punto", "banco", "tie", "dragon_7", "perfect_pair"]);
    let banco = &e.bets[1];
    assert_eq!(banco.name, "Banco");
    assert!(banco.priceable && banco.reason.is_none() && banco.positive == Some(false));
    assert_eq!(
        parse_ratio(banco.ev.as_ref().unwrap()),
        banco_ev(MAIN_COUNTS[6].1)
    );
    assert_eq!(format!("{:.4}", banco.ev_percent.unwrap()), "-1.0579");
    assert_eq!(format!("{:.4}", e.bets[3].ev_percent.unwrap()), "-7.6113");
    // Perfect Pair with a full (suited) shoe: published edge 13.03%.
    assert_eq!(format!("{:.2}", e.bets[4].ev_percent.unwrap()), "-13.03");
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
        err.contains("2 batch line(s)") && err.contains("line 4"),
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
    assert_eq!(okl(0).combinations, MAIN_COUNTS[6].1[3].to_string());
    assert_eq!(
        parse_ratio(okl(0).bets[1].ev.as_ref().unwrap()),
        banco_ev(MAIN_COUNTS[6].1)
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
    assert_eq!(okl(5).combinations, MAIN_COUNTS[0].1[3].to_string());
    assert_eq!(
        parse_ratio(okl(5).bets[1].ev.as_ref().unwrap()),
        banco_ev(MAIN_COUNTS[0].1)
    );
}

#[test]
fn ev_batch_of_good_lines_exits_zero_with_one_compact_line_each() {
    let input: String = MAIN_COUNTS
        .iter()
        .map(|(d, _)| format!("{{\"decks\": {d}}}\n"))
        .collect();
    let out = ok_stdin(&["ev", "--batch", "--bets", "banco"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), MAIN_COUNTS.len());
    for (line, (decks, counts)) in lines.iter().zip(MAIN_COUNTS) {
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
fn ev_batch_refuses_shoe_flags_and_text_formats() {
    bad(&["ev", "--batch", "--decks", "8"], &["--batch", "--decks"]);
    bad(&["ev", "--batch", "--format", "csv"], &["csv", "--batch"]);
}

// ---- rules ----

/// The tableau rows of sheet 003 (Banco 3-6 against Punto's third card 0-9, then Refus).
const SHEET_003: [(&str, &str); 4] = [
    ("3", "T T T T T T T T R T T"),
    ("4", "R R T T T T T T R R T"),
    ("5", "R R R R T T T T R R T"),
    ("6", "R R R R R R T T R R R"),
];

fn cells(line: &str) -> String {
    line.split(['|', ','])
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn rules_prints_the_sheet_003_tableau_in_every_text_format() {
    for format in ["table", "markdown", "csv"] {
        let out = ok(&["rules", "standard", "--format", format]);
        for (total, row) in SHEET_003 {
            let want = format!("{total} {row}");
            assert!(
                out.lines().any(|l| cells(l) == want),
                "{format}: no row '{want}' in\n{out}"
            );
        }
        assert!(out.contains("Refus"), "{format}");
        assert!(
            out.contains("19:20") && out.contains("8:1") && out.contains("5%"),
            "{format}"
        );
        assert!(
            out.contains("Punto draws on") && out.contains("0-5"),
            "{format}"
        );
        assert!(out.contains("push"), "{format}: tie handling");
    }
}

#[test]
fn midi_shows_its_punto_rule_and_assumed_tableau_everywhere() {
    for format in ["table", "markdown", "csv", "json"] {
        let out = ok(&["rules", "midi", "--format", format]);
        assert!(out.contains("standard tableau"), "{format}: {out}");
    }
    let out = ok(&["rules", "midi"]);
    assert!(
        out.lines().any(|l| cells(l) == "Punto T T T T T R R R N N"),
        "{out}"
    );
    let ez = ok(&["rules", "ez"]);
    assert!(
        ez.contains("Banco wins, Banco total 7, Banco 3 cards: push"),
        "{ez}"
    );
    assert!(ez.contains("no commission"), "{ez}");
}

#[test]
fn rules_json_is_the_rules_file_and_round_trips_through_rules_flag() {
    let text = ok(&["rules", "standard", "--format", "json"]);
    let file: punto_banco::RulesFile = serde_json::from_str(&text).unwrap();
    assert_eq!(
        &file,
        punto_banco::Rules::preset("standard").unwrap().to_file()
    );
    let f = temp_file(&text);
    let path = f.path().to_str().unwrap();
    let o: OddsJson = json(&["odds", "--decks", "8", "--rules", path]);
    assert_eq!(o.outcomes.banco.count, MAIN_COUNTS[6].1[0].to_string());
    assert_eq!(o.rules.definition, file);
    // Edit: Égalité pays 9 to 1 (published edge 4.8440%, 8 decks).
    let edited = text.replace("\"tie_pays\": \"8\"", "\"tie_pays\": \"9\"");
    assert_ne!(edited, text);
    let f = temp_file(&edited);
    let o: OddsJson = json(&[
        "odds",
        "--decks",
        "8",
        "--rules",
        f.path().to_str().unwrap(),
    ]);
    let tie = o.bets.iter().find(|b| b.id == "tie").unwrap();
    assert_eq!(format!("{:.4}", tie.house_edge_percent.unwrap()), "4.8440");
    // A file also prints as a rule set.
    let shown = ok(&["rules", f.path().to_str().unwrap()]);
    assert!(shown.contains("9:1"), "{shown}");
}

#[test]
fn rules_list_names_every_preset_in_every_format() {
    let l: PresetListJson = json(&["rules", "--list"]);
    let names: Vec<&str> = l.presets.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, punto_banco::PRESETS);
    assert!(l.presets.iter().all(|p| !p.description.is_empty()));
    assert!(l.presets[1].notes[0].contains("standard tableau"));
    let bare = ok(&["rules"]);
    for format in ["table", "markdown", "csv"] {
        let out = ok(&["rules", "--list", "--format", format]);
        for p in punto_banco::PRESETS {
            assert!(out.contains(p), "{format}: {p}");
        }
        if format == "table" {
            assert_eq!(out, bare);
        }
    }
    assert!(ok(&["rules", "--list", "--format", "csv"]).starts_with("name,description,notes\r\n"));
}

// ---- compare ----

#[test]
fn compare_reproduces_published_variant_edges_with_differences() {
    let c: CompareJson = json(&[
        "compare",
        "--decks",
        "8",
        "--rules",
        "standard,tie-9,commission-4,ez,super-6,gold",
        "--bets",
        "main",
    ]);
    assert_eq!(c.engine, "exact");
    assert_eq!(c.baseline, "standard");
    assert_eq!(c.shoe.cards, 416);
    assert_eq!(c.combinations, MAIN_COUNTS[6].1[3].to_string());
    let names: Vec<&str> = c.rules.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(
        names,
        ["standard", "tie-9", "commission-4", "ez", "super-6", "gold"]
    );
    let edge = |bet: &str, rules: &str| {
        let b = c.bets.iter().find(|b| b.id == bet).unwrap();
        let cell = b.results.iter().find(|r| r.rules == rules).unwrap();
        assert!(cell.priceable && cell.reason.is_none() && !b.name.is_empty());
        cell
    };
    for (bet, rules, published) in [
        ("tie", "tie-9", "4.8440"),
        ("banco", "commission-4", "0.5993"),
        ("banco", "ez", "1.0183"),
        ("banco", "super-6", "1.4581"),
        ("banco", "standard", "1.0579"),
    ] {
        let cell = edge(bet, rules);
        assert_eq!(
            format!("{:.4}", cell.house_edge_percent.unwrap()),
            published,
            "{bet} {rules}"
        );
        assert_eq!(
            parse_ratio(cell.ev.as_ref().unwrap()),
            -parse_ratio(cell.house_edge.as_ref().unwrap())
        );
    }
    // Differences are against the first rule set, exactly.
    let base = parse_ratio(edge("banco", "standard").house_edge.as_ref().unwrap());
    assert!(edge("banco", "standard").difference.is_none());
    let ez = edge("banco", "ez");
    assert_eq!(
        parse_ratio(ez.difference.as_ref().unwrap()),
        parse_ratio(ez.house_edge.as_ref().unwrap()) - base
    );
    assert_eq!(format!("{:.4}", ez.difference_percent.unwrap()), "-0.0396");
    assert_eq!(edge("punto", "tie-9").difference.as_deref(), Some("0"));
    // Baccarat Gold: the published exact counts (a configurable tableau).
    let gold = c.outcomes.iter().find(|o| o.rules == "gold").unwrap();
    assert_eq!(gold.punto.count, "2232878486302976");
    assert_eq!(gold.banco.count, "2290212297375744");
    assert_eq!(gold.tie.count, "475307491824640");
    assert_eq!(
        parse_ratio(&gold.tie.probability),
        ratio(475_307_491_824_640, MAIN_COUNTS[6].1[3])
    );
    assert!(gold.tie.decimal > 0.09);
}

#[test]
fn compare_text_formats_show_every_rule_set_and_the_midi_note() {
    let args = ["compare", "--decks", "8", "--rules", "standard,midi,ez"];
    let table = ok(&args);
    assert!(
        table.contains("midi Δ") && table.contains("ez Δ") && table.contains("1.0183%"),
        "{table}"
    );
    assert!(table.contains("midi: Sheet 000"), "{table}");
    let md = ok(&[&args[..], &["--format", "markdown"]].concat());
    assert!(
        md.contains("| bet | id | standard edge | midi edge | midi Δ | ez edge | ez Δ |"),
        "{md}"
    );
    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    assert!(
        csv.starts_with("rules,Punto,Banco,Égalité (tie)\r\n"),
        "{csv}"
    );
    assert!(
        csv.contains("\r\nbet,id,standard edge,midi edge,midi Δ,ez edge,ez Δ\r\n"),
        "{csv}"
    );
    // Without --rules, every preset.
    let all: CompareJson = json(&["compare", "--decks", "8", "--bets", "banco"]);
    assert_eq!(all.rules.len(), punto_banco::PRESETS.len());
}

#[test]
fn odds_with_a_rules_list_points_to_compare() {
    bad(
        &["odds", "--rules", "standard,midi"],
        &["'standard,midi'", "compare"],
    );
    bad(
        &["compare", "--rules", "standard,standard"],
        &["'standard'", "twice"],
    );
}

// ---- bets ----

#[test]
fn bets_lists_every_builtin_id_and_its_json_reloads() {
    let b: BetsJson = json(&["bets"]);
    let ids: Vec<&str> = b.bets.iter().map(|x| x.id.as_str()).collect();
    assert_eq!(ids, punto_banco::builtin_ids());
    let d7 = b.bets.iter().find(|x| x.id == "dragon_7").unwrap();
    assert_eq!(punto_banco::report::fmt::pays(&d7.lines[0].pays), "40:1");
    let table = ok(&["bets"]);
    for id in punto_banco::builtin_ids() {
        assert!(table.contains(id), "{id}");
    }
    assert!(
        table.contains("Banco wins, Banco total 7, Banco 3 cards"),
        "{table}"
    );
    assert!(
        table.contains("Punto wins, margin 9, not on a natural"),
        "{table}"
    );
    let md = ok(&["bets", "--format", "markdown"]);
    assert!(md.contains("| id | name | line | when | pays |"), "{md}");
    let csv = ok(&["bets", "--bets", "big", "--format", "csv"]);
    assert_eq!(csv, "id,name,line,when,pays\r\nbig,Big,1,5 or 6 cards dealt,27:50\r\nbig,Big,-,anything else,loses\r\n");
    // The JSON is the --bets-file format: reload it and price it.
    let text = ok(&["bets", "--bets", "lucky_6", "--format", "json"]);
    assert_eq!(punto_banco::bets::bets_from_json(&text).unwrap().len(), 1);
    // Lucky 6 at 23:1 for three cards: published edge 11.70% (Wizard of Odds).
    let f = temp_file(&text.replace("\"20\"", "\"23\""));
    let o: OddsJson = json(&[
        "odds",
        "--decks",
        "8",
        "--bets",
        "lucky_6",
        "--bets-file",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!(
        o.bets.len(),
        1,
        "the file's lucky_6 replaces the built-in one"
    );
    assert_eq!(
        format!("{:.2}", o.bets[0].house_edge_percent.unwrap()),
        "11.70"
    );
    // Main bets follow the rules.
    let ez: BetsJson = json(&["bets", "--bets", "banco", "--rules", "ez"]);
    assert_eq!(ez.bets[0].lines.len(), 3);
}

#[test]
fn bets_file_alone_lists_only_its_bets() {
    let f = temp_file(
        r#"{"bets": [{"id": "big_tie", "name": "Tie on 9", "lines": [{"when": {"winner": "tie", "punto_total": 9}, "pays": 80}]}]}"#,
    );
    let b: BetsJson = json(&["bets", "--bets-file", f.path().to_str().unwrap()]);
    assert_eq!(b.bets.len(), 1);
    let out = ok(&["bets", "--bets-file", f.path().to_str().unwrap()]);
    assert!(out.contains("Égalité (tie), Punto total 9"), "{out}");
    // Égalité on 9 pays 80: 55,146,054,060,032 combinations (Wizard of Odds).
    let o: OddsJson = json(&[
        "odds",
        "--decks",
        "8",
        "--bets",
        "tie",
        "--bets-file",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!(o.bets[1].lines.as_ref().unwrap()[0].count, "55146054060032");
}

// ---- formats everywhere ----

#[test]
fn every_subcommand_renders_every_format() {
    let commands: [&[&str]; 7] = [
        &["odds", "--decks", "2"],
        &["ev", "--decks", "2"],
        &["rules", "gold"],
        &["rules", "--list"],
        &["compare", "--decks", "2", "--rules", "standard,gold"],
        &["bets", "--bets", "main"],
        &["odds", "--decks", "2", "--detail", "--bets", "all"],
    ];
    for cmd in commands {
        for format in ["table", "json", "csv", "markdown"] {
            let out = ok(&[cmd, &["--format", format]].concat());
            match format {
                "table" => assert!(out.contains("+--") && out.contains("| "), "{cmd:?}\n{out}"),
                "json" => {
                    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
                    assert!(v.is_object(), "{cmd:?}");
                }
                "csv" => assert!(out.lines().all(|l| !l.starts_with('+')) && out.contains("\r\n")),
                _ => assert!(
                    out.contains("| --- |") || out.contains("| --- | ---:"),
                    "{cmd:?}\n{out}"
                ),
            }
        }
        bad(&[cmd, &["--format", "html"]].concat(), &["html"]);
    }
}

// ---- bad input: exit 2, one line, the value named ----

const FULL_8: &str = "A=32,2=32,3=32,4=32,5=32,6=32,7=32,8=32,9=32,10=32,J=32,Q=32,K=32";

#[test]
fn bad_shoes_are_refused_with_the_value_named() {
    for cmd in ["odds", "ev", "compare"] {
        bad(&[cmd, "--removed", "5 X"], &["'X'"]);
        bad(&[cmd, "--removed", "5h 0h"], &["'0h'"]);
        bad(
            &[cmd, "--decks", "1", "--removed", "7 7 7 7 7"],
            &["7", "none left"],
        );
        bad(
            &[cmd, "--decks", "1", "--removed", "Kh Kh"],
            &["Kh", "none left"],
        );
        bad(
            &[
                cmd,
                "--shoe",
                "A=1,2=1,3=1,4=1,5=1,6=0,7=0,8=0,9=0,10=0,J=0,Q=0,K=0",
            ],
            &["5 cards", "at least 6"],
        );
        bad(
            &[
                cmd,
                "--shoe",
                &FULL_8.replace("A=32", "A=0"),
                "--removed",
                "A",
            ],
            &["an A", "none left"],
        );
        bad(&[cmd, "--decks", "0"], &["'0'"]);
        bad(&[cmd, "--decks", "-1"], &["'-1'"]);
        bad(&[cmd, "--decks", "abc"], &["'abc'"]);
        bad(&[cmd, "--decks", "99999999999"], &["'99999999999'"]);
        bad(&[cmd, "--shoe", "A=24,2"], &["'2'", "RANK=COUNT"]);
        bad(&[cmd, "--shoe", "A=x"], &["'x'"]);
        bad(&[cmd, "--shoe", "Z=3"], &["'Z'"]);
        bad(&[cmd, "--shoe", "A=1,2=1"], &["missing rank(s) 3"]);
        bad(
            &[cmd, "--shoe", FULL_8, "--decks", "8"],
            &["--shoe", "--decks"],
        );
        bad(&[cmd, "--format", "xml"], &["'xml'", "json"]);
    }
}

fn standard_file_with(edit: impl FnOnce(&mut serde_json::Value)) -> tempfile::NamedTempFile {
    let mut v =
        serde_json::to_value(punto_banco::Rules::preset("standard").unwrap().to_file()).unwrap();
    edit(&mut v);
    temp_file(&v.to_string())
}

#[test]
fn bad_rules_are_refused_naming_field_and_value() {
    let cases: Vec<(tempfile::NamedTempFile, Vec<&str>)> = vec![
        (
            standard_file_with(|v| {
                v["banco_tableau"].as_object_mut().unwrap().remove("4");
            }),
            vec!["banco_tableau", "row for Banco total 4"],
        ),
        (
            standard_file_with(|v| v["banco_tableau"]["5"] = "RRRRXTTTRRT".into()),
            vec!["banco_tableau row 5", "'X'", "T (draw) or R (stand)"],
        ),
        (
            standard_file_with(|v| v["tie_pays"] = "-8".into()),
            vec!["tie_pays", "-8"],
        ),
        (
            standard_file_with(|v| v["punto_pays"] = "-1".into()),
            vec!["punto_pays", "-1"],
        ),
        (
            standard_file_with(|v| v["banco_commission"] = "1".into()),
            vec!["banco_commission", "1"],
        ),
        (
            standard_file_with(|v| v["banco_commission"] = "1.5".into()),
            vec!["banco_commission", "3/2"],
        ),
        (
            standard_file_with(|v| v["house_rule"] = 1.into()),
            vec!["house_rule"],
        ),
        (
            standard_file_with(|v| v["punto_draws"] = serde_json::json!([0, 10])),
            vec!["punto_draws", "10"],
        ),
        (
            standard_file_with(|v| {
                v["banco_special"] =
                    serde_json::json!([{"when": {"winner": "banco"}, "pays": "-1"}])
            }),
            vec!["banco_special", "-1"],
        ),
    ];
    for (file, needles) in &cases {
        let path = file.path().to_str().unwrap();
        for cmd in ["odds", "ev", "rules"] {
            let args: Vec<&str> = if cmd == "rules" {
                vec![cmd, path]
            } else {
                vec![cmd, "--rules", path]
            };
            bad(&args, needles);
        }
        bad(
            &["compare", "--rules", &format!("standard,{path}")],
            needles,
        );
    }
    let broken = temp_file("{\"name\": ");
    bad(
        &["odds", "--rules", broken.path().to_str().unwrap()],
        &["bad rules file"],
    );
    bad(
        &["odds", "--rules", "/no/such/rules.json"],
        &["/no/such/rules.json"],
    );
    for cmd in [
        &["odds", "--rules", "vegas"][..],
        &["rules", "vegas"],
        &["compare", "--rules", "standard,vegas"],
    ] {
        bad(cmd, &["'vegas'", "standard, midi"]);
    }
}

#[test]
fn bad_bets_are_refused_naming_the_value() {
    for cmd in ["odds", "ev", "bets", "compare"] {
        bad(
            &[cmd, "--bets", "main,dragon_8"],
            &["'dragon_8'", "dragon_7"],
        );
        bad(&[cmd, "--bets", ","], &["--bets is empty"]);
    }
    let bet = |pays: &str, when: &str| {
        temp_file(&format!(
            r#"{{"id": "x", "name": "X", "lines": [{{"when": {when}, "pays": {pays}}}]}}"#
        ))
    };
    let cases = [
        (bet("\"-2\"", "{}"), vec!["x", "-2"]),
        (bet("-2", "{}"), vec!["-2"]),
        (bet("\"lots\"", "{}"), vec!["'lots'"]),
        (
            bet("\"1\"", r#"{"banco_colour": "red"}"#),
            vec!["banco_colour"],
        ),
        (
            bet("\"1\"", r#"{"banco_total": 12}"#),
            vec!["banco_total", "12"],
        ),
        (bet("\"1\"", r#"{"winner": "dealer"}"#), vec!["dealer"]),
        (temp_file("[1, 2"), vec!["bad bets file"]),
    ];
    for (file, needles) in &cases {
        let path = file.path().to_str().unwrap();
        for cmd in ["odds", "ev", "bets"] {
            bad(&[cmd, "--bets-file", path], needles);
        }
    }
    let twice = temp_file(
        r#"{"bets": [{"id": "x", "name": "X", "lines": [{"when": {}, "pays": "1"}]}, {"id": "x", "name": "Y", "lines": [{"when": {}, "pays": "1"}]}]}"#,
    );
    bad(
        &["odds", "--bets-file", twice.path().to_str().unwrap()],
        &["'x'", "twice"],
    );
}

#[test]
fn usage_errors_are_one_line_and_exit_two() {
    bad(&["odds", "--frobnicate"], &["--frobnicate"]);
    bad(&["nonsense"], &["nonsense"]);
    bad(&["rules", "standard", "--list"], &["--list"]);
}

#[test]
fn help_teaches_with_a_worked_example() {
    for cmd in ["odds", "ev", "rules", "compare", "bets"] {
        let help = ok(&[cmd, "--help"]);
        let first = help.lines().next().unwrap();
        assert!(first.ends_with('.') && first.len() < 100, "{cmd}: {first}");
        assert!(
            help.contains(&format!("punto-banco {cmd}")),
            "{cmd} help has an example"
        );
    }
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
    assert_eq!(r.combinations, MAIN_COUNTS[6].1[3].to_string());
}
