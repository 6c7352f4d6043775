package ref

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestBinaryOps(t *testing.T) {
	p := load(t, "elementwise.py")
	s := []int64{2, 3}
	r := run(t, p, "binary", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, s, 1, 2, 3, 4, 5, 6),
		"b": tensor(ir.FP32, s, 2, 4, -8, 0.5, -2, 4),
	}})
	for _, c := range []struct{ name, text string }{
		{"o_add", "3 6 -5\n4.5 3 10"},
		{"o_sub", "-1 -2 11\n3.5 7 2"},
		{"o_mul", "2 8 -24\n2 -10 24"},
		{"o_div", "0.5 0.5 -0.375\n8 -2.5 1.5"},
		{"o_max", "2 4 3\n4 5 6"},
		{"o_min", "1 2 -8\n0.5 -2 4"},
	} {
		want(t, c.name, out(t, p, r, "binary", c.name), c.text)
	}
}

func TestIntDivideTruncates(t *testing.T) {
	p := load(t, "elementwise.py")
	s := []int64{2, 3}
	r := run(t, p, "int_div", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.INT32, s, 7, -7, 7, -7, 0, 5),
		"b": tensor(ir.INT32, s, 2, 2, -2, -2, 3, 0),
	}})
	// Truncation toward zero; division by zero gives 0 (sim.IntDivide).
	want(t, "int div", out(t, p, r, "int_div", "o"), "3 -3 -3\n3 0 0")
}

func TestFP16RoundsEveryOp(t *testing.T) {
	p := load(t, "elementwise.py")
	s := []int64{1, 2}
	r := run(t, p, "half", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP16, s, 2048, 1),
		"b": tensor(ir.FP16, s, 1, math.Ldexp(1, -11)),
	}})
	// 2048+1 and 1+2^-11 are ties in FP16 and round to even.
	want(t, "fp16 add", out(t, p, r, "half", "o"), "2048 1")
}

func TestBroadcast(t *testing.T) {
	p := load(t, "elementwise.py")
	r := run(t, p, "broadcast", in{tensors: map[string]*sim.Tensor{
		"a":   tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6),
		"row": tensor(ir.FP32, []int64{1, 3}, 10, 20, 30),
		"col": tensor(ir.FP32, []int64{2, 1}, -1, 2),
	}})
	want(t, "row broadcast", out(t, p, r, "broadcast", "o_row"), "11 22 33\n14 25 36")
	want(t, "column broadcast", out(t, p, r, "broadcast", "o_col"), "-1 -2 -3\n8 10 12")
}

func TestTileScalarOps(t *testing.T) {
	p := load(t, "elementwise.py")
	r := run(t, p, "scalar_ops", in{
		tensors: map[string]*sim.Tensor{"a": tensor(ir.FP32, []int64{2, 3}, 1, 2, 3, 4, 5, 6)},
		scalars: map[string]float64{"s": 0.25},
	})
	want(t, "adds", out(t, p, r, "scalar_ops", "o_adds"), "2.5 3.5 4.5\n5.5 6.5 7.5")
	want(t, "subs", out(t, p, r, "scalar_ops", "o_subs"), "0.75 1.75 2.75\n3.75 4.75 5.75")
	want(t, "muls", out(t, p, r, "scalar_ops", "o_muls"), "-2 -4 -6\n-8 -10 -12")
	want(t, "divs", out(t, p, r, "scalar_ops", "o_divs"), "0.25 0.5 0.75\n1 1.25 1.5")
}

func TestUnaryOps(t *testing.T) {
	p := load(t, "elementwise.py")
	r := run(t, p, "unary", in{tensors: map[string]*sim.Tensor{"a": tensor(ir.FP32, []int64{1, 4}, -4, 0, 1, 4)}})
	e := float64(float32(math.E))
	want(t, "neg", out(t, p, r, "unary", "o_neg"), "4 -0 -1 -4")
	want(t, "abs", out(t, p, r, "unary", "o_abs"), "4 0 1 4")
	want(t, "relu", out(t, p, r, "unary", "o_relu"), "0 0 1 4")
	want(t, "sqrt", out(t, p, r, "unary", "o_sqrt"), "NaN 0 1 2")
	want(t, "exp", out(t, p, r, "unary", "o_exp"), fmtG(float64(float32(math.Exp(-4))))+" 1 "+fmtG(e)+" "+fmtG(float64(float32(math.Exp(4)))))
	want(t, "recip", out(t, p, r, "unary", "o_recip"), "-0.25 +Inf 1 0.25")
}

func TestCastModes(t *testing.T) {
	p := load(t, "elementwise.py")
	r := run(t, p, "casts", in{tensors: map[string]*sim.Tensor{"a": tensor(ir.FP32, []int64{1, 4}, 2.5, -2.5, 1.25, 1+1.0/2048)}})
	want(t, "rint", out(t, p, r, "casts", "o_rint"), "2 -2 1 1")
	want(t, "round", out(t, p, r, "casts", "o_round"), "3 -3 1 1")
	want(t, "floor", out(t, p, r, "casts", "o_floor"), "2 -3 1 1")
	want(t, "ceil", out(t, p, r, "casts", "o_ceil"), "3 -2 2 2")
	want(t, "trunc", out(t, p, r, "casts", "o_trunc"), "2 -2 1 1")
	want(t, "to fp16", out(t, p, r, "casts", "o_half"), "2.5 -2.5 1.25 1")
}

// An integer target holds only what is in its range: elsewhere the result
// is the route's and the unit's (sim.CastDefined) and the reference leaves
// it undefined rather than wrapping.
func TestCastOutOfRangeUndefined(t *testing.T) {
	p := load(t, "elementwise.py")
	r := run(t, p, "narrow_casts", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{1, 4}, 127.4, 127.5, -128.5, 1e30),
		"b": tensor(ir.INT32, []int64{1, 4}, 127, 128, -128, -300),
	}})
	want(t, "from fp32", out(t, p, r, "narrow_casts", "o_fp"), "127 ? ? ?")
	want(t, "from int32", out(t, p, r, "narrow_casts", "o_int"), "127 ? -128 ?")
}
