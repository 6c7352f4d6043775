package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestAivSplitFacts(t *testing.T) {
	p := parseProgramFile(t, "testdata/AivSplitValid/i_reject_shard_carried_by_while.py")
	p.Funcs = append(p.Funcs, nil, &ir.Function{Name: "bodiless"})
	got := ResultOf(NewPass("test", p, nil, nil), aivSplitFacts)
	if len(got) != 3 || got[1] != nil || got[2] != nil {
		t.Fatalf("parts %v", got)
	}
	f := got[0]
	if !f.hasRegion || f.noSplit.call != nil || f.split.call == nil || f.split.split != 1 || f.split.order != 0 {
		t.Errorf("regions and transports: %+v", f)
	}
	byName := map[string]splitValueDef{}
	vars := map[string]*ir.Var{}
	for v, d := range f.locals {
		byName[v.Name], vars[v.Name] = d, v
	}
	if len(byName) != 8 {
		t.Errorf("locals %v, want lane sh carry n inner n1 rc rn", byName)
	}
	lane, sh, inner, n1, carry := byName["lane"], byName["sh"], byName["inner"], byName["n1"], byName["carry"]
	// The region's lane index is bound inside the region.
	if !lane.assigned || lane.region == nil || lane.region != sh.region {
		t.Errorf("lane: %+v", lane)
	}
	if !sh.assigned || sh.call == nil || sh.call.Op != ir.TileAivShard || sh.region == nil || sh.region.Split != ir.SplitUpDown {
		t.Errorf("sh: %+v", sh)
	}
	if !inner.assigned || inner.region == nil || inner.region.Split != ir.SplitNone {
		t.Errorf("inner: %+v", inner)
	}
	if !n1.assigned || n1.call != nil || n1.region != nil {
		t.Errorf("n1: %+v", n1)
	}
	// A carry is local but has no defining assignment.
	if _, ok := f.def(vars["carry"]); carry.assigned || ok {
		t.Errorf("carry: %+v", carry)
	}
	if d, ok := f.def(vars["sh"]); !ok || d != sh {
		t.Errorf("def(sh) = %+v, %v", d, ok)
	}
}
