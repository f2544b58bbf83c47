//! Every example in README.md and docs/*.md prints what it shows.
//!
//! A fenced block whose lines start with `$ ` is a shell session: each `$ command` is run
//! with `sh` in a fresh temporary folder, with the built binary first on `PATH` and stderr
//! merged into stdout, and what it prints must equal the lines that follow it, byte for
//! byte (trailing spaces aside). Two forms are not commands: `$ cat FILE` followed by lines
//! writes those lines to FILE for the next commands, and `$ echo $?` shows the exit code of
//! the command before it. A shown line of exactly [`CUT`] characters stands for a longer
//! line cut there (the README says so where it does it), and a shown JSON line ending in
//! `{...}` or `[...]` stands for that whole object or array. A block that shows only a
//! command, with its Markdown output rendered below the block, is not checked here (the
//! snapshot tests lock those formats).
use std::path::{Path, PathBuf};
use std::process::Command;

/// The width at which the documentation cuts long lines.
const CUT: usize = 160;

/// One `$ command` and the lines shown after it.
struct Step {
    file: String,
    line: usize,
    command: String,
    shown: Vec<String>,
}

fn markdown_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("a readable docs entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The shell sessions of one Markdown file: each fenced block that holds `$ ` lines.
fn sessions(path: &Path) -> Vec<Vec<Step>> {
    let text = std::fs::read_to_string(path).expect("a readable Markdown file");
    let file = path
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned();
    let mut out = Vec::new();
    let mut block: Option<Vec<Step>> = None;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            match block.take() {
                Some(steps) if !steps.is_empty() => out.push(steps),
                Some(_) => {}
                None => block = Some(Vec::new()),
            }
            continue;
        }
        let Some(steps) = block.as_mut() else {
            continue;
        };
        if let Some(command) = line.strip_prefix("$ ") {
            steps.push(Step {
                file: file.clone(),
                line: i + 1,
                command: command.to_string(),
                shown: Vec::new(),
            });
        } else if let Some(step) = steps.last_mut() {
            step.shown.push(line.to_string());
        }
    }
    out
}

fn same_line(shown: &str, printed: &str) -> bool {
    let (shown, printed) = (shown.trim_end(), printed.trim_end());
    shown == printed || (shown.chars().count() == CUT && printed.starts_with(shown))
}

/// The JSON value elided by a shown line such as `"definition": {...},`: its opening line and
/// the closing bracket that ends it.
fn elided(shown: &str) -> Option<(&str, char)> {
    let line = shown.trim_end().trim_end_matches(',');
    [("{...}", '}'), ("[...]", ']')]
        .into_iter()
        .find_map(|(dots, close)| line.strip_suffix(dots).map(|head| (head, close)))
}

/// Whether the printed lines are the shown ones, elisions and cut lines allowed.
fn matches(shown: &[String], printed: &[&str]) -> bool {
    let mut p = 0;
    for s in shown {
        let Some(line) = printed.get(p) else {
            return false;
        };
        if let Some((head, close)) = elided(s) {
            let open = line.trim_end();
            if !open.starts_with(head) || !open.ends_with(['{', '[']) {
                return false;
            }
            let indent = &line[..line.len() - line.trim_start().len()];
            let end = printed[p..]
                .iter()
                .position(|l| l.trim_end().trim_end_matches(',') == format!("{indent}{close}"));
            let Some(end) = end else { return false };
            p += end + 1;
        } else if same_line(s, line) {
            p += 1;
        } else {
            return false;
        }
    }
    p == printed.len()
}

fn check(shown: &[String], printed: &str, step: &Step) -> Result<(), String> {
    let printed: Vec<&str> = printed.lines().collect();
    if matches(shown, &printed) {
        return Ok(());
    }
    Err(format!(
        "{}:{}: `{}` printed\n{}\n--- but the docs show ---\n{}",
        step.file,
        step.line,
        step.command,
        printed.join("\n"),
        shown.join("\n")
    ))
}

fn run_session(steps: &[Step], bin_dir: &Path) -> Vec<String> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut failures = Vec::new();
    let mut last_code = None;
    for step in steps {
        if step.shown.is_empty() && steps.len() == 1 {
            continue;
        }
        if let Some(name) = step.command.strip_prefix("cat ") {
            let mut content = step.shown.join("\n");
            content.push('\n');
            std::fs::write(dir.path().join(name.trim()), content).expect("write a docs input");
            continue;
        }
        if step.command.trim() == "echo $?" {
            let code = last_code.map(|c: i32| c.to_string()).unwrap_or_default();
            failures.extend(check(&step.shown, &code, step).err());
            continue;
        }
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("{} 2>&1", step.command))
            .current_dir(dir.path())
            .env("PATH", &path)
            .env_remove("COLUMNS")
            .output()
            .expect("sh runs");
        last_code = output.status.code();
        let printed = String::from_utf8_lossy(&output.stdout);
        failures.extend(check(&step.shown, &printed, step).err());
    }
    failures
}

#[test]
fn every_documented_example_prints_what_it_shows() {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_punto-banco"));
    let bin_dir = bin.parent().expect("the binary's folder");
    let mut examples = 0;
    let mut failures = Vec::new();
    for file in markdown_files() {
        for steps in sessions(&file) {
            examples += steps.len();
            failures.extend(run_session(&steps, bin_dir));
        }
    }
    assert!(examples >= 30, "found only {examples} documented examples");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_changed_example_is_caught() {
    let step = Step {
        file: "test".into(),
        line: 1,
        command: "punto-banco odds".into(),
        shown: vec!["Punto wins".into()],
    };
    assert!(check(&step.shown, "Punto wins\n", &step).is_ok());
    assert!(check(&step.shown, "Banco wins\n", &step).is_err());
    assert!(check(&step.shown, "Punto wins\nmore\n", &step).is_err());
    let long = "x".repeat(CUT);
    assert!(same_line(&long, &format!("{long}yz")));
    assert!(!same_line("short", "shorter"));
    let shown: Vec<String> = ["{", "  \"a\": {...},", "  \"b\": 1", "}"]
        .map(String::from)
        .to_vec();
    assert!(matches(
        &shown,
        &["{", "  \"a\": {", "    \"x\": 2", "  },", "  \"b\": 1", "}"]
    ));
    assert!(!matches(
        &shown,
        &["{", "  \"a\": {", "    \"x\": 2", "  },", "  \"b\": 2", "}"]
    ));
    assert!(!matches(&shown, &["{", "  \"a\": 3,", "  \"b\": 1", "}"]));
}
