"""How the rubric reads checklist steps it has never seen."""

from __future__ import annotations

import dataclasses

import pytest

from skilleval.grading import Check, grade_answer
from skilleval.grading.model import Step
from skilleval.language.identifiers import extract_identifiers
from skilleval.loading.listblocks import ChecklistStep
from skilleval.loading.workspace import load_bundle
from skilleval.rubric.callouts import callout_terms, is_risk_step
from skilleval.rubric.derive import derive_checks, select_checklist
from skilleval.rubric.steps import required_fields, step_anchors, step_keywords
from tests.conftest import DECOY, SkillMaker, derived_checks


@pytest.mark.parametrize(
    ("step", "a", "b", "fix"),
    [
        (
            "Warn: `pool_mode = transaction` together with server-side prepared statements "
            "causes errors. Fix it with `max_prepared_statements = 100` or use "
            "`pool_mode = session`.",
            "pool_mode=transaction",
            "server-side prepared statements",
            ["max_prepared_statements=100"],
        ),
        (
            "Never combine `hostNetwork: true` with a `NetworkPolicy` that expects pod "
            "isolation; use `hostPort` instead.",
            "hostNetwork:true",
            "NetworkPolicy",
            ["hostport"],
        ),
        (
            "Call out the risk: do not enable `fsdp_cpu_offload=True` when "
            "`activation_checkpointing=True` is set, it deadlocks. Valid fixes are "
            "`fsdp_cpu_offload=False` or `use_orig_params=True`.",
            "fsdp_cpu_offload=True",
            "activation_checkpointing=True",
            ["fsdp_cpu_offload=False"],
        ),
        (
            "Warn that `replicas: 1` with `maxUnavailable: 1` takes the service down during "
            "rollouts; set `maxUnavailable: 0` instead.",
            "replicas:1",
            "maxUnavailable:1",
            ["maxUnavailable:0"],
        ),
        (
            "Call out the assertion risk: full-layer recompute is incompatible with TE scopes "
            'such as `attn` and `mlp`. Valid fixes are `cuda_graph_impl="none"`.',
            "full recompute",
            "TE scopes",
            ["cuda_graph_impl=none"],
        ),
    ],
)
def test_callout_triggers_from_many_phrasings(step: str, a: str, b: str, fix: list[str]) -> None:
    group_a, group_b, fixes = callout_terms(step, load_bundle(DECOY).skill)
    assert a in group_a and b in group_b
    assert fix in fixes
    assert "attn" not in group_b and "mlp" not in group_b, "bare examples are not triggers"


def test_unparseable_risk_still_gets_a_callout() -> None:
    step = "Call out the risk of running migrations during peak traffic."
    group_a, group_b, _ = callout_terms(step, load_bundle(DECOY).skill)
    assert group_a and group_a == group_b


def test_required_fields_skip_examples_options_prohibitions_and_alternatives() -> None:
    assert required_fields("Set `a_b=1` (e.g. `c_d=2`) and `e_f` (`g_h = 3`).") == [
        "a_b=1",
        "e_f",
        "g_h=3",
    ]
    assert required_fields("Optionally add `x_y`.") == []
    assert required_fields("Files under `lib/vendor/` should not be modified.") == []
    assert required_fields("Use `a_b` or `c_d`.") == []
    # What a negated clause lists in parentheses is forbidden too, not required.
    assert required_fields("Code does not contain injection (`eval`, `os.system`).") == []
    # A code span keeps its brackets: a tuple is its names (a bare word is a value).
    assert required_fields("Search `(guidance, crop_ratio)` per sample.") == ["crop_ratio"]
    # A name the step says must be missing, or names only where it is present, is not
    # required: "`x_y` absent unless ...", "has no `x_y` block", "called out when present".
    assert required_fields("Exclusion holds (`spec_cfg` absent unless MTP is on).") == []
    assert required_fields("The config has no `spec_cfg` block.") == []
    assert required_fields("`remote_code: true` called out as a trust boundary when present") == []
    assert required_fields("`spec_cfg` present and `max_len` set") == ["spec_cfg", "max_len"]
    # A list to choose some of, and a command what the answer cites has passed, are not
    # what the answer must name.
    assert required_fields("Offer 2-3 next steps (config file, `extra_dir/` look-alikes).") == []
    assert required_fields("Absolute paths only; every one survived the `ls -d` gate.") == []
    assert required_fields("Set `a_b` (`c_d`, `e_f`).") == ["a_b", "c_d", "e_f"]


def test_a_name_most_steps_carry_marks_none_of_them() -> None:
    texts = [
        "Download checkpoints — all",
        "Fine-tune on `dataset_dir` — `full`, `finetune_only`",
        "Prepare the JSONL — `full`, `inference_only`",
        "Generate images into `original/` — `full`, `inference_only`",
        "Score `original/` into `per_sample.csv` — `full`, `inference_only`",
    ]
    steps = _steps_of(texts)
    assert step_anchors(steps[2], steps) == ()  # only the "Mode" column's value
    # the row's own name, in its first cell; later cells elaborate
    assert step_anchors(steps[1], steps) == ("dataset_dir",)
    assert step_anchors(steps[3], steps) == ("original/",)  # shared, but not by most


def test_negated_risk_is_an_endorsement(make_skill: SkillMaker) -> None:
    body = (
        "# T\n\n## Answer Checklist\n\n1. Set `pool_size_max=20` first.\n"
        "2. Warn: `sync_mode=async` is incompatible with `strict_ordering=true`; use "
        "`sync_mode=ordered` instead.\n"
    )
    folder = make_skill(
        body=body,
        evals=[{"id": "a", "question": "How do I tune the pool?", "expected_skill": "demo-skill"}],
    )
    bundle = load_bundle(folder)
    checks = [
        c for c in derive_checks(bundle.skill, bundle.evalset.cases[0]) if c.kind == "callout"
    ]
    warn = (
        "Set pool_size_max=20 first. Note that sync_mode=async conflicts with "
        "strict_ordering=true, so use sync_mode=ordered instead."
    )
    deny = (
        "Set pool_size_max=20 first. There is no conflict between sync_mode=async and "
        "strict_ordering=true, so use sync_mode=ordered if you like."
    )
    assert grade_answer(warn, checks).passed
    assert not grade_answer(deny, checks).passed


def test_scoped_checklist_applies_only_to_its_questions(make_skill: SkillMaker) -> None:
    body = (
        "# T\n\n## Answer Checklist\n\nFor billing questions, answer in order:\n\n"
        "1. Check `invoice_status` first.\n2. Then set `retry_policy=exponential`.\n"
    )
    folder = make_skill(
        body=body,
        evals=[
            {
                "id": "in",
                "question": "Why did billing fail for this invoice?",
                "expected_skill": "demo-skill",
            },
            {
                "id": "out",
                "question": "How do I rotate the API token?",
                "expected_skill": "demo-skill",
                "expected_behavior": ["Explain token rotation."],
            },
        ],
    )
    bundle = load_bundle(folder)
    kinds = {c.id: {k.kind for k in derive_checks(bundle.skill, c)} for c in bundle.evalset.cases}
    assert {"fields", "order"} <= kinds["in"]
    assert kinds["out"] == {"behavior"}


def test_warnings_named_as_report_content_are_no_risk_step() -> None:
    assert not is_risk_step("discarded/crashed ideas and deterministic comparability warnings;")
    assert is_risk_step("Warn that `replicas: 1` with `maxUnavailable: 1` takes the service down")


def test_checklist_notes_require_only_what_they_ask_for(make_skill: SkillMaker) -> None:
    body = (
        "# T\n\n## Answer Checklist\n\nEvery answer covers:\n\n"
        "1. The measured `latency_ms`.\n2. The `batch_size` used.\n\n"
        "Also state that runs need `CACHE_DIR=/scratch/cache`. Artifacts are kept under "
        "`runs/{run}/` and `logs/{run}/`.\n"
    )
    folder = make_skill(
        body=body,
        evals=[{"id": "a", "question": "How fast is it?", "expected_skill": "demo-skill"}],
    )
    bundle = load_bundle(folder)
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    notes = [c for c in checks if c.id == "fields-notes"]
    assert len(notes) == 1
    assert notes[0].fields == ("CACHE_DIR=/scratch/cache",)


def test_a_list_for_structured_answers_applies_only_when_one_is_asked_for(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# T\n\n## Planning\n\nA general request authorises a plan. "
        "For structured runtime-test responses and similar planning summaries:\n\n"
        "- Set `decision: ready_to_plan` for a generic request.\n"
        "- Include the chain in `committed_milestones` and `planned_phases`.\n"
    )
    folder = make_skill(
        body=body,
        evals=[
            {"id": "prose", "question": "Optimize my scene.", "expected_skill": "demo-skill"},
            {
                "id": "json",
                "question": "Return the plan for my scene as JSON.",
                "expected_skill": "demo-skill",
            },
        ],
    )
    bundle = load_bundle(folder)
    prose, json_case = bundle.evalset.cases
    assert not [c for c in derive_checks(bundle.skill, prose) if c.kind == "fields"]
    assert [c for c in derive_checks(bundle.skill, json_case) if c.kind == "fields"]
    checklist, why = select_checklist(bundle.skill, prose.prompt)
    assert checklist is None and "structured answers" in why


def test_a_behaviour_naming_a_tool_the_skill_writes_only_as_code_needs_that_name(
    make_skill: SkillMaker,
) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    body = (
        "# Viewer\n\n## Instructions\n\nRender with `ovrtx` and stream frames with `ovstream`. "
        "A local window may use `ovui`.\n"
    )
    item = {
        "id": "v",
        "question": "Build a browser USD viewer.",
        "expected_skill": "demo-skill",
        "expected_behavior": ["Uses ovrtx for USD rendering.", "Uses ovui or another window."],
    }
    folder = make_skill(body=body, evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    assert [c.fields for c in checks] == [("ovrtx",), ()]  # "ovui or another": open choice
    without = "Render the USD scene on the server with the RTX renderer and stream the frames."
    graded = grade_answer(without, checks[:1]).results[0]
    assert graded.status == "fail" and "missing ovrtx" in graded.message
    assert grade_answer(without.replace("the RTX renderer", "ovrtx"), checks[:1]).passed


def test_the_source_an_answer_draws_on_is_not_required(make_skill: SkillMaker) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    body = "# Porting\n\n## Instructions\n\nFor general questions see `quantum-guide`.\n"
    behaviors = [
        "The agent addressed the multi-GPU distributed simulation topic using general "
        "Quantum-X knowledge or the quantum-guide skill",
        "The agent discussed target selection relevant to distributed simulation",
    ]
    item = {
        "id": "mgpu",
        "question": "How do I spread a 35-qubit simulation across GPUs?",
        "expected_skill": "demo-skill",
        "expected_behavior": behaviors,
    }
    folder = make_skill(body=body, evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    assert [c.fields for c in checks] == [(), ()]  # which source it drew on is not seen
    answer = (
        "Pick the multi-GPU target so the distributed simulation shards the state across "
        "every GPU; launch one MPI rank per GPU."
    )
    assert grade_answer(answer, checks).passed
    assert not grade_answer("Use a bigger laptop.", checks).passed


def test_a_name_the_prompt_already_states_need_not_be_repeated(make_skill: SkillMaker) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    item = {
        "id": "loop",
        "question": "The board loops at boot with plat_setup.c:726 'BPMP not ready'. Where?",
        "expected_skill": "demo-skill",
        "expected_behavior": ["Identify the symptom (plat_setup.c) as the overridden clear case"],
    }
    folder = make_skill(evals=[item])
    skill = load_skill(folder)
    [check] = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    assert check.given == ("plat_setup.c",)
    answer = "That boot loop is the overridden clear case: a later line overrides the clear."
    assert grade_answer(answer, [check]).results[0].status == "pass"


def test_a_ground_truth_that_asks_for_the_skills_workflow_is_graded_as_conduct(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Pipeline\n\n| Phase | What runs |\n|---|---|\n| 0 | Download the `base_ckpt` weights |\n"
        "| 1 | Fine-tune on `dataset_dir` |\n| 2 | Generate samples into `out_dir` |\n"
        "| 3 | Score the samples with `nn_score` |\n"
    )
    item = {
        "id": "basic",
        "question": "Use the demo-skill skill. Outline the steps it prescribes.",
        "expected_skill": "demo-skill",
        "ground_truth": "Identify demo-skill as the applicable skill and summarize its "
        "documented workflow from SKILL.md without executing anything.",
    }
    bundle = load_bundle(make_skill(body=body, evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    workflow = next(c for c in checks if c.id == "ground_truth-workflow")
    assert workflow.conduct == "presents_skill" and workflow.source == "ground truth"
    assert "ground_truth" not in {c.id for c in checks}  # no wording to cover
    walked = (
        "demo-skill applies. 1. Download `base_ckpt`. 2. Fine-tune on `dataset_dir`. "
        "3. Generate into `out_dir`. 4. Score with `nn_score`."
    )
    other = "Use a generic training recipe: prepare data, train, evaluate, deploy."
    assert grade_answer(walked, [workflow]).passed
    assert not grade_answer(other, [workflow]).passed
    # Asked for the workflow, the skill's procedure applies even to an answer that does
    # not take it up, and the skill's words without its steps do not present it.
    assert all(not c.conditional for c in checks)
    worded = (
        "demo-skill: download the weights, fine-tune the pipeline on the dataset, generate "
        "samples and score the samples; each phase runs in the pipeline."
    )
    assert grade_answer(worded, [workflow]).results[0].status != "pass"


def test_a_field_for_some_cases_only_is_needed_only_when_the_prompt_names_the_case(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Stack\n\n## Verification Gates\n\nThese gates are mandatory:\n\n"
        "| Stage | Gate |\n| --- | --- |\n"
        "| Cluster | Nodes Ready, and CPU+NVCF paths have `runtime_class=runc` set. |\n"
        "| Serving | Every endpoint answers on `/v1/health/ready`. |\n"
        "| Jobs | `job_status=COMPLETED` for every task. |\n"
    )
    items = [
        {
            "id": "nim",
            "question": "Verify the cluster gates for my NIM setup.",
            "expected_skill": "demo-skill",
        },
        {
            "id": "nvcf",
            "question": "Verify the cluster gates for NVCF.",
            "expected_skill": "demo-skill",
        },
    ]
    bundle = load_bundle(make_skill(body=body, evals=items))
    fields = {
        case.id: {f for c in derive_checks(bundle.skill, case) for f in c.fields}
        for case in bundle.evalset.cases
    }
    assert "runtime_class=runc" not in fields["nim"] and "job_status=COMPLETED" in fields["nim"]
    assert "runtime_class=runc" in fields["nvcf"]


def test_preserving_the_users_prompt_is_shown_by_quoting_it(make_skill: SkillMaker) -> None:
    item = {
        "id": "q",
        "question": "Write a short report on GPU math libraries.",
        "expected_skill": "demo-skill",
        "expected_behavior": ["Preserves the user's report prompt"],
    }
    bundle = load_bundle(make_skill(evals=[item]))
    check = derive_checks(bundle.skill, bundle.evalset.cases[0])[-1]
    assert check.conduct == "keeps_prompt"
    sent = 'Ran `tool research "Write a short report on GPU math libraries."` and got it.'
    assert grade_answer(sent, [check]).passed
    rewritten = "Ran the research tool on GPU libraries and got the report."
    assert grade_answer(rewritten, [check]).results[0].skipped  # the tool call shows it


def test_a_negative_case_that_treats_the_request_as_ordinary_work_is_conduct() -> None:
    from skilleval.rubric.conduct import conduct_of

    assert conduct_of("The agent treats this as ordinary code refactoring.") == "answers_directly"
    # whatever a negative case tells to keep quiet is the skill
    assert conduct_of("The VDA workflow orchestrator should stay silent.") == "skips_skill"
    assert conduct_of("Handles the frontend performance request normally") == "answers_directly"
    assert conduct_of("Answers or implements the Express route task normally") == (
        "answers_directly"
    )
    assert conduct_of("The agent treats 'route' as a web framework route.") == ""
    contrasted = (
        "The agent treats 'route' as a web framework route, not a vehicle routing or NVIDIA "
        "skill discovery request."
    )
    assert conduct_of(contrasted) == "answers_directly"  # what the request is not: conduct
    generic = "Respond with a generic fallback or suggest a more relevant non-DeepStream path."
    assert conduct_of(generic) == "answers_directly"
    fact = "A good answer treats the train.py context as a training task rather than a migration."
    assert conduct_of(fact) == "answers_directly"
    kind = "A usage question for a running deployment, not a deploy: answer with the CLI."
    assert conduct_of(kind) == "answers_directly"
    mass = "This is live workflow troubleshooting, not an OSMO deployment request."
    assert conduct_of(mass) == "answers_directly"  # what it is, without an article
    assert conduct_of("This is not supported on Windows, so the agent says so.") == ""
    assert conduct_of("For the logs, the agent answers it with the workflow CLI.") == (
        "answers_directly"
    )
    assert conduct_of("Helps without applying the deploy workflow.") == "skips_skill"
    assert conduct_of("A deploy question needs the chart version.") == ""


def test_a_negative_case_s_sentence_about_the_skill_s_scope_is_no_fact_to_state(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "n1",
        "prompt": "Run our policy against the test suite and tell me where the model fails.",
        "expected_skill": None,
        "ground_truth": (
            "Per-category recall shows where it fails. The skill explicitly defers benchmark "
            "tasks to a separate skill. The skill's 'Do not activate' section excludes "
            "evaluation."
        ),
    }
    bundle = load_bundle(make_skill(evals=[item]))
    [truth] = [
        c for c in derive_checks(bundle.skill, bundle.evalset.cases[0]) if c.kind == "ground_truth"
    ]
    assert truth.facts == ("Per-category recall shows where it fails.",)
    # in a case that targets the skill, what the skill says may be the answer's content
    positive = dict(item, expected_skill="demo-skill", ground_truth="The skill covers NCCL.")
    bundle = load_bundle(make_skill(evals=[positive]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    assert [c.facts for c in checks if c.kind == "ground_truth"] == [("The skill covers NCCL.",)]


def test_a_behaviour_written_as_a_judge_s_question_is_the_statement_it_asks_about(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "q1",
        "prompt": "I want to do reinforcement learning for molecules here. Where do I start?",
        "expected_behavior": [
            "[named_fit] Did the assistant name a concrete better-fitting tool — a sibling "
            "framework (BioKit, ChemKit) or an external library — per the section in SKILL.md?",
            "[efficient_path] Did the assistant stay on task? No excess tool calls.",
            "Final message matches at least one of 5 acceptable phrasings (regex).",
        ],
    }
    bundle = load_bundle(make_skill(evals=[item]))
    named, efficient, phrasing = [
        c for c in derive_checks(bundle.skill, bundle.evalset.cases[0]) if c.kind == "behavior"
    ]
    assert named.text.startswith("The assistant name a concrete better-fitting tool")
    assert "SKILL.md" not in named.text and named.label.startswith("Did the assistant")
    answer = (
        "This framework has no direct support for reinforcement learning on molecules. "
        "Look at BioKit instead, which ships molecular generative models."
    )
    assert grade_answer(answer, [named]).results[0].status.value == "pass"
    assert grade_answer("Use this framework's base classes.", [named]).passed is False
    trace, given = grade_answer(answer, [efficient, phrasing]).results
    assert trace.status.value == "undetermined" and "tool calls" in trace.message
    assert given.status.value == "undetermined" and "does not give" in given.message


def test_the_skill_s_own_name_is_asked_for_only_where_the_prompt_speaks_of_skills(
    make_skill: SkillMaker,
) -> None:
    behaviour = "The agent identified the demo-skill skill as relevant to the user's request"
    plain = {
        "id": "p1",
        "prompt": "How do I export my traces as JSON?",
        "expected_behavior": [behaviour],
    }
    asked = dict(plain, id="p2", prompt="Which skill applies to exporting my traces as JSON?")
    bundle = load_bundle(make_skill(evals=[plain, asked]))
    fields = [
        [c.fields for c in derive_checks(bundle.skill, case) if c.kind == "behavior"][0]
        for case in bundle.evalset.cases
    ]
    assert fields == [(), ("demo-skill",)]


def test_behaviour_check_ids_are_unique(make_skill: SkillMaker) -> None:
    """A name two behaviours share, or a number, does not make two checks one: those are
    numbered by their place instead."""
    item = {
        "id": "c",
        "prompt": "q",
        "expected_skill": "demo-skill",
        "mandatory_behavior": [
            {"id": "same", "description": "reports the pattern"},
            {"id": "same", "description": "reports the category"},
            {"id": "1", "description": "reports the next action"},
            {"id": "own", "description": "reports the confidence"},
        ],
        "expected_behavior": ["names the mode"],
    }
    bundle = load_bundle(make_skill(evals=[item]))
    ids = [c.id for c in derive_checks(bundle.skill, bundle.evalset.cases[0])]
    assert [i for i in ids if i.startswith("behavior")] == [
        "behavior-1",
        "behavior-2",
        "behavior-3",
        "behavior-4",
        "behavior-own",
    ]


def test_which_skill_is_selected_is_conduct() -> None:
    """A negative case that says which skill is selected ("none", another one, "not X") or
    that no skill should trigger describes conduct: the case's skill is left aside."""
    from skilleval.rubric.conduct import conduct_of

    assert conduct_of("The selected skill is none.", "acme-diagnose-job") == "skips_skill"
    assert conduct_of("No ACME diagnosis skill should trigger.", "acme-diagnose-job") == (
        "skips_skill"
    )
    assert conduct_of("The selected skill is not acme-diagnose-job.", "acme-diagnose-job") == (
        "skips_skill"
    )
    other = "The selected skill is acme-convert, not acme-diagnose-job."
    assert conduct_of(other, "acme-diagnose-job") == "skips_skill"
    # the case's own skill selected is no conduct of leaving it aside
    assert conduct_of("The selected skill is acme-diagnose-job.", "acme-diagnose-job") == ""
    assert conduct_of("The selected skill is not acme-other.", "acme-diagnose-job") == ""


def test_a_list_of_things_not_to_say_that_starts_with_the_skill_is_content() -> None:
    """ "did not reference acme-eq, irreducible representations, or tensor products" forbids
    saying each of them (the skill's name among them), not only applying the skill."""
    from skilleval.rubric.conduct import conduct_of

    listed = "The agent did not reference acme-eq, irreducible representations, or tensor products"
    assert conduct_of(listed, "acme-eq") == ""
    assert conduct_of("The agent did not invoke or reference the acme-eq skill", "acme-eq") == (
        "skips_skill"
    )
    assert conduct_of(
        "Does not invoke acme-eq or any other ACME skill, and answers", "acme-eq"
    ) == ("skips_skill")


def test_a_request_said_to_be_about_a_topic_in_general_is_conduct() -> None:
    from skilleval.rubric.conduct import conduct_of

    fact = "The question is about USD in general with no RTX Remix context."
    assert conduct_of(fact, "rtx-remix-modding") == "answers_directly"
    assert conduct_of("The question is about USD layers.", "rtx-remix-modding") == ""
    general = "Answer using general linguistic knowledge or a relevant phonetics resource."
    assert conduct_of(general, "acme-speech") == "answers_directly"


def test_must_not_route_it_to_the_skill_is_conduct() -> None:
    from skilleval.rubric.conduct import conduct_of

    fact = "The agent must not route it to demo-skill and should use the maintainer workflow."
    assert conduct_of(fact, "demo-skill") == "skips_skill"


def test_a_case_that_asks_first_grades_the_output_checklist_only_when_it_is_produced(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Pipelines\n\n## Response format\n\nKeep the response in this order:\n\n"
        "1. A one-line status badge.\n2. A bash block with the full `gst-launch-1.0 -e` line.\n"
        "3. A breakdown table by stage.\n4. A suggestions list.\n"
    )
    items = [
        {
            "id": "vague",
            "question": "Build a pipeline",
            "ground_truth": "Skill asks the user the configuration questions (source, "
            "sink, platform) before generating a pipeline",
        }
    ]
    bundle = load_bundle(make_skill(body=body, evals=items))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    listed = [c for c in checks if c.kind in ("order", "fields")]
    assert listed and all(c.conditional for c in listed)
    questions = "Which input source? Which sink: display or file? Jetson or dGPU?"
    graded = grade_answer(questions, checks)
    assert all(r.status == "undetermined" for r in graded.results if r.kind in ("order", "fields"))


_TRACE_SKILL = (
    "# Trace analysis\n\n## Run the analysis\n\n### 2. Survey ranks\n\n"
    "For every supplied rank, report:\n\n- iteration time and `n`;\n- busy fingerprints;\n"
    "- collective counts.\n\nRebase clocks with `SESSION_START_OFFSET` first.\n\n"
    "## Output contract\n\nReturn sections in this order:\n\n"
    "1. **Verdict:** one paragraph naming the dominant cost.\n"
    "2. **Capture quality:** inputs, ranks and the iteration anchor.\n"
    "3. **Per-step budget:** device busy, idle and compute-absent time.\n"
    "4. **Ranked opportunities:** evidence, bound and the action.\n"
)


def test_the_answer_format_the_author_heads_outranks_a_report_list_inside_a_step(
    make_skill: SkillMaker,
) -> None:
    item = {"id": "one", "question": "Analyze this trace of my run and rank the fixes."}
    bundle = load_bundle(make_skill(body=_TRACE_SKILL, evals=[item]))
    checklist, why = select_checklist(bundle.skill, item["question"])
    assert checklist is not None and checklist.title == "Output contract", why
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    # the survey list's notes name no field the answer must give
    assert not any("SESSION_START_OFFSET" in c.fields for c in checks)


def test_a_report_template_applies_to_the_report_not_to_a_question_about_the_method(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "which",
        "question": "I have three rank traces. Which rank should be analyzed first?",
    }
    bundle = load_bundle(make_skill(body=_TRACE_SKILL, evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    order = next(c for c in checks if c.kind == "order")
    assert order.conditional
    method = (
        "Survey all three ranks before choosing: compare their iteration times and busy "
        "fingerprints, then take the slowest rank. Rank 0 is not automatically representative."
    )
    assert grade_answer(method, [order]).results[0].status == "undetermined"
    report = (
        "**Verdict:** the run is launch-starved.\n\n**Capture quality:** three ranks, "
        "iteration anchor from NVTX, n=20.\n\n**Per-step budget:** device busy 80%, idle 20%, "
        "compute-absent 30%.\n\n**Ranked opportunities:** CUDA graphs first."
    )
    assert grade_answer(report, [order]).results[0].status == "pass"
    swapped = (
        "**Ranked opportunities:** CUDA graphs first.\n\n**Per-step budget:** device busy "
        "80%, idle 20%, compute-absent 30%.\n\n**Capture quality:** three ranks, iteration "
        "anchor from NVTX, n=20.\n\n**Verdict:** the run is launch-starved."
    )
    assert grade_answer(swapped, [order]).results[0].status == "fail"


def test_an_answer_checklist_of_labelled_phases_binds_every_answer_in_its_scope(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# MoE tuning\n\n## First Answer Checklist\n\n"
        "For MoE workflow prompts, present the response in this order:\n\n"
        "1. **Fit**: make the model memory-feasible first.\n"
        "2. **Scale**: maximize DP once it fits.\n"
        "3. **Profile**: find the dominant wall.\n"
        "4. **Retune**: change the dispatcher or overlap for that wall.\n"
        "5. Include the default mappings: `alltoall` for bring-up.\n"
    )
    item = {"id": "moe", "question": "Give me a MoE workflow. At most five bullets."}
    bundle = load_bundle(make_skill(body=body, evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    order = next(c for c in checks if c.kind == "order")
    # every answer in scope owes the phases in order; the closing "Include ..." asks for
    # content, not a place after the last phase
    assert not order.conditional and len(order.steps) == 4
    one_off = "- Turn on CUDA graphs.\n- Use flex with DeepEP.\n- Enable full recompute."
    assert grade_answer(one_off, [order]).results[0].status == "fail"
    merged = (
        "- **Fit** first: make it memory-feasible.\n- **Scale**: maximize DP; `alltoall` to "
        "bring up.\n- **Profile** the dominant wall.\n- **Retune** dispatcher and overlap."
    )
    assert grade_answer(merged, [order]).results[0].status == "pass"


def test_a_negative_case_answer_that_says_it_uses_the_skill_applies_it(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "neg",
        "question": "Use Nsight Compute counters to find why one GEMM reaches 42% SOL.",
        "ground_truth": "The trace-analysis skill should not trigger: this is a kernel-level "
        "Nsight Compute task.",
        "expected_behavior": ["Do not use the trace-analysis skill for Nsight Compute work."],
        "should_trigger": False,
    }
    bundle = load_bundle(make_skill("trace-analysis", body=_TRACE_SKILL, evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    skips = [c for c in checks if c.conduct == "skips_skill"]
    assert skips and all(c.skill == "trace-analysis" for c in skips)
    assert all(Check.from_dict(c.to_dict()) == c for c in skips)  # pinned rubrics keep it
    declared = (
        "I'll use the trace-analysis workflow for this. Capture a timeline of the step, then "
        "look at where the GEMM sits and enable graphs if it is starved."
    )
    assert all(r.status == "fail" for r in grade_answer(declared, skips).results)
    apart = (
        "The trace-analysis skill is for timelines; this needs Nsight Compute: profile the "
        "GEMM with `ncu --set full`, read Speed of Light and the warp stall reasons, then "
        "retile it and check shared-memory bank conflicts and operand alignment."
    )
    assert all(r.status == "pass" for r in grade_answer(apart, skips).results)


def test_a_negative_case_answer_that_hands_the_request_to_the_product_applies_the_skill(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "neg",
        "question": "With RDKit, compute the molecular weight of a list of SMILES.",
        "expected_skill": None,
        "ground_truth": "The agent writes the RDKit script directly.",
        "expected_behavior": ["Does not call the MolMIM NIM"],
    }
    body = "# MolMIM NIM\n\nGenerate molecules with MolMIM: POST to `/generate`.\n"
    bundle = load_bundle(make_skill("molmim-nim", body=body, evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    skips = [c for c in checks if c.conduct == "skips_skill"]
    assert skips and all(c.skill == "molmim-nim" for c in skips)
    handed = (
        "MolMIM can do this for you. Send your SMILES to the local MolMIM NIM and read the "
        "weights from what comes back, then write them to a CSV file for the team."
    )
    assert all(r.status == "fail" for r in grade_answer(handed, skips).results)
    weighed = (
        "Using MolMIM here would be overkill: RDKit computes it directly with "
        "`Descriptors.MolWt(Chem.MolFromSmiles(s))` for each SMILES string in the list."
    )
    assert all(r.status == "pass" for r in grade_answer(weighed, skips).results)


_SLURM_SKILL = (
    "# Run on SLURM\n\n## Answer-First Constants\n\n"
    "For text-only SLURM setup questions, answer with these constants before the full "
    "script:\n\n"
    "- Launch workers with `uv run python -m torch.distributed.run`.\n"
    "- Set `NNODES=${SLURM_NNODES}`, `GPUS_PER_NODE=<GPUS_PER_NODE>` and `MASTER_PORT`.\n"
    "- `CUDA_DEVICE_MAX_CONNECTIONS`: pre-Blackwell with TP>1 and non-FSDP uses `1`; "
    "Blackwell does not need it; Torch-FSDP2 must not use `1`.\n"
)


def test_a_scope_named_by_the_skills_own_subject_is_read_by_its_other_words(
    make_skill: SkillMaker,
) -> None:
    items = [
        {"id": "setup", "question": "Write the launch setup for a two-node SLURM job."},
        {"id": "conn", "question": "My H100 SLURM job uses TP=2. What should the env be?"},
    ]
    bundle = load_bundle(make_skill("run-on-slurm", body=_SLURM_SKILL, evals=items))
    setup, conn = bundle.evalset.cases
    assert select_checklist(bundle.skill, setup.prompt)[0] is not None
    # every prompt to a SLURM skill says SLURM: "setup" is what scopes the list
    chosen, why = select_checklist(bundle.skill, conn.prompt)
    assert chosen is None and "scope" in why
    # a scope that is nothing but the skill's own name still holds for the prompts naming it
    only_name = _SLURM_SKILL.replace("For text-only SLURM setup questions", "For SLURM questions")
    bundle = load_bundle(make_skill("run-slurm", body=only_name, evals=items))
    assert select_checklist(bundle.skill, bundle.evalset.cases[1].prompt)[0] is not None


def test_a_scope_about_questions_and_a_case_named_by_the_skills_own_word(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Testing\n\n## Answer-First Testing Facts\n\n"
        "For questions about disabling tests without deleting them:\n\n"
        "- Functional recipe entries stay in YAML; suffix scope with `-broken`.\n"
        "- Unit-test skips use pytest markers instead: `@pytest.mark.flaky_in_dev`.\n"
        "- Do not delete the test case or recipe entry.\n"
    )
    items = [
        {"id": "recipe", "question": "Temporarily disable one flaky functional test recipe."},
        {"id": "unit", "question": "A unit test is flaky in dev. Which marker disables it?"},
        {"id": "run", "question": "Run one unit test the way the tests expect to run."},
    ]
    bundle = load_bundle(make_skill("mcore-testing", body=body, evals=items))
    recipe, unit, run = bundle.evalset.cases
    assert select_checklist(bundle.skill, run.prompt)[0] is None  # not about disabling
    # the unit-test marker is asked of the unit-test question, not of the recipe one
    assert not any(c.kind == "fields" for c in derive_checks(bundle.skill, recipe))
    assert any(c.kind == "fields" for c in derive_checks(bundle.skill, unit))


def test_a_settings_choices_and_one_concepts_two_words_in_a_step(make_skill: SkillMaker) -> None:
    from skilleval.rubric.steps import required_fields, step_keywords

    step = "Download goldens (scope = only-failing | all)"
    # the choices of a setting are no value the answer must write
    assert required_fields(step) == []
    steps = (
        ChecklistStep(1, "Set up env (token + venv with deps)", (), 1),
        ChecklistStep(2, step, (), 2),
    )
    words = step_keywords(steps[0], steps)
    # "env" and "venv" are one concept: one answer word ("environment") is not two hits
    assert not {"env", "venv"} <= set(words)
    assert step_anchors(steps[1], steps) == ()


def test_a_settings_values_case_by_case_are_asked_only_about_that_setting(
    make_skill: SkillMaker,
) -> None:
    items = [{"id": "setup", "question": "Write the launch setup for a two-node SLURM job."}]
    bundle = load_bundle(make_skill("run-on-slurm", body=_SLURM_SKILL, evals=items))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    assert not any("CUDA_DEVICE_MAX_CONNECTIONS" in c.fields for c in checks)
    answer = (
        "```bash\nexport NNODES=2\nexport GPUS_PER_NODE=8\nexport MASTER_PORT=29500\n"
        "srun uv run python -m torch.distributed.run --nnodes=$NNODES pretrain_gpt.py\n```\n"
    )
    graded = {r.id: r.status for r in grade_answer(answer, checks).results}
    # a placeholder or an environment variable as the value is a slot the answer fills
    assert all(s == "pass" for i, s in graded.items() if i.startswith("fields")), graded
    # the warning of the setting's cases is not asked of a setup answer
    assert all(s == "undetermined" for i, s in graded.items() if i.startswith("callout"))
    unset = answer.replace("export GPUS_PER_NODE=8\n", "")
    fields = [c for c in checks if c.kind == "fields"]
    assert not grade_answer(unset, fields).passed


def test_a_one_word_reply_that_gives_the_named_answer_has_answered(make_skill: SkillMaker) -> None:
    item = {
        "id": "neg",
        "question": "What is the capital of France?",
        "ground_truth": "The agent should answer Paris directly and should not invoke the "
        "demo-skill skill because the request is unrelated to the demo thing it does.",
        "expected_behavior": ["The agent answered the factual question directly"],
        "should_trigger": False,
    }
    bundle = load_bundle(make_skill(evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    answers = [c for c in checks if c.conduct == "answers_directly"]
    assert answers and all(c.facts == ("Paris",) for c in answers)
    graded = {r.id: r.status for r in grade_answer("Paris.", checks).results}
    assert all(graded[c.id] == "pass" for c in answers)
    assert all(r.status == "fail" for r in grade_answer("Lyon.", answers).results)


def test_a_step_is_anchored_by_the_names_in_its_head_not_its_examples() -> None:
    from skilleval.language.identifiers import extract_identifiers
    from skilleval.rubric.steps import step_anchors

    steps = tuple(
        ChecklistStep(n, text, tuple(extract_identifiers(text)), n)
        for n, text in enumerate(
            [
                "**KER by `ipa_source`** — the `merriam_webster` vs `magpie_g2p` delta.",
                "**KER by `noise_level`** — clinics are loud; watch the `snr_5db` rows.",
            ],
            start=1,
        )
    )
    assert step_anchors(steps[1], steps) == ("noise_level",)
    assert step_anchors(steps[0], steps) == ("ipa_source",)


def test_a_precondition_is_no_hazard_to_call_out(make_skill: SkillMaker) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    body = (
        "# Formulate\n\n## Parsing checklist\n\n"
        "- [ ] Every sentence has a label.\n"
        "- [ ] The objective is stated. Never formulate without stating the objective.\n"
        "- [ ] Never combine `mode=fast` with `precision=fp8`; it crashes the solver.\n"
    )
    item = {"id": "c1", "question": "Formulate this plan.", "expected_skill": "demo-skill"}
    folder = make_skill(body=body, evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    callouts = [c for c in checks if c.kind == "callout"]
    assert [c.source for c in callouts] == ["checklist step 3"]


def test_a_deed_handed_to_its_owner_is_no_hazard_to_call_out(make_skill: SkillMaker) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    body = (
        "# Tune\n\n## Triage order\n\n"
        "1. **Runtime gate.** Do not probe or install runtimes directly in this skill; "
        "`setup-tuning` owns the probe.\n"
        "2. Profile the baseline.\n"
        "3. Never run `decimate` on the source file; it overwrites the asset.\n"
    )
    item = {"id": "c1", "question": "Profile and tune my scene.", "expected_skill": "demo-skill"}
    folder = make_skill(body=body, evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    callouts = [c for c in checks if c.kind == "callout"]
    assert [c.source for c in callouts] == ["checklist step 3"]


def test_a_risk_side_is_the_thing_not_that_it_is_required() -> None:
    from skilleval.loading.skill import load_skill

    a, b, _ = callout_terms(
        "Use `fsdp2`; do not use `megatron_fsdp` when pipeline parallelism is required.",
        load_skill(DECOY),
    )
    assert "megatron_fsdp" in a and "pipeline parallelism" in b


def test_a_negative_case_that_says_nothing_more_still_forbids_applying_the_skill(
    make_skill: SkillMaker,
) -> None:
    """``skill-used: null`` and no expected answer: the case still says the skill must not
    be applied, and the request answered, so an answer that applies it fails and one that
    answers directly passes."""
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    body = (
        "# Serve configs\n\n## Instructions\n\n1. Look the scenario up in "
        "`examples/configs/database/lookup.yaml`.\n2. Copy the recipe into `config.yml` and "
        "set `max_num_tokens`.\n3. Serve with `trtllm-serve <model> --config config.yml`.\n"
    )
    evals = {
        "skill": "serve-configs",
        "cases": [
            {
                "id": "neg",
                "prompt": "How do I fine-tune a language model?",
                "assertions": [{"type": "skill-used", "value": None}],
            }
        ],
    }
    folder = make_skill("serve-configs", body=body, evals=evals)
    skill = load_skill(folder)
    (case,) = load_evalset(folder, skill.name).cases
    checks = derive_checks(skill, case)
    assert [c.id for c in checks] == ["conduct-skips-skill", "conduct-answers"]
    applied = (
        "Look it up in `examples/configs/database/lookup.yaml`, copy the recipe into "
        "`config.yml`, set `max_num_tokens`, then run `trtllm-serve my-model --config "
        "config.yml` to fine-tune."
    )
    direct = (
        "Fine-tune with a training framework: load the base model, attach a LoRA adapter, "
        "train on your instruction data for a few epochs and save the merged checkpoint."
    )
    assert grade_answer(applied, checks).results[0].status.value == "fail"
    assert [r.status.value for r in grade_answer(direct, checks).results] == ["pass", "pass"]


def test_a_positive_case_that_says_nothing_more_asks_that_the_skill_be_applied(
    make_skill: SkillMaker,
) -> None:
    """``skill-used: <this skill>`` and nothing else: the answer must apply the skill. Its
    names show that; its words alone (an answer about the domain speaks them too) leave it
    undetermined, and an answer with neither fails. Lint no longer calls the case empty."""
    from skilleval.lint.dataset import check_dataset
    from skilleval.loading.evalset import load_evalset
    from skilleval.loading.skill import load_skill

    body = (
        "# Serve configs\n\n## Instructions\n\n1. Look the scenario up in "
        "`examples/configs/database/lookup.yaml`.\n2. Copy the recipe into `config.yml` and "
        "set `max_num_tokens`.\n3. Serve the model config with `trtllm-serve <model> --config "
        "config.yml` and check the served config's throughput.\n"
    )
    evals = {
        "skill": "serve-configs",
        "cases": [
            {
                "id": "pos",
                "prompt": "Use the serve-configs skill to serve Llama 3 on two GPUs",
                "assertions": [{"type": "skill-used", "value": "serve-configs"}],
            }
        ],
    }
    folder = make_skill("serve-configs", body=body, evals=evals)
    skill = load_skill(folder)
    (case,) = load_evalset(folder, skill.name).cases
    checks = [c for c in derive_checks(skill, case) if c.id == "conduct-applies-skill"]
    assert len(checks) == 1
    applied = (
        "I looked the scenario up in `examples/configs/database/lookup.yaml`, copied its "
        "recipe into `config.yml` with `max_num_tokens: 8192`, and serve with "
        "`trtllm-serve meta-llama/Llama-3-8B --config config.yml --tp_size 2`."
    )
    worded = (
        "To serve the model, look up a config example for the scenario, copy the recipe, "
        "set the token limits, then serve the model with the config and verify the served "
        "throughput against the recipe's guidance for that scenario."
    )
    unrelated = "I can't help with that right now; please ask again later."
    assert grade_answer(applied, checks).results[0].status.value == "pass"
    assert grade_answer(worded, checks).results[0].status.value == "undetermined"
    assert grade_answer(unrelated, checks).results[0].status.value == "fail"
    codes = {f.code for f in check_dataset(load_bundle(folder))}
    assert "EVALS/nothing_to_grade" not in codes and "EVALS/use_only" in codes


def test_a_reference_answer_said_to_be_guidance_not_a_run_is_a_judgment() -> None:
    """ "This is procedure guidance, not a live run." says what kind of answer is wanted:
    a judge decides it; it is no fact for the answer to repeat."""
    from skilleval.grading.needs import QUALITY

    assert QUALITY.search("This is procedure guidance, not a live run.")
    assert QUALITY.search("This is a planning answer rather than an execution.")
    assert not QUALITY.search("This is the default pool, not the system pool.")
    assert not QUALITY.search("The guard reports cache failure, not a credentials error.")


def test_a_reference_sentence_that_grants_leeway_is_no_fact_to_cover(
    make_skill: SkillMaker,
) -> None:
    """ "A named alternative tool is optional ..." and "Equivalent methods are accepted"
    say what an answer may leave out or do otherwise; only the other sentences are facts."""
    item = {
        "id": "c1",
        "question": "Where do retry settings belong?",
        "expected_skill": None,
        "ground_truth": (
            "The retry settings belong in the scheduler config file. "
            "A named alternative tool is optional and is not required when none is installed. "
            "Equivalent diagnostic methods are accepted."
        ),
    }
    bundle = load_bundle(make_skill(evals=[item]))
    (case,) = bundle.evalset.cases
    truth = [c for c in derive_checks(bundle.skill, case) if c.kind == "ground_truth"]
    assert [c.facts for c in truth] == [
        ("The retry settings belong in the scheduler config file.",)
    ]


def test_a_form_the_skill_marks_wrong_fails_an_answer_that_presents_it(
    make_skill: SkillMaker,
) -> None:
    """ "**Common shortcut (WRONG):** `rows * cols * depth`" and a code line commented
    ``# WRONG``: an answer that presents either as right fails; one that names it to set it
    aside, or never names it, passes. Negative cases carry no such check."""
    body = (
        "# Grid sizing\n\n## Cells\n\nThe cell count is `rows * max(cols, depth)`.\n\n"
        "**Common shortcut (WRONG):** `rows * cols * depth`. Don't propagate it.\n\n"
        "```python\ngrid.attach(slot='s_%u')  # CORRECT\n"
        "# grid.attach(slot='s_0')  # WRONG - will fail\n```\n"
    )
    item = {"id": "c1", "question": "How many cells for 2 rows?", "expected_skill": "grid-sizing"}
    negative = {"id": "n1", "question": "Write a poem.", "expected_skill": None}
    bundle = load_bundle(make_skill("grid-sizing", body=body, evals=[item, negative]))
    case, other = bundle.evalset.cases
    (check,) = [c for c in derive_checks(bundle.skill, case) if c.type == "wrong_form"]
    assert check.fields == ("rows * cols * depth", "grid.attach(slot='s_0')")
    assert not [c for c in derive_checks(bundle.skill, other) if c.type == "wrong_form"]
    right = "Use `rows * max(cols, depth)`; don't multiply all three (`rows * cols * depth`)."
    assert grade_answer(right, [check]).results[0].status.value == "pass"
    wrong = "Multiply them: rows × cols × depth = 2 × 4 × 3 = 24 cells."
    graded = grade_answer(wrong, [check]).results[0]
    assert graded.status.value == "fail" and "marks wrong" in graded.message
    attach = 'Then call `grid.attach(slot="s_0")` to bind the first slot.'
    assert grade_answer(attach, [check]).results[0].status.value == "fail"


def test_a_step_that_prefers_one_thing_and_forbids_another_warns_of_the_other() -> None:
    from skilleval.rubric.callouts import is_risk_step

    step = (
        "Prefer the srun-native shape for scripts that reach `initialize.py`: "
        "`#SBATCH --ntasks-per-node=8` and a direct `srun` launch. Do not wrap these jobs "
        "in `python -m torch.distributed.run`."
    )
    group_a, group_b, _ = callout_terms(step, load_bundle(DECOY).skill)
    assert group_a == group_b == ["python -m torch.distributed.run"]
    # a kind of log line is no warning
    assert not is_risk_step("grep for real errors while filtering warning/frame noise")
    assert is_risk_step("Warn that full recompute conflicts with CUDA graphs")


def test_a_verification_step_s_head_is_the_thing_not_the_members_it_comes_with() -> None:
    from skilleval.rubric.steps import step_head

    step = "Environment class implements `EnvInterface` with `step()` and `metrics()`"
    assert step_head(step) == "Environment class implements `EnvInterface`"
    processor = "Processor converts rows to `DatumSpec` with correct `message_log` and tokens"
    assert step_head(processor) == "Processor converts rows to `DatumSpec`"
    # two settings joined by "with", or alternatives, are all the head
    settings = 'Set `granularity="selective"` with `modules=["attn"]`'
    assert step_head(settings) == settings
    either = "Choose `run(...)` for one call, `start(...)` with `async with` for many"
    assert step_head(either) == either


def _steps_of(texts: list[str]) -> tuple[ChecklistStep, ...]:
    """Checklist steps of ``texts``, numbered from 1, with their identifiers."""
    return tuple(
        ChecklistStep(n, t, tuple(extract_identifiers(t)), n) for n, t in enumerate(texts, 1)
    )


def _order_check(steps: tuple[ChecklistStep, ...]) -> Check:
    """The order check of ``steps``, their anchors and keywords as the rubric reads them."""
    steps_read = tuple(
        Step(s.text[:40], step_anchors(s, steps), step_keywords(s, steps)) for s in steps
    )
    return Check(id="order", kind="order", label="", source="", steps=steps_read)


def test_a_series_member_a_step_names_is_its_anchor() -> None:
    texts = [
        "Run `scripts/preflight.sh` first.",
        "Spawn Agent A. Agent A writes reference IR and `analysis.json`.",
        "Spawn Agent B. Agent B writes the device `kernel.rs` only.",
        "Spawn Agent D. Agent D writes `ffi.rs`, the wrapper and backend wiring in `selector.py`.",
        "Spawn Agent E. Agent E runs the performance comparison.",
    ]
    steps = _steps_of(texts)
    # the step is the member it spawns, not a file it also touches
    assert step_anchors(steps[3], steps) == ("Agent D",)
    assert step_anchors(steps[0], steps) == ("scripts/preflight.sh",)
    answer = (
        "The pipeline runs in four stages.\n\n"
        "1. **Preflight**: `scripts/preflight.sh` checks the environment.\n"
        "2. **Agent A** dumps the reference IR and writes `analysis.json`.\n"
        "3. **Agent B** writes the device kernel `kernel.rs` and nothing else.\n"
        "4. **Agent D** owns the host side: `ffi.rs`, the `.so` and the Python wrapper.\n"
        "5. **Agent E** benchmarks against the reference.\n\n"
        "## Files it touches\n\n- `src/tilegym/backend/selector.py` (backend registration)\n"
    )
    check = _order_check(steps)
    result = grade_answer(answer, [check]).results[0]
    assert result.status == "pass", result.message


def test_a_hedge_said_of_another_member_does_not_skip_the_step() -> None:
    texts = [
        "Spawn Agent A to dump the reference IR.",
        "Spawn Agent B to write the kernel.",
        "Spawn Agent C only when a later stage fails; it diagnoses the fault.",
        "Spawn Agent E to benchmark.",
    ]
    steps = _steps_of(texts)
    check = _order_check(steps)
    answer = (
        "1. Agent A dumps the reference IR for the kernel.\n"
        "2. Agent B writes the kernel itself.\n"
        "3. Agent C diagnoses a failure when one happens, and Agent F is optional.\n"
        "4. Agent E benchmarks the result.\n"
    )
    assert grade_answer(answer, [check]).results[0].status == "pass"
    skipped = answer.replace("and Agent F is optional", "and you can usually skip it")
    assert grade_answer(skipped, [check]).results[0].status == "fail"


def test_a_name_offered_as_an_alternative_after_its_noun_is_not_required() -> None:
    # "`owner:` line (or D's `fail_class:`)": either line routes; neither is required alone
    step = "Respawn the owner that C's `owner:` line (or D's `fail_class:`) names"
    assert required_fields(step) == []
    assert required_fields("Pass the `--foo` flag or the `--bar` flag") == []
    assert required_fields("Set `batch_size` and `lr_rate`, then run") == ["batch_size", "lr_rate"]


def test_items_under_a_conditional_lead_of_an_answer_format_are_not_required(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Runner\n\n## Output Format\n\nReport these items for every run:\n\n"
        "- Command executed and its exit code.\n"
        "- Working directory, usually `.<session_id>/` next to the config unless "
        "`project.working_dir` overrides it.\n"
        "- Key artifacts when present:\n"
        "  - `predictions.jsonl` with each record's `classification`.\n"
        "  - `best_params.json` and `tuned.usda` when `tune` ran.\n"
        "- The run's `exit_code` and `session_id`.\n"
    )
    folder = make_skill(
        body=body,
        evals=[{"id": "c", "question": "Run it on the lightbulb and report.", "ground_truth": "x"}],
    )
    bundle = load_bundle(folder)
    fields = {f for c in derive_checks(bundle.skill, bundle.evalset.cases[0]) for f in c.fields}
    # the usual value and its exception, and what is reported only when present, are not
    # required; the item every run reports is
    assert {"exit_code", "session_id"} <= fields
    assert not fields & {".<session_id>/", "project.working_dir", "best_params.json", "tune"}


def _behaviour_checks(
    make_skill: SkillMaker, body: str, question: str, behaviours: list[str]
) -> list[Check]:
    """The behaviour checks derived for one case of a skill with ``body``."""
    case = {"id": "c", "question": question, "ground_truth": "x", "expected_behavior": behaviours}
    bundle = load_bundle(make_skill(body=body, evals=[case]))
    return [c for c in derive_checks(bundle.skill, bundle.evalset.cases[0]) if c.kind == "behavior"]


def test_a_name_turned_away_from_is_not_required(make_skill: SkillMaker) -> None:
    body = "# Tune\n\nRun `tune --engine ovphysx`; `fake` is for smoke tests only.\n"
    (behaviour,) = _behaviour_checks(
        make_skill,
        body,
        "Tune the tire with production evidence.",
        ["Selects a production simulator rather than fake, uses a bounded trial count"],
    )
    assert "fake" not in behaviour.fields


def test_a_name_ruled_out_after_not_is_not_required(make_skill: SkillMaker) -> None:
    body = "# Pick\n\nPick merged `main` PRs into `release/<VERSION>` and open a PR there.\n"
    (behaviour,) = _behaviour_checks(
        make_skill,
        body,
        "Cherry-pick the labeled PRs for 0.44.0.",
        ["Opens the PR against release/0.44.0, not main"],
    )
    assert "main" not in behaviour.fields


def test_a_value_of_comma_joined_words_the_skill_writes_is_given_whole(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Env\n\nReturns `satisfied, local, docker` when the daemon answers, else "
        "`satisfied, local, direct`; `not_satisfied` without GPUs.\n"
    )
    first, second = _behaviour_checks(
        make_skill,
        body,
        "Two GPUs, docker info says permission denied. Scenario?",
        [
            "Returns scenario: satisfied, local, direct",
            "Returns satisfied, local, direct, not satisfied, local, docker",
        ],
    )
    assert "satisfied, local, direct" in first.fields
    assert "satisfied, local, docker" not in second.fields
    assert not grade_answer("scenario: satisfied, local, docker", [first]).passed
    said = "Docker is not usable here, so the scenario is satisfied, local, direct for the run."
    assert grade_answer(said, [first]).passed


def test_a_prohibition_that_ends_on_a_tool_is_broken_by_running_it(
    make_skill: SkillMaker,
) -> None:
    body = "# Env\n\nNo `srun` allocation is needed: the hostname names the cluster.\n"
    (check,) = _behaviour_checks(
        make_skill,
        body,
        "No local GPUs on this login node. What does the check return?",
        ["Does not probe compute nodes with srun"],
    )
    assert check.fields == ("srun",)
    grabbed = "Grab a node to read the GPU type:\n\n```bash\nsrun -N1 nvidia-smi -L\n```\n"
    assert grade_answer(grabbed, [check]).results[0].status == "fail"
    plain = "Grab a node for a moment with srun -N1 -t 1 nvidia-smi -L and read the GPU type."
    assert grade_answer(plain, [check]).results[0].status == "fail"
    kept = "The result is not_satisfied; I won't `srun` onto a compute node to find the GPUs."
    assert grade_answer(kept, [check]).results[0].status == "pass"


def test_a_text_the_case_asks_to_write_is_no_bag_of_words(make_skill: SkillMaker) -> None:
    folder = make_skill(
        evals=[
            {
                "id": "c",
                "question": "Write the PR description for the cherry-pick PR of #701 and #715.",
                "ground_truth": "Title [Cherry-pick] PRs #701 #715 with one bullet per PR.",
                "expected_behavior": ["The title lists every PR number: #701 #715"],
            }
        ],
    )
    bundle = load_bundle(folder)
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    assert all(c.written for c in checks)
    text = (
        "**Title**\n\n```\n[Cherry-pick] PRs #701 #715\n```\n\n"
        "**Body**\n\n```\n## Cherry-picked PRs\n\n- #701\n- #715\n```\n"
    )
    result = grade_answer(text, checks)
    assert not any("list of terms" in r.message for r in result.results)
    # a bag of words laid out under a heading is still one
    bag = "## PRs\n\n- cherry\n- pick\n- title\n- bullet\n- number\n- body\n- heading\n- list\n"
    assert any("list of terms" in r.message for r in grade_answer(bag, checks).results)


def test_a_bare_list_the_case_asks_for_is_no_bag_of_words(make_skill: SkillMaker) -> None:
    folder = make_skill(
        evals={
            "skill_name": "demo-skill",
            "evals": [
                {
                    "id": "negative",
                    "prompt": "Alphabetize: zebra, apple, mango. Reply with the words only.",
                    "expected_output": "apple, mango, zebra",
                    "assertions": ["Returns apple, mango, zebra in that order."],
                    "expected_skill": None,
                }
            ],
        }
    )
    bundle = load_bundle(folder)
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    assert checks and all(c.terse for c in checks)
    graded = grade_answer("apple, mango, zebra", checks)
    assert graded.passed, [r.message for r in graded.results]
    signed = "apple, mango, zebra\n\nLet me know if you need anything else."
    assert grade_answer(signed, checks).passed
    assert not grade_answer("apple, zebra, mango", checks).passed
    # the right terms in a bag of the case's other words are still a bag
    bag = "\n".join(f"- {w}" for w in ("apple", "mango", "zebra", "returns", "order", "trace"))
    assert not grade_answer(bag + "\n- conversion\n- artifacts", checks).passed
    # a telegraphic description is no bare list: its bags stay bags
    described = bundle.evalset.cases[0]
    prose = dataclasses.replace(
        described, ground_truth="Complete pipeline using ndd.readers.File, ndd.resize"
    )
    assert not any(c.terse for c in derive_checks(bundle.skill, prose))


def test_a_labelled_item_that_is_then_described_asks_for_its_label() -> None:
    from skilleval.rubric.steps import step_head

    described = (
        "**CLI config (separate file).** `~/.config/nhx/config.yaml` holds the cached admin "
        "email and `local_services.data_dir`. It is NOT inside the data directory."
    )
    assert step_head(described) == "**CLI config (separate file).** "
    conditional = "**Data directory location.** If `$NHX_DATA_DIR` is set, use that."
    assert step_head(conditional) == "**Data directory location.** "
    # an instruction after its label is the step's head
    assert step_head("**Pre-Flight.** Run every check. Then report.") == (
        "**Pre-Flight.** Run every check"
    )


def test_a_step_is_where_its_most_distinctive_word_is_in_a_crowded_sentence() -> None:
    texts = [
        "**Deployed agents** — names and statuses.",
        "**Filesets** — eval datasets, uploaded data.",
        "**Jobs** — completed or in-flight eval jobs, optimizer runs.",
        "**Local files** — the files under the working folder.",
    ]
    steps = _steps_of(texts)
    check = _order_check(steps)
    answer = (
        "Snapshot first: the platform is RUNNING; 1 deployed agent (support-bot), 2 filesets "
        "(support-eval, support-eval-out), 3 jobs and 4 local files under the working folder."
    )
    result = grade_answer(answer, [check]).results[0]
    assert result.status == "pass", result.message


def test_a_bare_value_the_case_asks_for_is_given_by_the_value(make_skill: SkillMaker) -> None:
    folder = make_skill(
        evals={
            "skill_name": "demo-skill",
            "evals": [
                {
                    "id": "negative",
                    "prompt": "What is 17 plus 25? Reply with just the number.",
                    "expected_output": "42",
                    "assertions": ["Answers 42.", "Does not create files."],
                    "expected_skill": None,
                }
            ],
        }
    )
    bundle = load_bundle(folder)
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    graded = grade_answer("42", checks)
    assert graded.passed, [r.message for r in graded.results]
    assert not grade_answer("43", checks).passed
    wrote = "I'll set up an eval to check: created `.evals/first-eval.md` with the case.\n\n42"
    assert not grade_answer(wrote, checks).passed


def test_an_answer_format_item_asks_what_it_names_not_how_to_count_it(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Client\n\n## Output Format\n\nReturn a concise summary with:\n\n"
        "- Service base URL and the `auth_mode`, without printing tokens.\n"
        "- Exact totals of every `POST` attempt: accepted (`2xx`) and rejected (`4xx`). An "
        "attempt without terminal status evidence is not a failed session. Never infer "
        "status.\n"
        "- Terminal counts per `session_id`. Retries and `/regenerate` calls count separately "
        "even when they reuse an ID; capture each terminal status. `/pipeline/upload-usd` is "
        "an accepted upload-only request.\n"
    )
    folder = make_skill(
        body=body,
        evals=[{"id": "c", "question": "Run it on my USD and report.", "ground_truth": "x"}],
    )
    bundle = load_bundle(folder)
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    fields = {f for c in checks for f in c.fields}
    assert {"auth_mode", "session_id"} <= fields
    assert not fields & {"/regenerate", "/pipeline/upload-usd"}
    # "Never infer status" is kept by reporting what was seen, not a hazard to warn of
    assert not [c for c in checks if c.kind == "callout"]


_derived = derived_checks


def test_an_answer_checklist_rule_against_removing_is_said_by_keeping(
    make_skill: SkillMaker,
) -> None:
    """ "Do not delete the test case or recipe entry": an answer of such a checklist says the
    rule by warning ("deleting the entry is the wrong approach") or by saying the thing is
    kept ("the test itself stays in place"); one that removes it, or never says, does not."""
    from skilleval.grading import grade_answer

    body = (
        "# Disable tests\n\n## Answer-First Facts\n\n"
        "For questions about disabling tests:\n\n"
        "- Mark the entry's scope with a `-broken` suffix.\n"
        "- Do not delete the test case or recipe entry when the goal is an easy re-enable.\n"
    )
    item = {"id": "c1", "question": "Disable the flaky test.", "expected_skill": "demo-skill"}
    callout = next(c for c in _derived(make_skill, body, item) if c.kind == "callout")
    lead = "Change the entry's scope to `mr-github-broken`."
    for said in (
        "The test itself stays in place; only the scope changes.",
        "The recipe entry stays where it is; CI just stops picking it up.",
        "Deleting the entry or commenting it out is the wrong approach here.",
        "Don't delete the test case.",
    ):
        assert grade_answer(f"{lead} {said}", [callout]).results[0].status == "pass", said
    for unsaid in (
        "That is all.",
        "The recipe entry stays in place; delete the test case directory itself.",
    ):
        assert grade_answer(f"{lead} {unsaid}", [callout]).results[0].status == "fail", unsaid


def test_a_deed_on_every_named_file_requires_each_file_the_user_named(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer

    item = {
        "id": "c1",
        "question": "I changed imports in src/app/foo.py and tests/test_foo.py. What do I run?",
        "expected_skill": "demo-skill",
        "expected_behavior": ["Runs uv run isort on both named files"],
    }
    check = next(c for c in _derived(make_skill, None, item) if c.kind == "behavior")
    assert {"src/app/foo.py", "tests/test_foo.py"} <= set(check.fields)
    both = "Run `uv run isort src/app/foo.py tests/test_foo.py` before you commit."
    assert grade_answer(both, [check]).results[0].status == "pass"
    one = "Run `uv run isort src/app/foo.py` before you commit; the test file is fine."
    assert grade_answer(one, [check]).results[0].status == "fail"


def test_a_skill_name_used_as_an_owner_is_a_word_of_prose(make_skill: SkillMaker) -> None:
    body = "# Summarize\n\n## Output\n\nThe output is `summary`, a JSON with `study_uid`.\n"
    item = {
        "id": "c1",
        "question": "Summarize the note.",
        "expected_skill": "demo-skill",
        "expected_behavior": ["the summary's study_uid matches the input exactly"],
    }
    check = next(c for c in _derived(make_skill, body, item) if c.kind == "behavior")
    assert "summary" not in check.fields


def test_an_output_key_a_behaviour_qualifies_is_an_english_word(make_skill: SkillMaker) -> None:
    body = (
        "# Finder\n\n## Output\n\n- `recommendation`: the ranked pick.\n"
        "- `caveats`: what to check first.\n- Run with `ovrtx`.\n"
    )
    behaviors = [
        "the output's top-ranked recommendation is nv_segment_ct",
        "the output strongly caveats the clinical framing",
        "the answer lists caveats and uses ovrtx",
    ]
    item = {"id": "f", "question": "Which tool?", "expected_skill": "demo-skill"}
    item["expected_behavior"] = behaviors
    checks = _derived(make_skill, body, item)
    assert [c.fields for c in checks if c.kind == "behavior"] == [(), (), ("caveats", "ovrtx")]


def test_a_word_inside_a_dotted_path_is_no_name_of_its_own(make_skill: SkillMaker) -> None:
    body = "# Structurer\n\n## Output\n\n- `format`: violations found.\n"
    item = {"id": "f", "question": "Structure these.", "expected_skill": "demo-skill"}
    item["expected_behavior"] = ["output.format.n_format_violations is 0"]
    checks = _derived(make_skill, body, item)
    assert [c.fields for c in checks if c.kind == "behavior"] == [()]


def test_a_step_its_own_section_makes_conditional_is_optional(make_skill: SkillMaker) -> None:
    body = (
        "# Goldens\n\n## Workflow\n\n```\n- [ ] Step 1: Set up the token env\n"
        "- [ ] Step 2: Reset prior golden-value edits\n- [ ] Step 3: Download goldens\n"
        "- [ ] Step 4: Produce the summary\n```\n\n"
        "### Step 1 — Environment\n\nExport the token.\n\n"
        "### Step 2 — Reset prior edits (only if user re-runs)\n\nRun git checkout.\n\n"
        "### Step 3 — Download\n\nRun the download script.\n\n"
        "### Step 4 — Summary\n\nFill in the template.\n"
    )
    item = {"id": "g", "question": "Refresh the goldens.", "expected_skill": "demo-skill"}
    checks = _derived(make_skill, body, item)
    order = next(c for c in checks if c.kind == "order")
    assert [s.label for s in order.steps] == [
        "Set up the token env",
        "Download goldens",
        "Produce the summary",
    ]


def test_the_users_path_is_the_prompts_path_of_that_kind(make_skill: SkillMaker) -> None:
    item = {
        "id": "p",
        "question": (
            "Finetune on my dataset at /data/msd_case and write outputs under runs/x; the CT "
            "DICOM series is at /data/ct_series."
        ),
        "expected_skill": "demo-skill",
        "expected_behavior": [
            "the command includes the user dataset path as the positional argument",
            "the command includes the user-provided output directory",
            "the command includes --fixture with the user DICOM series path",
        ],
    }
    checks = _derived(make_skill, "# Finetune\n\nRun `scripts/run.py`.\n", item)
    positional, output, series = (c for c in checks if c.kind == "behavior")
    assert (positional.fields, output.fields) == (("/data/msd_case",), ("runs/x",))
    assert series.fields == ("/data/ct_series",)
    good = "```bash\npython scripts/run.py /data/msd_case --smoke --output-dir runs/x\n```"
    assert grade_answer(good, [positional]).passed
    flagged = "```bash\npython scripts/run.py --dataset-dir /data/msd_case --output-dir runs/x\n```"
    assert not grade_answer(flagged, [positional]).passed


def test_a_silent_substitute_for_the_skills_library_is_code_importing_another(
    make_skill: SkillMaker,
) -> None:
    """ "Does not silently substitute a different solver or framework": the library the
    skill's own code imports is the one meant; code importing another, where the answer
    imports none of the skill's and never names them, substitutes it silently."""
    body = (
        "# Solve\n\n```python\nimport json\nfrom cuopt.linear_programming.problem import "
        "Problem\n```\n"
    )
    item = {
        "id": "lp-1",
        "question": "Maximize 3a + 5b subject to 12a + 25b <= 1800.",
        "expected_skill": "demo-skill",
        "expected_behavior": ["Does not silently substitute a different solver or framework"],
    }
    (check,) = (c for c in _derived(make_skill, body, item) if c.kind == "behavior")
    assert check.libraries == ("cuopt",)  # the standard library's json is no solver
    pulp = "```python\nimport pulp\nm = pulp.LpProblem('mix', pulp.LpMaximize)\n```\nProfit 408."
    assert grade_answer(pulp, [check]).results[0].status == "fail"
    owned = "cuOpt is not installed here, so I used PuLP:\n```python\nimport pulp\n```\nProfit 408."
    assert grade_answer(owned, [check]).results[0].status == "pass"
    used = "```python\nfrom cuopt.linear_programming.problem import Problem\nimport numpy\n```"
    assert grade_answer(used, [check]).results[0].status == "pass"


def test_a_recovery_step_of_a_verification_list_is_optional(make_skill: SkillMaker) -> None:
    """ "Resume ... after preemption" is what to do once the incident happens: an answer
    that sets things up may leave it for then; a check that recovery works is no such step."""
    body = (
        "# Launcher\n\n### Spot checklist\n\nWhen using spot instances:\n\n"
        "- Set `use_spot: true` in the `cloud:` section.\n"
        "- Resume from the most recent checkpoint after preemption with `restore_from`.\n"
        "- Confirm the job resumes after preemption with `resume_probe`.\n"
    )
    item = {"id": "s", "question": "How do I use spot instances?", "expected_skill": "demo-skill"}
    fields = {f for c in _derived(make_skill, body, item) if c.kind == "fields" for f in c.fields}
    assert "restore_from" not in fields
    assert {"use_spot:true", "resume_probe"} <= fields


def test_a_procedures_names_are_those_the_case_names_where_it_names_some(
    make_skill: SkillMaker,
) -> None:
    """A procedure list's names the case's ground truth or behaviours leave out are the
    author's detail ("6. __init__.py -- re-export"); where the case names none, all stand."""
    body = (
        "# Onboarding\n\n## Implementation order\n\nImplement files in dependency order:\n\n"
        "1. **model.py** -- the main model class\n"
        "2. **state_dict_adapter.py** -- weight conversion\n"
        "3. **__init__.py** -- re-export the model class\n"
    )
    item = {
        "id": "o",
        "question": "Which files do I implement, in which order, for a new model?",
        "expected_skill": "demo-skill",
        "ground_truth": "Writes model.py and then state_dict_adapter.py for the weights.",
    }
    fields = {f for c in _derived(make_skill, body, item) if c.kind == "fields" for f in c.fields}
    assert fields == {"model.py", "state_dict_adapter.py"}
    item["ground_truth"] = "Implements the files in dependency order."
    fields = {f for c in _derived(make_skill, body, item) if c.kind == "fields" for f in c.fields}
    assert fields == {"model.py", "state_dict_adapter.py", "__init__.py"}


def test_labelled_lines_of_terms_are_a_terse_truth_and_answer(make_skill: SkillMaker) -> None:
    """A ground truth of a few "Label: terms" lines asks for that shape: an answer of those
    lines is no bag of words; quoted labels ('Run functional tests') are names to give."""
    item = {
        "id": "n",
        "question": "Reply with exactly two lines: Triple: <a>, <b>, <c> and Labels: <d>, <e>",
        "expected_skill": "demo-skill",
        "ground_truth": "Triple: pyproject.toml, uv.lock, docker/Dockerfile.ci.dev\n"
        "Labels: Run functional tests, Run MBridge tests",
        "expected_behavior": [
            "Names both 'Run functional tests' and 'Run MBridge tests' as labels"
        ],
    }
    checks = _derived(make_skill, None, item)
    assert all(c.terse for c in checks)
    lines = (
        "Triple: pyproject.toml, uv.lock, docker/Dockerfile.ci.dev\n"
        "Labels: Run functional tests, Run MBridge tests"
    )
    assert grade_answer(lines, checks).passed
    one_label = lines.replace(", Run MBridge tests", "")
    (labels,) = (c for c in checks if c.kind == "behavior")
    assert grade_answer(one_label, [labels]).results[0].status == "fail"


def test_a_negative_cases_answer_named_by_its_topic_is_answering_the_request(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "n",
        "question": "How do I query all orders for users whose email ends with @nvidia.com?",
        "expected_skill": None,
        "ground_truth": "The skill is not activated because the question is about Django ORM.",
        "expected_behavior": ["Agent provides a Django ORM query answer"],
    }
    (check,) = (c for c in _derived(make_skill, None, item) if c.source == "behaviour 1")
    assert check.conduct == "answers_directly"
    answer = (
        "```python\norders = Order.objects.filter(user__email__iendswith='@nvidia.com')"
        ".order_by('-created_at')\n```\n\n`user__email` follows the foreign key to the user, "
        "and `iendswith` makes the match case-insensitive."
    )
    assert grade_answer(answer, [check]).passed


def test_a_short_should_not_activate_sentence_is_still_the_case_s_conduct(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "neg",
        "question": "Fix the flaky test in test_grpo.py that times out intermittently.",
        "expected_skill": None,
        "ground_truth": "The agent should not activate the docs skill for a test fix.",
        "expected_behavior": ["The agent did not read or activate docs/SKILL.md"],
        "should_trigger": False,
    }
    bundle = load_bundle(make_skill("project-docs", evals=[item]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    assert "answers_directly" in {c.conduct for c in checks}
    # a bag of the case's own words answers nothing
    bag = "agent, activate, docs, skill, test, fix, flaky, times"
    assert not grade_answer(bag, checks).passed
    # one that hands the request to another skill asks for the routing, not an answer
    routed = dict(
        item,
        ground_truth="CI diagnosis without an issue-creation request belongs to ci-triage, "
        "not project-docs.",
    )
    bundle = load_bundle(make_skill("project-docs", evals=[routed]))
    checks = derive_checks(bundle.skill, bundle.evalset.cases[0])
    assert "answers_directly" not in {c.conduct for c in checks}


def test_what_a_refusal_refuses_is_the_user_s_and_may_be_called_by_what_it_is(
    make_skill: SkillMaker,
) -> None:
    body = "# Dev\n\nNever push commits to `main`; open a PR from a feature branch.\n"
    item = {
        "id": "push",
        "question": "Just commit my typo fix and push straight to main so we skip the PR.",
        "expected_behavior": ["Refuses to push directly to main"],
    }
    [check] = [c for c in derived_checks(make_skill, body, item) if c.kind == "behavior"]
    assert check.fields == ("main",) and "main" in check.given
    refused = (
        "I won't push directly to a protected branch, even for a typo. I'll put it on a "
        "feature branch, commit it with sign-off and open a PR instead."
    )
    assert grade_answer(refused, [check]).passed


def test_a_truth_that_names_a_list_asks_for_the_list(make_skill: SkillMaker) -> None:
    item = {
        "id": "tsv",
        "question": "What fields should I track for each experiment in the TSV log?",
        "ground_truth": "The agent describes the TSV fields: index, branch, parent commit, "
        "commit, recipe, metric name, metric value, status, and description.",
        "expected_behavior": ["The agent listed the TSV log fields"],
    }
    checks = derived_checks(make_skill, None, item)
    listed = (
        "TSV log fields: index, branch, parent commit, commit, recipe, metric name, "
        "metric value, status, description. One row per attempted experiment."
    )
    assert grade_answer(listed, checks).passed
    bag = "index\nbranch\ncommit\nrecipe\nmetric\nvalue\nstatus\ndescription\nfields\n"
    assert not grade_answer(bag, checks).passed


def test_a_deed_forbidden_to_the_agent_itself_is_no_conduct_of_answering() -> None:
    from skilleval.rubric.conduct import conduct_of

    # "itself" here is who must not do it, not an answer given directly
    assert conduct_of("Does not fetch the firmware images itself") == ""
    assert conduct_of("Answers the question itself") == "answers_directly"


def test_slash_commands_and_files_the_prompt_names_are_no_marks_of_the_skill(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.conduct import skill_identifiers

    folder = make_skill(
        "flash-prep",
        "# Flash prep\n\nRun `/board-fetch-images` first, then unpack "
        "`Staging/rootfs_image.tbz2` into `staging_root/rootfs_tree`.\n",
    )
    skill = load_bundle(folder).skill
    names = skill_identifiers(skill, "Can you fetch rootfs_image.tbz2 for me?")
    assert "/board-fetch-images" not in names  # naming another skill hands the request over
    assert "Staging/rootfs_image.tbz2" not in names  # the file the prompt asks about
    assert "staging_root/rootfs_tree" in names


def test_names_a_skill_only_routes_elsewhere_are_no_marks_of_applying_it(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.conduct import owners, skill_identifiers

    folder = make_skill(
        "rate-loader",
        "# Rate loader\n\nCreate a `rate_context` on the device and load `rate_image.bin`.\n\n"
        "If the user only wants to read counters, that is the `rate_counters` CLI tool: route "
        "via `tools-map`.\n\n- **`rate_counters` tool surface.** That CLI is a separate "
        "artifact with its own page.\n\nPass `--skip-agents` only when agents are out of "
        "scope.\n",
    )
    skill = load_bundle(folder).skill
    names = skill_identifiers(skill, "How do I read the rate counters?")
    assert "rate_counters" not in names  # the skill only sends the request there
    assert "rate_context" in names and "rate_image.bin" in names
    assert "--skip-agents" in names  # a condition of its own step, not a hand-off
    handed = owners(["The agent routes to the rate_counters tool via tools-map-skill."], "x", None)
    assert handed == ("rate_counters", "tools-map-skill")
