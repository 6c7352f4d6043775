package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// Each fault is caught by the pass that carries it, in its after-pass
// verification, by the property it breaks; its fault-free twin compiles.
func TestMixedKernelFaultsCaught(t *testing.T) {
	cases := []struct {
		fault, twin string
		pass        string
		prop        verifier.Property
	}{
		{"testdata/ExpandMixedKernel/fault_2510_push_widens_valid.before.py", "testdata/ExpandMixedKernel/narrowed_acc_push_keeps_compact.before.py", "ExpandMixedKernel", verifier.AccCompactValid},
		{"testdata/ExpandMixedKernel/fault_2453_carry_slot_mismatch.before.py", "testdata/ExpandMixedKernel/multi_carry_branch_2453.before.py", "ExpandMixedKernel", verifier.TypeChecked},
		{"testdata/AutoTileMatmulL0/fault_2470_seed_not_compact.before.py", "testdata/AutoTileMatmulL0/row_narrowed_through_infer.before.py", "AutoTileMatmulL0", verifier.TypeChecked},
	}
	for _, c := range cases {
		dir := c.fault[len("testdata/"):strings.LastIndex(c.fault, "/")]
		fc := readCase(t, c.fault, dir)
		_, err := Run(fc.passes, parseFile(t, c.fault), instrumented(fc.backend, fc.faults))
		var ce *ContractError
		if !errors.As(err, &ce) || ce.Pass != c.pass || ce.Phase != PhaseAfter {
			t.Errorf("%s: error %v, want an after-pass contract error of %s", c.fault, err, c.pass)
			continue
		}
		if got := ce.FailedProperties(verifier.Default()); len(got) != 1 || got[0] != c.prop {
			t.Errorf("%s: failed properties %v, want [%s]", c.fault, got, c.prop)
		}
		tc := readCase(t, c.twin, dir)
		if tc.faults.String() != "" || tc.err != "" {
			t.Fatalf("%s is not a fault-free success case", c.twin)
		}
		if _, err := Run(tc.passes, parseFile(t, c.twin), instrumented(tc.backend, fc.faults)); err == nil {
			t.Errorf("%s with %s: no error", c.twin, fc.faults)
		}
		if _, err := Run(tc.passes, parseFile(t, c.twin), instrumented(tc.backend, Faults{})); err != nil {
			t.Errorf("%s without faults: %v", c.twin, err)
		}
	}
}

// The pop's type on the vector side never carries compact, while the
// pushed accumulator keeps it.
func TestMixedKernelPopDropsCompact(t *testing.T) {
	path := "testdata/ExpandMixedKernel/narrowed_acc_push_keeps_compact.before.py"
	c := readCase(t, path, "ExpandMixedKernel")
	out, err := Run(c.passes, parseFile(t, path), &Context{Backend: c.backend})
	if err != nil {
		t.Fatal(err)
	}
	var pushed, popped *ir.TileType
	for _, f := range out.Funcs {
		ir.Walk(f, func(n ir.Node) bool {
			switch s := n.(type) {
			case *ir.EvalStmt:
				if c, ok := s.Expr.(*ir.Call); ok && c.OpName() == "tile.tpush_to_aiv" {
					pushed = c.Args[0].Type().(*ir.TileType)
				}
			case *ir.AssignStmt:
				if c, ok := s.Value.(*ir.Call); ok && c.OpName() == "tile.tpop_from_aic" {
					popped = s.Var.T.(*ir.TileType)
					if !ir.TypeEqual(c.T, s.Var.T) {
						t.Errorf("pop call typed %s, its variable %s", ir.PrintType(c.T), ir.PrintType(s.Var.T))
					}
				}
			}
			return true
		})
	}
	if pushed == nil || popped == nil {
		t.Fatalf("no push / pop in\n%s", ir.Print(out))
	}
	if pushed.Space != ir.Acc || pushed.Effective().Compact != ir.CompactNormal {
		t.Errorf("pushed %s, want a compact Acc tile", ir.PrintType(pushed))
	}
	if popped.Space != ir.Vec || popped.Effective().Compact != ir.CompactNull || ir.PrintExpr(popped.ValidShape()[0]) != "16" {
		t.Errorf("popped %s, want a Vec tile with 16 valid rows and no compact", ir.PrintType(popped))
	}
}

func TestCallAffinity(t *testing.T) {
	tile := func(space ir.MemorySpace) *ir.Var {
		return &ir.Var{Name: "t", T: ir.NewTileType(ir.Shape(16, 128), ir.FP32, nil, space, nil)}
	}
	tensor := &ir.Var{Name: "g", T: ir.NewTensorType(ir.Shape(16, 128), ir.FP32, nil, nil)}
	offs := &ir.MakeTuple{Elems: ir.ConstIs(0, 0)}
	call := func(op string, args []ir.Expr, kws ...ir.Kwarg) *ir.Call {
		c, err := ir.Op(op).Create(args, kws, ir.Span{})
		if err != nil {
			t.Fatalf("%s: %v", op, err)
		}
		return c
	}
	mem := func(m ir.MemorySpace) ir.Kwarg { return ir.Kwarg{Key: "target_memory", Value: m} }
	cases := []struct {
		name string
		c    *ir.Call
		want ir.Affinity
	}{
		{"matmul", call("tile.matmul", []ir.Expr{tile(ir.Left), &ir.Var{Name: "r", T: ir.NewTileType(ir.Shape(128, 64), ir.FP32, nil, ir.Right, nil)}}), ir.Cube},
		{"exp", call("tile.exp", []ir.Expr{tile(ir.Vec)}), ir.Vector},
		{"store from Acc", call("tile.store", []ir.Expr{tile(ir.Acc), offs, tensor}), ir.Cube},
		{"store from Vec", call("tile.store", []ir.Expr{tile(ir.Vec), offs, tensor}), ir.Vector},
		{"load to Mat", call("tile.load", []ir.Expr{tensor, offs, &ir.MakeTuple{Elems: ir.ConstIs(16, 128)}, &ir.MakeTuple{Elems: ir.ConstIs(16, 128)}}, mem(ir.Mat)), ir.Cube},
		{"load to Vec", call("tile.load", []ir.Expr{tensor, offs, &ir.MakeTuple{Elems: ir.ConstIs(16, 128)}, &ir.MakeTuple{Elems: ir.ConstIs(16, 128)}}, mem(ir.Vec)), ir.Vector},
		{"create in Acc", call("tile.create", []ir.Expr{&ir.MakeTuple{Elems: ir.ConstIs(16, 128)}}, ir.Kwarg{Key: "dtype", Value: ir.FP32}, mem(ir.Acc)), ir.Shared},
		{"move Acc->Vec", call("tile.move", []ir.Expr{tile(ir.Acc)}, mem(ir.Vec)), ir.Mixed},
		{"move Vec->Left", call("tile.move", []ir.Expr{tile(ir.Vec)}, mem(ir.Left)), ir.Mixed},
		{"move Mat->Left", call("tile.move", []ir.Expr{tile(ir.Mat)}, mem(ir.Left)), ir.Cube},
		{"move Vec->Vec", call("tile.move", []ir.Expr{tile(ir.Vec)}, mem(ir.Vec)), ir.Vector},
		{"extract to Right", call("tile.extract", []ir.Expr{tile(ir.Mat), ir.ConstI(0), ir.ConstI(0), &ir.MakeTuple{Elems: ir.ConstIs(16, 16)}}, mem(ir.Right)), ir.Cube},
		{"set_validshape on Acc", call("tile.set_validshape", []ir.Expr{tile(ir.Acc), ir.ConstI(8), ir.ConstI(128)}), ir.Cube},
		{"tpush_to_aiv", call("tile.tpush_to_aiv", []ir.Expr{tile(ir.Acc)}), ir.Cube},
		{"tpop_from_aic", call("tile.tpop_from_aic", nil), ir.Vector},
		{"syncall AIV", call("system.syncall", nil, ir.Kwarg{Key: "core_type", Value: ir.KernelAIV}), ir.Vector},
		{"syncall", call("system.syncall", nil), ir.Shared},
		{"tensor.read", call("tensor.read", []ir.Expr{tensor, offs}), ir.Shared},
	}
	for _, c := range cases {
		got, err := callAffinity(c.c)
		if err != nil || got != c.want {
			t.Errorf("%s: affinity %s (err %v), want %s", c.name, got, err, c.want)
		}
	}
	shard := call("tile.aiv_shard", []ir.Expr{tile(ir.Acc)}, ir.Kwarg{Key: "split", Value: int64(1)})
	if _, err := callAffinity(shard); err == nil || !strings.Contains(err.Error(), "tile.aiv_shard is a split_aiv boundary") {
		t.Errorf("aiv_shard: %v", err)
	}
}

// The pass is deterministic and leaves non-InCore programs alone.
func TestMixedKernelDeterministicAndIdle(t *testing.T) {
	path := "testdata/ExpandMixedKernel/multi_carry_branch_2453.before.py"
	in := parseFile(t, path)
	a, err := ExpandMixedKernel.Run(in, &Context{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := ExpandMixedKernel.Run(in, &Context{})
	if err != nil {
		t.Fatal(err)
	}
	if ir.Print(a) != ir.Print(b) {
		t.Fatal("two runs printed differently")
	}
	again, err := ExpandMixedKernel.Run(a, &Context{})
	if err != nil || again != a {
		t.Fatalf("a second run over the split program changed it (err %v)", err)
	}
}

func TestMixedKernelNameClash(t *testing.T) {
	text, err := os.ReadFile("testdata/ExpandMixedKernel/matmul_split.before.py")
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(text), "def main(self", "def compute_incore_0_aiv(self", 1)
	p := mustParse(t, src)
	_, err = ExpandMixedKernel.Run(p, &Context{})
	if err == nil || !strings.Contains(err.Error(), "cannot split mixed kernel 'compute_incore_0': the program already has a function named 'compute_incore_0_aiv'") {
		t.Fatalf("err = %v", err)
	}
}

// Default runs AutoTileMatmulL0 between FlattenTileNdTo2D and
// InferTileMemorySpace, and ExpandMixedKernel after the latter and the
// passes PyPTO runs between them (python/pypto/ir/pass_manager.py:184-196).
func TestDefaultOrderMixedKernelPasses(t *testing.T) {
	idx := map[string]int{}
	for i, p := range Default() {
		idx[p.Name] = i
	}
	if !(idx["FlattenTileNdTo2D"] < idx["AutoTileMatmulL0"] && idx["AutoTileMatmulL0"] < idx["InferTileMemorySpace"] &&
		idx["InferTileMemorySpace"] < idx["ResolveBackendOpLayouts"] && idx["ResolveBackendOpLayouts"] < idx["LowerAutoVectorSplit"] &&
		idx["LowerAutoVectorSplit"] < idx["ExpandMixedKernel"] && idx["ExpandMixedKernel"] < idx["InjectGMPipeBuffer"] &&
		idx["InjectGMPipeBuffer"] < idx["SplitVectorKernel"] && idx["SplitVectorKernel"] < idx["StampTfreeSplit"]) {
		t.Fatalf("order: %v", idx)
	}
}

// crossings renders the cross-core traffic of a split function as the
// control flow that holds it: every transfer by direction (AIC's
// tpush_to_aiv and AIV's tpop_from_aic are one C2V transfer, AIV's
// tpush_to_aic and AIC's tpop_from_aiv one V2C transfer) inside the loops
// and branches, named by their source position, that enclose it.
func crossings(s ir.Stmt) string {
	var parts []string
	for _, st := range ir.Stmts(s) {
		switch st := st.(type) {
		case *ir.AssignStmt, *ir.EvalStmt:
			c := ir.StmtCall(st)
			if c == nil {
				continue
			}
			switch c.OpName() {
			case "tile.tpush_to_aiv", "tile.tpop_from_aic":
				parts = append(parts, "C2V")
			case "tile.tpush_to_aic", "tile.tpop_from_aiv":
				parts = append(parts, "V2C")
			}
		case *ir.ForStmt:
			if in := crossings(st.Body); in != "" {
				parts = append(parts, "for@"+st.Pos.String()+"{"+in+"}")
			}
		case *ir.WhileStmt:
			if in := crossings(st.Body); in != "" {
				parts = append(parts, "while@"+st.Pos.String()+"{"+in+"}")
			}
		case *ir.IfStmt:
			th, el := crossings(st.Then), crossings(st.Else)
			if th != "" || el != "" {
				parts = append(parts, "if@"+st.Pos.String()+"{"+th+"|"+el+"}")
			}
		case *ir.ScopeStmt:
			if in := crossings(st.Body); in != "" {
				parts = append(parts, in)
			}
		}
	}
	return strings.Join(parts, ",")
}

// Every pop of one side has its push on the other, in the same loops and
// branches and in the same order (the pass never leaves a tpop whose tpush
// runs under another condition or trip count), on every split case.
func TestMixedKernelCrossingsPaired(t *testing.T) {
	befores, _ := filepath.Glob("testdata/ExpandMixedKernel/*.before.py")
	split := 0
	for _, path := range befores {
		c := readCase(t, path, "ExpandMixedKernel")
		if c.err != "" || c.faults.String() != "" {
			continue
		}
		in := parseFile(t, path)
		mixed := false
		for _, f := range in.Funcs {
			mixed = mixed || f.Kind == ir.InCore
		}
		if !mixed {
			continue // a hand-written AIC / AIV pair: its loops are its own
		}
		out, err := Run(c.passes, in, &Context{Backend: c.backend})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		fns := map[ir.FunctionType]*ir.Function{}
		for _, f := range out.Funcs {
			fns[f.Kind] = f
		}
		aic, aiv := fns[ir.AIC], fns[ir.AIV]
		if aic == nil || aiv == nil {
			continue
		}
		split++
		if a, v := crossings(aic.Body), crossings(aiv.Body); a != v {
			t.Errorf("%s: AIC traffic %q, AIV traffic %q", path, a, v)
		}
	}
	if split < 10 {
		t.Fatalf("only %d split cases", split)
	}
}

// On the vector side of a split nothing is typed in a cube-side memory:
// the Acc phis and carries of the S2 cases are gone, not retyped.
func TestMixedKernelNoCubeTilesOnAIV(t *testing.T) {
	for _, name := range []string{"acc_phi_dropped_on_aiv", "acc_carry_phi_dropped_on_aiv"} {
		path := "testdata/ExpandMixedKernel/" + name + ".before.py"
		c := readCase(t, path, "ExpandMixedKernel")
		out, err := Run(c.passes, parseFile(t, path), &Context{Backend: c.backend})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		aiv := 0
		for _, f := range out.Funcs {
			if f.Kind != ir.AIV {
				continue
			}
			aiv++
			ir.DefSites(f, func(v *ir.Var) {
				if tt, ok := v.T.(*ir.TileType); ok && ir.CubeSideSpace(tt.Space) {
					t.Errorf("%s: %s defines %s of type %s", name, f.Name, v.Name, ir.PrintType(v.T))
				}
			})
		}
		if aiv == 0 {
			t.Errorf("%s: no AIV function: the split did not happen, so the test shows nothing", name)
		}
	}
}

// A fillpad is vector work (a Vec op, elementwise.cpp:1278-1279) and a
// transpose (whose output inherits its input's space) runs on the side of
// its input, as ir.CallAffinity says.
func TestCallAffinityInheritInput(t *testing.T) {
	for _, c := range []struct {
		op    string
		space ir.MemorySpace
		want  ir.Affinity
	}{
		{"tile.fillpad", ir.Vec, ir.Vector},
		{"tile.transpose", ir.Vec, ir.Vector},
	} {
		arg := &ir.Var{Name: "t", T: ir.NewTileType(ir.Shape(32, 32), ir.FP16, nil, c.space, nil)}
		args := []ir.Expr{arg}
		if c.op == "tile.transpose" {
			args = append(args, ir.ConstI(0), ir.ConstI(1), &ir.Var{Name: "tmp", T: arg.T})
		}
		call, err := ir.Op(c.op).Create(args, nil, ir.Span{})
		if err != nil {
			t.Fatalf("%s: %v", c.op, err)
		}
		if got, err := callAffinity(call); err != nil || got != c.want {
			t.Errorf("%s of a %s tile: affinity %d (err %v), want %d", c.op, c.space, got, err, c.want)
		}
	}
}
