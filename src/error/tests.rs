//! The error type's unit tests: templates worded by front ends, clipping.
use super::*;

/// A front end's terms, for the tests: each input in angle brackets.
#[derive(Debug)]
struct Angles;

impl Words for Angles {
    fn input(&self, input: Input) -> Cow<'static, str> {
        format!("<{}>", input.name()).into()
    }
}

#[test]
fn a_template_is_worded_by_the_front_end_and_displayed_neutral() {
    let e = Error::templated(
        ErrorKind::BadStudy,
        vec![
            "only ".into(),
            Input::FirstShoe.into(),
            " and ".into(),
            Input::Shoes.into(),
            " may differ; try ".into(),
            Part::Ask(Question::Compare, Input::Rules, "a,b".into()),
        ],
    );
    assert_eq!(
        e.to_string(),
        "only first_shoe and shoes may differ; try compare with rules a,b"
    );
    assert_eq!(
        e.worded(&Angles),
        "only <first_shoe> and <shoes> may differ; try compare with <rules> a,b"
    );
    assert_eq!(e.which_input(), Some(Input::FirstShoe));
    assert_eq!(
        e.clone().input_is(Input::Tags).which_input(),
        Some(Input::Tags)
    );
    assert_eq!(e.at(Input::Tags).which_input(), Some(Input::FirstShoe));
}

#[test]
fn a_message_without_inputs_reads_the_same_in_every_front_end() {
    let e = Error::bet("bet 'x' is unknown")
        .at(Input::Bets)
        .with_value("x");
    assert_eq!(e.worded(&Angles), e.to_string());
    assert_eq!((e.which_input(), e.value()), (Some(Input::Bets), Some("x")));
    assert_eq!(e.allowed(), None);
}

#[test]
fn a_worded_message_is_clipped_like_the_displayed_one() {
    let long = "Z".repeat(5000);
    let e = Error::named(
        ErrorKind::BadRules,
        Input::Rules,
        format!(" takes one, not '{long}'"),
    );
    let worded = e.worded(&Angles);
    assert!(
        worded.starts_with("<rules> takes one, not 'ZZZ"),
        "{worded}"
    );
    assert!(worded.len() < 1024 && e.to_string().len() < 1024);
}
