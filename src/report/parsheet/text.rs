//! The par sheet's names and short phrases in a language, from the message catalogs:
//! bet names (built-in bets by their message, a bets file's own names as they are), the
//! presets' descriptions and notes, pays, lists, the shoe and the rule-set differences.

use super::ShoeKind;
use crate::i18n::{Arg, Lang};
use crate::ratio::Exact;
use crate::report::fmt;
use crate::rules::Rules;
use num_rational::BigRational;
use num_traits::One;
use std::sync::OnceLock;

/// The built-in bets' (id, name), for recognising a built-in bet by its name.
fn builtin_names() -> &'static [(String, String)] {
    static N: OnceLock<Vec<(String, String)>> = OnceLock::new();
    N.get_or_init(|| {
        let rules = Rules::preset("standard").expect("a preset");
        crate::bets::builtin_ids()
            .into_iter()
            .filter_map(|id| crate::bets::builtin(id, &rules))
            .map(|b| (b.id.clone(), b.name.clone()))
            .collect()
    })
}

/// The name of built-in bet `id`; `None` for an id that is no built-in bet's.
pub(crate) fn builtin_name(id: &str) -> Option<&'static str> {
    builtin_names()
        .iter()
        .find(|(i, _)| i == id)
        .map(|(_, n)| n.as_str())
}

/// A bet's name in `lang`: a built-in bet's name from the catalog (`Coppia Punto`), any
/// other bet's name (a bets file's own) as it is.
pub(crate) fn bet_name(lang: Lang, name: &str) -> String {
    let Some((id, _)) = builtin_names().iter().find(|(_, n)| n == name) else {
        return name.to_string();
    };
    if let Some(t) = id.strip_prefix("egalite_") {
        return lang.msg("bet-egalite-on", &[("total", Arg::text(t))]);
    }
    for side in ["punto", "banco"] {
        if let Some(t) = id
            .strip_prefix(side)
            .and_then(|r| r.strip_prefix("_natural_"))
        {
            let who = if side == "punto" { "Punto" } else { "Banco" };
            let args = [("side", Arg::text(who)), ("total", Arg::text(t))];
            return lang.msg("bet-natural", &args);
        }
    }
    lang.m(&format!("bet-{id}"))
}

/// A pay in words: `push`, `loses`, `19:20`, `8:1`.
pub(crate) fn pays(lang: Lang, exact: &Exact) -> String {
    if exact.is_zero() {
        lang.m("pays-push")
    } else if exact.0 == -BigRational::one() {
        lang.m("pays-loses")
    } else {
        fmt::pays(&exact.0)
    }
}

/// Totals as a list: `0, 1, 2` (`or` before the last with `or`).
pub(crate) fn totals(lang: Lang, list: &[u8], or: bool) -> String {
    let text: Vec<String> = list.iter().map(u8::to_string).collect();
    match text.split_last() {
        Some((last, rest)) if or && !rest.is_empty() => lang.msg(
            "list-or",
            &[
                ("rest", Arg::text(rest.join(", "))),
                ("last", Arg::text(last)),
            ],
        ),
        _ => text.join(", "),
    }
}

/// The preset `name`'s own rules, when `rules_name` is a preset's name.
fn preset(rules_name: &str) -> Option<Rules> {
    crate::rules::PRESETS
        .iter()
        .find(|p| **p == rules_name)
        .and_then(|p| Rules::preset(p).ok())
}

/// The rule set's description: a preset's from the catalog when it is the preset's own
/// text, a rules file's own as it is.
pub(crate) fn description(lang: Lang, rules_name: &str, description: &str) -> String {
    match preset(rules_name) {
        Some(p) if p.description() == description => lang.m(&format!("preset-{rules_name}")),
        _ => description.to_string(),
    }
}

/// A note of the rule set: a preset's from the catalog, a rules file's as it is.
pub(crate) fn note(lang: Lang, rules_name: &str, k: usize, note: &str) -> String {
    match preset(rules_name) {
        Some(p) if p.notes().get(k).map(String::as_str) == Some(note) => {
            lang.m(&format!("preset-{rules_name}-note-{k}"))
        }
        _ => note.to_string(),
    }
}

/// The shoe in words: `8 decks (416 cards)`, `8 колод (416 карт)`.
pub(crate) fn shoe(lang: Lang, kind: &ShoeKind) -> String {
    match kind {
        ShoeKind::Decks { decks, cards } => lang.msg(
            "shoe-decks",
            &[("decks", Arg::int(*decks)), ("cards", Arg::int(*cards))],
        ),
        ShoeKind::Removed {
            decks,
            removed,
            cards,
        } => lang.msg(
            "shoe-removed",
            &[
                ("decks", Arg::int(*decks)),
                ("removed", Arg::text(removed)),
                ("cards", Arg::int(*cards)),
            ],
        ),
        ShoeKind::Explicit { cards, spec } => lang.msg(
            "shoe-explicit",
            &[("cards", Arg::int(*cards)), ("spec", Arg::text(spec))],
        ),
    }
}

/// Why a bet cannot be priced: the known reason from the catalog, another as it is.
pub(crate) fn reason(lang: Lang, reason: &str) -> String {
    if reason.starts_with("suits of the cards in the shoe are unknown") {
        lang.m("reason-no-suits")
    } else {
        reason.to_string()
    }
}

/// A field of the rules file in words (`the Égalité pay`), for the differences from a
/// preset.
pub(crate) fn field(lang: Lang, field: &str) -> String {
    match field.strip_prefix("banco_tableau.") {
        Some(total) => lang.msg("field-banco-tableau", &[("total", Arg::text(total))]),
        None => lang.m(&format!("field-{}", field.replace('_', "-"))),
    }
}

#[cfg(test)]
mod tests {
    //! Every message id the views build at run time (from a bet's id, a preset's name, a
    //! rules field, a study's procedure, a leak's exposure) is asked for here, in every
    //! language: a missing one panics (a debug build's [`Lang::msg`]).
    use super::*;
    use crate::simulate::{Burn, LastCoup};

    #[test]
    fn every_id_made_at_run_time_is_in_every_catalog() {
        for lang in Lang::ALL {
            for preset in crate::rules::PRESETS {
                let rules = Rules::preset(preset).unwrap();
                for id in crate::bets::builtin_ids() {
                    let Some(bet) = crate::bets::builtin(id, &rules) else {
                        continue;
                    };
                    let name = bet_name(lang, &bet.name);
                    // A built-in bet is named by the catalog: English's is the bet's own.
                    assert!(lang != Lang::En || name == bet.name, "{id}: {name}");
                    assert!(!name.is_empty(), "{lang}: {id}");
                }
                let own = description(lang, preset, rules.description());
                assert!(lang != Lang::En || !own.is_empty(), "{preset}");
                for (k, n) in rules.notes().iter().enumerate() {
                    note(lang, preset, k, n);
                }
            }
            // The fields `analysis::findings::preset_differences` compares.
            for f in [
                "naturals",
                "punto_draws",
                "banco_tableau.4",
                "punto_pays",
                "banco_commission",
                "tie_pays",
                "tie_pushes",
                "punto_special",
                "banco_special",
            ] {
                field(lang, f);
            }
            // A study's procedure and count estimates (`views/simulate.rs`); the exact
            // estimate is named by no label (`api::simulate_report::count_label`).
            for d in crate::simulate::DECK_ESTIMATES
                .iter()
                .filter(|d| **d != "exact")
            {
                lang.m(&format!("t-est-{d}"));
            }
            for b in ["none", "one", "sheet-003"] {
                lang.m(&format!("t-burn-{}", Burn::parse(b).unwrap().name()));
            }
            for l in ["cut-card", "before-cut"] {
                lang.m(&format!("t-last-{}", LastCoup::parse(l).unwrap().name()));
            }
            // A leak's exposures and card positions (`views/leak.rs`).
            for e in crate::leak::Exposure::ALL {
                lang.m(&format!("leak-{}", e.name()));
            }
            for p in 1..=6 {
                lang.m(&format!("t-leak-position-{p}"));
            }
        }
    }
}
