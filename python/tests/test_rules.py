"""Rules: presets, files, errors."""

from __future__ import annotations

import json

import pytest

import punto_banco
from punto_banco import PRESETS, Rules


def test_every_preset_builds_and_names_itself():
    assert "standard" in PRESETS and "midi" in PRESETS
    for name in PRESETS:
        assert Rules.preset(name).name == name


def test_a_rules_file_reads_back_equal(tmp_path):
    midi = Rules.preset("midi")
    path = tmp_path / "midi.json"
    path.write_text(midi.to_json(), encoding="utf-8")
    again = Rules.from_file(path)
    assert again == midi
    assert Rules.from_file(str(path)) == midi
    assert again.to_dict()["naturals"] == [8, 9]


def test_an_edited_rules_document_is_a_new_rule_set():
    doc = Rules.preset("standard").to_dict()
    doc["name"] = "tie-10"
    doc["tie_pays"] = "10"
    tie10 = Rules.from_json(json.dumps(doc))
    assert tie10.name == "tie-10" and tie10 != Rules.preset("standard")


def test_unknown_preset_lists_the_known_ones():
    with pytest.raises(ValueError, match="standard") as e:
        Rules.preset("nope")
    assert "nope" in str(e.value)


def test_bad_rules_documents_raise_value_error(tmp_path):
    with pytest.raises(ValueError, match="bad rules file"):
        Rules.from_json("{not json")
    doc = Rules.preset("standard").to_dict()
    doc["naturals"] = [8, 12]
    with pytest.raises(ValueError, match="12"):
        Rules.from_json(json.dumps(doc))


def test_a_missing_rules_file_raises_os_error(tmp_path):
    with pytest.raises(OSError):
        Rules.from_file(tmp_path / "absent.json")


def test_rules_argument_must_be_a_name_or_rules():
    with pytest.raises(TypeError):
        punto_banco.ev(punto_banco.Shoe(decks=1), rules=42)  # type: ignore[arg-type]
