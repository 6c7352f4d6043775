package ir

import "testing"

// An if without yields lets the names its then branch defines be seen from
// the else branch (PyPTO's parse_if_statement leaks the then scope before
// the else is parsed, ast_parser.py:3466-3490): the else branch's h
// reassigns the then branch's variable, and the read after the if reads it.
// With a yield binding names in a branch nothing leaks and each branch has
// its own h.
func TestIfThenNamesVisibleInElse(t *testing.T) {
	const leak = `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32], c: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        if c < 2:
            h = pl.exp(x)
        else:
            h = pl.neg(x)
        return h
`
	p := mustParse(t, leak)
	body := p.Funcs[0].Body.(*SeqStmts).Stmts
	st := body[0].(*IfStmt)
	th := st.Then.(*AssignStmt).Var
	el := st.Else.(*AssignStmt).Var
	ret := body[1].(*ReturnStmt).Values[0]
	if th != el || ret != Expr(th) {
		t.Errorf("then h %p, else h %p, returned %v: want one variable", th, el, ret)
	}

	const yields = `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32], c: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        if c < 2:
            h = pl.exp(x)
            r = pl.yield_(h)
        else:
            h = pl.neg(x)
            r = pl.yield_(h)
        return r
`
	p = mustParse(t, yields)
	st = p.Funcs[0].Body.(*SeqStmts).Stmts[0].(*IfStmt)
	th = st.Then.(*SeqStmts).Stmts[0].(*AssignStmt).Var
	el = st.Else.(*SeqStmts).Stmts[0].(*AssignStmt).Var
	if th == el {
		t.Errorf("with yields both branches assign one h")
	}
}

// A tuple annotation keeps the call's own type: PyPTO's parser checks only
// the annotation's kind (type_resolver.py:1511-1550) and binds the value's
// type (ast_parser.py:1661-1735), so an annotation listing the elements in
// another order (as NormalizeReturnOrder's stale call types print) reads
// back as the callee's return types.
func TestTupleAnnotationKeepsCallType(t *testing.T) {
	const src = `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32], y: pl.Tensor[[32], pl.FP32]) -> tuple[pl.Tensor[[32], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        return y, x

    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32], y: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[32], pl.FP32]] = self.f(x, y)
        a: pl.Tensor[[16], pl.FP32] = r[1]
        return a
`
	p := mustParse(t, src)
	r := p.Funcs[1].Body.(*SeqStmts).Stmts[0].(*AssignStmt).Var
	if got, want := PrintType(r.T), "pl.Tuple[pl.Tensor[[32], pl.FP32], pl.Tensor[[16], pl.FP32]]"; got != want {
		t.Errorf("r: %s, want %s", got, want)
	}
}
