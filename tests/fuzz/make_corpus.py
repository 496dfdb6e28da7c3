#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Builds the seed corpora of tests/fuzz/corpus/<target>/ from ../shared (the seed, the JCS vectors, the
# traces, every hostile file) and the embedded sample. Run from the repository root; the files are
# committed (a few hundred KB), together with every crash reproducer found since (crash-* files).
import gzip, hashlib, json, os, pathlib, sys

root = pathlib.Path('.')
shared = root / '..' / 'shared'
out = root / 'tests' / 'fuzz' / 'corpus'

def put(target, data, name=None):
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    name = name or hashlib.sha1(data).hexdigest()[:16]
    (d / name).write_bytes(data)

seed = (shared / 'fixtures' / 'seed' / 'manifest.json').read_bytes()
sample = (root / 'resources' / 'sample-archive.json').read_bytes()
doc = json.loads(sample)
items = [json.dumps(i, separators=(',', ':')).encode() for i in doc['items']]
traces = []
for p in sorted((shared / 'data').rglob('*.jsonl')):
    traces += p.read_bytes().splitlines(keepends=True)[:3]

# (a) the reader: byte 0 selects the name (even: .json, odd: .jsonl), the rest is the file.
J, L = b'\x00', b'\x01'
put('fuzz_reader', J + seed, 'seed')
put('fuzz_reader', J + gzip.compress(seed, mtime=0), 'seed.gz')
small = dict(doc, items=doc['items'][:3])
put('fuzz_reader', J + json.dumps(small, indent=1).encode(), 'sample-3-items')
put('fuzz_reader', L + b'\n'.join(items[:4]) + b'\n', 'sample-lines')
put('fuzz_reader', L + gzip.compress(b'\n'.join(items[:2]) + b'\n', mtime=0) + gzip.compress(items[2] + b'\n', mtime=0), 'lines-2-members.gz')
put('fuzz_reader', J + sample[:2000], 'sample-cut-2000')
for p in sorted((shared / 'fixtures' / 'hostile').iterdir()):
    if p.name != 'README.md':
        put('fuzz_reader', (L if '.jsonl' in p.name else J) + p.read_bytes(), 'hostile-' + p.name)

# (b) strict JSON -> canonical form -> digest
for p in sorted((shared / 'data' / 'jcs' / 'input').iterdir()):
    put('fuzz_json', p.read_bytes(), 'jcs-' + p.name)
put('fuzz_json', seed, 'seed')
for i, item in enumerate(items[:6]):
    put('fuzz_json', item, 'sample-item-%d' % i)
put('fuzz_json', b'{"a":1e400,"b":"\\ud800","c":[-0.0,1E-7,123456789012345678901234]}', 'edge-numbers')

# (c) trace import
for i, line in enumerate(traces[:12]):
    put('fuzz_traceimport', line, 'trace-%d' % i)
put('fuzz_traceimport', b''.join(traces[:4]), 'traces-4')

# (d) citations: NUL-separated runId, permalink, digest, title, author, year, publisher
put('fuzz_citation', b'\x00'.join([b'abc-1', b'https://kernelindex.dev/runs/abc-1', b'sha256:' + b'ab' * 32,
                                     b'GEMM \xc2\xb7 {braces} \\ $math$ %comment', b'Team & <Co>', b'2026', b'KernelIndex']), 'plain')
put('fuzz_citation', b'\x00'.join([b'x', b'', b'', b'1. title\nER  - \r\nTY  - x', b'}{', b'20x6', b'@misc{']), 'breakouts')
put('fuzz_citation', b'\x00'.join([b'', b'', b'', b'<i>t</i></span><b>', b'\\textbf{a}', b'', b'- [x](y)']), 'markup')

# (e) the scanner through windows: two bytes of spaces to insert (little-endian, up to 16 KB), one
# byte for where (of 256ths of the rest), then the document
def spaces(count, where):
    return bytes([count & 0xff, (count >> 8) & 0x3f, where])
put('fuzz_scan', spaces(0, 0) + sample, 'sample')
put('fuzz_scan', spaces(5000, 128) + sample[:6000], 'sample-cut-spaced')
put('fuzz_scan', spaces(4090, 10) + seed, 'seed-spaced')
put('fuzz_scan', spaces(0, 0) + json.dumps(dict(doc, items=doc['items'][:8]), indent=2).encode(), 'sample-8-items-indented')
for p in sorted((shared / 'fixtures' / 'hostile').iterdir()):
    if p.name != 'README.md' and p.stat().st_size < 65536:
        put('fuzz_scan', spaces(3000, 200) + p.read_bytes(), 'hostile-' + p.name)
