//! The real-shoe mode checked by hand: a made-up shoe whose coups are known, the trips'
//! results worked out on paper, and the seeded study's reproducibility.

use super::real::{min_allowed, play, Settle, Stream};
use super::{real_trips, RealShoes, TripTerms};
use crate::rules::Rules;
use crate::simulate::{Burn, LastCoup, Procedure};
use crate::{builtin, parse_ratio};
use num_rational::BigRational;

fn q(s: &str) -> BigRational {
    parse_ratio(s).expect("a ratio")
}

/// A card code: rank index (A = 0, ..., 9 = 8, K = 12) times 4 plus the suit.
fn code(rank: u8) -> u8 {
    rank * 4
}

/// Five coups, each of four cards with a natural, then six cards behind the cut card:
/// Banco wins, Punto wins, a tie, Banco wins, Banco wins.
fn hand_made() -> Vec<u8> {
    let (nine, king) = (code(8), code(12));
    let banco = [king, nine, king, king];
    let punto = [nine, king, king, king];
    let tie = [nine, nine, king, king];
    let mut cards = Vec::new();
    for c in [banco, punto, tie, banco, banco] {
        cards.extend(c);
    }
    cards.extend([king; 6]);
    cards
}

fn procedure() -> Procedure {
    Procedure {
        name: "custom".into(),
        cut_card: 6,
        burn: Burn::None,
        last_coup: LastCoup::CutCard,
    }
}

#[test]
fn trips_on_a_hand_made_shoe_add_up_as_worked_out_by_hand() {
    let rules = Rules::preset("standard").unwrap();
    let bet = builtin("banco", &rules).unwrap();
    let settle = Settle::new(&bet).unwrap();
    assert_eq!(settle.d, 20);
    let p = procedure();
    // Banco per shoe: +19, -20, 0, +19, +19 (twentieths); trips of 3 coups, half the
    // net loss refunded, played back to back across shoes.
    let terms = TripTerms {
        rebate: q("1/2"),
        coups: 3,
        loss_limit: None,
    };
    let mut stream = Stream::new(&rules, &p, Box::new(|_| hand_made()));
    let every = |_: usize, _: i64| true;
    let e = play(&mut stream, &settle, &terms, 4, &every);
    // -1/2 of 1/20, then 57/20, -1/2 of 1/20, 18/20.
    assert_eq!(e.sum, q("37/10"));
    assert_eq!((e.trips, e.coups, e.shoes), (4, 12, 3));
    assert!((e.mean - 37.0 / 40.0).abs() < 1e-12);
    // A loss limit of one unit: no coup from a net loss (x - 1 < -1).
    let limited = TripTerms {
        loss_limit: Some(q("1")),
        ..terms
    };
    let floor = min_allowed(&limited, 20);
    assert_eq!(floor, Some(0));
    let all = move |_: usize, x: i64| floor.is_none_or(|m| x >= m);
    let mut stream = Stream::new(&rules, &p, Box::new(|_| hand_made()));
    let e = play(&mut stream, &settle, &limited, 3, &all);
    // +19 -20 (stops at -1), then 0 +19 +19, then +19 -20 (stops).
    assert_eq!(e.sum, q("37/20"));
    assert_eq!((e.coups, e.shoes), (7, 2));
}

#[test]
fn the_same_seed_deals_the_same_trips_and_another_does_not() {
    let rules = Rules::preset("standard").unwrap();
    let bet = builtin("banco", &rules).unwrap();
    let c = crate::promo::tests_support::priced_banco(8);
    let terms = TripTerms {
        rebate: q("1/10"),
        coups: 12,
        loss_limit: Some(q("5")),
    };
    let v = super::loss_rebate(&c, &terms).unwrap();
    let shoes = |seed| RealShoes {
        decks: 8,
        procedure: Procedure::preset("midi").unwrap(),
        trips: 300,
        seed,
    };
    let a = real_trips(&rules, &bet, &terms, &v.policy, &shoes(5)).unwrap();
    let b = real_trips(&rules, &bet, &terms, &v.policy, &shoes(5)).unwrap();
    let other = real_trips(&rules, &bet, &terms, &v.policy, &shoes(6)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.play_all.sum, other.play_all.sum);
    assert!(a.optimal.coups > 0 && a.optimal.coups < a.play_all.coups);
    let none = RealShoes {
        trips: 0,
        ..shoes(5)
    };
    let e = real_trips(&rules, &bet, &terms, &v.policy, &none).unwrap_err();
    assert!(e.to_string().contains("trips run from 1"), "{e}");
}
