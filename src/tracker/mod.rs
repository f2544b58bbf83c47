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
mod priced;
mod results;
mod roads;
mod state;

pub use file::{SavedRules, TrackerFile};
pub use priced::{TrackMoney, TrackReport, TrackRequest};
pub use results::CoupResult;
pub use roads::{BeadCell, BigRoadCell, Colour, DerivedCell, Roads, ROWS as ROAD_ROWS};
pub use state::{FinishedCoup, Hand, Mode};

use crate::card::Card;
use crate::error::{Error, Result};
use crate::input::printable;
use crate::rules::Rules;
use crate::shoe::{Shoe, ShoeSpec};
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
        match text.trim().to_ascii_lowercase().as_str() {
            "undo" => return self.undo(),
            "redo" => return self.redo(),
            _ => {}
        }
        let line = Line::parse(text)?;
        if self.log.len() >= MAX_LOG_LINES {
            return Err(Error::track(format!(
                "the log holds {MAX_LOG_LINES} lines, the most allowed; start a new session"
            )));
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
        let line = self
            .log
            .pop()
            .ok_or_else(|| Error::track("nothing to undo"))?;
        self.redo.push(line);
        self.state = self.replay()?;
        Ok(self)
    }

    /// Puts back the last line undone.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadTrack`] when there is nothing to redo.
    pub fn redo(&mut self) -> Result<&mut Tracker> {
        let line = self
            .redo
            .pop()
            .ok_or_else(|| Error::track("nothing to redo"))?;
        let mut next = self.state.clone();
        next.apply(&self.rules, &line)?;
        self.state = next;
        self.log.push(line);
        Ok(self)
    }

    fn replay(&self) -> Result<State> {
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
            let line = Line::parse(text).and_then(|line| {
                t.state.apply(&t.rules, &line)?;
                Ok(line)
            });
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
            t.redo.push(
                Line::parse(text)
                    .map_err(|e| Error::track(printable(&format!("redo line '{text}': {e}"))))?,
            );
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
        let file: TrackerFile = serde_json::from_str(json)
            .map_err(|e| Error::track(printable(&format!("not a saved tracker session: {e}"))))?;
        Tracker::from_file(&file)
    }

    /// The session as pretty JSON with a trailing newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(&self.to_file()).expect("plain data");
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{parse_cards, Rank};
    use crate::error::ErrorKind;
    use crate::rules::PRESETS;

    fn tracker(rules: &str) -> Tracker {
        let spec = ShoeSpec {
            decks: Some(8),
            ..ShoeSpec::default()
        };
        Tracker::new(spec, Rules::preset(rules).unwrap()).unwrap()
    }

    fn dealt(rules: &str, cards: &str) -> Tracker {
        let mut t = tracker(rules);
        t.input("coup").unwrap();
        t.input(cards).unwrap();
        t
    }

    /// (rules, cards dealt in coup mode, Punto, Banco still in play, coups finished).
    const DEALS: &[(&str, &str, &str, &str, usize)] = &[
        // Naturals end the coup after four cards.
        ("standard", "5 K 3 4", "", "", 1),
        ("standard", "K 9 K K", "", "", 1),
        // Punto 0 draws; the third card then goes to Punto.
        ("standard", "K 2 K 3 7", "K K 7", "2 3", 0),
        // Banco 5 draws on Punto's third card 4-7 ...
        ("standard", "K 2 K 3 4", "K K 4", "2 3", 0),
        ("standard", "K 2 K 3 4 A", "", "", 1),
        // ... and stands on 8.
        ("standard", "K 2 K 3 8", "", "", 1),
        // Banco 3 stands on Punto's third 8 but draws on 9 (standard).
        ("standard", "K 3 K K 8", "", "", 1),
        ("standard", "K 3 K K 9", "K K 9", "3 K", 0),
        // Punto stands on 6; Banco draws on 5 when Punto stood.
        ("standard", "6 5 K K", "6 K", "5 K", 0),
        ("standard", "6 5 K K 2", "", "", 1),
        // Banco stands on 6 when Punto stood.
        ("standard", "6 6 K K", "", "", 1),
        // Midi: Punto stands on 5.
        ("midi", "5 K K 2", "5 K", "K 2", 0),
        ("midi", "5 K K 2 A", "", "", 1),
        // Two coups in a row: the seventh card starts the second.
        ("standard", "5 K 3 4 9", "9", "", 1),
    ];

    #[test]
    fn coups_follow_the_tableau_and_close_when_complete() {
        for &(rules, cards, punto, banco, coups) in DEALS {
            let t = dealt(rules, cards);
            let s = t.status();
            assert_eq!(
                (s.punto.as_str(), s.banco.as_str()),
                (punto, banco),
                "{cards}"
            );
            assert_eq!(t.coups(), coups, "{rules} {cards}");
            let n = parse_cards(cards).unwrap().len() as u64;
            assert_eq!(t.shoe().total(), 416 - n);
        }
    }

    #[test]
    fn every_preset_ends_a_natural_coup_after_four_cards() {
        for rules in PRESETS {
            let t = dealt(rules, "9 K K K");
            assert_eq!((t.coups(), t.in_coup()), (1, false), "{rules}");
        }
    }

    #[test]
    fn a_card_the_tableau_does_not_deal_to_a_hand_is_refused() {
        let mut t = dealt("standard", "3 K 4 K");
        let e = t.input("punto 2").unwrap_err().to_string();
        assert!(e.contains("Punto stands on 7"), "{e}");
        t.input("banco A").unwrap();
        assert_eq!(t.coups(), 1);
        let mut t = dealt("standard", "5");
        let e = t.input("punto 5").unwrap_err().to_string();
        assert!(e.contains("cannot be exposed together"), "{e}");
        assert_eq!(t.status().punto, "5");
        // Natural: no third card to either hand.
        let mut t = dealt("standard", "K 2 8");
        let e = t.input("punto 2 2").unwrap_err().to_string();
        assert!(e.contains("Punto"), "{e}");
    }

    #[test]
    fn seen_cards_come_out_of_the_shoe_and_bad_lines_change_nothing() {
        let mut t = tracker("standard");
        t.input("5 5 Kh").unwrap();
        assert_eq!(t.shoe().total(), 413);
        assert_eq!(t.removed(), "5 5 Kh");
        let before = t.status().counts;
        let e = t.input("7 7 X").unwrap_err().to_string();
        assert!(e.contains("'X'"), "{e}");
        let e = t.input("hello").unwrap_err().to_string();
        assert!(e.contains("'hello' is neither a card"), "{e}");
        assert_eq!(t.status().counts, before);
        assert_eq!(t.status().history, 1);
    }

    #[test]
    fn burns_count_and_are_refused_mid_coup() {
        let mut t = tracker("standard");
        t.input("burn 9 9").unwrap();
        assert_eq!(t.status().burned, 2);
        t.input("coup").unwrap();
        t.input("A").unwrap();
        let e = t.input("burn K").unwrap_err().to_string();
        assert!(e.contains("a coup is in play"), "{e}");
        let e = t.input("seen").unwrap_err().to_string();
        assert!(e.contains("a coup is in play"), "{e}");
    }

    #[test]
    fn undo_reverts_a_whole_line_and_redo_puts_it_back() {
        let mut t = tracker("standard");
        t.input("coup").unwrap();
        t.input("5 K").unwrap();
        t.input("3").unwrap();
        t.undo().unwrap();
        assert_eq!(
            (t.status().punto.as_str(), t.status().banco.as_str()),
            ("5", "K")
        );
        t.undo().unwrap();
        assert!(!t.in_coup());
        t.redo().unwrap();
        t.redo().unwrap();
        assert_eq!(t.status().punto, "5 3");
        assert!(t.redo().is_err());
        t.undo().unwrap();
        t.input("4").unwrap();
        assert!(t.redo().is_err(), "a new line clears redo");
        t.input("undo").unwrap();
        t.input("undo").unwrap();
        t.input("undo").unwrap();
        assert_eq!(t.status().mode, Mode::Seen);
        assert_eq!(t.input("undo").unwrap_err().to_string(), "nothing to undo");
    }

    #[test]
    fn new_shoe_puts_every_card_back_and_can_be_undone() {
        let mut t = dealt("standard", "5 K 3 4 9");
        t.input("new").unwrap();
        assert_eq!(t.shoe().total(), 416);
        assert_eq!(t.status().mode, Mode::Coup);
        t.undo().unwrap();
        assert_eq!(t.shoe().total(), 411);
        assert_eq!(t.status().punto, "9");
    }

    #[test]
    fn a_small_shoe_refuses_cards_that_leave_fewer_than_six() {
        let spec = ShoeSpec {
            shoe: Some("A=1,2=1,3=1,4=1,5=1,6=1,7=1,8=0,9=0,10=0,J=0,Q=0,K=0".into()),
            ..ShoeSpec::default()
        };
        let mut t = Tracker::new(spec, Rules::preset("standard").unwrap()).unwrap();
        let e = t.input("A 2").unwrap_err();
        assert_eq!(e.kind(), &ErrorKind::ShoeTooSmall(5));
        assert_eq!(t.shoe().total(), 7);
        let e = t.input("9").unwrap_err().to_string();
        assert_eq!(e, "cannot remove a 9: none left in the shoe");
    }

    #[test]
    fn save_and_load_round_trip_with_redo_and_inline_rules() {
        let mut t = dealt("midi", "burn 9");
        t.input("5 K K 2").unwrap();
        t.input("6").unwrap();
        t.undo().unwrap();
        t.set_bets(Some("main,dragon_7".into()));
        let json = t.to_json();
        assert!(json.contains("\"rules\": \"midi\""), "{json}");
        let back = Tracker::from_json(&json).unwrap();
        assert_eq!(back.to_file(), t.to_file());
        assert_eq!(back.status().counts, t.status().counts);
        assert_eq!(back.status().punto, "5 K");
        let mut back = back;
        back.redo().unwrap();
        assert_eq!(back.coups(), 1);

        let mut file = t.to_file();
        let mut custom = Rules::preset("midi").unwrap().to_file().clone();
        custom.name = "house".into();
        file.rules = SavedRules::Inline(Box::new(custom));
        let json = serde_json::to_string(&file).unwrap();
        let back = Tracker::from_json(&json).unwrap();
        assert_eq!(back.rules().name(), "house");
        assert_eq!(back.to_file(), file);
    }

    #[test]
    fn a_bad_saved_log_names_its_line() {
        let json = r#"{"decks": 1, "log": ["A A", "A A A"]}"#;
        let e = Tracker::from_json(json).unwrap_err().to_string();
        assert_eq!(
            e,
            "log line 2 ('A A A'): cannot remove an A: none left in the shoe"
        );
        let e = Tracker::from_json(r#"{"deck": 1}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown field `deck`"), "{e}");
    }

    #[test]
    fn counts_left_follow_the_cards_out() {
        let t = dealt("standard", "5 K 3 4 9");
        let c = t.status().counts;
        assert_eq!(c[Rank::Five.index()], 31);
        assert_eq!(c[Rank::Nine.index()], 31);
        assert_eq!(t.shoe_before_coup().total(), 412);
        assert_eq!(t.removed(), "5 K 3 4");
        assert_eq!(t.status().last_coup.unwrap().winner, "punto");
    }
}
