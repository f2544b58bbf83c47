//! Hostile input (issue 12): every failure a probe found, reproduced; each test failed on
//! the code before the fix. Tests write only inside their temp folder and use stand-ins
//! for devices: a symlink, a FIFO, a read-only file, a pipe whose reader has gone or a
//! closed descriptor for `/dev/full`; reading `/dev/zero` is fine. Runs that the old code
//! let grow without bound are started under `ulimit -v`, so a regression fails the test
//! instead of eating the machine.
//!
//! `PUNTO_BANCO_BIN=/path/to/old/punto-banco cargo test --test integration hostile` runs
//! the suite against another build (that is how each test was seen to fail before).

use assert_cmd::Command;
use std::fs;
use std::io::{BufRead, BufReader};
use std::os::unix::fs::{symlink, FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

pub(crate) use crate::util::bin_path;

pub(crate) fn pb() -> Command {
    let mut c = Command::new(bin_path());
    c.timeout(Duration::from_secs(60));
    c
}

/// The binary under a virtual-memory cap of `mib` MiB (a runaway allocation aborts).
fn pb_capped(mib: u64) -> Command {
    let mut c = Command::new("sh");
    c.arg("-c")
        .arg(r#"ulimit -v "$1"; shift; exec "$@""#)
        .arg("sh")
        .arg((mib * 1024).to_string())
        .arg(bin_path());
    c.timeout(Duration::from_secs(60));
    c
}

pub(crate) fn stderr_of(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub(crate) fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    fs::write(&p, text).unwrap();
    p
}

pub(crate) fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

pub(crate) fn mkfifo(p: &Path) -> bool {
    std::process::Command::new("mkfifo")
        .arg(p)
        .status()
        .is_ok_and(|s| s.success())
}

/// The standard rules file as JSON, edited.
fn rules_with(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let out = pb()
        .args(["rules", "standard", "--format", "json"])
        .output()
        .unwrap();
    let mut v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut def = v
        .get_mut("definition")
        .map(serde_json::Value::take)
        .unwrap_or(v);
    edit(&mut def);
    def.to_string()
}

/// A small simulate result as JSON text.
pub(crate) fn sim_json(dir: &Path, name: &str, first: u64, shoes: u64) -> PathBuf {
    let p = dir.join(name);
    let out = pb()
        .args([
            "simulate",
            "--decks",
            "1",
            "--format",
            "json",
            "--threads",
            "1",
        ])
        .args([
            "--first-shoe",
            &first.to_string(),
            "--shoes",
            &shoes.to_string(),
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr_of(&out));
    fs::write(&p, &out.stdout).unwrap();
    p
}

// 1. report --out writes like `>`.

#[test]
fn report_out_writes_through_a_symlink_and_keeps_the_link() {
    let dir = tempfile::tempdir().unwrap();
    let target = write(dir.path(), "target.md", "old");
    let link = dir.path().join("link.md");
    symlink(&target, &link).unwrap();
    let o = pb()
        .args([
            "report",
            "--decks",
            "1",
            "--bets",
            "main",
            "--out",
            s(&link),
        ])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr_of(&o));
    assert!(fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(fs::read_to_string(&target).unwrap().contains("Punto"));
}

#[test]
fn report_out_into_a_fifo_reaches_its_reader() {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    if !mkfifo(&fifo) {
        return;
    }
    // The reader opens first without blocking (O_NONBLOCK on Linux), so a writer never
    // waits for it and a build that replaces the FIFO leaves it no writer, not a hang.
    let mut reader = fs::OpenOptions::new()
        .read(true)
        .custom_flags(0o4000)
        .open(&fifo)
        .unwrap();
    let o = pb()
        .args([
            "report",
            "--decks",
            "1",
            "--bets",
            "main",
            "--out",
            s(&fifo),
        ])
        .output()
        .unwrap();
    let mut got = String::new();
    let _ = reader.read_to_string(&mut got);
    assert!(o.status.success(), "{}", stderr_of(&o));
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    assert!(got.contains("Punto"), "the FIFO's reader got {got:?}");
}

#[test]
fn report_out_keeps_a_read_only_files_permissions() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "r.md", "old");
    fs::set_permissions(&p, fs::Permissions::from_mode(0o444)).unwrap();
    let _ = pb()
        .args(["report", "--decks", "1", "--bets", "main", "--out", s(&p)])
        .output()
        .unwrap();
    // Root may write it (as `>` may); anyone else is refused. Either way it stays 0444.
    let mode = fs::metadata(&p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
}

// 2. simulate's deck cap.

#[test]
fn simulate_refuses_decks_past_its_cap_up_front() {
    for decks in ["82595524", "1000000", "1001"] {
        let o = pb_capped(1024)
            .args([
                "simulate",
                "--shoes",
                "1",
                "--threads",
                "1",
                "--decks",
                decks,
            ])
            .output()
            .unwrap();
        assert_eq!(
            o.status.code(),
            Some(2),
            "--decks {decks}: {}",
            stderr_of(&o)
        );
        assert!(stderr_of(&o).contains("1000"), "{}", stderr_of(&o));
    }
}

// 3, 4. merge and simulate outputs appear whole or not at all.

#[test]
fn failed_merge_leaves_its_input_whole() {
    let dir = tempfile::tempdir().unwrap();
    let a = sim_json(dir.path(), "a.json", 0, 1);
    let c = sim_json(dir.path(), "c.json", 5, 1);
    let before = fs::read(&a).unwrap();
    let o = pb()
        .args(["merge", s(&a), s(&c), "--output", s(&a)])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
    assert!(fs::read(&a).unwrap() == before, "the input was changed");
}

#[test]
fn interrupted_simulate_leaves_its_outputs_whole_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let out = write(dir.path(), "out.json", "old output");
    let plot = write(dir.path(), "plot.svg", "old plot");
    let child = std::process::Command::new(bin_path())
        .args([
            "simulate",
            "--decks",
            "8",
            "--shoes",
            "1000000",
            "--threads",
            "1",
        ])
        .args(["--output", s(&out), "--plot", s(&plot)])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Signalled once its handler is in place (not after a fixed sleep): the study of a
    // million shoes on one thread is then under way.
    crate::util::wait_for_handler(child.id(), 15);
    std::thread::sleep(Duration::from_millis(100));
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let o = child.wait_with_output().unwrap();
    assert!(!o.status.success());
    assert!(stderr_of(&o).contains("interrupted"), "{}", stderr_of(&o));
    assert_eq!(fs::read_to_string(&out).unwrap(), "old output");
    assert_eq!(fs::read_to_string(&plot).unwrap(), "old plot");
    let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 2, "a temporary file was left behind");
}

#[test]
fn output_and_plot_on_the_same_file_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "same", "old");
    let o = pb()
        .args([
            "simulate",
            "--decks",
            "1",
            "--shoes",
            "1",
            "--output",
            s(&p),
        ])
        .args(["--plot", s(&p)])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
    assert_eq!(fs::read_to_string(&p).unwrap(), "old");
}

/// A symlink in the temp folder to the child's own standard output, which is a pipe
/// whose reader has gone: the stand-in for a device that refuses the write.
fn broken_pipe_output(dir: &Path) -> (PathBuf, Stdio) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let link = dir.join("gone");
    symlink("/proc/self/fd/1", &link).unwrap();
    (link, Stdio::from(writer))
}

#[test]
fn output_that_cannot_be_written_is_an_error_not_a_silent_success() {
    let dir = tempfile::tempdir().unwrap();
    let a = sim_json(dir.path(), "a.json", 0, 1);
    let runs: [&[&str]; 2] = [
        &["simulate", "--decks", "1", "--shoes", "1", "--output"],
        &["merge", s(&a), "--output"],
    ];
    for args in runs {
        let (link, stdout) = broken_pipe_output(dir.path());
        let o = std::process::Command::new(bin_path())
            .args(args)
            .arg(&link)
            .stdout(stdout)
            .output()
            .unwrap();
        fs::remove_file(&link).unwrap();
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr_of(&o));
        assert!(stderr_of(&o).contains("cannot write"), "{}", stderr_of(&o));
    }
}

// 5. Unbounded reads stop at the cap.

#[test]
fn endless_input_files_are_refused_at_the_cap() {
    let runs: [&[&str]; 6] = [
        &["odds", "--rules", "/dev/zero"],
        &["odds", "--bets-file", "/dev/zero"],
        &["rules", "/dev/zero"],
        &["compare", "--rules", "standard,/dev/zero"],
        &["merge", "/dev/zero"],
        &["simulate", "--shoes", "1", "--bets-file", "/dev/zero"],
    ];
    for args in runs {
        let o = pb_capped(512).args(args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr_of(&o));
        assert!(stderr_of(&o).contains("larger than"), "{}", stderr_of(&o));
    }
}

#[test]
fn endless_batch_line_gets_an_error_object_in_bounded_memory() {
    let zero = fs::File::open("/dev/zero").unwrap();
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -v 524288; exec "$0" ev --batch"#)
        .arg(bin_path())
        .stdin(Stdio::from(zero))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    let mut lines = BufReader::new(child.stdout.take().unwrap());
    let _ = lines.read_line(&mut first);
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        first.contains("\"error\"") && first.contains("64 KiB"),
        "first line: {first:?}"
    );
}

#[test]
fn batch_line_past_the_cap_is_an_error_and_the_run_goes_on() {
    let long = format!(
        "{{\"decks\": 8}}{}\n{{\"decks\": 6}}\n",
        " ".repeat(100_000)
    );
    let o = pb()
        .args(["ev", "--batch"])
        .write_stdin(long)
        .output()
        .unwrap();
    let text = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].contains("\"error\"") && lines[0].contains("64 KiB"));
    assert!(!lines[1].contains("\"error\""), "{}", lines[1]);
    assert_eq!(o.status.code(), Some(2));
}

// 6. Long numbers are refused at once.

#[test]
fn numbers_with_hundreds_of_thousands_of_digits_are_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let digits = "7".repeat(300_000);
    let rules = write(
        dir.path(),
        "r.json",
        &rules_with(|v| v["tie_pays"] = digits.clone().into()),
    );
    let bet = format!(
        r#"{{"id": "x", "name": "x", "lines": [{{"when": {{"winner": "tie"}}, "pays": "0.{digits}"}}]}}"#
    );
    let bets = write(dir.path(), "b.json", &bet);
    for args in [["--rules", s(&rules)], ["--bets-file", s(&bets)]] {
        let o = pb()
            .timeout(Duration::from_secs(20))
            .arg("odds")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr_of(&o));
        assert!(
            stderr_of(&o).contains("100 characters"),
            "{}",
            stderr_of(&o)
        );
        assert!(
            stderr_of(&o).len() < 400,
            "the message quotes the whole number"
        );
    }
}

// 7. Tag range.

#[test]
fn tags_at_the_minimum_i64_are_refused() {
    let tags = "-9223372036854775808,0,0,0,0,0,0,0,0,0";
    for cmd in ["eor", "simulate"] {
        let mut c = pb();
        c.args([cmd, "--decks", "1", "--bets", "dragon_7"]);
        if cmd == "eor" {
            c.args(["--tags", tags]);
        } else {
            c.args(["--shoes", "1", "--tags", &format!("dragon_7={tags}")]);
        }
        let o = c.output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{cmd}: {}", stderr_of(&o));
        assert!(stderr_of(&o).contains("-9223372036854775808"));
    }
}

// 8, 9. Standard streams that cannot be written.

#[test]
fn unwritable_stderr_does_not_panic() {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let o = std::process::Command::new(bin_path())
        .args(["odds", "--decks", "0"])
        .stderr(Stdio::from(writer))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn closed_stdout_is_an_error_not_a_silent_success() {
    for args in ["odds", "--help", "--version", "odds --help"] {
        let o = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!(r#"exec "$0" {args} >&-"#))
            .arg(bin_path())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "{args}: {}", stderr_of(&o));
        assert!(stderr_of(&o).contains("cannot write"), "{}", stderr_of(&o));
    }
}

// 10. Threads.

#[test]
fn threads_past_the_cap_are_refused() {
    let o = pb_capped(1024)
        .args([
            "simulate",
            "--decks",
            "1",
            "--shoes",
            "1",
            "--threads",
            "100000",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
    assert!(stderr_of(&o).contains("--threads"), "{}", stderr_of(&o));
}

// 11. merge validates its files.

#[test]
fn merge_refuses_internally_inconsistent_files() {
    let dir = tempfile::tempdir().unwrap();
    let a = sim_json(dir.path(), "a.json", 0, 2);
    let good: serde_json::Value = serde_json::from_slice(&fs::read(&a).unwrap()).unwrap();
    type Edit = fn(&mut serde_json::Value);
    let edits: [(&str, Edit); 6] = [
        ("positive above coups", |v| {
            v["tally"]["bets"][0]["positive"] = 1_000_000.into()
        }),
        ("bucket 0", |v| v["inputs"]["bucket"] = 0.into()),
        ("decks 0", |v| v["inputs"]["decks"] = 0.into()),
        ("shoe range overflows", |v| {
            v["inputs"]["first_shoe"] = u64::MAX.into();
            v["tally"]["first_shoe"] = u64::MAX.into();
        }),
        ("negative squares", |v| {
            v["tally"]["bets"][0]["miss_squares"] = "-5".into()
        }),
        ("bucket coups above coups", |v| {
            v["tally"]["bets"][0]["buckets"][0]["coups"] = 1_000_000.into()
        }),
    ];
    for (what, edit) in edits {
        let mut v = good.clone();
        edit(&mut v);
        let p = write(dir.path(), "bad.json", &v.to_string());
        let o = pb().args(["merge", s(&p)]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{what}: {}", stderr_of(&o));
    }
}

// 12. A number is never printed as a non-number.

#[test]
fn pay_too_large_for_a_float_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let bets = write(
        dir.path(),
        "b.json",
        r#"{"id": "x", "name": "x", "lines": [{"when": {"winner": "tie"}, "pays": 1e308}]}"#,
    );
    let o = pb()
        .args(["odds", "--format", "json", "--bets-file", s(&bets)])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(!out.contains("null") && !out.contains("inf"), "{out}");
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
}

// 13. Arrays are not objects.

#[test]
fn arrays_in_place_of_objects_are_refused() {
    let o = pb()
        .args(["ev", "--batch"])
        .write_stdin("[]\n[8, \"5 5 K\"]\n")
        .output()
        .unwrap();
    let text = String::from_utf8(o.stdout).unwrap();
    assert_eq!(text.lines().count(), 2);
    for line in text.lines() {
        assert!(line.contains("\"error\""), "{line}");
    }
    let dir = tempfile::tempdir().unwrap();
    for bet in [
        r#"{"id": "x", "name": "x", "lines": [{"when": [], "pays": "8"}]}"#,
        r#"{"id": "x", "name": "x", "lines": [[{"winner": "tie"}, "8"]]}"#,
        r#"["x", "x", [{"when": {"winner": "tie"}, "pays": "8"}]]"#,
    ] {
        let p = write(dir.path(), "b.json", bet);
        let o = pb().args(["odds", "--bets-file", s(&p)]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{bet}: {}", stderr_of(&o));
    }
}

// 14. Control characters.

#[test]
fn control_characters_in_a_rules_name_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(
        dir.path(),
        "r.json",
        &rules_with(|v| v["name"] = "evil\u{1b}[2J\u{7}".into()),
    );
    for cmd in ["rules", "odds"] {
        let mut c = pb();
        if cmd == "rules" {
            c.args(["rules", s(&p)]);
        } else {
            c.args(["odds", "--rules", s(&p)]);
        }
        let o = c.output().unwrap();
        assert!(
            !o.stdout.contains(&0x1b) && !o.stderr.contains(&0x1b),
            "{cmd}"
        );
        assert!(
            !o.stdout.contains(&0x07) && !o.stderr.contains(&0x07),
            "{cmd}"
        );
    }
}

// 15. One meaning per value.

#[test]
fn rules_values_with_two_meanings_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let standard = rules_with(|_| {});
    let duplicate_row = standard.replacen(
        "\"3\":\"TTTTTTTTRT T\"",
        "\"3\":\"TTTTTTTTRT T\",\"3\":\"RRRRRRRRRR R\"",
        1,
    );
    assert_ne!(duplicate_row, standard, "the row to duplicate was found");
    let files = [
        ("duplicate row", duplicate_row),
        (
            "row 04",
            rules_with(|v| v["banco_tableau"]["04"] = "RRRRRRRRRR R".into()),
        ),
        (
            "row +4",
            rules_with(|v| v["banco_tableau"]["+4"] = "RRRRRRRRRR R".into()),
        ),
        (
            "naturals twice",
            rules_with(|v| v["naturals"] = serde_json::json!([8, 9, 9])),
        ),
        (
            "punto_draws twice",
            rules_with(|v| v["punto_draws"] = serde_json::json!([0, 1, 2, 3, 4, 5, 5])),
        ),
        ("padded pay", rules_with(|v| v["tie_pays"] = " 8 ".into())),
        ("signed pay", rules_with(|v| v["tie_pays"] = "+8".into())),
    ];
    for (what, text) in files {
        let p = write(dir.path(), "r.json", &text);
        let o = pb().args(["odds", "--rules", s(&p)]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{what}: {}", stderr_of(&o));
    }
    for decks in ["+8", " 8", "8 "] {
        let o = pb().args(["odds", "--decks", decks]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "--decks {decks:?}");
    }
}

// 16. Messages.

#[test]
fn no_arguments_print_one_error_line_and_a_hint() {
    let o = pb().output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr_of(&o);
    assert!(err.starts_with("error:"), "{err}");
    assert!(err.lines().count() <= 2, "{err}");
    assert!(err.contains("--help"), "{err}");
}

#[test]
fn eor_depth_past_the_shoe_names_the_largest_depth() {
    let o = pb()
        .args(["eor", "--decks", "1", "--depth", "1000"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr_of(&o);
    assert!(!err.contains("would leave 0"), "{err}");
    assert!(
        err.contains("46"),
        "the largest depth for 52 cards is 46: {err}"
    );
}

#[test]
fn perfect_pair_reason_fits_a_shoe_given_by_counts() {
    let shoe = "A=4,2=4,3=4,4=4,5=4,6=4,7=4,8=4,9=4,10=4,J=4,Q=4,K=4";
    let o = pb()
        .args([
            "odds",
            "--shoe",
            shoe,
            "--bets",
            "perfect_pair",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("perfect_pair"), "{out}");
    assert!(!out.contains("removed cards"), "{out}");
}

#[test]
fn true_count_with_many_decimals_gets_a_message_about_decimals() {
    let o = pb()
        .args([
            "simulate", "--decks", "1", "--shoes", "1", "--bets", "dragon_7",
        ])
        .args(["--tags", "dragon_7=jacobson@tc>=0.0000000001"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr_of(&o);
    assert!(err.contains("6 decimals"), "{err}");
}

#[test]
fn unwritable_plot_is_invalid_input_in_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("no/such/folder/p.svg");
    let runs: [&[&str]; 2] = [
        &["eor", "--decks", "1", "--bets", "dragon_7", "--plot"],
        &["simulate", "--decks", "1", "--shoes", "1", "--plot"],
    ];
    for args in runs {
        let o = pb().args(args).arg(&p).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr_of(&o));
    }
}

#[test]
fn custom_bet_may_not_take_a_group_id() {
    let dir = tempfile::tempdir().unwrap();
    for id in ["main", "all", "side"] {
        let bet = format!(
            r#"{{"id": "{id}", "name": "x", "lines": [{{"when": {{"winner": "tie"}}, "pays": "8"}}]}}"#
        );
        let p = write(dir.path(), "b.json", &bet);
        let o = pb().args(["odds", "--bets-file", s(&p)]).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{id}: {}", stderr_of(&o));
        assert!(stderr_of(&o).contains(id));
    }
}
