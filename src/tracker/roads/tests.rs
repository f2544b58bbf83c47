//! Tests of the roads, on sequences worked by hand from the road rules.

use super::*;

/// Coups from a string of `P`, `B`, `T` (winners only; totals and pairs left plain),
/// with `p`/`b` for a Punto/Banco win with a Punto pair.
fn coups(s: &str) -> Vec<CoupResult> {
    s.chars()
        .enumerate()
        .map(|(i, c)| CoupResult {
            coup: i + 1,
            punto: String::new(),
            banco: String::new(),
            punto_total: 0,
            banco_total: 0,
            winner: match c.to_ascii_uppercase() {
                'P' => Winner::Punto,
                'B' => Winner::Banco,
                _ => Winner::Tie,
            },
            punto_natural: false,
            banco_natural: false,
            punto_pair: c.is_ascii_lowercase(),
            banco_pair: false,
        })
        .collect()
}

fn cells<T>(road: &[T], at: impl Fn(&T) -> (usize, usize, char)) -> Vec<(usize, usize, char)> {
    road.iter().map(at).collect()
}

fn big(road: &Roads) -> Vec<(usize, usize, char)> {
    cells(&road.big_road, |c| {
        let w = match c.winner {
            Winner::Punto => 'P',
            Winner::Banco => 'B',
            Winner::Tie => 'T',
        };
        (c.column, c.row, w)
    })
}

fn derived(road: &[DerivedCell]) -> Vec<(usize, usize, char)> {
    cells(road, |c| {
        let w = if c.colour == Colour::Red { 'R' } else { 'B' };
        (c.column, c.row, w)
    })
}

#[test]
fn every_road_is_empty_before_the_first_coup() {
    assert_eq!(Roads::of(&[]), Roads::default());
    let json = serde_json::to_string(&Roads::default()).unwrap();
    assert_eq!(
        json,
        concat!(
            r#"{"bead_plate":[],"big_road":[],"big_eye_boy":[],"small_road":[],"cockroach_pig":[],"#,
            r#""ask":{"banco":{"big_eye_boy":null,"small_road":null,"cockroach_pig":null},"#,
            r#""punto":{"big_eye_boy":null,"small_road":null,"cockroach_pig":null}},"#,
            r#""tally":{"punto":0,"banco":0,"tie":0,"natural":0,"punto_pair":0,"banco_pair":0}}"#
        )
    );
}

#[test]
fn the_tally_counts_wins_ties_naturals_and_pairs() {
    let mut results = coups("BPTBBPp");
    results[0].banco_natural = true;
    results[3].punto_natural = true;
    results[3].banco_natural = true;
    results[2].banco_pair = true;
    let t = Roads::of(&results).tally;
    // Wins B 3, P 3 (one lowercase p), T 1; naturals in coups 1 and 4; a Punto pair in
    // coup 7, a Banco pair in coup 3.
    assert_eq!(
        (
            t.banco,
            t.punto,
            t.tie,
            t.natural,
            t.punto_pair,
            t.banco_pair
        ),
        (3, 3, 1, 2, 1, 1)
    );
}

#[test]
fn the_bead_plate_fills_columns_of_six_ties_included() {
    let roads = Roads::of(&coups("BPTBBPp"));
    let got: Vec<_> = roads
        .bead_plate
        .iter()
        .map(|c| (c.column, c.row, c.coup))
        .collect();
    let want: Vec<_> = (0..7).map(|i| (i / 6, i % 6, i + 1)).collect();
    assert_eq!(got, want);
    assert_eq!(roads.bead_plate[2].winner, Winner::Tie);
    assert!(roads.bead_plate[6].punto_pair && !roads.bead_plate[5].punto_pair);
}

/// Worked by hand: B B P T P P B P B B B. Streaks: BB, PPP (a tie on the first P),
/// B, P, BBB; lengths 2, 3, 1, 1, 3.
const SHOE: &str = "BBPTPPBPBBB";

#[test]
fn the_big_road_starts_a_column_when_the_winner_changes_and_marks_ties() {
    let roads = Roads::of(&coups(SHOE));
    assert_eq!(
        big(&roads),
        [
            (0, 0, 'B'),
            (0, 1, 'B'),
            (1, 0, 'P'),
            (1, 1, 'P'),
            (1, 2, 'P'),
            (2, 0, 'B'),
            (3, 0, 'P'),
            (4, 0, 'B'),
            (4, 1, 'B'),
            (4, 2, 'B')
        ]
    );
    let ties: Vec<_> = roads.big_road.iter().map(|c| c.ties).collect();
    assert_eq!(ties, [0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    // The cell after the tie is the fifth coup.
    assert_eq!(roads.big_road[3].coup, 5);
}

#[test]
fn the_derived_roads_compare_streaks_one_two_and_three_back() {
    let roads = Roads::of(&coups(SHOE));
    // Big eye boy, win by win from streak 2 row 2: (1,1) len[0]=2 has row 1: red;
    // (1,2) len[0]=2 ends at row 1: blue; (2,0) 3 vs 2: blue; (3,0) 1 vs 3: blue;
    // (4,0) 1 vs 1: red; (4,1) len[3]=1 ends at row 0: blue; (4,2) len[3]=1: red.
    assert_eq!(
        derived(&roads.big_eye_boy),
        [
            (0, 0, 'R'),
            (1, 0, 'B'),
            (1, 1, 'B'),
            (1, 2, 'B'),
            (2, 0, 'R'),
            (3, 0, 'B'),
            (4, 0, 'R')
        ]
    );
    // Small road from streak 4 row 1: (3,0) 1 vs 2: blue; (4,0) 1 vs 3: blue;
    // (4,1) len[2]=1: blue; (4,2) len[2]=1: red.
    assert_eq!(
        derived(&roads.small_road),
        [(0, 0, 'B'), (0, 1, 'B'), (0, 2, 'B'), (1, 0, 'R')]
    );
    // Cockroach pig from streak 5 row 1: (4,0) 1 vs 2: blue; (4,1) len[1]=3: red;
    // (4,2) len[1]=3: red.
    assert_eq!(
        derived(&roads.cockroach_pig),
        [(0, 0, 'B'), (1, 0, 'R'), (1, 1, 'R')]
    );
}

#[test]
fn a_long_streak_turns_right_at_the_bottom_and_the_next_one_under_it() {
    // Eight Banco wins: six down, then the dragon tail along the bottom row. Six Punto
    // wins start in column 1, meet the tail at row 5 and turn right along row 4.
    let roads = Roads::of(&coups("BBBBBBBBPPPPPPB"));
    let got = big(&roads);
    let want: Vec<_> = (0..6)
        .map(|r| (0, r, 'B'))
        .chain([(1, 5, 'B'), (2, 5, 'B')])
        .chain((0..5).map(|r| (1, r, 'P')))
        .chain([(2, 4, 'P'), (2, 0, 'B')])
        .collect();
    assert_eq!(got, want);
}

#[test]
fn ties_before_the_first_win_wait_on_a_tie_cell_then_join_the_win() {
    let roads = Roads::of(&coups("TT"));
    assert_eq!(big(&roads), [(0, 0, 'T')]);
    assert_eq!(roads.big_road[0].ties, 2);
    let roads = Roads::of(&coups("TTPT"));
    assert_eq!(big(&roads), [(0, 0, 'P')]);
    assert_eq!((roads.big_road[0].ties, roads.big_road[0].coup), (3, 3));
    assert!(roads.big_eye_boy.is_empty());
}

#[test]
fn ties_add_nothing_to_the_derived_roads() {
    let with = Roads::of(&coups("BTBPTTPPBTPBBB"));
    let without = Roads::of(&coups("BBPPPBPBBB"));
    assert_eq!(with.big_eye_boy, without.big_eye_boy);
    assert_eq!(with.small_road, without.small_road);
    assert_eq!(with.cockroach_pig, without.cockroach_pig);
}

/// An ask road as (big eye boy, small road, cockroach pig), `R`/`B` for red/blue, `-` for none.
fn asked(m: &AskMarks) -> String {
    [m.big_eye_boy, m.small_road, m.cockroach_pig]
        .iter()
        .map(|c| match c {
            Some(Colour::Red) => 'R',
            Some(Colour::Blue) => 'B',
            None => '-',
        })
        .collect()
}

#[test]
fn the_ask_road_of_the_hand_worked_shoe() {
    // Streak lengths 2, 3, 1, 1, 3, the last win Banco.
    // Banco next: streak 4 grows to 4, the win at row 3. Big eye boy looks at streak 3
    // (1 cell: none in row 3, none in row 2): red. Small road, streak 2 (1 cell): red.
    // Cockroach pig, streak 1 (3 cells, the last in row 2): blue.
    // Punto next: a new streak 5. Big eye boy compares streaks 4 and 3 (3, 1): blue; small
    // road 4 and 2 (3, 1): blue; cockroach pig 4 and 1 (3, 3): red.
    let ask = Roads::of(&coups(SHOE)).ask;
    assert_eq!(asked(&ask.banco), "RRB");
    assert_eq!(asked(&ask.punto), "BBR");
    // A tie changes nothing.
    assert_eq!(Roads::of(&coups("BBPTPPBPBBBT")).ask, ask);
}

#[test]
fn the_ask_road_waits_for_the_streaks_each_road_compares() {
    // No win, or ties only: every road empty next coup whoever wins.
    for s in ["", "TT"] {
        let ask = Roads::of(&coups(s)).ask;
        assert_eq!(
            (asked(&ask.banco), asked(&ask.punto)),
            ("---".into(), "---".into())
        );
    }
    // B: Banco again is streak 0 row 1 (the big eye boy needs streak 1); Punto starts
    // streak 1 (it needs streak 2 to compare 1 and 0): nothing yet.
    let ask = Roads::of(&coups("B")).ask;
    assert_eq!(
        (asked(&ask.banco), asked(&ask.punto)),
        ("---".into(), "---".into())
    );
    // B P: Banco starts streak 2, comparing streaks 1 and 0 (1, 1): red. Punto is streak
    // 1 row 1; streak 0 ends exactly at row 0: blue. The small road needs streak 2.
    let ask = Roads::of(&coups("BP")).ask;
    assert_eq!(
        (asked(&ask.banco), asked(&ask.punto)),
        ("R--".into(), "B--".into())
    );
    // T B B P: the leading tie changes nothing; streaks 2, 1. Banco starts streak 2:
    // streaks 1 and 0 (1, 2) differ: blue. Punto: row 1 of streak 1; streak 0 has a cell
    // in row 1: red.
    let ask = Roads::of(&coups("TBBP")).ask;
    assert_eq!(
        (asked(&ask.banco), asked(&ask.punto)),
        ("B--".into(), "R--".into())
    );
}

#[test]
fn the_ask_road_is_the_cell_the_next_win_adds_opposite_for_the_other_side() {
    let shoe = "BBPTPPBPBBBPPBTPBBBBBBBPBPPT";
    for n in 0..=shoe.len() {
        let now = Roads::of(&coups(&shoe[..n]));
        for (side, marks) in [('B', now.ask.banco), ('P', now.ask.punto)] {
            let next = Roads::of(&coups(&format!("{}{side}", &shoe[..n])));
            let roads = [
                (&now.big_eye_boy, &next.big_eye_boy, marks.big_eye_boy),
                (&now.small_road, &next.small_road, marks.small_road),
                (&now.cockroach_pig, &next.cockroach_pig, marks.cockroach_pig),
            ];
            for (before, after, mark) in roads {
                let added = (after.len() > before.len()).then(|| after[after.len() - 1].colour);
                assert_eq!(added, mark, "{}{side}", &shoe[..n]);
            }
        }
        let [b, p] = [now.ask.banco, now.ask.punto].map(|m| asked(&m));
        let flip: String = b
            .chars()
            .map(|c| match c {
                'R' => 'B',
                'B' => 'R',
                c => c,
            })
            .collect();
        assert_eq!(p, flip, "{}", &shoe[..n]);
    }
}
