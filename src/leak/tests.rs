//! The leak walk against an independent brute force: every ordered sequence of card ranks
//! (as far as the coup and the seen positions need), each weighted by the cards of its rank
//! left, the tableau played card by card from the rules and each bet paid by its own pay
//! table (first matching line) — no cell, no walk, no pricer.

use super::*;
use crate::bets::{builtin, main_bets, Bet, Coup};
use crate::card::Rank;
use crate::rules::Rules;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

/// The coup the sequence `cards` deals, and how many of them it uses; `None` when it needs
/// more cards than given.
fn play(rules: &Rules, cards: &[Rank]) -> Option<(Coup, usize)> {
    if cards.len() < 4 {
        return None;
    }
    let v = |i: usize| cards[i].value() as u8;
    let (p2, b2) = ((v(0) + v(2)) % 10, (v(1) + v(3)) % 10);
    let nat = rules.naturals();
    let mut coup = Coup {
        punto_total: p2,
        banco_total: b2,
        punto_cards: 2,
        banco_cards: 2,
        natural: nat[usize::from(p2)] || nat[usize::from(b2)],
        punto_natural: nat[usize::from(p2)],
        banco_natural: nat[usize::from(b2)],
        punto_pair: cards[0] == cards[2],
        banco_pair: cards[1] == cards[3],
    };
    if coup.natural {
        return Some((coup, 4));
    }
    coup.punto_natural = false;
    coup.banco_natural = false;
    let mut used = 4;
    let mut punto_third = None;
    if rules.punto_draws(p2) {
        let x = *cards.get(4)?;
        coup.punto_total = (p2 + x.value() as u8) % 10;
        coup.punto_cards = 3;
        punto_third = Some(x.value() as u8);
        used = 5;
    }
    if rules.banco_draws(b2, punto_third) {
        let y = *cards.get(used)?;
        coup.banco_total = (b2 + y.value() as u8) % 10;
        coup.banco_cards = 3;
        used += 1;
    }
    Some((coup, used))
}

/// Each bet's pays as integers over its own least common denominator, and that denominator.
fn scaled(bet: &Bet) -> (i128, Vec<i128>) {
    let d = bet
        .lines
        .iter()
        .fold(1i128, |d, l| d.lcm(&l.pays.denom().to_i128().unwrap()));
    let s = bet
        .lines
        .iter()
        .map(|l| (l.pays.numer() * d / l.pays.denom()).to_i128().unwrap())
        .collect();
    (d, s)
}

struct Brute<'a> {
    rules: &'a Rules,
    bets: Vec<(i128, Vec<i128>, &'a Bet)>,
    positions: &'a [u8],
    sort: &'a Sort,
    n: u64,
    /// Per state (groups seen, as a number in base k): weight, then each bet's sum.
    states: Vec<Vec<i128>>,
}

impl Brute<'_> {
    fn deal(&mut self, cards: &mut Vec<Rank>, left: &mut [u32; 13], w: u128) {
        let seen_all = self
            .positions
            .iter()
            .all(|&p| usize::from(p) <= cards.len());
        if let Some((coup, used)) = play(self.rules, cards) {
            if cards.len() == 6 || (used <= cards.len() && seen_all) {
                let rest: u128 = (cards.len() as u64..6)
                    .map(|i| u128::from(self.n - i))
                    .product();
                let k = self.sort.len();
                let state = self.positions.iter().rev().fold(0, |s, &p| {
                    s * k + self.sort.group_of(cards[usize::from(p) - 1])
                });
                let weight = (w * rest) as i128;
                let row = &mut self.states[state];
                row[0] += weight;
                for (b, (d, s, bet)) in self.bets.iter().enumerate() {
                    let line = bet.lines.iter().position(|l| l.when.matches_coup(&coup));
                    row[1 + b] += weight * line.map_or(-d, |i| s[i]);
                }
                return;
            }
        }
        for r in Rank::ALL {
            let i = r.index();
            if left[i] == 0 {
                continue;
            }
            let wr = w * u128::from(left[i]);
            left[i] -= 1;
            cards.push(r);
            self.deal(cards, left, wr);
            cards.pop();
            left[i] += 1;
        }
    }
}

/// Each state's probability and every bet's EV in it, by state number (`None`: never seen).
type States = Vec<Option<(BigRational, Vec<BigRational>)>>;

/// The brute force's value: (edge, each state's probability and EVs by state number).
fn brute(
    shoe: &Shoe,
    rules: &Rules,
    bets: &[Bet],
    positions: &[u8],
    sort: &Sort,
    sit_out: bool,
) -> (BigRational, States) {
    let k = sort.len();
    let mut b = Brute {
        rules,
        bets: bets
            .iter()
            .map(|bet| {
                let (d, s) = scaled(bet);
                (d, s, bet)
            })
            .collect(),
        positions,
        sort,
        n: shoe.total(),
        states: vec![vec![0; bets.len() + 1]; k.pow(positions.len() as u32)],
    };
    let mut left = shoe.counts();
    b.deal(&mut Vec::new(), &mut left, 1);
    let total = BigRational::from_integer(BigInt::from(crate::enumerate::sequences(shoe.total())));
    let mut edge = BigRational::zero();
    let states = b
        .states
        .iter()
        .map(|row| {
            if row[0] == 0 {
                return None;
            }
            let w = BigRational::from_integer(BigInt::from(row[0]));
            let evs: Vec<BigRational> = b
                .bets
                .iter()
                .enumerate()
                .map(|(i, (d, _, _))| {
                    BigRational::new(BigInt::from(row[1 + i]), BigInt::from(*d)) / &w
                })
                .collect();
            let best = evs.iter().max().cloned().unwrap();
            let p = &w / &total;
            if !sit_out || best >= BigRational::zero() {
                edge += &p * best;
            }
            Some((p, evs))
        })
        .collect();
    (edge, states)
}

fn pricer(rules: &Rules, bets: &[Bet]) -> Pricer {
    Pricer::new(rules, bets).unwrap()
}

/// Checks the walk's edge and every state against the brute force.
fn check(shoe: &Shoe, rules: &Rules, bets: &[Bet], positions: &[u8], sort: &Sort, sit_out: bool) {
    let p = pricer(rules, bets);
    let leak = Leak::new(positions, sort.clone()).unwrap();
    let v = leak_value(shoe, &p, &leak, sit_out).unwrap();
    let (edge, states) = brute(shoe, rules, bets, positions, sort, sit_out);
    let what = format!(
        "{shoe} {} {positions:?} [{sort}] sit_out={sit_out}",
        rules.name()
    );
    assert_eq!(v.edge, edge, "edge: {what}");
    let k = sort.len();
    let expected: Vec<_> = states.iter().flatten().collect();
    assert_eq!(v.states.len(), expected.len(), "states: {what}");
    for s in &v.states {
        let n = s.groups.iter().rev().fold(0, |a, &g| a * k + g);
        let (p, evs) = states[n].as_ref().expect("a state the brute force saw");
        assert_eq!(&s.probability, p, "P {:?}: {what}", s.groups);
        assert_eq!(&s.evs, evs, "EVs {:?}: {what}", s.groups);
    }
    let parts: BigRational = v.bets.iter().map(|b| &b.edge).sum();
    assert_eq!(parts, v.edge, "the bets' parts add up to the edge: {what}");
    let total: BigRational = v.states.iter().map(|s| &s.probability).sum();
    assert_eq!(total, BigRational::from_integer(1.into()), "{what}");
}

fn sort(s: &str) -> Sort {
    Sort::parse(s).unwrap()
}

/// A small xorshift, so that the shoes are random but the same on every run.
fn shoes(seed: u64, n: usize) -> Vec<Shoe> {
    let mut x = seed;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|_| {
            let counts: [u32; 13] = std::array::from_fn(|_| (next() % 6) as u32);
            let mut counts = counts;
            counts[0] += 1; // at least six cards
            counts[12] += 5;
            Shoe::from_counts(counts).unwrap()
        })
        .collect()
}

#[test]
fn one_known_card_on_eight_decks_equals_the_brute_force() {
    let rules = Rules::preset("standard").unwrap();
    let shoe = Shoe::with_decks(8).unwrap();
    for pos in 1..=6 {
        check(
            &shoe,
            &rules,
            &main_bets(&rules),
            &[pos],
            &Sort::ranks(),
            true,
        );
    }
}

#[test]
fn random_shoes_positions_and_sorts_equal_the_brute_force() {
    let rules = Rules::preset("standard").unwrap();
    let sorts = [
        Sort::ranks(),
        Sort::values(),
        sort("7 8 9 | rest"),
        sort("J Q | A 2 3 | rest"),
    ];
    let cases: [&[u8]; 6] = [&[1], &[2, 4], &[5], &[6], &[5, 6], &[1, 3, 6]];
    for (i, shoe) in shoes(7, 6).iter().enumerate() {
        let positions = cases[i % cases.len()];
        for (j, s) in sorts.iter().enumerate() {
            check(
                shoe,
                &rules,
                &main_bets(&rules),
                positions,
                s,
                (i + j) % 2 == 0,
            );
        }
    }
}

#[test]
fn partly_dealt_shoes_and_every_preset_equal_the_brute_force() {
    for name in crate::rules::PRESETS {
        let rules = Rules::preset(name).unwrap();
        let mut shoe = Shoe::with_decks(1).unwrap();
        shoe.remove_cards("K K Q 9 9 9 8 5 5 A 2 3 3 7").unwrap();
        for sit_out in [true, false] {
            check(
                &shoe,
                &rules,
                &main_bets(&rules),
                &[1, 5],
                &sort("6 7 8 9 | rest"),
                sit_out,
            );
        }
    }
}

#[test]
fn side_bets_pairs_and_custom_bets_equal_the_brute_force() {
    let rules = Rules::preset("midi").unwrap();
    let std = Rules::preset("standard").unwrap();
    let mut bets = main_bets(&rules);
    for id in [
        "dragon_7",
        "panda_8",
        "punto_pair",
        "banco_pair",
        "big",
        "small",
    ] {
        bets.push(builtin(id, &std).unwrap());
    }
    bets.push(
        Bet::from_json(
            r#"{"id": "k_pair_nine", "name": "Punto pair then nine",
               "lines": [{"when": {"punto_pair": true, "punto_total": 9}, "pays": "77/2"},
                         {"when": {"winner": "tie", "margin": 0}, "pays": "0"}]}"#,
        )
        .unwrap(),
    );
    let mut shoe = Shoe::with_decks(1).unwrap();
    shoe.remove_cards("K Q J 10 9 8 A").unwrap();
    for (positions, s, sit_out) in [
        (&[1u8][..], Sort::ranks(), true),
        (&[3][..], sort("10 J | rest"), false),
        (&[2, 4][..], Sort::values(), true),
        (&[6][..], sort("K | Q | rest"), true),
    ] {
        check(&shoe, &rules, &bets, positions, &s, sit_out);
    }
}

#[test]
fn best_sorts_agree_with_each_sort_walked_alone() {
    let rules = Rules::preset("standard").unwrap();
    let p = pricer(&rules, &main_bets(&rules));
    let shoe = &shoes(11, 1)[0];
    let alone = |positions: &[u8], s: &Sort| {
        leak_value(shoe, &p, &Leak::new(positions, s.clone()).unwrap(), true)
            .unwrap()
            .edge
    };
    // By value: the best five of all 511 sorts, each walked on its own.
    let positions = [1u8, 2];
    let found = best_sorts(
        shoe,
        &p,
        &positions,
        SortBy::Value,
        true,
        5,
        &Cancel::default(),
    )
    .unwrap();
    let mut all: Vec<BigRational> = SortBy::Value
        .two_group_sorts()
        .iter()
        .map(|s| alone(&positions, s))
        .collect();
    all.sort_by(|a, b| b.cmp(a));
    let edges: Vec<BigRational> = found.iter().map(|f| f.edge.clone()).collect();
    assert_eq!(edges, all[..5].to_vec());
    let (edge, _) = brute(
        shoe,
        &rules,
        &main_bets(&rules),
        &positions,
        &found[0].sort,
        true,
    );
    assert_eq!(found[0].edge, edge);
    // By rank: each sort found is worth what it is worth alone, and none of a sample of the
    // 4,095 sorts is worth more than the fifth.
    let found = best_sorts(shoe, &p, &[5], SortBy::Rank, true, 5, &Cancel::default()).unwrap();
    for f in &found {
        assert_eq!(f.edge, alone(&[5], &f.sort), "{}", f.sort);
    }
    for s in SortBy::Rank.two_group_sorts().iter().step_by(97) {
        assert!(alone(&[5], s) <= found[4].edge, "{s}");
    }
    let (edge, _) = brute(shoe, &rules, &main_bets(&rules), &[5], &found[0].sort, true);
    assert_eq!(found[0].edge, edge);
}

#[test]
fn the_search_tries_every_two_group_sort_once() {
    let v = SortBy::Value.two_group_sorts();
    let r = SortBy::Rank.two_group_sorts();
    assert_eq!((v.len(), r.len()), (511, 4095));
    let distinct: std::collections::HashSet<_> = r.iter().map(|s| s.groups()).collect();
    assert_eq!(distinct.len(), 4095);
    assert!(v
        .iter()
        .all(|s| s.by_values() && s.group_of(Rank::Nine) == 0));
}

#[test]
fn sorts_and_positions_are_read_or_refused_with_the_value_named() {
    assert_eq!(
        sort("7 8 9 | rest").groups()[0],
        vec![Rank::Seven, Rank::Eight, Rank::Nine]
    );
    assert_eq!(sort("rank"), Sort::ranks());
    assert_eq!(sort("A 2 3 | 4 5 6 7 8 9 | 10 J Q K").len(), 3);
    for (bad, says) in [
        ("7 8 9", "leaves A in no group"),
        ("7 8 | 8 | rest", "names 8 twice"),
        ("7 | | rest", "empty group"),
        ("7 | rest | rest", "rest twice"),
        ("7 X | rest", "'X' is not a rank"),
        ("rest", "at least two groups"),
        (
            "A 2 3 4 5 6 7 8 9 10 J Q K | rest",
            "rest stands for no rank",
        ),
    ] {
        let e = Sort::parse(bad).unwrap_err().to_string();
        assert!(e.contains(says), "{bad}: {e}");
    }
    assert_eq!(parse_positions("1, 2,3").unwrap(), vec![1, 2, 3]);
    for (bad, says) in [
        ("0", "position 0"),
        ("7", "position 7"),
        ("1,1", "twice"),
        ("x", "'x' is not a number"),
        ("", "'' is not"),
    ] {
        let e = parse_positions(bad).unwrap_err().to_string();
        assert!(e.contains(says), "{bad}: {e}");
    }
    assert!(Exposure::parse("flash-3").is_ok() && Exposure::parse("flash-7").is_err());
}

#[test]
fn perfect_pairs_large_tables_and_searches_are_refused_before_walking() {
    let rules = Rules::preset("standard").unwrap();
    let shoe = Shoe::with_decks(8).unwrap();
    let pp = builtin("perfect_pair", &rules).unwrap();
    let p = pricer(&rules, &[pp]);
    let e = leak_value(&shoe, &p, &Leak::new(&[1], Sort::ranks()).unwrap(), true).unwrap_err();
    assert!(e.to_string().contains("perfect pairs"), "{e}");
    let p = pricer(&rules, &main_bets(&rules));
    let all = Leak::new(&[1, 2, 3, 4, 5, 6], Sort::ranks()).unwrap();
    assert!(leak_value(&shoe, &p, &all, true)
        .unwrap_err()
        .to_string()
        .contains("over the limit of 400000 values"));
    // Every value at six positions: 10⁶ states × 4 values, over the report's limit though
    // within the walk's table; every value at five is the most a report holds.
    let values = |n: usize| Leak::new(&[1, 2, 3, 4, 5, 6][..n], Sort::parse("value").unwrap());
    let six = values(6).unwrap();
    assert_eq!(six.report_cost(3).values, 4_000_000);
    assert!(six.check_report(3).is_err() && leak_value(&shoe, &p, &six, true).is_err());
    assert_eq!(values(5).unwrap().check_report(3).unwrap().states, 100_000);
    let e = best_sorts(
        &shoe,
        &p,
        &[1, 2, 3, 4, 5, 6],
        SortBy::Rank,
        true,
        3,
        &Cancel::default(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("additions"), "{e}");
    assert!(best_sorts(&shoe, &p, &[1], SortBy::Value, true, 0, &Cancel::default()).is_err());
    let huge = Shoe::with_decks(20_000).unwrap();
    assert!(leak_value(&huge, &p, &Leak::new(&[1], Sort::ranks()).unwrap(), true).is_err());
}

#[test]
fn a_search_whose_client_went_away_stops_and_one_still_wanted_answers() {
    let rules = Rules::preset("standard").unwrap();
    let p = pricer(&rules, &main_bets(&rules));
    let shoe = &shoes(11, 1)[0];
    let gone = Cancel::new();
    gone.cancel();
    let e = best_sorts(shoe, &p, &[1, 2], SortBy::Value, true, 5, &gone).unwrap_err();
    assert!(e.to_string().contains("cancelled"), "{e}");
    let wanted = best_sorts(shoe, &p, &[1, 2], SortBy::Value, true, 5, &Cancel::new());
    assert_eq!(wanted.unwrap().len(), 5);
}
