package pypto

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/sut"
)

// PinnedCommit is the PyPTO commit irfuzz models and tests against
// (docs/pypto-version.md).
const PinnedCommit = "e2d0f78ae6d709c0d6ee345a48db2c3d621a4b09"

// Repro is a standalone Python file that reproduces a problem with plain
// PyPTO, nothing of irfuzz: the program, the backend, and the one check
// that shows the problem (the default pipeline under
// VerificationInstrument(AFTER), plus the round-trip instrument, the
// serialize/deserialize round trip, a second compile or PTO codegen, as
// the outcome needs). "python repro.py" lets PyPTO's exception propagate
// as it would in a user's script (a traceback naming the exception and
// its message; exit 1), prints "REPRODUCED: ..." for a problem that is not
// an exception, and "not reproduced" (exit 0) when PyPTO has been fixed.
// planner is the memory planner the problem was found under (as
// sut.Request.Planner spells it, "" for PYPTO): the PassContext, and so
// the PassManager built inside it, and code generation run under it.
func Repro(program, backend, planner string, outcome sut.Outcome, pass, message string) string {
	mp := "passes.MemoryPlanner." + PlannerName(planner)
	var b strings.Builder
	fmt.Fprintf(&b, "# A PyPTO %s", outcome)
	if pass != "" {
		fmt.Fprintf(&b, " in %s", pass)
	}
	fmt.Fprintf(&b, ", found by irfuzz, reproduced with plain PyPTO.\n")
	fmt.Fprintf(&b, "# PyPTO: hw-native-sys/pypto %s\n", PinnedCommit)
	if message != "" {
		fmt.Fprintf(&b, "# Expected: %s\n", strings.ReplaceAll(message, "\n", " "))
	}
	b.WriteString("# Run: python repro.py\n")
	b.WriteString(`import sys

import pypto.language as pl
from pypto import backend, ir, passes
from pypto.backend import BackendType
from pypto.ir.pass_manager import OptimizationStrategy, PassManager

PROGRAM = `)
	b.WriteString(pyString(program))
	fmt.Fprintf(&b, `


def compile_once(instruments):
    backend.reset_for_testing()
    backend.set_backend_type(BackendType.%s)
    program = pl.parse_program(PROGRAM, filename="repro.py")
    # The context ir.compile sets up by default (python/pypto/ir/compile.py).
    disabled = passes.DiagnosticCheckSet()
    disabled.insert(passes.DiagnosticCheck.UnusedControlFlowResult)
    with passes.PassContext(instruments, passes.VerificationLevel.BASIC, passes.DiagnosticPhase.NONE, disabled,
                            %s, False, passes.RuntimeKind.TENSORMAP_AND_RINGBUFFER):
        return program, PassManager.get_strategy(OptimizationStrategy.Default).run_passes(program)


def reproduced(what):
    print("REPRODUCED: " + what)
    sys.exit(1)


verify = passes.VerificationInstrument(passes.VerificationMode.AFTER)
`, BackendName(backend), mp)
	switch outcome {
	case sut.Roundtrip:
		b.WriteString("compile_once([verify, ir.make_roundtrip_instrument()])\n")
	case sut.Serialize:
		if pass == "input" {
			b.WriteString("backend.reset_for_testing()\nbackend.set_backend_type(BackendType." + BackendName(backend) + ")\n")
			b.WriteString("p = pl.parse_program(PROGRAM, filename=\"repro.py\")\n")
		} else {
			b.WriteString("_, p = compile_once([verify])\n")
		}
		fmt.Fprintf(&b, `back = ir.deserialize(ir.serialize(p))
if not ir.structural_equal(p, back):
    reproduced("the %s program deserializes to a different program")
`, map[bool]string{true: "input", false: "output"}[pass == "input"])
	case sut.Nondeterminism:
		b.WriteString(`_, first = compile_once([verify])
_, second = compile_once([verify])
if ir.python_print(first) != ir.python_print(second):
    reproduced("compiling the program twice prints two different programs")
`)
	case sut.Codegen:
		fmt.Fprintf(&b, `import tempfile

from pypto.backend.pto_backend import generate

_, out = compile_once([verify])
with tempfile.TemporaryDirectory() as d:
    generate(out, d, skip_ptoas=True, memory_planner=%s)
`, mp)
	default:
		b.WriteString("compile_once([verify])\n")
	}
	b.WriteString(`print("not reproduced")
`)
	return b.String()
}

// PlannerName is PyPTO's passes.MemoryPlanner member of a planner as
// sut.Request.Planner spells it ("dsa_rp" is DSA_RP; "" is PYPTO).
func PlannerName(planner string) string {
	if planner == "" {
		return "PYPTO"
	}
	return strings.ToUpper(planner)
}

// BackendName is PyPTO's BackendType name of a backend as irfuzz spells
// it ("910B" or "Ascend910B"; anything else, "none" and "" included, is
// the generator's default target, Ascend950).
func BackendName(name string) string {
	if name == "910B" || name == "Ascend910B" {
		return "Ascend910B"
	}
	return "Ascend950"
}

// pyString is s as a Python string literal: raw triple-quoted where that
// reads back exactly, else Python's escaped form.
func pyString(s string) string {
	if !strings.Contains(s, `'''`) && !strings.HasSuffix(s, `\`) && !strings.HasSuffix(s, "'") && !strings.Contains(s, "\r") {
		return "r'''" + s + "'''"
	}
	return strconv.Quote(s) // a Go quoted string is a valid Python literal for text
}
