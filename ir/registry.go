package ir

import (
	"fmt"
	"sort"
	"strings"
)

// OpDef is everything irfuzz knows about one op. It is the single source of
// these facts: the parser builds calls through it, verifiers and passes read
// its memory rules, the generator picks ops from it, and the simulators and
// the reference dispatch on its facts (Class, Fn, Cross) or its identity.
type OpDef struct {
	Name string
	Doc  string // one line: what the op computes

	Args   []ArgSpec // positional arguments; Optional ones trail
	Kwargs []KwSpec

	// Deduce computes the result type of a call, or returns an error naming
	// the argument and the rule broken. The memory space of a tile result is
	// stamped afterwards from Output when Deduce leaves it unset.
	Deduce func(d *Deduction) (Type, error)

	// Inputs lists the memory spaces allowed for tile arguments; the first
	// space of each is the canonical demand (the cheapest placement).
	Inputs []InputConstraint
	// Output says how the result's memory space is resolved.
	Output OutputMemory
	// ReusesInput is the argument whose buffer the result shares (in-place
	// ops such as matmul_acc and store), or -1.
	ReusesInput int
	// NotInplaceSafe forbids the result from sharing a buffer with any input.
	NotInplaceSafe bool
	// ForbidAlias lists the arguments whose buffer the result must not
	// share although the op is otherwise in-place safe: an operand the op
	// keeps reading while it writes (PyPTO's forbid_output_alias: the
	// broadcast vector of the row / column expansions, the mask of
	// tile.sel).
	ForbidAlias []int
	// Affinity is the core side the op runs on (Shared when the memory
	// spaces it touches decide: CallAffinity).
	Affinity Affinity
	// Access classifies what the op does to on-chip memory when it executes.
	Access MemAccess
	// Writes lists the arguments the op writes through (besides its result).
	Writes []int
	// StatedLane reports that the op's core lane is fixed by the registry
	// (PyPTO's set_core_affinity: cross-core pushes and pops, block and
	// lane index queries, launch-shape queries, allocations) rather than
	// inferred from the memory spaces it touches.
	StatedLane bool
	// Reduces says which axis a reduction collapses (ReduceNone otherwise).
	Reduces ReduceKind
	// Pipe is the hardware pipe the op executes on (PipeBySpace: decided by
	// the memory spaces it moves between, or by SourcePipes; PipeNone: no
	// execution).
	Pipe PipeType
	// SourcePipes, for a PipeBySpace op that works in place in whatever
	// space its tile operand lives in, gives the pipe per operand space
	// (see PipeFrom).
	SourcePipes map[MemorySpace]PipeType
	// Tile reports whether the op is a tile-level op (tile.*), Tensor a
	// tensor-level op (tensor.*); system ops are neither.
	Tile, Tensor bool
	// ToTile reports that PyPTO's ConvertTensorToTileOps has a conversion
	// for the op (OpConversionRegistry, src/ir/transforms/
	// op_conversion_registry.cpp): in an InCore function it rewrites every
	// call into tile ops, except tensor.read / tensor.write on a GM tensor,
	// which it keeps (:846-905). See LoweredToTile.
	ToTile bool
	// PTO is the PTO-dialect operation PyPTO's code generation emits for
	// a call of the op ("pto.tadd"; see defaultOps for the pinned source),
	// "" when it emits none of its own.
	PTO string
	// SPMDParam, for an SPMD identity query, is the i32 kernel parameter
	// PyPTO's code generation appends to the signature and the query
	// reads (pto_ops_memory.cpp:803-828, pto_codegen.cpp:1088-1105).
	SPMDParam string
	// Class is the kind of computation of a vector op, Fn its scalar
	// function (opclass.go); ClassNone and FnNone for the others.
	Class OpClass
	Fn    ElemFn
	// Cross is the op's part in a cross-core pipe; C2V that its tile
	// flows from the cube to the vector core.
	Cross CrossRole
	C2V   bool
	// Domain is where the op runs: on one core of one rank (the zero
	// value), across the ranks of a communication domain, or on the host
	// (see OpDomain).
	Domain OpDomain
	// Unsimulated is why the Ascend simulator (sim/ascend) has no
	// instruction for an op that runs on one core ("" when it has one, or
	// when the op executes nothing); ops outside DomainCore cannot run
	// there by their Domain. The campaign report counts both.
	Unsimulated string
	// Since is the revision of the op table that added the op: 0 for the
	// first table, the next number for each later addition. Code that
	// enumerates ops in a fixed order where positions matter (the
	// generator draws ops by position, and a recorded choice sequence
	// replays to the same kernel only while every op keeps its position)
	// orders by (Since, Name), so an added op comes after every earlier one.
	Since int
	// Layout is the tile layout the pinned PyPTO's PTO backends declare for
	// the op's operands and result (BackendTileLayoutSpec,
	// include/pypto/backend/common/backend.h:83-86; see layoutSpecs), nil
	// when they declare none. Both backends register the same specs
	// (src/backend/common); they are in force only when a backend is
	// configured.
	Layout *LayoutSpec
}

// LayoutSpec is a backend layout requirement: In[i] is argument i's
// required block layout when InSet[i]; Out the result's when OutSet.
type LayoutSpec struct {
	In     []TileLayout
	InSet  []bool
	Out    TileLayout
	OutSet bool
}

// Input reports the block layout argument i must have, if any.
func (s *LayoutSpec) Input(i int) (TileLayout, bool) {
	if s == nil || i >= len(s.In) || !s.InSet[i] {
		return NoneBox, false
	}
	return s.In[i], true
}

// Output reports the block layout the result must have, if any.
func (s *LayoutSpec) Output() (TileLayout, bool) {
	if s == nil || !s.OutSet {
		return NoneBox, false
	}
	return s.Out, true
}

// ArgKind constrains what a positional argument may be.
type ArgKind uint8

// The argument kinds.
const (
	ArgAny     ArgKind = iota
	ArgTile            // a TileType value
	ArgTensor          // a TensorType value
	ArgScalar          // a ScalarType value
	ArgTuple           // a MakeTuple of scalars (shape, offsets)
	ArgShaped          // a tile or a tensor
	ArgIndices         // a MakeTuple of integer scalars (shapes, offsets, indices)
)

func (k ArgKind) String() string {
	return [...]string{"any", "tile", "tensor", "scalar", "tuple", "tile or tensor", "list of integers"}[k]
}

// ArgSpec describes a positional argument.
type ArgSpec struct {
	Name     string
	Kind     ArgKind
	Optional bool
	// Scratch marks a tile the op clobbers as working space (the tmp of
	// the reductions, the row broadcasts, tile.cast and tile.transpose:
	// pto-isa's TROWSUM, TCOLSUM, TTRANSPOSE ... write it).
	Scratch bool
}

// KwKind is the value kind of a keyword argument.
type KwKind uint8

// The kwarg kinds (PyPTO restricts kwargs to these value types).
const (
	KwBool KwKind = iota
	KwInt
	KwFloat
	KwString
	KwDType
	KwMemory
	KwTileLayout
	KwPad
	KwTensorLayout
	KwCastMode
	KwAtomic
	KwPipe
	KwSplit
	KwAccPhase
	KwSTPhase
	KwSyncAllMode
	KwKernelType
)

var kwKindNames = [...]string{"bool", "int", "float", "string", "DataType", "MemorySpace", "TileLayout", "PadValue", "TensorLayout", "cast mode", "AtomicType", "PipeType", "SplitMode", "AccPhase", "STPhase", "SyncAllMode", "KernelType"}

func (k KwKind) String() string { return kwKindNames[k] }

// KwSpec describes a keyword argument.
type KwSpec struct {
	Name     string
	Kind     KwKind
	Required bool
}

// InputConstraint lists the memory spaces allowed for argument Arg.
type InputConstraint struct {
	Arg    int
	Spaces []MemorySpace
}

// OutKind is how an op's output memory space is resolved.
type OutKind uint8

// The output memory kinds.
const (
	OutNone      OutKind = iota // no memory spec (scalars, tensors, Ptr, cross-core pops)
	OutFixed                    // always Space
	OutFromKwarg                // the target_memory kwarg, else Space (MemNone: retargetable)
	OutInherit                  // the first tile input's space
)

// OutputMemory is an op's output memory rule.
type OutputMemory struct {
	Kind  OutKind
	Space MemorySpace
}

// ReduceKind is the axis a reduction op collapses.
type ReduceKind uint8

// The reduce kinds.
const (
	ReduceNone      ReduceKind = iota
	ReduceLastAxis             // row reductions: [..., N] -> [..., 1]
	ReduceFirstAxis            // column reductions: [M, ...] -> [1, ...]
)

// ReduceAxis is the axis a reduction collapses on a tile of the given rank.
func (o *OpDef) ReduceAxis(rank int) (int, bool) {
	switch o.Reduces {
	case ReduceLastAxis:
		return rank - 1, true
	case ReduceFirstAxis:
		return 0, true
	}
	return 0, false
}

// MemAccess classifies an op's execution-time memory access.
type MemAccess uint8

// The access kinds.
const (
	AccessFunctional MemAccess = iota // reads and/or writes buffers when it runs
	AccessNone                        // no execution-time access (allocations such as tile.create)
	AccessView                        // a zero-copy view of its input (metadata only)
)

// LoweredToTile reports that no kernel contains the op: ConvertTensorToTileOps
// rewrites it into tile ops (ToTile) and PyPTO's kernel code generation has
// no emitter of its own for it (PTO is empty), so neither code generation
// nor the simulator ever sees a call of it. tensor.read / tensor.write have
// a conversion but keep their GM form, which codegen emits.
func (o *OpDef) LoweredToTile() bool { return o.ToTile && o.PTO == "" }

// Retargetable reports whether the op's output space comes from a
// target_memory kwarg with no default (tile.load, tile.create): a pass may
// choose the space and rewrite the kwarg.
func (o *OpDef) Retargetable() bool {
	return o.Output.Kind == OutFromKwarg && o.Output.Space == MemNone
}

// InheritsInput reports whether the output lives where the first tile input
// lives (views such as slice and reshape, tile.transpose, tile.assemble).
func (o *OpDef) InheritsInput() bool { return o.Output.Kind == OutInherit }

// ScratchArgs are the indexes of the op's scratch arguments
// (ArgSpec.Scratch).
func (o *OpDef) ScratchArgs() []int {
	var out []int
	for i, a := range o.Args {
		if a.Scratch {
			out = append(out, i)
		}
	}
	return out
}

// IsBufferAliasingView reports whether the op's output is a zero-copy view
// of its first input (PyPTO's op_predicates::IsBufferAliasingViewOp): the
// output inherits the input's memory and the op is in-place safe. A nil
// op is not one.
func (o *OpDef) IsBufferAliasingView() bool {
	return o != nil && o.InheritsInput() && !o.NotInplaceSafe
}

// PipeFrom is the pipe an op with SourcePipes runs on when its tile
// operand lives in src; ok is false for other ops and unknown spaces.
func (o *OpDef) PipeFrom(src MemorySpace) (PipeType, bool) {
	p, ok := o.SourcePipes[src]
	return p, ok
}

// InputSpaces returns the allowed spaces of argument i (nil: any).
func (o *OpDef) InputSpaces(i int) []MemorySpace {
	for _, c := range o.Inputs {
		if c.Arg == i {
			return c.Spaces
		}
	}
	return nil
}

// ResolveOutput returns the output space the op's rule gives for these
// kwargs, before any input inheritance; MemNone when it has none.
func (o *OpDef) ResolveOutput(kwargs []Kwarg) MemorySpace {
	switch o.Output.Kind {
	case OutFixed:
		return o.Output.Space
	case OutFromKwarg:
		if v, ok := lookupKw(kwargs, "target_memory"); ok {
			if m, ok := v.(MemorySpace); ok {
				return m
			}
		}
		return o.Output.Space
	}
	return MemNone
}

// Kwarg returns the spec of a keyword argument.
func (o *OpDef) Kwarg(name string) (KwSpec, bool) {
	for _, k := range o.Kwargs {
		if k.Name == name {
			return k, true
		}
	}
	return KwSpec{}, false
}

// MinArgs is the number of required positional arguments.
func (o *OpDef) MinArgs() int {
	n := 0
	for _, a := range o.Args {
		if !a.Optional {
			n++
		}
	}
	return n
}

// Registry is a set of ops by name. A Registry is read-only once built, so
// one may be shared by any number of goroutines.
type Registry struct {
	ops   map[string]*OpDef
	names []string
	byPTO map[string][]*OpDef // by OpDef.PTO, each sorted by name
}

// NewRegistry builds a registry; it fails on duplicate or malformed entries.
func NewRegistry(defs ...*OpDef) (*Registry, error) {
	r := &Registry{ops: make(map[string]*OpDef, len(defs))}
	for _, d := range defs {
		if err := d.validate(); err != nil {
			return nil, err
		}
		if _, dup := r.ops[d.Name]; dup {
			return nil, fmt.Errorf("op %q registered twice", d.Name)
		}
		r.ops[d.Name] = d
		r.names = append(r.names, d.Name)
	}
	sort.Strings(r.names)
	r.byPTO = map[string][]*OpDef{}
	for _, n := range r.names {
		if d := r.ops[n]; d.PTO != "" {
			r.byPTO[d.PTO] = append(r.byPTO[d.PTO], d)
		}
	}
	return r, nil
}

func (o *OpDef) validate() error {
	switch {
	case o.Name == "":
		return fmt.Errorf("op without a name")
	case o.Deduce == nil:
		return fmt.Errorf("op %s: no type deduction", o.Name)
	case o.Doc == "":
		return fmt.Errorf("op %s: no doc line", o.Name)
	}
	seenOpt := false
	for _, a := range o.Args {
		if a.Optional {
			seenOpt = true
		} else if seenOpt {
			return fmt.Errorf("op %s: required argument %s after an optional one", o.Name, a.Name)
		}
	}
	for _, c := range o.Inputs {
		if c.Arg < 0 || c.Arg >= len(o.Args) || len(c.Spaces) == 0 {
			return fmt.Errorf("op %s: bad input constraint on argument %d", o.Name, c.Arg)
		}
	}
	for _, i := range o.ForbidAlias {
		if i < 0 || i >= len(o.Args) {
			return fmt.Errorf("op %s: forbids aliasing argument %d of %d", o.Name, i, len(o.Args))
		}
	}
	if o.ReusesInput >= len(o.Args) {
		return fmt.Errorf("op %s: reuses argument %d of %d", o.Name, o.ReusesInput, len(o.Args))
	}
	return nil
}

// ByPTO returns the ops whose calls PyPTO's code generation emits as the
// PTO operation name ("pto.tadd"), sorted by op name.
func (r *Registry) ByPTO(name string) []*OpDef { return r.byPTO[name] }

// Lookup returns an op by its IR name (e.g. "tile.add").
func (r *Registry) Lookup(name string) (*OpDef, bool) {
	d, ok := r.ops[name]
	return d, ok
}

// Names returns every op name, sorted.
func (r *Registry) Names() []string { return r.names }

// Ops returns every op, sorted by name.
func (r *Registry) Ops() []*OpDef {
	out := make([]*OpDef, len(r.names))
	for i, n := range r.names {
		out[i] = r.ops[n]
	}
	return out
}

// OpError is an ill-typed call: which op, which argument (Arg = -1 when the
// call as a whole is wrong), which rule, and what was found.
type OpError struct {
	Op      string
	Arg     int
	ArgName string
	Rule    string
	Msg     string
}

func (e *OpError) Error() string {
	var b strings.Builder
	b.WriteString(e.Op)
	if e.ArgName != "" {
		if e.Arg >= 0 {
			fmt.Fprintf(&b, ": argument %d (%s)", e.Arg, e.ArgName)
		} else {
			fmt.Fprintf(&b, ": %s", e.ArgName)
		}
	}
	fmt.Fprintf(&b, ": %s: %s", e.Rule, e.Msg)
	return b.String()
}

// Create builds a call of the named op: it checks arity and kwargs, runs the
// op's type deduction and stamps the result's memory space (PyPTO's
// OpRegistry::Create). Kwargs are kept in the given order.
func (r *Registry) Create(name string, args []Expr, kwargs []Kwarg, pos Span) (*Call, error) {
	op, ok := r.ops[name]
	if !ok {
		return nil, &OpError{Op: name, Arg: -1, Rule: "unknown-op", Msg: fmt.Sprintf("no op named %q is registered", name)}
	}
	return op.Create(args, kwargs, pos)
}

// Create builds a call of this op; see Registry.Create.
func (o *OpDef) Create(args []Expr, kwargs []Kwarg, pos Span) (*Call, error) {
	c := new(Call)
	if err := o.createInto(c, new(Deduction), args, kwargs, pos); err != nil {
		return nil, err
	}
	return c, nil
}

// createInto is Create building the call in *c with d as the deduction's
// state, both the caller's (the parser reuses one Deduction for all its
// calls: no deduction keeps it, and takes its calls from a slab). On an
// error *c is left as it was.
func (o *OpDef) createInto(c *Call, d *Deduction, args []Expr, kwargs []Kwarg, pos Span) error {
	if len(args) < o.MinArgs() || len(args) > len(o.Args) {
		want := fmt.Sprint(len(o.Args))
		if o.MinArgs() != len(o.Args) {
			want = fmt.Sprintf("%d to %d", o.MinArgs(), len(o.Args))
		}
		return &OpError{Op: o.Name, Arg: -1, Rule: "arity", Msg: fmt.Sprintf("takes %s positional arguments, got %d", want, len(args))}
	}
	for i, a := range args {
		if a == nil {
			return &OpError{Op: o.Name, Arg: i, ArgName: o.Args[i].Name, Rule: "missing", Msg: "argument is nil"}
		}
	}
	kws, err := o.checkKwargs(kwargs)
	if err != nil {
		return err
	}
	*d = Deduction{Op: o, Args: args, Kwargs: kws}
	for i, a := range args {
		if err := d.checkKind(i, a); err != nil {
			return err
		}
	}
	t, err := o.Deduce(d)
	if err != nil {
		return err
	}
	t = o.stampMemory(t, args, kws)
	*c = Call{Op: o, Args: args, Kwargs: kws, T: t, Pos: pos}
	return nil
}

func (o *OpDef) checkKwargs(kwargs []Kwarg) ([]Kwarg, error) {
	var out []Kwarg
	for i, kw := range kwargs {
		spec, ok := o.Kwarg(kw.Key)
		if !ok {
			return nil, &OpError{Op: o.Name, Arg: -1, ArgName: "kwarg " + kw.Key, Rule: "unknown-kwarg", Msg: fmt.Sprintf("%s accepts no keyword %q", o.Name, kw.Key)}
		}
		for _, prev := range kwargs[:i] {
			if prev.Key == kw.Key {
				return nil, &OpError{Op: o.Name, Arg: -1, ArgName: "kwarg " + kw.Key, Rule: "duplicate-kwarg", Msg: "given twice"}
			}
		}
		v, err := CoerceKwarg(spec.Kind, kw.Value)
		if err != nil {
			return nil, &OpError{Op: o.Name, Arg: -1, ArgName: "kwarg " + kw.Key, Rule: "kwarg-type", Msg: err.Error()}
		}
		out = append(out, Kwarg{Key: kw.Key, Value: v})
	}
	for _, spec := range o.Kwargs {
		if spec.Required {
			if _, ok := lookupKw(out, spec.Name); !ok {
				return nil, &OpError{Op: o.Name, Arg: -1, ArgName: "kwarg " + spec.Name, Rule: "missing-kwarg", Msg: "required keyword argument is missing"}
			}
		}
	}
	return out, nil
}

// stampMemory gives a tile result without a space the space the op's rule
// resolves, else the first tile input's space; tuple results likewise.
func (o *OpDef) stampMemory(t Type, args []Expr, kwargs []Kwarg) Type {
	stamp := func(tt *TileType) *TileType {
		if tt.Space != MemNone || o.Output.Kind == OutNone {
			return tt
		}
		space := o.ResolveOutput(kwargs)
		if space == MemNone {
			space = firstTileSpace(args)
		}
		if space == MemNone {
			return tt
		}
		return tt.WithSpace(space)
	}
	switch t := t.(type) {
	case *TileType:
		return stamp(t)
	case *TupleType:
		elems := make([]Type, len(t.Elems))
		changed := false
		for i, e := range t.Elems {
			elems[i] = e
			if tt, ok := e.(*TileType); ok {
				elems[i] = stamp(tt)
				changed = changed || elems[i] != e
			}
		}
		if changed {
			return &TupleType{Elems: elems}
		}
	}
	return t
}

func firstTileSpace(args []Expr) MemorySpace {
	for _, a := range args {
		if _, list := a.(*MakeTuple); list {
			continue // a list is no tile (and its Type builds a TupleType)
		}
		if tt, ok := a.Type().(*TileType); ok {
			return tt.Space
		}
	}
	return MemNone
}

// CoerceKwarg converts a parsed or user-supplied kwarg value to the Go type
// the kind requires (e.g. a cast mode name or number to CastMode, an int to
// a float).
func CoerceKwarg(kind KwKind, v any) (any, error) {
	bad := func() (any, error) { return nil, fmt.Errorf("want %s, got %s", kind, describeValue(v)) }
	switch kind {
	case KwBool:
		if b, ok := v.(bool); ok {
			return b, nil
		}
	case KwInt:
		switch x := v.(type) {
		case int64:
			return x, nil
		case int:
			return int64(x), nil
		case bool:
			if x {
				return int64(1), nil
			}
			return int64(0), nil
		}
	case KwFloat:
		switch x := v.(type) {
		case float64:
			return x, nil
		case int64:
			return float64(x), nil
		case int:
			return float64(x), nil
		}
	case KwString:
		if s, ok := v.(string); ok {
			return s, nil
		}
	case KwDType:
		if d, ok := v.(DataType); ok && d.Valid() {
			return d, nil
		}
	case KwMemory:
		switch x := v.(type) {
		case MemorySpace:
			if x != MemNone && x < numMemorySpaces {
				return x, nil
			}
		case int64:
			if m, ok := MemorySpaceFromCode(x); ok {
				return m, nil
			}
		}
	case KwTileLayout:
		if x, ok := v.(TileLayout); ok {
			return x, nil
		}
	case KwPad:
		switch x := v.(type) {
		case PadValue:
			return x, nil
		case int64:
			if x == 0 {
				return PadZero, nil
			}
		case float64:
			switch {
			case x == 0:
				return PadZero, nil
			case x > 1e308:
				return PadMax, nil
			case x < -1e308:
				return PadMin, nil
			}
		}
	case KwTensorLayout:
		if x, ok := v.(TensorLayout); ok {
			return x, nil
		}
	case KwCastMode:
		switch x := v.(type) {
		case CastMode:
			return x, nil
		case string:
			for i, n := range castNames {
				if n == x {
					return CastMode(i), nil
				}
			}
		case int64:
			if x >= 0 && int(x) < len(castNames) {
				return CastMode(x), nil
			}
		}
	case KwAtomic:
		switch x := v.(type) {
		case AtomicType:
			return x, nil
		case int64:
			if x == 0 || x == 1 {
				return AtomicType(x), nil
			}
		case bool:
			if x {
				return AtomicAdd, nil
			}
			return AtomicNone, nil
		}
	case KwPipe:
		if x, ok := v.(PipeType); ok {
			return x, nil
		}
	case KwAccPhase:
		switch x := v.(type) {
		case AccPhase:
			return x, nil
		case string:
			for i, n := range accPhaseEnum.names {
				if strings.EqualFold(n, x) {
					return AccPhase(i), nil
				}
			}
		}
	case KwSTPhase:
		switch x := v.(type) {
		case STPhase:
			return x, nil
		case string:
			for i, n := range stPhaseEnum.names {
				if strings.EqualFold(n, x) {
					return STPhase(i), nil
				}
			}
		}
	case KwSyncAllMode:
		switch x := v.(type) {
		case SyncAllMode:
			return x, nil
		case string:
			switch strings.ToLower(x) {
			case "hard":
				return SyncAllHard, nil
			case "soft":
				return SyncAllSoft, nil
			}
		}
	case KwKernelType:
		switch x := v.(type) {
		case KernelType:
			return x, nil
		case string:
			switch strings.ToLower(x) {
			case "mix":
				return KernelMix, nil
			case "aic_only", "aic":
				return KernelAIC, nil
			case "aiv_only", "aiv":
				return KernelAIV, nil
			}
		}
	case KwSplit:
		switch x := v.(type) {
		case SplitMode:
			return x, nil
		case int64:
			if x >= 0 && x <= int64(SplitLeftRight) {
				return SplitMode(x), nil
			}
		}
	}
	return bad()
}

func describeValue(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("string %q", x)
	case int64, int:
		return fmt.Sprintf("int %v", x)
	case float64:
		return fmt.Sprintf("float %v", x)
	case bool:
		return fmt.Sprintf("bool %v", x)
	case DataType:
		return "DataType " + x.String()
	case MemorySpace:
		return "MemorySpace " + x.String()
	case nil:
		return "nothing"
	}
	return fmt.Sprintf("%T %v", v, v)
}
