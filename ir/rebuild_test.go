package ir

import (
	"strings"
	"testing"
)

const rebuildSrc = `import pypto.language as pl


@pl.program
class Rebuild:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c, d) in pl.range(4, init_values=(t0, t0)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            rc, rd = pl.yield_(c1, d)
        for (w,) in pl.while_(init_values=(0,)):
            pl.cond(w < 3)
            w1: pl.Scalar[pl.INDEX] = w + 1
            rw: pl.Scalar[pl.INDEX] = pl.yield_(w1)
        if k < 1:
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(rc)
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(e)
        else:
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(rd)
        if k < 2:
            pl.system.bar_v()
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
`

func rebuildProgram(t *testing.T) (*Program, []Stmt) {
	t.Helper()
	p, err := Parse("rebuild.py", rebuildSrc)
	if err != nil {
		t.Fatal(err)
	}
	return p, Stmts(p.Funcs[0].Body)
}

// withBody is p with its function's body replaced, printed.
func withBody(p *Program, stmts []Stmt) string {
	f := *p.Funcs[0]
	f.Body = Seq(f.Pos, stmts...)
	q := *p
	q.Funcs = []*Function{&f}
	return Print(&q)
}

// body is the printed body of a program (the lines after the def).
func body(text string) string {
	_, after, _ := strings.Cut(text, "-> pl.Tensor[[16, 16], pl.FP32]:\n")
	return after
}

func TestRebuildLoopAndFilterTrailingYield(t *testing.T) {
	p, ss := rebuildProgram(t)
	loop, while := ss[1].(*ForStmt), ss[2].(*WhileStmt)
	// Keep only carry d of the for loop and its yield slot (nothing
	// repairs the body's read of c); the while loop keeps its carry and
	// loses its body but the yield.
	nf := RebuildLoop(loop, loop.IterArgs[1:], FilterTrailingYield(Stmts(loop.Body), []int{1}), loop.ReturnVars[1:])
	wb := Stmts(while.Body)
	nw := RebuildLoop(while, while.IterArgs, wb[len(wb)-1:], while.ReturnVars)
	if RebuildLoop(ss[0], nil, nil, nil) != ss[0] {
		t.Error("RebuildLoop of an assignment is not the assignment")
	}
	got := body(withBody(p, []Stmt{ss[0], nf, nw, ss[5], ss[6]}))
	want := `        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (d,) in pl.range(4, init_values=(t0,)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c__FREE_VAR)
            rd: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
        for (w,) in pl.while_(init_values=(0,)):
            pl.cond(w < 3)
            rw: pl.Scalar[pl.INDEX] = pl.yield_(w1__FREE_VAR)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y__FREE_VAR, [0, 0], out)
        return o
`
	if got != want {
		t.Errorf("rebuilt:\n%s\nwant:\n%s", got, want)
	}
	if loop.Body.(*SeqStmts).Stmts[1].(*YieldStmt) != TrailingYield(loop.Body, nil) || len(loop.IterArgs) != 2 {
		t.Error("the original loop changed")
	}
	if got := FilterTrailingYield(Stmts(loop.Body), nil); len(got) != 1 || got[0] != Stmts(loop.Body)[0] {
		t.Errorf("no slot kept: %d statements, want the body without its yield", len(got))
	}
	noYield := []Stmt{ss[0]}
	if got := FilterTrailingYield(noYield, []int{0}); len(got) != 1 || got[0] != ss[0] {
		t.Error("a body without a trailing yield changed")
	}
	if got := FilterTrailingYield(Stmts(loop.Body), []int{1, 5}); len(TrailingYieldIn(got, nil).Values) != 1 {
		t.Error("a slot past the yield's values was not skipped")
	}
}

func TestMapBodies(t *testing.T) {
	p, ss := rebuildProgram(t)
	// Drop every statement but yields and the barrier from every body.
	var keep func([]Stmt) []Stmt
	keep = func(b []Stmt) []Stmt {
		var out []Stmt
		for _, s := range b {
			switch s.(type) {
			case *YieldStmt, *EvalStmt:
				out = append(out, MapBodies(s, keep))
			}
		}
		return out
	}
	var out []Stmt
	for _, s := range ss {
		out = append(out, MapBodies(s, keep))
	}
	got := body(withBody(p, out))
	want := `        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c, d) in pl.range(4, init_values=(t0, t0)):
            rc, rd = pl.yield_(c1__FREE_VAR, d)
        for (w,) in pl.while_(init_values=(0,)):
            pl.cond(w < 3)
            rw: pl.Scalar[pl.INDEX] = pl.yield_(w1__FREE_VAR)
        if k < 1:
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(e__FREE_VAR)
        else:
            y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(rd)
        if k < 2:
            pl.system.bar_v()
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return o
`
	if got != want {
		t.Errorf("mapped:\n%s\nwant:\n%s", got, want)
	}
	if n := MapBodies(ss[4], keep).(*IfStmt); n.Else != nil {
		t.Error("a missing else was added")
	}
}
