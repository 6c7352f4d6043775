package ref

import (
	"errors"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestRuntimeErrorsNameTheStatement(t *testing.T) {
	p := load(t, "errors.py")
	a := func() *sim.Tensor { return seq16() }
	for _, c := range []struct {
		fn   string
		x    in
		want string
	}{
		{"oob", in{tensors: map[string]*sim.Tensor{"a": a()}, scalars: map[string]float64{"off": 3}},
			"testdata/errors.py:16:9: in oob: tile.store: writes [3, 5) of dimension 0 of a tensor of shape [4 4]"},
		{"read_oob", in{tensors: map[string]*sim.Tensor{"a": a()}, scalars: map[string]float64{"i": 4}},
			"testdata/errors.py:22:9: in read_oob: tile.read: index [4 0] is outside shape [4 4]"},
		{"undef_branch", in{tensors: map[string]*sim.Tensor{"a": a()}},
			"testdata/errors.py:30:9: in undef_branch: condition f > 0.0 depends on an undefined element"},
		{"bad_validshape", in{tensors: map[string]*sim.Tensor{"a": a()}, scalars: map[string]float64{"n": 5}},
			"testdata/errors.py:37:9: in bad_validshape: tile.set_validshape: result valid shape [5 4] does not fit the shape [4 4]"},
		{"rec", in{scalars: map[string]float64{"n": 1}},
			"testdata/errors.py:42:9: in rec: calls nested deeper than 64 (recursion?)"},
	} {
		_, err := tryRun(t, p, c.fn, c.x, Options{})
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: err = %v, want an *Error", c.fn, err)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.fn, err, c.want)
		}
	}
}

func TestRunRejectsBadInputs(t *testing.T) {
	p := load(t, "errors.py")
	f := p.Func("oob")
	a, off := param(t, f, "a"), param(t, f, "off")
	for _, c := range []struct {
		entry   string
		tensors map[*ir.Var]*sim.Tensor
		scalars map[*ir.Var]float64
		want    string
	}{
		{"nope", nil, nil, `testdata/errors.py:7:1: in nope: program Errors has no function "nope"`},
		{"oob", nil, map[*ir.Var]float64{off: 0}, "testdata/errors.py:11:9: in oob: parameter a: no input tensor"},
		{"oob", map[*ir.Var]*sim.Tensor{a: seq16()}, nil, "testdata/errors.py:12:9: in oob: parameter off: no input scalar"},
		{"oob", map[*ir.Var]*sim.Tensor{a: sim.NewTensor([]int64{4, 4}, ir.FP16)}, map[*ir.Var]float64{off: 0},
			"testdata/errors.py:11:9: in oob: parameter a: has dtype FP32, got a FP16 tensor"},
		{"oob", map[*ir.Var]*sim.Tensor{a: sim.NewTensor([]int64{2, 8}, ir.FP32)}, map[*ir.Var]float64{off: 0},
			"testdata/errors.py:9:5: in oob: calling oob: parameter a has shape pl.Tensor[[4, 4], pl.FP32], got a tensor of shape [2 8]"},
	} {
		_, err := Run(p, c.entry, c.tensors, c.scalars, Options{})
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: err = %v\nwant %s", c.entry, err, c.want)
		}
	}
}
