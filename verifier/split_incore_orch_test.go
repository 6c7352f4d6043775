package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// No registered tensor op computes today (tensor.create / read / write are
// host-side), so a compute tensor op is made up here: the warning fires in
// Orchestration functions only, nested calls included, and never for the
// host-side ops.
func TestSplitIncoreOrchComputeTensorOpWarning(t *testing.T) {
	compute := &ir.OpDef{Name: "tensor.add", Tensor: true, Access: ir.AccessFunctional, Pipe: ir.PipeV}
	view := &ir.OpDef{Name: "tensor.slice", Tensor: true, Access: ir.AccessView, Pipe: ir.PipeNone}
	for _, op := range []*ir.OpDef{ir.TensorCreate, ir.TensorRead, ir.TensorWrite, view, ir.TileAdd} {
		if isComputeTensorOp(op) {
			t.Errorf("%s counted as a compute tensor op", op.Name)
		}
	}
	if !isComputeTensorOp(compute) {
		t.Fatal("tensor.add not counted as a compute tensor op")
	}
	for _, kind := range []ir.FunctionType{ir.Orchestration, ir.Opaque} {
		p := coreParse(t, coreKernel("Orchestration", `        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.bar_v()
`))
		f := p.Funcs[0]
		f.Kind = kind
		a := ir.Stmts(f.Body)[0].(*ir.AssignStmt)
		inner := &ir.Call{Op: compute, Args: []ir.Expr{f.Params[0], f.Params[0]}, T: f.Params[0].T, Pos: corePos(8, 40)}
		a.Value = &ir.Call{Op: compute, Args: []ir.Expr{inner, f.Params[0]}, T: f.Params[0].T, Pos: corePos(8, 33)}
		want := []string{"ERROR SplitIncoreOrch 0 @9:9 InCore ScopeStmt found in non-InCore function (should have been outlined)"}
		if kind == ir.Orchestration {
			want = append(want,
				"WARNING SplitIncoreOrch 0 @8:33 Compute tensor op 'tensor.add' found in Orchestration function (should be inside InCore)",
				"WARNING SplitIncoreOrch 0 @8:40 Compute tensor op 'tensor.add'")
		}
		coreExpect(t, coreVerify(p, SplitIncoreOrch), want...)
	}
}
