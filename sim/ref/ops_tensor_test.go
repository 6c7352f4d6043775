package ref

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// The tensor ops on testdata/tensor_ops.py, whose values are worked out
// by hand from each op's definition.

func TestTensorElementwise(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "elementwise", in{
		tensors: map[string]*sim.Tensor{
			"a":   tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
			"b":   tensor(ir.FP32, []int64{2, 3}, 2, 4, -8, 0.5, -2, 4),
			"col": tensor(ir.FP32, []int64{2, 1}, -1, 2),
		},
		scalars: map[string]float64{"s": 0.25},
	})
	f32 := func(v float64) string { return fmtG(float64(float32(v))) }
	e := f32(math.Exp(2)) + " " + f32(math.Exp(3)) + " " + f32(math.Exp(4))
	for _, c := range []struct{ name, text string }{
		{"o_add", "3 6 -5\n4.5 3 10"},
		{"o_bcast", "2 3 4\n2 3 4"}, // a - col, the column broadcast along the rows
		{"o_muls", "0.25 0.5 0.75\n1 1.25 1.5"},
		{"o_cmp", "1 1 0\n0 0 0"},  // cmp_type 2: lt
		{"o_fmod", "1 2 3\n0 1 2"}, // the dividend's sign
		{"o_expdif", e + "\n" + e},
	} {
		want(t, c.name, out(t, p, r, "elementwise", c.name), c.text)
	}
}

func TestTensorBitwise(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "bitwise", in{tensors: map[string]*sim.Tensor{
		"x": tensor(ir.INT32, []int64{1, 4}, 12, -8, 7, 1),
		"y": tensor(ir.INT32, []int64{1, 4}, 10, 1, 2, 31),
		"u": tensor(ir.UINT16, []int64{1, 4}, 0, 1, 65535, 256),
	}})
	want(t, "and", out(t, p, r, "bitwise", "o_and"), "8 0 2 1")
	want(t, "shr (arithmetic for INT32)", out(t, p, r, "bitwise", "o_shr"), "0 -4 1 0")
	want(t, "shls", out(t, p, r, "bitwise", "o_shls"), "48 -32 28 4")
	want(t, "not (UINT16 wraps)", out(t, p, r, "bitwise", "o_not"), "65535 65534 0 65279")
}

// TestTensorValidRegions: an operand is read inside its type's valid
// region only; a result is undefined outside its own.
func TestTensorValidRegions(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "partial", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
		"b": tensor(ir.FP32, []int64{2, 3}, 2, 4, -8, 0.5, -2, 4),
	}})
	lo := fmtG(-math.MaxFloat32)
	want(t, "add of [1, 3]-valid operands", out(t, p, r, "partial", "o_add"), "2 4 6\n? ? ?")
	want(t, "part_add: either usable element", out(t, p, r, "partial", "o_part"), "3 6 3\n0.5 -2 ?")
	want(t, "fillpad min", out(t, p, r, "partial", "o_fill"), "2 4 "+lo+"\n0.5 -2 "+lo)
	want(t, "row_sum over the valid columns", out(t, p, r, "partial", "o_sum"), "6\n-1.5")
}

// TestTensorPartialUndefined: a tensor.part_* operand element inside its
// valid region that holds no defined value (an FP32 -> INT32 cast of +Inf
// or 1e10, sim.CastDefined) is combined like any valid one, so the result
// there is undefined: the partial ops copy the other source only where this
// one is outside its valid region (PyPTO src/ir/op/tile_ops/
// elementwise.cpp:421-424, tile.part_min's "copies the only valid input").
// The reference used to copy the other source there (+Inf, 1e10), and
// compared a kernel's exp of that with the chip's (be827f59b996).
func TestTensorPartialUndefined(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "partial_undefined", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{1, 4}, math.Inf(1), 2.5, 1e10, -3),
	}})
	want(t, "part_min(a, cast(cast(a)))", out(t, p, r, "partial_undefined", "o_min"), "? 2.5 ? -3")
	want(t, "part_max(cast(cast(a)), a)", out(t, p, r, "partial_undefined", "o_max"), "? 3 ? -3")
}

func TestTensorReductions(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "reduce", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{2, 3}, 3, -1, 2, 0.5, 4, -2),
	}})
	want(t, "row_max", out(t, p, r, "reduce", "o_rmax"), "3\n4")
	want(t, "col_prod", out(t, p, r, "reduce", "o_cprod"), "1.5 -4 -4")
	want(t, "col_argmin", out(t, p, r, "reduce", "o_argmin"), "1 0 1")
	want(t, "row_min", out(t, p, r, "reduce", "o_rmin"), "-1\n-2")
}

func TestTensorMatmul(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "matmul", in{tensors: map[string]*sim.Tensor{
		"a":     tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
		"b":     tensor(ir.FP32, []int64{3, 2}, 1, 0, 0, 1, 1, 1),
		"v":     tensor(ir.FP32, []int64{3}, 1, 1, 1),
		"o_acc": tensor(ir.FP32, []int64{2, 2}, 1, 1, 1, 1),
	}})
	want(t, "a @ b", out(t, p, r, "matmul", "o_mm"), "4 5\n10 11")
	want(t, "a^T @ a", out(t, p, r, "matmul", "o_mt"), "17 22 27\n22 29 36\n27 36 45")
	want(t, "a @ v", out(t, p, r, "matmul", "o_mv"), "6 15")
	want(t, "acc + a @ b", out(t, p, r, "matmul", "o_acc"), "5 6\n11 12")
}

func TestTensorViews(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "views", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
	}})
	want(t, "transpose", out(t, p, r, "views", "o_t"), "1 4\n2 5\n3 6")
	want(t, "reshape", out(t, p, r, "views", "o_r"), "1 2\n3 4\n5 6")
	want(t, "slice", out(t, p, r, "views", "o_s"), "2 3\n5 6")
	want(t, "DN view: the same addresses read column-major", out(t, p, r, "views", "o_v"), "1 4\n2 5\n3 6")
	// Each FP32 is two FP16 halves, low first: 1.0 = 0x3F800000 gives 0
	// and 0x3F80 = 1.875, ...
	want(t, "reinterpret as FP16", out(t, p, r, "views", "o_h"), "0 1.875 0 2 0 2.125\n0 2.25 0 2.3125 0 2.375")
	want(t, "concat", out(t, p, r, "views", "o_c"), "1 2 3 1 2 3\n4 5 6 4 5 6")
}

func TestTensorGatherScatter(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "gather_scatter", in{tensors: map[string]*sim.Tensor{
		"a":   tensor(ir.FP32, []int64{2, 4}, 10, 11, 12, 13, 20, 21, 22, 23),
		"idx": tensor(ir.INT32, []int64{2, 2}, 3, 0, 1, 1),
	}})
	want(t, "gather along the columns", out(t, p, r, "gather_scatter", "o_g"), "13 10\n21 21")
	want(t, "gather_mask P1010 (odd columns)", out(t, p, r, "gather_scatter", "o_gm"), "11 13\n21 23")
	want(t, "scatter", out(t, p, r, "gather_scatter", "o_sc"), "9 11 12 9\n20 9 22 23")
}

func TestTensorGenerators(t *testing.T) {
	p := load(t, "tensor_ops.py")
	r := run(t, p, "generate", in{})
	want(t, "descending ci", out(t, p, r, "generate", "o_ci"), "3 2 1 0")
	want(t, "full", out(t, p, r, "generate", "o_full"), "1.5 1.5\n1.5 1.5")
	want(t, "fillpad_expand", out(t, p, r, "generate", "o_exp"), "7 7 0 0\n0 0 0 0")
}

// TestSort32AndMerge: sort32 sorts 32-element blocks descending into
// (value, index-bits) pairs; mrgsort format1 merges four runs.
func TestSort32AndMerge(t *testing.T) {
	src := `import pypto.language as pl


@pl.program
class Sort:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[1, 128], pl.FP32], ix: pl.Tensor[[1, 128], pl.UINT32], o: pl.Out[pl.Tensor[[1, 256], pl.FP32]], m: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        s: pl.Tensor[[1, 256], pl.FP32] = pl.tensor.sort32(x, ix)
        o = pl.tensor.assemble(o, s, [0, 0])
        m = pl.tensor.assemble(m, pl.tensor.mrgsort_format1(s, pl.const(64, pl.INT32)), [0, 0])
        return o
`
	p, err := ir.Parse("sort.py", src)
	if err != nil {
		t.Fatal(err)
	}
	// Value k at position (k*37) % 128: a permutation, so each block holds
	// scattered values and the merge has work to do.
	x, ix := sim.NewTensor([]int64{1, 128}, ir.FP32), sim.NewTensor([]int64{1, 128}, ir.UINT32)
	for k := 0; k < 128; k++ {
		pos := (k * 37) % 128
		x.Data[pos], x.Defined[pos] = float64(k), true
		ix.Data[k], ix.Defined[k] = float64(k), true
	}
	r := run(t, p, "main", in{tensors: map[string]*sim.Tensor{"x": x, "ix": ix}})
	o, m := out(t, p, r, "main", "o"), out(t, p, r, "main", "m")
	idx := func(v float64) int { return int(math.Float32bits(float32(v))) }
	for b := 0; b < 4; b++ {
		for i := 0; i < 32; i++ {
			v, at := o.Data[2*(32*b+i)], idx(o.Data[2*(32*b+i)+1])
			if x.Data[at] != v || at/32 != b || i > 0 && v > o.Data[2*(32*b+i-1)] {
				t.Fatalf("sort32 block %d pair %d: value %g at index %d", b, i, v, at)
			}
		}
	}
	for i := 0; i < 128; i++ {
		if v, at := m.Data[2*i], idx(m.Data[2*i+1]); v != float64(127-i) || x.Data[at] != v {
			t.Fatalf("merged pair %d: value %g at index %d, want %d", i, v, at, 127-i)
		}
	}
}
