package pto

import "github.com/irfuzz/irfuzz/ir"

// The PTO dialect's names for PyPTO's element types, memory spaces and
// tile layouts, in one table each for the reader and the emitter:
// DataTypeToMLIR, MemorySpaceToMLIR and TileLayoutToStr
// (src/codegen/pto/pto_type_utils.cpp:32-131).

var dtypeNames = []struct {
	dt   ir.DataType
	name string
}{
	{ir.BOOL, "i1"}, {ir.INT8, "i8"}, {ir.INT16, "i16"}, {ir.INT32, "i32"}, {ir.INT64, "i64"},
	{ir.UINT8, "ui8"}, {ir.UINT16, "ui16"}, {ir.UINT32, "ui32"}, {ir.UINT64, "ui64"},
	{ir.FP16, "f16"}, {ir.BF16, "bf16"}, {ir.FP32, "f32"}, {ir.INDEX, "index"},
}

var spaceNames = []struct {
	sp   ir.MemorySpace
	name string
}{
	{ir.DDR, "gm"}, {ir.Vec, "vec"}, {ir.Mat, "mat"}, {ir.Left, "left"}, {ir.Right, "right"},
	{ir.Acc, "acc"}, {ir.Bias, "bias"},
}

var layoutNames = [...]string{ir.NoneBox: "none_box", ir.RowMajor: "row_major", ir.ColMajor: "col_major"}

// dtypeOf maps an MLIR element type to PyPTO's ("u8" is accepted for
// "ui8", as older PTO text writes it).
func dtypeOf(s string) (ir.DataType, bool) {
	if len(s) > 1 && s[0] == 'u' && s[1] != 'i' {
		s = "ui" + s[1:]
	}
	for _, e := range dtypeNames {
		if e.name == s {
			return e.dt, true
		}
	}
	return ir.Invalid, false
}

// typeName is the MLIR element type of d, or "" when PTO has none.
func typeName(d ir.DataType) string {
	for _, e := range dtypeNames {
		if e.dt == d {
			return e.name
		}
	}
	return ""
}

// spaceOf maps a tile_buf loc (or address space) to a memory space; GM is
// not a tile location.
func spaceOf(s string) (ir.MemorySpace, bool) {
	for _, e := range spaceNames {
		if e.name == s && e.sp != ir.DDR {
			return e.sp, true
		}
	}
	return ir.MemNone, false
}

// spaceName is the PTO name of a memory space, or "".
func spaceName(sp ir.MemorySpace) string {
	for _, e := range spaceNames {
		if e.sp == sp {
			return e.name
		}
	}
	return ""
}

// layoutOf maps a tile_buf blayout/slayout name to a layout.
func layoutOf(s string) (ir.TileLayout, bool) {
	for l, n := range layoutNames {
		if n == s {
			return ir.TileLayout(l), true
		}
	}
	return 0, false
}
