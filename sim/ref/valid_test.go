package ref

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestReductionsOverValidRegion(t *testing.T) {
	p := load(t, "valid.py")
	// Column 3 (100s) is outside the loaded tile's valid region [2, 3].
	r := run(t, p, "reduce", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{2, 4}, 1, 2, 3, 100, -4, 5, -6, 100),
	}})
	want(t, "row_sum", out(t, p, r, "reduce", "o_rs"), "6\n-5")
	want(t, "row_max", out(t, p, r, "reduce", "o_rm"), "3\n5")
	want(t, "col_sum", out(t, p, r, "reduce", "o_cs"), "-3 7 -3 ?")
	want(t, "row_expand_add", out(t, p, r, "reduce", "o_rea"), "7 8 9 ?\n-9 0 -11 ?")
	want(t, "row_expand_mul", out(t, p, r, "reduce", "o_rem"), "3 6 9 ?\n-20 25 -30 ?")
}

func TestFillpad(t *testing.T) {
	p := load(t, "valid.py")
	s := []int64{2, 3}
	r := run(t, p, "pad", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, s, 1, 2, 3, 4, 5, 6),
		"b": tensor(ir.INT8, s, 1, -2, 3, -4, 5, -6),
		"h": tensor(ir.FP16, s, 0.5, 1, 2, 3, 4, 5),
	}})
	mx := fmtG(math.MaxFloat32)
	want(t, "zero", out(t, p, r, "pad", "o_zero"), "1 2 3 0\n4 5 6 0")
	want(t, "max", out(t, p, r, "pad", "o_max"), "1 2 3 "+mx+"\n4 5 6 "+mx)
	want(t, "min", out(t, p, r, "pad", "o_min"), "1 2 3 -"+mx+"\n4 5 6 -"+mx)
	want(t, "int8 max", out(t, p, r, "pad", "o_i8max"), "1 -2 3 127\n-4 5 -6 127")
	want(t, "int8 min", out(t, p, r, "pad", "o_i8min"), "1 -2 3 -128\n-4 5 -6 -128")
	want(t, "fp16 max", out(t, p, r, "pad", "o_hmax"), "0.5 1 2 65504\n3 4 5 65504")
}

func TestSetValidshape(t *testing.T) {
	p := load(t, "valid.py")
	s := []int64{4, 4}
	nines := func() *sim.Tensor { return fill(ir.FP32, s, func(int) float64 { return 9 }) }
	r := run(t, p, "narrow", in{
		tensors: map[string]*sim.Tensor{
			"a":          fill(ir.FP32, s, func(k int) float64 { return float64(k) }),
			"o_computed": nines(),
			"o_created":  nines(),
		},
		scalars: map[string]float64{"rows": 3},
	})
	// Narrowing stores only the new valid region.
	want(t, "narrowed", out(t, p, r, "narrow", "o_narrow"), `
		0 1 2 ?
		4 5 6 ?
		? ? ? ?
		? ? ? ?`)
	// Widening again exposes the data the buffer still holds.
	want(t, "widened", out(t, p, r, "narrow", "o_widen"), `
		0 1 2 3
		4 5 6 7
		8 9 10 11
		12 13 14 15`)
	// An op computes only its valid region; widening its result exposes
	// elements never written, and storing them overwrites the 9s with
	// undefined data.
	want(t, "computed then widened", out(t, p, r, "narrow", "o_computed"), `
		10 11 12 ?
		14 15 16 ?
		? ? ? ?
		? ? ? ?`)
	want(t, "created", out(t, p, r, "narrow", "o_created"), `
		? ? 9 9
		9 9 9 9
		9 9 9 9
		9 9 9 9`)
	// A runtime valid row count.
	want(t, "dynamic", out(t, p, r, "narrow", "o_dynamic"), `
		0 1 2 3
		4 5 6 7
		8 9 10 11
		? ? ? ?`)
}

func TestReshapePartialRegion(t *testing.T) {
	p := load(t, "valid.py")
	// [4, 8] with 2 valid rows -> [8, 4] with 4 valid rows, row-major.
	r := run(t, p, "reshape", in{tensors: map[string]*sim.Tensor{
		"a": fill(ir.FP32, []int64{4, 8}, func(k int) float64 { return float64(k) }),
	}})
	want(t, "reshape", out(t, p, r, "reshape", "o"), `
		0 1 2 3
		4 5 6 7
		8 9 10 11
		12 13 14 15
		? ? ? ?
		? ? ? ?
		? ? ? ?
		? ? ? ?`)
}

func TestStoreAtomicShapesAndClampedLoad(t *testing.T) {
	p := load(t, "valid.py")
	acc := fill(ir.FP32, []int64{3, 4}, func(int) float64 { return 100 })
	acc.Defined[11] = false // [2][3]: an atomic add into no data is no data
	orig := acc.Clone()
	r := run(t, p, "stores", in{tensors: map[string]*sim.Tensor{
		"a":   tensor(ir.FP32, []int64{2, 2}, 1, 2, 3, 4),
		"acc": acc,
	}})
	want(t, "atomic add, then a store limited to [1, 2]", out(t, p, r, "stores", "acc"), `
		1 2 100 100
		100 100 101 102
		100 100 103 ?`)
	want(t, "clamped load", out(t, p, r, "stores", "o_clamp"), "4 ?\n? ?")
	if m := sim.Compare(orig, acc); m != nil || show(orig) != show(acc) {
		t.Errorf("Run mutated its input: %v", m)
	}
}
