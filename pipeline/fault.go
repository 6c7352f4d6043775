package pipeline

import (
	"fmt"
	"sort"
	"strings"
)

// Fault is a named switch that re-creates one historical PyPTO bug inside
// our passes. Faults are off by default; with one on, the harness must
// find the bug class again.
type Fault struct {
	Name   string
	Issue  int    // the PyPTO issue it reproduces
	Pass   string // the pass it lives in
	Breaks string // what goes wrong, one line
}

// The faults.
var (
	FaultNarrowedAccNotCompact = &Fault{"narrowed-acc-not-compact", 2470, "AutoTileMatmulL0",
		"the accumulator seeded for a row-narrowed matmul is not stamped compact, so L0C is read back at the physical pitch"}
	FaultC2VPushWidensValid = &Fault{"c2v-push-widens-valid", 2510, "ExpandMixedKernel",
		"the cube-to-vector push of a narrowed accumulator drops its compact mode, so the fix-pipe walks L0C at the physical pitch"}
	FaultLoopBackpropFixedProducer = &Fault{"loop-backprop-fixed-producer", 1262, "InferTileMemorySpace",
		"a loop carry's space is back-propagated onto the init var of a fixed-space producer (tile.full), leaving the assignment asymmetric"}
	FaultIfPhiSpaceUnrecorded = &Fault{"if-phi-space-unrecorded", 2468, "InferTileMemorySpace",
		"if/else phis are not recorded, so a Vec-only consumer of an Acc phi gets no tile.move"}
	FaultMoveInplaceSafe = &Fault{"move-inplace-safe", 2106, "MemoryReuse",
		"tile.move is treated as in-place safe, so a layout-changing move shares its source's buffer"}
	FaultDescendingTripZero = &Fault{"descending-trip-zero", 2427, "Simplify",
		"the constant trip count of a loop with a negative step is computed as 0"}
	FaultReshapeDropsValid = &Fault{"reshape-drops-valid", 2149, "FlattenTileNdTo2D",
		"the reshape inserted when flattening claims the full shape valid, dropping the input's valid region"}
	FaultYieldCallsUnflattened = &Fault{"yield-calls-unflattened", 2236, "FlattenCallExpr",
		"calls nested in yields are not flattened (only returns are)"}
	FaultCarrySlotMismatch = &Fault{"carry-slot-mismatch", 2453, "ExpandMixedKernel",
		"loop-state repair maps a branch yield to the wrong carry slot when a loop carries more than one value"}
	FaultReuseIgnoresPhiLiveness = &Fault{"reuse-ignores-phi-liveness", 1832, "MemoryReuse",
		"liveness ignores if/loop phis, so a buffer still reachable through a phi is reused and clobbered"}
)

// AllFaults lists every fault, by name.
func AllFaults() []*Fault {
	fs := []*Fault{
		FaultNarrowedAccNotCompact, FaultC2VPushWidensValid, FaultLoopBackpropFixedProducer,
		FaultIfPhiSpaceUnrecorded, FaultMoveInplaceSafe, FaultDescendingTripZero,
		FaultReshapeDropsValid, FaultYieldCallsUnflattened, FaultCarrySlotMismatch,
		FaultReuseIgnoresPhiLiveness,
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name })
	return fs
}

// FaultByName finds a fault.
func FaultByName(name string) *Fault {
	for _, f := range AllFaults() {
		if f.Name == name {
			return f
		}
	}
	return nil
}

func (f *Fault) String() string {
	return fmt.Sprintf("%s #%d %s (in %s)", f.Name, f.Issue, f.Breaks, f.Pass)
}

// Faults is a set of enabled faults (a value; the zero value has none).
type Faults struct{ on []*Fault }

// ParseFaults reads a comma-separated fault list.
func ParseFaults(list string) (Faults, error) {
	var fs Faults
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		f := FaultByName(n)
		if f == nil {
			var names []string
			for _, g := range AllFaults() {
				names = append(names, g.Name)
			}
			return Faults{}, fmt.Errorf("unknown fault %q (faults: %s)", n, strings.Join(names, ", "))
		}
		fs = fs.With(f)
	}
	return fs, nil
}

// With returns the set with f enabled.
func (s Faults) With(f *Fault) Faults {
	if s.Has(f) {
		return s
	}
	return Faults{on: append(append([]*Fault(nil), s.on...), f)}
}

// Has reports whether f is enabled.
func (s Faults) Has(f *Fault) bool {
	for _, g := range s.on {
		if g == f {
			return true
		}
	}
	return false
}

// List returns the enabled faults.
func (s Faults) List() []*Fault { return s.on }

func (s Faults) String() string {
	names := make([]string, len(s.on))
	for i, f := range s.on {
		names[i] = f.Name
	}
	return strings.Join(names, ",")
}
