# SPDX-License-Identifier: Apache-2.0
"""Real consumers read the commands' tables (--format tsv|csv|markdown|latex|json) back.

Python's csv module (and pandas.read_csv when installed) gets the same rows and numbers as
--format json; pandoc reads the Markdown and the LaTeX tables and finds every run and value, text
for text; the tab-separated form, unescaped, says the same. Run names and titles full of quotes,
commas, line breaks, TeX and Markdown specials and non-ASCII survive every format exactly. (Runs of
spaces, tabs and carriage returns are left out: Markdown and LaTeX readers fold whitespace.)

usage: tables_consumers.py PROGRAM LEADERBOARD_DATA
"""
import csv
import io
import json
import math
import re
import shutil
import subprocess
import sys
import tempfile

HOSTILE = [
    'quote " and \'single\', comma',
    "line one\nline two",
    "TeX & % $ # _ { } ~ ^ \\ specials",
    "Markdown | pipe *star* _under_ `tick` <b>tag</b> [link](x) 1. !",
    "dashes -- and --- and [brackets] and *",
    "Ωμέγα naïve 日本語 µs · ≠ ✓",
    "=SUM(A1:A2) +1 -1 @x",
]


def hostile_archive():
    items = []
    for i, text in enumerate(HOSTILE):
        items.append({
            "apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun",
            "metadata": {"name": "run %d %s" % (i, text), "title": text,
                         "annotations": {"kernelindex.dev/id": "hostile-%d" % i}},
            "spec": {"status": "passed" if i % 3 else "failed",
                     "comparisonKey": 'group "a", & % $ # _ { } ~ ^ \\',
                     "timing": {"latencyNs": {"mean": 1000.5 + 997 * i}}}})
    return {"apiVersion": "kernelindex.dev/v1alpha1", "kind": "RunArchive",
            "metadata": {"name": "hostile", "title": "Hostile"}, "items": items}


def run(program, *arguments, expect=(0,)):
    result = subprocess.run([program, *arguments], capture_output=True, timeout=300)
    if result.returncode not in expect:
        sys.exit("%s exited %d: %s" % (" ".join(arguments), result.returncode, result.stderr.decode()))
    return result.stdout.decode("utf-8")


def unescape_tsv(field):
    if field == "-":
        return ""
    out, i = [], 0
    while i < len(field):
        c = field[i]
        if c == "\\":
            n = field[i + 1]
            if n == "u":
                out.append(chr(int(field[i + 2:i + 6], 16)))
                i += 6
                continue
            out.append({"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}[n])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def inline_text(inlines):
    """pandoc's inlines as the text they say: a hard line break or <br> is a line break."""
    out = []
    for node in inlines:
        kind, content = node["t"], node.get("c")
        if kind == "Str":
            out.append(content)
        elif kind in ("Space", "SoftBreak"):
            out.append(" ")
        elif kind == "LineBreak":
            out.append("\n")
        elif kind == "RawInline" and content[1].lower() in ("<br>", "<br/>", "<br />"):
            out.append("\n")
        elif kind == "Span" and content[0] == ["", [], []]:
            out.append(inline_text(content[1]))  # a TeX group, {[}: no markup
        else:
            sys.exit("pandoc read markup where text was written: %r" % node)
    return "".join(out)


def cell_text(blocks):
    # A LaTeX line break is a paragraph break: one paragraph per line.
    return "\n".join(inline_text(block["c"]) for block in blocks)


def pandoc_rows(text, reader):
    document = json.loads(subprocess.run(["pandoc", "-f", reader, "-t", "json"], input=text.encode("utf-8"),
                                         capture_output=True, check=True, timeout=120).stdout)
    tables = [block for block in document["blocks"] if block["t"] == "Table"]
    if len(tables) != 1:
        sys.exit("pandoc -f %s found %d tables" % (reader, len(tables)))
    _, _, _, head, bodies, _ = tables[0]["c"]

    def row_cells(row):
        return [cell_text(cell[4]) for cell in row[1]]
    header = [row_cells(row) for row in head[1]]
    rows = [row_cells(row) for body in bodies for row in body[3]]
    return header, rows


def compare_table(name, program, arguments):
    """Every format of one command's table says what --format json says."""
    outputs = {f: run(program, *arguments, "--format", f, expect=(0, 1)) for f in
               ("tsv", "csv", "markdown", "latex", "json")}
    document = json.loads(outputs["json"])
    ids = [column["id"] for column in document["columns"]]
    headers = [column["header"] for column in document["columns"]]
    rows = document["rows"]
    if not rows:
        sys.exit("%s: no rows" % name)

    # csv: the same ids, and per row the same text, or the same number where JSON has a number.
    read = list(csv.reader(io.StringIO(outputs["csv"], newline="")))
    if read[0] != ids:
        sys.exit("%s: csv header %r, json %r" % (name, read[0], ids))
    texts = []
    for number, (line, row) in enumerate(zip(read[1:], rows)):
        text = []
        for column, value in zip(ids, line + [""] * (len(ids) - len(line))):
            expected = row.get(column)
            if isinstance(expected, (int, float)):
                if not math.isclose(float(value), expected, rel_tol=0, abs_tol=0):
                    sys.exit("%s row %d %s: csv %r, json %r" % (name, number, column, value, expected))
            elif value != (expected or ""):
                sys.exit("%s row %d %s: csv %r, json %r" % (name, number, column, value, expected))
            text.append(value)
        texts.append(text)
    if len(read) - 1 != len(rows):
        sys.exit("%s: csv has %d rows, json %d" % (name, len(read) - 1, len(rows)))

    try:
        import pandas
    except ImportError:
        pandas = None
    if pandas is not None:
        frame = pandas.read_csv(io.StringIO(outputs["csv"]), dtype=str, keep_default_na=False)
        if list(frame.columns) != ids or frame.values.tolist() != texts:
            sys.exit("%s: pandas.read_csv read other rows" % name)

    # tsv: a header of ids, each field unescaped is the csv text (a short line: the rest empty).
    lines = outputs["tsv"].split("\n")
    if lines.pop() != "" or lines[0].split("\t") != ids:
        sys.exit("%s: tsv header %r" % (name, lines[0]))
    for number, (line, text) in enumerate(zip(lines[1:], texts)):
        fields = [unescape_tsv(f) for f in line.split("\t")]
        if fields + [""] * (len(ids) - len(fields)) != text:
            sys.exit("%s row %d: tsv %r, csv %r" % (name, number, fields, text))

    # pandoc: the headers, and every cell's text, exactly. LaTeX writes the straight quotes ' ` " as
    # the kernel's \textquotesingle, \textasciigrave and \textquotedbl (bare, LaTeX prints curly
    # quotes), which pandoc's LaTeX reader does not know and drops: those three are checked in the
    # source instead.
    for reader, output in (("markdown", outputs["markdown"]), ("gfm", outputs["markdown"]), ("latex", outputs["latex"])):
        header, cells = pandoc_rows(output, reader)
        if reader == "latex":
            for quote, command in (("'", "\\textquotesingle{}"), ("`", "\\textasciigrave{}"), ('"', "\\textquotedbl{}")):
                if output.count(command) != sum(cell.count(quote) for text in texts for cell in text) + \
                        sum(h.count(quote) for h in headers):
                    sys.exit("%s: the LaTeX table does not write every %s as %s" % (name, quote, command))
            def dropped(cell):  # and the spaces either side of a dropped command fold into one
                return re.sub(" +", " ", cell.translate({ord("'"): None, ord("`"): None, ord('"'): None}))
            texts_read = [[dropped(cell) for cell in text] for text in texts]
            headers_read = [dropped(h) for h in headers]
        else:
            texts_read, headers_read = texts, headers
        if header != [headers_read]:
            sys.exit("%s: pandoc -f %s read the header %r, not %r" % (name, reader, header, headers_read))
        if cells != texts_read:
            for got, want in zip(cells, texts_read):
                if got != want:
                    sys.exit("%s: pandoc -f %s read\n%r\nnot\n%r" % (name, reader, got, want))
            sys.exit("%s: pandoc -f %s read %d rows, not %d" % (name, reader, len(cells), len(texts_read)))
    return rows


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    program, leaderboard_data = sys.argv[1], sys.argv[2]
    if shutil.which("pandoc") is None:
        sys.exit("pandoc is not installed (packaging/bootstrap.sh installs it)")
    with tempfile.TemporaryDirectory() as directory:
        path = directory + "/hostile.json"
        with open(path, "w", encoding="utf-8") as out:
            json.dump(hostile_archive(), out, ensure_ascii=False)

        rows = compare_table("rank", program, ["rank", path])
        titles = sorted(row["title"] for row in rows)
        if titles != sorted(HOSTILE):
            sys.exit("rank: the titles did not survive: %r" % titles)
        for row in rows:
            if row["citation_key"] != "kernelindex-" + row["run_id"]:
                sys.exit("rank: citation key %r for run %r" % (row["citation_key"], row["run_id"]))
            if row["rank"] is not None and not isinstance(row["latency_ns"], (int, float)):
                sys.exit("rank: a ranked run without its raw latency: %r" % row)

        for i, text in enumerate(HOSTILE):
            shown = compare_table("show %d" % i, program, ["show", path, "--run", "hostile-%d" % i])
            title = [row for row in shown if row["field"] == "title"]
            if len(title) != 1 or title[0]["value"] != text:
                sys.exit("show: the title %r came back as %r" % (text, title))
        compare_table("compare", program, ["compare", path, "--run", "hostile-1", "--with", "hostile-4"])

        board = compare_table("summary", program, ["summary", leaderboard_data, "--fast-p", "1,2"])
        ranked = [row for row in board if row["rank"] is not None]
        if not ranked or not all(isinstance(row["avg_speedup"], (int, float)) for row in ranked):
            sys.exit("summary: no ranked author with an avg speedup")
        compare_table("summary by solution", program, ["summary", leaderboard_data, "--by", "solution"])
    print("every format read back by csv%s and pandoc" % (", pandas" if "pandas" in sys.modules else ""))


if __name__ == "__main__":
    main()
