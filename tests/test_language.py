"""The language toolkit on its own: units, stems, identifiers, matching, negation."""

from __future__ import annotations

from skilleval.language.identifiers import (
    extract_identifiers,
    is_field_like,
    normalise_identifier,
    split_key_value,
)
from skilleval.language.matching import (
    find_identifier,
    is_deferred,
    is_negated,
    key_present,
    near_miss,
)
from skilleval.language.text import analyse, content_words, stem

ANSWER = """# Title

First sentence here. Second one follows.

1. Set `recompute_method=uniform` first
   continued line
2. Then go

```bash
export X=1
```

| a | b |
|---|---|
| x | y |
"""


def test_an_answer_is_cut_into_the_units_a_reader_sees() -> None:
    units = [(u.kind, u.text) for u in analyse(ANSWER).units]
    assert units == [
        ("heading", "# Title"),
        ("sentence", "First sentence here."),
        ("sentence", "Second one follows."),
        ("item", "1. Set `recompute_method=uniform` first\n   continued line"),
        ("item", "2. Then go"),
        ("code", "```bash\nexport X=1\n```"),
        ("item", "| a | b |"),  # the |---| rule is no unit
        ("item", "| x | y |"),
    ]
    for unit in analyse(ANSWER).units:
        assert ANSWER[unit.start : unit.end] == unit.text


def test_an_unclosed_fence_runs_to_the_end_and_analysis_is_cached() -> None:
    answer = analyse("Intro.\n```\ncode that never closes\nmore")
    assert [u.kind for u in answer.units] == ["sentence", "code"]
    assert analyse("Intro.\n```\ncode that never closes\nmore") is answer


def test_stems_tolerate_wording() -> None:
    assert stem("disabling") == stem("disable") == stem("disabled")
    assert stem("running") == "run" and stem("installing") == "install"
    assert stem("incompatible") == stem("conflict")  # one concept, two words
    # a verb in -y is one word in all its forms (not "app" for apply, "verif" for verified)
    assert stem("apply") == stem("applies") == stem("applied") == stem("applying")
    assert stem("verify") == stem("verified") == stem("verifies") == stem("verification")
    assert stem("modify") == stem("modified") and stem("quickly") != stem("quick") + "ly"
    # "checked-in configs" is a state, not a check
    assert stem("verify") not in analyse("Start from the checked-in recipe.").stems
    # memory feasibility is what "make it fit" gives; "infeasible" stays its own word
    assert stem("feasibility") == stem("feasible") == stem("fits")
    assert stem("infeasible") != stem("fits")
    # Hyphenated words count whole and by their parts; stopwords do not count.
    # -ment verbs stay whole, so the verb and its forms meet; -ment nouns still lose it.
    assert stem("implement") == stem("implemented") == stem("implementation")
    assert stem("deployment") == stem("deployed") and stem("document") == stem("documented")
    assert stem("comparison") == stem("compare") and stem("assumptions") == stem("assuming")
    assert content_words("Do not use full-layer recompute") == [
        "full-layer",
        "full",
        "layer",
        "recompute",
    ]


def test_identifiers_are_found_exactly_and_near_misses_named() -> None:
    answer = analyse(ANSWER)
    span = find_identifier(answer, "recompute_method")
    assert span is not None and ANSWER[span.start : span.end] == "recompute_method"
    assert find_identifier(answer, "recompute_num_layers") is None
    assert near_miss(analyse("set recompute_methd=uniform"), "recompute_method") == (
        "recompute_methd"
    )
    assert near_miss(analyse("nothing like it"), "recompute_method") is None
    # A placeholder stands for any one name, or for itself written as the template.
    for text in ("Add models/dx/wind.py", "Add `models/dx/<name>.py`"):
        assert find_identifier(analyse(text), "models/dx/<name>.py") is not None, text
    assert find_identifier(analyse("Add models/dx/.py"), "models/dx/<name>.py") is None
    # A slot alone names nothing: only itself, or a named slot by its name.
    recipe = analyse("Heat the oven to 350F and whisk the flour.")
    assert find_identifier(recipe, "<RETRIEVER_VENV>") is None
    assert find_identifier(recipe, "<name>") is None
    venv = analyse("Run $RETRIEVER_VENV/bin/retriever, then pick a <name>.")
    assert find_identifier(venv, "<RETRIEVER_VENV>") is not None
    assert find_identifier(venv, "<name>") is not None
    # "REG_INST-1" is arithmetic: the name ends; "REG_INST-x" is a longer name.
    assert find_identifier(analyse("apb_prdata[REG_INST-1:0]"), "REG_INST") is not None
    assert find_identifier(analyse("see REG_INST-extra"), "REG_INST") is None
    # A comparison is a key and its value too: `stage == "train"` for stage==train.
    assert split_key_value("stage_completed==train") == ("stage_completed", "train")
    compared = analyse('Skip it when `stage_completed == "train"` already.')
    assert find_identifier(compared, "stage_completed==train") is not None
    # A key=value requirement is met by the key with another spelling of the value.
    assert key_present(analyse("use recompute_granularity: full"), 'recompute_granularity="full"')


def test_a_dotted_key_with_its_value_is_met_by_the_last_key_set_to_it() -> None:
    # plugin.kind = 'worker' as a TOML table entry or beside the word naming the parent
    for text in ('[plugin]\nkind = "worker"\n', 'A worker plugin (`kind = "worker"`).'):
        assert find_identifier(analyse(text), "plugin.kind=worker") is not None, text
    for text in ('kind = "worker"', 'A plugin with `kind = "native"`.'):
        assert find_identifier(analyse(text), "plugin.kind=worker") is None, text


def test_digit_slots_and_files_named_with_their_folder() -> None:
    # Capitals in a lower-case name stand for digits: `round_NN` is `round_03`.
    assert find_identifier(analyse("see rounds/round_03/ for it"), "rounds/round_NN/")
    assert find_identifier(analyse("see `rounds/round_NN/`"), "rounds/round_NN/")
    assert find_identifier(analyse("see rounds/round_ab/"), "rounds/round_NN/") is None
    assert find_identifier(analyse("MAX_NN is set"), "MAX_NN") is not None
    assert find_identifier(analyse("MAX_12 is set"), "MAX_NN") is None
    # A file path is named by the file and its folder on one line...
    said = analyse("Write `eval.log` and `per_sample.csv` into `searched/`.")
    assert find_identifier(said, "searched/eval.log") is not None
    # ... not by the file with the folder elsewhere.
    apart = analyse("Write `eval.log`.\nLater, open `searched/`.")
    assert find_identifier(apart, "searched/eval.log") is None


def test_identifier_helpers() -> None:
    # A tuple of names names each; a brace group each expansion.
    assert extract_identifiers("Search `(guidance, crop_ratio)` per sample") == [
        "guidance",
        "crop_ratio",
    ]
    assert extract_identifiers("into `out/{a.csv, b.log}`") == ["out/a.csv", "out/b.log"]
    assert extract_identifiers("call `run(a_b, c)`") == ["run(a_b,c)"]
    # lowerCamelCase API names are identifiers; brands and one-hump words are not.
    assert extract_identifiers("toolCallExecute(...) and useState() on cuPyNumeric") == [
        "toolCallExecute",
        "useState",
    ]
    assert normalise_identifier("tie_weights,,") == "tie_weights"
    assert extract_identifiers("Set `a_b=1` and foo.bar and CUDA_VISIBLE_DEVICES") == [
        "a_b=1",
        "foo.bar",
        "CUDA_VISIBLE_DEVICES",
    ]
    assert is_field_like("recompute_method") and not is_field_like("the")
    assert split_key_value("a_b=1") == ("a_b", "1")


def test_a_naming_style_is_no_field_to_spell() -> None:
    # "Config keys use `snake_case`": an answer follows the style, it need not name it.
    for style in ("snake_case", "camelCase", "SCREAMING_SNAKE_CASE", "kebab-case"):
        assert not is_field_like(style)
    assert is_field_like("snake_case_keys") and is_field_like("use_case")


def test_negation_and_deferral_stay_in_their_clause() -> None:
    never = "Never enable full recompute with CUDA graphs."
    assert is_negated(never, never.index("full"))
    listed = "No credentials, bearer tokens or keys are printed; the log shows the token."
    assert is_negated(listed, listed.index("printed"))  # "No" opens the sentence over its list
    assert not is_negated(listed, listed.rindex("token"))  # after the semicolon it does not
    assert is_negated("It refuses to call the capture API.", 20)
    assert not is_negated("Enable full recompute", 7)
    later = "Enable selective recompute, then full recompute is fine."
    assert not is_negated(later, later.index("full"))
    # idioms of avoiding ("steer clear of X", "stay away from X", "refrain from X") negate
    for idiom in ("Steer clear of", "Stay away from", "Refrain from using"):
        said = f"{idiom} full recompute for MoE."
        assert is_negated(said, said.index("full")), idiom
    hold = "Hold off on full recompute until selective recompute fails."
    assert is_deferred(hold, hold.index("full"))
    assert not is_deferred("Use full recompute.", 4)


def test_code_written_on_a_conventional_variable_matches_the_answers_own_variable() -> None:
    said = analyse("first = np.asarray(images.select(0).cpu())")
    assert find_identifier(said, "np.asarray(batch.select(i).cpu())") is not None
    assert find_identifier(analyse("xy.slice[0]"), "batch.slice[0]") is not None
    assert find_identifier(analyse("xy.slice[1]"), "batch.slice[0]") is None
    # A module is not a variable, nor is a file name.
    assert find_identifier(analyse("numpy.asarray(a)"), "np.asarray(a)") is None
    assert find_identifier(analyse("see meta.json"), "data.json") is None


def test_a_camel_case_name_says_its_words() -> None:
    answer = analyse("Switch to the CooperativeStickyAssignor.")
    assert {stem("cooperative"), stem("sticky"), stem("assignor")} <= answer.stems


def test_a_negation_over_a_list_reaches_each_item() -> None:
    text = "I won't delete caches, upgrade dependencies, or publish the package."
    assert is_negated(text, text.index("upgrade"))
    assert is_negated(text, text.index("publish"))
    broken = "Don't guess; upgrade dependencies, or pin them."
    assert not is_negated(broken, broken.index("upgrade"))
    # "Don't X, do Y and Z" turns to what to do.
    turned = "Don't install into base, create a dedicated env and install there."
    assert not is_negated(turned, turned.index("create"))


def test_a_line_s_negative_label_rules_out_what_it_lists() -> None:
    text = "- Fix: pass target_modules explicitly.\n- Not the fix: a bigger `lora_rank`."
    assert is_negated(text, text.index("lora_rank"))
    assert not is_negated(text, text.index("target_modules"))
    avoid = "**Avoid:** `match_all_linear=True` for MoE models."
    assert is_negated(avoid, avoid.index("match_all_linear"))
    # the label ends with its sentence
    later = "Not the fix: rank. Raise lora_alpha instead."
    assert not is_negated(later, later.index("lora_alpha"))


def test_a_summary_and_summarizing_are_one_word() -> None:
    assert stem("summary") == stem("summarized") == stem("summarise")


def test_returned_as_is_is_kept() -> None:
    assert stem("as-is") == stem("preserve") == stem("keep")


def test_a_ship_noun_shares_the_stem_of_what_it_is_made_of() -> None:
    assert stem("ownership") == stem("owner")
    assert stem("sponsorship") == stem("sponsor") and stem("relationships") == stem("relation")
    assert stem("hardship") != stem("hard") and stem("worship") == "worship"


def test_an_ate_verb_and_its_ation_noun_share_a_stem() -> None:
    assert stem("generate") == stem("generation") == stem("generating")
    assert stem("validated") == stem("validation")
    assert stem("create") == stem("creation")
    assert stem("treated") == stem("treat")  # no "-ate" in treat


def test_a_qualifying_prefix_is_no_word_but_a_negating_one_is() -> None:
    assert content_words("pre-LLM filtering") == ["pre-llm", "llm", "filtering"]
    # a negating prefix stays with its word: "non-destructive" is no "destructive"
    assert content_words("a non-destructive check") == ["nondestructive", "check"]


def test_a_qualifying_suffix_part_is_no_word() -> None:
    assert content_words("environment-based secret configuration") == [
        "environment-based",
        "environment",
        "secret",
        "configuration",
    ]
    assert stem("credentials") == stem("secrets")


def test_a_compound_keeps_enough_of_its_parts_to_stay_itself() -> None:
    from skilleval.language.text import stem

    assert stem("out-of-scope") != stem("out-of-memory")  # not both "OOM"
    assert stem("out-of-memory") == stem("OOM")
    assert stem("turn-off") == stem("disable")
    assert stem("documentation") == stem("resources") == stem("manual")


def test_a_glob_name_stands_for_any_name_ending_so() -> None:
    assert extract_identifiers("buses such as *_tdata and *_tkeep") == ["*_tdata", "*_tkeep"]
    declared = analyse("logic [W-1:0] sif_rx_axis_tdata [N-1:0];")
    assert find_identifier(declared, "*_tdata") is not None
    assert find_identifier(analyse("the tdata bus"), "*_tdata") is None


def test_a_verb_ending_in_er_keeps_one_stem_in_every_form() -> None:
    assert stem("register") == stem("registered") == stem("registering") == stem("registration")
    assert stem("filter") == stem("filtered") == stem("filtering") == stem("prune")
    assert stem("trigger") == stem("triggered") and stem("refer") == stem("referred")
    assert stem("render") == stem("rendering") == stem("renderer")
    assert stem("alter") == stem("altered") == stem("modify")  # a concept word written whole
    assert stem("generation") == stem("generate")  # "-ation" keeps the verb's "-er"


def test_alternatives_take_the_nearest_words_on_each_side_of_every_or() -> None:
    from skilleval.grading.needs import _alternatives

    text = "uses alpha or beta gamma or delta"
    wanted = {"alpha", "beta", "gamma", "delta"}
    assert _alternatives(text, wanted) == (
        (("alpha",), ("beta", "gamma")),
        (("beta", "gamma"), ("delta",)),
    )
    # a side short of two words reaches past the "or" before or after it
    assert _alternatives("alpha or beta or gamma", {"alpha", "beta", "gamma"}) == (
        (("alpha",), ("beta", "gamma")),
        (("alpha", "beta"), ("gamma",)),
    )


def test_hyphenated_file_names_are_one_identifier_and_url_hosts_none() -> None:
    from skilleval.language.identifiers import extract_identifiers

    assert extract_identifiers("Run it from the root that holds docker-compose.yml.") == [
        "docker-compose.yml"
    ]
    assert extract_identifiers("See https://docs.example.ai/guide for more.") == []
    assert "str.lower" in extract_identifiers("Normalise with df['a'].str.lower() first.")
    # an upper-case name of placeholder words is a slot, not a name
    assert extract_identifiers("Use ${oc.env:VAR_NAME,default} or ENV_VAR, not TF_REGION.") == [
        "oc.env",
        "TF_REGION",
    ]
    # a cloud SKU of mixed case joined by underscores is a name too
    assert extract_identifiers("Map H100 to Standard_NC40ads_H100_v5 on Azure.") == [
        "Standard_NC40ads_H100_v5"
    ]
    # a YAML key path whose keys are hyphenated is one name, not its part before the hyphen
    assert extract_identifiers("It reads services.configs.pools.gpu-prod.backend there.") == [
        "services.configs.pools.gpu-prod.backend"
    ]


def test_a_data_file_s_line_is_its_entry_or_record() -> None:
    from skilleval.language.text import stem

    assert stem("line") == stem("entries") == stem("records")


def test_choosing_is_a_choice_and_a_state_denied_is_its_un_word() -> None:
    from skilleval.language.text import analyse

    assert stem("chooser") == stem("choice") == stem("chosen") == stem("decision")
    said = analyse("The runtime isn't resolved yet, so I route to the setup chooser.")
    assert stem("unresolved") in said.stems
    assert stem("unresolved") not in analyse("The runtime is resolved; go ahead.").stems


def test_the_docs_are_the_documentation() -> None:
    from skilleval.language.text import stem

    assert stem("docs") == stem("documentation") == stem("documented")


def test_forwarding_is_propagating() -> None:
    from skilleval.language.text import stem

    assert stem("forwarded") == stem("propagation") == stem("propagates") == stem("forward")


def test_keeping_and_first_time_are_concepts() -> None:
    from skilleval.language.text import analyse

    assert {"preserv", "initial"} <= analyse("Keep every other key; this is a fresh one.").stems


def test_an_ery_noun_shares_its_verb_s_stem() -> None:
    from skilleval.language.text import stem

    assert stem("delivery") == stem("deliveries") == stem("deliver") == stem("delivered")
    assert stem("query") == stem("queries")
    assert stem("ready") != stem("read")


def test_a_y_or_ie_word_shares_the_stem_of_its_ies_and_ied_forms() -> None:
    from skilleval.language.text import stem

    for base, forms in {
        "entry": ("entries",),
        "policy": ("policies",),
        "study": ("studies", "studied"),
        "deny": ("denies", "denied"),
        "copy": ("copies", "copied"),
        "library": ("libraries",),
        "apply": ("applies", "applied"),
        "verify": ("verifies", "verified"),
        "cookie": ("cookies",),
        "movie": ("movies",),
    }.items():
        assert {stem(f) for f in forms} == {stem(base)}, base


def test_a_four_letter_word_ending_in_e_keeps_one_stem_in_every_form() -> None:
    for base, forms in {
        "file": ("files", "filed"),
        "tune": ("tuning", "tuned", "tunes"),
        "name": ("names", "named", "naming"),
        "type": ("types", "typed"),
        "node": ("nodes",),
        "case": ("cases",),
    }.items():
        assert {stem(f) for f in forms} == {stem(base)}, base
    # ... but not where dropping the "e" leaves a word of its own
    assert stem("note") == stem("notes") != stem("not")
    assert stem("pipe") == stem("pipes") != stem("pip")


def test_a_word_ending_in_eed_is_no_past_tense() -> None:
    assert stem("speed") == stem("speeds") == stem("speeding")
    assert stem("proceed") == stem("proceeding")
    assert stem("fastest") == stem("speed")


def test_a_call_written_with_empty_parentheses_names_the_function() -> None:
    from skilleval.language.matching import find_identifier
    from skilleval.language.text import analyse

    answer = analyse(
        "x = cfg.get('clip', 3.0)\nmerge_weights(checkpoint_dir=d, output_dir=o)\n"
        "y = load(path).evaluate()"
    )
    assert find_identifier(answer, "merge_weights()") is not None
    assert find_identifier(answer, ".get()") is not None
    assert find_identifier(answer, ".evaluate()") is not None
    assert find_identifier(answer, "export_weights()") is None
    assert find_identifier(answer, ".put()") is None


def test_a_method_call_in_prose_is_a_name() -> None:
    from skilleval.language.identifiers import extract_identifiers, is_field_like

    assert extract_identifiers("Does not put the default in a .get() call") == [".get()"]
    assert is_field_like(".get()")


def test_a_hyphenated_file_name_with_a_code_extension_is_spelled_exactly() -> None:
    from skilleval.language.identifiers import is_field_like

    assert is_field_like("deploy-osmo-minimal.sh")
    assert is_field_like("cli-workflows.md")
    assert not is_field_like("state-of-the-art")
    assert not is_field_like("mlp")


def test_a_framing_noun_is_framing_in_the_plural_too() -> None:
    from skilleval.language.text import content_words

    assert content_words("per-task deltas for the tasks", compounds=False) == ["deltas"]


def test_a_setting_is_found_in_a_table_row_and_ends_before_the_sentence_does() -> None:
    """ "| dataset | `warehouse-prod` |" sets dataset=warehouse-prod; a behaviour's
    "identifies dataset=city-traffic-raw." names the value without the full stop."""
    assert extract_identifiers("Derive and identify dataset=city-traffic-raw.") == [
        "dataset=city-traffic-raw"
    ]
    assert extract_identifiers("Use lr=1e-4 here.") == ["lr=1e-4"]
    table = analyse("| Item | Value |\n|---|---|\n| **dataset** | `warehouse-prod` |\n| pool | a |")
    assert find_identifier(table, "dataset=warehouse-prod") is not None
    assert find_identifier(table, "pool=metro-h100") is None
    assert find_identifier(table, "dataset=pool") is None


def test_a_setting_said_in_prose_is_found_by_its_verb() -> None:
    """ "`parallel_tool_calls` is set to `false`" sets it; "`required` lists `q`" holds a
    list of one; another value or another member is no match."""
    said = analyse("Line 3 has `parallel_tool_calls` set to `false` though two calls are due.")
    assert find_identifier(said, "parallel_tool_calls=false") is not None
    assert find_identifier(analyse("parallel_tool_calls equals false"), "parallel_tool_calls=false")
    assert find_identifier(said, "parallel_tool_calls=true") is None
    listed = analyse("Line 2: `required` lists `q`, which is no property.")
    assert find_identifier(listed, "required: ['q']") is not None
    assert find_identifier(listed, "required: ['query']") is None
    assert find_identifier(analyse("`required` lists `query`."), "required: ['q']") is None


def test_a_key_path_is_named_by_a_last_key_no_prose_word_is() -> None:
    said = analyse("Line 3 expects two calls in `expected_tool_calls` but disables parallel calls.")
    assert find_identifier(said, "verifier_metadata.expected_tool_calls") is not None
    # under another parent, as part of a longer name, or a plain word: not that path
    other = analyse("It sets `judge.expected_tool_calls` and `expected_tool_calls_v2`.")
    assert find_identifier(other, "verifier_metadata.expected_tool_calls") is None
    assert find_identifier(analyse("Set the timeout to 30."), "server.timeout") is None


def test_numbers_as_values() -> None:
    from skilleval.language.numbers import numbers_in, numeric_fact, same_number

    assert numeric_fact("408.0") == 408.0 and numeric_fact("£1,200") == 1200.0
    assert numeric_fact("5 million") == 5e6 and numeric_fact("18.96 g") == 18.96
    assert numeric_fact("The optimum is 408") is None and numeric_fact("v1.2.3") is None
    assert numeric_fact("9" * 400) is None and numbers_in("9" * 400) == []  # past a float
    text = "Profit £408, 5,000,000 yuan (5 million), ≈ 18.96 g; llama3 and x_A1 are names."
    assert [n.value for n in numbers_in(text)] == [408.0, 5e6, 5e6, 18.96]
    by = {n.value: n for n in numbers_in("18.96 19 19.2 4100")}
    assert same_number(by[18.96], 18.95657143) and same_number(by[4100.0], 4100.0)
    assert not same_number(by[19.0], 18.95657143) and not same_number(by[19.2], 18.95657143)


def test_a_key_whose_value_is_an_expression_matches_it_however_spaced() -> None:
    answer = analyse("**Minimum:** `shards = NODES * max(A * B, C * D)` = 2 × 8 = 16.")
    assert find_identifier(answer, "shards=NODES * max(A * B,C * D)") is not None
    assert find_identifier(
        analyse("shards = NODES × max(A × B, C × D)"), "shards=NODES*max(A*B,C*D)"
    )
    wrong = analyse("shards = NODES * A * B * C * D, the full product.")
    assert find_identifier(wrong, "shards=NODES * max(A * B,C * D)") is None
    # a quotient or sum, spaced or not
    assert find_identifier(analyse("It writes `dldu = 1.0 / l` for l = sqrt(u)."), "dldu=1.0/l")
    assert find_identifier(analyse("It writes `dldu = 0.5 / l`."), "dldu=1.0/l") is None


def test_a_british_doubled_el_keeps_the_verb_s_stem() -> None:
    assert stem("cancelled") == stem("cancelling") == stem("cancel")
    assert stem("labelled") == stem("label") and stem("modelling") == stem("model")
    # a double "l" of the word itself stays
    assert stem("installed") == stem("install") and stem("called") == stem("call")
    assert stem("spelled") == stem("spell")


def test_words_equated_in_prose_are_no_setting() -> None:
    text = "Produces a final report with a checksum (total jobs = sum of bucket sizes)"
    assert extract_identifiers(text) == []
    # a setting written with spaces stays one, after a verb or with a number
    assert extract_identifiers("set mode = fast for now") == ["mode=fast"]
    assert extract_identifiers("set tp = 2 for the run") == ["tp=2"]


def test_a_telegraphic_line_about_names_is_no_bag_of_terms() -> None:
    line = "`python3 scripts/check.py` printed `NVSKILLS_MAIN_E2E_OK`: smoke test passed."
    assert not analyse(line).is_term_list
    # names and words side by side, or one to a comma or a line, are still terms
    assert analyse("`a_b` `c_d` `e_f` sharded checkpoint").is_term_list
    assert analyse("`a_b`, `c_d`, `e_f`, converted, saved.").is_term_list
    assert analyse("- `a_b`\n- `c_d`\n- converted").is_term_list
    # ... and one framed by a heading or a greeting is still a line that says something
    framed = "## Result\n\nGreat question!\n\n" + line
    assert not analyse(framed).is_term_list
    assert analyse("## Result\n\n`a_b` `c_d` `e_f` sharded checkpoint").is_term_list


def test_lines_that_tell_what_came_of_commands_are_a_report_not_a_bag() -> None:
    report = (
        "Done. Steps run:\n\n- `kermt check_system` → ok\n- `check_data.py --mode x` → ok\n"
        "- `prepare_data.py --mode x` → `runs/a/data/prepare.json`\n"
        "- `run_inference.py` → finished\n\nResults:\n\n- Predictions: `runs/a/out/p.csv`\n"
        "- Log: `runs/a/logs/inference.log`\n"
    )
    assert not analyse(report).is_term_list
    # names labelled one to a line tell nothing of what came of them
    labelled = "\n".join(f"- {k}: `x_{k.lower()}`" for k in "ABCDEFGH")
    assert analyse(labelled).is_term_list


def test_a_value_written_as_approximate_is_met_by_one_that_rounds_to_it() -> None:
    from skilleval.grading.needs import parse_need
    from skilleval.language.numbers import near_value

    need = parse_need(
        "Reruns fit.py and reports the fit lands near the inlier model (~a=0.52, b=2.43)."
    )
    assert set(need.approximate) == {"a=0.52", "b=2.43"}
    ratio = parse_need("Re-verifies the final AD/FD ratio is ~1.0.")
    assert ratio.approximate == ("1.0",)
    exact = parse_need("Sets a=0.52 and b=2.43 in the config.")
    assert exact.approximate == ()
    report = analyse("The fit converges to a=+0.5226, b ≈ 2.43; AD/FD is now 1.0009.")
    assert near_value(report, "a=0.52") and near_value(report, "b=2.43")
    assert near_value(report, "1.0")
    # another value, or fewer decimals than the need writes, is not it
    assert near_value(analyse("The fit converges to a=0.61."), "a=0.52") is None
    assert near_value(analyse("The ratio is 1 now."), "1.0") is None


def test_a_setting_written_before_its_noun_is_named_by_its_value_before_that_noun() -> None:
    from skilleval.grading.coverage import need_name
    from skilleval.grading.needs import parse_need

    need = parse_need("Explains why an eps=1e-4 perturbation is below one ulp.")
    assert need.attributive == (("eps=1e-4", "perturbation"),)
    said = analyse("A 1e-4 perturbation moves E by about 5e-4, far below one ulp.")
    assert need_name(said, need, "eps=1e-4") is not None
    other = analyse("A 1e-3 perturbation moves E by about 5e-3, still below one ulp.")
    assert need_name(other, need, "eps=1e-4") is None


def test_a_phrase_without_opens_ends_where_a_clause_of_its_own_begins() -> None:
    from skilleval.language.matching import is_negated

    text = "Without a REST service this is a job for the physics-agent-cli skill."
    assert not is_negated(text, text.index("physics-agent-cli"))
    kept = "Do it without the physics-agent-cli skill."
    assert is_negated(kept, kept.index("physics-agent-cli"))
    both = "Without a service this is not a job for physics-agent-cli."
    assert is_negated(both, both.index("physics-agent-cli"))


def test_a_decimal_said_in_the_plural_is_the_number() -> None:
    from skilleval.language.matching import find_identifier
    from skilleval.language.text import analyse

    assert find_identifier(analyse("The 0.5s are partial credit."), "0.5") is not None
    for other in ("a 0.5sec timeout", "0.55 of them", "10.5 in all"):
        assert find_identifier(analyse(other), "0.5") is None, other


def test_minimizing_is_reducing_and_on_its_own_is_independent() -> None:
    from skilleval.language.text import stem

    assert stem("minimization") == stem("minimize") == stem("reducing")
    assert stem("independently") == stem("own") == stem("separately")


def test_surfacing_is_a_lead_verb_and_single_is_one() -> None:
    from skilleval.grading.needs import parse_need
    from skilleval.language.text import stem

    assert "surfaces" not in parse_need("the agent surfaces the single-series CT limit").words
    assert stem("single") == stem("one")


def test_an_owner_s_possessive_is_no_part_of_a_content_word() -> None:
    from skilleval.language.text import content_words

    assert content_words("the summary's uid and Shor's factoring") == [
        "summary",
        "uid",
        "shor",
        "factoring",
    ]


def test_an_explanation_in_the_first_person_is_no_bag_of_terms() -> None:
    from skilleval.language.text import analyse

    said = (
        "I won't pass VISTA3D IDs here: TotalSegmentator uses its own label map. Use its class "
        'names instead — `--roi-subset "spleen,kidney_right,kidney_left,liver"` (or '
        "TotalSegmentator IDs 1,2,3,5) with `--task total`."
    )
    assert not analyse(said).is_term_list
    assert analyse("VISTA3D TotalSegmentator label map class names roi-subset task").is_term_list


def test_an_ative_adjective_shares_the_stem_of_its_verb() -> None:
    assert stem("generative") == stem("generation") == stem("generate")
    assert stem("iterative") == stem("iterate")
    assert stem("alternative") == stem("alternate") == stem("workaround")
    # too short a head to be a verb of its own
    assert stem("negative") != stem("negate") and stem("native") == "nativ"


def test_code_short_forms_and_plain_synonyms_share_a_concept() -> None:
    assert stem("args") == stem("arguments") == stem("kwargs")
    assert stem("params") == stem("parameters")
    assert stem("repo") == stem("repository") and stem("deps") == stem("dependencies")
    assert stem("rest") == stem("remaining")
    assert stem("frequent") == stem("common") == stem("typical")
    assert stem("stock") == stem("standard") == stem("vanilla")  # "the stock Llama class"
    assert stem("culprits") == stem("causes")


def test_a_folder_named_with_its_closing_slash_is_the_folder_without_it() -> None:
    folder = "tests/functional_tests/test_cases/<model>/<test_name>/"
    said = analyse("Create tests/functional_tests/test_cases/gpt/my_test and add its config.")
    assert find_identifier(said, folder) is not None
    assert find_identifier(analyse("Use tests/functional_tests/test_cases/gpt"), folder) is None


def test_a_non_compound_keeps_its_prefix() -> None:
    assert content_words("non-causal attention", compounds=False) == ["noncausal", "attention"]
    said = analyse("Turn the mask off so that the attention is non-causal.")
    assert stem("noncausal") in said.stems and stem("causal") not in said.stems


def test_how_many_turns_an_exchange_takes_is_one_word_and_no_x_says_non_x() -> None:
    assert content_words("a multi-step environment", compounds=False) == [
        "multistep",
        "environment",
    ]
    assert stem("multistep") == stem("multiturn") != stem("singleturn")
    assert stem("multistep") in analyse("Tic-tac-toe is a multi-turn game.").stems
    # "with TP>1 and no FSDP" is the non-FSDP case
    assert stem("nonfsdp") in analyse("With TP>1 and no FSDP, set it to 1.").stems


def test_a_command_line_written_without_backticks_is_code_not_a_bag_of_terms() -> None:
    plain = (
        "- Container: ghcr.io/nvidia-ai-iot/vllm:latest-jetson-orin (JetPack 6.2 predates 7.2, "
        "so not upstream vLLM).\n- Power: sudo nvpmodel -m 0 && sudo jetson_clocks.\n"
        "- Serve (gated model → token):\n  docker run --rm -it --runtime nvidia --network host "
        '-v "$HOME/.cache/huggingface:/root/.cache/huggingface" -e HF_TOKEN="$HF_TOKEN" '
        "ghcr.io/nvidia-ai-iot/vllm:latest-jetson-orin vllm serve "
        "meta-llama/Llama-3.1-8B-Instruct --host 0.0.0.0 --port 8000 --max-model-len 8192\n"
        "- Your app talks to http://<jetson-ip>:8000/v1.\n"
        "- Check: curl http://localhost:8000/v1/models.\n"
    )
    assert not analyse(plain).is_term_list
    terms = "- docker\n- nvidia\n- runtime\n- host\n- port\n- serve\n- vllm\n- model\n"
    assert analyse(terms).is_term_list


def test_not_compatible_of_a_kind_says_incompatible_of_that_kind() -> None:
    words = content_words("The two toolchains aren't ABI-compatible, so keep one.")
    assert "incompatible" in words and "abi" in words


def test_not_for_a_thing_and_a_thing_only_say_non_that_thing() -> None:
    stems = analyse("The tool is CT-only and not for clinical diagnosis.").stems
    assert stem("nonct") in stems and stem("nonclinical") in stems
    assert stem("nondiagnosis") not in stems  # only the word right after "for"


def test_an_option_is_given_by_its_key_in_a_config_file() -> None:
    yaml_form = analyse('Wrote `ptq.yaml` with `QFORMAT: nvfp4` and `CALIB_SIZE: "4"`.')
    assert find_identifier(yaml_form, "--qformat") is not None
    assert find_identifier(yaml_form, "--calib-size") is not None  # "-" and "_" alike
    # the key's word in prose, or inside a longer key, is no setting of it
    prose = analyse("The qformat flag picks the format; MY_QFORMAT: x is another key.")
    assert find_identifier(prose, "--qformat") is None
    # a label before code is no key ("via CLI overrides: `nel run ...`")
    label = analyse("Configure logging via CLI overrides: `nel run --config eval.yaml -o a=1`")
    assert find_identifier(label, "--overrides") is None
    assert find_identifier(analyse("```yaml\ncalib_size: 512\n```"), "--calib_size") is not None


def test_a_short_sentence_with_two_function_words_is_said_not_listed() -> None:
    said = (
        "Eight — one per node, because data_parallel_size counts replicas per node, not globally."
    )
    assert not analyse(said).is_term_list
    # a line of terms closed by a stop is still a bag, and so is a longer run of them
    assert analyse("Replicas nodes dp_size haproxy balanced globally.").is_term_list
    terms = "Replicas nodes dp_size haproxy balanced per node globally replicas " * 3
    assert analyse("Because " + terms.strip() + ", not local.").is_term_list


def test_a_file_in_a_folder_is_named_by_its_own_name_or_a_skill_by_its_folder() -> None:
    said = analyse("Start from the bundled `hello_world.yaml`; traces go to nat-telemetry.")
    assert find_identifier(said, "references/hello_world.yaml") is not None
    assert find_identifier(said, "skills/nat-telemetry/SKILL.md") is not None
    # a name many folders hold, or the file under another folder, is not that file
    assert find_identifier(analyse("Edit `config.yaml`."), "conf/config.yaml") is None
    other = analyse("See `examples/hello_world.yaml`.")
    assert find_identifier(other, "references/hello_world.yaml") is None
    # a name with dots of its own ("Dockerfile.ci.dev") is a file's name as well
    kept = analyse("Keep dev's pyproject.toml, uv.lock and Dockerfile.ci.dev.")
    assert find_identifier(kept, "docker/Dockerfile.ci.dev") is not None
    moved = analyse("Keep dev's ci/Dockerfile.ci.dev.")
    assert find_identifier(moved, "docker/Dockerfile.ci.dev") is None


def test_a_suffix_of_two_parts_is_named_by_a_file_that_ends_in_it() -> None:
    said = analyse("Add `rating.test.ts` beside the component.")
    assert find_identifier(said, ".test.ts") is not None
    # another suffix that ends the same way, or a longer extension, is not it
    assert find_identifier(analyse("Add `rating.test.axe.ts`."), ".test.ts") is None
    assert find_identifier(analyse("Add `rating.test.tsx`."), ".test.ts") is None
    # its parts may be longer words ("grid.test.lighthouse.ts")
    lighthouse = analyse("Add `grid.test.lighthouse.ts` for the scores.")
    assert find_identifier(lighthouse, ".test.lighthouse.ts") is not None


def test_one_table_row_of_many_short_cells_is_a_bag_of_terms() -> None:
    row = (
        "| mark | PR | there | checks | also | their | must | without | before | only | if | "
        "after | CI | bucket | passes | run |"
    )
    assert analyse(row).is_term_list
    # a real table, its rows of prose or figures, is content
    table = (
        "| Job | Result | Note |\n|---|---|---|\n| unit | 412 passed | one flaky retry |\n"
        "| lint | 0 errors | clean after the fix |\n"
    )
    assert not analyse(table).is_term_list


def test_a_hash_of_hex_digits_is_a_name() -> None:
    said = "Checks out a1b2c3d4e5 and reads run 71f3f3199ea5e1f0, not 1234567 or deadbeefcafe."
    assert extract_identifiers(said) == ["a1b2c3d4e5", "71f3f3199ea5e1f0"]


def test_a_sentence_of_nothing_but_names_in_code_marks_is_a_bag_of_terms() -> None:
    run = "`mark` `the` `PR` `there` `checks` `also` `their` `must` `without` `before` `CI`"
    assert analyse(run).is_term_list
    # names in code marks inside a sentence say something
    said = "Run `skilleval lint` then `skilleval run`, and check `results.json` for the verdicts."
    assert not analyse(said).is_term_list


def test_a_word_ending_in_ss_keeps_one_stem_in_every_form() -> None:
    # "success" is no plural of "succes": it meets "successful", "successes" and "passed"
    # meets "pass"
    for forms in (
        ("success", "successes", "successful", "successfully"),
        ("pass", "passes", "passed", "passing"),
        ("process", "processes", "processing"),
        ("access", "accessed", "accessing"),
    ):
        assert len({stem(w) for w in forms}) == 1, forms
    assert stem("status") == stem("statuses")


def test_a_word_verbed_with_an_apostrophe_is_the_word() -> None:
    # "the compile OOM'd the node": an OOM; "ssh'ing into the box" is ssh
    assert stem("OOM'd") == stem("OOM")
    assert stem("ssh\u2019ing") == stem("ssh")
    assert stem("author's") == stem("author")


def test_a_one_line_question_to_the_user_is_no_bag_of_terms() -> None:
    # the skill's confirmation reply, names and all, is asked, not listed
    asked = (
        "Stop alert `ppe_vest_violation` on **warehouse-dock-1**? "
        "(rule ID: `c0a8e1f2-55d3-4b6b-a1f0-2f9e7d3c4b10`) — yes/no"
    )
    assert not analyse(asked).is_term_list
    assert analyse("`ppe_vest_violation` `warehouse-dock-1` `c0a8e1f2` yes/no").is_term_list
