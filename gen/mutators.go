package gen

import (
	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
)

// The mutator table: per property, rewrites that make a valid kernel
// violate it. AccCompactValid's three rules come first; the others inject
// the smallest violating construct or re-type one variable. Rule and Code
// are the diagnostic the model's verifier gives each mutant (measured on
// 180 kernels of three profiles each, TestMutators holds them); a mutator
// without a Rule targets a property the model has no verifier rule for
// (the pinned PyPTO registers one: src/ir/verifier/, docs/findings.md).

var mutatorTable = []Mutator{
	{Name: "acc-seed-not-compact", Rule: "AccCompactValid", Code: 1, Property: "AccCompactValid",
		Doc:   "rule (a): drop compact=True from an Acc seed (or inject a narrowed-lhs matmul_acc into a fresh non-compact seed)",
		Apply: mutDropCompact},
	{Name: "renarrow-across-fractal", Rule: "AccCompactValid", Code: 2, Property: "AccCompactValid",
		Doc:   "rule (b): set_validshape re-narrows a compact accumulator across a 16-row fractal boundary (17 -> 16 rows)",
		Apply: mutRenarrow},
	{Name: "compact-on-vec", Rule: "AccCompactValid", Code: 3, Property: "AccCompactValid",
		Doc:   "rule (c): a Vec tile carries compact=normal",
		Apply: mutCompactVec},
	{Name: "acc-slice-past-fractal", Property: "AccCompactValid", Rule: "AccCompactValid", Code: 4,
		Doc:   "RF-C1 (ExtAccViews): a tile.slice from row 16 of a written compact accumulator, whose window's valid rows pack to another pitch",
		Apply: mutAccSliceRow16},
	{Name: "renarrow-written-full-box", Property: "AccCompactValid", Rule: "AccCompactValid", Code: 2,
		Doc:   "RF-C2 (ExtAccWrittenRenarrow): set_validshape re-narrows a full-box compact accumulator mad has written (32 -> 8 rows)",
		Apply: mutRenarrowWritten},
	{Name: "acc-transpose-view", Property: "AccCompactValid", Rule: "AccCompactValid", Code: 5,
		Doc:   "RF-G1 (ExtAccTransposeView): a tile.transpose_view of an accumulator",
		Apply: mutAccTransposeView},
	{Name: "acc-to-mat-narrowed", Property: "AccCompactValid", Rule: "AccCompactValid", Code: 6,
		Doc:   "RF-M1 (ExtAccToMat): a tile.move into Mat of an accumulator whose 8 valid rows pack to another pitch than its 32",
		Apply: mutAccToMat},
	{Name: "single-fractal-narrowed", Property: "AccCompactValid", Rule: "AccCompactValid", Valid: true,
		Doc:   "RF-P1 (ExtAccSingleFractal), a probe: a non-compact accumulator one N-fractal wide under a row-narrowed lhs, which reads the product right",
		Apply: mutSingleFractal},
	{Name: "duplicate-def", Rule: "SSAVerify", Code: 1, Property: "SSAForm", Doc: "assign one variable twice", Apply: mutDuplicateDef},
	{Name: "phi-without-else", Property: "SSAForm", Rule: "SSAVerify", Code: 3, Doc: "an if with return vars and no else branch", Apply: mutPhiWithoutElse},
	{Name: "use-before-def", Rule: "UseAfterDefCheck", Code: 401, Property: "UseAfterDef", Doc: "move a use before its definition", Apply: mutUseBeforeDef},
	{Name: "valid-exceeds-shape", Rule: "TypeCheck", Code: 104, Property: "TypeChecked", Doc: "a tile whose valid rows exceed its physical rows", Apply: mutValidExceeds},
	{Name: "break-in-parallel", Rule: "BreakContinueCheck", Code: 301, Property: "BreakContinueValid", Doc: "break directly inside a parallel loop", Apply: mutBreakInParallel},
	{Name: "break-outside-loop", Property: "BreakContinueValid", Rule: "BreakContinueCheck", Code: 305, Doc: "a break outside any loop", Apply: mutBreakOutside},
	{Name: "continue-outside-loop", Property: "BreakContinueValid", Rule: "BreakContinueCheck", Code: 306, Doc: "a continue outside any loop", Apply: mutContinueOutside},
	{Name: "continue-in-unroll", Property: "BreakContinueValid", Rule: "BreakContinueCheck", Code: 304, Doc: "a continue directly inside an unrolled loop", Apply: mutContinueInUnroll},
	{Name: "break-in-kernel", Property: "StructuredCtrlFlow", Doc: "break inside an InCore loop", Apply: mutBreakInKernel},
	{Name: "nested-seq", Rule: "NoRedundantBlocks", Code: 0, Property: "NoRedundantBlocks", Doc: "a SeqStmts nested directly in a SeqStmts", Apply: mutNestedSeq},
	{Name: "single-child-seq", Rule: "NormalizedStmtStructure", Code: 0, Property: "NormalizedStmtStructure", Doc: "a loop body that is a SeqStmts of one statement", Apply: mutSingleSeq},
	{Name: "pipeline-without-stages", Rule: "PipelineLoopValid", Code: 0, Property: "PipelineLoopValid", Doc: "a pipeline loop without pipeline_stages", Apply: mutPipelineNoStages},
	{Name: "pipeline-left", Property: "PipelineResolved", Doc: "a pipeline loop", Apply: mutLoopKind(ir.Pipeline)},
	{Name: "unroll-left", Property: "UnrollResolved", Doc: "an unroll loop", Apply: mutLoopKind(ir.Unroll)},
	{Name: "shadow-out-param", Rule: "OutParamNotShadowed", Code: 501, Property: "OutParamNotShadowed", Doc: "re-assign an Out parameter with tensor.create", Apply: mutShadowOut},
	{Name: "nested-incore", Rule: "NoNestedInCore", Code: 501, Property: "NoNestedInCore", Doc: "an InCore scope inside an InCore scope", Apply: mutNestedInCore},
	{Name: "nested-call", Rule: "NoNestedCall", Code: 201, Property: "NoNestedCalls", Doc: "a call used directly as another call's argument", Apply: mutNestedCall},
	{Name: "nested-call-second-arg", Property: "NoNestedCalls", Rule: "NoNestedCall", Code: 201, Doc: "a call as the second argument of another call", Apply: mutNestedCallSecond},
	{Name: "call-in-binary", Property: "NoNestedCalls", Rule: "NoNestedCall", Code: 204, Doc: "a call as the left operand of a scalar binary expression", Apply: mutCallInBinary},
	{Name: "scalar-return", Rule: "NoScalarKernelReturn", Code: 0, Property: "NoScalarKernelReturn", Doc: "a kernel that returns a scalar", Apply: mutScalarReturn},
	{Name: "array-param", Rule: "ArrayNotEscaped", Code: 0, Property: "ArrayNotEscaped", Doc: "an ArrayType kernel parameter", Apply: mutArrayParam},
	{Name: "var-type-asymmetric", Rule: "AssignTypeSymmetry", Code: 1, Property: "AssignTypeSymmetry", Doc: "a variable typed in another memory space than its value", Apply: mutAsymmetric},
	{Name: "implicit-view-spelled", Rule: "TileTypeCoherence", Code: 1, Property: "TileTypeCoherence", Doc: "a tile type storing its implicit view explicitly", Apply: mutImplicitView},
	{Name: "tile-3d-op", Rule: "TileOps2D", Code: 0, Property: "TileOps2D", Doc: "a vector op over a 3-D tile", Apply: mutTile3D},
	{Name: "tile-space-unset", Rule: "TileMemoryInferred", Code: 0, Property: "TileMemoryInferred", Doc: "a tile variable without a memory space", Apply: mutSpaceUnset},
	{Name: "tensor-op-in-kernel", Rule: "IncoreTileOps", Code: 0, Property: "IncoreTileOps", Doc: "tensor.create inside an InCore kernel", Apply: mutTensorOp},
	{Name: "mixed-cube-vector", Property: "MixedKernelExpanded", Doc: "a cube op and a vector op in one InCore kernel", Apply: mutMixed},
	{Name: "atomic-add-bf16", Rule: "AtomicAddDtypeValid", Code: 1, Property: "AtomicAddDtypeValid", Doc: "an atomic-add store of a BF16 tile (rejected where the backend adds no BF16, e.g. Ascend950)", Apply: mutAtomicBF16,
		Violates: func(b *backend.Backend) bool { return b != nil && !b.SupportsAtomicAdd(ir.BF16) }},
	{Name: "acc-store-int8", Rule: "AccToGmStoreValid", Code: 1, Property: "AccToGmStoreValid", Doc: "an accumulator stored into an INT8 tensor", Apply: mutAccStoreInt8,
		Violates: func(b *backend.Backend) bool { return b != nil && !b.SupportsAccToGm(ir.INT8) }},
	{Name: "cube-in-split-aiv", Rule: "AivSplitValid", Code: 0, Property: "AivSplitValid", Doc: "a cube op inside a split_aiv region", Apply: mutCubeInSplit},
	{Name: "nz-tensor", Property: "TensorViewCanonical", Doc: "a tensor with the NZ layout", Apply: mutNZTensor},
	{Name: "inline-function", Property: "InlineFunctionsEliminated", Doc: "an Inline function left in the program", Apply: mutInlineFunc},
	{Name: "read-after-out-arg", Rule: "InOutUseDiscipline", Code: 0, Property: "InOutUseValid", Doc: "orchestration reads a tensor after passing it as Out/InOut", Apply: mutReadAfterOut},
	{Name: "manual-deps-on-call", Rule: "ManualDepsOnSubmitOnly", Code: 0, Property: "ManualDepsOnSubmitOnly", Doc: "manual_dep_edges on a plain function call", Apply: mutManualDeps},
	{Name: "dangling-callee", Rule: "OrchestrationReferencesResolved", Code: 0, Property: "OrchestrationReferencesResolved", Doc: "orchestration calls a function that does not exist", Apply: mutDanglingCallee},
	{Name: "incore-scope-in-orch", Rule: "SplitIncoreOrch", Code: 0, Property: "SplitIncoreOrch", Doc: "an InCore scope left in the orchestration function", Apply: mutScopeInOrch},
	{Name: "auto-scope-on", Rule: "RuntimeScopesMaterialized", Code: 0, Property: "RuntimeScopesMaterialized", Doc: "an orchestration function without auto_scope=False", Apply: mutAutoScope},
}

// --- AccCompactValid ---------------------------------------------------------

// narrowedSnippet builds lhs [32, 64] BF16 narrowed to 15 valid rows, rhs
// [64, 32] BF16, and returns the statements and both operands.
func narrowedSnippet() ([]ir.Stmt, ir.Expr, ir.Expr) {
	s1, l := assign("ml", mustCreate(ir.TileFull, []ir.Expr{idx(32, 64), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s2, ln := assign("mln", mustCreate(ir.TileSetValidshape, []ir.Expr{l, ir.ConstI(15), ir.ConstI(64)}))
	s3, r := assign("mr", mustCreate(ir.TileFull, []ir.Expr{idx(64, 32), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	return []ir.Stmt{s1, s2, s3}, ln, r
}

func mutDropCompact(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	if k == nil {
		return p, false
	}
	ss := sites(k, func(a *ir.AssignStmt, c *ir.Call) bool {
		v, ok := c.Kwarg("compact")
		return c.Op == ir.TileCreate && ok && v == true && usedByNarrowedAcc(k, a.Var)
	})
	if len(ss) > 0 {
		site := ss[choose(src, len(ss))]
		c := site.Value.(*ir.Call)
		var kws []ir.Kwarg
		for _, x := range c.Kwargs {
			if x.Key != "compact" {
				kws = append(kws, x)
			}
		}
		if nc := create(c.Op, c.Args, kws...); nc != nil {
			return withFunc(p, k, rewriteAssign(k, site, nc)), true
		}
	}
	stmts, ln, r := narrowedSnippet()
	s4, seed := assign("mseed", mustCreate(ir.TileCreate, []ir.Expr{idx(32, 32)}, kw("dtype", ir.FP32), kw("target_memory", ir.Acc)))
	s5, _ := assign("macc", mustCreate(ir.TileMatmulAcc, []ir.Expr{seed, ln, r}))
	return inject(p, append(stmts, s4, s5)...)
}

// writtenCompactAcc builds a compact accumulator of rows x cols FP32 that
// mad has written (tile.create(compact=True), then matmul_acc of a full
// rows x 16 by 16 x cols BF16 product), the shape of verifier/testdata/
// AccCompactValid/slice_written_compact.py.
func writtenCompactAcc(rows, cols int64) ([]ir.Stmt, *ir.Var) {
	s1, l := assign("mwl", mustCreate(ir.TileFull, []ir.Expr{idx(rows, 16), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s2, r := assign("mwr", mustCreate(ir.TileFull, []ir.Expr{idx(16, cols), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s3, c := assign("mwc", mustCreate(ir.TileCreate, []ir.Expr{idx(rows, cols)}, kw("dtype", ir.FP32), kw("target_memory", ir.Acc), kw("compact", true)))
	s4, acc := assign("mwacc", mustCreate(ir.TileMatmulAcc, []ir.Expr{c, l, r}))
	return []ir.Stmt{s1, s2, s3, s4}, acc
}

// mutSingleFractal builds verifier/testdata/AccCompactValid/
// single_n_fractal_narrowed.py's accumulation: a [32, 16] lhs with 16
// valid rows into a non-compact [32, 16] accumulator.
func mutSingleFractal(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s1, l := assign("msl", mustCreate(ir.TileFull, []ir.Expr{idx(32, 16), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s2, ln := assign("msln", mustCreate(ir.TileSetValidshape, []ir.Expr{l, ir.ConstI(16), ir.ConstI(16)}))
	s3, r := assign("msr", mustCreate(ir.TileFull, []ir.Expr{idx(16, 16), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s4, c := assign("msc", mustCreate(ir.TileCreate, []ir.Expr{idx(32, 16)}, kw("dtype", ir.FP32), kw("target_memory", ir.Acc)))
	s5, _ := assign("msacc", mustCreate(ir.TileMatmulAcc, []ir.Expr{c, ln, r}))
	return inject(p, s1, s2, s3, s4, s5)
}

func mutAccSliceRow16(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	stmts, acc := writtenCompactAcc(64, 128)
	s, _ := assign("msl", mustCreate(ir.TileSlice, []ir.Expr{acc, idx(16, 64), idx(16, 64)}))
	return inject(p, append(stmts, s)...)
}

func mutRenarrowWritten(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	stmts, acc := writtenCompactAcc(32, 32)
	s, _ := assign("mvs", mustCreate(ir.TileSetValidshape, []ir.Expr{acc, ir.ConstI(8), ir.ConstI(32)}))
	return inject(p, append(stmts, s)...)
}

func mutAccTransposeView(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s1, l := assign("mtl", mustCreate(ir.TileFull, []ir.Expr{idx(16, 16), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s2, r := assign("mtr", mustCreate(ir.TileFull, []ir.Expr{idx(16, 32), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s3, acc := assign("mtacc", mustCreate(ir.TileMatmul, []ir.Expr{l, r}))
	s4, _ := assign("mtv", mustCreate(ir.TileTransposeView, []ir.Expr{acc}))
	return inject(p, s1, s2, s3, s4)
}

func mutAccToMat(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s1, l := assign("mml", mustCreate(ir.TileFull, []ir.Expr{idx(32, 16), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s2, ln := assign("mmln", mustCreate(ir.TileSetValidshape, []ir.Expr{l, ir.ConstI(8), ir.ConstI(16)}))
	s3, r := assign("mmr", mustCreate(ir.TileFull, []ir.Expr{idx(16, 64), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s4, acc := assign("mmacc", mustCreate(ir.TileMatmul, []ir.Expr{ln, r}))
	s5, _ := assign("mmm", mustCreate(ir.TileMove, []ir.Expr{acc}, kw("target_memory", ir.Mat)))
	return inject(p, s1, s2, s3, s4, s5)
}

// usedByNarrowedAcc: v is the accumulator of a matmul_acc whose lhs rows
// are narrowed.
func usedByNarrowedAcc(f *ir.Function, v *ir.Var) bool {
	found := false
	ir.WalkFunc(f, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op == ir.TileMatmulAcc && len(c.Args) >= 2 {
			if a, ok := c.Args[0].(*ir.Var); ok && a == v && RowsNarrowed(c.Args[1].Type()) &&
				!ir.AccPitchesCoincide(tileOf(c.Args[1].Type()).ValidShape()[0], tileOf(v.T).Shape[0]) {
				found = true
			}
		}
		return !found
	})
	return found
}

// RowsNarrowed reports whether a tile's valid rows are not provably its
// physical rows.
func RowsNarrowed(t ir.Type) bool {
	tt := tileOf(t)
	if tt == nil || tt.Rank() == 0 {
		return false
	}
	return ir.ProveEqual(tt.ValidShape()[0], tt.Shape[0]) != ir.ProofTrue
}

// NarrowedAcc reports whether p holds a matmul_acc whose lhs rows are
// narrowed (compact accumulator or not).
func NarrowedAcc(p *ir.Program) bool {
	found := false
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op == ir.TileMatmulAcc && len(c.Args) >= 2 && RowsNarrowed(c.Args[1].Type()) {
				found = true
			}
			return !found
		})
	}
	return found
}

// NonCompactNarrowedAcc reports whether p holds a matmul_acc whose
// accumulator is not compact and whose lhs rows are narrowed (PyPTO #2470,
// AccCompactValid rule (a) before its pitch exemption).
func NonCompactNarrowedAcc(p *ir.Program) bool {
	found := false
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op == ir.TileMatmulAcc && len(c.Args) >= 2 {
				acc := tileOf(c.Args[0].Type())
				if acc != nil && acc.Effective().Compact != ir.CompactNormal && RowsNarrowed(c.Args[1].Type()) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

func mutRenarrow(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	if k == nil {
		return p, false
	}
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool {
		t := tileOf(a.Var.T)
		if t == nil || t.Space != ir.Acc || t.Rank() != 2 || t.Effective().Compact != ir.CompactNormal {
			return false
		}
		v, ok := ir.ConstValue(t.ValidShape()[0])
		r, ok2 := ir.ConstValue(t.Shape[0])
		return ok && ok2 && v < r && renarrowRows(v, r) > 0
	})
	var stmts []ir.Stmt
	var acc *ir.Var
	if len(ss) > 0 {
		acc = ss[choose(src, len(ss))].Var
	} else {
		pre, ln, r := narrowedSnippet()
		s4, a := assign("macc", mustCreate(ir.TileMatmul, []ir.Expr{ln, r}))
		stmts, acc = append(pre, s4), a
	}
	t := tileOf(acc.T)
	v, _ := ir.ConstValue(t.ValidShape()[0])
	r, _ := ir.ConstValue(t.Shape[0])
	s, _ := assign("mvs", mustCreate(ir.TileSetValidshape, []ir.Expr{acc, ir.ConstI(renarrowRows(v, r)), t.Shape[1]}))
	return inject(p, append(stmts, s)...)
}

// renarrowRows is a row count whose packed pitch differs from v's within
// physical rows r: the last row of the fractal below v's, else the first
// row of the fractal above; 0 when neither exists.
func renarrowRows(v, r int64) int64 {
	if ir.Ceil16(v) > 16 {
		return ir.Ceil16(v) - 16
	}
	if ir.Ceil16(v)+1 <= r {
		return ir.Ceil16(v) + 1
	}
	return 0
}

func mutCompactVec(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	if k == nil {
		return p, false
	}
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool {
		t := tileOf(a.Var.T)
		return t != nil && t.Space == ir.Vec && t.Effective().Compact == ir.CompactNull
	})
	if len(ss) == 0 {
		return p, false
	}
	site := ss[choose(src, len(ss))]
	t := tileOf(site.Var.T)
	v := t.Effective()
	v.Compact = ir.CompactNormal
	return withFunc(p, k, retype(k, site, t.WithView(&v))), true
}

// --- structural and SSA ------------------------------------------------------

func mutDuplicateDef(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	ss := sites(k, func(*ir.AssignStmt, *ir.Call) bool { return true })
	if len(ss) == 0 {
		return p, false
	}
	site := ss[choose(src, len(ss))]
	return inject(p, &ir.AssignStmt{Var: site.Var, Value: site.Value})
}

func mutUseBeforeDef(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	body := append([]ir.Stmt(nil), ir.Stmts(k.Body)...)
	for i := 1; i < len(body); i++ {
		a, ok := body[i].(*ir.AssignStmt)
		if !ok {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			d, ok := body[j].(*ir.AssignStmt)
			if ok && uses(a.Value, d.Var) {
				body[i], body[j] = body[j], body[i]
				c := *k
				c.Body = ir.Seq(k.Body.Span(), body...)
				return withFunc(p, k, &c), true
			}
		}
	}
	return p, false
}

func uses(e ir.Expr, v *ir.Var) bool {
	found := false
	ir.WalkExpr(e, func(n ir.Node) bool {
		if x, ok := n.(ir.VarLike); ok && x.VarRef() == v {
			found = true
		}
		return !found
	})
	return found
}

func mutValidExceeds(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool {
		t := tileOf(a.Var.T)
		return t != nil && t.Rank() >= 1 && staticDims(t) != nil
	})
	if len(ss) == 0 {
		return p, false
	}
	site := ss[choose(src, len(ss))]
	t := tileOf(site.Var.T)
	v := t.Effective()
	valid := append([]ir.Expr(nil), v.ValidShape...)
	valid[0] = ir.ConstI(staticDims(t)[0] + 1)
	v.ValidShape = valid
	return withFunc(p, k, retype(k, site, t.WithView(&v))), true
}

func loop(kind ir.ForKind, body ir.Stmt, attrs ...ir.Kwarg) *ir.ForStmt {
	return &ir.ForStmt{LoopVar: &ir.Var{Name: "mi", T: ir.Scalar(ir.INDEX)}, Start: ir.ConstI(0), Stop: ir.ConstI(2), Step: ir.ConstI(1), Kind: kind, Body: body, Attrs: attrs}
}

func barV() ir.Stmt { return &ir.EvalStmt{Expr: mustCreate(ir.SystemBarV, nil)} }

func mutBreakInParallel(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, loop(ir.Parallel, &ir.BreakStmt{}))
}

func mutBreakInKernel(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, loop(ir.Sequential, &ir.BreakStmt{}))
}

func mutBreakOutside(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, &ir.BreakStmt{})
}

func mutContinueOutside(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, &ir.ContinueStmt{})
}

func mutContinueInUnroll(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, loop(ir.Unroll, &ir.ContinueStmt{}))
}

// mutPhiWithoutElse: `if True: yield 1` binding a return var, with no
// else branch to give it a value otherwise.
func mutPhiWithoutElse(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, &ir.IfStmt{Cond: &ir.ConstBool{Value: true}, Then: &ir.YieldStmt{Values: []ir.Expr{ir.ConstI(1)}},
		ReturnVars: []*ir.Var{{Name: "mphi", T: ir.Scalar(ir.INDEX)}}})
}

// firstTile is the first variable the kernel assigns a tile satisfying
// pred, nil when there is none (or no kernel).
func firstTile(p *ir.Program, pred func(*ir.TileType) bool) *ir.Var {
	k := kernelOf(p)
	if k == nil {
		return nil
	}
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool {
		t := tileOf(a.Var.T)
		return t != nil && pred(t)
	})
	if len(ss) == 0 {
		return nil
	}
	return ss[0].Var
}

// mutNestedCallSecond: `mn = pl.tile.add(t, pl.tile.exp(t))` on a tile the
// kernel defines (the nested call in the second argument, where
// nested-call puts it in the first and only one).
func mutNestedCallSecond(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	v := firstTile(p, func(t *ir.TileType) bool { return t.Space == ir.Vec && t.DType.IsFloat() })
	if v == nil {
		return p, false
	}
	inner := mustCreate(ir.TileExp, []ir.Expr{v})
	if inner == nil {
		return p, false
	}
	outer := mustCreate(ir.TileAdd, []ir.Expr{v, inner})
	if outer == nil {
		return p, false
	}
	s, _ := assign("mn", outer)
	return inject(p, s)
}

// mutCallInBinary: `mb = pl.tile.read(t, [0, 0]) + 1` on a Vec tile the
// kernel defines.
func mutCallInBinary(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	v := firstTile(p, func(t *ir.TileType) bool { return t.Space == ir.Vec && t.Rank() == 2 })
	if v == nil {
		return p, false
	}
	read := mustCreate(ir.TileRead, []ir.Expr{v, idx(0, 0)})
	if read == nil {
		return p, false
	}
	dt := tileOf(v.T).DType
	s, _ := assign("mb", &ir.Binary{Op: ir.OpAdd, L: read, R: constOf(dt, 1), DType: dt})
	return inject(p, s)
}

func mutNestedSeq(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, &ir.SeqStmts{Stmts: []ir.Stmt{&ir.SeqStmts{Stmts: []ir.Stmt{barV(), barV()}}, barV()}})
}

func mutSingleSeq(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, loop(ir.Sequential, &ir.SeqStmts{Stmts: []ir.Stmt{barV()}}))
}

func mutPipelineNoStages(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	return inject(p, loop(ir.Pipeline, barV()))
}

func mutLoopKind(kind ir.ForKind) func(*ir.Program, *choice.Source) (*ir.Program, bool) {
	return func(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
		var attrs []ir.Kwarg
		if kind == ir.Pipeline {
			attrs = []ir.Kwarg{kw("pipeline_stages", int64(2))}
		}
		return inject(p, loop(kind, barV(), attrs...))
	}
}

func mutShadowOut(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	for i, v := range k.Params {
		if i < len(k.Dirs) && k.Dirs[i] != ir.In {
			tt, ok := v.T.(*ir.TensorType)
			if !ok {
				continue
			}
			c := mustCreate(ir.TensorCreate, []ir.Expr{&ir.MakeTuple{Elems: tt.Shape}}, kw("dtype", tt.DType), kw("layout", ir.ND))
			return inject(p, &ir.AssignStmt{Var: v, Value: c})
		}
	}
	return p, false
}

func mutNestedInCore(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	inner := &ir.ScopeStmt{Kind: ir.ScopeInCore, Level: ir.LevelCoreGroup, Body: barV()}
	return inject(p, &ir.ScopeStmt{Kind: ir.ScopeInCore, Level: ir.LevelCoreGroup, Body: inner})
}

func mutNestedCall(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	ss := sites(k, func(a *ir.AssignStmt, c *ir.Call) bool { return isTile(a.Var.T) })
	if len(ss) == 0 {
		return p, false
	}
	c := mustCreate(ir.TileExp, []ir.Expr{ss[0].Value})
	if c == nil {
		c = mustCreate(ir.TileNeg, []ir.Expr{ss[0].Value})
	}
	if c == nil {
		return p, false
	}
	s, _ := assign("mn", c)
	return inject(p, s)
}

func mutScalarReturn(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	body := append([]ir.Stmt(nil), ir.Stmts(k.Body)...)
	n := len(body)
	r, ok := body[n-1].(*ir.ReturnStmt)
	if !ok {
		return p, false
	}
	body[n-1] = &ir.ReturnStmt{Values: append(append([]ir.Expr(nil), r.Values...), ir.ConstI(0))}
	c := *k
	c.Returns = append(append([]ir.Type(nil), k.Returns...), ir.Scalar(ir.INDEX))
	c.Body = ir.Seq(k.Body.Span(), body...)
	return withFunc(p, k, &c), true
}

func mutArrayParam(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	c := *k
	c.Params = append(append([]*ir.Var(nil), k.Params...), &ir.Var{Name: "arr", T: &ir.ArrayType{DType: ir.INT32, Extent: 4}})
	c.Dirs = append(append([]ir.ParamDirection(nil), k.Dirs...), ir.In)
	return withFunc(p, k, &c), true
}

func mutAsymmetric(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool { t := tileOf(a.Var.T); return t != nil && t.Space != ir.Mat })
	if len(ss) == 0 {
		return p, false
	}
	site := ss[choose(src, len(ss))]
	return withFunc(p, k, retype(k, site, tileOf(site.Var.T).WithSpace(ir.Mat))), true
}

func mutImplicitView(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool { t := tileOf(a.Var.T); return t != nil && t.View == nil })
	if len(ss) == 0 {
		return p, false
	}
	site := ss[choose(src, len(ss))]
	t := *tileOf(site.Var.T)
	v := ir.ImplicitTileView(t.Shape, t.Space)
	v.ValidShape = nil
	t.View = &v // deliberately not canonicalized
	return withFunc(p, k, retype(k, site, &t)), true
}

func mutTile3D(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s1, t := assign("m3", mustCreate(ir.TileFull, []ir.Expr{idx(2, 16, 16), constOf(ir.FP32, 1)}, kw("dtype", ir.FP32)))
	s2, _ := assign("m3e", mustCreate(ir.TileExp, []ir.Expr{t}))
	return inject(p, s1, s2)
}

func mutSpaceUnset(p *ir.Program, src *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	ss := sites(k, func(a *ir.AssignStmt, _ *ir.Call) bool {
		t := tileOf(a.Var.T)
		return t != nil && t.Space != ir.MemNone
	})
	if len(ss) == 0 {
		return p, false
	}
	site := ss[choose(src, len(ss))]
	return withFunc(p, k, retype(k, site, tileOf(site.Var.T).WithSpace(ir.MemNone))), true
}

func mutTensorOp(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s, _ := assign("mt", mustCreate(ir.TensorCreate, []ir.Expr{idx(16, 16)}, kw("dtype", ir.FP32), kw("layout", ir.ND)))
	return inject(p, s)
}

func mutMixed(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	pre, ln, r := narrowedSnippet()
	s4, acc := assign("mm", mustCreate(ir.TileMatmul, []ir.Expr{ln, r}))
	s5, _ := assign("mv", mustCreate(ir.TileExp, []ir.Expr{acc}))
	return inject(p, append(pre, s4, s5)...)
}

func mutAtomicBF16(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s1, t := assign("mb", mustCreate(ir.TileFull, []ir.Expr{idx(16, 16), constOf(ir.BF16, 1)}, kw("dtype", ir.BF16)))
	s2, g := assign("mg", mustCreate(ir.TensorCreate, []ir.Expr{idx(16, 16)}, kw("dtype", ir.BF16), kw("layout", ir.ND)))
	s3, _ := assign("ms", mustCreate(ir.TileStore, []ir.Expr{t, idx(0, 0), g}, kw("atomic", ir.AtomicAdd)))
	return inject(p, s1, s2, s3)
}

func mutAccStoreInt8(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s1, a := assign("ma", mustCreate(ir.TileCreate, []ir.Expr{idx(16, 16)}, kw("dtype", ir.FP32), kw("target_memory", ir.Acc)))
	s2, g := assign("mg", mustCreate(ir.TensorCreate, []ir.Expr{idx(16, 16)}, kw("dtype", ir.INT8), kw("layout", ir.ND)))
	s3, _ := assign("ms", mustCreate(ir.TileStore, []ir.Expr{a, idx(0, 0), g}))
	return inject(p, s1, s2, s3)
}

func mutCubeInSplit(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	pre, ln, r := narrowedSnippet()
	s4, _ := assign("mm", mustCreate(ir.TileMatmul, []ir.Expr{ln, r}))
	return inject(p, &ir.ScopeStmt{Kind: ir.ScopeSplitAiv, Split: ir.SplitUpDown, Count: 2, Body: ir.Seq(ir.Span{}, append(pre, s4)...)})
}

func mutNZTensor(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	s, _ := assign("mz", mustCreate(ir.TensorCreate, []ir.Expr{idx(16, 16)}, kw("dtype", ir.FP16), kw("layout", ir.NZ)))
	return inject(p, s)
}

func mutInlineFunc(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	k := kernelOf(p)
	c := *k
	c.Name, c.Kind, c.Level, c.Role = "inlined", ir.Inline, ir.LevelUndefined, ir.RoleNone
	q := *p
	q.Funcs = append(append([]*ir.Function(nil), p.Funcs...), ir.Clone(&ir.Program{Funcs: []*ir.Function{&c}}).Funcs[0])
	return &q, true
}

// orchCall finds the orchestration function and its kernel call.
func orchCall(p *ir.Program) (*ir.Function, *ir.AssignStmt) {
	o := orchOf(p)
	if o == nil {
		return nil, nil
	}
	for _, s := range ir.Stmts(o.Body) {
		if a, ok := s.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok && c.Op == nil {
				return o, a
			}
		}
	}
	return o, nil
}

func withOrchBody(p *ir.Program, o *ir.Function, edit func([]ir.Stmt) []ir.Stmt) *ir.Program {
	c := *o
	c.Body = ir.Seq(o.Body.Span(), edit(append([]ir.Stmt(nil), ir.Stmts(o.Body)...))...)
	return withFunc(p, o, &c)
}

func mutReadAfterOut(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	o, call := orchCall(p)
	if call == nil {
		return p, false
	}
	k := p.Func(call.Value.(*ir.Call).Callee)
	for i, a := range call.Value.(*ir.Call).Args {
		if k == nil || i >= len(k.Dirs) || k.Dirs[i] == ir.In {
			continue
		}
		tt, ok := a.Type().(*ir.TensorType)
		if !ok {
			continue
		}
		zero := make([]int64, tt.Rank())
		s, _ := assign("mread", mustCreate(ir.TensorRead, []ir.Expr{a, idx(zero...)}))
		return withOrchBody(p, o, func(b []ir.Stmt) []ir.Stmt {
			n := len(b)
			return append(b[:n-1:n-1], s, b[n-1])
		}), true
	}
	return p, false
}

func mutManualDeps(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	o, call := orchCall(p)
	if call == nil {
		return p, false
	}
	c := *call.Value.(*ir.Call)
	c.Attrs = append(append([]ir.Kwarg(nil), c.Attrs...), kw("manual_dep_edges", []any{int64(0)}))
	return withOrchBody(p, o, func(b []ir.Stmt) []ir.Stmt {
		for i, s := range b {
			if s == ir.Stmt(call) {
				b[i] = &ir.AssignStmt{Var: call.Var, Value: &c, Pos: call.Pos}
			}
		}
		return b
	}), true
}

func mutDanglingCallee(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	o, call := orchCall(p)
	if call == nil {
		return p, false
	}
	c := *call.Value.(*ir.Call)
	c.Callee = "missing_kernel"
	return withOrchBody(p, o, func(b []ir.Stmt) []ir.Stmt {
		for i, s := range b {
			if s == ir.Stmt(call) {
				b[i] = &ir.AssignStmt{Var: call.Var, Value: &c, Pos: call.Pos}
			}
		}
		return b
	}), true
}

func mutScopeInOrch(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	o := orchOf(p)
	if o == nil {
		return p, false
	}
	sc := &ir.ScopeStmt{Kind: ir.ScopeInCore, Level: ir.LevelCoreGroup, Body: barV()}
	return withOrchBody(p, o, func(b []ir.Stmt) []ir.Stmt { return append([]ir.Stmt{sc}, b...) }), true
}

func mutAutoScope(p *ir.Program, _ *choice.Source) (*ir.Program, bool) {
	o := orchOf(p)
	if o == nil {
		return p, false
	}
	c := *o
	c.Attrs = nil
	for _, a := range o.Attrs {
		if a.Key != "auto_scope" {
			c.Attrs = append(c.Attrs, a)
		}
	}
	c.Attrs = append(c.Attrs, kw("auto_scope", true))
	return withFunc(p, o, &c), true
}
