package gen

import "github.com/irfuzz/irfuzz/ir"

// Statements counts the statements of a program that do work: assignments,
// evaluations, loops, branches, break and continue (not returns, yields or
// the statement lists around them), over every function.
func Statements(p *ir.Program) int {
	if p == nil {
		return 0
	}
	n := 0
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(x ir.Node) bool {
			switch x.(type) {
			case *ir.AssignStmt, *ir.EvalStmt, *ir.ForStmt, *ir.WhileStmt, *ir.IfStmt, *ir.BreakStmt, *ir.ContinueStmt, *ir.ScopeStmt:
				n++
			}
			return true
		})
	}
	return n
}

// Constructs are the kernel shapes of issue 6 item 3 that Coverage counts.
var Constructs = []string{
	"function.incore", "function.orchestration", "param.in", "param.out", "param.inout", "param.scalar",
	"load", "load.narrowed", "load.target_memory", "store", "store.window",
	"chain.matmul", "chain.matmul_acc", "chain.matmul_bias",
	"for.one_carry", "for.multi_carry", "for.descending", "for.pipeline", "for.parallel", "for.unroll",
	"while", "if.phi", "if.phi.acc", "break_continue",
	"lhs.scalar_rows", "seed.create", "seed.create.compact", "seed.full",
	"view.into_matmul", "epilogue.cast", "epilogue.add", "epilogue.row_sum", "epilogue.store",
	"tile.3d", "yield.nested_call", "size.oversize",
}

// Coverage counts, for one program, the constructs of Constructs and every
// registered op it calls ("op:<name>").
func Coverage(p *ir.Program, into map[string]int) {
	defs := map[*ir.Var]*ir.Call{}
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(x ir.Node) bool {
			if a, ok := x.(*ir.AssignStmt); ok {
				if c, ok := a.Value.(*ir.Call); ok {
					defs[a.Var] = c
				}
			}
			return true
		})
	}
	defOp := func(e ir.Expr) *ir.OpDef {
		if v, ok := e.(*ir.Var); ok {
			if c := defs[v]; c != nil {
				return c.Op
			}
		}
		return nil
	}
	for _, f := range p.Funcs {
		switch f.Kind {
		case ir.InCore:
			into["function.incore"]++
		case ir.Orchestration:
			into["function.orchestration"]++
			ir.WalkFunc(f, func(x ir.Node) bool {
				if c, ok := x.(*ir.Call); ok && c.Op != nil {
					into["op:"+c.Op.Name]++
				}
				return true
			})
			continue
		}
		for i, v := range f.Params {
			switch {
			case !isLocalTensor(v.T):
				into["param.scalar"]++
			case f.Dirs[i] == ir.In:
				into["param.in"]++
			case f.Dirs[i] == ir.Out:
				into["param.out"]++
			default:
				into["param.inout"]++
			}
		}
		ir.WalkFunc(f, func(x ir.Node) bool {
			switch x := x.(type) {
			case *ir.Call:
				if x.Op == nil {
					break
				}
				into["op:"+x.Op.Name]++
				coverCall(x, defOp, into)
			case *ir.ForStmt:
				switch {
				case len(x.IterArgs) == 1:
					into["for.one_carry"]++
				case len(x.IterArgs) > 1:
					into["for.multi_carry"]++
				}
				if c, ok := ir.ConstValue(x.Step); ok && c < 0 {
					into["for.descending"]++
				}
				switch x.Kind {
				case ir.Pipeline:
					into["for.pipeline"]++
				case ir.Parallel:
					into["for.parallel"]++
				case ir.Unroll:
					into["for.unroll"]++
				}
			case *ir.WhileStmt:
				into["while"]++
			case *ir.IfStmt:
				if len(x.ReturnVars) > 0 {
					into["if.phi"]++
				}
				for _, r := range x.ReturnVars {
					if isAcc(r.T) {
						into["if.phi.acc"]++
					}
				}
			case *ir.BreakStmt, *ir.ContinueStmt:
				into["break_continue"]++
			case *ir.YieldStmt:
				for _, v := range x.Values {
					if _, ok := v.(*ir.Call); ok {
						into["yield.nested_call"]++
					}
				}
			case *ir.AssignStmt:
				if t := tileOf(x.Var.T); t != nil {
					if t.Rank() == 3 {
						into["tile.3d"]++
					}
					for _, d := range staticDims(t) {
						if d >= 256 {
							into["size.oversize"]++
							break
						}
					}
				}
			}
			return true
		})
	}
}

var viewOps = map[*ir.OpDef]bool{ir.TileSlice: true, ir.TileReshape: true, ir.TileSetValidshape: true, ir.TileFillpad: true, ir.TileTransposeView: true}

func coverCall(c *ir.Call, defOp func(ir.Expr) *ir.OpDef, into map[string]int) {
	switch c.Op {
	case ir.TileLoad:
		into["load"]++
		if len(c.Args) == 4 && !sameList(c.Args[2], c.Args[3]) {
			into["load.narrowed"]++
		}
		if _, ok := c.Kwarg("target_memory"); ok {
			into["load.target_memory"]++
		}
	case ir.TileStore:
		into["store"]++
		if tt, ok := c.T.(*ir.TensorType); ok {
			if t := tileOf(c.Args[0].Type()); t != nil && !sameDims(t.Shape, tt.Shape) {
				into["store.window"]++
			}
		}
		if isAcc(c.Args[0].Type()) {
			into["epilogue.store"]++
		}
	case ir.TileMatmul, ir.TileMatmulAcc, ir.TileMatmulBias:
		into["chain."+c.Op.Name[len("tile."):]]++
		for _, a := range c.Args[:2+btoi(c.Op == ir.TileMatmulAcc)] {
			if viewOps[defOp(a)] {
				into["view.into_matmul"]++
			}
		}
		lhs := c.Args[0]
		if c.Op == ir.TileMatmulAcc {
			lhs = c.Args[1]
			switch defOp(c.Args[0]) {
			case ir.TileCreate:
				into["seed.create"]++
				if tileOf(c.Args[0].Type()).Effective().Compact == ir.CompactNormal {
					into["seed.create.compact"]++
				}
			case ir.TileMove:
				into["seed.full"]++
			}
		}
		if t := tileOf(lhs.Type()); t != nil && len(t.ValidShape()) > 0 {
			if _, isConst := ir.ConstValue(t.ValidShape()[0]); !isConst {
				into["lhs.scalar_rows"]++
			}
		}
	case ir.TileCast, ir.TileAdd, ir.TileRowSum:
		if isAcc(c.Args[0].Type()) {
			into["epilogue."+c.Op.Name[len("tile."):]]++
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func sameList(a, b ir.Expr) bool {
	x, ok1 := a.(*ir.MakeTuple)
	y, ok2 := b.(*ir.MakeTuple)
	return ok1 && ok2 && sameDims(x.Elems, y.Elems)
}

func sameDims(a, b []ir.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if ir.ProveEqual(a[i], b[i]) != ir.ProofTrue {
			return false
		}
	}
	return true
}
