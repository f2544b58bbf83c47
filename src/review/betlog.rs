//! Reading the bet log of a review: who staked what on which coup
//! (`shoe,coup,player,bet,stake`, CSV or JSON lines).

use crate::logs::rows::{at, integer, rows, Columns, LogFormat};
use crate::error::{Error, Result};

/// The most wagers one review takes (1,000,000 rows of a bet log).
pub const MAX_WAGERS: usize = 1_000_000;

/// The largest stake of one wager, in money units (10^9; stakes have at most 6 decimals).
pub const MAX_STAKE_UNITS: u64 = 1_000_000_000;

/// Stakes are held in millionths of a unit, exactly.
pub const STAKE_SCALE: u64 = 1_000_000;

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
    let columns = Columns {
        names: &BET_COLUMNS,
        required: &BET_COLUMNS,
        what: WHAT,
    };
    let rows = rows(text, format, &columns)?;
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
            let shoe = integer(&row.values[0], "shoe", WHAT, line, u64::MAX)?
                .ok_or_else(|| at(WHAT, line, "no shoe"))?;
            let coup = integer(&row.values[1], "coup", WHAT, line, u64::from(u32::MAX))?
                .ok_or_else(|| at(WHAT, line, "no coup"))? as u32;
            let player = label(&need(2)?).map_err(|e| at(WHAT, line, e))?;
            let bet = need(3)?.to_ascii_lowercase();
            if let Some(c) = bet.chars().find(|&c| crate::csvsafe::is_unsafe_char(c)) {
                return Err(at(
                    WHAT,
                    line,
                    format!(
                        "bet '{}' holds the control character U+{:04X}; a bet is an id such as banco",
                        crate::clip(&bet),
                        c as u32
                    ),
                ));
            }
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

/// A player label as written (trimmed): at most [`MAX_PLAYER_CHARS`] characters, no control
/// character (a line break, ESC, ...) and no bidirectional control (U+202E, ...), which would
/// reach a terminal or a report; one leading `'` before `=`, `+`, `-` or `@` is dropped (the
/// mark a CSV the project writes puts before such a label, [`crate::csvsafe`]), so labels
/// round-trip.
pub fn label(given: &str) -> std::result::Result<String, String> {
    if let Some(c) = given.chars().find(|&c| crate::csvsafe::is_unsafe_char(c)) {
        return Err(format!(
            "player label '{}' holds the control character U+{:04X}; labels are printable text",
            crate::csvsafe::escape_controls(&crate::clip(given)),
            c as u32
        ));
    }
    if given.chars().count() > MAX_PLAYER_CHARS {
        return Err(format!(
            "player label longer than {MAX_PLAYER_CHARS} characters"
        ));
    }
    Ok(crate::csvsafe::unmark(given).to_string())
}

/// A stake in millionths: digits with an optional point and up to six decimals, above 0
/// and at most [`MAX_STAKE_UNITS`], in CSV as written and in JSON lines as a string or a
/// number, read from its digits (no exponent).
pub(super) fn parse_stake(s: &str) -> std::result::Result<u64, String> {
    let bad = || {
        format!(
            "stake '{}' is not a positive amount: digits with an optional point and up to 6 \
             decimals (2, 2.5, 0.000001), at most {MAX_STAKE_UNITS}, without sign or exponent",
            crate::clip(s)
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
