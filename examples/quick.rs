use punto_banco::*;
fn main() {
    let rules = Rules::preset("standard").unwrap();
    let bets: Vec<Bet> = builtin_ids()
        .into_iter()
        .map(|id| builtin(id, &rules).unwrap())
        .collect();
    let pricer = Pricer::new(&rules, &bets).unwrap();
    let shoe = Shoe::with_decks(8).unwrap();
    for _ in 0..2000 {
        let priced = pricer.price(std::hint::black_box(&shoe));
        std::hint::black_box(
            priced
                .iter()
                .map(|p| p.result().unwrap().ev())
                .collect::<Vec<_>>(),
        );
    }
}
