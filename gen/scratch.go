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

// scratchArgs are the indices of op's scratch arguments. The registry
// states no such fact, only the argument's name in the schema, so the name
// is read from it as pipeline/insert_sync.go does (ir-requests.md
// "scratch arguments").
func scratchArgs(op *ir.OpDef) []int {
	var out []int
	for i, a := range op.Args {
		if a.Kind == ir.ArgTile && (a.Name == "tmp" || a.Name == "tmp_tile") {
			out = append(out, i)
		}
	}
	return out
}

// isScratchArg reports whether argument i of op is scratch.
func isScratchArg(op *ir.OpDef, i int) bool {
	for _, j := range scratchArgs(op) {
		if j == i {
			return true
		}
	}
	return false
}

// withScratch creates a call of the named op from args, where every
// scratch position of the op (scratchArgs; args' value there is ignored)
// gets a fresh Vec tile.create shaped like the data input args[0]: a
// scratch argument past args is appended when required, and with
// probability optPct when optional. The scratch allocations are emitted
// only when the registry accepts the call (nil otherwise) and never enter
// scope.
func (b *builder) withScratch(name string, args []ir.Expr, optPct int, kws ...ir.Kwarg) *ir.Call {
	op := ir.Op(name)
	if op == nil || len(args) == 0 {
		return nil
	}
	src := tileOf(args[0].Type())
	if src == nil {
		return nil
	}
	args = append([]ir.Expr(nil), args...)
	for _, i := range scratchArgs(op) {
		if i == len(args) && (!op.Args[i].Optional || b.chance(optPct)) {
			args = append(args, nil)
		}
	}
	var pre []ir.Stmt
	for i := range args {
		if !isScratchArg(op, i) {
			continue
		}
		c := create("tile.create", []ir.Expr{&ir.MakeTuple{Elems: src.Shape}}, kw("dtype", src.DType), kw("target_memory", ir.Vec))
		if c == nil {
			return nil
		}
		v := &ir.Var{Name: "tmp", T: c.T}
		pre = append(pre, &ir.AssignStmt{Var: v, Value: c})
		args[i] = v
	}
	c := create(name, args, kws...)
	if c == nil {
		return nil
	}
	for _, s := range pre {
		b.emit(s)
	}
	return c
}
