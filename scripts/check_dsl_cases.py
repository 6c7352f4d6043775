#!/usr/bin/env python3
"""check_dsl_cases.py checks ir/testdata/dsl/cases.txt against the real PyPTO.

The case file is the table ir's TestDSLCases runs through irfuzz's parser
(its header gives the format): DSL calls, each the value of `r = <call>`
in a one-statement function. For each case this script parses the same
program with PyPTO's pl.parse_program:

  ok   PyPTO must accept it and print the statement exactly as the case
       says (the line of `r`, as ir.python_print writes it);
  err  PyPTO must reject it, and its message must contain irfuzz's
       message after the position and the "<ns> operation '<op>': "
       prefix (irfuzz's own deduction rules -- arity, argument kinds,
       unknown / missing kwargs -- only need a rejection, as must a case
       ending in ` !! <why>`).

A case written `? <call>` is filled in: the script writes PyPTO's outcome
(the `ok` line it prints, or the `err` line with its message) into the
file, for review; irfuzz's TestDSLCases then says whether irfuzz agrees.

usage: PYTHON scripts/check_dsl_cases.py [--show] [--fill] [CASEFILE]
  PYTHON is a Python with the pinned pypto installed (/work/main/.venv/bin/python).
  Exit status 1 when a case disagrees.
"""
import re
import sys

import math
import pypto.language as pl
import pypto.language.distributed as pld  # noqa: F401 (programs name pld)
from pypto import ir

SCHEMA_RULES = {"arity", "arg-kind", "index-dtype", "unknown-kwarg", "missing-kwarg", "kwarg-type", "duplicate-kwarg"}
ERR = re.compile(r"^(\S+?)(?:: argument \d+ \([^)]*\)|: kwarg \S+)?: ([a-z0-9_-]+): (.*)$", re.S)
PREFIX = re.compile(r"^(?:Error in )?(?:pld|pl)(?:\.\w+)? operation '\w+': ")

DEFAULT_FUNC = "@pl.function"


def cases(path):
    params, func = "", DEFAULT_FUNC
    for lineno, raw in enumerate(open(path), 1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("params "):
            params = line[len("params "):]
            continue
        if line.startswith("func "):
            func = line[len("func "):]
            continue
        kind, rest = line.split(" ", 1)
        if kind == "?":
            yield lineno, kind, func, params, rest.strip(), None, None
            continue
        note = None
        if " !! " in rest:
            rest, note = rest.split(" !! ", 1)
        call, want = rest.split(" => ", 1)
        yield lineno, kind, func, params, call.strip(), want.strip().replace("\\n", "\n"), note


def program(func, params, call):
    return f"""
import math
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    {func}
    def f(self, {params}):
        r = {call}
"""


def result(func, params, call):
    """PyPTO's outcome: (printed line of r, None) or (None, message)."""
    try:
        out = ir.python_print(pl.parse_program(program(func, params, call)))
    except Exception as e:  # PyPTO raises several error classes
        return None, str(e).splitlines()[0]
    for l in out.splitlines():
        s = l.strip()
        if s.startswith("r:") or s.startswith("r ="):
            return s, None
    return None, "no statement of r in:\n" + out


def main(argv):
    show = "--show" in argv
    fill = "--fill" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else "ir/testdata/dsl/cases.txt"
    lines = open(path).read().split("\n")
    bad = 0
    for lineno, kind, func, params, call, want, note in cases(path):
        got, err = result(func, params, call)
        if show:
            print(f"{lineno}: {call}\n    pypto: {got if err is None else 'ERROR ' + err}")
        if kind == "?":
            if fill:
                lines[lineno - 1] = f"ok {call} => {got}" if err is None else f"err {call} => {err}"
            else:
                print(f"{path}:{lineno}: unfilled: {got if err is None else 'ERROR ' + err}")
            continue
        if kind == "ok":
            if got != want:
                bad += 1
                print(f"{path}:{lineno}: PyPTO {'printed' if err is None else 'rejected'}:\n    {got or err}\nwant\n    {want}")
        elif kind == "err":
            if err is None:
                bad += 1
                print(f"{path}:{lineno}: PyPTO accepted {call}: {got}")
                continue
            want = PREFIX.sub("", want)
            m = ERR.match(want)
            if note is not None:
                continue
            if m is None:
                if want not in err:
                    bad += 1
                    print(f"{path}:{lineno}: PyPTO's message\n    {err}\ndoes not contain\n    {want}")
            elif m.group(2) not in SCHEMA_RULES and m.group(3) not in err:
                bad += 1
                print(f"{path}:{lineno}: PyPTO's message\n    {err}\ndoes not contain\n    {m.group(3)}")
        else:
            bad += 1
            print(f"{path}:{lineno}: unknown case kind {kind}")
    if fill:
        open(path, "w").write("\n".join(lines))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
