//! The words the tabular views share, in a language: bets by name, pays, pay lines, the
//! rule set's own description and notes, the reasons a bet cannot be priced.
//!
//! Every language, English too, writes the catalogs' words: a built-in bet's name (`Punto
//! Pair`, `Coppia del Punto`), a preset's description and notes, a known reason. Where the
//! English tables show a bet's id (they are also the CSV's data), the catalog's message
//! says so (`t-bet-ref`). A bets file's own names, a rules file's own description and
//! notes, are the user's text and stay as they are.

use crate::api::BetRow;
use crate::bets::PayLine;
use crate::i18n::{Arg, Lang};
use crate::ratio::Exact;
use crate::report::parsheet::text;
use crate::report::{event_words_in, fmt};
use num_rational::BigRational;
use num_traits::{Signed, Zero};

/// A bet's name: a built-in bet's name from the catalog, a bets file's own name as it is
/// (the par sheet's words).
pub(super) fn bet_name(lang: Lang, name: &str) -> String {
    text::bet_name(lang, name)
}

/// A bet where the English tables name it by its id (a note's list, a row of `simulate`):
/// `t-bet-ref` writes the id in English, the bet's name in the other languages.
pub(super) fn bet_ref(lang: Lang, id: &str, name: &str) -> String {
    let args = [
        ("id", Arg::text(id)),
        ("name", Arg::text(bet_name(lang, name))),
    ];
    lang.msg("t-bet-ref", &args)
}

/// The pay of a bet's winning lines as a casino writes it (`19:20`, `1:1 to 30:1`, `push
/// only`), the words in `lang`.
pub(super) fn pays_summary(lang: Lang, pays: &[Exact]) -> String {
    let mut winning: Vec<&BigRational> = pays
        .iter()
        .map(|p| &p.0)
        .filter(|p| p.is_positive())
        .collect();
    winning.dedup();
    match (winning.iter().min(), winning.iter().max()) {
        (Some(min), Some(max)) if min == max => fmt::pays(min),
        (Some(min), Some(max)) => lang.msg(
            "pays-range",
            &[
                ("low", Arg::text(fmt::pays(min))),
                ("high", Arg::text(fmt::pays(max))),
            ],
        ),
        _ => lang.m("pays-push-only"),
    }
}

/// One pay line in words: `Banco wins, Banco total 6: pays 1:2`; a zero pay reads `push`.
pub(super) fn line_words(lang: Lang, l: &PayLine) -> String {
    let event = Arg::text(event_words_in(&l.when, lang));
    if l.pays.is_zero() {
        lang.msg("t-line-push", &[("event", event)])
    } else {
        let pays = Arg::text(fmt::pays(&l.pays));
        lang.msg("t-line-pays", &[("event", event), ("pays", pays)])
    }
}

/// The rule set's description: a preset's from the catalog when it is the preset's own
/// text, a rules file's as it is.
pub(super) fn description(lang: Lang, rules_name: &str, description: &str) -> String {
    text::description(lang, rules_name, description)
}

/// The rule set's notes: a preset's from the catalog in every language, English too, so
/// each house sheet it cites is named ("the French casino's sheet (003)", not a bare
/// "sheet 003"); a rules file's as it is.
pub(super) fn notes(lang: Lang, rules_name: &str, notes: &[String]) -> Vec<String> {
    (notes.iter().enumerate())
        .map(|(k, n)| text::note(lang, rules_name, k, n))
        .collect()
}

/// Why a bet cannot be priced: the known reason from the catalog, another as it is.
pub(super) fn reason(lang: Lang, reason: &str) -> String {
    text::reason(lang, reason)
}

/// One note per bet of `bets` that cannot be priced, naming it and why (under the bets
/// tables of `ev` and of the coup in play).
pub(super) fn unpriceable_notes<F, X>(lang: Lang, bets: &[BetRow<F, X>]) -> Vec<String> {
    bets.iter()
        .filter_map(|b| {
            let r = b.reason.as_ref()?;
            let args = [
                ("bet", Arg::text(bet_ref(lang, &b.id, &b.name))),
                ("reason", Arg::text(reason(lang, r))),
            ];
            Some(lang.msg("t-bet-not-priceable", &args))
        })
        .collect()
}

/// The outcomes of a coup in the order the reports name them (Punto, Banco,
/// Égalité), as the catalog names them: the bets' names, which are the outcomes'.
pub(super) fn outcome(lang: Lang, i: usize) -> String {
    lang.m(["bet-punto", "bet-banco", "bet-tie"][i.min(2)])
}

/// Values in a list: `a, b, c` (the separator every language of the catalogs uses).
pub(super) fn list(items: impl IntoIterator<Item = String>) -> String {
    items.into_iter().collect::<Vec<_>>().join(", ")
}

/// Column names from message ids.
pub(super) fn columns(
    lang: Lang,
    ids: &[(&str, crate::report::Align)],
) -> Vec<(String, crate::report::Align)> {
    ids.iter().map(|(id, a)| (lang.m(id), *a)).collect()
}

/// A table titled `title`, named `name` (what `--table` chooses it by, the same in every
/// language), with columns named by message ids.
pub(super) fn table(
    lang: Lang,
    name: &str,
    title: String,
    ids: &[(&str, crate::report::Align)],
) -> crate::report::Table {
    crate::report::Table {
        name: name.into(),
        title,
        columns: columns(lang, ids),
        ..crate::report::Table::default()
    }
}
