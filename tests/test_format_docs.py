"""The game format, published from the model: docs/reference.md and docs/game.schema.json are what the
generators write (so they cannot drift), the JSON Schema is valid draft 2020-12, and every good game file
validates against it while broken ones do not."""

from __future__ import annotations

import json

import pytest
import yaml

from tests.conftest import DATA, ROOT, run_cli

DOCS = ROOT / "docs"
GOOD = sorted((ROOT / "data").glob("*.yaml")) + sorted(DATA.glob("*.yaml")) + sorted((DOCS / "examples").glob("*.yaml"))


class _Loader(yaml.SafeLoader):
    """Mapping keys as text, as printkit's loader and a YAML language server read them ('0512', '1')."""


def _mapping(loader, node):
    loader.flatten_mapping(node)
    return {str(loader.construct_object(k, deep=True)): loader.construct_object(v, deep=True) for k, v in node.value}


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


@pytest.fixture(scope="module")
def validator():
    from jsonschema import Draft202012Validator

    schema = json.loads((DOCS / "game.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def test_reference_is_what_the_generator_writes(capsys):
    code, out, _ = run_cli(capsys, "schema", "--reference")
    assert code == 0
    assert (DOCS / "reference.md").read_text(encoding="utf-8") == out, "run `make docs` and commit docs/reference.md"


def test_schema_is_what_the_generator_writes(capsys):
    code, out, _ = run_cli(capsys, "schema")
    assert code == 0
    assert json.loads(out)["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert (DOCS / "game.schema.json").read_text(encoding="utf-8") == out, "run `make docs` and commit it"


def test_every_key_is_described():
    from printkit.spec.reference import missing_descriptions

    assert missing_descriptions() == []


def test_the_reference_names_every_record_and_key():
    from printkit.spec.fields import model

    text = (DOCS / "reference.md").read_text(encoding="utf-8")
    for record in model():
        assert f"\n## {record.name}\n" in text
        for key in record.keys:
            assert f"| `{key.name}` |" in text
    assert "| `lang` |" not in text  # set by the loader, not a key of the file


@pytest.mark.parametrize("path", GOOD, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_good_game_file_validates_against_the_schema(path, validator):
    from jsonschema.exceptions import best_match

    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
    error = best_match(validator.iter_errors(data))
    assert error is None, f"{'/'.join(map(str, error.absolute_path))}: {error.message}"


@pytest.mark.parametrize("name, where", [
    ("bad/unknown_key.yaml", "sides/red"),  # 'colour'
    ("bad/bad_length.yaml", "counter_sheet/size"),  # 16, no unit
    ("bad/provenance.yaml", "charts/odd/kind"),  # 'pie'
    ("bad_maker/terrain_fill.yaml", "maps/main/terrain"),  # no colour
    ("bad_maker/one_bad_key.yaml", "sides/red/color"),  # '#e8b4a'
])
def test_the_schema_rejects_what_the_loader_rejects(name, where, validator):
    data = yaml.load((DATA / name).read_text(encoding="utf-8"), Loader=_Loader)
    paths = ["/".join(map(str, e.absolute_path)) for e in validator.iter_errors(data)]
    assert any(p.startswith(where) for p in paths), paths


def test_the_schema_knows_the_kinds_and_choices():
    from printkit.spec.json_schema import schema

    s = schema()
    grid = s["$defs"]["HexGrid"]
    assert grid["required"] == ["orientation", "labels", "columns", "rows"]
    assert grid["properties"]["shifted"] == {**grid["properties"]["shifted"], "enum": ["odd", "even"], "default": "even"}
    assert grid["additionalProperties"] is False
    maps = s["$defs"]["Game"]["properties"]["maps"]["additionalProperties"]
    assert maps["properties"]["kind"]["enum"] == ["area", "hex", "display"]
    assert "id" not in s["$defs"]["Side"].get("required", [])  # a mapping's key is the id
    assert s["$defs"]["Terrain"]["required"] == ["name", "color"]
