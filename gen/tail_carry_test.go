package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestTailCarry pins the kernels of seeds 1..300 of Default and of
// AssignTypeSymmetry that end in a carry left to inference (tailCarry): a
// loop whose iter arg starts from an accumulator a matmul or gemv
// produced, and whose body yields a vector op's result, stored into an
// output before the return. The iter arg and result keep the initial
// value's type (Acc), the yield is a Vec tile, as PyPTO's parser types
// them. Its draws come last: with PTailCarry 0 every kernel is the same,
// less the loop and its store. The chain drawn after it (PTailChain) is
// off, so the loop and its store end the kernel.
func TestTailCarry(t *testing.T) {
	for _, tc := range []struct {
		profile string
		want    int
	}{{"Default", 18}, {"AssignTypeSymmetry", 20}} {
		on := *Profile(tc.profile)
		on.Knobs[PTailChain] = 0
		p := &on
		off := *p
		off.Knobs[PTailCarry] = 0
		tails := 0
		for seed := int64(1); seed <= 300; seed++ {
			prog := FromSeed(p, seed).Prog
			k := prog.Func(KernelName)
			if k == nil {
				continue
			}
			base := FromSeed(&off, seed).Prog
			stmts := ir.Stmts(k.Body)
			if !hasTailCarry(k) {
				if !ir.Equal(prog, base) {
					t.Errorf("%s seed %d: no tail carry, yet the kernel differs from the one PTailCarry 0 builds", tc.profile, seed)
				}
				continue
			}
			tails++
			loop := stmts[len(stmts)-3].(*ir.ForStmt)
			ia := loop.IterArgs[0]
			init := ir.VarOf(ia.Init)
			if init == nil || !ir.TypeEqual(ia.T, init.T) || !ir.TypeEqual(loop.ReturnVars[0].T, init.T) {
				t.Errorf("%s seed %d: the carry does not take its initial value's type", tc.profile, seed)
			}
			if sp := tileOf(yieldOf(loop.Body).Values[0].Type()).Space; sp != ir.Vec {
				t.Errorf("%s seed %d: the body yields a %s tile, want Vec", tc.profile, seed, sp)
			}
			// Less the loop and its store, and with the output it stored
			// into returned, the kernel is the one PTailCarry 0 builds.
			if !ir.Equal(withoutTail(prog, k, 2), base) {
				t.Errorf("%s seed %d: the kernel less its tail carry differs from the one PTailCarry 0 builds", tc.profile, seed)
			}
			// The printed kernel reads back as itself (the parser types
			// the carry from its initial value, as the builder does).
			text := ir.Print(prog)
			if back, err := ir.Parse("tail_carry.py", text); err != nil || !ir.Equal(back, prog) {
				t.Errorf("%s seed %d: the kernel does not read back as itself: %v", tc.profile, seed, err)
			}
		}
		if tails != tc.want {
			t.Errorf("%s: %d of 300 kernels end in a tail carry, want %d", tc.profile, tails, tc.want)
		}
	}
}
