package ref

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestMatmulFamily(t *testing.T) {
	p := load(t, "matmul.py")
	inputs := func(flag float64) in {
		return in{
			tensors: map[string]*sim.Tensor{
				"a":    tensor(ir.INT8, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
				"b":    tensor(ir.INT8, []int64{3, 2}, 7, 8, 9, 10, 11, 12),
				"bias": tensor(ir.INT32, []int64{1, 2}, 100, -100),
			},
			scalars: map[string]float64{"flag": flag},
		}
	}
	r := run(t, p, "mm", inputs(0))
	want(t, "matmul", out(t, p, r, "mm", "o"), "58 64\n139 154")
	want(t, "matmul_bias", out(t, p, r, "mm", "o_bias"), "158 -36\n239 54")
	want(t, "matmul_acc", out(t, p, r, "mm", "o_acc"), "116 128\n278 308")
	// lhs valid K = 2: only the first two products are summed.
	want(t, "partial K", out(t, p, r, "mm", "o_k2"), "25 28\n73 82")
	// lhs valid rows = 1: the result's valid region is [1, 2].
	want(t, "partial M", out(t, p, r, "mm", "o_m1"), "58 64\n? ?")
	// init_cond true: the undefined seed is not read.
	want(t, "init_cond true", out(t, p, r, "mm", "o_init"), "58 64\n139 154")
	r = run(t, p, "mm", inputs(1))
	// init_cond false: accumulating into no data gives no data.
	want(t, "init_cond false", out(t, p, r, "mm", "o_init"), "? ?\n? ?")
}

func TestGemv(t *testing.T) {
	p := load(t, "matmul.py")
	r := run(t, p, "gemv", in{tensors: map[string]*sim.Tensor{
		"v": tensor(ir.INT8, []int64{1, 3}, 1, -1, 2),
		"b": tensor(ir.INT8, []int64{3, 2}, 7, 8, 9, 10, 11, 12),
	}})
	want(t, "gemv", out(t, p, r, "gemv", "o"), "20 22")
	want(t, "gemv_acc", out(t, p, r, "gemv", "o_acc"), "40 44")
}
