package verifier

import "github.com/irfuzz/irfuzz/ir"

// clusterOutlined is PyPTO's ClusterOutlined (the verifier in
// src/ir/transforms/outline_cluster_scopes_pass.cpp:359-386): in every
// function that is not a Group or Spmd wrapper, each cluster scope and
// each spmd scope, nested ones included, is an Error, code 0.
var clusterOutlined = &rule{
	name: "ClusterOutlined",
	prop: ClusterOutlined,
	doc:  "no cluster or spmd scope left outside Group and Spmd functions",
	run: func(p *Pass) {
		v := visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
			sc, ok := s.(*ir.ScopeStmt)
			switch {
			case !ok:
			case sc.Kind == ir.ScopeCluster:
				p.Errorf(0, sc.Pos, "Cluster ScopeStmt found in non-Group function (should have been outlined)")
			case sc.Kind == ir.ScopeSpmd:
				p.Errorf(0, sc.Pos, "Spmd ScopeStmt found in non-Group function (should have been outlined)")
			}
			return false
		}}
		for _, f := range p.Prog.Funcs {
			if f != nil && f.Body != nil && f.Kind != ir.Group && f.Kind != ir.Spmd {
				v.Stmt(f.Body)
			}
		}
	},
}
