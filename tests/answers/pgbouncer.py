"""Labeled answers for a skill the grader was not tuned on (YAML-style fields, a
"together with ... causes" risk, "Fix it with ... or use ..." fixes)."""

IDEAL = """\
1. Measure first: `SELECT count(*) FROM pg_stat_activity;` and compare it with
   `SHOW max_connections;`.
2. Put PgBouncer in front of PostgreSQL with `pool_mode = transaction` and a
   `default_pool_size = 20` for each database/user pair.
3. Point Rails at PgBouncer on `listen_port = 6432` instead of 5432.
4. Careful: `pool_mode = transaction` together with server-side prepared statements
   causes "prepared statement does not exist" errors. Fix it with
   `max_prepared_statements = 100` (PgBouncer 1.21+) or keep `pool_mode = session` for
   those clients.
"""

PARAPHRASED = """\
Before touching any settings, look at how many sessions are open: query pg_stat_activity
and compare the count with max_connections.

Then run PgBouncer between Rails and the database. Use pool_mode: transaction and give
each database/user pair a default_pool_size of about 20.

Change the app's database port to PgBouncer's listen_port = 6432 rather than 5432.

Since you rely on prepared statements, be aware that transaction pooling does not work
with server-side prepared statements: you will see "prepared statement does not exist".
Set max_prepared_statements = 100 on PgBouncer 1.21 or newer, or use pool_mode = session
for those clients.
"""

REORDERED = """\
1. Put PgBouncer in front with `pool_mode = transaction` and `default_pool_size = 20`.
2. Then check `pg_stat_activity` against `max_connections` to see the pressure.
3. Point the app at `listen_port = 6432`.
4. Transaction pooling together with server-side prepared statements causes errors; set
   `max_prepared_statements = 100`.
"""

MISSING_FIELD = IDEAL.replace(" and a\n   `default_pool_size = 20` for each database/user pair", "")
MISSPELLED_FIELD = IDEAL.replace("default_pool_size = 20", "default_pool_sze = 20")
MISSING_CALLOUT = IDEAL.split("4. Careful")[0]
ENDORSED = (
    IDEAL.split("4. Careful")[0]
    + """\
4. Prepared statements: `pool_mode = transaction` works fine with server-side prepared
   statements, so nothing else needs to change.
"""
)
NEGATION = (
    IDEAL.split("4. Careful")[0]
    + """\
4. Never combine `pool_mode = transaction` with server-side prepared statements unless
   `max_prepared_statements = 100` is set; otherwise use `pool_mode = session`.
"""
)
OFF_TOPIC = """\
Add an index on the slow query's WHERE columns and run `ANALYZE` so the planner picks it.
"""
KEYWORD_BAG = """\
pg_stat_activity max_connections PgBouncer pool_mode = transaction default_pool_size
listen_port = 6432 max_prepared_statements pool_mode = session prepared statements
"""

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
}
