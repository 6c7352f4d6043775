package backend

import (
	"fmt"
	"os"
	"strings"
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

// TestCastChainsOfPinnedPyPTO: every pair of tcvt dtypes gets the chain
// the pinned PyPTO's LegalizeTileCast gives it on each chip, tie-breaks
// among equally short chains included (testdata/cast_chains.txt, recorded
// from the real pass).
func TestCastChainsOfPinnedPyPTO(t *testing.T) {
	data, err := os.ReadFile("testdata/cast_chains.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) < 4 || strings.HasPrefix(line, "#") {
			continue
		}
		b, err := Get(f[0])
		if err != nil {
			t.Fatal(err)
		}
		from, ok1 := ir.DataTypeByName(f[1])
		to, ok2 := ir.DataTypeByName(f[2])
		if !ok1 || !ok2 {
			t.Fatalf("bad line %q", line)
		}
		chain, ok := b.CastChain(from, to)
		got := "rejected"
		if ok {
			got = fmt.Sprint(chain)
			got = got[1 : len(got)-1]
		}
		if want := strings.Join(f[3:], " "); got != want {
			t.Errorf("%s %s -> %s: %s, PyPTO %s", f[0], from, to, got, want)
		}
		n++
	}
	if n != 420 {
		t.Errorf("%d pairs, want 420", n)
	}
}
