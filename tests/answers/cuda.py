"""Labeled answers for a mostly-prose checklist (step 1 names no identifier)."""

IDEAL = """\
1. First, which GPU model, driver version and CUDA version are you on?
2. Rerun with `CUDA_LAUNCH_BLOCKING=1` so the stack trace points at the kernel that failed.
3. Run it under `compute-sanitizer --tool memcheck` to find the out-of-bounds access.
4. Xid 48 is a double-bit ECC error: do not disable ECC to get around it. Drain the node and
   replace the GPU.
"""

PARAPHRASED = """\
Could you tell me the GPU model plus the driver and CUDA versions? That comes first.

Next, set CUDA_LAUNCH_BLOCKING=1 and rerun: errors then surface at the kernel that actually
faulted instead of a later call.

Then run the job under compute-sanitizer --tool memcheck, which reports the illegal access.

About the Xid 48: it is a hardware double-bit error. Turning ECC off to work around it is
never the answer; take the node out of service and get the GPU replaced.
"""

REORDERED = """\
1. Run the job under `compute-sanitizer --tool memcheck` right away.
2. Then rerun with `CUDA_LAUNCH_BLOCKING=1`.
3. Also tell me your GPU model, driver version and CUDA version.
4. Do not disable ECC for Xid 48; replace the GPU.
"""

ENDORSED = (
    IDEAL.split("4. Xid 48")[0]
    + """\
4. For the Xid 48 errors, disabling ECC is a fine workaround until the next maintenance
   window.
"""
)

MISSING_CALLOUT = IDEAL.split("4. Xid 48")[0]

KEYWORD_BAG = """\
GPU driver CUDA version CUDA_LAUNCH_BLOCKING=1 compute-sanitizer --tool memcheck ECC Xid 48
replace GPU
"""

LABELS: dict[str, tuple[str, dict[str, bool]]] = {
    "ideal": (
        IDEAL,
        {"fields": True, "order": True, "callout": True, "behavior": True, "ground_truth": True},
    ),
    "paraphrased": (
        PARAPHRASED,
        {"fields": True, "order": True, "callout": True, "behavior": True},
    ),
    "reordered": (REORDERED, {"fields": True, "order": False, "callout": True}),
    "endorsed_risk": (
        ENDORSED,
        {"fields": True, "order": True, "callout": False, "behavior": False},
    ),
    "missing_callout": (MISSING_CALLOUT, {"fields": True, "order": True, "callout": False}),
    "keyword_bag": (
        KEYWORD_BAG,
        {"fields": True, "order": False, "callout": False, "behavior": False},
    ),
}
