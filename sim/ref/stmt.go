package ref

import (
	"errors"
	"fmt"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// ctlKind is how a statement list ended.
type ctlKind uint8

const (
	ctlNone     ctlKind = iota // fell through
	ctlBreak                   // break: leave the innermost loop
	ctlContinue                // continue: next iteration of the innermost loop
	ctlReturn                  // return from the function (vals)
	ctlYield                   // a trailing yield (vals) for the enclosing loop or if
)

func (k ctlKind) String() string {
	return [...]string{"fall-through", "break", "continue", "return", "yield"}[k]
}

// ctl is the outcome of executing statements.
type ctl struct {
	kind ctlKind
	vals []Value
	pos  ir.Span
}

// execBody executes a body statement (a SeqStmts or a single statement).
func (m *machine) execBody(fr *frame, s ir.Stmt) (ctl, error) {
	if seq, ok := s.(*ir.SeqStmts); ok {
		for _, c := range seq.Stmts {
			r, err := m.exec(fr, c)
			if err != nil || r.kind != ctlNone {
				return r, err
			}
		}
		return ctl{}, nil
	}
	if s == nil {
		return ctl{}, nil
	}
	return m.exec(fr, s)
}

// execLoopBody is execBody for a loop body that also reports the index
// of the body's top-level statement where control left it (a break,
// continue, yield or return; the body's length when it ran to the end).
func (m *machine) execLoopBody(fr *frame, s ir.Stmt) (ctl, int, error) {
	seq, ok := s.(*ir.SeqStmts)
	if !ok {
		r, err := m.execBody(fr, s)
		return r, 0, err
	}
	for i, c := range seq.Stmts {
		r, err := m.exec(fr, c)
		if err != nil || r.kind != ctlNone {
			return r, i, err
		}
	}
	return ctl{}, len(seq.Stmts), nil
}

// escapeCarry is the carry a break or continue leaves the loop with, as
// PyPTO's CtrlFlowTransform defines it (ResolveYieldAtEscape,
// src/ir/transforms/ctrl_flow_transform_pass.cpp:137-180, the form its
// test_continue_in_for expects): each value of the body's trailing
// pl.yield_ that is a variable assigned by a top-level statement before
// the one the escape left from (index at), or an iter arg, is carried as
// it stands; every other slot keeps the iteration's carry. A yielded
// expression that is not a variable keeps the carry too: PyPTO evaluates
// it on the escape path, a miscompile (docs/findings.md).
func escapeCarry(fr *frame, body ir.Stmt, at int, vars []*ir.Var, carry []Value) []Value {
	seq, ok := body.(*ir.SeqStmts)
	if !ok || len(seq.Stmts) == 0 || len(vars) == 0 {
		return carry
	}
	y, ok := seq.Stmts[len(seq.Stmts)-1].(*ir.YieldStmt)
	if !ok || len(y.Values) != len(carry) {
		return carry
	}
	avail := map[*ir.Var]bool{}
	for _, v := range vars {
		avail[v] = true
	}
	for _, st := range seq.Stmts[:min(at, len(seq.Stmts))] {
		if a, ok := st.(*ir.AssignStmt); ok {
			avail[a.Var] = true
		}
	}
	out := slices.Clone(carry)
	for j, e := range y.Values {
		if v, ok := e.(*ir.Var); ok && avail[v] {
			if val, bound := fr.env[v]; bound {
				out[j] = val
			}
		}
	}
	return out
}

// exec executes one statement; errors not yet located get its span.
func (m *machine) exec(fr *frame, s ir.Stmt) (ctl, error) {
	r, err := m.exec1(fr, s)
	if err != nil {
		var located *Error
		if !errors.As(err, &located) {
			err = &Error{Span: s.Span(), Func: fr.fn.Name, Err: err}
		}
	}
	return r, err
}

func (m *machine) exec1(fr *frame, s ir.Stmt) (ctl, error) {
	if _, seq := s.(*ir.SeqStmts); !seq {
		if err := m.step(); err != nil {
			return ctl{}, err
		}
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		return m.execBody(fr, s)
	case *ir.AssignStmt:
		if s.Var == nil {
			return ctl{}, fmt.Errorf("assignment without a variable")
		}
		v, err := m.eval(fr, s.Value)
		if err != nil {
			return ctl{}, err
		}
		fr.env[s.Var] = v
		return ctl{}, nil
	case *ir.EvalStmt:
		_, err := m.eval(fr, s.Expr)
		return ctl{}, err
	case *ir.YieldStmt:
		vals, err := m.evalList(fr, s.Values)
		return ctl{kind: ctlYield, vals: vals, pos: s.Pos}, err
	case *ir.ReturnStmt:
		vals, err := m.evalList(fr, s.Values)
		return ctl{kind: ctlReturn, vals: vals, pos: s.Pos}, err
	case *ir.BreakStmt:
		return ctl{kind: ctlBreak, pos: s.Pos}, nil
	case *ir.ContinueStmt:
		return ctl{kind: ctlContinue, pos: s.Pos}, nil
	case *ir.IfStmt:
		return m.execIf(fr, s)
	case *ir.ForStmt:
		return m.execFor(fr, s)
	case *ir.WhileStmt:
		return m.execWhile(fr, s)
	case *ir.ScopeStmt:
		return m.execScope(fr, s)
	case nil:
		return ctl{}, fmt.Errorf("nil statement")
	}
	return ctl{}, fmt.Errorf("unsupported statement %T", s)
}

func (m *machine) evalList(fr *frame, es []ir.Expr) ([]Value, error) {
	out := make([]Value, len(es))
	for i, e := range es {
		v, err := m.eval(fr, e)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// cond evaluates a branch or loop condition.
func (m *machine) cond(fr *frame, e ir.Expr) (bool, error) {
	if e == nil {
		return false, fmt.Errorf("missing condition")
	}
	v, err := m.eval(fr, e)
	if err != nil {
		return false, err
	}
	s, ok := v.(Scalar)
	if !ok {
		return false, fmt.Errorf("condition %s is a %s, not a scalar", ir.PrintExpr(e), kindOf(v))
	}
	if s.Undef {
		return false, fmt.Errorf("condition %s depends on an undefined element", ir.PrintExpr(e))
	}
	return s.V != 0, nil
}

// bindAll binds vars to values (phis, iter args, loop results).
func bindAll(fr *frame, vars []*ir.Var, vals []Value, what string) error {
	if len(vals) != len(vars) {
		return fmt.Errorf("%s: %d values for %d variables", what, len(vals), len(vars))
	}
	for i, v := range vars {
		if v == nil {
			return fmt.Errorf("%s: variable %d is missing", what, i)
		}
		fr.env[v] = vals[i]
	}
	return nil
}

// execIf runs the taken branch; its trailing yield binds the phis. A
// yield in an if that binds nothing passes on to the enclosing loop.
func (m *machine) execIf(fr *frame, s *ir.IfStmt) (ctl, error) {
	c, err := m.cond(fr, s.Cond)
	if err != nil {
		return ctl{}, err
	}
	branch := s.Then
	if !c {
		branch = s.Else
	}
	r, err := m.execBody(fr, branch)
	if err != nil {
		return ctl{}, err
	}
	switch {
	case r.kind == ctlYield && len(s.ReturnVars) > 0:
		return ctl{}, bindAll(fr, s.ReturnVars, r.vals, "if yield")
	case r.kind == ctlNone && len(s.ReturnVars) > 0:
		which := "then"
		if !c {
			which = "else"
		}
		return ctl{}, fmt.Errorf("the %s branch ends without pl.yield_ but the if binds %d values", which, len(s.ReturnVars))
	}
	return r, nil
}

// iterVars returns the Vars of a loop's iter args.
func iterVars(ias []*ir.IterArg) ([]*ir.Var, error) {
	out := make([]*ir.Var, len(ias))
	for i, ia := range ias {
		if ia == nil {
			return nil, fmt.Errorf("iter arg %d is missing", i)
		}
		out[i] = &ia.Var
	}
	return out, nil
}

// loopInits evaluates the initial values of a loop's iter args in the
// enclosing scope.
func (m *machine) loopInits(fr *frame, ias []*ir.IterArg) ([]*ir.Var, []Value, error) {
	vars, err := iterVars(ias)
	if err != nil {
		return nil, nil, err
	}
	vals := make([]Value, len(ias))
	for i, ia := range ias {
		if ia.Init == nil {
			return nil, nil, fmt.Errorf("iter arg %s has no initial value", ia.Name)
		}
		if vals[i], err = m.eval(fr, ia.Init); err != nil {
			return nil, nil, err
		}
	}
	return vars, vals, nil
}

// iteration runs one loop body with the iter args bound to carry and
// returns the next carry; done reports a break (the loop ends with the
// current carry) and ret a return to propagate.
func (m *machine) iteration(fr *frame, body ir.Stmt, vars []*ir.Var, carry []Value) (next []Value, done bool, ret *ctl, err error) {
	if err := bindAll(fr, vars, carry, "loop carry"); err != nil {
		return nil, false, nil, err
	}
	r, at, err := m.execLoopBody(fr, body)
	if err != nil {
		return nil, false, nil, err
	}
	switch r.kind {
	case ctlYield:
		if len(r.vals) != len(vars) {
			return nil, false, nil, errorf(r.pos, fr.fn.Name, "the loop body yields %d values but the loop carries %d", len(r.vals), len(vars))
		}
		return r.vals, false, nil, nil
	case ctlBreak:
		return escapeCarry(fr, body, at, vars, carry), true, nil, nil
	case ctlReturn:
		return nil, true, &r, nil
	case ctlNone, ctlContinue:
		// A body that carries values must yield them.
		if len(vars) > 0 && r.kind == ctlNone {
			return nil, false, nil, fmt.Errorf("the loop body ends without pl.yield_ but the loop carries %d values", len(vars))
		}
		return escapeCarry(fr, body, at, vars, carry), false, nil, nil
	}
	return nil, false, nil, fmt.Errorf("unexpected %s in a loop body", r.kind)
}

// execFor runs a counted loop of any kind sequentially, in iteration order
// (parallel / unroll / pipeline loops included: a program whose result
// depends on the order of parallel iterations is racy). A negative step
// counts down while the loop var is > stop; a zero-trip loop binds its
// results to the inits.
func (m *machine) execFor(fr *frame, s *ir.ForStmt) (ctl, error) {
	if s.LoopVar == nil {
		return ctl{}, fmt.Errorf("for loop without a loop variable")
	}
	start, err := m.evalInt(fr, s.Start, "loop start")
	if err != nil {
		return ctl{}, err
	}
	stop, err := m.evalInt(fr, s.Stop, "loop stop")
	if err != nil {
		return ctl{}, err
	}
	step, err := m.evalInt(fr, s.Step, "loop step")
	if err != nil {
		return ctl{}, err
	}
	if step == 0 {
		return ctl{}, fmt.Errorf("loop step is 0")
	}
	vars, carry, err := m.loopInits(fr, s.IterArgs)
	if err != nil {
		return ctl{}, err
	}
	lvType := ir.INDEX
	if st, ok := s.LoopVar.T.(*ir.ScalarType); ok {
		lvType = st.DType
	}
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		if err := m.step(); err != nil {
			return ctl{}, err
		}
		fr.env[s.LoopVar] = Scalar{V: round(lvType, float64(i)), DType: lvType}
		next, done, ret, err := m.iteration(fr, s.Body, vars, carry)
		if err != nil || ret != nil {
			return retOf(ret), err
		}
		carry = next
		if done {
			break
		}
	}
	if len(s.ReturnVars) > 0 || len(carry) > 0 {
		return ctl{}, bindAll(fr, s.ReturnVars, carry, "loop results")
	}
	return ctl{}, nil
}

func retOf(r *ctl) ctl {
	if r == nil {
		return ctl{}
	}
	return *r
}

// execWhile runs pl.while_ (iter args, condition over them) and the
// natural while (no iter args; the body reassigns the variables the
// condition reads).
func (m *machine) execWhile(fr *frame, s *ir.WhileStmt) (ctl, error) {
	vars, carry, err := m.loopInits(fr, s.IterArgs)
	if err != nil {
		return ctl{}, err
	}
	for {
		if err := m.step(); err != nil {
			return ctl{}, err
		}
		if err := bindAll(fr, vars, carry, "loop carry"); err != nil {
			return ctl{}, err
		}
		c, err := m.cond(fr, s.Cond)
		if err != nil {
			return ctl{}, err
		}
		if !c {
			break
		}
		next, done, ret, err := m.iteration(fr, s.Body, vars, carry)
		if err != nil || ret != nil {
			return retOf(ret), err
		}
		carry = next
		if done {
			break
		}
	}
	if len(s.ReturnVars) > 0 || len(carry) > 0 {
		return ctl{}, bindAll(fr, s.ReturnVars, carry, "loop results")
	}
	return ctl{}, nil
}

// execScope runs a scope's body: once for most kinds (scopes are
// transparent to SSA: what the body binds stays visible), once per vector
// lane for split_aiv (get_subblock_idx = lane, lane 0 first), and once per
// block for spmd (get_block_idx = block, get_block_num = the block count).
func (m *machine) execScope(fr *frame, s *ir.ScopeStmt) (ctl, error) {
	switch s.Kind {
	case ir.ScopeSplitAiv:
		lanes := int64(s.Count)
		if lanes <= 0 {
			lanes = 2
		}
		saved, savedSplit, savedBuf, savedN := m.lane, m.inSplit, m.gather, m.gatherN
		defer func() { m.lane, m.inSplit, m.gather, m.gatherN = saved, savedSplit, savedBuf, savedN }()
		m.inSplit, m.gather = true, map[gatherKey]*Tile{}
		for lane := int64(0); lane < lanes; lane++ {
			m.lane, m.gatherN = lane, map[*ir.Call]int{}
			r, err := m.execBody(fr, s.Body)
			if err != nil || r.kind != ctlNone {
				return r, err
			}
		}
		return ctl{}, nil
	case ir.ScopeSpmd:
		n, err := m.evalInt(fr, s.CoreNum, "spmd block count")
		if err != nil {
			return ctl{}, err
		}
		if n < 0 {
			return ctl{}, fmt.Errorf("spmd block count %d is negative", n)
		}
		saved, savedNum := m.block, m.blockNum
		defer func() { m.block, m.blockNum = saved, savedNum }()
		m.blockNum = n
		for b := int64(0); b < n; b++ {
			if err := m.step(); err != nil {
				return ctl{}, err
			}
			m.block = b
			r, err := m.execBody(fr, s.Body)
			if err != nil || r.kind != ctlNone {
				return r, err
			}
		}
		return ctl{}, nil
	}
	return m.execBody(fr, s.Body)
}
