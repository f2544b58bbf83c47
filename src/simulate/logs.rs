//! A study's coups as the logs `punto-banco review` reads: the shoe log of the cards dealt
//! (`simulate --deals`) and the bet log of its players (`simulate --bet-log`).

use super::CoupRecord;
use crate::card::Card;
use std::io::{self, Write};

/// The header of a CSV shoe log.
pub const DEALS_HEADER: &str = "shoe,coup,punto,banco,burn,rest";

/// The header of a CSV bet log.
pub const BET_LOG_HEADER: &str = "shoe,coup,player,bet,stake";

fn cards(c: &[Card]) -> String {
    c.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A CSV field, quoted when it holds a comma or a quote.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Writes the shoe-log rows of one coup: a burn row first when cards were burned before
/// it (`?` for each card burned face down), then the coup's row, then after a shoe's last
/// coup the rest row (the undealt cards behind the cut card, in shoe order: CSV a row with
/// an empty `coup` and a `rest` column, JSON lines `{"shoe": 0, "rest": "Kh 9s ..."}`).
/// CSV when `csv`, else JSON lines.
///
/// # Errors
/// A failed write.
pub fn write_deals(r: &CoupRecord, csv: bool, out: &mut dyn Write) -> io::Result<()> {
    if !r.burn.is_empty() {
        let burn = r
            .burn
            .iter()
            .map(|c| c.map_or_else(|| "?".to_string(), |c| c.to_string()))
            .collect::<Vec<_>>()
            .join(" ");
        if csv {
            writeln!(out, "{},,,,{burn},", r.shoe)?;
        } else {
            let line = serde_json::json!({"shoe": r.shoe, "burn": burn});
            writeln!(out, "{line}")?;
        }
    }
    let (p, b) = (cards(&r.punto), cards(&r.banco));
    if csv {
        writeln!(out, "{},{},{p},{b},,", r.shoe, r.coup)?;
    } else {
        #[derive(serde::Serialize)]
        struct Row<'a> {
            shoe: u64,
            coup: u32,
            punto: &'a str,
            banco: &'a str,
        }
        let row = Row {
            shoe: r.shoe,
            coup: r.coup,
            punto: &p,
            banco: &b,
        };
        serde_json::to_writer(&mut *out, &row)?;
        writeln!(out)?;
    }
    if r.rest.is_empty() {
        return Ok(());
    }
    let rest = cards(&r.rest);
    if csv {
        writeln!(out, "{},,,,,{rest}", r.shoe)
    } else {
        #[derive(serde::Serialize)]
        struct Rest<'a> {
            shoe: u64,
            rest: &'a str,
        }
        let row = Rest {
            shoe: r.shoe,
            rest: &rest,
        };
        serde_json::to_writer(&mut *out, &row)?;
        writeln!(out)
    }
}

/// Writes the bet-log rows of one coup: one unit on each bet the exact player (`exact`)
/// bet, then one unit for each count whose trigger fired, labelled `labels[j]` and
/// staked on `count_bets[j]`. `bets` are the study's bet ids in order.
///
/// # Errors
/// A failed write.
pub fn write_bet_log(
    r: &CoupRecord,
    bets: &[String],
    labels: &[String],
    count_bets: &[String],
    csv: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let exact = bets
        .iter()
        .zip(&r.bets)
        .filter(|(_, b)| b.bet)
        .map(|(id, _)| ("exact", id.as_str()));
    let counts = labels
        .iter()
        .zip(count_bets)
        .zip(&r.counts)
        .filter(|(_, c)| c.bet)
        .map(|((l, id), _)| (l.as_str(), id.as_str()));
    for (player, bet) in exact.chain(counts) {
        if csv {
            writeln!(
                out,
                "{},{},{},{bet},1",
                r.shoe,
                r.coup,
                csv_field(&crate::csvsafe::cell(player))
            )?;
        } else {
            #[derive(serde::Serialize)]
            struct Row<'a> {
                shoe: u64,
                coup: u32,
                player: &'a str,
                bet: &'a str,
                stake: u32,
            }
            let row = Row {
                shoe: r.shoe,
                coup: r.coup,
                player,
                bet,
                stake: 1,
            };
            serde_json::to_writer(&mut *out, &row)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::simulate::{BetCoup, CountCoup};

    #[test]
    fn rows_carry_the_cards_and_the_players_of_a_coup() {
        let c = |s: &str| Card::parse(s).unwrap();
        let r = CoupRecord {
            shoe: 2,
            coup: 1,
            punto: vec![c("4s"), c("5h")],
            banco: vec![c("Kd"), c("3c")],
            burn: vec![Some(c("2s")), None, None],
            rest: vec![c("9s"), c("Kh")],
            bets: vec![BetCoup {
                ev: 0.1,
                bet: true,
                result: -1.0,
            }],
            counts: vec![CountCoup {
                running: 9,
                bet: true,
            }],
            ..CoupRecord::default()
        };
        let mut out = Vec::new();
        write_deals(&r, true, &mut out).unwrap();
        write_deals(&r, false, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "2,,,,2s ? ?,\n2,1,4s 5h,Kd 3c,,\n2,,,,,9s Kh\n{\"burn\":\"2s ? ?\",\"shoe\":2}\n\
             {\"shoe\":2,\"coup\":1,\"punto\":\"4s 5h\",\"banco\":\"Kd 3c\"}\n\
             {\"shoe\":2,\"rest\":\"9s Kh\"}\n"
        );
        let mut out = Vec::new();
        let label = "dragon_7=0,0,0,-1,-1,-1,-1,2,2,0@tc>=4".to_string();
        let ids = ["dragon_7".to_string()];
        write_bet_log(&r, &ids, std::slice::from_ref(&label), &ids, true, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "2,1,exact,dragon_7,1\n2,1,\"dragon_7=0,0,0,-1,-1,-1,-1,2,2,0@tc>=4\",dragon_7,1\n"
        );
    }
}
