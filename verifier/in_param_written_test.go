package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// A call's single result takes the root of the callee's Out/InOut argument
// whose tensor shape and dtype match it; several distinct matches (or none)
// record no root and mark the result ambiguous, so a write through it is
// skipped rather than blamed on a guess (AmbiguousRootPolicy::kSkip).
func TestBufferRootsReturnRootSelection(t *testing.T) {
	src := `import pypto.language as pl


@pl.program
class Roots:
    @pl.function(type=pl.FunctionType.InCore)
    def two_outs(self, p: pl.Out[pl.Tensor[[16, 16], pl.FP32]], q: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return p

    @pl.function(type=pl.FunctionType.InCore)
    def scratch_then_out(self, s: pl.InOut[pl.Tensor[[16, 16], pl.BF16]], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return o

    @pl.function(type=pl.FunctionType.InCore)
    def caller(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], s: pl.Tensor[[16, 16], pl.BF16]):
        r1 = self.two_outs(a, b)
        r2 = self.scratch_then_out(s, a)
        r3 = r2
`
	prog := tileParse(t, "roots.py", src)
	f := prog.Func("caller")
	roots := newBufferRoots(prog, f)
	vars := map[string]*ir.Var{}
	for _, st := range ir.Stmts(f.Body) {
		if a, ok := st.(*ir.AssignStmt); ok {
			vars[a.Var.Name] = a.Var
		}
	}
	a := f.Params[0]
	if !roots.ambiguous[vars["r1"]] || roots.root[vars["r1"]] != nil {
		t.Errorf("r1: ambiguous %v root %v", roots.ambiguous[vars["r1"]], roots.root[vars["r1"]])
	}
	// The BF16 InOut scratch does not match the FP32 result (#1564).
	if roots.root[vars["r2"]] != a || roots.ambiguous[vars["r2"]] {
		t.Errorf("r2 root %v", roots.root[vars["r2"]])
	}
	if roots.root[vars["r3"]] != a {
		t.Errorf("r3 (alias of r2) root %v", roots.root[vars["r3"]])
	}
	// The calls themselves write a, b and s through the callees' Out/InOut
	// slots: one warning per parameter, in order.
	ds := RunChecks(nil, NewCheckSet("InParamWritten"), PostPipeline, prog)
	var names []string
	for _, d := range ds {
		names = append(names, d.Message[len("parameter '"):len("parameter '")+1])
	}
	if len(ds) != 3 || names[0] != "a" || names[1] != "b" || names[2] != "s" {
		t.Errorf("got%s", describe(ds))
	}
}

func TestSourceName(t *testing.T) {
	for in, want := range map[string]string{"out__ssa_v2": "out", "out": "out", "a__ssa_v0__ssa_v1": "a__ssa_v0"} {
		if got := sourceName(in); got != want {
			t.Errorf("sourceName(%q) = %q, want %q", in, got, want)
		}
	}
}
