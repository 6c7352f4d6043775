package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// sampleKernels builds perProfile kernels of every profile (seeds 1..n).
func sampleKernels(perProfile int) []Case {
	var out []Case
	for _, name := range Profiles() {
		p := Profile(name)
		for seed := int64(1); seed <= int64(perProfile); seed++ {
			out = append(out, FromSeed(p, seed))
		}
	}
	return out
}

// readCounts counts how often each variable is read in f.
func readCounts(f *ir.Function) map[*ir.Var]int {
	n := map[*ir.Var]int{}
	ir.WalkFunc(f, func(x ir.Node) bool {
		if e, ok := x.(ir.Expr); ok {
			if v := ir.VarOf(e); v != nil {
				n[v]++
			}
		}
		return true
	})
	return n
}

// assigned maps each assigned variable of f to its value.
func assigned(f *ir.Function) map[*ir.Var]ir.Expr {
	d := map[*ir.Var]ir.Expr{}
	ir.WalkFunc(f, func(x ir.Node) bool {
		if a, ok := x.(*ir.AssignStmt); ok {
			d[a.Var] = a.Value
		}
		return true
	})
	return d
}

// opCalls lists the calls of registered ops in f, in order.
func opCalls(f *ir.Function) []*ir.Call {
	var out []*ir.Call
	ir.WalkFunc(f, func(x ir.Node) bool {
		if c, ok := x.(*ir.Call); ok && c.Op != nil {
			out = append(out, c)
		}
		return true
	})
	return out
}

// TestScratchArgsFresh: every scratch argument (scratchArgs) of a call in
// a generated kernel is a variable a tile.create of the data input's shape
// and dtype defined and nothing else reads; and scratch arguments are
// generated (of reductions and transposes at least).
func TestScratchArgsFresh(t *testing.T) {
	seen := map[string]int{}
	for _, c := range sampleKernels(12) {
		for _, f := range c.Prog.Funcs {
			u, d := readCounts(f), assigned(f)
			for _, call := range opCalls(f) {
				for _, i := range call.Op.ScratchArgs() {
					if i >= len(call.Args) {
						continue
					}
					seen[call.Op.Name]++
					v := ir.VarOf(call.Args[i])
					def, _ := d[v].(*ir.Call)
					if v == nil || def == nil || def.Op.Name != "tile.create" {
						t.Fatalf("%v: %s scratch argument %d is not a fresh tile.create:\n%s", c, call.Op.Name, i, ir.Print(c.Prog))
					}
					if u[v] != 1 {
						t.Fatalf("%v: %s scratch %s is read %d times:\n%s", c, call.Op.Name, v.Name, u[v], ir.Print(c.Prog))
					}
					if !sameShape(tileOf(call.Args[0].Type()))(v.T) {
						t.Fatalf("%v: %s scratch %s has type %s for input %s", c, call.Op.Name, v.Name, ir.PrintType(v.T), ir.PrintType(call.Args[0].Type()))
					}
				}
			}
		}
	}
	for _, op := range []string{"tile.row_sum", "tile.row_max", "tile.col_sum", "tile.transpose"} {
		if seen[op] == 0 {
			t.Errorf("no %s with a scratch argument generated (%v)", op, seen)
		}
	}
	t.Logf("scratch arguments: %v", seen)
}
