"""Labeled answers for other checklist shapes: name-the-items (MLM vs Bridge) and git bisect."""

MLM_IDEAL = """\
For the correlation smoke test:

1. Bridge recipe: use `vanilla_gpt_pretrain_config`, which matches MLM defaults.
2. Bridge entry point: `scripts/training/run_recipe.py`.
3. MLM entry point: `3rdparty/Megatron-LM/pretrain_gpt.py`.
4. Launch both with `uv run python -m torch.distributed.run`.
5. Before the Bridge run, clean up with `rm -rf nemo_experiments` so it starts fresh.

MLM also needs `PYTHONPATH=3rdparty/Megatron-LM:$PYTHONPATH`. Matched losses should agree
within BF16 rounding. Do not modify files under 3rdparty/Megatron-LM from this repo.
"""

MLM_MISSING = MLM_IDEAL.replace(
    "MLM also needs `PYTHONPATH=3rdparty/Megatron-LM:$PYTHONPATH`. ", ""
)

MLM_REORDERED = """\
1. Launch both with `uv run python -m torch.distributed.run`.
2. MLM entry point: `3rdparty/Megatron-LM/pretrain_gpt.py`.
3. Bridge entry point: `scripts/training/run_recipe.py`.
4. Bridge recipe: use `vanilla_gpt_pretrain_config`.
5. Clean up with `rm -rf nemo_experiments` first.

MLM needs `PYTHONPATH=3rdparty/Megatron-LM:$PYTHONPATH`; losses agree within BF16 rounding.
"""

MLM_EDITS_3RDPARTY = MLM_IDEAL.replace(
    "Do not modify files under 3rdparty/Megatron-LM from this repo.",
    "Then modify files under 3rdparty/Megatron-LM directly to add your logging.",
)

BISECT_IDEAL = """\
First confirm a good commit and a bad one, plus a command that tells them apart.
Run `git bisect start`, then `git bisect bad` on HEAD and `git bisect good v1.4.0`.
Automate it: `git bisect run ./check.sh`, where the script exits 0 for good and non-zero for
bad (125 skips an untestable commit). When it names the culprit, run `git bisect reset`.
"""

BISECT_WRONG_ORDER = """\
Run `git bisect reset` to get back to your branch when done. Before that, use
`git bisect run ./check.sh` with a script that exits 0 for good commits. Start everything
with `git bisect start`, marking `git bisect bad` and `git bisect good <commit>`. Make sure you
have a good and a bad commit and a command that tells them apart.
"""

BISECT_MISSPELLED = BISECT_IDEAL.replace("git bisect run ./check.sh", "git bisect runs ./check.sh")

MLM_PARAPHRASED = """\
For a quick MLM-vs-Bridge correlation smoke test, use the `vanilla_gpt_pretrain_config` recipe on the Bridge side; it mirrors the MLM defaults.
The Bridge run goes through `scripts/training/run_recipe.py`, while Megatron-LM uses `3rdparty/Megatron-LM/pretrain_gpt.py`.
Launch both the same way, with `uv run python -m torch.distributed.run`.
Before starting Bridge, wipe old outputs with `rm -rf nemo_experiments` so the run is fresh.
On the MLM side export `PYTHONPATH=3rdparty/Megatron-LM:$PYTHONPATH`. With matched settings the BF16 losses should agree within rounding, and leave the files in 3rdparty/Megatron-LM untouched.
"""

MLM_PATCHES_VENDORED = MLM_PARAPHRASED.replace(
    "and leave the files in 3rdparty/Megatron-LM untouched.",
    "and patch 3rdparty/Megatron-LM/pretrain_gpt.py directly to log the loss.",
)
