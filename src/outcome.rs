//! The outcome distribution of a coup: exact counts of ordered six-card sequences for every
//! combination of final totals, hand sizes, natural and pair flags.

use crate::coup::Coup;
use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

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
