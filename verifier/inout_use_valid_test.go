package verifier

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

const inoutProgram = `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[32, 64], pl.FP32], o: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        return o

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], o: pl.Out[pl.Tensor[[32, 64], pl.FP32]], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[32, 64], pl.FP32]:
`

// The branches of an if start from the same dead set: a kill in the then
// branch does not reach the else branch, but both reach the code after.
func TestInOutUseValidBranches(t *testing.T) {
	p := coreParse(t, inoutProgram+`        if flag < 1:
            r1: pl.Tensor[[32, 64], pl.FP32] = self.k(x, o)
        else:
            r2: pl.Tensor[[32, 64], pl.FP32] = self.k(o, x)
        return x
`)
	coreExpect(t, coreVerify(p, InOutUseValid),
		"ERROR InOutUseDiscipline 0 @11:20 variable 'x' was passed as InOut/Out at core.py:15:48; read the post-call return value instead of the pre-call variable")
}

// Nested loops: the kills of an inner loop body reach the start of the
// outer loop body through the back edge, and each loop body's kill set is
// computed once.
func TestInOutUseValidNestedLoops(t *testing.T) {
	p := coreParse(t, inoutProgram+`        for i in pl.range(2):
            s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
            for j in pl.range(2):
                for k in pl.range(2):
                    r: pl.Tensor[[32, 64], pl.FP32] = self.k(o, x)
        return o
`)
	// x is read by tensor.read at the top of the outer body and by the call's
	// own argument list, both reachable from the kill through back edges.
	coreExpect(t, coreVerify(p, InOutUseValid),
		"ERROR InOutUseDiscipline 0 @11:20 variable 'x' was passed as InOut/Out at core.py:16:55",
		"ERROR InOutUseDiscipline 0 @11:20 variable 'x' was passed as InOut/Out at core.py:16:55")
}

// An IterArg reference also visits its init value (PyPTO's IRVisitor does),
// so a dead variable seeding a loop carry is reported at every use of the
// carry.
func TestInOutUseValidIterArgInit(t *testing.T) {
	p := coreParse(t, inoutProgram+`        r: pl.Tensor[[32, 64], pl.FP32] = self.k(x, o)
        for i, (c,) in pl.range(2, init_values=(o,)):
            s: pl.Scalar[pl.FP32] = pl.tensor.read(c, [0, 0])
            c2: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(c)
        return c2
`)
	got := coreVerify(p, InOutUseValid)
	if len(got) != 3 {
		t.Fatalf("got%s\nwant 3 (init value, the read of c, the yield of c)", describe(got))
	}
	for _, d := range got {
		if !strings.HasPrefix(coreLine(d), "ERROR InOutUseDiscipline 0 @11:53 variable 'o' was passed as InOut/Out at core.py:12:43") {
			t.Fatalf("got%s", describe(got))
		}
	}
}

// Group and Spmd functions are skipped; a Submit kills nothing.
func TestInOutUseValidSkipsWrappersAndSubmits(t *testing.T) {
	p := coreParse(t, inoutProgram+`        a, t1 = pl.submit(self.k, x, o)
        s: pl.Scalar[pl.FP32] = pl.tensor.read(o, [0, 0])
        r: pl.Tensor[[32, 64], pl.FP32] = self.k(x, o)
        return o
`)
	coreExpect(t, coreVerify(p, InOutUseValid), "ERROR InOutUseDiscipline 0 @11:53 variable 'o' was passed as InOut/Out at core.py:14:43")
	for _, kind := range []ir.FunctionType{ir.Group, ir.Spmd} {
		p.Funcs[1].Kind = kind
		coreExpect(t, coreVerify(p, InOutUseValid))
	}
}
