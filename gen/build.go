package gen

import (
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
)

// KernelName and OrchName are the names of the generated functions.
const (
	KernelName = "kernel"
	OrchName   = "main"
	progName   = "Fuzz"
)

// Build builds a program from a choice source under a profile (nil: the
// default profile). Every program it returns is well-typed (every call was
// built by the op registry) and passes the structural property set,
// whatever the source hands out; it is in SSA form unless some of its
// carries were drawn in user form (PUserForm, userform.go).
func Build(src *choice.Source, p *Policy) *ir.Program {
	prog, _ := buildProgram(src, p)
	return prog
}

// buildProgram is Build that also returns the kernel's intent: the
// properties a near-miss kernel deliberately risks (nil for a kernel meant
// to compile).
func buildProgram(src *choice.Source, p *Policy) (*ir.Program, []string) {
	b := newBuilder(src, p)
	if b.knobChance(PProgram) {
		return buildUserProgram(b), nil
	}
	if b.k[PNearMiss] > 0 {
		src.Begin("near_miss")
		b.nearMiss = b.knobChance(PNearMiss)
		src.End()
	}
	src.Begin("kernel")
	b.startLanes()
	b.stmtList(b.k[PStop])
	src.Begin("finish")
	b.finish()
	src.End()
	kernel := b.function()
	b.permuteReturns(kernel)
	src.End()
	prog := &ir.Program{Name: progName, Funcs: []*ir.Function{kernel}}
	src.Begin("orchestration")
	if b.knobChance(POrchestrate) {
		prog.Funcs = append(prog.Funcs, b.orchestration(kernel))
	}
	src.End()
	// User form last: its draws follow every other, so the same kernel
	// without it (PUserForm 0) is the SSA form of this one.
	src.Begin("user_form")
	// userForm edits loops in place: it gets a copy, so that the SSA
	// kernel is still whole when the rewrite is refused.
	copied := ir.Clone(&ir.Program{Funcs: []*ir.Function{kernel}}).Funcs[0]
	if uf := b.userForm(copied); uf != copied {
		// The text is what a user writes: the rewrite stays only if the
		// program it prints reads no variable outside its scope (the
		// printer's __FREE_VAR) and reads back as itself (a re-assignment
		// the parser would bind to another variable, e.g. one nested
		// loop's name reused in another, keeps the SSA form).
		user := &ir.Program{Name: prog.Name, Funcs: append([]*ir.Function{uf}, prog.Funcs[1:]...)}
		text := ir.Print(user)
		if back, err := ir.Parse("user_form.py", text); err == nil && !strings.Contains(text, "__FREE_VAR") && ir.Equal(back, user) {
			prog = user
		}
	}
	src.End()
	// Input windows after the user form, so that the kernel and the rest of
	// the orchestration draw as they would without them.
	if len(prog.Funcs) > 1 {
		src.Begin("orch_slice")
		b.sliceInputs(prog.Funcs[len(prog.Funcs)-1])
		src.End()
	}
	// A window of a window last of all (window.go), so that every draw
	// before it is unchanged.
	src.Begin("tail_window")
	b.tailWindow(prog.Funcs[0])
	src.End()
	// A carry left to inference after it (tailcarry.go).
	src.Begin("tail_carry")
	b.tailCarry(prog.Funcs[0])
	src.End()
	// A product of two accumulators after it (tailchain.go).
	src.Begin("tail_chain")
	b.tailChain(prog.Funcs[0])
	src.End()
	return prog, b.intent
}

// sliceInputs makes some of the orchestration's In tensor parameters
// windows of a parameter twice as wide (or, one time in three, twice as
// tall), cut out with tensor.slice before the kernel call (POrchSlice).
// The kernel then reads a window of its caller's tensor, and
// OptimizeOrchTensors gives its In parameter the parent's strides
// (optimize_orch_tensors_pass.cpp:1408-1593), which the code generator
// turns into the pitch of every load from it.
func (b *builder) sliceInputs(f *ir.Function) {
	var pre []ir.Stmt
	for i, p := range f.Params {
		tt, ok := p.T.(*ir.TensorType)
		if !ok || f.Dirs[i] != ir.In || tt.View != nil || tt.MemRef != nil || tt.Distributed || len(tt.Shape) == 0 {
			continue
		}
		dims, static := ir.StaticShape(tt.Shape)
		if !static || !b.knobChance(POrchSlice) {
			continue
		}
		axis := len(dims) - 1
		if b.draw(3) == 2 {
			axis = 0
		}
		parentDims := slices.Clone(dims)
		parentDims[axis] *= 2
		offsets := make([]int64, len(dims))
		offsets[axis] = dims[axis] * int64(b.draw(2))
		// The printer tells apart parameters of the same name.
		parent := &ir.Var{Name: p.Name + "_full", T: ir.NewTensorType(ir.ConstIs(parentDims...), tt.DType, nil, nil)}
		c := create(ir.TensorSlice, []ir.Expr{parent, idx(dims...), idx(offsets...)})
		if c == nil || !ir.TypeEqual(c.T, p.T) {
			continue
		}
		f.Params[i] = parent
		pre = append(pre, &ir.AssignStmt{Var: p, Value: c})
	}
	if len(pre) > 0 {
		f.Body = ir.Seq(ir.Span{}, append(pre, ir.Stmts(f.Body)...)...)
	}
}

// stmtList generates statements with per-statement "more?" draws until a
// zero draw, the statement budget or (nested) the block's own stop chance.
func (b *builder) stmtList(stopPct int) {
	for b.stmts < b.k[MaxStmts] {
		b.src.Begin("stmt")
		if !b.more(stopPct) {
			b.src.End()
			return
		}
		b.stmt()
		b.src.End()
	}
}

// stmt kinds, simplest first (the zero draw picks the first enabled one).
var stmtKinds = []Knob{WOp, WLoad, WStore, WView, WMatmul, WEpilogue, WScalar, WIf, WFor, WWhile, WBreak, WBlock, WWindow}

func (b *builder) stmt() {
	ws := make([]int, len(stmtKinds))
	nested := b.depth < b.k[MaxDepth]
	for i, k := range stmtKinds {
		ws[i] = b.k[k]
		switch k {
		case WIf, WFor, WWhile:
			if !nested {
				ws[i] = 0
			}
		case WBreak:
			if !b.canBreak() {
				ws[i] = 0
			}
		case WWindow:
			if b.depth > 0 || b.lane != nil {
				ws[i] = 0
			}
		case WBlock:
			// Its tensors are new parameters, stored whole by the loop:
			// at the top level, in a kernel that does not split its
			// stores by vector lane.
			if b.depth > 0 || b.lane != nil || !nested {
				ws[i] = 0
			}
		}
	}
	switch stmtKinds[b.weighted(ws)] {
	case WOp:
		b.opStmt()
	case WLoad:
		b.loadStmt()
	case WStore:
		b.storeStmt()
	case WView:
		b.viewStmt()
	case WMatmul:
		b.matmulStmt()
	case WEpilogue:
		b.epilogueStmt()
	case WScalar:
		b.scalarStmt()
	case WIf:
		b.ifStmt()
	case WFor:
		b.forStmt()
	case WWhile:
		b.whileStmt()
	case WBreak:
		b.breakStmt()
	case WBlock:
		b.blockStmt()
	case WWindow:
		b.windowStmt()
	}
}

// finish makes sure the kernel writes an output: when nothing was stored it
// stores the most recent tile (loading one when there is none).
func (b *builder) finish() {
	for _, t := range b.tensors {
		if t.stored && t.cur != nil && t.cur != ir.Expr(t.v) {
			return
		}
	}
	if _, ok := b.pick(isStorable); !ok {
		b.loadTile([]int64{16, 16}, ir.FP32, false)
	}
	b.storeStmt()
}

// function assembles the kernel: parameters in creation order, the final
// versions of the stored tensors returned.
func (b *builder) function() *ir.Function {
	f := &ir.Function{Name: KernelName, Kind: ir.InCore}
	f.Level, f.Role, _ = ir.DefaultLevelRole(ir.InCore)
	var rets []ir.Expr
	for _, v := range b.params() {
		dir := ir.In
		for _, t := range b.tensors {
			if t.v != v {
				continue
			}
			if t.cur != nil && t.cur != ir.Expr(t.v) {
				dir = ir.Out
				if t.loaded {
					dir = ir.InOut
				}
				rets = append(rets, t.cur)
				f.Returns = append(f.Returns, t.cur.Type())
			}
		}
		f.Params = append(f.Params, v)
		f.Dirs = append(f.Dirs, dir)
	}
	stmts := append(b.block, &ir.ReturnStmt{Values: rets})
	f.Body = ir.Seq(ir.Span{}, stmts...)
	return f
}

// params lists the parameters in creation order.
func (b *builder) params() []*ir.Var { return b.paramOrder }

// orchestration builds an Orchestration function that calls the kernel
// with its own parameters (scalar arguments are now and then constants,
// and an output now and then a tensor it creates with tensor.create, the
// place tensor creation has once ConvertTensorToTileOps has run), after
// the orchestration-only statements of orchPrologue.
func (b *builder) orchestration(k *ir.Function) *ir.Function {
	f := &ir.Function{Name: OrchName, Kind: ir.Orchestration, Returns: k.Returns}
	f.Level, f.Role, _ = ir.DefaultLevelRole(ir.Orchestration)
	var args []ir.Expr
	stmts := b.orchPrologue()
	for i, p := range k.Params {
		if st, ok := p.T.(*ir.ScalarType); ok && b.chance(50) {
			args = append(args, constOf(st.DType, float64(b.draw(64)+1)))
			continue
		}
		if tt, ok := p.T.(*ir.TensorType); ok && k.Dirs[i] == ir.Out && b.chance(40) {
			c := create(ir.TensorCreate, []ir.Expr{&ir.MakeTuple{Elems: tt.Shape}}, kw("dtype", tt.DType), kw("layout", ir.ND))
			if c != nil && ir.TypeEqual(c.T, p.T) {
				v := &ir.Var{Name: p.Name, T: c.T}
				stmts = append(stmts, &ir.AssignStmt{Var: v, Value: c})
				args = append(args, v)
				continue
			}
		}
		v := &ir.Var{Name: p.Name, T: p.T}
		f.Params = append(f.Params, v)
		f.Dirs = append(f.Dirs, k.Dirs[i])
		args = append(args, v)
	}
	call := &ir.Call{Callee: k.Name, Args: args}
	switch len(k.Returns) {
	case 0:
		call.T = ir.Unknown()
		stmts = append(stmts, &ir.EvalStmt{Expr: call}, &ir.ReturnStmt{})
	case 1:
		call.T = k.Returns[0]
		r := &ir.Var{Name: "r", T: call.T}
		stmts = append(stmts, &ir.AssignStmt{Var: r, Value: call}, &ir.ReturnStmt{Values: []ir.Expr{r}})
	default:
		call.T = &ir.TupleType{Elems: k.Returns}
		r := &ir.Var{Name: "r", T: call.T}
		stmts = append(stmts, &ir.AssignStmt{Var: r, Value: call})
		ret := &ir.ReturnStmt{}
		for i := range k.Returns {
			ret.Values = append(ret.Values, &ir.TupleGetItem{Tuple: r, Index: i})
		}
		stmts = append(stmts, ret)
	}
	f.Body = ir.Seq(ir.Span{}, stmts...)
	return f
}

// orchestrationOps are the ops orchPrologue writes: the launch-shape
// queries, which the pinned PyPTO's code generation takes in orchestration
// functions only (src/ir/op/sync_ops/launch.cpp:37-46), and the manual-
// scope task ids of the host runtime (src/ir/op/sync_ops/task.cpp:54-77).
var orchestrationOps = []*ir.OpDef{ir.SystemAvailClusters, ir.SystemAvailAIV, ir.SystemTaskInvalid, ir.SystemTaskDummy}

// orchPrologue draws the orchestration-only statements before the kernel
// call (POrchOnly): a launch-shape query, or the invalid
// task id and a dummy task fencing it (pl.system.task_dummy(deps=[t]),
// ast_parser.py:8509-8548). Nothing reads their values: the kernel's
// result does not depend on them, and the reference evaluates them
// (sim/ref/ops.go, ops_distributed.go).
func (b *builder) orchPrologue() []ir.Stmt {
	var stmts []ir.Stmt
	if !b.knobChance(POrchOnly) {
		return nil
	}
	assign := func(name string, c *ir.Call) *ir.Var {
		if c == nil {
			return nil
		}
		v := &ir.Var{Name: name, T: c.T}
		stmts = append(stmts, &ir.AssignStmt{Var: v, Value: c})
		return v
	}
	if b.chance(60) {
		assign("q", create(oneOf(b, ir.SystemAvailClusters, ir.SystemAvailAIV), nil))
	}
	if b.chance(50) {
		if t := assign("tid", create(ir.SystemTaskInvalid, nil)); t != nil && b.chance(60) {
			if c := create(ir.SystemTaskDummy, nil); c != nil {
				c.Attrs = ir.TaskDummyAttrs([]ir.Expr{t})
				assign("dummy", c)
			}
		}
	}
	return stmts
}
