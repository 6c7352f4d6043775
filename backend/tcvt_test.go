package backend

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestCastChain: the pinned tables' native pairs, legalized chains and
// rejections, per chip (the examples of
// docs/en/dev/passes/14-legalize_tile_cast.md and the triage).
func TestCastChain(t *testing.T) {
	b9, _ := Get("910B")
	b5, _ := Get("950")
	for _, c := range []struct {
		b        *Backend
		from, to ir.DataType
		want     string // "" for rejected
	}{
		{b5, ir.FP32, ir.FP32, "[]"},
		{b5, ir.INT8, ir.FP16, "[FP16]"},
		{b5, ir.INT8, ir.INT32, "[INT32]"},
		{b5, ir.INT32, ir.FP16, "[FP32 FP16]"}, // a5 drops a2a3's INT32 -> FP16 deq
		{b9, ir.INT32, ir.FP16, "[FP16]"},
		{b5, ir.INT8, ir.UINT8, "[FP16 UINT8]"},
		{b5, ir.INT8, ir.FP32, ""}, // FP16 narrows relative to FP32; INT16/INT32 are integer bridges
		{b9, ir.INT8, ir.FP32, ""},
		{b9, ir.INT8, ir.INT32, ""}, // a2a3 INT8 reaches FP16, INT4 and UINT8 only
		{b9, ir.INT8, ir.UINT8, "[FP16 UINT8]"},
		{b9, ir.INT8, ir.INT4, "[FP16 INT4]"},
		{b5, ir.UINT32, ir.FP32, ""}, // the INT16 bridge narrows (the pass's own example)
		{b5, ir.FP4, ir.FP32, ""},    // BF16 narrows relative to FP32
		{b5, ir.INT16, ir.UINT16, "[UINT32 UINT16]"},
	} {
		chain, ok := c.b.CastChain(c.from, c.to)
		got := ""
		if ok {
			got = fmt.Sprint(chain)
		}
		if got != c.want {
			t.Errorf("%s %s -> %s: chain %q, want %q", c.b, c.from, c.to, got, c.want)
		}
	}
	var none *Backend
	if _, ok := none.CastChain(ir.INT8, ir.FP16); ok {
		t.Error("no backend: a chain without a table")
	}
}
