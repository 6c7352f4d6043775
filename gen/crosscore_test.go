package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// tensorRoots maps every tensor version of f (store and element-write
// results, iter args, loop and branch results) to what it was made from,
// so rootParam can follow a version back to its parameter.
func tensorRoots(f *ir.Function) map[*ir.Var]ir.Expr {
	from := map[*ir.Var]ir.Expr{}
	lastYield := func(s ir.Stmt) *ir.YieldStmt {
		if q, ok := s.(*ir.SeqStmts); ok && len(q.Stmts) > 0 {
			s = q.Stmts[len(q.Stmts)-1]
		}
		y, _ := s.(*ir.YieldStmt)
		return y
	}
	ir.WalkFunc(f, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.AssignStmt:
			if c, ok := s.Value.(*ir.Call); ok && c.Op != nil {
				switch c.Op.Name {
				case "tile.store":
					from[s.Var] = c.Args[2]
				case "tensor.write":
					from[s.Var] = c.Args[0]
				}
			}
		case *ir.ForStmt:
			for i, ia := range s.IterArgs {
				from[&ia.Var] = ia.Init
				if i < len(s.ReturnVars) {
					from[s.ReturnVars[i]] = ia
				}
			}
		case *ir.WhileStmt:
			for i, ia := range s.IterArgs {
				from[&ia.Var] = ia.Init
				if i < len(s.ReturnVars) {
					from[s.ReturnVars[i]] = ia
				}
			}
		case *ir.IfStmt:
			if y := lastYield(s.Then); y != nil {
				for i, v := range s.ReturnVars {
					if i < len(y.Values) {
						from[v] = y.Values[i]
					}
				}
			}
		}
		return true
	})
	return from
}

// vecLoad reports whether a load into space (MemNone: unplaced) may land
// on the vector side.
func vecLoad(space ir.MemorySpace) bool { return space == ir.MemNone || space == ir.Vec }

// rootParam follows a tensor version back to the parameter it updates.
func rootParam(e ir.Expr, from map[*ir.Var]ir.Expr) *ir.Var {
	for i := 0; i < 1000; i++ {
		v := ir.VarOf(e)
		if v == nil {
			return nil
		}
		next, ok := from[v]
		if !ok {
			return v
		}
		e = next
	}
	return nil
}

// TestNoCrossCoreGMHandoff: no tensor of a generated kernel is stored from
// both an accumulator and a vector tile, stored from a vector tile and
// loaded into a cube buffer (an explicit Mat / Left / Right load, or an
// unplaced one a cube-side op reads), or stored from an accumulator and
// loaded at all (the pipeline may store an accumulator from either core). Kernels with both kinds of stores and
// with stored and loaded tensors are generated.
func TestNoCrossCoreGMHandoff(t *testing.T) {
	type sides struct{ accStore, vecStore, cubeLoad, vecLoad bool }
	both, inout := 0, 0
	for _, c := range sampleKernels(12) {
		f := c.Prog.Funcs[0]
		from := tensorRoots(f)
		// The buffers cube-side ops read: an unplaced load lands on the
		// cube side only when one of them reads it or a view of it.
		view := map[*ir.Var]*ir.Var{}
		for v, e := range assigned(f) {
			if c, ok := e.(*ir.Call); ok && c.Op != nil && c.Op.Access == ir.AccessView && len(c.Args) > 0 {
				view[v] = ir.VarOf(c.Args[0])
			}
		}
		root := func(v *ir.Var) *ir.Var {
			for view[v] != nil {
				v = view[v]
			}
			return v
		}
		cubeRead := map[*ir.Var]bool{}
		for _, call := range opCalls(f) {
			if cubeSide(call) {
				for _, a := range call.Args {
					if v := ir.VarOf(a); v != nil {
						cubeRead[root(v)] = true
					}
				}
			}
		}
		loadOf := map[*ir.Call]*ir.Var{}
		for v, e := range assigned(f) {
			if c, ok := e.(*ir.Call); ok {
				loadOf[c] = v
			}
		}
		// A loop result typed Acc whose body yields a Vec tile is Vec
		// once InferTileMemorySpace gives the carry its yield's space
		// (tailcarry.go): its store is the vector core's.
		carriedVec := map[*ir.Var]bool{}
		ir.Walk(f.Body, func(n ir.Node) bool {
			if l, ok := n.(*ir.ForStmt); ok {
				if y := yieldOf(l.Body); y != nil {
					for i, rv := range l.ReturnVars {
						if i < len(y.Values) && isAcc(rv.T) && !isAcc(y.Values[i].Type()) {
							carriedVec[rv] = true
						}
					}
				}
			}
			_, isExpr := n.(ir.Expr)
			return !isExpr
		})
		got := map[*ir.Var]*sides{}
		at := func(e ir.Expr) *sides {
			p := rootParam(e, from)
			if got[p] == nil {
				got[p] = &sides{}
			}
			return got[p]
		}
		for _, call := range opCalls(f) {
			switch call.Op.Name {
			case "tile.load":
				space := ir.MemNone
				if v, ok := call.Kwarg("target_memory"); ok {
					space, _ = v.(ir.MemorySpace)
				}
				s := at(call.Args[0])
				cube := cubeLoad(space)
				if space == ir.MemNone {
					cube = cubeRead[loadOf[call]]
				}
				s.cubeLoad = s.cubeLoad || cube
				s.vecLoad = s.vecLoad || vecLoad(space)
			case "tile.store":
				s := at(call.Args[2])
				if isAcc(call.Args[0].Type()) && !carriedVec[ir.VarOf(call.Args[0])] {
					s.accStore = true
				} else {
					s.vecStore = true
				}
			}
		}
		acc, vec := false, false
		for p, s := range got {
			name := "?"
			if p != nil {
				name = p.Name
			}
			if s.accStore && s.vecStore || s.vecStore && s.cubeLoad || s.accStore && (s.vecLoad || s.cubeLoad) {
				t.Fatalf("%v: tensor %s crosses cores %+v:\n%s", c, name, *s, ir.Print(c.Prog))
			}
			acc, vec = acc || s.accStore, vec || s.vecStore
			if (s.accStore || s.vecStore) && (s.cubeLoad || s.vecLoad) {
				inout++
			}
		}
		if acc && vec {
			both++
		}
	}
	if both < 5 || inout < 5 {
		t.Fatalf("%d kernels store from both cores, %d tensors are loaded and stored", both, inout)
	}
	t.Logf("%d kernels store from both cores, %d tensors are loaded and stored", both, inout)
}
