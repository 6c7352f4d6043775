package verifier

import "github.com/irfuzz/irfuzz/ir"

// The BreakContinueCheck error codes (PyPTO's break_continue::ErrorType).
const (
	breakInParallel     = 301
	breakInUnroll       = 302
	continueInParallel  = 303
	continueInUnroll    = 304
	breakOutsideLoop    = 305
	continueOutsideLoop = 306
)

// breakContinueCheck is PyPTO's BreakContinueCheck (src/ir/verifier/
// verify_break_continue_pass.cpp): a break or continue needs an enclosing
// loop (305 / 306), and the innermost one must not be a parallel (301 / 303)
// or unrolled (302 / 304) for loop. Sequential and pipeline for loops and
// while loops are fine; scopes do not interrupt the loop nest.
var breakContinueCheck = &rule{
	name: "BreakContinueCheck",
	prop: BreakContinueValid,
	doc:  "break/continue only inside sequential, pipeline or while loops",
	run: func(p *Pass) {
		var loops []ir.ForKind
		check := func(word string, span ir.Span, outside, parallel, unroll int) {
			switch {
			case len(loops) == 0:
				p.Errorf(outside, span, "'%s' outside loop", word)
			case loops[len(loops)-1] == ir.Parallel:
				p.Errorf(parallel, span, "'%s' not supported in parallel loops", word)
			case loops[len(loops)-1] == ir.Unroll:
				p.Errorf(unroll, span, "'%s' not supported in unrolled loops", word)
			}
		}
		v := visitor{stmtsOnly: true}
		v.onStmt = func(s ir.Stmt) bool {
			switch s := s.(type) {
			case *ir.ForStmt:
				loops = append(loops, s.Kind)
				v.StmtChildren(s)
				loops = loops[:len(loops)-1]
			case *ir.WhileStmt:
				loops = append(loops, ir.Sequential)
				v.StmtChildren(s)
				loops = loops[:len(loops)-1]
			case *ir.BreakStmt:
				check("break", s.Pos, breakOutsideLoop, breakInParallel, breakInUnroll)
			case *ir.ContinueStmt:
				check("continue", s.Pos, continueOutsideLoop, continueInParallel, continueInUnroll)
			default:
				return false
			}
			return true
		}
		for _, f := range p.Prog.Funcs {
			if f != nil {
				loops = loops[:0]
				v.Stmt(f.Body)
			}
		}
	},
}
