package gen

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// upper is an upper bound of an INDEX expression: its value when constant,
// the least bound of a pl.min's sides, the greatest of a pl.max's, the
// bounds' sum or difference (less a constant), else none (MaxInt64).
func upper(e ir.Expr) int64 {
	if v, ok := ir.ConstValue(e); ok {
		return v
	}
	bin, ok := e.(*ir.Binary)
	if !ok {
		return math.MaxInt64
	}
	l, r := upper(bin.L), upper(bin.R)
	switch bin.Op {
	case ir.OpMin:
		return min(l, r)
	case ir.OpMax:
		return max(l, r)
	case ir.OpSub:
		if c, ok := ir.ConstValue(bin.R); ok && l != math.MaxInt64 {
			return l - c
		}
	case ir.OpAdd:
		if l != math.MaxInt64 && r != math.MaxInt64 {
			return l + r
		}
	}
	return math.MaxInt64
}

// TestRuntimeValidBounded: every valid extent of every tile a generated
// kernel defines is bounded by the tile's physical extent whatever its
// runtime Scalar parameters hold (a runtime row count is capped with
// pl.min), and runtime valid rows are generated.
func TestRuntimeValidBounded(t *testing.T) {
	runtime := 0
	for _, c := range sampleKernels(12) {
		for _, f := range c.Prog.Funcs {
			for v := range assigned(f) {
				tt := tileOf(v.T)
				if tt == nil {
					continue
				}
				valid := tt.ValidShape()
				for i, d := range tt.Shape {
					n, ok := ir.ConstValue(d)
					if !ok || i >= len(valid) {
						continue
					}
					if _, c := ir.ConstValue(valid[i]); !c {
						runtime++
					}
					if u := upper(valid[i]); u > n {
						t.Fatalf("%v: %s valid extent %d (%s) may exceed %d:\n%s", c, v.Name, i, ir.PrintExpr(valid[i]), n, ir.Print(c.Prog))
					}
				}
			}
		}
	}
	if runtime < 20 {
		t.Fatalf("only %d runtime valid extents generated", runtime)
	}
	t.Logf("%d runtime valid extents", runtime)
}
