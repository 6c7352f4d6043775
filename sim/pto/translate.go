package pto

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// Arg is what the kernel is called with for one parameter of its PTO
// signature: a GM tensor (Tensor, for a !pto.ptr parameter) or a scalar's
// value. Param is the index of the PyPTO function's parameter it is (the
// PTO signature lists the tensors first, then the scalars: pypto
// src/codegen/pto/pto_codegen.cpp:1020).
type Arg struct {
	Tensor *ascend.TensorDecl
	Scalar float64
	Param  int
}

// Kernel is a translated PTO module: the simulator's program, how its GM
// tensors bind to the kernel's parameters, what each instruction was read
// from, and the defects translation found (each one is a defect of the
// PTO program whatever the order its instructions run in).
type Kernel struct {
	Program *ascend.Program
	// Params[i] is the PyPTO parameter (Arg.Param) Program.Tensors[i] is
	// bound to.
	Params []int
	// Origin[core][i] is where instruction i of core came from.
	Origin [][]Origin
	Diags  []Diag
	// Ops counts the PTO operations read, by name (every one executed or
	// not, control flow and arith included).
	Ops map[string]int
}

// Origin is a simulated instruction's source: the .pto line, the PTO op
// and the PyPTO source location its loc() gives.
type Origin struct {
	Line int
	Op   string
	Loc  string
}

func (o Origin) String() string {
	s := fmt.Sprintf("%s at .pto line %d", o.Op, o.Line)
	if o.Loc != "" {
		s += " (" + o.Loc + ")"
	}
	return s
}

// Diag is a defect translation finds: a tile outside its memory or
// overlapping a reserved slot buffer, a pushed tile larger than a slot, a
// view out of its tensor, the two sides of a pipe disagreeing.
type Diag struct {
	Kind ascend.Kind
	Func string
	Origin
	Msg string
}

func (d Diag) String() string { return fmt.Sprintf("%s: %s: %s: %s", d.Kind, d.Func, d.Origin, d.Msg) }

// UnsupportedError is a PTO program that uses what the simulator does not
// model (an op listed by Unsupported, a form of an op it does not take):
// the kernel is not simulated, which is not a defect of the program.
type UnsupportedError struct{ Err *Error }

func (e *UnsupportedError) Error() string { return "not simulated: " + e.Err.Error() }

// Unsupported lists the PTO operations the reader knows and does not
// simulate, with the reason; a kernel holding one is an UnsupportedError
// (forms of simulated operations the simulator lacks are UnsupportedErrors
// naming the form).
func Unsupported() map[string]string { return maps.Clone(unsupported) }

// unsupported is Unsupported's table (read only): what the pinned
// codegen emits for the system, array, sync and prefetch ops of generated
// kernels (pto_ops_system.cpp, pto_ops_array.cpp, pto_ops_prefetch.cpp) and
// the simulator does not model.
var unsupported = map[string]string{
	"pto.declare_local_array": "a scalar local array (array.create): the simulator has no scalar arrays",
	"pto.local_array_get":     "a scalar local array read (array.get_element): the simulator has no scalar arrays",
	"pto.local_array_set":     "a scalar local array write (array.update_element): the simulator has no scalar arrays",
	"pto.sync.set":            "a cross-core flag set (system.sync_set): cross-core flags are not simulated",
	"pto.sync.wait":           "a cross-core flag wait (system.sync_wait): cross-core flags are not simulated",
	"pto.cmo.cacheinvalid":    "a cache invalidation (system.cacheinvalid): caches are not simulated",
	"pto.fence.barrier_all":   "a memory fence (system.fence): memory ordering beyond the pipes is not simulated",
	"pto.set_ffts":            "the FFTS base address (system.set_ffts): not simulated",
	// The SDMA prefetch ops (pto_ops_prefetch.cpp:18-21).
	"pto.make_prefetch_async_context":    "an SDMA prefetch context (prefetch.make_context): the SDMA prefetch is not simulated",
	"pto.tprefetch_async":                "an SDMA prefetch (prefetch.async_prefetch): the SDMA prefetch is not simulated",
	"pto.get_prefetch_async_session":     "an SDMA prefetch session (prefetch.session): the SDMA prefetch is not simulated",
	"pto.comm.wait_async_event":          "a wait for an SDMA prefetch (prefetch.wait): the SDMA prefetch is not simulated",
	"builtin.unrealized_conversion_cast": "an MLIR cast the codegen leaves between value types: not simulated",
}

// Translate turns a module into the simulator's program: each function
// on the core its pto.kernel_kind names (cube: aic0; vector: aiv0, and
// aiv1 too when the function takes the subblock index), control flow
// unrolled and every scalar folded, one instruction per executing PTO op
// in program order. args are the kernel's parameters in order; the
// parameters the runtime appends (__pypto_spmd_block_idx, _block_num,
// _subblock_idx) are 0, 1 and the vector lane.
func Translate(arch *ascend.Arch, m *Module, args []Arg) (*Kernel, error) {
	t := &translator{arch: arch, m: m, args: args, k: &Kernel{Program: &ascend.Program{}, Ops: map[string]int{}},
		tensor: map[int]int{}, chans: map[bool]int{}, pipes: map[string]*pipeSide{}, strides: map[int][]int64{}}
	var cube, vec []*Func
	for _, f := range m.Funcs {
		switch kind := kernelKind(f); kind {
		case "cube":
			cube = append(cube, f)
		case "vector":
			vec = append(vec, f)
		default:
			return nil, &Error{File: m.File, Line: f.Line, Msg: fmt.Sprintf("@%s has no pto.kernel_kind (cube or vector), found %q", f.Name, kind)}
		}
	}
	if len(cube) > 1 || len(vec) > 1 || len(cube)+len(vec) == 0 {
		return nil, &UnsupportedError{&Error{File: m.File, Line: 1, Msg: fmt.Sprintf("a module of %d cube and %d vector functions (one of each at most is one cluster's kernel)", len(cube), len(vec))}}
	}
	type run struct {
		f    *Func
		core int
		lane int
	}
	var runs []run
	if len(cube) == 1 {
		t.aic = len(t.k.Program.Cores)
		t.k.Program.Cores = append(t.k.Program.Cores, ascend.CoreProgram{Name: "aic0", Kind: ascend.AIC})
		runs = append(runs, run{f: cube[0], core: t.aic})
	} else {
		t.aic = -1
	}
	if len(vec) == 1 {
		lanes := 1
		for _, p := range vec[0].Params {
			if p.Name == "%__pypto_spmd_subblock_idx" {
				lanes = max(1, arch.AIVPerCluster)
			}
		}
		for lane := 0; lane < lanes; lane++ {
			t.aivs = append(t.aivs, len(t.k.Program.Cores))
			runs = append(runs, run{f: vec[0], core: len(t.k.Program.Cores), lane: lane})
			t.k.Program.Cores = append(t.k.Program.Cores, ascend.CoreProgram{Name: fmt.Sprintf("aiv%d", lane), Kind: ascend.AIV})
		}
	}
	t.k.Origin = make([][]Origin, len(t.k.Program.Cores))
	// Reserved buffers first: a function's import names its peer's.
	for _, f := range m.Funcs {
		for _, op := range f.Body.Ops {
			if op.Name == "pto.reserve_buffer" {
				if err := t.reserve(f, op); err != nil {
					return nil, err
				}
			}
		}
	}
	for _, r := range runs {
		c := &coreRun{t: t, f: r.f, core: r.core, lane: r.lane, env: map[string]val{}, freed: map[int]freedSlot{}, live: newLiveness()}
		if err := c.run(); err != nil {
			return nil, err
		}
	}
	t.checkPipes()
	t.windowStrides()
	return t.k, nil
}

// windowStrides lays out an ND tensor the kernel views with its own shape
// at other strides than its dense row-major ones as a window of a larger
// tensor at those strides (ascend.TensorDecl.Strides): PyPTO's
// OptimizeOrchTensors gives a kernel parameter its caller's parent strides
// (optimize_orch_tensors_pass.cpp:806-1023, :1408-1593), and the caller
// passes a window of the parent, so the elements between the window's
// rows are not the kernel's.
func (t *translator) windowStrides() {
	for ti := range t.k.Program.Tensors {
		d := &t.k.Program.Tensors[ti]
		st := t.strides[ti]
		if st == nil || d.Layout != ir.ND || slices.Equal(st, ir.StaticRowMajorStrides(d.Shape)) {
			continue
		}
		d.Strides = st
	}
}

// targetArch is the module's pto.target_arch ("a5", "a2a3"), or the
// simulated chip's when the module has none.
func (t *translator) targetArch() string {
	kv := keyValues(t.m.Attrs)
	if a, ok := kv["pto.target_arch"]; ok {
		return a.Text
	}
	if t.arch.Chip == ascend.A5 {
		return "a5"
	}
	return "a2a3"
}

func kernelKind(f *Func) string {
	for i := 0; i+2 < len(f.Attrs); i++ {
		if f.Attrs[i].Kind == EIdent && f.Attrs[i].Text == "pto.kernel_kind" && f.Attrs[i+1].Text == "=" {
			s := f.Attrs[i+2].Text
			s = strings.TrimPrefix(s, "#pto.kernel_kind<")
			return strings.TrimSuffix(s, ">")
		}
	}
	return ""
}

type translator struct {
	arch   *ascend.Arch
	m      *Module
	args   []Arg
	k      *Kernel
	aic    int
	aivs   []int
	tensor map[int]int  // parameter index -> Program.Tensors index
	chans  map[bool]int // c2v -> channel index
	// strides are the strides each tensor (by Program.Tensors index) is
	// viewed at with its own shape; a tensor viewed at two is marked nil.
	strides map[int][]int64
	// reserved buffers by name, and each function's pipe setup.
	bufs  map[string]*rbuf
	pipes map[string]*pipeSide
}

// rbuf is a pto.reserve_buffer: size bytes at base in a space of the
// function that reserves it.
type rbuf struct {
	name       string
	fn         string
	space      ir.MemorySpace
	base, size int64
	line       int
}

// pipeSide is one function's aic/aiv_initialize_pipe.
type pipeSide struct {
	fn                string
	line              int
	dirMask           int64
	slotSize, slotNum int64
	consumer          *rbuf // the buffer this side pops from
}

func (t *translator) diag(kind ascend.Kind, f *Func, op *Op, format string, a ...any) {
	t.k.Diags = append(t.k.Diags, Diag{Kind: kind, Func: f.Name, Origin: Origin{Line: op.Line, Op: op.Name, Loc: op.Loc}, Msg: fmt.Sprintf(format, a...)})
}

func (t *translator) errAt(op *Op, format string, a ...any) *Error {
	return &Error{File: t.m.File, Line: op.Line, Msg: op.Name + ": " + fmt.Sprintf(format, a...)}
}

func (t *translator) unsupported(op *Op, format string, a ...any) error {
	return &UnsupportedError{t.errAt(op, format, a...)}
}

func (t *translator) reserve(f *Func, op *Op) error {
	attrs, ok := attrDict(op.Body)
	if !ok {
		return t.errAt(op, "expected an attribute dictionary")
	}
	b := &rbuf{name: attrs["name"].Text, fn: f.Name, line: op.Line}
	sp, ok := spaceOf(strings.TrimSuffix(strings.TrimPrefix(attrs["location"].Text, "#pto.address_space<"), ">"))
	if !ok {
		return t.errAt(op, "unknown location %q", attrs["location"].Text)
	}
	b.space = sp
	if attrs["auto"].Text == "true" {
		return t.unsupported(op, "a reserved buffer placed by ptoas (auto = true) has no address here")
	}
	b.size, b.base = attrs["size"].Int, attrs["base"].Int
	if t.bufs == nil {
		t.bufs = map[string]*rbuf{}
	}
	t.bufs[b.name] = b
	if b.base < 0 || b.base%t.arch.Align[sp] != 0 || b.base+b.size > t.arch.Usable[sp] {
		t.diag(ascend.KindCapacity, f, op, "reserved buffer %s [%#x, %#x) does not fit %s (usable %#x, alignment %d)", b.name, b.base, b.base+b.size, sp, t.arch.Usable[sp], t.arch.Align[sp])
	}
	return nil
}

// checkPipes compares the two sides of the cross-core pipe.
func (t *translator) checkPipes() {
	var sides []*pipeSide
	for _, f := range t.m.Funcs {
		if p := t.pipes[f.Name]; p != nil {
			sides = append(sides, p)
		}
	}
	if len(sides) == 2 {
		a, b := sides[0], sides[1]
		if a.dirMask != b.dirMask || a.slotSize != b.slotSize || a.slotNum != b.slotNum {
			t.k.Diags = append(t.k.Diags, Diag{Kind: ascend.KindIllegal, Func: b.fn, Origin: Origin{Line: b.line, Op: "initialize_pipe"},
				Msg: fmt.Sprintf("the two sides of the pipe disagree: @%s dir_mask %d slot_size %d slot_num %d, @%s dir_mask %d slot_size %d slot_num %d",
					a.fn, a.dirMask, a.slotSize, a.slotNum, b.fn, b.dirMask, b.slotSize, b.slotNum)})
		}
	}
}

// channel is the channel of a direction, created on first use.
func (t *translator) channel(c2v bool, split int64, slots int64) int {
	if i, ok := t.chans[c2v]; ok {
		return i
	}
	ch := ascend.Channel{From: []int{t.aic}, To: t.aivs, Slots: int(slots), Split: int(split), ExplicitFree: true}
	if !c2v {
		ch.From, ch.To = t.aivs, []int{t.aic}
	}
	t.chans[c2v] = len(t.k.Program.Channels)
	t.k.Program.Channels = append(t.k.Program.Channels, ch)
	return t.chans[c2v]
}

// tensorOf is the Program.Tensors index of parameter i, declared on
// first use.
func (t *translator) tensorOf(i int) (int, bool) {
	if k, ok := t.tensor[i]; ok {
		return k, true
	}
	if i < 0 || i >= len(t.args) || t.args[i].Tensor == nil {
		return 0, false
	}
	t.tensor[i] = len(t.k.Program.Tensors)
	t.k.Program.Tensors = append(t.k.Program.Tensors, *t.args[i].Tensor)
	t.k.Params = append(t.k.Params, t.args[i].Param)
	return t.tensor[i], true
}

// Values of the interpreter.
type vkind uint8

const (
	vScalar vkind = iota + 1
	vTile
	vView // pto.make_tensor_view
	vPart // pto.partition_view
	vBuf  // reserve_buffer / import_reserved_buffer (an i32 address)
	vPtr  // a !pto.ptr parameter
)

type val struct {
	kind vkind
	// reg is the scalar register holding a value read at run time
	// (tgetval, load_scalar), 0 for a value known here.
	reg  int
	i    int64
	f    float64
	flt  bool
	tile ascend.Tile
	view *tview
	part *part
	buf  *rbuf
	// pop is the pop number of the slot the tile (or the view of it) is,
	// 0 for any other tile.
	pop int
	// id names the buffer a tile is (an alloc_tile or a pop; its views
	// share it), for the liveness check (live.go).
	id int
}

type tview struct {
	param   int
	shape   []int64
	strides []int64
}

type part struct {
	view  *tview
	offs  []int64
	sizes []int64
}

func (v val) num() float64 {
	if v.flt {
		return v.f
	}
	return float64(v.i)
}

type coreRun struct {
	t    *translator
	f    *Func
	core int
	lane int
	env  map[string]val
	pops int64 // pops so far on this core (the next slot's tag)
	// pipe is this function's initialize_pipe.
	pipe *pipeSide
	// steps bounds unrolling.
	steps int
	// held are the popped slots not yet freed, oldest first; freed the
	// pops whose slots a tfree released, by pop number.
	held    []heldSlot
	freed   map[int]freedSlot
	nextPop int
	live    liveness
	// depth is the loop nesting depth of the op being translated.
	depth int
}

// heldSlot is a popped tile whose slot its core still holds.
type heldSlot struct {
	tile ascend.Tile
	pop  int // pop number on its core
	line int
}

// freedSlot is where a released slot was popped and freed.
type freedSlot struct{ pop, free int }

// maxSteps bounds the ops one core executes (a loop that does not end).
const maxSteps = 1 << 20

func (c *coreRun) run() error {
	// The signature lists the tensors, then the scalars (pto_codegen.cpp:
	// 991-1018), but on a backend with a GM slot buffer the tensors end
	// with the __gm_pipe_buffer parameter InjectGMPipeBuffer appended
	// (inject_gm_pipe_buffer_pass.cpp:175-176), which has no argument: the
	// k-th scalar parameter is the k-th scalar argument, after the tensor
	// arguments, whatever pointers precede it.
	scalar := 0
	for scalar < len(c.t.args) && c.t.args[scalar].Tensor != nil {
		scalar++
	}
	for i, p := range c.f.Params {
		switch {
		case p.Name == "%__pypto_spmd_subblock_idx":
			c.env[p.Name] = val{kind: vScalar, i: int64(c.lane)}
		case p.Name == "%__pypto_spmd_block_idx":
			c.env[p.Name] = val{kind: vScalar, i: 0}
		case p.Name == "%__pypto_spmd_block_num":
			c.env[p.Name] = val{kind: vScalar, i: 1}
		case strings.HasPrefix(p.Type.Text, "!pto.ptr"):
			c.env[p.Name] = val{kind: vPtr, i: int64(i)}
		default:
			if scalar >= len(c.t.args) {
				return &Error{File: c.t.m.File, Line: c.f.Line, Msg: fmt.Sprintf("@%s parameter %s (#%d) has no argument (%d given)", c.f.Name, p.Name, i, len(c.t.args))}
			}
			v := c.t.args[scalar].Scalar
			scalar++
			if isFloatType(p.Type.Text) {
				c.env[p.Name] = val{kind: vScalar, f: v, flt: true}
			} else {
				c.env[p.Name] = val{kind: vScalar, i: int64(v)}
			}
		}
	}
	_, err := c.region(c.f.Body, nil)
	return err
}

// region runs ops; it returns the operands of the terminator (scf.yield,
// scf.condition: the condition first).
func (c *coreRun) region(r *Region, args []val) ([]val, error) {
	for i, a := range r.Args {
		if i < len(args) {
			c.env[a] = args[i]
		}
	}
	for _, op := range r.Ops {
		c.t.k.Ops[op.Name]++
		if c.steps++; c.steps > maxSteps {
			return nil, c.t.unsupported(op, "more than %d operations executed on one core", maxSteps)
		}
		switch op.Name {
		case "scf.yield", "scf.condition":
			vals, err := c.operandsAll(op, op.Body)
			return vals, err
		case "return", "func.return":
			return nil, nil
		}
		if err := c.op(op); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

func (c *coreRun) get(op *Op, name string) (val, error) {
	v, ok := c.env[name]
	if !ok {
		return val{}, c.t.errAt(op, "%s is not defined", name)
	}
	if f, ok := c.freed[v.pop]; ok && v.pop != 0 {
		// A tfree releases the oldest popped slot (it names none: pto-isa
		// a5 TFree.hpp), which the producer may refill at once.
		c.t.diag(ascend.KindHazard, c.f, op, "reads %s, popped at line %d, after the tfree at line %d released its slot", name, f.pop, f.free)
		delete(c.freed, v.pop)
	}
	return v, nil
}

// operandsAll are the values of every top-level %operand of es (a
// yield's, a condition's; "(%c)" groups are opened).
func (c *coreRun) operandsAll(op *Op, es []Elem) ([]val, error) {
	var out []val
	for _, e := range es {
		if e.Kind == EPunct && e.Text == ":" {
			break
		}
		switch {
		case e.Kind == EValue:
			v, err := c.get(op, e.Text)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		case e.Kind == EGroup && e.Text == "(":
			vs, err := c.operandsAll(op, e.Elems)
			if err != nil {
				return nil, err
			}
			out = append(out, vs...)
		}
	}
	return out, nil
}

func (c *coreRun) scalar(op *Op, e Elem) (val, error) {
	switch e.Kind {
	case EValue:
		v, err := c.get(op, e.Text)
		if err != nil {
			return val{}, err
		}
		if v.kind != vScalar && v.kind != vBuf {
			return val{}, c.t.errAt(op, "%s is not a scalar", e.Text)
		}
		return v, nil
	case EInt:
		return val{kind: vScalar, i: e.Int}, nil
	}
	return val{}, c.t.errAt(op, "expected a scalar operand, found %q", e.String())
}

func (c *coreRun) int(op *Op, e Elem) (int64, error) {
	v, err := c.scalar(op, e)
	if err != nil {
		return 0, err
	}
	if v.reg != 0 {
		return 0, c.t.unsupported(op, "%s, a value read at run time, steers control flow, an address or an index", e.Text)
	}
	if v.flt {
		return 0, c.t.errAt(op, "%s is not an integer", e.Text)
	}
	return v.i, nil
}

func (c *coreRun) ints(op *Op, g Elem) ([]int64, error) {
	var out []int64
	for _, e := range g.Elems {
		if e.Kind == EPunct {
			continue
		}
		n, err := c.int(op, e)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// kindNames say what a value should have been.
var kindNames = map[vkind]string{vScalar: "a scalar", vTile: "a tile", vView: "a tensor view", vPart: "a partition", vBuf: "a reserved buffer", vPtr: "a kernel pointer parameter"}

// operand is the value of name, which must be of kind k.
func (c *coreRun) operand(op *Op, name string, k vkind) (val, error) {
	v, err := c.get(op, name)
	if err != nil {
		return val{}, err
	}
	if v.kind != k {
		return val{}, c.t.errAt(op, "%s is not %s", name, kindNames[k])
	}
	return v, nil
}

func (c *coreRun) set(op *Op, v val) {
	if len(op.Results) > 0 {
		c.env[op.Results[0]] = v
	}
}

func (c *coreRun) emit(op *Op, in ascend.Instr) {
	in.Label = op.Name
	if len(op.Results) > 0 {
		in.Label += " " + op.Results[0]
	}
	if op.Loc != "" {
		in.Label += " @" + op.Loc
	}
	p := &c.t.k.Program.Cores[c.core]
	p.Instrs = append(p.Instrs, in)
	c.t.k.Origin[c.core] = append(c.t.k.Origin[c.core], Origin{Line: op.Line, Op: op.Name, Loc: op.Loc})
}

func (c *coreRun) op(op *Op) error {
	if h, ok := structural[op.Name]; ok {
		return h(c, op)
	}
	if strings.HasPrefix(op.Name, "arith.") {
		return c.arith(op)
	}
	if why, ok := unsupported[op.Name]; ok {
		return c.t.unsupported(op, "%s", why)
	}
	defs := ir.Ops().ByPTO(op.Name)
	if len(defs) == 0 {
		return c.t.errAt(op, "the PTO reader does not know this operation")
	}
	return c.compute(op, defs[0])
}

func isFloatType(s string) bool {
	return s == "f16" || s == "f32" || s == "bf16" || s == "f64"
}

// tileBuf is a parsed !pto.tile_buf<...> type (pypto
// src/codegen/pto/pto_type_utils.cpp:133-146 writes it).
type tileBuf struct {
	t                ascend.Tile
	vRowDyn, vColDyn bool
}

func parseTileBuf(s string) (tileBuf, error) {
	body, ok := strings.CutPrefix(s, "!pto.tile_buf<")
	if !ok || !strings.HasSuffix(body, ">") {
		return tileBuf{}, fmt.Errorf("expected a !pto.tile_buf type, found %q", s)
	}
	var tb tileBuf
	t := &tb.t
	t.Fractal = 512
	for _, kv := range strings.Split(strings.TrimSuffix(body, ">"), ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			return tileBuf{}, fmt.Errorf("tile_buf field %q is not key=value", kv)
		}
		num := func() (int64, error) { return strconv.ParseInt(v, 10, 64) }
		var err error
		switch k {
		case "loc":
			var ok bool
			if t.Space, ok = spaceOf(v); !ok {
				return tileBuf{}, fmt.Errorf("unknown tile_buf loc %q", v)
			}
		case "dtype":
			var ok bool
			if t.DType, ok = dtypeOf(v); !ok {
				return tileBuf{}, fmt.Errorf("unknown tile_buf dtype %q", v)
			}
		case "rows":
			t.Rows, err = num()
		case "cols":
			t.Cols, err = num()
		case "v_row":
			if v == "?" {
				tb.vRowDyn = true
			} else {
				t.ValidRows, err = num()
			}
		case "v_col":
			if v == "?" {
				tb.vColDyn = true
			} else {
				t.ValidCols, err = num()
			}
		case "blayout", "slayout":
			l, ok := layoutOf(v)
			if !ok {
				return tileBuf{}, fmt.Errorf("unknown tile_buf %s %q", k, v)
			}
			if k == "blayout" {
				t.BLayout = l
			} else {
				t.SLayout = l
			}
		case "fractal":
			t.Fractal, err = num()
		case "pad":
			var n int64
			n, err = num()
			t.Pad = ir.PadValue(n)
			if n < 0 || n > 3 {
				err = fmt.Errorf("pad %d", n)
			}
		case "compact":
			var n int64
			n, err = num()
			t.Compact = ir.CompactMode(n)
		default:
			return tileBuf{}, fmt.Errorf("unknown tile_buf field %q", k)
		}
		if err != nil {
			return tileBuf{}, fmt.Errorf("tile_buf field %s: %v", kv, err)
		}
	}
	if !tb.vRowDyn && t.ValidRows == 0 && !strings.Contains(body, "v_row") {
		t.ValidRows = t.Rows
	}
	if !tb.vColDyn && t.ValidCols == 0 && !strings.Contains(body, "v_col") {
		t.ValidCols = t.Cols
	}
	t.DynValid = tb.vRowDyn || tb.vColDyn
	return tb, nil
}

func (c *coreRun) tileType(op *Op, e Elem) (tileBuf, error) {
	tb, err := parseTileBuf(e.Text)
	if err != nil {
		return tileBuf{}, c.t.errAt(op, "%v", err)
	}
	return tb, nil
}

// attrDict is the first {k = v, ...} group of es, by key.
func attrDict(es []Elem) (map[string]Elem, bool) {
	for _, e := range es {
		if e.Kind == EGroup && e.Text == "{" {
			return keyValues(e.Elems), true
		}
	}
	return nil, false
}

// keyValues reads k = v pairs.
func keyValues(es []Elem) map[string]Elem {
	out := map[string]Elem{}
	for i := 0; i+2 < len(es); i++ {
		if es[i].Kind == EIdent && es[i+1].Kind == EPunct && es[i+1].Text == "=" {
			out[es[i].Text] = es[i+2]
		}
	}
	return out
}

// clause is a parsed ins(...) / outs(...): operands (with an attribute
// dictionary after any of them) and their types after ':'.
type clause struct {
	names []Elem
	attrs map[string]Elem
	types []Elem
}

func findClause(es []Elem, kw string) (clause, bool) {
	for i := 0; i+1 < len(es); i++ {
		if es[i].Kind == EIdent && es[i].Text == kw && es[i+1].Kind == EGroup && es[i+1].Text == "(" {
			return splitClause(es[i+1].Elems), true
		}
	}
	return clause{}, false
}

func splitClause(es []Elem) clause {
	var cl clause
	typed := false
	for _, e := range es {
		switch {
		case e.Kind == EPunct && e.Text == ":":
			typed = true
		case e.Kind == EPunct:
		case e.Kind == EGroup && e.Text == "{" && !typed:
			cl.attrs = keyValues(e.Elems)
		case typed:
			cl.types = append(cl.types, e)
		default:
			cl.names = append(cl.names, e)
		}
	}
	return cl
}

// keyword is the element after "kw =" at the top level of es.
func keyword(es []Elem, kw string) (Elem, bool) {
	for i := 0; i+2 < len(es); i++ {
		if es[i].Kind == EIdent && es[i].Text == kw && es[i+1].Text == "=" {
			return es[i+2], true
		}
	}
	return Elem{}, false
}

// typeAfter is the type after the last top-level "->" (or after ':'
// when there is none).
func typeAfter(es []Elem, sep string) (Elem, bool) {
	for i := len(es) - 2; i >= 0; i-- {
		if es[i].Kind == EPunct && es[i].Text == sep {
			return es[i+1], true
		}
	}
	return Elem{}, false
}

// String lists the kernel: its tensors, channels, each core's
// instructions with their operands and origin, and the diagnostics.
func (k *Kernel) String() string {
	var b strings.Builder
	for i, t := range k.Program.Tensors {
		fmt.Fprintf(&b, "tensor %d %s %s %v (param %d)\n", i, t.Name, t.DType, t.Shape, k.Params[i])
	}
	for i, ch := range k.Program.Channels {
		fmt.Fprintf(&b, "channel %d from %v to %v slots %d split %d\n", i, ch.From, ch.To, ch.Slots, ch.Split)
	}
	for ci, c := range k.Program.Cores {
		fmt.Fprintf(&b, "core %s (%s)\n", c.Name, c.Kind.CoreName())
		for ii := range c.Instrs {
			in := &c.Instrs[ii]
			fmt.Fprintf(&b, "  %3d %-12s", ii, in.Mnemonic())
			if in.Dst.Present() {
				fmt.Fprintf(&b, " dst %s", in.Dst.String())
			}
			for si := range in.Src {
				if in.Src[si].Present() {
					fmt.Fprintf(&b, " src%d %s", si, in.Src[si].String())
				}
			}
			if l := in.GM.Linear; l != nil {
				fmt.Fprintf(&b, " gm t%d[%d + %d*r + %d*c]", in.GM.Tensor, l.Base, l.Row, l.Col)
			}
			switch in.Op {
			case ascend.OpTPush, ascend.OpTPop, ascend.OpTFree:
				fmt.Fprintf(&b, " chan %d", in.Chan)
			case ascend.OpBarrier:
				fmt.Fprintf(&b, " pipe %s", in.Pipe)
			case ascend.OpExtract, ascend.OpGetVal, ascend.OpSetVal:
				fmt.Fprintf(&b, " at (%d, %d)", in.Row, in.Col)
			case ascend.OpReadGM, ascend.OpWriteGM:
				fmt.Fprintf(&b, " gm t%d[%d]", in.GM.Tensor, in.Index)
			case ascend.OpVec:
				if in.Scalar != 0 {
					fmt.Fprintf(&b, " scalar %g", in.Scalar)
				}
			}
			if in.Reg != 0 {
				fmt.Fprintf(&b, " reg %d", in.Reg)
			}
			fmt.Fprintf(&b, "  ; line %d\n", k.Origin[ci][ii].Line)
		}
	}
	for _, d := range k.Diags {
		fmt.Fprintf(&b, "diag %s\n", d.String())
	}
	return b.String()
}
