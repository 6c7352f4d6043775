package ref

import (
	"fmt"
	"maps"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// opFunc is the reference semantics of one op: it receives the call with
// its arguments evaluated and returns the call's value.
type opFunc func(k *call) (Value, error)

// semantics maps every registered op to its reference semantics, keyed by
// the op's identity (ir.TileLoad, ...), so a misspelt op does not compile.
// It is built once (in init: the ops evaluate expressions, which dispatch
// through this table) and only read afterwards. Ops with no observable
// effect on data (synchronization, barriers) are explicit no-ops.
var semantics map[*ir.OpDef]opFunc

func init() {
	semantics, semanticsByClass = semanticsTable(), classTable()
	maps.Copy(semantics, distSemantics()) // ops_distributed.go
}

// semanticsByClass is the reference semantics of each vector op class
// (ir.OpDef.Class): an op of a class needs no entry of its own. Built in
// init, as semantics is.
var semanticsByClass map[ir.OpClass]opFunc

func classTable() map[ir.OpClass]opFunc {
	return map[ir.OpClass]opFunc{
		ir.ClassBinary:     opBroadcast,
		ir.ClassRowExpand:  opBroadcast,
		ir.ClassTileScalar: opTileScalar,
		ir.ClassUnary:      opUnary,
		ir.ClassCast:       opCast,
		ir.ClassFillpad:    opFillpad,
		ir.ClassRowReduce:  opRowReduce,
		ir.ClassColReduce:  opColSum,
		ir.ClassColExpand:  opBroadcast,
		ir.ClassPartial:    opPartial,
		ir.ClassTernary:    opTernary,
		ir.ClassCompare:    opCompare,
		ir.ClassSelect:     opSelect,
	}
}

// semanticsOf is an op's reference semantics: its own entry, else its
// class's.
func semanticsOf(op *ir.OpDef) (opFunc, bool) {
	if op == nil {
		return nil, false
	}
	if f, ok := semantics[op]; ok {
		return f, true
	}
	f, ok := semanticsByClass[op.Class]
	return f, ok
}

func semanticsTable() map[*ir.OpDef]opFunc {
	m := map[*ir.OpDef]opFunc{
		// memory
		ir.TileLoad:   opLoad,
		ir.TileStore:  opStore,
		ir.TileMove:   opMove,
		ir.TileCreate: opCreate,
		ir.TileFull:   opFull,
		ir.TileAlloc:  opAlloc,
		ir.TileRead:   opTileRead,
		ir.TileWrite:  opTileWrite,
		// cube
		ir.TileMatmul:     opMatmul,
		ir.TileMatmulAcc:  opMatmul,
		ir.TileMatmulBias: opMatmul,
		ir.TileGemv:       opMatmul,
		ir.TileGemvAcc:    opMatmul,
		ir.TileGemvBias:   opMatmul,
		// cube, revision 2
		ir.TileBatchMatmul:    opBatchMatmul,
		ir.TileBatchMatmulAcc: opBatchMatmul,
		ir.TileMatmulMx:       opMatmulMx,
		ir.TileMatmulMxAcc:    opMatmulMx,
		ir.TileMatmulMxBias:   opMatmulMx,
		ir.TileTgetScaleAddr:  opTgetScaleAddr,
		// vector ops: by class (semanticsByClass)
		// views and transforms
		ir.TileSlice:         opSlice,
		ir.TileReshape:       opReshape,
		ir.TileTransposeView: opTranspose,
		ir.TileTranspose:     opTranspose,
		ir.TileExtract:       opExtract,
		ir.TileSetValidshape: opSetValidshape,
		ir.TileAssemble:      opAssemble,
		// views and transforms, revision 2
		ir.TileReinterpretView: opReinterpretView,
		ir.TileConcat:          opConcat,
		// generators and sorts
		ir.TileCi:             opCi,
		ir.TileTri:            opTri,
		ir.TileRandom:         opUnmodeled,
		ir.TileSort32:         opSort32,
		ir.TileMrgsortFormat1: opUnmodeled,
		ir.TileMrgsortFormat2: opUnmodeled,
		// gathers and scatters
		ir.TileGather:        opGatherIndex,
		ir.TileGatherb:       opGatherb,
		ir.TileGatherMask:    opGatherMask,
		ir.TileGatherCompare: opGatherCompare,
		ir.TileGatherRow:     opGatherRow,
		ir.TileMgather:       opMgather,
		ir.TileScatter:       opScatter,
		ir.TileScatterMask:   opScatterMask,
		ir.TileScatterUpdate: opScatterUpdate,
		ir.TileMscatter:      opMscatter,
		// launch queries
		ir.TileGetBlockIdx:     opBlockIdx,
		ir.TileGetBlockNum:     opBlockNum,
		ir.TileGetSubblockIdx:  opSubblockIdx,
		ir.SystemAvailClusters: opAvailClusters,
		ir.SystemAvailAIV:      opAvailAIV,
		// cross-core
		ir.TileTpushToAiv:  opPush,
		ir.TileTpushToAic:  opPush,
		ir.TileTpopFromAic: opPop,
		ir.TileTpopFromAiv: opPop,
		ir.TileAivShard:    opShard,
		ir.TileAicGather:   opGather,
		// synchronization: ordering only, no effect on values
		ir.SystemSyncSrc: opNoEffect,
		ir.SystemSyncDst: opNoEffect,
		ir.SystemBarV:    opNoEffect,
		ir.SystemBarM:    opNoEffect,
		ir.SystemBarAll:  opNoEffect,
		ir.SystemSyncall: opNoEffect,
		// tensor
		ir.TensorCreate: opTensorCreate,
		ir.TensorRead:   opTensorRead,
		ir.TensorWrite:  opTensorWrite,
	}
	for op, f := range tensorSemantics() { // ops_tensor.go
		m[op] = f
	}
	return m
}

// Supports reports whether the reference has semantics for an op.
func Supports(op string) bool {
	_, ok := semanticsOf(ir.Op(op))
	return ok
}

// OpNames lists the ops the reference has semantics for, sorted.
func OpNames() []string {
	var out []string
	for _, op := range ir.Ops().Ops() {
		if _, ok := semanticsOf(op); ok {
			out = append(out, op.Name)
		}
	}
	sort.Strings(out)
	return out
}

func opNoEffect(*call) (Value, error) { return Void{}, nil }

// call is an op call being evaluated.
type call struct {
	m    *machine
	fr   *frame
	c    *ir.Call
	op   *ir.OpDef
	args []Value
}

func (m *machine) evalOp(fr *frame, c *ir.Call) (Value, error) {
	f, ok := semanticsOf(c.Op)
	if !ok {
		return nil, fmt.Errorf("%s has no reference semantics", c.Op.Name)
	}
	args, err := m.evalList(fr, c.Args)
	if err != nil {
		return nil, err
	}
	v, err := f(&call{m: m, fr: fr, c: c, op: c.Op, args: args})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Op.Name, err)
	}
	return v, nil
}

func (k *call) has(i int) bool { return i < len(k.args) }

func (k *call) argName(i int) string {
	if i < len(k.c.Op.Args) {
		return fmt.Sprintf("argument %d (%s)", i, k.c.Op.Args[i].Name)
	}
	return fmt.Sprintf("argument %d", i)
}

func (k *call) arg(i int) (Value, error) {
	if !k.has(i) {
		return nil, fmt.Errorf("%s is missing", k.argName(i))
	}
	return k.args[i], nil
}

func (k *call) tile(i int) (*Tile, error) {
	v, err := k.arg(i)
	if err != nil {
		return nil, err
	}
	t, ok := v.(*Tile)
	if !ok || t == nil {
		return nil, fmt.Errorf("%s is a %s, want a tile", k.argName(i), kindOf(v))
	}
	return t, nil
}

func (k *call) tensor(i int) (*sim.Tensor, error) {
	v, err := k.arg(i)
	if err != nil {
		return nil, err
	}
	t, ok := v.(Tensor)
	if !ok || t.Tensor == nil {
		return nil, fmt.Errorf("%s is a %s, want a tensor", k.argName(i), kindOf(v))
	}
	return t.Tensor, nil
}

func (k *call) scalar(i int) (Scalar, error) {
	v, err := k.arg(i)
	if err != nil {
		return Scalar{}, err
	}
	s, ok := v.(Scalar)
	if !ok {
		return Scalar{}, fmt.Errorf("%s is a %s, want a scalar", k.argName(i), kindOf(v))
	}
	return s, nil
}

func (k *call) int(i int) (int64, error) {
	s, err := k.scalar(i)
	if err != nil {
		return 0, err
	}
	return scalarInt(s, k.argName(i))
}

// ints returns a list argument (offsets, shapes, indices) as integers.
func (k *call) ints(i int) ([]int64, error) {
	v, err := k.arg(i)
	if err != nil {
		return nil, err
	}
	t, ok := v.(Tuple)
	if !ok {
		return nil, fmt.Errorf("%s is a %s, want a list of integers", k.argName(i), kindOf(v))
	}
	out := make([]int64, len(t))
	for j, e := range t {
		s, ok := e.(Scalar)
		if !ok {
			return nil, fmt.Errorf("element %d of %s is a %s, want an integer", j, k.argName(i), kindOf(e))
		}
		if out[j], err = scalarInt(s, fmt.Sprintf("element %d of %s", j, k.argName(i))); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (k *call) kw(key string) (any, bool) { return k.c.Kwarg(key) }

func (k *call) kwInt(key string, def int64) int64 {
	if v, ok := k.kw(key); ok {
		if i, ok := v.(int64); ok {
			return i
		}
	}
	return def
}

// maxTileElems bounds a tile's element count (on-chip buffers hold at most
// a few hundred KiB; a larger tile is a malformed program, not a workload).
const maxTileElems = 1 << 22

// result returns the call's tile type with its shape and valid shape
// evaluated in the current frame. The valid shape must lie inside the
// shape.
func (k *call) result() (*ir.TileType, []int64, []int64, error) {
	tt, ok := k.c.T.(*ir.TileType)
	if !ok {
		return nil, nil, nil, fmt.Errorf("the call's type is %s, want a tile type", ir.PrintType(k.c.T))
	}
	shape, err := k.m.evalInts(k.fr, tt.Shape, "result shape")
	if err != nil {
		return nil, nil, nil, err
	}
	n := int64(1)
	for i, d := range shape {
		if d < 0 {
			return nil, nil, nil, fmt.Errorf("result shape dimension %d is %d", i, d)
		}
		if d > maxTileElems || n*d > maxTileElems {
			return nil, nil, nil, fmt.Errorf("result shape %v has more than %d elements", shape, maxTileElems)
		}
		if n *= d; n > maxTileElems {
			return nil, nil, nil, fmt.Errorf("result shape %v has more than %d elements", shape, maxTileElems)
		}
	}
	vs := tt.Effective().ValidShape
	if len(vs) != len(shape) {
		return nil, nil, nil, fmt.Errorf("result valid shape has rank %d, shape rank %d", len(vs), len(shape))
	}
	valid, err := k.m.evalInts(k.fr, vs, "result valid shape")
	if err != nil {
		return nil, nil, nil, err
	}
	for i := range valid {
		if valid[i] < 0 || valid[i] > shape[i] {
			return nil, nil, nil, fmt.Errorf("result valid shape %v does not fit the shape %v", valid, shape)
		}
	}
	return tt, shape, valid, nil
}

// newResult allocates the call's (undefined) result tile.
func (k *call) newResult() (*Tile, error) {
	tt, shape, valid, err := k.result()
	if err != nil {
		return nil, err
	}
	return newTile(shape, tt.DType, valid), nil
}

// scalarResult is the scalar an op returns, in the call's dtype.
func (k *call) scalarResult(v float64, undef bool) Value {
	dt := ir.INDEX
	if st, ok := k.c.T.(*ir.ScalarType); ok {
		dt = st.DType
	}
	return Scalar{V: round(dt, v), DType: dt, Undef: undef}
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func opBlockIdx(k *call) (Value, error)    { return k.scalarResult(float64(k.m.block), false), nil }
func opBlockNum(k *call) (Value, error)    { return k.scalarResult(float64(k.m.blockNum), false), nil }
func opSubblockIdx(k *call) (Value, error) { return k.scalarResult(float64(k.m.lane), false), nil }
func opAvailClusters(k *call) (Value, error) {
	return k.scalarResult(float64(k.m.opts.Clusters), false), nil
}
func opAvailAIV(k *call) (Value, error) {
	return k.scalarResult(float64(2*k.m.opts.Clusters), false), nil
}
