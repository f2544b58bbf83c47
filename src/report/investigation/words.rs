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

/// A whole number in a title or note: plain digits in English (as the tables have always
/// written it: `9999 draws`), grouped the language's way elsewhere.
pub(crate) fn plain(l: Lang, n: u64) -> Arg {
    if l == Lang::En {
        Arg::text(n.to_string())
    } else {
        Arg::text(l.int(&BigUint::from(n)))
    }
}

/// A level or a decimal as given (`0.01`), with the language's decimal sign.
pub(crate) fn given(l: Lang, x: f64) -> Arg {
    Arg::text(l.localize_number(&x.to_string()))
}

pub(crate) fn yes_no(l: Lang, b: bool) -> Cell {
    Cell::text(l.m(if b { "rv-yes" } else { "rv-no" }))
}

/// A bet as a cell: its id in English (the tables' data as they have always been), its
/// name in the other languages.
pub(crate) fn bet_cell(l: Lang, id: &str) -> Cell {
    if l == Lang::En {
        Cell::text(id)
    } else {
        // A name ending in a number (`Dragon 7`) is not broken before it.
        let name = bet_name_of_id(l, id);
        Cell::text(match name.rsplit_once(' ') {
            Some((a, n)) if n.chars().all(|c| c.is_ascii_digit()) => format!("{a}\u{a0}{n}"),
            _ => name,
        })
    }
}

/// A counting system as `--tags` spells it (`jacobson`, `derived:4`) in words: its
/// spelling in the English tables, its name in the other languages (`words` forces the
/// name, for reader text in every language).
pub(crate) fn system_words(l: Lang, tags: &str, words: bool) -> String {
    if l == Lang::En && !words {
        return tags.to_string();
    }
    match tags
        .strip_prefix("derived:")
        .and_then(|m| m.parse::<u32>().ok())
    {
        Some(level) => l.msg("rv-system-derived", &[("level", Arg::int(level))]),
        None if tags == "jacobson" => l.m("rv-system-jacobson"),
        None => tags.to_string(),
    }
}

/// The threshold X of a trigger `tc>=X` as a number, when it is one.
pub(crate) fn threshold(trigger: &str) -> Option<(f64, usize)> {
    let x = trigger.strip_prefix("tc>=")?;
    let places = x.split_once('.').map_or(0, |(_, f)| f.len());
    x.parse::<f64>().ok().map(|v| (v, places))
}

/// A trigger `tc>=X`: as it is in English, `≥ X` (the language's decimal sign) elsewhere.
pub(crate) fn trigger_cell(l: Lang, trigger: &str) -> Cell {
    match threshold(trigger) {
        Some((x, places)) if l != Lang::En => {
            Cell::text(l.msg("rv-trigger", &[("x", Arg::text(l.decimal(x, places)))]))
        }
        _ => Cell::text(trigger),
    }
}
