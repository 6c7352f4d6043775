package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// gatherCompareKwargs are the kwargs tensor.gather_compare's conversion
// forwards to the tile op (op_conversion_registry.cpp:1881-1887).
var gatherCompareKwargs = map[string]bool{"cmp_mode": true, "offset": true, "out_cols": true, "count_dtype": true}

// convertGatherCompare is tensor.gather_compare's conversion
// (op_conversion_registry.cpp:1844-1893; its input bridged into Vec): a
// UINT8 Vec scratch of the input's shape (gc_tmp), then one tuple-typed
// tile.gather_compare (input, kvalue, gc_tmp) with the kwargs the tile op
// understands, in the call's order.
func convertGatherCompare(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 2 {
		return nil, nil, fmt.Errorf("%s: tensor.gather_compare conversion expects 2 args (input, kvalue), got %d", pos, len(args))
	}
	src := tileOf(args[0])
	if src == nil {
		return nil, nil, fmt.Errorf("%s: tensor.gather_compare conversion: input must be Vec tile after bridge, got %s", pos, ir.TypeKindName(args[0].Type()))
	}
	if src.Rank() != 2 {
		return nil, nil, fmt.Errorf("%s: tensor.gather_compare conversion: input must be 2D, got rank %d", pos, src.Rank())
	}
	tmpCall, err := create(ir.TileCreate, []ir.Expr{shapeTuple(src.Shape, pos)},
		[]ir.Kwarg{{Key: "dtype", Value: ir.UINT8}, {Key: "target_memory", Value: ir.Vec}}, pos)
	if err != nil {
		return nil, nil, err
	}
	tmp := &ir.Var{Name: "gc_tmp", T: tmpCall.T, Pos: pos}
	var kws []ir.Kwarg
	for _, k := range kw {
		if gatherCompareKwargs[k.Key] {
			kws = append(kws, k)
		}
	}
	c, err := create(ir.TileGatherCompare, []ir.Expr{args[0], args[1], tmp}, kws, pos)
	if err != nil {
		return nil, nil, err
	}
	return []ir.Stmt{&ir.AssignStmt{Var: tmp, Value: tmpCall, Pos: pos}}, c, nil
}
