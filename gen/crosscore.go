package gen

import "github.com/irfuzz/irfuzz/ir"

// Cross-core GM hand-offs. PyPTO orders a GM tensor between the cores only
// where the cube hands data to the vector side through a move it lowers;
// an AIV store followed by an AIC load of the same tensor, an AIC load of a
// tensor the vector side also stores, and stores from both cores to one
// tensor are the kernel author's to order (pl.system.syncall), so a kernel
// that has them races on the hardware while the reference runs it in
// program order. The generator keeps every tensor on one side's stores:
//   - a tensor stored from an accumulator is never stored from a vector
//     tile, nor loaded: the pipeline stores an accumulator from the cube
//     core (FIX), or from the vector core when it moved the accumulator
//     there for a vector user, so either side's load could race it;
//   - a tensor stored from a vector tile (MTE3) is never read by a load that
//     may land in a cube buffer.
// An unplaced load lands where its users need it (InferTileMemorySpace):
// on the vector side unless a cube-side op (a cube op, or one that targets
// a cube buffer) reads it or a view of it. So a vector store may update a
// tensor an unplaced load read when no cube-side op has read that load;
// from then on the load is vector-only (vecOnly) and bind refuses a
// cube-side op that reads it.

// cubeLoad reports whether a load into space (MemNone: unplaced) may land
// on the cube side.
func cubeLoad(space ir.MemorySpace) bool { return space != ir.Vec }

// loadable reports whether a load into space may read t.
func loadable(t *tparam, space ir.MemorySpace) bool {
	return !(cubeLoad(space) && t.vecStored) && !t.accStored
}

// storable reports whether a store from an accumulator (acc) or a vector
// tile may write t.
func (b *builder) storable(t *tparam, acc bool) bool {
	if acc {
		return !t.vecStored && !t.loaded
	}
	if t.accStored || t.loadCube {
		return false
	}
	for _, v := range t.unplaced {
		if b.cubeUsed[v] {
			return false
		}
	}
	return true
}

// markLoad records a load of t into space defining v.
func markLoad(t *tparam, space ir.MemorySpace, v *ir.Var) {
	if space == ir.MemNone {
		t.unplaced = append(t.unplaced, v)
	} else {
		t.loadCube = t.loadCube || cubeLoad(space)
	}
}

// markStore records a store into t; a vector store pins t's unplaced loads
// to the vector side.
func (b *builder) markStore(t *tparam, acc bool) {
	if acc {
		t.accStored = true
		return
	}
	t.vecStored = true
	for _, v := range t.unplaced {
		b.vecOnly[v] = true
	}
}

// cubeSide reports whether a call runs on the cube side or reads its tile
// arguments into a cube buffer.
func cubeSide(c *ir.Call) bool {
	if c.Op == nil {
		return false
	}
	if c.Op.Affinity == ir.Cube {
		return true
	}
	if v, ok := c.Kwarg("target_memory"); ok {
		if s, ok := v.(ir.MemorySpace); ok && (boxedSpace(s) || s == ir.Bias) {
			return true
		}
	}
	return false
}

// cubeReads lists the buffers (alias roots) of the tile arguments of a
// cube-side call.
func (b *builder) cubeReads(c *ir.Call) []*ir.Var {
	if !cubeSide(c) {
		return nil
	}
	var out []*ir.Var
	for _, a := range c.Args {
		if v := ir.VarOf(a); v != nil && isTile(a.Type()) {
			out = append(out, b.aliasRoot(v))
		}
	}
	return out
}
