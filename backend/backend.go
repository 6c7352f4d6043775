// Package backend holds the per-chip facts of the Ascend targets irfuzz
// models, in one table shared by the verifiers, the passes and the
// simulator: buffer capacities and alignments, the legal direct moves
// between memory spaces, the pipe each transfer runs on, the L0C row
// alignment, the Acc->GM store dtypes, bf16 atomic support and core counts.
//
// Figures come from PyPTO's src/backend/common/soc.cpp and backend handlers
// and from pto-isa's buffer limits (research/sim-brief.md §2, pypto-brief
// §4.9). Each value not read from a source is marked "assumed".
//
// What does not live here: instruction costs (sim/ascend) and anything
// about passes or IR rules.
package backend

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Backend is one target chip. Backends are immutable values; Get returns
// shared pointers that must not be modified.
type Backend struct {
	Name string // "Ascend910B" or "Ascend950"
	// Arch is the pto-isa target architecture (PyPTO
	// BackendHandler::GetPtoTargetArch): "a2a3" for Ascend910B, "a5" for
	// Ascend950. pto-isa's npu/<arch> implementations differ per arch.
	Arch string

	// capacity is the usable bytes per memory space (0: no limit checked).
	capacity [16]int64
	// socAlign is PyPTO's per-space SoC alignment field (not used by its
	// allocator, which aligns every space to AllocAlign).
	socAlign [16]int64
	// AllocAlign is the address alignment AllocateMemoryAddr applies to
	// every space (PyPTO's AlignAddress: 32 bytes).
	AllocAlign int64

	moves map[ir.MemorySpace][]ir.MemorySpace

	// PhysicalUB is the physical unified-buffer size; the top part above
	// the usable capacity is reserved scratch (ReservedUBOffset).
	PhysicalUB       int64
	ReservedUBOffset int64
	ReservedUBSize   int64

	// Bf16AtomicAdd reports whether an atomic-add store may target BF16.
	Bf16AtomicAdd bool

	// GMPipeBuffer reports that cross-core pipes ride through a GM slot
	// buffer (BackendHandler::RequiresGMPipeBuffer: true on 910B,
	// backend_910b_handler.h:43; false on 950, backend_950_handler.h:47).
	GMPipeBuffer bool
	// NoSplitDualAivDispatch reports whether an unsplit AIV kernel is
	// dispatched to both vector lanes, so SplitVectorKernel replays its
	// handshakes on lane 1 (PyPTO RequiresNoSplitDualAivDispatch:
	// true for Ascend910B, backend_910b_handler.h:47).
	NoSplitDualAivDispatch bool

	// Cores: cube cores (AIC), vector cores (AIV) and vector cores per
	// cube core in a cluster.
	AICCores, AIVCores, AIVPerCluster int

	// accM32ForInt32: L0C M-alignment is 32 rows for an INT32 accumulator.
	accM32ForInt32 bool
}

var (
	ascend910B = &Backend{
		Name:       "Ascend910B",
		Arch:       "a2a3",
		AllocAlign: 32,
		capacity: spaces(map[ir.MemorySpace]int64{
			ir.Vec: 184 * 1024, ir.Mat: 512 * 1024, ir.Left: 64 * 1024, ir.Right: 64 * 1024,
			ir.Acc: 128 * 1024, ir.Bias: 1024,
		}),
		socAlign: spaces(map[ir.MemorySpace]int64{
			ir.Vec: 128, ir.Mat: 128, ir.Left: 64, ir.Right: 64, ir.Acc: 128, ir.Bias: 64,
		}),
		moves: map[ir.MemorySpace][]ir.MemorySpace{
			ir.DDR: {ir.Vec, ir.Mat},
			ir.Vec: {ir.DDR},
			ir.Mat: {ir.Left, ir.Right, ir.Bias},
			ir.Acc: {ir.Mat, ir.DDR},
		},
		PhysicalUB:             192 * 1024, // pto-isa buffer_limits.hpp
		ReservedUBOffset:       184 * 1024, // pto-isa TMP_UB_OFFSET (pto-isa#170)
		ReservedUBSize:         8 * 1024,
		Bf16AtomicAdd:          true,
		GMPipeBuffer:           true,
		NoSplitDualAivDispatch: true,
		AICCores:               24, // PyPTO Create910BSoC: 24 AIC + 48 AIV on one die
		AIVCores:               48,
		AIVPerCluster:          2,
		accM32ForInt32:         true,
	}
	ascend950 = &Backend{
		Name:       "Ascend950",
		Arch:       "a5",
		AllocAlign: 32,
		capacity: spaces(map[ir.MemorySpace]int64{
			ir.Vec: 240 * 1024, ir.Mat: 512 * 1024, ir.Left: 64 * 1024, ir.Right: 64 * 1024,
			ir.Acc: 256 * 1024, ir.Bias: 4 * 1024, ir.LeftScale: 4 * 1024, ir.RightScale: 4 * 1024,
		}),
		socAlign: spaces(map[ir.MemorySpace]int64{
			ir.Vec: 128, ir.Mat: 128, ir.Left: 64, ir.Right: 64, ir.Acc: 128, ir.Bias: 64,
			ir.LeftScale: 32, ir.RightScale: 32,
		}),
		moves: map[ir.MemorySpace][]ir.MemorySpace{
			ir.DDR: {ir.Vec, ir.Mat},
			ir.Vec: {ir.Mat, ir.DDR},
			ir.Mat: {ir.Left, ir.Right, ir.Bias, ir.LeftScale, ir.RightScale},
			ir.Acc: {ir.Vec, ir.Mat, ir.DDR},
		},
		PhysicalUB:       256 * 1024, // 248 KiB usable per the 950 ini
		ReservedUBOffset: 0,          // no fixed scratch area on a5
		ReservedUBSize:   0,
		Bf16AtomicAdd:    false,
		// PyPTO Create950SoC: 18 mix clusters (1 AIC + 2 AIV) per die, 2
		// dies. Assumed: the launch-occupancy count is per die.
		AICCores:      18,
		AIVCores:      36,
		AIVPerCluster: 2,
	}
)

func spaces(m map[ir.MemorySpace]int64) (out [16]int64) {
	for k, v := range m {
		out[k] = v
	}
	return
}

// All returns every backend.
func All() []*Backend { return []*Backend{ascend910B, ascend950} }

// Get resolves a backend name: "910B" / "Ascend910B", "950" / "Ascend950";
// "none" or "" gives nil (no backend configured).
func Get(name string) (*Backend, error) {
	switch strings.ToLower(name) {
	case "", "none":
		return nil, nil
	case "910b", "ascend910b", "a2a3":
		return ascend910B, nil
	case "950", "ascend950", "a5":
		return ascend950, nil
	}
	return nil, fmt.Errorf("unknown backend %q (want 910B, 950 or none)", name)
}

// Capacity is the usable bytes of a memory space; 0 means unlimited (not
// checked), as for DDR.
func (b *Backend) Capacity(s ir.MemorySpace) int64 { return b.capacity[s] }

// SoCAlignment is PyPTO's per-space SoC alignment field.
func (b *Backend) SoCAlignment(s ir.MemorySpace) int64 { return b.socAlign[s] }

// CanMove reports whether a single direct transfer from src to dst exists.
func (b *Backend) CanMove(src, dst ir.MemorySpace) bool {
	for _, d := range b.moves[src] {
		if d == dst {
			return true
		}
	}
	return false
}

// MovesFrom lists the spaces src can move into directly.
func (b *Backend) MovesFrom(src ir.MemorySpace) []ir.MemorySpace { return b.moves[src] }

// L0CMAlignment is the row alignment of an accumulator of the given dtype
// (PyPTO GetL0cMAlignment: 910B aligns INT32 accumulators to 32 rows,
// everything else to 16). With no backend, 32 for INT32 and 16 otherwise.
func (b *Backend) L0CMAlignment(dt ir.DataType) int64 {
	if dt == ir.INT32 && (b == nil || b.accM32ForInt32) {
		return 32
	}
	return 16
}

// AccToGmStoreDTypes lists the GM dtypes a store from Acc may target
// (SupportsAccToGmDtype: INT32/FP32/FP16/BF16 on both chips).
func (b *Backend) AccToGmStoreDTypes() []ir.DataType {
	return []ir.DataType{ir.INT32, ir.FP32, ir.FP16, ir.BF16}
}

// SupportsAccToGm reports whether a store from Acc may target dt.
func (b *Backend) SupportsAccToGm(dt ir.DataType) bool {
	for _, d := range b.AccToGmStoreDTypes() {
		if d == dt {
			return true
		}
	}
	return false
}

// CubeWritebackSupports reports whether the unscaled fix-pipe writeback
// converts an accumulator of dtype acc into out: identity, or FP32 to FP16
// or BF16 (CubeWritebackSupportsDataType).
func CubeWritebackSupports(acc, out ir.DataType) bool {
	return acc == out || acc == ir.FP32 && (out == ir.FP16 || out == ir.BF16)
}

// AtomicAddDTypes are the dtypes the hardware atomic add combines on any
// chip; BF16 additionally needs Bf16AtomicAdd.
var AtomicAddDTypes = []ir.DataType{ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.INT8}

// SupportsAtomicAdd reports whether an atomic-add store may target dt.
func (b *Backend) SupportsAtomicAdd(dt ir.DataType) bool {
	if dt == ir.BF16 {
		return b.Bf16AtomicAdd
	}
	for _, d := range AtomicAddDTypes {
		if d == dt {
			return true
		}
	}
	return false
}

// CoreCount is the number of cores of a kind (PyPTO GetCoreCount).
func (b *Backend) CoreCount(k ir.KernelType) int {
	switch k {
	case ir.KernelAIC:
		return b.AICCores
	case ir.KernelAIV:
		return b.AIVCores
	}
	return b.AICCores // a mixed launch fills core groups, one AIC each
}

// TransferPipe is the pipe a transfer from src to dst runs on
// (PyPTO InferTransferPipe): MTE2 from DDR, MTE3 to DDR and Vec->Mat, FIX
// from Acc, MTE1 from Mat into the cube operand buffers, V within one space.
func TransferPipe(src, dst ir.MemorySpace) ir.PipeType {
	switch {
	case src == dst:
		return ir.PipeV
	case src == ir.DDR:
		return ir.PipeMTE2
	case src == ir.Acc:
		return ir.PipeFIX
	case dst == ir.DDR:
		return ir.PipeMTE3
	case src == ir.Vec && dst == ir.Mat:
		return ir.PipeMTE3
	case src == ir.Mat && dst.IsCubeOperand():
		return ir.PipeMTE1
	}
	return ir.PipeV
}

func (b *Backend) String() string {
	if b == nil {
		return "none"
	}
	return b.Name
}

// ExecPipe is the pipe a call of op executes on, one rule for InsertSync
// and the simulator: the registry's pipe when it is fixed; for an op that
// works in place in its operand's space (OpDef.SourcePipes), that space's
// pipe, ok false outside those spaces; otherwise by the spaces it moves
// between (TransferPipe, PyPTO's InferTransferPipe): a store or a push
// from its tile's space to GM, a pop from GM into its result's, an
// assemble from the source's space into the target's, any other from its
// first operand's space into its result's. src0 and src1 are the spaces
// of the first two operands (DDR for a tensor), dst the result's.
func ExecPipe(op *ir.OpDef, src0, src1, dst ir.MemorySpace) (ir.PipeType, bool) {
	if op.Pipe != ir.PipeBySpace {
		return op.Pipe, true
	}
	if len(op.SourcePipes) > 0 {
		return op.PipeFrom(src0)
	}
	switch {
	case op == ir.TileStore, op.Cross == ir.CrossPush:
		return TransferPipe(src0, ir.DDR), true
	case op.Cross == ir.CrossPop:
		return TransferPipe(ir.DDR, dst), true
	case op.Cross == ir.CrossTFree:
		return TransferPipe(ir.DDR, src0), true // where the freed tile was popped
	case op == ir.TileAssemble:
		if src1 != ir.MemNone {
			return TransferPipe(src1, src0), true
		}
	}
	if src0 == ir.MemNone {
		return ir.PipeNone, true
	}
	return TransferPipe(src0, dst), true
}
