//! Mid-coup odds: the exact outcome distribution and bet values once some cards of the
//! coup in play are exposed.
//!
//! # Convention
//! The shoe is the shoe before the coup: it still holds the exposed cards, which are
//! removed from it. With `k` cards exposed and `M` cards left after that, every count is a
//! number of ordered completions of the six-card sequence, so the counts add up to
//! `M(M−1)…(M−5+k)`. Summing the counts for each possible first card `c`, weighted by the
//! cards of that kind, gives back the counts of the whole shoe exactly, because a
//! six-card sequence is its first card followed by one of its completions.
//!
//! # Method
//! The unknown cards among the first four are walked by rank (they decide the pair bets),
//! the third cards by point value, each weighted by the cards of its kind left; perfect-pair
//! bets walk the unknown first-four cards by rank and suit.

use crate::analysis::{PricedBets, Pricer};
use crate::card::{Card, Rank};
use crate::coup::hand_total as total;
use crate::enumerate::{falling, sequences, Weight};
use crate::error::{Error, Result};
use crate::outcome::{cell_index, Cells, CoupTable, CELLS, CELLS_PER_FLAG};
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_bigint::BigUint;
use num_traits::One;

/// The exposed cards of a coup in play, checked against the dealing order and the rules.
///
/// Cards are dealt Punto, Banco, Punto, Banco, then Punto's third card (if Punto draws),
/// then Banco's (if Banco draws).
///
/// # Examples
/// ```
/// use punto_banco::{analysis::PartialCoup, parse_cards, Rules};
/// let rules = Rules::preset("standard")?;
/// let coup = PartialCoup::new(&rules, parse_cards("5 K")?, parse_cards("3")?)?;
/// assert_eq!(coup.exposed(), 3);
/// // Punto stands on 7: no third Punto card can be exposed.
/// assert!(PartialCoup::new(&rules, parse_cards("3 4 2")?, parse_cards("K K")?).is_err());
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartialCoup {
    punto: Vec<Card>,
    banco: Vec<Card>,
}

/// Dealing positions: P1, B1, P2, B2, P3, B3.
const POSITIONS: usize = 6;

fn list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl PartialCoup {
    /// Checks the exposed cards against the dealing order and `rules`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCoup`] for more than three cards a side, a card exposed out
    /// of the dealing order (e.g. two Banco cards before Punto's second), a third card
    /// after a natural, or a third card the rules do not deal.
    pub fn new(rules: &Rules, punto: Vec<Card>, banco: Vec<Card>) -> Result<PartialCoup> {
        let (p, b) = (punto.len(), banco.len());
        if p > 3 || b > 3 {
            return Err(Error::coup(format!(
                "a hand holds at most 3 cards; got {p} Punto and {b} Banco cards"
            )));
        }
        let in_order = matches!(
            (p, b),
            (0, 0) | (1, 0) | (1, 1) | (2, 1) | (2, 2) | (3, 2) | (2, 3) | (3, 3)
        );
        if !in_order {
            return Err(Error::coup(format!(
                "{p} Punto and {b} Banco cards cannot be exposed together: cards are dealt \
                 Punto, Banco, Punto, Banco, then Punto's third card, then Banco's"
            )));
        }
        if p >= 2 && b >= 2 {
            let (pt, bt) = (total(&punto[..2]), total(&banco[..2]));
            let natural = rules.is_natural(pt) || rules.is_natural(bt);
            if natural && (p == 3 || b == 3) {
                return Err(Error::coup(format!(
                    "Punto {} ({pt}) against Banco {} ({bt}) is a natural: no third card \
                     is dealt",
                    list(&punto[..2]),
                    list(&banco[..2])
                )));
            }
            let punto_draws = rules.punto_draws(pt);
            if p == 3 && !punto_draws {
                return Err(Error::coup(format!(
                    "Punto stands on {pt} ({}), so no third Punto card is dealt",
                    list(&punto[..2])
                )));
            }
            if b == 3 && p == 2 && punto_draws {
                return Err(Error::coup(format!(
                    "Punto draws on {pt} ({}), so Punto's third card comes before Banco's",
                    list(&punto[..2])
                )));
            }
            let third = (p == 3).then(|| punto[2].rank.value() as u8);
            if b == 3 && !rules.banco_draws(bt, third) {
                let after = match third {
                    Some(x) => format!("when Punto's third card is {x}"),
                    None => "when Punto stands".to_string(),
                };
                return Err(Error::coup(format!(
                    "Banco stands on {bt} ({}) {after}, so no third Banco card is dealt",
                    list(&banco[..2])
                )));
            }
        }
        Ok(PartialCoup { punto, banco })
    }

    /// Punto's exposed cards.
    pub fn punto(&self) -> &[Card] {
        &self.punto
    }

    /// Banco's exposed cards.
    pub fn banco(&self) -> &[Card] {
        &self.banco
    }

    /// The number of exposed cards.
    pub fn exposed(&self) -> usize {
        self.punto.len() + self.banco.len()
    }

    /// The exposed cards by dealing position (P1, B1, P2, B2, P3, B3).
    fn positions(&self) -> [Option<Card>; POSITIONS] {
        let at = |v: &[Card], i: usize| v.get(i).copied();
        [
            at(&self.punto, 0),
            at(&self.banco, 0),
            at(&self.punto, 1),
            at(&self.banco, 1),
            at(&self.punto, 2),
            at(&self.banco, 2),
        ]
    }
}

/// The exact state of a coup in play.
#[derive(Debug, Clone)]
pub struct MidCoup {
    /// Outcome distribution over the completions (with rank-pair flags).
    pub table: CoupTable,
    /// Every bet of the pricer, priced over the same completions.
    pub bets: PricedBets,
    /// Cards left in the shoe once the exposed cards are out.
    pub cards_left: u64,
}

/// Prices every bet of `pricer` for the coup in play: `shoe` is the shoe before the coup
/// (it still holds the exposed cards).
///
/// # Convention
/// With `k` cards exposed and `M` left, counts are ordered completions of the six-card
/// sequence and add up to `M(M−1)…(M−5+k)`. Summed over every possible first card, each
/// weighted by the cards of its kind, they give the whole shoe's counts exactly.
///
/// # Examples
/// ```
/// use punto_banco::analysis::{price_partial, PartialCoup};
/// use punto_banco::{main_bets, parse_cards, Pricer, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let pricer = Pricer::new(&rules, &main_bets(&rules))?;
/// let coup = PartialCoup::new(&rules, parse_cards("9 K")?, parse_cards("3")?)?;
/// let mid = price_partial(&pricer, &Shoe::with_decks(8)?, &coup)?;
/// // Punto holds a natural 9: Banco can at best tie with a 6 (9 - 3).
/// let punto = mid.bets.result("punto").unwrap();
/// assert!(punto.ev() > num_rational::BigRational::from_integer(0.into()));
/// # Ok::<(), punto_banco::Error>(())
/// ```
///
/// # Errors
/// [`crate::ErrorKind::BadCoup`] when an exposed card is not in the shoe.
pub fn price_partial(pricer: &Pricer, shoe: &Shoe, coup: &PartialCoup) -> Result<MidCoup> {
    let mut left = shoe.clone();
    for c in coup.punto.iter().chain(&coup.banco) {
        left.take(*c)
            .map_err(|e| Error::coup(format!("exposed card {c} is not in the shoe ({e})")))?;
    }
    let k = coup.exposed();
    let m = left.total();
    let total = falling_big(m, (6 - k) as u64);
    let walk = Partial {
        rules: pricer.rules(),
        known: coup.positions(),
        counts: left.counts().map(u64::from),
        m,
        filler: 6 - k,
    };
    let small = sequences(shoe.total()).bits() <= 128;
    let cells = if small {
        Cells::Small(walk.run::<u128>())
    } else {
        Cells::Big(walk.run::<BigUint>())
    };
    let table = CoupTable::new(total.clone(), cells, true, pricer.rules().naturals());
    let bets = pricer.price_with(&table, || {
        left.suited_counts()
            .map(|s| suited_partial(s, &coup.positions(), m, 6 - k, small))
    });
    Ok(MidCoup {
        table,
        bets: bets.into(),
        cards_left: m,
    })
}

/// M(M−1)…(M−k+1) exactly, from the walk's [`falling`] two factors at a time (a product
/// of two counts of a shoe fits a `u64`; see [`crate::shoe::MAX_CARDS`]).
fn falling_big(n: u64, k: u64) -> BigUint {
    (0..k).step_by(2).fold(BigUint::one(), |a, i| {
        a * falling(n.saturating_sub(i), (k - i).min(2))
    })
}

/// The walk over the unexposed cards of one coup.
struct Partial<'a> {
    rules: &'a Rules,
    known: [Option<Card>; POSITIONS],
    /// Cards left per rank once the exposed cards are out.
    counts: [u64; 13],
    m: u64,
    /// Unexposed positions among the six.
    filler: usize,
}

impl Partial<'_> {
    fn run<W: Weight>(&self) -> Vec<W> {
        let mut cells = vec![W::zero(); CELLS];
        let mut ranks = [Rank::Ace; 4];
        self.first_four(0, W::from_u64(1), 0, self.counts, &mut ranks, &mut cells);
        cells
    }

    /// Deals position `pos` of the first four, by rank.
    fn first_four<W: Weight>(
        &self,
        pos: usize,
        w: W,
        drawn: usize,
        left: [u64; 13],
        ranks: &mut [Rank; 4],
        cells: &mut [W],
    ) {
        if pos == 4 {
            return self.third_cards(w, drawn, &left, ranks, cells);
        }
        if let Some(c) = self.known[pos] {
            ranks[pos] = c.rank;
            return self.first_four(pos + 1, w, drawn, left, ranks, cells);
        }
        for r in Rank::ALL {
            let n = left[r.index()];
            if n == 0 {
                continue;
            }
            let mut next = left;
            next[r.index()] -= 1;
            ranks[pos] = r;
            self.first_four(pos + 1, w.mul_u64(n), drawn + 1, next, ranks, cells);
        }
    }

    /// Adds `w` times the ways to fill the remaining positions of the six.
    fn add<W: Weight>(&self, cell: &mut W, w: &W, drawn: usize) {
        // Unexposed positions of the six not yet drawn (at most the two third-card
        // positions, so the count of ways fits a u64), from the cards not yet drawn.
        let rest = (self.filler - drawn) as u64;
        cell.add_mul(w, falling(self.m - drawn as u64, rest));
    }

    fn third_cards<W: Weight>(
        &self,
        w: W,
        drawn: usize,
        left: &[u64; 13],
        ranks: &[Rank; 4],
        cells: &mut [W],
    ) {
        let v = |i: usize| ranks[i].value();
        let (pt, bt) = (((v(0) + v(2)) % 10) as u8, ((v(1) + v(3)) % 10) as u8);
        let flags = usize::from(ranks[0] == ranks[2]) + 2 * usize::from(ranks[1] == ranks[3]);
        let block = flags * CELLS_PER_FLAG;
        let rules = self.rules;
        if rules.is_natural(pt) || rules.is_natural(bt) {
            let cell = &mut cells[block + cell_index(pt, bt, 2, 2, true)];
            return self.add(cell, &w, drawn);
        }
        let mut values = [0u64; 10];
        for r in Rank::ALL {
            values[r.value()] += left[r.index()];
        }
        // Each third card: the exposed one, or every value with its count.
        let options = |pos: usize, values: &[u64; 10]| -> Vec<(u8, u64, usize)> {
            match self.known[pos] {
                Some(c) => vec![(c.rank.value() as u8, 1, 0)],
                None => (0..10u8)
                    .filter(|&x| values[usize::from(x)] > 0)
                    .map(|x| (x, values[usize::from(x)], 1))
                    .collect(),
            }
        };
        let banco = |pt: u8,
                     pc: u8,
                     third: Option<u8>,
                     w: &W,
                     drawn: usize,
                     values: &[u64; 10],
                     cells: &mut [W]| {
            if rules.banco_draws(bt, third) {
                for (y, n, d) in options(5, values) {
                    let bt3 = (bt + y) % 10;
                    let cell = &mut cells[block + cell_index(pt, bt3, pc, 3, false)];
                    self.add(cell, &w.mul_u64(n), drawn + d);
                }
            } else {
                let cell = &mut cells[block + cell_index(pt, bt, pc, 2, false)];
                self.add(cell, w, drawn);
            }
        };
        if rules.punto_draws(pt) {
            for (x, n, d) in options(4, &values) {
                let mut after = values;
                if d == 1 {
                    after[usize::from(x)] -= 1;
                }
                banco(
                    (pt + x) % 10,
                    3,
                    Some(x),
                    &w.mul_u64(n),
                    drawn + d,
                    &after,
                    cells,
                );
            }
        } else {
            banco(pt, 2, None, &w, drawn, &values, cells);
        }
    }
}

/// Ordered completions by (Punto, Banco) pair category (0 none, 1 rank pair, 2 perfect
/// pair), walking the unexposed first-four cards by rank and suit.
fn suited_partial(
    suits: &[[u32; 4]; 13],
    known: &[Option<Card>; POSITIONS],
    m: u64,
    filler: usize,
    small: bool,
) -> [[BigUint; 3]; 3] {
    let mut walk = Suited {
        known,
        left: suits.iter().flatten().map(|&c| u64::from(c)).collect(),
        classes: [0; 4],
        by_drawn: Default::default(),
    };
    if small {
        walk.run::<u128>(0, 1, 0);
    } else {
        walk.run::<BigUint>(0, BigUint::one(), 0);
    }
    let mut out: [[BigUint; 3]; 3] = Default::default();
    for (drawn, table) in walk.by_drawn.iter().enumerate() {
        let tail = falling_big(m - drawn as u64, (filler.saturating_sub(drawn)) as u64);
        for (row, orow) in table.iter().zip(out.iter_mut()) {
            for (x, o) in row.iter().zip(orow.iter_mut()) {
                *o += x * &tail;
            }
        }
    }
    out
}

/// The suited walk of the first four cards; sums are kept per number of cards drawn.
struct Suited<'a> {
    known: &'a [Option<Card>; POSITIONS],
    left: Vec<u64>,
    classes: [usize; 4],
    by_drawn: [[[BigUint; 3]; 3]; 5],
}

impl Suited<'_> {
    fn run<W: Weight + Into<BigUint>>(&mut self, pos: usize, w: W, drawn: usize) {
        if pos == 4 {
            let cat = |a: usize, b: usize| usize::from(a / 4 == b / 4) + usize::from(a == b);
            let c = &self.classes;
            self.by_drawn[drawn][cat(c[0], c[2])][cat(c[1], c[3])] += w.into();
            return;
        }
        if let Some(c) = self.known[pos] {
            self.classes[pos] = c.rank.index() * 4 + c.suit.expect("suits known").index();
            return self.run(pos + 1, w, drawn);
        }
        for i in 0..52 {
            let n = self.left[i];
            if n == 0 {
                continue;
            }
            self.left[i] -= 1;
            self.classes[pos] = i;
            self.run(pos + 1, w.mul_u64(n), drawn + 1);
            self.left[i] += 1;
        }
    }
}
