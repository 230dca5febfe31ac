"""Labeled answers for the activation-recompute checklist (the project's example skill and
the corpus skill share its facts). Each entry: answer text and the expected per-kind verdict."""

IDEAL = """\
1. First set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True`. Many near-OOM failures are
   allocator fragmentation, so this is free to try.
2. Then enable selective recompute: `recompute_granularity="selective"` with
   `recompute_modules=["core_attn"]`.
3. If you are still short, add `"layernorm"`, and only as a last resort `"mlp"` because it is
   expensive on wide FFNs.
4. Only if selective recompute does not fit, use full-layer recompute and set
   `recompute_granularity="full"`, `recompute_method="uniform"` and `recompute_num_layers=4`.
5. Warning: full-layer recompute is incompatible with TE-scoped CUDA graphs (`attn`, `mlp`,
   `moe_router`) and will hit an assertion. Fix it with selective recompute,
   `cuda_graph_impl="none"`, or `cuda_graph_impl="local"` with
   `cuda_graph_scope="full_iteration"`.
"""

PARAPHRASED = """\
Start with the allocator: export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True, because a
lot of borderline out-of-memory errors come from fragmentation rather than real capacity.

Next, turn on submodule recompute with recompute_granularity = 'selective' and
recompute_modules = ['core_attn']; it costs very little when flash attention is active.

Should that still not be enough, put layernorm into the module list, and treat mlp as the
last thing to add since it slows wide dense models a lot.

When selective recompute really cannot fit the model, move to layer-level recompute:
recompute_granularity = 'full' together with recompute_method and recompute_num_layers.

Be careful with your FP8 setup: full recompute together with TE-scoped CUDA graphs is not
supported and trips an assertion. Either stay with selective recompute, turn graphs off with
cuda_graph_impl = 'none', or capture the whole step with cuda_graph_impl = 'local' and
cuda_graph_scope = 'full_iteration'.
"""

REORDERED = """\
1. Switch to full-layer recompute: `recompute_granularity="full"`, `recompute_method="uniform"`,
   `recompute_num_layers=4`. This gives the biggest memory saving.
2. Also set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` to reduce fragmentation.
3. You can also use selective recompute with `recompute_granularity="selective"` and
   `recompute_modules=["core_attn"]`, adding `"layernorm"` and then `"mlp"`.
4. Note that full-layer recompute is incompatible with TE-scoped CUDA graphs and asserts; use
   `cuda_graph_impl="none"` or `cuda_graph_impl="local"` with
   `cuda_graph_scope="full_iteration"`.
"""

MISSING_FIELD = IDEAL.replace(" and `recompute_num_layers=4`", "")
MISSPELLED_FIELD = IDEAL.replace("recompute_num_layers=4", "recompute_layers=4")

MISSING_CALLOUT = IDEAL.split("5. Warning")[0]

ENDORSED = (
    IDEAL.split("5. Warning")[0]
    + """\
5. Full-layer recompute works fine with TE-scoped CUDA graphs, so you can keep
   `cuda_graph_impl="transformer_engine"` and `cuda_graph_scope="mlp"` as they are.
"""
)

NEGATION = (
    IDEAL.split("5. Warning")[0]
    + """\
5. Never combine full-layer recompute with TE-scoped CUDA graphs: MCore asserts on it. Set
   `cuda_graph_impl="none"` instead, or keep selective recompute.
"""
)

PASSING_MENTION = """\
Don't jump to full recompute yet. First, set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True`
because fragmentation explains most near-OOM failures.

Then turn on selective recompute with `recompute_granularity="selective"` and
`recompute_modules=["core_attn"]`. If memory is still tight, add `"layernorm"` and, as a last
resort, `"mlp"`.

Only after selective recompute fails to fit, use full-layer recompute with
`recompute_granularity="full"`, `recompute_method="uniform"` and `recompute_num_layers=2`.

Warning: with TE-scoped CUDA graphs, full-layer recompute is incompatible and raises an
assertion; use `cuda_graph_impl="none"` or `cuda_graph_impl="local"` plus
`cuda_graph_scope="full_iteration"`.
"""

OFF_TOPIC = """\
Use git bisect: run `git bisect start`, mark the current commit bad and an older release good,
then let `git bisect run ./check.sh` find the first bad commit. Finish with `git bisect reset`.
"""

KEYWORD_BAG = """\
PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True recompute_granularity="selective"
recompute_modules=["core_attn"] layernorm mlp recompute_granularity="full" recompute_method
recompute_num_layers TE-scoped CUDA graphs cuda_graph_impl="none" cuda_graph_impl="local"
cuda_graph_scope="full_iteration"
"""

HEADINGS_SHAPE = """\
## Step 1 - allocator
Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` first; fragmentation causes many near-OOM failures.

## Step 2 - selective recompute
Use `recompute_granularity="selective"` with `recompute_modules=["core_attn"]`.

## Step 3 - more modules
If it still does not fit, add `"layernorm"`, and `"mlp"` only as a last resort.

## Step 4 - full recompute
Only when selective recompute cannot fit: `recompute_granularity="full"`, `recompute_method="uniform"`, `recompute_num_layers=4`.

## Step 5 - CUDA graph warning
Full-layer recompute is incompatible with TE-scoped CUDA graphs and asserts. Fix: use `cuda_graph_impl="none"` or `cuda_graph_impl="local"` with `cuda_graph_scope="full_iteration"`.
"""

TABLE_SHAPE = """\
Here is the order to follow:

| Step | What to do | Why |
|---|---|---|
| 1 | Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` | fragmentation causes many near-OOM failures |
| 2 | Use `recompute_granularity="selective"` with `recompute_modules=["core_attn"]` | cheap attention recompute |
| 3 | Add `"layernorm"`, then `"mlp"` as a last resort | mlp is expensive |
| 4 | Only if selective does not fit: `recompute_granularity="full"`, `recompute_method`, `recompute_num_layers` | strongest savings |
| 5 | Warning: full-layer recompute is incompatible with TE-scoped CUDA graphs; use `cuda_graph_impl="none"` | it asserts otherwise |
"""

CODE_SHAPE = """\
Try these in order:

```python
# 1. allocator first: fragmentation causes most near-OOM failures
os.environ["PYTORCH_CUDA_ALLOC_CONF"] = "expandable_segments:True"
# 2. selective recompute of attention
cfg.model.recompute_granularity = "selective"
cfg.model.recompute_modules = ["core_attn"]
# 3. still short: add layernorm, mlp only as a last resort
cfg.model.recompute_modules = ["core_attn", "layernorm"]
# 4. only if selective cannot fit: full-layer recompute
cfg.model.recompute_granularity = "full"
cfg.model.recompute_method = "uniform"
cfg.model.recompute_num_layers = 4
```

Warning: full-layer recompute is incompatible with TE-scoped CUDA graphs and will assert;
set `cuda_graph_impl="none"` or use `cuda_graph_impl="local"` with `cuda_graph_scope="full_iteration"`.
"""

TABLE_REORDERED = TABLE_SHAPE.replace(
    "| 1 | Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` | fragmentation causes many "
    "near-OOM failures |\n",
    "",
).replace(
    "| 3 | Add",
    "| 1 | Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` | fragmentation "
    "causes many near-OOM failures |\n| 3 | Add",
)


# answer -> expected verdict per kind (kinds not listed are not asserted)
LABELS: dict[str, tuple[str, dict[str, bool]]] = {
    "ideal": (
        IDEAL,
        {"fields": True, "order": True, "callout": True, "behavior": True, "ground_truth": True},
    ),
    "paraphrased": (
        PARAPHRASED,
        {"fields": True, "order": True, "callout": True, "behavior": True, "ground_truth": True},
    ),
    "reordered": (REORDERED, {"fields": True, "order": False, "callout": True}),
    "missing_field": (
        MISSING_FIELD,
        {"fields": False, "order": True, "callout": True, "behavior": False},
    ),
    "misspelled_field": (MISSPELLED_FIELD, {"fields": False, "order": True, "callout": True}),
    "missing_callout": (
        MISSING_CALLOUT,
        {"fields": True, "order": True, "callout": False, "behavior": False},
    ),
    "endorsed_risk": (
        ENDORSED,
        {"fields": True, "order": True, "callout": False, "behavior": False},
    ),
    "correct_negation": (
        NEGATION,
        {"fields": True, "order": True, "callout": True, "behavior": True},
    ),
    "passing_mention": (
        PASSING_MENTION,
        {"fields": True, "order": True, "callout": True, "behavior": True},
    ),
    "off_topic": (
        OFF_TOPIC,
        {
            "fields": False,
            "order": False,
            "callout": False,
            "behavior": False,
            "ground_truth": False,
        },
    ),
    "keyword_bag": (
        KEYWORD_BAG,
        {
            "fields": True,
            "order": False,
            "callout": False,
            "behavior": False,
            "ground_truth": False,
        },
    ),
    "headings": (
        HEADINGS_SHAPE,
        {"fields": True, "order": True, "callout": True, "behavior": True},
    ),
    "table": (TABLE_SHAPE, {"fields": True, "order": True, "callout": True, "behavior": True}),
    "table_reordered": (TABLE_REORDERED, {"fields": True, "order": False, "callout": True}),
    "code_block": (CODE_SHAPE, {"fields": True, "order": True, "callout": True, "behavior": True}),
}
