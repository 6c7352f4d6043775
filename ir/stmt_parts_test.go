package ir

import "testing"

func TestStmtParts(t *testing.T) {
	_, ss := rebuildProgram(t)
	loop, while := ss[1].(*ForStmt), ss[2].(*WhileStmt)
	if ias, b, rvs, ok := LoopParts(loop); !ok || len(ias) != 2 || ias[0] != loop.IterArgs[0] || b != loop.Body || len(rvs) != 2 || rvs[1] != loop.ReturnVars[1] {
		t.Errorf("LoopParts(for) = %v, %v, %v, %v", ias, b, rvs, ok)
	}
	if ias, b, rvs, ok := LoopParts(while); !ok || len(ias) != 1 || b != while.Body || len(rvs) != 1 || rvs[0] != while.ReturnVars[0] {
		t.Errorf("LoopParts(while) = %v, %v, %v, %v", ias, b, rvs, ok)
	}
	if ias, b, rvs, ok := LoopParts(ss[3]); ok || ias != nil || b != nil || rvs != nil {
		t.Error("LoopParts of an if reports a loop")
	}
	load := ss[0].(*AssignStmt).Value.(*Call)
	bar := Stmts(ss[4].(*IfStmt).Then)[0]
	for _, c := range []struct {
		st   Stmt
		want *Call
	}{
		{ss[0], load},
		{bar, bar.(*EvalStmt).Expr.(*Call)},
		{Stmts(while.Body)[0], nil}, // w1 = w + 1
		{ss[6], nil},                // return
		{nil, nil},
	} {
		if got := StmtCall(c.st); got != c.want {
			t.Errorf("StmtCall(%T) = %v, want %v", c.st, got, c.want)
		}
	}
	if StmtSpan(nil) != (Span{}) || StmtSpan(loop) != loop.Pos || loop.Pos == (Span{}) {
		t.Errorf("StmtSpan: nil %v, loop %v (pos %v)", StmtSpan(nil), StmtSpan(loop), loop.Pos)
	}
}
