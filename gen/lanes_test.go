package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// reads reports whether e reads v.
func reads(e ir.Expr, v *ir.Var) bool {
	found := false
	ir.WalkExpr(e, func(n ir.Node) bool {
		if x, ok := n.(ir.Expr); ok && ir.VarOf(x) == v {
			found = true
		}
		return !found
	})
	return found
}

// TestSubblockSplitsStores: a kernel that reads tile.get_subblock_idx
// stores only vector tiles (no accumulator: where the pipeline stores one
// is its choice), only at windows offset by the lane index (the first
// query's value) along the leading axis, reads the index nowhere else (the
// cube side cannot), writes no tensor element (tensor.write) and stores
// only into tensors it does not load; such kernels are generated
// (VectorKernelSplit makes them most).
func TestSubblockSplitsStores(t *testing.T) {
	split := 0
	cases := sampleKernels(12)
	for seed := int64(100); seed < 300; seed++ {
		cases = append(cases, FromSeed(Profile("VectorKernelSplit"), seed))
	}
	for _, c := range cases {
		f := c.Prog.Funcs[0]
		var lane *ir.Var
		ir.WalkFunc(f, func(n ir.Node) bool {
			if a, ok := n.(*ir.AssignStmt); ok && lane == nil {
				if call, ok := a.Value.(*ir.Call); ok && call.Op != nil && call.Op.Name == "tile.get_subblock_idx" {
					lane = a.Var
				}
			}
			return true
		})
		if lane == nil {
			continue
		}
		split++
		if u := readCounts(f)[lane]; u != countStores(f, lane) {
			t.Fatalf("%v: the lane index is read %d times, by %d stores:\n%s", c, u, countStores(f, lane), ir.Print(c.Prog))
		}
		from := tensorRoots(f)
		loaded := map[*ir.Var]bool{}
		for _, call := range opCalls(f) {
			if call.Op.Name == "tile.load" {
				loaded[rootParam(call.Args[0], from)] = true
			}
		}
		for _, call := range opCalls(f) {
			switch call.Op.Name {
			case "tensor.write":
				t.Fatalf("%v: lane-split kernel writes a tensor element:\n%s", c, ir.Print(c.Prog))
			case "tile.store":
				if isAcc(call.Args[0].Type()) {
					t.Fatalf("%v: lane-split kernel stores an accumulator:\n%s", c, ir.Print(c.Prog))
				}
				offs, _ := call.Args[1].(*ir.MakeTuple)
				if offs == nil || len(offs.Elems) == 0 || !reads(offs.Elems[0], lane) {
					t.Fatalf("%v: store not offset by the lane index %s:\n%s", c, lane.Name, ir.Print(c.Prog))
				}
				if dst := rootParam(call.Args[2], from); dst != nil && loaded[dst] {
					t.Fatalf("%v: lane-split kernel stores into loaded tensor %s:\n%s", c, dst.Name, ir.Print(c.Prog))
				}
			}
		}
	}
	if split < 20 {
		t.Fatalf("only %d lane-split kernels generated", split)
	}
	t.Logf("%d lane-split kernels", split)
}

// countStores counts the stores of f whose offsets read lane.
func countStores(f *ir.Function, lane *ir.Var) int {
	n := 0
	for _, c := range opCalls(f) {
		if c.Op.Name == "tile.store" && reads(c.Args[1], lane) {
			n++
		}
	}
	return n
}
