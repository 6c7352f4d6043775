package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// LowerHostTensorCollectives turns each host pld.tensor collective into a
// builtin.tensor dispatch per device of its comm domain (PyPTO's
// LowerHostTensorCollectives, src/ir/transforms/
// lower_host_tensor_collectives_pass.cpp; it requires and produces
// CommDomainScopesMaterialized, include/pypto/ir/transforms/
// pass_properties.h:48-50).
//
// In a host orchestration function (ir.IsHostOrchestration, :70-74) a
// collective statement (allreduce, barrier, broadcast, reduce_scatter,
// allgather, all_to_all, all_to_all_v: the rules of :474-587) inside a
// comm-domain scope is replaced by the innermost enclosing scope whose
// slots hold all its window buffers (:100-119, :667-684): an expression
// statement per device of the scope, or for a scope of all devices a loop
// `for r in range(0, pld.system.world_size(), 1)`, each calling the
// builtin with the collective's arguments, its kwargs (plus dtype), and
// attrs repeating them with device and arg_directions (:301-405, :599-643).
// An allreduce with mode="ring" becomes builtin.tensor.allreduce_ring
// without core_num. An assignment of a collective is then followed by an
// assignment of the collective's result variable, retyped with the window
// of its source (the data or target argument), from that source; later
// uses see the new variable (:84-96, :655-665).
//
// Errors, checked before a dispatch is built, mirror PyPTO's: a mode
// other than "ring" or "mesh"; an argument that must be window-bound and
// is not (:264-275); two window operands over one buffer
// (window_alias_utils.cpp); a signal of the wrong rank, lane count or
// first extent for the scope's device count; ring allreduce layout,
// rank-count and chunk checks; broadcast's root outside the device set
// (:121-292). The AIV core-count bound of a mesh allreduce's core_num
// (:255-262) is checked against the context's backend when it has one.
var LowerHostTensorCollectives = &Pass{
	Name:     "LowerHostTensorCollectives",
	Doc:      "lower host pld.tensor collectives into per-device builtin.tensor dispatches",
	Required: set(verifier.CommDomainScopesMaterialized),
	Produced: set(verifier.CommDomainScopesMaterialized),
	Run:      runLowerHostTensorCollectives,
}

// maxRingRanks is kMaxSupportedRanks (:49).
const maxRingRanks = 16

func runLowerHostTensorCollectives(p *ir.Program, ctx *Context) (*ir.Program, error) {
	return p.MapFuncs(func(f *ir.Function) (*ir.Function, error) {
		if !ir.IsHostOrchestration(f) || f.Body == nil {
			return f, nil
		}
		l := &hostCollLower{ctx: ctx, scopes: commDomainChain(f.Body), origs: map[*ir.Var][]*ir.Var{}}
		m := &ir.Mutator{}
		l.m = m
		m.Stmt = l.stmt
		nf := m.Function(f)
		return nf, l.err
	})
}

// hostCollRule is HostCollectiveRule (:431-458).
type hostCollRule struct {
	builtin  func(c *ir.Call) *ir.OpDef
	roles    []string // scope_buffers: the role of each window argument, in order
	signal   int      // signal_expr's argument
	alias    int      // alias_source's argument
	bound    []int    // host_bound_args
	kwargs   func(c *ir.Call, dt ir.DataType) []ir.Kwarg
	dirs     []ir.ArgDirection
	rootTest bool // extra_static_check: CheckBroadcastRootInRange
}

func dtypeOnly(_ *ir.Call, dt ir.DataType) []ir.Kwarg { return []ir.Kwarg{{Key: "dtype", Value: dt}} }

var (
	inout2 = []ir.ArgDirection{ir.ArgInOut, ir.ArgInOut}
	push3  = []ir.ArgDirection{ir.ArgInput, ir.ArgInOut, ir.ArgInOut}
)

// hostCollectiveRule is LookupHostCollectiveRule (:460-590): the rule of
// a host collective op, nil for any other op.
func hostCollectiveRule(op *ir.OpDef) *hostCollRule {
	switch op {
	case ir.PldTensorAllreduce:
		return &hostCollRule{
			builtin: func(c *ir.Call) *ir.OpDef {
				if allreduceMode(c) == "ring" {
					return ir.BuiltinTensorAllreduceRing
				}
				return ir.BuiltinTensorAllreduce
			},
			roles: []string{"src", "signal"}, signal: 1, alias: 0,
			kwargs: func(c *ir.Call, dt ir.DataType) []ir.Kwarg {
				opv, _ := c.Kwarg("op")
				kws := []ir.Kwarg{{Key: "op", Value: opv}, {Key: "dtype", Value: dt}}
				if allreduceMode(c) != "ring" {
					n, _ := c.Kwarg("core_num")
					kws = append(kws, ir.Kwarg{Key: "core_num", Value: n})
				}
				return kws
			},
			dirs: inout2,
		}
	case ir.PldTensorBarrier:
		return &hostCollRule{builtin: fixed(ir.BuiltinTensorBarrier), roles: []string{"signal"}, signal: 0, alias: 0,
			kwargs: func(*ir.Call, ir.DataType) []ir.Kwarg { return nil }, dirs: []ir.ArgDirection{ir.ArgInOut}}
	case ir.PldTensorBroadcast:
		return &hostCollRule{builtin: fixed(ir.BuiltinTensorBroadcast), roles: []string{"target", "signal"}, signal: 1, alias: 0,
			kwargs: func(c *ir.Call, dt ir.DataType) []ir.Kwarg {
				r, _ := c.Kwarg("root")
				return []ir.Kwarg{{Key: "root", Value: r}, {Key: "dtype", Value: dt}}
			}, dirs: inout2, rootTest: true}
	case ir.PldTensorReduceScatter:
		return &hostCollRule{builtin: fixed(ir.BuiltinTensorReduceScatter), roles: []string{"target", "signal"}, signal: 1, alias: 0,
			kwargs: func(c *ir.Call, dt ir.DataType) []ir.Kwarg {
				opv, _ := c.Kwarg("op")
				return []ir.Kwarg{{Key: "op", Value: opv}, {Key: "dtype", Value: dt}}
			}, dirs: inout2}
	case ir.PldTensorAllgather:
		return &hostCollRule{builtin: fixed(ir.BuiltinTensorAllgather), roles: []string{"input", "target", "signal"}, signal: 2, alias: 1,
			bound: []int{0}, kwargs: dtypeOnly, dirs: push3}
	case ir.PldTensorAllToAll:
		return &hostCollRule{builtin: fixed(ir.BuiltinTensorAllToAll), roles: []string{"input", "target", "signal"}, signal: 2, alias: 1,
			bound: []int{0}, kwargs: dtypeOnly, dirs: push3}
	case ir.PldTensorAllToAllV:
		return &hostCollRule{builtin: fixed(ir.BuiltinTensorAllToAllV), roles: []string{"input", "target", "signal", "send_counts", "recv_counts"}, signal: 2, alias: 1,
			bound: []int{0, 3}, kwargs: dtypeOnly,
			dirs: []ir.ArgDirection{ir.ArgInput, ir.ArgInOut, ir.ArgInOut, ir.ArgInput, ir.ArgInOut}}
	}
	return nil
}

func fixed(op *ir.OpDef) func(*ir.Call) *ir.OpDef { return func(*ir.Call) *ir.OpDef { return op } }

// allreduceMode is GetAllReduceMode (:51-59).
func allreduceMode(c *ir.Call) string {
	if v, ok := c.Kwarg("mode"); ok {
		s, _ := v.(string)
		return s
	}
	if v, ok := c.Attr("mode"); ok {
		s, _ := v.(string)
		return s
	}
	return "mesh"
}

type hostCollLower struct {
	ctx    *Context
	m      *ir.Mutator
	scopes []*ir.ScopeStmt
	origs  map[*ir.Var][]*ir.Var // a result variable's replacement: the variables it replaced
	err    error
}

func (l *hostCollLower) fail(err error) {
	if l.err == nil {
		l.err = err
	}
}

// stmt is the mutator's statement hook. Statements are rewritten bottom
// up, so a collective is lowered with the scopes enclosing it found by
// hostCollScopes when the function's body is entered.
func (l *hostCollLower) stmt(s ir.Stmt) ir.Stmt {
	if l.err != nil {
		return s
	}
	switch t := s.(type) {
	case *ir.SeqStmts:
		// IRMutator rebuilds a changed SeqStmts with SeqStmts::Flatten
		// (mutator.cpp:1037-1055), splicing the lowered statements.
		for _, c := range t.Stmts {
			if _, ok := c.(*ir.SeqStmts); ok {
				return ir.Seq(t.Pos, t.Stmts...)
			}
		}
		return s
	case *ir.EvalStmt:
		c, ok := t.Expr.(*ir.Call)
		if !ok || c.Op == nil || hostCollectiveRule(c.Op) == nil {
			return s
		}
		return l.lower(c, t.Pos)
	case *ir.AssignStmt:
		c, ok := t.Value.(*ir.Call)
		if !ok || c.Op == nil || hostCollectiveRule(c.Op) == nil {
			return s
		}
		low := l.lower(c, t.Pos)
		if l.err != nil {
			return s
		}
		r := hostCollectiveRule(c.Op)
		src := c.Args[r.alias]
		nv, err := distributedResultVar(t.Var, src)
		if err != nil {
			l.fail(err)
			return s
		}
		// t.Var is already a replacement when a variable is assigned
		// again: send its original's later uses to nv too.
		l.m.Subst(t.Var, nv)
		for _, o := range l.origs[t.Var] {
			l.m.Subst(o, nv)
		}
		l.origs[nv] = append(l.origs[t.Var], t.Var)
		return ir.Seq(t.Pos, low, &ir.AssignStmt{Var: nv, Value: src, Pos: t.Pos})
	}
	return s
}

// distributedResultVar is MintDistributedResultVar (:84-96).
func distributedResultVar(old *ir.Var, src ir.Expr) (*ir.Var, error) {
	lt, ok := old.T.(*ir.TensorType)
	if !ok || !lt.Distributed {
		return nil, fmt.Errorf("%s: internal error: LowerHostTensorCollectives: collective result Var should have DistributedTensorType", old.Pos)
	}
	st, ok := src.Type().(*ir.TensorType)
	if !ok || !st.Distributed || st.Window == nil {
		return nil, fmt.Errorf("%s: internal error: LowerHostTensorCollectives: collective alias source must carry a materialized WindowBuffer", old.Pos)
	}
	nt := *lt
	nt.Window = st.Window
	return &ir.Var{Name: old.Name, T: &nt, Pos: old.Pos}, nil
}

// windowOf is GetWindowBuffer (:76-82).
func windowOf(e ir.Expr, what string) (*ir.WindowBuffer, error) {
	t, ok := e.Type().(*ir.TensorType)
	if !ok || !t.Distributed {
		return nil, fmt.Errorf("%s: internal error: LowerHostTensorCollectives: %s must be DistributedTensorType", e.Span(), what)
	}
	if t.Window == nil {
		return nil, fmt.Errorf("%s: internal error: LowerHostTensorCollectives: %s must have materialized WindowBuffer back-references", e.Span(), what)
	}
	return t.Window, nil
}

// lower is LowerCollective (:667-684) and EmitPerDeviceBuiltinCalls
// (:599-643).
func (l *hostCollLower) lower(c *ir.Call, pos ir.Span) ir.Stmt {
	r := hostCollectiveRule(c.Op)
	name := c.OpName()
	scopes := l.enclosing(c)
	if len(scopes) == 0 {
		l.fail(fmt.Errorf("%s: internal error: LowerHostTensorCollectives: %s must appear inside a CommDomainScopeStmt", c.Pos, name))
		return nil
	}
	for _, i := range r.bound {
		t, ok := c.Args[i].Type().(*ir.TensorType)
		if !ok || !t.Distributed || t.Window == nil {
			l.fail(fmt.Errorf("%s: %s %s must be a window-bound DistributedTensor (a view of an alloc_window_buffer) when called from a HOST orchestrator; a plain Tensor or an unbound DistributedTensor parameter is only supported on the InCore composite path", c.Args[i].Span(), name, r.roles[i]))
			return nil
		}
	}
	short := name[len("pld.tensor."):]
	bufs := make([]*ir.WindowBuffer, len(r.roles))
	for i, role := range r.roles {
		wb, err := windowOf(c.Args[i], short+" "+role)
		if err != nil {
			l.fail(err)
			return nil
		}
		bufs[i] = wb
	}
	for i := range bufs {
		for j := i + 1; j < len(bufs); j++ {
			if bufs[i] == bufs[j] {
				l.fail(fmt.Errorf("%s: %s %s and %s must be different window allocations (two pld.window views over the same alloc_window_buffer are a cross-process data race under in-kernel TPUT/notify)", c.Pos, name, r.roles[i], r.roles[j]))
				return nil
			}
		}
	}
	var scope *ir.ScopeStmt
	for i := len(scopes) - 1; i >= 0 && scope == nil; i-- {
		all := true
		for _, b := range bufs {
			found := false
			for _, sl := range scopes[i].Slots {
				found = found || sl == b
			}
			all = all && found
		}
		if all {
			scope = scopes[i]
		}
	}
	if scope == nil {
		l.fail(fmt.Errorf("%s: internal error: LowerHostTensorCollectives: %s window buffers must resolve to the same comm-domain scope", c.Pos, name))
		return nil
	}
	sig := c.Args[r.signal]
	if n := len(scope.Devices); n > 0 {
		if c.Op == ir.PldTensorAllreduce {
			l.fail(l.allreduceCapacity(c, sig, n, true))
		} else {
			l.fail(staticSignalCapacity(c, sig, n, 1, false))
		}
		if r.rootTest && l.err == nil {
			root, _ := c.Kwarg("root")
			if v, _ := root.(int64); v < 0 || v >= int64(n) {
				l.fail(fmt.Errorf("%s: pld.tensor.broadcast root (%d) must be a valid rank in [0, %d) for this explicit device subset", c.Pos, v, n))
			}
		}
		if l.err != nil {
			return nil
		}
		var stmts []ir.Stmt
		for _, d := range scope.Devices {
			b := l.builtin(c, r, &ir.ConstInt{Value: d, DType: ir.INT64, Pos: c.Pos})
			if l.err != nil {
				return nil
			}
			stmts = append(stmts, &ir.EvalStmt{Expr: b, Pos: c.Pos})
		}
		return &ir.SeqStmts{Stmts: stmts, Pos: pos}
	}
	rv := &ir.Var{Name: "r", T: ir.Scalar(ir.INT64), Pos: c.Pos}
	ws, err := ir.PldSystemWorldSize.Create(nil, nil, c.Pos)
	if err != nil {
		l.fail(err)
		return nil
	}
	if c.Op == ir.PldTensorAllreduce {
		l.fail(l.allreduceCapacity(c, sig, 0, false))
	} else {
		l.fail(staticSignalCapacity(c, sig, 0, 1, false))
	}
	if l.err != nil {
		return nil
	}
	b := l.builtin(c, r, rv)
	if l.err != nil {
		return nil
	}
	return &ir.ForStmt{LoopVar: rv, Start: &ir.ConstInt{Value: 0, DType: ir.INT64, Pos: c.Pos}, Stop: ws,
		Step: &ir.ConstInt{Value: 1, DType: ir.INT64, Pos: c.Pos}, Body: &ir.EvalStmt{Expr: b, Pos: c.Pos}, Pos: pos}
}

// enclosing are the comm-domain scopes around collective c, outermost
// first (the mutator's scope_stack_, :647-654).
func (l *hostCollLower) enclosing(*ir.Call) []*ir.ScopeStmt { return l.scopes }

// commDomainChain are the comm-domain scopes a function body starts with,
// outermost first. MaterializeCommDomainScopes wraps whole bodies only,
// so they are the scopes around every statement of the function.
func commDomainChain(body ir.Stmt) []*ir.ScopeStmt {
	var out []*ir.ScopeStmt
	for {
		s, ok := body.(*ir.ScopeStmt)
		if !ok || s.Kind != ir.ScopeCommDomain {
			return out
		}
		out = append(out, s)
		body = s.Body
	}
}

// builtin is MakeBuiltinCallWithAttrs (:301-314) for c's rule.
func (l *hostCollLower) builtin(c *ir.Call, r *hostCollRule, device ir.Expr) *ir.Call {
	op := r.builtin(c)
	dt := ir.FP32
	if t, ok := c.Args[r.alias].Type().(*ir.TensorType); ok {
		dt = t.DType
	}
	kws := r.kwargs(c, dt)
	args := c.Args
	nc, err := op.Create(args, kws, c.Pos)
	if err != nil {
		l.fail(fmt.Errorf("%s: %w", c.Pos, err))
		return nil
	}
	attrs := append([]ir.Kwarg(nil), kws...)
	attrs = append(attrs, ir.Kwarg{Key: "device", Value: device})
	dirs := make([]any, len(r.dirs))
	for i, d := range r.dirs {
		dirs[i] = d
	}
	nc.Attrs = withArgDirections(attrs, dirs)
	return nc
}

// allreduceCapacity is CheckAllReduceSignalCapacity (:277-299).
func (l *hostCollLower) allreduceCapacity(c *ir.Call, sig ir.Expr, n int, known bool) error {
	cn, _ := c.Kwarg("core_num")
	coreNum, _ := cn.(int64)
	mode := allreduceMode(c)
	if mode != "ring" && mode != "mesh" {
		return fmt.Errorf("%s: pld.tensor.allreduce mode must be \"ring\" or \"mesh\", got \"%s\"", c.Pos, mode)
	}
	if mode == "ring" {
		if coreNum != 1 {
			return fmt.Errorf("%s: HOST pld.tensor.allreduce mode=\"ring\" does not support core_num > 1, got core_num=%d; use mode=\"mesh\" for a multi-core AllReduce", c.Pos, coreNum)
		}
		if !known {
			return nil
		}
		if err := ringSignalCapacity(c, sig, n); err != nil {
			return err
		}
		if n > maxRingRanks {
			return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce requires %d or fewer participating devices, got %d", c.Pos, maxRingRanks, n)
		}
		return ringChunks(c, n)
	}
	if l.ctx != nil && l.ctx.Backend != nil {
		if max := int64(l.ctx.Backend.AIVCores); coreNum > max {
			return fmt.Errorf("%s: pld.tensor.allreduce core_num (%d) exceeds the backend AIV core count (%d)", c.Pos, coreNum, max)
		}
	}
	return staticSignalCapacity(c, sig, n, coreNum, true)
}

// staticSignalCapacity is CheckStaticSignalCapacity (:146-179).
func staticSignalCapacity(c *ir.Call, sig ir.Expr, slots int, lanes int64, wider bool) error {
	t, ok := sig.Type().(*ir.TensorType)
	if !ok || !t.Distributed {
		return fmt.Errorf("%s: internal error: LowerHostTensorCollectives: collective signal must be DistributedTensorType", c.Pos)
	}
	if len(t.Shape) != 1 && len(t.Shape) != 2 {
		return fmt.Errorf("%s: LowerHostTensorCollectives: collective signal must be rank-1 [world_size] or rank-2 [world_size, signal_stride]", c.Pos)
	}
	if len(t.Shape) != 2 && lanes != 1 {
		return fmt.Errorf("%s: LowerHostTensorCollectives: rank-1 signal is valid only when one signal lane is required", c.Pos)
	}
	if len(t.Shape) == 2 {
		v, ok := t.Shape[1].(*ir.ConstInt)
		if !ok {
			return fmt.Errorf("%s: LowerHostTensorCollectives: collective rank-2 signal shape[1] must be constant", c.Pos)
		}
		if wider && v.Value < lanes {
			return fmt.Errorf("%s: LowerHostTensorCollectives: collective rank-2 signal shape[1] (%d) must be at least the required lane count (%d)", c.Pos, v.Value, lanes)
		}
		if !wider && v.Value != lanes {
			return fmt.Errorf("%s: LowerHostTensorCollectives: collective rank-2 signal shape[1] (%d) must equal the required lane count (%d)", c.Pos, v.Value, lanes)
		}
	}
	if e, ok := t.Shape[0].(*ir.ConstInt); ok && e.Value < int64(slots) {
		return fmt.Errorf("%s: LowerHostTensorCollectives: collective signal shape[0] (%d) must be at least the participating device count (%d)", c.Pos, e.Value, slots)
	}
	return nil
}

// ringSignalCapacity is CheckRingSignalCapacity (:209-243).
func ringSignalCapacity(c *ir.Call, sig ir.Expr, n int) error {
	t, ok := sig.Type().(*ir.TensorType)
	if !ok || !t.Distributed {
		return fmt.Errorf("%s: internal error: LowerHostTensorCollectives: ring allreduce signal must be DistributedTensorType", c.Pos)
	}
	if t.DType != ir.INT32 {
		return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce signal dtype must be INT32, got %s", c.Pos, t.DType)
	}
	if len(t.Shape) != 2 {
		return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce signal must be rank-2 [2*(NR-1) + 1, NR], got rank %d", c.Pos, len(t.Shape))
	}
	need := int64(2*(n-1) + 1)
	rounds, ok0 := t.Shape[0].(*ir.ConstInt)
	if ok0 && rounds.Value < need {
		return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce signal shape[0] (%d) must be at least 2*(NR-1) + 1 = %d for NR = %d", c.Pos, rounds.Value, need, n)
	}
	nr, ok1 := t.Shape[1].(*ir.ConstInt)
	if ok1 && nr.Value != int64(n) {
		return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce signal shape[1] (%d) must equal the participating device count (%d)", c.Pos, nr.Value, n)
	}
	if ok0 && ok1 && nr.Value > 0 {
		if want := 2*(nr.Value-1) + 1; rounds.Value != want {
			return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce signal shape[0] (%d) must equal 2*(NR-1) + 1 = %d for NR = %d", c.Pos, rounds.Value, want, nr.Value)
		}
	}
	return nil
}

// ringChunks is CheckRingChunkConstraints (:181-207).
func ringChunks(c *ir.Call, n int) error {
	t, ok := c.Args[0].Type().(*ir.TensorType)
	if !ok || !t.Distributed {
		return fmt.Errorf("%s: internal error: LowerHostTensorCollectives: ring allreduce src must be DistributedTensorType", c.Pos)
	}
	if len(t.Shape) == 0 {
		return nil
	}
	numel := int64(1)
	for _, d := range t.Shape {
		e, ok := d.(*ir.ConstInt)
		if !ok {
			return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce requires a statically-known src shape (dynamic host-ring extents are not supported; the ring schedule partitions src into NR compile-time chunks)", c.Pos)
		}
		numel *= e.Value
	}
	if numel%int64(n) != 0 {
		return fmt.Errorf("%s: LowerHostTensorCollectives: ring allreduce requires the per-rank data size (product of src shape = %d) to be an exact multiple of the rank count (%d); got a remainder of %d", c.Pos, numel, n, numel%int64(n))
	}
	return nil
}
