package verifier

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// callDirectionsResolved is PyPTO's CallDirectionsResolved
// (src/ir/verifier/verify_call_directions.cpp), the property
// DeriveCallDirections produces. In every function with a body: a Group or
// Spmd wrapper must declare its effective parameter directions
// (ir.WrapperEffectiveDirections; :191-204); and every call or submit of a
// program function with arguments must carry attrs["arg_directions"], one
// per argument (:73-93), scalar exactly for the non-tensor arguments
// (:101-117), and, for a tensor argument, one the callee's parameter
// direction allows (:127-174): In takes input or no_dep; InOut takes inout,
// output_existing or no_dep; Out takes output, output_existing, inout or
// no_dep. Code 0, at the call (the wrapper's function), the first problem
// of a call only; a call is checked after its arguments.
var callDirectionsResolved = &rule{
	name: "CallDirectionsResolved",
	prop: CallDirectionsResolved,
	doc:  "every call of a program function carries valid per-argument directions",
	run: func(p *Pass) {
		var eff map[*ir.Function][]ir.ParamDirection
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil {
				continue
			}
			if eff == nil {
				eff = ir.WrapperEffectiveDirections(p.Prog)
			}
			if d, ok := eff[f]; ok && !slices.Equal(d, f.Dirs) {
				p.Errorf(0, f.Pos, "wrapper function '%s' has stale param_directions_ after DeriveCallDirections; effective directions are %s but the signature declares %s",
					f.Name, formatParamDirs(d), formatParamDirs(f.Dirs))
			}
			var v visitor
			v.onExpr = func(e ir.Expr) bool {
				switch c := e.(type) {
				case *ir.Call:
					v.ExprChildren(c)
					if c.Op == nil {
						checkCallDirections(p, f.Name, c.Callee, c.Args, c.Attrs, c.Pos)
					}
					return false
				case *ir.Submit:
					v.ExprChildren(c)
					checkCallDirections(p, f.Name, c.Callee, c.Args, c.Attrs, c.Pos)
					return false
				}
				return true
			}
			v.Stmt(f.Body)
		}
	},
}

// argDirNames are ArgDirectionToString's names (include/pypto/ir/expr.h:
// 366-382), by ir.ArgDirection.
var argDirNames = []string{"Input", "Output", "InOut", "OutputExisting", "NoDep", "Scalar"}

func argDirName(d ir.ArgDirection) string {
	if int(d) < len(argDirNames) {
		return argDirNames[d]
	}
	return d.String()
}

// tensorTypedArg is IsTensorTypedArg (:36-42): a tensor (plain or
// distributed) or tuple argument.
func tensorTypedArg(a ir.Expr) bool {
	if a == nil {
		return false
	}
	switch a.Type().(type) {
	case *ir.TensorType, *ir.TupleType:
		return true
	}
	return false
}

// formatParamDirs is FormatDirections (:179-187).
func formatParamDirs(ds []ir.ParamDirection) string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.String()
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// checkCallDirections is CheckCallLike (:66-176).
func checkCallDirections(p *Pass, fn, callee string, args []ir.Expr, attrs []ir.Kwarg, pos ir.Span) {
	f := p.Prog.Func(callee)
	if f == nil || len(args) == 0 {
		return
	}
	fail := func(format string, a ...any) {
		p.Errorf(0, pos, "in function '%s', call to '%s': %s", fn, callee, fmt.Sprintf(format, a...))
	}
	var raw any
	has := false
	for _, kw := range attrs {
		if kw.Key == "arg_directions" {
			raw, has = kw.Value, true
			break
		}
	}
	if !has {
		fail("Call attrs['arg_directions'] is missing after DeriveCallDirections")
		return
	}
	list, _ := raw.([]any)
	dirs := make([]ir.ArgDirection, 0, len(list))
	for _, x := range list {
		if d, ok := x.(ir.ArgDirection); ok {
			dirs = append(dirs, d)
		}
	}
	if len(dirs) == 0 || len(dirs) != len(list) {
		fail("Call attrs['arg_directions'] is empty after DeriveCallDirections")
		return
	}
	if len(dirs) != len(args) {
		fail("Call attrs['arg_directions'] size (%d) != args_ size (%d)", len(dirs), len(args))
		return
	}
	for i, a := range args {
		d := dirs[i]
		tensor := tensorTypedArg(a)
		if tensor && d == ir.ArgScalarDir {
			fail("tensor argument at index %d has ArgDirection::Scalar", i)
			return
		}
		if !tensor && d != ir.ArgScalarDir {
			fail("non-tensor argument at index %d has %s (expected Scalar)", i, argDirName(d))
			return
		}
		if !tensor || i >= len(f.Dirs) {
			continue
		}
		var ok bool
		switch f.Dirs[i] {
		case ir.In:
			ok = d == ir.ArgInput || d == ir.ArgNoDep
		case ir.InOut:
			ok = d == ir.ArgInOut || d == ir.ArgOutputExisting || d == ir.ArgNoDep
		default:
			ok = d == ir.ArgOutput || d == ir.ArgOutputExisting || d == ir.ArgInOut || d == ir.ArgNoDep
		}
		if !ok {
			fail("tensor argument at index %d has %s but callee param direction is %s", i, argDirName(d), f.Dirs[i])
			return
		}
	}
}
