//! Following a shoe card by card: the shoe as it stands, the coup in play, and a history
//! of input lines with undo and redo.
//!
//! # Model
//! A [`Tracker`] is a starting shoe, a rule set and a *card log*: the list of input lines
//! applied so far, each a card list or a command. Its state (the cards left, the coup in
//! play, the coups dealt) is a pure function of the log, so undo pops the last line and
//! replays, and a saved session ([`TrackerFile`], JSON) is just the log.
//!
//! Lines (the same card syntax as `--removed`: ranks A, 2-9, 10 or T, J, Q, K with an
//! optional suit s, h, d or c, separated by spaces or commas):
//!
//! | line | effect |
//! |---|---|
//! | `5 K 9d` | in `seen` mode (the start): cards seen, removed from the shoe; in `coup` mode: cards dealt to the coup in play in dealing order |
//! | `coup` | `coup` mode: cards are dealt into coups, Punto, Banco, Punto, Banco, then third cards as the rules' tableau says; a complete coup closes and the next card starts the next coup |
//! | `seen` | back to `seen` mode (refused while a coup is in play) |
//! | `punto 5`, `banco K` | a card dealt to that hand, refused unless the tableau deals it there next |
//! | `burn K` | burn cards, removed from the shoe (refused while a coup is in play) |
//! | `new` | a new shoe: every card back, the coup in play dropped |
//!
//! A line applies whole or not at all: an error leaves the tracker as it was. Outside a
//! coup a card may not leave fewer than 6 cards in the shoe (a coup may need 6).
//!
//! The tracker does no pricing: a front end prices [`Tracker::shoe`] (between coups) or
//! the coup in play on [`Tracker::shoe_before_coup`] with [`Tracker::punto`] and
//! [`Tracker::banco`] (mid-coup), exactly as `ev --removed .. --punto .. --banco ..` would.
//!
//! # Examples
//! ```
//! use punto_banco::{tracker::Tracker, Rules, ShoeSpec};
//!
//! let spec = ShoeSpec { decks: Some(8), ..ShoeSpec::default() };
//! let mut t = Tracker::new(spec, Rules::preset("standard")?)?;
//! t.input("burn 9")?;
//! t.input("coup")?;
//! t.input("5 K 3 4")?; // Punto 5 3 (8), Banco K 4 (4): a natural, the coup is over
//! assert_eq!(t.coups(), 1);
//! t.input("7 2 A")?; // the next coup: Punto 7 A, Banco 2
//! assert_eq!(t.punto().len(), 2);
//! assert_eq!(t.shoe().total(), 416 - 8);
//! t.undo()?;
//! assert!(t.punto().is_empty());
//! // Punto holds 7 (7 K), Banco 0 (2 8): Punto stands, so a third Punto card is refused.
//! t.input("7 2 K 8")?;
//! assert!(t.input("punto 4").is_err());
//! # Ok::<(), punto_banco::Error>(())
//! ```

mod file;
mod line_error;
mod priced;
mod results;
mod roads;
// A session on files and streams (`track`): saving writes an output file.
#[cfg(all(feature = "files", unix))]
mod run;
mod session;
mod shoe_log;
mod state;

pub use file::{SavedRules, TrackerFile};
pub use line_error::LineError;
pub use priced::{TrackMoney, TrackReport, TrackRequest};
pub use results::CoupResult;
pub use roads::{
    Ask, AskMarks, BeadCell, BigRoadCell, Colour, DerivedCell, Roads, ROWS as ROAD_ROWS,
};
#[cfg(all(feature = "files", unix))]
pub use run::{load_session, save_session, Session, SessionError, SessionSummary};
pub use session::{status_line, status_line_in, SessionLines, Step, MAX_LINE_BYTES};
pub use shoe_log::{
    read_shoe_log, read_shoe_log_or_session, session_file, session_shoe_log, session_value,
};
pub use state::{FinishedCoup, Hand, Mode};

use crate::card::Card;
use crate::error::{Error, Result};
use crate::input::printable;
use crate::rules::Rules;
use crate::shoe::{Shoe, ShoeSpec};
use line_error::Why;
use serde::Serialize;
use state::{list, next_hand, Line, State};

/// The most lines a log may hold (a shoe of 8 decks has 416 cards; the bound keeps a
/// replay small whatever a client sends).
pub const MAX_LOG_LINES: usize = 10_000;

/// The largest saved session read, in bytes (1 MiB, as a request body): checked before
/// the text is parsed.
pub const MAX_SESSION_BYTES: usize = 1 << 20;

/// A shoe followed card by card; see the [module docs](self).
#[derive(Debug, Clone)]
pub struct Tracker {
    spec: ShoeSpec,
    rules: Rules,
    bets: Option<String>,
    money: TrackMoney,
    log: Vec<Line>,
    redo: Vec<Line>,
    state: State,
}

/// What the tracker reports after each line: the `tracker` object of `track --format json`.
#[derive(Debug, Clone, Serialize)]
pub struct TrackerStatus {
    /// Where cards entered now go: `"seen"` or `"coup"`.
    pub mode: Mode,
    /// Cards left in the shoe (the coup in play's cards are out).
    pub cards_left: u64,
    /// Cards left per rank, A, 2, ..., 9, 10, J, Q, K (coup in play's cards out).
    pub counts: [u32; 13],
    /// Cards out of the shoe before the coup in play, in order (seen, burned, finished
    /// coups): the `--removed` of the equivalent `ev` command.
    pub removed: String,
    /// Every card out of the shoe, the coup in play's too, in dealing order: the
    /// `--removed` of the shoe as it now stands (for `eor` or `odds` of the next card).
    pub out: String,
    /// How many cards are out in all (`removed` plus the coup in play).
    pub cards_seen: usize,
    /// How many of them were burned.
    pub burned: usize,
    /// Coups finished in this shoe.
    pub coups: usize,
    /// The coup in play: Punto's cards so far (the `--punto` of the equivalent command).
    pub punto: String,
    /// Banco's cards so far (`--banco`).
    pub banco: String,
    /// The hand the next card of a coup goes to: `"punto"` or `"banco"`.
    pub next: Hand,
    /// The last finished coup, if any.
    pub last_coup: Option<FinishedCoup>,
    /// Lines in the history (what `undo` can take back).
    pub history: usize,
    /// Lines `redo` can put back.
    pub redo: usize,
    /// Every finished coup of this shoe, in order: cards, totals, winner, naturals, pairs.
    pub results: Vec<CoupResult>,
    /// The scoreboards of this shoe's coups: bead plate, big road and derived roads.
    pub roads: Roads,
}

impl Tracker {
    /// A tracker for a fresh shoe with no line applied.
    ///
    /// # Errors
    /// Every error of [`ShoeSpec::build`]; a `removed` in `spec` (cards seen are lines of
    /// the log, so that undo and the saved session know them).
    pub fn new(spec: ShoeSpec, rules: Rules) -> Result<Tracker> {
        if spec.removed.is_some() {
            return Err(Error::track(
                "a tracker starts from full decks or explicit counts; enter the cards seen as a line",
            ));
        }
        let start = spec.build()?;
        Ok(Tracker {
            spec,
            rules,
            bets: None,
            money: TrackMoney::default(),
            log: Vec::new(),
            redo: Vec::new(),
            state: State::new(start),
        })
    }

    /// Applies one input line (cards or a command; see the module docs), or `undo` /
    /// `redo`. A line applies whole or not at all; a new line clears what redo could do.
    ///
    /// # Errors
    /// [`crate::ErrorKind::UnknownCard`], [`crate::ErrorKind::NotInShoe`], [`crate::ErrorKind::ShoeTooSmall`] or
    /// [`crate::ErrorKind::BadCoup`] or [`crate::ErrorKind::BadTrack`] naming the card or command at fault; the tracker is unchanged.
    pub fn input(&mut self, text: &str) -> Result<&mut Tracker> {
        self.enter(text).map_err(Error::from)
    }

    /// [`Tracker::input`] with the reason of a refusal as data, which a session words in
    /// its language ([`LineError::message`]).
    ///
    /// # Errors
    /// As [`Tracker::input`]; the library's error is [`LineError::error`].
    pub fn enter(&mut self, text: &str) -> std::result::Result<&mut Tracker, LineError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "undo" => return self.undo_line(),
            "redo" => return self.redo_line(),
            _ => {}
        }
        let line = Line::parse(text)?;
        if self.log.len() >= MAX_LOG_LINES {
            return Err(LineError::track(Why::LogFull(MAX_LOG_LINES)));
        }
        let mut next = self.state.clone();
        next.apply(&self.rules, &line)?;
        self.state = next;
        self.log.push(line);
        self.redo.clear();
        Ok(self)
    }

    /// Takes back the last line.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadTrack`] when there is nothing to undo.
    pub fn undo(&mut self) -> Result<&mut Tracker> {
        self.undo_line().map_err(Error::from)
    }

    fn undo_line(&mut self) -> std::result::Result<&mut Tracker, LineError> {
        let line = self
            .log
            .pop()
            .ok_or_else(|| LineError::track(Why::NothingToUndo))?;
        self.redo.push(line);
        self.state = self.replay()?;
        Ok(self)
    }

    /// Puts back the last line undone.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadTrack`] when there is nothing to redo.
    pub fn redo(&mut self) -> Result<&mut Tracker> {
        self.redo_line().map_err(Error::from)
    }

    fn redo_line(&mut self) -> std::result::Result<&mut Tracker, LineError> {
        let line = self
            .redo
            .pop()
            .ok_or_else(|| LineError::track(Why::NothingToRedo))?;
        let mut next = self.state.clone();
        next.apply(&self.rules, &line)?;
        self.state = next;
        self.log.push(line);
        Ok(self)
    }

    fn replay(&self) -> std::result::Result<State, LineError> {
        let mut state = State::new(self.state.start.clone());
        for line in &self.log {
            state.apply(&self.rules, line)?;
        }
        Ok(state)
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The starting shoe as given.
    pub fn spec(&self) -> &ShoeSpec {
        &self.spec
    }

    /// The bets the session carries for its front end.
    pub fn bets(&self) -> Option<&str> {
        self.bets.as_deref()
    }

    /// Sets the bets the session carries.
    pub fn set_bets(&mut self, bets: Option<String>) {
        self.bets = bets;
    }

    /// The cards left, with the coup in play's cards out.
    pub fn shoe(&self) -> &Shoe {
        &self.state.shoe
    }

    /// The shoe before the coup in play (equal to [`Tracker::shoe`] between coups).
    pub fn shoe_before_coup(&self) -> &Shoe {
        &self.state.before
    }

    /// Punto's cards in the coup in play.
    pub fn punto(&self) -> &[Card] {
        &self.state.punto
    }

    /// Banco's cards in the coup in play.
    pub fn banco(&self) -> &[Card] {
        &self.state.banco
    }

    /// Whether a coup is in play (some of its cards dealt, not complete).
    pub fn in_coup(&self) -> bool {
        self.state.in_coup()
    }

    /// Coups finished in this shoe.
    pub fn coups(&self) -> usize {
        self.state.coups
    }

    /// The cards out of the shoe before the coup in play, as a `--removed` list.
    pub fn removed(&self) -> String {
        list(&self.state.removed)
    }

    /// The lines applied, oldest first, in canonical spelling.
    pub fn log(&self) -> Vec<String> {
        self.log.iter().map(Line::canonical).collect()
    }

    /// The report of the state: cards left, coup in play, history depth.
    pub fn status(&self) -> TrackerStatus {
        let s = &self.state;
        TrackerStatus {
            mode: s.mode,
            cards_left: s.shoe.total(),
            counts: s.shoe.counts(),
            removed: list(&s.removed),
            out: list(&[s.removed.as_slice(), s.dealt.as_slice()].concat()),
            cards_seen: s.removed.len() + s.punto.len() + s.banco.len(),
            burned: s.burned,
            coups: s.coups,
            punto: list(&s.punto),
            banco: list(&s.banco),
            next: next_hand(&self.rules, &s.punto, &s.banco).unwrap_or(Hand::Punto),
            last_coup: s.last.clone(),
            history: self.log.len(),
            redo: self.redo.len(),
            results: s.results.clone(),
            roads: Roads::of(&s.results),
        }
    }

    /// The session as saved: shoe, rules, bets, log and redo lines.
    pub fn to_file(&self) -> TrackerFile {
        TrackerFile {
            decks: self.spec.decks,
            shoe: self.spec.shoe.clone(),
            rules: SavedRules::of(&self.rules),
            bets: self.bets.clone(),
            log: self.log(),
            redo: self.redo.iter().map(Line::canonical).collect(),
        }
    }

    /// Resumes a saved session by replaying its log.
    ///
    /// # Errors
    /// The errors of [`SavedRules::rules`], [`Tracker::new`] and of each line, the line
    /// named by its number (from 1); more than [`MAX_LOG_LINES`] lines.
    pub fn from_file(file: &TrackerFile) -> Result<Tracker> {
        if file.log.len() + file.redo.len() > MAX_LOG_LINES {
            return Err(Error::track(format!(
                "the log has {} lines; at most {MAX_LOG_LINES} are allowed",
                file.log.len() + file.redo.len()
            )));
        }
        let spec = ShoeSpec {
            decks: file.decks,
            shoe: file.shoe.clone(),
            removed: None,
        };
        let mut t = Tracker::new(spec, file.rules.rules()?)?;
        t.bets = file.bets.clone();
        for (i, text) in file.log.iter().enumerate() {
            let word = text.trim().to_ascii_lowercase();
            if word == "undo" || word == "redo" {
                return Err(Error::track(format!(
                    "log line {} ('{}'): a session log holds only the lines applied, never \
                     undo or redo (lines undone go in \"redo\")",
                    i + 1,
                    printable(text)
                )));
            }
            let line = Line::parse(text)
                .and_then(|line| {
                    t.state.apply(&t.rules, &line)?;
                    Ok(line)
                })
                .map_err(Error::from);
            match line {
                Ok(line) => t.log.push(line),
                Err(e) => {
                    return Err(Error::track(printable(&format!(
                        "log line {} ('{text}'): {e}",
                        i + 1
                    ))))
                }
            }
        }
        for text in &file.redo {
            t.redo.push(Line::parse(text).map_err(|e| {
                Error::track(printable(&format!("redo line '{text}': {}", e.error())))
            })?);
        }
        Ok(t)
    }

    /// Reads a saved session from its JSON text.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadTrack`] for a text over [`MAX_SESSION_BYTES`] or JSON that is
    /// not a session, then as [`Tracker::from_file`].
    pub fn from_json(json: &str) -> Result<Tracker> {
        if json.len() > MAX_SESSION_BYTES {
            return Err(Error::track(format!(
                "the session is {} bytes; at most {MAX_SESSION_BYTES} (1 MiB) are read",
                json.len()
            )));
        }
        let json = json.strip_prefix('\u{feff}').unwrap_or(json);
        // The one strict reader: a key given twice at any depth is refused.
        let file: TrackerFile = crate::json::from_str(json)
            .map_err(|e| Error::track(printable(&format!("not a saved tracker session: {e}"))))?;
        Tracker::from_file(&file)
    }

    /// Reads a saved session from `file`, named `name` in messages: a file over
    /// [`MAX_SESSION_BYTES`] is refused before it is read; then as [`Tracker::from_json`].
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadTrack`] naming the file: too large, not text, not a session,
    /// or a session that does not replay; the error of reading it.
    pub fn read_session(file: std::fs::File, name: &str) -> Result<Tracker> {
        let size = file.metadata().map(|m| m.len()).unwrap_or(0);
        if size > MAX_SESSION_BYTES as u64 {
            return Err(Error::track(format!(
                "session file '{name}' is {size} bytes; at most {MAX_SESSION_BYTES} (1 MiB) \
                 are read"
            )));
        }
        let what = format!("session file '{name}'");
        let text = crate::input::read_capped(file, MAX_SESSION_BYTES, &what)?;
        Tracker::from_json(&text).map_err(|e| Error::track(format!("{what}: {e}")))
    }

    /// The session as pretty JSON with a trailing newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(&self.to_file()).expect("plain data");
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests;
