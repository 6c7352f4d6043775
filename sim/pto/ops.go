package pto

import (
	"maps"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// structural is the reader's table of the PTO operations that are not
// registry ops' emissions: control flow, views, buffers, the pipe and its
// protocol, barriers. Compute and data-movement operations are found
// through the registry (ir.OpDef.PTO) and run by compute.
var structural map[string]func(*coreRun, *Op) error

func init() {
	structural = map[string]func(*coreRun, *Op) error{
		"scf.for":                    (*coreRun).forOp,
		"scf.if":                     (*coreRun).ifOp,
		"scf.while":                  (*coreRun).whileOp,
		"pto.make_tensor_view":       (*coreRun).makeTensorView,
		"pto.partition_view":         (*coreRun).partitionView,
		"pto.alloc_tile":             (*coreRun).allocTile,
		"pto.subview":                (*coreRun).subview,
		"pto.treshape":               (*coreRun).treshape,
		"pto.set_validshape":         (*coreRun).setValidshape,
		"pto.reserve_buffer":         (*coreRun).reserveBuffer,
		"pto.import_reserved_buffer": (*coreRun).importBuffer,
		"pto.aic_initialize_pipe":    (*coreRun).initPipe,
		"pto.aiv_initialize_pipe":    (*coreRun).initPipe,
		"pto.tfree_from_aic":         (*coreRun).free,
		"pto.tfree_from_aiv":         (*coreRun).free,
		"pto.barrier":                (*coreRun).barrier,
		"pto.syncall":                (*coreRun).syncall,
		"pto.tgetval":                (*coreRun).getval,
		"pto.tsetval":                (*coreRun).setval,
		"pto.load_scalar":            (*coreRun).loadScalar,
		"pto.store_scalar":           (*coreRun).storeScalar,
	}
}

// Known lists every PTO operation the reader takes (simulated or listed
// by Unsupported), sorted.
func Known() []string {
	seen := map[string]bool{"scf.yield": true, "scf.condition": true, "return": true, "func.return": true}
	for n := range structural {
		seen[n] = true
	}
	for n := range arithOps {
		seen[n] = true
	}
	for n := range unsupported {
		seen[n] = true
	}
	for _, d := range ir.Ops().Ops() {
		if d.PTO != "" {
			seen[d.PTO] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// --- control flow -------------------------------------------------------

// forOp: scf.for %iv = %lb to %ub step %s [iter_args(%a = %x, ...)]
// [-> (types)] { ... scf.yield ... }
func (c *coreRun) forOp(op *Op) error {
	b := op.Body
	if len(b) < 7 || b[0].Kind != EValue || b[1].Text != "=" || b[3].Text != "to" || b[5].Text != "step" || len(op.Regions) != 1 {
		return c.t.errAt(op, "expected %%iv = %%lb to %%ub step %%s { ... }")
	}
	lb, err := c.int(op, b[2])
	if err != nil {
		return err
	}
	ub, err := c.int(op, b[4])
	if err != nil {
		return err
	}
	st, err := c.int(op, b[6])
	if err != nil {
		return err
	}
	if st <= 0 {
		return c.t.errAt(op, "step %d is not positive", st)
	}
	var carried []string
	var vals []val
	if g, ok := findGroupAfter(b, "iter_args"); ok {
		for i := 0; i+2 < len(g.Elems); i++ {
			if g.Elems[i].Kind == EValue && g.Elems[i+1].Text == "=" {
				v, err := c.scalarOrAny(op, g.Elems[i+2])
				if err != nil {
					return err
				}
				carried = append(carried, g.Elems[i].Text)
				vals = append(vals, v)
			}
		}
	}
	c.depth++
	defer func() { c.depth-- }()
	for iv := lb; iv < ub; iv += st {
		c.env[b[0].Text] = val{kind: vScalar, i: iv}
		for i, n := range carried {
			c.env[n] = vals[i]
		}
		out, err := c.region(op.Regions[0], nil)
		if err != nil {
			return err
		}
		if len(out) != len(carried) {
			return c.t.errAt(op, "the body yields %d values for %d iter_args", len(out), len(carried))
		}
		vals = out
	}
	return c.bindResults(op, vals)
}

func (c *coreRun) scalarOrAny(op *Op, e Elem) (val, error) {
	if e.Kind == EValue {
		return c.get(op, e.Text)
	}
	return c.scalar(op, e)
}

func (c *coreRun) bindResults(op *Op, vals []val) error {
	if len(op.Results) > len(vals) {
		return c.t.errAt(op, "%d results for %d values", len(op.Results), len(vals))
	}
	for i, r := range op.Results {
		c.env[r] = vals[i]
	}
	return nil
}

func findGroupAfter(es []Elem, kw string) (Elem, bool) {
	for i := 0; i+1 < len(es); i++ {
		if es[i].Kind == EIdent && es[i].Text == kw && es[i+1].Kind == EGroup {
			return es[i+1], true
		}
	}
	return Elem{}, false
}

// ifOp: [%r = ] scf.if %cond [-> (types)] { ... } [else { ... }]
func (c *coreRun) ifOp(op *Op) error {
	if len(op.Body) < 1 || len(op.Regions) < 1 {
		return c.t.errAt(op, "expected scf.if %%cond { ... }")
	}
	cond, err := c.int(op, op.Body[0])
	if err != nil {
		return err
	}
	var out []val
	switch {
	case cond != 0:
		out, err = c.region(op.Regions[0], nil)
	case len(op.Regions) > 1:
		out, err = c.region(op.Regions[1], nil)
	}
	if err != nil {
		return err
	}
	return c.bindResults(op, out)
}

// whileOp: %r = scf.while (%a = %x, ...) : (types) -> (types) { before:
// ... scf.condition(%c) %vals } do { ^bb0(%args): ... scf.yield ... }
func (c *coreRun) whileOp(op *Op) error {
	if len(op.Body) < 1 || op.Body[0].Kind != EGroup || len(op.Regions) != 2 {
		return c.t.errAt(op, "expected scf.while (%%a = %%x) ... { ... } do { ... }")
	}
	var names []string
	var vals []val
	g := op.Body[0].Elems
	for i := 0; i+2 < len(g); i++ {
		if g[i].Kind == EValue && g[i+1].Text == "=" {
			v, err := c.scalarOrAny(op, g[i+2])
			if err != nil {
				return err
			}
			names = append(names, g[i].Text)
			vals = append(vals, v)
		}
	}
	c.depth++
	defer func() { c.depth-- }()
	for {
		for i, n := range names {
			c.env[n] = vals[i]
		}
		cond, err := c.region(op.Regions[0], nil)
		if err != nil {
			return err
		}
		if len(cond) == 0 || cond[0].kind != vScalar {
			return c.t.errAt(op, "the before region does not end in scf.condition")
		}
		if cond[0].i == 0 {
			return c.bindResults(op, cond[1:])
		}
		out, err := c.region(op.Regions[1], cond[1:])
		if err != nil {
			return err
		}
		if len(out) != len(names) {
			return c.t.errAt(op, "the after region yields %d values for %d", len(out), len(names))
		}
		vals = out
	}
}

// --- arith ---------------------------------------------------------------

var arithOps = map[string]func(a, b int64) (int64, bool){
	"arith.addi":  func(a, b int64) (int64, bool) { return a + b, true },
	"arith.subi":  func(a, b int64) (int64, bool) { return a - b, true },
	"arith.muli":  func(a, b int64) (int64, bool) { return a * b, true },
	"arith.divsi": func(a, b int64) (int64, bool) { return quo(a, b) },
	"arith.remsi": func(a, b int64) (int64, bool) { return rem(a, b) },
	"arith.minsi": func(a, b int64) (int64, bool) { return min(a, b), true },
	"arith.maxsi": func(a, b int64) (int64, bool) { return max(a, b), true },
	"arith.andi":  func(a, b int64) (int64, bool) { return a & b, true },
	"arith.ori":   func(a, b int64) (int64, bool) { return a | b, true },
	"arith.xori":  func(a, b int64) (int64, bool) { return a ^ b, true },
	// constant, cmpi, index_cast, extsi and select are read by arith itself.
	"arith.constant": nil, "arith.cmpi": nil, "arith.index_cast": nil, "arith.extsi": nil, "arith.select": nil,
}

func quo(a, b int64) (int64, bool) {
	if b == 0 {
		return 0, false
	}
	return a / b, true // MLIR divsi truncates toward zero, as Go does
}

func rem(a, b int64) (int64, bool) {
	if b == 0 {
		return 0, false
	}
	return a % b, true // remsi takes the dividend's sign, as Go does
}

func (c *coreRun) arith(op *Op) error {
	b := op.Body
	switch op.Name {
	case "arith.constant":
		if len(b) < 1 {
			return c.t.errAt(op, "expected a value")
		}
		switch e := b[0]; {
		case e.Kind == EInt:
			c.set(op, val{kind: vScalar, i: e.Int})
			if len(b) >= 3 && isFloatType(b[2].Text) {
				c.set(op, val{kind: vScalar, f: float64(e.Int), flt: true})
			}
		case e.Kind == EFloat:
			c.set(op, val{kind: vScalar, f: e.Float, flt: true})
		case e.Kind == EIdent && (e.Text == "true" || e.Text == "false"):
			c.set(op, val{kind: vScalar, i: map[bool]int64{true: 1}[e.Text == "true"]})
		default:
			return c.t.errAt(op, "unknown constant %q", e.String())
		}
		return nil
	case "arith.index_cast", "arith.extsi":
		// A sign extension keeps the value (scalars are held as int64).
		if len(b) < 1 {
			return c.t.errAt(op, "expected an operand")
		}
		v, err := c.scalar(op, b[0])
		if err != nil {
			return err
		}
		c.set(op, v)
		return nil
	case "arith.cmpi":
		if len(b) < 4 || b[0].Kind != EIdent {
			return c.t.errAt(op, "expected a predicate and two operands")
		}
		x, err := c.int(op, b[2])
		if err != nil {
			return err
		}
		y, err := c.int(op, b[4])
		if err != nil {
			return err
		}
		var r bool
		switch b[0].Text {
		case "eq":
			r = x == y
		case "ne":
			r = x != y
		case "slt", "ult":
			r = x < y
		case "sle", "ule":
			r = x <= y
		case "sgt", "ugt":
			r = x > y
		case "sge", "uge":
			r = x >= y
		default:
			return c.t.errAt(op, "unknown predicate %q", b[0].Text)
		}
		c.set(op, val{kind: vScalar, i: map[bool]int64{true: 1}[r]})
		return nil
	case "arith.select":
		if len(b) < 5 {
			return c.t.errAt(op, "expected %%cond, %%a, %%b")
		}
		cond, err := c.int(op, b[0])
		if err != nil {
			return err
		}
		pick := b[4]
		if cond != 0 {
			pick = b[2]
		}
		v, err := c.scalarOrAny(op, pick)
		if err != nil {
			return err
		}
		c.set(op, v)
		return nil
	}
	f, ok := arithOps[op.Name]
	if !ok || f == nil {
		return c.t.errAt(op, "the PTO reader does not know this operation")
	}
	if len(b) < 3 {
		return c.t.errAt(op, "expected two operands")
	}
	x, err := c.int(op, b[0])
	if err != nil {
		return err
	}
	y, err := c.int(op, b[2])
	if err != nil {
		return err
	}
	r, ok := f(x, y)
	if !ok {
		return c.t.errAt(op, "division by zero (%d, %d)", x, y)
	}
	c.set(op, val{kind: vScalar, i: r})
	return nil
}

// --- views and tiles -------------------------------------------------------

// viewOperands reads "%x, a = [...], b = [...]": the operand, of kind k,
// and the two integer lists.
func (c *coreRun) viewOperands(op *Op, k vkind, a, b string) (val, [2][]int64, error) {
	var lists [2][]int64
	if len(op.Body) < 1 || op.Body[0].Kind != EValue {
		return val{}, lists, c.t.errAt(op, "expected %s operand", kindNames[k])
	}
	v, err := c.operand(op, op.Body[0].Text, k)
	if err != nil {
		return val{}, lists, err
	}
	for i, kw := range [2]string{a, b} {
		g, ok := keyword(op.Body, kw)
		if !ok {
			return val{}, lists, c.t.errAt(op, "expected %s = [...] and %s = [...]", a, b)
		}
		if lists[i], err = c.ints(op, g); err != nil {
			return val{}, lists, err
		}
	}
	return v, lists, nil
}

// makeTensorView: %v = pto.make_tensor_view %argN, shape = [...],
// strides = [...] {layout = ...} : type (pto_ops_datamove.cpp:502).
func (c *coreRun) makeTensorView(op *Op) error {
	p, lists, err := c.viewOperands(op, vPtr, "shape", "strides")
	if err != nil {
		return err
	}
	v := &tview{param: int(p.i), shape: lists[0], strides: lists[1]}
	if len(v.shape) != len(v.strides) || len(v.shape) == 0 {
		return c.t.errAt(op, "shape %v and strides %v", v.shape, v.strides)
	}
	ti, ok := c.t.tensorOf(v.param)
	if !ok {
		return c.t.errAt(op, "parameter #%d is not a tensor argument", v.param)
	}
	if slices.Equal(v.shape, c.t.k.Program.Tensors[ti].Shape) {
		if prev, seen := c.t.strides[ti]; !seen {
			c.t.strides[ti] = v.strides
		} else if !slices.Equal(prev, v.strides) {
			c.t.strides[ti] = nil
		}
	}
	c.set(op, val{kind: vView, view: v})
	return nil
}

// partitionView: %p = pto.partition_view %v, offsets = [...], sizes =
// [...] : T -> T (pto_ops_datamove.cpp:332).
func (c *coreRun) partitionView(op *Op) error {
	v, lists, err := c.viewOperands(op, vView, "offsets", "sizes")
	if err != nil {
		return err
	}
	pt := &part{view: v.view, offs: lists[0], sizes: lists[1]}
	if len(pt.offs) != len(v.view.shape) || len(pt.sizes) != len(v.view.shape) {
		return c.t.errAt(op, "offsets %v and sizes %v of a rank-%d view", pt.offs, pt.sizes, len(v.view.shape))
	}
	for i := range pt.offs {
		if pt.offs[i] < 0 || pt.sizes[i] < 0 || pt.offs[i]+pt.sizes[i] > v.view.shape[i] {
			c.t.diag(ascend.KindOutOfBounds, c.f, op, "partition offsets %v sizes %v leave the tensor view of shape %v", pt.offs, pt.sizes, v.view.shape)
			break
		}
	}
	c.set(op, val{kind: vPart, part: pt})
	return nil
}

// allocTile: %t = pto.alloc_tile addr = %a [valid_row = %r valid_col =
// %c] : !pto.tile_buf<...> (pto_ops_datamove.cpp:141). The tile's bytes
// are whatever its address holds.
func (c *coreRun) allocTile(op *Op) error {
	ty, ok := typeAfter(op.Body, ":")
	if !ok {
		return c.t.errAt(op, "expected a tile_buf type")
	}
	tb, err := c.tileType(op, ty)
	if err != nil {
		return err
	}
	t := tb.t
	a, ok := keyword(op.Body, "addr")
	if !ok {
		return c.t.unsupported(op, "a tile with no address (placed by ptoas)")
	}
	if t.Addr, err = c.int(op, a); err != nil {
		return err
	}
	if err := c.validOperands(op, &t, tb); err != nil {
		return err
	}
	c.checkPlacement(op, &t)
	c.set(op, val{kind: vTile, tile: t, id: c.live.newBuffer(op, c.resultName(op), t, c.depth)})
	return nil
}

func (c *coreRun) validOperands(op *Op, t *ascend.Tile, tb tileBuf) error {
	if e, ok := keyword(op.Body, "valid_row"); ok {
		n, err := c.int(op, e)
		if err != nil {
			return err
		}
		t.ValidRows = n
	} else if tb.vRowDyn {
		t.ValidRows = t.Rows
	}
	if e, ok := keyword(op.Body, "valid_col"); ok {
		n, err := c.int(op, e)
		if err != nil {
			return err
		}
		t.ValidCols = n
	} else if tb.vColDyn {
		t.ValidCols = t.Cols
	}
	return nil
}

// checkPlacement reports a tile that leaves its memory, is misaligned, or
// overlaps a reserved slot buffer of its function.
func (c *coreRun) checkPlacement(op *Op, t *ascend.Tile) {
	arch := c.t.arch
	end := t.Addr + t.Footprint()
	if t.Addr < 0 || end > arch.Usable[t.Space] {
		c.t.diag(ascend.KindCapacity, c.f, op, "tile %s ends at %#x, past the %#x usable bytes of %s", t.String(), end, arch.Usable[t.Space], t.Space)
	}
	if al := arch.Align[t.Space]; al > 0 && t.Addr%al != 0 {
		c.t.diag(ascend.KindAlignment, c.f, op, "tile %s is not %d-byte aligned", t.String(), al)
	}
	for _, n := range slices.Sorted(maps.Keys(c.t.bufs)) {
		b := c.t.bufs[n]
		if b.fn == c.f.Name && b.space == t.Space && t.Addr < b.base+b.size && b.base < end {
			c.t.diag(ascend.KindCapacity, c.f, op, "tile %s [%#x, %#x) overlaps the reserved slot buffer %s [%#x, %#x)", t.String(), t.Addr, end, b.name, b.base, b.base+b.size)
		}
	}
}

// subview: %s = pto.subview %t[%r, %c] sizes [R, C] valid [%vr, %vc] : T
// -> T2 (pto_ops_elementwise.cpp:134, pto_ops_datamove.cpp:67): a window
// at the parent's layout offset, keeping the parent's pitch.
func (c *coreRun) subview(op *Op) error {
	b := op.Body
	if len(b) < 2 || b[0].Kind != EValue || b[1].Kind != EGroup || b[1].Text != "[" {
		return c.t.errAt(op, "expected %%tile[%%row, %%col]")
	}
	sv, err := c.operand(op, b[0].Text, vTile)
	if err != nil {
		return err
	}
	src := sv.tile
	offs, err := c.ints(op, b[1])
	if err != nil {
		return err
	}
	if len(offs) != 2 {
		return c.t.unsupported(op, "a subview of rank %d", len(offs))
	}
	ty, ok := typeAfter(b, "->")
	if !ok {
		return c.t.errAt(op, "expected a result type")
	}
	tb, err := c.tileType(op, ty)
	if err != nil {
		return err
	}
	t := tb.t
	if g, ok := findGroupAfter(b, "valid"); ok {
		v, err := c.ints(op, g)
		if err != nil {
			return err
		}
		if len(v) == 2 {
			t.ValidRows, t.ValidCols = v[0], v[1]
		}
	} else {
		if tb.vRowDyn {
			t.ValidRows = t.Rows
		}
		if tb.vColDyn {
			t.ValidCols = t.Cols
		}
	}
	if t.Kind() != src.Kind() {
		return c.t.unsupported(op, "a subview that changes the layout from %s to %s", src.Kind(), t.Kind())
	}
	if ir_, ic, _ := src.InnerBox(); (ir_ > 1 || ic > 1) && (offs[0]%ir_ != 0 || offs[1]%ic != 0) {
		return c.t.unsupported(op, "a subview at (%d, %d) of a %s tile off its %dx%d box corners", offs[0], offs[1], src.Kind(), ir_, ic)
	}
	if offs[0] < 0 || offs[1] < 0 || offs[0]+t.Rows > src.Rows || offs[1]+t.Cols > src.Cols {
		c.t.diag(ascend.KindOutOfBounds, c.f, op, "subview at (%d, %d) of %dx%d leaves its %dx%d parent", offs[0], offs[1], t.Rows, t.Cols, src.Rows, src.Cols)
	}
	pitch := src.PhysicalPitch()
	if src.Pitch != 0 {
		pitch = src.Pitch
	}
	lay := src.Layout(pitch)
	t.Addr = src.Addr + lay.Offset(offs[0], offs[1])
	t.Pitch = pitch
	c.set(op, val{kind: vTile, tile: t, id: sv.id, pop: sv.pop})
	return nil
}

// treshape: %r = pto.treshape %t : T1 -> T2 (pto_ops_datamove.cpp:927):
// the same bytes, another geometry.
func (c *coreRun) treshape(op *Op) error {
	if len(op.Body) < 1 || op.Body[0].Kind != EValue {
		return c.t.errAt(op, "expected a tile operand")
	}
	v, err := c.operand(op, op.Body[0].Text, vTile)
	if err != nil {
		return err
	}
	ty, ok := typeAfter(op.Body, "->")
	if !ok {
		return c.t.errAt(op, "expected a result type")
	}
	tb, err := c.tileType(op, ty)
	if err != nil {
		return err
	}
	src := v.tile
	t := tb.t
	if src.Pitch != 0 && src.Pitch != src.PhysicalPitch() {
		return c.t.unsupported(op, "a reshape of a window into a larger tile")
	}
	if tb.vRowDyn || tb.vColDyn {
		if t.Rows == src.Rows && t.Cols == src.Cols {
			t.ValidRows, t.ValidCols = src.ValidRows, src.ValidCols
		} else {
			t.ValidRows, t.ValidCols = t.Rows, t.Cols
		}
	}
	t.Addr = src.Addr
	v.tile = t
	c.set(op, v)
	return nil
}

// setValidshape: pto.set_validshape %t, %r, %c : T
// (pto_ops_datamove.cpp:1078) changes the valid shape of the handle %t.
func (c *coreRun) setValidshape(op *Op) error {
	b := op.Body
	if len(b) < 5 || b[0].Kind != EValue {
		return c.t.errAt(op, "expected %%tile, %%rows, %%cols")
	}
	v, err := c.operand(op, b[0].Text, vTile)
	if err != nil {
		return err
	}
	r, err := c.int(op, b[2])
	if err != nil {
		return err
	}
	cl, err := c.int(op, b[4])
	if err != nil {
		return err
	}
	if r < 0 || cl < 0 || r > v.tile.Rows || cl > v.tile.Cols {
		c.t.diag(ascend.KindOutOfBounds, c.f, op, "valid shape [%d, %d] of a %dx%d tile", r, cl, v.tile.Rows, v.tile.Cols)
	}
	v.tile.ValidRows, v.tile.ValidCols = r, cl
	c.env[b[0].Text] = v
	return nil
}

// --- the pipe -------------------------------------------------------------

func (c *coreRun) reserveBuffer(op *Op) error {
	attrs, _ := attrDict(op.Body)
	b := c.t.bufs[attrs["name"].Text]
	if b == nil {
		return c.t.errAt(op, "reserved buffer %q was not read", attrs["name"].Text)
	}
	c.set(op, val{kind: vBuf, buf: b, i: b.base})
	return nil
}

func (c *coreRun) importBuffer(op *Op) error {
	attrs, ok := attrDict(op.Body)
	if !ok {
		return c.t.errAt(op, "expected an attribute dictionary")
	}
	name, peer := attrs["name"].Text, strings.TrimPrefix(attrs["peer_func"].Text, "@")
	b := c.t.bufs[name]
	if b == nil || b.fn != peer {
		return c.t.errAt(op, "@%s reserves no buffer %q", peer, name)
	}
	c.set(op, val{kind: vBuf, buf: b, i: b.base})
	return nil
}

// initPipe: pto.aic/aiv_initialize_pipe {dir_mask = D, slot_size = S[,
// slot_num = N]} (c2v_consumer_buf = %x : i32, v2c_consumer_buf = %y :
// i32). SLOT_NUM defaults to 8 for one direction, 4 for both (pypto
// docs/en/reference/pto-isa/01-tpush_tpop.md "Initialization APIs").
func (c *coreRun) initPipe(op *Op) error {
	attrs, ok := attrDict(op.Body)
	if !ok {
		return c.t.errAt(op, "expected an attribute dictionary")
	}
	if _, ok := attrs["id"]; ok {
		return c.t.unsupported(op, "a pipe with an explicit id")
	}
	p := &pipeSide{fn: c.f.Name, line: op.Line, dirMask: attrs["dir_mask"].Int, slotSize: attrs["slot_size"].Int}
	if n, ok := attrs["slot_num"]; ok {
		p.slotNum = n.Int
	} else if p.dirMask == 3 {
		p.slotNum = 4
	} else {
		p.slotNum = 8
	}
	for _, e := range op.Body {
		if e.Kind == EGroup && e.Text == "(" {
			kv := keyValues(e.Elems)
			name := "v2c_consumer_buf"
			if c.kind() == ascend.AIV {
				name = "c2v_consumer_buf"
			}
			if x, ok := kv[name]; ok && x.Kind == EValue {
				v, err := c.get(op, x.Text)
				if err != nil {
					return err
				}
				p.consumer = v.buf
			}
		}
	}
	if p.slotSize <= 0 || p.slotNum <= 0 {
		c.t.diag(ascend.KindIllegal, c.f, op, "slot_size %d, slot_num %d", p.slotSize, p.slotNum)
	}
	if b := p.consumer; b != nil && p.slotSize*p.slotNum > b.size {
		c.t.diag(ascend.KindCapacity, c.f, op, "%d slots of %d bytes do not fit the %d-byte reserved buffer %s", p.slotNum, p.slotSize, b.size, b.name)
	}
	c.pipe = p
	if c.lane == 0 {
		c.t.pipes[c.f.Name] = p
	}
	return nil
}

func (c *coreRun) kind() ir.Affinity { return c.t.k.Program.Cores[c.core].Kind }

func splitOf(op *Op) int64 {
	if a, ok := attrDict(op.Body); ok {
		return a["split"].Int
	}
	return 0
}

// push: pto.tpush_to_aic / _to_aiv(%t : T) {split = N}.
func (c *coreRun) push(op *Op, in *ascend.Instr) error {
	if c.pipe == nil {
		c.t.diag(ascend.KindIllegal, c.f, op, "a push before the pipe is initialized")
		return c.t.unsupported(op, "a push with no pipe")
	}
	cl := clause{}
	for _, e := range op.Body {
		if e.Kind == EGroup && e.Text == "(" {
			cl = splitClause(e.Elems)
		}
	}
	if len(cl.names) != 1 || cl.names[0].Kind != EValue {
		return c.t.errAt(op, "expected (%%tile : type)")
	}
	pv, err := c.operand(op, cl.names[0].Text, vTile)
	if err != nil {
		return err
	}
	t := pv.tile
	c.live.access(c, op, []val{pv}, []string{cl.names[0].Text}, nil)
	c2v := op.Name == "pto.tpush_to_aiv"
	if c2v != (c.kind() == ascend.AIC) {
		return c.t.errAt(op, "a %s push on a %s core", map[bool]string{true: "cube-to-vector", false: "vector-to-cube"}[c2v], c.kind())
	}
	if len(c.t.aivs) == 0 || c.t.aic < 0 {
		return c.t.unsupported(op, "a push with no core on the other side")
	}
	if fp := t.Footprint(); fp > c.pipe.slotSize {
		c.t.diag(ascend.KindCapacity, c.f, op, "pushes tile %s of %d bytes into %d-byte slots", t.String(), fp, c.pipe.slotSize)
	}
	split := splitOf(op)
	in.Op = ascend.OpTPush
	in.Src[0] = t
	in.Chan = c.t.channel(c2v, split, c.pipe.slotNum)
	if ch := c.t.k.Program.Channels[in.Chan]; int64(ch.Split) != split {
		return c.t.unsupported(op, "pushes with split %d and %d on one channel", ch.Split, split)
	}
	return nil
}

// pop: %t = pto.tpop_from_aic / _from_aiv[(%vr, %vc)] {split = N} -> T.
// The tile is slot tag of the consumer's reserved buffer, tag counting
// pops round the slot_num slots (01-tpush_tpop.md "Pop Protocol": on A5
// the tile is the slot, zero-copy).
func (c *coreRun) pop(op *Op, in *ascend.Instr) error {
	if c.pipe == nil || c.pipe.consumer == nil {
		return c.t.unsupported(op, "a pop with no pipe buffer to pop from")
	}
	ty, ok := typeAfter(op.Body, "->")
	if !ok {
		return c.t.errAt(op, "expected a result type")
	}
	tb, err := c.tileType(op, ty)
	if err != nil {
		return err
	}
	t := tb.t
	if tb.vRowDyn {
		t.ValidRows = t.Rows
	}
	if tb.vColDyn {
		t.ValidCols = t.Cols
	}
	for _, e := range op.Body {
		if e.Kind == EGroup && e.Text == "(" {
			v, err := c.ints(op, e)
			if err != nil {
				return err
			}
			if len(v) == 2 {
				t.ValidRows, t.ValidCols = v[0], v[1]
			}
		}
	}
	c2v := op.Name == "pto.tpop_from_aic"
	if c2v != (c.kind() == ascend.AIV) {
		return c.t.errAt(op, "a %s pop on a %s core", map[bool]string{true: "cube-to-vector", false: "vector-to-cube"}[c2v], c.kind())
	}
	b := c.pipe.consumer
	if t.Space != b.space {
		c.t.diag(ascend.KindIllegal, c.f, op, "pops a %s tile from the %s slot buffer %s", t.Space, b.space, b.name)
	}
	tag := c.pops % c.pipe.slotNum
	c.pops++
	t.Addr = b.base + tag*c.pipe.slotSize
	if fp := t.Footprint(); fp > c.pipe.slotSize {
		c.t.diag(ascend.KindCapacity, c.f, op, "pops tile %s of %d bytes from %d-byte slots", t.String(), fp, c.pipe.slotSize)
	}
	in.Op = ascend.OpTPop
	in.Dst = t
	in.Chan = c.t.channel(c2v, splitOf(op), c.pipe.slotNum)
	c.nextPop++
	c.set(op, val{kind: vTile, tile: t, pop: c.nextPop})
	c.held = append(c.held, heldSlot{tile: t, pop: c.nextPop, line: op.Line})
	return nil
}

// free: pto.tfree_from_aic / _from_aiv {split = N} releases the oldest
// slot popped and not yet freed.
func (c *coreRun) free(op *Op) error {
	c2v := op.Name == "pto.tfree_from_aic"
	if c2v != (c.kind() == ascend.AIV) {
		return c.t.errAt(op, "a %s free on a %s core", map[bool]string{true: "cube-to-vector", false: "vector-to-cube"}[c2v], c.kind())
	}
	if c.pipe == nil {
		return c.t.unsupported(op, "a free with no pipe")
	}
	in := ascend.Instr{Op: ascend.OpTFree, Chan: c.t.channel(c2v, splitOf(op), c.pipe.slotNum)}
	if len(c.held) > 0 {
		in.Dst = c.held[0].tile
		c.freed[c.held[0].pop] = freedSlot{pop: c.held[0].line, free: op.Line}
		c.held = c.held[1:]
	}
	c.emit(op, in)
	return nil
}

// barrier: pto.barrier <PIPE_X>. ptoas erases every explicit PIPE_V
// barrier of an a5 module (PTOAS lib/PTO/Transforms/LoweringSyncToPipe.cpp
// :118-128, BarrierLegalizeForArch: a5 keeps the vector pipe in order),
// so one emits nothing there; any other pipe the core lacks is illegal.
func (c *coreRun) barrier(op *Op) error {
	if len(op.Body) < 1 || op.Body[0].Kind != EGroup || op.Body[0].Text != "<" || len(op.Body[0].Elems) != 1 {
		return c.t.errAt(op, "expected <PIPE_...>")
	}
	p, ok := pipeNames[op.Body[0].Elems[0].Text]
	if !ok {
		return c.t.errAt(op, "unknown pipe %q", op.Body[0].Elems[0].Text)
	}
	if p == ir.PipeV && c.t.targetArch() == "a5" {
		return nil
	}
	c.emit(op, ascend.Instr{Op: ascend.OpBarrier, Pipe: p})
	return nil
}

var pipeNames = map[string]ir.PipeType{
	"PIPE_MTE1": ir.PipeMTE1, "PIPE_MTE2": ir.PipeMTE2, "PIPE_MTE3": ir.PipeMTE3, "PIPE_M": ir.PipeM,
	"PIPE_V": ir.PipeV, "PIPE_S": ir.PipeS, "PIPE_FIX": ir.PipeFIX, "PIPE_ALL": ir.PipeAll,
}

// --- compute -------------------------------------------------------------

// compute runs an operation PyPTO emits for registry op d: the
// instruction sim/ascend has for d (ascend.OpFor), its tiles from the
// ins / outs clauses in order.
func (c *coreRun) compute(op *Op, d *ir.OpDef) error {
	in := ascend.Instr{}
	code, ok := ascend.OpFor(d)
	if !ok {
		return c.t.unsupported(op, "%s (%s) has no instruction in the simulator", op.Name, d.Name)
	}
	switch code {
	case ascend.OpTPush, ascend.OpTPop:
		var err error
		if code == ascend.OpTPush {
			err = c.push(op, &in)
		} else {
			err = c.pop(op, &in)
		}
		if err != nil {
			return err
		}
		c.emit(op, in)
		return nil
	}
	in.Op = code
	ins, ok1 := findClause(op.Body, "ins")
	outs, ok2 := findClause(op.Body, "outs")
	if !ok1 || !ok2 {
		return c.t.errAt(op, "expected ins(...) outs(...)")
	}
	var tiles []ascend.Tile
	var tileVals []val
	var tileNames []string
	var scalars []val
	var parts []*part
	for _, e := range ins.names {
		switch e.Kind {
		case EValue:
			v, err := c.get(op, e.Text)
			if err != nil {
				return err
			}
			switch v.kind {
			case vTile:
				tiles = append(tiles, v.tile)
				tileVals = append(tileVals, v)
				tileNames = append(tileNames, e.Text)
			case vScalar:
				scalars = append(scalars, v)
			case vPart:
				parts = append(parts, v.part)
			default:
				return c.t.errAt(op, "operand %s is neither a tile, a scalar nor a partition", e.Text)
			}
		case EInt:
			scalars = append(scalars, val{kind: vScalar, i: e.Int})
		}
	}
	if len(outs.names) != 1 || outs.names[0].Kind != EValue {
		return c.t.errAt(op, "expected one outs operand")
	}
	out, err := c.get(op, outs.names[0].Text)
	if err != nil {
		return err
	}
	switch code {
	case ascend.OpLoad:
		if len(parts) != 1 || out.kind != vTile {
			return c.t.errAt(op, "expected ins(partition) outs(tile)")
		}
		in.Dst = out.tile
		if err := c.window(op, &in, parts[0], &in.Dst); err != nil {
			return err
		}
	case ascend.OpStore:
		if len(tiles) != 1 || out.kind != vPart {
			return c.t.errAt(op, "expected ins(tile) outs(partition)")
		}
		in.Src[0] = tiles[0]
		if err := c.window(op, &in, out.part, &in.Src[0]); err != nil {
			return err
		}
		// {atomicType = #pto<atomic_type atomic_add>} adds into GM
		// (pto_ops_memory.cpp:232-243; the attribute is written only for
		// atomic_add).
		if a, ok := attrDict(op.Body); ok {
			if at, ok := a["atomicType"]; ok {
				if at.Text != "#pto<atomic_type atomic_add>" {
					return c.t.unsupported(op, "a store with atomicType %s", at.Text)
				}
				in.Atomic = ir.AtomicAdd
			}
		}
	case ascend.OpExtract:
		if len(tiles) != 1 || len(scalars) != 2 || out.kind != vTile {
			return c.t.errAt(op, "expected ins(tile, row, col) outs(tile)")
		}
		in.Src[0], in.Row, in.Col, in.Dst = tiles[0], scalars[0].i, scalars[1].i, out.tile
	case ascend.OpMatmulAcc, ascend.OpGemvAcc:
		if len(tiles) != 3 || out.kind != vTile {
			return c.t.errAt(op, "expected ins(acc, lhs, rhs) outs(acc)")
		}
		if tiles[0].Addr != out.tile.Addr || tiles[0].Space != out.tile.Space {
			c.t.diag(ascend.KindIllegal, c.f, op, "accumulates into %s but reads the accumulator %s", out.tile.String(), tiles[0].String())
		}
		in.Dst, in.Src[0], in.Src[1] = out.tile, tiles[1], tiles[2]
	default:
		if out.kind != vTile {
			return c.t.errAt(op, "outs is not a tile")
		}
		in.Dst = out.tile
		if len(tiles) > len(in.Src) {
			return c.t.unsupported(op, "%d tile operands", len(tiles))
		}
		copy(in.Src[:], tiles)
		if code == ascend.OpVec {
			in.Name, in.Def = d.Name, d
			in.NoBroadcast = true
			if len(scalars) > 0 {
				sc := scalars[len(scalars)-1]
				in.Scalar, in.Reg = sc.num(), sc.reg
			}
			if m, ok := ins.attrs["cmpMode"]; ok {
				// {cmpMode = #pto<cmp gt>} (MakeModalCodegenPTO,
				// src/backend/common/pto_ops_elementwise.cpp:249-256; the
				// names pto_ops_shared.cpp:83 lists in cmp_type order).
				name := strings.TrimSuffix(strings.TrimPrefix(m.Text, "#pto<cmp "), ">")
				if in.Cmp = slices.Index(cmpModes, name); in.Cmp < 0 {
					return c.t.errAt(op, "unknown comparison %q", m.Text)
				}
			}
			if m, ok := ins.attrs["rmode"]; ok {
				if in.Cast, ok = castModes[strings.TrimSuffix(strings.TrimPrefix(m.Text, "#pto<round_mode "), ">")]; !ok {
					return c.t.errAt(op, "unknown round mode %q", m.Text)
				}
			}
			// tfillpad's pad value is its result's (only fillpad reads it).
			in.Pad = out.tile.Pad
		}
	}
	var writes []val
	if out.kind == vTile {
		writes = []val{out}
	}
	reads, names := tileVals, tileNames
	if s := ascend.VecScratch(d); code == ascend.OpVec && s >= 0 && s < len(tileVals) {
		// The scratch tile is clobbered, not read, before the result is
		// written (a result sharing the scratch's bytes is fine).
		writes = append([]val{tileVals[s]}, writes...)
		reads = append(append([]val(nil), tileVals[:s]...), tileVals[s+1:]...)
		names = append(append([]string(nil), tileNames[:s]...), tileNames[s+1:]...)
	}
	c.live.access(c, op, reads, names, writes)
	c.emit(op, in)
	return nil
}

// syncall: pto.syncall() mode = #pto.sync_all_mode<hard>, core_type =
// #pto.sync_core_type<mix|aic_only|aiv_only> (pto_ops_crosscore.cpp:639-645; docs
// en/dev/codegen/00-pto_codegen.md): every core of the kind drains and
// waits for the others. The soft form (a GM workspace) is not simulated.
func (c *coreRun) syncall(op *Op) error {
	mode, _ := keyword(op.Body, "mode")
	kind, _ := keyword(op.Body, "core_type")
	if mode.Text != "#pto.sync_all_mode<hard>" {
		return c.t.unsupported(op, "a syncall of mode %s (only the hard form is simulated)", mode.Text)
	}
	in := ascend.Instr{Op: ascend.OpSyncAll}
	switch kind.Text {
	case "#pto.sync_core_type<mix>":
		if c.t.aic >= 0 {
			in.Cores = append(in.Cores, c.t.aic)
		}
		in.Cores = append(in.Cores, c.t.aivs...)
	case "#pto.sync_core_type<aic_only>":
		in.Cores = []int{c.t.aic}
	case "#pto.sync_core_type<aiv_only>":
		in.Cores = append(in.Cores, c.t.aivs...)
	default:
		return c.t.errAt(op, "unknown core_type %q", kind.Text)
	}
	c.emit(op, in)
	return nil
}

// --- scalar element access ----------------------------------------------

// newReg is a fresh scalar register.
func (c *coreRun) newReg() int {
	c.t.k.Program.Regs++
	return c.t.k.Program.Regs
}

// getval: %e = pto.tgetval ins(%t, %off : T, index) outs : dtype
// (pto_ops_memory.cpp:536): element off of the tile, row-major over its
// physical shape (GetFlatOffsetSSA, :480-534).
func (c *coreRun) getval(op *Op) error {
	ins, ok := findClause(op.Body, "ins")
	if !ok || len(ins.names) != 2 || ins.names[0].Kind != EValue {
		return c.t.errAt(op, "expected ins(%%tile, %%offset : ...)")
	}
	tv, err := c.operand(op, ins.names[0].Text, vTile)
	if err != nil {
		return err
	}
	t := tv.tile
	c.live.access(c, op, []val{tv}, []string{ins.names[0].Text}, nil)
	off, err := c.int(op, ins.names[1])
	if err != nil {
		return err
	}
	ty, _ := typeAfter(op.Body, ":")
	in := ascend.Instr{Op: ascend.OpGetVal, Src: [3]ascend.Tile{t}, Row: off / max(t.Cols, 1), Col: off % max(t.Cols, 1), Reg: c.newReg()}
	c.emit(op, in)
	c.set(op, val{kind: vScalar, reg: in.Reg, flt: isFloatType(ty.Text)})
	return nil
}

// setval: pto.tsetval ins(%off, %v : index, dtype) outs(%t : T)
// (pto_ops_memory.cpp:567).
func (c *coreRun) setval(op *Op) error {
	ins, ok1 := findClause(op.Body, "ins")
	outs, ok2 := findClause(op.Body, "outs")
	if !ok1 || !ok2 || len(ins.names) != 2 || len(outs.names) != 1 {
		return c.t.errAt(op, "expected ins(%%offset, %%value : ...) outs(%%tile : ...)")
	}
	off, err := c.int(op, ins.names[0])
	if err != nil {
		return err
	}
	v, err := c.scalar(op, ins.names[1])
	if err != nil {
		return err
	}
	tv, err := c.operand(op, outs.names[0].Text, vTile)
	if err != nil {
		return err
	}
	t := tv.tile
	// One element is written: the rest of the tile is still its own.
	c.live.access(c, op, []val{tv}, []string{outs.names[0].Text}, []val{tv})
	c.emit(op, ascend.Instr{Op: ascend.OpSetVal, Dst: t, Row: off / max(t.Cols, 1), Col: off % max(t.Cols, 1), Scalar: v.num(), Reg: v.reg})
	return nil
}

// gmElement reads "%ptr[%idx]" of a load_scalar / store_scalar.
func (c *coreRun) gmElement(op *Op, es []Elem) (int, int64, error) {
	for i := 0; i+1 < len(es); i++ {
		if es[i].Kind == EValue && es[i+1].Kind == EGroup && es[i+1].Text == "[" {
			p, err := c.get(op, es[i].Text)
			if err != nil {
				return 0, 0, err
			}
			if p.kind != vPtr {
				return 0, 0, c.t.errAt(op, "%s is not a kernel pointer parameter", es[i].Text)
			}
			ti, ok := c.t.tensorOf(int(p.i))
			if !ok {
				return 0, 0, c.t.errAt(op, "parameter #%d is not a tensor argument", p.i)
			}
			idx, err := c.ints(op, es[i+1])
			if err != nil {
				return 0, 0, err
			}
			if len(idx) != 1 {
				return 0, 0, c.t.errAt(op, "expected one index")
			}
			return ti, idx[0], nil
		}
	}
	return 0, 0, c.t.errAt(op, "expected %%ptr[%%index]")
}

// loadScalar: %e = pto.load_scalar %ptr[%idx] : !pto.ptr<T> -> T
// (pto_ops_distributed.cpp:131): element idx, row-major over the
// tensor's shape.
func (c *coreRun) loadScalar(op *Op) error {
	ti, idx, err := c.gmElement(op, op.Body)
	if err != nil {
		return err
	}
	ty, _ := typeAfter(op.Body, "->")
	in := ascend.Instr{Op: ascend.OpReadGM, GM: ascend.GMWindow{Tensor: ti}, Index: idx, Reg: c.newReg()}
	c.emit(op, in)
	c.set(op, val{kind: vScalar, reg: in.Reg, flt: isFloatType(ty.Text)})
	return nil
}

// storeScalar: pto.store_scalar %v, %ptr[%idx] : !pto.ptr<T>, T
// (pto_ops_memory.cpp:664).
func (c *coreRun) storeScalar(op *Op) error {
	if len(op.Body) < 3 {
		return c.t.errAt(op, "expected %%value, %%ptr[%%index]")
	}
	v, err := c.scalar(op, op.Body[0])
	if err != nil {
		return err
	}
	ti, idx, err := c.gmElement(op, op.Body[2:])
	if err != nil {
		return err
	}
	c.emit(op, ascend.Instr{Op: ascend.OpWriteGM, GM: ascend.GMWindow{Tensor: ti}, Index: idx, Scalar: v.num(), Reg: v.reg})
	return nil
}

var castModes = map[string]ir.CastMode{
	"NONE": ir.CastNone, "RINT": ir.CastRint, "ROUND": ir.CastRound, "FLOOR": ir.CastFloor,
	"CEIL": ir.CastCeil, "TRUNC": ir.CastTrunc, "ODD": ir.CastOdd,
}

// window fills the GM side of a load or store: the partition's element
// strides over the view, rows along its second-to-last axis (leading
// axes of extent 1, or ones that merge with it contiguously).
func (c *coreRun) window(op *Op, in *ascend.Instr, p *part, t *ascend.Tile) error {
	ti, _ := c.t.tensorOf(p.view.param)
	n := len(p.sizes)
	base := int64(0)
	for i := range p.offs {
		base += p.offs[i] * p.view.strides[i]
	}
	lw := &ascend.LinearWindow{Base: base, Col: p.view.strides[n-1]}
	rows := int64(1)
	if n >= 2 {
		// The tile's rows run over every axis but the last: the leading
		// axes of extent 1 drop out; more than one axis left is a
		// mixed-radix row index (a tile FlattenTileNdTo2D merged).
		var axes []ascend.LinearAxis
		for i := 0; i < n-1; i++ {
			if p.sizes[i] != 1 || i == n-2 {
				axes = append(axes, ascend.LinearAxis{Extent: p.sizes[i], Stride: p.view.strides[i]})
				rows *= p.sizes[i]
			}
		}
		if len(axes) == 1 {
			lw.Row = axes[0].Stride
		} else {
			lw.Rows = axes
		}
	}
	// The transfer is the tile's valid region (pto-isa TLOAD / TSTORE
	// walk it); a partition of another shape only bounds it.
	if cols := p.sizes[n-1]; t.ValidRows > rows || t.ValidCols > cols {
		c.t.diag(ascend.KindOutOfBounds, c.f, op, "the valid region %dx%d of the tile exceeds the %dx%d partition", t.ValidRows, t.ValidCols, rows, cols)
	}
	in.GM = ascend.GMWindow{Tensor: ti, Linear: lw}
	return nil
}
