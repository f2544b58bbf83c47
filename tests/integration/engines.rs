//! An independent, deliberately simple brute force, and exact agreement with the engine.
//!
//! The brute force deals every ordered sequence of six distinct physical cards (rank and
//! suit) from a tiny shoe, plays the coup card by card, asking the rule set only
//! `is_natural`, `punto_draws` and `banco_draws`, and tallies what happened. A sequence
//! is one equally likely outcome, so a coup that uses k cards is counted (N-k)...(N-5)
//! times without any weighting code. Every pay line of every bet is then decided by a
//! matcher written here from the event vocabulary's documentation (not the library's
//! `Event::matches_*`), and counts and EV must equal the engine's exactly.

use crate::util::all_bets as all_builtin_bets;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use proptest::prelude::*;
use punto_banco::bets::OneOrMany;
use punto_banco::{
    enumerate_with, main_bets, Arithmetic, Bet, Event, Priced, Pricer, Rules, Shoe, Winner,
};
use std::collections::HashMap;

/// A physical card: rank index (0 = ace ... 9 = ten, 10 = J, 11 = Q, 12 = K) and suit 0-3.
type Card = (usize, usize);

fn value(c: Card) -> u8 {
    if c.0 >= 9 {
        0
    } else {
        c.0 as u8 + 1
    }
}

/// Everything the event vocabulary can ask about one dealt coup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Deal {
    punto_total: u8,
    banco_total: u8,
    punto_cards: u8,
    banco_cards: u8,
    natural: bool,
    punto_natural: bool,
    banco_natural: bool,
    punto_pair: bool,
    banco_pair: bool,
    punto_perfect: bool,
    banco_perfect: bool,
}

/// Plays one coup from the front of `seq` (at least six cards).
fn play(seq: &[Card], rules: &Rules) -> Deal {
    let (p, b) = ([seq[0], seq[2]], [seq[1], seq[3]]);
    let two = |h: [Card; 2]| (value(h[0]) + value(h[1])) % 10;
    let (p2, b2) = (two(p), two(b));
    let (mut pt, mut bt, mut pc, mut bc) = (p2, b2, 2, 2);
    let natural = rules.is_natural(p2) || rules.is_natural(b2);
    if !natural {
        let mut next = 4;
        let mut third = None;
        if rules.punto_draws(p2) {
            let v = value(seq[next]);
            next += 1;
            pt = (pt + v) % 10;
            pc = 3;
            third = Some(v);
        }
        if rules.banco_draws(b2, third) {
            bt = (bt + value(seq[next])) % 10;
            bc = 3;
        }
    }
    Deal {
        punto_total: pt,
        banco_total: bt,
        punto_cards: pc,
        banco_cards: bc,
        natural,
        punto_natural: rules.is_natural(p2),
        banco_natural: rules.is_natural(b2),
        punto_pair: p[0].0 == p[1].0,
        banco_pair: b[0].0 == b[1].0,
        punto_perfect: p[0] == p[1],
        banco_perfect: b[0] == b[1],
    }
}

/// Tallies every ordered six-card sequence of distinct cards of `shoe` by its deal.
fn brute_force(shoe: &[Card], rules: &Rules) -> HashMap<Deal, u64> {
    let n = shoe.len();
    let mut tally = HashMap::new();
    let mut seq = Vec::with_capacity(6);
    let mut used = vec![false; n];
    fn go(
        shoe: &[Card],
        rules: &Rules,
        used: &mut [bool],
        seq: &mut Vec<Card>,
        tally: &mut HashMap<Deal, u64>,
    ) {
        if seq.len() == 6 {
            *tally.entry(play(seq, rules)).or_insert(0) += 1;
            return;
        }
        for i in 0..shoe.len() {
            if !used[i] {
                used[i] = true;
                seq.push(shoe[i]);
                go(shoe, rules, used, seq, tally);
                seq.pop();
                used[i] = false;
            }
        }
    }
    go(shoe, rules, &mut used[..n], &mut seq, &mut tally);
    tally
}

fn one_of(v: &Option<OneOrMany>, x: u8) -> bool {
    match v {
        None => true,
        Some(OneOrMany::One(a)) => *a == i64::from(x),
        Some(OneOrMany::Many(list)) => list.contains(&i64::from(x)),
    }
}

fn flag(v: Option<bool>, x: bool) -> bool {
    v.is_none_or(|w| w == x)
}

/// Whether a deal satisfies an event: every field given must hold.
fn holds(e: &Event, d: &Deal) -> bool {
    let winner = if d.punto_total > d.banco_total {
        Winner::Punto
    } else if d.banco_total > d.punto_total {
        Winner::Banco
    } else {
        Winner::Tie
    };
    e.winner.is_none_or(|w| w == winner)
        && one_of(&e.punto_total, d.punto_total)
        && one_of(&e.banco_total, d.banco_total)
        && one_of(&e.punto_cards, d.punto_cards)
        && one_of(&e.banco_cards, d.banco_cards)
        && one_of(&e.cards, d.punto_cards + d.banco_cards)
        && one_of(&e.margin, d.punto_total.abs_diff(d.banco_total))
        && flag(e.natural, d.natural)
        && flag(e.punto_natural, d.punto_natural)
        && flag(e.banco_natural, d.banco_natural)
        && flag(e.punto_pair, d.punto_pair)
        && flag(e.banco_pair, d.banco_pair)
        && flag(e.punto_perfect_pair, d.punto_perfect)
        && flag(e.banco_perfect_pair, d.banco_perfect)
}

/// Per-line counts (last entry: no line, the bet loses) and the EV of a bet.
fn brute_bet(tally: &HashMap<Deal, u64>, bet: &Bet) -> (Vec<u64>, BigRational) {
    let mut counts = vec![0u64; bet.lines.len() + 1];
    for (deal, n) in tally {
        let line = bet.lines.iter().position(|l| holds(&l.when, deal));
        counts[line.unwrap_or(bet.lines.len())] += n;
    }
    let total: u64 = counts.iter().sum();
    let int = |x: u64| BigRational::from_integer(BigInt::from(x));
    let mut win = -int(counts[bet.lines.len()]);
    for (l, &c) in bet.lines.iter().zip(&counts) {
        win += &l.pays * int(c);
    }
    (counts, win / int(total))
}

/// The library's shoe holding exactly these physical cards (suits known).
fn engine_shoe(cards: &[Card]) -> Shoe {
    let mut suited = [[0u32; 4]; 13];
    for &(r, s) in cards {
        suited[r][s] += 1;
    }
    Shoe::from_suited_counts(suited).expect("a tiny shoe of at least six cards")
}

/// Compares every bet, line by line, on both integer paths; `Err` names the first mismatch.
fn check(cards: &[Card], rules: &Rules, bets: &[Bet]) -> Result<(), String> {
    check_against(cards, rules, rules, bets)
}

/// [`check`] with the brute force playing `brute_rules` and the engine `rules` (the two
/// differ only when testing that a mismatch is caught).
fn check_against(
    cards: &[Card],
    brute_rules: &Rules,
    rules: &Rules,
    bets: &[Bet],
) -> Result<(), String> {
    let tally = brute_force(cards, brute_rules);
    let n = cards.len() as u64;
    let total: u64 = tally.values().sum();
    if total != (0..6).map(|i| n - i).product::<u64>() {
        return Err(format!(
            "brute force dealt {total} sequences from {n} cards"
        ));
    }
    let shoe = engine_shoe(cards);
    let pricer = Pricer::new(rules, bets).map_err(|e| e.to_string())?;
    for arith in [Arithmetic::Auto, Arithmetic::Big] {
        let table = enumerate_with(&shoe, rules, pricer.pair_flags(), arith);
        for (bet, priced) in bets.iter().zip(pricer.price_table(&shoe, &table)) {
            let Priced::Ok(r) = priced else {
                return Err(format!("{} not priced with suits known", bet.id));
            };
            let (want, ev) = brute_bet(&tally, bet);
            let mut got: Vec<BigUint> = r.lines.iter().map(|l| l.count.clone()).collect();
            got.push(r.lose.clone());
            let want: Vec<BigUint> = want.into_iter().map(BigUint::from).collect();
            if got != want || r.total != BigUint::from(total) || r.ev() != ev {
                return Err(format!(
                    "{} ({arith:?}) on {cards:?} under {}: engine {got:?} EV {}, brute force {want:?} EV {ev}",
                    bet.id,
                    rules.name(),
                    r.ev()
                ));
            }
        }
    }
    Ok(())
}

/// Parses `"Kh Kh Qs 10d ..."` into physical cards (duplicates allowed: several decks).
fn cards(list: &str) -> Vec<Card> {
    punto_banco::parse_cards(list)
        .unwrap()
        .into_iter()
        .map(|c| (c.rank.index(), c.suit.expect("suited").index()))
        .collect()
}

/// Hand-picked shoes: faces of every rank, rank pairs that are not perfect, perfect pairs
/// (duplicated suits, as in multi-deck shoes), naturals and low cards.
const SHOES: [&str; 8] = [
    "Kh Kh Qs Jd 10c 9s 9h 8d 5c As",
    "Ks Ks Ks Kh Qh Qh",
    "Ah 2h 3h 4h 5h 6h 7h 8h 9h 10h",
    "9s 9s 8d 8d Js Jc Qc Kc",
    "7h 7h 7d 3s 3s 4c 10s Jd",
    "6s 6s 6h 6h Ah Ah 2c",
    "5d 5d 5d 5d 5d 5d 5d 5d 5d",
    "Ts Tc Jh Qd Ks As As 2d 2d",
];

#[test]
fn brute_force_agrees_with_every_preset_on_hand_picked_shoes() {
    for name in punto_banco::PRESETS {
        let rules = Rules::preset(name).unwrap();
        let bets = all_builtin_bets(&rules);
        for shoe in SHOES {
            check(&cards(shoe), &rules, &bets).unwrap();
        }
    }
}

#[test]
fn the_brute_force_itself_reproduces_one_deck_knowns() {
    // On a shoe of a single suited rank pair the first two Punto cards always pair.
    let rules = Rules::preset("standard").unwrap();
    let tally = brute_force(&cards("Ks Ks Ks Ks Ks Ks"), &rules);
    assert!(tally
        .keys()
        .all(|d| d.punto_perfect && d.banco_perfect && d.punto_total == 0));
    assert_eq!(tally.values().sum::<u64>(), 720);
    // The comparison can fail: a brute force playing Midi rules (Punto stands on 5)
    // disagrees with the engine playing standard rules on a shoe where Punto can hold 5.
    let midi = Rules::preset("midi").unwrap();
    let shoe = cards("2s 3s 10h Jh 4d 9c 5c");
    assert!(check_against(&shoe, &midi, &rules, &main_bets(&rules)).is_err());
    assert!(check_against(&shoe, &rules, &rules, &main_bets(&rules)).is_ok());
}

/// A random valid rule set, written as a rules file and read back through `Rules::from_json`.
fn rules_strategy() -> impl Strategy<Value = Rules> {
    (
        prop::collection::vec(any::<bool>(), 10),
        prop::collection::vec(any::<bool>(), 10),
        prop::collection::vec(prop::collection::vec(any::<bool>(), 11), 10),
        prop::sample::select(vec!["1", "19/20", "2", "3/2"]),
        prop::sample::select(vec!["0", "1/20", "1/25", "1/2"]),
        prop::sample::select(vec!["8", "9", "1/3"]),
        any::<bool>(),
        0usize..4,
    )
        .prop_map(|(nat, pdraw, tableau, pp, comm, tie, pushes, special)| {
            // 8 and 9 are naturals three times in four, other totals one time in eight;
            // any subset is a valid rule set.
            let naturals: Vec<u8> = (0..10u8)
                .filter(|&t| {
                    let t = usize::from(t);
                    if t >= 8 { !nat[t] || pdraw[t] } else { nat[t] && tableau[t][0] && tableau[t][1] }
                })
                .collect();
            let punto: Vec<u8> = (0..10u8).filter(|t| pdraw[*t as usize] && !naturals.contains(t)).collect();
            let rows: serde_json::Map<String, serde_json::Value> = (0..10u8)
                .filter(|t| !naturals.contains(t))
                .map(|t| {
                    let row: String = tableau[t as usize].iter().map(|&d| if d { 'T' } else { 'R' }).collect();
                    (t.to_string(), row.into())
                })
                .collect();
            let (punto_special, banco_special) = match special {
                0 => (vec![], vec![]),
                1 => (vec![], vec![serde_json::json!({"when": {"winner": "banco", "banco_total": 7, "banco_cards": 3}, "pays": "0"})]),
                2 => (vec![], vec![serde_json::json!({"when": {"winner": "banco", "banco_total": 6}, "pays": "1/2"})]),
                _ => (vec![serde_json::json!({"when": {"winner": "punto", "punto_total": 8, "punto_cards": 3, "punto_pair": true}, "pays": "5"})], vec![]),
            };
            let file = serde_json::json!({
                "name": "random", "description": "drawn by proptest",
                "naturals": naturals, "punto_draws": punto, "banco_tableau": rows,
                "punto_pays": pp, "banco_commission": comm, "tie_pays": tie, "tie_pushes": pushes,
                "punto_special": punto_special, "banco_special": banco_special,
            });
            Rules::from_json(&file.to_string()).expect("a valid random rule set")
        })
}

/// A random tiny shoe: 6-10 cards drawn from a palette of a few ranks and three suits, so
/// that rank pairs, perfect pairs and several ten-value ranks all occur.
fn shoe_strategy() -> impl Strategy<Value = Vec<Card>> {
    (
        prop::collection::vec(0usize..13, 2..=6),
        prop::collection::vec((any::<prop::sample::Index>(), 0usize..3), 6..=10),
    )
        .prop_map(|(palette, picks)| {
            picks
                .into_iter()
                .map(|(i, s)| (*i.get(&palette), s))
                .collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn brute_force_agrees_on_random_shoes_and_rule_sets(cards in shoe_strategy(), rules in rules_strategy()) {
        let bets = all_builtin_bets(&rules);
        prop_assert_eq!(check(&cards, &rules, &bets), Ok(()));
    }

    #[test]
    fn brute_force_agrees_on_random_shoes_under_standard_rules(cards in shoe_strategy()) {
        let rules = Rules::preset("standard").unwrap();
        prop_assert_eq!(check(&cards, &rules, &all_builtin_bets(&rules)), Ok(()));
    }
}

/// The library's request API and the binary give the same document: a request
/// deserialized from JSON (CLI flag names, CLI defaults) serializes its report exactly as
/// `--format json` prints it, for each question.
mod api_matches_cli {
    use assert_cmd::Command;
    use punto_banco::api::{
        CompareRequest, EorRequest, EvRequest, OddsRequest, ReportRequest, SimulateRequest,
    };

    fn cli(args: &[&str]) -> String {
        let out = Command::cargo_bin("punto-banco")
            .unwrap()
            .args(args)
            .args(["--format", "json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    }

    fn json<T: serde::Serialize>(r: &T) -> String {
        serde_json::to_string_pretty(r).unwrap() + "\n"
    }

    #[test]
    fn odds_request_from_json_gives_the_cli_document() {
        let req: OddsRequest = serde_json::from_str(
            r#"{"decks": 2, "removed": "5 5 K", "rules": "ez", "bets": ["main", "dragon_7"], "detail": true}"#,
        )
        .unwrap();
        let want = cli(&[
            "odds",
            "--decks",
            "2",
            "--removed",
            "5 5 K",
            "--rules",
            "ez",
            "--bets",
            "main,dragon_7",
            "--detail",
        ]);
        assert_eq!(json(&req.run().unwrap()), want);
    }

    #[test]
    fn ev_and_mid_coup_requests_give_the_cli_documents() {
        let req: EvRequest =
            serde_json::from_str(r#"{"decks": 1, "bets": "main,panda_8"}"#).unwrap();
        let want = cli(&["ev", "--decks", "1", "--bets", "main,panda_8"]);
        assert_eq!(json(&req.run().unwrap()), want);
        let req: EvRequest =
            serde_json::from_str(r#"{"decks": 1, "punto": "5 K", "banco": "3"}"#).unwrap();
        let want = cli(&["ev", "--decks", "1", "--punto", "5 K", "--banco", "3"]);
        assert_eq!(json(&req.run().unwrap()), want);
    }

    #[test]
    fn compare_eor_report_and_simulate_requests_give_the_cli_documents() {
        let req: CompareRequest =
            serde_json::from_str(r#"{"decks": 1, "rules": ["standard", "midi"]}"#).unwrap();
        let want = cli(&["compare", "--decks", "1", "--rules", "standard,midi"]);
        assert_eq!(json(&req.run().unwrap()), want);

        let req: EorRequest = serde_json::from_str(
            r#"{"decks": 1, "bets": "banco,dragon_7", "depth": 2, "tags": "0,0,0,-1,-1,-1,-1,2,2,0"}"#,
        )
        .unwrap();
        let want = cli(&[
            "eor",
            "--decks",
            "1",
            "--bets",
            "banco,dragon_7",
            "--depth",
            "2",
            "--tags",
            "0,0,0,-1,-1,-1,-1,2,2,0",
        ]);
        assert_eq!(json(&req.run().unwrap()), want);

        let req: ReportRequest = serde_json::from_str(r#"{"decks": 1, "bets": "main"}"#).unwrap();
        let want = cli(&["report", "--decks", "1", "--bets", "main"]);
        let mut got = Vec::new();
        let sheet = punto_banco::report::ParSheet::from_answer(&req.run().unwrap());
        punto_banco::report::render_parsheet(
            &sheet,
            punto_banco::report::SheetFormat::Json,
            &mut got,
        )
        .unwrap();
        assert_eq!(String::from_utf8(got).unwrap(), want);

        let req: SimulateRequest =
            serde_json::from_str(r#"{"decks": 1, "shoes": 3, "bets": "main,dragon_7"}"#).unwrap();
        let want = cli(&[
            "simulate",
            "--decks",
            "1",
            "--shoes",
            "3",
            "--bets",
            "main,dragon_7",
        ]);
        assert_eq!(json(&req.run().unwrap()), want);
    }

    #[test]
    fn requests_refuse_unknown_fields_and_bad_values_with_the_cli_message() {
        let e = serde_json::from_str::<OddsRequest>(r#"{"deck": 8}"#).unwrap_err();
        assert!(e.to_string().contains("unknown field `deck`"), "{e}");
        let req: OddsRequest = serde_json::from_str(r#"{"bets": "nope"}"#).unwrap();
        let e = req.run().unwrap_err();
        assert!(e.to_string().starts_with("unknown bet 'nope'"), "{e}");
    }

    #[test]
    fn an_inline_rules_object_prices_as_its_preset() {
        let midi = cli(&["rules", "midi"]);
        let inline: OddsRequest =
            serde_json::from_str(&format!(r#"{{"decks": 1, "rules": {midi}}}"#)).unwrap();
        let preset: OddsRequest = serde_json::from_str(r#"{"decks": 1, "rules": "midi"}"#).unwrap();
        assert_eq!(json(&inline.run().unwrap()), json(&preset.run().unwrap()));
    }
}
