package pipeline

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// MaterializeCommDomainScopes groups the window buffers of each host
// orchestration into comm domains (PyPTO's MaterializeCommDomainScopes,
// src/ir/transforms/materialize_comm_domain_scopes_pass.cpp; it produces
// CommDomainScopesMaterialized, include/pypto/ir/transforms/
// pass_properties.h:45-46).
//
// In each host orchestration function (ir.IsHostOrchestration, :483-487)
// whose body is not already a comm-domain scope (:523-529) and that
// allocates window buffers, the pass
//   - records every pld.tensor.alloc_window_buffer assignment and every
//     pld.tensor.window of one (:136-180);
//   - finds the devices each buffer is dispatched to: a call of a chip
//     orchestration function (CHIP level, Orchestration or Orchestrator
//     but not Graph, :489-499) with device=d covers d for every window
//     view among its arguments, a view reached through variable aliases,
//     a collective's result (allreduce: its data; all_to_all, allgather,
//     all_to_all_v: their target) included (:296-313, :429-465). device=
//     is a non-negative constant, or the loop variable of an enclosing
//     loop over [c, n) with unit step (those devices) or over
//     pld.system.world_size() (all devices), its bounds read through
//     variables bound to them (:183-276);
//   - lets a host collective's signal (and all_to_all_v's recv_counts)
//     share the devices of its data or target; a barrier's signal must
//     have some of its own (:315-414, :543-566);
//   - requires each buffer to have a window and a dispatch (:568-583);
//   - gives each buffer an ir.WindowBuffer named after its Ptr variable
//     and sets it as the Window of every view's type, replacing the view
//     variables (:585-597, :501-515, :640-645);
//   - groups the buffers by their merged devices in allocation order and
//     wraps the body in one comm-domain scope per group, the first group
//     outermost, named comm_d<i> (:599-659).
//
// Errors mirror PyPTO's (CHECK_SPAN and ValueError as they are, an
// INTERNAL_CHECK prefixed "internal error: ").
var MaterializeCommDomainScopes = &Pass{
	Name:     "MaterializeCommDomainScopes",
	Doc:      "bind each host window buffer to its comm domain and wrap host orchestration bodies in comm-domain scopes",
	Produced: set(verifier.CommDomainScopesMaterialized),
	Run:      runMaterializeCommDomainScopes,
}

func runMaterializeCommDomainScopes(p *ir.Program, _ *Context) (*ir.Program, error) {
	chip := map[string]bool{}
	for _, f := range p.Funcs {
		if isChipOrch(f) {
			chip[f.Name] = true
		}
	}
	return p.MapFuncs(func(f *ir.Function) (*ir.Function, error) {
		if !ir.IsHostOrchestration(f) {
			return f, nil
		}
		return commDomainFunc(f, chip)
	})
}

// isChipOrch is IsChipOrch (:489-499).
func isChipOrch(f *ir.Function) bool {
	if f == nil || f.Level != ir.LevelChip || f.Kind == ir.Graph {
		return false
	}
	return f.Kind == ir.Orchestration || f.Role == ir.RoleOrchestrator
}

// devices is DeviceDescriptor (:77-106): all devices, or a set of them.
type devices struct {
	all    bool
	subset []int64 // ascending, distinct
}

func (d *devices) add(v int64) {
	if i, found := slices.BinarySearch(d.subset, v); !found {
		d.subset = slices.Insert(d.subset, i, v)
	}
}

func (d *devices) merge(o devices) {
	if d.all || o.all {
		d.all, d.subset = true, nil
		return
	}
	for _, v := range o.subset {
		d.add(v)
	}
}

func (d devices) key() string {
	if d.all {
		return "all"
	}
	var b strings.Builder
	for _, v := range d.subset {
		b.WriteString(strconv.FormatInt(v, 10))
		b.WriteByte(',')
	}
	return b.String()
}

// allocRecord is AllocRecord (:108-126).
type allocRecord struct {
	call *ir.Call
	ptr  *ir.Var
	name string
	seen []devices
	wb   *ir.WindowBuffer
}

// windowRecord is WindowRecord (:129-133).
type windowRecord struct {
	view  *ir.Var
	alloc *allocRecord
}

// consumer is CollectiveConsumer (:135-139); data is nil for a barrier.
type consumer struct {
	data, signal *allocRecord
	pos          ir.Span
}

// commScan is AllocAndWindowCollector (:141-181) and DispatchAnalyzer
// (:278-472) of one function.
type commScan struct {
	chip      map[string]bool
	allocs    []*allocRecord
	ptrAlloc  map[*ir.Var]*allocRecord
	views     map[*ir.Var]*windowRecord
	windows   []*windowRecord
	defs      map[*ir.Var]ir.Expr
	loops     []*ir.ForStmt
	depth     int
	consumers []consumer
	err       error
}

func (s *commScan) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// collect records the allocations, windows and variable definitions.
func (s *commScan) collect(st ir.Stmt) {
	ir.Walk(st, func(n ir.Node) bool {
		a, ok := n.(*ir.AssignStmt)
		if !ok || s.err != nil {
			return s.err == nil
		}
		if c, ok := a.Value.(*ir.Call); ok && a.Var != nil {
			switch c.Op {
			case ir.PldTensorAllocWindowBuffer:
				if len(c.Args) != 1 {
					s.fail(fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: pld.tensor.alloc_window_buffer expects exactly one arg (size)", c.Pos))
					return false
				}
				name, _ := c.Kwarg("name")
				nm, _ := name.(string)
				if nm == "" {
					s.fail(fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: pld.tensor.alloc_window_buffer missing 'name' kwarg", c.Pos))
					return false
				}
				r := &allocRecord{call: c, ptr: a.Var, name: nm}
				s.ptrAlloc[a.Var] = r
				s.allocs = append(s.allocs, r)
			case ir.PldTensorWindow:
				if len(c.Args) > 0 {
					if pv, ok := c.Args[0].(*ir.Var); ok && s.ptrAlloc[pv] != nil {
						w := &windowRecord{view: a.Var, alloc: s.ptrAlloc[pv]}
						s.views[a.Var] = w
						s.windows = append(s.windows, w)
					}
				}
			}
		}
		if a.Var != nil {
			s.defs[a.Var] = a.Value
		}
		return true
	})
}

// unwrap is UnwrapStopExpr (:199-215): e through the variables bound to it.
func (s *commScan) unwrap(e ir.Expr) ir.Expr {
	seen := map[*ir.Var]bool{}
	for {
		v, ok := e.(*ir.Var)
		if !ok || seen[v] {
			return e
		}
		seen[v] = true
		d, ok := s.defs[v]
		if !ok || d == nil {
			return e
		}
		e = d
	}
}

// deviceOf is ResolveDeviceDescriptor (:221-276).
func (s *commScan) deviceOf(dev ir.Expr, pos ir.Span) (devices, error) {
	var d devices
	switch e := dev.(type) {
	case *ir.ConstInt:
		if e.Value < 0 {
			return d, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: device= ConstInt must be non-negative, got %d", pos, e.Value)
		}
		d.add(e.Value)
		return d, nil
	case *ir.Var:
		for i := len(s.loops) - 1; i >= 0; i-- {
			fs := s.loops[i]
			if fs.LoopVar != e {
				continue
			}
			stop := s.unwrap(fs.Stop)
			if c, ok := stop.(*ir.Call); ok && c.Op == ir.PldSystemWorldSize {
				d.all = true
				return d, nil
			}
			if n, ok := stop.(*ir.ConstInt); ok {
				start, ok := s.unwrap(fs.Start).(*ir.ConstInt)
				if !ok {
					return d, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: device=r loop start must unwrap to ConstInt", pos)
				}
				step, ok := s.unwrap(fs.Step).(*ir.ConstInt)
				if !ok {
					return d, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: device=r loop step must unwrap to ConstInt", pos)
				}
				if step.Value != 1 {
					return d, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: device=r over a non-unit-step loop is not supported (step=%d)", pos, step.Value)
				}
				if start.Value < 0 || n.Value < start.Value {
					return d, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: device=r loop range must be [0, N) with N>=0", pos)
				}
				for v := start.Value; v < n.Value; v++ {
					d.add(v)
				}
				return d, nil
			}
			return d, fmt.Errorf("%s: MaterializeCommDomainScopes: device=r loop bound must be ConstInt or pld.system.world_size()", pos)
		}
		return d, fmt.Errorf("%s: MaterializeCommDomainScopes: device= Var is not the induction variable of any enclosing pl.range loop", pos)
	}
	return d, fmt.Errorf("MaterializeCommDomainScopes: device= expression must be ConstInt or the induction var of pl.range; got an unsupported expression at %s", pos)
}

// window is ResolveWindowRecord (:429-465): the window a variable views,
// through aliases and collective results.
func (s *commScan) window(v *ir.Var) *windowRecord {
	seen := map[*ir.Var]bool{}
	for v != nil && !seen[v] {
		seen[v] = true
		if w := s.views[v]; w != nil {
			return w
		}
		d, ok := s.defs[v]
		if !ok || d == nil {
			return nil
		}
		if a, ok := d.(*ir.Var); ok {
			v = a
			continue
		}
		c, ok := d.(*ir.Call)
		if !ok {
			return nil
		}
		switch {
		case c.Op == ir.PldTensorAllreduce && len(c.Args) > 0:
			v, _ = c.Args[0].(*ir.Var)
		case (c.Op == ir.PldTensorAllToAll || c.Op == ir.PldTensorAllgather || c.Op == ir.PldTensorAllToAllV) && len(c.Args) > 1:
			v, _ = c.Args[1].(*ir.Var)
		default:
			return nil
		}
	}
	return nil
}

// dispatch is AnalyzeDispatch (:296-313).
func (s *commScan) dispatch(callee string, attrs []ir.Kwarg, pos ir.Span, argv []ir.Expr) {
	if !s.chip[callee] {
		return
	}
	dv, ok := lookupAttr(attrs, "device")
	if !ok {
		return
	}
	dev, ok := dv.(ir.Expr)
	if !ok || dev == nil {
		return
	}
	d, err := s.deviceOf(dev, pos)
	if err != nil {
		s.fail(err)
		return
	}
	for _, a := range argv {
		if v, ok := a.(*ir.Var); ok {
			if w := s.window(v); w != nil {
				w.alloc.seen = append(w.alloc.seen, d)
			}
		}
	}
}

// windowAlloc is ResolveWindowAlloc (:315-324).
func (s *commScan) windowAlloc(e ir.Expr, op, role string) *allocRecord {
	v, ok := e.(*ir.Var)
	if !ok {
		s.fail(fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: %s %s must be a window view Var", e.Span(), op, role))
		return nil
	}
	w := s.window(v)
	if w == nil {
		s.fail(fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: %s %s must be produced by pld.tensor.window", v.Pos, op, role))
		return nil
	}
	return w.alloc
}

// collective is AnalyzeCollective (:326-414).
func (s *commScan) collective(c *ir.Call) {
	name := c.OpName()
	arity := func(n int, what string) bool {
		if len(c.Args) != n {
			s.fail(fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: %s expects exactly %s", c.Pos, name, what))
			return false
		}
		return true
	}
	add := func(data, signal *allocRecord) {
		if s.err == nil {
			s.consumers = append(s.consumers, consumer{data: data, signal: signal, pos: c.Pos})
		}
	}
	switch c.Op {
	case ir.PldTensorAllreduce, ir.PldTensorBroadcast, ir.PldTensorReduceScatter:
		if arity(2, "two args") {
			d := s.windowAlloc(c.Args[0], name, "data/target")
			if s.err == nil {
				add(d, s.windowAlloc(c.Args[1], name, "signal"))
			}
		}
	case ir.PldTensorBarrier:
		if arity(1, "one arg") {
			add(nil, s.windowAlloc(c.Args[0], name, "signal"))
		}
	case ir.PldTensorAllgather:
		if arity(3, "3 args") {
			d := s.windowAlloc(c.Args[1], name, "target")
			if s.err == nil {
				add(d, s.windowAlloc(c.Args[2], name, "signal"))
			}
		}
	case ir.PldTensorAllToAll:
		if arity(3, "3 args") {
			d := s.windowAlloc(c.Args[1], name, "target")
			if s.err == nil {
				add(d, s.windowAlloc(c.Args[2], name, "signal"))
			}
		}
	case ir.PldTensorAllToAllV:
		if !arity(5, "5 args") {
			return
		}
		if s.depth > 0 {
			s.fail(fmt.Errorf("%s: pld.tensor.all_to_all_v is not supported inside a for/while loop in a HOST orchestrator. The signal protocol is single-use and cannot reuse a signal across dynamic invocations (same restriction LowerCompositeOps enforces on the InCore path via CheckAllReduceLoopUse).", c.Pos))
			return
		}
		d := s.windowAlloc(c.Args[1], name, "target")
		var sig, recv *allocRecord
		if s.err == nil {
			sig = s.windowAlloc(c.Args[2], name, "signal")
		}
		if s.err == nil {
			recv = s.windowAlloc(c.Args[4], name, "recv_counts")
		}
		add(d, sig)
		add(d, recv)
	}
}

// exprs analyses the calls and submits of expressions, outermost first.
func (s *commScan) exprs(es ...ir.Expr) {
	for _, e := range es {
		ir.WalkExpr(e, func(n ir.Node) bool {
			if s.err != nil {
				return false
			}
			switch n := n.(type) {
			case *ir.Call:
				if n.Op == nil {
					s.dispatch(n.Callee, n.Attrs, n.Pos, n.Args)
				} else {
					s.collective(n)
				}
			case *ir.Submit:
				s.dispatch(n.Callee, n.Attrs, n.Pos, n.Args)
			}
			return s.err == nil
		})
	}
}

// analyze walks a body keeping the enclosing loops (DispatchAnalyzer).
func (s *commScan) analyze(st ir.Stmt) {
	if s.err != nil {
		return
	}
	switch t := st.(type) {
	case *ir.SeqStmts:
		for _, c := range t.Stmts {
			s.analyze(c)
		}
	case *ir.ForStmt:
		s.loops = append(s.loops, t)
		s.depth++
		s.exprs(t.Start, t.Stop, t.Step)
		for _, ia := range t.IterArgs {
			s.exprs(ia.Init)
		}
		s.analyze(t.Body)
		s.depth--
		s.loops = s.loops[:len(s.loops)-1]
	case *ir.WhileStmt:
		s.depth++
		for _, ia := range t.IterArgs {
			s.exprs(ia.Init)
		}
		s.exprs(t.Cond)
		s.analyze(t.Body)
		s.depth--
	case *ir.IfStmt:
		s.exprs(t.Cond)
		s.analyze(t.Then)
		if t.Else != nil {
			s.analyze(t.Else)
		}
	case *ir.ScopeStmt:
		s.exprs(t.HeaderExprs()...)
		s.analyze(t.Body)
	case *ir.AssignStmt:
		s.exprs(t.Value)
	case *ir.EvalStmt:
		s.exprs(t.Expr)
	case *ir.ReturnStmt:
		s.exprs(t.Values...)
	case *ir.YieldStmt:
		s.exprs(t.Values...)
	}
}

// commDomainFunc is ProcessHostOrch (:517-660).
func commDomainFunc(f *ir.Function, chip map[string]bool) (*ir.Function, error) {
	if sc, ok := f.Body.(*ir.ScopeStmt); ok && sc.Kind == ir.ScopeCommDomain {
		return f, nil
	}
	if f.Body == nil {
		return f, nil
	}
	s := &commScan{chip: chip, ptrAlloc: map[*ir.Var]*allocRecord{}, views: map[*ir.Var]*windowRecord{}, defs: map[*ir.Var]ir.Expr{}}
	s.collect(f.Body)
	if s.err != nil {
		return nil, s.err
	}
	if len(s.allocs) == 0 {
		return f, nil
	}
	s.analyze(f.Body)
	if s.err != nil {
		return nil, s.err
	}
	for _, c := range s.consumers {
		if c.data != nil {
			if len(c.data.seen) == 0 {
				return nil, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: collective data/target buffer has no inferred comm-domain coverage to share with its signal buffer", c.pos)
			}
			c.signal.seen = append(c.signal.seen, c.data.seen...)
			continue
		}
		if len(c.signal.seen) == 0 {
			return nil, fmt.Errorf("%s: MaterializeCommDomainScopes: pld.tensor.barrier signal buffer has no inferred comm-domain coverage — add a device= annotation or ensure the signal window is consumed by a device-tagged chip dispatch", c.pos)
		}
	}
	hasWindow := map[*allocRecord]bool{}
	for _, w := range s.windows {
		hasWindow[w.alloc] = true
	}
	for _, r := range s.allocs {
		if !hasWindow[r] {
			return nil, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: pld.tensor.alloc_window_buffer '%s' has no pld.tensor.window materialisation (dead allocation)", r.call.Pos, r.name)
		}
		if len(r.seen) == 0 {
			return nil, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: pld.tensor.alloc_window_buffer '%s' is not consumed by any chip_orch dispatch", r.call.Pos, r.name)
		}
	}
	for _, r := range s.allocs {
		r.wb = &ir.WindowBuffer{Name: r.ptr.Name, Base: r.ptr, Size: r.call.Args[0], Pos: r.call.Pos}
	}
	m := &ir.Mutator{}
	for _, w := range s.windows {
		m.Subst(w.view, windowView(w.view, w.alloc.wb))
	}

	type domain struct {
		dev   devices
		slots []*ir.WindowBuffer
		names map[string]bool
		pos   ir.Span
	}
	var groups []*domain
	byKey := map[string]*domain{}
	for _, r := range s.allocs {
		var merged devices
		for _, d := range r.seen {
			merged.merge(d)
		}
		g := byKey[merged.key()]
		if g == nil {
			g = &domain{dev: merged, names: map[string]bool{}, pos: r.call.Pos}
			byKey[merged.key()] = g
			groups = append(groups, g)
		}
		if g.names[r.name] {
			return nil, fmt.Errorf("%s: internal error: MaterializeCommDomainScopes: duplicate allocation name '%s' within the same comm domain", r.call.Pos, r.name)
		}
		g.names[r.name] = true
		g.slots = append(g.slots, r.wb)
	}
	body := m.StmtTree(f.Body)
	for i := len(groups) - 1; i >= 0; i-- {
		g := groups[i]
		body = &ir.ScopeStmt{Kind: ir.ScopeCommDomain, Name: "comm_d" + strconv.Itoa(i), Devices: g.dev.subset, Slots: g.slots, Body: body, Pos: g.pos}
	}
	nf := *f
	nf.Body = body
	return &nf, nil
}

// windowView is MintViewVar (:501-515): a copy of a view variable whose
// distributed tensor type points at its window buffer.
func windowView(v *ir.Var, wb *ir.WindowBuffer) *ir.Var {
	t, ok := v.T.(*ir.TensorType)
	if !ok {
		return v
	}
	nt := *t
	nt.Window = wb
	return &ir.Var{Name: v.Name, T: &nt, Pos: v.Pos}
}
