package pto

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// The cross-core pipe on the model's side. PyPTO's pipeline inserts the
// pipe's setup (system.reserve_buffer, import_peer_buffer,
// aic/aiv_initialize_pipe) and a tfree after each pop's last use, which
// codegen then writes (pto_ops_crosscore.cpp:375-630); the model's
// ExpandMixedKernel does the same, and the emitter writes those ops as
// codegen does (emitPipeBuffer, emitInitPipe, emitTfree). For a pair of
// functions without them (hand-written kernels that set nothing up), it
// derives them as sim/ascend's lowering does: two slots (lowerSlots) of the
// largest tile popped in either direction, the consumer's slot buffer past
// the highest allocation of the popped tiles' memory in the consuming
// function, a tfree after each pop's last use.

// explicitPipe reports whether f sets a pipe up or frees a popped slot
// itself (an initialize_pipe or a tfree anywhere in its body).
func explicitPipe(f *ir.Function) bool {
	found := false
	if f != nil && f.Body != nil {
		ir.Walk(f.Body, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && c.Op != nil && (c.Op.Cross == ir.CrossInitPipe || c.Op.Cross == ir.CrossTFree) {
				found = true
			}
			return !found
		})
	}
	return found
}

// emitPipeBuffer: %b = pto.reserve_buffer {name = "N", size = S, location
// = #pto.address_space<mat|vec>, auto = false, base = B} -> i32 (the base
// AllocateMemoryAddr resolved) and %b = pto.import_reserved_buffer {name =
// "N", peer_func = @F} -> i32 (pto_ops_crosscore.cpp:564-630).
func emitPipeBuffer(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	str := func(k string) string {
		x, _ := c.Kwarg(k)
		s, _ := x.(string)
		return s
	}
	num := func(k string) int64 {
		x, ok := c.Kwarg(k)
		if !ok {
			return -1
		}
		n, _ := x.(int64)
		return n
	}
	name := str("name")
	hint := name
	if v != nil {
		hint = v.Name
	}
	e.pos = c.Pos
	if c.Op == ir.SystemImportPeerBuffer {
		if v == nil {
			hint = name + "_import"
		}
		n := e.named(hint)
		e.line("%s = pto.import_reserved_buffer {name = %q, peer_func = @%s} -> i32", n, name, str("peer_func"))
		return n, nil
	}
	base := num("base")
	if base < 0 {
		return "", e.errf(c.Pos, "reserve_buffer requires AllocateMemoryAddr to resolve 'base' before PTO emission, got %d", base)
	}
	loc := "undefined"
	switch e.f.Kind {
	case ir.AIC:
		loc = "mat"
	case ir.AIV:
		loc = "vec"
	}
	n := e.named(hint)
	e.line("%s = pto.reserve_buffer {name = %q, size = %d, location = #pto.address_space<%s>, auto = false, base = %d} -> i32",
		n, name, num("size"), loc, base)
	return n, nil
}

// emitInitPipe: pto.aic/aiv_initialize_pipe {[id = I, ]dir_mask = D,
// slot_size = S[, slot_num = N][, local_slot_num = L]} (c2v_consumer_buf =
// %a : i32, v2c_consumer_buf = %b : i32) (pto_ops_crosscore.cpp:189-210,
// :432-455; the Ascend910B GM slot buffer operand is not written).
func emitInitPipe(e *funcEmitter, c *ir.Call) (string, error) {
	if len(c.Args) != 2 {
		return "", e.errf(c.Pos, "%s requires 2 arguments (c2v_consumer_buf, v2c_consumer_buf), got %d", c.Op.Name, len(c.Args))
	}
	var bufs [2]string
	for i, a := range c.Args {
		if k, ok := a.(*ir.ConstInt); ok {
			bufs[i] = e.constant(k.Value, "i32")
			continue
		}
		n, err := e.scalar(a)
		if err != nil {
			return "", err
		}
		bufs[i] = n
	}
	attrs := ""
	for _, k := range []string{"id", "dir_mask", "slot_size", "slot_num", "local_slot_num"} {
		if x, ok := c.Kwarg(k); ok {
			if attrs != "" {
				attrs += ", "
			}
			attrs += fmt.Sprintf("%s = %v", k, x)
		}
	}
	side := "aiv"
	if c.Op == ir.SystemAicInitializePipe {
		side = "aic"
	}
	e.pos = c.Pos
	e.line("pto.%s_initialize_pipe {%s} (c2v_consumer_buf = %s : i32, v2c_consumer_buf = %s : i32)", side, attrs, bufs[0], bufs[1])
	return "", nil
}

// emitTfree: pto.tfree_from_aic / _from_aiv {[id = I, ]split = N}
// (MakeTfreeCodegenPTO, pto_ops_crosscore.cpp:381-398).
func emitTfree(e *funcEmitter, c *ir.Call) (string, error) {
	op := "pto.tfree_from_aiv"
	if c.Op == ir.SystemTfreeToAic {
		op = "pto.tfree_from_aic"
	}
	id := ""
	if x, ok := c.Kwarg("id"); ok {
		id = fmt.Sprintf("id = %v, ", x)
	}
	e.pos = c.Pos
	e.line("%s {%ssplit = %d}", op, id, splitKw(c))
	return "", nil
}

// pipeSlots is the slot count the emitter gives every pipe.
const pipeSlots = 2

// pipePlan is the pipe of each AIC/AIV pair of the program.
type pipePlan struct {
	byFunc map[string]*pipe
}

// pipe joins one AIC function and one AIV function.
type pipe struct {
	aic, aiv string
	group    string
	slotSize int64
	// bufs: the consumer buffer of each direction (c2v: popped on the
	// AIV, v2c: on the AIC); nil when the direction carries nothing.
	c2v, v2c *slotBuf
}

type slotBuf struct {
	name  string
	space ir.MemorySpace
	base  int64
}

func (p *pipe) dirMask() int {
	m := 0
	if p.c2v != nil {
		m |= 1
	}
	if p.v2c != nil {
		m |= 2
	}
	return m
}

// planPipes pairs the AIC and AIV functions each Group function calls.
func planPipes(p *ir.Program) *pipePlan {
	plan := &pipePlan{byFunc: map[string]*pipe{}}
	for _, g := range p.Funcs {
		if g == nil || g.Kind != ir.Group {
			continue
		}
		pp := &pipe{group: g.Name}
		ir.Walk(g.Body, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && c.Op == nil {
				if f := p.Func(c.Callee); f != nil {
					switch f.Kind {
					case ir.AIC:
						pp.aic = f.Name
					case ir.AIV:
						pp.aiv = f.Name
					}
				}
			}
			return true
		})
		if pp.aic == "" || pp.aiv == "" || explicitPipe(p.Func(pp.aic)) || explicitPipe(p.Func(pp.aiv)) {
			continue
		}
		for _, side := range []*ir.Function{p.Func(pp.aic), p.Func(pp.aiv)} {
			var space ir.MemorySpace
			popped := false
			top := int64(0)
			ir.Walk(side.Body, func(n ir.Node) bool {
				s, ok := n.(*ir.AssignStmt)
				if !ok {
					return true
				}
				t, ok := s.Var.T.(*ir.TileType)
				if !ok {
					return true
				}
				if c, ok := s.Value.(*ir.Call); ok && ir.IsCrossCorePop(c) {
					popped, space = true, t.Space
					pp.slotSize = max(pp.slotSize, footprint(t))
				}
				return true
			})
			if !popped {
				continue
			}
			ir.Walk(side.Body, func(n ir.Node) bool {
				if s, ok := n.(*ir.AssignStmt); ok {
					if t, ok := s.Var.T.(*ir.TileType); ok && t.Space == space && t.MemRef != nil {
						if a, ok := ir.ConstValue(t.MemRef.Offset); ok {
							top = max(top, a+t.MemRef.Size)
						}
					}
				}
				return true
			})
			top = (top + 31) / 32 * 32
			if side.Kind == ir.AIV {
				pp.c2v = &slotBuf{name: g.Name + "_c2v_slot_buffer", space: space, base: top}
			} else {
				pp.v2c = &slotBuf{name: g.Name + "_v2c_slot_buffer", space: space, base: top}
			}
		}
		if pp.dirMask() != 0 {
			plan.byFunc[pp.aic], plan.byFunc[pp.aiv] = pp, pp
		}
	}
	return plan
}

// footprint is the bytes a tile occupies.
func footprint(t *ir.TileType) int64 {
	rows, cols, err := tileDims(t.Shape)
	if err != nil {
		return 0
	}
	return rows * cols * int64(t.DType.Bytes())
}

// pipeSetup writes the function's side of its pipe: the slot buffer it
// consumes from (reserve_buffer), the one its peer consumes from
// (import_reserved_buffer), and the initialization (pto_ops_crosscore.cpp
// :432-600).
func (e *funcEmitter) pipeSetup() {
	pp := e.pipes.byFunc[e.f.Name]
	if pp == nil {
		return
	}
	aic := e.f.Kind == ir.AIC
	own, peer := pp.c2v, pp.v2c
	peerFn := pp.aic
	if aic {
		own, peer = pp.v2c, pp.c2v
		peerFn = pp.aiv
	}
	bufs := map[*slotBuf]string{}
	if own != nil {
		n := e.named(own.name)
		e.line("%s = pto.reserve_buffer {name = %q, size = %d, location = #pto.address_space<%s>, auto = false, base = %d} -> i32",
			n, own.name, pp.slotSize*pipeSlots, spaceName(own.space), own.base)
		bufs[own] = n
	}
	if peer != nil {
		n := e.named(peer.name + "_import")
		e.line("%s = pto.import_reserved_buffer {name = %q, peer_func = @%s} -> i32", n, peer.name, peerFn)
		bufs[peer] = n
	}
	arg := func(b *slotBuf) string {
		if n, ok := bufs[b]; ok && b != nil {
			return n
		}
		return e.constant(0, "i32")
	}
	side := "aiv"
	if aic {
		side = "aic"
	}
	e.line("pto.%s_initialize_pipe {dir_mask = %d, slot_size = %d, slot_num = %d} (c2v_consumer_buf = %s : i32, v2c_consumer_buf = %s : i32)",
		side, pp.dirMask(), pp.slotSize, pipeSlots, arg(pp.c2v), arg(pp.v2c))
}

func splitKw(c *ir.Call) int64 {
	if v, ok := c.Kwarg("split"); ok {
		if n, ok := v.(int64); ok {
			return n
		}
	}
	return 0
}

// emitPush: pto.tpush_to_aic / _to_aiv(%t : T) {split = N}
// (pto_ops_crosscore.cpp:470-510).
func emitPush(e *funcEmitter, c *ir.Call, _ *ir.Var) (string, error) {
	if len(c.Args) < 1 {
		return "", e.errf(c.Pos, "%s without a tile", c.Op.Name)
	}
	n, t, err := e.operand(c.Args[0], c.Pos)
	if err != nil {
		return "", err
	}
	e.pos = c.Pos
	e.line("%s(%s : %s) {split = %d}", c.Op.PTO, n, t, splitKw(c))
	return "", nil
}

// emitPop: %t = pto.tpop_from_aic(%vr, %vc) {split = N} -> T on the
// vector side, %t = pto.tpop_from_aiv {split = N} -> T on the cube side
// (pto_ops_crosscore.cpp:512-546): the tile is a slot of the consumer's
// buffer, with no alloc_tile.
func emitPop(e *funcEmitter, c *ir.Call, v *ir.Var) (string, error) {
	if v == nil {
		return "", e.errf(c.Pos, "%s without a result", c.Op.Name)
	}
	t, ok := v.T.(*ir.TileType)
	if !ok {
		return "", e.errf(c.Pos, "%s of a non-tile", c.Op.Name)
	}
	ty, err := tileBufType(t, "?", "?")
	if err != nil {
		return "", e.errf(c.Pos, "%v", err)
	}
	e.pos = c.Pos
	valid := ""
	if c.Op.C2V {
		vr, vc, err := e.validOperands(t, c.Pos)
		if err != nil {
			return "", err
		}
		valid = "(" + vr + ", " + vc + ")"
	}
	n := e.named(v.Name)
	e.line("%s = %s%s {split = %d} -> %s", n, c.Op.PTO, valid, splitKw(c), ty)
	e.types[n] = ty
	return n, nil
}

// free writes the tfree of a pop.
func (e *funcEmitter) free(pop *ir.Call) {
	op := "pto.tfree_from_aiv"
	if pop.Op.C2V {
		op = "pto.tfree_from_aic"
	}
	e.line("%s {split = %d}", op, splitKw(pop))
}

// planFrees places each pop's tfree after the last statement of the
// block that uses the popped tile or a view of it, and not before the
// tfree of an earlier pop: a tfree releases the oldest slot held
// (01-tpush_tpop.md "Pop Protocol").
func (e *funcEmitter) planFrees(stmts []ir.Stmt) map[ir.Stmt][]*ir.Call {
	var out map[ir.Stmt][]*ir.Call
	prev := -1 // where the previous pop's tfree goes
	for i, s := range stmts {
		as, ok := s.(*ir.AssignStmt)
		if !ok {
			continue
		}
		c, ok := as.Value.(*ir.Call)
		if !ok || !ir.IsCrossCorePop(c) {
			continue
		}
		alias := map[*ir.Var]bool{as.Var: true}
		last := i
		for j, t := range stmts[i+1:] {
			if uses(t, alias) {
				last = i + 1 + j
			}
			if a, ok := t.(*ir.AssignStmt); ok {
				if vc, ok := a.Value.(*ir.Call); ok && vc.Op != nil && vc.Op.Access == ir.AccessView && len(vc.Args) > 0 {
					if v, ok := vc.Args[0].(*ir.Var); ok && alias[v] {
						alias[a.Var] = true
					}
				}
				if v, ok := a.Value.(*ir.Var); ok && alias[v] {
					alias[a.Var] = true
				}
			}
		}
		last = max(last, prev)
		prev = last
		if out == nil {
			out = map[ir.Stmt][]*ir.Call{}
		}
		out[stmts[last]] = append(out[stmts[last]], c)
	}
	return out
}

// uses reports whether s reads one of vars.
func uses(s ir.Stmt, vars map[*ir.Var]bool) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		if v, ok := n.(*ir.Var); ok && vars[v] {
			found = true
		}
		return !found
	})
	return found
}
