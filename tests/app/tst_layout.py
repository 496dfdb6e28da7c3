#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The layers of README "Layout", checked from the sources themselves.

1. Direction: core <- io <- items <- ui <- app, and cli <- app. A file may include headers of its own
   layer and of the layers below it, never above (CMake enforces it at build time too: a library's
   include path is its own folder; this test names the offending line instead of a missing header).
2. No two files include each other (a file is a unit with its .h, its _p.h and its name_part.cpp files).
3. No file over about 600 lines (620) and no function over 120 lines unless its first lines say why
   ("Long because: ...").
4. The front door stays one: README.md within about 250 lines, and neither it nor the manual
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
    "models/items": {"core", "io", "items"},
    "app/cli": {"core", "io", "cli", "translations"},
    "ui": {"core", "io", "items", "ui", "translations"},
    "ui/plot": {"core", "io", "items", "ui", "translations"},
    "app": {"core", "io", "items", "ui", "cli", "app", "translations"},
    "translations": {"translations", "io", "core"},
}
layer_name = {
    "models/core": "core", "models/io": "io", "models/items": "items", "app/cli": "cli",
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

function_start = re.compile(r"^[A-Za-z_].*\)\s*(const\s*)?(override\s*)?(noexcept\s*)?$")
for path in sources:
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    head = "\n".join(lines[:12])
    if len(lines) > 620 and "Long because:" not in head:  # "about 600"
        failures.append(f"{path.relative_to(root)}: {len(lines)} lines (over 600, no 'Long because:' at its top)")
    # Functions at namespace level: a signature line at column 0 followed by "{" at column 0.
    i = 0
    while i < len(lines) - 1:
        if function_start.match(lines[i]) and lines[i + 1] == "{":
            end = i + 1
            while end < len(lines) and lines[end] != "}":
                end += 1
            length = end - i + 1
            before = "\n".join(lines[max(0, i - 4):i + 2])
            if length > 120 and "Long because:" not in before:
                failures.append(f"{path.relative_to(root)}:{i + 1}: function of {length} lines "
                                f"(over 120, no 'Long because:' above it): {lines[i].strip()[:80]}")
            i = end
        i += 1

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
