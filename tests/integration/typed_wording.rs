//! Messages that name an input are worded by the front end (issue 28 item 3): the command
//! line names the flag (`--table-max`), the server the JSON field (`table_max`, checked in
//! `src/server/error.rs`), Python the argument. Each case here was a string naming the input
//! by its JSON field before (`bankroll must be at most ..`); the library now holds the input
//! as data (`src/error/typed.rs` fails on a string that names one).

use super::util::pb;

/// The command's one-line error after `error: `, with exit code 2 and nothing on stdout.
fn error(args: &[&str], stdin: &str) -> String {
    let out = pb().args(args).write_stdin(stdin).output().expect("runs");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}: nothing printed");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    err.trim_end()
        .strip_prefix("error: ")
        .unwrap_or_else(|| panic!("{args:?}: {err}"))
        .to_string()
}

#[test]
fn shoe_and_depth_errors_name_their_flags() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["odds", "--shoe", "A=24,A=24"],
            "--shoe rank A is given twice",
        ),
        (
            &["odds", "--shoe", "A"],
            "--shoe item 'A' is not RANK=COUNT (e.g. A=24)",
        ),
        (
            &["odds", "--shoe", "Z=4"],
            "--shoe rank 'Z' is not one of A, 2-9, 10 or T, J, Q, K",
        ),
        (&["eor", "--depth", "0"], "--depth must be at least 1 card"),
        (
            &["eor", "--decks", "1", "--depth", "47"],
            "--depth 47 is too deep for a shoe of 52 cards: a coup may need 6 cards after the \
             removal, so the depth is at most 46",
        ),
        (
            &["solve", "--bet", "tie", "--line", "2", "--edge", "5"],
            "--line 2 is not a line of bet tie; it has 1 pay line: use 1",
        ),
        (
            &["odds", "--table", "nope"],
            "--table 'nope' is not one of this output's tables: outcomes, bets",
        ),
    ];
    for (args, want) in cases {
        assert_eq!(error(args, ""), *want, "{args:?}");
    }
}

#[test]
fn study_errors_name_their_flags() {
    let sim = |extra: &[&'static str]| {
        let mut v = vec!["simulate", "--shoes", "1", "--decks", "1", "--threads", "1"];
        v.extend_from_slice(extra);
        v
    };
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            sim(&["--burn", "some"]),
            "--burn 'some' is not one of none, one, sheet-003",
        ),
        (
            sim(&["--last-coup", "late"]),
            "--last-coup 'late' is not one of cut-card, before-cut",
        ),
        (
            sim(&["--shuffle", "riffle:0"]),
            "--shuffle 'riffle:0' is not one of fair, riffle:K (K 1 to 1000), shelf:S (S 2 to \
             1000), carry, stacked:banco",
        ),
        (
            sim(&["--bucket", "0"]),
            "--bucket must be at least 1 card, got 0",
        ),
        (
            vec![
                "simulate",
                "--shoes",
                "18446744073709551615",
                "--first-shoe",
                "5",
            ],
            "--first-shoe + --shoes is past the largest shoe index",
        ),
    ];
    for (args, want) in &cases {
        assert_eq!(error(args, ""), *want, "{args:?}");
    }
}

#[test]
fn money_errors_name_their_flags() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["odds", "--rebate", "x"],
            "",
            "--rebate 'x' is not a number; give the share of the stake paid back, e.g. 1.5%, \
             0.015 or 3/200",
        ),
        (
            &["odds", "--rebate", "1%", "--rebate-bets", "side"],
            "",
            "--rebate-bets 'side' is not one of main, all",
        ),
        (
            &["track", "--bankroll", "9223372036854775808"],
            "coup\n",
            "--bankroll must be at most 9223372036854775807, got 9223372036854775808",
        ),
        (
            &["ev", "--punto", "5", "--rebate", "1%"],
            "",
            "a --rebate and a --bankroll price the next coup; they do not go with exposed \
             cards (--punto, --banco)",
        ),
    ];
    for (args, stdin, want) in cases {
        assert_eq!(error(args, stdin), *want, "{args:?}");
    }
}

#[test]
fn audit_errors_name_their_flags() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("s.csv");
    std::fs::write(&log, "shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c\n").unwrap();
    let log = log.to_str().unwrap();
    assert_eq!(
        error(&["audit", "--shoe-log", log, "--permutations", "0"], ""),
        "--permutations must be 1 to 99999, got 0"
    );
    assert_eq!(
        error(&["audit", "--shoe-log", log, "--level", "0.9"], ""),
        "--level must be above 0 and at most 0.5 (0.05 Maryland, 0.01 West Virginia), got 0.9"
    );
}

#[test]
fn leak_errors_name_their_flags() {
    let see = |extra: &[&'static str]| {
        let mut v = vec!["leak", "--decks", "1", "--see", "1"];
        v.extend_from_slice(extra);
        v
    };
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            see(&["--top", "3"]),
            "--by and --top shape a sort search; ask for the search with --best-sort to use them",
        ),
        (
            see(&["--best-sort", "--top", "0"]),
            "--top 0: from 1 to 100 sorts can be listed",
        ),
        (
            see(&["--best-sort", "--sort", "7 | rest"]),
            "--best-sort tries every two-group sort; give either --sort or --best-sort, not both",
        ),
        (
            see(&["--best-sort", "--by", "suit"]),
            "--by 'suit' is not known; search by value or rank",
        ),
        (
            see(&["--sort", "7 8 9"]),
            "--sort '7 8 9' leaves A in no group; name it or add a group 'rest'",
        ),
        (
            see(&["--sort", "7 | X | rest"]),
            "--sort '7 | X | rest': 'X' is not a rank; ranks are A 2 3 4 5 6 7 8 9 10 J Q K, or rest",
        ),
        (
            see(&["--exposure", "flash-1"]),
            "give the positions seen (--see) or a named exposure (--exposure), not both",
        ),
        (
            vec!["leak", "--exposure", "flash-9"],
            "--exposure 'flash-9' is not known; the exposures are flash-1 to flash-6, \
             sorted-first and sorted-four",
        ),
        (
            vec!["leak"],
            "nothing is seen: give the positions seen (--see: 1 to 6, comma-separated) or a \
             named exposure (--exposure: flash-1 to flash-6, sorted-first, sorted-four)",
        ),
    ];
    for (args, want) in &cases {
        assert_eq!(error(args, ""), *want, "{args:?}");
    }
}
