package pipeline

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/backend"

	"github.com/irfuzz/irfuzz/ir"
)

// ExplicitTargetMemory returns p as a PyPTO user writes it: every
// retargetable producer (tile.load, tile.create) that has no target_memory
// kwarg gets the space InferTileMemorySpace's analysis (phases 0 and 1)
// gives its result, and the program is printed and parsed again so every
// type is deduced from the new kwargs.
//
// PyPTO's DSL always passes target_memory (python/pypto/language/op/
// tile_ops.py:296-335, 373-422: the default is MemorySpace.Vec), so a
// program text has no producer without one; only ConvertTensorToTileOps
// leaves it out and lets InferTileMemorySpace decide (src/ir/transforms/
// infer_tile_memory_space_pass.cpp:666-672). A kernel built in memory in
// that post-conversion form would mean another program once printed: the
// Vec default, in the real PyPTO and in irfuzz's parser alike. The
// generator builds such kernels; the campaign gives each case this form,
// so the model, the corpus file and the real PyPTO see one program.
// A tile.extract without target_memory gets Vec, the IR's default, which
// the pinned DSL does not let a program leave out (implicitExtract).
// Functions other than InCore-type ones and programs with no such
// producer are returned unchanged.
func ExplicitTargetMemory(p *ir.Program, ctx *Context) (*ir.Program, error) {
	stamp := map[*ir.Call]ir.MemorySpace{}
	for _, f := range p.Funcs {
		if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
			continue
		}
		stampExtracts(f, stamp)
		if !hasImplicitTarget(f) {
			continue
		}
		m := &memInfer{ctx: ctx, fn: f, needed: map[moveKey]bool{}, vecOnly: map[*ir.Call]bool{}, yieldMoves: map[*ir.IfStmt][]phiMove{}}
		for found := -1; found != len(m.vecOnly); {
			found = len(m.vecOnly)
			if err := m.resolve(); err != nil {
				return nil, err
			}
		}
		ir.WalkFunc(f, func(n ir.Node) bool {
			if a, ok := n.(*ir.AssignStmt); ok {
				if c, ok := a.Value.(*ir.Call); ok && implicitTarget(c) {
					if s, ok := m.space[a.Var]; ok && s != ir.MemNone {
						stamp[c] = s
					}
				}
			}
			return true
		})
	}
	return restamp(p, stamp)
}

// restamp returns p with the calls of stamp given their target_memory,
// printed and parsed again so every type is deduced from the new kwargs
// (p itself when stamp is empty).
func restamp(p *ir.Program, stamp map[*ir.Call]ir.MemorySpace) (*ir.Program, error) {
	if len(stamp) == 0 {
		return p, nil
	}
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		if f == nil || f.Body == nil {
			out.Funcs[i] = f
			continue
		}
		nf := *f
		nf.Body = ir.Seq(ir.StmtSpan(f.Body), stampTargets(ir.Stmts(f.Body), stamp)...)
		out.Funcs[i] = &nf
	}
	text := ir.Print(&out)
	q, err := ir.Parse("<explicit target_memory>", text)
	if err != nil {
		return nil, fmt.Errorf("the program with explicit target_memory does not parse: %v\n%s", err, text)
	}
	return q, nil
}

// implicitTarget reports whether c is a retargetable producer with no
// target_memory kwarg.
func implicitTarget(c *ir.Call) bool {
	if c.Op == nil || !c.Op.Retargetable() {
		return false
	}
	for _, kw := range c.Kwargs {
		if kw.Key == "target_memory" {
			return false
		}
	}
	return true
}

// implicitExtract reports whether c is a tile.extract with no
// target_memory kwarg. The IR's op defaults it to Vec
// (src/ir/op/tile_ops/transform.cpp:752-757, :799-800), and irfuzz's
// parser and registry accept it so (docs/pypto-version.md, departure 5),
// but the pinned DSL's wrapper makes it a required keyword-only argument
// (python/pypto/language/op/tile_ops.py:537-544): PyPTO's parser rejects
// the call ("extract() missing 1 required keyword-only argument:
// 'target_memory'"). The generator always writes it; the minimizer drops
// it as an optional kwarg.
func implicitExtract(c *ir.Call) bool {
	if c.Op != ir.TileExtract {
		return false
	}
	for _, kw := range c.Kwargs {
		if kw.Key == "target_memory" {
			return false
		}
	}
	return true
}

// stampExtracts gives every tile.extract of f without target_memory the
// IR's default, Vec (implicitExtract): the same program, as the pinned
// DSL spells it.
func stampExtracts(f *ir.Function, stamp map[*ir.Call]ir.MemorySpace) {
	ir.WalkFunc(f, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok && implicitExtract(c) {
				stamp[c] = ir.Vec
			}
		}
		return true
	})
}

func hasImplicitTarget(f *ir.Function) bool {
	found := false
	ir.WalkFunc(f, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && implicitTarget(c) {
			found = true
		}
		return !found
	})
	return found
}

// stampTargets copies stmts with the stamped calls given their
// target_memory kwarg (appended, as ConvertTensorToTileOps' producers
// get it from InferTileMemorySpace, :700-702).
func stampTargets(stmts []ir.Stmt, stamp map[*ir.Call]ir.MemorySpace) []ir.Stmt {
	out := make([]ir.Stmt, len(stmts))
	for i, s := range stmts {
		if a, ok := s.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok {
				if sp, ok := stamp[c]; ok {
					nc := *c
					nc.Kwargs = append(append([]ir.Kwarg(nil), c.Kwargs...), ir.Kwarg{Key: "target_memory", Value: sp})
					na := *a
					na.Value = &nc
					out[i] = &na
					continue
				}
			}
		}
		out[i] = ir.MapBodies(s, func(b []ir.Stmt) []ir.Stmt { return stampTargets(b, stamp) })
	}
	return out
}

// Explicit is a generated kernel as a PyPTO user writes it
// (ExplicitTargetMemory). The generator builds producers with no
// target_memory, the post-conversion form only the model reads (its text
// says target_memory=None, which PyPTO rejects: docs/pypto-version.md,
// departure 6); a campaign on the real PyPTO gives both systems this
// explicit form. A kernel the analysis refuses (a near miss) gets each
// such producer's PyPTO default, Vec.
func Explicit(p *ir.Program, b *backend.Backend) *ir.Program {
	if p == nil {
		return nil
	}
	if q, err := ExplicitTargetMemory(p, &Context{Backend: b}); err == nil {
		return q
	}
	stamp := map[*ir.Call]ir.MemorySpace{}
	for _, f := range p.Funcs {
		if f != nil && f.Body != nil && f.Kind.IsInCoreType() {
			stampExtracts(f, stamp)
		}
	}
	if q, err := restamp(p, stamp); err == nil {
		p = q
	}
	if q, err := ir.Parse("kernel.py", strings.ReplaceAll(ir.Print(p), ", target_memory=None", "")); err == nil {
		return q
	}
	return p
}
