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
//! - **Ask road** ([`Ask`]): for the next coup, the cell each derived road would add if
//!   Banco won it and if Punto won it: the same rules applied to the big road with that
//!   win added (`None` where the road would add no cell yet). For each road the two answers
//!   are opposite colours, or both `None`.
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
    /// The "ask road": the mark each derived road would add if the next coup were won by
    /// Banco, or by Punto.
    pub ask: Ask,
    /// The counts road apps show under the roads.
    pub tally: Tally,
}

/// How the coups of the shoe went, counted: wins of each side, ties, coups with a natural,
/// coups with each pair.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Coups won by Punto.
    pub punto: usize,
    /// Coups won by Banco.
    pub banco: usize,
    /// Ties.
    pub tie: usize,
    /// Coups in which either hand's first two cards made a natural.
    pub natural: usize,
    /// Coups in which Punto's first two cards were a pair.
    pub punto_pair: usize,
    /// Coups in which Banco's first two cards were a pair.
    pub banco_pair: usize,
}

impl Tally {
    /// The counts of the coups `results`.
    pub fn of(results: &[CoupResult]) -> Tally {
        let count = |f: &dyn Fn(&CoupResult) -> bool| results.iter().filter(|r| f(r)).count();
        Tally {
            punto: count(&|r| r.winner == Winner::Punto),
            banco: count(&|r| r.winner == Winner::Banco),
            tie: count(&|r| r.winner == Winner::Tie),
            natural: count(&|r| r.punto_natural || r.banco_natural),
            punto_pair: count(&|r| r.punto_pair),
            banco_pair: count(&|r| r.banco_pair),
        }
    }
}

/// The ask road: for each possible winner of the next coup, the cell each derived road
/// would add (a tie adds none, so it is not asked).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Ask {
    /// If Banco wins the next coup.
    pub banco: AskMarks,
    /// If Punto wins the next coup.
    pub punto: AskMarks,
}

/// The colour of the cell each derived road would add, `None` (`null`) where it would add
/// none (the road has not started yet).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct AskMarks {
    /// Big eye boy (distance 1).
    pub big_eye_boy: Option<Colour>,
    /// Small road (distance 2).
    pub small_road: Option<Colour>,
    /// Cockroach pig (distance 3).
    pub cockroach_pig: Option<Colour>,
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

/// The distances of the derived roads: big eye boy, small road, cockroach pig.
const DISTANCES: [usize; 3] = [1, 2, 3];

/// Adds a win to the big road's streak lengths: one more in the last streak when `same`
/// (the winner of the last win), else a new streak of one. Returns the win's streak and
/// row within it, as [`colour`] takes them.
fn add_win(lengths: &mut Vec<usize>, same: bool) -> (usize, usize) {
    match lengths.last_mut() {
        Some(last) if same => *last += 1,
        _ => lengths.push(1),
    }
    let c = lengths.len() - 1;
    (c, lengths[c] - 1)
}

/// The marks the derived roads would add if `winner` won the next coup, given the big
/// road's streak lengths and the side of its last win (`None` before the first win).
fn ask_marks(lengths: &[usize], last: Option<Winner>, winner: Winner) -> AskMarks {
    let mut lengths = lengths.to_vec();
    let (c, r) = add_win(&mut lengths, last == Some(winner));
    let [big_eye_boy, small_road, cockroach_pig] = DISTANCES.map(|k| colour(&lengths, c, r, k));
    AskMarks {
        big_eye_boy,
        small_road,
        cockroach_pig,
    }
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
        let mut derived = DISTANCES.map(Derived::new);
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
                Some(cell) if cell.winner == Winner::Tie => big_road.pop().map_or(0, |c| c.ties),
                _ => 0,
            };
            let same = big_road.last().is_some_and(|cell| cell.winner == r.winner);
            let (c, row_in_streak) = add_win(&mut lengths, same);
            let (column, row) = if same {
                placer.extend()
            } else {
                placer.new_streak()
            };
            big_road.push(BigRoadCell {
                column,
                row,
                coup: r.coup,
                winner: r.winner,
                ties: leading_ties,
                punto_pair: r.punto_pair,
                banco_pair: r.banco_pair,
            });
            for road in &mut derived {
                road.add(&lengths, c, row_in_streak);
            }
        }
        let last = big_road
            .last()
            .map(|cell| cell.winner)
            .filter(|w| *w != Winner::Tie);
        let ask = Ask {
            banco: ask_marks(&lengths, last, Winner::Banco),
            punto: ask_marks(&lengths, last, Winner::Punto),
        };
        let [big_eye_boy, small_road, cockroach_pig] = derived.map(|d| d.cells);
        Roads {
            bead_plate,
            big_road,
            big_eye_boy,
            small_road,
            cockroach_pig,
            ask,
            tally: Tally::of(results),
        }
    }
}

#[cfg(test)]
mod tests;
