package verifier

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// tileOps2DRule is TileOps2D (PyPTO flatten_tile_nd_to_2d/verification.cpp,
// the version seed 000 describes). In every function of an InCore type
// (InCore, AIC, AIV), for each tile.* op call that is the value of an
// AssignStmt or the expression of an EvalStmt (reported at that statement):
//
//   - its result must not be a >2-D tile;
//   - tile.transpose must have its 4-argument codegen form;
//   - a 3-argument tile.assemble must have a literal 2-element (row, col)
//     offset;
//   - no argument may be a >2-D tile (reported once per call).
//
// tile.load and tile.store are exempt (their tensor-side operands keep the
// source's rank); tile.reshape and tile.reinterpret_view are not. Code 0.
var tileOps2DRule = &rule{
	name: "TileOps2D",
	prop: TileOps2D,
	doc:  "InCore tile ops take and produce only 2-D tiles and are in codegen-ready form",
	run:  runTileOps2D,
}

func runTileOps2D(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
			continue
		}
		w := &irVisitor{stmt: func(s ir.Stmt) bool {
			switch s := s.(type) {
			case *ir.AssignStmt:
				if c, ok := s.Value.(*ir.Call); ok {
					tileOps2DCall(p, f.Name, c, s.Pos)
				}
			case *ir.EvalStmt:
				if c, ok := s.Expr.(*ir.Call); ok {
					tileOps2DCall(p, f.Name, c, s.Pos)
				}
			}
			return true
		}}
		w.visitStmt(f.Body)
	}
}

func tileOps2DCall(p *Pass, fn string, c *ir.Call, span ir.Span) {
	if c.Op == nil || !strings.HasPrefix(c.Op.Name, "tile.") {
		return
	}
	name := c.Op.Name
	if c.Op == ir.TileLoad || c.Op == ir.TileStore {
		return
	}
	if tt, ok := c.T.(*ir.TileType); ok && tt.Rank() > 2 {
		p.Errorf(0, span, "Tile op '%s' in InCore function '%s' produces >2D tile (should have been flattened to 2D)", name, fn)
	}
	if c.Op == ir.TileTranspose && len(c.Args) != 4 {
		p.Errorf(0, span, "tile.transpose in InCore function '%s' has %d arguments (expected 4: input, axis1, axis2, scratch after FlattenTileNdTo2D)", fn, len(c.Args))
	}
	if c.Op == ir.TileAssemble && len(c.Args) == 3 {
		switch off := c.Args[2].(type) {
		case *ir.MakeTuple:
			if len(off.Elems) != 2 {
				p.Errorf(0, span, "tile.assemble in InCore function '%s' has a rank-%d offset (expected 2: row, col after FlattenTileNdTo2D)", fn, len(off.Elems))
			}
		default:
			p.Errorf(0, span, "tile.assemble in InCore function '%s' has a non-literal offset (expected a 2-element (row, col) tuple after FlattenTileNdTo2D)", fn)
		}
	}
	for _, a := range c.Args {
		if a == nil {
			continue
		}
		if tt, ok := a.Type().(*ir.TileType); ok && tt.Rank() > 2 {
			p.Errorf(0, span, "Tile op '%s' in InCore function '%s' has >2D tile argument (should have been flattened to 2D)", name, fn)
			break
		}
	}
}
