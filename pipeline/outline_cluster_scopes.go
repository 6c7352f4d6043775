package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// OutlineClusterScopes lifts each cluster scope (pl.cluster()) of an
// Opaque or Orchestration function into a Group function, then each
// standalone spmd scope (pl.spmd(n)) into an Spmd function, and calls them
// in the scopes' place (PyPTO's OutlineClusterScopes, src/ir/transforms/
// outline_cluster_scopes_pass.cpp:227-345; properties
// include/pypto/ir/transforms/pass_properties.h:133-134).
//
// Scopes are named <function>_cluster_<n> / <function>_spmd_<n> (a
// name_hint wins). Unlike the other outliners these see the program, so a
// captured tensor the body hands to a callee's Out / InOut parameter is
// Out / InOut too. An spmd scope's block count and sync_start go on the
// call ("core_num", "sync_start" attributes); an spmd scope nested in a
// cluster scope is unwrapped into the Group function, which is marked
// "spmd_unwrapped", and its launch spec goes on the Group's call, its
// variables translated through the call's arguments (UnwrapNestedSpmd,
// LaunchSpecStamper, :44-221). The parent keeps its function type.
var OutlineClusterScopes = &Pass{
	Name:     "OutlineClusterScopes",
	Doc:      "outline cluster scopes into Group functions and standalone spmd scopes into Spmd functions",
	Required: set(pSSA),
	Produced: set(pSSA, verifier.ClusterOutlined),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		return outlineFunctions(p, func(f *ir.Function) bool { return f.Kind == ir.Opaque || f.Kind == ir.Orchestration },
			func(f *ir.Function, reserved map[string]bool) (*ir.Function, []*ir.Function, error) {
				co := newScopeOutliner(f, f.Body, ir.ScopeCluster, ir.Group, "_cluster_", p, reserved)
				body := co.visit(f.Body)
				if co.err != nil {
					return nil, nil, co.err
				}
				groups := co.outlined
				specs := map[string]*spmdLaunch{}
				for i, g := range groups {
					if g.Kind != ir.Group {
						continue
					}
					ng, spec, err := unwrapNestedSpmd(g)
					if err != nil {
						return nil, nil, err
					}
					if spec != nil {
						groups[i] = ng
						specs[ng.Name] = spec
					}
				}
				if len(specs) > 0 {
					var err error
					if body, err = stampLaunchSpecs(body, specs); err != nil {
						return nil, nil, err
					}
				}
				lookup := *p
				lookup.Funcs = append(append([]*ir.Function(nil), p.Funcs...), groups...)
				so := newScopeOutliner(f, body, ir.ScopeSpmd, ir.Spmd, "_spmd_", &lookup, reserved)
				body = so.visit(body)
				if so.err != nil {
					return nil, nil, so.err
				}
				return withBody(f, body), append(groups, so.outlined...), nil
			})
	},
}

// spmdLaunch is a launch spec lifted out of a Group function's nested spmd
// scope, with what the Group binds (its parameters and definitions).
type spmdLaunch struct {
	coreNum   ir.Expr
	syncStart bool
	group     *ir.Function
	bound     map[*ir.Var]bool
}

// unwrapNestedSpmd replaces the spmd scope of a Group function by its body
// and returns the scope's launch spec (nil when there is none).
func unwrapNestedSpmd(g *ir.Function) (*ir.Function, *spmdLaunch, error) {
	var spec *spmdLaunch
	var err error
	m := &ir.Mutator{}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		sc, ok := s.(*ir.ScopeStmt)
		if !ok || sc.Kind != ir.ScopeSpmd {
			return s
		}
		if spec != nil {
			err = fmt.Errorf("%s: Only one pl.spmd() block is allowed per cluster scope", sc.Pos)
			return s
		}
		spec = &spmdLaunch{coreNum: sc.CoreNum, syncStart: sc.SyncStart}
		return sc.Body
	}
	body := m.StmtTree(g.Body)
	if err != nil || spec == nil {
		return g, nil, err
	}
	ng := *g
	ng.Body = ir.Seq(g.Pos, ir.Stmts(body)...)
	ng.Attrs = append(append([]ir.Kwarg(nil), g.Attrs...), ir.Kwarg{Key: "spmd_unwrapped", Value: true})
	spec.group = &ng
	spec.bound = map[*ir.Var]bool{}
	for _, v := range ng.Params {
		spec.bound[v] = true
	}
	for v := range collectDefUse(ng.Body).defs {
		spec.bound[v] = true
	}
	return &ng, spec, nil
}

// stampLaunchSpecs puts each unwrapped Group's launch spec on the calls of
// it, the spec's parameters replaced by the call's arguments; a count the
// Group computes itself cannot be stamped.
func stampLaunchSpecs(body ir.Stmt, specs map[string]*spmdLaunch) (ir.Stmt, error) {
	var err error
	m := &ir.Mutator{}
	m.Expr = func(e ir.Expr) ir.Expr {
		c, ok := e.(*ir.Call)
		if !ok || c.Op != nil || specs[c.Callee] == nil || err != nil {
			return e
		}
		spec := specs[c.Callee]
		args := map[*ir.Var]ir.Expr{}
		for i, prm := range spec.group.Params {
			if i < len(c.Args) {
				args[prm] = c.Args[i]
			}
		}
		t := &ir.Mutator{Expr: func(x ir.Expr) ir.Expr {
			if v, ok := x.(ir.VarLike); ok && args[v.VarRef()] != nil {
				return args[v.VarRef()]
			}
			return x
		}}
		cn := t.ExprTree(spec.coreNum)
		ir.WalkExpr(cn, func(n ir.Node) bool {
			if v, ok := n.(ir.VarLike); ok && spec.bound[v.VarRef()] && err == nil {
				err = fmt.Errorf("%s: pl.spmd() block count references '%s', which is defined inside the enclosing pl.cluster(). "+
					"The block count is evaluated at the cluster's launch site, so it must be computed before `with pl.cluster():` and captured, e.g.\n"+
					"    n = pl.system.available_cluster_count()\n"+
					"    with pl.cluster():\n"+
					"        with pl.spmd(n):", spec.group.Pos, v.VarRef().Name)
			}
			return true
		})
		n := *c
		n.Attrs = append(append([]ir.Kwarg(nil), c.Attrs...), ir.Kwarg{Key: "core_num", Value: launchCount(cn)})
		if spec.syncStart {
			n.Attrs = append(n.Attrs, ir.Kwarg{Key: "sync_start", Value: true})
		}
		return &n
	}
	out := m.StmtTree(body)
	return out, err
}
