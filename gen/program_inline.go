package gen

import "github.com/irfuzz/irfuzz/ir"

// The functions of user programs (program.go) besides main: the Inline
// helpers, which PyPTO's InlineFunctions splices into their call sites
// (inline_functions_pass.cpp:70-110, :527-573) — an op helper, a few
// elementwise ops on two data values called inside a scope
// (`h = self.helper(a, b)`), and a stage helper holding a whole scope that
// slices its block, computes on it and assembles it into the Out tensor
// it takes, called once per block (`out = self.stage(x, out, i * 16)`) —
// and an explicit InCore kernel written the same way without the scope
// (`out = self.kernel(x, out, i * 16)`), whose loop holds the program's
// continue or break: CtrlFlowTransform lowers them in InCore functions
// only (ctrl_flow_transform_pass.cpp:817).

// progState is the part of a program's state a helper's body is built
// without: main's values, the open block, its Out parameters and region.
type progState struct {
	vals         []val
	block        []ir.Stmt
	outs         []*progOut
	blk, loopVar ir.Expr
	loopStep     int64
	loops        []loopInfo
	user         bool
	ssa          int
	reg          scopeRegion
	last         ir.Expr
}

func (g *progGen) save() progState {
	return progState{vals: g.vals, block: g.block, outs: g.outs, blk: g.blk, loopVar: g.loopVar, loopStep: g.loopStep,
		loops: g.loops, user: g.user, ssa: g.ssa, reg: g.reg, last: g.last}
}

func (g *progGen) restore(s progState) {
	g.vals, g.block, g.outs, g.blk, g.loopVar, g.loopStep = s.vals, s.block, s.outs, s.blk, s.loopVar, s.loopStep
	g.loops, g.user, g.ssa, g.reg, g.last = s.loops, s.user, s.ssa, s.reg, s.last
	g.inHelper, g.inKernel = false, false
}

// helperCall calls the op helper on two data values of the region,
// making the helper first (for the region's rows) when there is none; a
// region of other rows calls nothing.
func (g *progGen) helperCall() {
	g.src.Begin("helper_call")
	defer g.src.End()
	if g.opHelper == nil {
		g.opHelper = g.buildOpHelper(g.regionT())
	}
	h := g.opHelper
	if !ir.TypeEqual(h.Returns[0], g.regionT()) {
		return
	}
	x, ok := g.operand()
	y, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	g.define("h", &ir.Call{Callee: h.Name, Args: []ir.Expr{x, y}, T: h.Returns[0]})
}

// buildOpHelper builds the op helper on values of type t: one to three
// elementwise ops on its parameters a and b (re-assigning a variable now
// and then, PUserForm), returning the last.
func (g *progGen) buildOpHelper(t *ir.TensorType) *ir.Function {
	g.src.Begin("op_helper")
	defer g.src.End()
	saved := g.save()
	defer g.restore(saved)
	g.inHelper = true
	a, b := &ir.Var{Name: "a", T: t}, &ir.Var{Name: "b", T: t}
	g.vals, g.block, g.outs, g.loops = nil, nil, nil, nil
	g.blk, g.loopVar = nil, nil
	g.reg = scopeRegion{rows: staticDims2(t)}
	g.scope(a, t, 0)
	g.scope(b, t, 0)
	var res *ir.Var
	n := 1 + g.draw(3)
	for i := 0; i < n; i++ {
		x, _ := g.pick(g.isData)
		y, _ := g.pick(g.isData)
		var c *ir.Call
		switch g.draw(3) {
		case 0:
			c = create(oneOf(g.builder, progBinary...), []ir.Expr{x.e, y.e})
		case 1:
			c = create(oneOf(g.builder, progScalarOps...), []ir.Expr{x.e, &ir.ConstFloat{Value: oneOf(g.builder, 2.0, 0.5, 1.0), DType: ir.FP32}})
		default:
			c = create(oneOf(g.builder, ir.TensorExp, ir.TensorNeg, ir.TensorAbs), []ir.Expr{x.e})
		}
		if c == nil {
			continue
		}
		if res != nil && g.knobChance(PUserForm) {
			g.emit(&ir.AssignStmt{Var: res, Value: c})
			continue
		}
		res = g.define("z", c)
	}
	if res == nil {
		res = g.define("z", create(ir.TensorAdd, []ir.Expr{a, b}))
	}
	f := &ir.Function{Name: "helper", Kind: ir.Inline, Level: ir.LevelUndefined, Params: []*ir.Var{a, b}, Dirs: []ir.ParamDirection{ir.In, ir.In},
		Returns: []ir.Type{t}, Body: ir.Seq(ir.Span{}, append(g.block, &ir.ReturnStmt{Values: []ir.Expr{res}})...)}
	g.helpers = append(g.helpers, f)
	return f
}

// staticDims2 is the row count of a static [rows, c] tensor type.
func staticDims2(t *ir.TensorType) int64 {
	if s, ok := ir.StaticShape(t.Shape); ok && len(s) == 2 {
		return s[0]
	}
	return 0
}

// stageCall calls the stage helper for the enclosing block loop's block
// (making it on first use) and writes its result into an Out parameter.
func (g *progGen) stageCall() {
	g.src.Begin("stage_call")
	defer g.src.End()
	g.blockFnCall(&g.stage, ir.Inline, g.blk)
}

// kernelCall calls the explicit kernel (making it on first use) for the
// enclosing block loop's block, or outside one for a fixed block, and
// writes its result into an Out parameter.
func (g *progGen) kernelCall() {
	g.src.Begin("kernel_call")
	defer g.src.End()
	g.wantKernel = false
	row := g.blk
	if row == nil {
		row = g.fixedRow()
	}
	// The row bound to a variable first, as the pinned PyPTO's
	// orchestration code generation takes only a variable or a constant
	// as a kernel's argument (orchestration_codegen.cpp:1785: an
	// expression is its internal error, which a fifth of the calls keep).
	if _, isConst := row.(*ir.ConstInt); !isConst && g.chance(80) {
		v := &ir.Var{Name: "row", T: ir.Scalar(ir.INDEX)}
		g.emit(&ir.AssignStmt{Var: v, Value: row})
		row = v
	}
	g.blockFnCall(&g.kernel, ir.InCore, row)
}

// blockFnCall calls *fn (built on first use, of kind) on a whole input
// for the block at row and writes its result into an Out version.
func (g *progGen) blockFnCall(fn **ir.Function, kind ir.FunctionType, row ir.Expr) {
	o := g.out()
	if o == nil {
		return
	}
	x, ok := g.pick(func(t ir.Type) bool { return ir.TypeEqual(t, g.dataT()) })
	if !ok {
		return
	}
	if *fn == nil {
		*fn = g.buildBlockFn(kind)
	}
	g.write(o, &ir.Call{Callee: (*fn).Name, Args: []ir.Expr{x.e, o.cur, row}, T: (*fn).Returns[0]})
}

// buildBlockFn builds f(x, out, row), which works on the block of x at
// row and assembles its result into out, which it returns: the stage
// helper (Inline, its body one scope) or the explicit kernel (InCore, the
// same body without the scope, holding the program's continue or break).
func (g *progGen) buildBlockFn(kind ir.FunctionType) *ir.Function {
	name := "stage"
	if kind == ir.InCore {
		name = "kernel"
	}
	g.src.Begin(name)
	defer g.src.End()
	saved := g.save()
	defer g.restore(saved)
	g.inHelper, g.inKernel = true, kind == ir.InCore
	x := &ir.Var{Name: "x", T: g.dataT()}
	out := &ir.Var{Name: "out", T: g.dataT()}
	row := &ir.Var{Name: "row", T: ir.Scalar(ir.INDEX)}
	o := &progOut{param: out, cur: out}
	g.vals, g.block, g.outs, g.loops = nil, nil, []*progOut{o}, nil
	g.blk, g.loopVar, g.ssa, g.user = row, nil, 0, true
	g.scope(x, x.T, 0)
	if kind == ir.InCore {
		g.block = g.scopeBody(mustWrite)
	} else {
		g.emitScope(mustWrite)
	}
	f := &ir.Function{Name: name, Kind: kind, Level: ir.LevelUndefined, Params: []*ir.Var{x, out, row}, Dirs: []ir.ParamDirection{ir.In, ir.Out, ir.In},
		Returns: []ir.Type{out.T}, Body: ir.Seq(ir.Span{}, append(g.block, &ir.ReturnStmt{Values: []ir.Expr{o.cur}})...)}
	if kind == ir.InCore {
		f.Level, f.Role, _ = ir.DefaultLevelRole(ir.InCore)
	}
	g.helpers = append(g.helpers, f)
	return f
}
