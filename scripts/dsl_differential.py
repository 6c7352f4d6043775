#!/usr/bin/env python3
"""Differential test of irfuzz's DSL wrapper table against the real PyPTO.

For every program the real PyPTO parses, irfuzz's parse of the DSL as
written must be structurally equal (`irfuzz equal`) to irfuzz's parse of
PyPTO's own print of it (ir.python_print): the print spells every default
and every kwarg the wrappers passed, so a difference is a wrapper irfuzz
models differently (a default, a kwarg, a literal's dtype, an overload).

Inputs (not part of the repository; the programs are PyPTO's):
  BASE/<name>.py   the program as its test writes it
  PRINT/<name>.py  the same program parsed by the real PyPTO and printed
Only the names present in PRINT are compared.

Usage (from the worktree root):
  python3 scripts/dsl_differential.py [-base /tmp/conf/base]
      [-print /tmp/conf/realprint] [-irfuzz BIN] [-v] [-list CLASS]

Prints the totals (equal / differ / irfuzz fails to parse the DSL / the
print / both), then the differences grouped by their first difference
with the operator names and numbers masked, most frequent first.
Exit status 0 always (it measures; it does not judge).
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, (p.stdout + p.stderr).strip()


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def mask(msg):
    """Groups messages that differ only by file, position and number."""
    msg = re.sub(r"^\S+\.py:\d+:\d+: ", "", msg)
    msg = re.sub(r"\S+\.py:\d+(:\d+)?", "<pos>", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg[:200]


def compare(irfuzz, base, printed, name):
    a, b = os.path.join(base, name), os.path.join(printed, name)
    rc, out = run([irfuzz, "equal", a, b])
    if rc == 0:
        return name, "equal", ""
    if rc == 1:
        return name, "differ", out
    ra, oa = run([irfuzz, "fmt", a])
    rb, ob = run([irfuzz, "fmt", b])
    if ra != 0 and rb != 0:
        return name, "fail both", first_line(oa) + " || " + first_line(ob)
    if ra != 0:
        return name, "fail dsl", first_line(oa)
    if rb != 0:
        return name, "fail print", first_line(ob)
    return name, "error", out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-base", default="/tmp/conf/base")
    ap.add_argument("-print", dest="printed", default="/tmp/conf/realprint")
    ap.add_argument("-irfuzz", default="")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 4)
    ap.add_argument("-v", action="store_true", help="list the files of each group")
    ap.add_argument("-list", default="", help="print every file of this outcome with its message")
    args = ap.parse_args()

    irfuzz = args.irfuzz
    if not irfuzz:
        irfuzz = os.path.join(tempfile.mkdtemp(prefix="dsldiff"), "irfuzz")
        rc, out = run(["go", "build", "-o", irfuzz, "./cmd/irfuzz"])
        if rc != 0:
            sys.exit("go build failed:\n" + out)

    names = sorted(n for n in os.listdir(args.printed) if n.endswith(".py"))
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        futs = [pool.submit(compare, irfuzz, args.base, args.printed, n) for n in names]
        for f in futs:
            results.append(f.result())

    totals = collections.Counter(r[1] for r in results)
    print("programs: %d" % len(results))
    for k in ("equal", "differ", "fail dsl", "fail print", "fail both", "error"):
        print("  %-10s %d" % (k, totals[k]))

    groups = collections.defaultdict(list)
    for name, outcome, msg in results:
        if outcome == "equal":
            continue
        line = msg
        if outcome in ("differ", "error"):
            # the first line naming the difference
            lines = [l for l in msg.splitlines() if l.strip()]
            line = " | ".join(lines[:2])
        groups[(outcome, mask(line))].append((name, msg))
    print()
    for (outcome, key), items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("%5d  %-10s %s" % (len(items), outcome, key))
        if args.v:
            for name, _ in items[:5]:
                print("         " + name)
    if args.list:
        print()
        for name, outcome, msg in results:
            if outcome == args.list:
                print("== " + name)
                print(msg)


if __name__ == "__main__":
    main()
