package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func aivProgram(instrs ...Instr) *Program {
	return &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores:   []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: instrs}},
	}
}

func TestDeadlockFlagNeverSet(t *testing.T) {
	a := MustArch("910B")
	x := ubTile(0, ir.FP32, 16, 16)
	res := mustRun(t, a, aivProgram(load(x, 0, 0, 0), waitFlag(ir.PipeMTE3, ir.PipeV, 1), vec("tile.adds", x, x)), addsInput(), Options{})
	wantDiags(t, res,
		"deadlock: aiv0 V blocks at aiv0#1 WAIT_FLAG waiting for flag (MTE3, V, event 1): flag (MTE3, V, event 1) from pipe MTE3 to pipe V is never set",
	)
	if d := res.Diags[0]; d.Instrs[0] != (InstrRef{0, 1}) || d.Pipes[0] != ir.PipeV {
		t.Fatalf("fields: %+v", d)
	}
}

func TestDeadlockFrontEnd(t *testing.T) {
	a := MustArch("910B")
	// A scalar-pipe wait blocks the front end: nothing after it dispatches.
	res := mustRun(t, a, aivProgram(waitFlag(ir.PipeV, ir.PipeS, 2), setFlag(ir.PipeV, ir.PipeS, 2)), nil, Options{})
	wantDiags(t, res,
		"deadlock: wait-for cycle: aiv0 front end at aiv0#0 WAIT_FLAG waits for flag (V, S, event 2) -> back to aiv0 front end",
	)
}

func TestDeadlockCycle(t *testing.T) {
	a := MustArch("910B")
	res := mustRun(t, a, aivProgram(
		waitFlag(ir.PipeMTE2, ir.PipeV, 0),
		waitFlag(ir.PipeV, ir.PipeMTE2, 1),
		setFlag(ir.PipeV, ir.PipeMTE2, 1),
		setFlag(ir.PipeMTE2, ir.PipeV, 0),
	), nil, Options{})
	wantDiags(t, res,
		"deadlock: wait-for cycle: aiv0 MTE2 at aiv0#1 WAIT_FLAG waits for flag (V, MTE2, event 1) -> aiv0 V at aiv0#0 WAIT_FLAG waits for flag (MTE2, V, event 0) -> back to aiv0 MTE2",
	)
	if d := res.Diags[0]; len(d.Instrs) != 2 || d.Instrs[0] != (InstrRef{0, 1}) || d.Instrs[1] != (InstrRef{0, 0}) {
		t.Fatalf("fields: %+v", d)
	}
}
