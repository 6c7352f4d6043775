#!/usr/bin/env python3
"""check_tensor_op_cases.py checks ir/testdata/tensor_ops/cases.txt against the real PyPTO.

The case file is the table ir's TestTensorOpDeductions runs through irfuzz's
parser (see the file's header for its format). For each case this script
builds the same one-statement program and parses it with PyPTO's
pl.parse_program:

  ok   PyPTO must accept it and print the statement exactly as
       `r: <type> = <call>` (the type irfuzz must deduce, and irfuzz's
       spelling of the call is PyPTO's printed form);
  err  PyPTO must reject it, and its message must contain irfuzz's message
       text after the rule name (irfuzz's own schema rules -- arity, argument
       kinds, unknown / missing kwargs -- only need a rejection).

A case may give, after ` ~~ `, the spelling PyPTO's DSL needs where its
pl.tensor.<op> wrapper takes other arguments than the IR call it builds
(gather's dim, for example); the printed form is still compared with the
case's call. An error case may end in ` !! <why>` where PyPTO's message
cannot be mirrored (it prints a pointer); it then only has to reject.
` ~~ raw` builds the IR call itself instead: the outer
pl.tensor.<op> is routed to ir.create_op_call with the parsed arguments,
for the IR forms no DSL wrapper can spell (a reduction's axis kwarg, an
explicit tensor.add of a scalar).

usage: PYTHON scripts/check_tensor_op_cases.py [--show] [CASEFILE]
  PYTHON is a Python with the pinned pypto installed (/work/main/.venv/bin/python);
  --show prints PyPTO's result for every case. Exit status 1 when a case
  disagrees.
"""
import re
import sys

import pypto.language as pl
from pypto import ir
from pypto.ir.utils import _get_span_or_capture, _to_make_tuple
from pypto.language.op import tensor_ops as dsl_tensor
from pypto.language.parser._dsl_invoker import _wrap_arg
from pypto.pypto_core import ir as core

SCHEMA_RULES = {"arity", "arg-kind", "index-dtype", "unknown-kwarg", "missing-kwarg", "kwarg-type", "duplicate-kwarg"}
ERR = re.compile(r"^(\S+?)(?:: argument \d+ \([^)]*\)|: kwarg \S+)?: ([a-z0-9_-]+): (.*)$", re.S)


def cases(path):
    params = ""
    for lineno, raw in enumerate(open(path), 1):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("params "):
            params = line[len("params "):]
            continue
        kind, rest = line.split(" ", 1)
        note = None
        if " !! " in rest:
            rest, note = rest.split(" !! ", 1)
        dsl = None
        if " ~~ " in rest:
            rest, dsl = rest.split(" ~~ ", 1)
        call, want = rest.split(" => ", 1)
        want = want.strip().replace("\\n", "\n")
        yield lineno, kind, params, call.strip(), want, (dsl or call).strip(), note


def raw(op):
    """A DSL wrapper that builds the IR call of op from its arguments as written."""

    def build(*args, **kwargs):
        span = _get_span_or_capture(None)
        exprs = []
        for a in args:
            if isinstance(a, list):
                exprs.append(_to_make_tuple(a, span))
            elif hasattr(a, "unwrap"):
                exprs.append(a.unwrap())
            else:
                exprs.append(a)
        kws = {k: (v.value if isinstance(v, (core.ConstInt, core.ConstFloat)) else v) for k, v in kwargs.items()}
        return _wrap_arg(core.create_op_call(op, exprs, kws, span))

    return build


def parse(params, call, spelling):
    """Parse the case's program, the outer op routed to raw for `raw`."""
    if spelling != "raw":
        return pl.parse_program(program(params, spelling))
    # The outer op goes through an alias: the parser intercepts some
    # pl.tensor names (aiv_shard, aic_gather) before the DSL module.
    name = re.match(r"pl\.tensor\.(\w+)\(", call).group(1)
    setattr(dsl_tensor, "irfuzz_raw", raw("tensor." + name.rstrip("_")))
    try:
        return pl.parse_program(program(params, "pl.tensor.irfuzz_raw(" + call[len("pl.tensor.") + len(name) + 1:]))
    finally:
        delattr(dsl_tensor, "irfuzz_raw")


def program(params, call):
    return f"""
@pl.program
class P:
    @pl.function
    def f(self, {params}):
        r = {call}
"""


def main(argv):
    show = "--show" in argv
    args = [a for a in argv if a != "--show"]
    path = args[0] if args else "ir/testdata/tensor_ops/cases.txt"
    bad = 0
    for lineno, kind, params, call, want, dsl, note in cases(path):
        try:
            out = ir.python_print(parse(params, call, dsl))
            got = next(l.strip() for l in out.splitlines() if l.strip().startswith("r:"))
            err = None
        except Exception as e:  # PyPTO raises several error classes
            got, err = None, str(e)
        if show:
            print(f"{lineno}: {call}\n    pypto: {got if err is None else 'ERROR ' + err.splitlines()[0]}")
        if kind == "ok":
            expect = f"r: {want} = {call}"
            if got != expect:
                bad += 1
                print(f"{path}:{lineno}: PyPTO {'printed' if err is None else 'rejected'}:\n    {got or err.splitlines()[0]}\nwant\n    {expect}")
        elif kind == "err":
            if err is None:
                bad += 1
                print(f"{path}:{lineno}: PyPTO accepted {dsl}: {got}")
                continue
            # irfuzz prefixes the wrapper's errors as PyPTO's parser does
            # ("pl.tensor operation 'add': ..."); compare what follows.
            want = re.sub(r"^(Error in )?pl(\.\w+)? operation '\w+': ", "", want)
            m = ERR.match(want)
            if m is None:  # a parser message (the unknown-kwarg one is PyPTO's text)
                if note is None and want not in err:
                    bad += 1
                    print(f"{path}:{lineno}: PyPTO's message\n    {err.splitlines()[0]}\ndoes not contain\n    {want}")
            elif m.group(2) not in SCHEMA_RULES and note is None and m.group(3) not in err:
                bad += 1
                print(f"{path}:{lineno}: PyPTO's message\n    {err.splitlines()[0]}\ndoes not contain\n    {m.group(3)}")
        else:
            bad += 1
            print(f"{path}:{lineno}: unknown case kind {kind}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
