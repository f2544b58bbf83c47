//! Tests of the tracker: coups by the tableau, seen and burned cards, undo and redo, saved sessions.

use super::*;
use crate::card::{parse_cards, Rank};
use crate::error::ErrorKind;
use crate::rules::PRESETS;

fn tracker(rules: &str) -> Tracker {
    let spec = ShoeSpec {
        decks: Some(8),
        ..ShoeSpec::default()
    };
    Tracker::new(spec, Rules::preset(rules).unwrap()).unwrap()
}

fn dealt(rules: &str, cards: &str) -> Tracker {
    let mut t = tracker(rules);
    t.input("coup").unwrap();
    t.input(cards).unwrap();
    t
}

/// (rules, cards dealt in coup mode, Punto, Banco still in play, coups finished).
const DEALS: &[(&str, &str, &str, &str, usize)] = &[
    // Naturals end the coup after four cards.
    ("standard", "5 K 3 4", "", "", 1),
    ("standard", "K 9 K K", "", "", 1),
    // Punto 0 draws; the third card then goes to Punto.
    ("standard", "K 2 K 3 7", "K K 7", "2 3", 0),
    // Banco 5 draws on Punto's third card 4-7 ...
    ("standard", "K 2 K 3 4", "K K 4", "2 3", 0),
    ("standard", "K 2 K 3 4 A", "", "", 1),
    // ... and stands on 8.
    ("standard", "K 2 K 3 8", "", "", 1),
    // Banco 3 stands on Punto's third 8 but draws on 9 (standard).
    ("standard", "K 3 K K 8", "", "", 1),
    ("standard", "K 3 K K 9", "K K 9", "3 K", 0),
    // Punto stands on 6; Banco draws on 5 when Punto stood.
    ("standard", "6 5 K K", "6 K", "5 K", 0),
    ("standard", "6 5 K K 2", "", "", 1),
    // Banco stands on 6 when Punto stood.
    ("standard", "6 6 K K", "", "", 1),
    // Midi: Punto stands on 5.
    ("midi", "5 K K 2", "5 K", "K 2", 0),
    ("midi", "5 K K 2 A", "", "", 1),
    // Two coups in a row: the seventh card starts the second.
    ("standard", "5 K 3 4 9", "9", "", 1),
];

#[test]
fn coups_follow_the_tableau_and_close_when_complete() {
    for &(rules, cards, punto, banco, coups) in DEALS {
        let t = dealt(rules, cards);
        let s = t.status();
        assert_eq!(
            (s.punto.as_str(), s.banco.as_str()),
            (punto, banco),
            "{cards}"
        );
        assert_eq!(t.coups(), coups, "{rules} {cards}");
        let n = parse_cards(cards).unwrap().len() as u64;
        assert_eq!(t.shoe().total(), 416 - n);
    }
}

#[test]
fn every_preset_ends_a_natural_coup_after_four_cards() {
    for rules in PRESETS {
        let t = dealt(rules, "9 K K K");
        assert_eq!((t.coups(), t.in_coup()), (1, false), "{rules}");
    }
}

#[test]
fn a_card_the_tableau_does_not_deal_to_a_hand_is_refused() {
    let mut t = dealt("standard", "3 K 4 K");
    let e = t.input("punto 2").unwrap_err().to_string();
    assert!(e.contains("Punto stands on 7"), "{e}");
    t.input("banco A").unwrap();
    assert_eq!(t.coups(), 1);
    let mut t = dealt("standard", "5");
    let e = t.input("punto 5").unwrap_err().to_string();
    assert!(e.contains("cannot be exposed together"), "{e}");
    assert_eq!(t.status().punto, "5");
    // Natural: no third card to either hand.
    let mut t = dealt("standard", "K 2 8");
    let e = t.input("punto 2 2").unwrap_err().to_string();
    assert!(e.contains("Punto"), "{e}");
}

#[test]
fn seen_cards_come_out_of_the_shoe_and_bad_lines_change_nothing() {
    let mut t = tracker("standard");
    t.input("5 5 Kh").unwrap();
    assert_eq!(t.shoe().total(), 413);
    assert_eq!(t.removed(), "5 5 Kh");
    let before = t.status().counts;
    let e = t.input("7 7 X").unwrap_err().to_string();
    assert!(e.contains("'X'"), "{e}");
    let e = t.input("hello").unwrap_err().to_string();
    assert!(e.contains("'hello' is neither a card"), "{e}");
    assert_eq!(t.status().counts, before);
    assert_eq!(t.status().history, 1);
}

#[test]
fn burns_count_and_are_refused_mid_coup() {
    let mut t = tracker("standard");
    t.input("burn 9 9").unwrap();
    assert_eq!(t.status().burned, 2);
    t.input("coup").unwrap();
    t.input("A").unwrap();
    let e = t.input("burn K").unwrap_err().to_string();
    assert!(e.contains("a coup is in play"), "{e}");
    let e = t.input("seen").unwrap_err().to_string();
    assert!(e.contains("a coup is in play"), "{e}");
}

#[test]
fn undo_reverts_a_whole_line_and_redo_puts_it_back() {
    let mut t = tracker("standard");
    t.input("coup").unwrap();
    t.input("5 K").unwrap();
    t.input("3").unwrap();
    t.undo().unwrap();
    assert_eq!(
        (t.status().punto.as_str(), t.status().banco.as_str()),
        ("5", "K")
    );
    t.undo().unwrap();
    assert!(!t.in_coup());
    t.redo().unwrap();
    t.redo().unwrap();
    assert_eq!(t.status().punto, "5 3");
    assert!(t.redo().is_err());
    t.undo().unwrap();
    t.input("4").unwrap();
    assert!(t.redo().is_err(), "a new line clears redo");
    t.input("undo").unwrap();
    t.input("undo").unwrap();
    t.input("undo").unwrap();
    assert_eq!(t.status().mode, Mode::Seen);
    assert_eq!(t.input("undo").unwrap_err().to_string(), "nothing to undo");
}

#[test]
fn new_shoe_puts_every_card_back_and_can_be_undone() {
    let mut t = dealt("standard", "5 K 3 4 9");
    t.input("new").unwrap();
    assert_eq!(t.shoe().total(), 416);
    assert_eq!(t.status().mode, Mode::Coup);
    t.undo().unwrap();
    assert_eq!(t.shoe().total(), 411);
    assert_eq!(t.status().punto, "9");
}

#[test]
fn a_small_shoe_refuses_cards_that_leave_fewer_than_six() {
    let spec = ShoeSpec {
        shoe: Some("A=1,2=1,3=1,4=1,5=1,6=1,7=1,8=0,9=0,10=0,J=0,Q=0,K=0".into()),
        ..ShoeSpec::default()
    };
    let mut t = Tracker::new(spec, Rules::preset("standard").unwrap()).unwrap();
    let e = t.input("A 2").unwrap_err();
    assert_eq!(e.kind(), &ErrorKind::ShoeTooSmall(5));
    assert_eq!(t.shoe().total(), 7);
    let e = t.input("9").unwrap_err().to_string();
    assert_eq!(e, "cannot remove a 9: none left in the shoe");
}

#[test]
fn save_and_load_round_trip_with_redo_and_inline_rules() {
    let mut t = dealt("midi", "burn 9");
    t.input("5 K K 2").unwrap();
    t.input("6").unwrap();
    t.undo().unwrap();
    t.set_bets(Some("main,dragon_7".into()));
    let json = t.to_json();
    assert!(json.contains("\"rules\": \"midi\""), "{json}");
    let back = Tracker::from_json(&json).unwrap();
    assert_eq!(back.to_file(), t.to_file());
    assert_eq!(back.status().counts, t.status().counts);
    assert_eq!(back.status().punto, "5 K");
    let mut back = back;
    back.redo().unwrap();
    assert_eq!(back.coups(), 1);

    let mut file = t.to_file();
    let mut custom = Rules::preset("midi").unwrap().to_file().clone();
    custom.name = "house".into();
    file.rules = SavedRules::Inline(Box::new(custom));
    let json = serde_json::to_string(&file).unwrap();
    let back = Tracker::from_json(&json).unwrap();
    assert_eq!(back.rules().name(), "house");
    assert_eq!(back.to_file(), file);
}

#[test]
fn a_bad_saved_log_names_its_line() {
    let json = r#"{"decks": 1, "log": ["A A", "A A A"]}"#;
    let e = Tracker::from_json(json).unwrap_err().to_string();
    assert_eq!(
        e,
        "log line 2 ('A A A'): cannot remove an A: none left in the shoe"
    );
    let e = Tracker::from_json(r#"{"deck": 1}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown field `deck`"), "{e}");
}

#[test]
fn counts_left_follow_the_cards_out() {
    let t = dealt("standard", "5 K 3 4 9");
    let c = t.status().counts;
    assert_eq!(c[Rank::Five.index()], 31);
    assert_eq!(c[Rank::Nine.index()], 31);
    assert_eq!(t.shoe_before_coup().total(), 412);
    assert_eq!(t.removed(), "5 K 3 4");
    assert_eq!(t.status().last_coup.unwrap().winner, "punto");
}
