// Package benchkernel builds the deterministic kernels the benchmarks of
// ir, verifier and pipeline time, so that their figures are comparable:
// PyPTO text of about n statements (loads, vector chains, two-value carried
// loops, branches with phis and cube sections). It imports nothing.
package benchkernel

import (
	"fmt"
	"strings"
)

// Text is an InCore kernel of about n statements; with orchestration, an
// Orchestration function launching it follows, its call carrying the
// arg_directions DeriveCallDirections gives it, and the kernel returns its
// Out parameter itself, as NormalizeReturnOrder leaves it.
func Text(n int, orchestration bool) string {
	var b strings.Builder
	b.WriteString(`import pypto.language as pl

@pl.program
class Bench:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 64], pl.BF16], w: pl.Tensor[[64, 128], pl.BF16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [64, 128])
`)
	count := 1
	cur := "t0"
	next := func() string { count++; return fmt.Sprintf("t%d", count) }
	ops := []string{"pl.exp(%s)", "pl.add(%s, t0)", "pl.mul(%s, 0.5)", "pl.relu(%s)", "pl.maximum(%s, t0)", "pl.neg(%s)"}
	stop := n - 2
	if orchestration {
		stop = n - 6
	}
	for count < stop {
		switch count % 23 {
		case 5: // a loop with two carries
			l := next()
			fmt.Fprintf(&b, "        for i%s, (c%s, d%s) in pl.range(4, init_values=(%s, t0)):\n", l, l, l, cur)
			e := next()
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.add(c%s, d%s)\n", e, l, l)
			f := next()
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.exp(d%s)\n", f, l)
			r := next()
			fmt.Fprintf(&b, "            %s, s%s = pl.yield_(%s, %s)\n", r, r, e, f)
			cur = r
		case 13: // a branch with a phi
			g := next()
			fmt.Fprintf(&b, "        if flag < %d:\n", count)
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.abs(%s)\n", g, cur)
			ph := next()
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(%s)\n", ph, g)
			fmt.Fprintf(&b, "        else:\n")
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(%s)\n", ph, cur)
			cur = ph
		case 19: // a cube section
			m1, m2, l, r, p := next(), next(), next(), next(), next()
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)\n", m1)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.load(w, [0, 0], [64, 128], target_memory=pl.Mem.Mat)\n", m2)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 64], pl.BF16, pl.Mem.Left] = pl.move(%s, target_memory=pl.Mem.Left)\n", l, m1)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.move(%s, target_memory=pl.Mem.Right)\n", r, m2)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.matmul(%s, %s)\n", p, l, r)
			v := next()
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.move(%s, target_memory=pl.Mem.Vec)\n", v, p)
			cur = v
		default:
			t := next()
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = %s\n", t, fmt.Sprintf(ops[count%len(ops)], cur))
			cur = t
		}
	}
	ret := "res"
	if orchestration {
		ret = "out" // as NormalizeReturnOrder leaves it (ReturnParamsExplicit)
	}
	fmt.Fprintf(&b, "        res: pl.Tensor[[64, 128], pl.FP32] = pl.store(%s, [0, 0], out)\n        return %s\n", cur, ret)
	if orchestration {
		b.WriteString(`
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 64], pl.BF16], w: pl.Tensor[[64, 128], pl.BF16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        r: pl.Tensor[[64, 128], pl.FP32] = self.kernel(x, a, w, 3, out, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return r
`)
	}
	return b.String()
}
