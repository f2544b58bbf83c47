//! The shoe and bet logs' reader, tried on good and bad lines.

use super::super::betlog::parse_stake;
use crate::logs::rows::csv_fields;
use super::super::{parse_bet_log, LogFormat, ShoeLog};
use crate::rules::Rules;

fn standard() -> Rules {
    Rules::preset("standard").unwrap()
}

#[test]
fn csv_and_json_lines_read_the_same_shoe() {
    let csv = "shoe,coup,punto,banco,burn\n0,,,,7h ? ? ? ? ? ? ?\n0,1,4s 5h,Kd 3c,\n\
               0,2,As Qs 8h,2d Ac,\n";
    let jsonl = r#"{"shoe":0,"burn":"7h ? ? ? ? ? ? ?"}
{"shoe":0,"coup":1,"punto":"4s 5h","banco":"Kd 3c"}
{"shoe":0,"coup":2,"punto":"As Qs 8h","banco":"2d Ac","burn":null}
"#;
    let a = ShoeLog::parse(csv, LogFormat::Csv, 8, &standard()).unwrap();
    let mut b = ShoeLog::parse(jsonl, LogFormat::JsonLines, 8, &standard()).unwrap();
    // The CSV's header shifts its lines by one.
    for c in &mut b.shoes[0].coups {
        c.line += 1;
    }
    assert_eq!(a, b);
    assert!(a.suited);
    let coups = &a.shoes[0].coups;
    // The turned 7h is seen; the seven face-down burns stay in the shoe.
    assert_eq!(coups[0].before.total(), 415);
    assert_eq!(coups[1].before.total(), 411);
    assert_eq!(coups[1].outcome.punto_total, 9);
    assert_eq!(coups[1].outcome.banco_cards, 2);
}

#[test]
fn coups_that_break_the_tableau_name_their_line() {
    let bad = [
        // Banco on 3 stands on a Punto third card of 8.
        (
            "shoe,coup,punto,banco\n0,1,A Q 8,2 A 5\n",
            "line 2",
            "Banco on 3 stands",
        ),
        // Punto on 9 is a natural: no third card.
        (
            "shoe,coup,punto,banco\n0,1,4 5 2,K 3\n",
            "line 2",
            "natural",
        ),
        // Punto on 5 draws.
        (
            "shoe,coup,punto,banco\n0,1,2 3,K 7\n",
            "line 2",
            "Punto on 5 draws",
        ),
        (
            "shoe,coup,punto,banco\n0,1,4 5,K 3\n0,3,4 5,K 3\n",
            "line 3",
            "coup 2 comes next",
        ),
        (
            "shoe,coup,punto,banco\n0,1,4 5,K 3\n1,1,4 5,K 3\n0,2,4 5,K 3\n",
            "line 4",
            "appears again",
        ),
        ("shoe,coup,punto,banco\n0,1,4 5 X,K 3\n", "line 2", "X"),
        ("shoe,coup,pnto\n", "line 1", "pnto"),
        (
            "shoe,coup,punto,banco,burn\n0,1,4 5,K 3,?\n",
            "line 2",
            "own row",
        ),
    ];
    for (text, line, why) in bad {
        let e = ShoeLog::parse(text, LogFormat::Csv, 8, &standard())
            .unwrap_err()
            .to_string();
        assert!(e.contains(line) && e.contains(why), "{text}: {e}");
    }
}

#[test]
fn a_shoe_cannot_deal_more_of_a_rank_than_it_holds() {
    // One deck: four 9s. Five naturals of 9 9 ... need ten 9s.
    let mut text = String::from("shoe,coup,punto,banco\n");
    for c in 1..=3 {
        text += &format!("0,{c},9 K,9 K\n");
    }
    let e = ShoeLog::parse(&text, LogFormat::Csv, 1, &standard())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("line 4") && e.contains("more than its 1 decks"),
        "{e}"
    );
}

#[test]
fn stakes_are_positive_decimals() {
    assert_eq!(parse_stake("2.5"), Ok(2_500_000));
    assert_eq!(parse_stake("0.000001"), Ok(1));
    for bad in ["-1", "0", "abc", "1.0000001", "1e3", "", "2000000000"] {
        assert!(parse_stake(bad).is_err(), "{bad}");
    }
    let e = parse_bet_log(
        "shoe,coup,player,bet,stake\n0,1,a,dragon_7,-5\n",
        LogFormat::Csv,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("bet log line 2") && e.contains("'-5'"), "{e}");
}

#[test]
fn quoted_csv_fields_may_hold_commas() {
    assert_eq!(
        csv_fields(r#"0,1,"9d, 10h","say ""hi""""#).unwrap(),
        vec!["0", "1", "9d, 10h", "say \"hi\""]
    );
    assert!(csv_fields(r#"0,"1"#).is_err());
}
