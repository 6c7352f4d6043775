package ascend

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Chip is the architecture generation of a backend: the simulator's
// per-(chip, instruction) rules (the L0C pitch of an Acc move, the m = 1
// matmul quirk, cube costs) are keyed by it.
type Chip uint8

// The generations.
const (
	A2A3 Chip = iota // Ascend910B / 910C (pto-isa npu/a2a3)
	A5               // Ascend950 (pto-isa npu/a5)
)

func (c Chip) String() string {
	if c == A5 {
		return "a5"
	}
	return "a2a3"
}

// The kinds of a simulated core of a split-mode AI core cluster: one cube
// core (AIC) and AIVPerCluster vector cores (AIV). A core's kind is its
// ir.Affinity; the pipes and buffers it has are ir.Affinity.HasPipe and
// HasSpace.
const (
	AIC = ir.Cube
	AIV = ir.Vector
)

// nSpaces bounds ir.MemorySpace values; nPipes counts the real pipes
// (ir.PipeMTE1 .. ir.PipeFIX), which index per-pipe arrays directly.
const (
	nSpaces = int(ir.RightScale) + 1
	nPipes  = int(ir.PipeFIX) + 1
)

// Arch is the simulator's view of one chip. Its buffer facts are read from
// a backend.Backend (never restated here); what the backend does not hold
// (the chip generation, event ids, queue depth, costs) is added beside it.
// NewArch returns a fresh value per call, so a caller may adjust it (e.g.
// Align, Cost) before simulating without affecting anyone else.
type Arch struct {
	Backend *backend.Backend
	Chip    Chip

	// Physical is the byte size of each on-chip buffer as allocated by the
	// simulator; Usable is the capacity a tile must stay within
	// (backend.Capacity). They differ for the UB, whose top part is a
	// reserved scratch area (a2a3) or unusable (a5).
	Physical [nSpaces]int64
	Usable   [nSpaces]int64
	// Align is the required start-address alignment per space: the
	// backend's AllocAlign (32 B, pto-isa buffer_limits.hpp checks 32 B
	// for every buffer). Ascend C documents stricter figures (L0A/L0B
	// 512 B, L0C and BT 64 B; sim-brief §2.1) that a caller may set.
	Align [nSpaces]int64
	// ReservedUB is the UB scratch range [lo, hi) pto-isa's a2a3 ops
	// clobber (TMP_UB_OFFSET); empty on a5.
	ReservedUBLo, ReservedUBHi int64

	// AIVPerCluster is the number of vector cores per cube core.
	AIVPerCluster int
	// NumEvents is the number of set_flag / wait_flag event ids (0..7 on
	// A2/A3/950; sourced: Ascend C SetFlag/WaitFlag page, ir.MaxEventID).
	NumEvents int

	Cost Cost
}

// NewArch derives the simulator's architecture from a backend.
func NewArch(b *backend.Backend) (*Arch, error) {
	if b == nil {
		return nil, fmt.Errorf("ascend: no backend configured")
	}
	a := &Arch{Backend: b, AIVPerCluster: b.AIVPerCluster, NumEvents: ir.MaxEventID + 1}
	switch b.Arch {
	case "a2a3":
		a.Chip = A2A3
	case "a5":
		a.Chip = A5
	default:
		return nil, fmt.Errorf("ascend: backend %s has architecture %q, which the simulator does not model", b.Name, b.Arch)
	}
	for s := ir.Vec; s <= ir.RightScale; s++ {
		if s == ir.ScalarLocal {
			continue
		}
		a.Usable[s] = b.Capacity(s)
		a.Physical[s] = b.Capacity(s)
		a.Align[s] = b.AllocAlign
	}
	if b.PhysicalUB > a.Physical[ir.Vec] {
		a.Physical[ir.Vec] = b.PhysicalUB
	}
	if b.ReservedUBSize > 0 {
		a.ReservedUBLo, a.ReservedUBHi = b.ReservedUBOffset, b.ReservedUBOffset+b.ReservedUBSize
	}
	a.Cost = DefaultCost(a.Chip)
	return a, nil
}

// MustArch is NewArch for a backend name, panicking on error; for tests
// and examples.
func MustArch(name string) *Arch {
	b, err := backend.Get(name)
	if err != nil {
		panic(err)
	}
	a, err := NewArch(b)
	if err != nil {
		panic(err)
	}
	return a
}

// spaceName is the hardware name of a memory space.
func spaceName(s ir.MemorySpace) string {
	switch s {
	case ir.DDR:
		return "GM"
	case ir.Vec:
		return "UB"
	case ir.Mat:
		return "L1"
	case ir.Left:
		return "L0A"
	case ir.Right:
		return "L0B"
	case ir.Acc:
		return "L0C"
	case ir.Bias:
		return "BT"
	}
	return s.String()
}
