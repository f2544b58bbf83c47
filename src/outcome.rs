//! The outcome of a coup: the facts of one coup dealt from real cards ([`coup_facts`]),
//! and the exact distribution of them all, counts of ordered six-card sequences for every
//! combination of final totals, hand sizes, natural and pair flags ([`CoupTable`]).

use crate::card::Card;
use crate::coup::{hand_total, Coup, Pairs};
use crate::rules::Rules;
use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

/// The facts of a finished coup from its cards, each hand in dealing order: the final
/// totals, hand sizes, naturals (a hand's first two cards, under `rules`) and the pairs of
/// the first four cards (rank pairs; a perfect pair also shares a known suit). The one
/// place a coup's facts are derived from cards: shoe logs, dealt shoes and the tracker all
/// come here; the winner is then [`Coup::winner`].
///
/// The cards are taken as dealt: whether the hands follow the tableau is the caller's
/// question (a shoe log checks it, a dealer follows it).
///
/// # Panics
/// If a hand has fewer than two cards (a finished coup deals two to each hand first).
pub fn coup_facts(rules: &Rules, punto: &[Card], banco: &[Card]) -> (Coup, Pairs) {
    let natural = |h: &[Card]| rules.is_natural(hand_total(&h[..2]));
    let (pn, bn) = (natural(punto), natural(banco));
    let pair = |h: &[Card]| h[0].rank == h[1].rank;
    let perfect = |h: &[Card]| pair(h) && h[0].suit.is_some() && h[0].suit == h[1].suit;
    let pairs = Pairs {
        punto_pair: pair(punto),
        banco_pair: pair(banco),
        punto_perfect_pair: perfect(punto),
        banco_perfect_pair: perfect(banco),
    };
    let coup = Coup {
        punto_total: hand_total(punto),
        banco_total: hand_total(banco),
        punto_cards: punto.len() as u8,
        banco_cards: banco.len() as u8,
        natural: pn || bn,
        punto_natural: pn,
        banco_natural: bn,
        punto_pair: pairs.punto_pair,
        banco_pair: pairs.banco_pair,
    };
    (coup, pairs)
}

/// Cells per pair-flag combination: 400 non-natural (2 x 2 hand sizes x 10 x 10 totals)
/// plus 100 natural (10 x 10 totals).
pub(crate) const CELLS_PER_FLAG: usize = 500;
/// All cells: four pair-flag combinations (`punto_pair + 2 * banco_pair`).
pub(crate) const CELLS: usize = 4 * CELLS_PER_FLAG;

/// The cell of a coup outcome within one pair-flag block.
#[inline(always)]
pub(crate) fn cell_index(pt: u8, bt: u8, pc: u8, bc: u8, natural: bool) -> usize {
    let totals = usize::from(pt) * 10 + usize::from(bt);
    if natural {
        400 + totals
    } else {
        (usize::from(pc - 2) * 2 + usize::from(bc - 2)) * 100 + totals
    }
}

/// Cell storage: native integers where the shoe's total fits, big integers beyond.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Cells {
    Small(Vec<u128>),
    Big(Vec<BigUint>),
}

fn nonzero_indices(flags: impl Iterator<Item = bool>) -> Vec<u16> {
    flags
        .enumerate()
        .filter(|(_, nz)| *nz)
        .map(|(i, _)| i as u16)
        .collect()
}

/// The exact outcome distribution of one coup dealt from a shoe.
///
/// Every count is a number of ordered six-card sequences; they add up to [`CoupTable::total`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoupTable {
    total: BigUint,
    cells: Cells,
    /// Indices of the cells with a non-zero count (most cells of a shoe are empty).
    nonzero: Vec<u16>,
    pairs: bool,
    naturals: [bool; 10],
}

impl CoupTable {
    pub(crate) fn new(total: BigUint, cells: Cells, pairs: bool, naturals: [bool; 10]) -> Self {
        let nonzero = match &cells {
            Cells::Small(v) => nonzero_indices(v.iter().map(|x| *x != 0)),
            Cells::Big(v) => nonzero_indices(v.iter().map(|x| !x.is_zero())),
        };
        CoupTable {
            total,
            cells,
            nonzero,
            pairs,
            naturals,
        }
    }

    /// N(N-1)(N-2)(N-3)(N-4)(N-5): the number of ordered six-card sequences.
    pub fn total(&self) -> &BigUint {
        &self.total
    }

    /// Whether rank-pair flags were tracked (needed by bets that combine pairs with the coup).
    pub fn tracks_pairs(&self) -> bool {
        self.pairs
    }

    /// The coup described by a cell index.
    pub(crate) fn coup(&self, cell: usize) -> Coup {
        let flags = cell / CELLS_PER_FLAG;
        let i = cell % CELLS_PER_FLAG;
        let (natural, sizes, totals) = if i >= 400 {
            (true, 0, i - 400)
        } else {
            (false, i / 100, i % 100)
        };
        let (pt, bt) = ((totals / 10) as u8, (totals % 10) as u8);
        Coup {
            punto_total: pt,
            banco_total: bt,
            punto_cards: 2 + (sizes / 2) as u8,
            banco_cards: 2 + (sizes % 2) as u8,
            natural,
            punto_natural: natural && self.naturals[usize::from(pt)],
            banco_natural: natural && self.naturals[usize::from(bt)],
            punto_pair: flags & 1 != 0,
            banco_pair: flags & 2 != 0,
        }
    }

    /// The cell counts when they are native integers (shoes whose total fits `u128`).
    pub(crate) fn small_cells(&self) -> Option<&[u128]> {
        match &self.cells {
            Cells::Small(v) => Some(v),
            Cells::Big(_) => None,
        }
    }

    /// Sums the counts of the cells a selector assigns to each of `groups` groups
    /// (`None` drops the cell).
    pub(crate) fn group_sums(&self, groups: usize, select: &[Option<u8>]) -> Vec<BigUint> {
        let cells = self.nonzero.iter().map(|&i| usize::from(i));
        match &self.cells {
            Cells::Small(v) => {
                let mut acc = vec![0u128; groups];
                for i in cells {
                    if let Some(g) = select[i] {
                        acc[usize::from(g)] += v[i];
                    }
                }
                acc.into_iter().map(BigUint::from).collect()
            }
            Cells::Big(v) => {
                let mut acc = vec![BigUint::zero(); groups];
                for i in cells {
                    if let Some(g) = select[i] {
                        acc[usize::from(g)] += &v[i];
                    }
                }
                acc
            }
        }
    }

    /// Sums the counts of each group of a precompiled [`Grouping`]: the same result as
    /// [`CoupTable::group_sums`] with the selector the grouping was built from, for a table
    /// whose non-zero cells all lie in the grouping's support.
    pub(crate) fn grouped_sums(&self, g: &Grouping) -> Vec<BigUint> {
        let Cells::Small(v) = &self.cells else {
            return self.group_sums(g.cells.len(), &g.select);
        };
        debug_assert!(self.nonzero.iter().all(|&i| g.support[usize::from(i)]));
        let mut acc: Vec<u128> = g
            .cells
            .iter()
            .map(|cells| cells.iter().map(|&i| v[usize::from(i)]).sum())
            .collect();
        if let Some(rest) = g.rest {
            let total = self
                .total
                .to_u128()
                .expect("small cells: the total fits u128");
            let others: u128 = acc.iter().sum();
            acc[rest] = total - others;
        }
        acc.into_iter().map(BigUint::from).collect()
    }

    /// Sum of the counts of every cell whose coup satisfies `keep`.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::{enumerate, PairFlags, Rules, Shoe};
    /// let rules = Rules::preset("standard")?;
    /// let t = enumerate(&Shoe::with_decks(8)?, &rules, PairFlags::Ignored);
    /// let banco = t.count_where(|c| c.banco_total > c.punto_total);
    /// assert_eq!(banco.to_string(), "2292252566437888");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn count_where(&self, keep: impl Fn(&Coup) -> bool) -> BigUint {
        let select: Vec<Option<u8>> = (0..CELLS)
            .map(|i| keep(&self.coup(i)).then_some(0))
            .collect();
        self.group_sums(1, &select).pop().expect("one group")
    }

    /// The 10 x 10 distribution of final totals, `[punto][banco]`.
    pub fn totals_matrix(&self) -> Vec<Vec<BigUint>> {
        let select: Vec<Option<u8>> = (0..CELLS)
            .map(|i| {
                let c = self.coup(i);
                Some(c.punto_total * 10 + c.banco_total)
            })
            .collect();
        let flat = self.group_sums(100, &select);
        flat.chunks(10).map(|r| r.to_vec()).collect()
    }

    /// Counts by the number of cards dealt: `[4 cards, 5 cards, 6 cards]`.
    pub fn cards_dealt(&self) -> [BigUint; 3] {
        let select: Vec<Option<u8>> = (0..CELLS)
            .map(|i| {
                let c = self.coup(i);
                Some(c.punto_cards + c.banco_cards - 4)
            })
            .collect();
        let v = self.group_sums(3, &select);
        [v[0].clone(), v[1].clone(), v[2].clone()]
    }
}

/// A cell selector compiled for repeated sums over many tables: the cells of each group,
/// restricted to the cells a table can hold (its support). When every supported cell has
/// a group, the largest group is not summed but taken as the total minus the others.
#[derive(Debug, Clone)]
pub(crate) struct Grouping {
    /// The supported cells of each group; empty for the group taken by difference.
    cells: Vec<Vec<u16>>,
    /// The group whose sum is the total minus the others', if any.
    rest: Option<usize>,
    /// The selector itself, for big-integer tables.
    select: Vec<Option<u8>>,
    /// Cells a table can hold.
    support: Vec<bool>,
}

impl Grouping {
    /// Groups the cells where `support` is true by `select` (`None` drops a cell).
    pub(crate) fn new(groups: usize, select: &[Option<u8>], support: &[bool]) -> Grouping {
        let mut cells = vec![Vec::new(); groups];
        let mut complete = true;
        for (i, (s, &on)) in select.iter().zip(support).enumerate() {
            match (s, on) {
                (Some(g), true) => cells[usize::from(*g)].push(i as u16),
                (None, true) => complete = false,
                _ => {}
            }
        }
        let rest = complete
            .then(|| (0..groups).max_by_key(|&g| cells[g].len()))
            .flatten();
        if let Some(r) = rest {
            cells[r].clear();
        }
        Grouping {
            cells,
            rest,
            select: select.to_vec(),
            support: support.to_vec(),
        }
    }
}

impl CoupTable {
    /// Whether each cell is non-zero in this table.
    pub(crate) fn support(&self) -> Vec<bool> {
        let mut s = vec![false; CELLS];
        for &i in &self.nonzero {
            s[usize::from(i)] = true;
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::coup::Winner;

    /// A coup's facts worked out by hand from GAME.md (values A = 1, 2-9 face, 10/J/Q/K = 0;
    /// a total is the sum mod 10; a natural is a two-card 8 or 9 under the standard rules).
    struct Case {
        punto: &'static str,
        banco: &'static str,
        totals: (u8, u8),
        naturals: (bool, bool),
        pairs: (bool, bool),
        perfect: (bool, bool),
        winner: Winner,
    }

    const CASES: &[Case] = &[
        // 4 + 5 = 9, a natural; K + 3 = 3.
        Case {
            punto: "4s 5h",
            banco: "Kd 3c",
            totals: (9, 3),
            naturals: (true, false),
            pairs: (false, false),
            perfect: (false, false),
            winner: Winner::Punto,
        },
        // K + K = 0 draws 7: 7; K + Q = 0 draws 5: 5. K-K is a pair, K-Q is not.
        Case {
            punto: "Kh Ks 7d",
            banco: "Kd Qd 5c",
            totals: (7, 5),
            naturals: (false, false),
            pairs: (true, false),
            perfect: (false, false),
            winner: Winner::Punto,
        },
        // 4 + 4 = 8 on both sides: two naturals, a tie; 4d 4d is a perfect pair.
        Case {
            punto: "4d 4d",
            banco: "4c 4s",
            totals: (8, 8),
            naturals: (true, true),
            pairs: (true, true),
            perfect: (true, false),
            winner: Winner::Tie,
        },
        // Without suits a pair is never perfect; 9 + 9 = 18 counts 8, a natural.
        Case {
            punto: "2 3 A",
            banco: "9 9",
            totals: (6, 8),
            naturals: (false, true),
            pairs: (false, true),
            perfect: (false, false),
            winner: Winner::Banco,
        },
        // 8 + 8 + 9 = 25 counts 5 (GAME.md's example); 10 + 6 = 6 stands.
        Case {
            punto: "8h 8s 9c",
            banco: "10h 6d",
            totals: (5, 6),
            naturals: (false, false),
            pairs: (true, false),
            perfect: (false, false),
            winner: Winner::Banco,
        },
    ];

    #[test]
    fn coup_facts_match_the_hand_worked_cases() {
        let rules = Rules::preset("standard").unwrap();
        for c in CASES {
            let (punto, banco) = (parse_cards(c.punto).unwrap(), parse_cards(c.banco).unwrap());
            let (coup, pairs) = coup_facts(&rules, &punto, &banco);
            let what = format!("{} / {}", c.punto, c.banco);
            assert_eq!((coup.punto_total, coup.banco_total), c.totals, "{what}");
            assert_eq!(
                (coup.punto_cards, coup.banco_cards),
                (punto.len() as u8, banco.len() as u8),
                "{what}"
            );
            assert_eq!(
                (coup.punto_natural, coup.banco_natural),
                c.naturals,
                "{what}"
            );
            assert_eq!(coup.natural, c.naturals.0 || c.naturals.1, "{what}");
            assert_eq!((pairs.punto_pair, pairs.banco_pair), c.pairs, "{what}");
            assert_eq!((coup.punto_pair, coup.banco_pair), c.pairs, "{what}");
            assert_eq!(
                (pairs.punto_perfect_pair, pairs.banco_perfect_pair),
                c.perfect,
                "{what}"
            );
            assert_eq!(coup.winner(), c.winner, "{what}");
        }
    }

    #[test]
    fn naturals_follow_the_rules_not_a_fixed_eight_or_nine() {
        // A rule set whose only natural is 9: a two-card 8 is then not one.
        let mut file = Rules::preset("standard").unwrap().to_file().clone();
        file.naturals = vec![9];
        // Banco stands on a two-card 8 (it draws on nothing once it is not a natural).
        file.banco_tableau.insert("8".into(), "RRRRRRRRRR R".into());
        let nine_only = file.into_rules().unwrap();
        let (punto, banco) = (parse_cards("4 4").unwrap(), parse_cards("4 5").unwrap());
        let (coup, _) = coup_facts(&nine_only, &punto, &banco);
        assert!(!coup.punto_natural && coup.banco_natural && coup.natural);
    }
}
