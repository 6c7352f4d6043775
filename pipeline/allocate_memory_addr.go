package pipeline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// AllocateMemoryAddr gives every on-chip allocation an address (PyPTO's
// AllocateMemoryAddr with the default policy, pypto-brief §4.8).
//
// Per function and memory space (DDR is skipped), the allocations — the
// MemRef bases of the tiles — are ordered by base name (string order, as
// DefaultMemoryAllocatorPolicy sorts name hints) and placed one after the
// other: the first at 0, each next one at align32(address + slot), where
// the slot of a base is the largest of its tile.alloc size and its MemRefs'
// offset + size (a root and its views share one slot). Every MemRef is then
// rebuilt — never modified — with offset address + its offset within the
// allocation, in every type of the function; tile.alloc statements are
// left as they are.
//
// System.reserve_buffer calls get their base resolved (an automatic one
// after the previous ones) and the tiles of the reserved space are placed
// from the aligned end of the reserved region (resolveReserveBuffers;
// allocate_memory_addr_pass.cpp:581-607).
//
// Under the DSA_RP planner the placement is still this one (PyPTO's
// PlanWithDsaRP, :498-583, is not modelled: docs/pypto-version.md), and
// the unused tile.allocs are dropped after it (dropUnusedAllocs).
//
// With a backend configured, a space whose usage (the end of its last
// slot) exceeds backend.Capacity is a user error naming the function, the
// space, the bytes used and the limit; with no backend nothing is limited.
var AllocateMemoryAddr = &Pass{
	Name:     "AllocateMemoryAddr",
	Doc:      "place every on-chip allocation at a 32-byte aligned address in its memory space",
	Required: set(pSIO, pITO, pHMR, pT2D),
	Produced: set(pAddr),
	Run:      runAllocateMemoryAddr,
}

// allocAlign is the address alignment: the backend's AllocAlign (PyPTO's
// AlignAddress, which the verifier's AllocatedMemoryAddr checks), or
// PyPTO's 32 bytes when no backend is configured.
func allocAlign(b *backend.Backend) int64 {
	if b != nil && b.AllocAlign > 0 {
		return b.AllocAlign
	}
	return 32
}

func runAllocateMemoryAddr(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		nf, err := allocateFunction(f, ctx)
		if err != nil {
			return nil, err
		}
		out.Funcs[i] = nf
	}
	return &out, nil
}

// slotInfo is one allocation to place.
type slotInfo struct {
	base  *ir.Var
	space ir.MemorySpace
	size  int64
	first int // order of appearance (tie break)
}

func allocateFunction(f *ir.Function, ctx *Context) (*ir.Function, error) {
	if f.Body == nil {
		return f, nil
	}
	slots := map[*ir.Var]*slotInfo{}
	var order []*slotInfo
	note := func(base *ir.Var, space ir.MemorySpace, end int64) {
		s := slots[base]
		if s == nil {
			s = &slotInfo{base: base, space: space, first: len(order)}
			slots[base] = s
			order = append(order, s)
		}
		s.size = max(s.size, end)
	}
	ir.DefSites(f, func(v *ir.Var) {
		tt, ok := v.T.(*ir.TileType)
		if !ok || tt.MemRef == nil || tt.MemRef.Base == nil || !memOnChip(tt.Space) {
			return
		}
		end := tt.MemRef.Size
		if off, ok := memConst(tt.MemRef.Offset); ok {
			end += off
		}
		note(tt.MemRef.Base, tt.Space, end)
	})
	ir.Walk(f.Body, func(n ir.Node) bool {
		if s, ok := n.(ir.Stmt); ok {
			if base, c := memAllocOf(s); base != nil && slots[base] != nil {
				if size, ok := memConst(c.Args[1]); ok {
					note(base, slots[base].space, size)
				}
			}
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	reserved, err := resolveReserveBuffers(f, ctx)
	if err != nil {
		return nil, err
	}
	if len(order) == 0 && len(reserved.base) == 0 {
		return f, nil
	}
	bySpace := map[ir.MemorySpace][]*slotInfo{}
	for _, s := range order {
		bySpace[s.space] = append(bySpace[s.space], s)
	}
	addr := map[*ir.Var]int64{}
	for _, space := range ir.AllMemorySpaces() {
		ss := bySpace[space]
		if len(ss) == 0 {
			continue
		}
		sort.SliceStable(ss, func(i, j int) bool {
			if ss[i].base.Name != ss[j].base.Name {
				return ss[i].base.Name < ss[j].base.Name
			}
			return ss[i].first < ss[j].first
		})
		cur := reserved.end[space]
		used := cur
		align := allocAlign(ctx.Backend)
		for _, s := range ss {
			addr[s.base] = cur
			used = cur + s.size
			cur = ir.AlignUp(used, align)
		}
		if b := ctx.Backend; b != nil {
			if limit := b.Capacity(space); limit > 0 && used > limit {
				var names []string
				for _, s := range ss {
					names = append(names, fmt.Sprintf("%s=%d", s.base.Name, s.size))
				}
				return nil, fmt.Errorf("function '%s': %s buffer usage (%d bytes) exceeds platform limit (%d bytes) of %s (allocations: %s)",
					f.Name, space, used, limit, b.Name, strings.Join(names, ", "))
			}
		}
	}
	// Rebuild every on-chip MemRef at its address, one new MemRef per old.
	moved := map[*ir.MemRef]*ir.MemRef{}
	place := func(mr *ir.MemRef) *ir.MemRef {
		if mr == nil || mr.Base == nil || mr.Offset == nil {
			return mr
		}
		a, ok := addr[mr.Base]
		if !ok {
			return mr
		}
		if n := moved[mr]; n != nil {
			return n
		}
		n := &ir.MemRef{Base: mr.Base, Offset: memAdd(ir.ConstI(a), mr.Offset), Size: mr.Size, Slots: mr.Slots, SlotIndex: mr.SlotIndex}
		moved[mr] = n
		return n
	}
	retype := func(t ir.Type) ir.Type {
		tt, ok := t.(*ir.TileType)
		if !ok || tt.MemRef == nil {
			return t
		}
		if n := place(tt.MemRef); n != tt.MemRef {
			return tt.WithMemRef(n)
		}
		return t
	}
	m := &ir.Mutator{}
	m.Def = func(v *ir.Var) *ir.Var {
		t := retype(v.T)
		if t == v.T {
			return v
		}
		return &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
	}
	m.Expr = func(e ir.Expr) ir.Expr {
		c, ok := e.(*ir.Call)
		if !ok {
			return e
		}
		if b, ok := reserved.base[c]; ok {
			nc := *c
			nc.Kwargs = withKwarg(c.Kwargs, "base", b)
			c = &nc
			e = c
		}
		if t := retype(c.T); t != c.T {
			nc := *c
			nc.T = t
			return &nc
		}
		return e
	}
	m.Stmt = memSyncAssign
	nf := m.Function(f)
	if ctx.planner() == PlannerDsaRP {
		nf = dropUnusedAllocs(nf)
	}
	return nf, nil
}

// dropUnusedAllocs is RemoveUnusedAllocStatements as AllocateMemoryAddr
// runs it under DSA_RP (allocate_memory_addr_pass.cpp:147-170, :618-627):
// with no MemoryReuse, the tile.alloc statements directly in the body list
// of a base no MemRef refers to any more (MaterializeSemanticAliases
// retargeted its tiles) are dropped.
func dropUnusedAllocs(f *ir.Function) *ir.Function {
	used := map[*ir.Var]bool{}
	ir.DefSites(f, func(v *ir.Var) {
		if mr := memRefOf(v.T); mr != nil && mr.Base != nil {
			used[mr.Base] = true
		}
	})
	ss := ir.Stmts(f.Body)
	var kept []ir.Stmt
	for _, s := range ss {
		if base, _ := memAllocOf(s); base != nil && !used[base] {
			continue
		}
		kept = append(kept, s)
	}
	if len(kept) == len(ss) {
		return f
	}
	c := *f
	c.Body = ir.Seq(f.Body.Span(), kept...)
	return &c
}

// reserveBuffers is what ResolveReserveBufferBases resolves
// (reserve_buffer_utils.h:92-149): each system.reserve_buffer call's base,
// and per memory space the aligned end of the reserved region, above which
// the tiles are placed.
type reserveBuffers struct {
	base map[*ir.Call]int64
	end  map[ir.MemorySpace]int64
}

// resolveReserveBuffers resolves the reserve_buffer calls of a function in
// program order: an explicit base is kept, an automatic one (no base, or
// -1) is the aligned end of the previous ones; the buffers live in Mat in
// an AIC function and in Vec in an AIV or InCore one
// (GetReserveBufferMemorySpace, :27-40). Overlapping ranges are an error.
func resolveReserveBuffers(f *ir.Function, ctx *Context) (reserveBuffers, error) {
	out := reserveBuffers{base: map[*ir.Call]int64{}, end: map[ir.MemorySpace]int64{}}
	var calls []*ir.Call
	ir.Walk(f.Body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op == ir.SystemReserveBuffer {
			calls = append(calls, c)
		}
		return true
	})
	if len(calls) == 0 {
		return out, nil
	}
	var space ir.MemorySpace
	switch f.Kind {
	case ir.AIC:
		space = ir.Mat
	case ir.AIV, ir.InCore:
		space = ir.Vec
	default:
		return out, fmt.Errorf("cannot resolve reserve_buffer memory space for function '%s' with type %s", f.Name, f.Kind)
	}
	align := allocAlign(ctx.Backend)
	type rng struct{ lo, hi int64 }
	var ranges []rng
	next := int64(0)
	for _, c := range calls {
		size := int64(-1)
		if v, ok := c.Kwarg("size"); ok {
			size, _ = v.(int64)
		}
		if size <= 0 {
			return out, fmt.Errorf("%s: reserve_buffer requires size > 0, got %d", c.Pos, size)
		}
		base := int64(-1)
		if v, ok := c.Kwarg("base"); ok {
			base, _ = v.(int64)
		}
		if base < 0 {
			base = next
		}
		end := ir.AlignUp(base+size, align)
		for _, r := range ranges {
			if base < r.hi && r.lo < end {
				return out, fmt.Errorf("overlapping reserve_buffer ranges in function '%s': [%d, %d) overlaps with [%d, %d)", f.Name, base, end, r.lo, r.hi)
			}
		}
		ranges = append(ranges, rng{base, end})
		out.base[c] = base
		next = max(next, end)
		out.end[space] = max(out.end[space], end)
	}
	return out, nil
}

// withKwarg returns kws with key set to v (replaced in place, or appended).
func withKwarg(kws []ir.Kwarg, key string, v any) []ir.Kwarg {
	out := append([]ir.Kwarg(nil), kws...)
	for i := range out {
		if out[i].Key == key {
			out[i].Value = v
			return out
		}
	}
	return append(out, ir.Kwarg{Key: key, Value: v})
}
