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
