package ascend

// LastStore is the last TSTORE, in program order over the cores, whose
// window covers element index (one per axis) of tensor ti: its core and
// instruction indices, ok false when no store does. It reads each store's
// window and its source's valid shape as the program states them, so it
// names the store that was meant to write the element, not what a run did.
func (p *Program) LastStore(ti int, index []int64) (core, instr int, ok bool) {
	if ti < 0 || ti >= len(p.Tensors) {
		return 0, 0, false
	}
	d := &p.Tensors[ti]
	if len(index) != len(d.Shape) {
		return 0, 0, false
	}
	flat := int64(0)
	for i, e := range d.Shape {
		flat = flat*e + index[i]
	}
	want := gmStorage(d, flat) * int64(d.DType.Bytes())
	for ci := range p.Cores {
		for ii := range p.Cores[ci].Instrs {
			in := &p.Cores[ci].Instrs[ii]
			if in.Op != OpStore || in.GM.Tensor != ti || !covers(d, &in.GM, &in.Src[0], want) {
				continue
			}
			core, instr, ok = ci, ii, true
		}
	}
	return core, instr, ok
}

// covers reports whether a store of src through w writes the element at
// byte offset want of tensor d.
func covers(d *TensorDecl, w *GMWindow, src *Tile, want int64) bool {
	if len(w.Offset) != len(d.Shape) && w.Linear == nil {
		return false
	}
	for r := int64(0); r < src.ValidRows; r++ {
		for c := int64(0); c < src.ValidCols; c++ {
			if gmIndex(d, w, r, c) == want {
				return true
			}
		}
	}
	return false
}

// Producer is the last instruction before instruction instr of a core
// that writes a buffer range its first source reads (a TSTORE's source
// tile, say): its index, ok false when none of the core's earlier
// instructions does (the bytes came from another core or were never
// written).
func (p *Program) Producer(core, instr int) (int, bool) {
	if core < 0 || core >= len(p.Cores) || instr < 0 || instr >= len(p.Cores[core].Instrs) {
		return 0, false
	}
	ins := p.Cores[core].Instrs
	src := &ins[instr].Src[0]
	if !src.Present() {
		return 0, false
	}
	lo, hi := src.Addr, src.Addr+src.Footprint()
	for i := instr - 1; i >= 0; i-- {
		d := &ins[i].Dst
		if ins[i].Op == OpStore || !d.Present() || d.Space != src.Space {
			continue
		}
		if d.Addr < hi && lo < d.Addr+d.Footprint() {
			return i, true
		}
	}
	return 0, false
}
