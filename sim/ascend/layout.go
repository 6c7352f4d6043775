package ascend

import (
	"fmt"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// The layout engine: where element (r, c) of a tile lives in its buffer.
//
// A tile's (BLayout, SLayout) pair picks one of six orders
// (sim-brief §1.4, pto-isa include/pto/cpu/tile_offsets.hpp):
//
//	SLayout none_box:  ND (row-major)  r·P + c        DN (col-major)  c·P + r
//	boxed, with an inner box ("fractal") of IR x IC elements:
//	  NZ (B col, S row)  (c/IC)·P·IC + r·IC + c%IC
//	  NN (B col, S col)  (c/IC)·P·IC + (r/IR)·IR·IC + (c%IC)·IR + r%IR
//	  ZN (B row, S col)  (r/IR)·P·IR + (c/IC)·IR·IC + (c%IC)·IR + r%IR
//	  ZZ (B row, S row)  (r/IR)·P·IR + (c/IC)·IR·IC + (r%IR)·IC + c%IC
//
// P is the pitch: the stride, in elements of the strided axis, between
// consecutive rows (ND), columns (DN), column blocks (NZ, NN) or row blocks
// (ZN, ZZ). pto-isa always uses the tile's static Rows (N-major) or Cols
// (Z-major); the hardware does not — the L0C pitch is chosen per (chip,
// instruction), see the pitch rules at the end of this file.
//
// The inner box (pto_tile.hpp, TileConfig): a 1024-byte fractal is 16 x 16
// elements; a 512-byte fractal is 16 rows x C0 columns for a row-major
// SLayout and C0 rows x 16 columns for a col-major one, C0 = 32 bytes /
// element size (16 for FP16/BF16, 8 for FP32/INT32, 32 for INT8).

// LayoutKind is one of the six element orders.
type LayoutKind uint8

// The element orders.
const (
	ND LayoutKind = iota
	DN
	NZ
	ZN
	ZZ
	NN
)

func (k LayoutKind) String() string {
	return [...]string{"ND", "DN", "NZ", "ZN", "ZZ", "NN"}[k]
}

// Boxed reports whether the order has an inner box.
func (k LayoutKind) Boxed() bool { return k >= NZ }

// nMajor reports whether the pitch strides along rows (the strided blocks
// are columns or column blocks): DN, NZ, NN.
func (k LayoutKind) nMajor() bool { return k == DN || k == NZ || k == NN }

// Layout maps element coordinates to byte offsets from a tile's address.
// Build one with NewLayout (or Tile.Layout); the inner box sides and the
// element size are powers of two, so the mapping is shifts and masks.
type Layout struct {
	Kind   LayoutKind
	ESize  int64 // bytes per element
	Pitch  int64 // elements of the strided axis, see above
	IR, IC int64 // inner box rows and columns (1 x 1 for ND / DN)

	irs, ics, ess uint  // log2 of IR, IC, ESize
	irm, icm      int64 // IR-1, IC-1
}

// NewLayout builds a layout; ir, ic and esize must be powers of two.
func NewLayout(kind LayoutKind, esize, pitch, ir, ic int64) Layout {
	l := Layout{Kind: kind, ESize: esize, Pitch: pitch, IR: ir, IC: ic, irm: ir - 1, icm: ic - 1}
	l.irs, l.ics, l.ess = log2(ir), log2(ic), log2(esize)
	return l
}

func log2(v int64) uint { return uint(bits.TrailingZeros64(uint64(v))) }

// Offset is the byte offset of element (r, c).
func (l *Layout) Offset(r, c int64) int64 {
	var e int64
	switch l.Kind {
	case ND:
		e = r*l.Pitch + c
	case DN:
		e = c*l.Pitch + r
	case NZ: // (c/IC)·P·IC + r·IC + c%IC
		e = (c>>l.ics)*l.Pitch<<l.ics + r<<l.ics + c&l.icm
	case NN: // (c/IC)·P·IC + (r/IR)·IR·IC + (c%IC)·IR + r%IR
		e = (c>>l.ics)*l.Pitch<<l.ics + (r>>l.irs)<<(l.irs+l.ics) + (c&l.icm)<<l.irs + r&l.irm
	case ZN: // (r/IR)·P·IR + (c/IC)·IR·IC + (c%IC)·IR + r%IR
		e = (r>>l.irs)*l.Pitch<<l.irs + (c>>l.ics)<<(l.irs+l.ics) + (c&l.icm)<<l.irs + r&l.irm
	case ZZ: // (r/IR)·P·IR + (c/IC)·IR·IC + (r%IR)·IC + c%IC
		e = (r>>l.irs)*l.Pitch<<l.irs + (c>>l.ics)<<(l.irs+l.ics) + (r&l.irm)<<l.ics + c&l.icm
	}
	return e << l.ess
}

// KindOf is the element order of a (blayout, slayout) pair.
func KindOf(b, s ir.TileLayout) LayoutKind {
	switch {
	case s == ir.NoneBox && b == ir.ColMajor:
		return DN
	case s == ir.NoneBox:
		return ND
	case b == ir.ColMajor && s == ir.ColMajor:
		return NN
	case b == ir.ColMajor:
		return NZ
	case s == ir.ColMajor:
		return ZN
	}
	return ZZ
}

// InnerBox is the inner box of a tile in elements (1 x 1 unboxed); ok is
// false for a fractal size the simulator does not model.
func (t *Tile) InnerBox() (rows, cols int64, ok bool) {
	if t.SLayout == ir.NoneBox {
		return 1, 1, true
	}
	es := int64(t.DType.Bytes())
	if es == 0 {
		return 0, 0, false
	}
	switch t.Fractal {
	case ir.AccFractal:
		rows, cols = 16, 16
	case ir.DefaultFractal, 0:
		c0 := ir.FractalBoxBytes / es
		rows, cols = 16, c0
		if t.SLayout == ir.ColMajor {
			rows, cols = c0, 16
		}
	default:
		return 0, 0, false
	}
	// A one-row boxed tile, such as a GEMV lhs [1, K], is a dense vector:
	// its box is clipped to that one row. PTOAS exempts a single-row tile
	// from the row rule for this reason (the NZ map degenerates); there is
	// no such exemption for a single column (see checkGeometry). Assumed:
	// pto-isa does not document the L0A image of a GEMV operand.
	if t.Rows == 1 {
		rows = 1
	}
	return rows, cols, true
}

// Kind is the tile's element order.
func (t *Tile) Kind() LayoutKind { return KindOf(t.BLayout, t.SLayout) }

// PhysicalPitch is the pitch the tile's storage has: Pitch when set, else
// the physical extent of the strided axis (Rows for DN / NZ / NN, Cols for
// ND / ZN / ZZ).
func (t *Tile) PhysicalPitch() int64 {
	if t.Pitch > 0 {
		return t.Pitch
	}
	if t.Kind().nMajor() {
		return t.Rows
	}
	return t.Cols
}

// PackedPitch is the pitch of the tile's valid region packed densely: the
// valid extent of the strided axis rounded up to the inner box (a compact
// tile's pitch, and the dense image the cube reads).
func (t *Tile) PackedPitch() int64 {
	ir_, ic, _ := t.InnerBox()
	if t.Kind().nMajor() {
		return ir.AlignUp(t.ValidRows, ir_)
	}
	return ir.AlignUp(t.ValidCols, ic)
}

// StoragePitch is the pitch the tile's own view says its bytes are at:
// the packed pitch for a compact tile, else the physical pitch.
func (t *Tile) StoragePitch() int64 {
	if t.Compact == ir.CompactNormal && t.Kind().Boxed() {
		return t.PackedPitch()
	}
	return t.PhysicalPitch()
}

// Layout is the tile's layout at pitch p.
func (t *Tile) Layout(p int64) Layout {
	r, c, _ := t.InnerBox()
	return NewLayout(t.Kind(), int64(t.DType.Bytes()), p, r, c)
}

// Footprint is the number of bytes the tile's physical box spans from its
// address at its physical pitch.
func (t *Tile) Footprint() int64 {
	if t.Rows <= 0 || t.Cols <= 0 {
		return 0
	}
	l := t.Layout(t.PhysicalPitch())
	return l.Offset(t.Rows-1, t.Cols-1) + l.ESize
}

// checkGeometry reports what makes a tile unusable by the layout engine.
func (t *Tile) checkGeometry() error {
	if !codecSupported(t.DType) {
		return fmt.Errorf("dtype %s is not simulated", t.DType)
	}
	if t.Rows <= 0 || t.Cols <= 0 {
		return fmt.Errorf("shape [%d, %d] is not positive", t.Rows, t.Cols)
	}
	if t.ValidRows < 0 || t.ValidCols < 0 || t.ValidRows > t.Rows || t.ValidCols > t.Cols {
		return fmt.Errorf("valid shape [%d, %d] is outside the shape [%d, %d]", t.ValidRows, t.ValidCols, t.Rows, t.Cols)
	}
	br, bc, ok := t.InnerBox()
	if !ok {
		return fmt.Errorf("fractal %d bytes is not simulated", t.Fractal)
	}
	// The box rule of PTOAS' verifyBoxedTileLayout, which PyPTO's code
	// generator restates (CheckBoxedTileExtents) and pto-isa's Tile
	// static_asserts enforce: the columns are a whole number of boxes
	// always; the rows too, except in Vec, whose rows are not boxed, and in
	// a one-row tile (InnerBox clips its box to the row).
	if t.Cols%bc != 0 || t.Rows%br != 0 && t.Space != ir.Vec {
		return fmt.Errorf("shape [%d, %d] is not a multiple of the %dx%d %s inner box", t.Rows, t.Cols, br, bc, t.Kind())
	}
	ext := t.Cols
	if t.Kind().nMajor() {
		ext = t.Rows
	}
	if t.Pitch != 0 && t.Pitch < ext {
		return fmt.Errorf("pitch %d is below the %s extent %d", t.Pitch, t.Kind(), ext)
	}
	return nil
}

func ceil16(v int64) int64 { return ir.Ceil16(v) }

// ---- Pitch rules per (chip, instruction) (sim-brief §1.8, §1.9) ----

// madPitch is the L0C pitch (rows) the cube's mad writes and, for the _ACC
// forms, reads an accumulator at: ceil16(m), m = the Left tile's valid
// rows — mad has no stride operand (pto-isa npu/*/TMatmul.hpp). On a2a3 a
// non-GEMV matmul with m = 1 is issued with m = 16 (madRows).
func madPitch(chip Chip, op Op, left *Tile) int64 { return ceil16(madRows(chip, op, left)) }

// madRows is the row count the cube computes: the Left tile's valid rows,
// raised from 1 to 16 for a non-GEMV matmul on a2a3 ("avoid gemv mode").
func madRows(chip Chip, op Op, left *Tile) int64 {
	m := left.ValidRows
	if chip == A2A3 && m == 1 && op != OpGemv && op != OpGemvAcc {
		return 16
	}
	return m
}

// accStorePitch is the L0C pitch a store from Acc (TSTORE Acc->GM) and the
// fix-pipe push of an accumulator (TPUSH) read at, on both chips: the
// physical rows, or ceil16(valid rows) when the tile is compact
// (pto-isa tstore_common.hpp srcStride). The pitch counts NZ row blocks:
// the fix pipe reads L0C as NZ whatever the tile's layout, and the checker
// (accLayout) rejects any other view of an accumulator, such as the ZN
// view tile.transpose_view makes.
func accStorePitch(t *Tile) int64 {
	if t.Compact == ir.CompactNormal {
		return ceil16(t.ValidRows)
	}
	return t.PhysicalPitch()
}

// accMovePitch is the L0C pitch of TMOV / TEXTRACT from Acc into Mat or Vec:
// a2a3 reads at the physical rows whatever the compact mode
// (tmov_common.hpp, TExtract.hpp); a5 reads at ceil16(Rows) for an NZ
// destination or a static valid row count below Rows, else at
// ceil16(valid rows) (npu/a5/TMov.hpp GetTmovAccSrcStride, commit dfd3c8da).
// pto-isa's Rows is the physical pitch here: a row window of a taller
// accumulator (tile.slice, Pitch set) is a static narrowing of its
// parent's rows, read at the parent's pitch. Like accStorePitch, it
// assumes an NZ source (checker.accLayout).
func accMovePitch(chip Chip, src, dst *Tile) int64 {
	if chip == A2A3 {
		return src.PhysicalPitch()
	}
	if dst.Kind() == NZ || (!src.DynValid && src.ValidRows > 0 && src.ValidRows < src.PhysicalPitch()) {
		return ceil16(src.PhysicalPitch())
	}
	return ceil16(src.ValidRows)
}

// accPushPitch is the L0C pitch a TPUSH of an accumulator reads at: on
// a2a3 the cube-to-vector path is a fix-pipe store into a GM slot (the
// store rule); on a5 it is TMOV Acc->Vec into the consumer's UB (the a5
// move rule, which ignores compact). PyPTO #2510 shows on both: a push of
// a narrowed accumulator whose valid rows were widened to the box reads
// at the box's rows.
func accPushPitch(chip Chip, src *Tile) int64 {
	if chip == A2A3 {
		return accStorePitch(src)
	}
	nd := Tile{BLayout: ir.RowMajor, SLayout: ir.NoneBox}
	return accMovePitch(A5, src, &nd)
}

// l0WritePitch is the pitch a move or extract into L0A / L0B writes at:
// the packed valid extent for a compact destination (img2colv2 with
// dstValidRowAlign / ColAlign, textract_common.hpp), else the static box.
func l0WritePitch(t *Tile) int64 { return t.StoragePitch() }

// l0ReadPitch is the pitch the cube reads an L0A / L0B operand at: the
// dense image of its valid region, ceil16(m) / ceilK0(k) / ceil16(n)
// (mad takes sizes only; sim-brief §1.9, inferred).
func l0ReadPitch(t *Tile) int64 { return t.PackedPitch() }
