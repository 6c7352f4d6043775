package sim

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestScalarBinary(t *testing.T) {
	for _, c := range []struct {
		op   ir.BinaryOp
		a, b float64
		adt  ir.DataType
		want float64
	}{
		{ir.OpFloorDiv, -7, 2, ir.INDEX, -4},
		{ir.OpFloorMod, -7, 2, ir.INDEX, 1},
		{ir.OpFloorDiv, 7, -2, ir.INDEX, -4},
		{ir.OpFloorMod, 7, -2, ir.INDEX, -1},
		{ir.OpFloorDiv, -7, 2, ir.FP32, -4},
		{ir.OpFloatDiv, 7, 2, ir.INDEX, 3.5},
		{ir.OpMin, 3, -1, ir.INDEX, -1},
		{ir.OpShl, 3, 4, ir.INT32, 48},
		{ir.OpXor, 1, 0, ir.BOOL, 1},
		{ir.OpLe, 2, 2, ir.INDEX, 1},
	} {
		got, err := ScalarBinary(c.op, c.a, c.adt, c.b, c.adt)
		if err != nil || got != c.want {
			t.Errorf("ScalarBinary(%d, %v, %v) = %v, %v; want %v", c.op, c.a, c.b, got, err, c.want)
		}
	}
	if _, err := ScalarBinary(ir.OpFloorDiv, 1, ir.INDEX, 0, ir.INDEX); err == nil || err.Error() != "integer division by zero" {
		t.Errorf("division by zero: %v", err)
	}
	if _, err := ScalarBinary(ir.OpBitAnd, 1, ir.FP32, 1, ir.INDEX); err == nil || err.Error() != "bitwise operator on FP32 and INDEX operands" {
		t.Errorf("bitwise on float: %v", err)
	}
}

func TestScalarUnary(t *testing.T) {
	if v, err := ScalarUnary(ir.OpCast, -2.7, ir.FP32, ir.INT32); err != nil || v != -2 {
		t.Errorf("cast = %v, %v; want -2 (truncation)", v, err)
	}
	if v, _ := ScalarUnary(ir.OpNot, 0, ir.BOOL, ir.BOOL); v != 1 {
		t.Errorf("not 0 = %v", v)
	}
	if _, err := ScalarUnary(ir.OpBitNot, 1, ir.FP16, ir.FP16); err == nil || err.Error() != "bitwise not of a FP16 operand" {
		t.Errorf("bitnot on float: %v", err)
	}
}
