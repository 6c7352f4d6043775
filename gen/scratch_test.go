package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// sampleKernels builds perProfile kernels of every profile (seeds 1..n).
func sampleKernels(perProfile int) []Case {
	var out []Case
	for _, name := range Profiles() {
		p := ssaPolicy(Profile(name))
		for seed := int64(1); seed <= int64(perProfile); seed++ {
			out = append(out, FromSeed(p, seed))
		}
	}
	return out
}

// ssaPolicy is p without user form (PUserForm 0): the same kernels in SSA
// form, for the checks that read each variable's one definition (a
// user-form kernel only renames the carries of its SSA form, so its data
// flow is the same).
func ssaPolicy(p *Policy) *Policy {
	c := *p
	c.Knobs[PUserForm] = 0
	return &c
}

// preCorners is p with the knobs issue 16 added or raised back at their
// earlier values (PLoopOdd, PNonPow2 and PUserForm 0, WBreak 1, PDeepK 0
// where the profile takes the base's), and POrchOnly, added later, 0: a
// choice trace recorded before them replays under it as it was recorded
// (with them 0 the builder makes none of their draws).
func preCorners(p *Policy) *Policy {
	c := *p
	c.Knobs[PLoopOdd], c.Knobs[PNonPow2], c.Knobs[PUserForm], c.Knobs[POrchOnly] = 0, 0, 0, 0
	if c.Knobs[WBreak] == baseKnobs[WBreak] {
		c.Knobs[WBreak] = 1
	}
	if c.Knobs[PDeepK] == baseKnobs[PDeepK] {
		c.Knobs[PDeepK] = 0
	}
	return &c
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
