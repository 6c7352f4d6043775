package gen

import "github.com/irfuzz/irfuzz/ir"

// Scratch arguments. The tmp / tmp_tile argument of the reductions, casts,
// row broadcasts and tile.transpose is scratch space the hardware clobbers
// (pto-isa's TROWSUM / TCOLSUM / TTRANSPOSE ... write it; PyPTO PR #1416),
// while the reference leaves it alone. A kernel that passes a live tile
// there (row_sum(t, t)) reads garbage afterwards on the hardware only, so
// the generator passes, as PyPTO's DSL does, a fresh tile.create of the
// data input's shape and dtype that nothing else reads: the scratch tile
// is never brought into scope.

// withScratch creates a call of the named op from args, where every
// scratch position of the op (OpDef.ScratchArgs; args' value there is ignored)
// gets a fresh Vec tile.create shaped like the data input args[0]: a
// scratch argument past args is appended when required, and with
// probability optPct when optional. The scratch allocations are emitted
// only when the registry accepts the call (nil otherwise) and never enter
// scope.
func (b *builder) withScratch(op *ir.OpDef, args []ir.Expr, optPct int, kws ...ir.Kwarg) *ir.Call {
	if op == nil || len(args) == 0 {
		return nil
	}
	src := tileOf(args[0].Type())
	if src == nil {
		return nil
	}
	args = append([]ir.Expr(nil), args...)
	scratch := op.ScratchArgs()
	for _, i := range scratch {
		if i == len(args) && (!op.Args[i].Optional || b.chance(optPct)) {
			args = append(args, nil)
		}
	}
	var pre []ir.Stmt
	for _, i := range scratch {
		if i >= len(args) {
			continue
		}
		c := create(ir.TileCreate, []ir.Expr{&ir.MakeTuple{Elems: src.Shape}}, kw("dtype", src.DType), kw("target_memory", ir.Vec))
		if c == nil {
			return nil
		}
		v := &ir.Var{Name: "tmp", T: c.T}
		pre = append(pre, &ir.AssignStmt{Var: v, Value: c})
		args[i] = v
	}
	c := create(op, args, kws...)
	if c == nil {
		return nil
	}
	for _, s := range pre {
		b.emit(s)
	}
	return c
}
