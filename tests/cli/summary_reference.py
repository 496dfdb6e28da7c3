#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""An independent computation of `summary` from the raw Trace JSON lines (resources/help/leaderboard.md).

Usage: summary_reference.py KERNELINDEX-EXPLORER TRACE-ROOT

Reads every *.jsonl under TRACE-ROOT itself (no import, no C++), computes the leaderboard by the
rules of FlashInfer-Bench's TraceSet.rank_authors / web analytics as the README states them, and
FlashInfer-Bench's artifact_summary.json for each folder that holds a traces/ folder, then runs the
program's `summary --json` and `summary --format flashinfer` and compares every figure.
"""
import json
import math
import os
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

FAST_P = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0]
INCORRECT = {"INCORRECT_SHAPE", "INCORRECT_NUMERICAL", "INCORRECT_DTYPE"}
RUNTIME = {"RUNTIME_ERROR", "COMPILE_ERROR", "TIMEOUT"}
failures = []


def load(root):
    lines = []
    for folder, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if name.endswith(".jsonl"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    for text in handle:
                        if text.strip():
                            lines.append(json.loads(text))
    return lines


def perf(line, key):
    performance = (line.get("evaluation") or {}).get("performance") or {}
    value = performance.get(key)
    return value if isinstance(value, (int, float)) else None


def derived_set(root, folder):
    """A trace set with several solutions and authors, made from the real gemm and rmsnorm lines: "team-a"
    has the original gemm solution and a copy 1.6x faster that passes everywhere, "team-b" a copy of the
    rmsnorm solution 0.8x as fast and one with every other case failed. Authors come from solutions/."""
    lines = [t for t in load(root) if t["definition"] in ("gemm_n128_k2048", "rmsnorm_h4096")]
    out, authors = [], {}
    for t in lines:
        original = t["solution"]
        authors[original] = "team-a" if t["definition"] == "gemm_n128_k2048" else "team-b"
        out.append(t)
        for suffix, scale, author in (("_fast", 1 / 1.6, "team-a"), ("_slow", 1.25, "team-b")):
            if t["definition"] == "rmsnorm_h4096" and suffix == "_fast":
                continue
            copy = json.loads(json.dumps(t))
            copy["solution"] = original + suffix
            authors[copy["solution"]] = author
            if copy["evaluation"]["status"] != "PASSED":
                copy["evaluation"]["status"] = "PASSED"
                copy["evaluation"]["performance"] = {"latency_ms": 0.05, "reference_latency_ms": 0.02,
                                                     "speedup_factor": 0.4}
                copy["evaluation"]["correctness"] = {"max_absolute_error": 0.0, "max_relative_error": 0.0}
            copy["evaluation"]["performance"]["latency_ms"] *= scale
            out.append(copy)
        if t["definition"] == "rmsnorm_h4096":
            broken = json.loads(json.dumps(t))
            broken["solution"] = original + "_broken"
            authors[broken["solution"]] = "team-b"
            if len(out) % 2:
                broken["evaluation"]["status"] = "INCORRECT_NUMERICAL"
            out.append(broken)
    os.makedirs(os.path.join(folder, "traces"), exist_ok=True)
    os.makedirs(os.path.join(folder, "solutions"), exist_ok=True)
    with open(os.path.join(folder, "traces", "derived.jsonl"), "w", encoding="utf-8") as handle:
        for t in out:
            handle.write(json.dumps(t) + "\n")
    definition_of = {t["solution"]: t["definition"] for t in out}
    for solution, author in authors.items():
        with open(os.path.join(folder, "solutions", solution + ".json"), "w", encoding="utf-8") as handle:
            json.dump({"name": solution, "definition": definition_of[solution], "author": author,
                       "spec": {"language": "cuda"}, "sources": []}, handle)
    return authors


def leaderboard(lines, authors=None):
    # A definition is (definition, hardware): the comparison group of the import.
    by_definition = defaultdict(list)
    for line in lines:
        hardware = line["evaluation"]["environment"]["hardware"]
        by_definition[(line["definition"], hardware)].append(line)
    rows = defaultdict(lambda: {"scores": {}, "ratios": [], "attempted": 0, "possible": 0,
                                "correctness": Counter(), "firsts": 0})
    for key, traces in by_definition.items():
        baseline = {}
        for t in traces:
            ref = perf(t, "reference_latency_ms")
            if ref is not None and ref > 0:
                uuid = t["workload"]["uuid"]
                baseline[uuid] = min(baseline.get(uuid, ref), ref)
        solutions = defaultdict(list)
        for t in traces:
            solutions[t["solution"]].append(t)
        # The group's #1: among solutions whose every line passed, the lowest mean passed latency.
        means = {s: sum(perf(t, "latency_ms") for t in ts) / len(ts) for s, ts in solutions.items()
                 if all(t["evaluation"]["status"] == "PASSED" for t in ts)}
        first = min(means.values()) if means else None
        for solution, ts in sorted(solutions.items()):
            # Without solutions/ beside the traces, the solution names itself (its implementation's name).
            author = (authors or {}).get(solution, solution)
            row = rows[author]
            row["possible"] += len(baseline)
            if first is not None and means.get(solution) == first:
                row["firsts"] += 1
            best = {}
            failed = False
            for t in ts:
                status = t["evaluation"]["status"]
                row["correctness"]["total"] += 1
                bucket = ("passed" if status == "PASSED" else "incorrect" if status in INCORRECT
                          else "runtimeError" if status in RUNTIME else "other")
                row["correctness"][bucket] += 1
                failed = failed or status != "PASSED"
                uuid = t["workload"]["uuid"]
                if uuid not in baseline:
                    continue
                latency = perf(t, "latency_ms")
                ratio = baseline[uuid] / latency if status == "PASSED" and latency and latency > 0 else 0.0
                best[uuid] = max(best.get(uuid, 0.0), ratio)
            row["ratios"] += list(best.values())
            row["attempted"] += len(best)
            if not best:
                continue
            if failed:
                score = (0.0, 0.0, 0.0, len(best))
            else:
                score = (sum(best.values()) / len(best), 1.0,
                         sum(1 for r in best.values() if r > 1) / len(best), len(best))
            if key not in row["scores"] or score[0] > row["scores"][key][0]:
                row["scores"][key] = score
    result = {}
    for author, row in rows.items():
        scores = list(row["scores"].values())
        n = len(scores)
        ratios = sorted(row["ratios"])
        result[author] = {
            "avgSpeedup": sum(s[0] for s in scores) / n if n else None,
            "successRate": sum(s[1] for s in scores) / n if n else None,
            "winRate": sum(s[2] for s in scores) / n if n else None,
            "definitions": n,
            "workloads": sum(s[3] for s in scores),
            "coverage": row["attempted"] / row["possible"] if row["possible"] else None,
            "firsts": row["firsts"],
            "correctness": {k: row["correctness"][k] for k in
                            ("total", "passed", "incorrect", "runtimeError", "other")},
            "fastP": [sum(1 for r in ratios if r >= p) / len(ratios) if ratios else 0.0 for p in FAST_P],
        }
    return result


def artifact_summary(root):
    """The artifact_summary.json of FlashInfer-Bench's run_solution_dir_benchmarks.sh."""
    lines = load(os.path.join(root, "traces"))
    status = Counter(t["evaluation"]["status"] for t in lines)
    passed = [t for t in lines if t["evaluation"]["status"] == "PASSED"]
    latencies = [perf(t, "latency_ms") for t in passed]
    per_definition = {}
    for name in sorted({t["definition"] for t in lines}):
        ts = [t for t in lines if t["definition"] == name]
        counts = Counter(t["evaluation"]["status"] for t in ts)
        candidates = [t for t in ts if t["evaluation"]["status"] == "PASSED"
                      and t["evaluation"]["correctness"]["max_absolute_error"] <= 1e-2
                      and t["evaluation"]["correctness"]["max_relative_error"] <= 1e-2]
        best = max(candidates, key=lambda t: perf(t, "speedup_factor")) if candidates else None
        corr = best["evaluation"]["correctness"] if best else {}
        per_definition[name] = {
            "total": len(ts), "passed": counts.get("PASSED", 0), "failed": len(ts) - counts.get("PASSED", 0),
            "status_counts": dict(sorted(counts.items())),
            "best_solution": best["solution"] if best else None,
            "best_speedup_factor": perf(best, "speedup_factor") if best else None,
            "best_latency_ms": perf(best, "latency_ms") if best else None,
            "best_reference_latency_ms": perf(best, "reference_latency_ms") if best else None,
            "best_max_absolute_error": corr.get("max_absolute_error"),
            "best_max_relative_error": corr.get("max_relative_error"),
        }
    return {
        "trace_set_root": root,
        "summary": {"total": len(lines), "passed": len(passed), "failed": len(lines) - len(passed),
                    "min_latency_ms": min(latencies) if latencies else None,
                    "max_latency_ms": max(latencies) if latencies else None,
                    "avg_latency_ms": sum(latencies) / len(latencies) if latencies else None},
        "status_counts": dict(sorted(status.items())),
        "per_definition": per_definition,
    }


def same(path, expected, actual):
    """Numbers within 1e-12 relative (the import stores ms as ns), everything else exactly."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        if set(expected) - set(actual):
            failures.append(f"{path}: missing {sorted(set(expected) - set(actual))}")
        for key in expected:
            if key in actual:
                same(f"{path}.{key}", expected[key], actual[key])
    elif isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        for i, (e, a) in enumerate(zip(expected, actual)):
            same(f"{path}[{i}]", e, a)
    elif isinstance(expected, (int, float)) and isinstance(actual, (int, float)) \
            and not isinstance(expected, bool):
        if not math.isclose(expected, actual, rel_tol=1e-12, abs_tol=0):
            failures.append(f"{path}: expected {expected!r}, got {actual!r}")
    elif expected != actual:
        failures.append(f"{path}: expected {expected!r}, got {actual!r}")


def run(program, *arguments):
    done = subprocess.run([program, *arguments], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        failures.append(f"{' '.join(arguments)}: exit {done.returncode}: {done.stderr}")
        return None
    return json.loads(done.stdout)


def compare_leaderboard(program, root, expected):
    actual = run(program, "summary", root, "--json", "--fast-p", ",".join(str(p) for p in FAST_P))
    if actual is not None:
        rows = {row["author"]: row for row in actual["authors"]}
        same("authors", sorted(expected), sorted(rows))
        for author, figures in expected.items():
            row = dict(rows.get(author, {}))
            row["fastP"] = [entry["share"] for entry in row.get("fastP", [])]
            same(author, figures, row)
        order = [row["author"] for row in actual["authors"]]
        ranked = sorted(expected, key=lambda a: (expected[a]["avgSpeedup"] is None,
                                                 -(expected[a]["avgSpeedup"] or 0), a))
        same("order", ranked, order)


def main():
    program, root = sys.argv[1], sys.argv[2]
    expected = leaderboard(load(root))
    compare_leaderboard(program, root, expected)
    with tempfile.TemporaryDirectory() as folder:
        authors = derived_set(root, folder)
        derived = leaderboard(load(folder), authors)
        if sorted(derived) != ["team-a", "team-b"]:
            failures.append(f"derived set: authors {sorted(derived)}")
        compare_leaderboard(program, folder, derived)
        expected.update({"derived " + k: v for k, v in derived.items()})
    folders = sorted(folder for folder, dirs, _ in os.walk(root) if "traces" in dirs)
    for folder in folders:
        actual = run(program, "summary", folder, "--format", "flashinfer")
        if actual is not None:
            same(folder, artifact_summary(folder), actual)
    if not folders or not expected:
        failures.append("no traces found under " + root)
    for failure in failures:
        print("FAIL", failure)
    print(f"{len(expected)} authors and {len(folders)} trace folders compared: "
          f"{'0 failed' if not failures else str(len(failures)) + ' failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
