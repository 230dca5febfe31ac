"""A fixed-latency OpenAI-compatible server for benchmarks (aiohttp, one process).

python bench/loopback_server.py PORT LATENCY_MS [RPS [SLOTS]]

RPS > 0 enforces that many requests a second with HTTP 429 and ``Retry-After`` (the way
hosted endpoints enforce a quota); SLOTS > 0 serves that many requests at a time and
queues the rest (a single-slot llama.cpp server is SLOTS=1).
"""

from __future__ import annotations

import asyncio
import json
import sys

from aiohttp import web

ANSWER = (
    "1. Set `PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` first.\n"
    '2. Use `recompute_granularity="selective"` with `recompute_modules=["core_attn"]`.'
)


def make_app(latency: float, rps: float = 0.0, slots: int = 0) -> web.Application:
    body = json.dumps(
        {
            "id": "chatcmpl-bench",
            "object": "chat.completion",
            "created": 0,
            "model": "bench",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": ANSWER},
                }
            ],
            "usage": {"prompt_tokens": 100, "completion_tokens": 40, "total_tokens": 140},
        }
    ).encode()

    gate = asyncio.Semaphore(slots) if slots > 0 else None
    window = {"start": 0.0, "count": 0}
    limited = json.dumps({"error": {"message": "Rate limit reached", "type": "rate_limit"}})

    async def completions(request: web.Request) -> web.Response:
        await request.read()
        if rps > 0:
            now = asyncio.get_running_loop().time()
            if now - window["start"] >= 1.0:
                window["start"], window["count"] = now, 0
            window["count"] += 1
            if window["count"] > rps:
                wait = max(0.05, 1.0 - (now - window["start"]))
                return web.Response(
                    status=429,
                    text=limited,
                    content_type="application/json",
                    headers={"Retry-After": f"{wait:.2f}"},
                )
        if gate is None:
            await asyncio.sleep(latency)
        else:
            async with gate:
                await asyncio.sleep(latency)
        return web.Response(body=body, content_type="application/json")

    app = web.Application()
    app.router.add_post("/v1/chat/completions", completions)
    return app


if __name__ == "__main__":
    port, latency_ms = int(sys.argv[1]), float(sys.argv[2])
    rps = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    slots = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    app = make_app(latency_ms / 1000, rps, slots)
    web.run_app(app, host="127.0.0.1", port=port, print=None, backlog=1024)
