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

/// A bet as it stands after "on" (a chip worth most on Banco), from the catalog's
/// `bet-on-ID`: `on Banco`, `sur le Banco`, `sull'Égalité (pareggio)`, `на Пару Punto` —
/// the language's article, its contraction with the preposition, its case. A bets file's
/// own bet (any name that is not its built-in id's) is `bet-on-custom`, quoted where the
/// language quotes a name.
pub(crate) fn bet_on(lang: Lang, id: &str, name: &str) -> String {
    let builtin = text::builtin_name(id) == Some(name);
    let message = match id {
        _ if !builtin => "bet-on-custom".to_string(),
        _ if id.starts_with("egalite_") => "bet-on-egalite".to_string(),
        _ if id.contains("_natural_") => "bet-on-natural".to_string(),
        _ => format!("bet-on-{id}"),
    };
    lang.msg(&message, &[("bet", Arg::text(bet_name(lang, name)))])
}

/// [`bet_on`] of a bet known by its id: a built-in bet's, else the id as a bets file's
/// name.
pub(crate) fn bet_on_id(lang: Lang, id: &str) -> String {
    bet_on(lang, id, text::builtin_name(id).unwrap_or(id))
}

/// The arguments that choose the noun after a figure in units, `(NAME-i, NAME-n)`, from
/// the figure as written (`x` to `places` decimals): CLDR's plural operands, which the
/// catalogs select on. `NAME-i` is the whole part (French reads it: *0,5 unité*, *1,37
/// unité*, *2,5 unités*); `NAME-n` is the figure when it is written whole, else text that
/// selects no plural form, so a figure with decimals takes English's other form (*1.00
/// units*). Both are absolute: a sign changes no noun.
pub(crate) fn units_plural(x: f64, places: usize) -> (Arg, Arg) {
    let written = format!("{:.places$}", x.abs());
    let whole = written.split('.').next().unwrap_or("0");
    let i = whole.parse::<i64>().unwrap_or(i64::MAX);
    let n = match places {
        0 => Arg::plain(i),
        _ => Arg::text("decimal"),
    };
    (Arg::plain(i), n)
}

/// An exact figure in units (a loss limit) as argument `units`, written `n/d` or `n`, with
/// the arguments that choose the noun after it (`units-i`, `units-n`: see
/// [`units_plural`]).
pub(crate) fn exact_units_args(e: &BigRational) -> [(&'static str, Arg); 3] {
    let (i, n) = units_plural_exact(e);
    [
        ("units", Arg::Exact(e.clone())),
        ("units-i", i),
        ("units-n", n),
    ]
}

/// [`units_plural`] of an exact figure, written `n/d` or `n`.
fn units_plural_exact(e: &BigRational) -> (Arg, Arg) {
    let abs = e.abs();
    let i = i64::try_from(&abs.trunc().to_integer()).unwrap_or(i64::MAX);
    let n = match abs.is_integer() {
        true => Arg::plain(i),
        false => Arg::text("fraction"),
    };
    (Arg::plain(i), n)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// French, after "sur" (which never contracts): *l'* before a vowel, *la* before a
    /// feminine noun (a *Paire*), *le* before the others (*le Banco*, *le Big*).
    fn french_on(name: &str) -> String {
        match name.chars().next() {
            Some(c) if "AEIOUÉaeioué".contains(c) => format!("sur l'{name}"),
            _ if name.starts_with("Paire") => format!("sur la {name}"),
            _ => format!("sur le {name}"),
        }
    }

    /// Italian, *su* joined to the article: *sull'* before a vowel, *sullo* before *s* and a
    /// consonant, *sulla* before a feminine noun (a *Coppia*), *sul* before the others.
    fn italian_on(name: &str) -> String {
        let mut c = name.chars();
        let (first, second) = (c.next().unwrap_or(' '), c.next().unwrap_or(' '));
        if "AEIOUÉaeioué".contains(first) {
            format!("sull'{name}")
        } else if first == 'S' && !"aeiou".contains(second) {
            format!("sullo {name}")
        } else if name.starts_with("Coppia") {
            format!("sulla {name}")
        } else {
            format!("sul {name}")
        }
    }

    #[test]
    fn a_bet_after_on_takes_the_language_s_article_and_case() {
        let rules = Rules::preset("standard").unwrap();
        for id in crate::bets::builtin_ids() {
            let name = crate::bets::builtin(id, &rules).unwrap().name;
            let on = |l: Lang| bet_on(l, id, &name);
            assert_eq!(on(Lang::En), format!("on {name}"), "{id}");
            assert_eq!(on(Lang::Fr), french_on(&bet_name(Lang::Fr, &name)), "{id}");
            assert_eq!(on(Lang::It), italian_on(&bet_name(Lang::It, &name)), "{id}");
            assert!(on(Lang::Ru).starts_with("на "), "{id}: {}", on(Lang::Ru));
            assert_eq!(bet_on_id(Lang::Fr, id), on(Lang::Fr), "{id}");
        }
        // Russian «на» takes the accusative: a feminine noun in -а changes its ending
        // (пара → пару, идеальная → идеальную), and so does the tie's gloss (ничья → ничью:
        // «ставка на ничью»); Punto, Banco and Égalité do not decline.
        let ru = |id| bet_on_id(Lang::Ru, id);
        assert_eq!(ru("punto_pair"), "на Пару Punto");
        assert_eq!(ru("either_pair"), "на Любую пару");
        assert_eq!(ru("perfect_pair"), "на Идеальную пару");
        assert_eq!(ru("banco"), "на Banco");
        assert_eq!(ru("tie"), "на Égalité (ничью)");
        assert_eq!(ru("banco_natural_8"), "на Натуральные 8 у Banco");
        // A bets file's own bet, or one that takes a built-in id under another name: its
        // name quoted, after the language's word for a bet.
        assert_eq!(bet_on(Lang::En, "mine", "Mine"), "on Mine");
        let fr = "sur le pari «\u{A0}Joueur\u{A0}»";
        assert_eq!(bet_on(Lang::Fr, "punto", "Joueur"), fr);
        assert_eq!(bet_on(Lang::It, "mine", "Mia"), "sulla puntata «Mia»");
        assert_eq!(bet_on(Lang::Ru, "mine", "Моя"), "на ставку «Моя»");
        assert_eq!(
            bet_on_id(Lang::Fr, "mine"),
            "sur le pari «\u{A0}mine\u{A0}»"
        );
    }

    #[test]
    fn the_review_and_promo_sentences_put_the_bet_after_its_preposition() {
        let on = |l: Lang, id: &str| ("bet-on", Arg::text(bet_on_id(l, id)));
        let head = |l: Lang| {
            let args = [
                ("player", Arg::text("P")),
                ("bet", Arg::text(bet_name(l, "Banco"))),
                on(l, "banco"),
                ("share", Arg::Percent(100.0, 1)),
                ("chances", Arg::Percent(6.5, 1)),
            ];
            l.msg("rv-verdict-head-bet", &args)
        };
        assert!(head(Lang::En).starts_with("P is flagged on Banco: "));
        assert!(head(Lang::Fr).starts_with("P est signalé pour ses paris sur le Banco\u{A0}: "));
        assert!(head(Lang::It).starts_with("P è segnalato per le puntate sul Banco: "));
        let chip = |l: Lang, id: &str| {
            let args = [
                ("bet", Arg::text(bet_name_of(l, id))),
                on(l, id),
                ("pct", Arg::Percent(61.77, 2)),
            ];
            l.msg("pm-best-match-play", &args)
        };
        assert!(chip(Lang::En, "tie").contains("worth most on Égalité (tie): "));
        assert!(chip(Lang::Fr, "tie").contains("vaut le plus sur l'Égalité\u{A0}: "));
        assert!(chip(Lang::It, "tie").contains("rende di più sull'Égalité (pareggio): "));
        let ru = chip(Lang::Ru, "punto_pair");
        assert!(ru.contains("при ставке на Пару Punto: "), "{ru}");
    }

    /// A built-in bet's name in `l`.
    fn bet_name_of(l: Lang, id: &str) -> String {
        let rules = Rules::preset("standard").unwrap();
        bet_name(l, &crate::bets::builtin(id, &rules).unwrap().name)
    }

    /// `pm-best-value` with a figure of `x` units, four decimals.
    fn best_value(l: Lang, x: f64) -> String {
        let (i, n) = units_plural(x, 4);
        let args = [
            ("value", Arg::Decimal(x, 4)),
            ("value-i", i),
            ("value-n", n),
            ("pct", Arg::Percent(50.0, 2)),
        ];
        l.msg("pm-best-value", &args)
    }

    /// `pm-term-limit-value` with an exact limit.
    fn limit(l: Lang, r: (i64, i64)) -> String {
        let e = BigRational::new(r.0.into(), r.1.into());
        l.msg("pm-term-limit-value", &exact_units_args(&e))
    }

    #[test]
    fn the_noun_after_a_figure_in_units_agrees_with_the_figure() {
        // French: the singular below 2 (CLDR "one" is a whole part of 0 or 1, whatever
        // the decimals and the sign), the plural from 2; a negative figure with the minus
        // sign (U+2212), as French typography sets it.
        for (x, noun) in [
            (0.5, "0,5000 unité pour"),
            (1.37, "1,3700 unité pour"),
            (-1.2, "\u{2212}1,2000 unité pour"),
            (0.0, "0,0000 unité pour"),
            (1.99996, "2,0000 unités pour"),
            (2.5, "2,5000 unités pour"),
            (-12.5, "\u{2212}12,5000 unités pour"),
        ] {
            let text = best_value(Lang::Fr, x);
            assert!(text.contains(noun), "{x}: {text}");
        }
        assert_eq!(limit(Lang::Fr, (1, 1)), "1 unité");
        assert_eq!(limit(Lang::Fr, (3, 2)), "3/2 unité");
        assert_eq!(limit(Lang::Fr, (2, 1)), "2 unités");
        assert_eq!(limit(Lang::Fr, (25, 2)), "25/2 unités");
        // English: the singular for exactly 1, written without decimals; a figure with
        // decimals or a fraction takes the plural.
        assert_eq!(limit(Lang::En, (1, 1)), "1 unit");
        assert_eq!(limit(Lang::En, (2, 1)), "2 units");
        assert_eq!(limit(Lang::En, (1, 2)), "1/2 units");
        assert_eq!(limit(Lang::En, (21, 1)), "21 units");
        assert!(best_value(Lang::En, 1.0).contains("1.0000 units to"));
        // Italian's unità does not change; Russian abbreviates единица (ед.), which does
        // not decline.
        for x in [0.5, 1.0, 2.5] {
            assert!(best_value(Lang::It, x).contains(" unità per"), "{x}");
            assert!(best_value(Lang::Ru, x).contains(" ед. за"), "{x}");
        }
        assert_eq!(limit(Lang::It, (1, 1)), "1 unità");
        assert_eq!(limit(Lang::Ru, (1, 1)), "1 ед.");
    }
}
