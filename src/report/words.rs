//! Events and pay tables in words, for people reading a bet's definition.

use super::fmt;
use crate::bets::{Event, OneOrMany, PayLine, Winner};
use num_traits::Zero;

/// `[5, 6]` as "5 or 6", `[0, 1, 2]` as "0, 1 or 2".
fn alternatives(v: &OneOrMany) -> String {
    let values: Vec<String> = match v {
        OneOrMany::One(x) => vec![x.to_string()],
        OneOrMany::Many(xs) => xs.iter().map(i64::to_string).collect(),
    };
    match values.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => values.concat(),
    }
}

fn flag(want: bool, yes: &str, no: &str) -> String {
    if want { yes } else { no }.to_string()
}

/// An event in words: `{"winner":"banco","banco_total":7,"banco_cards":3}` reads
/// "Banco wins, Banco's total is 7, Banco has 3 cards". An empty event reads "any coup".
///
/// # Examples
/// ```
/// use punto_banco::report::event_words;
/// let e = serde_json::from_str(r#"{"winner":"punto","margin":[8,9]}"#).unwrap();
/// assert_eq!(event_words(&e), "Punto wins, by 8 or 9 points");
/// ```
pub fn event_words(e: &Event) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(w) = e.winner {
        parts.push(
            match w {
                Winner::Punto => "Punto wins",
                Winner::Banco => "Banco wins",
                Winner::Tie => "a tie (Égalité)",
            }
            .to_string(),
        );
    }
    if let Some(m) = &e.margin {
        let by = if e.winner.is_some() {
            "by"
        } else {
            "margin of"
        };
        parts.push(format!("{by} {} points", alternatives(m)));
    }
    for (side, total, cards) in [
        ("Punto", &e.punto_total, &e.punto_cards),
        ("Banco", &e.banco_total, &e.banco_cards),
    ] {
        if let Some(t) = total {
            parts.push(format!("{side}'s total is {}", alternatives(t)));
        }
        if let Some(c) = cards {
            parts.push(format!("{side} has {} cards", alternatives(c)));
        }
    }
    if let Some(c) = &e.cards {
        parts.push(format!("{} cards dealt", alternatives(c)));
    }
    if let Some(n) = e.natural {
        parts.push(flag(n, "on a natural", "without a natural"));
    }
    for (side, natural) in [("Punto", e.punto_natural), ("Banco", e.banco_natural)] {
        if let Some(n) = natural {
            parts.push(flag(
                n,
                &format!("{side} has a natural"),
                &format!("{side} has no natural"),
            ));
        }
    }
    for (side, pair, perfect) in [
        ("Punto", e.punto_pair, e.punto_perfect_pair),
        ("Banco", e.banco_pair, e.banco_perfect_pair),
    ] {
        if let Some(p) = pair {
            parts.push(flag(
                p,
                &format!("{side}'s first two cards are a pair"),
                &format!("{side}'s first two cards are not a pair"),
            ));
        }
        if let Some(p) = perfect {
            parts.push(flag(
                p,
                &format!("{side}'s first two cards are a perfect pair (same rank and suit)"),
                &format!("{side}'s first two cards are not a perfect pair"),
            ));
        }
    }
    if parts.is_empty() {
        "any coup".into()
    } else {
        parts.join(", ")
    }
}

/// One pay line in words: "Banco wins, Banco's total is 6: pays 1:2"; a zero pay reads "push".
pub fn line_words(l: &PayLine) -> String {
    let pays = if l.pays.is_zero() {
        "push".to_string()
    } else {
        format!("pays {}", fmt::pays(&l.pays))
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
    fn every_event_field_is_put_in_words() {
        assert_eq!(words("{}"), "any coup");
        assert_eq!(
            words(r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#),
            "Banco wins, Banco's total is 7, Banco has 3 cards"
        );
        assert_eq!(words(r#"{"cards":[5,6]}"#), "5 or 6 cards dealt");
        assert_eq!(words(r#"{"margin":[0,1,2]}"#), "margin of 0, 1 or 2 points");
        assert_eq!(
            words(r#"{"winner":"tie","natural":true}"#),
            "a tie (Égalité), on a natural"
        );
        assert_eq!(
            words(r#"{"punto_natural":false,"banco_natural":true}"#),
            "Punto has no natural, Banco has a natural"
        );
        assert_eq!(
            words(r#"{"punto_pair":true,"banco_perfect_pair":false}"#),
            "Punto's first two cards are a pair, Banco's first two cards are not a perfect pair"
        );
        assert_eq!(
            words(r#"{"punto_cards":2,"banco_total":[8,9]}"#),
            "Punto has 2 cards, Banco's total is 8 or 9"
        );
    }

    #[test]
    fn zero_pays_read_as_push() {
        let l: PayLine = serde_json::from_str(r#"{"when":{"winner":"tie"},"pays":"0"}"#).unwrap();
        assert_eq!(line_words(&l), "a tie (Égalité): push");
        let l: PayLine = serde_json::from_str(r#"{"when":{},"pays":"0.54"}"#).unwrap();
        assert_eq!(line_words(&l), "any coup: pays 27:50");
    }
}
