#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generates resources/sample-archive.json, the archive the explorer opens when given no file.

    python3 resources/make_sample_archive.py [--seed ../shared/fixtures/seed/manifest.json] [--out resources/sample-archive.json]

What it holds (ARCHIVE.md terms):
  * the seed manifest bundle, embedded as the first item byte for byte (its run keeps digest
    sha256:381f22e4..., its protocol and environment verify, its workload and implementation stay
    "not in archive" because their objects were never published);
  * the seed's comparison group: 15 faster passed runs (two of them tied) and 3 slower ones that
    name the seed's own protocol, workload and environment digests, so the derived comparison key
    equals the seed's and the seed ranks 16 of 19; plus a failed, an error and an unknown run;
  * a second group (same benchmark on an NVIDIA H100 environment) and a third (a FlashInfer-Bench
    style GEMM with a workload object, per-case rows, correctness policies and artifacts);
  * a tampered bundle, "sample-fib-gemm-altered": its run declares the genuine FlashInfer-Bench
    protocol's digest but carries an edited copy of it (timer changed to "wall_clock"). The genuine
    protocol is elsewhere in the file, yet the bundle's own object is checked first (ARCHIVE.md §3),
    so its protocol reads "declared ≠ computed" with the note that another object in the file has
    the declared digest; `verify` exits 1 on it, and it is not ranked (ARCHIVE.md §3 "Integrity
    before rank"): its group's #1 is Cinder Dace, and the Leaderboard counts it in its Integrity
    column; with "rank runs that fail integrity" on it ranks #1 again, marked;
  * attestations: a signed reproduction (valid Ed25519 signature, deterministic sample key), an
    unsigned note and one whose signature does not verify.
Every object except the seed bundle carries the label "kernelindex.dev/sample": "true": they are
invented sample data, not KernelIndex results.

The output is deterministic (fixed random seed, deterministic Ed25519), so re-running the script on
an unchanged seed reproduces the committed file byte for byte. Needs only the Python 3 standard
library. Digests follow ARCHIVE.md §3 (JCS of {apiVersion, kind, spec}); the JCS here handles the
numbers this script writes (integers and plain decimals), not the whole of RFC 8785.
"""

import argparse
import hashlib
import json
import os
import random
import sys

API = "kernelindex.dev/v1alpha1"
SAMPLE = {"kernelindex.dev/sample": "true"}
HERE = os.path.dirname(os.path.abspath(__file__))


# --- RFC 8785 canonical JSON and digests (subset: the values this script produces) -------------

def _jcs_number(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if value == int(value) and abs(value) < 1e21:
        return str(int(value))  # ECMAScript prints 100.0 as "100"
    text = repr(value)
    if "e" in text or "E" in text:
        raise ValueError("exponent numbers are outside this script's JCS subset: %r" % value)
    return text


def jcs(value):
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return _jcs_number(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ",".join(jcs(v) for v in value) + "]"
    if isinstance(value, dict):
        keys = sorted(value, key=lambda k: k.encode("utf-16-be"))
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + jcs(value[k]) for k in keys) + "}"
    raise TypeError(type(value))


def digest(obj):
    core = {"apiVersion": obj["apiVersion"], "kind": obj["kind"], "spec": obj["spec"]}
    return "sha256:" + hashlib.sha256(jcs(core).encode("utf-8")).hexdigest()


# --- Ed25519 (RFC 8032 §6 reference algorithm; slow but tiny, and deterministic) -----------------

_P = 2**255 - 19
_L = 2**252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _P - 2, _P) % _P
_I = pow(2, (_P - 1) // 4, _P)


def _xrecover(y):
    xx = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P)
    x = pow(xx, (_P + 3) // 8, _P)
    if (x * x - xx) % _P != 0:
        x = (x * _I) % _P
    if x % 2 != 0:
        x = _P - x
    return x


_BY = 4 * pow(5, _P - 2, _P) % _P
_B = (_xrecover(_BY), _BY, 1, _xrecover(_BY) * _BY % _P)


def _add(p, q):
    a = (p[1] - p[0]) * (q[1] - q[0]) % _P
    b = (p[1] + p[0]) * (q[1] + q[0]) % _P
    c = 2 * p[3] * q[3] * _D % _P
    d = 2 * p[2] * q[2] % _P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def _mul(s, p):
    q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            q = _add(q, p)
        p = _add(p, p)
        s >>= 1
    return q


def _encode(p):
    zi = pow(p[2], _P - 2, _P)
    x, y = p[0] * zi % _P, p[1] * zi % _P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def _sha512_int(data):
    return int.from_bytes(hashlib.sha512(data).digest(), "little")


def ed25519_public_key(secret):
    h = hashlib.sha512(secret).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return _encode(_mul(a, _B))


def ed25519_sign(secret, message):
    h = hashlib.sha512(secret).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    public = _encode(_mul(a, _B))
    r = _sha512_int(h[32:] + message) % _L
    big_r = _encode(_mul(r, _B))
    k = _sha512_int(big_r + public + message) % _L
    return big_r + int.to_bytes((r + k * a) % _L, 32, "little")


def b64(data):
    import base64
    return base64.b64encode(data).decode("ascii")


def signed_attestation(obj, secret):
    """Signs JCS {apiVersion, kind, spec without signature} (models/digest.h attestationSigningBytes)."""
    spec = {k: v for k, v in obj["spec"].items() if k != "signature"}
    message = jcs({"apiVersion": obj["apiVersion"], "kind": obj["kind"], "spec": spec}).encode("utf-8")
    obj["spec"]["signature"] = {
        "algorithm": "ed25519",
        "publicKey": b64(ed25519_public_key(secret)),
        "value": b64(ed25519_sign(secret, message)),
    }
    return obj


# --- the sample data -----------------------------------------------------------------------------

NAMES = [
    "Amber Heron", "Cobalt Finch", "Dusky Lynx", "Ember Stoat", "Fallow Wren", "Granite Owl",
    "Hazel Marten", "Indigo Crane", "Juniper Vole", "Kestrel Moth", "Lichen Newt", "Marble Teal",
    "Nimbus Shrike", "Ochre Badger", "Pewter Ibis", "Quartz Hare", "Russet Plover", "Slate Gecko",
    "Tawny Egret", "Umber Pika", "Velvet Rook", "Willow Skink", "Xenon Tern", "Yarrow Civet",
    "Zircon Loon", "Amethyst Mole", "Bramble Kite", "Cinder Dace",
]


def meta(name, title, labels=None, annotations=None):
    m = {"name": name, "title": title, "labels": dict(SAMPLE)}
    if labels:
        m["labels"].update(labels)
    if annotations:
        m["annotations"] = annotations
    return m


def obj(kind, metadata, spec):
    return {"apiVersion": API, "kind": kind, "metadata": metadata, "spec": spec}


def implementation(name, revision, language="CUDA", project=None):
    slug = name.lower().replace(" ", "-")
    return obj("Implementation", meta("impl-" + slug + "-" + revision, name + " " + revision), {
        "name": name,
        "project": project or name,
        "revision": revision,
        "language": language,
        "author": name + " team",
        "source": "https://example.org/sample/" + slug,
    })


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", default=os.path.join(HERE, "..", "..", "shared", "fixtures", "seed", "manifest.json"))
    parser.add_argument("--out", default=os.path.join(HERE, "sample-archive.json"))
    args = parser.parse_args()

    with open(args.seed, "rb") as f:
        seed_bytes = f.read()
    seed = json.loads(seed_bytes)
    seed_run = seed["run"]["spec"]
    seed_digest = digest(seed["run"])
    protocol_digest = seed_run["protocolDigest"]
    workload_digest = seed_run["workloadDigest"]
    environment_digest = seed_run["environmentDigest"]
    benchmark = seed_run["sourceNative"]["benchmark"]
    seed_latency = seed_run["timing"]["latencyNs"]["mean"]

    rng = random.Random(26346)
    items = []
    runs_by_name = {}

    def add_run(name, title, spec, labels=None, annotations=None):
        run = obj("BenchmarkRun", meta(name, title, labels, annotations), spec)
        items.append(run)
        runs_by_name[name] = run
        return run

    def sol_metrics(latency_ns, faster, speedup, sol_ns=42942.0):
        # SOL-ExecBench's S = 1 / (1 + (T_k - T_SOL) / (T_b - T_SOL)); the default T_SOL and the
        # baseline T_b = seed latency x 1.2219 reproduce the seed's own SOL 0.5542.
        baseline_ns = latency_ns * speedup
        score = 1.0 / (1.0 + (latency_ns - sol_ns) / (baseline_ns - sol_ns)) if baseline_ns > sol_ns else 0.0
        return {
            "sol_score": round(score, 6),
            "latency_ms": round(latency_ns / 1e6, 6),
            "avg_speedup": round(speedup, 4),
            "fast_1_count": faster,
            "fast_1_total": 16,
        }

    # Group A: the seed's group on B200. Latencies below the seed's, one tie at ranks 7/7.
    faster = sorted(rng.uniform(301000, 480000) for _ in range(14))
    faster.insert(6, faster[6])  # a tie: competition ranking gives 1..6, 7, 7, 9..15
    faster = [float(round(v)) for v in faster]
    evidence_cycle = ["source-reported", "source-native", "source-reported", "source-reported", "source-native"]
    impl_objects = []
    for i, latency in enumerate(faster):
        name = NAMES[i]
        external = str(27000 + i * 37)
        speedup = seed_latency * 1.2219 / latency
        fast = min(16, 15 + (1 if latency < 400000 else 0))
        impl = implementation(name, "submission-" + external)
        spec = {
            "status": "passed",
            "timing": {"latencyNs": {"mean": latency}, "primaryStatistic": "mean"},
            "observedAt": "2026-07-%02dT%02d:%02d:00Z" % (1 + i, 8 + i % 10, (i * 7) % 60),
            "publishedAt": "2026-08-%02dT12:00:00Z" % (1 + i),
            "sourceNative": {
                "source": "sol-execbench",
                "benchmark": benchmark,
                "externalId": external,
                "metrics": sol_metrics(latency, fast, speedup),
            },
            "protocolDigest": protocol_digest,
            "workloadDigest": workload_digest,
            "environmentDigest": environment_digest,
            "implementationDigest": digest(impl),
            "evidence": {"level": evidence_cycle[i % len(evidence_cycle)]},
        }
        if i % 3 == 0:
            impl_objects.append(impl)  # some implementations are published, others stay unresolved
        annotations = {"kernelindex.dev/id": "%08x" % (0x5a300000 + i * 4099)}
        add_run("sample-sol-" + external, name + " · " + benchmark + " · B200", spec, annotations=annotations)

    # #1 of the group: a controlled rerun, with a correctness policy, artifacts and attestations.
    best = items[0]
    best["spec"]["evidence"] = {"level": "controlled-rerun"}
    best["spec"]["correctness"] = {
        "status": "passed",
        "policy": "atol 1e-2, rtol 1e-2 against the definition reference, every case",
        "maxAbsoluteError": 0.0039,
        "maxRelativeError": 0.0071,
    }
    best["spec"]["timing"]["latencyNs"].update({
        "median": best["spec"]["timing"]["latencyNs"]["mean"] - 812,
        "min": best["spec"]["timing"]["latencyNs"]["mean"] - 4210,
        "max": best["spec"]["timing"]["latencyNs"]["mean"] + 9377,
        "stddev": 2311.5,
        "p95": best["spec"]["timing"]["latencyNs"]["mean"] + 5120,
    })
    best["spec"]["artifacts"] = [
        {"name": "kernel source", "uri": "https://example.org/sample/amber-heron/kernel.cu",
         "digest": "sha256:" + hashlib.sha256(b"sample kernel source").hexdigest(),
         "mediaType": "text/x-cuda", "size": 18211},
        {"name": "profiler report", "uri": "https://example.org/sample/amber-heron/report.ncu-rep",
         "digest": "sha256:" + hashlib.sha256(b"sample profiler report").hexdigest(),
         "mediaType": "application/octet-stream", "size": 2411520},
    ]

    # Slower passed runs: ranks 17..19.
    for j, latency in enumerate([512400.0, 577050.0, 733900.0]):
        i = 15 + j
        name = NAMES[i]
        external = str(28000 + j)
        spec = {
            "status": "passed",
            "timing": {"latencyNs": {"mean": latency}, "primaryStatistic": "mean"},
            "observedAt": "2026-07-%02dT09:00:00Z" % (20 + j),
            "sourceNative": {"source": "sol-execbench", "benchmark": benchmark, "externalId": external,
                             "metrics": sol_metrics(latency, 12 - 3 * j, seed_latency * 1.2219 / latency)},
            "protocolDigest": protocol_digest,
            "workloadDigest": workload_digest,
            "environmentDigest": environment_digest,
            "evidence": {"level": "source-reported"},
        }
        add_run("sample-sol-" + external, name + " · " + benchmark + " · B200", spec)

    # Unranked members of the group: failed, error, unknown.
    common = {"protocolDigest": protocol_digest, "workloadDigest": workload_digest,
              "environmentDigest": environment_digest}
    add_run("sample-sol-29001", NAMES[18] + " · " + benchmark + " · B200", dict(common, **{
        "status": "failed",
        "timing": {"latencyNs": {"mean": 455020.0}, "primaryStatistic": "mean"},
        "observedAt": "2026-07-22T11:40:00Z",
        "correctness": {"status": "failed", "policy": "atol 1e-2, rtol 1e-2", "maxAbsoluteError": 0.37,
                        "maxRelativeError": 1.8},
        "sourceNative": {"source": "sol-execbench", "benchmark": benchmark, "externalId": "29001",
                         "metrics": {"fast_1_count": 0, "fast_1_total": 16}},
        "evidence": {"level": "source-native"},
    }))
    add_run("sample-sol-29002", NAMES[19] + " · " + benchmark + " · B200", dict(common, **{
        "status": "error",
        "observedAt": "2026-07-23T07:05:00Z",
        "sourceNative": {"source": "sol-execbench", "benchmark": benchmark, "externalId": "29002",
                         "metrics": {}},
        "evidence": {"level": "source-reported"},
    }))
    add_run("sample-sol-29003", NAMES[20] + " · " + benchmark + " · B200", dict(common, **{
        "status": "unknown",
        "timing": {"latencyNs": {"mean": 498000.0}, "primaryStatistic": "mean"},
        "observedAt": "2026-07-24T16:30:00Z",
    }))

    # Group B: the same benchmark and protocol on an H100 environment (another comparison group).
    h100 = obj("ExecutionEnvironment", meta("sample-sol-execbench-h100-v1-1", "SOL-ExecBench NVIDIA H100, stack v1.1"), {
        "hardware": {"vendor": "nvidia", "product": "NVIDIA H100", "architecture": "sm_90"},
        "software": {"libraries": {"evaluation_stack": "v1.1", "cuda": "12.8", "torch": "2.7.1"}},
    })
    items.append(h100)
    for k, latency in enumerate([903300.0, 951870.0, 1088000.0, 1204500.0]):
        name = NAMES[21 + k]
        add_run("sample-sol-h100-%d" % k, name + " · " + benchmark + " · H100", {
            "status": "passed",
            "timing": {"latencyNs": {"mean": latency}, "primaryStatistic": "mean"},
            "observedAt": "2026-06-%02dT10:00:00Z" % (10 + k),
            "sourceNative": {"source": "sol-execbench", "benchmark": benchmark, "externalId": str(25100 + k),
                             "metrics": sol_metrics(latency, 14 - k, 1.31 - 0.07 * k, sol_ns=96000.0)},
            "protocolDigest": protocol_digest,
            "workloadDigest": workload_digest,
            "environmentDigest": digest(h100),
            "evidence": {"level": "source-reported"},
        })

    # Group C: a FlashInfer-Bench style GEMM with its protocol, workload, cases and artifacts.
    fib_protocol = obj("BenchmarkProtocol", meta("sample-flashinfer-bench-v0-3", "FlashInfer-Bench harness v0.3"), {
        "harness": {"name": "flashinfer-bench", "version": "0.3.0"},
        "correctness": {"reference": "definition reference implementation", "comparator": "allclose",
                        "policy": "atol 1e-2, rtol 1e-2 on every output"},
        "measurement": {"timer": "cuda_events", "primaryStatistic": "mean"},
        "comparability": {"family": "flashinfer_bench", "notes": "Comparable within one definition and GPU."},
    })
    gemm_axes = [{"M": 1}, {"M": 16}, {"M": 128}, {"M": 4096}]
    fib_workload = obj("BenchmarkWorkload", meta("sample-gemm-n128-k2048", "gemm_n128_k2048 (4 cases)"), {
        "definition": "gemm_n128_k2048",
        "description": "C = A · Bᵀ with N = 128, K = 2048, bfloat16 inputs, float32 accumulation.",
        "comparator": "allclose",
        "suite": {"cases": len(gemm_axes), "aggregate": "mean latency over passed cases"},
        "axes": {"M": [a["M"] for a in gemm_axes], "N": 128, "K": 2048},
    })
    b200_fib = obj("ExecutionEnvironment", meta("sample-fib-b200", "FlashInfer-Bench NVIDIA B200"), {
        "hardware": {"vendor": "nvidia", "product": "NVIDIA B200", "architecture": "sm_100"},
        "software": {"libraries": {"cuda": "12.9", "flashinfer": "0.2.8", "torch": "2.8.0", "triton": "3.4.0"}},
    })
    b200_fib_newer = obj("ExecutionEnvironment", meta("sample-fib-b200-torch29", "FlashInfer-Bench NVIDIA B200, torch 2.9"), {
        "hardware": {"vendor": "nvidia", "product": "NVIDIA B200", "architecture": "sm_100"},
        "software": {"libraries": {"cuda": "13.0", "flashinfer": "0.3.1", "torch": "2.9.0", "triton": "3.5.0"}},
    })
    items += [fib_protocol, fib_workload, b200_fib, b200_fib_newer]
    reference_ns = [9100.0, 11800.0, 23900.0, 402000.0]
    for k, (name, factor, env, language) in enumerate([
            ("Cinder Dace", 0.71, b200_fib_newer, "Triton"),
            ("Bramble Kite", 0.83, b200_fib, "CUDA"),
            ("Zircon Loon", 0.97, b200_fib, "CUDA"),
            ("Amethyst Mole", 1.12, b200_fib, "Triton")]):
        impl = implementation(name, "r%d" % (40 + k), language=language, project="sample gemm kernels")
        impl_objects.append(impl)
        cases = []
        total = 0.0
        faster_cases = 0
        failed = k == 3
        for c, axes in enumerate(gemm_axes):
            latency = round(reference_ns[c] * factor * (1.0 + 0.03 * ((c + k) % 3)), 1)
            status = "INCORRECT_NUMERICAL" if failed and c == 2 else "PASSED"
            cases.append({"workload": "gemm-case-%d" % c, "axes": axes, "status": status,
                          "latencyNs": latency, "referenceLatencyNs": reference_ns[c]})
            if status == "PASSED":
                total += latency
            faster_cases += 1 if latency < reference_ns[c] else 0
        passed_cases = sum(1 for c in cases if c["status"] == "PASSED")
        spec = {
            "status": "failed" if failed else "passed",
            "timing": {"latencyNs": {"mean": round(total / passed_cases, 1)}, "primaryStatistic": "mean"},
            "observedAt": "2026-03-17T14:%02d:00Z" % (17 + k),
            "publishedAt": "2026-03-20T09:00:00Z",
            "sourceNative": {"source": "flashinfer-bench", "benchmark": "gemm_n128_k2048",
                             "externalId": "fib-gemm-%d" % k,
                             "metrics": {"avg_speedup": round(sum(cs["referenceLatencyNs"] / cs["latencyNs"] for cs in cases) / len(cases), 4),
                                         "fast_1_count": faster_cases, "fast_1_total": len(cases)}},
            "protocolDigest": digest(fib_protocol),
            "workloadDigest": digest(fib_workload),
            "environmentDigest": digest(env),
            "implementationDigest": digest(impl),
            "comparisonKey": "sample:gemm_n128_k2048/B200/flashinfer-bench-0.3",
            "evidence": {"level": "source-native"},
            "correctness": {"status": "failed" if failed else "passed", "policy": "atol 1e-2, rtol 1e-2 on every output",
                            "maxAbsoluteError": 0.25 if failed else 0.0019, "maxRelativeError": 0.6 if failed else 0.0042},
            "cases": cases,
            "artifacts": [{"name": "solution", "uri": "https://example.org/sample/gemm/%s.py" % name.lower().replace(" ", "-"),
                           "digest": "sha256:" + hashlib.sha256(name.encode()).hexdigest(),
                           "mediaType": "text/x-python", "size": 4096 + 512 * k}],
        }
        add_run("sample-fib-gemm-%d" % k, name + " · gemm_n128_k2048 · B200", spec)

    # A bundle whose run declares the genuine protocol but carries an edited one: declared ≠ computed
    # (ARCHIVE.md §3 checks the carried object first), even though the genuine one is in the file.
    altered_protocol = json.loads(json.dumps(fib_protocol))
    altered_protocol["metadata"] = meta("sample-flashinfer-bench-v0-3-edited", "FlashInfer-Bench harness v0.3 (edited)")
    altered_protocol["spec"]["measurement"]["timer"] = "wall_clock"
    mismatched_run = obj("BenchmarkRun", meta("sample-fib-gemm-altered", "Quartz Hare · gemm_n128_k2048 · B200 (altered bundle)"), {
        "status": "passed",
        "timing": {"latencyNs": {"mean": 16650.5}, "primaryStatistic": "mean"},
        "observedAt": "2026-03-18T08:00:00Z",
        "sourceNative": {"source": "flashinfer-bench", "benchmark": "gemm_n128_k2048", "externalId": "fib-gemm-x",
                         "metrics": {"avg_speedup": 1.08, "fast_1_count": 3, "fast_1_total": 4}},
        "protocolDigest": digest(fib_protocol),
        "workloadDigest": digest(fib_workload),
        "environmentDigest": digest(b200_fib),
        "comparisonKey": "sample:gemm_n128_k2048/B200/flashinfer-bench-0.3",
        "evidence": {"level": "source-reported"},
    })
    items.append({"run": mismatched_run, "protocol": altered_protocol, "environment": b200_fib, "workload": fib_workload})

    items += impl_objects

    # Attestations on the group's #1: a signed reproduction, an unsigned note, a bad signature.
    sample_key = hashlib.sha256(b"kernelindex-explorer sample attestation key (not a secret)").digest()
    best_digest = digest(best)
    items.append(signed_attestation(obj("Attestation", meta("sample-attestation-repro-1", "Reproduction on a second B200"), {
        "subject": best_digest,
        "kind": "reproduction",
        "author": "Pewter Ibis lab",
        "createdAt": "2026-08-02T15:20:00Z",
        "text": "Reran the submission with the published harness on our own B200; within 1.5 % of the reported mean.",
        "measurement": {"latencyNs": round(best["spec"]["timing"]["latencyNs"]["mean"] * 1.013), "environmentDigest": environment_digest},
    }), sample_key))
    items.append(obj("Attestation", meta("sample-attestation-note-1", "Note on the tie"), {
        "subject": best_digest,
        "kind": "note",
        "author": "Marble Teal",
        "createdAt": "2026-08-05T09:00:00Z",
        "text": "Two submissions report the same mean to the nanosecond; both share rank 7.",
    }))
    tampered = signed_attestation(obj("Attestation", meta("sample-attestation-repro-2", "Reproduction (edited after signing)"), {
        "subject": best_digest,
        "kind": "reproduction",
        "author": "Slate Gecko",
        "createdAt": "2026-08-09T18:45:00Z",
        "text": "Reproduced on a cloud B200.",
        "measurement": {"latencyNs": round(best["spec"]["timing"]["latencyNs"]["mean"] * 0.97)},
    }), sample_key)
    tampered["spec"]["text"] = "Reproduced on a cloud B200, 20 % faster than reported."  # breaks the signature
    items.append(tampered)

    archive_meta = {
        "name": "kernelindex-explorer-sample",
        "title": "KernelIndex Explorer sample archive (the seed record among invented sample runs)",
        "exportedAt": "2026-08-24T00:00:00Z",
        "source": "KernelIndex Explorer sample archive",
    }
    # The seed bundle goes in verbatim, so its objects keep their exact published bytes.
    parts = [seed_bytes.decode("utf-8").rstrip("\n")]
    for item in items:
        parts.append(json.dumps(item, indent=2, ensure_ascii=False))
    text = ('{\n"apiVersion": "%s",\n"kind": "RunArchive",\n"metadata": %s,\n"items": [\n%s\n]\n}\n'
            % (API, json.dumps(archive_meta, indent=2, ensure_ascii=False), ",\n".join(parts)))
    json.loads(text)  # well-formed
    assert seed_bytes.decode("utf-8").rstrip("\n") in text
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    ranked_faster = sum(1 for v in faster if v < seed_latency)
    print("wrote %s: %d items + seed bundle; seed %s at rank %d" % (args.out, len(items), seed_digest, ranked_faster + 1),
          file=sys.stderr)


if __name__ == "__main__":
    main()
