package gen

import "github.com/irfuzz/irfuzz/ir"

// The pinned PyPTO's tcvt conversion tables, per target: the casts one
// pto.tcvt instruction makes. Its LegalizeTileCast expands a tile.cast into
// the shortest chain of them and rejects a pair no chain joins
// (docs/en/dev/passes/14-legalize_tile_cast.md: "Unreachable pairs
// hard-fail"). The model has no LegalizeTileCast (docs/pypto-version.md),
// so the Pinned dialect casts only along these graphs.
var tcvtEdges = map[string][][2]ir.DataType{
	// src/backend/950/backend_950_handler.cpp:55-90 (GetTcvtAdjacency).
	"Ascend950": edges(
		ir.FP32, []ir.DataType{ir.FP16, ir.BF16, ir.INT16, ir.INT32, ir.INT64, ir.FP8E4M3FN, ir.FP8E5M2, ir.HF8},
		ir.FP16, []ir.DataType{ir.FP32, ir.INT32, ir.INT16, ir.INT8, ir.UINT8, ir.HF8},
		ir.BF16, []ir.DataType{ir.FP32, ir.INT32, ir.FP16, ir.FP4},
		ir.INT16, []ir.DataType{ir.FP16, ir.FP32, ir.UINT8, ir.UINT32, ir.INT32},
		ir.INT32, []ir.DataType{ir.FP32, ir.INT16, ir.INT64, ir.UINT16, ir.UINT8},
		ir.INT64, []ir.DataType{ir.FP32, ir.INT32},
		ir.UINT8, []ir.DataType{ir.FP16, ir.UINT16},
		ir.INT8, []ir.DataType{ir.FP16, ir.INT16, ir.INT32},
		ir.UINT32, []ir.DataType{ir.UINT8, ir.UINT16, ir.INT16},
		ir.FP8E4M3FN, []ir.DataType{ir.FP32},
		ir.FP8E5M2, []ir.DataType{ir.FP32},
		ir.HF8, []ir.DataType{ir.FP32},
		ir.FP4, []ir.DataType{ir.BF16},
	),
	// src/backend/910B/backend_910b_handler.cpp:60-80 (GetTcvtAdjacency).
	"Ascend910B": edges(
		ir.FP32, []ir.DataType{ir.FP16, ir.BF16, ir.INT16, ir.INT32, ir.INT64},
		ir.FP16, []ir.DataType{ir.FP32, ir.INT32, ir.INT16, ir.INT8, ir.UINT8, ir.INT4},
		ir.BF16, []ir.DataType{ir.FP32, ir.INT32},
		ir.INT16, []ir.DataType{ir.FP16, ir.FP32},
		ir.INT32, []ir.DataType{ir.FP32, ir.INT16, ir.INT64, ir.FP16},
		ir.INT64, []ir.DataType{ir.FP32, ir.INT32},
		ir.UINT8, []ir.DataType{ir.FP16},
		ir.INT8, []ir.DataType{ir.FP16},
		ir.INT4, []ir.DataType{ir.FP16},
	),
}

func edges(groups ...any) [][2]ir.DataType {
	var out [][2]ir.DataType
	for i := 0; i+1 < len(groups); i += 2 {
		from := groups[i].(ir.DataType)
		for _, to := range groups[i+1].([]ir.DataType) {
			out = append(out, [2]ir.DataType{from, to})
		}
	}
	return out
}

// castReachable reports whether the pinned PyPTO's LegalizeTileCast can
// lower a tile.cast from one dtype to another on the target: the same
// dtype, or a chain of tcvt edges whose intermediates keep what the
// destination can represent (FindCastChain,
// src/ir/transforms/legalize_tile_cast_pass.cpp:164-224). A target without
// a table is not checked.
func castReachable(target string, from, to ir.DataType) bool {
	es, ok := tcvtEdges[target]
	if !ok || from == to {
		return true
	}
	seen := map[ir.DataType]bool{from: true}
	frontier := []ir.DataType{from}
	for len(frontier) > 0 {
		var next []ir.DataType
		for _, d := range frontier {
			for _, e := range es {
				if e[0] != d || seen[e[1]] || e[1] != to && narrowsRelativeTo(e[1], to) {
					continue
				}
				if e[1] == to {
					return true
				}
				seen[e[1]] = true
				next = append(next, e[1])
			}
		}
		frontier = next
	}
	return false
}

// floatFormat is the significand bits (with the implicit one) and exponent
// bits of the float formats the narrowing rule knows.
func floatFormat(d ir.DataType) (sig, exp int, ok bool) {
	switch d {
	case ir.FP32:
		return 24, 8, true
	case ir.FP16:
		return 11, 5, true
	case ir.BF16:
		return 8, 8, true
	}
	return 0, 0, false
}

// intValueBits is the value bits of an integer dtype (without the sign).
func intValueBits(d ir.DataType) int {
	if d.IsSigned() {
		return d.Bits() - 1
	}
	return d.Bits()
}

// narrowsRelativeTo: routing a cast through mid provably loses values dst
// keeps (NarrowsRelativeTo, legalize_tile_cast_pass.cpp:127-150).
func narrowsRelativeTo(mid, dst ir.DataType) bool {
	switch {
	case mid == dst:
		return false
	case mid.IsInt() && dst.IsFloat():
		return true
	case mid.IsFloat() && dst.IsFloat():
		ms, me, ok1 := floatFormat(mid)
		ds, de, ok2 := floatFormat(dst)
		return ok1 && ok2 && (ms < ds || me < de)
	case mid.IsFloat() && dst.IsInt():
		ms, _, ok := floatFormat(mid)
		return ok && ms < intValueBits(dst)
	case mid.IsInt() && dst.IsInt():
		if !mid.IsSigned() && dst.IsSigned() {
			return true
		}
		return intValueBits(mid) < intValueBits(dst)
	}
	return false
}
