//! The programme statement (`promo statement`): one page in the reader's language — the
//! terms, the house's account per trip for the player who plays every coup and the one who
//! quits at the best moment, the break-even terms, the player's best response, the
//! published figures reproduced, and the convention — written by the par sheet's writers
//! (Markdown, HTML, PDF) as a [`Document`], and as tables (terminal, CSV) through
//! [`Tabular`]. Every word is a message of `src/i18n/ftl/*/promo.ftl`.

use crate::api::{Amount, PlayerTrip, PromoStatementReport, PublishedPromo};
use crate::i18n::{Arg, Lang};
use crate::report::investigation::{table_blocks, Document};
use crate::report::parsheet::block::{self, bet_name_of_id, Block, Part};
use crate::report::parsheet::text::bet_name;
use crate::report::views::names::{bet_on, bet_on_id, exact_units_args, units_plural};
use crate::report::{fmt, Align, Cell, Table, Tabular};

/// One amount of a player's trip.
type Pick = fn(&PlayerTrip) -> &Amount;

/// A share as a percentage argument, with `places` decimals.
fn pct(a: &Amount, places: usize) -> Arg {
    Arg::Percent(100.0 * a.decimal, places)
}

/// An exact value as a decimal argument with four places.
fn exact_units(e: &crate::ratio::Exact) -> Arg {
    Arg::Decimal(e.to_f64(), 4)
}

/// A figure in units as argument `name` (`x` to `places` decimals) with the arguments
/// that choose the noun after it (`name-i`, `name-n`: see [`units_plural`]).
fn units_args(name: &'static str, x: f64, places: usize) -> [(&'static str, Arg); 3] {
    let (i, n) = units_plural(x, places);
    let (name_i, name_n) = match name {
        "value" => ("value-i", "value-n"),
        "to" => ("to-i", "to-n"),
        "approx" => ("approx-i", "approx-n"),
        "loss" => ("loss-i", "loss-n"),
        _ => ("diff-i", "diff-n"),
    };
    [(name, Arg::Decimal(x, places)), (name_i, i), (name_n, n)]
}

impl PromoStatementReport {
    fn bet_in(&self, l: Lang) -> String {
        bet_name(l, &self.bet.name)
    }

    fn terms_table(&self, l: Lang) -> Table {
        let mut t = block::table(
            l,
            l.m("pm-h-terms-table"),
            &[("pm-col-term", Align::Left), ("pm-col-value", Align::Left)],
        );
        let none = l.m("pm-term-none");
        let s = &self.terms;
        let commission = match (&s.commission, s.commission_on) {
            (Some(c), Some("turnover")) => {
                l.msg("pm-term-commission-turnover", &[("pct", pct(c, 2))])
            }
            (Some(c), _) => l.msg("pm-term-commission-lost", &[("pct", pct(c, 2))]),
            _ => none.clone(),
        };
        let rebate = match s.rebate.decimal > 0.0 {
            true => l.msg("pm-term-rebate-value", &[("pct", pct(&s.rebate, 2))]),
            false => none.clone(),
        };
        let limit = s.loss_limit.as_ref().map_or(none.clone(), |e| {
            l.msg("pm-term-limit-value", &exact_units_args(&e.0))
        });
        let chips = |n: u32| match n {
            0 => none.clone(),
            n => l.msg("pm-term-chips-value", &[("n", Arg::int(n))]),
        };
        let rows = [
            ("pm-term-bet", self.bet_in(l)),
            (
                "pm-term-edge",
                l.msg("pm-pct", &[("pct", pct(&self.house_edge, 4))]),
            ),
            ("pm-term-commission", commission),
            ("pm-term-rebate", rebate),
            (
                "pm-term-trip",
                l.msg("pm-term-trip-value", &[("coups", Arg::int(s.coups))]),
            ),
            ("pm-term-limit", limit),
            ("pm-term-match-play", chips(s.match_play)),
            ("pm-term-free-bet", chips(s.free_bet)),
        ];
        for (id, value) in rows {
            t.row(vec![Cell::text(l.m(id)), Cell::text(value)]);
        }
        t.named("terms")
    }

    fn account_table(&self, l: Lang) -> Table {
        let mut t = block::table(
            l,
            l.m("pm-h-account-table"),
            &[
                ("pm-col-figure", Align::Left),
                ("pm-col-every-coup", Align::Right),
                ("pm-col-best-response", Align::Right),
            ],
        );
        let (a, b) = (&self.every_coup, &self.best_response_trip);
        let rows: [(&str, Pick); 6] = [
            ("pm-row-coups", |p| &p.coups),
            ("pm-row-theo", |p| &p.theoretical_win),
            ("pm-row-commission", |p| &p.commission),
            ("pm-row-rebate", |p| &p.rebate),
            ("pm-row-chips", |p| &p.chips),
            ("pm-row-net", |p| &p.net),
        ];
        for (id, pick) in rows {
            let cell = |p: &PlayerTrip| {
                let x = pick(p).decimal;
                let c = match id {
                    "pm-row-net" => fmt::signed_decimal_cell(x, 4),
                    _ => fmt::decimal_cell(x, 4),
                };
                block::num(l, c)
            };
            t.row(vec![Cell::text(l.m(id)), cell(a), cell(b)]);
        }
        t.notes.push(l.m("pm-account-units"));
        t.named("account")
    }

    fn break_even_lines(&self, l: Lang) -> Vec<String> {
        let be = &self.break_even;
        let turnover = self.terms.commission_on == Some("turnover");
        let mut out = vec![match (&be.commission, turnover) {
            (Some(c), false) => l.msg("pm-be-commission-lost", &[("pct", pct(c, 4))]),
            (Some(c), true) => l.msg("pm-be-commission-turnover", &[("pct", pct(c, 4))]),
            (None, _) => l.m("pm-be-commission-none"),
        }];
        out.push(match &be.rebate {
            Some(r) => l.msg("pm-be-rebate", &[("pct", pct(r, 4))]),
            None => l.m("pm-be-rebate-none"),
        });
        let life = ("life", Arg::Decimal(self.dead_chip_life.decimal, 4));
        out.push(match turnover {
            false => l.msg(
                "pm-be-dead-chip-lost",
                &[("pct", pct(&be.dead_chip_commission, 4)), life],
            ),
            true => l.msg(
                "pm-be-dead-chip-turnover",
                &[("pct", pct(&be.dead_chip_commission, 4)), life],
            ),
        });
        let value = units_args("value", self.best_response.value.decimal, 4);
        out.push(l.msg("pm-be-best", &value));
        out
    }

    fn best_lines(&self, l: Lang) -> Vec<String> {
        let b = &self.best_response;
        let [value, value_i, value_n] = units_args("value", b.value.decimal, 4);
        let mut out = vec![l.msg(
            "pm-best-value",
            &[value, value_i, value_n, ("pct", pct(&b.p_ahead, 2))],
        )];
        out.push(match (&b.play_from, &b.play_to) {
            (Some(from), Some(to)) => {
                let [to, to_i, to_n] = units_args("to", to.to_f64(), 4);
                l.msg(
                    "pm-best-band",
                    &[("from", exact_units(from)), to, to_i, to_n],
                )
            }
            _ => l.m("pm-best-never"),
        });
        if let Some(j) = &b.jacobson {
            let mut args = vec![("win", Arg::Decimal(j.quit_win, 2))];
            args.extend(units_args("approx", j.value, 4));
            args.extend(units_args("loss", j.quit_loss, 2));
            args.extend(units_args("diff", j.difference, 4));
            out.push(l.msg("pm-best-jacobson", &args));
        }
        for (id, chip) in [
            ("pm-best-match-play", &b.match_play),
            ("pm-best-free-bet", &b.free_bet),
        ] {
            out.push(l.msg(
                id,
                &[
                    ("bet", Arg::text(bet_name(l, &chip.bet.name))),
                    ("bet-on", Arg::text(bet_on(l, &chip.bet.id, &chip.bet.name))),
                    ("pct", pct(&chip.value, 2)),
                ],
            ));
        }
        out
    }

    fn published_what(p: &PublishedPromo, l: Lang) -> String {
        let names: Vec<String> = p.bets.iter().map(|id| bet_name_of_id(l, id)).collect();
        let join = l.m("pm-and");
        let on: Vec<String> = p.bets.iter().map(|id| bet_on_id(l, id)).collect();
        l.msg(
            &format!("pm-q-{}", p.quantity.replace('_', "-")),
            &[
                ("bets", Arg::text(names.join(&format!(" {join} ")))),
                ("bets-on", Arg::text(on.join(&format!(" {join} ")))),
                ("rules", Arg::text(p.rules.clone())),
                ("decks", Arg::int(p.decks)),
            ],
        )
    }

    fn published_table(&self, l: Lang) -> Table {
        let mut t = block::table(
            l,
            l.m("pm-h-published-table"),
            &[
                ("pm-col-figure", Align::Left),
                ("pm-col-published", Align::Right),
                ("pm-col-computed", Align::Right),
                ("pm-col-agrees", Align::Left),
                ("pm-col-source", Align::Left),
            ],
        );
        for p in &self.published {
            let places = p.published.split('.').nth(1).map_or(0, str::len) + 2;
            t.row(vec![
                Cell::text(Self::published_what(p, l)),
                Cell::text(l.localize_number(&p.published)),
                block::num(l, fmt::decimal_cell(p.computed.decimal, places)),
                Cell::text(l.m(if p.agrees { "pm-yes" } else { "pm-no" })),
                Cell::text(p.source.clone()),
            ]);
        }
        t.named("published")
    }

    fn title(&self, l: Lang) -> String {
        l.msg(
            "pm-title",
            &[
                ("bet", Arg::text(self.bet_in(l))),
                ("cards", Arg::int(self.shoe.cards)),
                ("rules", Arg::text(self.rules.name.clone())),
            ],
        )
    }

    /// The statement in `lang`: one page, written by [`Document::markdown`],
    /// [`Document::html`] and `Document::pdf`.
    pub fn statement(&self, lang: Lang) -> Document {
        let l = lang;
        let b = |blk: Block| Part::Block(blk);
        let h = |n: usize, id: &str| b(Block::Heading(2, format!("{n}. {}", l.m(id))));
        let mut d = vec![b(Block::Heading(1, self.title(l)))];
        d.push(b(Block::Para(l.m("pm-intro"))));
        d.push(h(1, "pm-h-terms"));
        table_blocks(&untitled(self.terms_table(l)), &mut d);
        d.push(h(2, "pm-h-account"));
        d.push(b(Block::Para(l.m("pm-account-para"))));
        table_blocks(&untitled(self.account_table(l)), &mut d);
        d.push(h(3, "pm-h-break-even"));
        d.push(b(Block::List(self.break_even_lines(l))));
        d.push(h(4, "pm-h-best"));
        d.push(b(Block::List(self.best_lines(l))));
        d.push(h(5, "pm-h-published"));
        d.push(b(Block::Para(l.m("pm-published-para"))));
        table_blocks(&untitled(self.published_table(l)), &mut d);
        d.push(h(6, "pm-h-method"));
        d.push(b(Block::Para(l.m("pm-method"))));
        let footer = vec![l.msg(
            "pm-footer",
            &[
                ("tool", Arg::text(crate::api::TOOL)),
                ("version", Arg::text(crate::api::VERSION)),
                ("commit", Arg::text(crate::api::COMMIT)),
            ],
        )];
        Document::new(l, d, footer)
    }
}

/// `t` without its title (a heading introduces it in the page).
fn untitled(mut t: Table) -> Table {
    t.title = String::new();
    t
}

impl Tabular for PromoStatementReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, l: Lang) -> Vec<Table> {
        let mut terms = self.terms_table(l);
        terms.title = self.title(l);
        terms.notes.push(l.m("pm-intro"));
        let mut account = self.account_table(l);
        account.notes.extend(self.break_even_lines(l));
        account.notes.extend(self.best_lines(l));
        let mut published = self.published_table(l);
        published.notes.push(l.m("pm-method"));
        vec![terms, account, published]
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("account")
    }
}
