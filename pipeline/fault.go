package pipeline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/verifier"
)

// Fault is a named switch that re-creates one PyPTO bug inside our passes
// or verifier: a historical one (Issue) or one irfuzz's clean campaigns
// found in the PyPTO release it models and that we fixed here (Found,
// written up in docs/findings.md). Faults are off by default; with one on,
// the harness must find the bug class again.
type Fault struct {
	Name   string
	Issue  int    // the PyPTO issue it reproduces (0: none filed)
	Found  string // the irfuzz finding it re-creates ("" for a historical bug)
	Pass   string // the pass, or the verifier rule, it lives in
	Breaks string // what goes wrong, one line
	// Check is the verifier check the fault switches off ("" for a pass
	// fault).
	Check verifier.Extension
}

// The faults.
var (
	FaultNarrowedAccNotCompact = &Fault{Name: "narrowed-acc-not-compact", Issue: 2470, Pass: "AutoTileMatmulL0",
		Breaks: "the accumulator seeded for a row-narrowed K-split matmul is not stamped compact (the pinned seed), so the loop carry disagrees with the compact first-step product at the if phi and L0C is read back at the physical pitch"}
	FaultC2VPushWidensValid = &Fault{Name: "c2v-push-widens-valid", Issue: 2510, Pass: "ExpandMixedKernel",
		Breaks: "the cube-to-vector push of a narrowed accumulator drops its compact mode, so the fix-pipe walks L0C at the physical pitch"}
	FaultLoopBackpropFixedProducer = &Fault{Name: "loop-backprop-fixed-producer", Issue: 1262, Pass: "InferTileMemorySpace",
		Breaks: "a loop carry's space is back-propagated onto the init var of a fixed-space producer (tile.full), leaving the assignment asymmetric"}
	FaultIfPhiSpaceUnrecorded = &Fault{Name: "if-phi-space-unrecorded", Issue: 2468, Pass: "InferTileMemorySpace",
		Breaks: "if/else phis are not recorded, so a Vec-only consumer of an Acc phi gets no tile.move"}
	FaultMoveInplaceSafe = &Fault{Name: "move-inplace-safe", Issue: 2106, Pass: "MemoryReuse",
		Breaks: "tile.move is treated as in-place safe, so a layout-changing move shares its source's buffer"}
	FaultDescendingTripZero = &Fault{Name: "descending-trip-zero", Issue: 2427, Pass: "Simplify",
		Breaks: "the constant trip count of a loop with a negative step is computed as 0"}
	FaultReshapeDropsValid = &Fault{Name: "reshape-drops-valid", Issue: 2149, Pass: "FlattenTileNdTo2D",
		Breaks: "the reshape inserted when flattening claims the full shape valid, dropping the input's valid region"}
	FaultYieldCallsUnflattened = &Fault{Name: "yield-calls-unflattened", Issue: 2236, Pass: "FlattenCallExpr",
		Breaks: "calls nested in yields are not flattened (only returns are)"}
	FaultCarrySlotMismatch = &Fault{Name: "carry-slot-mismatch", Issue: 2453, Pass: "ExpandMixedKernel",
		Breaks: "loop-state repair falls a dangling branch yield back to the loop's carry at the if's own slot index, not to the iter arg the other branch yields there, so with more than one carry a phi merges two different carries"}
	FaultReuseIgnoresPhiLiveness = &Fault{Name: "reuse-ignores-phi-liveness", Issue: 1832, Pass: "MemoryReuse",
		Breaks: "liveness ignores if/loop phis, so a buffer still reachable through a phi is reused and clobbered"}
)

// The faults re-creating what irfuzz found in the modelled PyPTO release.
var (
	FaultAccViewsUnchecked = &Fault{Name: "acc-views-unchecked", Found: "RF-C1", Pass: "AccCompactValid",
		Breaks: "AccCompactValid checks only tile.set_validshape, so a tile.slice or tile.reshape of a compact accumulator re-derives the pitch from its own valid rows",
		Check:  verifier.ExtAccViews}
	FaultWrittenAccRenarrow = &Fault{Name: "written-acc-renarrow", Found: "RF-C2", Pass: "AccCompactValid",
		Breaks: "AccCompactValid exempts a full-box compact accumulator from the re-narrow check even after mad wrote it",
		Check:  verifier.ExtAccWrittenRenarrow}
	FaultAccTransposeView = &Fault{Name: "acc-transpose-view", Found: "RF-G1", Pass: "AccCompactValid",
		Breaks: "a tile.transpose_view of an accumulator is accepted, but the fix pipe reads L0C as NZ, so its store or push is not transposed",
		Check:  verifier.ExtAccTransposeView}
	FaultValidSliceUncanonical = &Fault{Name: "valid-slice-uncanonical", Found: "RF-B1", Pass: "AlignTileSlices",
		Breaks: "a Vec tile.slice that carries a valid_shape stays a view, so its readers see an unaligned UB address"}
	FaultSliceAlignRowMajor = &Fault{Name: "slice-align-row-major", Found: "RF-H10a", Pass: "AlignTileSlices",
		Breaks: "a Vec slice of a column-major tile (or of a view of a window) is judged aligned by its row-major offset, so a window whose address is unaligned stays a view"}
	FaultFillpadInPlaceStrided = &Fault{Name: "fillpad-in-place-strided", Found: "RF-B2", Pass: "InitMemRef",
		Breaks: "tile.fillpad shares its input's buffer even when the input is a strided or partly valid window of a larger tile, and pads over the parent"}
	FaultCrossCoreStoreUnfenced = &Fault{Name: "cross-core-store-unfenced", Found: "RF-A1", Pass: "ExpandMixedKernel",
		Breaks: "a GM tensor stored on one core and then stored or loaded on the other is not fenced between the cores"}
	FaultVectorOpInMat = &Fault{Name: "vector-op-in-mat", Found: "RF-H7", Pass: "InferTileMemorySpace",
		Breaks: "an op that inherits its input's memory but runs only on the vector pipe (tile.transpose, a Mat-to-Mat tile.assemble) follows its cube-operand input into Mat, so the AIC kernel holds vector work"}
	FaultAccSingleFractalRejected = &Fault{Name: "acc-single-fractal-rejected", Found: "RF-P1", Pass: "AccCompactValid",
		Breaks: "AccCompactValid code 1 rejects a non-compact accumulator one N-fractal wide, or a product whose rhs is valid in one N-fractal's columns, under a narrowed lhs, although no read of it depends on the pitch (a false positive)",
		Check:  verifier.ExtAccSingleFractal}
	FaultAccToMatUnchecked = &Fault{Name: "acc-to-mat-unchecked", Found: "RF-M1", Pass: "AccCompactValid",
		Breaks: "a tile.move or tile.extract of a row-narrowed accumulator into Mat is accepted, but the L0C -> L1 move reads at the physical rows, not where mad packed the product",
		Check:  verifier.ExtAccToMat}
	FaultAccOperandUnrouted = &Fault{Name: "acc-operand-unrouted", Found: "RF-R1", Pass: "InferTileMemorySpace",
		Breaks: "an accumulator used as a cube operand gets a single tile.move into Left/Right, a route (L0C -> L0A/L0B) no chip has"}
	FaultSoleStmtBodyNoMove = &Fault{Name: "sole-stmt-body-no-move", Found: "RF-S1", Pass: "InferTileMemorySpace",
		Breaks: "moves are inserted only into a statement list, so a vector op on an Acc or Mat tile that is the only statement of an if branch or loop body reads the producer's space and TileMemoryInferred rejects the kernel"}
	FaultTfreeLastUse = &Fault{Name: "tfree-last-use", Found: "RF-T1", Pass: "ExpandMixedKernel",
		Breaks: "each popped tile's tfree follows its last use alone (not pop order), the ring keeps 2 slots and a tile popped before a loop that pops again stays in its slot, so a tfree, which releases the oldest slot held, hands back a slot still read and the producer refills it"}
	FaultA5PushPitch = &Fault{Name: "a5-push-pitch", Found: "RF-D1", Pass: "ExpandMixedKernel",
		Breaks: "on a5 the cube-to-vector push of a row-narrowed accumulator is read at TMOV's stride (static rows: Rows, runtime rows: ceil16(valid)), not at the pitch mad wrote"}
)

// AllFaults lists every fault, by name.
func AllFaults() []*Fault {
	fs := []*Fault{
		FaultNarrowedAccNotCompact, FaultC2VPushWidensValid, FaultLoopBackpropFixedProducer,
		FaultIfPhiSpaceUnrecorded, FaultMoveInplaceSafe, FaultDescendingTripZero,
		FaultReshapeDropsValid, FaultYieldCallsUnflattened, FaultCarrySlotMismatch,
		FaultReuseIgnoresPhiLiveness,
		FaultAccViewsUnchecked, FaultWrittenAccRenarrow, FaultAccTransposeView, FaultValidSliceUncanonical,
		FaultFillpadInPlaceStrided, FaultCrossCoreStoreUnfenced, FaultA5PushPitch, FaultVectorOpInMat,
		FaultAccSingleFractalRejected, FaultSliceAlignRowMajor, FaultAccToMatUnchecked,
		FaultAccOperandUnrouted, FaultTfreeLastUse, FaultSoleStmtBodyNoMove,
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
	if f.Issue == 0 {
		return fmt.Sprintf("%s (irfuzz %s) %s (in %s)", f.Name, f.Found, f.Breaks, f.Pass)
	}
	return fmt.Sprintf("%s #%d %s (in %s)", f.Name, f.Issue, f.Breaks, f.Pass)
}

// VerifierContext is the verifier configuration of a run on backend b
// with these faults: the checks they switch off are disabled.
func (s Faults) VerifierContext(b *backend.Backend) *verifier.Context {
	return &verifier.Context{Backend: b, Disabled: s.Checks()}
}

// Checks lists the verifier checks the enabled faults switch off.
func (s Faults) Checks() []verifier.Extension {
	var cs []verifier.Extension
	for _, f := range s.on {
		if f.Check != "" {
			cs = append(cs, f.Check)
		}
	}
	return cs
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
