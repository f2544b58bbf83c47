//! Why a line of a tracker session cannot be applied, as data: the library's [`Error`]
//! (its kind and English text, as `ev`, the server and Python have always had it) and the
//! reason by message id with typed arguments, which a session words in its language
//! (`track --lang`: the `t-track-err-*` messages of `tables.ftl`). Nothing is translated
//! from English text: each reason is found where the tracker refuses the line. Its English
//! is the library's own text (the page's WebAssembly engine links no catalog), which the
//! English catalog's message repeats (a test holds the two texts equal).

use crate::card::{Card, Rank};
use crate::error::{Error, ErrorKind, Words};
use crate::i18n::{Arg, Lang};

/// A line that cannot be applied: the library's error and the reason behind it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    error: Error,
    why: Why,
}

/// The reasons a line is refused, each one message of the catalogs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Why {
    /// The line's first word is neither a card nor a command.
    NotCardNorCommand(String),
    /// A card symbol that is not a card.
    UnknownCard(String),
    /// `burn`, `punto` or `banco` (as typed) without cards; the command's canonical name.
    NeedsCards(String, &'static str),
    /// `coup`, `seen` or `new` (as typed) followed by something.
    TakesNothing(String, String),
    /// An empty line (the API's; a session skips blank lines).
    Empty,
    /// No card of this rank is left.
    NotInShoe(Card),
    /// This suited card is not left (suits known).
    NotInShoeSuited(Card),
    /// The shoe would hold this many cards, fewer than a coup may need.
    ShoeTooSmall(u64),
    /// A burn (`false`) or `seen` (`true`) while a coup is in play: its cards.
    InCoup(String, String, bool),
    /// A card to a hand that would leave these many cards exposed, out of dealing order.
    OutOfOrder(usize, usize),
    /// A card to a hand that would hold these many cards (Punto, Banco), one over 3.
    TooMany(usize, usize),
    /// A third Punto card where Punto stands on this total, with these two cards.
    PuntoStands(u8, String),
    /// A Banco card where Punto draws first on this total, with these two cards.
    PuntoDraws(u8, String),
    /// A card for the second hand (`"punto"` or `"banco"`) where the tableau deals the
    /// first.
    NextHand(&'static str, &'static str),
    /// The log is full: it holds this many lines, the most.
    LogFull(usize),
    /// `undo` with nothing to take back.
    NothingToUndo,
    /// `redo` with nothing to put back.
    NothingToRedo,
    /// A line longer than this many bytes, the most.
    TooLong(usize),
    /// A line that is not UTF-8, its first bad byte's offset.
    NotUtf8(usize),
    /// `load` without a file.
    #[cfg(all(feature = "files", unix))]
    LoadNeedsFile,
    /// `save` without a file.
    #[cfg(all(feature = "files", unix))]
    SaveNeedsFile,
    /// `save` to a folder, its path as shown.
    #[cfg(all(feature = "files", unix))]
    SaveFolder(String),
    /// `load` of a file that cannot be opened: its name as shown and the system's reason.
    #[cfg(all(feature = "files", unix))]
    CannotRead(String, String),
    /// Any other error (a bet list, a session file's content, writing a file): its own
    /// words, in English.
    Other,
}

impl Why {
    /// The message id and its arguments.
    fn message(&self) -> (&'static str, Vec<(&'static str, Arg)>) {
        let text = |s: &str| Arg::text(s);
        let n = |v: usize| Arg::plain(v);
        match self {
            Why::NotCardNorCommand(w) => ("t-track-err-not-card", vec![("word", text(w))]),
            Why::UnknownCard(c) => ("t-track-err-unknown-card", vec![("card", text(c))]),
            Why::NeedsCards(w, c) => (
                "t-track-err-needs-cards",
                vec![("word", text(w)), ("command", text(c))],
            ),
            Why::TakesNothing(w, got) => (
                "t-track-err-takes-nothing",
                vec![("word", text(w)), ("got", text(got))],
            ),
            Why::Empty => ("t-track-err-empty", vec![]),
            Why::NotInShoe(c) => (
                "t-track-err-not-in-shoe",
                vec![
                    ("rank", text(c.rank.symbol())),
                    ("rank_id", text(rank_id(c.rank))),
                ],
            ),
            Why::NotInShoeSuited(c) => (
                "t-track-err-not-in-shoe-suited",
                vec![("card", text(&c.to_string()))],
            ),
            Why::ShoeTooSmall(left) => (
                "t-track-err-shoe-too-small",
                vec![("left", Arg::plain(*left))],
            ),
            Why::InCoup(punto, banco, seen) => (
                if *seen {
                    "t-track-err-in-coup-seen"
                } else {
                    "t-track-err-in-coup-burn"
                },
                vec![("punto", text(punto)), ("banco", text(banco))],
            ),
            Why::OutOfOrder(p, b) => ("t-track-err-out-of-order", vec![("p", n(*p)), ("b", n(*b))]),
            Why::TooMany(p, b) => ("t-track-err-too-many", vec![("p", n(*p)), ("b", n(*b))]),
            Why::PuntoStands(total, cards) => (
                "t-track-err-punto-stands",
                vec![("total", Arg::plain(*total)), ("cards", text(cards))],
            ),
            Why::PuntoDraws(total, cards) => (
                "t-track-err-punto-draws",
                vec![("total", Arg::plain(*total)), ("cards", text(cards))],
            ),
            Why::NextHand(next, not) => (
                "t-track-err-next-hand",
                vec![("next", text(next)), ("not", text(not))],
            ),
            // `max-grouped`: the limit digit-grouped, as Italian, French and Russian write it.
            Why::LogFull(max) => (
                "t-track-err-log-full",
                vec![("max", n(*max)), ("max-grouped", Arg::int(*max as u64))],
            ),
            Why::NothingToUndo => ("t-track-err-nothing-to-undo", vec![]),
            Why::NothingToRedo => ("t-track-err-nothing-to-redo", vec![]),
            Why::TooLong(max) => (
                "t-track-err-too-long",
                vec![("max", n(*max)), ("max-grouped", Arg::int(*max as u64))],
            ),
            Why::NotUtf8(at) => ("t-track-err-not-utf8", vec![("offset", n(*at))]),
            #[cfg(all(feature = "files", unix))]
            Why::LoadNeedsFile => ("t-track-err-load-needs-file", vec![]),
            #[cfg(all(feature = "files", unix))]
            Why::SaveNeedsFile => ("t-track-err-save-needs-file", vec![]),
            #[cfg(all(feature = "files", unix))]
            Why::SaveFolder(path) => ("t-track-err-save-folder", vec![("path", text(path))]),
            #[cfg(all(feature = "files", unix))]
            Why::CannotRead(file, reason) => (
                "t-track-err-cannot-read",
                vec![("file", text(file)), ("reason", text(reason))],
            ),
            Why::Other => unreachable!("an error of another layer has no message of its own"),
        }
    }

    /// The library's error for a reason the tracker finds itself, of `kind`, its text
    /// [`Why::english`].
    fn error(&self, kind: fn(String) -> ErrorKind) -> Error {
        Error::new(kind(self.english()))
    }

    /// The library's English text of the reason, as every library error is written: the
    /// engine of the page (WebAssembly) words its errors without the catalogs, which it
    /// does not link. The English catalog's `t-track-err-*` messages say the same (a test
    /// holds every reason's two texts equal).
    fn english(&self) -> String {
        const CARD: &str = "A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c";
        let cards = |n: usize| if n == 1 { "card" } else { "cards" };
        let hand = |h: &str| if h == "punto" { "Punto" } else { "Banco" };
        match self {
            Why::NotCardNorCommand(w) => format!(
                "'{w}' is neither a card ({CARD}) nor a command \
                 (coup, seen, punto, banco, burn, new, undo, redo)"
            ),
            Why::UnknownCard(c) => format!("card '{c}' is not a rank {CARD}"),
            Why::NeedsCards(w, c) => format!("'{w}' needs cards, e.g. '{c} K'"),
            Why::TakesNothing(w, got) => format!("'{w}' takes nothing after it; got '{got}'"),
            Why::Empty => "the line is empty; type cards or a command".into(),
            Why::NotInShoe(c) => {
                let a = match c.rank {
                    Rank::Ace | Rank::Eight => "an",
                    _ => "a",
                };
                format!(
                    "cannot remove {a} {}: none left in the shoe",
                    c.rank.symbol()
                )
            }
            Why::NotInShoeSuited(c) => format!("cannot remove the {c}: none left in the shoe"),
            Why::ShoeTooSmall(left) => format!(
                "the shoe has {left} {}; at least 6 are needed to finish a coup",
                cards(*left as usize)
            ),
            Why::InCoup(p, b, seen) => format!(
                "a coup is in play (Punto {p}, Banco {b}): {}; finish the coup or undo",
                if *seen {
                    "'seen' is allowed only between coups"
                } else {
                    "cards are burned only between coups"
                }
            ),
            Why::OutOfOrder(p, b) => format!(
                "{p} Punto and {b} Banco cards cannot be exposed together: cards are dealt \
                 Punto, Banco, Punto, Banco, then Punto's third card, then Banco's"
            ),
            Why::TooMany(p, b) => {
                format!("a hand holds at most 3 cards; got {p} Punto and {b} Banco cards")
            }
            Why::PuntoStands(t, c) => {
                format!("Punto stands on {t} ({c}), so no third Punto card is dealt")
            }
            Why::PuntoDraws(t, c) => {
                format!("Punto draws on {t} ({c}), so Punto's third card comes before Banco's")
            }
            Why::NextHand(next, not) => format!(
                "the next card of the coup goes to {}, not to {}",
                hand(next),
                hand(not)
            ),
            Why::LogFull(max) => {
                format!("the log holds {max} lines, the most allowed; start a new session")
            }
            Why::NothingToUndo => "nothing to undo".into(),
            Why::NothingToRedo => "nothing to redo".into(),
            Why::TooLong(max) => {
                format!("the line is longer than {max} bytes (64 KiB), the most a line may hold")
            }
            Why::NotUtf8(at) => format!("the line is not UTF-8 text (invalid byte at offset {at})"),
            #[cfg(all(feature = "files", unix))]
            Why::LoadNeedsFile => "load needs a file: load FILE".into(),
            #[cfg(all(feature = "files", unix))]
            Why::SaveNeedsFile => "save needs a file: save FILE".into(),
            #[cfg(all(feature = "files", unix))]
            Why::SaveFolder(path) => format!("cannot save to '{path}': it is a folder"),
            #[cfg(all(feature = "files", unix))]
            Why::CannotRead(file, reason) => {
                format!("cannot read session file '{file}': {reason}")
            }
            Why::Other => unreachable!("an error of another layer has no message of its own"),
        }
    }
}

/// A language-neutral id of a rank, for the catalogs' grammar (English: `an A`, `an 8`).
fn rank_id(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "ace",
        Rank::Eight => "eight",
        _ => "other",
    }
}

impl LineError {
    /// A reason the tracker finds itself; the error is of [`ErrorKind::BadTrack`].
    pub(crate) fn track(why: Why) -> LineError {
        LineError {
            error: why.error(ErrorKind::BadTrack),
            why,
        }
    }

    /// A reason the tracker finds itself, its error of `kind` ([`ErrorKind::BadCoup`]
    /// for the dealing order, [`ErrorKind::BadInput`] for a file).
    pub(crate) fn made(kind: fn(String) -> ErrorKind, why: Why) -> LineError {
        LineError {
            error: why.error(kind),
            why,
        }
    }

    /// A library error with the reason the tracker knows for it.
    pub(crate) fn of(error: Error, why: Why) -> LineError {
        LineError { error, why }
    }

    /// The library's error (its English text is the English catalog's message too).
    pub fn error(&self) -> &Error {
        &self.error
    }

    /// The message in `lang`, shown as every message is ([`crate::shown`]: control
    /// characters escaped, long echoes cut); an error of another layer is the library's
    /// English, its inputs named by `words`.
    pub fn message(&self, lang: Lang, words: &dyn Words) -> String {
        if self.why == Why::Other {
            return self.error.worded(words);
        }
        let (id, args) = self.why.message();
        crate::error::shown(&lang.msg(id, &args)).into_owned()
    }
}

impl From<LineError> for Error {
    fn from(e: LineError) -> Error {
        e.error
    }
}

impl From<Error> for LineError {
    /// An error of another layer (pricing the shoe, reading a session file): its reason
    /// where its kind carries it as data, else its own English.
    fn from(e: Error) -> LineError {
        let why = match e.kind() {
            ErrorKind::ShoeTooSmall(n) => Why::ShoeTooSmall(*n),
            ErrorKind::UnknownCard(s) => Why::UnknownCard(s.clone()),
            _ => Why::Other,
        };
        LineError::of(e, why)
    }
}

impl std::fmt::Display for LineError {
    /// The library's English message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

impl std::error::Error for LineError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::error::Neutral;
    use crate::i18n::{message_ids_in, UsedMessages};
    use crate::rules::Rules;
    use crate::shoe::ShoeSpec;
    use crate::tracker::{Hand, SessionLines, Tracker};

    fn tracker(decks: Option<u32>, shoe: Option<&str>) -> Tracker {
        let spec = ShoeSpec {
            decks,
            shoe: shoe.map(String::from),
            removed: None,
        };
        Tracker::new(spec, Rules::preset("standard").unwrap()).unwrap()
    }

    /// The error of the last of `lines` on a shoe of `decks` decks (or `shoe`'s counts),
    /// every line before it applied.
    fn refused(decks: Option<u32>, shoe: Option<&str>, lines: &[&str]) -> LineError {
        let mut t = tracker(decks, shoe);
        let (last, before) = lines.split_last().unwrap();
        for l in before {
            t.enter(l).unwrap_or_else(|e| panic!("{l}: {e}"));
        }
        t.enter(last).map(|_| ()).expect_err(last)
    }

    /// Seven kings: a coup of six leaves one card.
    const SEVEN: &str = "A=0,2=0,3=0,4=0,5=0,6=0,7=0,8=0,9=0,10=0,J=0,Q=0,K=7";

    /// Every reason a line is refused, made by the library as a session makes it, with the
    /// English the library's error has always had (the text `ev --batch`, the server and
    /// Python show).
    fn every_reason() -> Vec<(LineError, &'static str)> {
        let d8 = Some(8);
        let r = |lines: &[&str]| refused(d8, None, lines);
        let one_deck = |lines: &[&str]| refused(Some(1), None, lines);
        let mut full = tracker(d8, None);
        for _ in 0..crate::tracker::MAX_LOG_LINES {
            full.enter("new").unwrap();
        }
        let session_line = |bytes: &[u8]| {
            let mut lines = SessionLines::default();
            let mut input = bytes;
            lines.next_line(&mut input).unwrap().unwrap().1.unwrap_err()
        };
        let long = vec![b'K'; crate::tracker::MAX_LINE_BYTES + 1];
        let mut cases = vec![
            (r(&["foo"]), "'foo' is neither a card (A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c) nor a command (coup, seen, punto, banco, burn, new, undo, redo)"),
            (r(&["5 X"]), "card 'X' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c"),
            (r(&["burn 5,Zz"]), "card 'Zz' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c"),
            (r(&["burn"]), "'burn' needs cards, e.g. 'burn K'"),
            (r(&["P"]), "'P' needs cards, e.g. 'punto K'"),
            (r(&["coup x"]), "'coup' takes nothing after it; got 'x'"),
            (r(&[""]), "the line is empty; type cards or a command"),
            (one_deck(&["A A A A A"]), "cannot remove an A: none left in the shoe"),
            (one_deck(&["8 8 8 8 8"]), "cannot remove an 8: none left in the shoe"),
            (one_deck(&["K K K K K"]), "cannot remove a K: none left in the shoe"),
            (one_deck(&["Ah", "Ah"]), "cannot remove the Ah: none left in the shoe"),
            (one_deck(&["coup", "Ah Kh Ah"]), "cannot remove the Ah: none left in the shoe"),
            (refused(None, Some(SEVEN), &["K K"]), "the shoe has 5 cards; at least 6 are needed to finish a coup"),
            (refused(None, Some(SEVEN), &["coup", "K K K K K K", "K"]), "the shoe has 1 card; at least 6 are needed to finish a coup"),
            (r(&["coup", "5", "burn K"]), "a coup is in play (Punto 5, Banco -): cards are burned only between coups; finish the coup or undo"),
            (r(&["coup", "5 K", "seen"]), "a coup is in play (Punto 5, Banco K): 'seen' is allowed only between coups; finish the coup or undo"),
            (r(&["coup", "banco 5"]), "0 Punto and 1 Banco cards cannot be exposed together: cards are dealt Punto, Banco, Punto, Banco, then Punto's third card, then Banco's"),
            (r(&["coup", "K 2 K 3 4", "punto 5"]), "a hand holds at most 3 cards; got 4 Punto and 2 Banco cards"),
            (r(&["coup", "6 5 K K", "punto 2"]), "Punto stands on 6 (6 K), so no third Punto card is dealt"),
            (r(&["coup", "K 2 K 3", "b 4"]), "Punto draws on 0 (K K), so Punto's third card comes before Banco's"),
            (LineError::made(ErrorKind::BadCoup, Why::NextHand("punto", "banco")), "the next card of the coup goes to Punto, not to Banco"),
            (full.enter("new").map(|_| ()).unwrap_err(), "the log holds 10000 lines, the most allowed; start a new session"),
            (r(&["undo"]), "nothing to undo"),
            (r(&["5", "redo"]), "nothing to redo"),
            (session_line(&long), "the line is longer than 65536 bytes (64 KiB), the most a line may hold"),
            (session_line(b"5 K\xff\n"), "the line is not UTF-8 text (invalid byte at offset 3)"),
        ];
        #[cfg(all(feature = "files", unix))]
        {
            use crate::tracker::run::{load_line, save_line};
            let t = tracker(d8, None);
            let dir = std::env::temp_dir();
            let missing = "/nonexistent-punto-banco/s.json";
            cases.extend([
                (load_line("").map(|_| ()).unwrap_err(), "load needs a file: load FILE"),
                (save_line(&t, "", &[]).unwrap_err(), "save needs a file: save FILE"),
                (save_line(&t, dir.to_str().unwrap(), &[]).unwrap_err(), "cannot save to 'DIR': it is a folder"),
                (load_line(missing).map(|_| ()).unwrap_err(), "cannot read session file '/nonexistent-punto-banco/s.json': No such file or directory (os error 2)"),
            ]);
        }
        cases
    }

    #[test]
    fn the_english_catalog_is_the_librarys_english_and_every_message_is_used() {
        let used = UsedMessages::record();
        let dir = std::env::temp_dir();
        for (e, want) in every_reason() {
            let want = want.replace("DIR", dir.to_str().unwrap());
            assert_eq!(e.error().to_string(), want);
            assert_eq!(e.message(Lang::En, &Neutral), want);
            assert_eq!(e.why.english(), want);
            for lang in Lang::ALL {
                let text = e.message(lang, &Neutral);
                assert!(
                    !text.is_empty() && !text.contains("t-track"),
                    "{lang}: {text}"
                );
            }
        }
        // The last line, in the singular and the plural.
        for (bad, want) in [
            (1, "error: 1 line could not be applied, the first is line 2"),
            (
                3,
                "error: 3 lines could not be applied, the first is line 2",
            ),
        ] {
            let s = crate::tracker::SessionSummary { bad, first_bad: 2 };
            for lang in Lang::ALL {
                assert!(s.line_in(lang).is_some());
            }
            assert_eq!(s.line_in(Lang::En).unwrap(), want);
            assert_eq!(format!("error: {}", s.result().unwrap_err()), want);
        }
        let line = [("line", Arg::plain(2)), ("message", Arg::text("x"))];
        assert_eq!(Lang::En.msg("t-track-err-line", &line), "error: line 2: x");
        let used = used.ids();
        let unused: Vec<String> = message_ids_in(Lang::En, "tables")
            .into_iter()
            .filter(|id| id.starts_with("t-track-err-") && !used.contains(id))
            .collect();
        assert!(unused.is_empty(), "never made: {unused:?}");
    }

    /// The reasons a `track` session cannot reach from its input (an empty line is
    /// blank there; 10,000 lines; a card for the wrong hand the tableau check passes), in
    /// the four languages; the others are checked end to end (`tests/integration/track_lang.rs`).
    /// The limit is grouped as each language groups a number of five digits (Italian a
    /// dot, French a narrow no-break space, Russian a no-break space); English's is
    /// written as the library's error writes it. Also the dealing order with no Punto card
    /// yet (a Banco card first), whose count the singular of French and the plural of
    /// Italian read differently (*0 carte découverte*, *0 carte scoperte*).
    #[test]
    fn reasons_a_session_cannot_reach_read_in_each_language() {
        let next = LineError::made(ErrorKind::BadCoup, Why::NextHand("banco", "punto"));
        let cases: [(LineError, [&str; 4]); 4] = [
            (
                LineError::track(Why::Empty),
                [
                    "the line is empty; type cards or a command",
                    "la riga è vuota; digitare delle carte o un comando",
                    "la ligne est vide\u{202f}; tapez des cartes ou une commande",
                    "строка пуста; введите карты или команду",
                ],
            ),
            (
                LineError::track(Why::LogFull(10_000)),
                [
                    "the log holds 10000 lines, the most allowed; start a new session",
                    "il registro ha già 10.000 righe, il massimo consentito; iniziare una nuova sessione",
                    "le journal compte déjà 10\u{202f}000 lignes, le maximum permis\u{202f}; commencez une nouvelle session",
                    "в журнале уже 10\u{a0}000 строк\u{a0}— это предел; начните новую сессию",
                ],
            ),
            (
                LineError::made(ErrorKind::BadCoup, Why::OutOfOrder(0, 1)),
                [
                    "0 Punto and 1 Banco cards cannot be exposed together: cards are dealt Punto, Banco, Punto, Banco, then Punto's third card, then Banco's",
                    "0 carte scoperte del Punto e 1 del Banco: è impossibile, perché le carte si distribuiscono nell'ordine Punto, Banco, Punto, Banco, poi la terza carta del Punto, poi quella del Banco",
                    "0 carte découverte pour Punto et 1 pour Banco, c'est impossible\u{a0}: les cartes se donnent dans l'ordre Punto, Banco, Punto, Banco, puis la troisième carte de Punto, puis celle de Banco",
                    "открытых карт у Punto\u{a0}— 0, у Banco\u{a0}— 1; так не бывает: карты сдаются в порядке Punto, Banco, Punto, Banco, затем третья карта Punto, затем третья карта Banco",
                ],
            ),
            (
                next,
                [
                    "the next card of the coup goes to Banco, not to Punto",
                    "la prossima carta del colpo va al Banco, non al Punto",
                    "la carte suivante du coup va à Banco, pas à Punto",
                    "следующая карта раздачи сдаётся Banco, а не Punto",
                ],
            ),
        ];
        for (e, want) in cases {
            for (lang, want) in Lang::ALL.into_iter().zip(want) {
                assert_eq!(e.message(lang, &Neutral), want, "{lang}");
            }
        }
    }

    #[test]
    fn a_refused_line_leaves_the_tracker_as_it_was() {
        let mut t = tracker(Some(1), None);
        t.enter("coup").unwrap();
        t.enter("5").unwrap();
        let before = t.status();
        for line in ["burn K", "seen", "banco 5 5", "5 X", "new x"] {
            assert!(t.enter(line).is_err(), "{line}");
            assert_eq!(format!("{:?}", t.status()), format!("{before:?}"), "{line}");
        }
    }

    /// Every card for the wrong hand, in every coup in play the tableau reaches (cards A
    /// to 9 and K, so every total), under each preset: the reason is the rule
    /// `PartialCoup::new` names, word for word, or the next hand when it names none.
    #[test]
    fn a_card_for_the_wrong_hand_names_the_rule_the_partial_coup_check_names() {
        use crate::analysis::PartialCoup;
        let ranks = parse_cards("A 2 3 4 5 6 7 8 9 K").unwrap();
        let mut checked = 0;
        for preset in ["standard", "midi"] {
            let rules = Rules::preset(preset).unwrap();
            // The coups in play: each prefix of a deal that leaves the coup open.
            let mut open: Vec<(Vec<Card>, Vec<Card>)> = vec![(vec![], vec![])];
            let mut at = 0;
            while at < open.len() {
                let (p, b) = open[at].clone();
                at += 1;
                let Some(next) = super::super::state::next_hand(&rules, &p, &b) else {
                    continue;
                };
                let wrong = match next {
                    Hand::Punto => Hand::Banco,
                    Hand::Banco => Hand::Punto,
                };
                for &card in &ranks {
                    let (mut wp, mut wb) = (p.clone(), b.clone());
                    match wrong {
                        Hand::Punto => wp.push(card),
                        Hand::Banco => wb.push(card),
                    }
                    let why = super::super::state::wrong_hand(&rules, &wp, &wb, next, wrong);
                    let ours = LineError::made(ErrorKind::BadCoup, why).error().to_string();
                    let want = match PartialCoup::new(&rules, wp, wb) {
                        Err(e) => e.to_string(),
                        Ok(_) => {
                            format!("the next card of the coup goes to {next:?}, not to {wrong:?}")
                        }
                    };
                    assert_eq!(ours, want, "{preset}: {p:?} {b:?} + {card} to {wrong:?}");
                    checked += 1;
                    let (mut np, mut nb) = (p.clone(), b.clone());
                    match next {
                        Hand::Punto => np.push(card),
                        Hand::Banco => nb.push(card),
                    }
                    open.push((np, nb));
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }
}
