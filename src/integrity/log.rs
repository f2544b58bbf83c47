//! Reading a shoe log for an audit: the rows `review` reads plus a `rest` row per shoe.
//!
//! The audit reads the log itself (not through `review`), so that a shoe dealing more of a
//! rank than its decks hold is a finding of the audit (its composition), not an input
//! error. CSV (a header naming the columns `shoe`, `coup`, `punto`, `banco`, `burn`,
//! `rest`, any order, `shoe` required) or JSON lines (one object per line with those
//! fields). Every card needs its suit (the carry-over test follows cards, not ranks).

use crate::card::{parse_cards, Card};
use crate::error::{Error, Result};
use crate::rules::Rules;
use crate::simulate::{deal, Code};

/// How a log is written (as `review` reads it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuditFormat {
    /// CSV with a header row.
    Csv,
    /// One JSON object per line.
    JsonLines,
}

/// One coup of a shoe: its cards in dealing order (P, B, P, B, then Punto's third card
/// before Banco's) and the number of each hand's cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditCoup {
    /// The log line.
    pub line: usize,
    /// The cards in dealing order.
    pub cards: Vec<Code>,
    /// 0 Banco, 1 Punto, 2 tie.
    pub winner: usize,
}

/// One shoe of a log.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AuditShoe {
    /// The shoe's number as logged.
    pub shoe: u64,
    /// Burned cards in order, `None` for one burned face down.
    pub burn: Vec<Option<Code>>,
    /// The coups, in order.
    pub coups: Vec<AuditCoup>,
    /// The undealt cards behind the cut card in shoe order, when the log has them.
    pub rest: Option<Vec<Code>>,
}

impl AuditShoe {
    /// The shoe's cards after its burn in shoe order: the coups' cards, then the rest.
    pub fn after_burn(&self) -> Vec<Code> {
        let mut out: Vec<Code> = self.coups.iter().flat_map(|c| c.cards.clone()).collect();
        out.extend(self.rest.iter().flatten());
        out
    }

    /// Whether the shoe is complete (it has its rest row).
    pub fn complete(&self) -> bool {
        self.rest.is_some()
    }
}

const COLUMNS: [&str; 6] = ["shoe", "coup", "punto", "banco", "burn", "rest"];

fn at(line: usize, msg: impl std::fmt::Display) -> Error {
    Error::input(format!("shoe log line {line}: {msg}"))
}

/// One CSV line's fields: commas separate; a field in double quotes may hold commas.
fn csv_fields(line: &str) -> std::result::Result<Vec<String>, &'static str> {
    let (mut out, mut field, mut quoted) = (Vec::new(), String::new(), false);
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (false, '"') if field.trim().is_empty() => quoted = true,
            (false, ',') => out.push(std::mem::take(&mut field)),
            (_, c) => field.push(c),
        }
    }
    if quoted {
        return Err("a quoted field is not closed");
    }
    out.push(field);
    Ok(out)
}

/// The rows of a log: line number and each column's value (`None` when empty).
fn rows(text: &str, format: AuditFormat) -> Result<Vec<(usize, [Option<String>; 6])>> {
    let clean = |v: &str| Some(v.trim().to_string()).filter(|v| !v.is_empty());
    let mut out = Vec::new();
    let mut header: Option<Vec<usize>> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let mut values: [Option<String>; 6] = Default::default();
        match format {
            AuditFormat::Csv => {
                let fields = csv_fields(raw.trim_end_matches('\r')).map_err(|e| at(line, e))?;
                let Some(cols) = &header else {
                    header = Some(csv_header(&fields, line)?);
                    continue;
                };
                if fields.len() != cols.len() {
                    let (f, h) = (fields.len(), cols.len());
                    return Err(at(line, format!("{f} fields where the header has {h}")));
                }
                for (&c, f) in cols.iter().zip(&fields) {
                    values[c] = clean(f);
                }
            }
            AuditFormat::JsonLines => {
                let object: serde_json::Map<String, serde_json::Value> = serde_json::from_str(raw)
                    .map_err(|e| at(line, format!("not a JSON object on one line ({e})")))?;
                for (k, v) in object {
                    let Some(c) = COLUMNS.iter().position(|c| *c == k) else {
                        let all = COLUMNS.join(", ");
                        return Err(at(line, format!("field '{k}' is not one of {all}")));
                    };
                    values[c] = match v {
                        serde_json::Value::Null => None,
                        serde_json::Value::String(s) => clean(&s),
                        serde_json::Value::Number(n) => Some(n.to_string()),
                        other => {
                            let m = format!("field '{k}' is {other}, not a string or a number");
                            return Err(at(line, m));
                        }
                    };
                }
            }
        }
        out.push((line, values));
    }
    if header.is_none() && format == AuditFormat::Csv {
        let cols = COLUMNS.join(",");
        return Err(Error::input(format!(
            "shoe log is empty: it needs a header row ({cols})"
        )));
    }
    Ok(out)
}

fn csv_header(fields: &[String], line: usize) -> Result<Vec<usize>> {
    let mut cols = Vec::with_capacity(fields.len());
    for f in fields {
        let name = f.trim().to_ascii_lowercase();
        let Some(c) = COLUMNS.iter().position(|c| *c == name) else {
            let all = COLUMNS.join(", ");
            return Err(at(
                line,
                format!("column '{name}' is not one of {all} (the first line is the header)"),
            ));
        };
        if cols.contains(&c) {
            return Err(at(line, format!("column '{name}' is given twice")));
        }
        cols.push(c);
    }
    if !cols.contains(&0) {
        return Err(at(line, "the header has no column 'shoe'"));
    }
    Ok(cols)
}

fn code(c: Card, line: usize) -> Result<Code> {
    let suit = c.suit.ok_or_else(|| {
        at(
            line,
            format!("card '{c}' has no suit; an audit needs every card with its suit (Kh, 9s)"),
        )
    })?;
    Ok((c.rank.index() * 4 + suit.index()) as Code)
}

fn codes(text: Option<&str>, column: &str, line: usize) -> Result<Vec<Code>> {
    let cards = parse_cards(text.unwrap_or("")).map_err(|e| at(line, format!("{column}: {e}")))?;
    cards.into_iter().map(|c| code(c, line)).collect()
}

/// A finished coup checked against the tableau: its cards in dealing order and winner.
fn coup(rules: &Rules, punto: &[Code], banco: &[Code], line: usize) -> Result<AuditCoup> {
    let show = |h: &[Code]| {
        let cards: Vec<String> = h
            .iter()
            .map(|&c| crate::simulate::card_of(c).to_string())
            .collect();
        cards.join(" ")
    };
    let words = format!("Punto {}, Banco {}", show(punto), show(banco));
    if !(2..=3).contains(&punto.len()) || !(2..=3).contains(&banco.len()) {
        return Err(at(
            line,
            format!("{words}: each hand has 2 or 3 cards in a finished coup"),
        ));
    }
    let mut cards = vec![punto[0], banco[0], punto[1], banco[1]];
    cards.extend(punto.get(2));
    cards.extend(banco.get(2));
    let mut padded = cards.clone();
    padded.resize(6, 0);
    let dealt = deal(rules, &padded);
    if (
        usize::from(dealt.coup.punto_cards),
        usize::from(dealt.coup.banco_cards),
    ) != (punto.len(), banco.len())
    {
        return Err(at(
            line,
            format!("{words} breaks the tableau of {}", rules.name()),
        ));
    }
    let winner = crate::simulate::winner_index(dealt.coup.winner());
    Ok(AuditCoup {
        line,
        cards,
        winner,
    })
}

/// Reads a shoe log and checks every coup against the tableau of `rules`: shoes in log
/// order, a shoe's rows together, coups numbered 1, 2, ... in each shoe, burn rows (no
/// `coup`, `burn` cards, `?` face down) before the first coup, one rest row (no `coup`,
/// `rest` cards) after the last. How many of each card a shoe holds is not checked here
/// (that is the audit's composition).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the line and the reason.
pub fn read_log(text: &str, format: AuditFormat, rules: &Rules) -> Result<Vec<AuditShoe>> {
    let mut shoes: Vec<AuditShoe> = Vec::new();
    for (line, v) in rows(text, format)? {
        let number = |i: usize, name: &str| -> Result<Option<u64>> {
            (v[i].as_deref())
                .map(|s| {
                    let m = format!("{name} '{s}' is not a whole number from 0 up");
                    s.parse::<u64>().map_err(|_| at(line, m))
                })
                .transpose()
        };
        let shoe = number(0, "shoe")?.ok_or_else(|| at(line, "no shoe number"))?;
        if shoes.last().is_none_or(|s| s.shoe != shoe) {
            if shoes.iter().any(|s| s.shoe == shoe) {
                let m = format!(
                    "shoe {shoe} appears again after other shoes; keep a shoe's rows together"
                );
                return Err(at(line, m));
            }
            shoes.push(AuditShoe {
                shoe,
                ..AuditShoe::default()
            });
        }
        let current = shoes.last_mut().expect("pushed above");
        if current.rest.is_some() {
            return Err(at(
                line,
                format!("shoe {shoe} has a row after its rest row"),
            ));
        }
        row(current, number(1, "coup")?, &v, line, rules)?;
    }
    Ok(shoes)
}

fn row(
    s: &mut AuditShoe,
    coup_no: Option<u64>,
    v: &[Option<String>; 6],
    line: usize,
    rules: &Rules,
) -> Result<()> {
    let has = |i: usize| v[i].is_some();
    match coup_no {
        None if has(2) || has(3) => Err(at(
            line,
            "a row with cards for punto or banco needs its coup number",
        )),
        None if has(4) && has(5) => Err(at(line, "burn and rest go on rows of their own")),
        None if has(4) => {
            if !s.coups.is_empty() {
                return Err(at(
                    line,
                    format!("shoe {}: burns come before the first coup", s.shoe),
                ));
            }
            for token in (v[4].as_deref().unwrap_or(""))
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
            {
                s.burn.push(match token {
                    "?" => None,
                    t => Some(code(
                        Card::parse(t).map_err(|e| at(line, format!("burn: {e}")))?,
                        line,
                    )?),
                });
            }
            Ok(())
        }
        None if has(5) => {
            s.rest = Some(codes(v[5].as_deref(), "rest", line)?);
            Ok(())
        }
        None => Err(at(
            line,
            "a row without coup is a burn row or a rest row and needs its cards",
        )),
        Some(n) => {
            if has(4) || has(5) {
                return Err(at(
                    line,
                    "burns and the rest go on their own rows, without a coup number",
                ));
            }
            let expected = s.coups.len() as u64 + 1;
            if n != expected {
                let m = format!("shoe {} coup {n} where coup {expected} comes next; coups are numbered 1, 2, ... in order", s.shoe);
                return Err(at(line, m));
            }
            let (p, b) = (
                codes(v[2].as_deref(), "punto", line)?,
                codes(v[3].as_deref(), "banco", line)?,
            );
            s.coups.push(coup(rules, &p, &b, line)?);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_rest_and_errors_are_read_as_documented() {
        let rules = Rules::preset("standard").unwrap();
        let csv = "shoe,coup,punto,banco,burn,rest\n0,,,,7h ?,\n0,1,4s 5h,Kd 3c,,\n0,,,,,9s Kh\n";
        let shoes = read_log(csv, AuditFormat::Csv, &rules).unwrap();
        assert_eq!(shoes.len(), 1);
        assert_eq!(shoes[0].burn.len(), 2);
        assert_eq!(shoes[0].burn[1], None);
        // Punto 4s 5h = 9 (a natural), dealt P B P B: 4s Kd 5h 3c.
        assert_eq!(shoes[0].coups[0].winner, 1);
        assert_eq!(shoes[0].after_burn().len(), 6);
        let jsonl = "{\"shoe\":3,\"coup\":1,\"punto\":\"4s 5h\",\"banco\":\"Kd 3c\"}\n{\"shoe\":3,\"rest\":\"9s\"}\n";
        let shoes = read_log(jsonl, AuditFormat::JsonLines, &rules).unwrap();
        assert_eq!(shoes[0].rest, Some(vec![8 * 4]));
        for (bad, why) in [
            (
                "shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c 2h\n",
                "breaks the tableau",
            ),
            ("shoe,coup,punto,banco\n0,1,4 5h,Kd 3c\n", "has no suit"),
            (
                "shoe,coup,punto,banco\n0,2,4s 5h,Kd 3c\n",
                "coup 1 comes next",
            ),
            ("shoe,coup,rest\n0,,9s\n0,1,\n", "after its rest row"),
            ("shoe,coup,card\n", "column 'card'"),
        ] {
            let e = read_log(bad, AuditFormat::Csv, &rules)
                .unwrap_err()
                .to_string();
            assert!(e.contains(why) && e.starts_with("shoe log line"), "{e}");
        }
    }
}
