//! The tables each command prints, named as `--table` takes them: the one list that the
//! command line's `--table` help reads (the formats each command writes are
//! [`super::OUTPUTS`]).

/// Each command that prints tables to choose from, with its tables in words (the one CSV
/// shows by default marked): what its `--table` help lists.
pub const TABLES: &[(&str, &str)] = &[
    ("odds", "outcomes, bets (the CSV default), totals and cards (with --detail)"),
    ("ev", "bets; mid-coup: outcomes, bets (the CSV default)"),
    ("rules", "punto, tableau (the CSV default), settlement; the preset list: presets"),
    ("compare", "outcomes, edges (the CSV default)"),
    ("bets", "bets"),
    ("solve", "the one table (1)"),
    ("eor", "effect (the CSV default), then effect-2, effect-3 for the --exact and --depth tables when asked for, counting (tags); or a position from 1"),
    ("simulate", "inputs, exact (the CSV default), pricing, by, ...; or a position from 1"),
    ("merge", "as for simulate"),
];

/// The tables of `command` in words ([`TABLES`]), `None` for a command without tables to
/// choose from.
///
/// ```
/// use punto_banco::report::tables_of;
/// assert_eq!(tables_of("compare"), Some("outcomes, edges (the CSV default)"));
/// assert_eq!(tables_of("track"), None);
/// ```
pub fn tables_of(command: &str) -> Option<&'static str> {
    TABLES.iter().find(|(c, _)| *c == command).map(|(_, t)| *t)
}
