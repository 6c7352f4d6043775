package backend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestTables(t *testing.T) {
	b9, _ := Get("910B")
	b5, _ := Get("Ascend950")
	for _, tc := range []struct {
		b     *Backend
		space ir.MemorySpace
		want  int64
	}{
		{b9, ir.Vec, 188416}, {b9, ir.Mat, 524288}, {b9, ir.Left, 65536}, {b9, ir.Acc, 131072}, {b9, ir.Bias, 1024}, {b9, ir.LeftScale, 0},
		{b5, ir.Vec, 245760}, {b5, ir.Acc, 262144}, {b5, ir.Bias, 4096}, {b5, ir.RightScale, 4096}, {b5, ir.DDR, 0},
	} {
		if got := tc.b.Capacity(tc.space); got != tc.want {
			t.Errorf("%s %s capacity = %d, want %d", tc.b, tc.space, got, tc.want)
		}
	}
	if b9.CanMove(ir.Vec, ir.Mat) || !b5.CanMove(ir.Vec, ir.Mat) || !b5.CanMove(ir.Acc, ir.Vec) || b9.CanMove(ir.Acc, ir.Vec) {
		t.Errorf("move graphs")
	}
	if b9.L0CMAlignment(ir.INT32) != 32 || b5.L0CMAlignment(ir.INT32) != 16 || b9.L0CMAlignment(ir.FP32) != 16 {
		t.Errorf("L0C alignment")
	}
	var none *Backend
	if none.L0CMAlignment(ir.INT32) != 32 || none.L0CMAlignment(ir.FP32) != 16 || none.String() != "none" {
		t.Errorf("no-backend defaults")
	}
	if !b9.SupportsAtomicAdd(ir.BF16) || b5.SupportsAtomicAdd(ir.BF16) || !b5.SupportsAtomicAdd(ir.INT8) || b5.SupportsAtomicAdd(ir.UINT8) {
		t.Errorf("atomic dtypes")
	}
	if !b5.SupportsAccToGm(ir.BF16) || b5.SupportsAccToGm(ir.INT8) {
		t.Errorf("Acc->GM dtypes")
	}
	if !CubeWritebackSupports(ir.FP32, ir.BF16) || CubeWritebackSupports(ir.INT32, ir.FP32) {
		t.Errorf("writeback conversions")
	}
	for _, tc := range []struct {
		src, dst ir.MemorySpace
		pipe     ir.PipeType
	}{
		{ir.DDR, ir.Vec, ir.PipeMTE2}, {ir.DDR, ir.Mat, ir.PipeMTE2}, {ir.Vec, ir.DDR, ir.PipeMTE3},
		{ir.Acc, ir.DDR, ir.PipeFIX}, {ir.Acc, ir.Vec, ir.PipeFIX}, {ir.Mat, ir.Left, ir.PipeMTE1},
		{ir.Vec, ir.Mat, ir.PipeMTE3}, {ir.Vec, ir.Vec, ir.PipeV},
	} {
		if got := TransferPipe(tc.src, tc.dst); got != tc.pipe {
			t.Errorf("TransferPipe(%s, %s) = %s, want %s", tc.src, tc.dst, got, tc.pipe)
		}
	}
	if _, err := Get("tpu"); err == nil || err.Error() != `unknown backend "tpu" (want 910B, 950 or none)` {
		t.Errorf("unknown backend: %v", err)
	}
	if b, err := Get("none"); b != nil || err != nil {
		t.Errorf("none: %v %v", b, err)
	}
}

func TestArch(t *testing.T) {
	for name, want := range map[string]string{"Ascend910B": "a2a3", "Ascend950": "a5"} {
		b, err := Get(name)
		if err != nil || b.Arch != want {
			t.Errorf("%s: Arch %q (%v), want %q", name, b.Arch, err, want)
		}
	}
}
