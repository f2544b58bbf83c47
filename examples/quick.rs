use punto_banco::*;
fn main() {
    let rules = Rules::preset("standard").unwrap();
    let pairs = std::env::args().nth(1).as_deref() == Some("pairs");
    let n: u32 = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(5000);
    let shoe = Shoe::with_decks(8).unwrap();
    let t0 = std::time::Instant::now();
    for _ in 0..n {
        std::hint::black_box(enumerate(&shoe, &rules, pairs));
    }
    println!("pairs={pairs} {:?} per shoe", t0.elapsed() / n);
}
