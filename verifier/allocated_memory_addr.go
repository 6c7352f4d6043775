package verifier

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// allocatedMemoryAddrRule is AllocatedMemoryAddr (PyPTO
// allocate_memory_addr_pass.cpp, AllocatedMemoryAddrVerifier; pypto-brief
// §4.8). Per function with a body, every Var-like occurrence in the body
// whose type is a TileType with a MemRef outside DDR is looked at once per
// MemRef:
//
//   - code 0 "has no address allocated": the MemRef has no byte offset
//     (a declaration, pl.MemRef("name"), that InitMemRef never resolved);
//   - code 0 "has a negative address (N)": a negative constant offset;
//   - a dynamic offset (a slotted declaration's runtime slot) is accepted
//     and left out of the footprint, which its root already accounts for;
//   - code 1, only with a backend: a space whose high-water mark
//     max(offset + size) exceeds backend.Capacity(space), reported on the
//     function, with PyPTO's note on bytes system.reserve_buffer reserves
//     below the tiles (and the cross-core pipe ring remedy when the
//     reservation is one).
//
// Spaces are reported in memory-space order (PyPTO iterates a hash map).
// Deliberately not checked, as in PyPTO: overlapping addresses of
// simultaneously live buffers and address alignment (see BufferDisjoint).
var allocatedMemoryAddrRule = &rule{
	name: "AllocatedMemoryAddr",
	prop: AllocatedMemoryAddr,
	doc:  "every on-chip MemRef has a valid address and each space fits the backend's capacity",
	run:  runAllocatedMemoryAddr,
}

// memrefKey identifies a MemRef by value, so the same allocation spelled in
// several annotations is looked at once (PyPTO dedupes by MemRef object,
// which after the pass is shared by every tile of the allocation).
type memrefKey struct {
	base    *ir.Var
	name    string
	hasOff  bool
	constOf int64  // the offset when constant
	exprOf  string // the printed offset when not
	size    int64
	slot    string
}

func keyOfMemRef(m *ir.MemRef) memrefKey {
	k := memrefKey{base: m.Base, size: m.Size, hasOff: m.Offset != nil}
	if m.Base != nil {
		k.name = m.Base.Name
	}
	if c, ok := m.Offset.(*ir.ConstInt); ok {
		k.constOf = c.Value
	} else if m.Offset != nil {
		k.exprOf = ir.PrintExpr(m.Offset)
	}
	if m.SlotIndex != nil {
		k.slot = ir.PrintExpr(m.SlotIndex)
	}
	return k
}

func runAllocatedMemoryAddr(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		seen := map[memrefKey]bool{}
		seenPtr := map[*ir.MemRef]bool{}
		var highWater [32]int64
		var touched [32]bool
		w := &irVisitor{varLike: func(v *ir.Var, _ ir.Expr) {
			tt, ok := v.T.(*ir.TileType)
			if !ok || tt.MemRef == nil || tt.Space == ir.MemNone || tt.Space == ir.DDR || seenPtr[tt.MemRef] {
				return
			}
			seenPtr[tt.MemRef] = true
			k := keyOfMemRef(tt.MemRef)
			if seen[k] {
				return
			}
			seen[k] = true
			off := tt.MemRef.Offset
			if off == nil {
				p.Errorf(0, v.Pos, "MemRef for variable '%s' in %s has no address allocated", v.Name, tt.Space)
				return
			}
			c, isConst := off.(*ir.ConstInt)
			if isConst && c.Value < 0 {
				p.Errorf(0, v.Pos, "MemRef for variable '%s' in %s has a negative address (%d)", v.Name, tt.Space, c.Value)
				return
			}
			if !isConst || int(tt.Space) >= len(highWater) {
				return
			}
			touched[tt.Space] = true
			highWater[tt.Space] = max(highWater[tt.Space], c.Value+tt.MemRef.Size)
		}}
		w.visitStmt(f.Body)
		if p.Backend == nil {
			continue
		}
		var reserved map[ir.MemorySpace]int64
		for _, space := range ir.AllMemorySpaces() {
			if !touched[space] {
				continue
			}
			used, limit := highWater[space], p.Backend.Capacity(space)
			if limit == 0 || used <= limit {
				continue
			}
			if reserved == nil {
				reserved = reservedEndBySpace(f, p.Backend.AllocAlign)
			}
			p.Errorf(1, f.Pos, "Function '%s': %s buffer usage (%d bytes) exceeds platform limit (%d bytes)%s",
				f.Name, space, used, limit, reservedBytesNote(f, reserved, space))
		}
	}
}

// reserveBuffer is one system.reserve_buffer call of a function.
type reserveBuffer struct {
	name       string
	size, base int64
}

// reservedEndBySpace is PyPTO's ResolveReserveBufferBases, reduced to what
// the capacity note needs: for an InCore-type function, the aligned end of
// the highest system.reserve_buffer in its space (Mat for AIC, Vec for AIV
// and InCore); buffers without an explicit base are stacked in program
// order. Other function types reserve nothing.
func reservedEndBySpace(f *ir.Function, align int64) map[ir.MemorySpace]int64 {
	out := map[ir.MemorySpace]int64{}
	if !f.Kind.IsInCoreType() {
		return out
	}
	space := ir.Vec
	if f.Kind == ir.AIC {
		space = ir.Mat
	}
	var next int64
	for _, rb := range reserveBuffers(f) {
		if rb.size <= 0 {
			continue
		}
		base := rb.base
		if base < 0 {
			base = next
		}
		end := ir.AlignUp(base+rb.size, align)
		next = max(next, end)
		out[space] = max(out[space], end)
	}
	return out
}

func reserveBuffers(f *ir.Function) []reserveBuffer {
	var out []reserveBuffer
	w := &irVisitor{call: func(c *ir.Call) {
		if !isOp(c, ir.SystemReserveBuffer) {
			return
		}
		rb := reserveBuffer{size: -1, base: -1}
		if v, ok := c.Kwarg("size"); ok {
			rb.size = kwInt(v, -1)
		}
		if v, ok := c.Kwarg("base"); ok {
			rb.base = kwInt(v, -1)
		}
		if v, ok := c.Kwarg("name"); ok {
			rb.name, _ = v.(string)
		}
		out = append(out, rb)
	}}
	w.visitStmt(f.Body)
	return out
}

func kwInt(v any, def int64) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case int:
		return int64(x)
	}
	return def
}

// reservedBytesNote is PyPTO's ReservedBytesNote: the clause naming the
// bytes system.reserve_buffer holds below the tiles, and, when one of them
// is the automatic cross-core pipe ring of this mixed kernel half, the knob
// that sizes it.
func reservedBytesNote(f *ir.Function, reserved map[ir.MemorySpace]int64, space ir.MemorySpace) string {
	end := reserved[space]
	if end == 0 {
		return ""
	}
	note := fmt.Sprintf(". The first %d bytes of that space are reserved by system.reserve_buffer, so tiles are allocated above them", end)
	if hasCrossCorePipeRing(f) {
		note += " — this is the cross-core pipe ring. Lower its depth with " +
			"optimizations=[pl.cross_core_slot(slot_num=N)] on the enclosing pl.at(...), or shrink the " +
			"tile that crosses the cube/vector boundary"
	}
	return note
}

// hasCrossCorePipeRing reports whether a reserve_buffer of f is named
// exactly as BuildAutomaticPipeSetup names the ring of the mixed kernel f
// is the _aic / _aiv half of: <kernel>_c2v_slot_buffer or
// <kernel>_v2c_slot_buffer.
func hasCrossCorePipeRing(f *ir.Function) bool {
	var expected []string
	for _, suffix := range []string{"_aic", "_aiv"} {
		if len(f.Name) > len(suffix) && strings.HasSuffix(f.Name, suffix) {
			k := strings.TrimSuffix(f.Name, suffix)
			expected = append(expected, k+"_c2v_slot_buffer", k+"_v2c_slot_buffer")
		}
	}
	for _, rb := range reserveBuffers(f) {
		for _, e := range expected {
			if rb.name == e {
				return true
			}
		}
	}
	return false
}
