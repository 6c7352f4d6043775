package pipeline

import (
	"slices"
	"testing"
)

// TestDefaultForDropsPyPTOsPasses checks each planner's pass list against
// the passes the pinned PyPTO's PassManager drops under it: built inside
// passes.PassContext([], memory_planner=...), its Default strategy lists
// 49 passes under PYPTO, drops MemoryReuse under DSA_RP and MemoryReuse
// and AllocateMemoryAddr under PTOAS (python/pypto/ir/pass_manager.py:
// 335-343).
func TestDefaultForDropsPyPTOsPasses(t *testing.T) {
	names := func(ps []*Pass) []string {
		var out []string
		for _, p := range ps {
			out = append(out, p.Name)
		}
		return out
	}
	all := names(Default())
	for _, tc := range []struct {
		pl      Planner
		dropped []string
	}{
		{PlannerPyPTO, nil},
		{PlannerDsaRP, []string{"MemoryReuse"}},
		{PlannerPtoAS, []string{"MemoryReuse", "AllocateMemoryAddr"}},
	} {
		for _, list := range []struct {
			name      string
			full, got []string
		}{
			{"DefaultFor", all, names(DefaultFor(tc.pl))},
			{"CompileFor", names(Compile()), names(CompileFor(tc.pl))},
		} {
			var dropped []string
			for _, n := range list.full {
				if !slices.Contains(list.got, n) {
					dropped = append(dropped, n)
				}
			}
			if !slices.Equal(dropped, tc.dropped) {
				t.Errorf("%s(%s) drops %v, want %v", list.name, tc.pl, dropped, tc.dropped)
			}
			if tc.pl == PlannerPtoAS {
				// The model's stand-in for ptoas PlanMemory, just before InsertSync.
				if i := slices.Index(list.got, "PlanMemoryStandIn"); i < 0 || list.got[i+1] != "InsertSync" {
					t.Errorf("%s(ptoas) has no PlanMemoryStandIn before InsertSync: %v", list.name, list.got)
				}
				list.got = slices.DeleteFunc(list.got, func(n string) bool { return n == "PlanMemoryStandIn" })
			}
			if len(list.got)+len(dropped) != len(list.full) {
				t.Errorf("%s(%s) has %d passes, want %d", list.name, tc.pl, len(list.got), len(list.full)-len(dropped))
			}
		}
	}
	if len(Default()) != len(all) || !slices.Contains(names(Default()), "MemoryReuse") {
		t.Errorf("DefaultFor changed Default()")
	}
}

func TestParsePlanner(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Planner
		py   string
	}{
		{"", PlannerPyPTO, "PYPTO"},
		{"pypto", PlannerPyPTO, "PYPTO"},
		{"dsa_rp", PlannerDsaRP, "DSA_RP"},
		{"PTOAS", PlannerPtoAS, "PTOAS"},
	} {
		got, err := ParsePlanner(tc.in)
		if err != nil || got != tc.want || got.Python() != tc.py {
			t.Errorf("ParsePlanner(%q) = %v (%s), %v; want %v (%s)", tc.in, got, got.Python(), err, tc.want, tc.py)
		}
	}
	_, err := ParsePlanner("dsa")
	if want := `unknown memory planner "dsa" (planners: pypto, dsa_rp, ptoas)`; err == nil || err.Error() != want {
		t.Errorf("ParsePlanner(dsa) error = %v, want %s", err, want)
	}
}
