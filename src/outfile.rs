//! Output files written the way a user expects of the shell's `>`, but never left
//! half-written: what `--output`, `--out` and `--plot` use, and what a second front end
//! that writes files (a server saving reports, a tracker saving sessions) can reuse.
//!
//! - A symlink is followed to its target (the link stays a link), even a dangling one.
//! - A device, FIFO or socket is opened and written in place, as `>` would: the tool never
//!   replaces `/dev/null` by a regular file nor a FIFO's reader by nothing.
//! - A regular file (or a new one) is written atomically: the bytes go to a temporary file
//!   with a unique name in the same folder, which is flushed to disk and renamed over the
//!   target. A reader sees the old contents or the new, never a mix; a failure (full disk,
//!   render error, interruption) leaves the old file whole and no temporary file behind.
//!   An existing file keeps its permission bits (and its owner, when the tool may set it).
//!   One difference from `>`: a file with several hard links gets a new inode, so the other
//!   names keep the old contents.
//! - Only the writer's own temporary files are ever deleted.
//!
//! [`OutputFile::check`] runs before the work, so a long run fails at once on a path it
//! could never write; [`OutputFile::write`] runs at the end.
//!
//! A program that ends on a signal calls [`abandon_writes`] from its handler: it removes
//! the temporary files of writes in flight and holds back every rename until the program
//! exits, so each output appears whole or not at all. The handler itself (which signals,
//! what to print, the exit code) is the front end's business.
//!
//! Unix only (file modes, owners, FIFOs); feature `files`.
//!
//! # Examples
//! ```
//! use punto_banco::outfile::OutputFile;
//!
//! let dir = tempfile::tempdir()?;
//! let path = dir.path().join("odds.csv");
//! let file = OutputFile::check(path.to_str().unwrap(), "output")?;
//! file.write(b"bet,EV\r\n")?;
//! assert_eq!(std::fs::read(&path)?, b"bet,EV\r\n");
//!
//! let e = OutputFile::check(dir.path().to_str().unwrap(), "output").unwrap_err();
//! assert!(e.is_input() && e.to_string().ends_with("it is a directory"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Standard output closed by the shell (`>&-`) fails on its first write.
pub mod stdout;

mod inputs;
pub use inputs::{not_an_input, NamedInput};

/// Symlinks followed before giving up, as the kernel's own limit (`ELOOP`).
const MAX_SYMLINKS: usize = 40;

/// Temporary files being written now, removed if a signal ends the run. The lock is held
/// while a temporary file is renamed into place, so the handler never removes a file that
/// has become the output.
static IN_FLIGHT: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Why an output cannot be written.
#[derive(Debug)]
pub struct OutputError {
    message: String,
    input: bool,
}

impl OutputError {
    fn input(message: String) -> OutputError {
        OutputError {
            message,
            input: true,
        }
    }

    /// Whether the path given is at fault (a directory, a missing folder, no permission:
    /// invalid input) rather than the writing itself (a full disk, a reader gone: a
    /// runtime failure).
    pub fn is_input(&self) -> bool {
        self.input
    }
}

impl fmt::Display for OutputError {
    /// The message, shown as every message is ([`crate::shown`]: a path's control
    /// characters escaped).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::error::shown(&self.message))
    }
}

impl std::error::Error for OutputError {}

/// An output path checked for writing.
#[derive(Debug, Clone)]
pub struct OutputFile {
    /// The path as the user gave it, for messages.
    shown: String,
    /// What the output is called in messages ("output", "plot", "report").
    what: &'static str,
    /// The path after following symlinks.
    target: PathBuf,
    /// How to write it.
    kind: Kind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A new file: created atomically with the default permissions.
    New,
    /// An existing regular file: replaced atomically, keeping mode and owner.
    Regular { mode: u32, uid: u32, gid: u32 },
    /// A device, FIFO or socket: written in place.
    Special,
}

impl OutputFile {
    /// Checks that `path` can be written, without changing anything at it.
    ///
    /// `what` names the output in messages (`"output"`, `"plot"`, `"report"`).
    ///
    /// # Errors
    /// Invalid input ([`OutputError::is_input`]): the path is a directory, its folder does not exist, the
    /// file or its folder is not writable, or symlinks loop.
    pub fn check(path: &str, what: &'static str) -> Result<OutputFile, OutputError> {
        let fail = |e: String| OutputError::input(format!("cannot write {what} '{path}': {e}"));
        if path.is_empty() {
            return Err(fail("the path is empty".into()));
        }
        // A device, FIFO or socket, reached through any symlinks (even the kernel's magic
        // links such as /proc/self/fd/1, which name no path), is written in place.
        if let Ok(m) = fs::metadata(path) {
            let t = m.file_type();
            if t.is_char_device() || t.is_block_device() || t.is_fifo() || t.is_socket() {
                return Ok(OutputFile {
                    shown: path.to_string(),
                    what,
                    target: PathBuf::from(path),
                    kind: Kind::Special,
                });
            }
        }
        let target = resolve(Path::new(path)).map_err(|e| fail(e.to_string()))?;
        let kind = match fs::metadata(&target) {
            Ok(m) if m.is_dir() => return Err(fail("it is a directory".into())),
            Ok(m) if m.is_file() => {
                // Opening for writing without truncating changes nothing, and asks the
                // same permission question as `>`.
                OpenOptions::new()
                    .write(true)
                    .open(&target)
                    .map_err(|e| fail(e.to_string()))?;
                Kind::Regular {
                    mode: m.permissions().mode(),
                    uid: m.uid(),
                    gid: m.gid(),
                }
            }
            Ok(m) => {
                let t = m.file_type();
                if !(t.is_char_device() || t.is_block_device() || t.is_fifo() || t.is_socket()) {
                    return Err(fail("it is not a file".into()));
                }
                Kind::Special
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Kind::New,
            Err(e) => return Err(fail(e.to_string())),
        };
        if kind != Kind::Special {
            let dir = folder(&target);
            match fs::metadata(dir) {
                Ok(m) if m.is_dir() => {}
                Ok(_) => return Err(fail(format!("'{}' is not a folder", dir.display()))),
                Err(e) => return Err(fail(format!("folder '{}': {e}", dir.display()))),
            }
            // A temporary file, removed at once, proves the folder takes new files.
            tempfile::Builder::new()
                .prefix(&temp_prefix(&target))
                .suffix(".tmp")
                .tempfile_in(dir)
                .map_err(|e| fail(format!("cannot create a file in '{}': {e}", dir.display())))?;
        }
        Ok(OutputFile {
            shown: path.to_string(),
            what,
            target,
            kind,
        })
    }

    /// Whether `self` and `other` would write the same file (after symlinks).
    pub fn same_target(&self, other: &OutputFile) -> bool {
        let canon = |o: &OutputFile| {
            let dir = fs::canonicalize(folder(&o.target)).unwrap_or_default();
            dir.join(o.target.file_name().unwrap_or_default())
        };
        self.target == other.target || canon(self) == canon(other)
    }

    /// Writes `bytes` to the output (see the module docs for how).
    ///
    /// # Errors
    /// A runtime failure naming the path: the disk is full, the reader of a FIFO
    /// has gone, the folder or file changed since [`OutputFile::check`], ...
    pub fn write(&self, bytes: &[u8]) -> Result<(), OutputError> {
        self.write_with(|w| w.write_all(bytes))
    }

    /// Writes what `render` writes (through a buffer) to the output; if `render` fails, a
    /// regular file is left as it was.
    ///
    /// # Errors
    /// As [`OutputFile::write`], and any error of `render`.
    pub fn write_with(
        &self,
        render: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> Result<(), OutputError> {
        let result = match self.kind {
            Kind::Special => self.write_in_place(render),
            Kind::New => self.write_atomically(render, None),
            Kind::Regular { mode, uid, gid } => {
                self.write_atomically(render, Some((mode, uid, gid)))
            }
        };
        result.map_err(|e| OutputError {
            message: format!("cannot write {} '{}': {e}", self.what, self.shown),
            input: false,
        })
    }

    fn write_in_place(
        &self,
        render: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<()> {
        // `>` truncates; a device or FIFO ignores it, and a socket cannot be opened.
        let file = OpenOptions::new()
            .write(true)
            .truncate(true)
            .open(&self.target)?;
        let mut w = io::BufWriter::new(file);
        render(&mut w)?;
        w.flush()?;
        written().push(self.shown.clone());
        Ok(())
    }

    fn write_atomically(
        &self,
        render: impl FnOnce(&mut dyn Write) -> io::Result<()>,
        keep: Option<(u32, u32, u32)>,
    ) -> io::Result<()> {
        let dir = folder(&self.target);
        // 0666 less the umask, as `>` creates files; an existing file's mode is set below.
        // Created and registered under the lock: a signal handler waits for both, so it
        // never misses a temporary file created just before it ran.
        let list = in_flight();
        let tmp = tempfile::Builder::new()
            .prefix(&temp_prefix(&self.target))
            .suffix(".tmp")
            .permissions(fs::Permissions::from_mode(0o666))
            .tempfile_in(dir)?;
        let guard = InFlight::register_in(list, tmp.path());
        let mut w = io::BufWriter::new(tmp.as_file());
        render(&mut w)?;
        w.flush()?;
        drop(w);
        if let Some((mode, uid, gid)) = keep {
            let f = tmp.as_file();
            // Only root may give a file away; anyone else keeps their own file anyway.
            let _ = std::os::unix::fs::fchown(f, Some(uid), Some(gid));
            f.set_permissions(fs::Permissions::from_mode(mode & 0o7777))?;
        }
        tmp.as_file().sync_all()?;
        let list = guard.lock();
        let renamed = tmp.persist(&self.target).map_err(|e| e.error);
        if renamed.is_ok() {
            written().push(self.shown.clone());
        }
        drop(list);
        renamed?;
        // The new name must survive a crash too.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    }
}

/// Refuses two outputs that would write the same file (`--output X --plot X`); each is
/// named by the option that gave it.
///
/// # Errors
/// Invalid input naming both options.
pub fn distinct(outputs: &[(&str, Option<&OutputFile>)]) -> Result<(), OutputError> {
    for (i, (flag_a, a)) in outputs.iter().enumerate() {
        for (flag_b, b) in &outputs[i + 1..] {
            if let (Some(a), Some(b)) = (a, b) {
                if a.same_target(b) {
                    return Err(OutputError::input(format!(
                        "{flag_a} and {flag_b} name the same file '{}'; give each its own file",
                        b.shown
                    )));
                }
            }
        }
    }
    Ok(())
}

/// A temporary file registered in [`IN_FLIGHT`] while it lives.
struct InFlight(PathBuf);

impl InFlight {
    /// Registers `path` in the list held as `list`, and lets the list go.
    fn register_in(
        mut list: std::sync::MutexGuard<'static, Vec<PathBuf>>,
        path: &Path,
    ) -> InFlight {
        list.push(path.to_path_buf());
        InFlight(path.to_path_buf())
    }

    /// Holds the list, so that no signal handler removes files until it is dropped.
    fn lock(&self) -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
        in_flight()
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        in_flight().retain(|p| p != &self.0);
    }
}

fn in_flight() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    IN_FLIGHT.lock().unwrap_or_else(|e| e.into_inner())
}

/// Output files written whole in this run, as named on the command line.
static WRITTEN: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn written() -> std::sync::MutexGuard<'static, Vec<String>> {
    WRITTEN.lock().unwrap_or_else(|e| e.into_inner())
}

/// Removes the temporary files of every write in flight and holds back their renames
/// for as long as the returned guard lives: for a signal handler that then ends the
/// program, so that each output is left either whole and new or as it was.
pub fn abandon_writes() -> Abandoned {
    let list = in_flight();
    for p in list.iter() {
        let _ = fs::remove_file(p);
    }
    Abandoned { _held: list }
}

/// The guard of [`abandon_writes`]: no output file is renamed into place while it lives.
pub struct Abandoned {
    /// Held, never read: dropping it lets renames go on.
    _held: std::sync::MutexGuard<'static, Vec<PathBuf>>,
}

impl Abandoned {
    /// The output files written whole before the writes were abandoned (as named on the
    /// command line), in the order they were written; every other output is as it was.
    pub fn written(&self) -> Vec<String> {
        written().clone()
    }

    /// What a front end says when a signal (`signal`, e.g. `SIGINT`) abandoned the writes:
    /// which output files were written whole, and that every other one was left as it was.
    pub fn message(&self, signal: &str) -> String {
        let written = self.written();
        let said = if written.is_empty() {
            "no output file was written; existing files were left as they were".to_string()
        } else {
            let list: Vec<String> = written
                .iter()
                .map(|w| format!("'{}'", crate::error::escape_controls(w)))
                .collect();
            format!(
                "written whole: {}; every other output file was left as it was",
                list.join(", ")
            )
        };
        format!("interrupted by {signal}; {said}")
    }
}

/// Follows symlinks from `path` to the file they name (which need not exist).
fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_SYMLINKS {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = fs::read_link(&p)?;
                p = if link.is_absolute() {
                    link
                } else {
                    folder(&p).join(link)
                };
            }
            Ok(_) => return Ok(p),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(p),
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// The folder holding `path` (`.` for a bare name).
fn folder(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// `.NAME.` for the temporary files of `target`: hidden, and easy to trace to the output.
fn temp_prefix(target: &Path) -> String {
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned());
    format!(".{}.", name.unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    fn check(p: &Path) -> OutputFile {
        OutputFile::check(p.to_str().unwrap(), "output").unwrap()
    }

    #[test]
    fn new_file_is_created_whole_and_no_temporary_is_left() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("r.md");
        let o = check(&p);
        assert_eq!(
            entries(dir.path()),
            Vec::<String>::new(),
            "check changes nothing"
        );
        o.write(b"new\n").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"new\n");
        assert_eq!(entries(dir.path()), vec!["r.md"]);
    }

    #[test]
    fn existing_file_keeps_its_permissions() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("r.md");
        fs::write(&p, "old").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o640)).unwrap();
        check(&p).write(b"new").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"new");
        let mode = fs::metadata(&p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
    }

    #[test]
    fn symlink_is_followed_to_its_target_and_stays_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target.md");
        let link = dir.path().join("link.md");
        fs::write(&target, "old").unwrap();
        symlink("target.md", &link).unwrap();
        check(&link).write(b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&target).unwrap(), b"new");
    }

    #[test]
    fn dangling_symlink_creates_its_target() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("link.md");
        symlink("made.md", &link).unwrap();
        check(&link).write(b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(dir.path().join("made.md")).unwrap(), b"new");
    }

    #[test]
    fn symlink_loop_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a");
        symlink("b", &a).unwrap();
        symlink("a", dir.path().join("b")).unwrap();
        let e = OutputFile::check(a.to_str().unwrap(), "output").unwrap_err();
        assert!(e.to_string().contains("symbolic links"), "{e}");
    }

    #[test]
    fn failed_render_leaves_the_old_file_whole_and_removes_the_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("r.md");
        fs::write(&p, "old contents").unwrap();
        let e = check(&p)
            .write_with(|w| {
                w.write_all(b"half")?;
                Err(io::Error::other("disk full"))
            })
            .unwrap_err();
        assert!(!e.is_input());
        assert!(e.to_string().contains("disk full"), "{e}");
        assert_eq!(fs::read(&p).unwrap(), b"old contents");
        assert_eq!(entries(dir.path()), vec!["r.md"]);
    }

    #[test]
    fn a_stale_temporary_of_another_run_is_not_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("r.md");
        let stale = dir.path().join(format!(".r.md.{}.tmp", std::process::id()));
        fs::write(&stale, "someone's").unwrap();
        check(&p).write(b"new").unwrap();
        let _ = check(&p).write_with(|_| Err(io::Error::other("fail")));
        assert_eq!(fs::read(&stale).unwrap(), b"someone's");
    }

    #[test]
    fn fifo_is_written_in_place_for_its_reader() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe");
        let ok = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .map(|s| s.success());
        if ok.ok() != Some(true) {
            return; // no mkfifo on this system: nothing to test
        }
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || fs::read(fifo).unwrap())
        };
        let o = check(&fifo);
        o.write(b"through the pipe").unwrap();
        assert_eq!(reader.join().unwrap(), b"through the pipe");
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    }

    #[test]
    fn directory_and_missing_folder_are_refused_as_input_errors() {
        let dir = tempfile::tempdir().unwrap();
        let e = OutputFile::check(dir.path().to_str().unwrap(), "plot").unwrap_err();
        assert!(e.is_input());
        assert!(e.to_string().contains("is a directory"), "{e}");
        let missing = dir.path().join("no/such/r.md");
        let e = OutputFile::check(missing.to_str().unwrap(), "plot").unwrap_err();
        assert!(e.is_input());
        assert!(e.to_string().starts_with("cannot write plot"), "{e}");
    }

    #[test]
    fn same_file_through_a_symlink_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("r.json");
        let link = dir.path().join("l.svg");
        symlink(&p, &link).unwrap();
        let a = check(&p);
        let b = check(&link);
        let e = distinct(&[("--output", Some(&a)), ("--plot", Some(&b))]).unwrap_err();
        assert!(e.to_string().contains("--output and --plot"), "{e}");
        let c = check(&dir.path().join("other.svg"));
        distinct(&[("--output", Some(&a)), ("--plot", Some(&c))]).unwrap();
        distinct(&[("--output", Some(&a)), ("--plot", None)]).unwrap();
    }
}
