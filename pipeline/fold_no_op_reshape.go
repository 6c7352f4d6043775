package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// FoldNoOpReshape turns `lhs = tile.reshape(src, shape)` into the alias
// `lhs = src` when the reshape changes nothing the PTO code sees: both
// tiles are backed by the same MemRef base and their tile-buffer
// signatures (tileBufSignature) are equal (PyPTO's FoldNoOpReshape,
// src/ir/transforms/fold_no_op_reshape_pass.cpp:37-75; it runs right
// after AllocateMemoryAddr, python/pypto/ir/pass_manager.py:238). Only
// reshapes of exactly two arguments whose source is a variable are folded
// (:44-47), and only in InCore, AIC and AIV functions (:83).
var FoldNoOpReshape = &Pass{
	Name:     "FoldNoOpReshape",
	Doc:      "fold a tile.reshape that keeps its source's buffer and signature into a variable alias",
	Required: set(pSIO, pITO, pHMR, pT2D),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			out.Funcs[i] = f
			if f == nil || f.Body == nil || !f.Kind.IsInCoreType() || !hasNoOpReshape(f.Body) {
				continue
			}
			m := &ir.Mutator{Stmt: func(s ir.Stmt) ir.Stmt {
				a, ok := s.(*ir.AssignStmt)
				if !ok {
					return s
				}
				if src := noOpReshapeSource(a); src != nil {
					return &ir.AssignStmt{Var: a.Var, Value: src, Pos: a.Pos}
				}
				return s
			}}
			if body := m.StmtTree(f.Body); body != f.Body {
				nf := *f
				nf.Body = body
				out.Funcs[i] = &nf
				changed = true
			}
		}
		if !changed {
			return p, nil
		}
		return &out, nil
	},
}

// hasNoOpReshape reports whether a body holds a reshape to fold (a scan
// before any rewriting, as most kernels hold none).
func hasNoOpReshape(body ir.Stmt) bool {
	found := false
	ir.Walk(body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok && noOpReshapeSource(a) != nil {
			found = true
		}
		_, isExpr := n.(ir.Expr)
		return !found && !isExpr
	})
	return found
}

// noOpReshapeSource is the source variable of a = tile.reshape(src, shape)
// when the reshape is a no-op (IsNoOpReshape, fold_no_op_reshape_pass.cpp:
// 37-65), else nil.
func noOpReshapeSource(a *ir.AssignStmt) ir.VarLike {
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Op != ir.TileReshape || len(c.Args) != 2 || a.Var == nil {
		return nil
	}
	src, ok := c.Args[0].(ir.VarLike)
	if !ok {
		return nil
	}
	lt, ok1 := a.Var.T.(*ir.TileType)
	rt, ok2 := src.Type().(*ir.TileType)
	if !ok1 || !ok2 || lt.MemRef == nil || rt.MemRef == nil || lt.MemRef.Base == nil || lt.MemRef.Base != rt.MemRef.Base {
		return nil
	}
	if tileBufSignatureOf(lt) != tileBufSignatureOf(rt) {
		return nil
	}
	return src
}

// tileBufSignature is what PTO's alloc_tile declares of a buffer: PyPTO's
// TileBufSignature (include/pypto/ir/transforms/utils/
// tile_buf_signature.h:37-58).
type tileBufSignature struct {
	space            ir.MemorySpace
	dtype            ir.DataType
	rows, cols       int64
	blayout, slayout ir.TileLayout
	fractal          int64
	pad              ir.PadValue
	compact          ir.CompactMode
	vRow, vCol       int64
	vRowDyn, vColDyn bool
}

// tileBufSignatureOf is TileBufSignature::FromTileType (tile_buf_signature.h:
// 76-121): unknown dimensions default to 32 and an unknown space to Vec; a
// tile without a stored view (PyPTO drops the implicit one, as NewTileType
// does) reads row_major / none_box / 512 / no pad, col_major for a
// [R > 1, 1] column, whatever its memory space.
func tileBufSignatureOf(t *ir.TileType) tileBufSignature {
	s := tileBufSignature{space: t.Space, dtype: t.DType, rows: 32, cols: 32,
		blayout: ir.RowMajor, slayout: ir.NoneBox, fractal: ir.DefaultFractal, pad: ir.PadNull, compact: ir.CompactNull}
	if s.space == ir.MemNone {
		s.space = ir.Vec
	}
	switch {
	case len(t.Shape) >= 2:
		if c, ok := t.Shape[0].(*ir.ConstInt); ok {
			s.rows = c.Value
		}
		if c, ok := t.Shape[1].(*ir.ConstInt); ok {
			s.cols = c.Value
		}
	case len(t.Shape) == 1:
		if c, ok := t.Shape[0].(*ir.ConstInt); ok {
			s.rows, s.cols = 1, c.Value
		}
	}
	s.vRow, s.vCol = s.rows, s.cols
	if v := t.View; v != nil {
		s.blayout, s.slayout, s.fractal, s.pad, s.compact = v.BLayout, v.SLayout, v.Fractal, v.Pad, v.Compact
		if len(v.ValidShape) >= 1 && v.ValidShape[0] != nil {
			if c, ok := v.ValidShape[0].(*ir.ConstInt); ok {
				s.vRow = c.Value
			} else {
				s.vRowDyn = true
			}
		}
		if len(v.ValidShape) >= 2 && v.ValidShape[1] != nil {
			if c, ok := v.ValidShape[1].(*ir.ConstInt); ok {
				s.vCol = c.Value
			} else {
				s.vColDyn = true
			}
		}
	} else if s.cols == 1 && s.rows > 1 {
		s.blayout = ir.ColMajor
	}
	return s
}
