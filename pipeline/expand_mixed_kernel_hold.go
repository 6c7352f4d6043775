package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// holdPoppedAcrossLoops copies out, on the vector core, each popped tile
// that stays live across a loop or a branch popping again from the same
// pipe (a pop nested in a statement of its list, which finalizeTfrees
// frees inside that statement, before the held tile's tfree): right
// after the pop a tile.move into the pop's own space (Vec) takes a copy,
// and every later reader reads the copy, so the popped tile's last use is
// the move and finalizeTfrees frees its slot there.
//
// Departure. A pipe is a ring of slot_num slots and a tfree releases the
// oldest slot held (pto-isa a5 TFree.hpp:22-28), so a tile held while a
// loop or a branch pops and frees on the same pipe gets its slot handed
// back by that body's first tfree, and the producer's next push
// overwrites it; no ring depth is enough for a loop, and a branch's pops
// are freed in the branch (tpop_tfree_finalizer.cpp:387-395 places a
// tfree in the statement list of its pop). The pinned finalizer keeps the tile in its
// slot (tpop_tfree_finalizer.cpp:320-400; docs/findings.md,
// tfree-of-outer-pop-inside-loop.py). FaultTfreeLastUse restores it.
//
// The cube core's pops land in Mat, which no move copies into Mat, so
// its pops stay held (docs/pypto-version.md).
func holdPoppedAcrossLoops(stmts []ir.Stmt, aic bool) []ir.Stmt {
	if aic {
		return stmts
	}
	out := make([]ir.Stmt, len(stmts))
	for i, s := range stmts {
		out[i] = holdNested(s)
	}
	chains, order := scanTfreeChains(out, tfreeOp(false))
	// Latest pop first, so an insertion leaves the earlier pops' indices
	// valid; an earlier pop's last reader after an insertion moved by one.
	var inserted []int // where copies went, in the scan's numbering
	for k := len(order) - 1; k >= 0; k-- {
		ch := chains[order[k]]
		last := ch.last
		for _, at := range inserted {
			if at <= ch.last {
				last++
			}
		}
		if ch.v == nil || !poppingBodyIn(out[ch.pop+1:last+1]) {
			continue
		}
		t, ok := ch.v.T.(*ir.TileType)
		if !ok || t.Space != ir.Vec {
			continue
		}
		mv, err := ir.TileMove.Create([]ir.Expr{ch.v}, []ir.Kwarg{{Key: "target_memory", Value: t.Space}}, ch.pos)
		if err != nil {
			continue
		}
		held := &ir.Var{Name: ch.v.Name + "_held", T: mv.T, Pos: ch.pos}
		m := &ir.Mutator{}
		m.Subst(ch.v, held)
		rest := make([]ir.Stmt, 0, len(out)-ch.pop)
		for _, s := range out[ch.pop+1:] {
			if c := ir.StmtCall(s); c != nil && c.Op != nil && c.Op.Cross == ir.CrossTFree {
				rest = append(rest, s) // a hand-written free of the pop stays the pop's
				continue
			}
			rest = append(rest, m.StmtTree(s))
		}
		next := append(out[:ch.pop+1:ch.pop+1], &ir.AssignStmt{Var: held, Value: mv, Pos: ch.pos})
		out = append(next, rest...)
		inserted = append(inserted, ch.pop+1)
	}
	return out
}

// holdNested applies holdPoppedAcrossLoops to the bodies of a loop or a
// branch (a scope is not entered, as finalizeTfrees enters none).
func holdNested(s ir.Stmt) ir.Stmt {
	if _, ok := s.(*ir.ScopeStmt); ok {
		return s
	}
	return ir.MapBodies(s, func(b []ir.Stmt) []ir.Stmt { return holdPoppedAcrossLoops(b, false) })
}

// poppingBodyIn reports whether a statement of the list is, or holds, a
// loop or an if whose body pops.
func poppingBodyIn(stmts []ir.Stmt) bool {
	found := false
	pops := func(body ir.Stmt) {
		if body == nil {
			return
		}
		ir.Walk(body, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && ir.IsCrossCorePop(c) {
				found = true
			}
			return !found
		})
	}
	for _, s := range stmts {
		ir.Walk(s, func(n ir.Node) bool {
			if found {
				return false
			}
			switch l := n.(type) {
			case *ir.ForStmt:
				pops(l.Body)
			case *ir.WhileStmt:
				pops(l.Body)
			case *ir.IfStmt:
				pops(l.Then)
				pops(l.Else)
			default:
				return true
			}
			return false
		})
		if found {
			return true
		}
	}
	return false
}
