"""Join shard results into the run an unsharded invocation would have produced."""

from __future__ import annotations

from collections.abc import Sequence

from skilleval.errors import InputError
from skilleval.run.records import Attempt, RunMeta, RunResult


def canonical_order(run: RunResult) -> list[Attempt]:
    """Attempts in plan order: skill, case (dataset order), model, arm, attempt."""
    skill_index = {s.name: i for i, s in enumerate(run.skills)}
    case_index = {(s.name, c.id): i for s in run.skills for i, c in enumerate(s.cases)}
    model_index = {m.label: i for i, m in enumerate(run.models)}
    arm_index = {a: i for i, a in enumerate(run.meta.arms)}

    def key(a: Attempt) -> tuple[int, int, int, int, int]:
        return (
            skill_index.get(a.skill, 1 << 30),
            case_index.get((a.skill, a.case), 1 << 30),
            model_index.get(a.model, 1 << 30),
            arm_index.get(a.arm, 1 << 30),
            a.attempt,
        )

    return sorted(run.attempts, key=key)


def check_shards(shards: Sequence[str]) -> None:
    """InputError unless ``shards`` are exactly 1/n .. n/n, each once."""
    parsed = []
    for shard in shards:
        index, _, of = shard.partition("/")
        if not (index.isdigit() and of.isdigit()):
            raise InputError(
                "a result to merge was not run with --shard i/n "
                f"({'shard ' + shard if shard else 'unsharded'}); merge joins shards of one run"
            )
        parsed.append((int(index), int(of)))
    totals = {n for _, n in parsed}
    if len(totals) != 1:
        raise InputError(f"shards of different splits: {', '.join(sorted(set(shards)))}")
    (count,) = totals
    seen = [index for index, _ in parsed]
    repeated = sorted({i for i in seen if seen.count(i) > 1})
    if repeated:
        raise InputError(f"shard {repeated[0]}/{count} is given more than once")
    missing = sorted(set(range(1, count + 1)) - set(seen))
    if missing:
        raise InputError(
            f"shard {', '.join(f'{i}/{count}' for i in missing)} missing: the merged report "
            "would leave those cases out"
        )


def merge_runs(runs: Sequence[RunResult]) -> RunResult:
    """One run from shards of the same plan (same skills, models, arms and attempts)."""
    if not runs:
        raise InputError("nothing to merge: give the result folders of the shards")
    check_shards([r.meta.shard for r in runs])
    first = runs[0]
    for other in runs[1:]:
        if other.meta.arms != first.meta.arms or other.meta.attempts != first.meta.attempts:
            raise InputError("shards differ in arms or attempts; they are not one run")
        if [m.label for m in other.models] != [m.label for m in first.models]:
            raise InputError("shards differ in models; they are not one run")
        if {s.name: s.digest for s in other.skills} != {s.name: s.digest for s in first.skills}:
            raise InputError("shards were run on different skill versions")
    attempts: dict[str, Attempt] = {}
    for shard in runs:
        for attempt in shard.attempts:
            attempts[attempt.key] = attempt
    notes = sorted({n for r in runs for n in r.meta.notes})
    errors = sorted({e for r in runs for e in r.meta.errors})
    meta = RunMeta(
        version=first.meta.version,
        started=min(r.meta.started for r in runs),
        finished=max(r.meta.finished for r in runs),
        arms=first.meta.arms,
        attempts=first.meta.attempts,
        seed=first.meta.seed,
        shard="",
        notes=notes,
        errors=errors,
    )
    merged = RunResult(meta, first.models, first.skills, list(attempts.values()))
    merged.attempts = canonical_order(merged)
    return merged
