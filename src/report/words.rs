//! Events and pays in words, for reports a reader checks against a pay table on the felt.

use crate::bets::{Event, OneOrMany, PayLine, Winner};
use crate::i18n::{Arg, Lang};
use num_traits::Zero;

fn list(v: &OneOrMany) -> String {
    let values: Vec<String> = match v {
        OneOrMany::One(x) => vec![x.to_string()],
        OneOrMany::Many(xs) => xs.iter().map(i64::to_string).collect(),
    };
    match values.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn flag(yes: &str, no: &str, v: Option<bool>) -> Option<String> {
    v.map(|b| if b { yes.to_string() } else { no.to_string() })
}

/// An event in words: `Banco wins, Banco total 7, Banco 3 cards`; `any coup` for the
/// empty event. Every condition of the event appears, in a fixed order.
///
/// # Examples
/// ```
/// use punto_banco::report::event_words;
/// let e = serde_json::from_str(r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#)?;
/// assert_eq!(event_words(&e), "Banco wins, Banco total 7, Banco 3 cards");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn event_words(e: &Event) -> String {
    let side = |name: &str, total: &Option<OneOrMany>, cards: &Option<OneOrMany>| {
        [
            total.as_ref().map(|t| format!("{name} total {}", list(t))),
            cards.as_ref().map(|c| format!("{name} {} cards", list(c))),
        ]
    };
    let mut parts: Vec<Option<String>> = vec![e.winner.map(|w| {
        match w {
            Winner::Punto => "Punto wins",
            Winner::Banco => "Banco wins",
            Winner::Tie => "Égalité (tie)",
        }
        .to_string()
    })];
    parts.extend(side("Punto", &e.punto_total, &e.punto_cards));
    parts.extend(side("Banco", &e.banco_total, &e.banco_cards));
    parts.extend([
        e.cards.as_ref().map(|c| format!("{} cards dealt", list(c))),
        e.margin.as_ref().map(|m| format!("margin {}", list(m))),
        flag("on a natural", "not on a natural", e.natural),
        flag("Punto natural", "Punto not a natural", e.punto_natural),
        flag("Banco natural", "Banco not a natural", e.banco_natural),
        flag("Punto pair", "no Punto pair", e.punto_pair),
        flag("Banco pair", "no Banco pair", e.banco_pair),
        flag(
            "Punto perfect pair",
            "no Punto perfect pair",
            e.punto_perfect_pair,
        ),
        flag(
            "Banco perfect pair",
            "no Banco perfect pair",
            e.banco_perfect_pair,
        ),
    ]);
    let parts: Vec<String> = parts.into_iter().flatten().collect();
    if parts.is_empty() {
        "any coup".into()
    } else {
        parts.join(", ")
    }
}

/// One pay line in words: `Banco wins, Banco total 6: pays 1:2`; a zero pay reads `push`.
///
/// # Examples
/// ```
/// use punto_banco::report::line_words;
/// let l = serde_json::from_str(r#"{"when":{"winner":"tie"},"pays":"0"}"#)?;
/// assert_eq!(line_words(&l), "Égalité (tie): push");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn line_words(l: &PayLine) -> String {
    let pays = if l.pays.is_zero() {
        "push".to_string()
    } else {
        format!("pays {}", super::fmt::pays(&l.pays))
    };
    format!("{}: {pays}", event_words(&l.when))
}

/// Values in words, in `lang`: `1, 2 or 3`; the last value, for a plural form.
fn list_in(v: &OneOrMany, lang: Lang) -> (String, i64) {
    let values: Vec<i64> = match v {
        OneOrMany::One(x) => vec![*x],
        OneOrMany::Many(xs) => xs.clone(),
    };
    let text: Vec<String> = values.iter().map(i64::to_string).collect();
    let last = values.last().copied().unwrap_or(0);
    let words = match text.split_last() {
        Some((l, [])) => l.clone(),
        Some((l, rest)) => lang.msg(
            "list-or",
            &[("rest", Arg::text(rest.join(", "))), ("last", Arg::text(l))],
        ),
        None => String::new(),
    };
    (words, last)
}

/// An event in words in `lang`, from the message catalogs ([`Lang::msg`]): the same
/// conditions in the same order as [`event_words`], whose English it matches.
///
/// # Examples
/// ```
/// use punto_banco::i18n::Lang;
/// use punto_banco::report::event_words_in;
/// let e = serde_json::from_str(r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#)?;
/// assert_eq!(event_words_in(&e, Lang::En), "Banco wins, Banco total 7, Banco 3 cards");
/// assert_eq!(event_words_in(&e, Lang::Ru), "выигрывает Banco, сумма Banco 7, у Banco 3 карты");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn event_words_in(e: &Event, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(w) = e.winner {
        parts.push(lang.m(winner_id(w)));
    }
    let mut side = |name: &str, total: &Option<OneOrMany>, cards: &Option<OneOrMany>| {
        if let Some(t) = total {
            let (values, _) = list_in(t, lang);
            let args = [("side", Arg::text(name)), ("values", Arg::text(values))];
            parts.push(lang.msg("ev-total", &args));
        }
        if let Some(c) = cards {
            let (values, last) = list_in(c, lang);
            let args = [
                ("side", Arg::text(name)),
                ("values", Arg::text(values)),
                ("n", Arg::int(last.unsigned_abs())),
            ];
            parts.push(lang.msg("ev-side-cards", &args));
        }
    };
    side("Punto", &e.punto_total, &e.punto_cards);
    side("Banco", &e.banco_total, &e.banco_cards);
    if let Some(c) = &e.cards {
        let (values, last) = list_in(c, lang);
        let args = [
            ("values", Arg::text(values)),
            ("n", Arg::int(last.unsigned_abs())),
        ];
        parts.push(lang.msg("ev-cards-dealt", &args));
    }
    if let Some(m) = &e.margin {
        let (values, _) = list_in(m, lang);
        parts.push(lang.msg("ev-margin", &[("values", Arg::text(values))]));
    }
    let flags: [(Option<bool>, &str, Option<&str>); 7] = [
        (e.natural, "ev-natural", None),
        (e.punto_natural, "ev-side-natural", Some("Punto")),
        (e.banco_natural, "ev-side-natural", Some("Banco")),
        (e.punto_pair, "ev-side-pair", Some("Punto")),
        (e.banco_pair, "ev-side-pair", Some("Banco")),
        (e.punto_perfect_pair, "ev-side-perfect-pair", Some("Punto")),
        (e.banco_perfect_pair, "ev-side-perfect-pair", Some("Banco")),
    ];
    for (value, id, who) in flags {
        let Some(yes) = value else { continue };
        let id = if yes {
            id.to_string()
        } else {
            format!("{id}-not")
        };
        let args: Vec<(&str, Arg)> = who.map(|s| ("side", Arg::text(s))).into_iter().collect();
        parts.push(lang.msg(&id, &args));
    }
    if parts.is_empty() {
        lang.m("ev-any")
    } else {
        parts.join(", ")
    }
}

/// The message id of a winner in words (`Punto wins`).
pub(crate) fn winner_id(w: Winner) -> &'static str {
    match w {
        Winner::Punto => "ev-punto-wins",
        Winner::Banco => "ev-banco-wins",
        Winner::Tie => "ev-tie",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(json: &str) -> String {
        event_words(&serde_json::from_str(json).unwrap())
    }

    #[test]
    fn every_condition_is_written_out() {
        assert_eq!(words("{}"), "any coup");
        assert_eq!(words(r#"{"winner":"tie"}"#), "Égalité (tie)");
        assert_eq!(words(r#"{"cards":[5,6]}"#), "5 or 6 cards dealt");
        assert_eq!(
            words(r#"{"winner":"punto","natural":false,"margin":9}"#),
            "Punto wins, margin 9, not on a natural"
        );
        assert_eq!(
            words(r#"{"punto_perfect_pair":true,"banco_perfect_pair":true}"#),
            "Punto perfect pair, Banco perfect pair"
        );
        assert_eq!(words(r#"{"punto_total":[1,2,3]}"#), "Punto total 1, 2 or 3");
    }

    #[test]
    fn the_catalog_english_matches_the_english_words() {
        for json in [
            "{}",
            r#"{"winner":"tie"}"#,
            r#"{"cards":[5,6]}"#,
            r#"{"cards":4}"#,
            r#"{"winner":"punto","natural":false,"margin":9}"#,
            r#"{"punto_perfect_pair":true,"banco_perfect_pair":false}"#,
            r#"{"punto_total":[1,2,3],"punto_cards":2,"banco_natural":true}"#,
            r#"{"banco_pair":true,"punto_pair":false,"punto_natural":false,"natural":true}"#,
        ] {
            let e: Event = serde_json::from_str(json).unwrap();
            assert_eq!(event_words_in(&e, Lang::En), event_words(&e), "{json}");
        }
    }

    #[test]
    fn russian_cards_take_the_plural_of_the_last_number() {
        let ru = |json: &str| event_words_in(&serde_json::from_str(json).unwrap(), Lang::Ru);
        assert_eq!(ru(r#"{"banco_cards":2}"#), "у Banco 2 карты");
        assert_eq!(ru(r#"{"cards":[5,6]}"#), "сдано 5 или 6 карт");
        assert_eq!(ru(r#"{"cards":4}"#), "сдано 4 карты");
    }

    #[test]
    fn pay_lines_read_with_their_pay() {
        let l: PayLine =
            serde_json::from_str(r#"{"when":{"winner":"banco","banco_total":6},"pays":"1/2"}"#)
                .unwrap();
        assert_eq!(line_words(&l), "Banco wins, Banco total 6: pays 1:2");
        let l: PayLine = serde_json::from_str(r#"{"when":{},"pays":"0"}"#).unwrap();
        assert_eq!(line_words(&l), "any coup: push");
    }
}
