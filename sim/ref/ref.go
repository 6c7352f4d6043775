package ref

import (
	"errors"
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// DefaultMaxSteps is the step budget when Options.MaxSteps is 0.
const DefaultMaxSteps = 1 << 20

// maxCallDepth bounds nested function calls (recursion is not PyPTO, but a
// fuzzed program may contain it).
const maxCallDepth = 64

// Options configure one evaluation.
type Options struct {
	// MaxSteps bounds the statements executed (loop iterations count
	// too); exceeding it is an error. 0 means DefaultMaxSteps.
	MaxSteps int
	// BlockIdx and BlockNum are what tile.get_block_idx and
	// tile.get_block_num return outside spmd scopes (BlockNum 0 means 1).
	BlockIdx, BlockNum int64
	// Subblock is what tile.get_subblock_idx returns outside split_aiv
	// scopes: the vector lane (0 or 1) the evaluated function runs on.
	Subblock int64
	// Clusters is the cube-cluster count the launch-shape queries report:
	// system.available_cluster_count returns it and
	// system.available_aiv_count twice it (1C2V). 0 means 1.
	Clusters int64
	// Kernel, when set, is asked first for every call of a function of the
	// program (self.f(...)), once per block of the launch (block of
	// blockNum): when it handles the call (handled true) its returns stand
	// for the callee's, and the callee is not evaluated. A tensor argument
	// is passed by reference, so what Kernel writes into it the caller
	// sees. It lets a simulator run the kernels an orchestration function
	// launches.
	Kernel func(f *ir.Function, args []Value, block, blockNum int64) (rets []Value, handled bool, err error)
}

// Result is the outcome of Run.
type Result struct {
	// Outputs is the final value of every tensor parameter of the entry
	// function, keyed by the parameter.
	Outputs map[*ir.Var]*sim.Tensor
	// Returns are the values the entry function returned.
	Returns []Value
	// Steps is the number of statements executed.
	Steps int
}

// Error is an evaluation error: where (the innermost statement being
// executed, and its function) and what.
type Error struct {
	Span ir.Span
	Func string
	Err  error
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: in %s: %v", e.Span, e.Func, e.Err)
}

// Unwrap returns the underlying error (ErrSteps for an exhausted budget).
func (e *Error) Unwrap() error { return e.Err }

func errorf(span ir.Span, fn, format string, a ...any) *Error {
	return &Error{Span: span, Func: fn, Err: fmt.Errorf(format, a...)}
}

// ErrSteps is wrapped by the error returned when the step budget runs out.
var ErrSteps = errors.New("step budget exhausted")

// Run evaluates function entry of p on the given inputs (keyed by the
// entry's parameters; input tensors are copied, never mutated, and their
// values rounded to the tensor's dtype on entry). A tensor
// parameter with direction Out and a static shape may be omitted: it
// starts fully undefined.
func Run(p *ir.Program, entry string, tensors map[*ir.Var]*sim.Tensor, scalars map[*ir.Var]float64, opts Options) (*Result, error) {
	if p == nil {
		return nil, errorf(ir.Span{}, entry, "no program")
	}
	f := p.Func(entry)
	if f == nil {
		return nil, errorf(p.Pos, entry, "program %s has no function %q", p.Name, entry)
	}
	if opts.MaxSteps <= 0 {
		opts.MaxSteps = DefaultMaxSteps
	}
	if opts.BlockNum <= 0 {
		opts.BlockNum = 1
	}
	if opts.Clusters <= 0 {
		opts.Clusters = 1
	}
	m := newMachine(p, opts)
	args := make([]Value, len(f.Params))
	res := &Result{Outputs: map[*ir.Var]*sim.Tensor{}}
	for i, prm := range f.Params {
		fail := func(format string, a ...any) error {
			return errorf(prm.Pos, f.Name, "parameter %s: %s", prm.Name, fmt.Sprintf(format, a...))
		}
		switch t := prm.T.(type) {
		case *ir.TensorType:
			in, ok := tensors[prm]
			var x *sim.Tensor
			switch {
			case ok && in != nil:
				if len(in.Data) != numElems(in.Shape) || in.Defined != nil && len(in.Defined) != len(in.Data) {
					return nil, fail("malformed input tensor (shape %v, %d elements)", in.Shape, len(in.Data))
				}
				if in.DType != t.DType {
					return nil, fail("has dtype %s, got a %s tensor", t.DType, in.DType)
				}
				x = in.Clone()
				sim.RoundAll(x.DType, x.Data) // every value holds its dtype
			case i < len(f.Dirs) && f.Dirs[i] == ir.Out:
				shape, ok := ir.StaticShape(t.Shape)
				if !ok {
					return nil, fail("no input tensor, and the Out parameter's shape is not static")
				}
				if n, ok := ir.NumElements(t.Shape); !ok || n < 0 || n > maxTensorElems {
					return nil, fail("shape %v is too large to allocate", shape)
				}
				x = sim.NewTensor(shape, t.DType)
			default:
				return nil, fail("no input tensor")
			}
			args[i] = Tensor{x}
			res.Outputs[prm] = x
		case *ir.ScalarType:
			v, ok := scalars[prm]
			if !ok {
				return nil, fail("no input scalar")
			}
			args[i] = Scalar{V: round(t.DType, v), DType: t.DType}
		default:
			return nil, fail("a %s parameter cannot be supplied to Run", ir.TypeKindName(prm.T))
		}
	}
	rets, err := m.callFunc(f, args)
	res.Steps = m.steps
	if err != nil {
		var located *Error
		if !errors.As(err, &located) {
			err = &Error{Span: f.Pos, Func: f.Name, Err: err}
		}
		return res, err
	}
	res.Returns = rets
	return res, nil
}

// machine is the state of one evaluation.
type machine struct {
	prog  *ir.Program
	opts  Options
	steps int
	depth int

	lane            int64 // current vector lane (get_subblock_idx)
	block, blockNum int64 // current spmd block
	inSplit         bool  // inside a split_aiv scope

	queues   map[queueKey][]*Tile
	gather   map[gatherKey]*Tile
	gatherN  map[*ir.Call]int
	nextTask int64
}

func newMachine(p *ir.Program, opts Options) *machine {
	return &machine{
		prog: p, opts: opts,
		lane: opts.Subblock, block: opts.BlockIdx, blockNum: opts.BlockNum,
		queues: map[queueKey][]*Tile{},
	}
}

// frame is one function activation: the function and its variables. The
// IR is SSA apart from PyPTO's non-SSA reassignment, which reuses the Var,
// so one map per activation holds every binding.
type frame struct {
	fn  *ir.Function
	env map[*ir.Var]Value
}

// step charges one statement against the budget.
func (m *machine) step() error {
	m.steps++
	if m.steps > m.opts.MaxSteps {
		return fmt.Errorf("%w after %d statements", ErrSteps, m.opts.MaxSteps)
	}
	return nil
}

// callFunc runs f on already evaluated arguments and returns what it
// returned. Tensors are shared with the caller; scalars are rounded to the
// parameter dtype.
func (m *machine) callFunc(f *ir.Function, args []Value) ([]Value, error) {
	if err := m.step(); err != nil {
		return nil, err
	}
	if m.depth >= maxCallDepth {
		return nil, fmt.Errorf("calls nested deeper than %d (recursion?)", maxCallDepth)
	}
	if len(args) != len(f.Params) {
		return nil, fmt.Errorf("%s takes %d arguments, got %d", f.Name, len(f.Params), len(args))
	}
	fr := &frame{fn: f, env: make(map[*ir.Var]Value, 32)}
	for i, p := range f.Params {
		v, err := bindParam(fr, p, args[i])
		if err != nil {
			return nil, fmt.Errorf("calling %s: %w", f.Name, err)
		}
		fr.env[p] = v
	}
	m.depth++
	defer func() { m.depth-- }()
	c, err := m.execBody(fr, f.Body)
	if err != nil {
		return nil, err
	}
	switch c.kind {
	case ctlReturn:
		return c.vals, nil
	case ctlNone:
		return nil, nil
	}
	return nil, errorf(c.pos, f.Name, "%s outside a loop or branch that takes it", c.kind)
}

// bindParam checks an argument against a parameter's type; for tensors it
// binds the dynamic dimensions (pl.dynamic vars) the parameter's shape
// names and checks the constant ones.
func bindParam(fr *frame, p *ir.Var, a Value) (Value, error) {
	switch t := p.T.(type) {
	case *ir.TensorType:
		x, ok := a.(Tensor)
		if !ok || x.Tensor == nil {
			return nil, fmt.Errorf("parameter %s wants a tensor, got a %s", p.Name, kindOf(a))
		}
		if x.DType != t.DType {
			return nil, fmt.Errorf("parameter %s is %s, got a %s tensor", p.Name, t.DType, x.DType)
		}
		if len(x.Shape) != len(t.Shape) {
			return nil, fmt.Errorf("parameter %s has rank %d, got a tensor of shape %v", p.Name, len(t.Shape), x.Shape)
		}
		for i, d := range t.Shape {
			switch d := d.(type) {
			case *ir.ConstInt:
				if d.Value != x.Shape[i] {
					return nil, fmt.Errorf("parameter %s has shape %s, got a tensor of shape %v", p.Name, ir.PrintType(t), x.Shape)
				}
			case *ir.Var:
				if prev, ok := fr.env[d]; ok {
					if s, ok := prev.(Scalar); !ok || s.V != float64(x.Shape[i]) {
						return nil, fmt.Errorf("parameter %s: dimension %s is already %v, got a tensor of shape %v", p.Name, d.Name, prev, x.Shape)
					}
				} else {
					fr.env[d] = Scalar{V: float64(x.Shape[i]), DType: ir.INDEX}
				}
			}
		}
		return x, nil
	case *ir.ScalarType:
		s, ok := a.(Scalar)
		if !ok {
			return nil, fmt.Errorf("parameter %s wants a scalar, got a %s", p.Name, kindOf(a))
		}
		s.V = round(t.DType, s.V)
		s.DType = t.DType
		return s, nil
	case *ir.TileType:
		if _, ok := a.(*Tile); !ok {
			return nil, fmt.Errorf("parameter %s wants a tile, got a %s", p.Name, kindOf(a))
		}
	}
	return a, nil
}
