"""Checklist discovery: every shape authors use, and the role that decides grading."""

from __future__ import annotations

import re
from pathlib import Path

from skilleval.grading import Check, grade_answer
from skilleval.grading.model import Step
from skilleval.loading.evalset import load_evalset
from skilleval.loading.skill import find_checklists as find_in_sections
from skilleval.loading.skill import load_skill, parse_sections
from tests.conftest import SkillMaker, derived_checks

# Reviewed by hand against each SKILL.md: (title prefix, role, ordered, steps).
# Skills not listed have no checklist and none may be invented for them.
CORPUS_CHECKLISTS = {
    "cuopt-skill-evolution": [
        # "## Workflow" over a numbered list: for prompts that ask for the workflow
        ("Workflow", "procedure", True, 6),
        ("Distillation checklist", "verification", False, 14),
    ],
    "cupynumeric-install": [("Instructions", "procedure", True, 3)],
    "deepstream-generate-pipeline": [
        ("Step 1 — Collect Pipeline Requirements", "procedure", True, 3),
        ("5.1 — Output format", "answer", True, 5),
        # its "## Workflow" of "### Step 1" to "### Step 6": for prompts that ask for it
        ("Workflow", "procedure", True, 6),
    ],
    "digital-health-clinical-asr-eval": [
        ("Critical workflow rules", "routing", True, 7),
        ("3d. Breakdowns + leaderboard", "procedure", True, 5),
    ],
    "doca-upgrade": [
        ("Example questions", "examples", False, 6),
        ("Agent activation checklist", "routing", True, 3),
        ("Loading order", "routing", True, 3),
    ],
    "dynamo-interconnect-check": [("Output Contract", "answer", False, 4)],
    "dynamo-troubleshoot": [
        ("3. Debug Top Down", "procedure", True, 8),
        ("Output Contract", "answer", False, 7),
    ],
    "earth2studio-create-diagnostic": [("Quick Start Checklist", "procedure", True, 9)],
    "holohub-module-lifecycle": [("Output", "answer", False, 9)],
    # "Run the steps below in order." over "### Step 1 — resolve repo and run dir" and
    # "### Step 2 — run setup": steps written as headings
    "i4h-workflow-setup": [
        # "## Final Response / Report setup status, failed component (if any), ...": what the
        # answer returns, in one sentence
        ("Final Response", "answer", False, 4),
        ("Preflight", "procedure", True, 2),
    ],
    # "Eight steps; full detail in references/procedure.md." over its numbered list
    "jetson-customize-uphy": [("Procedure (summary)", "procedure", True, 8)],
    "launch-nemo-rl": [("12. Checklist before calling a run", "procedure", True, 5)],
    "mcore-bump-base-image": [
        ("Answer-First Pattern", "answer", False, 4),
        ("Workflow", "procedure", True, 7),
    ],
    "mcore-cicd": [("Answer-First CI Facts", "answer", False, 6)],
    "nemo-fabric-integrate": [("Checklist", "verification", False, 10)],
    "nemo-mbridge-mlm-bridge-training": [("First Answer Checklist", "answer", True, 5)],
    "nemo-mbridge-perf-activation-recompute": [("Answer Checklist", "answer", True, 5)],
    "nemo-mbridge-perf-cuda-graphs": [("Practical bring-up order", "procedure", True, 6)],
    "nemo-relay-instrument-calls": [("Checklist", "verification", False, 5)],
    "nemo-relay-plugin-build": [("Validation Checklist", "verification", False, 13)],
    "nemotron-retrieval-recipes": [("Source Priority", "priority", True, 4)],
    "omniverse-cad-to-simready": [("Output Format", "answer", False, 6)],
    "omniverse-realtime-viewer": [
        ("Read Order", "routing", True, 8),
        ("Completion Checklist", "verification", False, 6),
    ],
    "paidf-anomalygen": [("PAIDF AnomalyGen", "procedure", True, 8)],
    "physical-ai-infrastructure-setup-and-resilient-scaling": [
        ("Verification Gates", "verification", False, 4)
    ],
    "tao-run-deft-aoi": [("Workflow", "procedure", True, 5)],
    "tilegym-converting-cutile-to-triton": [
        ("Conversion Checklist", "todo", True, 14),  # "Copy this checklist and track progress"
        ("⚠️ MANDATORY COMPLETION CHECKLIST", "verification", False, 4),
    ],
    "tilegym-cutile-autotuning": [("Reading Guide", "procedure", True, 5)],
}


def test_corpus_checklists_are_found_and_none_invented(corpus: Path) -> None:
    seen = {}
    for skill_md in sorted(corpus.rglob("SKILL.md")):
        skill = load_skill(skill_md.parent)
        seen[skill.name] = [(c.title, c.role, c.ordered, len(c.steps)) for c in skill.checklists]
    assert len(seen) >= 46
    for name, found in seen.items():
        expected = CORPUS_CHECKLISTS.get(name, [])
        assert len(found) == len(expected), (name, found)
        for (title, role, ordered, steps), (prefix, e_role, e_ordered, e_steps) in zip(
            found, expected, strict=True
        ):
            assert title.startswith(prefix), (name, title)
            assert (role, ordered, steps) == (e_role, e_ordered, e_steps), (name, title)


def checklists_of(body: str) -> list[tuple[str, str, bool, list[str]]]:
    sections = parse_sections(body, 1)
    return [
        (c.title, c.role, c.ordered, [s.text for s in c.steps]) for c in find_in_sections(sections)
    ]


def test_prose_introduced_ordered_list_is_an_answer_checklist() -> None:
    body = (
        "# Tool\n\n## Usage\n\nKeep the response in this order:\n\n"
        "1. Name the `max_workers` setting.\n2. Show the command.\n3. Warn about retries.\n"
    )
    [(title, role, ordered, steps)] = checklists_of(body)
    assert (title, role, ordered) == ("Usage", "answer", True)
    assert steps[0] == "Name the `max_workers` setting."


def test_checkbox_list_inside_a_fence_with_step_labels_is_ordered() -> None:
    body = (
        "# Tool\n\n## Workflow\n\n```\n- [ ] Step 1: Update the pin in `a/b.txt`\n"
        "- [ ] Step 2: Open the pull request\n- [ ] Step 3: Verify both pins\n```\n"
    )
    [(_, role, ordered, steps)] = checklists_of(body)
    assert (role, ordered) == ("procedure", True)
    assert steps == ["Update the pin in `a/b.txt`", "Open the pull request", "Verify both pins"]


def test_unordered_checklist_heading_bold_steps_and_tables() -> None:
    body = (
        "# Tool\n\n## Launch checklist\n\n- [ ] Quota checked\n- [ ] Secrets mounted\n\n"
        "## Bring-up\n\nRun these in order:\n\n**1a** Build the image.\n**1b** Push it.\n"
        "**2** Deploy.\n\n## Phases\n\n| Phase | What runs |\n|---|---|\n| 0 | fetch |\n"
        "| 1 | train |\n| 2 | eval |\n"
    )
    found = checklists_of(body)
    assert [(t, r, o) for t, r, o, _ in found] == [
        ("Launch checklist", "verification", False),
        ("Bring-up", "procedure", True),
        ("Phases", "procedure", True),
    ]
    assert found[1][3] == ["Build the image.", "Push it.", "Deploy."]
    assert found[2][3] == ["fetch", "train", "eval"]


def test_a_numbered_table_of_things_is_no_step_table() -> None:
    places = (
        "# Tool\n\n## Overview\n\nA change touches three places together:\n\n"
        "| # | Place | Path |\n|---|---|---|\n| 1 | Lane | `pads/lanes/x` |\n"
        "| 2 | Port | `ports/x` |\n| 3 | Host list | `host.phys` |\n"
    )
    assert checklists_of(places) == []
    steps = places.replace("| # | Place | Path |", "| # | Action | Path |")
    [(_, role, ordered, _)] = checklists_of(steps)
    assert (role, ordered) == ("procedure", True)


def test_answering_a_question_as_a_purpose_is_no_answer_cue() -> None:
    body = (
        "# Wiki\n\n## Family pages\n\nUse them to answer questions such as:\n\n"
        "* What usually dominates performance?\n* Which choices may be missing?\n\n"
        "## Technique pages\n\nRead only the sections needed to answer the question:\n\n"
        "* `What it is`\n* `When to use`\n* `Caveats`\n"
    )
    assert checklists_of(body) == []
    answer = body.replace("Use them to answer questions such as:", "A complete answer includes:")
    assert [t for t, *_ in checklists_of(answer)] == ["Family pages"]


def test_inline_sequences_are_steps() -> None:
    body = (
        "# Tool\n\n## Instructions\n\nFollow these steps in order: confirm the prerequisites, "
        "ask the scoping questions, install via the chosen path, then verify the install.\n\n"
        "## Summary\n\n**4-step summary**: Classify kernel → Design space → Implement → Validate.\n"
    )
    found = checklists_of(body)
    assert [s for _, _, _, s in found] == [
        [
            "confirm the prerequisites",
            "ask the scoping questions",
            "install via the chosen path",
            "verify the install",
        ],
        ["Classify kernel", "Design space", "Implement", "Validate"],
    ]


def test_todo_lists_routing_and_priorities_are_not_graded() -> None:
    todo = "\n".join(f"- [ ] Create `pkg/mod{i}.py`" for i in range(20))
    body = (
        f"# Tool\n\n## Checklist\n\n{todo}\n\n## Activation checklist\n\n"
        "Load this skill when:\n\n1. The user names the tool\n2. The user shares a log\n\n"
        "## Sources\n\nResolve conflicts in this order:\n\n1. The checkout.\n2. The docs.\n"
    )
    roles = [(c.role, c.is_answer) for c in find_in_sections(parse_sections(body, 1))]
    assert roles == [("todo", False), ("routing", False), ("priority", False)]


def test_an_answer_walking_the_case_s_checklist_passes_its_checks(corpus: Path) -> None:
    """General consistency: for every positive corpus case graded on a checklist, an
    answer that lists that checklist's steps, in order, as written, passes its order,
    callout and step-field checks (or leaves them undetermined), never fails them."""
    from skilleval.grading import grade_answer
    from skilleval.loading.workspace import load_workspace
    from skilleval.rubric.derive import derive_checks, select_checklist

    failures, graded = [], 0
    for bundle in load_workspace([corpus]).bundles:
        for case in bundle.evalset.cases:
            checklist, _ = select_checklist(bundle.skill, case.prompt)
            if not case.targets_skill or checklist is None:
                continue
            checks = [
                c
                for c in derive_checks(bundle.skill, case)
                if c.kind in ("order", "callout")
                or (c.kind == "fields" and c.source.startswith("checklist step"))
            ]
            steps = "\n".join(f"{s.index}. {s.text}" for s in checklist.steps)
            for result in grade_answer(f"In order:\n\n{steps}", checks).results:
                graded += 1
                # Steps that are terse table rows ("SDG — `full`, `inference_only`"),
                # listed bare, read as a term list, which no real answer is.
                if result.status == "fail" and "list of terms" not in result.message:
                    failures.append(f"{bundle.skill.name}/{case.id}: {result.message[:100]}")
    assert graded > 80
    assert failures == []


def test_a_checklist_copied_to_track_progress_is_a_todo_list() -> None:
    body = (
        "# Tool\n\n## Conversion checklist\n\nCopy this checklist and track your progress:\n\n"
        "```\nProgress:\n- [ ] Step 1: Analyze the source\n- [ ] Step 2: Convert the kernel\n"
        "- [ ] Step 3: Run the tests\n```\n"
    )
    [(_, role, ordered, _)] = checklists_of(body)
    assert (role, ordered) == ("todo", True)
    plain = body.replace("Copy this checklist and track your progress:\n\n", "")
    assert checklists_of(plain)[0][1] == "procedure"


def test_an_order_heading_and_a_colon_lead_before_a_preamble_introduce_lists() -> None:
    body = (
        "# Tool\n\n## Phases (run in order)\n\n1. **Discover** the versions.\n"
        "2. **Implement** the changes.\n3. **Validate** the build.\n\n"
        "## Debugging\n\nWhen a check fails, follow this sequence:\n\n"
        "Before blaming precision, rule out mapping bugs.\n\n"
        "1. Run the single-device check.\n2. Run the sharded check.\n"
    )
    found = checklists_of(body)
    assert [(t, r, o) for t, r, o, _ in found] == [
        ("Phases (run in order)", "procedure", True),
        ("Debugging", "procedure", True),
    ]


def test_a_skill_s_one_procedure_applies_to_a_prompt_for_its_own_task(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Upgrade\n\n## Phases (run in order)\n\n1. Read the release notes in range.\n"
        "2. Plan and implement the migration.\n3. Validate with the test suite.\n"
    )
    skill = load_skill(make_skill("widget-lib-upgrade", body=body))
    chosen, _ = select_checklist(skill, "Upgrade widget-lib from 2.1 to 2.4 here.")
    assert chosen is not None and chosen.title == "Phases (run in order)"
    assert select_checklist(skill, "What does this repository do?")[0] is None
    # An order the system keeps is no workflow of the task, whatever the prompt names.
    internal = (
        "# Upgrade\n\n## Component Application Order\n\nApplied in this strict order:\n\n"
        "1. Adapters\n2. Quantization\n3. Sharding\n"
    )
    other = load_skill(make_skill("gadget-lib-upgrade", body=internal))
    assert select_checklist(other, "Upgrade gadget-lib from 2.1 to 2.4 here.")[0] is None


def test_a_code_block_under_a_file_caption_presents_the_file_s_step(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer

    body = (
        "# Add a model\n\n## Workflow\n\nDo these steps in order:\n\n"
        "1. Classify the model as simple or generative.\n"
        "2. Create `pkg/models/<name>.py` with the model class.\n"
        "3. Create `tests/models/test_<name>.py` with mock tests.\n"
        "4. Run `pytest tests/models/test_<name>.py` before reporting.\n"
    )
    item = {"id": "c1", "question": "Add a Blur model to pkg.", "expected_skill": "demo-skill"}
    checks = derived_checks(make_skill, body, item)
    answer = (
        "I used `pkg/models/sharpen.py` as the reference. Blur is a simple model, so it is a "
        "plain class with no sampling.\n\n**`pkg/models/blur.py`**\n\n```python\n"
        "class Blur:\n    def __call__(self, x):\n        return x\n```\n\n"
        "**`tests/models/test_blur.py`**\n\n```python\n"
        "def test_blur():\n    assert Blur()(1) == 1\n```\n\n"
        "Then run `pytest tests/models/test_blur.py`; it passes.\n"
    )
    order = next(r for r in grade_answer(answer, checks).results if r.kind == "order")
    assert order.status == "pass", order.message


def test_a_checklist_introduced_by_when_using_x_applies_to_prompts_about_x(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Launch\n\n## Cloud spot checklist\n\nWhen using spot or preemptible instances:\n\n"
        "- Set `use_spot: true`.\n- Use a short `checkpoint_interval`.\n"
        "- Resume with `restore_from` after a preemption.\n"
    )
    skill = load_skill(make_skill("launcher-config", body=body))
    assert select_checklist(skill, "Launch on spot instances with 8 GPUs.")[0] is not None
    chosen, why = select_checklist(skill, "Launch a two-node batch job on the cluster.")
    assert chosen is None and "scope" in why


def test_for_x_models_and_for_acronyms_scope_a_checklist(make_skill: SkillMaker) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Onboard\n\n## 2.3 MoE adapter checklist\n\nFor MoE models, the adapter must map:\n\n"
        "- Router weights.\n- Expert weights in index order.\n- Shared experts separately.\n\n"
        "## 2.4 VLM checklist\n\nFor VLMs, confirm the config first. Cover:\n\n"
        "- The vision tower and projector.\n- Text and vision weight mapping.\n"
        "- Tiny image-text tests.\n"
    )
    skill = load_skill(make_skill("model-onboard", body=body))
    moe, _ = select_checklist(skill, "What should I watch for in a new MoE state dict?")
    assert moe is not None and moe.title.startswith("2.3")
    vlm, _ = select_checklist(skill, "How do I add a new VLM with a vision tower?")
    assert vlm is not None and vlm.title.startswith("2.4")
    dense, why = select_checklist(skill, "Add a new dense causal LM.")
    assert dense is None and "scope" in why


def test_a_checklist_for_what_the_user_explicitly_requests_waits_for_the_request(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Forecast\n\n## Generate Script\n\nCall `run.forecast(...)` with the model and data.\n\n"
        "## Manual Loop Alternative\n\nWhen user explicitly requests manual implementation "
        "(NOT using `pkg.run.forecast`), follow this checklist in order:\n\n"
        "1. **fetch_data** - get the initial field.\n2. **create_iterator** - build the loop.\n"
        "3. **io.write** - write each step.\n"
    )
    skill = load_skill(make_skill("forecast-scripts", body=body))
    plain, why = select_checklist(skill, "Write me the full inference script for 3 days.")
    assert plain is None and "manual implementation" in why
    manual, _ = select_checklist(skill, "Write the forecast as a manual loop, step by step.")
    assert manual is not None and manual.title == "Manual Loop Alternative"


def test_an_answer_checklist_of_self_check_questions_or_a_checkpoint_table_is_found(
    make_skill: SkillMaker,
) -> None:
    questions = (
        "# Governance\n\n## Answer checklist\n\nBefore replying, quickly check:\n\n"
        "1. Did I find which DAO the user means?\n2. Did I choose the right API endpoints?\n"
        "3. Did I explain the answer in plain language?\n"
    )
    skill = load_skill(make_skill("dao-answers", body=questions))
    (found,) = skill.graded_checklists
    assert found.role == "answer" and not found.ordered  # checks on the answer, no order
    table = (
        "# Design\n\n## Answer checklist (every design)\n\n| Checkpoint | Covered? |\n|---|---|\n"
        "| Users and trust boundary | |\n| Happy path and degraded path | |\n"
        "| Latency targets | |\n| Cost controls | |\n"
    )
    skill = load_skill(make_skill("design-answers", body=table))
    (found,) = skill.graded_checklists
    assert [s.text for s in found.steps][:2] == [
        "Users and trust boundary",
        "Happy path and degraded path",
    ]


def test_an_item_that_names_risks_to_report_warns_of_no_hazard(make_skill: SkillMaker) -> None:
    from skilleval.rubric.derive import derive_checks

    body = (
        "# Work\n\n## Response checklist\n\nAlways summarize:\n\n1. goal understood\n"
        "2. files affected\n3. change made\n4. risk or tradeoff\n5. verification run\n"
    )
    folder = make_skill(
        "work-summary",
        body=body,
        evals=[{"id": "a", "question": "Add a retry.", "expected_skill": "work-summary"}],
    )
    skill = load_skill(folder)
    case = load_evalset(folder, skill.name).cases[0]
    assert not [c for c in derive_checks(skill, case) if c.kind == "callout"]
    assert skill.graded_checklists[0].title == "Response checklist"


def test_when_replying_include_introduces_an_answer_checklist(make_skill: SkillMaker) -> None:
    body = (
        "# Upgrades\n\n## How to respond\n\nWhen replying, include:\n\n"
        "- **Summary**: one line\n- **Steps**: numbered\n- **Risks**: what could break\n"
    )
    skill = load_skill(make_skill("upgrade-answers", body=body))
    (found,) = skill.graded_checklists
    assert found.role == "answer" and len(found.steps) == 3


def test_answer_choices_are_no_answer_cue(make_skill: SkillMaker) -> None:
    """A list introduced by a sentence about a multiple-choice question's "answer choices"
    (or its "answer key") says how to prepare the input, not what the answer presents."""
    body = (
        "# Planner\n\n## Required inputs\n\n"
        "Before invoking the planning prompt, derive the stem without exposing answer choices "
        "to the planner:\n\n"
        "1. Prefer a separately structured stem.\n"
        "2. Otherwise remove the answer-choice block before prompt construction.\n"
        "3. If the stem cannot be separated, return a rejection.\n"
    )
    skill = load_skill(make_skill("planner-skill", body=body))
    assert not [c for c in skill.graded_checklists if c.role == "answer"]


def test_a_scope_the_expected_answer_shares_applies(make_skill: SkillMaker) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Serve\n\n## Instructions\n\n"
        "For recipe questions, give a complete launch recipe. A complete answer includes:\n\n"
        "- The runtime: upstream vLLM (`vllm/vllm-openai:latest`) or NVIDIA SGLang 26.01 "
        "(`nvcr.io/nvidia/sglang:26.01-py3`) on Thor.\n"
        "- A `docker run` command with `--port 8000`.\n"
        "- The endpoint `http://<board-ip>:8000/v1`.\n"
    )
    skill = load_skill(make_skill("board-serve", body=body))
    prompt = "Run Llama on my Thor so I can reach it from my laptop."
    assert select_checklist(skill, prompt)[0] is None  # "recipe" is not in the prompt
    expected = "The agent produced a complete docker run recipe with the endpoint."
    chosen, _ = select_checklist(skill, prompt, expected)
    assert chosen is not None
    from skilleval.rubric.steps import required_fields

    # alternatives ("A on Thor, or NVIDIA SGLang 26.01 B"): neither required alone
    assert required_fields(chosen.steps[0].text) == []
    assert required_fields(chosen.steps[2].text) == ["http://<board-ip>:8000/v1"]


def test_an_answer_format_written_as_an_arrow_chain_is_an_ordered_checklist(
    make_skill: SkillMaker,
) -> None:
    """ "## Response Format" over one line "`A` → `B` → `C` → `D`": the answer's sections in
    that order, found by the labels' words although they are set in code type."""
    from skilleval.grading import grade_answer
    from skilleval.rubric.derive import derive_checks

    body = (
        "# Serve configs\n\n## Response Format\n\n"
        "`Recommended config` → `Why this source` → `What is verified` → `What is unverified`\n\n"
        "## Steps\n\nPick the checked-in recipe.\n"
    )
    evals = [{"id": "c", "question": "Which config should I serve with?"}]
    folder = make_skill("serve-format", body=body, evals=evals)
    skill = load_skill(folder)
    (found,) = skill.graded_checklists
    assert (found.role, found.ordered, len(found.steps)) == ("answer", True, 4)
    (case,) = load_evalset(folder, skill.name).cases
    (order,) = [c for c in derive_checks(skill, case) if c.kind == "order"]
    sections = [
        "**Recommended config**\n\n```yaml\nmax_batch_size: 8\n```",
        "**Why this source**\n\nIt is the exact checked-in match for your GPU.",
        "**What is verified**\n\nThe batch size comes from the recipe.",
        "**What is unverified**\n\nThe sequence length is my estimate; benchmark it.",
    ]
    assert grade_answer("\n\n".join(sections), [order]).results[0].status.value == "pass"
    swapped = sections[1:2] + sections[:1] + sections[2:]
    assert grade_answer("\n\n".join(swapped), [order]).results[0].status.value == "fail"
    # the same chain in a section about something else is no answer format
    other = body.replace("## Response Format", "## Background")
    assert not load_skill(make_skill("serve-background", body=other)).graded_checklists


def test_the_users_answers_are_no_answer_cue_and_a_tracked_list_is_a_todo_everywhere(
    make_skill: SkillMaker,
) -> None:
    """ "When you have all the answers" (the user's, to the questions asked) does not make the
    list after it an answer checklist; a step list the author later says to copy and track
    progress with is that to-do list where it first appears too."""
    steps = "".join(f"- [ ] Step {n}: Do part {n}\n" for n in range(1, 5))
    body = (
        "# Eval\n\n## Workflow\n\n```text\nProgress:\n" + steps + "```\n\n"
        "## Config\n\nAsk the 4 questions. YOU HAVE TO GATHER THE ANSWERS for the 4 questions. "
        "When you have all the answers, pick an output:\n\n"
        "- Omit: the current directory\n- Directory: a file named for the run\n\n"
        "## Tracking\n\nNow, copy this checklist and track your progress:\n\n"
        "```text\nProgress:\n" + steps + "```\n"
    )
    skill = load_skill(make_skill("tracked-eval", body=body))
    assert [(c.title, c.role) for c in skill.checklists] == [
        ("Workflow", "todo"),
        ("Tracking", "todo"),
    ]
    assert not skill.graded_checklists


def test_when_answering_named_prompts_introduces_a_scoped_answer_checklist(
    make_skill: SkillMaker,
) -> None:
    """ "When answering RAID sizing prompts, include this checklist:" is an answer checklist
    for prompts about RAID (the name the scope holds), not for every sizing question; "When
    answering layout questions, ..." names a kind of question, no scope."""
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Storage\n\n## Sizing\n\nSize the array from the disk count.\n\n"
        "When answering RAID sizing prompts, include this checklist:\n\n"
        "- compute `usable = (disks - parity) * size` with the requested values\n"
        "- reject the raw `disks * size` total\n"
        "- name the rebuild window\n"
    )
    skill = load_skill(make_skill("storage-sizing", body=body))
    (checklist,) = skill.checklists
    assert checklist.is_answer and checklist.scope == "RAID sizing"
    chosen, _ = select_checklist(skill, "How many disks does my RAID 6 array need for 40 TB?")
    assert chosen is checklist
    chosen, why = select_checklist(skill, "What size should my boot partition be?")
    assert chosen is None and "outside the checklist's scope" in why
    general = body.replace("RAID sizing prompts", "layout questions")
    (unscoped,) = load_skill(make_skill("storage-layout", body=general)).checklists
    assert unscoped.is_answer and unscoped.scope == ""


def test_answer_said_of_something_else_is_no_answer_cue(make_skill: SkillMaker) -> None:
    body = (
        "# Ask\n\n## Delegated loop\n\n"
        "For a general question that the notes do not fully answer:\n\n"
        "- keep the question verbatim;\n- pass only grounded selectors;\n"
        "- do not query memory before delegation.\n"
    )
    assert load_skill(make_skill("ask-video", body=body)).checklists == ()
    cued = body.replace("that the notes do not fully answer:", "the answer must include:")
    assert load_skill(make_skill("ask-video", body=cued)).checklists[0].role == "answer"


def test_a_prompt_that_caps_the_answer_is_not_held_to_a_longer_procedure(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.derive import answer_cap, select_checklist

    assert answer_cap("Which knobs matter? Keep the answer to at most five bullets.") == 5
    assert answer_cap("Answer in 3 sentences or fewer.") == 3
    assert answer_cap("Explain in fewer than four bullets.") == 3
    assert answer_cap("List the five steps of the rollout.") is None
    body = (
        "# Tune\n\n## Tuning Order\n\nUse this order so each measurement answers one question:\n\n"
        "1. Size expert parallelism.\n2. Minimise tensor parallelism.\n"
        "3. Fit with full recompute.\n4. Move to selective recompute.\n"
        "5. Inspect peak memory per rank.\n6. Raise the micro-batch size.\n"
    )
    skill = load_skill(make_skill("moe-tuning", body=body))
    # "each measurement answers one question" speaks of measurements, not of the answer
    assert skill.checklists[0].role == "procedure"
    asked = "How should I tune expert parallelism and recompute for my MoE run?"
    assert select_checklist(skill, asked)[0] is not None
    chosen, why = select_checklist(skill, asked + " Keep the answer to at most five bullets.")
    assert chosen is None and "caps the answer at 5" in why
    # an answer checklist is what the answer presents, however the prompt caps it
    answer = body.replace("## Tuning Order", "## Answer checklist")
    listed = load_skill(make_skill("moe-answer", body=answer))
    assert select_checklist(listed, asked + " At most five bullets.")[0] is not None


def test_a_lookup_table_row_applies_to_answers_about_its_entry(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer
    from skilleval.grading.fields import names_entry
    from skilleval.grading.model import Check
    from skilleval.loading.evalset import load_evalset
    from skilleval.rubric.derive import derive_checks

    body = (
        "# Playbooks\n\n## Answer checklist\n\nFor playbook questions, answer from these rows:\n\n"
        "| Workload | Hardware | Layout |\n|---|---|---|\n"
        "| Orca 70B | H100 | TP=2, EP=32, PP=8 |\n"
        "| Orca 70B | GB200 | TP=1, EP=64, PP=4 |\n"
        "| Minnow 8B | 16xH100 | TP=1, EP=16, PP=1 |\n"
    )
    item = {"id": "c1", "question": "Give me a playbook for H100 versus GB200."}
    folder = make_skill("playbooks", body=body, evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    fields = [c for c in checks if c.kind == "fields"]
    assert [c.entry for c in fields] == ["Orca 70B", "Orca 70B", "Minnow 8B"]
    assert Check.from_dict(fields[0].to_dict()) == fields[0]
    orca = "- H100: Orca 70B at TP=2, EP=32, PP=8.\n- GB200: Orca-70B at TP=1, EP=64, PP=4.\n"
    graded = {r.id: r.status for r in grade_answer(orca, checks).results if r.kind == "fields"}
    assert graded == {
        "fields-step1": "pass",
        "fields-step2": "pass",
        "fields-step3": "undetermined",
    }
    wrong = orca + "- Minnow 8B: TP=2, EP=8, PP=2 on 16 GPUs.\n"
    last = next(r for r in grade_answer(wrong, checks).results if r.id == "fields-step3")
    assert last.status == "fail"
    assert names_entry("run qwen3_30b first", "Qwen3 30B")
    assert not names_entry("Qwen3 300B", "Qwen3 30B")
    # a numbered step table is steps, not entries
    steps = body.replace("| Workload |", "| Step | Workload |").replace("|---|", "|---|---|", 1)
    for n, row in enumerate(("| Orca 70B | H100", "| Orca 70B | GB200", "| Minnow 8B"), 1):
        steps = steps.replace(row, f"| {n} {row}", 1)
    stepped = make_skill("playbook-steps", body=steps, evals=[item])
    ordered = load_skill(stepped)
    assert ordered.checklists[0].ordered
    case = load_evalset(stepped, ordered.name).cases[0]
    assert all(not c.entry for c in derive_checks(ordered, case) if c.kind == "fields")


def test_the_user_s_answers_are_no_answer_cue(make_skill: SkillMaker) -> None:
    body = (
        "# Build\n\n## Stage 1: Discovery\n\nAsk the user about the task.\n\n"
        "Based on the answers, select the reference pattern:\n\n"
        "- Single-turn: follow the math pattern\n- Multi-turn: follow the puzzle pattern\n"
    )
    skill = load_skill(make_skill("env-builder", body=body))
    assert all(c.role != "answer" for c in skill.checklists)
    # answers to the questions the agent is told to ask are the user's, whatever verb takes them
    body = (
        "# Build\n\n## Persist the design\n\nIf the design is absent, gather it "
        "conversationally. Ask about the customer's work first and translate the answers into "
        "artifacts yourself:\n\n- concrete role, users and outcomes;\n- tools, data and "
        "`credentials`;\n- five to ten representative tasks.\n"
    )
    skill = load_skill(make_skill("agent-builder", body=body))
    assert all(c.role != "answer" for c in skill.checklists)
    asked = body.replace(
        "Ask about the customer's work first and translate the answers into artifacts yourself:",
        "Then write the design up. The answer must include:",
    )
    assert any(c.role == "answer" for c in load_skill(make_skill("b2", body=asked)).checklists)


def test_a_behaviour_naming_a_sibling_skill_asks_for_its_exact_name(
    make_skill: SkillMaker,
) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.rubric.derive import derive_checks

    item = {
        "id": "route",
        "question": "My federated job failed with an exception. Which skill should diagnose it?",
        "expected_skill": "fedkit-orient",
        "expected_behavior": [
            "routes failed or suspicious jobs to fedkit-diagnose-job",
            "names fedkit-convert-torch or another converter when conversion is asked",
            "The selected skill is fedkit-diagnose-job, not fedkit-orient.",
            "Explains fedkit-level aggregation and fedkit-specific options.",
        ],
    }
    folder = make_skill("fedkit-orient", body="# Orient\n\nRoute requests.\n", evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    fields = {c.text: c.fields for c in checks if c.kind == "behavior"}
    assert fields["routes failed or suspicious jobs to fedkit-diagnose-job"] == (
        "fedkit-diagnose-job",
    )
    # one way among others, and the skill ruled out, are not asked for
    assert fields["names fedkit-convert-torch or another converter when conversion is asked"] == ()
    assert (
        "fedkit-orient"
        not in fields["The selected skill is fedkit-diagnose-job, not fedkit-orient."]
    )
    # a word compound of the family's head ("fedkit-level") is no sibling
    assert fields["Explains fedkit-level aggregation and fedkit-specific options."] == ()


def test_the_skill_named_as_the_one_that_applies_is_asked_by_its_exact_name(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer
    from skilleval.rubric.derive import derive_checks

    text = "Identifies kit-run-loop-od as the relevant skill"
    item = {"id": "i", "question": "Which kit skill runs the OD loop?", "expected_behavior": [text]}
    folder = make_skill("kit-run-loop-od", body="# Loop\n\nRun the loop.\n", evals=[item])
    skill = load_skill(folder)
    check = derive_checks(skill, load_evalset(folder, skill.name).cases[0])[-1]
    assert check.text == text and check.fields == ("kit-run-loop-od",)
    # a sibling's name shares most of its words; it is not the skill
    answer = "The {} skill is the one that applies here, because it runs the whole OD loop."
    assert not grade_answer(answer.format("kit-run-loop"), [check]).passed
    assert grade_answer(answer.format("kit-run-loop-od"), [check]).passed


def test_the_skill_s_own_name_written_as_code_is_asked_only_where_the_prompt_speaks_of_skills(
    make_skill: SkillMaker,
) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.rubric.derive import derive_checks

    body = "# Eval\n\nNever deliver a partial report as a completed `kit-eval`.\n"
    text = "The agent reads kit-eval and both supplied fixture files."
    plain = {"id": "p", "question": "Assess queries.py.", "expected_behavior": [text]}
    named = {"id": "n", "question": "Which skill assesses queries.py?", "expected_behavior": [text]}
    folder = make_skill("kit-eval", body=body, evals=[plain, named])
    skill = load_skill(folder)
    cases = load_evalset(folder, skill.name).cases
    assert derive_checks(skill, cases[0])[-1].fields == ()
    assert derive_checks(skill, cases[1])[-1].fields == ("kit-eval",)


def test_a_version_the_skill_no_longer_states_is_not_required(make_skill: SkillMaker) -> None:
    """A case older than its skill ("the canonical Kit 6.0 warehouse" where SKILL.md now says
    Kit 6.1.0): the version counts only where the answer repeats it; one the skill states
    is still required."""
    from skilleval.grading import grade_answer
    from skilleval.loading.evalset import load_evalset
    from skilleval.rubric.derive import derive_checks

    body = "# Showcase\n\nKit 6.1.0 is the last-known-good runtime; Kit 5.4 also works.\n"
    stale = "Uses the canonical Kit 6.0 warehouse and the circular route."
    kept = "Uses the Kit 5.4 warehouse and the circular route."
    item = {"id": "i", "question": "Run the showcase.", "expected_behavior": [stale, kept]}
    folder = make_skill("kit-showcase", body=body, evals=[item])
    skill = load_skill(folder)
    checks = derive_checks(skill, load_evalset(folder, skill.name).cases[0])
    by_text = {c.text: c for c in checks if c.kind == "behavior"}
    answer = "I used the canonical warehouse with the circular route, as no other was asked."
    assert grade_answer(answer, [by_text[stale]]).passed
    assert not grade_answer(answer, [by_text[kept]]).passed


def test_the_skill_s_own_name_cut_short_is_no_sibling(make_skill: SkillMaker) -> None:
    from skilleval.loading.evalset import load_evalset
    from skilleval.rubric.derive import derive_checks

    text = "Reports NOT DETECTED and does not recommend a data-loading optimization after it."
    item = {"id": "v", "question": "Is my training input-bound?", "expected_behavior": [text]}
    folder = make_skill("data-loading-bottleneck", body="# Diagnose\n\nMeasure.\n", evals=[item])
    skill = load_skill(folder)
    check = derive_checks(skill, load_evalset(folder, skill.name).cases[0])[-1]
    assert check.text == text and check.fields == ()


def test_paths_tried_in_order_until_one_fits_are_options_not_steps() -> None:
    body = (
        "# Start\n\n## Choose a path\n\nEvaluate these paths in order. Use the first one "
        "that fits the user's goal.\n\n1. **CLI (default)**: run the agent through the "
        "wrapper.\n2. **Native path**: the host has it built in. Do not provide installation "
        "instructions.\n3. **Integrations**: prefer the maintained integration.\n"
    )
    assert [(t, r) for t, r, _, _ in checklists_of(body)] == [("Choose a path", "options")]


def test_a_list_after_a_noun_named_return_is_no_answer_format() -> None:
    # "After every sub-agent return:" names a thing (the sub-agent's return); "Return:" asks
    body = (
        "# Tool\n\n## Acceptance gate\n\nAfter every sub-agent return:\n\n"
        "1. Read the first `VERDICT:` line.\n2. Look for the validator block.\n"
        "3. Route by the verdict.\n\n## Result\n\nFor each kernel, return:\n\n"
        "- the verdict\n- the validator output\n"
    )
    found = checklists_of(body)
    assert [(t, r) for t, r, _, _ in found] == [("Result", "answer")]


def test_a_report_the_work_is_told_to_produce_is_a_checklist() -> None:
    body = (
        "# Tool\n\n## Phase 4 — Final Report\n\nPrint a concise final report with:\n\n"
        "1. the target pipeline and its scope\n2. every bucket with its status\n"
        "3. the PRs and issues created\n\n## Notes\n\nWrite the log to a file with:\n\n"
        "- the job id\n- the trace\n"
    )
    found = checklists_of(body)
    # graded where an answer presents it, like a procedure: a plan may leave it for later
    assert [(t, r, o) for t, r, o, _ in found] == [("Phase 4 — Final Report", "procedure", True)]


def test_step_headings_under_an_order_cue_are_a_procedure() -> None:
    """ "Follow every step below in order." over "## Step 1 — ..." headings: the headings
    are the steps (subsections between them are the steps' detail); without the cue, or
    with the numbering broken, they only organise the page."""
    steps = (
        "## Step 1 — Determine the Next Version\n\nRead `pkg/__init__.py`.\n\n"
        "### **[CONFIRM — Version]**\n\nAsk the user.\n\n"
        "## Step 2 — Update CHANGELOG.md\n\nAdd a section.\n\n"
        "## Step 3 — Commit and Push\n\nPush the branch.\n"
    )
    cued = "# Release\n\nFollow every step below **in order**.\n\n" + steps
    [(title, role, ordered, found)] = checklists_of(cued)
    assert (title, role, ordered) == ("Release", "procedure", True)
    # each title, then its section's first paragraph: what the step does
    assert found == [
        "Determine the Next Version — Read `pkg/__init__.py`.",
        "Update CHANGELOG.md — Add a section.",
        "Commit and Push — Push the branch.",
    ]
    assert checklists_of("# Release\n\nHow releases work.\n\n" + steps) == []
    broken = cued.replace("## Step 3", "## Step 5")
    [(_, _, _, two)] = checklists_of(broken)
    assert len(two) == 2
    # stages and phases are steps too ("### Stage 1: Task Discovery")
    staged = re.sub(r"## Step (\d) —", r"## Stage \1:", cued)
    [(_, role, _, stages)] = checklists_of(staged)
    assert role == "procedure" and stages[0].startswith("Determine the Next Version")
    # "Run the three stages in sequence." is that cue as well
    sequenced = staged.replace("Follow every step below **in order**.", "Run them in sequence.")
    [(_, role, _, stages)] = checklists_of(sequenced)
    assert role == "procedure" and len(stages) == 3


def test_a_step_heading_said_in_prose_is_shown_by_the_command_its_code_opens_with() -> None:
    """A step whose first paragraph names nothing in code ("**You MUST poll the job.**") is
    shown by the command its section's code block opens with (comments aside); a general
    tool by its subcommand or script, and the step of a block that runs nothing keeps its
    prose."""
    body = (
        "# Compile\n\nFollow these steps in order:\n\n"
        "### Step 1: Submit the Job\n\nRun `sbatch compile.slurm`.\n\n"
        "### Step 2: Monitor the Job\n\n**You MUST poll the job until it completes.**\n\n"
        "```bash\n# every 30-60 seconds\nsqueue -j <job_id>\ntail -30 build.log\n```\n\n"
        "### Step 3: Check the Wheel\n\nOnce it is built, check it:\n\n"
        "```bash\npython scripts/check_wheel.py dist/\n```\n\n"
        '### Step 4: Read the Summary\n\nLook at the numbers.\n\n```json\n{"ok": true}\n```\n'
    )
    [(_, role, _, found)] = checklists_of(body)
    assert role == "procedure"
    assert found == [
        "Submit the Job — Run `sbatch compile.slurm`.",
        "Monitor the Job — **You MUST poll the job until it completes.** `squeue`",
        "Check the Wheel — Once it is built, check it: `python scripts/check_wheel.py`",
        "Read the Summary — Look at the numbers.",
    ]


def test_step_headings_under_the_bodys_opening_prose_are_a_procedure(
    make_skill: SkillMaker,
) -> None:
    """The cue may be the body's prose before any heading ("Use this skill to commit. Follow
    every step below in order." over "## Step 1 — ...")."""
    body = (
        "Use this skill to commit. Follow every step below in order.\n\n"
        "## Step 1 — Inspect pending changes\n\nRun `git status`.\n\n"
        "## Step 2 — Draft the message\n\nWrite it.\n\n## Step 3 — Commit\n\nRun `git commit`.\n"
    )
    [found] = load_skill(make_skill(body=body)).checklists
    assert (found.title, found.role, found.ordered, len(found.steps)) == (
        "Steps",
        "procedure",
        True,
        3,
    )
    assert not load_skill(
        make_skill(body=body.replace(" Follow every step below in order.", ""))
    ).checklists


def test_a_step_written_as_a_heading_speaks_by_its_title(make_skill: SkillMaker) -> None:
    """Its section's text names it (anchors) but warns of nothing by itself: a note in the
    section ("If the hook fails, skip it with SKIP=x") is no risk step of the checklist."""
    from skilleval.grading import grade_answer

    body = (
        "# Release\n\nFollow every step below in order.\n\n"
        "## Step 1 — Bump the version\n\nRun `uv run hatch version minor`. If the pre-commit "
        "hook fails, it is safe to skip it with `SKIP=pyupgrade`.\n\n"
        "## Step 2 — Update CHANGELOG.md\n\nInsert the `xxxx-xx-xx` section.\n\n"
        "## Step 3 — Commit and Push\n\nRun `git push origin rebase`.\n"
    )
    item = {"id": "r", "question": "Walk me through the release.", "expected_skill": "demo-skill"}
    checks = derived_checks(make_skill, body, item)
    assert not [c for c in checks if c.kind == "callout"]
    (order,) = (c for c in checks if c.kind == "order")
    ordered = (
        "1. Bump: `uv run hatch version minor`.\n2. Update CHANGELOG.md with the `xxxx-xx-xx` "
        "section.\n3. Commit and push: `git push origin rebase`."
    )
    assert grade_answer(ordered, [order]).passed
    swapped = (
        "1. Commit and push: `git push origin rebase`.\n2. Bump: `uv run hatch version minor`.\n"
        "3. Update CHANGELOG.md with the `xxxx-xx-xx` section."
    )
    assert not grade_answer(swapped, [order]).passed


def test_two_steps_one_list_item_presents_are_in_the_checklists_order() -> None:
    from skilleval.grading import grade_answer

    order = Check(
        id="order",
        kind="order",
        label="order",
        source="checklist",
        steps=(
            Step("Choose config paths", ("config_paths",), ()),
            Step("Validate before launching", ("ng_dump_config",), ()),
            Step("Launch servers", ("ng_run",), ()),
        ),
    )
    together = (
        "1. Dry-check the merge of both configs: `ng_dump_config +config_paths=[a.yaml,b.yaml]`"
        "\n2. Start the servers: `ng_run +config_paths=[a.yaml,b.yaml]`\n3. Wait until healthy."
    )
    assert grade_answer(together, [order]).passed
    apart = (
        "1. Start the servers with `ng_run`.\n2. Dry-check the merge with `ng_dump_config`."
        "\n3. Then pick your two configs for `config_paths`."
    )
    assert not grade_answer(apart, [order]).passed


def test_a_numbered_table_of_pitfalls_is_no_procedure() -> None:
    body = (
        "# Convert\n\n## ⚠️ Top Pitfalls\n\n| # | Pitfall | One-line fix |\n|---|---|---|\n"
        "| 1 | `ct.full()` doesn't exist | Use `fill(val, shape)` |\n"
        "| 2 | `max(a, b)` on tiles | Use `max.(a, b)` |\n"
        "| 3 | `ct.launch` arg order | Match the kernel signature |\n"
    )
    [(title, role, _, _)] = checklists_of(body)
    assert (title, role) == ("⚠️ Top Pitfalls", "pitfalls")
    steps = body.replace("⚠️ Top Pitfalls", "Conversion steps").replace("Pitfall", "Step")
    [(_, role, ordered, _)] = checklists_of(steps)
    assert (role, ordered) == ("procedure", True)


def test_a_numbered_list_under_a_task_heading_is_that_task_s_procedure(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Recipes\n\n## Adding a New Recipe Variant\n\n1. Find the closest existing recipe.\n"
        "2. Copy it and rename it.\n3. Register the CLI route.\n4. Test it locally.\n\n"
        "## Identifying Failure Root Cause\n\n1. Read the log.\n2. Find the first error.\n\n"
        "## Tuning the learning rate\n\nTry these:\n\n1. Lower it.\n2. Warm it up.\n"
    )
    skill = load_skill(make_skill("recipe-dev", body=body))
    assert [c.title for c in skill.checklists] == ["Adding a New Recipe Variant"]
    task = skill.checklists[0]
    assert task.role == "procedure" and task.ordered and task.scope == "adding"
    chosen, why = select_checklist(skill, "How do I add a new finetuning recipe variant?")
    assert chosen is task and "names a task" in why
    # a prompt for another task of the same skill is outside the task's scope
    assert select_checklist(skill, "How do I run a recipe variant on two nodes?")[0] is None


def test_a_numbered_list_under_a_workflow_heading_is_for_prompts_asking_the_workflow(
    make_skill: SkillMaker,
) -> None:
    from skilleval.rubric.derive import select_checklist

    body = (
        "# Cards\n\n## Workflow\n\n1. Locate the model's example directory.\n"
        "2. Read the reference card.\n3. Define the verification index.\n"
        "4. Validate the card before review.\n\n"
        "## Gates\n\nMark an item verified only after its run completed.\n"
    )
    skill = load_skill(make_skill("model-cards", body=body))
    [workflow] = skill.checklists
    assert workflow.role == "procedure" and workflow.ordered and workflow.procedure_asked
    chosen, why = select_checklist(skill, "What's the workflow for a new model card?")
    assert chosen is workflow and "names the workflow" in why
    assert select_checklist(skill, "Which steps do I follow to add a card?")[0] is workflow
    # a question about one gate is not asked for the workflow, whatever its answer says
    expected = "The agent walks the card workflow's gate for resumed runs."
    assert select_checklist(skill, "When is an item verified?", expected)[0] is None
    # with prose between heading and list, the heading only organises the page
    prose = body.replace("## Workflow\n\n", "## Workflow\n\nWe usually do this:\n\n")
    assert load_skill(make_skill("model-cards-2", body=prose)).checklists == ()


def test_a_table_or_code_block_an_item_introduces_does_not_end_its_list(
    make_skill: SkillMaker,
) -> None:
    """ "1. Run discovery first:" over a fenced block, then "2. ...": the block is the item's,
    and the list goes on after it; a table under "- mapping table:" likewise."""
    body = (
        "# Demo\n\n## Workflow\n\n1. Run component discovery before editing values:\n\n"
        "```bash\ntool info components\n```\n\n2. Read the reference that matches the task.\n"
        "3. Validate with the smallest useful command, usually:\n\n```bash\ntool run x\n```\n\n"
        "## Report format\n\nFor report-only requests, return:\n\n- workflow path\n"
        "- mapping table:\n\n| Step | Target | Parity risk |\n\n- proposed toggle name\n"
    )
    skill = load_skill(make_skill(body=body))
    steps = {c.title: [s.text for s in c.steps] for c in skill.checklists}
    assert len(steps["Workflow"]) == 3
    assert steps["Report format"] == ["workflow path", "mapping table:", "proposed toggle name"]


def test_what_a_design_must_answer_is_no_answer_format_and_its_questions_warn_of_nothing(
    make_skill: SkillMaker,
) -> None:
    questions = (
        "- **Responsibility:** what capability does this module own?\n"
        "- **Data ownership:** what state can this module authoritatively mutate?\n"
        "- **Public contract:** what may other modules ask it to do or return?\n"
        "- **Forbidden dependencies:** what dependency directions must not appear?\n"
    )
    body = f"# Boundaries\n\n## Define the boundary\n\nEvery boundary must answer:\n\n{questions}"
    assert load_skill(make_skill("boundaries", body=body)).checklists == ()
    # in an answer checklist, a step that is a question asks; it warns of nothing
    steps = (
        "# Review\n\n## Answer checklist\n\n1. Name the owner of the state.\n"
        "2. List the callers with file references.\n"
        "3. Which dependency directions must not appear?\n"
        "4. Never move an import inside a function to hide a cycle.\n"
    )
    item = {"id": "t", "question": "Review the billing boundary.", "ground_truth": "x"}
    callouts = [c for c in derived_checks(make_skill, steps, item) if c.kind == "callout"]
    assert [c.id for c in callouts] == ["callout-step4"]
    # ... and so does one that opens with its question and then explains it
    explained = steps.replace(
        "3. Which dependency directions must not appear?\n",
        "3. Why does existing coverage not already catch it? Each contract has one owner in "
        "`crates/conformance`; another layer needs its own distinct risk.\n",
    )
    callouts = [c for c in derived_checks(make_skill, explained, item) if c.kind == "callout"]
    assert [c.id for c in callouts] == ["callout-step4"]


TEMPLATE_BODY = (
    "# Refactors\n\n## Report the trade-off\n\nFor every major architectural change state:\n\n"
    "```text\nBefore:\nAfter:\nCoupling removed:\nCoupling introduced:\nRemaining risks:\n```\n\n"
    "## Config\n\nThe defaults:\n\n```yaml\nname: demo\nretries: 3\ntimeout: 30\n```\n"
)


def test_a_fill_in_template_in_a_fence_is_the_format_of_an_answer_that_fills_it(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer

    skill = load_skill(make_skill("refactors", body=TEMPLATE_BODY))
    [template] = skill.checklists  # the YAML defaults are no template
    assert template.template and template.role == "answer" and template.ordered
    assert [s.text for s in template.steps][:3] == ["Before", "After", "Coupling removed"]
    item = {"id": "t", "question": "Untangle orders and billing.", "ground_truth": "x"}
    [order] = [c for c in derived_checks(make_skill, TEMPLATE_BODY, item) if c.kind == "order"]
    assert order.conditional and {s.shape for s in order.steps} == {"label"}
    filled = (
        "Moved the payment transition into orders.\n\nBefore: billing wrote orders' fields.\n"
        "After: orders calls billing only.\n**Coupling removed:** billing -> orders.\n"
        "**Coupling introduced:** orders uses PaymentRecord.\nRemaining risks: none known."
    )
    assert grade_answer(filled, [order]).results[0].status == "pass"
    lines = filled.split("\n")
    swapped = "\n".join([lines[0], lines[1], lines[5], lines[4], lines[3], lines[2], lines[6]])
    assert grade_answer(swapped, [order]).results[0].status == "fail"
    # an answer that takes no template up (nothing changed) is not graded by it, however
    # many of its words it says in passing
    prose = (
        "I'd leave notifier.py alone: no coupling was removed or introduced because nothing "
        "changed, and the remaining risks are cosmetic; before and after are the same."
    )
    assert grade_answer(prose, [order]).results[0].status == "undetermined"


def test_names_a_step_says_something_of_whichever_is_used_are_not_required(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Loops\n\n## Output checklist\n\nBefore declaring the loop done, confirm:\n\n"
        "- [ ] An external state file `STATE.md` exists.\n"
        '- [ ] Any `/goal` `/loop` `/schedule` mechanic is flagged "verify against current '
        'docs."\n'
        "- [ ] `HUMAN-GATES.md` lists irreversible actions and a budget.\n"
    )
    item = {"id": "t", "question": "Automate my morning triage.", "ground_truth": "A loop."}
    checks = derived_checks(make_skill, body, item)
    assert not [c for c in checks if c.kind == "fields" and "/goal" in c.fields]
    # the same names asked of every answer are still required
    asked = body.replace(
        "Any `/goal` `/loop` `/schedule` mechanic is", "The `/goal` and `/loop` mechanics are"
    )
    required = [c.fields for c in derived_checks(make_skill, asked, item) if c.kind == "fields"]
    assert ("/goal", "/loop") in required


SKELETON_BODY = """\
# Docs from commits

## Step 6: Present the Results

After drafting all updates, present a summary to the user:

```
## Doc Updates from Commits

### Updated pages
- `docs/a.md`: Added the `--gpu` flag (from commit abc1234).

### New pages needed
- None (or list any new pages created).

### Commits with no doc impact
- `chore(deps): bump tokio` (abc1234) — internal dependency.
```

## Files

The session file holds its state:

```markdown
# Session State
## Goal
## Plan
## Status
```
"""


def test_a_heading_skeleton_in_a_fence_an_answer_cue_introduces_is_its_format(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer

    skill = load_skill(make_skill("docs", body=SKELETON_BODY))
    # the session file's skeleton has no answer cue before it: a file's layout, no answer's
    [skeleton] = skill.checklists
    assert skeleton.template and skeleton.role == "answer"
    assert [s.text for s in skeleton.steps] == [
        "Updated pages",
        "New pages needed",
        "Commits with no doc impact",
    ]
    item = {"id": "t", "question": "Catch up the docs since v0.4.0.", "ground_truth": "x"}
    [order] = [c for c in derived_checks(make_skill, SKELETON_BODY, item) if c.kind == "order"]
    filled = (
        "## Doc Updates from Commits\n\n### Updated pages\n- `docs/a.md`: `--gpu` (a1b2c3d).\n\n"
        "### New pages needed\n- None.\n\n### Commits with no doc impact\n- c7d8e9f tokio bump."
    )
    assert grade_answer(filled, [order]).results[0].status == "pass"


def test_an_order_told_of_what_a_step_puts_out_is_no_checklist() -> None:
    body = (
        "# Canary\n\n## Diagnosing failures\n\nThe diagnostics step emits, in order: helm "
        "status, rendered manifest, pod descriptions, pod logs, gateway list.\n\n## Release\n\n"
        "Follow these steps in order: tag the release, push the tag, then watch the workflow.\n"
    )
    assert [c[0] for c in checklists_of(body)] == ["Release"]


def test_an_output_section_that_lists_what_to_return_in_a_sentence_is_the_answer_format() -> None:
    body = (
        "# Setup\n\n## Final Response\n\nReport setup status, failed component (if any), "
        "relevant log path, next recommended smoke test.\n"
    )
    [(title, role, ordered, steps)] = checklists_of(body)
    assert (title, role, ordered) == ("Final Response", "answer", False)
    assert steps[0] == "setup status" and steps[-1] == "next recommended smoke test"
    prose = "# Setup\n\n## Output\n\nReturn the result to the caller when the job is done.\n"
    assert checklists_of(prose) == []


def test_a_skeleton_right_under_a_format_heading_is_the_answer_format(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Review\n\n## Step 4: Summarize\n\nProduce a summary with these sections.\n\n"
        "### Summary format\n\n```\n## PR Review: <title>\n\n### Overview\n<1-3 sentences>\n\n"
        "### Key Design Decisions\n- <decision>\n\n### Potential Concerns  <- omit if none\n"
        "- <concern>\n```\n\n## Step 5: Output\n\nPrint the summary in the chat.\n"
    )
    [(title, role, ordered, steps)] = checklists_of(body)
    assert (title, role, ordered) == ("Summary format", "answer", True)
    assert steps == ["Overview", "Key Design Decisions", "Potential Concerns (omit if none)"]
    layout = body.replace("### Summary format", "### Files it writes")
    assert checklists_of(layout) == []
    item = {"id": "t", "question": "Review PR #812.", "ground_truth": "x"}
    [order] = [c for c in derived_checks(make_skill, body, item) if c.kind == "order"]
    assert [s.optional for s in order.steps] == [False, False, True]


def test_the_summary_of_what_was_done_is_the_closing_report(make_skill: SkillMaker) -> None:
    from skilleval.grading import grade_answer

    body = (
        "# Fix\n\n## Step 8: Open the PR\n\nPush and open it.\n\n## Step 9: Report to User\n\n"
        "Summarize what was done:\n\n1. Which issue was addressed\n2. What the vulnerability "
        "was\n3. What changes were made\n4. Link to the PR\n"
    )
    [(title, role, ordered, steps)] = checklists_of(body)
    assert (title, role, ordered) == ("Step 9: Report to User", "answer", True)
    item = {"id": "t", "question": "Fix security issue #60.", "ground_truth": "x"}
    [order] = [c for c in derived_checks(make_skill, body, item) if c.kind == "order"]
    stopped = "Issue #60 has not been reviewed yet; run the review first. Stopping here."
    assert grade_answer(stopped, [order]).results[0].status == "undetermined"
    report = (
        "1. **Issue addressed:** #42, the upload handler bug the review confirmed.\n"
        "2. **Vulnerability:** a `../` file name let uploads escape the upload root.\n"
        "3. **Changes made:** the handler now canonicalizes the path and rejects any outside "
        "the root.\n4. **PR link:** https://github.com/acme/app/pull/1051, which closes #42."
    )
    assert grade_answer(report, [order]).results[0].status == "pass"


def test_a_closing_report_in_any_order_applies_to_an_answer_that_makes_it(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer
    from skilleval.rubric.steps import required_fields

    body = (
        "# Eval\n\n## Step 5: Parse results\n\nSummarize to the user:\n\n"
        "- Per-PDB row count and the number of `success` designs vs total.\n"
        "- Default-threshold pass rate by `result_type`.\n"
        "- Top 5 designs by primary metric (`i_pAE` for protein, `min_ipAE` for ligand).\n"
    )
    item = {"id": "t", "question": "Why is RF3 crashing on my designs?", "ground_truth": "x"}
    fields = [c for c in derived_checks(make_skill, body, item) if c.kind == "fields"]
    assert fields and all(c.conditional for c in fields)
    reply = "RF3 completes the ligand from the CCD; rename the ligand residue to L:0 first."
    assert {r.status for r in grade_answer(reply, fields).results} == {"undetermined"}
    # one name per kind of case: the answer names the one its case is
    assert required_fields("Top 5 by (`i_pAE` for protein, `min_ipAE` for ligand).") == []


def test_a_report_asked_for_once_the_work_is_done_is_the_closing_report(
    make_skill: SkillMaker,
) -> None:
    from skilleval.grading import grade_answer

    body = (
        "# Draft\n\n## Step 3: Ask\n\nAsk a few questions.\n\n## Step 4: Hand It Back\n\n"
        "When the draft has been populated with the available information, report:\n\n"
        "1. The created file path.\n2. The sections that still need user input.\n"
        "3. A clear instruction that the user should complete the remaining TODOs.\n"
    )
    item = {"id": "t", "question": "Mark my draft complete.", "ground_truth": "x"}
    [order] = [c for c in derived_checks(make_skill, body, item) if c.kind == "order"]
    declined = (
        "I won't mark it complete: you finish the remaining TODOs and the maintainers "
        "approve it. Ask me again once it is done."
    )
    assert grade_answer(declined, [order]).results[0].status == "undetermined"


def test_an_order_said_in_the_heading_and_replies_addressed_to_the_agent_are_cues() -> None:
    headed = (
        "# Deploy\n\n## Workflow (follow in order)\n\n### Step 1: Check the GPU\nRun `nvidia-smi`."
        "\n\n### Step 2: Pull the image\nRun `docker pull nvcr.io/x/y:1.0`.\n\n"
        "### Step 3: Start the service\nRun `docker compose up -d`.\n"
    )
    [(title, role, ordered, steps)] = checklists_of(headed)
    assert (title, role, ordered, len(steps)) == (
        "Workflow (follow in order)",
        "procedure",
        True,
        3,
    )
    # without the cue they are the workflow's steps only for prompts that ask for it, and
    # under a heading of something else they only organise the page
    [bare] = find_in_sections(parse_sections(headed.replace(" (follow in order)", ""), 1))
    assert (bare.scope, bare.procedure_asked) == ("a workflow", True)
    assert checklists_of(headed.replace("Workflow (follow in order)", "Deploy notes")) == []
    addressed = (
        "# Review\n\n## How to respond\n\nYour reply must cover, in order:\n\n"
        "* the verdict (`approve` or `request-changes`)\n* blocking issues\n"
        "* non-blocking suggestions\n"
    )
    [(_, role, ordered, _)] = checklists_of(addressed)
    assert (role, ordered) == ("answer", True)
    told = (
        "# Triage\n\n## Output\n\nRespond with:\n\n- **Summary**: one line on what failed.\n"
        "- **Root cause**: the failing component and why.\n- **Fix**: the exact command.\n"
    )
    [(_, role, _, steps)] = checklists_of(told)
    assert role == "answer" and len(steps) == 3
    # the user's answers stay theirs
    asked = told.replace("Respond with:", "When you have your answers, note:")
    assert all(role != "answer" for _, role, _, _ in checklists_of(asked))


def test_numbered_steps_written_as_bold_paragraph_titles_are_a_procedure() -> None:
    body = (
        "# Fix\n\n## Steps\n\n**1. Reproduce the failure**\nRun `pytest tests/test_io.py -x`.\n\n"
        "```bash\npytest tests/test_io.py -x\n```\n\n"
        "**2. Bisect the change**\nRun `git bisect start`.\n\n"
        "- mark the bad commit\n- mark a good one\n\n"
        "**3. Patch and verify**\nRerun `pytest tests/test_io.py`.\n\n## Notes\n\nNothing.\n"
    )
    [(title, role, ordered, steps)] = checklists_of(body)
    assert (title, role, ordered) == ("Steps", "procedure", True)
    # each title, then its body's first line: the names an answer shows the step by
    assert steps == [
        "Reproduce the failure — Run `pytest tests/test_io.py -x`.",
        "Bisect the change — Run `git bisect start`.",
        "Patch and verify — Rerun `pytest tests/test_io.py`.",
    ]
    # a heading ends the last step's body; bold titles without numbers are no steps
    assert checklists_of(re.sub(r"\*\*\d\. ", "**", body)) == []


def test_an_arrow_chain_inside_a_sentence_of_the_answer_format_is_its_order(
    make_skill: SkillMaker,
) -> None:
    """ "## Output Format" whose paragraph says "... the milestone order is `plan` -> `build`
    -> `verify` -> `ship`. Each ...": the chain, from its first name to its last, is the
    answer's order; the sentence's opening scopes it ("For structured outputs, ...")."""
    said = (
        "Return a status summary that names the owning service and the current milestone. "
        "The milestone order is `plan` -> `build` -> `verify` -> `ship`. Each milestone "
        "writes a short note to the release log."
    )
    body = f"# Release\n\n## Output Format\n\n{said}\n\n## Notes\n\nKeep notes short.\n"
    (found,) = load_skill(make_skill("release-chain", body=body)).graded_checklists
    assert [s.text for s in found.steps] == ["`plan`", "`build`", "`verify`", "`ship`"]
    assert (found.role, found.ordered, found.structured) == ("answer", True, False)
    scoped = body.replace("The milestone order", "For structured outputs, the milestone order")
    (only,) = load_skill(make_skill("release-scoped", body=scoped)).graded_checklists
    assert only.structured


def test_a_list_written_in_a_blockquote_is_a_list(make_skill: SkillMaker) -> None:
    """ "## Answer checklist" over "> 1. ...", "> 2. ...": the quote marks set the list apart,
    its items are the steps; a quoted note of prose is no list."""
    body = (
        "# Export fixes\n\n## Answer checklist\n\n"
        "> 1. Reproduce the failure with `export-job --dry-run`.\n"
        "> 2. Read the job log for the first `ERROR` line.\n"
        "> 3. Fix the config and rerun the export.\n\n"
        "## Notes\n\n> **Note:** the export runs at 02:00.\n"
    )
    (found,) = load_skill(make_skill("quoted-list", body=body)).graded_checklists
    assert (found.role, len(found.steps)) == ("answer", 3)
    assert found.steps[0].text.startswith("Reproduce the failure")


def test_numbered_headings_under_a_workflow_heading_are_its_procedure() -> None:
    """ "## Workflow" over "### 1. Analyze the PR", "### 2. Propose a split": the numbered
    headings are the workflow's steps, for prompts that ask for the workflow; numbered
    headings that only organise a page are none, and an order cue makes them a procedure
    for any prompt."""
    steps = (
        "### 1. Analyze the PR\n\nFetch the diff with `gh pr diff`.\n\n"
        "### 2. Propose a split\n\nGroup files by owner.\n\n"
        "### 3. Execute the split\n\nCreate one branch per group.\n"
    )
    [(title, role, ordered, found)] = checklists_of("# Split\n\n## Workflow\n\n" + steps)
    assert (title, role, ordered) == ("Workflow", "procedure", True)
    assert found[0] == "Analyze the PR — Fetch the diff with `gh pr diff`."
    assert checklists_of("# Split\n\n## Background\n\n" + steps) == []
    cued = "# Split\n\n## Background\n\nFollow these steps in order.\n\n" + steps
    [(_, role, _, _)] = checklists_of(cued)
    assert role == "procedure"


def test_answer_formats_said_by_labels_in_a_row_by_subsections_or_a_report_back_cue(
    make_skill: SkillMaker,
) -> None:
    """Three more ways to write what an answer holds: bold labels in a sentence with an
    answer and an order cue; the answer-format section's own subsections under prose that
    says they are its parts; a list after "When you report back, include:"."""
    head, notes = "# Export diagnosis\n\n", "\n\n## Notes\n\nThe export runs at 02:00.\n"
    inline = (
        "## How to answer\n\n"
        "Always answer with **Summary**, **Root cause** and **Fix**, in that order."
    )
    (found,) = load_skill(make_skill("labels", body=head + inline + notes)).graded_checklists
    assert [s.text for s in found.steps] == ["**Summary**", "**Root cause**", "**Fix**"]
    assert found.ordered
    subsections = (
        "## Output format\n\nYour response must contain these sections, in this order:\n\n"
        "### Summary\n\nWhat failed.\n\n### Root cause\n\nThe first error.\n\n"
        "### Fix\n\nThe config change."
    )
    (found,) = load_skill(make_skill("subs", body=head + subsections + notes)).graded_checklists
    assert (found.role, found.ordered, found.template) == ("answer", True, True)
    assert [s.text for s in found.steps] == ["Summary", "Root cause", "Fix"]
    # subsections under no such prose may be cases ("### For new skills"), not parts
    cases = subsections.replace("Your response must contain these sections, in this order:", "")
    assert not load_skill(make_skill("cases", body=head + cases + notes)).graded_checklists
    reported = (
        "## Reporting\n\nWhen you report back, include:\n\n- **Summary** — what failed\n"
        "- **Root cause** — the first error\n- **Fix** — the config change"
    )
    (found,) = load_skill(make_skill("report", body=head + reported + notes)).graded_checklists
    assert found.role == "answer" and len(found.steps) == 3


def test_an_answer_shows_a_format_s_sections_as_its_headings(make_skill: SkillMaker) -> None:
    """The answer's sections, laid out as subsections in SKILL.md, are shown by the answer's
    own headings ("### Fix") as well as by bold labels, in that order."""
    from skilleval.grading import grade_answer

    body = (
        "# Export diagnosis\n\n## Output format\n\n"
        "Your response must contain these sections, in this order:\n\n"
        "### Summary\n\nWhat failed.\n\n### Root cause\n\nThe first error.\n\n"
        "### Fix\n\nThe config change.\n"
    )
    item = {"id": "c", "question": "The nightly export failed again, what happened?"}
    (order,) = [c for c in derived_checks(make_skill, body, item) if c.kind == "order"]
    parts = [
        "### Summary\nThe nightly export failed at 02:14.",
        "### Root cause\nThe first ERROR line is `column order_ts does not exist`.",
        "### Fix\nRename the column in export.yaml and rerun the export.",
    ]
    assert grade_answer("\n\n".join(parts), [order]).results[0].status.value == "pass"
    swapped = parts[2:] + parts[:2]
    assert grade_answer("\n\n".join(swapped), [order]).results[0].status.value == "fail"


def test_a_list_right_under_an_output_heading_is_the_answer_format() -> None:
    """ "## Output", "## Final answer", "## Answer structure" right over a list: what the
    answer holds, in that order when numbered; a list with prose of its own before it is
    read by that prose."""
    items = (
        "1. State what failed and when.\n2. Quote the first `ERROR` line.\n"
        "3. Give the config change and the rerun command.\n"
    )
    for title in ("Output", "Final answer", "Answer structure", "Expected output"):
        [(found, role, ordered, steps)] = checklists_of(f"# Export\n\n## {title}\n\n{items}")
        assert (found, role, ordered, len(steps)) == (title, "answer", True, 3)


def test_a_count_of_steps_introduces_a_procedure() -> None:
    """ "Three steps; full detail in references/procedure.md." over a numbered list: the
    steps, counted, are the procedure, in order."""
    body = (
        "# Release\n\n## How it goes\n\nThree steps; full detail in `references/release.md`.\n\n"
        "1. Tag the release commit.\n2. Build the wheels.\n3. Publish to the index.\n"
    )
    [(_, role, ordered, steps)] = checklists_of(body)
    assert (role, ordered, len(steps)) == ("procedure", True, 3)


def test_a_heading_skeleton_the_work_is_told_to_return_is_the_answer_format() -> None:
    body = (
        "# Linker\n\nRead the index, pick candidates, add links.\n\n## Output Format\n\n"
        "After completing linking, return a summary:\n\n```text\n## Linking Report\n\n"
        "### Index Lookup\n- Read the index\n\n### Links Added\n- [file]: added a link\n\n"
        "### Skipped\n- [file]: [reason]\n```\n"
    )
    assert checklists_of(body) == [
        ("Output Format", "answer", True, ["Index Lookup", "Links Added", "Skipped"])
    ]
    kept = body.replace("return a summary:", "the session file holds:")
    assert checklists_of(kept) == []


def test_a_fill_in_template_with_entries_under_its_labels_is_the_answer_format() -> None:
    body = (
        "# Digest\n\nScan the sources for what needs the owner.\n\n## Output format\n```\n"
        "Period: <window>\n\nNeeds you now:\n- <item> — <why urgent> — <link>\n\n"
        "Action items:\n- [ ] <task> — due <date> — <link>\n\nDecisions:\n- <what> — <link>\n\n"
        "FYI: <brief notable>\n```\n"
    )
    assert checklists_of(body) == [
        (
            "Output format",
            "answer",
            True,
            ["Period", "Needs you now", "Action items", "Decisions", "FYI"],
        )
    ]


def test_what_the_closing_message_includes_is_the_answer_format() -> None:
    body = (
        "# PR review\n\n## Steps\n1. Read the diff.\n2. Run the tests.\n\n## Final message\n\n"
        "End with a short message that includes:\n- the verdict (approve / request changes)\n"
        "- blocking issues, each with file:line\n- non-blocking suggestions\n"
    )
    found = {title: role for title, role, _, _ in checklists_of(body)}
    assert found["Final message"] == "answer"
    commit = body.replace("End with a short message", "Write a commit message")
    assert "Final message" not in {t for t, role, _, _ in checklists_of(commit) if role == "answer"}


def test_the_keys_a_sentence_names_for_the_output_object_are_the_answer_s_fields(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Triage\n\nRead the ticket and decide its area and severity.\n\nWhen done, output a "
        "JSON object with keys `area`, `severity_level`, `summary`, and `next_steps`.\n"
    )
    (found,) = checklists_of(body)
    assert found[1] == "answer" and found[3] == [
        "`area`",
        "`severity_level`",
        "`summary`",
        "`next_steps`",
    ]
    assert checklists_of(body.replace("`summary`, and", "`summary`, or")) == []
    from skilleval.grading import grade_answer

    item = {"id": "q", "question": "Classify this ticket: login page times out."}
    checks = derived_checks(make_skill, body, item)
    shown = '{"area": "auth", "severity_level": "high", "summary": "timeout", "next_steps": []}'
    assert grade_answer(shown, checks).passed
    renamed = '{"area": "auth", "severity": "high", "summary": "timeout", "steps": []}'
    assert not grade_answer(renamed, checks).passed


def test_assertions_to_read_are_no_hazard_an_assertion_that_fires_is(
    make_skill: SkillMaker,
) -> None:
    item = {
        "id": "t",
        "question": "How should I map the module before a change?",
        "ground_truth": "x",
    }
    steps = (
        "# Extend\n\n## Step-by-Step Workflow\n\n### Step 1: Map the module\n\nList its "
        "functions.\n\n### Step 2: Check Assertions and Invariants\n\nExisting assertions may "
        "need updating for a new code path. Don't work around them; change them.\n\n"
        "### Step 3: Write the change\n\nKeep it small.\n"
    )
    assert not [c for c in derived_checks(make_skill, steps, item) if c.kind == "callout"]
    # a heading step speaks by its title
    firing = steps.replace(
        "Check Assertions and Invariants\n\nExisting assertions may need updating for",
        "Expect an Assertion Error in Eager Mode\n\nWith eager mode on, the scheduler will "
        "assert on",
    )
    callouts = [c for c in derived_checks(make_skill, firing, item) if c.kind == "callout"]
    assert [c.id for c in callouts] == ["callout-step2"]


def test_a_setting_written_with_its_choices_is_presented_by_its_name(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Retry\n\n## Retry mode\n\nResolve the retry mode in this order:\n\n"
        "1. Runtime config `jobs.retry_enabled` (the source of truth)\n"
        "2. Harness override `RETRY_ENABLED=true|false` (only when runtime config is missing)\n"
    )
    item = {"id": "t", "question": "How is the retry mode resolved?", "ground_truth": "x"}
    [order] = [c for c in derived_checks(make_skill, body, item) if c.kind == "order"]
    assert order.steps[1].anchors == ("RETRY_ENABLED",)
    swapped = (
        "1. `RETRY_ENABLED=true|false` from the harness: checked first, it always wins.\n"
        "2. Runtime `jobs.retry_enabled`, only where the harness variable is unset.\n"
    )
    assert grade_answer(swapped, [order]).results[0].status == "fail"


def test_an_answer_cue_leads_into_the_list_from_the_sentence_before_its_colon() -> None:
    # the paragraph speaks of answers in an earlier sentence; the list is the planner's rules
    body = (
        "# Plan\n\n## Plan first\n\nNever send answer choices or proposed answers to the "
        "planner. The planner never answers the question.\n"
        "Apply the complete rubric. In particular:\n\n"
        "- classify the smallest visible outcome;\n- use exactly one evidence type;\n"
        "- default to one initial claim;\n"
    )
    assert checklists_of(body) == []
    # a test's kind ("answer-bearing") and a field named `answer` are no answer either
    kinds = body.replace(
        "Apply the complete rubric. In particular:", "Choose the type by the answer-bearing test:"
    )
    assert checklists_of(kinds) == []
    field = body.replace(
        "Apply the complete rubric. In particular:", "Set `answer` to null and report only:"
    )
    assert checklists_of(field) == []
    # ... while the sentence that leads into the list still can be one
    cued = body.replace("Apply the complete rubric. In particular:", "A complete answer includes:")
    [(_, role, _, _)] = checklists_of(cued)
    assert role == "answer"


def test_what_a_service_response_contains_is_no_answer_checklist() -> None:
    body = (
        "# Jobs\n\n## Start the job\n\nSend a POST to `/v1/jobs`; it returns HTTP 202.\n\n"
        "The response contains:\n\n- `job_id` — keep it for every later call\n"
        "- `status_url` — where to poll\n- `eta` — the expected run time\n"
    )
    assert [role for _, role, _, _ in checklists_of(body)] != ["answer"]
    told = body.replace("The response contains:", "The response should include:")
    assert [role for _, role, _, _ in checklists_of(told)] == ["answer"]


def test_a_step_answered_with_skip_is_optional_and_a_hedge_on_it_blames_no_other(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Report\n\n## Answer the prompts\n\nThe prompts come in this order:\n\n"
        "1. **Scenario** — respond with the scenario label\n"
        "2. **Events** — respond with the events to detect\n"
        '3. **Objects** — respond with the focus objects, or "skip"\n'
        "4. **Confirmation** — respond with an empty string to start\n"
    )
    item = {
        "id": "t",
        "question": "Which prompts does the report ask in order?",
        "ground_truth": "x",
    }
    [order] = [c for c in derived_checks(make_skill, body, item) if c.kind == "order"]
    assert order.steps[2].optional
    answer = (
        "It needs a scenario, the events to detect, and optionally the focus objects. The "
        "prompts come as:\n\n1. Scenario\n2. Events\n3. Objects (or skip)\n4. Confirmation\n"
    )
    assert grade_answer(answer, [order]).results[0].status == "pass"


def test_follow_these_stages_is_an_order_cue() -> None:
    body = (
        "# Deploy\n\n## Run Stages\n\nFollow these stages for deployment work:\n\n"
        "1. Resolve the app folder.\n2. Identify the input mode.\n3. Stage the configs.\n"
    )
    [(title, _, ordered, steps)] = checklists_of(body)
    assert (title, ordered, len(steps)) == ("Run Stages", True, 3)


def test_a_name_a_checklist_rules_out_or_restricts_to_some_cases_is_no_required_field(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Serve\n\n## Validation Checklist\n\nBefore deploying, verify:\n\n"
        "- [ ] `max_seq_len >= ISL + OSL`\n"
        "- [ ] `moe_config.backend: DEEPGEMM` only on Blackwell (not Hopper)\n"
        "- [ ] `cuda_graph_config.max_batch_size` not far above concurrency\n"
        "- [ ] No `speculative_config` present (out of scope)\n"
    )
    item = {
        "id": "c1",
        "question": "Check my config before I deploy.",
        "expected_skill": "demo-skill",
    }
    fields = [
        f for c in derived_checks(make_skill, body, item) if c.kind == "fields" for f in c.fields
    ]
    assert "speculative_config" not in fields
    assert not [f for f in fields if "DEEPGEMM" in f]


def test_step_headings_an_earlier_section_says_to_take_in_order_are_a_procedure(
    make_skill: SkillMaker,
) -> None:
    """The cue may stand in an earlier section that points at the steps further down
    ("## Instructions" / "Follow the step-by-step workflow below. Execute each step in
    order." over "## Prerequisites", then "## Step 0: ..."): it cues that run once."""
    body = (
        "## Instructions\n\nFollow the routing table and step-by-step workflow below. "
        "Execute each step in order on a first run.\n\n"
        "## Prerequisites\n\nA running service.\n\n"
        "## Step 0: Pre-flight Check\n\nRun `./scripts/preflight.sh`.\n\n"
        "## Step 1: Download Test Data\n\nRun `./scripts/fetch.sh`.\n\n"
        "## Step 2: Run Benchmark\n\nRun `python bench.py`.\n"
    )
    found = [c for c in load_skill(make_skill(body=body)).checklists if c.role == "procedure"]
    assert [(c.ordered, len(c.steps)) for c in found] == [(True, 3)]
    plain = body.replace(" Execute each step in order on a first run.", "")
    assert not [c for c in load_skill(make_skill(body=plain)).checklists if c.role == "procedure"]


def test_a_step_that_picks_one_of_the_options_it_lists_asks_for_none_by_name(
    make_skill: SkillMaker,
) -> None:
    body = (
        "# Deploy\n\n## Workflow\n\nWalk the user through these steps in order:\n\n"
        "1. Pick an entrypoint (analytics_2d, search_and_alerts, public_safety, composite).\n"
        "2. Choose a config — `profile_config.json` or a custom one.\n"
        "3. Start the container with `docker compose up -d analytics`.\n"
    )
    item = {"id": "t", "question": "Deploy the analytics service.", "ground_truth": "x"}
    fields = [c for c in derived_checks(make_skill, body, item) if c.kind == "fields"]
    assert not any("public_safety" in c.fields for c in fields)
