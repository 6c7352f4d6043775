package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// The pipe plumbing ExpandMixedKernel adds to the two halves of a split
// kernel: a tfree after the last use of every popped tile
// (FinalizeTpopTfrees, src/ir/transforms/utils/tpop_tfree_finalizer.cpp)
// and, when neither half sets its pipe up by hand, the pipe setup
// prologue (BuildAutomaticPipeSetup, utils/cross_core_pipe.cpp:243-345;
// expand_mixed_kernel_pass.cpp:1351-1381).

// tfreeChain is one popped tile's lifetime in a statement list
// (TpopLifetime).
type tfreeChain struct {
	pop, free, last int
	v               *ir.Var
	id              ir.Expr // the pop's id kwarg, nil when none
	idVal           any
	pos             ir.Span
}

// finalizeTfrees is FinalizeTpopTfrees on one side (aic: the cube core)
// of a split kernel: in every statement list (the nested bodies of loops
// and branches first, :430-446), each pop's tfree goes right after the
// last statement reading the popped tile or a zero-copy view of it (an
// if result both branches yield as views of one pop, a loop carry
// seeded and yielded as one), or before the list's yield when that is
// the last reader; a hand-written tfree already after the last use
// stays, one before it moves there (:239-296). A scope is not entered.
// Departure: no tfree goes before the tfree of an earlier pop of the
// list, since a tfree releases the oldest slot held; the pinned
// finalizer frees by last use alone (lastUse, FaultTfreeLastUse), so a
// pop used after a later one has its slot released early
// (docs/findings.md, tfree-order.py).
func finalizeTfrees(stmts []ir.Stmt, aic, lastUse bool) []ir.Stmt {
	in := make([]ir.Stmt, len(stmts))
	for i, s := range stmts {
		in[i] = finalizeNestedTfrees(s, aic, lastUse)
	}
	free := tfreeOp(aic)
	chains, order := scanTfreeChains(in, free)
	if len(order) == 0 {
		return in
	}
	drop := map[int]bool{}
	deferred := map[int][]ir.Stmt{}
	prev := -1 // where the previous pop's tfree is
	for _, key := range order {
		ch := chains[key]
		// A tfree releases the oldest slot held, whichever tile it names
		// (pto-isa a5 TFree.hpp:22-28): none goes before an earlier pop's
		// (the pinned finalizer orders them by last use alone, :387-395,
		// docs/findings.md tfree-order.py).
		at := ch.last
		if !lastUse {
			at = max(ch.last, prev)
		}
		if ch.free >= 0 && ch.free >= at {
			prev = ch.free
			continue
		}
		prev = at
		ch.last = at
		if ch.free >= 0 {
			drop[ch.free] = true
		}
		var kws []ir.Kwarg
		if ch.idVal != nil {
			kws = []ir.Kwarg{{Key: "id", Value: ch.idVal}}
		}
		c, err := free.Create([]ir.Expr{ch.v}, kws, ch.pos)
		if err != nil {
			c = &ir.Call{Op: free, Args: []ir.Expr{ch.v}, Kwargs: kws, T: ir.Unknown(), Pos: ch.pos}
		}
		deferred[ch.last] = append(deferred[ch.last], &ir.EvalStmt{Expr: c, Pos: ch.pos})
	}
	out := make([]ir.Stmt, 0, len(in)+len(deferred))
	for i, s := range in {
		d := deferred[i]
		_, yield := s.(*ir.YieldStmt)
		if yield {
			out = append(out, d...)
		}
		if !drop[i] {
			out = append(out, s)
		}
		if !yield {
			out = append(out, d...)
		}
	}
	return out
}

// tfreeOp is the tfree a side runs: the cube core frees what it popped
// from the vector core (tfree_to_aiv), and the other way round.
func tfreeOp(aic bool) *ir.OpDef {
	if aic {
		return ir.SystemTfreeToAiv
	}
	return ir.SystemTfreeToAic
}

// scanTfreeChains is the scan of FinalizeTpopTfrees (:320-380): each
// pop's lifetime in the list, in pop order. A hand-written tfree naming
// an alias of its pop is rewritten in place to name the pop.
func scanTfreeChains(in []ir.Stmt, free *ir.OpDef) (map[*ir.Var]*tfreeChain, []*ir.Var) {
	chains := map[*ir.Var]*tfreeChain{}
	var order []*ir.Var
	alias := map[*ir.Var]*ir.Var{}
	canon := func(v *ir.Var) *ir.Var {
		if a, ok := alias[v]; ok {
			return a
		}
		return v
	}
	for i, s := range in {
		if a, ok := s.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok && ir.IsCrossCorePop(c) {
				key := canon(a.Var)
				ch := chains[key]
				if ch == nil {
					ch = &tfreeChain{pop: i, free: -1, last: i}
					chains[key] = ch
					order = append(order, key)
				}
				ch.pop, ch.v, ch.last, ch.pos = i, key, max(ch.last, i), a.Pos
				ch.idVal = nil
				if v, ok := c.Kwarg("id"); ok {
					ch.idVal = v
				}
				continue
			}
		}
		if ev, ok := s.(*ir.EvalStmt); ok {
			if c, ok := ev.Expr.(*ir.Call); ok && c.Op != nil && c.Op.Cross == ir.CrossTFree {
				var tv *ir.Var
				if len(c.Args) > 0 {
					tv = ir.VarOf(c.Args[0])
				}
				ch := chains[canon(tv)]
				if ch == nil || c.Op != free {
					continue
				}
				if tv != nil && tv != ch.v {
					nc := *c
					nc.Args = append([]ir.Expr{ch.v}, c.Args[1:]...)
					in[i] = &ir.EvalStmt{Expr: &nc, Pos: ev.Pos}
				}
				ch.free = i
				continue
			}
		}
		for _, r := range tfreeReads(s) {
			if ch := chains[canon(r)]; ch != nil {
				ch.last = i
			}
		}
		tfreeAliases(s, alias, chains)
	}
	return chains, order
}

// finalizeNestedTfrees is FinalizeNestedTpopTfrees (:430-446): the bodies
// of a loop or a branch; a scope is not entered.
func finalizeNestedTfrees(s ir.Stmt, aic, lastUse bool) ir.Stmt {
	if _, ok := s.(*ir.ScopeStmt); ok {
		return s
	}
	return ir.MapBodies(s, func(b []ir.Stmt) []ir.Stmt { return finalizeTfrees(b, aic, lastUse) })
}

// tfreeReads is what a statement reads for a popped tile's lifetime: the
// arguments (and expression kwargs) of an assigned or evaluated call, every
// variable of any other statement (CollectCallArgVarRefs, :130-162).
func tfreeReads(s ir.Stmt) []*ir.Var {
	var out []*ir.Var
	collect := func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
			out = append(out, v.VarRef())
		}
		return true
	}
	var c *ir.Call
	switch s := s.(type) {
	case *ir.AssignStmt:
		c, _ = s.Value.(*ir.Call)
	case *ir.EvalStmt:
		c, _ = s.Expr.(*ir.Call)
	}
	if c == nil {
		ir.Walk(s, collect)
		return out
	}
	for _, a := range c.Args {
		ir.WalkExpr(a, collect)
	}
	for _, k := range c.Kwargs {
		if e, ok := k.Value.(ir.Expr); ok {
			ir.WalkExpr(e, collect)
		}
	}
	return out
}

// tfreeResolve is try_resolve_canonical_tpop (:177-204): the pop a value
// is (a variable, or a chain of zero-copy views of one).
func tfreeResolve(e ir.Expr, alias map[*ir.Var]*ir.Var, chains map[*ir.Var]*tfreeChain) *ir.Var {
	for e != nil {
		if v := ir.VarOf(e); v != nil {
			if a, ok := alias[v]; ok {
				v = a
			}
			if chains[v] != nil {
				return v
			}
			return nil
		}
		c, ok := e.(*ir.Call)
		if !ok || len(c.Args) == 0 || !c.Op.IsBufferAliasingView() {
			return nil
		}
		e = c.Args[0]
	}
	return nil
}

// tfreeAliases is propagate_stmt_aliases_into (:206-295): which later
// variables stand for a pop.
func tfreeAliases(s ir.Stmt, alias map[*ir.Var]*ir.Var, chains map[*ir.Var]*tfreeChain) {
	into := func(v *ir.Var, e ir.Expr, m map[*ir.Var]*ir.Var) {
		if v == nil {
			return
		}
		if p := tfreeResolve(e, m, chains); p != nil {
			m[v] = p
		}
	}
	body := func(stmts []ir.Stmt, seed map[*ir.Var]*ir.Var) map[*ir.Var]*ir.Var {
		m := make(map[*ir.Var]*ir.Var, len(seed))
		for k, v := range seed {
			m[k] = v
		}
		for _, st := range stmts {
			tfreeAliases(st, m, chains)
		}
		return m
	}
	lastYield := func(b ir.Stmt) *ir.YieldStmt {
		ss := ir.Stmts(b)
		if len(ss) == 0 {
			return nil
		}
		y, _ := ss[len(ss)-1].(*ir.YieldStmt)
		return y
	}
	loop := func(ias []*ir.IterArg, b ir.Stmt, rvs []*ir.Var) {
		m := make(map[*ir.Var]*ir.Var, len(alias))
		for k, v := range alias {
			m[k] = v
		}
		for _, ia := range ias {
			into(&ia.Var, ia.Init, m)
		}
		m = body(ir.Stmts(b), m)
		y := lastYield(b)
		if y == nil {
			return
		}
		// The results resolve against the enclosing map, as the pinned
		// finalizer does (:264-266).
		for i := 0; i < len(rvs) && i < len(y.Values); i++ {
			into(rvs[i], y.Values[i], alias)
		}
	}
	switch s := s.(type) {
	case *ir.AssignStmt:
		into(s.Var, s.Value, alias)
	case *ir.IfStmt:
		tm := body(ir.Stmts(s.Then), alias)
		ty := lastYield(s.Then)
		var em map[*ir.Var]*ir.Var
		var ey *ir.YieldStmt
		if s.Else != nil {
			em = body(ir.Stmts(s.Else), alias)
			ey = lastYield(s.Else)
		}
		for i, rv := range s.ReturnVars {
			if s.Else == nil || ty == nil || ey == nil || i >= len(ty.Values) || i >= len(ey.Values) {
				continue
			}
			a, b := tfreeResolve(ty.Values[i], tm, chains), tfreeResolve(ey.Values[i], em, chains)
			if a != nil && a == b {
				alias[rv] = a
			}
		}
	case *ir.ForStmt:
		loop(s.IterArgs, s.Body, s.ReturnVars)
	case *ir.WhileStmt:
		loop(s.IterArgs, s.Body, s.ReturnVars)
	}
}

// pipeDir is one direction's cross-core traffic (PipeDirectionMetadata).
type pipeDir struct {
	ops   bool
	slot  int64 // the largest slot size seen
	sized bool  // slot holds a size
}

// pipeMeta is CrossCorePipeMetadata: the traffic and hand-written setup of
// one side.
type pipeMeta struct {
	c2v, v2c pipeDir
	setup    bool
}

// collectPipeMeta is CollectCrossCorePipeMetadata (:162-207): statement
// lists of loops and branches, not scopes.
func collectPipeMeta(stmts []ir.Stmt, m *pipeMeta) {
	record := func(d *pipeDir, t ir.Type) {
		d.ops = true
		tt, ok := t.(*ir.TileType)
		if !ok {
			return
		}
		n := int64(1)
		for _, e := range tt.Shape {
			c, ok := e.(*ir.ConstInt)
			if !ok || c.Value < 0 {
				return
			}
			n *= c.Value
		}
		size := (n*int64(tt.DType.Bits()) + 7) / 8
		if !d.sized || size > d.slot {
			d.slot = size
		}
		d.sized = true
	}
	for _, s := range stmts {
		if c := ir.StmtCall(s); c != nil && c.Op != nil {
			switch c.Op {
			case ir.SystemReserveBuffer, ir.SystemImportPeerBuffer, ir.SystemAicInitializePipe, ir.SystemAivInitializePipe:
				m.setup = true
			case ir.TileTpushToAiv:
				if len(c.Args) == 1 {
					record(&m.c2v, c.Args[0].Type())
				}
			case ir.TileTpushToAic:
				if len(c.Args) == 1 {
					record(&m.v2c, c.Args[0].Type())
				}
			case ir.TileTpopFromAiv:
				if a, ok := s.(*ir.AssignStmt); ok {
					record(&m.v2c, a.Var.T)
				}
			case ir.TileTpopFromAic:
				if a, ok := s.(*ir.AssignStmt); ok {
					record(&m.c2v, a.Var.T)
				}
			}
		}
		switch s := s.(type) {
		case *ir.ForStmt:
			collectPipeMeta(ir.Stmts(s.Body), m)
		case *ir.WhileStmt:
			collectPipeMeta(ir.Stmts(s.Body), m)
		case *ir.IfStmt:
			collectPipeMeta(ir.Stmts(s.Then), m)
			if s.Else != nil {
				collectPipeMeta(ir.Stmts(s.Else), m)
			}
		}
	}
}

// defaultAutoPipeSlots is kDefaultAutoPipeSlotNum (cross_core_pipe.h:66).
const defaultAutoPipeSlots = 2

// maxHeldPops is the most popped tiles a side holds at once: pops not yet
// freed, counted along the statement lists in order (a loop's or branch's
// body adds to what its enclosing list holds at that point).
func maxHeldPops(stmts []ir.Stmt) int64 {
	var walk func(stmts []ir.Stmt, held int64) int64
	walk = func(stmts []ir.Stmt, held int64) int64 {
		top := held
		for _, s := range stmts {
			if c := ir.StmtCall(s); c != nil && c.Op != nil {
				switch c.Op.Cross {
				case ir.CrossPop:
					held++
				case ir.CrossTFree:
					held--
				}
			}
			top = max(top, held)
			switch s := s.(type) {
			case *ir.ForStmt:
				top = max(top, walk(ir.Stmts(s.Body), held))
			case *ir.WhileStmt:
				top = max(top, walk(ir.Stmts(s.Body), held))
			case *ir.IfStmt:
				top = max(top, walk(ir.Stmts(s.Then), held))
				if s.Else != nil {
					top = max(top, walk(ir.Stmts(s.Else), held))
				}
			case *ir.ScopeStmt:
				top = max(top, walk(ir.Stmts(s.Body), held))
			}
		}
		return top
	}
	return walk(stmts, 0)
}

// autoPipeSetup is BuildAutomaticPipeSetup (:243-345): when the halves
// exchange tiles of known size and neither sets its pipe up by hand, a
// slot buffer of slotNum slots of the largest tile (either direction) per
// direction, reserved by its consumer (`<name>_v2c_slot_buffer` on AIC,
// `<name>_c2v_slot_buffer` on AIV) and imported by its producer, then each
// side's initialize_pipe with both consumer buffers (0 for a direction
// without traffic), the direction mask and the slot size and count.
func autoPipeSetup(name, aicName, aivName string, aic, aiv []ir.Stmt, slotNum int64, pos ir.Span) (aicPro, aivPro []ir.Stmt) {
	var am, vm pipeMeta
	collectPipeMeta(aic, &am)
	collectPipeMeta(aiv, &vm)
	c2v := pipeDir{ops: am.c2v.ops || vm.c2v.ops}
	v2c := pipeDir{ops: am.v2c.ops || vm.v2c.ops}
	if !c2v.ops && !v2c.ops || am.setup || vm.setup {
		return nil, nil
	}
	slot := int64(0)
	for _, d := range []struct{ a, b pipeDir }{{am.c2v, vm.c2v}, {am.v2c, vm.v2c}} {
		if !d.a.ops && !d.b.ops {
			continue
		}
		// A direction with traffic of no known size gives no setup
		// (GetCommonSlotSizeBytes, :126-140).
		if !d.a.sized && !d.b.sized {
			return nil, nil
		}
		for _, x := range []pipeDir{d.a, d.b} {
			if x.sized {
				slot = max(slot, x.slot)
			}
		}
	}
	mask := int64(0)
	if c2v.ops {
		mask |= 1
	}
	if v2c.ops {
		mask |= 2
	}
	i32 := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INT32, Pos: pos} }
	decl := func(op *ir.OpDef, varName string, kws []ir.Kwarg) (*ir.AssignStmt, *ir.Var) {
		c, err := op.Create(nil, kws, pos)
		if err != nil {
			c = &ir.Call{Op: op, Kwargs: kws, T: ir.Scalar(ir.INT32), Pos: pos}
		}
		v := &ir.Var{Name: varName, T: c.T, Pos: pos}
		return &ir.AssignStmt{Var: v, Value: c, Pos: pos}, v
	}
	var aicC2V, aicV2C, aivC2V, aivV2C ir.Expr = i32(0), i32(0), i32(0), i32(0)
	size := slot * slotNum
	if v2c.ops {
		buf := name + "_v2c_slot_buffer"
		st, v := decl(ir.SystemReserveBuffer, buf, []ir.Kwarg{{Key: "name", Value: buf}, {Key: "size", Value: size}, {Key: "base", Value: int64(-1)}})
		aicPro, aicV2C = append(aicPro, st), v
		st, v = decl(ir.SystemImportPeerBuffer, buf+"_import", []ir.Kwarg{{Key: "name", Value: buf}, {Key: "peer_func", Value: aicName}})
		aivPro, aivV2C = append(aivPro, st), v
	}
	if c2v.ops {
		buf := name + "_c2v_slot_buffer"
		st, v := decl(ir.SystemReserveBuffer, buf, []ir.Kwarg{{Key: "name", Value: buf}, {Key: "size", Value: size}, {Key: "base", Value: int64(-1)}})
		aivPro, aivC2V = append(aivPro, st), v
		st, v = decl(ir.SystemImportPeerBuffer, buf+"_import", []ir.Kwarg{{Key: "name", Value: buf}, {Key: "peer_func", Value: aivName}})
		aicPro, aicC2V = append(aicPro, st), v
	}
	initPipe := func(op *ir.OpDef, c2vBuf, v2cBuf ir.Expr) ir.Stmt {
		kws := []ir.Kwarg{{Key: "dir_mask", Value: mask}, {Key: "slot_size", Value: slot}, {Key: "slot_num", Value: slotNum}}
		c, err := op.Create([]ir.Expr{c2vBuf, v2cBuf}, kws, pos)
		if err != nil {
			c = &ir.Call{Op: op, Args: []ir.Expr{c2vBuf, v2cBuf}, Kwargs: kws, T: ir.Unknown(), Pos: pos}
		}
		return &ir.EvalStmt{Expr: c, Pos: pos}
	}
	aicPro = append(aicPro, initPipe(ir.SystemAicInitializePipe, aicC2V, aicV2C))
	aivPro = append(aivPro, initPipe(ir.SystemAivInitializePipe, aivC2V, aivV2C))
	return aicPro, aivPro
}

// prependPipeSetup is PrependPipeSetup / PrependPipeSetupKeepingSubblockIdx
// (expand_mixed_kernel_pass.cpp:219-234): the prologue goes first, after a
// leading tile.get_subblock_idx binding when keepSubblock.
func prependPipeSetup(pro, body []ir.Stmt, keepSubblock bool) []ir.Stmt {
	if len(pro) == 0 {
		return body
	}
	out := make([]ir.Stmt, 0, len(pro)+len(body))
	if keepSubblock && len(body) > 0 {
		if c := ir.StmtCall(body[0]); c != nil && c.Op == ir.TileGetSubblockIdx {
			if _, ok := body[0].(*ir.AssignStmt); ok {
				out = append(out, body[0])
				body = body[1:]
			}
		}
	}
	out = append(out, pro...)
	return append(out, body...)
}
