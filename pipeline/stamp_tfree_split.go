package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// StampTfreeSplit copies each cross-core tpop's split (and pipe id) onto the
// tfree that releases its slot, so code generation reads them off the tfree
// itself (PyPTO's StampTfreeSplit, src/ir/transforms/stamp_tfree_split_pass.cpp;
// default position python/pypto/ir/pass_manager.py:201-205, right after
// SplitVectorKernel). Per function, in program order:
//
//   - `t = tile.tpop_from_aic(...)` / `tile.tpop_from_aiv(...)` records t's
//     split kwarg (0 when absent), its id kwarg when present and the op
//     (:50-58);
//   - `system.tfree_to_aic(t)` / `system.tfree_to_aiv(t)` whose first
//     argument is a variable is rebuilt with kwargs split=<the tpop's> and,
//     when the tpop or the tfree has one, id (:63-96). A tfree whose tile
//     no earlier tpop of the function defines, one whose tpop pops the
//     other direction (tfree_to_aic frees a tile.tpop_from_aic slot,
//     tfree_to_aiv a tile.tpop_from_aiv one) and one whose own id differs
//     from the tpop's (absent counts as 0) are errors with PyPTO's text
//     (:75-91).
//
// Its contract is PyPTO's kStampTfreeSplitProperties
// (include/pypto/ir/transforms/pass_properties.h:404): SplitIncoreOrch
// required, nothing produced or invalidated.
var StampTfreeSplit = &Pass{
	Name:     "StampTfreeSplit",
	Doc:      "copy each tpop's split and pipe id onto the tfree that releases its slot",
	Required: set(verifier.SplitIncoreOrch),
	Run:      runStampTfreeSplit,
}

// tpopPipeInfo is what a tpop tells its tfree (stamp_tfree_split_pass.cpp:37-41).
type tpopPipeInfo struct {
	split int64
	id    int64
	hasID bool
	op    *ir.OpDef
}

func runStampTfreeSplit(p *ir.Program, ctx *Context) (*ir.Program, error) {
	var err error
	var out *ir.Program
	for i, f := range p.Funcs {
		if f == nil || f.Body == nil || !hasTfree(f.Body) {
			continue
		}
		info := map[*ir.Var]tpopPipeInfo{}
		m := &ir.Mutator{Stmt: func(s ir.Stmt) ir.Stmt {
			if err != nil {
				return s
			}
			switch s := s.(type) {
			case *ir.AssignStmt:
				if c, ok := s.Value.(*ir.Call); ok && ir.IsCrossCorePop(c) {
					in := tpopPipeInfo{op: c.Op}
					if v, ok := c.Kwarg("split"); ok {
						in.split, _ = v.(int64)
					}
					if v, ok := c.Kwarg("id"); ok {
						in.id, _ = v.(int64)
						in.hasID = true
					}
					info[s.Var] = in
				}
			case *ir.EvalStmt:
				var n ir.Stmt
				n, err = stampTfree(s, info)
				return n
			}
			return s
		}}
		nf := m.Function(f)
		if err != nil {
			return nil, err
		}
		if nf != f {
			if out == nil {
				c := *p
				c.Funcs = append([]*ir.Function(nil), p.Funcs...)
				out = &c
			}
			out.Funcs[i] = nf
		}
	}
	if out == nil {
		return p, nil
	}
	return out, nil
}

// hasTfree reports whether a body holds a tfree call, so functions
// without one are passed over without a rewrite.
func hasTfree(body ir.Stmt) bool {
	found := false
	ir.Walk(body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op.Cross == ir.CrossTFree {
			found = true
		}
		return !found
	})
	return found
}

// stampTfree rebuilds one tfree statement (stamp_tfree_split_pass.cpp:63-96).
func stampTfree(s *ir.EvalStmt, info map[*ir.Var]tpopPipeInfo) (ir.Stmt, error) {
	c, ok := s.Expr.(*ir.Call)
	if !ok || c.Op == nil || c.Op.Cross != ir.CrossTFree || len(c.Args) == 0 {
		return s, nil
	}
	vl, ok := c.Args[0].(ir.VarLike)
	if !ok {
		return s, nil
	}
	in, ok := info[vl.VarRef()]
	if !ok {
		return nil, fmt.Errorf("%s: %s requires its tile argument to come from a matching tile.tpop_from_ai{c,v}, but no originating tpop was found", c.Pos, c.Op.Name)
	}
	want := ir.TileTpopFromAiv
	if c.Op == ir.SystemTfreeToAic {
		want = ir.TileTpopFromAic
	}
	if in.op != want {
		return nil, fmt.Errorf("%s: %s requires its tile argument to come from %s, got %s", c.Pos, c.Op.Name, want.Name, in.op.Name)
	}
	id, hasID := in.id, in.hasID
	if v, ok := c.Kwarg("id"); ok {
		own, _ := v.(int64)
		if own != in.id {
			return nil, fmt.Errorf("%s: %s pipe id %d does not match originating %s pipe id %d", c.Pos, c.Op.Name, own, in.op.Name, in.id)
		}
		id, hasID = own, true
	}
	kws := []ir.Kwarg{{Key: "split", Value: in.split}}
	if hasID {
		kws = append(kws, ir.Kwarg{Key: "id", Value: id})
	}
	if sameKwargs(c.Kwargs, kws) {
		return s, nil
	}
	nc, err := c.Op.Create(c.Args, kws, c.Pos)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", c.Pos, err)
	}
	return &ir.EvalStmt{Expr: nc, Pos: s.Pos}, nil
}

// sameKwargs reports whether two kwarg lists hold the same keys and values
// in the same order.
func sameKwargs(a, b []ir.Kwarg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Key != b[i].Key || a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}
