"""A real OpenAI-compatible chat completions server on 127.0.0.1 for tests.

Scripted: ``script(request_json, n)`` returns a :class:`Reply` (or the answer text). Fault
modes: HTTP errors with Retry-After, slow replies past the client's timeout, malformed
JSON, and connection resets. Every request is recorded, headers included.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Self


@dataclass
class Reply:
    text: str = "ok"
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    mode: str = "normal"
    """``normal``, ``malformed`` (broken JSON body), ``reset`` (drop the connection),
    ``trickle`` (send the body a byte every 50 ms) or ``error200`` (an error object with
    HTTP 200)."""
    tool_calls: list[dict[str, Any]] | None = None
    error: str = "server error"
    finish: str = "stop"
    cached_tokens: int = 0
    """Reported as ``usage.prompt_tokens_details.cached_tokens`` (OpenAI prompt caching)."""
    prompt_tokens: int | None = None
    """Reported prompt tokens; by default the request's characters / 4, as a server that
    reads every message reports them."""


Script = Callable[[dict[str, Any], int], "Reply | str"]


def fault_replies(slow_s: float) -> list[Reply]:
    """One reply per fault mode: 429 with Retry-After, 500, malformed JSON, a reset, and a
    reply slower than ``slow_s`` (set it past the client's timeout)."""
    return [
        Reply(status=429, headers={"Retry-After": "0"}),
        Reply(status=500),
        Reply(mode="malformed"),
        Reply(mode="reset"),
        Reply(delay=slow_s),
    ]


def completion_body(model: str, reply: Reply, prompt_tokens: int = 100) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.text}
    finish = reply.finish
    if reply.tool_calls:
        message["content"] = None
        message["tool_calls"] = [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {
                    "name": c["name"],
                    "arguments": c["arguments"]
                    if isinstance(c.get("arguments"), str)
                    else json.dumps(c.get("arguments", {})),
                },
            }
            for i, c in enumerate(reply.tool_calls)
        ]
        finish = "tool_calls"
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": max(1, len(reply.text) // 4),
            "total_tokens": prompt_tokens + max(1, len(reply.text) // 4),
        }
        | (
            {"prompt_tokens_details": {"cached_tokens": reply.cached_tokens}}
            if reply.cached_tokens
            else {}
        ),
    }


def _prompt_tokens(body: dict[str, Any], reply: Reply) -> int:
    if reply.prompt_tokens is not None:
        return reply.prompt_tokens
    chars = sum(len(str(m.get("content") or "")) for m in body.get("messages") or [])
    return max(1, chars // 4)


class _Loopback:
    """A threaded HTTP server on 127.0.0.1 for the test's lifetime (``with ... as server``)."""

    _server: ThreadingHTTPServer
    _thread: threading.Thread

    def _serve(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> Self:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


class FakeOpenAI(_Loopback):
    """Start with ``with FakeOpenAI(script) as server:``; ``server.base_url`` is the /v1 URL."""

    def __init__(self, script: Script | None = None) -> None:
        self.script: Script = script or (lambda request, n: "ok")
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self._lock = threading.Lock()
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                return

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                try:
                    self._serve()
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True  # the client gave up (timeout test)

            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                with owner._lock:
                    n = len(owner.requests)
                    owner.requests.append(body)
                    owner.headers.append(dict(self.headers.items()))
                reply = owner.script(body, n)
                if isinstance(reply, str):
                    reply = Reply(reply)
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.mode == "reset":
                    self.connection.setsockopt(
                        socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                    )
                    self.connection.close()
                    self.close_connection = True
                    return
                if reply.status != 200:
                    payload = json.dumps(
                        {"error": {"message": reply.error, "type": "test_error"}}
                    ).encode()
                elif reply.mode == "malformed":
                    payload = b'{"id": "x", "choices": [{"message": {"content": "trunc'
                elif reply.mode == "error200":
                    payload = json.dumps({"error": {"message": reply.error}}).encode()
                else:
                    payload = json.dumps(
                        completion_body(body.get("model", ""), reply, _prompt_tokens(body, reply))
                    ).encode()
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                for key, value in reply.headers.items():
                    self.send_header(key, value)
                self.end_headers()
                if reply.mode == "trickle":
                    for byte in payload[:200]:  # bounded: the client gives up long before
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        time.sleep(0.05)
                    return
                self.wfile.write(payload)

        self._serve(Handler)


def prompt_of(request: dict[str, Any]) -> str:
    return next((m["content"] for m in reversed(request["messages"]) if m["role"] == "user"), "")


def system_of(request: dict[str, Any]) -> str:
    return next((m["content"] for m in request["messages"] if m["role"] == "system"), "")


class FakeBatchAPI(_Loopback):
    """The OpenAI files + batches endpoints on loopback: a batch is validating, then in
    progress, then completed (one step per status request), its answers made by ``script``
    like FakeOpenAI's. Any direct chat completion is counted in ``direct`` (a batch run
    must send none)."""

    def __init__(self, script: Script | None = None) -> None:
        self.script: Script = script or (lambda request, n: "ok")
        self.files: dict[str, bytes] = {}
        self.batches: dict[str, dict[str, Any]] = {}
        self.uploads: list[bytes] = []
        self.direct = 0
        self.fail = False
        """Batches fail validation instead of running."""
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                return

            def _send(self, payload: bytes, status: int = 200, kind: str = "json") -> None:
                self.send_response(status)
                ctype = "application/json" if kind == "json" else "application/octet-stream"
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                if self.path.endswith("/files"):
                    self._send(json.dumps(owner._upload(raw, self.headers)).encode())
                elif self.path.endswith("/batches"):
                    self._send(json.dumps(owner._create(json.loads(raw))).encode())
                else:
                    owner.direct += 1
                    self._send(b'{"error": {"message": "use the batch"}}', 400)

            def do_GET(self) -> None:  # noqa: N802
                parts = self.path.rstrip("/").split("/")
                if "batches" in parts:
                    self._send(json.dumps(owner._advance(parts[-1])).encode())
                elif parts[-1] == "content":
                    self._send(owner.files[parts[-2]], kind="bytes")
                else:
                    self._send(b'{"error": {"message": "not found"}}', 404)

        self._serve(Handler)

    def _upload(self, raw: bytes, headers: Any) -> dict[str, Any]:
        from email.parser import BytesParser

        message = BytesParser().parsebytes(
            f"Content-Type: {headers['Content-Type']}\r\n\r\n".encode() + raw
        )
        content = next(
            part.get_payload(decode=True)
            for part in message.get_payload()
            if part.get_param("name", header="content-disposition") == "file"
        )
        file_id = f"file-{len(self.files) + 1}"
        self.files[file_id] = content
        self.uploads.append(content)
        return {
            "id": file_id,
            "object": "file",
            "bytes": len(content),
            "created_at": 0,
            "filename": "requests.jsonl",
            "purpose": "batch",
            "status": "processed",
        }

    def _create(self, body: dict[str, Any]) -> dict[str, Any]:
        batch_id = f"batch_{len(self.batches) + 1}"
        self.batches[batch_id] = {
            "id": batch_id,
            "object": "batch",
            "endpoint": body["endpoint"],
            "input_file_id": body["input_file_id"],
            "completion_window": body["completion_window"],
            "created_at": 0,
            "status": "validating",
        }
        return self.batches[batch_id]

    def _advance(self, batch_id: str) -> dict[str, Any]:
        batch = self.batches[batch_id]
        if batch["status"] == "validating":
            batch["status"] = "failed" if self.fail else "in_progress"
        elif batch["status"] == "in_progress":
            lines = []
            requests = self.files[batch["input_file_id"]].decode().splitlines()
            for n, raw in enumerate(r for r in requests if r.strip()):
                line = json.loads(raw)
                reply = self.script(line["body"], n)
                reply = Reply(reply) if isinstance(reply, str) else reply
                body = completion_body(line["body"]["model"], reply, 100)
                lines.append(
                    json.dumps(
                        {
                            "id": f"resp-{n}",
                            "custom_id": line["custom_id"],
                            "response": {"status_code": 200, "body": body},
                            "error": None,
                        }
                    )
                )
            output = f"file-{len(self.files) + 1}"
            self.files[output] = ("\n".join(lines) + "\n").encode()
            batch["status"] = "completed"
            batch["output_file_id"] = output
        return batch
