"""irfuzz's worker for the real PyPTO: compiles the programs irfuzz sends it.

irfuzz embeds this file and runs it as `python -u -c <this file>` once per
campaign worker; it lives as long as that worker. It speaks a framed protocol
on its standard input and output: every message, in either direction, is a
4-byte big-endian length and that many bytes of UTF-8 JSON. The channels are
private copies of fds 0 and 1: fd 1 then points at stderr and fd 0 at
/dev/null, so nothing PyPTO (or a child of it) writes or reads can touch a
frame. Before each phase and each pass the driver writes a marker line
"irfuzz-at: <where>" to stderr: when PyPTO kills the process, the last one
says where.

Requests ("op" names the verb):
  {"op": "hello", "ops": [names]}  -> the installed PyPTO's capabilities
  {"op": "compile", ...}           -> one program through PyPTO (see Run)
  {"op": "exit"}                   -> the worker ends

The outcome classes are those of package sut (sut.go); this file and that
one must agree on their spelling.
"""

import faulthandler
import json
import os
import re
import struct
import sys
import tempfile
import time
import traceback

# The protocol channels are private copies of fds 1 and 0; fd 1 then points
# at stderr and fd 0 at /dev/null, so neither C++ nor Python code, nor a
# child process, can write into or read from a frame.
_CHANNEL = os.fdopen(os.dup(1), "wb")
_INPUT = os.fdopen(os.dup(0), "rb")
os.dup2(2, 1)
_null = os.open(os.devnull, os.O_RDONLY)
os.dup2(_null, 0)
os.close(_null)
sys.stdout = sys.stderr
# "python -c" puts the working directory first on sys.path: a stray
# pypto.py there must not shadow the real one.
if sys.path and sys.path[0] == "":
    sys.path.pop(0)
faulthandler.enable(sys.stderr)

try:
    import pypto
    import pypto.language as pl
    from pypto import backend, ir, passes
    from pypto.backend import BackendType
    from pypto.ir.pass_manager import OptimizationStrategy, PassManager
except Exception as exc:  # reported in the first frame, then the worker ends
    _IMPORT_ERROR = "%s: %s" % (type(exc).__name__, exc)
else:
    _IMPORT_ERROR = None


def send(obj):
    data = json.dumps(obj).encode("utf-8")
    _CHANNEL.write(struct.pack(">I", len(data)) + data)
    _CHANNEL.flush()


def mark(where):
    """Says on stderr where the driver is, for a crash's report."""
    sys.stderr.write("irfuzz-at: %s\n" % where)
    sys.stderr.flush()


def receive():
    head = _INPUT.read(4)
    if len(head) < 4:
        return None
    (n,) = struct.unpack(">I", head)
    data = _INPUT.read(n)
    if len(data) < n:
        return None
    return json.loads(data.decode("utf-8"))


def first_line(exc):
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def hello(req):
    props = sorted(passes.IRProperty.__members__)
    pm = PassManager.get_strategy(OptimizationStrategy.Default)
    candidates = req.get("ops") or []
    registered = [name for name in candidates if ir.is_op_registered(name)]
    dsl = {}
    for ns in ("tile", "tensor", "system"):
        mod = getattr(pl, ns, None)
        if mod is not None:
            dsl[ns] = sorted(n for n in dir(mod) if not n.startswith("_") and callable(getattr(mod, n)))
    features = {name: hasattr(pl, name) for name in req.get("features") or []}
    return {
        "version": getattr(pypto, "__version__", ""),
        "python": sys.version.split()[0],
        "properties": props,
        "passes": list(pm.pass_names),
        "ops": registered,
        "dsl": dsl,
        "features": features,
    }


def set_backend(name):
    """name is a BackendType member ("Ascend950", "Ascend910B"); "" is Ascend950."""
    backend.reset_for_testing()
    backend.set_backend_type(getattr(BackendType, name or "Ascend950"))


def planner(name):
    """name is a MemoryPlanner member in lower case ("pypto", "dsa_rp", "ptoas"); "" is PYPTO."""
    return getattr(passes.MemoryPlanner, (name or "pypto").upper())


def pass_context(instruments, memory_planner=None):
    disabled = passes.DiagnosticCheckSet()
    disabled.insert(passes.DiagnosticCheck.UnusedControlFlowResult)
    return passes.PassContext(
        instruments,
        passes.VerificationLevel.BASIC,
        passes.DiagnosticPhase.NONE,
        disabled,
        memory_planner if memory_planner is not None else passes.MemoryPlanner.PYPTO,
        False,
        passes.RuntimeKind.TENSORMAP_AND_RINGBUFFER,
    )


def pipeline(names, memory_planner=None):
    """The default pipeline, or the passes of it that names lists, in its order.

    The PassManager reads the memory planner when it is built and drops the
    passes that planner replaces (python/pypto/ir/pass_manager.py:316-343),
    so it is built inside a context with the request's planner."""
    with pass_context([], memory_planner):
        pm = PassManager.get_strategy(OptimizationStrategy.Default)
    if not names:
        return list(pm.passes)
    want = set(names)
    chosen = [p for p in pm.passes if p.get_name() in want]
    missing = want - {p.get_name() for p in chosen}
    if missing:
        raise KeyError("no such pass in the default pipeline: " + ", ".join(sorted(missing)))
    return chosen


def diagnostics_of(props, program):
    """The verifier's diagnostics on program, one list per property of props."""
    out = []
    for prop in props:
        one = passes.IRPropertySet()
        one.insert(prop)
        try:
            diags = passes.PropertyVerifierRegistry.verify(one, program)
        except Exception as exc:  # a verifier that throws: say so
            out.append({"property": prop.name, "rule": "", "code": 0, "severity": "Error",
                        "message": "verifier raised %s: %s" % (type(exc).__name__, first_line(exc)),
                        "location": ""})
            continue
        for d in diags:
            out.append({
                "property": prop.name,
                "rule": d.rule_name,
                "code": int(d.error_code),
                "severity": d.severity.name,
                "message": d.message,
                "location": d.span.to_string() if d.span.is_valid() else "",
            })
    return out


def props_after(p):
    # Not IRPropertySet.to_list: it raises on values the Python enum does not bind.
    s = p.get_produced_properties().union_with(passes.get_structural_properties())
    return [prop for _, prop in sorted(passes.IRProperty.__members__.items()) if s.contains(prop)]


# A user-facing CHECK ends its message with "Check failed: <expr> at
# <file>:<line>" (include/pypto/core/logging.h); UNREACHABLE raises
# ValueError too, but it is a compiler bug.
_CHECK = re.compile(r"Check failed: (.*) at \S+:\d+\s*$", re.M)


def is_check(exc):
    """Whether exc is a user-facing CHECK: the program is invalid for PyPTO."""
    m = _CHECK.search(str(exc))
    return m is not None and "unreachable" not in m.group(1).lower()


# The per-function exceptions behind a codegen failure: PyPTO's
# generate() collects them and raises one table of their messages
# (python/pypto/backend/pto_backend.py, _format_error_report); the
# driver wraps that formatter to keep them.
_CODEGEN_ERRORS = []
_UNREACHABLE = re.compile(r"Check failed: unreachable at ")


def _keep_codegen_errors():
    from pypto.backend import pto_backend
    original = pto_backend._format_error_report

    def keep(errors, output_dir):
        _CODEGEN_ERRORS.extend(errors)
        return original(errors, output_dir)

    pto_backend._format_error_report = keep


# Exceptions that, raised inside PyPTO's own code, are its bugs whatever
# wraps them; a TypeError, ValueError or NameError is the program's (a
# wrong argument, a CHECK, an unknown name).
_BUGGY = (KeyError, IndexError, AttributeError, UnboundLocalError, ZeroDivisionError, RecursionError)


def raised_in_pypto(exc):
    """Whether exc's innermost frame is in PyPTO's package."""
    tb = exc.__traceback__
    last = None
    while tb is not None:
        last = tb
        tb = tb.tb_next
    return last is not None and os.sep + "pypto" + os.sep in last.tb_frame.f_code.co_filename


def classify_parse(exc):
    """The outcome class of an exception from pl.parse_program.

    PyPTO's parser lets its bug-class exceptions through (InternalError,
    AssertionError: python/pypto/language/parser/diagnostics/exceptions.py)
    and wraps everything else exec raises in a ParserSyntaxError
    (text_parser.py): that is the program's fault, unless what it wraps is
    one of _BUGGY raised in PyPTO's own code."""
    if isinstance(exc, pypto.InternalError):
        return "internal-error"
    from pypto.language.parser.diagnostics import ParserError
    cause = exc.__cause__
    if cause is not None and isinstance(cause, _BUGGY) and raised_in_pypto(cause):
        return "pass-error"
    if isinstance(exc, (ParserError, SyntaxError)):
        return "rejected"
    if isinstance(exc, ValueError):
        return "rejected" if is_check(exc) else "pass-error"
    return "pass-error"


class Run:
    """One compile request: the program through parse, passes and the checks."""

    def __init__(self, req):
        self.req = req
        self.problems = []
        self.stages = []
        self.pto = []
        self.timings = {}
        self.current = ""
        self.last = None

    def problem(self, outcome, pass_name, exc=None, message="", diagnostics=None, detail=""):
        self.problems.append({
            "outcome": outcome,
            "pass": pass_name,
            "exception": type(exc).__name__ if exc is not None else "",
            "message": message or (first_line(exc) if exc is not None else ""),
            "diagnostics": diagnostics or [],
            "detail": detail or (str(exc)[:4000] if exc is not None else ""),
        })

    def timed(self, key, fn):
        t = time.perf_counter_ns()
        try:
            return fn()
        finally:
            self.timings[key] = self.timings.get(key, 0) + time.perf_counter_ns() - t

    def parse(self):
        return pl.parse_program(self.req["program"], filename=self.req.get("filename") or "kernel.py")

    def passes_(self, prog, record):
        """Runs the pipeline; returns its output or None after recording a problem."""
        mp = planner(self.req.get("planner"))
        plist = pipeline(self.req.get("passes"), mp)

        def before(p, _prog):
            self.current = p.get_name()
            mark(self.current)

        def after(p, program):
            self.last = program
            if record:
                self.stages.append({"pass": p.get_name(), "program": printed(program)})

        instruments = [passes.CallbackInstrument(before_pass=before, after_pass=after, name="irfuzz")]
        if self.req.get("verify", True):
            instruments.append(passes.VerificationInstrument(passes.VerificationMode.AFTER))
        if self.req.get("roundtrip"):
            instruments.append(ir.make_roundtrip_instrument())
        pp = passes.PassPipeline()
        for p in plist:
            pp.add_pass(p)
        self.current = "pipeline_input"
        try:
            with pass_context(instruments, mp):
                return pp.run(prog)
        except Exception as exc:
            self.pass_failure(exc, plist)
            return None

    def pass_failure(self, exc, plist):
        text = str(exc)
        head = first_line(exc)
        where = self.current
        if text.startswith("Post-verification failed after pass"):
            p = next((p for p in plist if p.get_name() == where), None)
            diags = diagnostics_of(props_after(p), self.last) if p is not None and self.last is not None else []
            errs = [d for d in diags if d["severity"] == "Error"]
            msg = errs[0]["message"].strip().splitlines()[0] if errs and errs[0]["message"].strip() else head
            self.problem("property-violation", where, exc, msg, diags, text)
        elif text.startswith("Verification failed after 'pipeline_input'"):
            self.problem("rejected", "pipeline_input", exc, report_message(text) or head, None, text)
        elif text.startswith("[RoundtripInstrument]"):
            detail = text.split("\n\n", 1)[1] if "\n\n" in text else text
            self.problem("roundtrip", where, exc, first_line(detail.replace("Error: ", "", 1)), None, text)
        elif isinstance(exc, pypto.InternalError):
            self.problem("internal-error", where, exc, detail=text + "\n" + traceback.format_exc()[-2000:])
        elif isinstance(exc, ValueError) and is_check(exc):
            self.problem("rejected", where, exc)
        else:
            self.problem("pass-error", where, exc, detail=text + "\n" + traceback.format_exc()[-2000:])

    def run(self):
        req = self.req
        set_backend(req.get("backend"))
        mark("parse")
        try:
            prog = self.timed("parse", self.parse)
        except Exception as exc:
            self.problem(classify_parse(exc), "parse", exc)
            return self.answer(False, False)
        if req.get("serialize"):
            mark("serialize")
            self.timed("serialize", lambda: self.serialize(prog, "input"))
        out = self.timed("passes", lambda: self.passes_(prog, req.get("dump", False)))
        compiled = out is not None
        text = ""
        if compiled:
            if req.get("output") or req.get("twice"):
                mark("print")
                try:
                    text = self.timed("print", lambda: ir.python_print(out))
                except Exception as exc:
                    self.problem("pass-error", "print", exc, "the printer fails on the compiled program: " + first_line(exc))
                    return self.answer(True, compiled)
            if req.get("serialize"):
                mark("serialize")
                self.timed("serialize", lambda: self.serialize(out, "output"))
            if req.get("twice"):
                mark("twice")
                self.timed("twice", lambda: self.twice(text))
            if req.get("codegen"):
                mark("codegen")
                self.timed("codegen", lambda: self.codegen(out))
        return self.answer(True, compiled, text)

    def serialize(self, prog, which):
        try:
            data = ir.serialize(prog)
            back = ir.deserialize(data)
        except Exception as exc:
            self.problem("serialize", which, exc)
            return
        if not ir.structural_equal(prog, back):
            self.problem("serialize", which, None,
                         "the %s program deserializes to a different program" % which)

    def twice(self, text):
        again = Run(dict(self.req, dump=False, twice=False, serialize=False, codegen=False, roundtrip=False))
        try:
            prog = again.parse()
        except Exception as exc:
            self.problem("nondeterminism", "parse", exc, "the second parse failed: " + first_line(exc))
            return
        out = again.passes_(prog, False)
        if out is None:
            p = again.problems[0]
            self.problem("nondeterminism", p["pass"], None,
                         "the second compile failed: " + p["message"])
            return
        try:
            other = ir.python_print(out)
        except Exception as exc:
            self.problem("pass-error", "print", exc, "the printer fails on the second compile's program: " + first_line(exc))
            return
        if other != text:
            # Where the compiles part is detail, not signature: finding it
            # takes two more compiles, which may or may not differ again.
            self.problem("nondeterminism", "", None,
                         "compiling the program twice prints two different programs",
                         detail="first differing pass: %s\n%s" % (first_difference_pass(self.req) or "unknown",
                                                                    line_diff(text, other)))

    def codegen(self, out):
        from pypto.backend import pto_backend
        with tempfile.TemporaryDirectory(prefix="irfuzz-codegen-") as d:
            _CODEGEN_ERRORS.clear()
            try:
                files = pto_backend.generate(out, d, skip_ptoas=True, emit_source_loc=True,
                                             memory_planner=planner(self.req.get("planner")))
                if self.req.get("pto"):
                    self.pto = sorted(({"path": k, "text": v} for k, v in files.items() if k.endswith(".pto")),
                                      key=lambda f: f["path"])
            except Exception as exc:
                # The table codegen raises keeps only the messages; the
                # exceptions it was made of say what kind of failure it
                # is: user-facing CHECKs only (ValueError) are a refusal,
                # which irfuzz's model judges (the program's or an
                # earlier pass's fault); an INTERNAL_CHECK is codegen's bug.
                causes = [e for _, e in _CODEGEN_ERRORS] or [exc]
                refused = all(isinstance(e, ValueError) and not isinstance(e, pypto.InternalError) and
                              not _UNREACHABLE.search(str(e)) for e in causes)
                self.problem("codegen", "codegen", causes[0] if len(causes) == 1 else exc,
                             codegen_message(str(exc)) or first_line(exc), detail=str(exc)[:4000])
                self.problems[-1]["refused"] = refused

    def answer(self, accepted, compiled, output=""):
        return {
            "accepted": accepted,
            "compiled": compiled,
            "problems": self.problems,
            "output": output if self.req.get("output") else "",
            "stages": self.stages,
            "timings": self.timings,
            "pto": self.pto,
        }



def codegen_message(text):
    """The first failed function's error from codegen's table:

      Function  | Error
      ----------+-----------
      kernel    | loops in device functions must ... but
                | this loop steps by -1. ...
      ----------+-----------
    """
    cells, started = [], False
    for line in text.splitlines():
        if line.strip().startswith("---") and "+" in line:
            if started and cells:
                break
            started = True
            continue
        if started and "|" in line:
            cells.append(line.partition("|")[2].strip())
    return " ".join(c for c in cells if c)


def printed(program):
    """The program's text; a printer failure is recorded in its place."""
    try:
        return ir.python_print(program)
    except Exception as exc:
        return "# irfuzz: the printer fails here: %s: %s\n" % (type(exc).__name__, first_line(exc))


def report_message(text):
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("Message:"):
            return line[len("Message:"):].strip()
    return ""


def first_difference_pass(req):
    """The first pass after which two compiles of the program print differently."""
    runs = []
    for _ in range(2):
        r = Run(dict(req, dump=True, twice=False, serialize=False, codegen=False, roundtrip=False))
        try:
            r.passes_(r.parse(), True)
        except Exception:
            return ""
        runs.append(r.stages)
    for a, b in zip(runs[0], runs[1]):
        if a["program"] != b["program"]:
            return a["pass"]
    return ""


def line_diff(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "line %d:\n- %s\n+ %s" % (i + 1, x, y)
    return "the programs differ in length (%d and %d lines)" % (len(la), len(lb))


def main():
    if _IMPORT_ERROR is not None:
        send({"error": "import", "message": _IMPORT_ERROR})
        return 3
    _keep_codegen_errors()
    while True:
        req = receive()
        if req is None or req.get("op") == "exit":
            return 0
        t = time.perf_counter_ns()
        try:
            if req.get("op") == "hello":
                ans = hello(req)
            elif req.get("op") == "compile":
                ans = Run(req).run()
            elif req.get("op") == "crash":  # for irfuzz's own tests of crash recovery
                os.kill(os.getpid(), 9)
            elif req.get("op") == "sleep":  # likewise, for hang detection
                time.sleep(float(req.get("seconds", 60)))
                ans = {}
            else:
                ans = {"error": "request", "message": "unknown op %r" % req.get("op")}
        except Exception as exc:  # the driver itself failed: say so, keep serving
            ans = {"error": "driver", "message": "%s: %s" % (type(exc).__name__, exc),
                   "detail": traceback.format_exc()[-4000:]}
        ans["id"] = req.get("id", 0)
        ans["ns"] = time.perf_counter_ns() - t
        send(ans)


if __name__ == "__main__":
    sys.exit(main())
