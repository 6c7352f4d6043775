package ir

// The L0C pitch contract (PyPTO #2470, #2510). The cube's mad writes a
// product into L0C with an N-fractal stride of ceil(M/16)*16 rows, M being
// the lhs's valid rows; every L0C reader uses the tile's physical row count
// unless the tile is compact, in which case it uses ceil(validRows/16)*16.
// When the two disagree, every N-fractal above the first is read scrambled.
//
// The stamper (StampCompactForNarrowedAccRows) stamps compact unless the
// valid rows are proven equal to the physical rows; the checker
// (AccPitchesCoincide) rejects only a provable difference. Keep that
// asymmetry.

// StampCompactForNarrowedAccRows returns v with Compact set to normal when
// its valid row count is not provably equal to physical[0]. Column-only
// narrowing never stamps; an empty valid shape or physical shape is a no-op.
func StampCompactForNarrowedAccRows(v TileView, physical []Expr) TileView {
	if len(v.ValidShape) == 0 || len(physical) == 0 {
		return v
	}
	if ProveEqual(v.ValidShape[0], physical[0]) != ProofTrue {
		v.Compact = CompactNormal
	}
	return v
}

// AccSingleNFractal reports whether a 2-D accumulator is provably at most
// one N-fractal (16 columns) wide: an NZ address is block*pitch*16 +
// row*16 + col, so with one column block no read depends on the pitch.
func AccSingleNFractal(t *TileType) bool {
	return t != nil && len(t.Shape) == 2 && ProveLessEqual(t.Shape[1], ConstI(AccFractalRows)) == ProofTrue
}

// AccReadSkewed reports whether reading the 2-D accumulator t at its
// physical row pitch can miss where mad packed it: its valid rows do not
// provably pack to its rows (AccPitchesCoincide) and it is wider than one
// N-fractal. An L0C -> L1 move reads that way whatever the compact mode.
func AccReadSkewed(t *TileType) bool {
	if t == nil || t.Space != Acc || t.Rank() != 2 {
		return false
	}
	v := t.ValidShape()
	return len(v) == 2 && !AccPitchesCoincide(v[0], t.Shape[0]) && !AccSingleNFractal(t)
}

// AccPitchesCoincide reports whether an accumulator of physicalRows rows,
// written by mad for validRows valid rows, is read back at the pitch it was
// written at even without compact: true when provably equal; otherwise, for
// a constant physical row count, ceil16(valid) == physical when valid is
// constant, or physical == 16 when it is symbolic (a single fractal block
// packs to 16 whatever the valid count); false when physical is symbolic.
func AccPitchesCoincide(validRows, physicalRows Expr) bool {
	if ProveEqual(validRows, physicalRows) == ProofTrue {
		return true
	}
	p, ok := physicalRows.(*ConstInt)
	if !ok {
		return false
	}
	if v, ok := ConstValue(validRows); ok {
		return Ceil16(v) == p.Value
	}
	return p.Value == AccFractalRows
}

// PackedPitchDiffers reports whether narrowing a compact accumulator from
// oldRows to newRows valid rows changes its packed pitch: both must be
// constants (undecidable is "no") and ceil16(old) != ceil16(new).
func PackedPitchDiffers(oldRows, newRows Expr) bool {
	o, ok1 := ConstValue(oldRows)
	n, ok2 := ConstValue(newRows)
	return ok1 && ok2 && Ceil16(o) != Ceil16(n)
}

// Ceil16 rounds v up to a multiple of 16.
func Ceil16(v int64) int64 { return AlignUp(v, 16) }

// AlignUp rounds v (not negative) up to a multiple of a; an alignment
// of 0 or 1 leaves v as it is.
func AlignUp(v, a int64) int64 {
	if a <= 1 {
		return v
	}
	return (v + a - 1) / a * a
}
