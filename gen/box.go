package gen

import "github.com/irfuzz/irfuzz/ir"

// The box rule of cube-side tiles.
//
// PyPTO's code generator refuses a tile in a boxed layout (every Mat, Left,
// Right and Acc tile) whose physical extents are not whole fractal boxes:
// src/codegen/pto/pto_type_utils.cpp CheckBoxedTileExtents, which restates
// PTOAS' verifyBoxedTileLayout and pto-isa's Tile static_asserts. The
// columns are always a whole number of boxes; the rows too, unless the tile
// is a single row (or in Vec). The box is 16 x C0 for a row-major scatter
// layout (Mat, Left), C0 x 16 for a col-major one (Right, a transposed
// view in Mat) and 16 x 16 for Acc, C0 = 32 bytes / element size.
//
// Where a tile lands is the pipeline's choice: InferTileMemorySpace places
// a cube operand in Mat, and with it the tile it views and every other
// view of that tile. So the builder keeps one invariant instead of
// predicting placements: a tile is box-shaped (boxed) or not, and every
// view of it is the same (slices, reshapes, transposed views and
// tile.transpose, whose result also lives where its source does, keep it);
// only box-shaped tiles become cube operands, are loaded, created, moved,
// extracted or popped into a cube buffer. Box-shaped means both extents
// are multiples of boxUnit, or one row of such columns, which satisfies
// every boxed layout of the dtype at once.

// boxUnit is the extent multiple that makes a tile of dt a whole number of
// fractal boxes in every boxed layout: max(16, C0).
func boxUnit(dt ir.DataType) int64 {
	es := int64(dt.Bytes())
	if es <= 0 || es >= ir.FractalBoxBytes {
		return 16
	}
	return max(16, ir.FractalBoxBytes/es)
}

// boxedDims reports whether a 2-D shape of dt is box-shaped.
func boxedDims(dims []int64, dt ir.DataType) bool {
	if len(dims) != 2 {
		return false
	}
	u := boxUnit(dt)
	return dims[1] > 0 && dims[1]%u == 0 && (dims[0] == 1 || dims[0] > 0 && dims[0]%u == 0)
}

// boxedTile reports whether t is a static 2-D box-shaped tile.
func boxedTile(t ir.Type) bool {
	tt := tileOf(t)
	return tt != nil && tt.Rank() == 2 && boxedDims(staticDims(tt), tt.DType)
}

// keepsBoxing reports whether a view of shape dims taken of a tile of shape
// from keeps the tile's boxing (both box-shaped, or neither).
func keepsBoxing(from, dims []int64, dt ir.DataType) bool {
	return boxedDims(from, dt) == boxedDims(dims, dt)
}

// boxedSpace reports whether a tile placed in space has a boxed layout
// (the code generator's box rule applies to it).
func boxedSpace(space ir.MemorySpace) bool {
	return space == ir.Mat || space == ir.Left || space == ir.Right || space == ir.Acc
}

// subTo is sub for a tile extent that must stay a multiple of u when it is
// one: a fraction that is not falls back to d itself.
func (b *builder) subTo(d, u int64) int64 {
	s := b.sub(d)
	if d%u == 0 && s%u != 0 {
		return d
	}
	return s
}

// cubeDim draws a cube operand extent: a dim rounded up to whole box units
// of dt (a 48 of INT8, whose unit is 32, is 64).
func (b *builder) cubeDim(dt ir.DataType) int64 { return ir.AlignUp(b.dim(), boxUnit(dt)) }
