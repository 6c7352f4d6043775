package gen

import (
	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
)

// val is a value in scope: a variable (or iter arg) and its type.
type val struct {
	e ir.Expr
	t ir.Type
}

// tparam is a tensor parameter of the kernel. cur is the version a store
// may update in the current scope (nil: not storable here, e.g. inside a
// loop that does not carry it).
//
// The side flags keep GM hand-offs between the cores out of the kernel
// (crosscore.go): loadCube records a load into a cube buffer, unplaced the
// loads InferTileMemorySpace places, vecStored / accStored a store from a
// vector tile / an accumulator. scalarWritten records a tensor.write: the
// pinned PyPTO refuses a GM tensor written both by tile.store (MTE3) and
// tensor.write (the scalar path) in one InCore function
// (convert_tensor_to_tile_ops_pass.cpp:1859-1866), so in the Pinned dialect
// a tensor takes one path.
type tparam struct {
	v                    *ir.Var
	loaded, stored       bool
	cur                  ir.Expr
	loadCube             bool
	vecStored, accStored bool
	scalarWritten        bool
	unplaced             []*ir.Var // the unplaced loads of t
}

// onePath reports whether the policy keeps every output tensor to one
// write path (store or tensor.write): the Pinned dialect does.
func (b *builder) onePath() bool { return !b.p.modelOnly() }

// loopInfo describes an enclosing loop.
type loopInfo struct {
	kind ir.ForKind
	v    ir.Expr // loop variable (nil for while loops)
}

// builder builds one kernel from a choice source. All randomness comes from
// src; the builder reads the profile's knobs and the op registry and nothing
// else.
type builder struct {
	src *choice.Source
	p   *Policy
	k   *Knobs
	be  *backend.Backend // the target: routes, capacities, dtypes

	// nearMiss: this kernel may carry inputs a property rejects (PNearMiss);
	// intent names each property it actually risked, in first-use order.
	nearMiss bool
	intent   []string

	vals []val
	// inPlace tracks the buffers an in-place op (matmul_acc, gemv_acc:
	// OpDef.ReusesInput) updates, since the result shares the input's
	// buffer: dead holds the values such an update clobbered (never read
	// again; MemoryReuse refuses a read of a clobbered accumulator, there
	// being no Acc-to-Acc copy), root the value a view aliases, and
	// loopAt the loop depth a value was defined at (an update of a value
	// from outside the innermost loop would clobber it for the next
	// iteration).
	dead map[*ir.Var]bool
	// uninit holds the accumulators tile.create allocated and nothing has
	// written yet: their L0C bytes are whatever an earlier tile left there
	// (MemoryReuse may place them on any dead buffer), so nothing reads
	// them; a matmul_acc writes one only with an init_cond that holds.
	uninit  map[*ir.Var]bool
	root    map[*ir.Var]*ir.Var
	loopAt  map[*ir.Var]int
	tensors []*tparam
	scalars []*ir.Var // scalar parameters
	// paramOrder is every parameter in creation order.
	paramOrder []*ir.Var
	// lane is the kernel's tile.get_subblock_idx (nil: the kernel does not
	// read it): a kernel that reads it runs on both vector lanes, so every
	// store after it writes the lane's half of its tensor (lanes.go).
	lane ir.Expr
	// cubeUsed holds the buffers (alias roots) a cube-side op read,
	// vecOnly the unplaced loads a vector store pinned to the vector side
	// (crosscore.go).
	cubeUsed, vecOnly map[*ir.Var]bool
	// carried holds the tile results of loops and branches: their space
	// is settled with values the builder does not follow (moveOp).
	carried map[*ir.Var]bool
	// made are the tensors the kernel makes (a near miss's tensor.create,
	// and the tensor.write results of one).
	made  map[*ir.Var]bool
	block []ir.Stmt
	loops []loopInfo
	stmts int
	depth int
}

func newBuilder(src *choice.Source, p *Policy) *builder {
	if p == nil {
		p = DefaultProfile()
	}
	return &builder{src: src, p: p, k: &p.Knobs, be: p.target(),
		dead: map[*ir.Var]bool{}, cubeUsed: map[*ir.Var]bool{}, vecOnly: map[*ir.Var]bool{}, carried: map[*ir.Var]bool{}, made: map[*ir.Var]bool{}, uninit: map[*ir.Var]bool{}, root: map[*ir.Var]*ir.Var{}, loopAt: map[*ir.Var]int{}}
}

// live reports whether a value may still be read: it is not clobbered and
// not (a view of) an accumulator nothing has written yet.
func (b *builder) live(e ir.Expr) bool {
	v := ir.VarOf(e)
	return v == nil || !b.dead[v] && !b.unwritten(v)
}

// unwritten reports whether e is (a view of) an accumulator tile.create
// allocated and nothing has written.
func (b *builder) unwritten(e ir.Expr) bool {
	v := ir.VarOf(e)
	return v != nil && b.uninit[b.aliasRoot(v)]
}

// updatable reports whether an in-place op may update e: it is live and
// defined in the innermost loop's body (or is one of its iter args), so
// nothing reads its old value in a later iteration.
func (b *builder) updatable(e ir.Expr) bool {
	v := ir.VarOf(e)
	return v != nil && !b.dead[v] && b.loopAt[v] == len(b.loops)
}

// aliasRoot is the value whose buffer a view shares.
func (b *builder) aliasRoot(v *ir.Var) *ir.Var {
	for b.root[v] != nil {
		v = b.root[v]
	}
	return v
}

// clobber marks e and every view of its buffer dead.
func (b *builder) clobber(e ir.Expr) {
	v := ir.VarOf(e)
	if v == nil {
		return
	}
	r := b.aliasRoot(v)
	b.dead[r] = true
	for a := range b.root {
		if b.aliasRoot(a) == r {
			b.dead[a] = true
		}
	}
}

// scope brings a value defined by the builder's control flow (a loop
// variable, iter arg or result) into scope at loop depth depth.
func (b *builder) scope(e ir.Expr, t ir.Type, depth int) {
	b.vals = append(b.vals, val{e: e, t: t})
	if v := ir.VarOf(e); v != nil {
		b.loopAt[v] = depth
	}
}

// risk reports whether this kernel is a near miss whose profile lets it
// violate prop.
func (b *builder) risk(prop string) bool { return b.nearMiss && b.p.risky(prop) }

// intend records that the kernel deliberately carries an input the named
// property (verifier property, or the property of the pass that refuses
// it) rejects. Only near-miss kernels call it.
func (b *builder) intend(prop string) {
	for _, s := range b.intent {
		if s == prop {
			return
		}
	}
	b.intent = append(b.intent, prop)
}

// --- draws -----------------------------------------------------------------

// draw returns a value in [0, n).
func (b *builder) draw(n int) int {
	if n <= 1 {
		b.src.Draw(1)
		return 0
	}
	return int(b.src.Draw(uint64(n)))
}

// chance is true with probability pct/100; a zero draw is false, so
// shrinking turns options off.
func (b *builder) chance(pct int) bool {
	if pct <= 0 {
		return false
	}
	if pct >= 100 {
		return true
	}
	return b.draw(100) >= 100-pct
}

// knobChance is chance with a knob's percentage.
func (b *builder) knobChance(k Knob) bool { return b.chance(b.k[k]) }

// weighted picks an index by weight; a zero draw picks the first entry with
// a positive weight (list entries simplest first).
func (b *builder) weighted(ws []int) int {
	total := 0
	for _, w := range ws {
		total += max(w, 0)
	}
	if total == 0 {
		return 0
	}
	v := b.draw(total)
	for i, w := range ws {
		if w <= 0 {
			continue
		}
		if v < w {
			return i
		}
		v -= w
	}
	return len(ws) - 1
}

// oneOf picks one of the values (the first is the zero draw).
func oneOf[T any](b *builder, xs ...T) T { return xs[b.draw(len(xs))] }

// more is a "more?" draw for a list: the zero draw stops. stopPct is the
// chance to stop.
func (b *builder) more(stopPct int) bool { return b.chance(100 - stopPct) }

// --- scope -----------------------------------------------------------------

// define assigns value to a fresh variable named hint and brings it into
// scope.
func (b *builder) define(hint string, value ir.Expr) *ir.Var {
	v := &ir.Var{Name: hint, T: value.Type()}
	b.emit(&ir.AssignStmt{Var: v, Value: value})
	b.vals = append(b.vals, val{e: v, t: v.T})
	b.loopAt[v] = len(b.loops)
	if c, ok := value.(*ir.Call); ok && c.Op != nil && len(c.Args) > 0 {
		if c.Op.Access == ir.AccessView {
			if src := ir.VarOf(c.Args[0]); src != nil {
				b.root[v] = src
			}
		}
		if i := c.Op.ReusesInput; i >= 0 && i < len(c.Args) && isTile(c.Args[i].Type()) {
			b.clobber(c.Args[i])
		}
	}
	return v
}

// unscope takes v, the latest value defined, out of scope: nothing picks
// it afterwards. It returns v.
func (b *builder) unscope(v *ir.Var) *ir.Var {
	if n := len(b.vals); v != nil && n > 0 && b.vals[n-1].e == v {
		b.vals = b.vals[:n-1]
	}
	return v
}

func (b *builder) emit(s ir.Stmt) {
	b.block = append(b.block, s)
	b.stmts++
}

// pickBound is the fixed bound of an operand draw.
const pickBound = 16

// pick chooses a value whose type satisfies pred, most recent first: among
// the (up to 8) most recent candidates, draw k picks the k-th latest, and
// draws past the candidates pick the latest. It always makes exactly one
// draw of a fixed bound, whether or not anything matches, so deleting the
// statement that made a candidate does not shift the draws after it.
func (b *builder) pick(pred func(ir.Type) bool) (val, bool) {
	k := b.draw(pickBound)
	var cands [8]val
	n := 0
	for i := len(b.vals) - 1; i >= 0 && n < len(cands); i-- {
		if pred(b.vals[i].t) && b.live(b.vals[i].e) {
			cands[n] = b.vals[i]
			n++
		}
	}
	if n == 0 {
		return val{}, false
	}
	if k >= n {
		k = 0
	}
	return cands[k], true
}

// candidates lists (most recent first, at most max) the values satisfying
// pred, without drawing.
func (b *builder) candidates(pred func(ir.Type) bool, limit int) []val {
	var out []val
	for i := len(b.vals) - 1; i >= 0 && len(out) < limit; i-- {
		if pred(b.vals[i].t) && b.live(b.vals[i].e) {
			out = append(out, b.vals[i])
		}
	}
	return out
}

// frame is the saved scope of an enclosing block.
type frame struct {
	nvals int
	block []ir.Stmt
	cur   []ir.Expr
}

func (b *builder) push() frame {
	f := frame{nvals: len(b.vals), block: b.block}
	for _, t := range b.tensors {
		f.cur = append(f.cur, t.cur)
	}
	b.block = nil
	b.depth++
	return f
}

// pop restores the scope and returns the statements of the closed block.
func (b *builder) pop(f frame) []ir.Stmt {
	body := b.block
	b.vals = b.vals[:f.nvals]
	b.block = f.block
	for i, t := range b.tensors {
		if i < len(f.cur) {
			t.cur = f.cur[i]
		} else {
			t.cur = nil // a parameter first stored inside the block
		}
	}
	b.depth--
	return body
}

// --- predicates ------------------------------------------------------------

func isTile(t ir.Type) bool { _, ok := t.(*ir.TileType); return ok }

func tileOf(t ir.Type) *ir.TileType { tt, _ := t.(*ir.TileType); return tt }

func isTile2D(t ir.Type) bool { tt := tileOf(t); return tt != nil && tt.Rank() == 2 }

func isAcc(t ir.Type) bool { tt := tileOf(t); return tt != nil && tt.Space == ir.Acc }

func isIndexScalar(t ir.Type) bool {
	st, ok := t.(*ir.ScalarType)
	return ok && (st.DType == ir.INDEX || st.DType == ir.INT64)
}

func staticDims(t *ir.TileType) []int64 {
	s, ok := ir.StaticShape(t.Shape)
	if !ok {
		return nil
	}
	return s
}

// --- sizes -----------------------------------------------------------------

// oversize is the smallest dimension dim draws to overflow the buffers.
const oversize = 256

// dim draws a tile dimension: a size every backend holds (now and then,
// PNonPow2, one that is not a power of two), or in a near-miss kernel now
// and then one that overflows them (POversize; only vector tiles keep it,
// see fitVec).
func (b *builder) dim() int64 {
	if b.risk("AllocatedMemoryAddr") && b.knobChance(POversize) {
		return oneOf[int64](b, oversize, 2*oversize)
	}
	if b.knobChance(PNonPow2) {
		return oneOf[int64](b, 48, 80, 96, 112, 24)
	}
	return oneOf[int64](b, 16, 32, 64, 128, 16, 32, 64, 8)
}

// narrowRows draws a valid row count below rows: at the 16-row fractal
// edge now and then (PFractalEdge).
func (b *builder) narrowRows(rows int64) int64 {
	var v int64
	if b.knobChance(PFractalEdge) {
		v = oneOf[int64](b, 17, 15, 16, 31, 33, 1, 48, 20)
	} else {
		v = oneOf[int64](b, rows/2, 1, rows-1, rows/4, 3*rows/4)
	}
	if v >= rows {
		v = rows - 1
	}
	return max(v, 1)
}

// vecDType draws a dtype for vector data; cubeDType one for cube operands.
func (b *builder) vecDType() ir.DataType {
	return oneOf(b, ir.FP32, ir.FP16, ir.FP32, ir.BF16, ir.INT32, ir.INT16, ir.INT8, ir.FP32)
}

func (b *builder) cubeDType() ir.DataType {
	return oneOf(b, ir.BF16, ir.FP16, ir.INT8, ir.FP32)
}

// constOf builds a constant of a dtype.
func constOf(dt ir.DataType, v float64) ir.Expr {
	if dt.IsFloat() {
		return &ir.ConstFloat{Value: v, DType: dt}
	}
	return &ir.ConstInt{Value: int64(v), DType: dt}
}

func idx(vs ...int64) *ir.MakeTuple { return &ir.MakeTuple{Elems: ir.ConstIs(vs...)} }

func list(es ...ir.Expr) *ir.MakeTuple { return &ir.MakeTuple{Elems: es} }

// create builds a call of a registered op; nil when the registry rejects
// it or it would make an empty tile of non-empty ones (madeEmpty): the
// caller then emits nothing.
func create(op *ir.OpDef, args []ir.Expr, kws ...ir.Kwarg) *ir.Call {
	c, err := op.Create(args, kws, ir.Span{})
	if err != nil || madeEmpty(c) || l0Repitched(c) {
		return nil
	}
	return c
}

// l0Repitched reports whether c is a view of a tile placed in L0A / L0B
// (Left / Right) whose valid extent packs to another pitch than the bytes
// were written at. mad takes sizes only and reads an operand as the dense
// image of its valid region, ceil16(m) rows (L0A) or ceil16(n) columns
// (L0B) apart; the move that filled the tile wrote it at its physical
// extent (its packed valid extent when compact). A 32-row Left narrowed
// to 16 rows, or to pl.min(rows, 17) rows, is read at pitch 16 over bytes
// written at 32: a kernel narrows the operand before it moves it to L0
// (the move re-packs), as AccCompactValid asks of an accumulator.
func l0Repitched(c *ir.Call) bool {
	if c.Op.Access != ir.AccessView || len(c.Args) == 0 {
		return false
	}
	src, res := tileOf(c.Args[0].Type()), tileOf(c.T)
	if src == nil || res == nil || src.Space != ir.Left && src.Space != ir.Right || src.Rank() != 2 || res.Rank() != 2 {
		return false
	}
	axis := func(t *ir.TileType) int {
		if t.Effective().BLayout == ir.ColMajor {
			return 0 // n-major (Left's NZ): the rows set the pitch
		}
		return 1
	}
	a, r := axis(src), axis(res)
	written := src.Shape[a]
	if src.Effective().Compact == ir.CompactNormal {
		written = src.ValidShape()[a]
	}
	return a != r || !samePackedPitch(written, res.ValidShape()[r])
}

func kw(key string, v any) ir.Kwarg { return ir.Kwarg{Key: key, Value: v} }

// bind emits a call: an assignment when it has a value, an evaluation
// otherwise. It returns the new variable (nil for an evaluation).
func (b *builder) bind(hint string, c *ir.Call) *ir.Var {
	if c == nil {
		return nil
	}
	// A cube-side op never reads a load pinned to the vector side, and
	// what it reads is cube-side from now on (crosscore.go).
	reads := b.cubeReads(c)
	for _, r := range reads {
		if b.vecOnly[r] {
			return nil
		}
	}
	for _, r := range reads {
		b.cubeUsed[r] = true
	}
	if _, unknown := c.T.(*ir.UnknownType); unknown {
		b.emit(&ir.EvalStmt{Expr: c})
		return nil
	}
	return b.define(hint, c)
}

// madeEmpty reports whether c makes an empty tile of non-empty ones: its
// result has a valid extent the prover folds to 0 while no tile argument
// has one. Such a window (rows 32.. of a tile valid to min(rows, 16), say)
// is nothing a kernel slices on purpose, and an empty tile is no cube
// operand: mad's m, k, n lie in [1, 4095]. windows (matmul.go) keeps
// windows inside a constant valid extent; this also catches a runtime
// extent with a constant bound.
func madeEmpty(c *ir.Call) bool {
	if !hasEmptyExtent(c.T) {
		return false
	}
	for _, a := range c.Args {
		if hasEmptyExtent(a.Type()) {
			return false
		}
	}
	return true
}

// hasEmptyExtent: t is a tile with a valid extent that folds to 0.
func hasEmptyExtent(t ir.Type) bool {
	tt := tileOf(t)
	if tt == nil {
		return false
	}
	for _, d := range tt.ValidShape() {
		if v, ok := ir.ConstValue(d); ok && v == 0 {
			return true
		}
	}
	return false
}
