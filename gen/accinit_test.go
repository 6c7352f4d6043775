package gen

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// cubeReadProfiles are the profiles whose kernels are heavy in
// accumulators, carries and cube operands.
var cubeReadProfiles = []string{"Default", "AccCompactValid", "PipelineLoopValid", "MixedKernelExpanded", "NoScalarKernelReturn"}

// TestCubeReadsWritten: the generated kernels read no L0C, L0A or L0B
// bytes they never wrote, which the simulator would see as bytes at some
// earlier tile's pitch:
//   - an accumulator tile.create allocates (or its set_validshape view) is
//     only ever the accumulator of a matmul_acc whose init_cond is True;
//   - no cube operand has a constant zero valid extent (mad's m, k, n lie
//     in [1, 4095]);
//   - a matmul rhs's valid rows are its physical rows (mad reads K rows);
//   - a set_validshape never widens constant valid rows (but of a fresh
//     tile.create seed, which has no rows yet).
func TestCubeReadsWritten(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 20
	}
	fresh, checked := 0, 0
	for _, name := range cubeReadProfiles {
		if Profile(name) == nil {
			t.Fatalf("no profile %s", name)
		}
		p := ssaPolicy(Profile(name))
		for seed := int64(0); seed < int64(n); seed++ {
			c := FromSeed(p, seed)
			f, msg := cubeReadProblem(c.Prog)
			fresh += f
			checked++
			if msg != "" {
				t.Fatalf("%s seed %d: %s\n%s", name, seed, msg, ir.Print(c.Prog))
			}
		}
	}
	if fresh == 0 {
		t.Fatalf("no tile.create accumulator seed in %d kernels: the check saw nothing", checked)
	}
}

// cubeReadProblem returns the number of tile.create accumulators of p and
// the first violation of TestCubeReadsWritten's rules ("" if none).
func cubeReadProblem(p *ir.Program) (int, string) {
	f := kernelOf(p)
	unwritten := map[*ir.Var]bool{}
	ir.WalkFunc(f, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok && c.Op != nil {
				switch {
				case c.Op.Name == "tile.create" && isAcc(a.Var.T):
					unwritten[a.Var] = true
				case c.Op.Name == "tile.set_validshape" && unwritten[ir.VarOf(c.Args[0])]:
					unwritten[a.Var] = true
				}
			}
		}
		return true
	})
	read := func(e ir.Expr) bool { v := ir.VarOf(e); return v != nil && unwritten[v] }
	msg := ""
	fail := func(format string, args ...any) {
		if msg == "" {
			msg = fmt.Sprintf(format, args...)
		}
	}
	ir.WalkFunc(f, func(n ir.Node) bool {
		switch x := n.(type) {
		case *ir.Call:
			if x.Op == nil {
				return true
			}
			for i, a := range x.Args {
				if !read(a) {
					continue
				}
				switch {
				case x.Op.Name == "tile.set_validshape" && i == 0:
				case x.Op.Name == "tile.matmul_acc" && i == 0 && len(x.Args) == 4 && isTrue(x.Args[3]):
				default:
					fail("%s reads the unwritten accumulator %s (argument %d)", x.Op.Name, ir.PrintExpr(a), i)
				}
			}
			switch x.Op.Name {
			case "tile.matmul", "tile.matmul_acc", "tile.matmul_bias", "tile.gemv", "tile.gemv_acc":
				off := 0
				if x.Op.Name == "tile.matmul_acc" || x.Op.Name == "tile.gemv_acc" {
					off = 1
				}
				for _, a := range x.Args[off : off+2] {
					for _, d := range tileOf(a.Type()).ValidShape() {
						if v, ok := ir.ConstValue(d); ok && v == 0 {
							fail("%s has the empty operand %s", x.Op.Name, ir.PrintExpr(a))
						}
					}
				}
				if rhs := tileOf(x.Args[off+1].Type()); !fullK(rhs) {
					fail("%s rhs %s has %s of %s rows valid", x.Op.Name, ir.PrintExpr(x.Args[off+1]), ir.PrintExpr(rhs.ValidShape()[0]), ir.PrintExpr(rhs.Shape[0]))
				}
			case "tile.set_validshape":
				src := tileOf(x.Args[0].Type())
				v, ok1 := ir.ConstValue(src.ValidShape()[0])
				r, ok2 := ir.ConstValue(x.Args[1])
				if ok1 && ok2 && r > v && !unwritten[ir.VarOf(x.Args[0])] {
					fail("set_validshape widens %s from %d to %d rows", ir.PrintExpr(x.Args[0]), v, r)
				}
			}
		case *ir.YieldStmt:
			for _, e := range x.Values {
				if read(e) {
					fail("a yield reads the unwritten accumulator %s", ir.PrintExpr(e))
				}
			}
		case *ir.ReturnStmt:
			for _, e := range x.Values {
				if read(e) {
					fail("a return reads the unwritten accumulator %s", ir.PrintExpr(e))
				}
			}
		case *ir.ForStmt:
			for _, ia := range x.IterArgs {
				if read(ia.Init) {
					fail("a loop carries the unwritten accumulator %s", ir.PrintExpr(ia.Init))
				}
			}
		case *ir.WhileStmt:
			for _, ia := range x.IterArgs {
				if read(ia.Init) {
					fail("a loop carries the unwritten accumulator %s", ir.PrintExpr(ia.Init))
				}
			}
		}
		return true
	})
	return len(unwritten), msg
}

func isTrue(e ir.Expr) bool {
	b, ok := e.(*ir.ConstBool)
	return ok && b.Value
}
