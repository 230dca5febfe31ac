from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from skilleval.grading import grade_answer
from skilleval.language.identifiers import extract_identifiers, split_key_value
from skilleval.loading.evalset import load_evalset
from skilleval.loading.skill import load_skill
from skilleval.loading.workspace import load_workspace
from skilleval.rubric.derive import derive_checks
from tests.conftest import EXAMPLE, SkillMaker

ITEM = {
    "id": "a",
    "question": "How?",
    "expected_skill": "demo-skill",
    "ground_truth": "So.",
    "expected_behavior": ["Do it"],
}


def codes(evalset: object) -> list[str]:
    return [f.code for f in evalset.findings]  # type: ignore[attr-defined]


def load(folder: Path):  # type: ignore[no-untyped-def]
    skill = load_skill(folder)
    return skill, load_evalset(folder, skill.name)


def test_example_skill_checklist_is_parsed() -> None:
    skill = load_skill(EXAMPLE)
    checklist = skill.answer_checklist
    assert checklist is not None and checklist.ordered and checklist.is_answer
    assert [s.index for s in checklist.steps] == [1, 2, 3, 4, 5]
    assert "recompute_granularity=full" in checklist.steps[3].identifiers
    assert "recompute_num_layers" in checklist.steps[3].identifiers
    assert checklist.steps[0].line > skill.body_line
    assert skill.card is not None and "model.recompute_method" in skill.card.config_keys
    assert skill.card.recommended_path[0][0] == "first_try"
    assert skill.section("Answer Checklist") is not None


def test_identifier_forms_are_normalised() -> None:
    ids = extract_identifiers('Use `a_b = "x"` and c_d=[\'e\', "f"] plus --flag-x and ENV_V=1')
    assert ids == ["a_b=x", "c_d=[e,f]", "--flag-x", "ENV_V=1"]
    assert split_key_value('key = "v"') == ("key", "v")


@pytest.mark.parametrize(
    ("data", "shape", "count"),
    [
        ([ITEM, {**ITEM, "id": "b"}], "list", 2),
        ({"skill": "demo-skill", "cases": [ITEM]}, "skill_cases", 1),
        ({"version": 1, "skill": "demo-skill", "cases": [ITEM]}, "versioned", 1),
        (
            {
                "version": 1,
                "skill": "demo-skill",
                "description": "d",
                "cases": [{**ITEM, "expected_references": ["references/x.md"], "must_not": ["Y"]}],
            },
            "versioned",
            1,
        ),
        (ITEM, "single", 1),
        (
            {
                "skill_name": "demo-skill",
                "evals": [
                    {
                        "id": 1,
                        "prompt": "P",
                        "expected_output": "E",
                        "files": [],
                        "assertions": [
                            "plain",
                            {"name": "n", "text": "named"},
                            {"text": "t", "type": "contains_phrase", "phrase": "gst"},
                            {"text": "p", "type": "not_contains_pattern", "pattern": "sk-[a-z]+"},
                        ],
                    }
                ],
            },
            "skill_creator",
            1,
        ),
        (
            {
                "skill_name": "demo-skill",
                "evals": [{"id": 2, "prompt": "P", "expectations": ["e"]}],
            },
            "skill_creator",
            1,
        ),
    ],
)
def test_every_dataset_shape_loads(
    make_skill: SkillMaker, data: object, shape: str, count: int
) -> None:
    _, evalset = load(make_skill(evals=data))
    assert evalset.shapes == (shape,)
    assert len(evalset.cases) == count
    assert all(c.prompt for c in evalset.cases)


def test_skill_creator_mapping(make_skill: SkillMaker) -> None:
    data = {
        "skill_name": "demo-skill",
        "evals": [
            {
                "id": 1,
                "prompt": "P",
                "expected_output": "E",
                "assertions": [
                    "plain",
                    {"name": "n", "text": "named"},
                    {"text": "t", "type": "contains_phrase", "phrase": "gst"},
                ],
            }
        ],
    }
    _, evalset = load(make_skill(evals=data))
    case = evalset.cases[0]
    assert case.id == "1" and case.ground_truth == "E" and case.routing == "unlabeled"
    assert [b.text for b in case.behaviors] == ["plain", "named"]
    assert case.behaviors[1].name == "n"
    assert case.assertions[0].type == "contains_phrase" and case.assertions[0].pattern == "gst"


def test_routing_rules(make_skill: SkillMaker) -> None:
    data = [
        {"id": "pos", "question": "q", "expected_skill": "demo-skill"},
        {"id": "neg", "question": "q", "expected_skill": None},
        {"id": "sib", "question": "q", "expected_skill": "other-skill"},
        {"id": "trig", "question": "q", "expected_skill": None, "should_trigger": True},
        {"id": "none", "question": "q", "expected_script": "None"},
        {
            "id": "tag",
            "question": "q",
            "expected_behavior": ["[abstained_appropriately] Says no"],
            "acceptable_skills": ["alt"],
        },
    ]
    _, evalset = load(make_skill(evals=data))
    routing = {c.id: c.routing for c in evalset.cases}
    assert routing == {
        "pos": "positive",
        "neg": "negative",
        "sib": "negative",
        "trig": "positive",
        "none": "unlabeled",
        "tag": "unlabeled",
    }
    by_id = {c.id: c for c in evalset.cases}
    assert by_id["sib"].expected_skill == "other-skill"
    assert by_id["none"].expected_script is None
    assert by_id["tag"].behaviors[0].tag == "abstained_appropriately"
    assert by_id["tag"].behaviors[0].text == "Says no"
    assert by_id["tag"].acceptable_skills == ("alt",)


def test_a_skills_list_routes_a_case(make_skill: SkillMaker) -> None:
    data = [
        {"name": "mine", "skills": ["demo-skill", "evaluation"], "query": "Compare the runs."},
        {"name": "other", "skills": ["evaluation"], "query": "Launch an eval."},
        {"name": "none", "skills": [], "query": "Write a haiku."},
    ]
    _, evalset = load(make_skill(evals=data))
    by_id = {c.id: c for c in evalset.cases}
    assert {i: c.routing for i, c in by_id.items()} == {
        "mine": "positive",
        "other": "negative",
        "none": "negative",
    }
    assert by_id["mine"].prompt == "Compare the runs."
    assert by_id["other"].expected_skill == "evaluation"
    assert by_id["none"].expected_skill is None


def test_a_dataset_kept_as_tests_evals_json_is_read(make_skill: SkillMaker) -> None:
    """Some catalogs keep a skill's cases in tests/evals.json; its other files are fixtures."""
    folder = make_skill()
    (folder / "tests").mkdir()
    data = [{"name": "mine", "skills": ["demo-skill"], "query": "Compare the runs."}]
    (folder / "tests" / "evals.json").write_text(json.dumps(data), encoding="utf-8")
    (folder / "tests" / "fixture.json").write_text(json.dumps(data), encoding="utf-8")
    _, evalset = load(folder)
    assert [c.id for c in evalset.cases] == ["mine"]
    assert [Path(f).parts[-2:] for f in evalset.files] == [("tests", "evals.json")]


def test_one_case_per_file_under_tests_is_read_and_fixtures_are_not(
    make_skill: SkillMaker,
) -> None:
    """A catalog keeps single cases as tests/<name>.json that name the skills they are for;
    the other data files there are fixtures: skipped without a finding."""
    folder = make_skill()
    (folder / "tests").mkdir()
    case = {"skills": ["demo-skill"], "query": "Serve ./m-fp8.", "expected_behavior": ["Reads it"]}
    (folder / "tests" / "fp8-local.json").write_text(json.dumps(case), encoding="utf-8")
    fixtures = {
        "workflow_query.json": json.dumps({"status": "PENDING", "tasks": []}),
        "rows.json": json.dumps([{"query": "a fixture row"}]),
        "other.json": json.dumps({"skill_name": "another-skill", "evals": [{"prompt": "p"}]}),
        "broken.json": "{not json",
        "empty.yaml": "",
    }
    for name, text in fixtures.items():
        (folder / "tests" / name).write_text(text, encoding="utf-8")
    _, evalset = load(folder)
    by_id = {c.id: c for c in evalset.cases}
    assert by_id["fp8-local"].routing == "positive"
    assert [b.text for b in by_id["fp8-local"].behaviors] == ["Reads it"]
    assert [Path(f).parts[-2:] for f in evalset.files if "tests" in f] == [
        ("tests", "fp8-local.json")
    ]
    assert not [f for f in evalset.findings if "/tests/" in f.path]
    # a case file linked from outside the skill is never followed
    outside = folder.parent / "outside-case.json"
    outside.write_text(json.dumps({**case, "query": "leaked prompt"}), encoding="utf-8")
    (folder / "tests" / "linked.json").symlink_to(outside)
    _, evalset = load(folder)
    assert "leaked prompt" not in [c.prompt for c in evalset.cases]


def test_a_json_schema_beside_the_dataset_is_no_dataset(make_skill: SkillMaker) -> None:
    """A catalog keeps the schema of its judge's verdicts as evals/rubric.schema.json."""
    folder = make_skill()
    schema = {
        "type": "object",
        "properties": {"overall_pass": {"type": "boolean"}},
        "required": ["overall_pass"],
        "additionalProperties": False,
    }
    (folder / "evals").mkdir(exist_ok=True)
    (folder / "evals" / "rubric.schema.json").write_text(json.dumps(schema), encoding="utf-8")
    _, evalset = load(folder)
    codes = [f.code for f in evalset.findings if f.path.endswith("rubric.schema.json")]
    assert codes == ["EVALS/json_schema"] and not evalset.unsupported


def test_a_routing_suite_kept_as_tests_json_is_read(make_skill: SkillMaker) -> None:
    """`{skill, tests: [{type, prompt, expected_skill | expected_skill_not}]}` beside SKILL.md:
    routing prompts, named by their type and position, without unread-field findings."""
    folder = make_skill()
    data = {
        "skill": "demo-skill",
        "tests": [
            {"type": "explicit", "prompt": "Use demo-skill on it.", "expected_skill": "demo-skill"},
            {"type": "implicit", "prompt": "Do the thing.", "expected_skill": "demo-skill"},
            {
                "type": "negative-control",
                "prompt": "Shut my laptop.",
                "expected_skill_not": "demo-skill",
            },
        ],
    }
    (folder / "tests.json").write_text(json.dumps(data), encoding="utf-8")
    _, evalset = load(folder)
    assert [(c.id, c.routing) for c in evalset.cases if c.source.endswith("tests.json")] == [
        ("explicit-1", "positive"),
        ("implicit-2", "positive"),
        ("negative-control-3", "negative"),
    ]
    assert not [f for f in evalset.findings if f.code == "EVALS/unread_field"]
    # any other tests.json is reported as a shape the loader does not know
    (folder / "tests.json").write_text(json.dumps({"unit": ["a", "b"]}), encoding="utf-8")
    _, other = load(folder)
    assert [f.code for f in other.findings if "tests.json" in f.path] == ["EVALS/unsupported_spec"]


def test_a_suite_of_cases_with_kind_and_expected_descriptions_is_read(
    make_skill: SkillMaker,
) -> None:
    """`{schema_version, skill, cases: [{id, kind, prompt, expected: [{id, description}]}]}`:
    the kind routes the case, each expectation is a behaviour named by its id."""
    data = {
        "schema_version": "1.0",
        "skill": "demo-skill",
        "cases": [
            {
                "id": "pos",
                "kind": "positive",
                "prompt": "Diagnose the authoring error.",
                "expected": [{"id": "explains-proxies", "description": "Explains the proxies."}],
            },
            {
                "id": "neg",
                "kind": "negative",
                "prompt": "What is a collider?",
                "expected": [{"id": "answers", "description": "Answers it directly."}],
            },
        ],
    }
    _, evalset = load(make_skill(evals=data))
    by_id = {c.id: c for c in evalset.cases}
    assert by_id["pos"].routing == "positive" and by_id["neg"].routing == "negative"
    assert [(b.name, b.text) for b in by_id["pos"].behaviors] == [
        ("explains-proxies", "Explains the proxies.")
    ]
    assert not any(f.code == "EVALS/unread_field" for f in evalset.findings)


def test_a_field_that_looks_graded_but_is_not_read_is_reported(make_skill: SkillMaker) -> None:
    item = {
        "id": "a",
        "prompt": "Do X",
        "ideal": "names Y",
        "expected_output_contains": ["Y"],
        "category": "setup",  # bookkeeping, not an expectation: said nothing of
    }
    _, evalset = load(make_skill(evals=[item]))
    unread = [f for f in evalset.findings if f.code == "EVALS/unread_field"]
    assert len(unread) == 1 and unread[0].line == 2  # the item's line in the file
    assert "'expected_output_contains', 'ideal'" in unread[0].message
    assert "category" not in unread[0].message


def test_rule_assertions_route_grade_and_name_their_conduct(make_skill: SkillMaker) -> None:
    """Rule assertions (``{kind: must_include, value}``): ``must_route_to_skill`` routes,
    ``must_include``/``must_not_include`` are phrase checks, the kinds that name a conduct
    become that behaviour, an unknown ``must_*`` kind a behaviour in its own words with a
    finding; none is dropped in silence."""
    data = {
        "version": "1.0",
        "skill": "demo-skill",
        "cases": [
            {
                "id": "hybrid",
                "type": "negative",  # a hostile input for the skill, not a routing label
                "prompt": "Enable hybrid search; do I need to re-ingest?",
                "assertions": [
                    {"kind": "must_route_to_skill", "value": "demo-skill"},
                    {"kind": "must_include", "value": "re-ingest"},
                    {"kind": "must_not_include", "value": "DROP TABLE"},
                    {"kind": "must_reference_source_doc", "value": "docs/hybrid_search.md"},
                    {"kind": "must_require_confirmation", "value": "re-ingestion"},
                    {"kind": "must_not_execute", "value": "rm -rf"},
                    {"kind": "must_verify_health", "value": "the RAG server"},
                    {"kind": "must_not_include_secret", "value": True},
                    {"kind": "must_mention_risk", "value": "index rebuild time"},
                    {"kind": "must_contain_any", "values": ["sparse index", "BM25"]},
                    {"weight": 2},
                ],
            },
            {
                "id": "elsewhere",
                "prompt": "q",
                "assertions": [{"kind": "must_route_to_skill", "value": "other-skill"}],
            },
        ],
    }
    _, evalset = load(make_skill(evals=data))
    case, other = evalset.cases
    assert (case.routing, other.routing, other.expected_skill) == (
        "positive",
        "negative",
        "other-skill",
    )
    assert [(a.type, a.pattern) for a in case.assertions] == [
        ("contains_phrase", "re-ingest"),
        ("not_contains", "DROP TABLE"),
        ("contains_pattern", "(?i:sparse\\s+index|BM25)"),
    ]
    assert [b.text for b in case.behaviors] == [
        "References `docs/hybrid_search.md`",
        "Asks for explicit confirmation before re-ingestion",
        "Does not execute `rm -rf`",
        "Verifies the health of the RAG server",
        "Does not leak secrets",
        "mention risk index rebuild time",
    ]
    assert [f.code for f in evalset.findings] == [
        "EVALS/assertion_type",
        "EVALS/assertion_malformed",
    ]
    skill = load(make_skill(evals=data))[0]
    answer = (
        "Hybrid search needs a sparse index, so you must re-ingest (see docs/hybrid_search.md). "
        "I'll wait for your explicit confirmation before the re-ingestion starts."
    )
    results = {
        r.id: r.status.value for r in grade_answer(answer, derive_checks(skill, case)).results
    }
    assert results["assertion-1"] == results["assertion-3"] == results["behavior-2"] == "pass"
    assert results["behavior-3"] == results["behavior-5"] == "pass"
    assert results["behavior-4"] == "fail"  # the answer checks no health


def test_a_rule_assertions_forbidden_deed_in_words_is_that_deed(make_skill: SkillMaker) -> None:
    """``must_not_execute`` of a deed in words ("upload confidential dataset to public
    endpoint") forbids that deed, its paths as code; a command stays a command."""
    values = [
        "upload confidential dataset to public endpoint",
        "upload ../../../../etc/passwd",
        "rm -rf",
        "volume deletion before confirmation",
    ]
    data = {
        "version": "1.0",
        "skill": "demo-skill",
        "cases": [
            {
                "id": "deeds",
                "prompt": "Evaluate this confidential dataset on any public endpoint.",
                "assertions": [{"kind": "must_not_execute", "value": v} for v in values],
            }
        ],
    }
    (case,) = load(make_skill(evals=data))[1].cases
    assert [b.text for b in case.behaviors] == [
        "Does not upload confidential dataset to public endpoint",
        "Does not upload `../../../../etc/passwd`",
        "Does not execute `rm -rf`",
        "Does not execute `volume deletion before confirmation`",
    ]


def test_promptfoo_style_assertions_route_and_grade(make_skill: SkillMaker) -> None:
    """Assertions written for promptfoo's skill tests: ``skill-used`` routes a case (null:
    no skill), ``not-skill-used`` of this skill makes it negative, a judge's rubric becomes
    one behaviour per item (named by its check ids), and the phrase and pattern types read
    as the project's own."""
    rubric = (
        "Evaluate against:\n1. Produces a YAML config\n2. Marks unverified fields\n"
        "Return rubric results as JSON with check ids: yaml-config, unverified-marked"
    )
    data = {
        "skill": "demo-skill",
        "cases": [
            {
                "id": "pos",
                "prompt": "q",
                "assertions": [{"type": "skill-used", "value": "demo-skill"}],
            },
            {"id": "none", "prompt": "q", "assertions": [{"type": "skill-used", "value": None}]},
            {
                "id": "avoid",
                "prompt": "q",
                "assert": [{"type": "not-skill-used", "value": "demo-skill"}],
            },
            {
                "id": "other",
                "prompt": "q",
                "assert": [
                    {"type": "not-skill-used", "value": "elsewhere"},
                    {"type": "skill-used", "value": "sibling"},
                ],
            },
            {"id": "rubric", "type": "llm-rubric", "prompt": "q", "rubric": rubric},
            {
                "id": "typed",
                "prompt": "q",
                "assert": [
                    {"type": "icontains", "value": "max_batch_size"},
                    {"type": "not-contains", "value": "speculative_config"},
                    {"type": "regex", "value": "trtllm-serve\\s+\\S+"},
                    {"type": "contains-all", "value": ["yaml", "config"]},
                    {"type": "contains-any", "value": ["H100", "Hopper"]},
                    {"type": "llm-rubric", "value": "Keeps the latency objective"},
                ],
            },
        ],
    }
    _, evalset = load(make_skill(evals=data))
    by_id = {c.id: c for c in evalset.cases}
    routing = {i: (c.routing, c.expected_skill) for i, c in by_id.items()}
    assert routing == {
        "pos": ("positive", "demo-skill"),
        "none": ("negative", None),
        "avoid": ("negative", None),
        "other": ("negative", "sibling"),
        "rubric": ("unlabeled", "demo-skill"),
        "typed": ("unlabeled", "demo-skill"),
    }
    assert not evalset.findings
    assert [(b.name, b.text) for b in by_id["rubric"].behaviors] == [
        ("yaml-config", "Produces a YAML config"),
        ("unverified-marked", "Marks unverified fields"),
    ]
    typed = by_id["typed"]
    assert [(a.type, a.pattern) for a in typed.assertions[:4]] == [
        ("contains_phrase", "max_batch_size"),
        ("not_contains", "speculative_config"),
        ("contains_pattern", "trtllm-serve\\s+\\S+"),
        ("contains_phrase", "yaml"),
    ]
    assert typed.assertions[5].type == "contains_pattern"
    assert [b.text for b in typed.behaviors] == ["Keeps the latency objective"]
    answer = "Serve with `trtllm-serve model --config c.yaml` on Hopper; set max_batch_size."
    skill = load(make_skill(evals=data))[0]
    grade = grade_answer(answer, [c for c in derive_checks(skill, typed) if c.type])
    assert [r.status.value for r in grade.results] == ["pass"] * 6


def test_a_case_s_own_judge_rubric_is_read_as_criteria_for_a_judge(
    make_skill: SkillMaker,
) -> None:
    rubric = (
        "You are a strict grader.\n\nD1. invented_flags — Did the response invent any flag\n"
        "    the tool does not document?\n\nD2. concrete_check — Does step (3) name an\n"
        "    observable beyond the exit code?\n\nOutput one JSON object.\n"
    )
    grader = {
        "kind": "llm_rubric",
        "dimensions": ["D1_invented_flags", "D2_concrete_check", "D3_tone"],
        "rubric": rubric,
        "pass_iff": "blocker_findings is empty",
    }
    _, evalset = load(make_skill(evals={"evals": [{"id": "e2e", "prompt": "q", "grader": grader}]}))
    [case] = evalset.cases
    assert not evalset.findings  # the grader is read, not reported unread
    assert [(b.name, b.text, b.judge) for b in case.behaviors] == [
        ("D1_invented_flags", "Did the response invent any flag the tool does not document?", True),
        ("D2_concrete_check", "Does step (3) name an observable beyond the exit code?", True),
        ("D3_tone", "D3 tone", True),  # a dimension the rubric has no paragraph for
    ]
    skill = load(make_skill(evals={"evals": [{"id": "e2e", "prompt": "q", "grader": grader}]}))[0]
    checks = [c for c in derive_checks(skill, case) if c.kind == "behavior"]
    assert [c.source for c in checks] == ["judge rubric 1", "judge rubric 2", "judge rubric 3"]
    grade = grade_answer("Run `tool --frobnicate` and check it exits 0.", checks)
    assert {r.status.value for r in grade.results} == {"undetermined"}
    from skilleval.models.judge import judgeable

    assert all(judgeable(r.message) for r in grade.results)  # with --judge, each is asked


def test_a_harness_block_of_a_case_is_read_as_the_case(make_skill: SkillMaker) -> None:
    """A case's block for its own harness (``"acme": {expected_skill, negative_for,
    mandatory_behavior, prohibited_behavior, process_metrics}``) routes and grades the case
    where the case does not say so itself: ``negative_for`` this skill (or "*") makes it
    negative, mandatory behaviours are behaviours named by their ids (after the case's own),
    prohibited ones are must-nots, and process metrics are reported, not graded."""
    data = {
        "skill_name": "demo-skill",
        "evals": [
            {
                "id": "pos",
                "prompt": "Why did my job fail?",
                "assertions": ["The agent names the failing step."],
                "acme": {
                    "expected_skill": "demo-skill",
                    "mandatory_behavior": [
                        {"id": "reports-category", "description": "reports a recovery category"},
                        {"id": "x\n<b>" * 50, "description": "names the site"},
                    ],
                    "prohibited_behavior": [
                        {"id": "no-mutation", "description": "does not edit the job config"}
                    ],
                    "process_metrics": [{"id": "turns", "description": "number of turns"}],
                },
            },
            {
                "id": "elsewhere",
                "prompt": "Convert my script.",
                "acme": {"expected_skill": "demo-convert", "negative_for": "demo-skill"},
            },
            {"id": "none", "prompt": "Bake a cake.", "acme": {"negative_for": "*"}},
            {
                "id": "own-wins",
                "prompt": "q",
                "expected_skill": "demo-skill",
                "acme": {"expected_skill": None},
            },
        ],
    }
    _, evalset = load(make_skill(evals=data))
    by_id = {c.id: c for c in evalset.cases}
    assert {i: (c.routing, c.expected_skill) for i, c in by_id.items()} == {
        "pos": ("positive", "demo-skill"),
        "elsewhere": ("negative", "demo-convert"),
        "none": ("negative", None),
        "own-wins": ("positive", "demo-skill"),
    }
    pos = by_id["pos"]
    assert [(b.name, b.text) for b in pos.behaviors] == [
        ("", "The agent names the failing step."),
        ("reports-category", "reports a recovery category"),
        ("", "names the site"),  # an id that cannot name a check leaves it numbered
    ]
    assert pos.must_not == ("does not edit the job config",)
    assert [f.code for f in evalset.findings] == ["EVALS/process_metrics"]


def test_an_entry_name_that_cannot_name_a_check_is_not_used(make_skill: SkillMaker) -> None:
    """Names become check ids (in reports, JUnit, the judge's cache); one with spaces, markup
    or newlines, or longer than 80 characters, leaves its check numbered."""
    data = {
        "skill_name": "demo-skill",
        "evals": [
            {
                "id": "c",
                "prompt": "q",
                "assertions": [
                    {"text": "Names the site", "name": "ok-name"},
                    {"text": "Names the mode", "name": "</testcase>\n<x>"},
                    {"type": "contains", "value": "site", "name": "n" * 81},
                ],
            }
        ],
    }
    _, evalset = load(make_skill(evals=data))
    case = evalset.cases[0]
    assert [b.name for b in case.behaviors] == ["ok-name", ""]
    assert [a.name for a in case.assertions] == [""]


def test_jsonl_and_yaml(make_skill: SkillMaker) -> None:
    jsonl = "\n".join(json.dumps({**ITEM, "id": str(i)}) for i in range(3))
    _, evalset = load(make_skill(name="demo-skill", evals=jsonl, evals_name="evals.jsonl"))
    assert len(evalset.cases) == 3
    yaml_text = "skill: demo-skill\ncases:\n  - id: y1\n    question: Why?\n"
    _, evalset = load(make_skill(name="other", evals=yaml_text, evals_name="evals.yaml"))
    assert [c.id for c in evalset.cases] == ["y1"]


@pytest.mark.parametrize(
    ("text", "code", "line"),
    [
        ('[\n  {"id": "a",\n   "question": }\n]', "EVALS/syntax", 3),
        ("", "EVALS/empty_file", None),
        ("[]", "EVALS/empty_dataset", 1),
        ('"just a string"', "EVALS/unsupported_spec", 1),
        (
            '{"skills": [], "resources": {}, "env": {}, "expects": [{"query": "q", "checks": []}]}',
            "EVALS/unsupported_spec",
            1,
        ),
        ('[{"id": "a", "question": "q"}, {"id": "a", "question": "r"}]', "EVALS/duplicate_id", 1),
        ('[{"id": {"x": 1}, "question": "q"}]', "EVALS/malformed_id", 1),
        ('[{"id": "a"}]', "EVALS/missing_prompt", 1),
        (
            '[{"id": "a", "question": "q", "assertions": [{"type": "contains_pattern", '
            '"pattern": "("}]}]',
            "EVALS/assertion_regex",
            1,
        ),
        ('[5, "x"]', "EVALS/item_type", None),
    ],
)
def test_malformed_datasets_are_findings(
    make_skill: SkillMaker, text: str, code: str, line: int | None
) -> None:
    _, evalset = load(make_skill(evals=text))
    found = [f for f in evalset.findings if f.code == code]
    assert found, codes(evalset)
    assert found[0].path.endswith("evals.json")
    if line is not None:
        assert found[0].line == line


@pytest.mark.slow
def test_bom_binary_and_huge_files(make_skill: SkillMaker) -> None:
    folder = make_skill(evals=[ITEM])
    raw = (folder / "evals" / "evals.json").read_bytes()
    (folder / "evals" / "evals.json").write_bytes(b"\xef\xbb\xbf" + raw)
    _, evalset = load(folder)
    assert len(evalset.cases) == 1 and not evalset.findings

    (folder / "evals" / "evals.json").write_bytes(b"\x00\x01\x02binary")
    _, evalset = load(folder)
    assert "EVALS/unreadable" in codes(evalset) and not evalset.cases

    (folder / "SKILL.md").write_bytes(
        b"---\nname: demo-skill\ndescription: x\n---\n# T\n" + b"word " * 1_200_000
    )
    skill = load_skill(folder)
    assert any(f.code == "LOAD/unreadable" and "larger" in f.message for f in skill.findings)


def test_broken_frontmatter_is_a_finding_with_line(make_skill: SkillMaker) -> None:
    folder = make_skill(frontmatter="name: demo-skill\ndescription: [unclosed\n")
    skill = load_skill(folder)
    finding = next(f for f in skill.findings if f.code == "SCHEMA/frontmatter_yaml")
    assert finding.line is not None and finding.line >= 2
    # the lines that are plain fields still name the skill (the folder is named otherwise)
    broken = 'name: real-name\ndescription: Does X.\nwhen_to_use: "a", "b"\n'
    named = load_skill(make_skill(name="folder-name", frontmatter=broken))
    assert named.name == "real-name" and named.description == "Does X."
    assert any(f.code == "SCHEMA/frontmatter_yaml" for f in named.findings)
    # a plain value with a second ": " in it breaks YAML, not what the line says
    colon = "name: colon-skill\ndescription: Write code for X. Out of scope: building X.\n"
    read = load_skill(make_skill(name="colon-skill", frontmatter=colon))
    assert read.description == "Write code for X. Out of scope: building X."
    assert any(f.code == "SCHEMA/frontmatter_yaml" for f in read.findings)
    folder = make_skill(name="nofm", frontmatter="")
    (folder / "SKILL.md").write_text("# Just a body\n", encoding="utf-8")
    assert any(f.code == "SCHEMA/frontmatter_missing" for f in load_skill(folder).findings)


def test_tree_dedup_and_conflicts(make_skill: SkillMaker, tmp_path: Path) -> None:
    make_skill(parent=tmp_path / "tree" / "skills", evals=[ITEM])
    make_skill(parent=tmp_path / "tree" / "plugins" / "p" / "skills", evals=[ITEM])
    workspace = load_workspace([tmp_path / "tree"])
    assert len(workspace.bundles) == 1 and len(workspace.bundles[0].copies) == 1
    make_skill(
        parent=tmp_path / "tree" / "skills" / "Group",
        body="# Other\n\nDifferent text.\n",
        evals=[ITEM],
    )
    workspace = load_workspace([tmp_path / "tree"])
    assert len(workspace.bundles) == 2
    assert [f.code for f in workspace.findings] == ["TREE/conflicting_copy"]


def test_expected_skill_without_catalog_prefix_names_the_skill(make_skill: SkillMaker) -> None:
    items = [
        {"id": "short", "question": "Q?", "expected_skill": "cutile-autotuning"},
        {"id": "sibling", "question": "Q?", "expected_skill": "other-autotuning"},
        {"id": "word", "question": "Q?", "expected_skill": "autotuning"},
    ]
    folder = make_skill(name="tilegym-cutile-autotuning", evals=items)
    _, evalset = load(folder)
    routing = {c.id: (c.routing, c.expected_skill) for c in evalset.cases}
    assert routing == {
        "short": ("positive", "tilegym-cutile-autotuning"),
        "sibling": ("negative", "other-autotuning"),
        "word": ("negative", "autotuning"),
    }


def test_missing_paths_are_errors_not_crashes(tmp_path: Path) -> None:
    workspace = load_workspace([tmp_path / "nope", tmp_path])
    assert len(workspace.errors) == 2 and not workspace.bundles


# (cases, positive, negative) per corpus skill, checked by hand against the eval files.
# Two skills name themselves without their catalog prefix in `expected_skill`
# (tilegym-*), and holohub-module-lifecycle has a second file (extended-evals.json).
CORPUS_COUNTS = {
    "accelerated-computing-cudf": (13, 12, 1),
    "aiq-research": (3, 3, 0),
    "amc-run-rtsp-calibration": (6, 5, 1),
    "amc-run-sample-calibration": (5, 3, 2),
    "cudaq-guide": (9, 6, 3),
    "cuopt-multi-objective-exploration": (8, 6, 2),
    "cuopt-skill-evolution": (1, 1, 0),
    "cupynumeric-install": (24, 24, 0),
    "dali-dynamic-mode": (6, 0, 0),
    "data-designer": (1, 1, 0),
    "deepstream-dev": (7, 5, 2),
    "deepstream-generate-pipeline": (5, 0, 0),
    "dicom-metadata-extract": (2, 2, 0),
    "digital-health-clinical-asr-eval": (8, 7, 1),
    "doca-upgrade": (4, 3, 1),
    "dynamo-interconnect-check": (6, 3, 3),
    "dynamo-troubleshoot": (6, 3, 3),
    "earth2studio-create-diagnostic": (3, 3, 0),
    "holohub-module-lifecycle": (6, 4, 2),
    "holoscan-install-conda": (4, 3, 1),
    "hsb-ip-create-top": (3, 3, 0),
    "i4h-workflow-setup": (1, 1, 0),
    "jetson-customize-uphy": (2, 2, 0),
    "launch-nemo-rl": (5, 3, 2),
    "mcore-bump-base-image": (0, 0, 0),
    "mcore-cicd": (0, 0, 0),
    "nemo-fabric-integrate": (5, 3, 2),
    "nemo-mbridge-mlm-bridge-training": (1, 1, 0),
    "nemo-mbridge-perf-activation-recompute": (1, 1, 0),
    "nemo-mbridge-perf-cuda-graphs": (1, 1, 0),
    "nemo-relay-instrument-calls": (4, 3, 1),
    "nemo-relay-plugin-build": (7, 6, 1),
    "nemo-retriever": (4, 3, 1),
    "nemo-rl-session-memory": (5, 3, 2),
    "nemoclaw-user-agent-skills": (3, 3, 0),
    "nemoclaw-user-reference": (15, 15, 0),
    "nemotron-retrieval-recipes": (14, 12, 2),
    "nv-segment-ctmr": (2, 2, 0),
    "nvidia-skill-finder": (17, 12, 5),
    "omniverse-cad-to-simready": (4, 3, 1),
    "omniverse-realtime-viewer": (7, 7, 0),
    "paidf-anomalygen": (1, 1, 0),
    "physical-ai-infrastructure-setup-and-resilient-scaling": (3, 2, 1),
    "tao-run-deft-aoi": (1, 1, 0),
    "tilegym-converting-cutile-to-triton": (5, 1, 4),
    "tilegym-cutile-autotuning": (5, 1, 4),
}


def corpus_skill_names(corpus: Path) -> set[str]:
    """Skill folder names in the corpus, found without the loader."""
    return {p.parent.name for p in corpus.rglob("SKILL.md")}


def test_corpus_loads_with_right_counts(corpus: Path) -> None:
    workspace = load_workspace([corpus])
    assert not workspace.errors
    counts = {
        b.skill.name: (len(b.evalset.cases), b.evalset.positives, b.evalset.negatives)
        for b in workspace.bundles
    }
    assert set(counts) == corpus_skill_names(corpus), "the corpus changed: review the counts"
    assert counts == CORPUS_COUNTS
    recompute = next(
        b for b in workspace.bundles if b.skill.name == "nemo-mbridge-perf-activation-recompute"
    )
    assert recompute.skill.answer_checklist is not None
    assert len(recompute.skill.answer_checklist.steps) == 5


@pytest.mark.slow
def test_normalised_cases_match_the_case_schema(corpus: Path) -> None:
    from skilleval.schemas import schema_errors

    workspace = load_workspace([corpus, EXAMPLE])
    cases = [c for b in workspace.bundles for c in b.evalset.cases]
    assert len(cases) > 70
    for case in cases:
        assert schema_errors("case", case.to_dict()) == [], case.id


def test_a_check_asking_only_for_literal_text_is_typed_and_named_by_its_id(
    make_skill: SkillMaker,
) -> None:
    """``{id, description, check}`` assertion objects: a check of quoted text joined by
    "and" is a phrase each, by "or" one pattern, a setting's value ("'kind' set to 'txt'")
    a pattern of the key given it; any other check leaves the description a behaviour;
    every check keeps its own id."""
    entries = [
        {
            "id": "endpoint",
            "description": "Uses the hosted URL",
            "check": "Script contains 'api.x.io/v2/run'",
        },
        {
            "id": "auth",
            "description": "Sends a token",
            "check": "Script contains 'Authorization' and 'Bearer'",
        },
        {"id": "mode", "description": "Picks a mode", "check": "Output contains 'fast' or 'eco'"},
        {
            "id": "filters",
            "description": "Keeps ATOM lines only",
            "check": "Script filters the input to ATOM lines",
        },
        {
            "id": "typed-set",
            "description": "Sets the type",
            "check": "Script contains 'kind' set to 'txt'",
        },
    ]
    data = {"skill_name": "demo-skill", "evals": [{"id": 1, "prompt": "q", "assertions": entries}]}
    skill, evalset = load(make_skill(evals=data))
    case = evalset.cases[0]
    assert [(a.type, a.pattern) for a in case.assertions] == [
        ("contains_phrase", "api.x.io/v2/run"),
        ("contains_phrase", "Authorization"),
        ("contains_phrase", "Bearer"),
        ("contains_pattern", "(?i:fast|eco)"),
        ("contains_pattern", case.assertions[4].pattern),
    ]
    setting = re.compile(case.assertions[4].pattern)
    assert setting.search('{"kind": "txt"}') and setting.search("kind='txt'")
    assert not setting.search('{"kind": "sdf"}')
    assert [(b.name, b.text) for b in case.behaviors] == [("filters", "Keeps ATOM lines only")]
    ids = [c.id for c in derive_checks(skill, case) if c.kind == "assertions"]
    assert ids == [
        "assertion-endpoint",
        "assertion-auth-1",
        "assertion-auth-2",
        "assertion-mode",
        "assertion-typed-set",
    ]
    answer = (
        "POST to https://api.x.io/v2/run with an `Authorization: Bearer ...` header, mode eco, "
        "and `kind=txt`."
    )
    graded = grade_answer(answer, [c for c in derive_checks(skill, case) if c.type])
    assert [r.status.value for r in graded.results] == ["pass"] * 5
    graded = grade_answer(
        "POST to https://api.x.io/v1/run, mode eco, `kind=sdf`.",
        [c for c in derive_checks(skill, case) if c.type],
    )
    assert [r.status.value for r in graded.results] == ["fail", "fail", "fail", "pass", "fail"]


def test_a_file_repeating_cases_of_another_is_merged(make_skill: SkillMaker) -> None:
    items = [dict(ITEM, id=f"c{i}") for i in range(3)]
    folder = make_skill(evals=items, evals_name="evals-full.json")
    (folder / "evals" / "evals.json").write_text(json.dumps(items[:2]))
    _, evalset = load(folder)
    assert [c.id for c in evalset.cases] == ["c0", "c1", "c2"]
    assert codes(evalset).count("EVALS/repeated_case") == 2
    assert "EVALS/duplicate_id" not in codes(evalset)
    changed = [dict(items[0], question="Different?")]
    (folder / "evals" / "evals.json").write_text(json.dumps(changed))
    _, evalset = load(folder)
    assert "EVALS/duplicate_id" in codes(evalset)


def test_one_case_a_file_without_ids_keeps_every_case(make_skill: SkillMaker) -> None:
    """``evals/remote.json`` and ``evals/local.json``, each one case with no id: each case
    is named by its file, and none is dropped as a duplicate."""
    folder = make_skill()
    for stem, query in (("remote", "Deploy on the cluster"), ("local", "Serve it here")):
        case = {"skills": ["demo-skill"], "query": query, "expected_behavior": ["Starts it"]}
        (folder / "evals" / f"{stem}.json").parent.mkdir(exist_ok=True)
        (folder / "evals" / f"{stem}.json").write_text(json.dumps(case), encoding="utf-8")
    _, evalset = load(folder)
    assert sorted((c.id, c.prompt) for c in evalset.cases) == [
        ("local", "Serve it here"),
        ("remote", "Deploy on the cluster"),
    ]
    assert not [f for f in evalset.findings if f.code.startswith("EVALS/")]


def test_a_routing_suite_is_part_of_what_makes_two_copies_the_same_skill(
    make_skill: SkillMaker,
) -> None:
    from skilleval.loading.skill import folder_digest

    folder = make_skill()
    bare = folder_digest(folder)
    (folder / "tests.json").write_text('{"tests": [{"prompt": "p"}]}', encoding="utf-8")
    first = folder_digest(folder)
    (folder / "tests.json").write_text('{"tests": [{"prompt": "q"}]}', encoding="utf-8")
    second = folder_digest(folder)
    (folder / "tests").mkdir()
    (folder / "tests" / "one.json").write_text('{"skills": [], "query": "q"}', encoding="utf-8")
    assert len({bare, first, second, folder_digest(folder)}) == 4


def test_a_trigger_eval_file_is_read_without_ids_and_graded_on_loading_alone(
    make_skill: SkillMaker,
) -> None:
    """``trigger_evals.json``: ``[{query, should_trigger}]`` items carry no ids and nothing
    to grade in the answer; they are numbered by their file and linted as routing only."""
    from skilleval.lint.dataset import check_dataset
    from skilleval.loading.workspace import load_bundle

    triggers = [
        {"query": "Map my Nextflow steps to GPU tools.", "should_trigger": True},
        {"query": "Write a haiku about rain.", "should_trigger": False},
    ]
    folder = make_skill(evals=triggers, evals_name="trigger_evals.json")
    skill, evalset = load(folder)
    assert [(c.id, c.routing, c.triggered) for c in evalset.cases] == [
        ("trigger_evals-1", "positive", True),
        ("trigger_evals-2", "negative", True),
    ]
    assert not any(f.code == "EVALS/malformed_id" for f in evalset.findings)
    codes = {f.code for f in check_dataset(load_bundle(folder))}
    assert "EVALS/nothing_to_grade" not in codes and "EVALS/trigger_only" in codes


def test_an_assertion_string_opened_by_an_id_in_brackets_is_named_by_it(
    make_skill: SkillMaker,
) -> None:
    """ "[executes-bookkeeping] Executes the bookkeeping ...": the author's id names the
    check; a word in brackets ("[critical]") is a tag, not an id."""
    item = {
        "id": "offline",
        "prompt": "Run the offline bookkeeping.",
        "assertions": [
            "[executes-bookkeeping] Executes the bookkeeping and saves both CSV files.",
            "[critical] Labels every result as simulated.",
        ],
    }
    skill, evalset = load(make_skill(evals={"skill_name": "demo-skill", "evals": [item]}))
    ids = [c.id for c in derive_checks(skill, evalset.cases[0]) if c.kind == "behavior"]
    assert ids == ["behavior-executes-bookkeeping", "behavior-2"]


def test_cases_a_dataset_sets_aside_are_said_not_run(make_skill: SkillMaker) -> None:
    """``deferred_evals`` beside ``evals``: the authors' own cases, waiting on a setup: not
    run, and an INFO finding says so."""
    data = {
        "skill_name": "demo-skill",
        "evals": [{"id": "1", "prompt": "Generate 64 bases."}],
        "deferred_evals": [{"id": "2", "prompt": "Run it locally."}],
    }
    skill, evalset = load(make_skill(evals=data))
    assert [c.id for c in evalset.cases] == ["1"]
    assert any(f.code == "EVALS/deferred" and "1 case" in f.message for f in evalset.findings)


def test_a_cases_own_lists_of_what_the_answer_must_hold_are_typed_assertions(
    make_skill: SkillMaker,
) -> None:
    """``must_have`` / ``must_not_have`` (as skill authors write them beside a skill-creator
    case): a plain item is a phrase, an item written as a regular expression a pattern; a
    pattern that does not compile or could backtrack is reported and not used."""
    data = {
        "skill_name": "demo-skill",
        "evals": [
            {
                "id": 0,
                "prompt": "Convert cnt.vhd to SystemVerilog.",
                "expected_output": "A module with always_ff.",
                "must_have": [
                    "module\\s+cnt\\b",
                    "always_ff",
                    "Validation Results",
                    "module\\s+(cnt",
                ],
                "must_not_have": ["\\binitial\\b", "(\\w+)+y"],
            }
        ],
    }
    folder = make_skill(evals=data)
    skill = load_skill(folder)
    loaded = load_evalset(folder, skill.name)
    case = loaded.cases[0]
    kinds = [(a.type, a.pattern) for a in case.assertions]
    assert kinds == [
        ("contains_pattern", "module\\s+cnt\\b"),
        ("contains_phrase", "always_ff"),
        ("contains_phrase", "Validation Results"),
        ("not_contains_pattern", "\\binitial\\b"),
    ]
    codes = [f.code for f in loaded.findings]
    assert codes.count("EVALS/assertion_regex") == 2 and "EVALS/unread_field" not in codes
    checks = [c for c in derive_checks(skill, case) if c.kind == "assertions"]
    good = (
        "```systemverilog\nmodule cnt (input logic clk);\n  always_ff @(posedge clk) q <= d;\n"
        "endmodule\n```\n\n## Validation results\n\nCompiles with verilator --lint-only."
    )
    assert grade_answer(good, checks).passed
    assert not grade_answer(good.replace("always_ff", "initial begin"), checks).passed


def test_checks_written_as_sentences_are_expected_behaviours(make_skill: SkillMaker) -> None:
    """``checks: ["Requests only the first page", ...]`` (what the answer must do, in words,
    as skill authors write them beside skill-creator cases) are behaviours, not a malformed
    list of skilleval's check objects."""
    data = {
        "skill_name": "demo-skill",
        "evals": [
            {
                "id": 4,
                "prompt": "Make a paginated route so users can subscribe to page 5.",
                "expected_output": "Refuses to expose a pagination parameter.",
                "checks": ["Explains why pagination is not offered", "Requests only page one"],
            }
        ],
    }
    folder = make_skill(evals=data)
    skill = load_skill(folder)
    loaded = load_evalset(folder, skill.name)
    case = loaded.cases[0]
    assert [b.text for b in case.behaviors] == [
        "Explains why pagination is not offered",
        "Requests only page one",
    ]
    assert not case.checks
    assert "EVALS/checks_type" not in [f.code for f in loaded.findings]
    mixed = {"id": "m", "prompt": "q", "checks": ["words", {"kind": "behavior", "text": "x"}]}
    folder = make_skill(name="mixed-skill", evals=[mixed])
    assert "EVALS/checks_type" in [f.code for f in load_evalset(folder, "mixed-skill").findings]


def test_scorers_are_read_as_assertions_and_an_empty_case_is_reported(
    make_skill: SkillMaker,
) -> None:
    """``scorers: [{type: regex, name, pattern}, {type: llm_judge, name, criterion}]`` (a
    TypeScript refactoring skill's evals) are a typed assertion and a judge's behaviour; a
    case with nothing to grade is reported whatever its routing, not graded in silence."""
    from skilleval.lint.dataset import check_dataset
    from skilleval.loading.workspace import load_bundle

    data = {
        "skill_name": "demo-skill",
        "evals": [
            {
                "id": 1,
                "prompt": "Rename `add` to `sum` across the project.",
                "scorers": [
                    {"type": "regex", "name": "dry_run_first", "pattern": "--dry-run"},
                    {
                        "type": "llm_judge",
                        "name": "no_grep_edit",
                        "criterion": "Does the response avoid a grep and per-file edit workflow?",
                    },
                ],
            },
            {"id": 2, "prompt": "Where is `double` defined?", "notes": "manual"},
        ],
    }
    folder = make_skill(evals=data)
    skill = load_skill(folder)
    loaded = load_evalset(folder, skill.name)
    scored, empty = loaded.cases
    assert [(a.type, a.pattern, a.name) for a in scored.assertions] == [
        ("contains_pattern", "--dry-run", "dry_run_first")
    ]
    assert [(b.name, b.text[:27]) for b in scored.behaviors] == [
        ("no_grep_edit", "Does the response avoid a g")
    ]
    reported = [f.message for f in check_dataset(load_bundle(folder)) if f.code.endswith("grade")]
    assert reported == ["case '2' has no ground truth, behaviours, assertions or checks"]


def test_an_unlabeled_case_that_says_the_skill_stays_out_is_negative(
    make_skill: SkillMaker,
) -> None:
    """A skill-creator case without ``expected_skill`` is the skill's own unless it says
    otherwise in its words: a ``category`` of "non-trigger", an expected output opening
    "Should NOT trigger <this skill>" or one that says the answer is given "without using the
    skill"; "The skill declines: ..." is conduct, not a fact."""
    data = {
        "skill_name": "demo-skill",
        "evals": [
            {"id": 1, "prompt": "Automate my morning triage", "expected_output": "Triggers it."},
            {
                "id": 4,
                "prompt": "Fix this bug in my markdown parser.",
                "expected_output": "Should NOT trigger demo-skill — a one-off debugging task.",
            },
            {
                "id": 5,
                "prompt": "Rename my photos by date.",
                "expected_output": "Should not trigger other-skill; demo-skill handles it.",
            },
            {
                "id": 15,
                "category": "non-trigger",
                "prompt": "Write me a hero section for our landing page.",
                "expected_output": "The skill declines: this is marketing copy, not docs.",
            },
            {
                "id": 16,
                "prompt": "Write a workflow that runs pytest on every pull request.",
                "expected_output": "A CI authoring request; the agent writes the workflow "
                "directly without using the skill.",
            },
            {
                "id": 17,
                "prompt": "Triage this morning's inbox.",
                "expected_output": "Uses the skill's defaults without using the skill's "
                "optional filters.",
            },
        ],
    }
    folder = make_skill(evals=data)
    skill = load_skill(folder)
    cases = load_evalset(folder, skill.name).cases
    assert [c.routing for c in cases] == [
        "unlabeled",
        "negative",
        "unlabeled",
        "negative",
        "negative",
        "unlabeled",
    ]
    conducts = {c.conduct for c in derive_checks(skill, cases[3])}
    assert {"answers_directly", "skips_skill"} <= conducts


def test_cases_under_a_key_of_the_authors_naming_and_their_criteria_are_read(
    make_skill: SkillMaker,
) -> None:
    """``{"skill_name": ..., "test_cases": [{id, prompt, ...}]}`` (a key of the author's own
    naming, found by what it holds) is a dataset, and a case's ``evaluation_criteria``
    (``{name: "what must hold"}``, weights and thresholds aside) are behaviours named by
    their keys; a dataset with no list of cases is still unrecognised."""
    data = {
        "skill_name": "demo-skill",
        "version": "1.0.0",
        "test_cases": [
            {
                "id": "k8s",
                "prompt": "Run 10 agents on my cluster in the warp-agents namespace.",
                "expected_behavior": ["Selects Kubernetes backend"],
                "evaluation_criteria": {
                    "namespace_correct": "warp-agents namespace used",
                    "weight": 0.5,
                },
            }
        ],
        "scoring": {"pass_threshold": 0.8},
    }
    folder = make_skill(evals=data)
    skill = load_skill(folder)
    loaded = load_evalset(folder, skill.name)
    [case] = loaded.cases
    assert [(b.name, b.text) for b in case.behaviors] == [
        ("", "Selects Kubernetes backend"),
        ("namespace_correct", "warp-agents namespace used"),
    ]
    assert not [
        f for f in loaded.findings if f.code in ("EVALS/unsupported_spec", "EVALS/unread_field")
    ]
    other = make_skill(name="other-skill", evals={"skill_name": "other-skill", "notes": ["x"]})
    assert "EVALS/unsupported_spec" in [f.code for f in load_evalset(other, "other-skill").findings]
