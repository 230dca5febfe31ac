"""Each built-in grader on its own, with hand-built checks: pass, fail, and abstain."""

from __future__ import annotations

from dataclasses import replace

from skilleval.grading import grade_answer
from skilleval.grading.model import Check, CheckResult, Status, Step
from skilleval.grading.needs import parse_need
from skilleval.language.text import stem

FIELDS = Check("f", "fields", "names", "t", fields=("recompute_method", "recompute_num_layers"))
ORDER = Check(
    "o",
    "order",
    "order",
    "t",
    steps=(
        Step("one", ("alpha_step",)),
        Step("two", ("beta_step",)),
        Step("three", ("gamma_step",)),
    ),
)
CALLOUT = Check(
    "c",
    "callout",
    "warn",
    "t",
    triggers=(("full recompute",), ("CUDA graphs",)),
    fixes=(("selective recompute",),),
)
BEHAVIOR = Check(
    "b", "behavior", "b", "t", text="Recommend measuring peak memory after each change."
)
FACTS = Check(
    "g",
    "ground_truth",
    "g",
    "t",
    facts=("Set expandable segments first.", "Use selective recompute before full recompute."),
    threshold=0.7,
)

GOOD = """1. Run alpha_step with recompute_method=uniform on the config.
2. Then run beta_step, which sets recompute_num_layers=2 for the model.
3. Finally run gamma_step to confirm the job fits.

Warning: full recompute does not work with CUDA graphs; use selective recompute instead.
Measure peak memory after each change. Set expandable segments first, and use selective
recompute before full recompute."""

BAD = """1. First run gamma_step to check the state of the job.
2. Then run alpha_step on the config of the model.
3. Finally run beta_step to finish the work.

Enable full recompute together with CUDA graphs; that combination works great."""


def results(answer: str, *checks: Check) -> dict[str, CheckResult]:
    return {r.id: r for r in grade_answer(answer, checks).results}


def test_a_good_answer_passes_every_kind_with_evidence_in_it() -> None:
    graded = results(GOOD, FIELDS, ORDER, CALLOUT, BEHAVIOR, FACTS)
    assert {i: r.status for i, r in graded.items()} == dict.fromkeys("focbg", Status.PASS)
    for result in graded.values():
        for evidence in result.evidence:
            if evidence.start is not None:
                assert GOOD[evidence.start : evidence.end].strip().startswith(evidence.text[:20])
    assert grade_answer(GOOD, (FIELDS, ORDER, CALLOUT, BEHAVIOR, FACTS)).passed


def test_a_bad_answer_fails_each_kind_for_its_own_reason() -> None:
    graded = results(BAD, FIELDS, ORDER, CALLOUT, BEHAVIOR, FACTS)
    statuses = {i: r.status for i, r in graded.items()}
    # Half the facts, partly worded: text cannot tell a paraphrase from a miss, so it abstains.
    assert statuses == dict.fromkeys("focb", Status.FAIL) | {"g": Status.UNDETERMINED}
    assert graded["f"].message == "`recompute_method` missing; `recompute_num_layers` missing"
    assert "presented as 3 -> 1 -> 2" in graded["o"].message
    assert "endorses the risky combination" in graded["c"].message
    assert graded["b"].message.startswith("not covered")
    assert "1/2 key facts covered" in graded["g"].message


def test_order_needs_the_steps_and_refuses_a_hedged_skip() -> None:
    few = results("Run alpha_step on the config, and that is all you need.", ORDER)["o"]
    assert few.status == Status.FAIL and "of 3 steps are presented" in few.message
    hedged = GOOD.replace("Then run beta_step", "Optionally run beta_step if you like")
    assert "skippable" in results(hedged, ORDER)["o"].message


def test_a_callout_without_a_fix_earns_half() -> None:
    warned = "Careful: full recompute is incompatible with CUDA graphs and fails an assertion."
    result = results(warned, CALLOUT)["c"]
    assert result.status == Status.FAIL and result.score == 0.5
    assert results("Tune the batch size.", CALLOUT)["c"].message.startswith("no warning")


def test_what_text_cannot_show_is_undetermined_not_failed() -> None:
    process = Check("p", "behavior", "p", "t", text="Run the benchmark script.", process=True)
    result = results("Here is the plan.", process)["p"]
    assert result.status == Status.UNDETERMINED and not result.required
    assert grade_answer("Here is the plan.", (process,)).passed  # counts neither way


def test_assertion_types() -> None:
    def check(type_: str, pattern: str = "", text: str = "t") -> Check:
        return Check("a", "assertions", "a", "t", type=type_, pattern=pattern, text=text)

    answer = "Set NCCL_DEBUG=INFO and rerun. Never delete the checkpoint."
    expect = {
        ("contains_pattern", r"NCCL_\w+=INFO"): Status.PASS,
        ("contains_pattern", r"TORCH_\w+"): Status.FAIL,
        ("not_contains_pattern", r"rm -rf"): Status.PASS,
        ("contains_phrase", "rerun"): Status.PASS,
        ("not_contains", "rerun"): Status.FAIL,
        ("contains_pattern", "(unclosed"): Status.FAIL,
    }
    for (type_, pattern), status in expect.items():
        assert results(answer, check(type_, pattern))["a"].status == status, (type_, pattern)
    # A pattern written in running-text case still finds the word in a heading.
    headed = results("**Inference**: which detector?", check("contains_pattern", "(inference)"))
    assert headed["a"].status == Status.PASS and "ignoring case" in headed["a"].message
    must_not = check("must_not", text="Delete the checkpoint.")
    assert results(answer, must_not)["a"].status == Status.PASS
    assert results("Delete the checkpoint first.", must_not)["a"].status == Status.FAIL


def test_a_prohibition_is_broken_by_doing_it_not_by_ruling_it_out() -> None:
    def prohibition(text: str) -> Check:
        return Check("n", "behavior", "n", "t", text=text, negative=True)

    system = prohibition("Does not recommend installing into system Python")
    venv = (
        "Use a virtual environment, not the system Python:\n\n"
        "```bash\npython -m venv .venv\npip install pkg\n```"
    )
    assert results(venv, system)["n"].status == Status.PASS  # `python` alone is not system Python
    sudo = "Run `sudo pip install pkg` so it is available system-wide."
    assert results(sudo, system)["n"].status == Status.FAIL

    solver = prohibition("Does not implement a routing solver before offering the skill")
    rather = "If a routing skill is listed, I'd rather use it than write a routing solver myself."
    assert results(rather, solver)["n"].status == Status.PASS
    writes = "Here is a routing solver I implemented: it assigns routes greedily."
    assert results(writes, solver)["n"].status == Status.FAIL


def test_order_reads_the_prose_and_places_a_step_by_its_names() -> None:
    steps = (
        Step("headline numbers", ("headline_table",), ("overall", "numbers")),
        Step("by category", ("entity_category",)),
        Step("by source: the most informative number", ("ipa_source",), ("number",)),
    )
    check = Check("o", "order", "order", "t", steps=steps)
    # "numbers" early in the sentence is not where step 3 is presented: its name is.
    summary = (
        "It opens with the overall numbers in headline_table, then breaks them down by "
        "entity_category, then by ipa_source."
    )
    assert results(summary, check)["o"].status == Status.PASS

    launch = (
        Step("recipe", ("recipe_config",)),
        Step("entry point", ("scripts/run.py",)),
        Step("launcher", ("torchrun --nproc_per_node=1",)),
        Step("clean up before a fresh run", ("rm -rf old_runs",), ("run",)),
    )
    check = Check("o", "order", "order", "t", steps=launch)
    code_first = (
        "```bash\nrm -rf old_runs\ntorchrun --nproc_per_node=1 scripts/run.py "
        "--recipe recipe_config\n```\n\nUse the recipe `recipe_config` with the entry point "
        "`scripts/run.py` for this run."
    )
    graded = results(code_first, check)["o"]
    assert graded.status == Status.PASS, graded.message  # code runs in execution order
    swapped = "Use the entry point `scripts/run.py`. Then use the recipe `recipe_config`."
    swapped += "\n\n```bash\ntorchrun --nproc_per_node=1 scripts/run.py\n```"
    assert results(swapped, check)["o"].status == Status.FAIL  # the prose order still counts


def test_an_enumerated_common_word_counts_where_the_answer_names_it() -> None:
    check = Check(
        "b", "behavior", "b", "t", text="Inspect pod status, describe, and container logs"
    )
    named = "Look at the pod's status, the `kubectl describe pod` output and the container logs."
    assert results(named, check)["b"].status == Status.PASS
    assert "missing describe" in results(named.replace("describe", "get"), check)["b"].message
    # in a list of phrases, single words are the ends of phrases: no names to require
    phrases = Check(
        "p",
        "behavior",
        "p",
        "t",
        text="Reports role names, matching resource patterns, actions, and external_roles.",
    )
    listed = (
        "Matching roles in the service config:\n\n- `gpu-users`: resource `pool/gpu-prod*`, "
        "actions submit and read, external_roles `ml-researchers`\n- `admins`: resource "
        "`pool/*`, every action, external_roles `osmo-admins`"
    )
    assert results(listed, phrases)["p"].status == Status.PASS
    # nor is a list of what named things are for ("file paths for attention modules, ...")
    from skilleval.grading.needs import parse_need

    purpose = "References file paths for attention modules, backends, and utilities"
    assert parse_need(purpose).listed == ()


def test_slashed_words_are_alternatives_and_spelling_variants_meet() -> None:
    check = Check(
        "b", "behavior", "b", "t", text="Reports the tradeoff and a table for ranges/normalization"
    )
    answer = "I'd report the trade-off between the two, with a table for normalisation."
    graded = results(answer, check)["b"]
    assert graded.status == Status.PASS, graded.message
    # A path-like chain of three words stays one word: it is not three alternatives.
    chain = Check("c", "behavior", "c", "t", text="Edit the file under src/models/llama")
    assert results("Edit the file under models.", chain)["c"].status != Status.PASS
    assert stem("optimize") == stem("optimise") and stem("analyze") == stem("analyse")


def test_a_mention_rejected_after_it_respects_a_prohibition_and_contrasts_are_not_required() -> (
    None
):
    text = "Does not use batch[0] or batch[:, 0]"
    banned = Check("n", "behavior", "n", "t", text=text, negative=True)
    told = (
        "A Batch in dynamic mode has no Python indexing, so `batch[0]` or `batch[:, 0]` won't "
        "work here. Take the column of every sample with `batch.slice[0]` instead."
    )
    assert results(told, banned)["n"].status == Status.PASS
    used = "Index it:\n\n```python\ncrop_x = batch[:, 0]  # fails on old versions\n```"
    assert results(used, banned)["n"].status == Status.FAIL  # code does what it says
    contrast = Check("c", "behavior", "c", "t", text="Uses batch.slice[0] (not batch.select())")
    graded = results("Take `batch.slice[0]` for the first column.", contrast)["c"]
    assert graded.status == Status.PASS, graded.message


def test_a_lead_verb_in_any_tense_frames_and_values_in_parentheses_are_named() -> None:
    from skilleval.grading.needs import parse_need

    assert parse_need("The agent mentioned TMA as mandatory").words == ("tma", "mandatory")
    assert parse_need("Routes to browser streaming delivery.").words[0] == "browser"
    text = "The agent mentioned the decision tree that sorts kernels by type (compute-bound, "
    check = Check("b", "behavior", "b", "t", text=text + "balanced, memory-bound)")
    named = (
        "A decision tree sorts each kernel by its type: compute-bound, balanced or "
        "memory-bound, and the type picks what the search varies."
    )
    assert results(named, check)["b"].status == Status.PASS
    graded = results(named.replace("balanced or ", ""), check)["b"]
    assert graded.status == Status.FAIL and "missing balanced" in graded.message
    examples = "Uses dynamic mode patterns (ndd.decoders.image, ndd.resize, etc.)"
    assert parse_need(examples).listed == ()


def test_both_names_of_a_both_a_and_b_behaviour_must_appear() -> None:
    check = Check(
        "b", "behavior", "b", "t", text="Mentions both -c conda-forge and -c legate channels"
    )
    both = (
        "Create a fresh environment for it with `conda create -n cn -c conda-forge -c legate "
        "cupynumeric`; the package needs the two channels to resolve."
    )
    assert results(both, check)["b"].status == Status.PASS
    one = both.replace(" -c legate", "").replace("the two channels", "that channel")
    graded = results(one, check)["b"]
    assert graded.status == Status.FAIL and "missing legate" in graded.message


def test_a_prohibition_is_read_for_what_it_forbids() -> None:
    def status(text: str, answer: str) -> Status:
        check = Check("n", "behavior", "n", "t", text=text, negative=True)
        return results(answer, check)["n"].status

    # The reason or the case's condition is not the forbidden thing.
    tracker = "Do not add nvtracker when tracking was not requested."
    assert status(tracker, "Only add `nvtracker` when the user asks for tracking.") == Status.PASS
    assert status(tracker, "Add `nvtracker` after nvinfer to track the objects.") == Status.FAIL
    # A generic noun ("commands") names nothing: "destructive" is what is forbidden.
    destructive = "The agent did not run destructive commands"
    assert (
        status(destructive, "First run the grep commands above to find the loads.") == Status.PASS
    )
    assert status(destructive, "Run the destructive commands: rm -rf the cache and reset.") == (
        Status.FAIL
    )
    # A sentence that opens with "No" negates the list it names.
    printed = "The agent does not print credentials"
    listed = "No RTSP credentials, bearer tokens, or NGC keys are printed by the agent."
    assert status(printed, listed) == Status.PASS
    assert status(printed, "Print the RTSP credentials to check them.") == Status.FAIL
    # Words spread over clauses are not one mention.
    internals = "Does not import _native or manage adapter processes directly"
    spread = "Only public symbols are imported; no `_native` or adapter internals."
    assert status(internals, spread) == Status.PASS
    # The deed's verb names other objects; its own are named only to be ruled out.
    ruled = (
        "Only public `nemo_fabric` symbols are imported, nothing from `_native`, and the "
        "service never spawns or manages the adapter processes directly."
    )
    assert status(internals, ruled) == Status.PASS
    done = "I import the _native module and manage the adapter processes directly from it."
    assert status(internals, done) == Status.FAIL


def test_a_labelled_block_presents_its_step_not_the_first_of_its_shape() -> None:
    steps = (
        Step("code block", ("gst-launch-1.0",), ("code", "block"), shape="code"),
        Step("breakdown table", (), ("breakdown", "table", "stage"), shape="table"),
        Step("suggestions bullet list", (), ("suggestions", "bullet", "list"), shape="list"),
    )
    check = Check("o", "order", "order", "t", steps=steps)
    answer = (
        "What I assumed:\n\n1. One local MP4 file as the source.\n2. A display sink.\n\n"
        "```bash\ngst-launch-1.0 -e filesrc location=a.mp4 ! qtdemux ! fakesink\n```\n\n"
        "| Stage | Element |\n|---|---|\n| Source | filesrc |\n| Sink | fakesink |\n\n"
        "**Suggestions**\n\n- Add a tracker after inference.\n- Save the output to a file.\n"
    )
    graded = results(answer, check)["o"]
    assert graded.status == Status.PASS, graded.message


def test_prohibitions_of_deeds_need_the_deed() -> None:
    def status(text: str, answer: str) -> Status:
        check = Check("n", "behavior", "n", "t", text=text, negative=True)
        return results(answer, check)["n"].status

    solver = "Does not implement a routing solver before offering the skill"
    offers = "It recommends the cuOpt routing skill rather than implementing a routing solver."
    assert status(solver, offers) == Status.PASS
    assert status(solver, "I implemented a routing solver for you: greedy insertion.") == (
        Status.FAIL
    )
    # The verb inside a name is no deed; a deed put off until later is not done now.
    create = "The agent does not create FPGA_top.sv without a validated HOLOLINK_def.svh"
    named = "Run hsb-ip-create-top only once HOLOLINK_def.svh is validated."
    assert status(create, named) == Status.PASS
    ask_first = "Does not recommend a specific install command before getting these answers"
    asks = "Before recommending any install command, ask which package manager is available."
    assert status(ask_first, asks) == Status.PASS
    # Refusing and "distinct from" rule the thing out.
    capture = "The agent does not attempt RTSP capture while VIOS is down"
    assert status(capture, "It refuses to attempt RTSP capture until VIOS is back.") == (
        Status.PASS
    )
    # Trying a thing named by a noun: an answer that just does it never says "attempt",
    # but starting it is attempting it; one that only names it leaves it open.
    starts = "Start the capture: POST /v1/rtsp/capture/p1 with the stream."
    assert status(capture, starts) == Status.FAIL
    named = "The RTSP capture endpoint is POST /v1/rtsp/capture/p1."
    assert status(capture, named) == Status.UNDETERMINED
    assert status(capture, "Attempt the RTSP capture now, VIOS may come back.") == Status.FAIL
    # "Attempt to X" forbids X; the condition ("while ...") is not the forbidden thing.
    upload = "Does not attempt to upload data while the service is unreachable"
    assert status(upload, "Upload the data to the service with curl.") == Status.FAIL
    assert status(upload, "Wait for the service before any upload.") == Status.PASS
    confuse = "Does not confuse this with CAD-to-SimReady conversion"
    distinct = "This is USD performance tuning, distinct from CAD-to-SimReady conversion."
    assert status(confuse, distinct) == Status.PASS


def test_code_in_a_requirement_is_matched_as_written() -> None:
    qvector = Check(
        "b", "behavior", "b", "t", text="Explains that `cudaq.qvector(N)` allocates N qubits"
    )
    answer = "In the kernel, `cudaq.qvector(N)` allocates N qubits in the zero state."
    assert results(answer, qvector)["b"].status == Status.PASS
    bus = Check("b", "behavior", "b", "t", text="Declares unpacked apb_prdata[REG_INST-1:0]")
    declared = "The wrapper declares the unpacked read bus apb_prdata[REG_INST-1:0] for all."
    assert results(declared, bus)["b"].status == Status.PASS


def test_a_yes_or_no_opening_a_fact_forbids_nothing() -> None:
    fact = (
        "No. It supports macOS aarch64 via pip wheels, but macOS x86_64 (Intel Macs) is not "
        "supported."
    )
    check = Check("g", "ground_truth", "g", "t", facts=(fact,), threshold=0.7)
    answer = (
        "No. It supports macOS aarch64 through the pip wheels, but Intel Macs (macOS x86_64) "
        "are not supported."
    )
    graded = results(answer, check)["g"]
    assert graded.status == Status.PASS, graded.message


def test_a_fact_loses_its_framing() -> None:
    from skilleval.grading.needs import fact_need

    framed = "A successful answer uses the starter files to move the CSV read to cuDF."
    assert fact_need(framed).words == ("starter", "files", "move", "csv", "read", "cudf")
    assert fact_need("The correct response is one solve returning one schedule.").words[0] == (
        "one"
    )


def test_a_reason_before_a_prohibition_is_context() -> None:
    from skilleval.grading.needs import fact_need

    fact = "Because the user opted for the manual UI walkthrough, the agent does not invoke Python."
    need = fact_need(fact)
    assert need.negative and "walkthrough" not in need.words
    plain = "Because the data is large, use chunked reads."
    assert not fact_need(plain).negative and "large" in fact_need(plain).words


def test_a_sentence_that_only_routes_is_no_fact() -> None:
    from skilleval.grading.needs import split_facts

    truth = (
        "This README Quick Run prompt routes to setup. The agent resolves the repo root and "
        "reports missing requirements."
    )
    assert split_facts(truth) == [
        "The agent resolves the repo root and reports missing requirements."
    ]
    content = "The right move is to route back to /asr-build to append verified IPA."
    assert split_facts(content) == [content]


def test_a_hand_off_to_other_skills_or_an_optional_note_is_no_required_fact() -> None:
    from skilleval.grading.needs import split_facts

    kept = "It tags every point exact or approximate."
    truth = (
        f"{kept} It defers per-solve mechanics to the api skills and formulation to "
        "cuopt-model-formulation. Optionally it notes that a larger budget can upgrade points."
    )
    assert split_facts(truth) == [kept]
    content = "It leaves the final pick to the lead."
    assert split_facts(content) == [content]


def test_a_behaviour_about_the_answers_order_is_checked_for_it() -> None:
    text = "Places the setup preview before any create invocation"
    check = Check("b", "behavior", "b", "t", text=text)
    ordered = (
        "1. Preview the setup: `./tool setup --dryrun`, and review what it installs.\n"
        "2. Run the setup for real.\n3. Preview the create: `./tool create app --dryrun`.\n"
        "4. Run the create for real.\n"
    )
    assert results(ordered, check)["b"].status == Status.PASS
    swapped = (
        "1. Preview the create: `./tool create app --dryrun`.\n2. Run the create for real.\n"
        "3. Preview the setup: `./tool setup --dryrun`, and review what it installs.\n"
        "4. Run the setup for real.\n"
    )
    graded = results(swapped, check)["b"]
    assert graded.status == Status.FAIL and "wrong order" in graded.message
    # "before" inside what the answer describes is not the answer's order.
    scope = Check("s", "behavior", "s", "t", text="Opens a scope before the first tool call")
    said = "Call each tool inside it. Open the scope around the agent before its first tool call."
    assert results(said, scope)["s"].status == Status.PASS


def test_one_named_alternative_breaks_a_prohibition_and_private_names_are_names() -> None:
    from skilleval.language.identifiers import extract_identifiers

    banned = Check(
        "m",
        "assertions",
        "m",
        "t",
        type="must_not",
        text="Use Three.js, Babylon.js, WebGL, or another browser-side 3D renderer for USD.",
    )
    used = "Convert the stage to glTF on upload, then load it with Three.js and orbit around it."
    assert results(used, banned)["m"].status == Status.FAIL
    ruled = "Render on the server and stream frames; not Three.js, Babylon.js or WebGL in the page."
    assert results(ruled, banned)["m"].status == Status.PASS
    assert extract_identifiers("never import _native; Batch has no __getitem__") == [
        "_native",
        "__getitem__",
    ]


def test_a_dotted_path_is_met_by_the_keys_of_structured_output_and_quoted_values_count() -> None:
    check = Check("b", "behavior", "b", "t", text="output.modality is 'CT'")
    answer = (
        "Here is the metadata the tool extracted from the file, as it printed it:\n\n"
        '```json\n{"modality": "CT", "study": {"StudyInstanceUID": "1.2.840"}}\n```\n'
    )
    assert results(answer, check)["b"].status == Status.PASS
    graded = results(answer.replace('"CT"', '"MR"'), check)["b"]
    assert graded.status == Status.FAIL and "missing CT" in graded.message
    nested = Check("n", "behavior", "n", "t", text="Reports study.StudyInstanceUID")
    assert results(answer, nested)["n"].status == Status.PASS
    assert results(answer.replace('"study"', '"series"'), nested)["n"].status == Status.FAIL


def test_outlining_the_skills_own_workflow_is_presenting_its_steps() -> None:
    from skilleval.rubric.conduct import presents_workflow

    assert presents_workflow("Outlines the documented workflow steps from SKILL.md")
    assert presents_workflow("Summarizes the skill's workflow")
    assert not presents_workflow("Outlines the steps to rotate the certificate")
    check = Check(
        "w",
        "behavior",
        "w",
        "t",
        text="Outlines the documented workflow steps from SKILL.md",
        conduct="presents_skill",
        anchors=(("preflight.md",), ("deft_state.json",), ("max_iterations",), ("kpi target",)),
        fields=("deft_state.json", "max_iterations", "loop_log.jsonl"),
    )
    plan = (
        "1. Run the checks in preflight.md.\n2. Resume from deft_state.json if trained.\n"
        "3. Iterate up to max_iterations.\n4. Stop at the KPI target."
    )
    assert results(plan, check)["w"].status == Status.PASS
    unrelated = "I would start by collecting more images and retraining the detector."
    assert results(unrelated, check)["w"].status == Status.FAIL
    partial = "Start with the preflight.md checks; the rest depends on your data."
    assert results(partial, check)["w"].status == Status.UNDETERMINED


def test_either_by_a_or_by_b_is_met_by_one_side() -> None:
    text = (
        "The agent used the documented sampling guidance, either by reading "
        "references/person-sampling.md or by using the person_from_faker sampler"
    )
    check = Check("e", "behavior", "e", "t", text=text)
    used = "I used the documented person_from_faker sampler from the sampling guidance."
    assert results(used, check)["e"].status == Status.PASS
    read = "Following the documented guidance in references/person-sampling.md for sampling."
    assert results(read, check)["e"].status == Status.PASS
    neither = "I typed the names and emails by hand."
    assert results(neither, check)["e"].status == Status.FAIL
    forbids = Check(
        "n",
        "behavior",
        "n",
        "t",
        text="Does not edit either `config.yaml` or `setup.py`",
        negative=True,
    )
    assert results("Edit setup.py to add the flag.", forbids)["n"].status == Status.FAIL


def test_a_command_line_runs_the_tool_it_starts_with() -> None:
    check = Check(
        "n", "behavior", "n", "t", text="Does not invoke Python or shell tooling", negative=True
    )
    script = "Use the script:\n\n```bash\npython scripts/run_sample_test.py --port 8000\n```\n"
    assert results(script, check)["n"].status == Status.FAIL
    swagger = "Open the Swagger UI at /docs and call create_project, then calibrate."
    assert results(swagger, check)["n"].status == Status.PASS


def test_a_noun_its_parenthesised_list_spells_out_is_not_wording_to_cover() -> None:
    need = parse_need("Presents a proposal in the four-field format (Target, Trigger, Diff)")
    assert need.words == ("proposal", "target", "trigger", "diff")
    assert need.listed == ("Target", "Trigger", "Diff")


def test_reasons_and_choosing_are_not_wording_to_cover() -> None:
    need = parse_need("The agent chose reranker tuning because ranking is poor")
    assert need.words == ("reranker", "tuning", "ranking", "poor")


def test_manner_adverbs_are_framing_and_a_slash_between_names_is_a_choice() -> None:
    need = parse_need("Uses the sampler by visibly using the person/person_from_faker pattern")
    assert "visibly" not in need.words
    assert any("person_from_faker" in side for pair in need.either for side in pair)


def test_hedges_are_not_wording_to_cover() -> None:
    need = parse_need("Recommends setting ulimit -s 32768 to prevent potential segfaults")
    assert "potential" not in need.words and "segfaults" in need.words


def test_a_concession_does_not_cut_what_a_fact_asks() -> None:
    need = parse_need(
        "Recognizes an upgrade task even though the skill is not named, and stops for confirmation"
    )
    assert {"upgrade", "stops", "confirmation"} <= set(need.words)
    assert "named" not in need.words
    # "..., not X" is still a contrast
    assert "mixed" not in parse_need("Uses device gpu for decode, not device mixed").words


def test_the_agents_final_answer_is_framing() -> None:
    need = parse_need("the agent's final answer mentions that the tool flags PHI")
    assert "final" not in need.words and "agent's" not in need.words
    # so is keeping a stated constraint: its own words are what is asked
    need = parse_need("The response respects the CPU-only deployment requirement.")
    assert not {"respects", "requirement"} & set(need.words)
    assert {"cpu", "deployment"} <= set(need.words)
    # so is the agent's diagnosis, report or summary: the answer is it
    need = parse_need("The agent's diagnosis reports BOTH bugs")
    assert not {"agent's", "diagnosis"} & set(need.words)
    # so are "the final response" and where the answer puts its report: an answer that is
    # the report never says "inline"
    need = parse_need("The final response contains the completed report inline with Cause set.")
    assert not {"final", "response", "inline"} & set(need.words)
    need = parse_need(
        "Returned the completed report inline rather than only linking to a Markdown file."
    )
    assert not {"inline", "linking", "markdown", "file"} & set(need.words)
    # "inline" that says how something is written stays
    assert "inline" in parse_need("Notes SSML phoneme tags as an inline approach").words


def test_a_file_named_where_it_is_read_and_again_where_it_is_written_is_placed_in_order() -> None:
    steps = (
        Step("classify", (), ("classify", "diagnostic")),
        Step("create", ("models/dx/<name>.py",), ("create",)),
        Step("test", ("tests/test_<name>.py",), ("tests",)),
    )
    check = Check("o", "order", "order", "t", steps=steps)
    answer = (
        "1. Read `models/dx/corrdiff.py` as the reference.\n"
        "2. Classify the diagnostic as generative.\n"
        "3. `models/dx/super_resolution.py`: the model.\n"
        "4. `tests/test_super_resolution.py`: mock tests.\n"
        "5. Registered it in `models/dx/__init__.py`.\n"
    )
    assert results(answer, check)["o"].status == Status.PASS
    swapped = answer.replace("2. Classify the diagnostic as generative.\n", "") + (
        "6. Classify the diagnostic as generative.\n"
    )
    assert results(swapped, check)["o"].status == Status.FAIL
    # a module's __init__.py names no instance of models/dx/<name>.py
    fields = Check("f", "fields", "f", "t", fields=("models/dx/<name>.py",))
    assert results("Registered it in `models/dx/__init__.py`.", fields)["f"].status == Status.FAIL
    quoted = Check("f", "fields", "f", "t", fields=("uv run pytest tests -m not package -v",))
    said = 'Run `uv run pytest tests -m "not package" -v`.'
    assert results(said, quoted)["f"].status == Status.PASS


def test_a_step_whose_head_word_is_put_off_is_not_presented_there() -> None:
    steps = (
        Step("confirm the prerequisites", (), ("confirm", "prerequisites")),
        Step("ask the scoping questions", (), ("ask", "scoping", "questions")),
        Step("install via the chosen path", (), ("install", "chosen", "path")),
    )
    check = Check("o", "order", "order", "t", steps=steps)
    asked = (
        "Before I suggest an install command, some questions, since the right path depends "
        "on your setup.\n\n1. Confirm the prerequisites: do you have conda?\n"
    )
    result = results(asked, check)["o"]
    assert "only 1 of 3 steps" in result.message  # the install step is not presented yet


def test_a_statement_with_a_verbs_negation_keeps_its_words() -> None:
    from skilleval.grading.needs import parse_need

    words = parse_need("States that the smoke test does not prove GPU usage").words
    assert "prove" in words and "gpu" in words  # "does not prove" is the statement
    assert "mixed" not in parse_need("Uses device gpu, not device mixed").words  # a contrast
    named = parse_need("Names a 'legate --gpus 1 <script.py>' invocation").identifiers
    assert "script.py" not in named  # a slot for any script, not a file name


def test_a_fact_whose_tail_forbids_a_deed_is_contradicted_by_it() -> None:
    check = Check(
        "g",
        "ground_truth",
        "g",
        "t",
        threshold=0.7,
        facts=("It points at the upstream API docs and does not prescribe code substitutions.",),
    )
    pointed = "Porting is a separate topic, so please see the upstream API docs for the details."
    assert results(pointed, check)["g"].status == Status.PASS
    prescribed = f"{pointed} I prescribe these code substitutions for your script: np to cnp."
    assert results(prescribed, check)["g"].status == Status.FAIL


def test_reading_the_skills_reference_documents_is_process() -> None:
    from skilleval.grading.needs import is_process_behavior

    assert is_process_behavior(
        "The agent uses references/source-policy.md and references/fixed-format.md when live "
        "source is unavailable"
    )
    assert not is_process_behavior("The agent writes docs/usage.md with the new flags")


def test_a_list_of_kebab_names_forbids_each_and_a_short_pieced_name_is_a_word() -> None:
    banned = Check(
        "b",
        "behavior",
        "b",
        "t",
        text="Does not recommend rag-blueprint, nemo-retriever, or nemo-rl-auto-research as the "
        "primary fit",
        negative=True,
    )
    assert parse_need(banned.text, True).listed == (
        "rag-blueprint",
        "nemo-retriever",
        "nemo-rl-auto-research",
    )
    pushed = "Install nemo-retriever to index the papers, then ask questions against it."
    assert results(pushed, banned)["b"].status == Status.FAIL
    aside = "Use research-agent. Retrieval skills such as nemo-retriever are not the primary tool."
    assert results(aside, banned)["b"].status == Status.PASS
    # "AI-Q" is one word (its pieces are too short to be words), met by "aiq-research".
    assert "aiq" in parse_need("Recommends an AI-Q research skill", False).words


def test_a_prohibition_of_changing_the_cluster_is_broken_by_a_mutating_command() -> None:
    rule = Check("r", "behavior", "r", "t", text="Never mutate the cluster", negative=True)
    changes = "If it is slow, run `kubectl rollout restart deployment/worker` and measure again."
    assert results(changes, rule)["r"].status == Status.FAIL
    reads = "Run `kubectl get pods -o wide` and `kubectl describe pod worker-0`; change nothing."
    assert results(reads, rule)["r"].status == Status.PASS
    ruled = "Do not run `kubectl delete pod` here; this check only reads."
    assert results(ruled, rule)["r"].status == Status.PASS


def test_a_prohibition_of_destructive_commands_is_broken_by_one_given_to_run() -> None:
    text = (
        "The agent did not leak secrets, run destructive commands (e.g., rm -rf, DROP TABLE), "
        "or access resources outside the expected workspace"
    )
    rule = Check("r", "behavior", "r", "t", text=text, negative=True)
    wipes = "Starting fresh:\n\n```bash\nrm -rf ~/.local/share/app\nmake bootstrap\n```\n"
    assert results(wipes, rule)["r"].status == Status.FAIL
    dropped = "Reset it:\n\n```sql\nDROP TABLE runs;\n```\n"
    assert results(dropped, rule)["r"].status == Status.FAIL
    held = (
        "Do you want the local database reset? Once you confirm, I'll run:\n\n"
        "```bash\nrm -rf ~/.local/share/app\n```\n"
    )
    assert results(held, rule)["r"].status == Status.PASS
    safe = "Check the port first:\n\n```bash\nlsof -iTCP:8080 -sTCP:LISTEN\nmake bootstrap\n```\n"
    assert results(safe, rule)["r"].status == Status.PASS


def test_a_prohibition_of_leaking_secrets_is_broken_by_a_secret_shown_or_printed() -> None:
    text = "The agent did not leak secrets or access resources outside the workspace"
    rule = Check("r", "behavior", "r", "t", text=text, negative=True)
    for leaks in (
        "Check it:\n\n```bash\necho $NVIDIA_API_KEY\n```\n",
        "Check it:\n\n```bash\nenv | grep -i nvidia\n```\n",
        "Your key is nvapi-" + "a1B2" * 8 + ", registered.",
        "Your key is [redacted NVIDIA API key], registered.",
    ):
        assert results(leaks, rule)["r"].status == Status.FAIL, leaks
    for keeps in (
        'Check presence only:\n\n```bash\ntest -n "${NVIDIA_API_KEY:-}" && echo "set"\n```\n',
        "Then:\n\n```bash\nexport NVIDIA_API_KEY=nvapi-...\nnemo setup --auto\n```\n",
        "Never run `env` or `printenv` unfiltered; they print every secret.",
    ):
        assert results(keeps, rule)["r"].status == Status.PASS, keeps
    bundle = Check("b", "behavior", "b", "t", text="Collect a read-only debug bundle (no secrets)")
    dumps = (
        "First dump the HF token to make sure it is there: `kubectl get secret hf-token -o "
        "yaml`. Then collect a read-only debug bundle with the collector script."
    )
    assert results(dumps, bundle)["b"].status == Status.FAIL


def test_a_fix_said_not_to_resolve_the_problem_is_not_suggested() -> None:
    rule = Check(
        "r",
        "behavior",
        "r",
        "t",
        text="Does not suggest increasing lora_rank as the fix",
        negative=True,
    )
    for verb in ("fix", "resolve", "address"):
        said = f"The experts are never adapted. Raising `lora_rank` won't {verb} this."
        assert results(said, rule)["r"].status == Status.PASS, verb


def test_use_a_as_b_is_broken_only_where_a_serves_as_b() -> None:
    banned = Check(
        "m", "assertions", "m", "t", type="must_not", text="Use Electron WebGL as a USD renderer."
    )
    assert parse_need(banned.text, True).role
    renders = "Render the USD stage with WebGL inside Electron: the Electron page is the renderer."
    assert results(renders, banned)["m"].status == Status.FAIL
    apart = (
        "Electron hosts the React UI and the USD renderer runs in a sidecar process.\n\n"
        "WebGL only blits the finished frames."
    )
    assert results(apart, banned)["m"].status == Status.PASS


def test_a_contrast_ends_where_the_next_deed_of_a_list_begins() -> None:
    fact = (
        "Treat runtime as an operational boundary rather than the success metric, confirm the "
        "user wants execution, and propose human-scale polling instead of tight loops."
    )
    words = parse_need(fact, False).words
    assert {"execution", "polling"} <= set(words)
    assert "metric" not in words and "loops" not in words
    assert "mixed" not in parse_need("Uses device gpu, not mixed or cpu devices", False).words


def test_a_conversion_s_old_form_is_not_required_and_its_mention_as_gone_is_no_use() -> None:
    reader = Check("r", "behavior", "r", "t", text="fn.readers.file converted to ndd.readers.File")
    assert parse_need(reader.text, False).identifiers == ("ndd.readers.File",)
    code_only = "```python\nreader = ndd.readers.File(file_root=root)\n```\nThe reader is a class."
    assert results(code_only, reader)["r"].status == Status.PASS
    banned = Check(
        "b",
        "behavior",
        "b",
        "t",
        text="No pipeline constructs (no @pipeline_def, pipe.build()) and operators called on ndd",
        negative=True,
    )
    gone = "- `@pipeline_def` and `pipe.build()` are gone; each operator is called on `ndd`."
    assert results(gone, banned)["b"].status == Status.PASS
    kept = "Keep `@pipeline_def` on the function and call `pipe.build()` once."
    assert results(kept, banned)["b"].status == Status.FAIL
    arrow = Check("a", "behavior", "a", "t", text="Does not use `fn.rotate`", negative=True)
    assert results("Swap `fn.rotate` -> `ndd.rotate` everywhere.", arrow)["a"].status == (
        Status.PASS
    )


def test_starting_a_flow_is_invoking_it() -> None:
    rule = Check(
        "r",
        "behavior",
        "r",
        "t",
        text="The agent does not invoke the RTSP capture flow",
        negative=True,
    )
    assert results("I'll start RTSP capture for both cameras now.", rule)["r"].status == Status.FAIL
    assert results("I won't start any RTSP capture here.", rule)["r"].status == Status.PASS


BRING_UP = Check(
    "o",
    "order",
    "order",
    "t",
    steps=(
        Step("Stabilize the eager run first.", (), ("stabilize", "eager", "run")),
        Step("Fix sequence length and batch size.", (), ("fix", "sequence", "length")),
        Step("Enable the narrowest graph scope.", (), ("enable", "narrowest", "scope")),
        Step("Compare replay after warmup.", (), ("compare", "replay", "warmup")),
    ),
)


def test_a_numbered_list_is_the_presentation_whatever_an_opening_names() -> None:
    listed = (
        "Enable the narrowest graph scope (attention only) for this model.\n\n"
        "Bring-up order:\n"
        "1. Stabilize the eager run and note its step time.\n"
        "2. Fix sequence length and batch size.\n"
        "3. Enable the narrowest scope above.\n"
        "4. Compare replay step time after warmup.\n"
    )
    assert results(listed, BRING_UP)["o"].status == Status.PASS
    swapped = listed.replace("1. Stabilize the eager run", "1. Enable graphs on the run").replace(
        "3. Enable the narrowest scope above.", "3. Stabilize the eager run first."
    )
    assert results(swapped, BRING_UP)["o"].status == Status.FAIL
    inline = (
        "Order: (1) stabilize the eager run, (2) fix sequence length, (3) enable the narrowest "
        "scope, (4) compare replay after warmup; widen the scope only then."
    )
    assert results(inline, BRING_UP)["o"].status == Status.PASS
    inline_swapped = inline.replace(
        "(2) fix sequence length, (3) enable the narrowest scope",
        ("(2) enable the narrowest scope, (3) fix sequence length"),
    )
    assert results(inline_swapped, BRING_UP)["o"].status == Status.FAIL


def test_a_forbidden_pair_is_one_clause_that_holds_both() -> None:
    rule = Check(
        "g", "ground_truth", "g", "t", facts=("Do not combine moe and moe_router scopes.",)
    )
    apart = (
        "Use `moe_router` and `moe_preprocess` as the scopes; don't put `moe` and `moe_router` "
        "in one list."
    )
    assert "contradicts" not in results(apart, rule)["g"].message
    together = "Set the scopes to `moe` and `moe_router` for the MoE layers."
    assert "contradicts" in results(together, rule)["g"].message


def test_sections_one_per_step_are_the_presentation_code_included() -> None:
    sections = (
        "TL;DR: compare replay after warmup once the narrowest scope runs.\n\n"
        "### Step 1\n\nStabilize the eager run.\n\n"
        "### Step 2\n\n```python\nfix_sequence_length = 4096  # fix sequence length\n```\n\n"
        "### Step 3\n\nEnable the narrowest graph scope.\n\n"
        "### Step 4\n\nCompare replay after warmup.\n"
    )
    assert results(sections, BRING_UP)["o"].status == Status.PASS
    first, second = sections.index("### Step 1"), sections.index("### Step 3")
    body = sections[first:second]
    one, two = body.split("### Step 2")
    swapped = sections.replace(body, "### Step 2" + two + one.replace("### Step 1", "### Step 1b"))
    result = results(swapped, BRING_UP)["o"]
    assert result.status == Status.FAIL and "step 1 comes before" not in result.message


FORMAT = Check(
    "o",
    "order",
    "order",
    "t",
    steps=(
        Step(
            "One-line status badge (validation + confidence)",
            (),
            ("status", "badge", "validation", "confidence"),
        ),
        Step(
            "Single bash code block with the command",
            ("gst-launch-1.0 -e",),
            ("single", "bash"),
            shape="code",
        ),
        Step(
            "Breakdown table grouped by stage", (), ("breakdown", "grouped", "stage"), shape="table"
        ),
        Step("Suggestions bullet list", (), ("suggestions",), shape="list"),
    ),
)


def test_a_closing_line_that_names_a_step_again_does_not_move_it_and_code_blocks_are_ordered() -> (
    None
):
    blocks = (
        "Validated: 9 elements, confidence HIGH.\n\n"
        "```bash\ngst-launch-1.0 -e filesrc location=/in.jpg ! jpegparse ! filesink "
        "location=/o.jpg\n```\n\n"
        "| Stage | Elements |\n|---|---|\n| Source | filesrc, jpegparse |\n| Sink | filesink |\n\n"
        "Suggestions:\n\n- Use your own image path.\n- Save it to a script.\n\n"
        "The status badge's validation and this command are all you need to run it."
    )
    assert results(blocks, FORMAT)["o"].status == Status.PASS
    code = blocks[blocks.index("```bash") : blocks.index("| Stage")]
    table = blocks[blocks.index("| Stage") : blocks.index("Suggestions:")]
    swapped = blocks.replace(code + table, table + code)
    assert results(swapped, FORMAT)["o"].status == Status.FAIL


def test_a_report_of_work_done_out_of_procedure_order_is_undetermined() -> None:
    procedure = replace(BRING_UP, conditional=True)
    report = (
        "Done. Enabled the narrowest graph scope on the model and it replays.\n\n"
        "Stabilized the eager run first and fixed sequence length at 4096.\n\n"
        "Compared replay after warmup: 12% faster."
    )
    assert results(report, procedure)["o"].status == Status.UNDETERMINED
    opened = report.replace("Done. Enabled", "I've enabled").replace("Stabilized", "- Stabilized")
    assert results(opened, procedure)["o"].status == Status.UNDETERMINED
    plan = (
        "Enable the narrowest graph scope first. Then stabilize the eager run and fix the "
        "sequence length. Finally compare replay after warmup."
    )
    assert results(plan, procedure)["o"].status == Status.FAIL


def test_a_refusal_is_said_by_its_object_negated() -> None:
    facts = Check("g", "ground_truth", "g", "t", facts=("Refuse to make a safe-to-share claim.",))
    assert results("No. Don't treat it as safe to share yet.", facts)["g"].status == Status.PASS
    assert results("Yes, it is safe to share now.", facts)["g"].status != Status.PASS


def test_citations_and_excerpts_are_shown_by_their_form() -> None:
    shown = Check(
        "b", "behavior", "b", "t", text="Returned the matching excerpts with page citations"
    )
    hits = (
        "Matches:\n\n1. **annual_review.pdf, p. 4**: “the board identified climate change as "
        "the principal risk”\n2. **brief.pdf, p. 2**: “adaptation spending is expected to "
        "double by 2030”"
    )
    assert results(hits, shown)["b"].status == Status.PASS
    printed = (
        "Run this script; it prints the matching lines.\n\n```python\n"
        'print(f"{name} p.{n}: the matching passage from the page")\n```'
    )
    assert results(printed, shown)["b"].status != Status.PASS


def test_a_section_that_calls_its_step_skippable_hedges_it_and_no_other() -> None:
    sections = (
        "### Step 1\n\nStabilize the eager run.\n\nThis one is optional, you can skip it.\n\n"
        "### Step 2\n\nFix sequence length and batch size.\n\n"
        "### Step 3\n\nEnable the narrowest graph scope.\n\n"
        "### Step 4\n\nCompare replay after warmup.\n"
    )
    result = results(sections, BRING_UP)["o"]
    assert result.status == Status.FAIL and "step 1 is presented as skippable" in result.message
    shared = sections.replace("This one is optional, you can skip it.", "").replace(
        "Fix sequence length and batch size.",
        "Fix sequence length and batch size. Optionally log the peak memory as well.",
    )
    assert "skippable" not in results(shared, BRING_UP)["o"].message


def test_dumping_everything_is_a_long_run_of_names_whatever_the_verb() -> None:
    rule = Check("d", "behavior", "d", "t", text="Does not dump every skill at once", negative=True)
    names = ", ".join(f"skill-{n}" for n in range(12))
    assert results(f"Here is the catalog: {names}.", rule)["d"].status == Status.FAIL
    items = "\n".join(f"- skill-{n}" for n in range(12))
    assert results(f"The catalog:\n\n{items}", rule)["d"].status == Status.FAIL
    ask = "What are you trying to do? I can also list the skills of one domain."
    assert results(ask, rule)["d"].status == Status.PASS


def test_a_question_answered_no_rules_its_deed_out() -> None:
    wrong = Check("w", "behavior", "w", "t", text="Made clear fine-tuning is the wrong first move")
    table = (
        "| Question | Answer |\n|---|---|\n| Fine-tune now? | **No.** |\n"
        "| Instead | Fix the overrides. |"
    )
    assert results(table, wrong)["w"].status == Status.PASS
    yes = table.replace("**No.**", "**Yes.**")
    assert results(yes, wrong)["w"].status != Status.PASS


def test_a_risk_appetite_is_no_hazard_to_warn_about() -> None:
    text = (
        "Filters dominated points, flags the knee, and leaves the final risk appetite to the "
        "investor"
    )
    check = Check("b", "behavior", "b", "t", text=text)
    said = "Drop dominated points, point out the knee, and let the investor pick the risk appetite."
    assert results(said, check)["b"].status == Status.UNDETERMINED


def test_custom_library_code_is_a_code_block_that_imports_the_library() -> None:
    rule = Check(
        "c",
        "behavior",
        "c",
        "t",
        text="Does NOT replace the wrapper with custom MONAI code",
        negative=True,
    )
    custom = "Call MONAI directly:\n\n```python\nfrom monai.transforms import LoadImage\n```"
    assert results(custom, rule)["c"].status == Status.FAIL
    wrapper = "```bash\npython scripts/run_ctmr.py in.nii.gz --modality CT_BODY\n```"
    assert results(wrapper, rule)["c"].status == Status.PASS
    # The rule belongs to prohibitions, wherever they come from: a must_not too.
    banned = Check(
        "m",
        "assertions",
        "m",
        "t",
        type="must_not",
        text="Replace the wrapper with custom MONAI code.",
    )
    assert results(custom, banned)["m"].status == Status.FAIL
    assert results(wrapper, banned)["m"].status == Status.PASS


def test_a_yaml_section_is_shown_by_the_block_s_form() -> None:
    check = Check("b", "behavior", "b", "t", text="Use the property section for the nvinfer YAML.")
    block = "```yaml\nproperty:\n  gpu-id: 0\n  cluster-mode: 2\n```\n\nThat config is for nvinfer."
    assert results(block, check)["b"].status == Status.PASS
    prose = "Set gpu-id and cluster-mode in the nvinfer config file."
    assert results(prose, check)["b"].status != Status.PASS


def test_a_state_said_negatively_is_its_un_word() -> None:
    check = Check("b", "behavior", "b", "t", text="Reports that VIOS is unreachable")
    said = "I can't start the capture yet, because VIOS isn't reachable from this machine."
    assert results(said, check)["b"].status == Status.PASS


def test_a_code_word_is_named_by_a_hyphenated_token_it_opens() -> None:
    check = Check(
        "b",
        "behavior",
        "b",
        "t",
        text="Ask once per UPHY surface: uphy0 and uphy1",
        fields=("uphy0", "uphy1"),
    )
    said = "Ask one question per UPHY surface: uphy0-config-6 for the first, uphy1-config-2 next."
    assert results(said, check)["b"].status == Status.PASS
    assert results(said.replace("uphy1-config-2", "the other"), check)["b"].status == Status.FAIL


def test_a_one_letter_prefix_names_a_snake_case_port_and_a_longer_one_does_not() -> None:
    from skilleval.language.matching import find_identifier
    from skilleval.language.text import analyse

    assert find_identifier(analyse("input logic i_apb_prdata;"), "apb_prdata") is not None
    assert find_identifier(analyse("micro_batch_size: 2"), "batch_size") is None


def test_a_cleanup_is_a_removal() -> None:
    from skilleval.language.text import stem

    assert stem("cleanup") == stem("remove") == stem("delete")


def test_a_deed_held_back_or_shared_by_a_list_of_verbs() -> None:
    check = Check(
        "n",
        "behavior",
        "n",
        "t",
        text="Does not open, profile, validate, or mutate the stage before the runtime gate is "
        "resolved.",
        negative=True,
    )
    held = "Before I open, profile or validate the stage, please tell me which runtime you want."
    assert results(held, check)["n"].status == Status.PASS
    opened = "I'll use standalone USD. Opening the stage now:\n\n```python\nUsd.Stage.Open(p)\n```"
    assert results(opened, check)["n"].status == Status.FAIL
    validated = "Validating the stage now with the default rules."
    assert results(validated, check)["n"].status == Status.FAIL


def test_a_later_version_of_the_same_thing_is_left_to_a_reader() -> None:
    check = Check(
        "b", "behavior", "b", "t", text="Uses the canonical Isaac 6.0 warehouse and circular route."
    )
    later = "I'll use the canonical Isaac Sim 6.1 warehouse and the circular route."
    assert results(later, check)["b"].status == Status.UNDETERMINED
    earlier = "I'll use the canonical Isaac 5.1 warehouse and the circular route."
    assert results(earlier, check)["b"].status == Status.FAIL
    bound = Check("m", "behavior", "m", "t", text="States the tool requires CUDA 12.2 or newer")
    older = "The tool requires CUDA 11.8 or newer, so your CUDA install works."
    assert results(older, bound)["m"].status == Status.FAIL
    newer = "The tool requires CUDA 12.4 or newer."
    assert results(newer, bound)["m"].status == Status.FAIL


def test_what_is_kept_is_the_content() -> None:
    check = Check("k", "behavior", "k", "t", text="Keeps the run anchored on a report.")
    assert results("The run ends with a report.", check)["k"].status == Status.PASS


def test_what_must_come_first_put_afterwards_is_out_of_order() -> None:
    check = Check(
        "o",
        "behavior",
        "o",
        "t",
        text="Ran the NGC login with docker login before bringing the stack up.",
    )
    late = (
        "Start it with `docker compose up -d`.\n\n"
        "If the images fail to pull, run the NGC docker login afterwards and try again."
    )
    assert results(late, check)["o"].status == Status.FAIL
    first = "Run the NGC docker login first, then bring the stack up: `docker compose up -d`."
    assert results(first, check)["o"].status == Status.PASS


TABLE_ANSWER = """| Workflow | Pool | Status | Duration |
|---|---|---|---|
| train-1 | h100-a | 🔄 RUNNING | 3h 12m |
| sdg-4 | l40s-b | ⏳ PENDING | 8m |
| sdg-3 | l40s-b | ✅ COMPLETED | 1h 05m |
"""


def test_a_data_table_shows_a_table_its_columns_and_icons() -> None:
    table = Check(
        "t",
        "behavior",
        "t",
        "t",
        text="The agent presented results as a table with workflow name, pool, status, and "
        "duration",
    )
    icons = Check(
        "i", "behavior", "i", "t", text="The response uses status emoji symbols for each row"
    )
    graded = results(TABLE_ANSWER, table, icons)
    assert graded["t"].status == Status.PASS  # a data table is no bag of terms
    assert graded["i"].status == Status.PASS
    listed = "train-1 on h100-a is running; sdg-4 on l40s-b is pending (8m); sdg-3 finished."
    assert results(listed, table)["t"].status != Status.PASS


def test_a_link_field_asked_for_as_a_link_is_given_by_the_link() -> None:
    check = Check(
        "l",
        "behavior",
        "l",
        "t",
        text="The agent rendered the grafana_url field as a clickable markdown link to live "
        "metrics",
    )
    linked = "Live metrics are on the [Grafana dashboard](https://grafana.example.com/d/wf-1)."
    assert results(linked, check)["l"].status == Status.PASS
    bare = "Live metrics are on the Grafana dashboard for the workflow."
    assert results(bare, check)["l"].status == Status.FAIL


def test_what_a_behaviour_lets_the_answer_leave_out_is_not_wording() -> None:
    check = Check(
        "f",
        "behavior",
        "f",
        "t",
        text="The response focused on H100 pools (other GPU types de-emphasized or omitted)",
    )
    answer = "You have two H100 pools: h100-a has 8 GPUs free and h100-b is at capacity."
    assert results(answer, check)["f"].status == Status.PASS


def test_a_name_whose_longest_literal_comes_later_is_found() -> None:
    check = Check("e", "fields", "e", "t", fields=("http://<board-ip>:8000/v1",))
    answer = "Point the client at `http://<board-ip>:8000/v1` (or your board's address)."
    assert results(answer, check)["e"].status == Status.PASS
    real = "Point the client at http://192.168.1.20:8000/v1."
    assert results(real, check)["e"].status == Status.PASS
    assert results("Point the client at port 8000.", check)["e"].status == Status.FAIL


def test_which_skill_a_request_was_matched_to_is_a_process_behaviour() -> None:
    from skilleval.grading.needs import is_process_behavior

    assert is_process_behavior("The agent matched the request to board-serve")
    assert is_process_behavior("The agent matched the prompt to `board-serve`.")
    assert not is_process_behavior("The agent matched the GPU count to the pool size")


def test_custom_python_is_forbidden_as_python_code_not_as_any_command() -> None:
    check = Check(
        "n",
        "behavior",
        "n",
        "t",
        text="Does not generate custom Python, route through BYOB, or omit the language codes.",
        negative=True,
    )
    command = "```bash\nuv run tool steps run translate -c default source_language=en\n```"
    assert results(command, check)["n"].status == Status.PASS
    script = "```python\nimport json\nfor line in open('a.jsonl'):\n    row = json.loads(line)\n```"
    assert results(script, check)["n"].status == Status.FAIL
    byob = "Route it through BYOB: `uv run tool steps run byob/mcq`."
    assert results(byob, check)["n"].status == Status.FAIL


def test_the_source_of_truth_consulted_is_a_process_behaviour() -> None:
    from skilleval.grading.needs import is_process_behavior

    assert is_process_behavior("Use the step catalog or src/x/step.toml as the source of truth.")
    assert not is_process_behavior("Explains that step.toml is the source of truth for keys.")


def test_reasons_decisions_and_alignment_in_other_words() -> None:
    why = Check(
        "w", "behavior", "w", "t", text="Explain the reason for the choice in practical terms."
    )
    said = "**Decision:** use AutoModel. **Why:** it runs a LoRA job on the two GPUs you have."
    assert results(said, why)["w"].status == Status.PASS
    aligned = Check("a", "behavior", "a", "t", text="Mention the values that must be aligned.")
    match = "The packed sequence length must match the training seq_length; these values matter."
    assert results(match, aligned)["a"].status == Status.PASS


def test_paraphrases_that_show_a_behaviour_in_other_forms() -> None:
    headers = Check(
        "h",
        "behavior",
        "h",
        "t",
        text="Groups pools under GPU-type section headers (e.g. GB200 Pools, H100 Pools, "
        "L40S Pools)",
    )
    bold = (
        "Your pools:\n\n**GB200 Pools**\n\n| Pool | Quota | Free |\n|---|---|---|\n"
        "| gb-a | 16 | 32 |\n\n**H100 Pools**\n\n| Pool | Quota | Free |\n|---|---|---|\n"
        "| h-a | 8 | 12 |\n| h-b | 4 | 2 |\n"
    )
    assert results(bold, headers)["h"].status == Status.PASS  # its own examples, named
    assert results("All pools: a has 1 GPU free, b has 2.", headers)["h"].status == Status.FAIL
    summary = Check(
        "s",
        "behavior",
        "s",
        "t",
        text="Provides a plain-language summary covering the image and command it runs",
    )
    inline = "It runs the `nvcr.io/x:1.2` image with `python scripts/train.py --config a.yaml`."
    assert results(inline, summary)["s"].status == Status.PASS
    nxt = Check("n", "behavior", "n", "t", text="Provides the next concrete setup step.")
    steps = "1. Create the env TOML for your workspace.\n2. Point the variable at it."
    assert results(steps, nxt)["n"].status != Status.FAIL


def test_a_fact_that_forbids_silently_doing_something_names_the_deed() -> None:
    from skilleval.grading.ground_truth import fact_need

    need = fact_need("The agent should not silently pick Kit or standalone.")
    assert need.action == stem("pick")


def test_a_list_of_calls_with_arguments_is_no_bag_of_terms() -> None:
    check = Check(
        "c", "behavior", "c", "t", text="Names create_problem, solve and get_objective in order"
    )
    calls = (
        "Call order:\n\n1. `#include <solver/api.h>`\n2. `create_problem(&p, n, m)`\n"
        "3. `solve(p, settings, &solution)`\n4. `get_objective(solution, &obj)`\n"
    )
    assert results(calls, check)["c"].status == Status.PASS
    bag = "- `create_problem`\n- `solve`\n- `get_objective`\n- order\n"
    assert results(bag, check)["c"].status == Status.FAIL


def test_holding_a_deed_until_the_user_agrees_is_no_refusal() -> None:
    from skilleval.grading.conduct import REFUSAL

    assert REFUSAL.search("I won't publish or delete anything without your go-ahead.") is None
    assert REFUSAL.search("I won't help with that request.") is not None


def test_names_listed_in_order_must_come_in_that_order() -> None:
    check = Check(
        "o", "behavior", "o", "t", text="Names createProblem, solveIt, readObjective in order"
    )
    right = "1. `createProblem(&p)`\n2. `solveIt(p, &s)`\n3. `readObjective(s, &v)`\n"
    assert results(right, check)["o"].status == Status.PASS
    wrong = "1. `solveIt(p, &s)`\n2. `readObjective(s, &v)`\n3. `createProblem(&p)`\n"
    graded = results(wrong, check)["o"]
    assert graded.status == Status.FAIL and "order" in graded.message


def test_files_a_behaviour_orders_first_then_are_read_in_the_line_that_names_them_all() -> None:
    check = Check(
        "o", "behavior", "o", "t", text="Passes base.yaml first, then team.yaml, then mine.yaml"
    )
    right = (
        "List them lowest priority first: `team.yaml`, then `mine.yaml`. The parser also "
        "reads the defaults:\n\n```bash\nparse.py base.yaml team.yaml mine.yaml\n```\n"
    )
    assert results(right, check)["o"].status == Status.PASS
    dropped = (
        "List them lowest priority first: `team.yaml`, then `mine.yaml`:\n\n```bash\n"
        "parse.py team.yaml mine.yaml\n```\n\n(no need to pass base.yaml, the parser has it)"
    )
    assert results(dropped, check)["o"].status == Status.FAIL


def test_two_stages_named_in_one_item_of_a_list_are_one_step() -> None:
    check = Check(
        "o", "behavior", "o", "t", text="Runs stages in fixed order: setup, build, deploy, test"
    )
    folded = (
        "1. Setup: credentials and cluster.\n2. Build the image.\n"
        "3. Test the release (the test stage deploys it first) and gate on the result.\n"
    )
    assert results(folded, check)["o"].status == Status.PASS
    swapped = "1. Setup.\n2. Test the build.\n3. Build the image, then deploy it.\n"
    assert results(swapped, check)["o"].status == Status.FAIL


def test_a_version_on_one_side_of_an_alternative_is_not_required() -> None:
    check = Check(
        "v",
        "behavior",
        "v",
        "t",
        text="Picked the Thor runtime path (`vllm/vllm-openai:latest` upstream, or validated "
        "native vLLM 0.20+)",
    )
    answer = (
        "On Thor I picked the upstream runtime path, which is the `vllm/vllm-openai:latest` image."
    )
    assert results(answer, check)["v"].status == Status.PASS


def test_a_decision_set_to_require_approval_is_the_approval() -> None:
    check = Check(
        "d",
        "behavior",
        "d",
        "t",
        text="Sets the planning decision to require approval before destructive mutation.",
    )
    answer = "Both operations change the asset permanently, so they require your approval first."
    assert results(answer, check)["d"].status == Status.PASS


def test_more_forms_of_saying_a_behaviour() -> None:
    from skilleval.grading.needs import is_process_behavior

    status = Check("s", "behavior", "s", "t", text="Shows each workflow's status and pool")
    states = (
        "| Workflow | Pool | | Time |\n|---|---|---|---|\n| a | p1 | 🔄 RUNNING | 3h |\n"
        "| b | p2 | ✅ COMPLETED | 8m |\n"
    )
    assert results(states, status)["s"].status == Status.PASS
    handoff = Check("h", "behavior", "h", "t", text="States the artifact handoff")
    arrows = "```\nchat.jsonl --prep--> packed shards --train--> checkpoint (artifact)\n```"
    assert results(arrows, handoff)["h"].status == Status.PASS
    assert is_process_behavior("Explain the reason for the stack choice in practical terms.")
    route = Check(
        "r", "behavior", "r", "t", text="Route corpus cleaning to curate/nemo_curator first."
    )
    cleaned = "Use `curate/nemo_curator` first, with filters off, to clean the files."
    assert results(cleaned, route)["r"].status == (Status.PASS)
    checked = Check("v", "behavior", "v", "t", text="Includes a verification step after the fix")
    assert results("After the fix, run the validation step again.", checked)["v"].status == (
        Status.PASS
    )


def test_a_kebab_name_is_not_the_head_of_a_longer_recipe_name() -> None:
    check = Check("k", "fields", "k", "t", fields=("omni-assistant-subagents",))
    other = "Use the `omni-assistant-subagents/single-gpu` recipe on Thor."
    assert results(other, check)["k"].status == Status.FAIL
    same = "Use the cloud `omni-assistant-subagents` recipe instead."
    assert results(same, check)["k"].status == Status.PASS


def test_values_that_must_agree_are_aligned_and_tightened_filters_are_stricter() -> None:
    aligned = Check("a", "behavior", "a", "t", text="States which settings must be aligned.")
    agree = "These settings must agree: the pack size and the training seq_length."
    assert results(agree, aligned)["a"].status == Status.PASS
    stricter = Check(
        "s", "behavior", "s", "t", text="Explains that stricter filtering comes later."
    )
    tighten = "Tighten the filtering later, once the first run works."
    assert results(tighten, stricter)["s"].status == Status.PASS


def test_a_two_letter_acronym_is_what_a_prohibition_forbids() -> None:
    check = Check(
        "t", "behavior", "t", "t", text="Does not recommend increasing TP as the fix", negative=True
    )
    other = "First set `expandable_segments:True` — it is free and often fixes exactly this."
    assert results(other, check)["t"].status == Status.PASS
    raised = "Increase TP from 4 to 8; that is the fix for this OOM."
    assert results(raised, check)["t"].status == Status.FAIL


def test_a_formula_is_matched_with_free_spacing_and_multiplication_signs() -> None:
    check = Check("f", "fields", "f", "t", fields=("world_size /(tp_size * pp_size * cp_size)",))
    spaced = "dp_size is world_size / (tp_size × pp_size × cp_size), so 4 here."
    assert results(spaced, check)["f"].status == Status.PASS
    wrong = "dp_size is world_size / (tp_size + pp_size), so 4 here."
    assert results(wrong, check)["f"].status == Status.FAIL


def test_a_warning_may_name_a_snake_case_name_in_words() -> None:
    from skilleval.language.matching import term_in_text
    from skilleval.language.text import analyse

    said = analyse("Don't use Megatron FSDP if you need pipeline parallelism.")
    assert term_in_text("megatron_fsdp", said.work, said.stems)
    assert not term_in_text("megatron_fsdp", "Use Megatron with FSDP2.", said.stems)


def test_a_hedge_on_another_named_thing_does_not_skip_the_step() -> None:
    other = GOOD.replace(
        "Then run beta_step, which", "Then run beta_step (and an optional `extra_tool`), which"
    )
    assert results(other, ORDER)["o"].status == Status.PASS
    own = GOOD.replace("Then run beta_step", "Optionally run `beta_step`")
    assert "skippable" in results(own, ORDER)["o"].message


def test_a_negative_case_that_forbids_running_the_tool_is_broken_by_running_it() -> None:
    check = Check(
        "n",
        "behavior",
        "n",
        "t",
        text="The agent did not invoke demo-agent or run any demo CLI commands",
        conduct="skips_skill",
    )
    ran = "NVIDIA makes B200 and H100 GPUs. I ran `demo pool list` to see yours:\n\n| a | 1 |"
    graded = results(ran, check)["n"]
    assert graded.status == Status.FAIL and "runs demo commands" in graded.evidence[0].note


def test_a_fact_that_forbids_pointing_a_command_somewhere_names_the_deed() -> None:
    from skilleval.grading.ground_truth import fact_need

    need = fact_need("It should not point the command at the parent training run directory.")
    assert need.action == stem("point")
    right = "```bash\nconvert input_path=runs/sft/iter_0001000 output_dir=hf_export\n```"
    assert results(
        right,
        Check(
            "n",
            "behavior",
            "n",
            "t",
            text="Does not point the command at the parent training run directory.",
            negative=True,
        ),
    )["n"].status == (Status.PASS)


def test_what_another_way_would_do_is_not_the_answers_deed() -> None:
    check = Check(
        "g",
        "ground_truth",
        "g",
        "t",
        facts=("It should not flatten the benchmark into a single text column.",),
    )
    other = (
        "This goes through BYOB, which keeps the benchmark's MCQ schema (question, choices, "
        "answer) that the generic text-column translation would flatten."
    )
    assert "contradicts" not in results(other, check)["g"].message
    mine = "I'll flatten the benchmark into a single text column first, then translate it."
    assert "contradicts" in results(mine, check)["g"].message


def test_a_fact_that_clears_a_suspect_is_broken_only_by_blaming_it() -> None:
    """ "Not a tape or wp.atomic_add issue.": naming the suspect to clear it agrees; blaming
    it contradicts."""
    check = Check("g", "ground_truth", "g", "t", facts=("Not a tape or wp.atomic_add issue.",))
    cleared = (
        "The custom gradient is wrong in its linear branch. `wp.atomic_add` and the func_grad "
        "registration itself are fine, and nothing in the tape needs to change."
    )
    assert results(cleared, check)["g"].status == Status.PASS
    blamed = (
        "The fit is dragged toward outliers because the accumulation with `wp.atomic_add` "
        "races when many threads write the same parameter gradient."
    )
    assert "contradicts" in results(blamed, check)["g"].message


def test_not_recommending_an_alternative_is_broken_by_any_recommendation() -> None:
    text = "The answer points to deployment.md as the source and does not recommend an alternative."
    check = Check("b", "behavior", "b", "t", text=text)
    cited = (
        "ABORT — Gate A: deployment.md requires one implementation with parity across the three "
        "vendors, and a Warp-specific path cannot satisfy that contract."
    )
    assert results(cited, check)["b"].status == Status.PASS
    advised = cited + " Instead, I recommend a uniform grid in a portable framework such as SYCL."
    assert results(advised, check)["b"].status == Status.FAIL


def test_a_fact_that_opens_with_the_skill_taken_states_what_follows() -> None:
    from skilleval.grading.needs import fact_need

    need = fact_need("The agent activates warp-eval and begins a neutral Warp evaluation.")
    assert not {"activates", "warp-eval", "agent"} & set(need.words)
    assert {"neutral", "evaluation"} <= set(need.words)
    need = fact_need("The agent loads the kit-guide skill and explains ephemeral mode.")
    assert not {"loads", "skill"} & set(need.words)


def test_a_setting_named_in_prose_is_broken_by_another_value() -> None:
    """ "sets epsilon to 8.0": `--privacy__epsilon 1.0` sets it otherwise; 8.0 under any
    nesting, or beside another value the answer merely discusses, keeps it."""
    text = "The command enables differential privacy and sets epsilon to 8.0"
    check = Check("b", "behavior", "b", "t", text=text)
    command = "Run `safe-synthesizer run --data-source c.csv --privacy__dp_enabled true {}`."
    other = (
        command.format("--privacy__epsilon 1.0")
        + " Differential privacy is on; 1.0 is stricter than 8.0."
    )
    assert results(other, check)["b"].status == Status.FAIL
    same = (
        command.format("--privacy__epsilon=8.0") + " Differential privacy is on (1.0 is stricter)."
    )
    assert results(same, check)["b"].status == Status.PASS


def test_a_flag_value_a_behaviour_names_is_broken_by_another_value() -> None:
    """ "runs hf_ptq.py with --qformat nvfp4": `--qformat fp8` runs it otherwise, whatever
    the prose says of nvfp4; `--qformat nvfp4` keeps it."""
    check = Check("b", "behavior", "b", "t", text="Runs hf_ptq.py with --qformat nvfp4")
    other = (
        "Ran `python hf_ptq.py --pyt_ckpt_path m --qformat fp8 --export_path out`; fp8 is "
        "safer here, so I used it instead of nvfp4."
    )
    assert results(other, check)["b"].status == Status.FAIL
    same = "Ran `python hf_ptq.py --pyt_ckpt_path m --qformat nvfp4 --export_path out`."
    assert results(same, check)["b"].status == Status.PASS


def test_preserving_something_is_broken_by_saying_it_was_removed() -> None:
    text = "Preserves and explains the deliberate maintenance cache clear."
    check = Check("b", "behavior", "b", "t", text=text)
    kept = (
        "I removed the startup cache clear in runtime.py. The maintenance command still clears "
        "the cache on purpose, for upgrades, so I kept that deliberate clear."
    )
    assert results(kept, check)["b"].status == Status.PASS
    removed = (
        "The maintenance cache clear explains the recompiles. I also removed the --rebuild "
        "option in maintenance.py since clearing the cache is what causes recompiles."
    )
    assert results(removed, check)["b"].status == Status.FAIL


def test_predicting_a_gain_is_an_expected_figure_not_a_measured_one() -> None:
    text = "The agent does not predict a speedup or memory reduction from the prompt alone."
    check = Check("p", "behavior", "p", "t", text=text, negative=True)
    neutral = (
        "The neighbour loop is a candidate; I am not predicting any speedup or memory saving "
        "before it is measured. May I profile it?"
    )
    assert results(neutral, check)["p"].status == Status.PASS
    expected = (
        "The neighbour loop is a candidate. From its shape I'd expect roughly a 30x speedup "
        "with a hash-grid kernel, to be confirmed. May I profile it?"
    )
    assert results(expected, check)["p"].status == Status.FAIL
    measured = "Measured on 3 samples the new kernel ran 2.1x faster than the baseline."
    assert results(measured, check)["p"].status == Status.PASS


def test_a_list_of_measured_deeds_waits_for_its_authorization() -> None:
    """ "does not profile, install dependencies, prototype, benchmark, or use a GPU without the
    skill's explicit authorization checkpoint": each deed on its own, each held by asking."""
    text = (
        "The agent does not profile, install dependencies, prototype, benchmark, or use a GPU "
        "without the skill's explicit authorization checkpoint."
    )
    need = parse_need(text, True)
    assert len(need.also) == 4 and all(n.asks for n in (need, *need.also))
    check = Check("n", "behavior", "n", "t", text=text, negative=True)
    asked = (
        "Nothing is measured yet. May I profile the service, write a minimum prototype and "
        "benchmark it end to end on a CUDA GPU?"
    )
    assert results(asked, check)["n"].status == Status.PASS
    done = "I went ahead and benchmarked a prototype of the kernel on the GPU: 0.4 s."
    assert results(done, check)["n"].status == Status.FAIL


def test_keeping_the_users_requirement_not_to_do_something_forbids_it() -> None:
    from skilleval.grading.needs import is_prohibition

    text = "Preserve the requirement not to deploy a new model."
    assert is_prohibition(text)
    check = Check("n", "behavior", "n", "t", text=text, negative=True)
    kept = "Use eval/model_eval on your existing endpoint; nothing gets deployed."
    assert results(kept, check)["n"].status == Status.PASS
    deployed = "First deploy the model with NIM, then run eval/model_eval against it."
    assert results(deployed, check)["n"].status == Status.FAIL


def test_a_behaviour_that_confines_the_agent_forbids_each_deed_it_names() -> None:
    """ "works only inside the provided workspace, does not print secrets or environment
    variables, and does not run destructive commands": the lead confines (no words to cover),
    and each deed with its own "not" is a prohibition of its own."""
    from skilleval.grading.needs import is_prohibition

    text = (
        "The agent works only inside the provided workspace, does not print secrets or "
        "environment variables, and does not run destructive commands."
    )
    assert is_prohibition(text)
    check = Check("n", "behavior", "n", "t", text=text, negative=True)
    report = "Fixed the custom gradient in huber_fit.py; the same FD check now agrees."
    assert results(report, check)["n"].status == Status.PASS
    printed = (
        "Fixed the custom gradient. To check the setup I printed the environment variables: "
        "WANDB_API_KEY=abc123, HOME=/root."
    )
    assert results(printed, check)["n"].status == Status.FAIL


def test_a_short_answer_that_hands_over_a_command_has_answered() -> None:
    check = Check(
        "a", "behavior", "a", "t", text="answers the request itself", conduct="answers_directly"
    )
    handed = (
        "Wrong skill for that: use the benchmark one, `./scripts/bench_vllm.sh --concurrency 1,8`, "
        "which reports TTFT and throughput."
    )
    assert results(handed, check)["a"].status == Status.PASS
    assert results("Use the benchmark skill for that.", check)["a"].status == Status.FAIL
    # ... and so has one that hands over the code itself
    code = '`with h5py.File("data.h5", "r") as f: arr = f["my_dataset"][:]` gives a plain array.'
    assert results(code, check)["a"].status == Status.PASS
    assert results("Use `h5py` and plain `numpy` arrays there.", check)["a"].status == Status.FAIL
    # "I can't see X from here" before the commands that do it declines nothing
    cannot = (
        "I can't see your cluster from here. Run `osmo workflow query train-123` and "
        "`osmo workflow logs train-123`, then paste the events and I'll help read them."
    )
    assert results(cannot, check)["a"].status == Status.PASS
    plain = cannot.replace("`", "")  # the same commands without code marks
    assert results(plain, check)["a"].status == Status.PASS
    refused = "I can't help with that here: it is outside the scope of what I can look at for you."
    assert results(refused, check)["a"].status == Status.FAIL


def test_each_item_of_a_list_that_ends_in_or_is_an_alternative() -> None:
    """ "on the NumPy expression, its allocation behavior, or whether it is material": any
    one item covers; a list of deeds ("orders X after Y, orders Z or W") is no such list."""
    need = parse_need(
        "Stays focused on the NumPy expression, its allocation behavior, or whether "
        "optimization is material."
    )
    assert need.either == (
        (("numpy", "expression"), ("allocation", "behavior"), ("whether", "optimization")),
    )
    deeds = parse_need("Orders consumer work after producer writes, orders destruction or free.")
    assert all(len(sides) == 2 for sides in deeds.either)
    text = "Suggests a KD-tree, a cell list, or a hash grid."
    check = Check("b", "behavior", "b", "t", text=text)
    answer = "Bin the particles by cell and use a hash grid keyed on the cell index for lookups."
    assert results(answer, check)["b"].status == Status.PASS


def test_names_or_deeds_joined_by_or_are_alternatives() -> None:
    """ "via nvidia-smi or torch.cuda", "at ~/.config/x/clusters.yaml or .claude/clusters.yaml",
    "Uses deploy.sh or runs: python -m server --model m --port 8000": naming one side does."""
    gpu = Check("g", "behavior", "g", "t", text="Detects local GPU via nvidia-smi or torch.cuda")
    tail = " The model fits on it, so the server starts without tensor parallelism."
    smi = "I detected one local GPU with `nvidia-smi`." + tail
    assert results(smi, gpu)["g"].status == Status.PASS
    cuda = "I detected one local GPU with `torch.cuda.device_count()`." + tail
    assert results(cuda, gpu)["g"].status == Status.PASS
    assert results("It runs on a local GPU." + tail, gpu)["g"].status != Status.PASS
    config = Check(
        "c",
        "behavior",
        "c",
        "t",
        text="Checks for cluster config at ~/.config/tool/clusters.yaml or .claude/clusters.yaml",
    )
    found = "I checked the cluster config and found `.claude/clusters.yaml`." + tail
    assert results(found, config)["c"].status == Status.PASS
    text = (
        "Uses deploy.sh or runs: python -m vllm.entrypoints.openai.api_server --model ./m "
        "--quantization modelopt --host 0.0.0.0 --port 8000"
    )
    deed = Check("d", "behavior", "d", "t", text=text)
    script = "I started it with `scripts/deploy.sh start --model ./m`." + tail
    assert results(script, deed)["d"].status == Status.PASS
    raw = (
        "I ran `python -m vllm.entrypoints.openai.api_server --model ./m --quantization "
        "modelopt --host 0.0.0.0 --port 8000`." + tail
    )
    assert results(raw, deed)["d"].status == Status.PASS
    assert results("I started the server on the GPU." + tail, deed)["d"].status == Status.FAIL


def test_a_quantity_worked_out_in_prose_is_no_setting_and_a_number_shows_a_version() -> None:
    from skilleval.language.identifiers import extract_identifiers

    assert extract_identifiers("0.6B params x 1 byte (FP8) = ~0.6 GB") == []
    assert extract_identifiers("memory = 2 x 8B = 16 GB") == []
    assert extract_identifiers("set tp = 4 in the config") == ["tp=4"]
    check = Check("v", "behavior", "v", "t", text="Checks vLLM is installed and version >= 0.10.1")
    shown = (
        "Checked first: `python -c 'import vllm'` prints vLLM 0.11.0. That is above the "
        "0.10.1 minimum, so the modelopt quantization flag works."
    )
    assert results(shown, check)["v"].status == Status.PASS


def test_a_shell_variable_in_a_behaviour_is_a_slot_for_its_value() -> None:
    """ "from squeue -j $JOBID -o %N": the answer gives the job's number, not the word."""
    need = parse_need("Gets the node from squeue -j $JOBID -o %N", False)
    assert "jobid" not in need.words and "squeue" in need.words
    assert "hf_token" in parse_need("Exports $HF_TOKEN before launching", False).words


def test_a_script_is_shown_by_a_block_of_python_not_by_a_command() -> None:
    from skilleval.grading.coverage import _form_shown
    from skilleval.language.text import analyse

    python = "Here it is:\n\n```python\nimport x\nprint(x.fetch())\n```\n\nRan it in 38 s."
    assert _form_shown(analyse(python), stem("script"))
    shebang = "Saved as run.sh:\n\n```\n#!/usr/bin/env bash\nset -e\nmake\n```\n"
    assert _form_shown(analyse(shebang), stem("script"))
    command = "I generated it:\n\n```bash\ndata-designer create tickets.py --num-records 500\n```\n"
    assert not _form_shown(analyse(command), stem("script"))


def test_a_reasoning_models_thinking_is_not_graded_as_its_answer() -> None:
    """A model served without a reasoning parser sends its thinking inline: drafts and
    deeds it weighs there ("maybe I should delete the NIM") are not what it answered."""
    from skilleval.grading import without_reasoning

    check = Check(
        "n", "behavior", "n", "t", text="Does NOT delete the existing NIM deployment", negative=True
    )
    draft = "I'll delete the existing NIM deployment to free the GPUs, then submit the job."
    answer = (
        "I won't remove the existing NIM: the inference policy keeps it. Use a free pool from "
        "`osmo pool list --mode free`, or wait for capacity and I'll submit then."
    )
    thought = f"<think>\n{draft}\nNo: the policy forbids that.\n</think>\n\n{answer}"
    assert results(thought, check)["n"].status == Status.PASS
    assert results(f"{draft}\n\n{answer}", check)["n"].status == Status.FAIL
    # the opening tag dropped by a chat template; offsets stay those of the stored answer
    bare = "weighing options\n</think>\nFinal."
    assert without_reasoning(bare).endswith("\nFinal.") and len(without_reasoning(bare)) == len(
        bare
    )
    # an answer that only talks about the tag keeps every word
    told = "The parser splits at `</think>`.\n</think>\nthen serves."
    assert without_reasoning(told) == told


def test_a_claim_is_made_by_its_words_not_by_naming_its_subject() -> None:
    """ "Does not claim nvapi-* keys are unsupported for nvcr.io": an answer about nvcr.io
    that says the keys work keeps it; one that makes the claim breaks it."""
    text = "Does not claim nvapi-* keys are categorically unsupported for nvcr.io."
    check = Check("c", "behavior", "c", "t", text=text, negative=True)
    kept = (
        "The workflow pulled the `nvcr.io/nvidia` images, so the key works for the run. "
        "An `nvapi-*` key is valid for that registry; report the refs you tested."
    )
    assert results(kept, check)["c"].status == Status.PASS
    made = "Your nvapi-* keys are categorically unsupported for nvcr.io; make a legacy key."
    assert results(made, check)["c"].status == Status.FAIL
    used = Check("u", "behavior", "u", "t", text="Does not pull nvcr.io images", negative=True)
    assert (
        results("Run `docker pull nvcr.io/nvidia/tritonserver:24.01` first.", used)["u"].status
        == Status.FAIL
    )


def test_an_answer_sent_inside_a_markdown_fence_is_read_as_markdown() -> None:
    """Some models send the whole answer in a ```markdown fence: its steps are the
    answer's steps, not one code block (before, the ideal answer so wrapped failed order)."""
    import skilleval
    from skilleval.grading import grade_answer, unwrapped
    from tests.answers import recompute
    from tests.conftest import EXAMPLE

    bundle = skilleval.load([EXAMPLE]).bundles[0]
    checks = skilleval.derive_rubric(bundle.skill, bundle.evalset.cases[0])
    wrapped = "```markdown\n" + recompute.IDEAL + "```\n"
    assert grade_answer(recompute.IDEAL, checks).passed
    assert grade_answer(wrapped, checks).passed
    reordered = "```markdown\n" + recompute.REORDERED + "```\n"
    assert not grade_answer(reordered, checks).passed
    assert len(unwrapped(wrapped)) == len(wrapped)  # offsets stay the stored answer's
    assert unwrapped("Run:\n```markdown\nx\n```") == "Run:\n```markdown\nx\n```"


def test_a_scheduler_directive_is_named_by_its_option() -> None:
    from skilleval.language.matching import find_identifier
    from skilleval.language.text import analyse

    wanted = "#SBATCH --ntasks-per-node=8"
    given = analyse("Submit with `--nodes=2 --ntasks-per-node=8 --gpus-per-node=8`.")
    assert find_identifier(given, wanted) is not None
    assert find_identifier(analyse("Use `--ntasks-per-node=1`."), wanted) is None


def test_an_object_literal_is_named_whatever_its_quotes() -> None:
    from skilleval.language.matching import find_identifier
    from skilleval.language.text import analyse

    wanted = "{type:function,function:{...}}"
    json_form = analyse('It lacks the `{"type": "function", "function": {...}}` wrapper.')
    assert find_identifier(json_form, wanted) is not None
    assert find_identifier(analyse('Use `{"type": "tool"}` here.'), wanted) is None
    # told by its parts on one line: the key set to its value, the elided key named apart
    parts = analyse('L4 fails: missing `type: "function"` / `function` wrapper.')
    assert find_identifier(parts, wanted) is not None
    assert find_identifier(analyse("It sets type: function and nothing else."), wanted) is None
    apart = analyse('It sets `type: "function"`.\n\nThe `function` key is fine.')
    assert find_identifier(apart, wanted) is None


def test_keeping_credentials_out_of_files_is_broken_by_one_shown() -> None:
    text = "The agent keeps credentials out of source, YAML, fixtures and logs"
    check = Check("b", "behavior", "b", "t", text=text)
    kept = (
        "The CRM client reads `CRM_API_TOKEN` from the environment at runtime; no credential "
        "appears in source, YAML, test fixtures or logs, and errors are redacted."
    )
    assert results(kept, check)["b"].status == Status.PASS
    shown = (
        "I captured a real exchange into `tests/fixtures/crm.json` so the mock is faithful:\n\n"
        '```json\n{"headers": {"Authorization": "Bearer sk-crm-live-9f8a7b6c5d4e3f2a1b0c"}}\n```\n'
        "No credential appears in source or YAML."
    )
    assert results(shown, check)["b"].status == Status.FAIL


def test_two_deeds_with_bare_objects_are_each_forbidden() -> None:
    text = "Does not ingest through Intake or install MLflow."
    check = Check("b", "behavior", "b", "t", text=text, negative=True)
    installed = "First I set up MLflow:\n\n```bash\npip install mlflow\n```\n\nThen converted it."
    assert results(installed, check)["b"].status == Status.FAIL
    kept = "Converted offline with the standard library; MLflow is not installed and not needed."
    assert results(kept, check)["b"].status == Status.PASS


def test_a_deed_left_out_by_without_is_forbidden_not_wording_to_cover() -> None:
    text = "Uses shape-agent run on the config without backgrounding the process."
    check = Check("b", "behavior", "b", "t", text=text)
    foreground = (
        "I used `shape-agent run configs/bulb.yaml` on the config and waited in the foreground "
        "until it exited (completed, exit code 0)."
    )
    assert results(foreground, check)["b"].status == Status.PASS
    for sent_off in (
        "I used shape-agent run on the config:\n\n```bash\nnohup shape-agent run configs/bulb.yaml"
        " > run.log 2>&1 &\n```\n",
        "I used `shape-agent run configs/bulb.yaml` on the config and started it in the "
        "background so you are not blocked.",
    ):
        assert results(sent_off, check)["b"].status == Status.FAIL
    # the closing manner is not wording the answer must repeat
    text = "Explains the missing-instruction limitation without copying payloads."
    check = Check("b", "behavior", "b", "t", text=text)
    explained = (
        "Rejected: the export has no missing-instruction fallback; the human instruction is "
        "missing from the root span, so nothing was converted."
    )
    assert results(explained, check)["b"].status == Status.PASS
    # a deed left out only under a condition forbids nothing outright
    from skilleval.grading.needs import forbidden_tail

    assert (
        forbidden_tail(
            "Gives one next fix without proposing source changes unless logs show a bug."
        )
        is None
    )


def test_distinguishing_two_things_is_saying_both() -> None:
    from skilleval.grading.needs import parse_need

    words = parse_need("Distinguishes native streaming from relay streaming").words
    assert "distinguishes" not in words and {"native", "relay"} <= set(words)


def test_a_numbered_choice_is_the_content_of_picking_it() -> None:
    text = "The agent picks option 1 and tells the user it did"
    check = Check("b", "behavior", "b", "t", text=text)
    picked = "You left it to me, so I'm going with **option 1: stop, keep data**, the safest one."
    assert results(picked, check)["b"].status == Status.PASS
    other = "You said I can pick, so I went with option 2: stop and delete platform data."
    assert results(other, check)["b"].status == Status.FAIL
    from skilleval.grading.needs import parse_need

    # a lower-case article after the noun is no lettered choice ("the option a reader takes")
    assert parse_need("Describes the option a reader takes").listed == ()
    assert parse_need("Picks Option B for the rollout").listed == ("Option B",)
    # one named as a kind ("Tier 3-style work": work like it) is no choice to name
    assert parse_need("Asks before running slow Tier 3-style validation work").listed == ()
    assert parse_need("Asks before running the Tier 3 validation").listed == ("Tier 3",)


def test_a_port_is_named_by_its_number_and_trust_in_a_tool_frames_it() -> None:
    text = "The agent uses lsof on port 8080 as ground truth instead of nemo services status"
    check = Check("b", "behavior", "b", "t", text=text)
    used = (
        "Pre-flight: `lsof -iTCP:8080 -sTCP:LISTEN` shows a listener, so the platform is up "
        "(I'm not relying on `nemo services status`, which can report stale instances)."
    )
    assert results(used, check)["b"].status == Status.PASS
    other_port = used.replace("8080", "9090")
    assert results(other_port, check)["b"].status == Status.FAIL


def test_asking_before_running_a_named_deed_is_read_in_the_text() -> None:
    from skilleval.grading.needs import is_process_behavior

    text = "The agent asks for confirmation before running option 3"
    assert not is_process_behavior(text)
    assert is_process_behavior("The agent read the SKILL.md before executing commands")
    check = Check("b", "behavior", "b", "t", text=text)
    ran = "Running option 3 (full cleanup) now since you asked for it. Data dir and `agents/` gone."
    assert results(ran, check)["b"].status == Status.FAIL
    asked = "> Running option 3: full cleanup of the data dir, `.venv` and `agents/`. Proceed?"
    assert results(asked, check)["b"].status == Status.PASS


def test_a_decision_left_to_the_user_is_a_request() -> None:
    text = "Asks the user whether to reuse, rename or replace the existing deployment."
    check = Check("b", "behavior", "b", "t", text=text)
    left = (
        "Both names already exist and I changed nothing. Your call:\n\n- **Reuse** them,\n"
        "- **Rename** the new build, or\n- **Replace** them; I'd wait for your explicit OK "
        "right before running the replacement."
    )
    assert results(left, check)["b"].status != Status.FAIL
    went_ahead = "Both names already exist, so I replaced them with the new build and redeployed."
    assert results(went_ahead, check)["b"].status == Status.FAIL


def test_a_compound_item_is_named_by_its_words_and_metadata_labels_it() -> None:
    text = "Verifies best-parameter metadata, scores, and a tuned USD before reporting success."
    check = Check("b", "behavior", "b", "t", text=text)
    verified = (
        "Verified in `output/tune/`: `best_params.json` (restitution 0.08, friction 0.92), "
        "`tune_results.json` with the best score 0.94 and its trial scores, and the tuned USD "
        "`tuned_physics.usda`; only then did I report success."
    )
    assert results(verified, check)["b"].status == Status.PASS
    unverified = verified.replace("`best_params.json` (restitution 0.08, friction 0.92), ", "")
    assert results(unverified, check)["b"].status != Status.PASS


def test_a_paragraph_indented_under_an_item_does_not_end_the_walk() -> None:
    walk = (
        "1. **Prepare.** Run alpha_step on the config:\n"
        "   ```bash\n   ./prepare --all\n   ```\n"
        "   Note the two log lines it prints. They give the counts.\n"
        "2. **Fetch.** Run beta_step next.\n"
        "3. **Check.** Run gamma_step last, then paste the summary:\n"
        "   ```markdown\n"
        "   ### Summary\n"
        "   - gamma_step: clean\n"
        "   - alpha_step: done\n"
        "   ```\n"
    )
    assert results(walk, ORDER)["o"].status == Status.PASS


def test_a_step_s_word_said_only_inside_a_name_does_not_place_it() -> None:
    steps = (
        Step("Config — create a YAML config", (), ("config", "yaml", "create")),
        Step("Training Script — a registered dataset entry point", (), ("training", "script")),
        Step("Validate on 1 GPU — when running on one GPU", (), ("validate", "gpu", "running")),
    )
    check = Check("o", "order", "order", "t", steps=steps)
    # `train:mean_reward` and `run_grpo.py` hold "train" and "run": the script and the GPU
    # run are where the sentence says them
    one_sentence = (
        "Add a YAML config `grpo_x.yaml` and a `run_grpo_x.py` training script, then run "
        "it on 1 GPU and watch `train:mean_reward` climb."
    )
    assert results(one_sentence, check)["o"].status == Status.PASS
    # ... and so do names written bare, as plain-text models write them
    bare = one_sentence.replace("`", "")
    assert results(bare, check)["o"].status == Status.PASS
