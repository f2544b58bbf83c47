//! The dependency rule, checked: imports run one way, file by file.
//!
//! The layers, bottom to top, are [`LAYERS`]: plumbing (error, ratio) → cards → shoe →
//! coup → rules → outcome → enumerate → pairs → bets → analysis → simulate, reference,
//! leak, promo, logs → stats → review, integrity → api (questions and typed reports) → report (views, writers, languages) →
//! tracker → server; the binary and the Python module are front ends above the library.
//!
//! An import is any path, in a `use` line or inline, that starts with `crate::`, `super::`
//! or `self::` and names an item defined in another file (a `mod` line is not one; a path
//! through a module's re-export counts as an import of the file that defines the item).
//! A path through the crate root's re-exports (`crate::Error`) counts as an import of
//! `lib.rs`, which stands on the layer of the highest module it re-exports from (the
//! analyses): the engine and its analyses import items from their own modules. The test reads every
//! source file of the library, of the binary and of the Python module and fails
//! - on an import of a module on the same or a higher layer than the file's own (files of
//!   one module may import each other, one way);
//! - on a loop: files that import each other, directly or through others;
//! - on a file whose module has no layer (the message says what to add to `LAYERS`).
//!
//! Another test checks `docs/architecture.md`'s layer table against [`LAYERS`].
//!
//! A second test checks that `report/` computes nothing: the figures arrive from
//! `analysis` (e.g. `analysis::Audit`) and are only put in words.

use std::path::{Path, PathBuf};

/// Each library module with its layer (higher layers may use lower ones only).
const LAYERS: &[(&str, u8)] = &[
    ("error", 0),
    ("ratio", 0),
    // Above `error`, whose one escaping rule it names.
    ("csvsafe", 1),
    // Above `json`, whose strict reader every request body goes through.
    ("limits", 2),
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
    ("leak", 10),
    // The one reader of logs (CSV, JSON lines, shoe logs) below review and integrity.
    ("logs", 10),
    // The statistics review and integrity share (Holm, p-values, the re-deal null).
    ("stats", 11),
    // Above `simulate`, whose shoes its real-shoe mode deals (`promo/real.rs`).
    ("promo", 11),
    ("review", 12),
    ("integrity", 12),
    ("api", 13),
    // Views (`report/views/`: the tables of the api's reports), writers and languages.
    ("report", 14),
    ("tracker", 15),
    ("server", 16),
];

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

/// Every `.rs` file under `dir`, skipping the directories named in `skip` (the walker
/// the typed-error test shares).
fn sources_but(dir: &Path, skip: &[&str], out: &mut Vec<PathBuf>) {
    out.extend(crate::error::sources::rust_files(dir, skip));
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    sources_but(dir, &["bin"], out)
}

/// The module a library source file belongs to: `src/analysis/ev.rs` → `analysis`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).expect("under src");
    let first = rel.components().next().expect("a component");
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// `text` with comments, string and character literals blanked out (their bytes become
/// spaces, so positions and braces outside them are kept) and the unit-test module cut.
fn blanked(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |e| i + e);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let end = text[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"r\"") || rest.starts_with(b"r#") {
            let hashes = rest[1..].iter().take_while(|&&c| c == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close = format!("\"{}", "#".repeat(hashes));
            let from = i + 2 + hashes;
            let end = text[from..]
                .find(&close)
                .map_or(b.len(), |e| from + e + close.len());
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, (j + 1).min(b.len()));
            i = j + 1;
        } else if b[i] == b'\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a).
            let end = if rest.get(1) == Some(&b'\\') {
                text[i + 2..].find('\'').map(|e| i + 2 + e + 1)
            } else {
                let ch = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                (rest.get(1 + ch) == Some(&b'\'')).then_some(i + 2 + ch)
            };
            match end {
                Some(end) => {
                    blank(&mut out, i, end);
                    i = end;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).expect("blanking keeps UTF-8 outside literals")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Splits `a::{b, c::{d, e}}` into `a::b`, `a::c::d`, `a::c::e` (`self` in a group is its
/// prefix; `x as y` becomes `x@y`).
fn expand(path: &str) -> Vec<String> {
    let path: String = path
        .replace(" as ", "@")
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let Some(open) = path.find('{') else {
        return vec![path];
    };
    let close = path.rfind('}').unwrap_or(path.len());
    let (prefix, inner) = (&path[..open], &path[open + 1..close]);
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty() && *p != "*")
        .flat_map(expand)
        .map(|p| {
            if p == "self" {
                prefix.trim_end_matches("::").to_string()
            } else {
                format!("{prefix}{p}")
            }
        })
        .collect()
}

/// One source file of a crate.
struct Source {
    /// The path under the crate's folder (`api/ev.rs`).
    rel: String,
    /// Its module path (`api::ev` → `["api", "ev"]`; the root file is `[]`).
    module: Vec<String>,
    /// The code, blanked (see [`blanked`]).
    code: String,
    /// Names of the items it defines.
    items: Vec<String>,
    /// Names it re-exports (`pub use x::Y as Z` → `Z` → `x::Y`).
    reexports: Vec<(String, String)>,
    /// Byte ranges of its inline modules (`mod serde_ratio { .. }`), for `super::`.
    inline: Vec<(usize, usize)>,
}

/// The identifier after each occurrence of `keyword ` in `code`.
fn names_after(code: &str, keyword: &str) -> Vec<(usize, String)> {
    let pattern = format!("{keyword} ");
    code.match_indices(&pattern)
        .filter(|(i, _)| !code[..*i].ends_with(is_ident))
        .map(|(i, m)| {
            let name: String = code[i + m.len()..]
                .trim_start()
                .chars()
                .take_while(|c| is_ident(*c))
                .collect();
            (i, name)
        })
        .filter(|(_, n)| !n.is_empty())
        .collect()
}

impl Source {
    fn read(root: &Path, file: &Path, root_file: &str) -> Source {
        let rel = file
            .strip_prefix(root)
            .expect("under the crate")
            .to_string_lossy()
            .to_string();
        let mut module: Vec<String> = rel
            .trim_end_matches(".rs")
            .split('/')
            .map(String::from)
            .collect();
        if module.last().is_some_and(|m| m == "mod") || rel == root_file {
            module.pop();
        }
        let code = blanked(&std::fs::read_to_string(file).expect("readable source"));
        let mut items = Vec::new();
        for kw in [
            "struct", "enum", "fn", "trait", "const", "static", "type", "union",
        ] {
            items.extend(names_after(&code, kw).into_iter().map(|(_, n)| n));
        }
        items.extend(
            names_after(&code, "macro_rules!")
                .into_iter()
                .map(|(_, n)| n),
        );
        let mut reexports = Vec::new();
        for (i, m) in code.match_indices("use ") {
            let before = code[..i].trim_end();
            if !(before.ends_with("pub") || before.ends_with(')')) || code[..i].ends_with(is_ident)
            {
                continue;
            }
            let body = &code[i + m.len()..];
            let body = &body[..body.find(';').unwrap_or(body.len())];
            for path in expand(body) {
                let (path, name) = match path.split_once('@') {
                    Some((p, alias)) => (p.to_string(), alias.to_string()),
                    None => {
                        let name = path.rsplit("::").next().unwrap_or("").to_string();
                        (path, name)
                    }
                };
                reexports.push((name, path));
            }
        }
        let mut inline = Vec::new();
        for (i, _) in names_after(&code, "mod") {
            let rest = &code[i..];
            let Some(open) = rest.find(['{', ';']) else {
                continue;
            };
            if rest.as_bytes()[open] == b';' {
                continue;
            }
            let mut depth = 0;
            for (j, c) in rest[open..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            inline.push((i, i + open + j));
                            break;
                        }
                    }
                    _ => {}
                }
            }
        }
        Source {
            rel,
            module,
            code,
            items,
            reexports,
            inline,
        }
    }

    /// Every `crate::`, `super::` or `self::` path in the code, with its byte position.
    fn paths(&self) -> Vec<(usize, String)> {
        let code = &self.code;
        let mut out = Vec::new();
        for start in ["crate::", "super::", "self::"] {
            for (i, _) in code.match_indices(start) {
                let before = &code[..i];
                if before.ends_with(is_ident) || before.ends_with("::") || before.ends_with('$') {
                    continue;
                }
                // The path runs while identifiers and `::`, and (in a use line) a `{ .. }`.
                let rest = &code[i..];
                let (mut end, mut depth) = (rest.len(), 0);
                for (j, c) in rest.char_indices() {
                    if depth > 0 {
                        match c {
                            '{' => depth += 1,
                            '}' => depth -= 1,
                            ';' => {
                                end = j;
                                break;
                            }
                            _ => {}
                        }
                    } else if c == '{' && rest[..j].ends_with("::") {
                        depth = 1;
                    } else if !(is_ident(c) || c == ':') {
                        end = j;
                        break;
                    }
                }
                let found = expand(rest[..end].trim_end_matches(':'));
                out.extend(
                    found
                        .into_iter()
                        .map(|p| (i, p.split('@').next().unwrap_or("").to_string())),
                );
            }
        }
        out
    }
}

/// A crate's files by module path.
struct Crate {
    files: Vec<Source>,
}

impl Crate {
    fn read(root: &Path, root_file: &str, skip: &[&str]) -> Crate {
        let mut paths = Vec::new();
        sources_but(root, skip, &mut paths);
        Crate {
            files: paths
                .iter()
                .map(|p| Source::read(root, p, root_file))
                .collect(),
        }
    }

    fn by_module(&self, module: &[String]) -> Option<usize> {
        self.files.iter().position(|f| f.module == module)
    }

    /// The file that defines what `segments` names, looked up from module `base`.
    fn resolve(&self, base: Vec<String>, segments: &[&str], hops: usize) -> Option<usize> {
        let mut module = base;
        let mut i = 0;
        while i < segments.len() {
            let mut next = module.clone();
            next.push(segments[i].to_string());
            if self.by_module(&next).is_none() {
                break;
            }
            module = next;
            i += 1;
        }
        let file = self.by_module(&module)?;
        let Some(name) = segments.get(i) else {
            return Some(file);
        };
        let source = &self.files[file];
        if source.items.iter().any(|n| n == name) || hops > 8 {
            return Some(file);
        }
        let Some((_, path)) = source.reexports.iter().find(|(n, _)| n == name) else {
            return Some(file);
        };
        // The crate root's re-exports are the public face, not a way in: a path through
        // them (`crate::PairFlags`) is an import of the root file itself.
        if source.module.is_empty() {
            return Some(file);
        }
        let (base, rest) = self.start(&source.module, path, 0, &[]);
        let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
        self.resolve(base, &rest, hops + 1).or(Some(file))
    }

    /// The module a path starts from and the rest of its segments (`super` climbs out of
    /// the file's inline modules first).
    fn start(
        &self,
        own: &[String],
        path: &str,
        at: usize,
        inline: &[(usize, usize)],
    ) -> (Vec<String>, Vec<String>) {
        let mut segments: Vec<String> = path.split("::").map(String::from).collect();
        let mut depth = inline.iter().filter(|(s, e)| *s < at && at < *e).count();
        let mut base = own.to_vec();
        if segments.first().is_some_and(|s| s == "crate") {
            base.clear();
            segments.remove(0);
        }
        while let Some(first) = segments.first() {
            match first.as_str() {
                "self" => {}
                "super" if depth > 0 => depth -= 1,
                "super" => {
                    base.pop();
                }
                _ => break,
            }
            segments.remove(0);
        }
        (base, segments)
    }

    /// Each file's imports: the other files it names items of (index pairs, no repeats).
    fn imports(&self) -> Vec<Vec<usize>> {
        self.files
            .iter()
            .enumerate()
            .map(|(me, f)| {
                let mut to: Vec<usize> = f
                    .paths()
                    .into_iter()
                    .filter_map(|(at, p)| {
                        let (base, rest) = self.start(&f.module, &p, at, &f.inline);
                        let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
                        self.resolve(base, &rest, 0)
                    })
                    .filter(|&t| t != me)
                    .collect();
                to.sort();
                to.dedup();
                to
            })
            .collect()
    }
}

/// The loops of a graph: its strongly connected parts of more than one node (Tarjan).
fn loops(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        edges: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on: Vec<bool>,
        next: usize,
        found: Vec<Vec<usize>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.next);
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on[v] = true;
            for &w in &self.edges[v] {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(i) if self.on[w] => self.low[v] = self.low[v].min(i),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut part = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on[w] = false;
                    part.push(w);
                    if w == v {
                        break;
                    }
                }
                if part.len() > 1 {
                    part.sort();
                    self.found.push(part);
                }
            }
        }
    }
    let n = edges.len();
    let mut walk = Walk {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        stack: Vec::new(),
        on: vec![false; n],
        next: 0,
        found: Vec::new(),
    };
    for v in 0..n {
        if walk.index[v].is_none() {
            walk.visit(v);
        }
    }
    walk.found.sort();
    walk.found
}

/// Loops left to break in files this test does not own, each as its files (sorted): may
/// only shrink (empty: the last, `server/openapi.rs` ↔ `server/routes.rs`, is broken).
const LOOPS_LEFT: &[&[&str]] = &[];

/// Imports up the layer order left, as (file, file it imports): may only shrink.
const UP_LEFT: &[(&str, &str)] = &[];

/// The loops of a crate's files, in words, less those listed in [`LOOPS_LEFT`].
fn loops_in(krate: &Crate, imports: &[Vec<usize>], prefix: &str) -> Vec<String> {
    loops(imports)
        .into_iter()
        .map(|part| {
            part.iter()
                .map(|&f| krate.files[f].rel.clone())
                .collect::<Vec<_>>()
        })
        .filter(|names| !LOOPS_LEFT.iter().any(|l| l == names))
        .map(|names| {
            let edges: Vec<String> = names
                .iter()
                .flat_map(|a| {
                    let ia = krate
                        .files
                        .iter()
                        .position(|f| &f.rel == a)
                        .expect("a file");
                    imports[ia]
                        .iter()
                        .filter(|&&b| names.contains(&krate.files[b].rel))
                        .map(move |&b| format!("{a} → {}", krate.files[b].rel))
                })
                .collect();
            format!("a loop in {prefix}: {}", edges.join(", "))
        })
        .collect()
}

/// What is wrong with the imports of the library under `src`: loops, imports up the
/// order, modules without a layer.
fn library_problems(src: &Path) -> Vec<String> {
    let lib = Crate::read(src, "lib.rs", &["bin"]);
    let imports = lib.imports();
    let mut wrong = loops_in(&lib, &imports, "src/");
    let mut missing = Vec::new();
    // lib.rs stands on the layer of the highest module it re-exports from (the engine's
    // analyses): only a file above that may reach items through the crate root.
    let root_layer = lib
        .files
        .iter()
        .find(|f| f.module.is_empty())
        .and_then(|f| {
            (f.reexports.iter())
                .filter_map(|(_, path)| layer(path.split("::").next().unwrap_or("")))
                .max()
        });
    let layer_of = |module: &str| {
        if module == "lib" {
            root_layer
        } else {
            layer(module)
        }
    };
    for (i, file) in lib.files.iter().enumerate() {
        let module = module_of(src, &src.join(&file.rel));
        let Some(own) = layer(&module) else {
            if module != "lib" && module != "layers" {
                missing.push((i, module));
            }
            continue;
        };
        for &t in &imports[i] {
            let target = &lib.files[t];
            let used = module_of(src, &src.join(&target.rel));
            let up = match layer_of(&used) {
                Some(l) => used != module && l >= own,
                // Anything without a layer sits above every module.
                None => true,
            };
            if up && !UP_LEFT.contains(&(file.rel.as_str(), target.rel.as_str())) {
                wrong.push(format!(
                    "src/{} (layer {own}, {module}) imports src/{} ({used}, {}): move the item \
                     down, or the code that needs it up",
                    file.rel,
                    target.rel,
                    layer_of(&used).map_or("no layer".into(), |l| format!("layer {l}"))
                ));
            }
        }
    }
    for (i, module) in missing {
        let uses = imports[i]
            .iter()
            .filter_map(|&t| layer(&module_of(src, &src.join(&lib.files[t].rel))))
            .max();
        let used_by = (0..lib.files.len())
            .filter(|&j| imports[j].contains(&i))
            .filter_map(|j| layer(&module_of(src, &src.join(&lib.files[j].rel))))
            .min();
        wrong.push(format!(
            "src/{}: module '{module}' has no layer: add (\"{module}\", N) to LAYERS in \
             src/layers.rs, with N above {} (the highest layer it imports) and below {} \
             (the lowest layer that imports it), and a row to docs/architecture.md",
            lib.files[i].rel,
            uses.map_or("nothing".into(), |l| l.to_string()),
            used_by.map_or("nothing".into(), |l| l.to_string()),
        ));
    }
    wrong
}

#[test]
fn no_file_imports_up_the_layers_or_in_a_loop() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut wrong = library_problems(&src);
    for (root, prefix) in [
        ("src/bin/punto-banco", "src/bin/punto-banco/"),
        ("python/src", "python/src/"),
    ] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(root);
        let root_file = if root.starts_with("src/bin") {
            "main.rs"
        } else {
            "lib.rs"
        };
        if dir.is_dir() {
            let krate = Crate::read(&dir, root_file, &[]);
            wrong.extend(loops_in(&krate, &krate.imports(), prefix));
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_loop_an_import_up_the_order_and_a_module_without_a_layer_are_refused() {
    let dir = std::env::temp_dir().join(format!("layers-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("api")).expect("a temporary folder");
    for (file, text) in [
        (
            "lib.rs",
            "mod api;\nmod card;\nmod input;\nmod report;\nmod unlisted;\npub use card::Card;\n",
        ),
        ("api/mod.rs", "mod a;\nmod b;\n"),
        ("api/a.rs", "use super::b::B;\npub struct A;\n"),
        (
            "api/b.rs",
            "pub struct B(crate::api::a::A);\nuse crate::report::View;\n",
        ),
        ("card.rs", "pub struct Card;\n"),
        ("report.rs", "pub struct View(crate::Card);\n"),
        ("input.rs", "pub struct Line(crate::Card);\n"),
        ("unlisted.rs", "pub fn f(_: crate::card::Card) {}\n"),
    ] {
        std::fs::write(dir.join(file), text).expect("a test file");
    }
    let wrong = library_problems(&dir);
    std::fs::remove_dir_all(&dir).expect("the temporary folder removed");
    let text = wrong.join("\n");
    assert!(
        text.contains("a loop in src/: api/a.rs → api/b.rs, api/b.rs → api/a.rs"),
        "{text}"
    );
    assert!(
        text.contains("src/api/b.rs (layer 13, api) imports src/report.rs (report, layer 14)"),
        "{text}"
    );
    assert!(
        text.contains("module 'unlisted' has no layer: add (\"unlisted\", N) to LAYERS in src/layers.rs, with N above 1"),
        "{text}"
    );
    // `crate::Card` goes through lib.rs's re-export: an import of lib.rs, which stands on
    // card.rs's layer (1), so `input` (layer 1) may not and the report (13) may.
    assert!(
        text.contains("src/input.rs (layer 1, input) imports src/lib.rs (lib, layer 1)"),
        "{text}"
    );
    assert!(!text.contains("src/report.rs (layer 14"), "{text}");
    assert_eq!(wrong.len(), 4, "{text}");
}

#[test]
fn the_layer_test_sees_loops_paths_and_re_exports() {
    assert_eq!(
        loops(&[vec![1], vec![2], vec![0], vec![0]]),
        [vec![0, 1, 2]]
    );
    assert!(loops(&[vec![1], vec![2], vec![]]).is_empty());
    assert_eq!(
        expand("crate::a::{b, c::{d, e as f}, self}"),
        [
            "crate::a::b",
            "crate::a::c::d",
            "crate::a::c::e@f",
            "crate::a"
        ]
    );
    let code = blanked("let s = \"crate::x\"; // crate::y\nlet c = '{'; crate::z::W");
    assert!(!code.contains("crate::x") && !code.contains("crate::y") && code.contains("crate::z"));
    // Through lib.rs's re-export, `crate::Rules` is lib.rs's; `crate::rules::Rules` is
    // rules/mod.rs's.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = Crate::read(&src, "lib.rs", &["bin"]);
    let of = |base: &[&str], p: &[&str]| {
        lib.resolve(base.iter().map(|s| s.to_string()).collect(), p, 0)
            .map(|i| lib.files[i].rel.clone())
    };
    assert_eq!(of(&[], &["Rules"]).as_deref(), Some("lib.rs"));
    assert_eq!(
        of(&[], &["rules", "Rules"]).as_deref(),
        Some("rules/mod.rs")
    );
    assert_eq!(
        of(&["analysis"], &["Pricer"]).as_deref(),
        Some("analysis/ev.rs")
    );
    let ratio = lib
        .files
        .iter()
        .find(|f| f.rel == "ratio.rs")
        .expect("ratio.rs");
    let inner = ratio
        .paths()
        .into_iter()
        .find(|(_, p)| p == "super::EXACT_NAME")
        .expect("an inline module's path");
    assert_eq!(
        lib.start(&ratio.module, &inner.1, inner.0, &ratio.inline).0,
        ["ratio"]
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
        ("src/report/views/odds.rs", "report"),
        ("src/rules.rs", "rules"),
    ] {
        assert_eq!(module_of(src, Path::new(file)), module, "{file}");
    }
    assert_eq!(
        code_of("a\n// Pricer\nb\n#[cfg(test)]\nmod tests {Pricer}"),
        "a\nb"
    );
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

/// The most lines a source file may hold (its inline tests included; `tests.rs` files and
/// this file are exempt) and a function outside tests, from its `fn` line to its closing
/// brace.
const MAX_FILE_LINES: usize = 600;
const MAX_FN_LINES: usize = 80;

/// Each function of `code` (blanked, see [`blanked`]) with its length in lines, from the
/// line of `fn` to the line of its closing brace; a declaration without a body is left out.
fn function_lengths(code: &str) -> Vec<(String, usize)> {
    let b = code.as_bytes();
    let mut found = Vec::new();
    for (at, name) in names_after(code, "fn") {
        let mut depth = 0i32;
        let mut open = None;
        for (i, &c) in b.iter().enumerate().skip(at) {
            match c {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b';' if depth == 0 => break,
                b'{' if depth == 0 => {
                    open = Some(i);
                    break;
                }
                _ => {}
            }
        }
        let Some(open) = open else { continue };
        let mut braces = 0;
        let close = b[open..].iter().position(|&c| {
            braces += match c {
                b'{' => 1,
                b'}' => -1,
                _ => 0,
            };
            braces == 0
        });
        let end = close.map_or(b.len(), |c| open + c);
        let lines = code[at..end].matches('\n').count() + 1;
        found.push((name, lines));
    }
    found
}

/// The files over [`MAX_FILE_LINES`] and the functions over [`MAX_FN_LINES`] under the
/// crate's `src/`, `python/src/` and `web/src/`.
fn oversized(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["src", "python/src", "web/src"] {
        if root.join(dir).is_dir() {
            sources_but(&root.join(dir), &[], &mut files);
        }
    }
    let mut wrong = Vec::new();
    for file in files {
        let rel = file
            .strip_prefix(root)
            .expect("under the crate")
            .to_string_lossy()
            .to_string();
        if rel.ends_with("/tests.rs") || rel == "src/layers.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("readable source");
        let lines = text.lines().count();
        if lines > MAX_FILE_LINES {
            wrong.push(format!(
                "{rel} has {lines} lines (at most {MAX_FILE_LINES}): split it by concept, or \
                 move its tests to a tests.rs beside it"
            ));
        }
        for (name, n) in function_lengths(&blanked(&text)) {
            if n > MAX_FN_LINES {
                wrong.push(format!(
                    "{rel}: fn {name} has {n} lines (at most {MAX_FN_LINES} outside tests)"
                ));
            }
        }
    }
    wrong
}

#[test]
fn no_file_over_600_lines_and_no_function_over_80() {
    let wrong = oversized(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(wrong.is_empty(), "rooms too large:\n{}", wrong.join("\n"));
}

#[test]
fn the_size_test_measures_functions_from_fn_to_closing_brace() {
    let body = "    let x = 1;\n".repeat(79);
    let code = format!(
        "pub fn long(a: [u8; 2]) -> Result<(), ()> {{\n{body}}}\nfn short() {{ let _ = \
         {{ 1 }}; }}\ntrait T {{ fn declared(&self); }}\n"
    );
    assert_eq!(
        function_lengths(&code),
        [("long".to_string(), 81), ("short".to_string(), 1)]
    );
    let blanked = blanked("fn f() {\n    let s = \"}\"; // }\n}\n");
    assert_eq!(function_lengths(&blanked), [("f".to_string(), 3)]);
}

/// The layer table of `docs/architecture.md`: each numbered row's layer and the modules
/// its second cell names in backticks (`` `rules/` `` is `rules`; a row of `—` is a front
/// end, not a module).
fn documented_layers(doc: &str) -> Vec<(String, u8)> {
    let mut found = Vec::new();
    for line in doc.lines() {
        if !line.starts_with('|') {
            continue;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let (Some(n), Some(modules)) = (cells.get(1), cells.get(2)) else {
            continue;
        };
        let Ok(n) = n.parse::<u8>() else { continue };
        for name in modules.split('`').skip(1).step_by(2) {
            let name = name.trim_end_matches('/').to_string();
            if !found.contains(&(name.clone(), n)) {
                found.push((name, n));
            }
        }
    }
    found
}

/// What the layer table of a document says against [`LAYERS`]: modules without their
/// row, and rows naming a module `LAYERS` does not have on that layer.
fn doc_drift(doc: &str) -> Vec<String> {
    let rows = documented_layers(doc);
    let mut wrong = Vec::new();
    for &(module, l) in LAYERS {
        if !rows.iter().any(|(m, n)| m == module && *n == l) {
            wrong.push(format!(
                "module '{module}' (layer {l} in LAYERS) has no row on layer {l}: add \
                 \"| {l} | `{module}` | what it holds |\""
            ));
        }
    }
    for (module, n) in rows {
        if layer(&module) != Some(n) {
            wrong.push(format!(
                "the row on layer {n} names '{module}', which LAYERS has {}",
                layer(&module).map_or("not at all".into(), |l| format!("on layer {l}"))
            ));
        }
    }
    wrong
}

#[test]
fn the_architecture_doc_has_every_layer_and_no_other() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    let doc = std::fs::read_to_string(path).expect("docs/architecture.md");
    let wrong = doc_drift(&doc);
    assert!(
        wrong.is_empty(),
        "docs/architecture.md against LAYERS in src/layers.rs:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_doc_check_finds_a_missing_row_a_stray_row_and_a_wrong_layer() {
    let all: String = LAYERS
        .iter()
        .map(|(m, l)| format!("| {l} | `{m}/` | job, `not_a_module` |\n"))
        .collect::<String>()
        + "| 16 | `server` (feature `server`) | the HTTP API |\n";
    assert_eq!(doc_drift(&all), Vec::<String>::new());
    let doc = all
        .replace("| 0 | `error/`", "| 0 | `nothing/`")
        .replace("| 1 | `card/`", "| 2 | `card/`")
        + "| — | `src/bin/punto-banco` | the binary |\n";
    let wrong = doc_drift(&doc);
    assert_eq!(
        wrong,
        [
            "module 'error' (layer 0 in LAYERS) has no row on layer 0: add \"| 0 | `error` | \
             what it holds |\"",
            "module 'card' (layer 1 in LAYERS) has no row on layer 1: add \"| 1 | `card` | \
             what it holds |\"",
            "the row on layer 0 names 'nothing', which LAYERS has not at all",
            "the row on layer 2 names 'card', which LAYERS has on layer 1",
        ]
    );
}
