package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// convertCreateL1 is tensor.create_l1's conversion
// (op_conversion_registry.cpp:2049-2069): tile.create of the shape in Mat
// with the call's dtype (FP32 when absent) and transpose (false when
// absent), every kwarg written.
func convertCreateL1(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 1 {
		return nil, nil, fmt.Errorf("%s: tensor.create_l1 conversion expects 1 arg (shape), but got %d", pos, len(args))
	}
	var dt any = ir.FP32
	transpose := false
	for _, k := range kw {
		switch k.Key {
		case "dtype":
			dt = k.Value
		case "transpose":
			transpose = kwBool(kw, "transpose")
		}
	}
	return one(create(ir.TileCreate, args, []ir.Kwarg{{Key: "dtype", Value: dt}, {Key: "target_memory", Value: ir.Mat}, {Key: "transpose", Value: transpose}}, pos))
}

// convertGatherRow is tensor.gather_row's conversion
// (op_conversion_registry.cpp:2071-2094): tile.gather_row of the same
// arguments (the accumulator already a Mat tile, src left in GM: the op
// loads its own operand, selfLoading) with transpose (false when absent).
func convertGatherRow(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 5 && len(args) != 6 {
		return nil, nil, fmt.Errorf("%s: tensor.gather_row conversion expects 5-6 args (acc, src, dst_offset, src_offset, shapes[, valid_shape]), but got %d", pos, len(args))
	}
	return one(create(ir.TileGatherRow, args, []ir.Kwarg{{Key: "transpose", Value: kwBool(kw, "transpose")}}, pos))
}
