package gen

import (
	"slices"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// The tensor ops a user program's scope draws from the registry
// (program_scope.go, kind sTensorOp): every tensor op that has a recipe
// here, in the registry's (Since, Name) order, drawn uniformly. A recipe
// builds one call of the op from the region's data values ([rows, c]
// FP32) and brings what it makes back to a data value, so the op's result
// flows on to what the scope writes: a [rows, 1] row vector (a row
// reduction) is broadcast back with a row-expand op, a [1, c] column
// vector with a column-expand op, an integer tensor is cast to FP32, a
// reshaped, transposed or concatenated tensor is reshaped, transposed or
// sliced back. Ops that share a class share its recipe
// (progClassRecipes); the others are listed by identity (progRecipes).
// The ops without a recipe are those a single-core scope has no operands
// for yet (tensor.paged_gather, the cross-core split ops,
// tensor.alloc, expand_clone's rank-3 tensors),
// those ConvertTensorToTileOps keeps only on a GM tensor (tensor.view),
// tensor.gather and tensor.scatter's index form, which the pinned PyPTO
// prints as `pl.tensor.gather(x, index, dim=1)` and
// `pl.tensor.scatter(x, index, src, dim=-1)`, calls its parser refuses
// ("got multiple values for argument 'dim'": the DSL takes gather(input,
// dim, index) and scatter(input, dim, index, src)), so a written program
// could not hold them (unwritableTensorOps, coverage_test.go), or that would make
// the scope's kernel run on both vector lanes (tensor.get_subblock_idx:
// the simulator runs a kernel reading it on aiv0 and aiv1, and a scope's
// writes are not split by lane, so the two lanes would write the same
// Out window).

// progRecipe builds one call of op in the current scope.
type progRecipe func(g *progGen, op *ir.OpDef)

// progClassRecipes builds the tensor ops that carry a vector class.
var progClassRecipes = map[ir.OpClass]progRecipe{
	ir.ClassUnary:      (*progGen).unaryOp,
	ir.ClassBinary:     (*progGen).binaryOp,
	ir.ClassTileScalar: (*progGen).scalarOp,
	ir.ClassRowReduce:  (*progGen).rowReduceOp,
	ir.ClassColReduce:  (*progGen).colReduceOp,
	ir.ClassRowExpand:  (*progGen).rowExpandOp,
	ir.ClassFillpad:    (*progGen).validFillOp,
	ir.ClassFull:       (*progGen).fullOp,
}

// progRecipes builds the tensor ops without a class, by identity.
var progRecipes = map[*ir.OpDef]progRecipe{
	ir.TensorLog: (*progGen).unaryOp, ir.TensorRsqrt: (*progGen).unaryOp,
	ir.TensorNot:  (*progGen).int16UnaryOp,
	ir.TensorFmod: (*progGen).binaryOp, ir.TensorCmp: (*progGen).binaryOp,
	ir.TensorPartAdd: (*progGen).binaryOp, ir.TensorPartMul: (*progGen).binaryOp, ir.TensorPartMax: (*progGen).binaryOp, ir.TensorPartMin: (*progGen).binaryOp,
	ir.TensorFmods: (*progGen).scalarOp, ir.TensorExpands: (*progGen).scalarOp,
	ir.TensorAnd: (*progGen).intBinaryOp, ir.TensorOr: (*progGen).intBinaryOp, ir.TensorXor: (*progGen).intBinaryOp,
	ir.TensorShl: (*progGen).intBinaryOp, ir.TensorShr: (*progGen).intBinaryOp,
	ir.TensorAnds: (*progGen).intScalarOp, ir.TensorOrs: (*progGen).intScalarOp, ir.TensorXors: (*progGen).intScalarOp,
	ir.TensorShls: (*progGen).intScalarOp, ir.TensorShrs: (*progGen).intScalarOp,
	ir.TensorRowArgmax: (*progGen).rowReduceOp, ir.TensorRowArgmin: (*progGen).rowReduceOp,
	ir.TensorColArgmax: (*progGen).colReduceOp, ir.TensorColArgmin: (*progGen).colReduceOp,
	ir.TensorRowExpandExpdif: (*progGen).rowExpandOp, ir.TensorRowExpand: (*progGen).rowExpandOp,
	ir.TensorColExpandAdd: (*progGen).colExpandOp, ir.TensorColExpandSub: (*progGen).colExpandOp,
	ir.TensorColExpandMul: (*progGen).colExpandOp, ir.TensorColExpandDiv: (*progGen).colExpandOp,
	ir.TensorColExpandMax: (*progGen).colExpandOp, ir.TensorColExpandMin: (*progGen).colExpandOp,
	ir.TensorColExpandExpdif: (*progGen).colExpandOp, ir.TensorColExpand: (*progGen).colExpandOp,
	ir.TensorReshape: (*progGen).reshapeOp, ir.TensorTranspose: (*progGen).transposeOp,
	ir.TensorConcat: (*progGen).concatOp, ir.TensorSetValidshape: (*progGen).validFillOp,
	ir.TensorFillpadExpand: (*progGen).validFillOp,
	ir.TensorDim:           (*progGen).queryOp, ir.TensorGetBlockIdx: (*progGen).queryOp,
	ir.TensorGetBlockNum: (*progGen).queryOp,
	ir.TensorCi:          (*progGen).ciOp, ir.TensorRandom: (*progGen).randomOp,
	ir.TensorReinterpretView: (*progGen).reinterpretOp,
	ir.TensorGatherMask:      (*progGen).gatherMaskOp, ir.TensorGatherCompare: (*progGen).gatherCompareOp,
	ir.TensorCreateL1: (*progGen).stagedMatmulOp, ir.TensorGatherRow: (*progGen).stagedMatmulOp,
	ir.TensorViewOp: (*progGen).viewOp,
	ir.TensorSort32: (*progGen).sortOp, ir.TensorMrgsortFormat1: (*progGen).sortOp, ir.TensorMrgsortFormat2: (*progGen).sortOp,
	ir.TensorScatterMask: (*progGen).scatterMaskOp, ir.TensorScatterUpdate: (*progGen).scatterUpdateOp,
}

// progLateOps are drawn after every other op with a recipe, in this
// order: an op added here takes the next draw value, so a recorded choice
// trace still draws the ops it drew before (a replayed draw keeps its
// value when the bound grows).
var progLateOps = []*ir.OpDef{ir.TensorScatterMask, ir.TensorScatterUpdate}

// progRecipeOf is op's recipe in a user program's scope (nil: none).
func progRecipeOf(op *ir.OpDef) progRecipe {
	if op == nil || !op.Tensor {
		return nil
	}
	if r := progRecipes[op]; r != nil {
		return r
	}
	return progClassRecipes[op.Class]
}

// progTensorOps are the tensor ops with a recipe, in (Since, Name) order,
// then progLateOps (a function: the recipes reach tensorOpStmt, which
// draws from them).
func progTensorOps() []*ir.OpDef {
	var ops []*ir.OpDef
	for _, op := range ir.Ops().Ops() {
		if progRecipeOf(op) != nil && !slices.Contains(progLateOps, op) {
			ops = append(ops, op)
		}
	}
	sort.SliceStable(ops, func(i, j int) bool {
		if ops[i].Since != ops[j].Since {
			return ops[i].Since < ops[j].Since
		}
		return ops[i].Name < ops[j].Name
	})
	return append(ops, progLateOps...)
}

// The broadcast ops a vector goes back to the region's shape with: a
// [rows, 1] row vector, a [1, c] column vector.
var (
	progRowExpandOps = []*ir.OpDef{ir.TensorRowExpandAdd, ir.TensorRowExpandSub, ir.TensorRowExpandMul, ir.TensorRowExpandDiv,
		ir.TensorRowExpandMax, ir.TensorRowExpandMin, ir.TensorRowExpandExpdif, ir.TensorRowExpand}
	progColExpandOps = []*ir.OpDef{ir.TensorColExpandAdd, ir.TensorColExpandSub, ir.TensorColExpandMul, ir.TensorColExpandDiv,
		ir.TensorColExpandMax, ir.TensorColExpandMin, ir.TensorColExpandExpdif, ir.TensorColExpand}
)

// tensorOpStmt draws a tensor op with a recipe and builds a call of it.
func (g *progGen) tensorOpStmt(depth int) {
	g.src.Begin("tensor-op")
	defer g.src.End()
	ops := progTensorOps()
	op := ops[g.draw(len(ops))]
	progRecipeOf(op)(g, op)
	if q := g.query; q != nil {
		// A query's scalar is branched on here and read no more (queryOp).
		g.query = nil
		if depth < g.k[MaxDepth] {
			g.scopeIf(depth)
		}
		g.dead[q] = true
	}
}

func (g *progGen) rowVecT() *ir.TensorType { return tensorT(ir.FP32, g.reg.rows, 1) }
func (g *progGen) colVecT() *ir.TensorType { return tensorT(ir.FP32, 1, g.sh.c) }

// hpKw is high_precision=True, drawn now and then for an op that declares
// it.
func (g *progGen) hpKw(op *ir.OpDef) []ir.Kwarg {
	if _, ok := op.Kwarg("high_precision"); ok && g.chance(25) {
		return []ir.Kwarg{kw("high_precision", true)}
	}
	return nil
}

// toFP32 casts a value of another dtype to FP32 (nil stays nil).
func (g *progGen) toFP32(v *ir.Var) *ir.Var {
	if v == nil {
		return nil
	}
	if t, ok := v.T.(*ir.TensorType); ok && t.DType != ir.FP32 {
		return g.bindOp("f", ir.TensorCast, []ir.Expr{v}, castKw(ir.FP32)...)
	}
	return v
}

// unaryOp applies a unary op to a data value.
func (g *progGen) unaryOp(op *ir.OpDef) {
	if x, ok := g.operand(); ok {
		g.bindOp("e", op, []ir.Expr{x}, g.hpKw(op)...)
	}
}

// int16UnaryOp applies a unary integer op (tensor.not takes INT16) to a
// data value cast to INT16, and casts the result back.
func (g *progGen) int16UnaryOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	if h := g.bindOp("h", ir.TensorCast, []ir.Expr{x}, castKw(ir.INT16)...); h != nil {
		g.toFP32(g.bindOp("n", op, []ir.Expr{h}))
	}
}

// binaryOp combines two data values (cmp with a drawn cmp_type, 0..5:
// eq, ne, lt, le, gt, ge); concat's wider result is sliced back.
func (g *progGen) binaryOp(op *ir.OpDef) {
	x, ok := g.operand()
	y, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	var kws []ir.Kwarg
	if _, has := op.Kwarg("cmp_type"); has {
		kws = append(kws, kw("cmp_type", int64(g.draw(6))))
	}
	kws = append(kws, g.hpKw(op)...)
	g.bindOp("t", op, []ir.Expr{x, y}, kws...)
}

// progScalars are the FP32 constants a scalar op takes (no zero: a
// division or remainder by it).
var progScalars = []float64{2.0, 0.5, 1.0, 3.0, -1.0}

// scalarOp combines a data value with an FP32 constant.
func (g *progGen) scalarOp(op *ir.OpDef) {
	if x, ok := g.operand(); ok {
		g.bindOp("u", op, []ir.Expr{x, &ir.ConstFloat{Value: oneOf(g.builder, progScalars...), DType: ir.FP32}})
	}
}

// intOperand is a data value cast to INT32.
func (g *progGen) intOperand() *ir.Var {
	x, ok := g.operand()
	if !ok {
		return nil
	}
	return g.bindOp("i", ir.TensorCast, []ir.Expr{x}, castKw(ir.INT32)...)
}

// isShift reports whether op shifts (its count a small non-negative
// integer here: a count out of 0..31 has no defined INT32 result).
func isShift(op *ir.OpDef) bool {
	return op == ir.TensorShl || op == ir.TensorShr || op == ir.TensorShls || op == ir.TensorShrs
}

// intBinaryOp combines two data values cast to INT32 (a shift count
// masked to 0..7 with tensor.ands) and casts the result back.
func (g *progGen) intBinaryOp(op *ir.OpDef) {
	a, b := g.intOperand(), g.intOperand()
	if a == nil || b == nil {
		return
	}
	if isShift(op) {
		if b = g.bindOp("c", ir.TensorAnds, []ir.Expr{b, &ir.ConstInt{Value: 7, DType: ir.INT32}}); b == nil {
			return
		}
	}
	g.toFP32(g.bindOp("b", op, []ir.Expr{a, b}))
}

// intScalarOp combines a data value cast to INT32 with an integer
// constant (a shift count 0..7) and casts the result back.
func (g *progGen) intScalarOp(op *ir.OpDef) {
	a := g.intOperand()
	if a == nil {
		return
	}
	v := int64(g.draw(8))
	if !isShift(op) {
		v = oneOf(g.builder, int64(255), int64(-16), int64(3), int64(1<<20))
	}
	g.toFP32(g.bindOp("b", op, []ir.Expr{a, &ir.ConstInt{Value: v, DType: ir.INT32}}))
}

// rowVec is a [rows, 1] FP32 row vector: one in scope (most recent
// first), else a row reduction of a data value.
func (g *progGen) rowVec() *ir.Var {
	if v, ok := g.pick(func(t ir.Type) bool { return ir.TypeEqual(t, g.rowVecT()) }); ok && g.chance(50) {
		if r, isVar := v.e.(*ir.Var); isVar {
			return r
		}
	}
	x, ok := g.operand()
	if !ok {
		return nil
	}
	return g.bindOp("m", oneOf(g.builder, ir.TensorRowSum, ir.TensorRowMax, ir.TensorRowMin), []ir.Expr{x})
}

// colVec is a [1, c] FP32 column vector: one in scope, else a column
// reduction of a data value.
func (g *progGen) colVec() *ir.Var {
	if v, ok := g.pick(func(t ir.Type) bool { return ir.TypeEqual(t, g.colVecT()) }); ok && g.chance(50) {
		if r, isVar := v.e.(*ir.Var); isVar {
			return r
		}
	}
	x, ok := g.operand()
	if !ok {
		return nil
	}
	return g.bindOp("cm", oneOf(g.builder, ir.TensorColSum, ir.TensorColMax, ir.TensorColMin), []ir.Expr{x})
}

// rowExpandOp broadcasts a row vector along a data value's columns with
// op.
func (g *progGen) rowExpandOp(op *ir.OpDef) {
	g.expandWith(op, g.rowVec())
}

// colExpandOp broadcasts a column vector along a data value's rows with
// op.
func (g *progGen) colExpandOp(op *ir.OpDef) {
	g.expandWith(op, g.colVec())
}

func (g *progGen) expandWith(op *ir.OpDef, v *ir.Var) {
	x, ok := g.operand()
	if v == nil || !ok {
		return
	}
	g.bindOp("x", op, []ir.Expr{x, v})
}

// rowReduceOp reduces a data value along its rows (an index result cast
// to FP32) and broadcasts the vector back with a drawn row-expand op.
func (g *progGen) rowReduceOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	if m := g.toFP32(g.bindOp("m", op, []ir.Expr{x})); m != nil {
		g.expandWith(oneOf(g.builder, progRowExpandOps...), m)
	}
}

// colReduceOp reduces a data value along its columns and broadcasts the
// vector back with a drawn column-expand op.
func (g *progGen) colReduceOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	if m := g.toFP32(g.bindOp("cm", op, []ir.Expr{x})); m != nil {
		g.expandWith(oneOf(g.builder, progColExpandOps...), m)
	}
}

// fullOp makes a data value of one constant.
func (g *progGen) fullOp(op *ir.OpDef) {
	g.bindOp("fl", op, []ir.Expr{idx(g.reg.rows, g.sh.c), &ir.ConstFloat{Value: oneOf(g.builder, progScalars...), DType: ir.FP32}}, kw("dtype", ir.FP32))
}

// reshapeOp reshapes a data value to [c, rows] and back.
func (g *progGen) reshapeOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	if y := g.bindOp("rs", op, []ir.Expr{x, idx(g.sh.c, g.reg.rows)}); y != nil {
		g.bindOp("rs", op, []ir.Expr{y, idx(g.reg.rows, g.sh.c)})
	}
}

// transposeOp swaps a data value's axes and computes on the transposed
// tensor (a scale), then swaps them back.
func (g *progGen) transposeOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	y := g.bindOp("tr", op, []ir.Expr{x, ir.ConstI(0), ir.ConstI(1)})
	if y == nil {
		return
	}
	if s := g.bindOp("ts", ir.TensorMuls, []ir.Expr{y, &ir.ConstFloat{Value: oneOf(g.builder, progScalars...), DType: ir.FP32}}); s != nil {
		g.bindOp("tr", op, []ir.Expr{s, ir.ConstI(0), ir.ConstI(1)})
	}
}

// concatOp joins two data values along the columns and slices one half
// back.
func (g *progGen) concatOp(op *ir.OpDef) {
	x, ok := g.operand()
	y, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	if j := g.bindOp("cc", op, []ir.Expr{x, y}); j != nil {
		col := int64(g.draw(2)) * g.sh.c
		g.bindOp("cs", ir.TensorSlice, []ir.Expr{j, idx(g.reg.rows, g.sh.c), idx(0, col)})
	}
}

// validFillOp narrows a data value's valid region (tensor.set_validshape
// to drawn rows and columns, at least one of each) and fills the rest
// with a drawn pad value: tensor.fillpad in place, or
// tensor.fillpad_expand to the region's shape.
func (g *progGen) validFillOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	vr, vc := int64(1+g.draw(int(g.reg.rows))), int64(1+g.draw(int(g.sh.c)))
	v := g.bindOp("vs", ir.TensorSetValidshape, []ir.Expr{x, ir.ConstI(vr), ir.ConstI(vc)})
	if v == nil || op == ir.TensorSetValidshape && g.chance(30) {
		return
	}
	pad := kw("pad_value", oneOf(g.builder, ir.PadZero, ir.PadMax, ir.PadMin))
	fill := ir.TensorFillpad
	if op == ir.TensorFillpadExpand || op == ir.TensorSetValidshape && g.chance(30) {
		fill = ir.TensorFillpadExpand
	}
	if fill == ir.TensorFillpadExpand {
		g.bindOp("fp", fill, []ir.Expr{v, idx(g.reg.rows, g.sh.c)}, pad)
		return
	}
	g.bindOp("fp", fill, []ir.Expr{v}, pad)
}

// queryOp binds an INDEX scalar query (an axis extent of a tensor, a
// block count or index) and branches on it with an if. The scalar stays
// inside the scope: a later scope reading it would make the outlined
// kernel return a scalar, which PyPTO's NoScalarKernelReturn refuses
// (a task returns only tensors). tensor.dim reads a whole tensor of the
// program (a parameter stays a GM tensor in the kernel) three times in
// four, else a data value of the region (a tile after
// ConvertTensorToTileOps).
func (g *progGen) queryOp(op *ir.OpDef) {
	var args []ir.Expr
	if len(op.Args) > 0 {
		x, ok := g.pick(func(t ir.Type) bool { return ir.TypeEqual(t, g.dataT()) })
		if !ok || g.chance(25) {
			if x, ok = g.pick(g.isData); !ok {
				return
			}
		}
		args = []ir.Expr{x.e, ir.ConstI(int64(g.draw(2)))}
	}
	g.query = g.bindOp("q", op, args)
}

// ciOp makes a [1, c] INT32 index sequence, cast to FP32 and broadcast
// along a data value's rows.
func (g *progGen) ciOp(op *ir.OpDef) {
	start := &ir.ConstInt{Value: int64(g.draw(4)), DType: ir.INT32}
	// The DSL wrapper always passes descending (tensor_ops.py:177).
	kws := []ir.Kwarg{kw("dtype", ir.INT32), kw("descending", g.chance(30))}
	if s := g.toFP32(g.bindOp("ci", op, []ir.Expr{start, idx(1, g.sh.c)}, kws...)); s != nil {
		g.expandWith(oneOf(g.builder, progColExpandOps...), s)
	}
}

// randomOp makes a data-shaped INT32 tensor of pseudo-random values (the
// reference leaves them unknown), cast to FP32.
func (g *progGen) randomOp(op *ir.OpDef) {
	args := make([]ir.Expr, 0, 7)
	for range 6 {
		args = append(args, &ir.ConstInt{Value: int64(g.draw(100)), DType: ir.INT32})
	}
	args = append(args, idx(g.reg.rows, g.sh.c))
	// The DSL wrapper always passes rounds, 7 or 10 (tensor_ops.py:212).
	g.toFP32(g.bindOp("rn", op, args, kw("dtype", ir.INT32), kw("rounds", oneOf(g.builder, int64(10), int64(7)))))
}

// reinterpretOp reads a data value's bits as INT32 (tensor.reinterpret_view),
// combines them with an integer mask (tensor.ands) and reads the result's
// bits back as FP32.
func (g *progGen) reinterpretOp(op *ir.OpDef) {
	x, ok := g.pick(g.isData)
	if !ok {
		return
	}
	i := g.bindOp("ri", op, []ir.Expr{x.e}, kw("dtype", ir.INT32))
	if i == nil {
		return
	}
	mask := oneOf(g.builder, int64(-1), int64(-256), int64(0x7fffffff))
	if m := g.bindOp("rm", ir.TensorAnds, []ir.Expr{i, &ir.ConstInt{Value: mask, DType: ir.INT32}}); m != nil {
		g.bindOp("rf", op, []ir.Expr{m}, kw("dtype", ir.FP32))
	}
}

// sortOp sorts a [1, c] column vector (c a multiple of 32) in 32-element
// blocks with their UINT32 positions (tensor.sort32, the indices from
// tensor.ci), then merges the sorted blocks: the runs of one list
// (tensor.mrgsort_format1, block_len 64) or two such lists
// (tensor.mrgsort_format2). The values' half of the sorted list is
// sliced back as a column vector and broadcast along a data value.
func (g *progGen) sortOp(op *ir.OpDef) {
	c := g.sh.c
	if c%32 != 0 {
		return
	}
	v := g.colVec()
	if v == nil {
		return
	}
	idxs := g.bindOp("ix", ir.TensorCi, []ir.Expr{&ir.ConstInt{Value: 0, DType: ir.UINT32}, idx(1, c)}, kw("dtype", ir.UINT32), kw("descending", false))
	if idxs == nil {
		return
	}
	sorted := g.bindOp("so", ir.TensorSort32, []ir.Expr{v, idxs})
	if sorted == nil {
		return
	}
	switch {
	case op == ir.TensorMrgsortFormat1 && 2*c >= 128:
		sorted = g.bindOp("mg", op, []ir.Expr{sorted, &ir.ConstInt{Value: 64, DType: ir.INT32}})
	case op == ir.TensorMrgsortFormat2:
		sorted = g.bindOp("mg", op, []ir.Expr{sorted, sorted}, kw("exhausted", false))
	}
	if sorted == nil {
		return
	}
	if back := g.bindOp("sv", ir.TensorSlice, []ir.Expr{sorted, idx(1, c), idx(0, 0)}); back != nil {
		g.expandWith(oneOf(g.builder, progColExpandOps...), back)
	}
}

// gatherMaskOp compacts each row of a data value to the columns a drawn
// mask pattern selects (tensor.gather_mask: a half, a quarter or all of
// them) and joins the result with itself (tensor.concat) back to c
// columns; a pattern whose rows would not fill 32-byte blocks is not
// drawn.
func (g *progGen) gatherMaskOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	p := int64(1 + g.draw(7))
	div := int64(4)
	switch {
	case p == 7:
		div = 1
	case p <= 2:
		div = 2
	}
	if g.sh.c%div != 0 || (g.sh.c/div)%8 != 0 {
		return
	}
	y := g.bindOp("gm", op, []ir.Expr{x}, kw("mask_pattern", p))
	for cols := g.sh.c / div; y != nil && cols < g.sh.c; cols *= 2 {
		y = g.bindOp("gc", ir.TensorConcat, []ir.Expr{y, y})
	}
}

// viewOp views a whole tensor of main (a parameter, which stays a
// GM tensor in the kernel: ConvertTensorToTileOps keeps tensor.view only
// on one, convert_tensor_to_tile_ops_pass.cpp:566-572) with its own shape,
// slices the region's block out of the view and scales it into a data
// value, in a scope on one block (whose data values are slices, so the
// parameter itself stays a tensor).
func (g *progGen) viewOp(op *ir.OpDef) {
	if g.inHelper || g.reg.rows == g.sh.rows() {
		// main's parameters are not the helper's; a scope on the whole
		// tensors computes on the parameters themselves, which
		// ConvertTensorToTileOps loads into tiles, and PyPTO refuses a
		// view of one ("tensor.view in an InCore function requires a GM
		// Tensor input", convert_tensor_to_tile_ops_pass.cpp:566-572).
		return
	}
	// An In parameter: an Out one holds no data before a write, and one a
	// call has written is read through the call's result
	// (InOutUseDiscipline).
	var src *ir.Var
	for i, p := range g.params {
		if g.dirs[i] == ir.In && ir.TypeEqual(p.T, g.dataT()) && g.live(p) {
			src = p
		}
	}
	if src == nil {
		return
	}
	v := g.bindOp("vw", op, []ir.Expr{src, idx(g.sh.rows(), g.sh.c)})
	if v == nil {
		return
	}
	if b := g.bindOp("vb", ir.TensorSlice, []ir.Expr{v, idx(g.reg.rows, g.sh.c), list(g.reg.rowOff(), ir.ConstI(0))}); b != nil {
		g.bindOp("vs", ir.TensorMuls, []ir.Expr{b, &ir.ConstFloat{Value: oneOf(g.builder, progScalars...), DType: ir.FP32}})
	}
}

// gatherCompareOp finds, in each row of a data value, the columns whose
// elements compare (a drawn cmp_mode, 0..5) with an FP32 constant
// (tensor.gather_compare, c output columns; offset and, now and then,
// count_dtype as the DSL passes them, tensor_ops.py:2158-2230) and reads
// both results: the INT32 column indices, cast to FP32 (a data value),
// and the per-row counts (PyPTO's PTO emission writes both,
// src/backend/common/pto_ops_datamove.cpp:603-616).
func (g *progGen) gatherCompareOp(op *ir.OpDef) {
	x, ok := g.operand()
	if !ok {
		return
	}
	kws := []ir.Kwarg{kw("cmp_mode", int64(g.draw(6))), kw("offset", int64(0)), kw("out_cols", g.sh.c)}
	if g.chance(25) {
		kws = append(kws, kw("count_dtype", oneOf(g.builder, ir.INT32, ir.UINT32)))
	}
	k := &ir.ConstFloat{Value: oneOf(g.builder, progScalars...), DType: ir.FP32}
	t := g.bindOp("gc", op, []ir.Expr{x, k}, kws...)
	if t == nil {
		return
	}
	gi := g.define("gi", &ir.TupleGetItem{Tuple: t, Index: 0})
	g.define("gn", &ir.TupleGetItem{Tuple: t, Index: 1})
	g.toFP32(gi)
}

// stagedMatmulOp stages the cube weight w in L1 by hand (a
// tensor.create_l1 of w's shape and dtype, filled by a tensor.gather_row
// of all of w, or of its two halves of rows now and then; the DSL passes
// transpose, tensor_ops.py) and multiplies the region's rows of xh by the
// staged copy (tensor.matmul) into a data value. Not in a helper, whose
// parameters are not main's.
func (g *progGen) stagedMatmulOp(_ *ir.OpDef) {
	if g.inHelper {
		return
	}
	g.cubeInputs()
	s, r := g.sh, g.reg
	wl := g.bindOp("wl", ir.TensorCreateL1, []ir.Expr{idx(s.k, s.c)}, kw("dtype", s.cube), kw("transpose", false))
	if wl == nil {
		return
	}
	var wg *ir.Var
	if h := s.k / 2; s.k%32 == 0 && g.chance(30) {
		if top := g.bindOp("wg", ir.TensorGatherRow, []ir.Expr{wl, g.w, idx(0, 0), idx(0, 0), idx(h, s.c)}, kw("transpose", false)); top != nil {
			wg = g.bindOp("wg", ir.TensorGatherRow, []ir.Expr{top, g.w, idx(h, 0), idx(h, 0), idx(h, s.c)}, kw("transpose", false))
		}
	} else {
		wg = g.bindOp("wg", ir.TensorGatherRow, []ir.Expr{wl, g.w, idx(0, 0), idx(0, 0), idx(s.k, s.c)}, kw("transpose", false))
	}
	if wg == nil {
		return
	}
	a := ir.Expr(g.xh)
	if r.off != nil || r.rows != s.rows() {
		if a = g.bindOp("a", ir.TensorSlice, []ir.Expr{g.xh, idx(r.rows, s.k), list(r.rowOff(), ir.ConstI(0))}); a == nil {
			return
		}
	}
	g.bindOp("mm", ir.TensorMatmul, []ir.Expr{a, wg}, matmulKw()...)
}

// distinctIndex is a [1, n] INT32 tensor.ci of n distinct positions in
// [0, bound): ascending from a drawn offset, or descending to it, so a
// scatter by it writes each position once and its result does not depend
// on the write order.
func (g *progGen) distinctIndex(n, bound int64) *ir.Var {
	off := int64(g.draw(int(bound-n) + 1))
	desc := g.chance(40)
	start := off
	if desc {
		start = off + n - 1
	}
	return g.bindOp("ix", ir.TensorCi, []ir.Expr{&ir.ConstInt{Value: start, DType: ir.INT32}, idx(1, n)}, kw("dtype", ir.INT32), kw("descending", desc))
}

// scatterMaskOp compacts a data value to the columns a drawn mask pattern
// selects (tensor.gather_mask; all of them for pattern 7, no compaction)
// and writes them back into the same columns of another data value
// (tensor.scatter_mask, dst's columns the input's times the pattern's
// stride); a pattern whose compacted rows would not fill 32-byte blocks
// is not drawn.
func (g *progGen) scatterMaskOp(op *ir.OpDef) {
	x, ok := g.operand()
	y, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	p := int64(1 + g.draw(7))
	stride := int64(4)
	switch {
	case p == 7:
		stride = 1
	case p <= 2:
		stride = 2
	}
	if g.sh.c%stride != 0 || (g.sh.c/stride)%8 != 0 {
		return
	}
	in := x
	if stride > 1 {
		var v *ir.Var
		if v = g.bindOp("gm", ir.TensorGatherMask, []ir.Expr{x}, kw("mask_pattern", p)); v == nil {
			return
		}
		in = v
	}
	g.bindOp("sk", op, []ir.Expr{in, y}, kw("mask_pattern", p))
}

// scatterUpdateOp overwrites s distinct rows of a data value (a
// distinctIndex of the region's rows, as a [1, s] index) with the first s
// rows of another (sliced): tensor.scatter_update, dim -2, 2-D
// (op_conversion_registry.cpp:585-709).
func (g *progGen) scatterUpdateOp(op *ir.OpDef) {
	x, ok := g.operand()
	y, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	rows := g.reg.rows
	s := oneOf[int64](g.builder, 2, 4, 8)
	if s > rows {
		return
	}
	ix := g.distinctIndex(s, rows)
	if ix == nil {
		return
	}
	src := y
	if s < rows {
		var v *ir.Var
		if v = g.bindOp("us", ir.TensorSlice, []ir.Expr{y, idx(s, g.sh.c), idx(0, 0)}); v == nil {
			return
		}
		src = v
	}
	g.bindOp("su", op, []ir.Expr{x, ix, src}, kw("dim", int64(-2)))
}
