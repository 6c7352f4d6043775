package oracle

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// observableProgram: acc is a product carried through loops and branches
// next to the output tensor; each case says which uses make it observed.
const observableHead = `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16])
        acc: pl.Tile[[16, 16], pl.FP32] = pl.tile.adds(t, 1.0)
`

// TestObservable: a loop's or branch's result depends on its own carry,
// its yields in that position and what decides the path, not on every
// value the statement reads (c0dd00783154: a rejected accumulator carried
// unread through a pl.pipeline loop beside the output tensor looked
// observed, and the precision oracle called the rule's rejection a false
// positive).
func TestObservable(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       bool
	}{
		{"dead carry beside the output", `
        for i, (a, o) in pl.range(2, init_values=(acc, out)):
            a_1, o_1 = pl.yield_(a, o)
        return o_1
`, false},
		{"carry stored after the loop", `
        for i, (a, o) in pl.range(2, init_values=(acc, out)):
            a_1, o_1 = pl.yield_(a, o)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(a_1, [0, 0], o_1)
        return r
`, true},
		{"carry swapped into the output's slot", `
        for i, (a, b) in pl.range(2, init_values=(t, acc)):
            a_1, b_1 = pl.yield_(b, a)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(a_1, [0, 0], out)
        return r
`, true},
		{"stored inside the loop", `
        for i, (o,) in pl.range(2, init_values=(out,)):
            s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], o)
            o_1 = pl.yield_(s)
        return o_1
`, true},
		{"dead branch result", `
        if n < 4:
            a_1, o_1 = pl.yield_(acc, out)
        else:
            a_1, o_1 = pl.yield_(t, out)
        return o_1
`, false},
		{"deciding a while loop's trip count", `
        s: pl.Scalar[pl.FP32] = pl.tile.read(acc, [0, 0])
        for (k, o) in pl.while_(init_values=(0.0, out)):
            pl.cond(k < s)
            k_1, o_1 = pl.yield_(k + 1.0, o)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], o_1)
        return r
`, true},
		{"a loop that breaks counts every read", `
        for i, (a, o) in pl.range(2, init_values=(acc, out)):
            if i == 1:
                break
            a_1, o_1 = pl.yield_(a, o)
        return o_1
`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ir.Parse("p.py", observableHead+tc.body)
			if err != nil {
				t.Fatal(err)
			}
			var span ir.Span
			ir.Walk(p, func(n ir.Node) bool {
				if a, ok := n.(*ir.AssignStmt); ok && a.Var.Name == "acc" {
					span = a.Pos
				}
				return true
			})
			if span == (ir.Span{}) {
				t.Fatal("no acc")
			}
			if got := observable(p, span); got != tc.want {
				t.Errorf("observable = %v, want %v", got, tc.want)
			}
		})
	}
}
