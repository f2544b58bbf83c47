//! The review's words that are not sentences: bets by name, counts in words, triggers,
//! yes and no, numbers in titles, and a table whose title and columns are messages.

use crate::i18n::{Arg, Lang};
use crate::report::parsheet::block::bet_name_of_id;
use crate::report::{Align, Cell, Table};
use num_bigint::BigUint;

/// A table titled by message `title` (with `args`) whose columns are named by message ids.
pub(crate) fn table_in(
    l: Lang,
    name: &str,
    title: (&str, &[(&str, Arg)]),
    columns: &[(&str, Align)],
) -> Table {
    Table {
        name: name.into(),
        title: l.msg(title.0, title.1),
        columns: columns.iter().map(|(id, a)| (l.m(id), *a)).collect(),
        ..Table::default()
    }
}

/// A whole number in a title or note, as the catalog's `rv-whole` writes it: plain digits
/// in English (as the tables have always written it: `9999 draws`), grouped the
/// language's way elsewhere.
pub(crate) fn plain(l: Lang, n: u64) -> Arg {
    let args = [
        ("plain", Arg::text(n.to_string())),
        ("grouped", Arg::text(l.int(&BigUint::from(n)))),
    ];
    Arg::text(l.msg("rv-whole", &args))
}

/// A level or a decimal as given (`0.01`), with the language's decimal sign.
pub(crate) fn given(l: Lang, x: f64) -> Arg {
    Arg::text(l.localize_number(&x.to_string()))
}

pub(crate) fn yes_no(l: Lang, b: bool) -> Cell {
    Cell::text(l.m(if b { "rv-yes" } else { "rv-no" }))
}

/// A bet as a cell, as the catalog's `rv-bet-cell` writes it: its id in English (the
/// tables' data as they have always been), its name in the other languages.
pub(crate) fn bet_cell(l: Lang, id: &str) -> Cell {
    // A name ending in a number (`Dragon 7`) is not broken before it.
    let name = bet_name_of_id(l, id);
    let name = match name.rsplit_once(' ') {
        Some((a, n)) if n.chars().all(|c| c.is_ascii_digit()) => format!("{a}\u{a0}{n}"),
        _ => name,
    };
    let args = [("id", Arg::text(id)), ("name", Arg::text(name))];
    Cell::text(l.msg("rv-bet-cell", &args))
}

/// A counting system as `--tags` spells it (`jacobson`, `derived:4`) in words: in a table
/// (`words` false) as the catalog's `rv-system-cell` writes it, its spelling in English
/// and its name in the other languages; its name in reader text (`words` true).
pub(crate) fn system_words(l: Lang, tags: &str, words: bool) -> String {
    let name = match tags
        .strip_prefix("derived:")
        .and_then(|m| m.parse::<u32>().ok())
    {
        Some(level) => l.msg("rv-system-derived", &[("level", Arg::int(level))]),
        None if tags == "jacobson" => l.m("rv-system-jacobson"),
        None => tags.to_string(),
    };
    if words {
        return name;
    }
    let args = [("tags", Arg::text(tags)), ("name", Arg::text(name))];
    l.msg("rv-system-cell", &args)
}

/// The threshold X of a trigger `tc>=X` as a number, when it is one.
pub(crate) fn threshold(trigger: &str) -> Option<(f64, usize)> {
    let x = trigger.strip_prefix("tc>=")?;
    let places = x.split_once('.').map_or(0, |(_, f)| f.len());
    x.parse::<f64>().ok().map(|v| (v, places))
}

/// A trigger `tc>=X`, as the catalog's `rv-trigger` writes it: as it is in English, `≥ X`
/// (the language's decimal sign) elsewhere; a trigger that is not a threshold as it is.
pub(crate) fn trigger_cell(l: Lang, trigger: &str) -> Cell {
    match threshold(trigger) {
        Some((x, places)) => {
            let args = [
                ("trigger", Arg::text(trigger)),
                ("x", Arg::text(l.decimal(x, places))),
            ];
            Cell::text(l.msg("rv-trigger", &args))
        }
        None => Cell::text(trigger),
    }
}
