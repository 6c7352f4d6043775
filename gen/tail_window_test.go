package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestTailWindow pins the kernels of seeds 1..300 of Default that end in a
// window of a window (tailWindow): an extract of a slice of one of their
// vector tiles, stored into an output just before the return, and how
// many of those slices start off column 0 (the offset
// CanonicalizeTileSlice adds when it folds the extract into its base,
// canonicalize_tile_slice_pass.cpp:422-438). Its draws come last: with
// PTailWindow 0 every kernel is the same, less the window. The tail
// carry and chain drawn after it (PTailCarry, PTailChain) are off, so the
// window ends the kernel.
func TestTailWindow(t *testing.T) {
	on := *Profile("Default")
	on.Knobs[PTailCarry], on.Knobs[PTailChain] = 0, 0
	p := &on
	off := *p
	off.Knobs[PTailWindow] = 0
	var kernels, tails, cols int
	for seed := int64(1); seed <= 300; seed++ {
		prog := FromSeed(p, seed).Prog
		k := prog.Func(KernelName)
		if k == nil {
			continue
		}
		kernels++
		base := FromSeed(&off, seed).Prog
		stmts := ir.Stmts(k.Body)
		sl, ok := tailOf(stmts)
		if !ok {
			if !ir.Equal(prog, base) {
				t.Errorf("seed %d: no window, yet the kernel differs from the one PTailWindow 0 builds", seed)
			}
			continue
		}
		tails++
		if c, ok := ir.ConstValue(sl.Args[2].(*ir.MakeTuple).Elems[1]); !ok || c != 0 {
			cols++
		}
		// Less its three statements and with the output it stored into
		// returned, the kernel is the one PTailWindow 0 builds.
		if !ir.Equal(withoutTail(prog, k, 3), base) {
			t.Errorf("seed %d: the kernel less its window differs from the one PTailWindow 0 builds", seed)
		}
	}
	if kernels != 300 || tails != 37 || cols != 17 {
		t.Errorf("%d tile kernels, %d end in a window of a window, %d of whose slices start off column 0; want 300, 37, 17", kernels, tails, cols)
	}
}

// tailOf reads a kernel's last statements as `sl = tile.slice(...)`,
// `ex = tile.extract(sl, ...)`, `o = tile.store(ex, ...)`, return: the
// slice call.
func tailOf(stmts []ir.Stmt) (*ir.Call, bool) {
	if len(stmts) < 4 {
		return nil, false
	}
	call := func(s ir.Stmt, op *ir.OpDef) (*ir.AssignStmt, *ir.Call) {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			return nil, nil
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != op {
			return nil, nil
		}
		return a, c
	}
	n := len(stmts)
	sl, slc := call(stmts[n-4], ir.TileSlice)
	ex, xc := call(stmts[n-3], ir.TileExtract)
	st, sc := call(stmts[n-2], ir.TileStore)
	if sl == nil || ex == nil || st == nil || ir.VarOf(xc.Args[0]) != sl.Var || ir.VarOf(sc.Args[0]) != ex.Var {
		return nil, false
	}
	return slc, true
}

// withoutTail is prog less the n statements before its kernel k's return
// that a tail construct appended (the last of them a store into an
// output), with that output returned instead of the store's result: the
// kernel the builder gives with the construct's knob at 0.
func withoutTail(prog *ir.Program, k *ir.Function, n int) *ir.Program {
	stmts := ir.Stmts(k.Body)
	st := stmts[len(stmts)-2].(*ir.AssignStmt)
	ret := stmts[len(stmts)-1].(*ir.ReturnStmt)
	vals := append([]ir.Expr(nil), ret.Values...)
	for i, v := range vals {
		if v == ir.Expr(st.Var) {
			vals[i] = st.Value.(*ir.Call).Args[2]
		}
	}
	nk := *k
	nk.Body = ir.Seq(k.Body.Span(), append(append([]ir.Stmt(nil), stmts[:len(stmts)-1-n]...), &ir.ReturnStmt{Values: vals})...)
	stripped := *prog
	stripped.Funcs = append([]*ir.Function{&nk}, prog.Funcs[1:]...)
	return &stripped
}
