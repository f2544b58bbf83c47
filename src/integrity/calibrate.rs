//! Shoes dealt by a shuffle model as an audit reads them, without pricing: what
//! `simulate --shuffle M --deals` logs, for calibration runs.

use super::log::{AuditCoup, AuditShoe};
use crate::rules::Rules;
use crate::simulate::{burn_count_of, coup_at, first_coup, Burn, Procedure, Shuffle, Shuffler};

/// Shoes `0..shoes` of one table dealt by `model` under `seed` by the procedure, each with
/// its burn (the sheet-003 turned card shown, the rest face down), coups and rest: the
/// shoes `simulate --shuffle model --seed seed --deals` writes.
pub fn dealt_shoes(
    model: Shuffle,
    decks: u32,
    seed: u64,
    rules: &Rules,
    procedure: &Procedure,
    shoes: u64,
) -> Vec<AuditShoe> {
    let shuffler = Shuffler {
        model,
        decks,
        seed,
        rules,
        procedure,
    };
    let mut out = Vec::new();
    shuffler.chain(0, shoes, &mut |i, cards| {
        let burn = match procedure.burn {
            Burn::None => Vec::new(),
            Burn::One => vec![None],
            Burn::Sheet003 => std::iter::once(Some(cards[0]))
                .chain(std::iter::repeat_n(None, burn_count_of(cards[0])))
                .collect(),
        };
        let mut pos = first_coup(procedure, cards);
        let mut coups = Vec::new();
        while let Some((dealt, last)) = coup_at(rules, procedure, cards, pos) {
            let used = &cards[pos..pos + dealt.used];
            coups.push(AuditCoup {
                line: 0,
                cards: used.to_vec(),
                winner: dealt.coup.winner(),
            });
            pos += dealt.used;
            if last {
                break;
            }
        }
        out.push(AuditShoe {
            shoe: i,
            burn,
            coups,
            rest: Some(cards[pos..].to_vec()),
        });
    });
    out
}
