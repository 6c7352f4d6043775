package ref

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// The ops of op-table revision 2 (testdata/rev2.py), values worked out by
// hand from each op's semantics.

func TestRev2Bitwise(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "bitwise", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.INT32, []int64{1, 4}, 12, -7, 5, 1),
		"b": tensor(ir.INT32, []int64{1, 4}, 10, 3, 2, 4),
		"h": tensor(ir.INT16, []int64{1, 4}, 0, 1, -2, 32767),
	}})
	want(t, "and", out(t, p, r, "bitwise", "o_and"), "8 1 0 0")
	want(t, "or", out(t, p, r, "bitwise", "o_or"), "14 -5 7 5")
	want(t, "xor", out(t, p, r, "bitwise", "o_xor"), "6 -6 7 5")
	want(t, "shl", out(t, p, r, "bitwise", "o_shl"), "12288 -56 20 16")
	want(t, "shrs (arithmetic)", out(t, p, r, "bitwise", "o_shrs"), "6 -4 2 0")
	want(t, "not", out(t, p, r, "bitwise", "o_not"), "-1 -2 1 -32768")
}

func TestRev2Remainders(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "remainders", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{1, 4}, 7, -7, 7, -7.5),
		"b": tensor(ir.FP32, []int64{1, 4}, 3, 3, -3, 2),
	}})
	// rem takes the divisor's sign (floored), fmod the dividend's.
	want(t, "rem", out(t, p, r, "remainders", "o_rem"), "1 2 -2 0.5")
	want(t, "fmod", out(t, p, r, "remainders", "o_fmod"), "1 -1 1 -1.5")
	want(t, "lrelu", out(t, p, r, "remainders", "o_lrelu"), "7 -3.5 7 -3.75")
}

func TestRev2Expand(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "expand", in{tensors: map[string]*sim.Tensor{
		"a":   tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
		"row": tensor(ir.FP32, []int64{1, 3}, 10, 20, 30),
		"col": tensor(ir.FP32, []int64{2, 1}, 2, -1),
	}})
	want(t, "col_expand_sub", out(t, p, r, "expand", "o_csub"), "-9 -18 -27\n-6 -15 -24")
	want(t, "row_expand_div", out(t, p, r, "expand", "o_rdiv"), "0.5 1 1.5\n-4 -5 -6")
	want(t, "col_expand", out(t, p, r, "expand", "o_col"), "10 20 30\n10 20 30")
	want(t, "expands", out(t, p, r, "expand", "o_expands"), "7 7 7\n7 7 7")
}

func TestRev2Reductions(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "reduce", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{2, 3}, 3, -1, 2, 0.5, 4, 4),
	}})
	want(t, "row_min", out(t, p, r, "reduce", "o_rmin"), "-1\n0.5")
	want(t, "row_prod", out(t, p, r, "reduce", "o_rprod"), "-6\n8")
	// The first of equal maxima (row 1: 4 at columns 1 and 2).
	want(t, "row_argmax", out(t, p, r, "reduce", "o_rargmax"), "0\n1")
	want(t, "col_max", out(t, p, r, "reduce", "o_cmax"), "3 4 4")
	want(t, "col_argmin", out(t, p, r, "reduce", "o_cargmin"), "1 0 0")
}

func TestRev2CompareSelect(t *testing.T) {
	p := load(t, "rev2.py")
	a := []float64{0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 5, 14, 7}
	r := run(t, p, "select", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{1, 16}, a...),
		"b": fill(ir.FP32, []int64{1, 16}, func(int) float64 { return 7.5 }),
	}})
	// a > 7.5 (cmp_type 4), least significant bit first: elements 1, 3,
	// 5, 7 set bits 1, 3, 5, 7 of byte 0 (170); elements 8, 10, 12, 14
	// bits 0, 2, 4, 6 of byte 1 (85). The mask's valid shape is [1, 2].
	want(t, "cmp", out(t, p, r, "select", "o_mask"), "170 85"+strings.Repeat(" ?", 30))
	want(t, "sel", out(t, p, r, "select", "o_sel"), "7.5 9 7.5 11 7.5 13 7.5 15 8 7.5 10 7.5 12 7.5 14 7.5")
	want(t, "sels", out(t, p, r, "select", "o_sels"), "-1 9 -1 11 -1 13 -1 15 8 -1 10 -1 12 -1 14 -1")
}

func TestRev2Generate(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "generate", in{})
	want(t, "ci descending", out(t, p, r, "generate", "o_ci"), "5 4 3 2 1 0 -1 -2")
	// Lower triangle with diagonal 1: column - row <= 1.
	want(t, "tri", out(t, p, r, "generate", "o_tri"), "1 1 0 0\n1 1 1 0\n1 1 1 1")
}

func TestRev2GatherScatter(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "gather_scatter", in{tensors: map[string]*sim.Tensor{
		"a":   tensor(ir.FP32, []int64{2, 4}, 1, 2, 3, 4, 5, 6, 7, 8),
		"idx": tensor(ir.INT32, []int64{2, 4}, 7, 0, 3, 3, 1, 1, 6, 2),
	}})
	want(t, "gather", out(t, p, r, "gather_scatter", "o_gather"), "8 1 4 4\n2 2 7 3")
	// Flat indices 3 and 1 are each written twice: the later write wins.
	want(t, "scatter", out(t, p, r, "gather_scatter", "o_scatter"), "2 6 8 4\n0 0 7 1")
	want(t, "gather_mask P1010", out(t, p, r, "gather_scatter", "o_mask"), "2 4\n6 8")
}

func TestRev2Views(t *testing.T) {
	p := load(t, "rev2.py")
	r := run(t, p, "views", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.INT32, []int64{2, 2}, 1, -1, 65536, 2),
		"b": tensor(ir.INT32, []int64{2, 1}, 7, 9),
	}})
	// Each INT32 becomes its two INT16 halves, the low half first.
	want(t, "reinterpret_view", out(t, p, r, "views", "o_half"), "1 0 -1 -1\n0 1 2 0")
	want(t, "concat", out(t, p, r, "views", "o_cat"), "1 -1 7\n65536 2 9")
}
