//! The scoreboards casinos display beside a baccarat table ("roads"), built from the coup
//! history: the bead plate, the big road and the three roads derived from it (big eye
//! boy, small road, cockroach pig). They record the past; they predict nothing (every
//! figure the tracker prices already knows the cards left).
//!
//! # The grids
//! Every road is a grid [`ROWS`] cells tall and as wide as it needs, read from the top
//! left; a road is the list of its filled cells, each with its `column` and `row` (both
//! from 0), in the order they were filled. Before the first coup every road is empty.
//!
//! - **Bead plate**: one cell per coup, ties included, down each column then on to the
//!   next column.
//! - **Big road**: Punto and Banco wins only. A win for the same side as the last goes
//!   one cell down; a win for the other side starts a new column (a *streak*) at the top,
//!   right of where the last streak started. A streak that reaches the bottom row, or
//!   meets a cell already filled below it, turns right and runs along its row: the
//!   *dragon tail*. A tie adds no cell: it is counted on the last cell (`ties`); ties
//!   before the first win show on a cell marked `tie` in the top left, which the first
//!   win then takes over (keeping the count).
//! - **Derived roads**: each Punto or Banco win added to the big road adds one red or blue
//!   cell, from the big road's streaks (its logical columns, dragon tails included) and
//!   a distance `k`: 1 for the big eye boy, 2 for the small road, 3 for the cockroach pig.
//!   For a win in streak `c`, row `r` (from 0):
//!   - a new streak (`r = 0`): red when streaks `c - 1` and `c - 1 - k` have the same
//!     length, else blue;
//!   - further down a streak (`r ≥ 1`): look at streak `c - k`: red when it has a cell in
//!     row `r` or has none in row `r - 1` either; blue when it ends exactly at row `r - 1`.
//!
//!   A road starts with the first win for which the streaks it compares exist: streak
//!   `k`, row 1, or else the top of streak `k + 1` (the big eye boy's second column,
//!   second row, or third column, first row). Its cells are laid out as on the big road:
//!   the same colour goes down, the other colour starts a column, dragon tails included.
//!
//! These are the rules the casinos' displays follow, as published in the guides to
//! baccarat scoreboards (for example the Wizard of Odds' "Baccarat Scoreboards" page).

use super::results::CoupResult;
use crate::coup::Winner;
use serde::Serialize;

/// The height of every road's grid, in cells.
pub const ROWS: usize = 6;

/// Every scoreboard of a shoe: the `tracker.roads` object of `track --format json`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Roads {
    /// One cell per coup, ties included.
    pub bead_plate: Vec<BeadCell>,
    /// Streaks of Punto and Banco wins, ties counted on the cells.
    pub big_road: Vec<BigRoadCell>,
    /// Derived road with distance 1.
    pub big_eye_boy: Vec<DerivedCell>,
    /// Derived road with distance 2.
    pub small_road: Vec<DerivedCell>,
    /// Derived road with distance 3.
    pub cockroach_pig: Vec<DerivedCell>,
}

/// A bead plate cell: one coup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BeadCell {
    /// Column, from 0.
    pub column: usize,
    /// Row, from 0 (top) to 5.
    pub row: usize,
    /// The coup's number in the shoe, from 1 (its entry in `tracker.results`).
    pub coup: usize,
    /// `"punto"`, `"banco"` or `"tie"`.
    pub winner: Winner,
    /// Punto's first two cards were a pair.
    pub punto_pair: bool,
    /// Banco's first two cards were a pair.
    pub banco_pair: bool,
}

/// A big road cell: one Punto or Banco win, with the ties that followed it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BigRoadCell {
    /// Column, from 0 (a dragon tail runs into the columns to the right).
    pub column: usize,
    /// Row, from 0 (top) to 5.
    pub row: usize,
    /// The coup's number in the shoe, from 1 (for a `tie` cell: the first tie's).
    pub coup: usize,
    /// `"punto"` or `"banco"`; `"tie"` only for the cell of ties dealt before the first win.
    pub winner: Winner,
    /// Ties marked on this cell: those dealt after its coup (on the first cell, also
    /// those dealt before it).
    pub ties: usize,
    /// Punto's first two cards were a pair in this cell's coup.
    pub punto_pair: bool,
    /// Banco's first two cards were a pair in this cell's coup.
    pub banco_pair: bool,
}

/// A derived road's mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// The big road repeats its pattern (streaks alike).
    Red,
    /// The big road breaks its pattern.
    Blue,
}

/// A cell of a derived road (big eye boy, small road, cockroach pig).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DerivedCell {
    /// Column, from 0.
    pub column: usize,
    /// Row, from 0 (top) to 5.
    pub row: usize,
    /// `"red"` or `"blue"`.
    pub colour: Colour,
}

/// Lays out streaks on a grid [`ROWS`] tall, dragon tails included.
#[derive(Debug, Default)]
struct Placer {
    filled: Vec<[bool; ROWS]>,
    /// The column the current streak started in, and the last cell placed.
    start: Option<usize>,
    at: (usize, usize),
    tail: bool,
}

impl Placer {
    fn is_filled(&self, column: usize, row: usize) -> bool {
        self.filled.get(column).is_some_and(|c| c[row])
    }

    fn fill(&mut self, column: usize, row: usize) -> (usize, usize) {
        if self.filled.len() <= column {
            self.filled.resize(column + 1, [false; ROWS]);
        }
        self.filled[column][row] = true;
        self.at = (column, row);
        (column, row)
    }

    /// The top of the first free column right of the last streak's start.
    fn new_streak(&mut self) -> (usize, usize) {
        let mut column = self.start.map_or(0, |s| s + 1);
        while self.is_filled(column, 0) {
            column += 1;
        }
        self.start = Some(column);
        self.tail = false;
        self.fill(column, 0)
    }

    /// The next cell of the current streak: down, or right once the way down is blocked.
    fn extend(&mut self) -> (usize, usize) {
        let (column, row) = self.at;
        if !self.tail && row + 1 < ROWS && !self.is_filled(column, row + 1) {
            return self.fill(column, row + 1);
        }
        self.tail = true;
        let mut next = column + 1;
        while self.is_filled(next, row) {
            next += 1;
        }
        self.fill(next, row)
    }
}

/// A derived road under construction: its distance, layout and last colour.
#[derive(Debug)]
struct Derived {
    k: usize,
    placer: Placer,
    last: Option<Colour>,
    cells: Vec<DerivedCell>,
}

impl Derived {
    fn new(k: usize) -> Derived {
        Derived {
            k,
            placer: Placer::default(),
            last: None,
            cells: Vec::new(),
        }
    }

    /// Adds the mark of a win in streak `c`, row `r`, given every streak's length so far.
    fn add(&mut self, lengths: &[usize], c: usize, r: usize) {
        let Some(colour) = colour(lengths, c, r, self.k) else {
            return;
        };
        let (column, row) = if self.last == Some(colour) {
            self.placer.extend()
        } else {
            self.placer.new_streak()
        };
        self.last = Some(colour);
        self.cells.push(DerivedCell {
            column,
            row,
            colour,
        });
    }
}

/// The colour a win in streak `c`, row `r` adds to the derived road of distance `k`, or
/// `None` before that road starts.
fn colour(lengths: &[usize], c: usize, r: usize, k: usize) -> Option<Colour> {
    let same = if r == 0 {
        if c < k + 1 {
            return None;
        }
        lengths[c - 1] == lengths[c - 1 - k]
    } else {
        if c < k {
            return None;
        }
        // Red when streak c - k reaches row r, or stops before row r - 1; blue when its
        // last cell is in row r - 1 (it has exactly r cells).
        lengths[c - k] != r
    };
    Some(if same { Colour::Red } else { Colour::Blue })
}

impl Roads {
    /// Every road of the coups `results`, in dealing order.
    pub fn of(results: &[CoupResult]) -> Roads {
        let bead_plate = results
            .iter()
            .enumerate()
            .map(|(i, r)| BeadCell {
                column: i / ROWS,
                row: i % ROWS,
                coup: r.coup,
                winner: r.winner,
                punto_pair: r.punto_pair,
                banco_pair: r.banco_pair,
            })
            .collect();
        let mut big_road: Vec<BigRoadCell> = Vec::new();
        let mut placer = Placer::default();
        let mut lengths: Vec<usize> = Vec::new();
        let mut derived = [Derived::new(1), Derived::new(2), Derived::new(3)];
        for r in results {
            let last = big_road.last_mut();
            if r.winner == Winner::Tie {
                match last {
                    Some(cell) => cell.ties += 1,
                    None => big_road.push(BigRoadCell {
                        column: 0,
                        row: 0,
                        coup: r.coup,
                        winner: Winner::Tie,
                        ties: 1,
                        punto_pair: false,
                        banco_pair: false,
                    }),
                }
                continue;
            }
            let leading_ties = match last {
                Some(cell) if cell.winner == Winner::Tie => cell.ties,
                _ => 0,
            };
            let (column, row) = match big_road.last() {
                Some(cell) if cell.winner == r.winner => {
                    *lengths.last_mut().expect("a streak is open") += 1;
                    placer.extend()
                }
                _ => {
                    lengths.push(1);
                    placer.new_streak()
                }
            };
            if leading_ties > 0 {
                big_road.pop();
            }
            big_road.push(BigRoadCell {
                column,
                row,
                coup: r.coup,
                winner: r.winner,
                ties: leading_ties,
                punto_pair: r.punto_pair,
                banco_pair: r.banco_pair,
            });
            let (c, row_in_streak) = (lengths.len() - 1, lengths[lengths.len() - 1] - 1);
            for road in &mut derived {
                road.add(&lengths, c, row_in_streak);
            }
        }
        let [big_eye_boy, small_road, cockroach_pig] = derived.map(|d| d.cells);
        Roads {
            bead_plate,
            big_road,
            big_eye_boy,
            small_road,
            cockroach_pig,
        }
    }
}

#[cfg(test)]
mod tests {
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
            r#"{"bead_plate":[],"big_road":[],"big_eye_boy":[],"small_road":[],"cockroach_pig":[]}"#
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
}
