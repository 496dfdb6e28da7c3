#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The layers of README "Layout", checked from the sources themselves.

1. Direction: core <- io <- session <- items <- ui <- app, and session <- cli <- app. A file may include headers of its own
   layer and of the layers below it, never above (CMake enforces it at build time too: a library's
   include path is its own folder; this test names the offending line instead of a missing header).
2. No two files include each other (a file is a unit with its .h, its _p.h and its name_part.cpp files).
3. No file over 600 lines and no function over 120 lines (its signature may span lines, a constructor's
   initialiser list included) unless its first lines say why ("Long because: ...").
4. One place for each rule that has one: the reader's memory policy (freshmemory_p.h) is included only
   inside models/io and by none of its public headers, and its system calls (malloc_trim, mallopt,
   madvise, prefaulting) appear only there; files are written only through safewrite.h (no QSaveFile
   elsewhere); JSON is written only by the canonical writer (canonicaljson.h), never by QJsonDocument;
   a command's tab-separated lines only by the TSV writer (tablewriter.h tsvRow), never by raw tabs.
5. The front door stays one: README.md within about 250 lines, and neither it nor the manual
   (resources/help/*.md) carries a dated entry: a date (2026-12-07) only inside an example, that is an
   indented or fenced code block. History belongs in git and tests/benchmarks/history.csv.
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
layers = {  # folder -> (rank, layers it may include)
    "models/core": {"core"},
    "models/io": {"core", "io"},
    "models/session": {"core", "io", "session"},
    "models/items": {"core", "io", "session", "items"},
    "app/cli": {"core", "io", "session", "cli", "translations"},
    "ui": {"core", "io", "session", "items", "ui", "translations"},
    "ui/plot": {"core", "io", "session", "items", "ui", "translations"},
    "app": {"core", "io", "session", "items", "ui", "cli", "app", "translations"},
    "translations": {"translations", "io", "core"},
}
layer_name = {
    "models/core": "core", "models/io": "io", "models/session": "session", "models/items": "items", "app/cli": "cli",
    "ui": "ui", "ui/plot": "ui", "app": "app", "translations": "translations",
}

sources = []
for folder in layers:
    sources += [p for p in (root / folder).glob("*") if p.suffix in (".h", ".cpp")]

header_layer = {}
for path in sources:
    if path.suffix == ".h":
        folder = str(path.parent.relative_to(root))
        header_layer[path.name] = layer_name[folder]

include_re = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
failures = []
includes_of = {}  # base name -> set of base names
for path in sources:
    folder = str(path.parent.relative_to(root))
    allowed = layers[folder]
    text = path.read_text(encoding="utf-8", errors="replace")
    base = path.stem.removesuffix("_p").split("_")[0]
    for name in include_re.findall(text):
        header = pathlib.PurePath(name).name
        target = header_layer.get(header)
        if target is None:
            continue  # generated (ui_*.h, *.moc) or third-party
        if target not in allowed:
            failures.append(f"{path.relative_to(root)}: includes {header} of layer '{target}' "
                            f"(a {layer_name[folder]} file may use {sorted(allowed)})")
        other = pathlib.PurePath(header).stem.removesuffix("_p").split("_")[0]
        if other != base:
            includes_of.setdefault(base, set()).add(other)

for a, targets in includes_of.items():
    for b in targets:
        if a < b and a in includes_of.get(b, set()):
            failures.append(f"{a} and {b} include each other")

def function_starts(lines):
    """(first signature line, "{" line) of each function defined at namespace level: a "{" alone at
    column 0 after a signature that may span lines (parameters, trailing qualifiers, a constructor's
    initialiser list). Types, namespaces and initialised tables are not functions."""
    for brace, line in enumerate(lines):
        if line != "{" or brace == 0:
            continue
        start = brace - 1
        while start > 0:
            above = lines[start - 1].rstrip()
            if (not above or above.endswith((";", "}", "{")) or above.lstrip().startswith(("//", "#", "/*", "*"))
                    or above.startswith("template")):
                break
            start -= 1
        signature = " ".join(l.strip() for l in lines[start:brace])
        if not signature or not re.match(r"[A-Za-z_~]", lines[start]):
            continue  # indented: a member function's body is inside its class, counted with it
        if re.match(r"(namespace|struct|class|enum|union|extern)\b", signature) or signature.endswith("="):
            continue
        if "(" not in signature:
            continue
        yield start, brace


for path in sources:
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    head = "\n".join(lines[:12])
    if len(lines) > 600 and "Long because:" not in head:
        failures.append(f"{path.relative_to(root)}: {len(lines)} lines (over 600, no 'Long because:' at its top)")
    for start, brace in function_starts(lines):
        end = brace
        while end < len(lines) and lines[end] != "}":
            end += 1
        length = end - start + 1
        before = "\n".join(lines[max(0, start - 4):brace + 1])
        if length > 120 and "Long because:" not in before:
            failures.append(f"{path.relative_to(root)}:{start + 1}: function of {length} lines "
                            f"(over 120, no 'Long because:' above it): {lines[start].strip()[:80]}")

# Rules written once: (what may appear, where it may, why). A line that is only a comment is not code.
one_place = [
    (re.compile(r'#\s*include\s+"freshmemory_p\.h"'), lambda f: f.startswith("models/io/"),
     "the memory policy is private to models/io (callers use freedmemory.h)"),
    (re.compile(r"\b(malloc_trim|mallopt|madvise|prefaultForWriting|prefaultAppend|resizePrefaulted)\s*\("),
     lambda f: f.startswith("models/io/"), "memory policy belongs behind models/io's one door (freedmemory.h)"),
    (re.compile(r"\bQSaveFile\b"), lambda f: f == "models/io/safewrite.cpp",
     "files are written through the one safe writer (safewrite.h writeFileSafely)"),
    (re.compile(r"\.toJson\s*\(|QJsonDocument::fromVariant"), lambda f: False,
     "JSON is written by the one canonical writer (canonicaljson.h)"),
    (re.compile(r"<<\s*'\\t'|\"[^\"]*\\t"), lambda f: not f.startswith("app/"),
     "a command's tab-separated lines are written by the one TSV writer (tablewriter.h tsvRow)"),
]
for path in sources:
    relative = str(path.relative_to(root))
    is_public_io_header = relative.startswith("models/io/") and path.name.endswith(".h") and not path.name.endswith("_p.h")
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        if line.lstrip().startswith("//"):
            continue
        for pattern, allowed, why in one_place:
            if pattern.search(line) and (not allowed(relative) or (is_public_io_header and "freshmemory" in line)):
                failures.append(f"{relative}:{number}: {why}: {line.strip()[:80]}")

date_re = re.compile(r"\b20\d\d-\d\d-\d\d\b")
documents = [root / "README.md"] + sorted((root / "resources" / "help").glob("*.md"))
readme_lines = (root / "README.md").read_text(encoding="utf-8").splitlines()
if len(readme_lines) > 260:
    failures.append(f"README.md: {len(readme_lines)} lines (the front door stays under about 250; "
                    "move details into resources/help/)")
for path in documents:
    fenced = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced or line.startswith("    ") or line.startswith("\t"):
            continue
        if date_re.search(line):
            failures.append(f"{path.relative_to(root)}:{number}: a date outside an example: {line.strip()[:80]}")

for line in failures:
    print(line)
print(f"{len(sources)} files checked, {len(failures)} layout problems")
sys.exit(1 if failures else 0)
