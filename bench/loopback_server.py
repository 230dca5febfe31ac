"""A fixed-latency OpenAI-compatible server for benchmarks (aiohttp, one process).

python bench/loopback_server.py PORT LATENCY_MS
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


def make_app(latency: float) -> web.Application:
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

    async def completions(request: web.Request) -> web.Response:
        await request.read()
        await asyncio.sleep(latency)
        return web.Response(body=body, content_type="application/json")

    app = web.Application()
    app.router.add_post("/v1/chat/completions", completions)
    return app


if __name__ == "__main__":
    port, latency_ms = int(sys.argv[1]), float(sys.argv[2])
    web.run_app(make_app(latency_ms / 1000), host="127.0.0.1", port=port, print=None, backlog=1024)
