//! Events and pays in words, for reports a reader checks against a pay table on the felt.

use crate::bets::{Event, OneOrMany, PayLine, Winner};
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
    fn pay_lines_read_with_their_pay() {
        let l: PayLine =
            serde_json::from_str(r#"{"when":{"winner":"banco","banco_total":6},"pays":"1/2"}"#)
                .unwrap();
        assert_eq!(line_words(&l), "Banco wins, Banco total 6: pays 1:2");
        let l: PayLine = serde_json::from_str(r#"{"when":{},"pays":"0"}"#).unwrap();
        assert_eq!(line_words(&l), "any coup: push");
    }
}
