package backend

import "github.com/irfuzz/irfuzz/ir"

// The pto.tcvt conversion tables: the dtype pairs one tcvt instruction
// converts on each chip (PyPTO BackendHandler::GetTcvtAdjacency). PyPTO's
// LegalizeTileCast expands a tile.cast with no native pair into the
// shortest chain of native ones and rejects a pair no admissible chain
// joins (docs/en/dev/passes/14-legalize_tile_cast.md: "Pairs absent from
// both columns are rejected").
var (
	// src/backend/910B/backend_910b_handler.cpp:60-81 (GetTcvtAdjacency).
	tcvt910B = tcvtTable(
		ir.FP32, []ir.DataType{ir.FP16, ir.BF16, ir.INT16, ir.INT32, ir.INT64},
		ir.FP16, []ir.DataType{ir.FP32, ir.INT32, ir.INT16, ir.INT8, ir.UINT8, ir.INT4},
		ir.BF16, []ir.DataType{ir.FP32, ir.INT32},
		ir.INT16, []ir.DataType{ir.FP16, ir.FP32},
		ir.INT32, []ir.DataType{ir.FP32, ir.INT16, ir.INT64, ir.FP16},
		ir.INT64, []ir.DataType{ir.FP32, ir.INT32},
		ir.UINT8, []ir.DataType{ir.FP16},
		ir.INT8, []ir.DataType{ir.FP16},
		ir.INT4, []ir.DataType{ir.FP16},
	)
	// src/backend/950/backend_950_handler.cpp:59-87 (GetTcvtAdjacency).
	tcvt950 = tcvtTable(
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
	)
)

// tcvtTable builds an adjacency list from (source, destinations) groups,
// in the handlers' order.
func tcvtTable(groups ...any) map[ir.DataType][]ir.DataType {
	out := map[ir.DataType][]ir.DataType{}
	for i := 0; i+1 < len(groups); i += 2 {
		from := groups[i].(ir.DataType)
		out[from] = append(out[from], groups[i+1].([]ir.DataType)...)
	}
	return out
}

func (b *Backend) tcvt() map[ir.DataType][]ir.DataType {
	switch b {
	case ascend910B:
		return tcvt910B
	case ascend950:
		return tcvt950
	}
	return nil
}

// NativeCast reports whether one pto.tcvt converts from into to.
func (b *Backend) NativeCast(from, to ir.DataType) bool {
	for _, d := range b.tcvt()[from] {
		if d == to {
			return true
		}
	}
	return false
}

// CastChain is the dtypes a tile.cast from one dtype to another passes
// through on this chip, the destination last: nil for the same dtype,
// [to] for a native pair, otherwise the chain PyPTO's FindCastChain picks
// (src/ir/transforms/legalize_tile_cast_pass.cpp:167-231); ok is false
// when no chain joins them. The search is breadth-first over the tcvt
// table in its order, skipping an intermediate that narrows relative to
// the destination (:206); a dtype's same-width float neighbour is tried
// first (:193-201, SameWidthFloat :94-105), and among chains of one
// length the one with the lowest edge preference cost wins (:207-218,
// EdgePreferenceCost :154-163: 0 for an integer to a float of its width,
// 1 for a float width change, 2 otherwise).
func (b *Backend) CastChain(from, to ir.DataType) (chain []ir.DataType, ok bool) {
	if from == to {
		return nil, true
	}
	if b.NativeCast(from, to) {
		return []ir.DataType{to}, true
	}
	adj := b.tcvt()
	type node struct {
		parent     ir.DataType
		dist, pref int
	}
	info := map[ir.DataType]*node{from: {parent: from}}
	queue := []ir.DataType{from}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		ci := info[cur]
		neigh := append([]ir.DataType(nil), adj[cur]...)
		if sw, ok := sameWidthFloat(cur); ok {
			for j, d := range neigh {
				if d == sw {
					neigh[0], neigh[j] = neigh[j], neigh[0]
					break
				}
			}
		}
		for _, next := range neigh {
			if next != to && NarrowsRelativeTo(next, to) {
				continue
			}
			dist, pref := ci.dist+1, ci.pref+edgePreferenceCost(cur, next)
			ni, seen := info[next]
			switch {
			case !seen:
				info[next] = &node{parent: cur, dist: dist, pref: pref}
				queue = append(queue, next)
			case ni.dist == dist && pref < ni.pref:
				ni.parent, ni.pref = cur, pref
			}
		}
	}
	if _, ok := info[to]; !ok {
		return nil, false
	}
	for d := to; d != from; d = info[d].parent {
		chain = append([]ir.DataType{d}, chain...)
	}
	return chain, true
}

// sameWidthFloat is the float a non-float dtype of 32 or 16 bits bridges
// to without changing width (SameWidthFloat, :94-105).
func sameWidthFloat(d ir.DataType) (ir.DataType, bool) {
	if d.IsFloat() {
		return 0, false
	}
	switch d.Bits() {
	case 32:
		return ir.FP32, true
	case 16:
		return ir.FP16, true
	}
	return 0, false
}

// edgePreferenceCost ranks a tcvt edge (EdgePreferenceCost, :154-163).
func edgePreferenceCost(from, to ir.DataType) int {
	switch {
	case !from.IsFloat() && to.IsFloat() && from.Bits() == to.Bits():
		return 0
	case from.IsFloat() && to.IsFloat():
		return 1
	}
	return 2
}

// NarrowsRelativeTo reports whether routing a cast through mid provably
// loses values the destination dst keeps (PyPTO's NarrowsRelativeTo,
// src/ir/transforms/legalize_tile_cast_pass.cpp:129-150): an integer
// bridge for a float destination, a float bridge with fewer significand or
// exponent bits, a float bridge whose significand is narrower than an
// integer destination's value bits, an unsigned bridge for a signed
// destination, or an integer bridge with fewer value bits. Formats the
// rule does not know (FP8, HF8, FP4) are admissible.
func NarrowsRelativeTo(mid, dst ir.DataType) bool {
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

// floatFormat is the significand bits (with the implicit one) and exponent
// bits of the float formats the narrowing rule knows (FloatFormat, :110-115).
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

// intValueBits is the value bits of an integer dtype, without the sign
// (IntValueBits, :118).
func intValueBits(d ir.DataType) int {
	if d.IsSigned() {
		return d.Bits() - 1
	}
	return d.Bits()
}
