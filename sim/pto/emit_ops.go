package pto

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// The operations: each call is written in the form of the PyPTO emitter
// registered for its op, found through the registry's PTO name
// (ir.OpDef.PTO). The generic form is MakeNaryCodegenPTO's
// (src/backend/common/pto_ops_elementwise.cpp:588-720 and
// pto_ops_shared.cpp): `pto.X ins(args : types) outs(result : type)`,
// every argument in order, tiles and scalars alike, after an alloc_tile
// for a result that does not reuse its input's buffer.

// emitFn writes one call; result is the variable it defines (nil for a
// statement), and it returns the SSA name the result is bound to.
type emitFn func(e *funcEmitter, c *ir.Call, result *ir.Var) (string, error)

var emitters map[string]emitFn

func init() {
	emitters = map[string]emitFn{
		"pto.alloc_tile":     emitCreate,
		"pto.tload":          emitLoad,
		"pto.tstore":         emitStore,
		"pto.texpands":       emitFull,
		"pto.trowexpand":     emitVectorOnly,
		"pto.tcolexpand":     emitVectorOnly,
		"pto.tcmp":           emitCompare,
		"pto.tcmps":          emitCompare,
		"pto.tgetval":        emitGetVal,
		"pto.tsetval":        emitSetVal,
		"pto.tcvt":           emitCast,
		"pto.tcolsum":        emitColSum,
		"pto.tmatmul.acc":    emitAccumulate,
		"pto.tgemv.acc":      emitAccumulate,
		"pto.subview":        emitSlice,
		"pto.treshape":       emitReshape,
		"pto.set_validshape": emitSetValidshape,
		"pto.textract":       emitExtract,
		"pto.tpush_to_aiv":   emitPush,
		"pto.tpush_to_aic":   emitPush,
		"pto.tpop_from_aic":  emitPop,
		"pto.tpop_from_aiv":  emitPop,
		"pto.barrier":        emitBarrier,
		"pto.syncall":        emitSyncall,
		"pto.load_scalar":    emitLoadScalar,
		"pto.store_scalar":   emitStoreScalar,
	}
}

// call writes one call.
func (e *funcEmitter) call(c *ir.Call, result *ir.Var) (string, error) {
	d := c.Op
	if d == nil {
		return "", e.errf(c.Pos, "a call of function '%s' inside a kernel", c.Callee)
	}
	if d.SPMDParam != "" {
		if result == nil {
			return "", e.errf(c.Pos, "%s without a result", d.Name)
		}
		r := e.named(result.Name)
		e.pos = c.Pos
		e.line("%s = arith.index_cast %%%s : i32 to index", r, d.SPMDParam)
		return r, nil
	}
	switch d {
	case ir.SystemReserveBuffer, ir.SystemImportPeerBuffer:
		return emitPipeBuffer(e, c, result)
	case ir.SystemAicInitializePipe, ir.SystemAivInitializePipe:
		return emitInitPipe(e, c)
	case ir.SystemTfreeToAic, ir.SystemTfreeToAiv:
		return emitTfree(e, c)
	}
	if d.PTO == "" {
		if d.Access == ir.AccessNone {
			return "", nil // an allocation: every tile is placed by its MemRef
		}
		return "", e.errf(c.Pos, "no PTO emission for %s", d.Name)
	}
	if fn, ok := emitters[d.PTO]; ok {
		return fn(e, c, result)
	}
	return emitGeneric(e, c, result, "")
}

// typed is "name : type" lists of the operands of a call.
func (e *funcEmitter) operands(args []ir.Expr, pos ir.Span) (names, types []string, err error) {
	for _, a := range args {
		n, t, err := e.operand(a, pos)
		if err != nil {
			return nil, nil, err
		}
		names, types = append(names, n), append(types, t)
	}
	return names, types, nil
}

// operand is the SSA name and type of one argument.
func (e *funcEmitter) operand(a ir.Expr, pos ir.Span) (string, string, error) {
	if _, ok := a.Type().(*ir.TileType); ok {
		n, err := e.operandName(a)
		if err != nil {
			return "", "", err
		}
		t, ok := e.types[n]
		if !ok {
			return "", "", e.errf(pos, "tile %s has no tile_buf", n)
		}
		return n, t, nil
	}
	st, ok := scalarOf(a.Type())
	if !ok {
		return "", "", e.errf(pos, "operand %s of type %s", ir.PrintExpr(a), ir.PrintType(a.Type()))
	}
	n, err := e.scalar(a)
	return n, typeName(st.DType), err
}

// result gives the call's result its tile_buf: the buffer of the input it
// writes in place when the result shares that input's MemRef
// (ShouldAliasResultToInPlaceInput, pto_codegen.cpp:455-485), else a new
// alloc_tile.
func (e *funcEmitter) result(c *ir.Call, v *ir.Var) (string, error) {
	if v == nil {
		return "", e.errf(c.Pos, "%s has no result variable", c.Op.Name)
	}
	t, ok := v.T.(*ir.TileType)
	if !ok {
		return "", e.errf(c.Pos, "the result of %s is not a tile", c.Op.Name)
	}
	if i := c.Op.ReusesInput; i >= 0 && i < len(c.Args) {
		if it, ok := c.Args[i].Type().(*ir.TileType); ok && sameWindow(it.MemRef, t.MemRef) {
			n, err := e.operandName(c.Args[i])
			if err == nil {
				if ty, _ := tileBufType(t, "?", "?"); ty == e.types[n] {
					return n, nil
				}
			}
		}
	}
	return e.allocTile(v, t)
}

// sameWindow: one base, byte offset and size (ShareOneMemRefWindow,
// pto_codegen.cpp:416-431).
func sameWindow(a, b *ir.MemRef) bool {
	if a == nil || b == nil || a.Base != b.Base || a.Size != b.Size {
		return false
	}
	x, ok1 := ir.ConstValue(a.Offset)
	y, ok2 := ir.ConstValue(b.Offset)
	return ok1 && ok2 && x == y
}

// emitGeneric is MakeNaryCodegenPTO: every argument in ins, the result in
// outs; attr follows the last operand (GenerateInsOutsClause).
func emitGeneric(e *funcEmitter, c *ir.Call, v *ir.Var, attr string) (string, error) {
	var args []ir.Expr
	for _, a := range c.Args {
		if _, ok := a.(*ir.MakeTuple); ok {
			continue
		}
		args = append(args, a)
	}
	names, types, err := e.operands(args, c.Pos)
	if err != nil {
		return "", err
	}
	out, err := e.result(c, v)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	e.line("%s ins(%s%s : %s) outs(%s : %s)", c.Op.PTO, strings.Join(names, ", "), attr, strings.Join(types, ", "), out, e.types[out])
	return out, nil
}

// emitCreate: tile.create is its alloc_tile (MakeTileAllocCodegenPTO,
// pto_ops_memory.cpp:487-535).
func emitCreate(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	return e.result(c, v)
}

// tuple is the elements of a MakeTuple argument.
func tuple(c *ir.Call, i int) ([]ir.Expr, bool) {
	if i >= len(c.Args) {
		return nil, false
	}
	t, ok := c.Args[i].(*ir.MakeTuple)
	if !ok {
		return nil, false
	}
	return t.Elems, true
}

// partitionView writes pto.partition_view of a tensor (EmitPartitionViewPTO,
// pto_ops_shared.cpp:268-294): constant offsets clamped at zero
// (GetIndexOffsetCodes), a run-time one through arith.maxsi.
func (e *funcEmitter) partitionView(tensor ir.Expr, offsets, sizes []ir.Expr, pos ir.Span) (string, string, error) {
	tv, ok := tensor.(*ir.Var)
	if !ok {
		if ia, ok2 := tensor.(*ir.IterArg); ok2 {
			tv = &ia.Var
		} else {
			return "", "", e.errf(pos, "a tensor operand that is not a variable")
		}
	}
	view, ok := e.views[tv]
	if !ok {
		return "", "", e.errf(pos, "tensor '%s' has no tensor view", tv.Name)
	}
	tt, ok := tv.T.(*ir.TensorType)
	if !ok {
		return "", "", e.errf(pos, "'%s' is not a tensor", tv.Name)
	}
	var offs, szs, dims []string
	for _, o := range offsets {
		if v, ok := ir.ConstValue(o); ok {
			offs = append(offs, e.constant(max(v, 0), "index"))
			continue
		}
		raw, err := e.index(o, pos)
		if err != nil {
			return "", "", err
		}
		t := e.newTemp()
		e.line("%s = arith.maxsi %s, %s : index", t, raw, e.constant(0, "index"))
		offs = append(offs, t)
	}
	for _, s := range sizes {
		n, err := e.index(s, pos)
		if err != nil {
			return "", "", err
		}
		szs = append(szs, n)
		if v, ok := ir.ConstValue(s); ok {
			dims = append(dims, fmt.Sprint(v))
		} else {
			dims = append(dims, "?")
		}
	}
	dt := typeName(tt.DType)
	ptype := "!pto.partition_tensor_view<" + strings.Join(dims, "x") + "x" + dt + ">"
	name := e.named(strings.TrimPrefix(view, "%") + "_pview")
	if strings.HasSuffix(view, "_view") {
		name = e.named(strings.TrimSuffix(strings.TrimPrefix(view, "%"), "_view") + "_pview")
	}
	e.line("%s = pto.partition_view %s, offsets = [%s], sizes = [%s] : !pto.tensor_view<%sx%s> -> %s", name, view,
		strings.Join(offs, ", "), strings.Join(szs, ", "), strings.TrimSuffix(strings.Repeat("?x", len(tt.Shape)), "x"), dt, ptype)
	return name, ptype, nil
}

// emitLoad: alloc_tile, the partition of the valid shape, pto.tload
// (MakeTileLoadCodegenPTO, pto_ops_memory.cpp:79-155).
func emitLoad(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	offs, ok1 := tuple(c, 1)
	sizes, ok2 := tuple(c, 2)
	if !ok1 || !ok2 {
		return "", e.errf(c.Pos, "tile.load without literal offsets and shapes")
	}
	if valid, ok := tuple(c, 3); ok {
		sizes = valid
	}
	out, err := e.result(c, v)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	pv, pt, err := e.partitionView(c.Args[0], offs, sizes, c.Pos)
	if err != nil {
		return "", err
	}
	e.line("pto.tload ins(%s : %s) outs(%s : %s)", pv, pt, out, e.types[out])
	return out, nil
}

// emitStore: the partition of the tile's valid shape, pto.tstore; the
// result is the tensor (MakeTileStoreCodegenPTO, pto_ops_memory.cpp:157-262).
func emitStore(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	offs, ok := tuple(c, 1)
	if !ok || len(c.Args) < 3 {
		return "", e.errf(c.Pos, "tile.store without literal offsets")
	}
	tt, ok := c.Args[0].Type().(*ir.TileType)
	if !ok {
		return "", e.errf(c.Pos, "tile.store of a non-tile")
	}
	attr := ""
	if a, ok := c.Kwarg("atomic"); ok && fmt.Sprint(a) != ir.AtomicType(0).String() {
		attr = " {atomicType = #pto<atomic_type atomic_add>}"
	}
	src, st, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	// A tensor of rank > 2 is stored through a partition of the shapes
	// argument, a 2-D one of the tile's valid shape.
	sizes := tt.ValidShape()
	if tv, ok := c.Args[2].Type().(*ir.TensorType); ok && len(tv.Shape) > 2 {
		if sh, ok := tuple(c, 3); ok {
			sizes = sh
		}
	}
	pv, pt, err := e.partitionView(c.Args[2], offs, sizes, c.Pos)
	if err != nil {
		return "", err
	}
	e.line("pto.tstore ins(%s : %s) outs(%s : %s)%s", src, st, pv, pt, attr)
	if v != nil {
		// The result names the stored tensor, a variable or a loop's
		// carry (a store into an iter arg, then into its result, as a
		// single-trip loop LowerPipelineLoops leaves holds them).
		tv, ok := c.Args[2].(*ir.Var)
		if ia, isIA := c.Args[2].(*ir.IterArg); isIA {
			tv, ok = &ia.Var, true
		}
		if ok {
			e.views[v] = e.views[tv]
			return e.names[tv], nil
		}
	}
	return "", nil
}

// emitFull: alloc_tile and pto.texpands of the value (MakeFullCodegenPTO).
func emitFull(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if len(c.Args) < 2 {
		return "", e.errf(c.Pos, "tile.full without a value")
	}
	return emitGeneric(e, &ir.Call{Op: c.Op, Args: c.Args[1:], Pos: c.Pos, Kwargs: c.Kwargs}, v, "")
}

// emitVectorOnly: tile.row_expand / tile.col_expand emit the broadcast
// vector alone, the target giving only the result's shape
// (MakeSingleOperandCodegenPTO of argument 1,
// src/backend/common/pto_ops_elementwise.cpp:844-849).
func emitVectorOnly(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if len(c.Args) < 2 {
		return "", e.errf(c.Pos, "%s without a vector", c.Op.Name)
	}
	return emitGeneric(e, &ir.Call{Op: c.Op, Args: c.Args[1:], Pos: c.Pos, Kwargs: c.Kwargs}, v, "")
}

// cmpModes are the names of tile.cmp's cmp_type codes
// (src/backend/common/pto_ops_shared.cpp:83).
var cmpModes = []string{"eq", "ne", "lt", "le", "gt", "ge"}

// emitCompare: tile.cmp / tile.cmps with {cmpMode = #pto<cmp NAME>} after
// the operands (MakeModalCodegenPTO, pto_ops_elementwise.cpp:251-262).
func emitCompare(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	m, _ := c.Kwarg("cmp_type")
	i, ok := m.(int64)
	if !ok || i < 0 || int(i) >= len(cmpModes) {
		return "", e.errf(c.Pos, "%s: cmp_type %v out of range", c.Op.Name, m)
	}
	return emitGeneric(e, c, v, " {cmpMode = #pto<cmp "+cmpModes[i]+">}")
}

// flatOffset is the row-major element offset of indices over a tile's
// physical shape (GetFlatOffsetSSA, pto_ops_memory.cpp:480-534).
func (e *funcEmitter) flatOffset(t *ir.TileType, idx []ir.Expr, pos ir.Span) (string, error) {
	_, cols, err := tileDims(t.Shape)
	if err != nil {
		return "", e.errf(pos, "%v", err)
	}
	if len(idx) == 1 {
		return e.index(idx[0], pos)
	}
	if len(idx) != 2 {
		return "", e.errf(pos, "%d indices into a tile", len(idx))
	}
	r, ok1 := ir.ConstValue(idx[0])
	cc, ok2 := ir.ConstValue(idx[1])
	if ok1 && ok2 {
		return e.constant(r*cols+cc, "index"), nil
	}
	rn, err := e.index(idx[0], pos)
	if err != nil {
		return "", err
	}
	cn, err := e.index(idx[1], pos)
	if err != nil {
		return "", err
	}
	m := e.newTemp()
	e.line("%s = arith.muli %s, %s : index", m, rn, e.constant(cols, "index"))
	a := e.newTemp()
	e.line("%s = arith.addi %s, %s : index", a, m, cn)
	return a, nil
}

// emitGetVal: %r = pto.tgetval ins(%t, %off : T, index) outs : dtype
// (MakeTileReadCodegenPTO, pto_ops_memory.cpp:537-566).
func emitGetVal(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	idx, ok := tuple(c, 1)
	tt, ok2 := c.Args[0].Type().(*ir.TileType)
	if !ok || !ok2 || v == nil {
		return "", e.errf(c.Pos, "tile.read without literal indices")
	}
	src, st, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	off, err := e.flatOffset(tt, idx, c.Pos)
	if err != nil {
		return "", err
	}
	r := e.named(v.Name)
	e.line("%s = pto.tgetval ins(%s, %s : %s, index) outs : %s", r, src, off, st, typeName(tt.DType))
	return r, nil
}

// emitSetVal: pto.tsetval ins(%off, %v : index, dtype) outs(%t : T), in
// place (MakeTileWriteCodegenPTO, pto_ops_memory.cpp:568-600).
func emitSetVal(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	idx, ok := tuple(c, 1)
	tt, ok2 := c.Args[0].Type().(*ir.TileType)
	if !ok || !ok2 || len(c.Args) < 3 {
		return "", e.errf(c.Pos, "tile.write without literal indices")
	}
	dst, dt, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	val, vt, err := e.operand(c.Args[2], c.Pos)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	off, err := e.flatOffset(tt, idx, c.Pos)
	if err != nil {
		return "", err
	}
	e.line("pto.tsetval ins(%s, %s : index, %s) outs(%s : %s)", off, val, vt, dst, dt)
	return dst, nil
}

// roundModes are PyPTO's round_modes in CastMode order
// (pto_ops_shared.cpp:69-70).
var roundModes = [...]string{"NONE", "RINT", "ROUND", "FLOOR", "CEIL", "TRUNC", "ODD"}

// emitCast: pto.tcvt with its rmode attribute (MakeModalCodegenPTO for
// tile.cast, pto_ops_elementwise.cpp:861-869).
func emitCast(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	mode := ir.CastRound
	if m, ok := c.Kwarg("mode"); ok {
		if cm, ok := m.(ir.CastMode); ok {
			mode = cm
		}
	}
	if int(mode) >= len(roundModes) {
		return "", e.errf(c.Pos, "cast mode %s", mode)
	}
	return emitGeneric(e, c, v, " {rmode = #pto<round_mode "+roundModes[mode]+">}")
}

// emitColSum: with a scratch tile, {isBinary = true}
// (pto_ops_elementwise.cpp:888-898).
func emitColSum(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	attr := ""
	if len(c.Args) == 2 {
		attr = " {isBinary = true}"
	}
	return emitGeneric(e, c, v, attr)
}

// emitAccumulate: matmul_acc / gemv_acc accumulate into their result's
// buffer, ins(dst, lhs, rhs) outs(dst), dst being the result target
// (aliased to the accumulator when they share a MemRef); a constant
// init_cond writes the initializing op (pto.tmatmul) instead, a run-time
// one an scf.if of the two (make_acc_codegen, pto_ops_elementwise.cpp
// :960-1025).
func emitAccumulate(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if len(c.Args) < 3 {
		return "", e.errf(c.Pos, "%s takes an accumulator and two operands", c.Op.Name)
	}
	names, types, err := e.operands(c.Args[1:3], c.Pos)
	if err != nil {
		return "", err
	}
	out, err := e.result(c, v)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	init := strings.TrimSuffix(c.Op.PTO, ".acc")
	build := func(initializing bool) {
		if initializing {
			e.line("%s ins(%s : %s) outs(%s : %s)", init, strings.Join(names, ", "), strings.Join(types, ", "), out, e.types[out])
			return
		}
		e.line("%s ins(%s, %s : %s, %s) outs(%s : %s)", c.Op.PTO, out, strings.Join(names, ", "), e.types[out], strings.Join(types, ", "), out, e.types[out])
	}
	if len(c.Args) < 4 {
		build(false)
		return out, nil
	}
	if k, ok := c.Args[3].(*ir.ConstInt); ok {
		build(k.Value != 0)
		return out, nil
	}
	cond, err := e.scalar(c.Args[3])
	if err != nil {
		return "", err
	}
	e.structural("scf.if %s {", cond)
	e.indent++
	build(true)
	e.indent--
	e.structural("} else {")
	e.indent++
	build(false)
	e.indent--
	e.structural("}")
	return out, nil
}

// emitSlice: %v = pto.subview %t[%r, %c] sizes [R, C] valid [%vr, %vc] :
// T -> V, a view at the parent's layout offset (tile.slice,
// pto_ops_datamove.cpp:1023-1205).
func emitSlice(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if len(c.Op.Args) > 1 && c.Op.Args[1].Kind == ir.ArgTile {
		// A subview written into, not read: tile.assemble's signature
		// (target, source, offset).
		return emitAssemble(e, c, v)
	}
	offs, ok := tuple(c, 2)
	if !ok || len(offs) != 2 || v == nil {
		return "", e.errf(c.Pos, "tile.slice without a literal 2-D offset")
	}
	tt, ok := v.T.(*ir.TileType)
	if !ok {
		return "", e.errf(c.Pos, "tile.slice of a non-tile")
	}
	src, st, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	r, col, err := e.indexPair(offs[0], offs[1], c.Pos)
	if err != nil {
		return "", err
	}
	rows, cols, err := tileDims(tt.Shape)
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	vr, vc, err := e.validOperands(tt, c.Pos)
	if err != nil {
		return "", err
	}
	vty, err := e.viewType(tt)
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	name := e.named("slice_view")
	e.line("%s = pto.subview %s[%s, %s] sizes [%d, %d] valid [%s, %s] : %s -> %s", name, src, r, col, rows, cols, vr, vc, st, vty)
	e.types[name] = vty
	return name, nil
}

// emitAssemble: the source moved into a subview of the result at the
// offset, after a tmov of the target into the result when the result does
// not reuse it in place (MakeTileAssembleCodegenPTO,
// pto_ops_datamove.cpp:74-330). An Acc source into an FP16/BF16 Mat
// result is a pto.tinsert (:211-221), which the reader does not take.
func emitAssemble(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	offs, ok := tuple(c, 2)
	if !ok || len(offs) < 2 || len(c.Args) < 2 || v == nil {
		return "", e.errf(c.Pos, "tile.assemble without a literal offset")
	}
	st, ok1 := c.Args[1].Type().(*ir.TileType)
	rt, ok2 := v.T.(*ir.TileType)
	if !ok1 || !ok2 {
		return "", e.errf(c.Pos, "tile.assemble of non-tiles")
	}
	accToMat := st.Space == ir.Acc && rt.Space == ir.Mat
	if accToMat && (rt.DType == ir.FP16 || rt.DType == ir.BF16) {
		return "", e.errf(c.Pos, "no PTO emission for tile.assemble into an FP16/BF16 Mat tile (pto.tinsert)")
	}
	target, tty, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	src, sty, err := e.operand(c.Args[1], c.Pos)
	if err != nil {
		return "", err
	}
	// The result is the target, written in place, when memory reuse gave
	// them one base (IsInPlaceInput0DpsOp, pto_codegen.cpp:411-414).
	out := target
	if tt, ok := c.Args[0].Type().(*ir.TileType); !ok || tt.MemRef == nil || rt.MemRef == nil || tt.MemRef.Base != rt.MemRef.Base {
		if out, err = e.allocTile(v, rt); err != nil {
			return "", err
		}
	}
	e.pos = c.Pos
	r, col, err := e.indexPair(offs[0], offs[1], c.Pos)
	if err != nil {
		return "", err
	}
	if out != target {
		e.line("pto.tmov ins(%s : %s) outs(%s : %s)", target, tty, out, e.types[out])
	}
	rows, cols, err := tileDims(st.Shape)
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	vr, vc, err := e.validOperands(st, c.Pos)
	if err != nil {
		return "", err
	}
	// The window's type: the source's, in the result's memory and layout
	// for an Acc -> Mat insert.
	wt := st
	if accToMat {
		wt = ir.NewTileType(st.Shape, rt.DType, nil, rt.Space, &ir.TileView{BLayout: rt.Effective().BLayout,
			SLayout: rt.Effective().SLayout, Fractal: rt.Effective().Fractal, ValidShape: st.ValidShape()})
	}
	vty, err := e.viewType(wt)
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	view := e.named("assemble_view")
	e.line("%s = pto.subview %s[%s, %s] sizes [%d, %d] valid [%s, %s] : %s -> %s", view, out, r, col, rows, cols, vr, vc, e.types[out], vty)
	e.types[view] = vty
	e.line("pto.tmov ins(%s : %s) outs(%s : %s)", src, sty, view, vty)
	return out, nil
}

// tileAndPair reads a call of (tile, row, col): the tile's SSA name and
// type and the pair's index values; what names the pair in an error.
func (e *funcEmitter) tileAndPair(c *ir.Call, what string) (src, typ, r, col string, err error) {
	if len(c.Args) < 3 {
		return "", "", "", "", e.errf(c.Pos, "%s takes a tile and %s", c.Op.Name, what)
	}
	if src, typ, err = e.operand(c.Args[0], c.Pos); err != nil {
		return
	}
	e.pos = c.Pos
	r, col, err = e.indexPair(c.Args[1], c.Args[2], c.Pos)
	return
}

// indexPair is the index SSA values of a (row, column) pair.
func (e *funcEmitter) indexPair(row, col ir.Expr, pos ir.Span) (string, string, error) {
	r, err := e.index(row, pos)
	if err != nil {
		return "", "", err
	}
	c, err := e.index(col, pos)
	return r, c, err
}

// viewType is a view's tile_buf type: its valid extent static when it is
// a compile-time one (GetViewTileBufTypeStringFromTileType,
// pto_codegen.cpp:2523-2563).
func (e *funcEmitter) viewType(t *ir.TileType) (string, error) {
	if r, c, ok := staticValid(t); ok {
		return tileBufType(t, fmt.Sprint(r), fmt.Sprint(c))
	}
	return tileBufType(t, "?", "?")
}

// emitReshape: %r = pto.treshape %t : T -> R, or the same handle when
// the shape does not change (tile.reshape, pto_ops_datamove.cpp:1258-1293).
func emitReshape(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	tt, ok := v.T.(*ir.TileType)
	if v == nil || !ok {
		return "", e.errf(c.Pos, "tile.reshape without a tile result")
	}
	src, st, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	rty, err := tileBufType(tt, "?", "?")
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	if rty == st {
		return src, nil
	}
	vty, err := e.viewType(tt)
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	e.pos = c.Pos
	name := e.named(v.Name)
	e.line("%s = pto.treshape %s : %s -> %s", name, src, st, vty)
	e.types[name] = vty
	return name, nil
}

// emitSetValidshape: pto.set_validshape %t, %r, %c : T on the tile's own
// handle (tile.set_validshape, pto_ops_datamove.cpp:1369-1420).
func emitSetValidshape(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	src, st, r, col, err := e.tileAndPair(c, "two extents")
	if err != nil {
		return "", err
	}
	e.line("pto.set_validshape %s, %s, %s : %s", src, r, col, st)
	return src, nil
}

// emitExtract: pto.textract ins(%src, %row, %col : T, index, index)
// outs(%dst : D); the shape argument only types the result
// (tile.extract, pto_ops_datamove.cpp:1215-1256).
func emitExtract(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	src, st, r, col, err := e.tileAndPair(c, "two indices")
	if err != nil {
		return "", err
	}
	out, err := e.result(c, v)
	if err != nil {
		return "", err
	}
	e.line("pto.textract ins(%s, %s, %s : %s, index, index) outs(%s : %s)", src, r, col, st, out, e.types[out])
	return out, nil
}

// emitBarrier: pto.barrier <PIPE_X> (pto_ops_memory.cpp:1038-1040).
func emitBarrier(e *funcEmitter, c *ir.Call, _ *ir.Var) (string, error) {
	e.pos = c.Pos
	e.line("pto.barrier <PIPE_%s>", c.Op.Pipe)
	return "", nil
}

// emitSyncall: the hard form (pto_ops_crosscore.cpp:639-645).
func emitSyncall(e *funcEmitter, c *ir.Call, _ *ir.Var) (string, error) {
	if m, ok := c.Kwarg("mode"); ok && fmt.Sprint(m) != ir.SyncAllMode(0).String() {
		return "", e.errf(c.Pos, "a soft syncall")
	}
	kind := "mix"
	if k, ok := c.Kwarg("core_type"); ok {
		switch fmt.Sprint(k) {
		case ir.KernelType(1).String():
			kind = "aic_only"
		case ir.KernelType(2).String():
			kind = "aiv_only"
		}
	}
	e.pos = c.Pos
	e.line("pto.syncall() mode = #pto.sync_all_mode<hard>, core_type = #pto.sync_core_type<%s>", kind)
	return "", nil
}

// gmIndex is the row-major element index into a tensor.
func (e *funcEmitter) gmIndex(tv *ir.Var, idx []ir.Expr, pos ir.Span) (string, error) {
	tt, ok := tv.T.(*ir.TensorType)
	if !ok {
		return "", e.errf(pos, "'%s' is not a tensor", tv.Name)
	}
	shape, ok := ir.StaticShape(tt.Shape)
	if !ok || len(shape) != len(idx) {
		return "", e.errf(pos, "an index into '%s' of another rank or a dynamic shape", tv.Name)
	}
	flat, static := int64(0), true
	for i, x := range idx {
		v, ok := ir.ConstValue(x)
		if !ok {
			static = false
			break
		}
		flat = flat*shape[i] + v
	}
	if static {
		return e.constant(flat, "index"), nil
	}
	acc := ""
	for i, x := range idx {
		n, err := e.index(x, pos)
		if err != nil {
			return "", err
		}
		if acc == "" {
			acc = n
			continue
		}
		m := e.newTemp()
		e.line("%s = arith.muli %s, %s : index", m, acc, e.constant(shape[i], "index"))
		a := e.newTemp()
		e.line("%s = arith.addi %s, %s : index", a, m, n)
		acc = a
	}
	return acc, nil
}

// gmElement is a tensor.read / tensor.write's tensor, the SSA value of
// its element index and its MLIR element type.
func (e *funcEmitter) gmElement(c *ir.Call) (*ir.Var, string, string, error) {
	tv := ir.VarOf(c.Args[0])
	idx, ok := tuple(c, 1)
	if tv == nil || !ok {
		return nil, "", "", e.errf(c.Pos, "%s of a non-variable or without literal indices", c.Op.Name)
	}
	e.pos = c.Pos
	i, err := e.gmIndex(tv, idx, c.Pos)
	if err != nil {
		return nil, "", "", err
	}
	return tv, i, typeName(tv.T.(*ir.TensorType).DType), nil
}

// emitLoadScalar: %e = pto.load_scalar %ptr[%i] : !pto.ptr<T> -> T
// (tensor.read, pto_ops_memory.cpp:602-637).
func emitLoadScalar(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if v == nil {
		return "", e.errf(c.Pos, "tensor.read without a result")
	}
	tv, i, dt, err := e.gmElement(c)
	if err != nil {
		return "", err
	}
	r := e.named(v.Name)
	e.line("%s = pto.load_scalar %s[%s] : !pto.ptr<%s> -> %s", r, e.names[tv], i, dt, dt)
	return r, nil
}

// emitStoreScalar: pto.store_scalar %v, %ptr[%i] : !pto.ptr<T>, T
// (tensor.write, pto_ops_memory.cpp:639-681).
func emitStoreScalar(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if len(c.Args) < 3 {
		return "", e.errf(c.Pos, "tensor.write without a value")
	}
	val, err := e.scalar(c.Args[2])
	if err != nil {
		return "", err
	}
	tv, i, dt, err := e.gmElement(c)
	if err != nil {
		return "", err
	}
	e.line("pto.store_scalar %s, %s[%s] : !pto.ptr<%s>, %s", val, e.names[tv], i, dt, dt)
	if v != nil {
		e.views[v] = e.views[tv]
		return e.names[tv], nil
	}
	return "", nil
}
