package pipeline

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Helpers shared by the memory passes (InitMemRef, MemoryReuse,
// AllocateMemoryAddr, InsertSync): allocation sizes, MemRef access on
// types, base naming and folded offset arithmetic.

// memrefOf returns the MemRef of a tile or tensor type, or nil.
func memRefOf(t ir.Type) *ir.MemRef {
	switch t := t.(type) {
	case *ir.TileType:
		return t.MemRef
	case *ir.TensorType:
		return t.MemRef
	}
	return nil
}

// withMemRef returns a tile or tensor type carrying mr (other types are
// returned unchanged). The type is copied, never modified.
func memWithRef(t ir.Type, mr *ir.MemRef) ir.Type {
	switch t := t.(type) {
	case *ir.TileType:
		if t.MemRef == mr {
			return t
		}
		return t.WithMemRef(mr)
	case *ir.TensorType:
		if t.MemRef == mr {
			return t
		}
		c := *t
		c.MemRef = mr
		return &c
	}
	return t
}

// tileOf returns the tile type of an expression, or nil.
func memTile(e ir.Expr) *ir.TileType {
	if e == nil {
		return nil
	}
	tt, _ := e.Type().(*ir.TileType)
	return tt
}

// onChip reports whether a tile lives in an on-chip buffer (a space that
// gets a tile.alloc and an address).
func memOnChip(space ir.MemorySpace) bool { return space != ir.MemNone && space != ir.DDR }

// baseName is PyPTO's BuildBasePtrName: "mem_vec_7".
func memBaseName(space ir.MemorySpace, id int) string {
	return "mem_" + strings.ToLower(space.String()) + "_" + strconv.Itoa(id)
}

// baseCounter is PyPTO's ExtractNameCounter: the trailing number of a base
// name ("mem_vec_7" -> 7), or -1.
func memBaseCounter(name string) int {
	i := strings.LastIndexByte(name, '_')
	if i < 0 || i+1 >= len(name) {
		return -1
	}
	n, err := strconv.Atoi(name[i+1:])
	if err != nil || n < 0 {
		return -1
	}
	return n
}

// staticShape reads a shape of positive constants; it names the first
// dimension that is not one.
func memStaticShape(shape []ir.Expr) ([]int64, int, bool) {
	out := make([]int64, len(shape))
	for i, d := range shape {
		c, ok := d.(*ir.ConstInt)
		if !ok || c.Value <= 0 {
			return nil, i, false
		}
		out[i] = c.Value
	}
	return out, -1, true
}

// physicalBytes is PyPTO's StaticPhysicalAllocationBytes: the bytes a
// tile of this (static) shape occupies in space. Acc aligns the M
// dimension (the second to last) to backend.L0CMAlignment; other spaces
// use the packed element count.
func memPhysicalBytes(shape []int64, dt ir.DataType, space ir.MemorySpace, b *backend.Backend) int64 {
	if space == ir.Acc && len(shape) >= 2 {
		align := b.L0CMAlignment(dt)
		m := shape[len(shape)-2]
		if r := m % align; r != 0 {
			m += align - r
		}
		bytes := dt.StorageBytes(m * shape[len(shape)-1])
		for _, d := range shape[:len(shape)-2] {
			bytes *= d
		}
		return bytes
	}
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return dt.StorageBytes(n)
}

// tensorBytes is the byte size of a tensor with a static shape, else 0.
func memTensorBytes(t *ir.TensorType) int64 {
	n, ok := ir.NumElements(t.Shape)
	if !ok {
		return 0
	}
	return t.DType.StorageBytes(n)
}

// constOf returns the value of an integer constant expression.
func memConst(e ir.Expr) (int64, bool) {
	if c, ok := e.(*ir.ConstInt); ok {
		return c.Value, true
	}
	return 0, false
}

// addOffset returns a + b, folded when both are constants (INDEX).
func memAdd(a, b ir.Expr) ir.Expr {
	x, okx := memConst(a)
	y, oky := memConst(b)
	switch {
	case okx && oky:
		return ir.ConstI(x + y)
	case oky && y == 0:
		return a
	case okx && x == 0:
		return b
	}
	return &ir.Binary{Op: ir.OpAdd, L: a, R: b, DType: ir.INDEX}
}

// mulOffset returns e * k, folded when e is a constant.
func memMul(e ir.Expr, k int64) ir.Expr {
	if x, ok := memConst(e); ok {
		return ir.ConstI(x * k)
	}
	switch k {
	case 0:
		return ir.ConstI(0)
	case 1:
		return e
	}
	return &ir.Binary{Op: ir.OpMul, L: e, R: ir.ConstI(k), DType: ir.INDEX}
}

// listElems returns the elements of a MakeTuple (or the expression alone).
func memList(e ir.Expr) []ir.Expr {
	if t, ok := e.(*ir.MakeTuple); ok {
		return t.Elems
	}
	if e == nil {
		return nil
	}
	return []ir.Expr{e}
}

// sliceByteOffset is PyPTO's ComputeSliceByteOffset for a tile.slice of a
// parent with a static shape: the row-major linear index of the window
// origin times the element size, folded when the offsets are constants.
// Packed 4-bit origins must be constant and byte-aligned.
func memSliceOffset(c *ir.Call, parent *ir.TileType) (ir.Expr, error) {
	shape, _, ok := memStaticShape(parent.Shape)
	offs := memList(c.Args[2])
	if !ok || len(offs) != len(shape) {
		return nil, fmt.Errorf("tile.slice at %s: the parent shape must be static and of the offset's rank", c.Pos)
	}
	st := ir.StaticRowMajorStrides(shape)
	var lin ir.Expr = ir.ConstI(0)
	for i, o := range offs {
		lin = memAdd(lin, memMul(o, st[i]))
	}
	if parent.DType.Bits() == 4 {
		v, ok := memConst(lin)
		if !ok {
			return nil, fmt.Errorf("tile.slice at %s: packed 4-bit slice offsets must be compile-time constants because MemRef cannot represent a dynamic nibble offset", c.Pos)
		}
		if v%2 != 0 {
			return nil, fmt.Errorf("tile.slice at %s: packed 4-bit slice origins must be byte-aligned; logical linear offset %d selects the second nibble of a byte", c.Pos, v)
		}
		return ir.ConstI(v / 2), nil
	}
	return memMul(lin, int64(parent.DType.Bytes())), nil
}

// sliceSpanBytes is PyPTO's StaticSliceViewSpanBytes: the bytes from the
// first to the last element a window of a static parent touches (the
// packed parent-layout envelope), independent of where the window sits.
func memSliceSpan(c *ir.Call, parent *ir.TileType) (int64, bool) {
	shape, _, ok := memStaticShape(parent.Shape)
	win := memList(c.Args[1])
	if !ok || len(win) != len(shape) {
		return 0, false
	}
	st := ir.StaticRowMajorStrides(shape)
	n := int64(1)
	for i, w := range win {
		v, ok := memConst(w)
		if !ok || v <= 0 {
			return 0, false
		}
		n += (v - 1) * st[i]
	}
	return parent.DType.StorageBytes(n), true
}

// isTPop reports whether a call is a cross-core pop (a buffer-less tile).
func memIsTPop(c *ir.Call) bool {
	return ir.IsCrossCorePop(c)
}

// allocCall builds tile.alloc(space, size).
func memAllocCall(space ir.MemorySpace, size int64) *ir.Call {
	c, err := ir.TileAlloc.Create([]ir.Expr{&ir.ConstInt{Value: int64(space.Code()), DType: ir.INDEX}, ir.ConstI(size)}, nil, ir.Span{})
	if err != nil {
		panic("pipeline: tile.alloc: " + err.Error()) // arguments are well-formed by construction
	}
	return c
}

// allocOf returns the base and call of a tile.alloc assignment.
func memAllocOf(s ir.Stmt) (*ir.Var, *ir.Call) {
	a, ok := s.(*ir.AssignStmt)
	if !ok {
		return nil, nil
	}
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Op == nil || c.Op != ir.TileAlloc {
		return nil, nil
	}
	return a.Var, c
}

// syncAssignCall gives the call on the right of an assignment the type of
// its variable (PyPTO's AssignTypeSymmetry: the parser builds them equal).
func memSyncAssign(s ir.Stmt) ir.Stmt {
	a, ok := s.(*ir.AssignStmt)
	if !ok {
		return s
	}
	c, ok := a.Value.(*ir.Call)
	if !ok || c.T == a.Var.T {
		return s
	}
	switch a.Var.T.(type) {
	case *ir.TileType, *ir.TensorType:
	default:
		return s
	}
	switch c.T.(type) {
	case *ir.TileType, *ir.TensorType, *ir.UnknownType:
	default:
		return s
	}
	nc := *c
	nc.T = a.Var.T
	return &ir.AssignStmt{Var: a.Var, Value: &nc, Pos: a.Pos}
}

// memCopyCall builds `tile.move(src, target_memory=space)` — a copy of the
// tile src into a buffer of space — typed like src apart from the space
// (blayout / slayout kwargs keep src's layout when the move alone would
// change it). The caller gives the result its MemRef.
func memCopyCall(src ir.Expr, space ir.MemorySpace) (*ir.Call, error) {
	st := memTile(src)
	if st == nil {
		return nil, fmt.Errorf("'%s' is not a tile", ir.PrintExpr(src))
	}
	kw := []ir.Kwarg{{Key: "target_memory", Value: space}}
	c, err := ir.TileMove.Create([]ir.Expr{src}, kw, src.Span())
	if err == nil && !ir.TypeEqual(c.T, st) {
		eff := st.Effective()
		kw = append(kw, ir.Kwarg{Key: "blayout", Value: eff.BLayout}, ir.Kwarg{Key: "slayout", Value: eff.SLayout})
		c, err = ir.TileMove.Create([]ir.Expr{src}, kw, src.Span())
	}
	return c, err
}
