package gen

import "github.com/irfuzz/irfuzz/ir"

// permuteReturns returns the kernel's outputs in another order than its
// Out / InOut parameters (PReturnOrder), as an author may list them:
// NormalizeReturnOrder (normalize_return_order_pass.cpp:226-322) puts
// them back in parameter order and remaps the tuple indices of every
// caller (:326-397), here the orchestration built after it. The order is
// a rotation by a drawn amount, so the zero draw keeps parameter order.
func (b *builder) permuteReturns(f *ir.Function) {
	n := len(f.Returns)
	if n < 2 || !b.knobChance(PReturnOrder) {
		return
	}
	k := b.draw(n)
	if k == 0 {
		return
	}
	stmts := ir.Stmts(f.Body)
	ret, ok := stmts[len(stmts)-1].(*ir.ReturnStmt)
	if !ok || len(ret.Values) != n {
		return
	}
	vals := make([]ir.Expr, n)
	types := make([]ir.Type, n)
	for i := range n {
		vals[i] = ret.Values[(i+k)%n]
		types[i] = f.Returns[(i+k)%n]
	}
	ret.Values, f.Returns = vals, types
}
