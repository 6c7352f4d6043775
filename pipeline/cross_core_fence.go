package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Cross-core GM fences, a step of ExpandMixedKernel run on each mixed
// function before it is split (irfuzz finding RF-A1; the released PyPTO
// behaviour stays as FaultCrossCoreStoreUnfenced).
//
// Once split, the cube core (AIC) and the vector core (AIV) run
// independently: the only ordering between them is a tpush / tpop pair
// (the simulator models no other cross-core flag, and syncall not at all).
// So a GM tensor accessed on both cores, at least one access a write, would
// race: cube store -> vector store / load, vector store -> cube store /
// load, and the WARs vector load -> cube store, cube load -> vector store
// (the windows overlap, or are not constant). For every such first access
// X the step inserts a fence:
//
//   - a token boundary move to the other core's side (`tile.move(acc, Vec)`
//     on the cube core, `tile.move(v, Mat)` on the vector core), which the
//     split lowers into a push on X's core and a pop on the other. The
//     token is the tile a store stored: its push runs on the store's own
//     pipe (FIX for an accumulator, MTE3 for a Vec tile:
//     backend.TransferPipe), which executes in order, so it leaves after X
//     has written GM. For a vector load it is the loaded tile; for a cube
//     load (a Mat tile, which pto-isa's TPUSH cannot send from the cube
//     core) the first accumulator computed from what it loaded later in its
//     statement list, and the fence follows that statement. Either push
//     reads a tile that exists only after X read GM, so InsertSync orders
//     it after X. The pop hands that knowledge to the other core;
//   - when a later access on the other core runs on a pipe other than the
//     pop's (a store: FIX or MTE3; the pop lands through MTE2, like a
//     load), a set_flag / wait_flag pair from the pop's pipe to that pipe,
//     pinned to the consumer core (InsertSync leaves sync ops of its input
//     alone and avoids their event ids).
//
// The fence sits in X's own statement list, so it runs exactly as often as
// X: the other core enters the loops and branches holding X to pop, and an
// access of the next iteration (a dependency around a loop's back edge)
// comes after the pop as well. Accesses are traced to the kernel parameter
// they version (fenceOrigins: through store write-backs, aliases, loop
// carries and if results both branches agree on; a tensor.create'd GM
// tensor is not traced, nor an if result whose branches yield versions of
// different tensors).
// The writes fenced are tile.store's (the registry lets them store only an
// accumulator, which lives on the cube core, or a Vec tile, on the vector
// core, so the stored tile is always pushable; a store that somehow is not
// is an error naming it, never a silent race); two atomic-add stores
// commute and are not ordered. Not fenced, and left to the kernel author
// as in PyPTO: a cube load whose tile feeds no accumulator later in its
// statement list, and a vector write between a cube load and that
// accumulator (the cube core has nothing to push that proves the load
// done); GM writers other than tile.store (tensor.write), which the
// simulator does not execute.
const fenceEvent = 0

type gmAccess struct {
	st    ir.Stmt
	call  *ir.Call
	order int
	side  ir.Affinity
	root  *ir.Var
	write bool
	box   [][2]int64
	pipe  ir.PipeType
	loops []ir.Stmt
	// at is the statement the fence follows (st, or for a cube load the
	// first later accumulator computed from what it loaded), atOrder its
	// position in program order.
	at      ir.Stmt
	atOrder int
	stored  ir.Expr // the token to push: the tile a store writes, or a vector load reads into
}

// crossCoreFence returns fn with a fence after every GM write another core
// accesses later, and the fence statements pinned to one core.
func crossCoreFence(fn *ir.Function, ctx *Context) (*ir.Function, map[ir.Stmt]ir.Affinity, error) {
	if ctx.Fault(FaultCrossCoreStoreUnfenced) || fn.Body == nil {
		return fn, nil, nil
	}
	origin := (&mixedSplit{fn: fn}).fenceOrigins()
	var accs []*gmAccess
	var walk func(ss []ir.Stmt, loops []ir.Stmt)
	n := 0
	walk = func(ss []ir.Stmt, loops []ir.Stmt) {
		for i, st := range ss {
			switch s := st.(type) {
			case *ir.ForStmt:
				walk(ir.Stmts(s.Body), append(append([]ir.Stmt(nil), loops...), s))
			case *ir.WhileStmt:
				walk(ir.Stmts(s.Body), append(append([]ir.Stmt(nil), loops...), s))
			case *ir.IfStmt:
				walk(ir.Stmts(s.Then), loops)
				walk(ir.Stmts(s.Else), loops)
			case *ir.ScopeStmt:
				walk(ir.Stmts(s.Body), loops)
			case *ir.SeqStmts:
				walk(s.Stmts, loops)
			default:
				for _, g := range gmAccesses(st, origin, loops, n) {
					if g.side == ir.Cube && !g.write && g.call.Op == ir.TileLoad {
						g.at, g.stored, g.atOrder = accumulatorAfter(st, ss[i+1:], n)
					}
					accs = append(accs, g)
				}
				n++
			}
		}
	}
	walk(ir.Stmts(fn.Body), nil)

	// consumers[x] lists the pipes of the other core's accesses after x
	// that conflict with it.
	consumers := map[ir.Stmt][]ir.PipeType{}
	writes := map[ir.Stmt]*gmAccess{}
	for _, x := range accs {
		if x.stored == nil || (x.side != ir.Cube && x.side != ir.Vector) {
			continue
		}
		for _, y := range accs {
			if y.side == x.side || (y.side != ir.Cube && y.side != ir.Vector) || y.root != x.root || !(x.write || y.write) ||
				!boxesOverlap(x.box, y.box) || !(y.order > x.atOrder || shareLoop(x.loops, y.loops)) ||
				(y.write && atomicStore(x.call) && atomicStore(y.call)) {
				continue
			}
			if writes[x.at] == nil {
				writes[x.at] = x
			}
			if !hasPipe(consumers[x.at], y.pipe) {
				consumers[x.at] = append(consumers[x.at], y.pipe)
			}
		}
	}
	if len(writes) == 0 {
		return fn, nil, nil
	}
	pins := map[ir.Stmt]ir.Affinity{}
	var ferr error
	var rebuild func(s ir.Stmt) ir.Stmt
	rebuild = func(s ir.Stmt) ir.Stmt {
		if s == nil {
			return nil
		}
		var out []ir.Stmt
		for _, st := range ir.Stmts(s) {
			switch t := st.(type) {
			case *ir.ForStmt:
				n := *t
				n.Body = rebuild(t.Body)
				st = &n
			case *ir.WhileStmt:
				n := *t
				n.Body = rebuild(t.Body)
				st = &n
			case *ir.IfStmt:
				n := *t
				n.Then, n.Else = rebuild(t.Then), rebuild(t.Else)
				st = &n
			case *ir.ScopeStmt:
				n := *t
				n.Body = rebuild(t.Body)
				st = &n
			}
			out = append(out, st)
			if x := writes[st]; x != nil {
				fs, err := fenceStmts(x, consumers[st], pins)
				if err != nil && ferr == nil {
					ferr = err
				}
				out = append(out, fs...)
			}
		}
		return ir.Seq(ir.StmtSpan(s), out...)
	}
	body := rebuild(fn.Body)
	if ferr != nil {
		return nil, nil, ferr
	}
	nf := *fn
	nf.Body = body
	return &nf, pins, nil
}

// gmAccesses are the GM tensor accesses of one leaf statement.
func gmAccesses(st ir.Stmt, origin map[*ir.Var]*ir.Var, loops []ir.Stmt, order int) []*gmAccess {
	c := ir.StmtCall(st)
	if c == nil || c.Op == nil || c.Op.Access != ir.AccessFunctional {
		return nil
	}
	side, err := callAffinity(c)
	if err != nil {
		return nil
	}
	written := map[int]bool{}
	for _, w := range c.Op.Writes {
		written[w] = true
	}
	if c.Op.ReusesInput >= 0 {
		written[c.Op.ReusesInput] = true
	}
	var out []*gmAccess
	for i, a := range c.Args {
		if _, ok := a.Type().(*ir.TensorType); !ok {
			continue
		}
		v := ir.VarOf(a)
		if v == nil || origin[v] == nil {
			continue
		}
		g := &gmAccess{st: st, call: c, order: order, side: side, root: origin[v], write: written[i], box: gmWindow(c), loops: loops, at: st, atOrder: order}
		g.pipe = gmPipe(c, st)
		switch {
		case g.write && c.Op == ir.TileStore:
			g.stored = c.Args[0]
		case !g.write && c.Op == ir.TileLoad && side == ir.Vector:
			if a, ok := st.(*ir.AssignStmt); ok {
				g.stored = a.Var
			}
		}
		out = append(out, g)
	}
	return out
}

// gmPipe is the pipe a GM access runs on: a store's source space to DDR, a
// load's DDR to its destination.
func gmPipe(c *ir.Call, st ir.Stmt) ir.PipeType {
	space := func(e ir.Expr) ir.MemorySpace {
		if tt, ok := e.Type().(*ir.TileType); ok {
			return tt.Space
		}
		return ir.MemNone
	}
	if c.Op == ir.TileStore && len(c.Args) > 0 {
		return backend.TransferPipe(space(c.Args[0]), ir.DDR)
	}
	if a, ok := st.(*ir.AssignStmt); ok {
		if tt, ok := a.Var.T.(*ir.TileType); ok {
			return backend.TransferPipe(ir.DDR, tt.Space)
		}
	}
	if c.Op.Pipe != ir.PipeBySpace {
		return c.Op.Pipe
	}
	return ir.PipeNone
}

// atomicStore reports whether c is an atomic-add store (two of them commute,
// so they need no order between them).
func atomicStore(c *ir.Call) bool {
	v, ok := c.Kwarg("atomic")
	return ok && c.Op == ir.TileStore && v == ir.AtomicAdd
}

// accumulatorAfter finds, for a cube load st, the first later statement of
// its list that computes an accumulator from what st loaded (through the
// moves to Left / Right and the matmul that read it): that statement runs
// only after the load has read GM, and a push of its accumulator on FIX
// (ordered after the statement by InsertSync, the push reading it) can
// carry that to the vector core. It returns no statement when there is
// none: a load into Mat has nothing the cube core can push (pto-isa's TPUSH
// sends only an accumulator from it).
func accumulatorAfter(st ir.Stmt, rest []ir.Stmt, order int) (ir.Stmt, ir.Expr, int) {
	a, ok := st.(*ir.AssignStmt)
	if !ok {
		return nil, nil, order
	}
	dep := map[*ir.Var]bool{a.Var: true}
	for k, s := range rest {
		as, ok := s.(*ir.AssignStmt)
		if !ok {
			continue
		}
		reads := false
		ir.Walk(as.Value, func(n ir.Node) bool {
			if v, ok := n.(ir.VarLike); ok && dep[v.VarRef()] {
				reads = true
			}
			return !reads
		})
		if !reads {
			continue
		}
		dep[as.Var] = true
		if tt, ok := as.Var.T.(*ir.TileType); ok && tt.Space == ir.Acc {
			return as, as.Var, order + 1 + leafCount(rest[:k])
		}
	}
	return nil, nil, order
}

// leafCount is the number of leaf statements in ss (the program-order
// positions they take).
func leafCount(ss []ir.Stmt) int {
	n := 0
	for _, st := range ss {
		switch s := st.(type) {
		case *ir.ForStmt:
			n += leafCount(ir.Stmts(s.Body))
		case *ir.WhileStmt:
			n += leafCount(ir.Stmts(s.Body))
		case *ir.IfStmt:
			n += leafCount(ir.Stmts(s.Then)) + leafCount(ir.Stmts(s.Else))
		case *ir.ScopeStmt:
			n += leafCount(ir.Stmts(s.Body))
		case *ir.SeqStmts:
			n += leafCount(s.Stmts)
		default:
			n++
		}
	}
	return n
}

func shareLoop(a, b []ir.Stmt) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

func hasPipe(ps []ir.PipeType, p ir.PipeType) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// fenceStmts builds the fence after write x: the token boundary move and the
// consumer core's flags from the pop's pipe to each consumer pipe.
func fenceStmts(x *gmAccess, consumerPipes []ir.PipeType, pins map[ir.Stmt]ir.Affinity) ([]ir.Stmt, error) {
	pos := x.call.Pos
	tt, _ := typeOfTile(x.stored)
	var kws []ir.Kwarg
	consumer := ir.Vector
	switch {
	case x.side == ir.Cube && tt != nil && tt.Space == ir.Acc:
		kws = []ir.Kwarg{{Key: "target_memory", Value: ir.Vec}, {Key: "blayout", Value: ir.RowMajor}, {Key: "slayout", Value: ir.NoneBox}}
	case x.side == ir.Vector && tt != nil && tt.Space == ir.Vec:
		kws = []ir.Kwarg{{Key: "target_memory", Value: ir.Mat}}
		consumer = ir.Cube
	default:
		return nil, fmt.Errorf("%s: ExpandMixedKernel cannot fence %s: the other core accesses the GM tensor it writes afterwards, and only an accumulator (cube core) or a Vec tile (vector core) can be pushed as the token ordering them", pos, ir.PrintExpr(x.call))
	}
	mv, err := ir.TileMove.Create([]ir.Expr{x.stored}, kws, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ExpandMixedKernel: fencing %s: %v", pos, ir.PrintExpr(x.call), err)
	}
	name := "fence"
	if v := ir.VarOf(x.stored); v != nil {
		name = v.Name + "_fence"
	}
	out := []ir.Stmt{&ir.AssignStmt{Var: &ir.Var{Name: name, T: mv.T, Pos: pos}, Value: mv, Pos: pos}}
	popPipe := backend.TransferPipe(ir.DDR, mv.T.(*ir.TileType).Space)
	for _, p := range consumerPipes {
		if p == popPipe || p == ir.PipeNone {
			continue
		}
		if !ir.IsHardEvent(popPipe, p) {
			bar, err := ir.SystemBarAll.Create(nil, nil, pos)
			if err != nil {
				return nil, err
			}
			s := &ir.EvalStmt{Expr: bar, Pos: pos}
			pins[s] = consumer
			out = append(out, s)
			continue
		}
		for _, op := range []*ir.OpDef{ir.SystemSyncSrc, ir.SystemSyncDst} {
			c, err := op.Create(nil, []ir.Kwarg{{Key: "set_pipe", Value: popPipe}, {Key: "wait_pipe", Value: p}, {Key: "event_id", Value: int64(fenceEvent)}}, pos)
			if err != nil {
				return nil, fmt.Errorf("%s: ExpandMixedKernel: fencing %s: %v", pos, ir.PrintExpr(x.call), err)
			}
			s := &ir.EvalStmt{Expr: c, Pos: pos}
			pins[s] = consumer
			out = append(out, s)
		}
	}
	return out, nil
}

func typeOfTile(e ir.Expr) (*ir.TileType, bool) {
	if e == nil {
		return nil, false
	}
	tt, ok := e.Type().(*ir.TileType)
	return tt, ok
}

// analyzeFenced fences the function's cross-core GM hand-offs
// (crossCoreFence), then classifies it (analyzeFunction), pinning each
// fence flag to the core that waits on it.
func (e *mixedSplit) analyzeFenced() (ir.Affinity, error) {
	fn, pins, err := crossCoreFence(e.fn, e.ctx)
	if err != nil {
		return ir.Shared, err
	}
	e.fn = fn
	a, err := e.analyzeFunction()
	for s, side := range pins {
		e.pinned[s] = side
	}
	return a, err
}
