//! Reading the two logs of a review: the shoe log (every coup's cards, checked against the
//! tableau and the shoe) and the bet log (who staked what on which coup).
//!
//! Both are CSV with a header row or JSON lines (one object per line), as the file's
//! extension says ([`LogFormat::for_file`]). Every error names the log, the line and the
//! reason.

use crate::card::{parse_cards, Card};
use crate::coup::{Coup, Pairs};
use crate::error::{Error, Result};
use crate::rules::Rules;
use crate::shoe::Shoe;

/// The largest shoe or bet log read, in bytes (64 MiB: 100 eight-deck shoes with ten
/// players betting five bets on every coup is about 12 MiB).
pub const MAX_LOG_BYTES: usize = 64 << 20;

/// The most wagers one review takes (1,000,000 rows of a bet log).
pub const MAX_WAGERS: usize = 1_000_000;

/// The largest stake of one wager, in money units (10^9; stakes have at most 6 decimals).
pub const MAX_STAKE_UNITS: u64 = 1_000_000_000;

/// Stakes are held in millionths of a unit, exactly.
pub const STAKE_SCALE: u64 = 1_000_000;

/// How a log is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    /// CSV with a header row naming the columns (any order); a field may be quoted.
    Csv,
    /// One JSON object per line.
    JsonLines,
}

impl LogFormat {
    /// The format a file's extension names: `.csv`, or `.jsonl` / `.ndjson` / `.json`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] for any other extension.
    pub fn for_file(name: &str) -> Result<LogFormat> {
        let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
        match ext.as_deref() {
            Some("csv") => Ok(LogFormat::Csv),
            Some("jsonl" | "ndjson" | "json") => Ok(LogFormat::JsonLines),
            _ => Err(Error::input(format!(
                "log '{name}' must end in .csv or .jsonl (JSON lines)"
            ))),
        }
    }

    /// The format by name: `csv` or `jsonl` (also `ndjson`, `json`).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the value and the allowed ones.
    pub fn parse(name: &str) -> Result<LogFormat> {
        match name.trim().to_ascii_lowercase().as_str() {
            "csv" => Ok(LogFormat::Csv),
            "jsonl" | "ndjson" | "json" => Ok(LogFormat::JsonLines),
            other => Err(Error::input(format!(
                "log format '{other}' is not csv or jsonl"
            ))),
        }
    }
}

/// One row of a log: its line number (from 1) and the value of each column, `None` when
/// empty or absent.
struct Row {
    line: usize,
    values: Vec<Option<String>>,
}

fn at(what: &str, line: usize, msg: impl std::fmt::Display) -> Error {
    Error::input(format!("{what} line {line}: {msg}"))
}

/// Splits one CSV line into fields: commas separate, a field in double quotes may hold
/// commas and doubled quotes.
fn csv_fields(line: &str) -> std::result::Result<Vec<String>, &'static str> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    let mut was_quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.trim().is_empty() && !was_quoted => {
                field.clear();
                quoted = true;
                was_quoted = true;
            }
            (false, '"') => return Err("a quote inside an unquoted field"),
            (false, ',') => {
                out.push(std::mem::take(&mut field));
                was_quoted = false;
            }
            (false, c) => field.push(c),
        }
    }
    if quoted {
        return Err("a quoted field is not closed");
    }
    out.push(field);
    Ok(out)
}

/// Reads the rows of a log with the given columns (`required` ones must be present).
fn rows(
    text: &str,
    format: LogFormat,
    columns: &[&str],
    required: &[&str],
    what: &str,
) -> Result<Vec<Row>> {
    let clean = |v: String| {
        let v = v.trim().to_string();
        (!v.is_empty()).then_some(v)
    };
    let mut out = Vec::new();
    let mut header: Option<Vec<usize>> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() {
            continue;
        }
        match format {
            LogFormat::Csv => {
                let fields = csv_fields(raw).map_err(|e| at(what, line, e))?;
                let Some(cols) = &header else {
                    let mut cols = Vec::with_capacity(fields.len());
                    for f in &fields {
                        let name = f.trim().to_ascii_lowercase();
                        let Some(c) = columns.iter().position(|c| *c == name) else {
                            return Err(at(
                                what,
                                line,
                                format!(
                                    "column '{name}' is not one of {} (the first line is the header)",
                                    columns.join(", ")
                                ),
                            ));
                        };
                        if cols.contains(&c) {
                            return Err(at(what, line, format!("column '{name}' is given twice")));
                        }
                        cols.push(c);
                    }
                    if let Some(missing) = required
                        .iter()
                        .find(|r| !fields.iter().any(|f| f.trim() == **r))
                    {
                        return Err(at(
                            what,
                            line,
                            format!("the header has no column '{missing}'"),
                        ));
                    }
                    header = Some(cols);
                    continue;
                };
                if fields.len() != cols.len() {
                    return Err(at(
                        what,
                        line,
                        format!(
                            "{} fields where the header has {}",
                            fields.len(),
                            cols.len()
                        ),
                    ));
                }
                let mut values = vec![None; columns.len()];
                for (&c, f) in cols.iter().zip(fields) {
                    values[c] = clean(f);
                }
                out.push(Row { line, values });
            }
            LogFormat::JsonLines => {
                let object: serde_json::Map<String, serde_json::Value> = serde_json::from_str(raw)
                    .map_err(|e| at(what, line, format!("not a JSON object on one line ({e})")))?;
                let mut values = vec![None; columns.len()];
                for (k, v) in object {
                    let Some(c) = columns.iter().position(|c| *c == k) else {
                        return Err(at(
                            what,
                            line,
                            format!("field '{k}' is not one of {}", columns.join(", ")),
                        ));
                    };
                    values[c] = match v {
                        serde_json::Value::Null => None,
                        serde_json::Value::String(s) => clean(s),
                        serde_json::Value::Number(n) => Some(n.to_string()),
                        other => {
                            return Err(at(
                                what,
                                line,
                                format!("field '{k}' is {other}, not a string or a number"),
                            ))
                        }
                    };
                }
                out.push(Row { line, values });
            }
        }
    }
    if header.is_none() && format == LogFormat::Csv {
        return Err(Error::input(format!(
            "{what} is empty: it needs a header row ({})",
            columns.join(",")
        )));
    }
    Ok(out)
}

fn integer<T: std::str::FromStr>(
    v: &Option<String>,
    name: &str,
    what: &str,
    line: usize,
) -> Result<Option<T>> {
    v.as_deref()
        .map(|s| {
            s.parse::<T>().map_err(|_| {
                at(
                    what,
                    line,
                    format!("{name} '{s}' is not a whole number from 0 up"),
                )
            })
        })
        .transpose()
}

/// One coup of a shoe log.
#[derive(Debug, Clone, PartialEq)]
pub struct LoggedCoup {
    /// Its number in the shoe, from 1.
    pub coup: u32,
    /// The line of the log it was read from.
    pub line: usize,
    /// Punto's cards.
    pub punto: Vec<Card>,
    /// Banco's cards.
    pub banco: Vec<Card>,
    /// The finished coup as bets see it.
    pub outcome: Coup,
    /// Pair flags of the first four cards (perfect pairs need suits).
    pub pairs: Pairs,
    /// The shoe as it stood before the coup: every card seen so far removed (face-down
    /// burns stay in).
    pub before: Shoe,
}

/// One shoe of a shoe log.
#[derive(Debug, Clone, PartialEq)]
pub struct LoggedShoe {
    /// The shoe's number as logged.
    pub shoe: u64,
    /// Its coups, in order.
    pub coups: Vec<LoggedCoup>,
}

/// A shoe log, read and checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ShoeLog {
    /// The full shoe every logged shoe starts from.
    pub full: Shoe,
    /// Whether every card of the log has a suit (else suits are dropped, and perfect-pair
    /// bets cannot be reviewed).
    pub suited: bool,
    /// The shoes, in the order of the log.
    pub shoes: Vec<LoggedShoe>,
}

const SHOE_COLUMNS: [&str; 5] = ["shoe", "coup", "punto", "banco", "burn"];

impl ShoeLog {
    /// Reads a shoe log of `decks`-deck shoes and checks it: every coup's cards follow the
    /// tableau of `rules`, no shoe deals more of a card than it holds, coups are numbered
    /// 1, 2, ... in each shoe and a shoe's rows are together. `?` in `burn` is a card
    /// burned face down (unknown: it stays in the shoe priced).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the line and the reason.
    pub fn parse(text: &str, format: LogFormat, decks: u32, rules: &Rules) -> Result<ShoeLog> {
        const WHAT: &str = "shoe log";
        let rows = rows(text, format, &SHOE_COLUMNS, &["shoe"], WHAT)?;
        let suited = rows.iter().all(|r| {
            [2, 3, 4].iter().all(|&c| {
                r.values[c].as_deref().is_none_or(|s| {
                    s.split(|c: char| c == ',' || c.is_whitespace())
                        .filter(|t| !t.is_empty() && *t != "?")
                        .all(|t| Card::parse(t).is_ok_and(|c| c.suit.is_some()))
                })
            })
        });
        let full = if suited {
            Shoe::with_decks(decks)?
        } else {
            Shoe::from_counts([decks * 4; 13])?
        };
        let strip = |c: Card| Card {
            rank: c.rank,
            suit: c.suit.filter(|_| suited),
        };
        let mut shoes: Vec<LoggedShoe> = Vec::new();
        let mut state = full.clone();
        for row in rows {
            let line = row.line;
            let err = |m: String| at(WHAT, line, m);
            let shoe: u64 = integer(&row.values[0], "shoe", WHAT, line)?
                .ok_or_else(|| err("no shoe number".into()))?;
            let coup: Option<u32> = integer(&row.values[1], "coup", WHAT, line)?;
            match shoes.last() {
                Some(s) if s.shoe == shoe => {}
                _ => {
                    if shoes.iter().any(|s| s.shoe == shoe) {
                        return Err(err(format!(
                            "shoe {shoe} appears again after other shoes; keep a shoe's rows together"
                        )));
                    }
                    shoes.push(LoggedShoe {
                        shoe,
                        coups: Vec::new(),
                    });
                    state = full.clone();
                }
            }
            let current = shoes.last_mut().expect("pushed above");
            let cards = |c: usize| -> Result<Vec<Card>> {
                let text = row.values[c].as_deref().unwrap_or("");
                Ok(parse_cards(text)
                    .map_err(|e| err(format!("{}: {e}", SHOE_COLUMNS[c])))?
                    .into_iter()
                    .map(strip)
                    .collect())
            };
            let take = |state: &mut Shoe, c: Card| {
                state.take(c).map_err(|e| {
                    err(format!(
                        "shoe {shoe} deals more than its {decks} decks hold: {e}"
                    ))
                })
            };
            match coup {
                None => {
                    if row.values[2].is_some() || row.values[3].is_some() {
                        return Err(err(
                            "a row with cards for punto or banco needs its coup number".into(),
                        ));
                    }
                    let burn = row.values[4].as_deref().ok_or_else(|| {
                        err("a row without coup is a burn row and needs burn cards".into())
                    })?;
                    for token in burn
                        .split(|c: char| c == ',' || c.is_whitespace())
                        .filter(|t| !t.is_empty())
                    {
                        if token != "?" {
                            let c = Card::parse(token).map_err(|e| err(format!("burn: {e}")))?;
                            take(&mut state, strip(c))?;
                        }
                    }
                }
                Some(n) => {
                    if row.values[4].is_some() {
                        return Err(err(
                            "burns go on their own row, without a coup number".into()
                        ));
                    }
                    let expected = current.coups.len() as u32 + 1;
                    if n != expected {
                        return Err(err(format!(
                            "shoe {shoe} coup {n} where coup {expected} comes next; coups are numbered 1, 2, ... in order"
                        )));
                    }
                    let (punto, banco) = (cards(2)?, cards(3)?);
                    let (outcome, pairs) = check_tableau(rules, &punto, &banco).map_err(err)?;
                    if state.total() < 6 {
                        return Err(err(format!(
                            "shoe {shoe} has only {} cards left before coup {n}; a coup needs 6 in the shoe",
                            state.total()
                        )));
                    }
                    let before = state.clone();
                    for &c in punto.iter().chain(&banco) {
                        take(&mut state, c)?;
                    }
                    current.coups.push(LoggedCoup {
                        coup: n,
                        line,
                        punto,
                        banco,
                        outcome,
                        pairs,
                        before,
                    });
                }
            }
        }
        Ok(ShoeLog {
            full,
            suited,
            shoes,
        })
    }

    /// The shoe with this number, if logged.
    pub fn shoe(&self, shoe: u64) -> Option<&LoggedShoe> {
        self.shoes.iter().find(|s| s.shoe == shoe)
    }

    /// Coups in all.
    pub fn coups(&self) -> usize {
        self.shoes.iter().map(|s| s.coups.len()).sum()
    }
}

/// Checks a finished coup against the tableau and describes it for the bets.
fn check_tableau(
    rules: &Rules,
    punto: &[Card],
    banco: &[Card],
) -> std::result::Result<(Coup, Pairs), String> {
    let show = |h: &[Card]| {
        h.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let words = format!("Punto {}, Banco {}", show(punto), show(banco));
    if !(2..=3).contains(&punto.len()) || !(2..=3).contains(&banco.len()) {
        return Err(format!(
            "{words}: each hand has 2 or 3 cards in a finished coup"
        ));
    }
    let value = |c: &Card| c.rank.value() as u8;
    let two = |h: &[Card]| (value(&h[0]) + value(&h[1])) % 10;
    let (pt, bt) = (two(punto), two(banco));
    let (pn, bn) = (rules.is_natural(pt), rules.is_natural(bt));
    let natural = pn || bn;
    let breaks = |why: String| {
        Err(format!(
            "{words} breaks the tableau of {}: {why}",
            rules.name()
        ))
    };
    let punto_third = if natural {
        None
    } else if rules.punto_draws(pt) {
        Some(punto.get(2).map_or(0, value))
    } else {
        None
    };
    if natural && (punto.len() == 3 || banco.len() == 3) {
        return breaks("no third card is drawn after a natural".into());
    }
    if !natural {
        let draws = rules.punto_draws(pt);
        if draws != (punto.len() == 3) {
            return breaks(format!(
                "Punto on {pt} {}",
                if draws { "draws" } else { "stands" }
            ));
        }
        let draws = rules.banco_draws(bt, punto_third);
        if draws != (banco.len() == 3) {
            return breaks(format!(
                "Banco on {bt} {} {}",
                if draws { "draws" } else { "stands" },
                punto_third.map_or("when Punto stands".to_string(), |v| format!(
                    "on a Punto third card of {v}"
                ))
            ));
        }
    }
    let total = |h: &[Card]| (h.iter().map(|c| value(c) as u32).sum::<u32>() % 10) as u8;
    let same = |a: &Card, b: &Card| a.rank == b.rank;
    let perfect = |a: &Card, b: &Card| a.rank == b.rank && a.suit.is_some() && a.suit == b.suit;
    let pairs = Pairs {
        punto_pair: same(&punto[0], &punto[1]),
        banco_pair: same(&banco[0], &banco[1]),
        punto_perfect_pair: perfect(&punto[0], &punto[1]),
        banco_perfect_pair: perfect(&banco[0], &banco[1]),
    };
    let coup = Coup {
        punto_total: total(punto),
        banco_total: total(banco),
        punto_cards: punto.len() as u8,
        banco_cards: banco.len() as u8,
        natural,
        punto_natural: pn,
        banco_natural: bn,
        punto_pair: pairs.punto_pair,
        banco_pair: pairs.banco_pair,
    };
    Ok((coup, pairs))
}

/// One wager of a bet log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoggedWager {
    /// The line of the log it was read from.
    pub line: usize,
    /// The shoe's number.
    pub shoe: u64,
    /// The coup's number in the shoe.
    pub coup: u32,
    /// Who bet (any label).
    pub player: String,
    /// The bet's id (lower case).
    pub bet: String,
    /// The stake in millionths of a unit ([`STAKE_SCALE`]).
    pub stake: u64,
}

const BET_COLUMNS: [&str; 5] = ["shoe", "coup", "player", "bet", "stake"];

/// The longest player label, in characters.
pub const MAX_PLAYER_CHARS: usize = 200;

/// Reads a bet log (`shoe,coup,player,bet,stake`). Shoes, coups and bets are checked
/// against the shoe log and the bets by the review, which names the line.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the line: a missing field, a number that is not
/// one, a stake that is not a positive amount of at most [`MAX_STAKE_UNITS`] with at most
/// six decimals, more than [`MAX_WAGERS`] rows.
pub fn parse_bet_log(text: &str, format: LogFormat) -> Result<Vec<LoggedWager>> {
    const WHAT: &str = "bet log";
    let rows = rows(text, format, &BET_COLUMNS, &BET_COLUMNS, WHAT)?;
    if rows.len() > MAX_WAGERS {
        return Err(Error::input(format!(
            "bet log has {} wagers, more than the {MAX_WAGERS} a review takes",
            rows.len()
        )));
    }
    rows.into_iter()
        .map(|row| {
            let line = row.line;
            let need = |c: usize| {
                row.values[c]
                    .clone()
                    .ok_or_else(|| at(WHAT, line, format!("no {}", BET_COLUMNS[c])))
            };
            let shoe = integer(&row.values[0], "shoe", WHAT, line)?
                .ok_or_else(|| at(WHAT, line, "no shoe"))?;
            let coup = integer(&row.values[1], "coup", WHAT, line)?
                .ok_or_else(|| at(WHAT, line, "no coup"))?;
            let player = need(2)?;
            if player.chars().count() > MAX_PLAYER_CHARS {
                return Err(at(
                    WHAT,
                    line,
                    format!("player label longer than {MAX_PLAYER_CHARS} characters"),
                ));
            }
            let bet = need(3)?.to_ascii_lowercase();
            let stake = parse_stake(&need(4)?).map_err(|e| at(WHAT, line, e))?;
            Ok(LoggedWager {
                line,
                shoe,
                coup,
                player,
                bet,
                stake,
            })
        })
        .collect()
}

/// A stake in millionths: digits with an optional point and up to six decimals, above 0
/// and at most [`MAX_STAKE_UNITS`].
fn parse_stake(s: &str) -> std::result::Result<u64, String> {
    let bad = || {
        format!(
            "stake '{s}' is not a positive amount (digits with up to 6 decimals, \
             at most {MAX_STAKE_UNITS})"
        )
    };
    let (int, frac) = s.split_once('.').unwrap_or((s, ""));
    if int.is_empty() && frac.is_empty()
        || frac.len() > 6
        || int.len() > 10
        || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
    {
        return Err(bad());
    }
    let units: u64 = if int.is_empty() {
        0
    } else {
        int.parse().map_err(|_| bad())?
    };
    let micros: u64 = format!("{frac:0<6}").parse().map_err(|_| bad())?;
    let stake = units * STAKE_SCALE + micros;
    if stake == 0 || units > MAX_STAKE_UNITS || stake > MAX_STAKE_UNITS * STAKE_SCALE {
        return Err(bad());
    }
    Ok(stake)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard() -> Rules {
        Rules::preset("standard").unwrap()
    }

    #[test]
    fn csv_and_json_lines_read_the_same_shoe() {
        let csv = "shoe,coup,punto,banco,burn\n0,,,,7h ? ? ? ? ? ? ?\n0,1,4s 5h,Kd 3c,\n\
                   0,2,As Qs 8h,2d Ac,\n";
        let jsonl = r#"{"shoe":0,"burn":"7h ? ? ? ? ? ? ?"}
{"shoe":0,"coup":1,"punto":"4s 5h","banco":"Kd 3c"}
{"shoe":0,"coup":2,"punto":"As Qs 8h","banco":"2d Ac","burn":null}
"#;
        let a = ShoeLog::parse(csv, LogFormat::Csv, 8, &standard()).unwrap();
        let mut b = ShoeLog::parse(jsonl, LogFormat::JsonLines, 8, &standard()).unwrap();
        // The CSV's header shifts its lines by one.
        for c in &mut b.shoes[0].coups {
            c.line += 1;
        }
        assert_eq!(a, b);
        assert!(a.suited);
        let coups = &a.shoes[0].coups;
        // The turned 7h is seen; the seven face-down burns stay in the shoe.
        assert_eq!(coups[0].before.total(), 415);
        assert_eq!(coups[1].before.total(), 411);
        assert_eq!(coups[1].outcome.punto_total, 9);
        assert_eq!(coups[1].outcome.banco_cards, 2);
    }

    #[test]
    fn coups_that_break_the_tableau_name_their_line() {
        let bad = [
            // Banco on 3 stands on a Punto third card of 8.
            (
                "shoe,coup,punto,banco\n0,1,A Q 8,2 A 5\n",
                "line 2",
                "Banco on 3 stands",
            ),
            // Punto on 9 is a natural: no third card.
            (
                "shoe,coup,punto,banco\n0,1,4 5 2,K 3\n",
                "line 2",
                "natural",
            ),
            // Punto on 5 draws.
            (
                "shoe,coup,punto,banco\n0,1,2 3,K 7\n",
                "line 2",
                "Punto on 5 draws",
            ),
            (
                "shoe,coup,punto,banco\n0,1,4 5,K 3\n0,3,4 5,K 3\n",
                "line 3",
                "coup 2 comes next",
            ),
            (
                "shoe,coup,punto,banco\n0,1,4 5,K 3\n1,1,4 5,K 3\n0,2,4 5,K 3\n",
                "line 4",
                "appears again",
            ),
            ("shoe,coup,punto,banco\n0,1,4 5 X,K 3\n", "line 2", "X"),
            ("shoe,coup,pnto\n", "line 1", "pnto"),
            (
                "shoe,coup,punto,banco,burn\n0,1,4 5,K 3,?\n",
                "line 2",
                "own row",
            ),
        ];
        for (text, line, why) in bad {
            let e = ShoeLog::parse(text, LogFormat::Csv, 8, &standard())
                .unwrap_err()
                .to_string();
            assert!(e.contains(line) && e.contains(why), "{text}: {e}");
        }
    }

    #[test]
    fn a_shoe_cannot_deal_more_of_a_rank_than_it_holds() {
        // One deck: four 9s. Five naturals of 9 9 ... need ten 9s.
        let mut text = String::from("shoe,coup,punto,banco\n");
        for c in 1..=3 {
            text += &format!("0,{c},9 K,9 K\n");
        }
        let e = ShoeLog::parse(&text, LogFormat::Csv, 1, &standard())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("line 4") && e.contains("more than its 1 decks"),
            "{e}"
        );
    }

    #[test]
    fn stakes_are_positive_decimals() {
        assert_eq!(parse_stake("2.5"), Ok(2_500_000));
        assert_eq!(parse_stake("0.000001"), Ok(1));
        for bad in ["-1", "0", "abc", "1.0000001", "1e3", "", "2000000000"] {
            assert!(parse_stake(bad).is_err(), "{bad}");
        }
        let e = parse_bet_log(
            "shoe,coup,player,bet,stake\n0,1,a,dragon_7,-5\n",
            LogFormat::Csv,
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("bet log line 2") && e.contains("'-5'"), "{e}");
    }

    #[test]
    fn quoted_csv_fields_may_hold_commas() {
        assert_eq!(
            csv_fields(r#"0,1,"9d, 10h","say ""hi""""#).unwrap(),
            vec!["0", "1", "9d, 10h", "say \"hi\""]
        );
        assert!(csv_fields(r#"0,"1"#).is_err());
    }
}
