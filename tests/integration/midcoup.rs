//! Mid-coup odds against a brute force that deals every ordered sequence of real cards,
//! and against the whole-shoe figures summed over every possible first card.

use num_bigint::BigUint;
use punto_banco::analysis::{price_partial, PartialCoup};
use punto_banco::bets::{Pairs, Scope};
use punto_banco::{parse_cards, Bet, Card, Coup, Pricer, Rank, Rules, Shoe, Suit};
use std::collections::HashSet;

use crate::util::all_bets;

/// Plays a coup on six cards in dealing order: what the bets see of it.
fn play(rules: &Rules, c: &[(Rank, Suit)]) -> (Coup, Pairs) {
    let v = |i: usize| c[i].0.value() as u8;
    let (pt, bt) = ((v(0) + v(2)) % 10, (v(1) + v(3)) % 10);
    let (pn, bn) = (rules.is_natural(pt), rules.is_natural(bt));
    let (mut p, mut b, mut pc, mut bc) = (pt, bt, 2, 2);
    if !pn && !bn {
        let mut next = 4;
        let mut third = None;
        if rules.punto_draws(pt) {
            third = Some(v(next));
            p = (p + v(next)) % 10;
            pc = 3;
            next += 1;
        }
        if rules.banco_draws(bt, third) {
            b = (b + v(next)) % 10;
            bc = 3;
        }
    }
    let coup = Coup {
        punto_total: p,
        banco_total: b,
        punto_cards: pc,
        banco_cards: bc,
        natural: pn || bn,
        punto_natural: pn,
        banco_natural: bn,
        punto_pair: c[0].0 == c[2].0,
        banco_pair: c[1].0 == c[3].0,
    };
    let pairs = Pairs {
        punto_pair: c[0].0 == c[2].0,
        banco_pair: c[1].0 == c[3].0,
        punto_perfect_pair: c[0] == c[2],
        banco_perfect_pair: c[1] == c[3],
    };
    (coup, pairs)
}

/// The dealing order of exposed cards: P1, B1, P2, B2, P3, B3.
fn dealt(punto: &[Card], banco: &[Card]) -> Vec<Card> {
    let mut v = Vec::new();
    for i in 0..3 {
        v.extend(punto.get(i));
        v.extend(banco.get(i));
    }
    v
}

/// Counts per bet line (last entry: lose) over every ordered completion of real cards.
fn brute(
    rules: &Rules,
    bets: &[Bet],
    shoe: &[(Rank, Suit)],
    prefix: &[(Rank, Suit)],
) -> Vec<Vec<u64>> {
    let mut counts: Vec<Vec<u64>> = bets.iter().map(|b| vec![0; b.lines.len() + 1]).collect();
    let scopes: Vec<Scope> = bets.iter().map(|b| b.validate().unwrap()).collect();
    let mut seq = prefix.to_vec();
    let mut used = vec![false; shoe.len()];
    fn rec(
        rules: &Rules,
        bets: &[Bet],
        scopes: &[Scope],
        shoe: &[(Rank, Suit)],
        seq: &mut Vec<(Rank, Suit)>,
        used: &mut [bool],
        counts: &mut [Vec<u64>],
    ) {
        if seq.len() == 6 {
            let (coup, pairs) = play(rules, seq);
            for ((b, s), c) in bets.iter().zip(scopes).zip(counts.iter_mut()) {
                let line = b.lines.iter().position(|l| match s {
                    Scope::PerfectPairs => l.when.matches_pairs(&pairs),
                    _ => l.when.matches_coup(&coup),
                });
                c[line.unwrap_or(b.lines.len())] += 1;
            }
            return;
        }
        for i in 0..shoe.len() {
            if !used[i] {
                used[i] = true;
                seq.push(shoe[i]);
                rec(rules, bets, scopes, shoe, seq, used, counts);
                seq.pop();
                used[i] = false;
            }
        }
    }
    rec(rules, bets, &scopes, shoe, &mut seq, &mut used, &mut counts);
    counts
}

fn physical(spec: &str) -> Vec<(Rank, Suit)> {
    parse_cards(spec)
        .unwrap()
        .iter()
        .map(|c| (c.rank, c.suit.unwrap()))
        .collect()
}

fn suited_shoe(cards: &[(Rank, Suit)]) -> Shoe {
    let mut s = [[0u32; 4]; 13];
    for (r, su) in cards {
        s[r.index()][su.index()] += 1;
    }
    Shoe::from_suited_counts(s).unwrap()
}

#[test]
fn mid_coup_counts_equal_a_brute_force_over_real_cards() {
    let shoes = [
        "Ks Kh Kd 5s 5h 3c 4d 9s 2c Qs",
        "As Ah 6s 6d 6h 7c Ts Jh 8d 8d",
        "2s 2s 3h 3d 4c 5c 5c 6h Kd Kd",
    ];
    let exposures: [(&str, &str); 14] = [
        ("", ""),
        ("Ks", ""),
        ("5s", "Kh"),
        ("5s", "Kh"),
        ("6s", "6d"),
        ("2s", "3h"),
        ("5s", "3c"),
        ("Ks 4d", "Kh"),
        ("5s Ks", "3c Kh"),
        ("5s Ks 2c", "3c Kh"),
        ("6s 7c", "6d 6h"),
        ("2s 2s 4c", "3h 3d 5c"),
        ("Ks 5s 2c", "Kh 3c 4d"),
        ("6s Ts", "As Jh 6d"),
    ];
    let mut checked = 0;
    for preset in ["standard", "midi"] {
        let rules = Rules::preset(preset).unwrap();
        let bets = all_bets(&rules);
        let pricer = Pricer::new(&rules, &bets).unwrap();
        for spec in shoes {
            let cards = physical(spec);
            let shoe = suited_shoe(&cards);
            for (p, b) in exposures {
                let (p, b) = (parse_cards(p).unwrap(), parse_cards(b).unwrap());
                let Ok(coup) = PartialCoup::new(&rules, p.clone(), b.clone()) else {
                    continue;
                };
                let Ok(mid) = price_partial(&pricer, &shoe, &coup) else {
                    continue; // exposed cards not in this shoe
                };
                let prefix: Vec<(Rank, Suit)> = dealt(&p, &b)
                    .iter()
                    .map(|c| (c.rank, c.suit.unwrap()))
                    .collect();
                let mut rest = cards.clone();
                for c in &prefix {
                    let i = rest.iter().position(|x| x == c).unwrap();
                    rest.remove(i);
                }
                checked += 1;
                let want = brute(&rules, &bets, &rest, &prefix);
                for (priced, w) in mid.bets.iter().zip(&want) {
                    let r = priced.result().unwrap();
                    let mut got: Vec<u64> = r
                        .lines
                        .iter()
                        .map(|l| l.count.to_string().parse().unwrap())
                        .collect();
                    got.push(r.lose.to_string().parse().unwrap());
                    assert_eq!(&got, w, "{preset} {spec} {p:?} {b:?} {}", r.id);
                }
            }
        }
    }
    // Exposures that do not fit a shoe or a rule set are skipped; 28 of the 84 fit.
    assert!(checked >= 28, "only {checked} exposures checked");
}

#[test]
fn summing_over_every_first_card_gives_the_whole_shoe() {
    let rules = Rules::preset("standard").unwrap();
    let bets = all_bets(&rules);
    let pricer = Pricer::new(&rules, &bets).unwrap();
    for decks in [1, 8] {
        let shoe = Shoe::with_decks(decks).unwrap();
        let full = pricer.price(&shoe);
        let mut sums: Vec<Vec<BigUint>> = bets
            .iter()
            .map(|b| vec![BigUint::default(); b.lines.len() + 1])
            .collect();
        for r in Rank::ALL {
            for s in Suit::ALL {
                let card = Card {
                    rank: r,
                    suit: Some(s),
                };
                let coup = PartialCoup::new(&rules, vec![card], vec![]).unwrap();
                let mid = price_partial(&pricer, &shoe, &coup).unwrap();
                let n = shoe.suited_count(r, s).unwrap();
                for (sum, p) in sums.iter_mut().zip(&mid.bets) {
                    let res = p.result().unwrap();
                    for (x, l) in sum.iter_mut().zip(&res.lines) {
                        *x += &l.count * n;
                    }
                    *sum.last_mut().unwrap() += &res.lose * n;
                }
            }
        }
        for (sum, p) in sums.iter().zip(&full) {
            let res = p.result().unwrap();
            let mut want: Vec<BigUint> = res.lines.iter().map(|l| l.count.clone()).collect();
            want.push(res.lose.clone());
            assert_eq!(sum, &want, "{decks} decks {}", res.id);
        }
    }
}

#[test]
fn partial_coups_are_accepted_exactly_when_real_play_can_show_them() {
    // Every prefix of every coup real play deals, over a few values.
    let ranks = [
        Rank::Ace,
        Rank::Three,
        Rank::Five,
        Rank::Six,
        Rank::Eight,
        Rank::Nine,
        Rank::King,
    ];
    for preset in ["standard", "midi", "gold"] {
        let rules = Rules::preset(preset).unwrap();
        let mut legal: HashSet<(Vec<Rank>, Vec<Rank>)> = HashSet::new();
        let mut idx = [0usize; 6];
        loop {
            let seq: Vec<(Rank, Suit)> = idx.iter().map(|&i| (ranks[i], Suit::Spades)).collect();
            let (coup, _) = play(&rules, &seq);
            let order: Vec<bool> = {
                // true = Punto's card, in dealing order.
                let mut o = vec![true, false, true, false];
                if coup.punto_cards == 3 {
                    o.push(true);
                }
                if coup.banco_cards == 3 {
                    o.push(false);
                }
                o
            };
            for k in 0..=order.len() {
                let (mut p, mut b) = (vec![], vec![]);
                for (i, &is_p) in order[..k].iter().enumerate() {
                    if is_p {
                        p.push(seq[i].0)
                    } else {
                        b.push(seq[i].0)
                    }
                }
                legal.insert((p, b));
            }
            let mut i = 0;
            while i < 6 && idx[i] == ranks.len() - 1 {
                idx[i] = 0;
                i += 1;
            }
            if i == 6 {
                break;
            }
            idx[i] += 1;
        }
        let lists = |len: usize| -> Vec<Vec<Rank>> {
            (0..ranks.len().pow(len as u32))
                .map(|mut x| {
                    (0..len)
                        .map(|_| {
                            let r = ranks[x % ranks.len()];
                            x /= ranks.len();
                            r
                        })
                        .collect()
                })
                .collect()
        };
        for pl in 0..=3 {
            for bl in 0..=3 {
                for p in lists(pl) {
                    for b in lists(bl) {
                        let cards =
                            |v: &[Rank]| v.iter().map(|&rank| Card { rank, suit: None }).collect();
                        let ok = PartialCoup::new(&rules, cards(&p), cards(&b)).is_ok();
                        assert_eq!(
                            ok,
                            legal.contains(&(p.clone(), b.clone())),
                            "{preset} {p:?} {b:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn impossible_partial_coups_are_named() {
    let rules = Rules::preset("standard").unwrap();
    let err = |p: &str, b: &str| {
        PartialCoup::new(&rules, parse_cards(p).unwrap(), parse_cards(b).unwrap())
            .unwrap_err()
            .to_string()
    };
    assert!(err("3 4 2", "K K").contains("Punto stands on 7"));
    assert!(err("9 K 2", "K K").contains("natural"));
    assert!(err("", "5 5").contains("dealt"));
    assert!(err("5", "5 5").contains("dealt"));
    assert!(err("K K 5", "7 K 3").contains("Banco stands on 7"));
    assert!(err("K 7", "K 6 4").contains("Banco stands on 6 (K 6) when Punto stands"));
    assert!(err("K K", "K K 2").contains("Punto draws on 0"));
    assert!(err("1 2 3 4", "").contains("at most 3"));
    let pricer = Pricer::new(&rules, &punto_banco::main_bets(&rules)).unwrap();
    let shoe = Shoe::parse_counts("A=4,2=4,3=4,4=4,5=4,6=4,7=4,8=4,9=4,10=4,J=4,Q=4,K=0").unwrap();
    let coup = PartialCoup::new(&rules, parse_cards("K").unwrap(), vec![]).unwrap();
    let e = price_partial(&pricer, &shoe, &coup)
        .unwrap_err()
        .to_string();
    assert!(e.contains("exposed card K is not in the shoe"), "{e}");
}
