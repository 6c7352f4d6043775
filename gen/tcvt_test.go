package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestCastReachable checks castReachable against rows of the pinned
// PyPTO's own tables (docs/en/dev/passes/14-legalize_tile_cast.md: native
// and legalized columns; every other pair is rejected).
func TestCastReachable(t *testing.T) {
	all := []ir.DataType{ir.BF16, ir.FP16, ir.FP32, ir.FP4, ir.FP8E4M3FN, ir.FP8E5M2, ir.HF8, ir.INT16, ir.INT32, ir.INT64, ir.INT8, ir.UINT32, ir.UINT8, ir.UINT16}
	rows := []struct {
		target string
		from   ir.DataType
		to     []ir.DataType // native and legalized
	}{
		{"Ascend950", ir.INT8, []ir.DataType{ir.FP16, ir.INT16, ir.INT32, ir.HF8, ir.UINT16, ir.UINT8, ir.FP8E4M3FN, ir.FP8E5M2, ir.FP4}},
		{"Ascend950", ir.BF16, []ir.DataType{ir.FP16, ir.FP32, ir.FP4, ir.INT32, ir.FP8E4M3FN, ir.FP8E5M2, ir.HF8, ir.INT16, ir.INT8, ir.UINT16, ir.UINT8}},
		{"Ascend950", ir.INT32, []ir.DataType{ir.FP32, ir.INT16, ir.INT64, ir.UINT16, ir.UINT8, ir.BF16, ir.FP16, ir.FP8E4M3FN, ir.FP8E5M2, ir.HF8, ir.FP4, ir.INT8}},
		{"Ascend950", ir.UINT32, []ir.DataType{ir.INT16, ir.UINT16, ir.UINT8, ir.INT8}},
	}
	for _, r := range rows {
		ok := map[ir.DataType]bool{r.from: true}
		for _, d := range r.to {
			ok[d] = true
		}
		for _, d := range all {
			if got := castReachable(r.target, r.from, d); got != ok[d] {
				t.Errorf("%s: cast %s -> %s reachable = %v, want %v", r.target, r.from, d, got, ok[d])
			}
		}
	}
	// a2a3: INT8 reaches fp16 (native), int4 and uint8 (2 hops) only.
	for _, d := range []ir.DataType{ir.FP32, ir.BF16, ir.INT32} {
		if castReachable("Ascend910B", ir.INT8, d) {
			t.Errorf("Ascend910B: cast INT8 -> %s reachable, want not", d)
		}
	}
	for _, d := range []ir.DataType{ir.FP16, ir.UINT8, ir.INT4} {
		if !castReachable("Ascend910B", ir.INT8, d) {
			t.Errorf("Ascend910B: cast INT8 -> %s not reachable, want reachable", d)
		}
	}
}
