package ascend

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Lowering: a compiled program (after the pass pipeline) becomes one
// instruction stream per core, following the contract of doc.go. It plays
// the part of PyPTO's code generator and nothing more: it executes the
// control flow with concrete scalars, turns each executing call into one
// instruction and each view into operand geometry, and repairs nothing.
//
// What runs where:
//
//   - a Group function: every AIC function it calls on aic0, every AIV
//     function on the vector cores;
//   - an AIC function on aic0; an AIV function on aiv0;
//   - an InCore function that never expanded runs on aic0 when every
//     executing op is a cube-side op, on aiv0 when every one is
//     vector-side, and is rejected as unexpanded otherwise.
//
// An AIV function runs on AIVPerCluster lanes when it splits its work
// (it reads tile.get_subblock_idx, or a cross-core push or pop of the
// kernel names a split axis), and on one lane otherwise: ExpandMixedKernel
// does not model dual-AIV dispatch of an unsplit kernel.
//
// Views execute nothing; the lowering derives their geometry from the
// viewed tile the way the code generator's subview does: a tile.slice sits
// at the parent's layout offset of its window and keeps the parent's
// pitch; set_validshape, reshape and transpose_view keep the parent's
// address. Every other tile is where its MemRef says.
//
// A popped tile (tpop) has no MemRef: it lands in a slot of the buffer
// its core consumes from, as ExpandMixedKernel's pipe setup reserves it
// (the k-th pop in slot k mod slot_num, initPipe). In a kernel without
// that setup, the lowering places each pop destination past the highest
// allocation of its space on that core and reports the kernel as
// unsupported when it does not fit.

// Lowered is a lowered program and how its GM tensors bind to the entry
// function's parameters.
type Lowered struct {
	Program *Program
	// Params[i] is the index of the entry parameter Program.Tensors[i] is.
	Params []int
}

// LowerError is a program the lowering cannot translate. Unsupported
// errors name something the simulator does not model (a skipped case, not
// a defect of the program); the others are malformed compiled programs.
type LowerError struct {
	Func        string
	Pos         ir.Span
	Msg         string
	Unsupported bool
}

func (e *LowerError) Error() string {
	what := "lowering"
	if e.Unsupported {
		what = "not simulated"
	}
	if e.Pos.Line > 0 {
		return fmt.Sprintf("%s: %s: function '%s': %s", e.Pos, what, e.Func, e.Msg)
	}
	return fmt.Sprintf("%s: function '%s': %s", what, e.Func, e.Msg)
}

// channel slots: PyPTO's automatic pipe setup is not modelled; two slots
// (double buffering) are assumed.
const lowerSlots = 2

// lowerStepLimit bounds the statements one core may execute while
// unrolling, so a huge or runaway loop is a clear error, not a hang.
const lowerStepLimit = 200000

// Lower translates the compiled program p, entered at function entry (""
// picks the only kernel-level function), into instruction streams. args
// holds the value of every scalar parameter of the entry function, by
// parameter index (entries for tensor parameters are ignored).
func Lower(arch *Arch, p *ir.Program, entry string, args []float64) (*Lowered, error) {
	return LowerBlock(arch, p, entry, args, 0, 1)
}

// LowerBlock is Lower for block `block` of an SPMD launch of blockNum
// blocks: tile.get_block_idx reads block and tile.get_block_num blockNum
// (Lower is block 0 of 1).
func LowerBlock(arch *Arch, p *ir.Program, entry string, args []float64, block, blockNum int64) (*Lowered, error) {
	if p == nil {
		return nil, &LowerError{Msg: "no program"}
	}
	f, err := pickEntry(p, entry)
	if err != nil {
		return nil, err
	}
	l := &lowerer{arch: arch, prog: p, out: &Program{}, chans: map[bool]int{}, block: block, blockNum: max(blockNum, 1)}
	// Tensors: the entry's tensor parameters in order.
	entryArgs := make([]value, len(f.Params))
	var params []int
	for i, prm := range f.Params {
		switch t := prm.T.(type) {
		case *ir.TensorType:
			shape, ok := ir.StaticShape(t.Shape)
			if !ok {
				return nil, l.unsupported(f, prm.Pos, "tensor parameter '%s' has a dynamic shape", prm.Name)
			}
			layout := ir.ND
			if t.View != nil {
				layout = t.View.Layout
			}
			if layout != ir.ND && layout != ir.DN {
				return nil, l.unsupported(f, prm.Pos, "tensor parameter '%s' has layout %s (only ND and DN are simulated)", prm.Name, layout)
			}
			entryArgs[i] = tensorVal(len(l.out.Tensors))
			l.out.Tensors = append(l.out.Tensors, TensorDecl{Name: prm.Name, Shape: shape, DType: t.DType, Layout: layout})
			params = append(params, i)
		case *ir.ScalarType:
			v := 0.0
			if i < len(args) {
				v = args[i]
			}
			entryArgs[i] = scalarVal{v: sim.Round(t.DType, v), dt: t.DType}
		default:
			return nil, l.unsupported(f, prm.Pos, "parameter '%s' of type %s cannot be bound at launch", prm.Name, ir.PrintType(prm.T))
		}
	}
	launches, err := l.launches(f, entryArgs)
	if err != nil {
		return nil, err
	}
	// Cores: the AIC first, then the vector lanes.
	aivLanes := 1
	for _, ln := range launches {
		if ln.kind == AIV && l.splits(ln.fn) {
			aivLanes = max(1, arch.AIVPerCluster)
		}
	}
	for _, ln := range launches {
		if ln.kind == AIC {
			l.aic = len(l.out.Cores)
			l.out.Cores = append(l.out.Cores, CoreProgram{Name: "aic0", Kind: AIC})
			break
		}
	}
	hasAIV := false
	for _, ln := range launches {
		hasAIV = hasAIV || ln.kind == AIV
	}
	if hasAIV {
		for lane := 0; lane < aivLanes; lane++ {
			l.aivs = append(l.aivs, len(l.out.Cores))
			l.out.Cores = append(l.out.Cores, CoreProgram{Name: fmt.Sprintf("aiv%d", lane), Kind: AIV})
		}
	}
	for _, ln := range launches {
		cores := []int{l.aic}
		if ln.kind == AIV {
			cores = l.aivs
		}
		for lane, core := range cores {
			cr := &coreRun{l: l, core: core, lane: lane, fn: ln.fn, env: map[*ir.Var]value{}, pops: map[*ir.Var]int64{},
				base: len(l.out.Cores[core].Instrs)}
			if err := cr.run(ln.args); err != nil {
				return nil, err
			}
			c := &l.out.Cores[core]
			c.Instrs = append(c.Instrs, cr.instrs...)
		}
	}
	return &Lowered{Program: l.out, Params: params}, nil
}

// pickEntry finds the function to launch.
func pickEntry(p *ir.Program, entry string) (*ir.Function, error) {
	if entry != "" {
		if f := p.Func(entry); f != nil {
			return f, nil
		}
		return nil, &LowerError{Func: entry, Msg: "the program has no such function"}
	}
	var found *ir.Function
	for _, f := range p.Funcs {
		if !kernelLevel(f.Kind) {
			continue
		}
		if found != nil && found.Kind == ir.Group {
			continue
		}
		if found == nil || f.Kind == ir.Group {
			found = f
		}
	}
	if found == nil {
		name := ""
		if len(p.Funcs) > 0 {
			name = p.Funcs[0].Name
		}
		return nil, &LowerError{Func: name, Msg: "the program has no kernel-level (Group, AIC, AIV or InCore) function to launch", Unsupported: true}
	}
	return found, nil
}

func kernelLevel(k ir.FunctionType) bool {
	return k == ir.Group || k == ir.AIC || k == ir.AIV || k == ir.InCore
}

// launch is one function run on one kind of core.
type launch struct {
	fn   *ir.Function
	kind ir.Affinity
	args []value
}

type lowerer struct {
	arch *Arch
	prog *ir.Program
	out  *Program
	// block and blockNum are what the block queries read.
	block, blockNum int64
	aic             int
	aivs            []int
	// chans maps a direction (true: cube to vector) to its channel.
	chans map[bool]int
}

func (l *lowerer) unsupported(f *ir.Function, pos ir.Span, format string, a ...any) *LowerError {
	return &LowerError{Func: f.Name, Pos: pos, Msg: fmt.Sprintf(format, a...), Unsupported: true}
}

func (l *lowerer) malformed(f *ir.Function, pos ir.Span, format string, a ...any) *LowerError {
	return &LowerError{Func: f.Name, Pos: pos, Msg: fmt.Sprintf(format, a...)}
}

// launches resolves the entry function into per-core function runs.
func (l *lowerer) launches(f *ir.Function, args []value) ([]launch, error) {
	switch f.Kind {
	case ir.AIC:
		return []launch{{fn: f, kind: AIC, args: args}}, nil
	case ir.AIV:
		return []launch{{fn: f, kind: AIV, args: args}}, nil
	case ir.InCore:
		kind, err := l.incoreSide(f)
		if err != nil {
			return nil, err
		}
		return []launch{{fn: f, kind: kind, args: args}}, nil
	case ir.Group:
	default:
		return nil, l.unsupported(f, f.Pos, "a %s function cannot be launched on one core cluster", f.Kind)
	}
	env := map[*ir.Var]value{}
	for i, prm := range f.Params {
		env[prm] = args[i]
	}
	var out []launch
	for _, s := range ir.Stmts(f.Body) {
		var call *ir.Call
		switch s := s.(type) {
		case *ir.EvalStmt:
			call, _ = s.Expr.(*ir.Call)
		case *ir.AssignStmt:
			if _, ok := s.Value.(*ir.TupleGetItem); ok {
				// An element of a kernel's result tuple (a Group wrapper
				// of a kernel returning several tensors binds them before
				// returning them): the tensors are the parameters' buffers.
				continue
			}
			call, _ = s.Value.(*ir.Call)
		case *ir.ReturnStmt:
			continue
		}
		if call == nil || call.Op != nil {
			return nil, l.unsupported(f, s.Span(), "a Group function body may only call AIC and AIV functions")
		}
		callee := l.prog.Func(call.Callee)
		if callee == nil {
			return nil, l.malformed(f, call.Pos, "call of '%s', which the program does not define", call.Callee)
		}
		if callee.Kind != ir.AIC && callee.Kind != ir.AIV {
			return nil, l.unsupported(f, call.Pos, "the Group function calls '%s', a %s function", callee.Name, callee.Kind)
		}
		if len(call.Args) != len(callee.Params) {
			return nil, l.malformed(f, call.Pos, "call of '%s' passes %d arguments for %d parameters", callee.Name, len(call.Args), len(callee.Params))
		}
		cargs := make([]value, len(call.Args))
		for i, a := range call.Args {
			v, ok := a.(*ir.Var)
			if !ok || env[v] == nil {
				return nil, l.unsupported(f, call.Pos, "argument %d of the call of '%s' is not a parameter of the Group function", i, callee.Name)
			}
			cargs[i] = env[v]
		}
		kind := AIC
		if callee.Kind == ir.AIV {
			kind = AIV
		}
		out = append(out, launch{fn: callee, kind: kind, args: cargs})
	}
	if len(out) == 0 {
		return nil, l.malformed(f, f.Pos, "the Group function calls no kernel")
	}
	return out, nil
}

// incoreSide decides where an unexpanded InCore function can run.
func (l *lowerer) incoreSide(f *ir.Function) (ir.Affinity, error) {
	cube, vec := false, false
	ir.Walk(f.Body, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op == nil || c.Op.Access != ir.AccessFunctional {
			return true
		}
		switch ir.CallAffinity(c) {
		case ir.Cube:
			cube = true
		case ir.Vector:
			vec = true
		}
		return true
	})
	switch {
	case cube && vec:
		return AIC, l.unsupported(f, f.Pos, "the InCore function mixes cube and vector ops; run ExpandMixedKernel first")
	case cube:
		return AIC, nil
	}
	return AIV, nil
}

// splits reports whether an AIV function divides its work between lanes.
func (l *lowerer) splits(f *ir.Function) bool {
	split := false
	ir.Walk(f.Body, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op == nil {
			return true
		}
		switch c.Op {
		case ir.TileGetSubblockIdx:
			split = true
		default:
			// The vector core's side of a pipe (a push to the cube, a
			// pop from it) names the split.
			if c.Op.Cross != ir.CrossPush && c.Op.Cross != ir.CrossPop || c.Op.C2V != (c.Op.Cross == ir.CrossPop) {
				break
			}
			if v, ok := c.Kwarg("split"); ok && v.(int64) != 0 {
				split = true
			}
		}
		return true
	})
	return split
}

// channel returns the channel of a direction, creating it on first use.
func (l *lowerer) channel(c2v bool, split int64) int {
	if i, ok := l.chans[c2v]; ok {
		return i
	}
	slots, explicit := l.pipeFacts(c2v)
	ch := Channel{From: []int{l.aic}, To: l.aivs, Slots: slots, Split: int(split), ExplicitFree: explicit}
	if !c2v {
		ch.From, ch.To = l.aivs, []int{l.aic}
	}
	l.chans[c2v] = len(l.out.Channels)
	l.out.Channels = append(l.out.Channels, ch)
	return l.chans[c2v]
}

// pipeFacts reads a direction's pipe off the program: its depth is the
// slot_num of an aic/aiv_initialize_pipe (ExpandMixedKernel's automatic
// setup, or a hand-written one), lowerSlots when none states it, and its
// pops keep their slots until a tfree when the program frees slots of that
// direction (ExpandMixedKernel gives every pop one: PyPTO's
// FinalizeTpopTfrees).
func (l *lowerer) pipeFacts(c2v bool) (slots int, explicit bool) {
	slots = lowerSlots
	for _, f := range l.prog.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		ir.Walk(f.Body, func(n ir.Node) bool {
			c, ok := n.(*ir.Call)
			if !ok || c.Op == nil {
				return true
			}
			switch c.Op.Cross {
			case ir.CrossInitPipe:
				if v, ok := c.Kwarg("slot_num"); ok {
					if k, ok := v.(int64); ok && k > 0 {
						slots = int(k)
					}
				}
			case ir.CrossTFree:
				explicit = explicit || c.Op.C2V == c2v
			}
			return true
		})
	}
	return slots, explicit
}

// Values of the lowering's interpreter.
type value interface{ isValue() }

type scalarVal struct {
	v  float64
	dt ir.DataType
}

// tileVal is a tile; decl is the address the value's own type's MemRef
// gives it when that is not where it sits (a view, placed by its parent's
// layout), else -1.
type tileVal struct {
	t    Tile
	decl int64
}

type tensorVal int

type tupleVal []value

// opaqueVal is a value with no run-time content here (a Ptr from
// tile.alloc, a task id).
type opaqueVal struct{}

func (scalarVal) isValue() {}
func (tileVal) isValue()   {}
func (tensorVal) isValue() {}
func (tupleVal) isValue()  {}
func (opaqueVal) isValue() {}

// coreRun executes one function on one core.
type coreRun struct {
	l      *lowerer
	core   int
	lane   int
	fn     *ir.Function
	env    map[*ir.Var]value
	instrs []Instr
	base   int // instructions of the core before this run's
	steps  int
	// pops holds the address given to each pop destination; popTop the
	// next free address per space.
	pops   map[*ir.Var]int64
	popTop [nSpaces]int64
	topped bool
	// ring is the slot buffer this core pops into, when its
	// initialize_pipe names one (ringOK); npops counts its pops.
	ring   slotRing
	ringOK bool
	npops  int64
}

// slotRing is a consumer's slot buffer: slots of size bytes from base.
type slotRing struct{ base, size, slots int64 }

type ctlKind uint8

const (
	ctlNone ctlKind = iota
	ctlYield
	ctlBreak
	ctlContinue
	ctlReturn
)

type ctl struct {
	kind ctlKind
	vals []value
}

func (cr *coreRun) unsupported(pos ir.Span, format string, a ...any) error {
	return cr.l.unsupported(cr.fn, pos, format, a...)
}

func (cr *coreRun) malformed(pos ir.Span, format string, a ...any) error {
	return cr.l.malformed(cr.fn, pos, format, a...)
}

func (cr *coreRun) run(args []value) error {
	for i, prm := range cr.fn.Params {
		if i < len(args) {
			cr.env[prm] = args[i]
		}
	}
	_, err := cr.block(cr.fn.Body)
	return err
}

func (cr *coreRun) block(s ir.Stmt) (ctl, error) {
	if seq, ok := s.(*ir.SeqStmts); ok {
		for _, st := range seq.Stmts {
			c, err := cr.stmt(st)
			if err != nil || c.kind != ctlNone {
				return c, err
			}
		}
		return ctl{}, nil
	}
	return cr.stmt(s)
}

func (cr *coreRun) stmt(s ir.Stmt) (ctl, error) {
	if s == nil {
		return ctl{}, nil
	}
	cr.steps++
	if cr.steps > lowerStepLimit {
		return ctl{}, cr.unsupported(s.Span(), "more than %d statements executed on one core; the kernel is too long to simulate", lowerStepLimit)
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		return cr.block(s)
	case *ir.AssignStmt:
		v, err := cr.expr(s.Value, s.Var)
		if err != nil {
			return ctl{}, err
		}
		cr.env[s.Var] = v
	case *ir.EvalStmt:
		if _, err := cr.expr(s.Expr, nil); err != nil {
			return ctl{}, err
		}
	case *ir.YieldStmt:
		vals, err := cr.exprs(s.Values)
		return ctl{kind: ctlYield, vals: vals}, err
	case *ir.ReturnStmt:
		return ctl{kind: ctlReturn}, nil
	case *ir.BreakStmt:
		return ctl{kind: ctlBreak}, nil
	case *ir.ContinueStmt:
		return ctl{kind: ctlContinue}, nil
	case *ir.ScopeStmt:
		return cr.block(s.Body)
	case *ir.IfStmt:
		return cr.ifStmt(s)
	case *ir.ForStmt:
		return cr.forStmt(s)
	case *ir.WhileStmt:
		return cr.whileStmt(s)
	default:
		return ctl{}, cr.unsupported(s.Span(), "statement %T", s)
	}
	return ctl{}, nil
}

func (cr *coreRun) ifStmt(s *ir.IfStmt) (ctl, error) {
	cond, err := cr.truth(s.Cond)
	if err != nil {
		return ctl{}, err
	}
	body := s.Then
	if !cond {
		body = s.Else
	}
	c, err := cr.block(body)
	if err != nil {
		return c, err
	}
	if c.kind == ctlYield {
		if err := cr.bindPhis(s.ReturnVars, c.vals, s.Pos); err != nil {
			return ctl{}, err
		}
		return ctl{}, nil
	}
	if len(s.ReturnVars) > 0 && c.kind == ctlNone {
		return ctl{}, cr.malformed(s.Pos, "the taken branch of an if with results does not yield")
	}
	return c, nil
}

// bindPhis binds an if's or a loop's result variables. A tile result is
// the tile its own type describes (its MemRef), holding what was yielded:
// if the compiler gave the two different places, the bytes are not moved
// and the simulator reads whatever the result's place holds.
func (cr *coreRun) bindPhis(vars []*ir.Var, vals []value, pos ir.Span) error {
	if len(vals) < len(vars) {
		return cr.malformed(pos, "%d values yielded for %d results", len(vals), len(vars))
	}
	for i, v := range vars {
		x, err := cr.carry(v, vals[i])
		if err != nil {
			return err
		}
		cr.env[v] = x
	}
	return nil
}

// carry is the value a carried variable (iter arg, loop or if result)
// holds when val flows into it.
func (cr *coreRun) carry(v *ir.Var, val value) (value, error) {
	tt, ok := v.T.(*ir.TileType)
	if !ok {
		if s, ok := val.(scalarVal); ok {
			if st, ok := v.T.(*ir.ScalarType); ok {
				return scalarVal{v: sim.Round(st.DType, s.v), dt: st.DType}, nil
			}
		}
		return val, nil
	}
	if tt.MemRef == nil {
		// A carry without storage of its own is an alias of what flows in.
		return val, nil
	}
	t, err := cr.tileOf(tt, v.Pos)
	if err != nil {
		return nil, err
	}
	if src, ok := val.(tileVal); ok && src.t.Space == t.Space {
		switch {
		case src.t.Addr == t.Addr:
			t.Pitch, t.Created = src.t.Pitch, src.t.Created
		case src.decl == t.Addr:
			// The carry takes over the MemRef of a view flowing in (an
			// in-place carry): it is that view, where the parent's layout
			// put it, as the code generator passes the same tile on.
			return src, nil
		}
	}
	return tileVal{t: t, decl: -1}, nil
}

func (cr *coreRun) loopCarries(ias []*ir.IterArg) error {
	for _, ia := range ias {
		init, err := cr.expr(ia.Init, nil)
		if err != nil {
			return err
		}
		v, err := cr.carry(&ia.Var, init)
		if err != nil {
			return err
		}
		cr.env[&ia.Var] = v
	}
	return nil
}

// iterate runs one loop body and rebinds the carries; done reports a break
// or a return (ret set for a return).
func (cr *coreRun) iterate(body ir.Stmt, ias []*ir.IterArg, pos ir.Span) (done bool, ret *ctl, err error) {
	c, err := cr.block(body)
	if err != nil {
		return true, nil, err
	}
	switch c.kind {
	case ctlBreak:
		return true, nil, nil
	case ctlReturn:
		return true, &c, nil
	case ctlYield:
		if len(c.vals) < len(ias) {
			return true, nil, cr.malformed(pos, "%d values yielded for %d loop carries", len(c.vals), len(ias))
		}
		for i, ia := range ias {
			v, err := cr.carry(&ia.Var, c.vals[i])
			if err != nil {
				return true, nil, err
			}
			cr.env[&ia.Var] = v
		}
	case ctlContinue:
		// A continue that reached the simulator (CtrlFlowTransform did
		// not run) jumps: the carries keep what they hold. The default
		// pipeline lowers every escape of a kernel to the carry PyPTO
		// defines for it (ResolveYieldAtEscape, as sim/ref evaluates).
	default:
		if len(ias) > 0 {
			return true, nil, cr.malformed(pos, "a loop body with carries ended without a yield")
		}
	}
	return false, nil, nil
}

func (cr *coreRun) loopResults(ias []*ir.IterArg, rvs []*ir.Var, pos ir.Span) error {
	vals := make([]value, len(ias))
	for i, ia := range ias {
		vals[i] = cr.env[&ia.Var]
	}
	return cr.bindPhis(rvs, vals, pos)
}

func (cr *coreRun) forStmt(s *ir.ForStmt) (ctl, error) {
	start, err := cr.int(s.Start)
	if err != nil {
		return ctl{}, err
	}
	stop, err := cr.int(s.Stop)
	if err != nil {
		return ctl{}, err
	}
	step, err := cr.int(s.Step)
	if err != nil {
		return ctl{}, err
	}
	if step == 0 {
		return ctl{}, cr.malformed(s.Pos, "loop step is zero")
	}
	if err := cr.loopCarries(s.IterArgs); err != nil {
		return ctl{}, err
	}
	dt := ir.INDEX
	if st, ok := s.LoopVar.T.(*ir.ScalarType); ok {
		dt = st.DType
	}
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		cr.env[s.LoopVar] = scalarVal{v: float64(i), dt: dt}
		done, ret, err := cr.iterate(s.Body, s.IterArgs, s.Pos)
		if err != nil {
			return ctl{}, err
		}
		if ret != nil {
			return *ret, nil
		}
		if done {
			break
		}
	}
	return ctl{}, cr.loopResults(s.IterArgs, s.ReturnVars, s.Pos)
}

func (cr *coreRun) whileStmt(s *ir.WhileStmt) (ctl, error) {
	if err := cr.loopCarries(s.IterArgs); err != nil {
		return ctl{}, err
	}
	for {
		cond, err := cr.truth(s.Cond)
		if err != nil {
			return ctl{}, err
		}
		if !cond {
			break
		}
		cr.steps++
		if cr.steps > lowerStepLimit {
			return ctl{}, cr.unsupported(s.Pos, "more than %d statements executed on one core; the kernel is too long to simulate", lowerStepLimit)
		}
		done, ret, err := cr.iterate(s.Body, s.IterArgs, s.Pos)
		if err != nil {
			return ctl{}, err
		}
		if ret != nil {
			return *ret, nil
		}
		if done {
			break
		}
	}
	return ctl{}, cr.loopResults(s.IterArgs, s.ReturnVars, s.Pos)
}

// Expressions.

func (cr *coreRun) exprs(es []ir.Expr) ([]value, error) {
	out := make([]value, len(es))
	for i, e := range es {
		v, err := cr.expr(e, nil)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// expr evaluates an expression; dst is the variable a call's result is
// bound to (nil for a statement call or a nested expression).
func (cr *coreRun) expr(e ir.Expr, dst *ir.Var) (value, error) {
	switch e := e.(type) {
	case *ir.Var:
		return cr.lookup(e)
	case *ir.IterArg:
		return cr.lookup(&e.Var)
	case *ir.ConstInt:
		return scalarVal{v: float64(e.Value), dt: e.DType}, nil
	case *ir.ConstFloat:
		return scalarVal{v: sim.Round(e.DType, e.Value), dt: e.DType}, nil
	case *ir.ConstBool:
		v := 0.0
		if e.Value {
			v = 1
		}
		return scalarVal{v: v, dt: ir.BOOL}, nil
	case *ir.Binary:
		l, err := cr.scalar(e.L)
		if err != nil {
			return nil, err
		}
		r, err := cr.scalar(e.R)
		if err != nil {
			return nil, err
		}
		v, err := sim.ScalarBinary(e.Op, l.v, l.dt, r.v, r.dt)
		if err != nil {
			return nil, cr.malformed(e.Pos, "%s: %v", ir.PrintExpr(e), err)
		}
		return scalarVal{v: sim.Round(e.DType, v), dt: e.DType}, nil
	case *ir.Unary:
		x, err := cr.scalar(e.X)
		if err != nil {
			return nil, err
		}
		v, err := sim.ScalarUnary(e.Op, x.v, x.dt, e.DType)
		if err != nil {
			return nil, cr.malformed(e.Pos, "%s: %v", ir.PrintExpr(e), err)
		}
		return scalarVal{v: sim.Round(e.DType, v), dt: e.DType}, nil
	case *ir.MakeTuple:
		vals, err := cr.exprs(e.Elems)
		return tupleVal(vals), err
	case *ir.TupleGetItem:
		v, err := cr.expr(e.Tuple, nil)
		if err != nil {
			return nil, err
		}
		t, ok := v.(tupleVal)
		if !ok || e.Index < 0 || e.Index >= len(t) {
			return nil, cr.malformed(e.Pos, "%s does not index a tuple", ir.PrintExpr(e))
		}
		return t[e.Index], nil
	case *ir.Call:
		if e.Op == nil {
			return nil, cr.unsupported(e.Pos, "call of function '%s' inside a kernel", e.Callee)
		}
		return cr.call(e, dst)
	case nil:
		return nil, cr.malformed(cr.fn.Pos, "missing expression")
	}
	return nil, cr.unsupported(e.Span(), "expression %T", e)
}

func (cr *coreRun) lookup(v *ir.Var) (value, error) {
	x, ok := cr.env[v]
	if !ok {
		return nil, cr.malformed(v.Pos, "variable '%s' is used before it is defined", v.Name)
	}
	return x, nil
}

func (cr *coreRun) scalar(e ir.Expr) (scalarVal, error) {
	v, err := cr.expr(e, nil)
	if err != nil {
		return scalarVal{}, err
	}
	s, ok := v.(scalarVal)
	if !ok {
		return scalarVal{}, cr.malformed(e.Span(), "%s is not a scalar", ir.PrintExpr(e))
	}
	return s, nil
}

func (cr *coreRun) int(e ir.Expr) (int64, error) {
	s, err := cr.scalar(e)
	if err != nil {
		return 0, err
	}
	if s.v != math.Trunc(s.v) || math.Abs(s.v) > 1<<53 {
		return 0, cr.malformed(e.Span(), "%s = %v is not an integer", ir.PrintExpr(e), s.v)
	}
	return int64(s.v), nil
}

func (cr *coreRun) ints(e ir.Expr) ([]int64, error) {
	var elems []ir.Expr
	if t, ok := e.(*ir.MakeTuple); ok {
		elems = t.Elems
	} else {
		elems = []ir.Expr{e}
	}
	out := make([]int64, len(elems))
	for i, x := range elems {
		v, err := cr.int(x)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func (cr *coreRun) truth(e ir.Expr) (bool, error) {
	s, err := cr.scalar(e)
	return s.v != 0, err
}

// Tiles.

// tileOf is the operand geometry of a tile type with its MemRef.
func (cr *coreRun) tileOf(tt *ir.TileType, pos ir.Span) (Tile, error) {
	if tt.Space == ir.MemNone || tt.Space == ir.DDR {
		return Tile{}, cr.malformed(pos, "tile of type %s has no on-chip memory space", ir.PrintType(tt))
	}
	if tt.MemRef == nil || tt.MemRef.Offset == nil {
		return Tile{}, cr.malformed(pos, "tile of type %s has no allocated address (compile through AllocateMemoryAddr)", ir.PrintType(tt))
	}
	addr, err := cr.int(tt.MemRef.Offset)
	if err != nil {
		return Tile{}, err
	}
	t := Tile{Space: tt.Space, Addr: addr}
	return t, cr.geometry(&t, tt, pos)
}

// geometry fills everything but the space, address and pitch.
func (cr *coreRun) geometry(t *Tile, tt *ir.TileType, pos ir.Span) error {
	shape, ok := ir.StaticShape(tt.Shape)
	if !ok {
		return cr.unsupported(pos, "tile of type %s has a dynamic shape", ir.PrintType(tt))
	}
	view := tt.Effective()
	valid := view.ValidShape
	if len(valid) == 0 {
		valid = tt.Shape
	}
	switch len(shape) {
	case 1:
		t.Rows, t.Cols = 1, shape[0]
	case 2:
		t.Rows, t.Cols = shape[0], shape[1]
	default:
		return cr.unsupported(pos, "tile of rank %d (flatten to 2-D first)", len(shape))
	}
	vr, vc := int64(1), int64(0)
	var err error
	dyn := false
	for i, e := range valid {
		if _, c := e.(*ir.ConstInt); !c {
			dyn = true
		}
		var v int64
		if v, err = cr.int(e); err != nil {
			return err
		}
		switch {
		case len(valid) == 1 || i == 1:
			vc = v
		default:
			vr = v
		}
	}
	t.ValidRows, t.ValidCols, t.DynValid = vr, vc, dyn
	t.DType = tt.DType
	t.BLayout, t.SLayout, t.Fractal = view.BLayout, view.SLayout, view.Fractal
	t.Compact, t.Pad = view.Compact, view.Pad
	// An accumulator is declared with its type's rows, as PyPTO's code
	// generator declares it (ExtractTileTypeInfo, src/codegen/pto/
	// pto_type_utils.cpp:173-175), not with its M-aligned L0C allocation
	// (l0c_footprint.h:77-99): a non-compact store or push reads it at
	// those rows, whatever rows the mad wrote (checkMatmul lets the mad
	// write up to the aligned allocation).
	// The code generator declares an L0A operand with pto-isa's TileLeft,
	// which is zZ (row-major boxes) on a2a3 and nZ on a5 (sim-brief §1.3);
	// the IR's implicit Left view is nZ on both.
	if t.Space == ir.Left && cr.l.arch.Chip == A2A3 && t.BLayout == ir.ColMajor && t.SLayout == ir.RowMajor {
		t.BLayout = ir.RowMajor
	}
	return nil
}

// tileArg is the tile an argument holds.
func (cr *coreRun) tileArg(c *ir.Call, i int) (Tile, error) {
	if i >= len(c.Args) {
		return Tile{}, cr.malformed(c.Pos, "%s has no argument %d", c.Op.Name, i)
	}
	v, err := cr.expr(c.Args[i], nil)
	if err != nil {
		return Tile{}, err
	}
	t, ok := v.(tileVal)
	if !ok {
		return Tile{}, cr.malformed(c.Pos, "argument %d of %s is not a tile", i, c.Op.Name)
	}
	return t.t, nil
}

func (cr *coreRun) tensorArg(c *ir.Call, i int) (int, error) {
	v, err := cr.expr(c.Args[i], nil)
	if err != nil {
		return 0, err
	}
	t, ok := v.(tensorVal)
	if !ok {
		return 0, cr.unsupported(c.Pos, "argument %d of %s is not a GM tensor parameter", i, c.Op.Name)
	}
	return int(t), nil
}

// resultType is the tile type a call's result has: the bound variable's
// (the one the memory passes stamp) or the call's own.
func resultType(c *ir.Call, dst *ir.Var) *ir.TileType {
	if dst != nil {
		if tt, ok := dst.T.(*ir.TileType); ok {
			return tt
		}
	}
	tt, _ := c.T.(*ir.TileType)
	return tt
}

func (cr *coreRun) resultTile(c *ir.Call, dst *ir.Var) (Tile, error) {
	tt := resultType(c, dst)
	if tt == nil {
		return Tile{}, cr.malformed(c.Pos, "%s has no tile result type", c.Op.Name)
	}
	pos := c.Pos
	if dst != nil {
		pos = dst.Pos
	}
	// An op whose output lives where its input does (a view of a pop's
	// slot tile) works in place when the pipeline gave its result no buffer
	// of its own (the slot has none either). A fillpad is no such op: the
	// pinned one writes a Vec buffer of its own (elementwise.cpp:1278-1279).
	if tt.MemRef == nil && c.Op.InheritsInput() && len(c.Args) > 0 {
		if src, err := cr.tileArg(c, 0); err == nil {
			t := Tile{Space: src.Space, Addr: src.Addr, Pitch: src.Pitch}
			return t, cr.geometry(&t, tt, pos)
		}
	}
	return cr.tileOf(tt, pos)
}

// call evaluates an op call: scalar queries, views, allocations, and the
// executing ops, which emit one instruction each.
func (cr *coreRun) call(c *ir.Call, dst *ir.Var) (value, error) {
	switch c.Op {
	case ir.TileGetSubblockIdx:
		return scalarVal{v: float64(cr.lane), dt: ir.INDEX}, nil
	case ir.TileGetBlockIdx:
		return scalarVal{v: float64(cr.l.block), dt: ir.INDEX}, nil
	case ir.TileGetBlockNum:
		return scalarVal{v: float64(cr.l.blockNum), dt: ir.INDEX}, nil
	case ir.SystemAvailAIV:
		// What one cluster offers (1C2V), whatever lanes this launch
		// uses: as sim/ref reports it (2 x the one cluster). A count of
		// the launched lanes made a cube-only kernel see 0.
		return scalarVal{v: float64(max(1, cr.l.arch.AIVPerCluster)), dt: ir.INDEX}, nil
	case ir.SystemAvailClusters:
		return scalarVal{v: 1, dt: ir.INDEX}, nil
	case ir.TileAlloc:
		return opaqueVal{}, nil
	case ir.TileCreate:
		// No instruction: the tile is marked created before the core's
		// next one, so its reads see no contents (Tile.Created).
		t, err := cr.resultTile(c, dst)
		t.Created = cr.base + len(cr.instrs) + 1
		return tileVal{t: t, decl: -1}, err
	case ir.TileSlice, ir.TileSetValidshape, ir.TileReshape, ir.TileTransposeView:
		return cr.view(c, dst)
	case ir.SystemReserveBuffer:
		// A slot buffer's base, as AllocateMemoryAddr resolved it.
		base := int64(-1)
		if v, ok := c.Kwarg("base"); ok {
			base, _ = v.(int64)
		}
		return scalarVal{v: float64(base), dt: ir.INT32}, nil
	case ir.SystemImportPeerBuffer:
		// The peer's buffer: this core pushes into it, never addresses it.
		return scalarVal{v: -1, dt: ir.INT32}, nil
	case ir.SystemAicInitializePipe, ir.SystemAivInitializePipe:
		// The pipe's depth and free protocol are the channel's
		// (pipeFacts); the buffer this core consumes from is where its
		// pops land (pop).
		return opaqueVal{}, cr.initPipe(c)
	}
	if c.Op.Cross == ir.CrossTFree {
		return cr.tfree(c)
	}
	if c.Op.Domain != ir.DomainCore {
		return nil, cr.unsupported(c.Pos, "op %s runs beyond one core of one rank (%s domain)", c.Op.Name, c.Op.Domain)
	}
	op, ok := OpFor(c.Op)
	if !ok {
		if why := NotSimulatedReason(c.Op); why != "" {
			return nil, cr.unsupported(c.Pos, "op %s has no instruction in the simulator: %s", c.Op.Name, why)
		}
		return nil, cr.unsupported(c.Pos, "op %s has no instruction in the simulator", c.Op.Name)
	}
	in := Instr{Op: op, Label: label(c, dst)}
	var result value = opaqueVal{}
	var err error
	switch op {
	case OpLoad:
		err = cr.load(c, dst, &in)
		result = tileVal{t: in.Dst, decl: -1}
	case OpStore:
		result, err = cr.store(c, &in)
	case OpMove:
		if in.Src[0], err = cr.tileArg(c, 0); err == nil {
			in.Dst, err = cr.resultTile(c, dst)
		}
		result = tileVal{t: in.Dst, decl: -1}
	case OpExtract:
		err = cr.extract(c, dst, &in)
		result = tileVal{t: in.Dst, decl: -1}
	case OpMatmul, OpGemv, OpMatmulBias:
		if in.Src[0], err = cr.tileArg(c, 0); err == nil {
			if in.Src[1], err = cr.tileArg(c, 1); err == nil && op == OpMatmulBias {
				in.Src[2], err = cr.tileArg(c, 2)
			}
		}
		if err == nil {
			in.Dst, err = cr.resultTile(c, dst)
		}
		result = tileVal{t: in.Dst, decl: -1}
	case OpMatmulAcc, OpGemvAcc:
		err = cr.accumulate(c, &in)
		result = tileVal{t: in.Dst, decl: -1}
	case OpVec:
		err = cr.vector(c, dst, &in)
		result = tileVal{t: in.Dst, decl: -1}
	case OpTPush:
		err = cr.push(c, &in)
	case OpTPop:
		err = cr.pop(c, dst, &in)
		result = tileVal{t: in.Dst, decl: -1}
	case OpSetFlag, OpWaitFlag:
		err = cr.flag(c, &in)
	case OpBarrier:
		// The registry states each barrier's pipe (bar_v: V, bar_m: M,
		// bar_all: every pipe).
		in.Pipe = c.Op.Pipe
	}
	if err != nil {
		return nil, err
	}
	if tv, ok := result.(tileVal); ok && op != OpMatmulAcc && op != OpGemvAcc {
		// The instruction writes its result: not a created tile any more.
		// An accumulation (with or without init_cond) writes its
		// accumulator argument in place, and only the lhs's valid rows
		// by the rhs's valid columns of it: the rest keeps the created
		// tile's no-contents, so the result keeps the mark (the blocks
		// the instruction writes read normally, being written since).
		tv.t.Created = 0
		result = tv
	}
	cr.instrs = append(cr.instrs, in)
	return result, nil
}

func label(c *ir.Call, dst *ir.Var) string {
	if dst != nil {
		return fmt.Sprintf("%s = %s @%d", dst.Name, c.Op.Name, c.Pos.Line)
	}
	return fmt.Sprintf("%s @%d", c.Op.Name, c.Pos.Line)
}

// view derives a view's geometry from the viewed tile.
func (cr *coreRun) view(c *ir.Call, dst *ir.Var) (value, error) {
	src, err := cr.tileArg(c, 0)
	if err != nil {
		return nil, err
	}
	tt := resultType(c, dst)
	if tt == nil {
		return nil, cr.malformed(c.Pos, "%s has no tile result type", c.Op.Name)
	}
	t := Tile{Space: src.Space, Addr: src.Addr, Pitch: src.Pitch, Created: src.Created}
	if err := cr.geometry(&t, tt, c.Pos); err != nil {
		return nil, err
	}
	decl := int64(-1)
	if tt.MemRef != nil && tt.MemRef.Offset != nil {
		if a, err := cr.int(tt.MemRef.Offset); err == nil {
			decl = a
		}
	}
	switch c.Op {
	case ir.TileSlice:
		if t.Kind() != src.Kind() {
			return nil, cr.unsupported(c.Pos, "tile.slice changes the layout from %s to %s", src.Kind(), t.Kind())
		}
		offs, err := cr.ints(c.Args[2])
		if err != nil {
			return nil, err
		}
		r0, c0 := int64(0), offs[len(offs)-1]
		if len(offs) >= 2 {
			r0 = offs[len(offs)-2]
		}
		if len(offs) > 2 {
			return nil, cr.unsupported(c.Pos, "tile.slice of rank %d", len(offs))
		}
		pitch := src.PhysicalPitch()
		lay := src.Layout(pitch)
		if ir_, ic, _ := src.InnerBox(); ir_ > 1 || ic > 1 {
			// A window into a boxed tile must start on a box corner.
			if r0%ir_ != 0 || c0%ic != 0 {
				return nil, cr.unsupported(c.Pos, "tile.slice at (%d, %d) of a %s tile does not start on a %dx%d box corner", r0, c0, src.Kind(), ir_, ic)
			}
		}
		t.Addr = src.Addr + lay.Offset(r0, c0)
		t.Pitch = pitch
	case ir.TileReshape:
		if src.Pitch != 0 && src.Pitch != src.PhysicalPitchOf() {
			return nil, cr.unsupported(c.Pos, "tile.reshape of a window into a larger tile")
		}
		if src.Kind() != ND || t.Kind() != ND {
			return nil, cr.unsupported(c.Pos, "tile.reshape of a %s tile into a %s tile", src.Kind(), t.Kind())
		}
		t.Pitch = 0
	}
	if decl == t.Addr {
		decl = -1
	}
	return tileVal{t: t, decl: decl}, nil
}

func (cr *coreRun) load(c *ir.Call, dst *ir.Var, in *Instr) error {
	ti, err := cr.tensorArg(c, 0)
	if err != nil {
		return err
	}
	offs, err := cr.ints(c.Args[1])
	if err != nil {
		return err
	}
	shapes, err := cr.ints(c.Args[2])
	if err != nil {
		return err
	}
	rows, err := cr.rowShape(c, ti, offs, shapes)
	if err != nil {
		return err
	}
	in.GM = GMWindow{Tensor: ti, Offset: offs, RowShape: rows}
	in.Dst, err = cr.resultTile(c, dst)
	return err
}

// rowShape is the GMWindow.RowShape of a window: nil when the tile's rows
// run along the tensor's second-to-last axis alone, else the window's
// extents from its first non-unit leading axis through the second-to-last
// (a tile FlattenTileNdTo2D merged from an ND window).
func (cr *coreRun) rowShape(c *ir.Call, ti int, offs, shapes []int64) ([]int64, error) {
	d := &cr.l.out.Tensors[ti]
	if len(offs) != len(d.Shape) || len(shapes) != len(d.Shape) {
		return nil, cr.malformed(c.Pos, "%s: a rank-%d window of a rank-%d tensor", c.Op.Name, len(shapes), len(d.Shape))
	}
	n := len(shapes)
	for i := 0; i+2 < n; i++ {
		if shapes[i] != 1 {
			return append([]int64(nil), shapes[i:n-1]...), nil
		}
	}
	return nil, nil
}

func (cr *coreRun) store(c *ir.Call, in *Instr) (value, error) {
	src, err := cr.tileArg(c, 0)
	if err != nil {
		return nil, err
	}
	ti, err := cr.tensorArg(c, 2)
	if err != nil {
		return nil, err
	}
	offs, err := cr.ints(c.Args[1])
	if err != nil {
		return nil, err
	}
	var rows []int64
	if len(c.Args) > 3 {
		shapes, err := cr.ints(c.Args[3])
		if err != nil {
			return nil, err
		}
		if rows, err = cr.rowShape(c, ti, offs, shapes); err != nil {
			return nil, err
		}
	}
	in.Src[0] = src
	in.GM = GMWindow{Tensor: ti, Offset: offs, RowShape: rows}
	if v, ok := c.Kwarg("atomic"); ok {
		in.Atomic = v.(ir.AtomicType)
	}
	return tensorVal(ti), nil
}

func (cr *coreRun) extract(c *ir.Call, dst *ir.Var, in *Instr) error {
	src, err := cr.tileArg(c, 0)
	if err != nil {
		return err
	}
	if in.Row, err = cr.int(c.Args[1]); err != nil {
		return err
	}
	if in.Col, err = cr.int(c.Args[2]); err != nil {
		return err
	}
	in.Src[0] = src
	in.Dst, err = cr.resultTile(c, dst)
	return err
}

// accumulate lowers matmul_acc / gemv_acc: the product accumulates into
// the acc operand's bytes, or overwrites them when init_cond holds.
func (cr *coreRun) accumulate(c *ir.Call, in *Instr) error {
	var err error
	if in.Dst, err = cr.tileArg(c, 0); err != nil {
		return err
	}
	if in.Src[0], err = cr.tileArg(c, 1); err != nil {
		return err
	}
	if in.Src[1], err = cr.tileArg(c, 2); err != nil {
		return err
	}
	if len(c.Args) > 3 {
		init, err := cr.truth(c.Args[3])
		if err != nil {
			return err
		}
		if init {
			if in.Op == OpMatmulAcc {
				in.Op = OpMatmul
			} else {
				in.Op = OpGemv
			}
		}
	}
	return nil
}

func (cr *coreRun) vector(c *ir.Call, dst *ir.Var, in *Instr) error {
	in.Name, in.Def = c.Op.Name, c.Op
	n := 0
	drop := VecDropsTarget(c.Op)
	for i, a := range c.Args {
		switch a.Type().(type) {
		case *ir.TileType:
			if drop && i == 0 {
				continue // only the broadcast vector is read
			}
			if n >= len(in.Src) && i < len(c.Op.Args) && c.Op.Args[i].Scratch {
				continue // a trailing scratch tile the instruction does not read (tile.sel's tmp)
			}
			if n >= len(in.Src) {
				return cr.unsupported(c.Pos, "%s with more than %d tile operands", c.Op.Name, len(in.Src))
			}
			t, err := cr.tileArg(c, i)
			if err != nil {
				return err
			}
			in.Src[n] = t
			n++
		case *ir.ScalarType:
			if c.Op == ir.TileFull && i == 0 {
				continue
			}
			s, err := cr.scalar(a)
			if err != nil {
				return err
			}
			in.Scalar = s.v
		}
	}
	if v, ok := c.Kwarg("mode"); ok {
		if m, ok := v.(ir.CastMode); ok {
			in.Cast = m
		}
	}
	if v, ok := c.Kwarg("cmp_type"); ok {
		if m, ok := v.(int64); ok {
			in.Cmp = int(m)
		}
	}
	if v, ok := c.Kwarg("pad_value"); ok {
		if p, ok := v.(ir.PadValue); ok {
			in.Pad = p
		}
	} else if c.Op.Class == ir.ClassFillpad {
		in.Pad = ir.PadZero
	}
	var err error
	in.Dst, err = cr.resultTile(c, dst)
	return err
}

func (cr *coreRun) push(c *ir.Call, in *Instr) error {
	src, err := cr.tileArg(c, 0)
	if err != nil {
		return err
	}
	split := int64(0)
	if v, ok := c.Kwarg("split"); ok {
		split = v.(int64)
	}
	c2v := c.Op.C2V
	if c2v != (cr.l.out.Cores[cr.core].Kind == AIC) {
		return cr.malformed(c.Pos, "%s on a %s core", c.Op.Name, cr.l.out.Cores[cr.core].Kind.CoreName())
	}
	if len(cr.l.aivs) == 0 || !c2v && cr.l.out.Cores[cr.l.aic].Kind != AIC || c2v && len(cr.l.out.Cores) == len(cr.l.aivs) {
		return cr.unsupported(c.Pos, "%s with no core on the other side", c.Op.Name)
	}
	in.Src[0] = src
	in.Chan = cr.l.channel(c2v, split)
	if ch := cr.l.out.Channels[in.Chan]; int64(ch.Split) != split {
		return cr.unsupported(c.Pos, "pushes with split %d and %d on one channel", ch.Split, split)
	}
	return nil
}

func (cr *coreRun) pop(c *ir.Call, dst *ir.Var, in *Instr) error {
	tt := resultType(c, dst)
	if tt == nil {
		return cr.malformed(c.Pos, "%s has no tile result type", c.Op.Name)
	}
	c2v := c.Op.C2V
	if c2v != (cr.l.out.Cores[cr.core].Kind == AIV) {
		return cr.malformed(c.Pos, "%s on a %s core", c.Op.Name, cr.l.out.Cores[cr.core].Kind.CoreName())
	}
	split := int64(0)
	if v, ok := c.Kwarg("split"); ok {
		split = v.(int64)
	}
	in.Chan = cr.l.channel(c2v, split)
	if tt.MemRef != nil && tt.MemRef.Offset != nil {
		t, err := cr.tileOf(tt, c.Pos)
		in.Dst = t
		return err
	}
	t := Tile{Space: tt.Space}
	if err := cr.geometry(&t, tt, c.Pos); err != nil {
		return err
	}
	key := dst
	if key == nil {
		return cr.malformed(c.Pos, "%s result is not bound to a variable", c.Op.Name)
	}
	if cr.ringOK {
		// The k-th pop lands in slot k mod slots of the consumer's buffer.
		t.Addr = cr.ring.base + cr.npops%cr.ring.slots*cr.ring.size
		cr.npops++
		if fp := t.Footprint(); fp > cr.ring.size {
			return cr.unsupported(c.Pos, "the pop destination %s (%d bytes) exceeds the pipe's %d-byte slots", t.String(), fp, cr.ring.size)
		}
		if t.Addr+t.Footprint() > cr.l.arch.Usable[t.Space] {
			return cr.unsupported(c.Pos, "the pop destination %s lies past the end of %s", t.String(), spaceName(t.Space))
		}
		in.Dst = t
		return nil
	}
	addr, ok := cr.pops[key]
	if !ok {
		cr.topOfAllocations()
		align := max(cr.l.arch.Align[t.Space], 32)
		addr = ir.AlignUp(cr.popTop[t.Space], align)
		t.Addr = addr
		end := addr + t.Footprint()
		if end > cr.l.arch.Usable[t.Space] {
			return cr.unsupported(c.Pos, "the pop destination %s does not fit beside the kernel's allocations (PyPTO's slot buffers are not modelled)", t.String())
		}
		cr.popTop[t.Space] = end
		cr.pops[key] = addr
	}
	t.Addr = addr
	in.Dst = t
	return nil
}

// initPipe records the slot buffer this core consumes from: on the cube
// core the v2c buffer (the second operand, dir_mask bit 2), on a vector
// core the c2v one (the first, bit 1), when it is a buffer this function
// reserved (a resolved base) and the initialize_pipe states slot_size and
// slot_num. Without one, pops are placed past the kernel's allocations.
func (cr *coreRun) initPipe(c *ir.Call) error {
	kw := func(k string) int64 {
		if v, ok := c.Kwarg(k); ok {
			n, _ := v.(int64)
			return n
		}
		return 0
	}
	arg, bit := 0, int64(1)
	if cr.l.out.Cores[cr.core].Kind == AIC {
		arg, bit = 1, 2
	}
	if len(c.Args) != 2 || kw("dir_mask")&bit == 0 || kw("slot_size") <= 0 || kw("slot_num") <= 0 {
		return nil
	}
	v, err := cr.scalar(c.Args[arg])
	if err != nil {
		return err
	}
	if v.v < 0 {
		return nil
	}
	cr.ring, cr.ringOK = slotRing{base: int64(v.v), size: kw("slot_size"), slots: kw("slot_num")}, true
	return nil
}

// tfree is a TFREE of the consumer's channel: it releases the oldest
// popped slot, whose tile (its operand) the simulator then treats as
// overwritten.
func (cr *coreRun) tfree(c *ir.Call) (value, error) {
	c2v := c.Op.C2V
	if c2v != (cr.l.out.Cores[cr.core].Kind == AIV) {
		return nil, cr.malformed(c.Pos, "%s on a %s core", c.Op.Name, cr.l.out.Cores[cr.core].Kind.CoreName())
	}
	split := int64(0)
	if v, ok := c.Kwarg("split"); ok {
		split, _ = v.(int64)
	}
	in := Instr{Op: OpTFree, Label: label(c, nil), Chan: cr.l.channel(c2v, split)}
	if len(c.Args) > 0 {
		if t, err := cr.tileArg(c, 0); err == nil {
			in.Dst = t
		}
	}
	cr.instrs = append(cr.instrs, in)
	return opaqueVal{}, nil
}

// topOfAllocations records, once per core run, the end of the highest
// allocation per space of the function (MemRef offset + size, constant
// offsets only).
func (cr *coreRun) topOfAllocations() {
	if cr.topped {
		return
	}
	cr.topped = true
	ir.Walk(cr.fn.Body, func(n ir.Node) bool {
		var tt *ir.TileType
		switch n := n.(type) {
		case *ir.Var:
			tt, _ = n.T.(*ir.TileType)
		case *ir.AssignStmt:
			tt, _ = n.Var.T.(*ir.TileType)
		}
		if tt != nil && tt.MemRef != nil && int(tt.Space) < nSpaces {
			if off, ok := tt.MemRef.Offset.(*ir.ConstInt); ok {
				cr.popTop[tt.Space] = max(cr.popTop[tt.Space], off.Value+tt.MemRef.Size)
			}
		}
		return true
	})
}

func (cr *coreRun) flag(c *ir.Call, in *Instr) error {
	get := func(k string) (any, error) {
		v, ok := c.Kwarg(k)
		if !ok {
			return nil, cr.malformed(c.Pos, "%s without %s", c.Op.Name, k)
		}
		return v, nil
	}
	sp, err := get("set_pipe")
	if err != nil {
		return err
	}
	wp, err := get("wait_pipe")
	if err != nil {
		return err
	}
	ev, err := get("event_id")
	if err != nil {
		return err
	}
	in.SetPipe, in.WaitPipe, in.Event = sp.(ir.PipeType), wp.(ir.PipeType), int(ev.(int64))
	return nil
}

// PhysicalPitchOf is the pitch the tile's own shape gives (ignoring a
// parent's Pitch).
func (t *Tile) PhysicalPitchOf() int64 {
	u := *t
	u.Pitch = 0
	return u.PhysicalPitch()
}
