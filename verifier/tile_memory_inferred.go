package verifier

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// tileMemoryInferredRule is TileMemoryInferred (PyPTO
// infer_tile_memory_space_pass.cpp, TileMemoryInferredVerifier; pypto-brief
// §4.6). Only functions of type exactly InCore are checked (AIC, AIV and
// Opaque are skipped), and only AssignStmt and EvalStmt, wherever they
// nest:
//
//   - an AssignStmt whose variable is a TileType without a memory space;
//   - a Call (the assigned value or the evaluated expression) whose
//     argument i is a bare Var (not an IterArg, not a nested expression) of
//     TileType with a resolved space outside the op's registered input
//     constraint (ir.Op(name).InputSpaces(i)).
//
// It reads the TileType annotations directly. For-loop iter args, return
// vars and if phis are not checked, nor are arguments that are not Vars.
// All diagnostics have code 0.
var tileMemoryInferredRule = &rule{
	name: "TileMemoryInferred",
	prop: TileMemoryInferred,
	doc:  "every InCore tile variable has a memory space and every constrained operand sits in an allowed space",
	run:  runTileMemoryInferred,
}

func runTileMemoryInferred(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil || f.Kind != ir.InCore {
			continue
		}
		w := &irVisitor{stmt: func(s ir.Stmt) bool {
			switch s := s.(type) {
			case *ir.AssignStmt:
				if s.Var == nil {
					return true
				}
				if tt, ok := s.Var.T.(*ir.TileType); ok && tt.Space == ir.MemNone {
					p.Errorf(0, s.Var.Pos, "InCore function '%s': TileType variable '%s' has no memory_space set", f.Name, s.Var.Name)
				}
				if c, ok := s.Value.(*ir.Call); ok {
					tileMemoryConstraints(p, f.Name, c)
				}
			case *ir.EvalStmt:
				if c, ok := s.Expr.(*ir.Call); ok {
					tileMemoryConstraints(p, f.Name, c)
				}
			}
			return true
		}}
		w.visitStmt(f.Body)
	}
}

func tileMemoryConstraints(p *Pass, fn string, c *ir.Call) {
	if c.Op == nil {
		return
	}
	for i, a := range c.Args {
		allowed := c.Op.InputSpaces(i)
		if len(allowed) == 0 {
			continue
		}
		v, ok := a.(*ir.Var)
		if !ok || v == nil {
			continue
		}
		tt, ok := v.T.(*ir.TileType)
		if !ok || tt.Space == ir.MemNone {
			continue
		}
		found := false
		names := make([]string, len(allowed))
		for j, s := range allowed {
			names[j] = s.String()
			found = found || s == tt.Space
		}
		if !found {
			p.Errorf(0, v.Pos, "InCore function '%s': Op '%s' input %d ('%s') requires %s but is in %s",
				fn, c.Op.Name, i, v.Name, strings.Join(names, "/"), tt.Space)
		}
	}
}
