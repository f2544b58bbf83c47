//! The dependency rule, checked: every module uses only modules on a lower layer.
//!
//! The layers, bottom to top: error and ratio (plumbing) → card → shoe → coup (the coup
//! vocabulary) → rules → outcome → enumerate → pairs → bets → analysis → simulate →
//! report → api → tracker → server → the binary. This test reads every library source file and fails when a
//! `crate::x` path names a module on the same or a higher layer than the file's own. A
//! module split into a directory (`analysis/eor/`, `enumerate/`, `rules/`, `report/parsheet/pdf/`,
//! `reference/reproduce.rs`, ...) is checked file by file, each file on its top-level
//! module's layer. A second test checks that `report/` computes nothing: the figures
//! arrive from `analysis` (e.g. `analysis::Audit`) and are only put in words.

use std::path::{Path, PathBuf};

/// Each library module with its layer (higher layers may use lower ones only).
const LAYERS: &[(&str, u8)] = &[
    ("error", 0),
    ("ratio", 0),
    ("csvsafe", 0),
    ("limits", 1),
    ("input", 1),
    ("json", 1),
    ("outfile", 1),
    ("card", 1),
    ("i18n", 1),
    ("plot", 1),
    ("shoe", 2),
    ("coup", 3),
    ("rules", 4),
    ("outcome", 5),
    ("enumerate", 6),
    ("pairs", 7),
    ("bets", 8),
    ("analysis", 9),
    ("simulate", 10),
    ("reference", 10),
    ("review", 11),
    ("report", 11),
    ("api", 12),
    // `report/views/`: the tables of the api's reports (above `api`, whose reports they show).
    ("views", 13),
    ("tracker", 13),
    ("server", 14),
];

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "bin") {
                sources(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a source file belongs to: `src/analysis/ev.rs` → `analysis`; the report
/// views (`src/report/views/`) are `views`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).expect("under src");
    if rel.starts_with("report/views") {
        return "views".into();
    }
    let first = rel.components().next().expect("a component");
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// Every module named by a `crate::x` path in `text`.
fn crate_paths(text: &str) -> Vec<String> {
    text.match_indices("crate::")
        .filter(|(i, _)| !text[..*i].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .map(|(i, m)| {
            text[i + m.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

#[test]
fn no_module_uses_a_module_on_its_own_or_a_higher_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    assert!(files.len() > 20, "found only {} source files", files.len());
    let mut wrong = Vec::new();
    for file in files {
        let module = module_of(&src, &file);
        let Some(own) = layer(&module) else {
            // lib.rs re-exports everything, and this file names every module.
            assert!(
                ["lib", "layers"].contains(&module.as_str()),
                "module '{module}' is missing from LAYERS"
            );
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("readable source");
        for used in crate_paths(&text) {
            match layer(&used) {
                Some(l) if used != module && l >= own => {
                    wrong.push(format!("{} uses crate::{used}", file.display()))
                }
                // A root re-export (`crate::Error`, `crate::ErrorKind`) or the module itself.
                _ => {}
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "dependencies against the layers:\n{}",
        wrong.join("\n")
    );
}

/// Names that mean computing figures: the engine, the pricer, exact division, and the
/// analyses a report is given the results of.
const COMPUTING: &[&str] = &[
    "enumerate::",
    "Pricer",
    "price_table",
    "fraction(",
    "sequences(",
    "volatility(",
    "effect_of_removal",
];

/// `text` without comment lines and without its unit-test module (tests may compute
/// the figures they check).
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn reports_compute_nothing() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src.join("report"), &mut files);
    assert!(files.len() > 10, "found only {} report files", files.len());
    let mut wrong = Vec::new();
    for file in files {
        let code = code_of(&std::fs::read_to_string(&file).expect("readable source"));
        for name in COMPUTING.iter().filter(|n| code.contains(*n)) {
            wrong.push(format!("{} names {name}", file.display()));
        }
    }
    assert!(wrong.is_empty(), "reports computing:\n{}", wrong.join("\n"));
}

#[test]
fn a_file_of_a_directory_module_is_on_its_top_level_module() {
    let src = Path::new("src");
    for (file, module) in [
        ("src/analysis/eor/plan.rs", "analysis"),
        ("src/enumerate/walk.rs", "enumerate"),
        ("src/reference/reproduce.rs", "reference"),
        ("src/report/parsheet/pdf/mod.rs", "report"),
        ("src/report/views/odds.rs", "views"),
        ("src/rules.rs", "rules"),
    ] {
        assert_eq!(module_of(src, Path::new(file)), module, "{file}");
    }
    assert_eq!(
        code_of("a\n// Pricer\nb\n#[cfg(test)]\nmod tests {Pricer}"),
        "a\nb"
    );
}

#[test]
fn crate_paths_are_found_in_use_lines_and_inline_paths() {
    let text = "use crate::rules::Rules;\nlet x = crate::card::Rank::ALL; // not_crate::x";
    assert_eq!(crate_paths(text), ["rules", "card"]);
}

/// Library files whose strings still name a command-line flag, with how many lines do:
/// none since issue 20 item 5 moved that wording to the front ends (errors as data; the
/// notes that name flags are added by the CLI). The test below fails on any new such line.
const FLAG_WORDING_LEFT: &[(&str, usize)] = &[];

/// Whether a line of code names a flag: `--` then a lowercase letter (`--bets`).
fn names_a_flag(line: &str) -> bool {
    line.as_bytes()
        .windows(3)
        .any(|w| w[0] == b'-' && w[1] == b'-' && w[2].is_ascii_lowercase())
}

#[test]
fn library_strings_name_no_command_line_flag() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut found: Vec<(String, usize)> = Vec::new();
    for file in files {
        let rel = file
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .expect("under the crate")
            .to_string_lossy()
            .trim_start_matches('/')
            .to_string();
        // The front ends word their own inputs; the par sheet cites the command that
        // reproduces it; this file names flags in its own checks.
        // Test modules in their own file (`tests.rs`) are test code, not library strings.
        if ["src/server/", "src/report/parsheet/", "src/layers.rs"]
            .iter()
            .any(|p| rel.starts_with(p))
            || rel.ends_with("/tests.rs")
        {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(&file).expect("readable source"));
        let n = code.lines().filter(|l| names_a_flag(l)).count();
        if n > 0 {
            found.push((rel, n));
        }
    }
    found.sort();
    let expected: Vec<(String, usize)> = FLAG_WORDING_LEFT
        .iter()
        .map(|(f, n)| (f.to_string(), *n))
        .collect();
    assert_eq!(
        found, expected,
        "library lines naming a --flag (word them in the front end: the CLI names flags, \
         HTTP fields, Python arguments)"
    );
    assert!(names_a_flag("\"add it to --bets\"") && !names_a_flag("a -- b --1"));
}
