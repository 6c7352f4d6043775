package oracle

import (
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestMachineReuseMatchesFresh: a simulator Machine that ran other kernels
// before gives, for each generated kernel of every profile, the result a
// fresh run gives: outputs, cycles, pipe statistics, counts and
// diagnostics. The kernels run one after another on one Machine, so each
// inherits the pages, write buffers and scratch the previous one left.
func TestMachineReuseMatchesFresh(t *testing.T) {
	b, _ := backend.Get("Ascend910B")
	var m ascend.Machine
	runs, diags := 0, 0
	for _, prof := range gen.Profiles() {
		p, err := gen.LookupProfile(prof)
		if err != nil {
			t.Fatal(err)
		}
		p = p.WithTarget(b)
		for seed := int64(1); seed <= 12; seed++ {
			c := gen.FromSeed(p, seed)
			compiled, err := pipeline.Run(pipeline.Default(), c.Prog, &pipeline.Context{Backend: b})
			if err != nil {
				continue // a kernel the pipeline rejects has nothing to simulate
			}
			rf, err := reference(c.Prog, "", b, uint64(seed))
			if err != nil {
				continue
			}
			cf := EntryOf(compiled, rf.f.Name)
			args, pm := entryArgs(rf, cf)
			low, err := ascend.Lower(rf.arch, compiled, cf.Name, args)
			if err != nil {
				continue
			}
			ins := inputsOf(low, rf, pm)
			fresh, err1 := ascend.Run(rf.arch, low.Program, ins, ascend.Options{})
			reused, err2 := m.Run(rf.arch, low.Program, ins, ascend.Options{})
			if fmt.Sprint(err1) != fmt.Sprint(err2) {
				t.Fatalf("%s seed %d: fresh error %v, reused %v", prof, seed, err1, err2)
			}
			if err1 != nil {
				continue
			}
			if d := resultDiff(fresh, reused); d != "" {
				t.Errorf("%s seed %d: the reused Machine's result differs from a fresh run's: %s", prof, seed, d)
			}
			runs++
			diags += len(fresh.Diags)
		}
	}
	if runs < 100 || diags == 0 {
		t.Fatalf("only %d kernels simulated (%d diagnostics): the comparison covers too little", runs, diags)
	}
	t.Logf("%d kernels, %d diagnostics", runs, diags)
}

// resultDiff says where two simulator results differ ("" when they do
// not): output elements by their bits (a NaN equals the same NaN), the
// rest of the result as values.
func resultDiff(a, b *ascend.Result) string {
	if len(a.Outputs) != len(b.Outputs) {
		return fmt.Sprintf("%d vs %d outputs", len(a.Outputs), len(b.Outputs))
	}
	for i, x := range a.Outputs {
		y := b.Outputs[i]
		if (x == nil) != (y == nil) {
			return fmt.Sprintf("output %d: nil vs not", i)
		}
		if x == nil {
			continue
		}
		if len(x.Data) != len(y.Data) || !reflect.DeepEqual(x.Shape, y.Shape) || x.DType != y.DType {
			return fmt.Sprintf("output %d: shape %v %s vs %v %s", i, x.Shape, x.DType, y.Shape, y.DType)
		}
		for k := range x.Data {
			if math.Float64bits(x.Data[k]) != math.Float64bits(y.Data[k]) || x.IsDefined(k) != y.IsDefined(k) {
				return fmt.Sprintf("output %d element %d: %v (defined %v) vs %v (defined %v)", i, k, x.Data[k], x.IsDefined(k), y.Data[k], y.IsDefined(k))
			}
		}
	}
	ra, rb := *a, *b
	ra.Outputs, rb.Outputs = nil, nil
	if !reflect.DeepEqual(ra, rb) {
		return fmt.Sprintf("cycles %d vs %d, %d vs %d diagnostics, %d vs %d elements", a.Cycles, b.Cycles, len(a.Diags), len(b.Diags), a.Elements, b.Elements)
	}
	return ""
}
