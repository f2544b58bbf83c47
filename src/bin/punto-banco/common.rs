//! Arguments and plumbing shared by every subcommand: the shoe, the rules, the bets and
//! the output format (the error type that decides the exit code is `failure.rs`'s).

/// A rule set named on the command line (a preset, or a rules file the library reads).
pub use punto_banco::api::rules_named as load_rules;
use punto_banco::api::{bets_file, BetsChoice, MoneySpec, RulesChoice};
use punto_banco::api::{ShoeQuestion, TableQuestion, TableSpec};
use punto_banco::report;
pub use punto_banco::report::WithNote;
use punto_banco::{Bet, ShoeSpec};
use std::io::{self, IsTerminal, Write};

pub use crate::export::Out;
pub use crate::failure::CliError;

/// The `--format` values: the library's formats (clap's `ValueEnum` with the `cli` feature).
pub use punto_banco::report::Format as OutputFormat;

/// Writes the report of `command` to `out` in one of the formats it writes
/// ([`report::check_format`]; [`crate::export::emit`], the one way every command writes
/// its report).
pub fn emit<R: serde::Serialize + report::Tabular>(
    command: &str,
    r: &R,
    format: OutputFormat,
    out: &mut Out,
) -> Result<(), CliError> {
    report::check_format(command, format)?;
    crate::export::emit(r, format, None, out)
}

/// `--table`'s help for a command that prints tables to choose from
/// ([`report::Command::tables`]) and names them in its help: its tables, with the one CSV
/// shows by default. The others take `--table` without listing their tables.
fn tables_help(command: &report::Command) -> Option<&'static str> {
    if !command.tables {
        return None;
    }
    Some(match command.name {
        "odds" => "outcomes, bets (the CSV default), totals and cards (with --detail)",
        "ev" => "bets; mid-coup: outcomes, bets (the CSV default)",
        "rules" => "punto, tableau (the CSV default), settlement; the preset list: presets",
        "compare" => "outcomes, edges (the CSV default)",
        "bets" => "bets",
        "solve" => "the one table (1)",
        "eor" => "effect (the CSV default), then effect-2, effect-3 for the --exact and --depth tables when asked for, counting (tags); or a position from 1",
        "simulate" => "inputs, exact (the CSV default), pricing, by, ...; or a position from 1",
        "merge" => "as for simulate",
        _ => return None,
    })
}

/// `--NAME` (shown `VALUE`) taking one of `values` (read as a `T`), `default` by default: each command's
/// own `--format` (its formats) and the `--lang` of a command that writes English only.
fn choice_arg<T: clap::ValueEnum + Clone + Send + Sync + 'static>(
    [name, value, help, default]: [&'static str; 4],
    values: impl IntoIterator<Item = clap::builder::PossibleValue>,
) -> clap::Arg {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    clap::Arg::new(name)
        .long(name)
        .value_name(value)
        .help(help)
        .value_parser(
            PossibleValuesParser::new(values)
                .map(|s| T::from_str(&s, true).expect("a listed value")),
        )
        .default_value(default)
}

/// `--table` for a command whose tables are `tables`.
fn table_arg(tables: &str) -> clap::Arg {
    clap::Arg::new("table")
        .long("table")
        .value_name("NAME")
        .help(format!(
            "Show only this table (table, markdown, xlsx) or another than CSV's default \
             (CSV holds one table): {tables}"
        ))
}

/// The command line with each command's own `--format`, `--table` and `--lang`, read from
/// the library's one registry of commands ([`report::COMMANDS`]: `review` keeps the
/// global `--format`, every format, its investigation file being HTML or PDF; `serve`
/// writes no report).
fn with_outputs(mut command: clap::Command) -> clap::Command {
    let writers = report::COMMANDS
        .iter()
        .filter(|c| c.name != "review" && !c.formats.is_empty());
    for registered in writers {
        let (name, formats) = (registered.name, registered.formats);
        let tables = tables_help(registered);
        let add = |mut c: clap::Command| {
            let flag = ["format", "FORMAT", "Output format", formats[0].name()];
            let values = formats
                .iter()
                .filter_map(clap::ValueEnum::to_possible_value);
            c = c.arg(choice_arg::<OutputFormat>(flag, values));
            match tables {
                Some(t) => c.arg(table_arg(t)),
                None => c,
            }
        };
        // A command with subcommands of its own (`promo`) gives the flags to each of them.
        command = command.mut_subcommand(name, |c| leaves(c, &add));
    }
    let english: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .filter(|n| !crate::lang::commands().any(|c| c == n))
        .collect();
    // Hidden on `serve`, which answers in JSON.
    let help = "Language of the text outputs: this command writes English only";
    for name in english {
        let en = [clap::builder::PossibleValue::new("en")];
        let lang = choice_arg::<punto_banco::i18n::Lang>(["lang", "LANG", help, "en"], en);
        let hide = name == "serve";
        command = command.mut_subcommand(name, |c| leaves(c, &|c| c.arg(lang.clone().hide(hide))));
    }
    // `serve` answers HTTP requests in JSON: --format is not shown there.
    #[cfg(feature = "server")]
    let command = command.mut_subcommand("serve", |c| {
        let any = clap::Arg::new("format").long("format").hide(true);
        c.arg(
            any.value_parser(clap::value_parser!(OutputFormat))
                .default_value("table"),
        )
    });
    command
}

/// `c` changed by `add`, or each of its subcommands when it has some.
fn leaves(c: clap::Command, add: &dyn Fn(clap::Command) -> clap::Command) -> clap::Command {
    let subs: Vec<String> = c
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    if subs.is_empty() {
        return add(c);
    }
    subs.iter().fold(c, |c, name| c.mut_subcommand(name, add))
}

/// `--decks` (`track` takes it with `--shoe` alone).
#[derive(Debug, Clone, clap::Args)]
pub struct DecksArg {
    /// Number of full 52-card decks in the shoe [default: 6, as on the house sheets].
    #[arg(long, value_name = "N", value_parser = parse_decks_arg, allow_hyphen_values = true)]
    pub decks: Option<u32>,
}

/// Where the cards come from.
#[derive(Debug, Clone, clap::Args)]
pub struct ShoeArgs {
    #[command(flatten)]
    pub decks: DecksArg,
    /// Cards already seen, removed from the shoe: ranks A, 2-9, 10 or T, J, Q, K, each with
    /// an optional suit s/h/d/c, separated by spaces or commas, e.g. "5 5 K Kh 10 9d". May
    /// be repeated: the lists add up in order (--removed "5 5" --removed K is "5 5 K").
    #[arg(long, value_name = "CARDS")]
    pub removed: Vec<String>,
    /// Explicit remaining counts for all 13 ranks, e.g. "A=24,2=24,...,10=24,J=24,Q=24,K=24"
    /// (instead of --decks).
    #[arg(long, value_name = "COUNTS", conflicts_with = "decks")]
    pub shoe: Option<String>,
}

/// `--decks`: 1 to the library's most decks.
pub fn parse_decks_arg(s: &str) -> Result<u32, String> {
    punto_banco::parse_decks(s).map_err(|e| e.to_string())
}

/// `review --decks`: 1 to the most decks a review reads.
pub fn parse_review_decks(s: &str) -> Result<u32, String> {
    punto_banco::review::parse_decks(s).map_err(|e| e.to_string())
}

impl ShoeArgs {
    /// The shoe fields of a request.
    pub fn spec(&self) -> ShoeSpec {
        ShoeSpec {
            decks: self.decks.decks,
            removed: self.removed(),
            shoe: self.shoe.clone(),
        }
    }

    /// Every `--removed` list, joined by spaces in the order given.
    pub fn removed(&self) -> Option<String> {
        (!self.removed.is_empty()).then(|| self.removed.join(" "))
    }
}

/// A rebate (rolling commission): `odds`, `track` and `simulate` take it as `ev` does.
#[derive(Debug, Clone, clap::Args)]
pub struct RebateArgs {
    /// A rebate (rolling commission): the share of the stake paid back on every coup a bet
    /// is resolved (won or lost; nothing on a push), e.g. 1.5%, 0.015 or 3/200. The EV rises
    /// by the rebate times the chance the bet does not push.
    #[arg(long, value_name = "SHARE")]
    pub rebate: Option<String>,
    /// The bets the rebate covers: main (Punto, Banco, Égalité) or all [default: all].
    #[arg(long, value_name = "main|all", requires = "rebate")]
    pub rebate_bets: Option<String>,
}

/// A stake suggestion for the next coup (`ev --batch` takes none: its flag refuses one;
/// `simulate`'s staking model is its own pair, both needed).
#[derive(Debug, Clone, clap::Args)]
pub struct StakeArgs {
    /// A bankroll: each bet with a positive EV gets a suggested stake, bankroll x EV / Var
    /// (the stake of `simulate`'s exact player), in the JSON field `stake`.
    #[arg(long, value_name = "MONEY")]
    pub bankroll: Option<u64>,
    /// The table maximum that caps each stake (an Égalité bet at an eighth of it).
    #[arg(long, value_name = "MONEY", requires = "bankroll")]
    pub table_max: Option<u64>,
}

/// The money part of a question: a rebate and a stake suggestion for the next coup.
#[derive(Debug, Clone, clap::Args)]
pub struct MoneyArgs {
    #[command(flatten)]
    pub rebate: RebateArgs,
    #[command(flatten)]
    pub stake: StakeArgs,
}

impl MoneyArgs {
    /// The money fields of a request.
    pub fn spec(&self) -> MoneySpec {
        MoneySpec {
            rebate: self.rebate.rebate.clone(),
            rebate_bets: self.rebate.rebate_bets.clone(),
            bankroll: self.stake.bankroll,
            table_max: self.stake.table_max,
        }
    }
}

/// The rule set(s) to use.
#[derive(Debug, Clone, clap::Args)]
pub struct RulesArgs {
    /// Rule set: a preset (standard, midi, tie-9, commission-4, ez, super-6, gold) or a
    /// rules JSON file (see `punto-banco rules standard --format json`).
    #[arg(long, value_name = "NAME|FILE", default_value = "standard")]
    pub rules: String,
}

impl RulesArgs {
    /// The rule set for a request.
    pub fn choice(&self) -> Result<RulesChoice, CliError> {
        Ok(load_rules(&self.rules)?)
    }
}

/// Which bets to price.
#[derive(Debug, Clone, clap::Args)]
pub struct BetsArgs {
    /// Bets to show, comma-separated ids (punto, banco, tie, dragon_7, ...), or the groups
    /// `main`, `side`, `all` [default: main]. `punto-banco bets` lists them.
    #[arg(long, value_name = "IDS")]
    pub bets: Option<String>,
    /// A JSON file of custom bets (one bet, or {"bets": [...]}) priced after the others; a
    /// bet with a built-in id replaces that bet's pay table.
    #[arg(long, value_name = "FILE")]
    pub bets_file: Option<String>,
}

impl BetsArgs {
    /// The selection of built-in bets for a request.
    pub fn choice(&self) -> BetsChoice {
        BetsChoice::Text(self.bets.clone().unwrap_or_else(|| "main".into()))
    }

    /// The custom bets of `--bets-file`.
    pub fn custom(&self) -> Result<Vec<Bet>, CliError> {
        custom_bets(self.bets_file.as_deref())
    }
}

/// One bet to play or solve (`solve`, `promo loss-rebate`, `promo statement`): a built-in
/// id or one of the custom bets of `--bets-file`. `solve` words `--bet`'s default its own
/// way (`mut_arg` on its `Args`).
#[derive(Debug, Clone, clap::Args)]
pub struct BetArg {
    /// The bet played every coup: a built-in id or an id in --bets-file [default: banco].
    #[arg(long, value_name = "ID")]
    pub bet: Option<String>,
    /// A JSON file of custom bets (one bet, or {"bets": [...]}).
    #[arg(long, value_name = "FILE")]
    pub bets_file: Option<String>,
}

impl BetArg {
    /// The bet fields of a request: the id asked for (none: the request's default) and
    /// the custom bets of `--bets-file` (read here), which the id may name.
    pub fn choice(&self) -> Result<(Option<String>, Vec<Bet>), CliError> {
        Ok((self.bet.clone(), custom_bets(self.bets_file.as_deref())?))
    }
}

/// The custom bets of a `--bets-file` (`punto_banco::api::bets_file`), none without one.
pub fn custom_bets(file: Option<&str>) -> Result<Vec<Bet>, CliError> {
    Ok(file.map(bets_file).transpose()?.unwrap_or_default())
}

/// A request of the shared flags: the shoe of `--decks`/`--removed`/`--shoe` and the
/// table of `--rules`, `--bets` and `--bets-file` (read here, the rules file first); the
/// one place these flags become request fields.
pub fn question<R: Default + ShoeQuestion + TableQuestion>(
    shoe: &ShoeArgs,
    rules: &RulesArgs,
    bets: &BetsArgs,
) -> Result<R, CliError> {
    let mut req = R::default();
    req.set_shoe(shoe.spec());
    req.set_table(table(rules, bets)?);
    Ok(req)
}

/// The table of `--rules`, `--bets` and `--bets-file` (the rules file read first).
pub fn table(rules: &RulesArgs, bets: &BetsArgs) -> Result<TableSpec, CliError> {
    Ok(TableSpec {
        rules: rules.choice()?,
        bets: bets.choice(),
        custom_bets: bets.custom()?,
    })
}

/// Matches the command line. A usage error (unknown flag, invalid value, ...) prints as one
/// line on stderr, with the allowed values and clap's "did you mean" tip when it has one,
/// and exits 2, like every other invalid input. No arguments at all is such an error (one
/// line naming the commands), not a page of help. `--help` and `--version` print as usual,
/// but a failure to write them (closed stdout, full disk) exits 1 with a message.
pub fn arg_matches<T: clap::CommandFactory>() -> clap::ArgMatches {
    use clap::error::ErrorKind as K;
    // `report` prices every bet by default; its --bets help says so (the shared text says
    // main, the default of the other commands).
    let command = with_outputs(T::command()).mut_subcommand("report", |c| {
        c.mut_arg("bets", |a| {
            a.help(
                "Bets to show, comma-separated ids (punto, banco, tie, dragon_7, ...), or \
                     the groups `main`, `side`, `all` [default: all]. `punto-banco bets` lists \
                     them",
            )
        })
    });
    let e = match command.try_get_matches() {
        Ok(m) => return m,
        Err(e) => e,
    };
    match e.kind() {
        K::DisplayHelp | K::DisplayVersion => print_help(&e),
        K::DisplayHelpOnMissingArgumentOrSubcommand => {
            let cmd = T::command();
            let names: Vec<&str> = cmd
                .get_subcommands()
                .map(|c| c.get_name())
                .filter(|n| *n != "help")
                .collect();
            error_line(&format!(
                "no command given; the commands are {}; try '{} --help'",
                names.join(", "),
                cmd.get_name()
            ));
        }
        _ => {
            let text = e.render().to_string();
            let mut parts: Vec<String> = Vec::new();
            for l in text.lines().map(str::trim) {
                if l.is_empty() || l.starts_with("Usage:") || l.starts_with("For more information")
                {
                    continue;
                }
                // clap's suggestion ("tip: a similar argument exists: '--decks'") is kept,
                // joined to the error line.
                match l.strip_prefix("tip:") {
                    Some(tip) => parts.push(format!("; tip:{tip}")),
                    None if parts.is_empty() => parts.push(l.to_string()),
                    None => parts.push(format!(" {l}")),
                }
            }
            let _ = writeln!(io::stderr(), "{}", punto_banco::shown(&parts.concat()));
        }
    }
    std::process::exit(2)
}

/// Prints `error: {msg}` on stderr, shown as every message is (control characters
/// escaped, echoes cut: [`punto_banco::shown`]); a stderr that cannot be written is
/// ignored (the exit code still tells), never a panic.
pub fn error_line(msg: &str) {
    let _ = writeln!(io::stderr(), "error: {}", punto_banco::shown(msg));
}

/// Writes clap's help or version text to stdout and exits: 0 when written (or when the
/// reader went away, as for any output), 1 with a message when it could not be written.
fn print_help(e: &clap::Error) -> ! {
    let styled = e.render();
    let text = if io::stdout().is_terminal() {
        styled.ansi().to_string()
    } else {
        styled.to_string()
    };
    use punto_banco::outfile::stdout;
    let result = if stdout::is_open() {
        let mut out = io::stdout().lock();
        out.write_all(text.as_bytes()).and_then(|()| out.flush())
    } else {
        Err(stdout::closed())
    };
    match result {
        Ok(()) => std::process::exit(0),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            error_line(&format!("cannot write output: {e}"));
            std::process::exit(1)
        }
    }
}
