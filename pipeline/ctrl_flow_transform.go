package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
	"github.com/irfuzz/irfuzz/verifier"
)

// CtrlFlowTransform is PyPTO's CtrlFlowTransform (src/ir/transforms/
// ctrl_flow_transform_pass.cpp), run on InCore-type functions before SSA:
// it removes break and continue from sequential for loops and while loops
// (inner loops first), keeping the loop's values flowing through phis.
//
//   - continue: the rest of the body after it goes into the other branch
//     of its if, and the loop's yield takes, on the continue path, each
//     yielded variable already assigned before the escape, else the iter
//     arg of its slot (ResolveYieldAtEscape, :140-181), an if that had
//     continue in a branch getting phis (x__phi_vN);
//   - break: a flag break__tmp_vN, false before the loop and set on the
//     break path, guards the rest of the body; a for loop becomes
//     i__idx_vN = start; while i < stop (> for a negative constant step)
//     and not flag: body; if not flag: i = i + step, the for's iter args
//     and results kept, a non-variable yield value bound to yield__tmp_vN
//     before the increment (:703-772); a while loop gets "and not flag" in
//     its condition (:789-807). The loop var is renamed with a substituter
//     that does not visit an iter arg's init (VarSubstituter, :88-104), so
//     a nested loop seeded from it keeps reading the old loop var.
//
// One counter numbers every name the pass makes in a function. A break /
// continue in a pl.pipeline loop stays, and the StructuredCtrlFlow check
// the pass ends with rejects it (checkStructuredCtrlFlow).
var CtrlFlowTransform = &Pass{
	Name:     "CtrlFlowTransform",
	Doc:      "lower break and continue in sequential and while loops of InCore functions to guarded, flag-driven loops",
	Produced: set(verifier.StructuredCtrlFlow),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			out.Funcs[i] = f
			if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
				continue
			}
			cf := &ctrlFlow{}
			var body ir.Stmt
			if err := arith.Catch(func() { body = cf.stmt(f.Body) }); err != nil {
				return nil, fmt.Errorf("function %s: %w", f.Name, err)
			}
			if cf.err != nil {
				return nil, cf.err
			}
			if body != f.Body {
				nf := *f
				nf.Body = body
				out.Funcs[i] = &nf
				changed = true
			}
		}
		res := p
		if changed {
			res = &out
		}
		if err := checkStructuredCtrlFlow(res); err != nil {
			return nil, err
		}
		return res, nil
	},
}

// ctrlFlow is CtrlFlowTransformMutator (:611).
type ctrlFlow struct {
	counter int // name_counter_
	err     error
}

// name is FreshInternalName / auto_name::BuildName(base, "", role, n).
func (cf *ctrlFlow) name(base, role string) string {
	n, err := buildAutoName(base, "", role, cf.counter)
	cf.counter++
	if err != nil && cf.err == nil {
		cf.err = err
	}
	return n
}

// autoNamingBase is GetAutoNamingBase (:69-75): the base auto_name::Parse
// finds.
func autoNamingBase(name string) string { return parseAutoName(name).base }

// exprNamingBase is GetExprAutoNamingBase (:77-85).
func exprNamingBase(e ir.Expr) string {
	if v := ir.VarOf(e); v != nil {
		return autoNamingBase(v.Name)
	}
	return "phi"
}

// stmt is the mutator's walk: the base IRMutator, whose changed SeqStmts
// are flattened (mutator.cpp:1037-1055), with loops lowered after their
// bodies (:613-661).
func (cf *ctrlFlow) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.ForStmt:
		body := cf.stmt(s.Body)
		if s.Kind == ir.Sequential {
			switch brk, cont := scanEscapes(body); {
			case brk:
				return cf.forWithBreak(s, body, cont)
			case cont:
				return cf.forWithContinue(s, body)
			}
		}
		return withForBody(s, body)
	case *ir.WhileStmt:
		body := cf.stmt(s.Body)
		switch brk, cont := scanEscapes(body); {
		case brk:
			return cf.whileWithBreak(s, body, cont)
		case cont:
			return cf.whileWithContinue(s, body)
		}
		return withWhileBody(s, body)
	}
	return mutateStmt(s, cf.stmt)
}

// scanEscapes is BreakContinueScanner (:115-131): break / continue in a
// body, not entering nested loops.
func scanEscapes(s ir.Stmt) (brk, cont bool) {
	ir.Walk(s, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.BreakStmt:
			brk = true
		case *ir.ContinueStmt:
			cont = true
		case *ir.ForStmt, *ir.WhileStmt:
			return false
		case ir.Expr:
			return false
		}
		return true
	})
	return brk, cont
}

// flattenToVec is FlattenToVec (:62-67): a SeqStmts' children, or the
// statement alone.
func flattenToVec(s ir.Stmt) []ir.Stmt {
	if seq, ok := s.(*ir.SeqStmts); ok {
		return append([]ir.Stmt(nil), seq.Stmts...)
	}
	return []ir.Stmt{s}
}

// makeSeq is MakeSeq (:55-60): one statement alone, else a SeqStmts of
// them as they are.
func makeSeq(stmts []ir.Stmt, pos ir.Span) ir.Stmt {
	if len(stmts) == 1 {
		return stmts[0]
	}
	return &ir.SeqStmts{Stmts: stmts, Pos: pos}
}

// trailingYieldOf is FindTrailingYield (:201-211).
func trailingYieldOf(body ir.Stmt) *ir.YieldStmt {
	switch b := body.(type) {
	case *ir.YieldStmt:
		return b
	case *ir.SeqStmts:
		if len(b.Stmts) > 0 {
			return trailingYieldOf(b.Stmts[len(b.Stmts)-1])
		}
	}
	return nil
}

// decomposed is DecomposedBody (:223-234): the body's statements without
// a trailing yield (only one at the top level is removed), and that
// yield's values.
type decomposed struct {
	stmts    []ir.Stmt
	values   []ir.Expr
	hadYield bool
}

func decompose(body ir.Stmt) decomposed {
	y := trailingYieldOf(body)
	flat := flattenToVec(body)
	if n := len(flat); n > 0 {
		if _, ok := flat[n-1].(*ir.YieldStmt); ok {
			flat = flat[:n-1]
		}
	}
	d := decomposed{stmts: flat, hadYield: y != nil}
	if y != nil {
		d.values = y.Values
	}
	return d
}

// bodyResult is BodyResult (:182-185).
type bodyResult struct {
	stmts  []ir.Stmt
	values []ir.Expr
}

// finalBody is BuildFinalBody (:236-241).
func finalBody(r bodyResult, hadYield bool, pos ir.Span) ir.Stmt {
	if len(r.values) > 0 || hadYield {
		r.stmts = append(r.stmts, &ir.YieldStmt{Values: r.values, Pos: pos})
	}
	return makeSeq(r.stmts, pos)
}

// endsWith is BranchEndsWith (:244-247).
func endsWith(branch ir.Stmt, brk bool) bool {
	flat := flattenToVec(branch)
	if len(flat) == 0 {
		return false
	}
	if brk {
		_, ok := flat[len(flat)-1].(*ir.BreakStmt)
		return ok
	}
	_, ok := flat[len(flat)-1].(*ir.ContinueStmt)
	return ok
}

// resolveAtEscape is ResolveYieldAtEscape (:140-181): a yielded variable
// assigned by a top-level (or one-list-deep) statement before the escape,
// or an iter arg, stays; another variable becomes the iter arg of its
// slot; a non-variable value stays as it is.
func resolveAtEscape(values []ir.Expr, pre []ir.Stmt, ias []*ir.IterArg) []ir.Expr {
	avail := map[*ir.Var]bool{}
	for _, s := range pre {
		for _, x := range flattenToVec(s) {
			if a, ok := x.(*ir.AssignStmt); ok {
				avail[a.Var] = true
			}
		}
	}
	for _, ia := range ias {
		avail[&ia.Var] = true
	}
	out := make([]ir.Expr, len(values))
	for j, v := range values {
		out[j] = v
		if vv := ir.VarOf(v); vv != nil && !avail[vv] && j < len(ias) {
			out[j] = ias[j]
		}
	}
	return out
}

// phis is CreatePhiVars (:249-258).
func (cf *ctrlFlow) phis(values []ir.Expr, pos ir.Span) ([]*ir.Var, []ir.Expr) {
	vars := make([]*ir.Var, len(values))
	exprs := make([]ir.Expr, len(values))
	for i, v := range values {
		vars[i] = &ir.Var{Name: cf.name(exprNamingBase(v), "phi"), T: v.Type(), Pos: pos}
		exprs[i] = vars[i]
	}
	return vars, exprs
}

// normalPath is CollectNormalPath (:271-286).
func normalPath(s *ir.IfStmt, escapeInThen bool, post []ir.Stmt) []ir.Stmt {
	var out []ir.Stmt
	if escapeInThen {
		if s.Else != nil {
			out = append(out, flattenToVec(s.Else)...)
		}
	} else {
		out = append(out, flattenToVec(s.Then)...)
	}
	return append(out, post...)
}

// escapeIf is BuildEscapeIfStmt (:290-317).
func (cf *ctrlFlow) escapeIf(s *ir.IfStmt, escapeInThen bool, pre, prefix []ir.Stmt, escapeValues []ir.Expr, normal bodyResult, pos ir.Span) bodyResult {
	phiVars, phiExprs := cf.phis(escapeValues, pos)
	esc := makeSeq(append(append([]ir.Stmt(nil), prefix...), &ir.YieldStmt{Values: escapeValues, Pos: s.Pos}), s.Pos)
	norm := makeSeq(append(append([]ir.Stmt(nil), normal.stmts...), &ir.YieldStmt{Values: normal.values, Pos: s.Pos}), s.Pos)
	th, el := norm, esc
	if escapeInThen {
		th, el = esc, norm
	}
	out := append(append([]ir.Stmt(nil), pre...), &ir.IfStmt{Cond: s.Cond, Then: th, Else: el, ReturnVars: phiVars, Pos: s.Pos})
	return bodyResult{stmts: out, values: phiExprs}
}

// continueBody is ProcessBodyForContinue (:323-459).
func (cf *ctrlFlow) continueBody(stmts []ir.Stmt, ias []*ir.IterArg, values []ir.Expr, pos ir.Span) bodyResult {
	for i, st := range stmts {
		if _, ok := st.(*ir.ContinueStmt); ok {
			pre := append([]ir.Stmt(nil), stmts[:i]...)
			return bodyResult{stmts: pre, values: resolveAtEscape(values, pre, ias)}
		}
		s, ok := st.(*ir.IfStmt)
		if !ok {
			continue
		}
		_, thenCont := scanEscapes(s.Then)
		elseCont := false
		if s.Else != nil {
			_, elseCont = scanEscapes(s.Else)
		}
		if !thenCont && !elseCont {
			continue
		}
		thenEnds := endsWith(s.Then, false)
		elseEnds := s.Else != nil && endsWith(s.Else, false)
		pre := append([]ir.Stmt(nil), stmts[:i]...)
		post := append([]ir.Stmt(nil), stmts[i+1:]...)
		if thenEnds || elseEnds {
			inThen := thenEnds
			contValues := resolveAtEscape(values, pre, ias)
			normal := normalPath(s, inThen, post)
			scope := append(append([]ir.Stmt(nil), pre...), normal...)
			normalResult := cf.continueBody(normal, ias, resolveAtEscape(values, scope, ias), pos)
			if len(values) == 0 {
				empty := &ir.SeqStmts{Pos: s.Pos}
				filled := makeSeq(normalResult.stmts, s.Pos)
				var th, el ir.Stmt = filled, empty
				if inThen {
					th, el = empty, filled
				}
				return bodyResult{stmts: append(pre, &ir.IfStmt{Cond: s.Cond, Then: th, Else: el, Pos: s.Pos})}
			}
			return cf.escapeIf(s, inThen, pre, nil, contValues, normalResult, pos)
		}
		branch := func(b ir.Stmt, has bool) bodyResult {
			d := decompose(b)
			vals := values
			if d.hadYield {
				vals = d.values
			}
			if !has {
				return bodyResult{stmts: d.stmts, values: resolveAtEscape(vals, pre, ias)}
			}
			return cf.continueBody(d.stmts, ias, vals, pos)
		}
		thenR := branch(s.Then, thenCont)
		var elseR bodyResult
		if s.Else != nil {
			elseR = branch(s.Else, elseCont)
		} else {
			elseR = bodyResult{values: resolveAtEscape(values, pre, ias)}
		}
		if len(thenR.values) > 0 || len(elseR.values) > 0 {
			ref := thenR.values
			if len(ref) == 0 {
				ref = elseR.values
			}
			phiVars, phiExprs := cf.phis(ref, pos)
			th := makeSeq(append(thenR.stmts, &ir.YieldStmt{Values: thenR.values, Pos: pos}), pos)
			el := makeSeq(append(elseR.stmts, &ir.YieldStmt{Values: elseR.values, Pos: pos}), pos)
			out := append(pre, &ir.IfStmt{Cond: s.Cond, Then: th, Else: el, ReturnVars: phiVars, Pos: s.Pos})
			if len(post) > 0 {
				r := cf.continueBody(post, ias, phiExprs, pos)
				return bodyResult{stmts: append(out, r.stmts...), values: r.values}
			}
			return bodyResult{stmts: out, values: phiExprs}
		}
		th := makeSeq(thenR.stmts, pos)
		var el ir.Stmt
		if s.Else != nil {
			el = makeSeq(elseR.stmts, pos)
		}
		out := append(pre, &ir.IfStmt{Cond: s.Cond, Then: th, Else: el, Pos: s.Pos})
		if len(post) > 0 {
			r := cf.continueBody(post, ias, values, pos)
			return bodyResult{stmts: append(out, r.stmts...), values: r.values}
		}
		return bodyResult{stmts: out, values: values}
	}
	return bodyResult{stmts: append([]ir.Stmt(nil), stmts...), values: values}
}

// breakBody is ProcessBodyForBreak (:465-603).
func (cf *ctrlFlow) breakBody(stmts []ir.Stmt, flag *ir.Var, ias []*ir.IterArg, values []ir.Expr, pos ir.Span) bodyResult {
	breakValues := func(pre []ir.Stmt) []ir.Expr {
		r := resolveAtEscape(values, pre, ias)
		// A non-variable value is a next-iteration computation: at the
		// break the slot keeps its iter arg.
		for j := 0; j < len(r) && j < len(ias); j++ {
			if ir.VarOf(r[j]) == nil {
				r[j] = ias[j]
			}
		}
		return r
	}
	setFlag := func() ir.Stmt {
		return &ir.AssignStmt{Var: flag, Value: &ir.ConstBool{Value: true, Pos: pos}, Pos: pos}
	}
	for i, st := range stmts {
		if _, ok := st.(*ir.BreakStmt); ok {
			pre := append(append([]ir.Stmt(nil), stmts[:i]...), setFlag())
			return bodyResult{stmts: pre, values: breakValues(pre)}
		}
		s, ok := st.(*ir.IfStmt)
		if !ok {
			continue
		}
		thenBrk, _ := scanEscapes(s.Then)
		elseBrk := false
		if s.Else != nil {
			elseBrk, _ = scanEscapes(s.Else)
		}
		if !thenBrk && !elseBrk {
			continue
		}
		thenEnds := endsWith(s.Then, true)
		elseEnds := s.Else != nil && endsWith(s.Else, true)
		pre := append([]ir.Stmt(nil), stmts[:i]...)
		post := append([]ir.Stmt(nil), stmts[i+1:]...)
		if thenEnds || elseEnds {
			inThen := thenEnds
			bv := breakValues(pre)
			normal := normalPath(s, inThen, post)
			scope := append(append([]ir.Stmt(nil), pre...), normal...)
			normalResult := cf.breakBody(normal, flag, ias, resolveAtEscape(values, scope, ias), pos)
			return cf.escapeIf(s, inThen, pre, []ir.Stmt{setFlag()}, bv, normalResult, pos)
		}
		branch := func(b ir.Stmt, has bool) bodyResult {
			d := decompose(b)
			vals := values
			if d.hadYield {
				vals = d.values
			}
			if !has {
				return bodyResult{stmts: d.stmts, values: resolveAtEscape(vals, pre, ias)}
			}
			return cf.breakBody(d.stmts, flag, ias, vals, pos)
		}
		thenR := branch(s.Then, thenBrk)
		var elseR bodyResult
		if s.Else != nil {
			elseR = branch(s.Else, elseBrk)
		} else {
			elseR = bodyResult{values: resolveAtEscape(values, pre, ias)}
		}
		ref := thenR.values
		if len(ref) == 0 {
			ref = elseR.values
		}
		phiVars, phiExprs := cf.phis(ref, pos)
		thStmts, elStmts := thenR.stmts, elseR.stmts
		if len(thenR.values) > 0 {
			thStmts = append(thStmts, &ir.YieldStmt{Values: thenR.values, Pos: pos})
		}
		if len(elseR.values) > 0 {
			elStmts = append(elStmts, &ir.YieldStmt{Values: elseR.values, Pos: pos})
		}
		out := append(pre, &ir.IfStmt{Cond: s.Cond, Then: makeSeq(thStmts, pos), Else: makeSeq(elStmts, pos), ReturnVars: phiVars, Pos: s.Pos})
		if len(post) > 0 {
			r := cf.breakBody(post, flag, ias, phiExprs, pos)
			guarded := makeSeq(append(r.stmts, &ir.YieldStmt{Values: r.values, Pos: pos}), pos)
			guardElse := &ir.YieldStmt{Values: append([]ir.Expr(nil), phiExprs...), Pos: pos}
			guardVars, guardExprs := cf.phis(phiExprs, pos)
			out = append(out, &ir.IfStmt{Cond: notExpr(flag, pos), Then: guarded, Else: guardElse, ReturnVars: guardVars, Pos: pos})
			return bodyResult{stmts: out, values: guardExprs}
		}
		return bodyResult{stmts: out, values: phiExprs}
	}
	return bodyResult{stmts: append([]ir.Stmt(nil), stmts...), values: values}
}

func notExpr(x ir.Expr, pos ir.Span) ir.Expr { return arith.MakeUnary(ir.OpNot, x, ir.BOOL, pos) }

// breakAndContinue is ProcessBodyForBreakAndContinue (:673-684).
func (cf *ctrlFlow) breakAndContinue(d decomposed, ias []*ir.IterArg, flag *ir.Var, alsoContinue bool, pos ir.Span) bodyResult {
	if alsoContinue {
		r := cf.continueBody(d.stmts, ias, d.values, pos)
		return cf.breakBody(r.stmts, flag, ias, r.values, pos)
	}
	return cf.breakBody(d.stmts, flag, ias, d.values, pos)
}

// forWithContinue is LowerForWithContinue (:689-698).
func (cf *ctrlFlow) forWithContinue(s *ir.ForStmt, body ir.Stmt) ir.Stmt {
	d := decompose(body)
	r := cf.continueBody(d.stmts, s.IterArgs, d.values, s.Pos)
	c := *s
	c.Body = finalBody(r, d.hadYield, s.Pos)
	return &c
}

// forWithBreak is LowerForWithBreak (:703-772).
func (cf *ctrlFlow) forWithBreak(s *ir.ForStmt, body ir.Stmt, alsoContinue bool) ir.Stmt {
	pos := s.Pos
	flag := &ir.Var{Name: cf.name("break", "tmp"), T: ir.Scalar(ir.BOOL), Pos: pos}
	lv := &ir.Var{Name: cf.name(autoNamingBase(s.LoopVar.Name), "idx"), T: s.LoopVar.T, Pos: pos}
	body = replaceVar(body, s.LoopVar, lv)
	op := ir.OpLt
	if c, ok := s.Step.(*ir.ConstInt); ok && c.Value < 0 {
		op = ir.OpGt
	}
	cond := &ir.Binary{Op: ir.OpAnd, L: arith.MakeBinary(op, lv, s.Stop, pos), R: notExpr(flag, pos), DType: ir.BOOL, Pos: pos}
	d := decompose(body)
	r := cf.breakAndContinue(d, s.IterArgs, flag, alsoContinue, pos)
	var yields []ir.Expr
	for _, v := range r.values {
		if ir.VarOf(v) != nil {
			yields = append(yields, v)
			continue
		}
		tmp := &ir.Var{Name: cf.name("yield", "tmp"), T: v.Type(), Pos: pos}
		r.stmts = append(r.stmts, &ir.AssignStmt{Var: tmp, Value: v, Pos: pos})
		yields = append(yields, tmp)
	}
	adv := &ir.AssignStmt{Var: lv, Value: arith.MakeBinary(ir.OpAdd, lv, s.Step, pos), Pos: pos}
	r.stmts = append(r.stmts, &ir.IfStmt{Cond: notExpr(flag, pos), Then: adv, Pos: pos})
	if len(yields) > 0 || d.hadYield {
		r.stmts = append(r.stmts, &ir.YieldStmt{Values: yields, Pos: pos})
	}
	return &ir.SeqStmts{Stmts: []ir.Stmt{
		&ir.AssignStmt{Var: lv, Value: s.Start, Pos: pos},
		&ir.AssignStmt{Var: flag, Value: &ir.ConstBool{Value: false, Pos: pos}, Pos: pos},
		&ir.WhileStmt{IterArgs: s.IterArgs, Cond: cond, Body: makeSeq(r.stmts, pos), ReturnVars: s.ReturnVars, Pos: pos},
	}, Pos: pos}
}

// whileWithContinue is LowerWhileWithContinue (:775-784).
func (cf *ctrlFlow) whileWithContinue(s *ir.WhileStmt, body ir.Stmt) ir.Stmt {
	d := decompose(body)
	r := cf.continueBody(d.stmts, s.IterArgs, d.values, s.Pos)
	c := *s
	c.Body = finalBody(r, d.hadYield, s.Pos)
	return &c
}

// whileWithBreak is LowerWhileWithBreak (:789-807).
func (cf *ctrlFlow) whileWithBreak(s *ir.WhileStmt, body ir.Stmt, alsoContinue bool) ir.Stmt {
	pos := s.Pos
	flag := &ir.Var{Name: cf.name("break", "tmp"), T: ir.Scalar(ir.BOOL), Pos: pos}
	cond := &ir.Binary{Op: ir.OpAnd, L: s.Cond, R: notExpr(flag, pos), DType: ir.BOOL, Pos: pos}
	d := decompose(body)
	r := cf.breakAndContinue(d, s.IterArgs, flag, alsoContinue, pos)
	return &ir.SeqStmts{Stmts: []ir.Stmt{
		&ir.AssignStmt{Var: flag, Value: &ir.ConstBool{Value: false, Pos: pos}, Pos: pos},
		&ir.WhileStmt{IterArgs: s.IterArgs, Cond: cond, Body: finalBody(r, d.hadYield, pos), ReturnVars: s.ReturnVars, Pos: pos},
	}, Pos: pos}
}

// replaceVar is VarSubstituter (:88-104): old becomes repl wherever the
// base IRMutator visits a variable (uses, definitions, the expressions in
// call types), but not in an iter arg's init, which its IterArg override
// does not visit, nor in a variable's own type.
func replaceVar(s ir.Stmt, old *ir.Var, repl *ir.Var) ir.Stmt {
	d := &cloner{sub: map[*ir.Var]ir.Expr{old: repl}}
	d.typ = &ir.Mutator{Expr: d.leaf}
	return d.stmt(s)
}

// checkStructuredCtrlFlow is the StructuredCtrlFlow check PyPTO's harness
// runs after CtrlFlowTransform (its VerificationInstrument; the property
// is not in GetVerifiedProperties, ir_property.cpp:142-160). The pass
// lowers break / continue only in sequential for loops and while loops
// (ctrl_flow_transform_pass.cpp:617: any other ForKind is rebuilt as is),
// so one whose innermost loop is a pl.pipeline loop survives, and the
// StructuredCtrlFlow verifier rejects it in an InCore-type function
// (src/ir/verifier/verify_structured_ctrl_flow_pass.cpp:38-48, code 0 for a
// break, 1 for a continue; Orchestration and Host functions are skipped,
// :72-74). The language documents break / continue as valid only when the
// innermost loop is pl.range or a while loop
// (docs/en/dev/language/01-statements.md:146); parallel and unrolled loops
// are BreakContinueCheck's (verifier/break_continue.go) and already fail
// the input. The model's CtrlFlowTransform ends with this check at any
// verification level (a *PostVerificationError).
func checkStructuredCtrlFlow(p *ir.Program) error {
	var ds []verifier.Diagnostic
	for _, f := range p.Funcs {
		if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
			continue
		}
		var loops []ir.ForKind
		var visit func(n ir.Node) bool
		visit = func(n ir.Node) bool {
			switch s := n.(type) {
			case *ir.ForStmt:
				loops = append(loops, s.Kind)
				ir.Walk(s.Body, visit)
				loops = loops[:len(loops)-1]
				return false
			case *ir.WhileStmt:
				loops = append(loops, ir.Sequential)
				ir.Walk(s.Body, visit)
				loops = loops[:len(loops)-1]
				return false
			case *ir.BreakStmt:
				if len(loops) > 0 && loops[len(loops)-1] == ir.Pipeline {
					ds = append(ds, verifier.Diagnostic{Severity: verifier.Error, Rule: "StructuredCtrlFlow", Code: 0,
						Message: "BreakStmt found — IR is not in structured control flow form", Span: s.Pos})
				}
			case *ir.ContinueStmt:
				if len(loops) > 0 && loops[len(loops)-1] == ir.Pipeline {
					ds = append(ds, verifier.Diagnostic{Severity: verifier.Error, Rule: "StructuredCtrlFlow", Code: 1,
						Message: "ContinueStmt found — IR is not in structured control flow form", Span: s.Pos})
				}
			case ir.Expr:
				return false
			}
			return true
		}
		ir.Walk(f.Body, visit)
	}
	if len(ds) == 0 {
		return nil
	}
	return &PostVerificationError{After: "CtrlFlowTransform", Diagnostics: ds}
}

// PostVerificationError is a property verifier's rejection after a PyPTO
// pass the model folds into one of its own (PyPTO's "Post-verification
// failed after pass 'X'"): the pass error of the model pass that stands in
// for X. It unwraps to the *verifier.VerificationError of the diagnostics.
type PostVerificationError struct {
	After       string // the PyPTO pass
	Diagnostics []verifier.Diagnostic
}

func (e *PostVerificationError) Error() string {
	d := e.Diagnostics[0]
	return fmt.Sprintf("%s: post-verification failed after pass '%s': %s[%d]: %s\n%s",
		d.Span, e.After, d.Rule, d.Code, d.Message, verifier.Report(e.Diagnostics))
}

func (e *PostVerificationError) Unwrap() error {
	return &verifier.VerificationError{Diagnostics: e.Diagnostics}
}
