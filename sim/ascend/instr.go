package ascend

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Tile is the geometry of one tile operand: everything an instruction
// needs to compute the exact bytes it reads or writes. It is a compiled
// ir.TileType with its MemRef address resolved (Effective view fields
// copied as they are).
type Tile struct {
	Space ir.MemorySpace // Vec (UB), Mat (L1), Left (L0A), Right (L0B), Acc (L0C), Bias (BT)
	Addr  int64          // byte address in the space's buffer of the executing core
	DType ir.DataType

	Rows, Cols           int64 // physical (static) shape
	ValidRows, ValidCols int64 // valid region, concrete at simulation time
	// DynValid says the valid shape is a runtime value in the IR (it only
	// changes the a5 Acc->Vec/Mat move pitch).
	DynValid bool

	BLayout, SLayout ir.TileLayout
	Fractal          int64 // bytes: 512 or 1024; 0 means 512
	Compact          ir.CompactMode
	Pad              ir.PadValue // TLOAD: pad the valid rows to 32 B with this value

	// Pitch overrides the physical pitch (see Layout) for a view into a
	// larger tile, e.g. a row window of an NZ tile keeps its parent's
	// Rows as column-block stride. 0: the tile's own Rows / Cols.
	Pitch int64

	// Created marks an operand that is (a view of) a tile.create result:
	// Created-1 is the index, in its core's stream, of the first
	// instruction after the create (0: not a created tile). tile.create
	// gives a tile no contents and executes nothing, so the bytes it is
	// given still hold what a dead tile that shared the buffer left there.
	// A block of the operand whose last writer precedes the create reads
	// as never written (poison; no pitch check: undefined bytes have no
	// pitch), one written since reads normally. Only reads through this
	// operand change: the shadow (writers, readers, pitches) and the
	// bytes are untouched, so hazards on the buffer, and any other tile
	// that aliases it, are checked and read exactly as before.
	Created int
}

// Present reports whether the operand slot holds a tile.
func (t *Tile) Present() bool { return t.Space != ir.MemNone }

func (t *Tile) String() string {
	s := fmt.Sprintf("%s@%#x %s[%d,%d] valid [%d,%d] %s", spaceName(t.Space), t.Addr, t.DType, t.Rows, t.Cols, t.ValidRows, t.ValidCols, t.Kind())
	if t.Compact == ir.CompactNormal {
		s += " compact"
	}
	return s
}

// GMWindow is the global-memory side of a TLOAD or TSTORE: element (r, c)
// of the tile is element Offset + (0, .., 0, r, c) of the tensor (the tile
// rows run along the tensor's second-to-last axis, its columns along the
// last; a rank-1 tensor takes the columns only).
//
// RowShape, when set, says the tile's rows run over several leading axes
// of the tensor, as they do for a tile FlattenTileNdTo2D merged from an ND
// window: it holds the window's extents along the len(RowShape) axes that
// end with the second-to-last, and tile row r is the mixed-radix index
// over them (the last of them varying fastest).
//
// Linear, when set, replaces Offset and RowShape: element (r, c) of the
// tile is storage element Base + r*Row + c*Col of the tensor, the way a
// PTO program addresses GM (a pointer, a tensor view's strides and a
// partition's offsets: package sim/pto).
type GMWindow struct {
	Tensor   int     // index into Program.Tensors
	Offset   []int64 // one per tensor axis
	RowShape []int64
	Linear   *LinearWindow
}

// LinearWindow is a GM window by element strides into the tensor's
// storage (see GMWindow). Rows, when set, replaces Row: the tile's rows
// run over several axes, row r being the mixed-radix index over their
// extents (the last varying fastest), each digit stepping by its stride.
type LinearWindow struct {
	Base, Row, Col int64
	Rows           []LinearAxis
}

// LinearAxis is one axis of a LinearWindow's rows.
type LinearAxis struct{ Extent, Stride int64 }

// RowOffset is the element offset of tile row r from Base.
func (l *LinearWindow) RowOffset(r int64) int64 {
	if len(l.Rows) == 0 {
		return r * l.Row
	}
	off := int64(0)
	for i := len(l.Rows) - 1; i >= 0; i-- {
		a := l.Rows[i]
		off += (r % a.Extent) * a.Stride
		r /= a.Extent
	}
	return off
}

// perRow reports whether a window's rows are not evenly strided.
func (w *GMWindow) perRow() bool {
	return len(w.RowShape) > 0 || w.Linear != nil && len(w.Linear.Rows) > 0
}

// Op is an instruction opcode. Vector compute ops share OpVec and are told
// apart by Instr.Name, the IR op name the registry knows them by.
type Op uint8

// The opcodes.
const (
	OpInvalid    Op = iota
	OpLoad          // TLOAD: GM -> Dst (UB or L1)
	OpStore         // TSTORE: Src[0] (UB or L0C) -> GM, optionally atomic add
	OpMove          // TMOV: Src[0] -> Dst, whole valid region
	OpExtract       // TEXTRACT: window at (Row, Col) of Src[0] -> Dst
	OpMatmul        // TMATMUL: Dst(L0C) = Src[0](L0A) x Src[1](L0B)
	OpMatmulAcc     // TMATMUL_ACC: Dst += Src[0] x Src[1]
	OpMatmulBias    // TMATMUL_BIAS: Dst = Src[0] x Src[1] + Src[2](BT) broadcast
	OpGemv          // TGEMV: 1-row lhs
	OpGemvAcc       // TGEMV_ACC
	OpVec           // a vector op named by Name (tile.add, tile.row_sum, ...)
	OpTPush         // TPUSH: Src[0] into channel Chan
	OpTPop          // TPOP: channel Chan -> Dst
	OpSetFlag       // SET_FLAG(SetPipe, WaitPipe, Event)
	OpWaitFlag      // WAIT_FLAG(SetPipe, WaitPipe, Event)
	OpBarrier       // PIPE_BARRIER(Pipe); Pipe = ir.PipeAll is bar_all
	OpTFree         // TFREE: release the oldest popped slot of channel Chan (Dst = the popped tile)
	OpGetVal        // TGETVAL: scalar register Reg = Src[0][Row, Col]
	OpSetVal        // TSETVAL: Dst[Row, Col] = the scalar
	OpReadGM        // LOAD_SCALAR: scalar register Reg = GM tensor GM.Tensor element Index
	OpWriteGM       // STORE_SCALAR: GM tensor GM.Tensor element Index = the scalar
	OpSyncAll       // SYNCALL: every core in Cores drains and waits for the others' k-th SYNCALL
	numOps
)

var opNames = [numOps]string{"INVALID", "TLOAD", "TSTORE", "TMOV", "TEXTRACT", "TMATMUL", "TMATMUL_ACC", "TMATMUL_BIAS", "TGEMV", "TGEMV_ACC", "TVEC", "TPUSH", "TPOP", "SET_FLAG", "WAIT_FLAG", "PIPE_BARRIER", "TFREE", "TGETVAL", "TSETVAL", "LOAD_SCALAR", "STORE_SCALAR", "SYNCALL"}

func (o Op) String() string {
	if o < numOps {
		return opNames[o]
	}
	return fmt.Sprintf("Op(%d)", uint8(o))
}

// isMatmul reports whether o runs on the cube.
func (o Op) isMatmul() bool { return o >= OpMatmul && o <= OpGemvAcc }

// isSync reports whether o is a synchronization entry (no data access).
func (o Op) isSync() bool {
	return o == OpSetFlag || o == OpWaitFlag || o == OpBarrier || o == OpSyncAll
}

// Instr is one instruction of a core's stream. Which fields matter depends
// on Op (see doc.go for the contract per opcode).
type Instr struct {
	Op   Op
	Name string // OpVec: the IR op name; otherwise ignored
	// Def is an OpVec's registry op (nil: the op Name names, for a
	// program built by hand).
	Def *ir.OpDef

	Dst Tile
	Src [3]Tile
	GM  GMWindow

	Scalar   float64     // tile-scalar ops, tile.full
	Cast     ir.CastMode // tile.cast (the target is Dst.DType)
	Atomic   ir.AtomicType
	Pad      ir.PadValue // tile.fillpad
	Cmp      int         // tile.cmp / tile.cmps: the cmp_type code (EQ=0 .. GE=5)
	Row, Col int64       // TEXTRACT window origin in Src[0]

	SetPipe, WaitPipe ir.PipeType // SET_FLAG / WAIT_FLAG
	Pipe              ir.PipeType // PIPE_BARRIER
	Event             int

	Chan int // TPUSH / TPOP: index into Program.Channels

	// Reg is a scalar register (1 .. Program.Regs): the one TGETVAL and
	// LOAD_SCALAR write; for any other instruction, when not 0, the one
	// whose value it takes instead of Scalar (a value read at run time).
	Reg int
	// Index is the row-major element index of LOAD_SCALAR / STORE_SCALAR
	// in their tensor (its storage follows the tensor's layout).
	Index int64
	// Cores are the cores a SYNCALL joins (core indices).
	Cores []int
	// NoBroadcast makes a binary vector op read each source at the
	// destination's (r, c), as pto-isa's TADD / TSUB / ... do (TAdd.hpp
	// :74-79 asserts equal valid shapes in debug builds only): outside a
	// source's box it reads garbage. Without it a size-1 axis broadcasts,
	// as PyPTO's IR defines tile.add (the model's lowering keeps that).
	NoBroadcast bool

	// Label names the instruction for people (the IR variable or source
	// position it was lowered from); diagnostics print it.
	Label string
}

// Mnemonic is the instruction's assembly name (TADD for tile.add).
func (in *Instr) Mnemonic() string {
	if in.Op == OpVec {
		return "T" + strings.ToUpper(strings.TrimPrefix(in.Name, "tile."))
	}
	return in.Op.String()
}

// TensorDecl is a GM tensor of the program.
type TensorDecl struct {
	Name   string
	Shape  []int64
	DType  ir.DataType
	Layout ir.TensorLayout // ND or DN (DN: the last two axes stored transposed)
	// Strides, when set, are the element strides of the tensor's axes in
	// its storage: the tensor is a window at offset 0 of a larger one (a
	// caller's parent tensor, whose strides the kernel reads it at), and
	// the elements between its rows belong to nobody. nil: dense storage
	// in Layout's order.
	Strides []int64
}

// elements is the number of the tensor's elements.
func (d *TensorDecl) elements() int64 {
	n := int64(1)
	for _, e := range d.Shape {
		n *= e
	}
	return n
}

// dense reports whether the tensor's storage is its elements in row-major
// order.
func (d *TensorDecl) dense() bool {
	return d.Strides == nil && (d.Layout != ir.DN || len(d.Shape) < 2)
}

// storageSize is the number of elements the tensor's storage spans.
func (d *TensorDecl) storageSize() int64 {
	n := d.elements()
	if d.Strides == nil || n == 0 {
		return n
	}
	last := int64(0)
	for i, e := range d.Shape {
		last += (e - 1) * d.Strides[i]
	}
	return last + 1
}

// CoreProgram is the instruction stream of one core.
type CoreProgram struct {
	Name   string // "aic0", "aiv0", ...
	Kind   ir.Affinity
	Instrs []Instr
}

// Channel is a TPUSH / TPOP FIFO between cores (PyPTO's cross-core pipe):
// every producer in From has a FIFO of Slots slots to every consumer in
// To. At most one side has more than one core; with two consumers (or
// producers) a pushed (popped) tile is split between them along Split
// (1: rows, UP_DOWN; 2: columns, LEFT_RIGHT; 0: every consumer receives
// the whole tile).
//
// ExplicitFree says a popped slot stays the consumer's until a TFREE on
// the channel releases it (PTO's tpop / tfree_from_* pair: pypto
// docs/en/dev/codegen/00-pto_codegen.md "Cross-Core Operations"); without
// it a TPOP releases its slot when it ends.
type Channel struct {
	From, To     []int
	Slots        int
	Split        int
	ExplicitFree bool
}

// Program is what the simulator runs: GM tensors, one stream per core and
// the cross-core channels.
//
// Regs is the number of scalar registers the instructions use (values
// read at run time from a tile or GM: Instr.Reg). They are only meant
// for programs run with Options.InOrder, where a register is read after
// the instruction writing it has ended.
type Program struct {
	Tensors  []TensorDecl
	Cores    []CoreProgram
	Channels []Channel
	Regs     int
}

// InstrRef names an instruction: core index and position in its stream.
type InstrRef struct{ Core, Index int }

// PipeOf is the pipe an instruction executes on. Data movement follows
// backend.TransferPipe (PyPTO InferTransferPipe); vector ops take
// backend.ExecPipe, the rule InsertSync uses; a pop lands through MTE2 (assumed: the a2a3 C<->V path
// stages slots in GM; on a5 the producer writes the consumer's buffer).
func PipeOf(in *Instr) ir.PipeType {
	switch in.Op {
	case OpLoad:
		return backend.TransferPipe(ir.DDR, in.Dst.Space)
	case OpStore:
		return backend.TransferPipe(in.Src[0].Space, ir.DDR)
	case OpMove, OpExtract:
		return backend.TransferPipe(in.Src[0].Space, in.Dst.Space)
	case OpMatmul, OpMatmulAcc, OpMatmulBias, OpGemv, OpGemvAcc:
		return ir.PipeM
	case OpVec:
		if d := in.def(); d != nil {
			if p, ok := backend.ExecPipe(d, in.Src[0].Space, in.Src[1].Space, in.Dst.Space); ok && p != ir.PipeNone {
				return p
			}
		}
		return ir.PipeV
	case OpTPush:
		if in.Src[0].Space == ir.Acc {
			return ir.PipeFIX
		}
		return ir.PipeMTE3
	case OpTPop, OpTFree:
		return ir.PipeMTE2
	case OpSyncAll:
		return ir.PipeS
	case OpGetVal, OpSetVal, OpReadGM, OpWriteGM:
		return ir.PipeS
	case OpSetFlag:
		return in.SetPipe
	case OpWaitFlag:
		return in.WaitPipe
	case OpBarrier:
		return in.Pipe
	}
	return ir.PipeS
}

// OpFor is the opcode an executing registry op lowers to, one instruction
// per call (the lowering contract of doc.go); ok is false for ops with no
// instruction here (views and allocations execute nothing, the tensor ops
// ConvertTensorToTileOps lowers never reach a kernel
// (ir.OpDef.LoweredToTile), and the others are listed by NotSimulated). A move between two cores' buffers (a5 L0C ->
// UB, UB -> L1) is a TPUSH / TPOP pair, as ExpandMixedKernel produces it.
func OpFor(d *ir.OpDef) (Op, bool) {
	if d == nil || d.LoweredToTile() {
		return OpInvalid, false // whatever vector class a lowered tensor op shares
	}
	switch d {
	case ir.TileLoad:
		return OpLoad, true
	case ir.TileStore:
		return OpStore, true
	case ir.TileMove:
		return OpMove, true
	case ir.TileExtract:
		return OpExtract, true
	case ir.TileMatmul:
		return OpMatmul, true
	case ir.TileMatmulAcc:
		return OpMatmulAcc, true
	case ir.TileMatmulBias:
		return OpMatmulBias, true
	case ir.TileGemv:
		return OpGemv, true
	case ir.TileGemvAcc:
		return OpGemvAcc, true
	case ir.SystemSyncSrc:
		return OpSetFlag, true
	case ir.SystemSyncDst:
		return OpWaitFlag, true
	case ir.SystemBarV, ir.SystemBarM, ir.SystemBarAll:
		return OpBarrier, true
	}
	switch d.Cross {
	case ir.CrossPush:
		return OpTPush, true
	case ir.CrossPop:
		return OpTPop, true
	case ir.CrossTFree:
		return OpTFree, true
	}
	if _, ok := vecKindOf(d); ok {
		return OpVec, true
	}
	return OpInvalid, false
}

// def is an OpVec's registry op.
func (in *Instr) def() *ir.OpDef {
	if in.Def != nil {
		return in.Def
	}
	return ir.Op(in.Name)
}

// NotSimulated returns the names of the registry ops that execute on one
// core but have no instruction in this simulator (ir.OpDef.Unsimulated
// says why), sorted.
func NotSimulated() []string {
	var names []string
	for _, op := range ir.Ops().Ops() {
		if op.Unsimulated != "" {
			names = append(names, op.Name)
		}
	}
	sort.Strings(names)
	return names
}

// NotSimulatedReason is why an op has no instruction ("" when it has one
// or executes nothing).
func NotSimulatedReason(op *ir.OpDef) string { return op.Unsimulated }
