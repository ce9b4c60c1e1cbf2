"""End to end: the official MCP Python SDK's stdio client drives `antrain mcp`.

Usage: mcp_client.py ANTRAIN WORKSPACE. WORKSPACE holds anna/2026.antrain (the Swift test
writes it). Every check prints one line; the last line is `N passed, M failed`, and the exit
status is 1 when anything failed. Run by MCPPythonClientTests; never imported by the product.
"""
import asyncio
import os
import subprocess
import sys
import traceback

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ANTRAIN, WORKSPACE = sys.argv[1], sys.argv[2]
results = []


def expect(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


async def scenario():
    params = StdioServerParameters(command=ANTRAIN, args=["mcp", "--root", WORKSPACE])
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                init = await session.initialize()
                expect("initialize negotiates a version the SDK speaks", init.protocol_version == "2025-11-25",
                       init.protocol_version)
                expect("initialize names the server", init.server_info.name == "antrain", init.server_info)

                tools = {tool.name: tool for tool in (await session.list_tools()).tools}
                expect("tools/list has the nine tools",
                       sorted(tools) == sorted(["check", "summary", "report", "records", "history", "search_exercises",
                                                "search_foods", "programs", "log"]), sorted(tools))
                expect("every tool has an output schema", all(tool.output_schema for tool in tools.values()))

                # The SDK validates structuredContent against each tool's output schema.
                summary = await session.call_tool("summary", {"date": "2026-11-05", "time": "12:30"})
                day = summary.structured_content
                expect("summary is not an error", not summary.is_error, summary.content)
                expect("summary: the day's calories", day["nutrition"][0] == {"name": "calories", "value": 600, "goal": 2000,
                                                                              "percent": 30}, day["nutrition"][0])
                expect("summary: the heaviest record", day["records"][0]["exercise"] == "Barbell Back Squat"
                       and day["records"][0]["loadKg"] == 120, day["records"])

                records = await session.call_tool("records", {"exercise": "Bench Press"})
                bench = records.structured_content["records"][0]
                expect("records: bench sessions and heaviest set", bench["sessions"] == 2 and bench["heaviest"] ==
                       {"loadKg": 105, "reps": 3, "date": "2026-11-05"}, bench)
                expect("records: bench best volume", bench["bestVolume"] == {"kilograms": 1000, "date": "2026-11-02"}, bench)

                search = await session.call_tool("search_exercises", {"query": "bench press", "limit": 5})
                names = [hit["name"] for hit in search.structured_content["exercises"]]
                expect("search_exercises finds Barbell Bench Press first", names[0] == "Barbell Bench Press", names)

                entry = "2026-11-19   lifting\n    Bench Press   100x5x3 @8"
                canonical = "2026-11-19 lifting\n  Bench Press 100x5x3 @8\n"
                with open(os.path.join(WORKSPACE, "anna", "2026.antrain")) as handle:
                    before = handle.read()
                dry = await session.call_tool("log", {"entries": entry, "dry_run": True})
                with open(os.path.join(WORKSPACE, "anna", "2026.antrain")) as handle:
                    unchanged = handle.read() == before
                expect("log dry_run answers the canonical text and writes nothing",
                       not dry.is_error and dry.structured_content["text"] == canonical
                       and dry.structured_content["written"] is False and unchanged, dry.content)

                refused = await session.call_tool("log", {"entries": "2026-11-19 lifting\n  Bench Press 100x0"})
                diagnostics = (refused.structured_content or {}).get("diagnostics", [])
                expect("log refuses an entry with an error, with its diagnostics",
                       refused.is_error and diagnostics and diagnostics[0]["code"] == "reps-not-positive"
                       and diagnostics[0]["file"] == "<entries>" and diagnostics[0]["line"] == 2, refused.content)

                written = await session.call_tool("log", {"entries": entry})
                expect("log writes a clean entry", not written.is_error and written.structured_content["written"] is True
                       and written.structured_content["file"] == "anna/2026.antrain", written.content)
                with open(os.path.join(WORKSPACE, "anna", "2026.antrain")) as handle:
                    after = handle.read()
                expect("the log ends with the canonical entry", after == before + "\n" + canonical, after[-200:])

                escape = await session.call_tool("log", {"entries": entry, "path": "../outside"})
                expect("a path that leaves the root is refused", escape.is_error and "‘..’" in escape.content[0].text,
                       escape.content)
                outside = await session.call_tool("summary", {"path": "/etc"})
                expect("an absolute path outside the root is refused",
                       outside.is_error and "outside the workspace" in outside.content[0].text, outside.content)

                # The other tools, each once: the SDK checks every structured result against its schema.
                for name, arguments in [("check", {}), ("report", {"from": "2026-11-01"}),
                                        ("history", {"exercise": "Bench Press"}), ("search_foods", {"query": "oats"}),
                                        ("programs", {})]:
                    other = await session.call_tool(name, arguments)
                    expect(f"{name} answers a result that matches its output schema", not other.is_error, other.content)

                spec = await session.read_resource("antrain://spec")
                expect("antrain://spec is the language reference",
                       spec.contents[0].text.startswith("# The Antrain log format"), spec.contents[0].text[:60])

                await session.send_ping()
                expect("ping after everything", True)

    check = subprocess.run([ANTRAIN, "check", os.path.join(WORKSPACE, "anna")], capture_output=True, text=True)
    expect("antrain check finds the written log clean", check.returncode == 0 and check.stdout == "",
           check.stdout + check.stderr)


try:
    asyncio.run(scenario())
except Exception:
    traceback.print_exc()
    results.append(False)
    print("FAIL the scenario stopped with an exception", flush=True)
passed = sum(results)
failed = len(results) - passed
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
