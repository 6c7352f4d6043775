package ref

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestViewsAndTransforms(t *testing.T) {
	p := load(t, "transform.py")
	r := run(t, p, "views", in{tensors: map[string]*sim.Tensor{
		"a": fill(ir.FP32, []int64{4, 4}, func(k int) float64 { return float64(k) }),
	}})
	want(t, "slice", out(t, p, r, "views", "o_slice"), "6 7\n10 11")
	want(t, "slice with valid_shape", out(t, p, r, "views", "o_vslice"), "8 9 10 ?\n? ? ? ?")
	want(t, "extract", out(t, p, r, "views", "o_extract"), "9 10\n13 14")
	transposed := `
		0 4 8 12
		1 5 9 13
		2 6 10 14
		3 7 11 15`
	want(t, "transpose_view", out(t, p, r, "views", "o_tv"), transposed)
	want(t, "transpose", out(t, p, r, "views", "o_tr"), transposed)
	want(t, "assemble", out(t, p, r, "views", "o_asm"), `
		-1 -1 -1 -1
		-1 -1 -1 -1
		6 7 -1 -1
		10 11 -1 -1`)
	want(t, "read / write", out(t, p, r, "views", "o_rw"), `
		13 1 2 3
		4 5 6 7
		8 9 10 11
		12 13 14 15`)
}

func TestTensorOps(t *testing.T) {
	p := load(t, "transform.py")
	r := run(t, p, "tensors", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.INT32, []int64{2, 2}, 1, 2, 3, 4),
	}})
	want(t, "tensor.create / read / write", out(t, p, r, "tensors", "o"), "? 3\n? ?")
	want(t, "tensor.create init_value", out(t, p, r, "tensors", "o_init"), "7 7\n7 7")
	if len(r.Returns) != 1 || r.Returns[0] != (Scalar{V: 3, DType: ir.INT32}) {
		t.Errorf("returns %v, want [3 INT32]", r.Returns)
	}
}
