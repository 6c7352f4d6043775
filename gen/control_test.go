package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// innermostLoops records, for every break and continue of s, the kind of
// loop statement it leaves or continues.
func innermostLoops(s ir.Stmt, loop ir.Stmt, visit func(jump, loop ir.Stmt)) {
	switch x := s.(type) {
	case *ir.SeqStmts:
		for _, c := range x.Stmts {
			innermostLoops(c, loop, visit)
		}
	case *ir.IfStmt:
		innermostLoops(x.Then, loop, visit)
		if x.Else != nil {
			innermostLoops(x.Else, loop, visit)
		}
	case *ir.ForStmt:
		innermostLoops(x.Body, x, visit)
	case *ir.WhileStmt:
		innermostLoops(x.Body, x, visit)
	case *ir.ScopeStmt:
		innermostLoops(x.Body, loop, visit)
	case *ir.BreakStmt, *ir.ContinueStmt:
		visit(x, loop)
	}
}

// A continue in a while loop skips the counter's increment at the end of
// the body, so `if n <= 6: continue` under `while n < 1` never ends (a
// 30 s hang in a clean campaign, a6ed55e0de92): the generator leaves while
// loops with break only, and still continues for loops.
func TestNoContinueInWhile(t *testing.T) {
	breaks, forContinues := 0, 0
	for _, c := range sampleKernels(20) {
		for _, f := range c.Prog.Funcs {
			innermostLoops(f.Body, nil, func(jump, loop ir.Stmt) {
				_, inWhile := loop.(*ir.WhileStmt)
				switch jump.(type) {
				case *ir.ContinueStmt:
					if inWhile {
						t.Errorf("%s seed %d: continue in a while loop:\n%s", c.Profile, c.Seed, ir.Print(c.Prog))
					} else {
						forContinues++
					}
				case *ir.BreakStmt:
					if inWhile {
						breaks++
					}
				}
			})
		}
	}
	if breaks == 0 || forContinues == 0 {
		t.Errorf("%d breaks out of while loops and %d continues of for loops: the sample does not exercise the rule", breaks, forContinues)
	}
}
