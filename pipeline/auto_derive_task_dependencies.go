package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// AutoDeriveTaskDependencies is PyPTO's AutoDeriveTaskDependencies (src/
// ir/transforms/auto_derive_task_dependencies_pass.cpp) as the default
// pipeline runs it: right after DeriveCallDirections with
// analyze_auto_scopes=False (python/pypto/ir/pass_manager.py:230, the
// PassManager's default, :278-300).
//
// With analyze_auto_scopes off the pass's mutator sees no analysed scope:
// a runtime scope, manual or auto, is returned as it is (:1393-1399) and a
// call or submit outside an analysed scope is left alone (:1620), so no
// dependency edge and no direction rewrite is made. What remains is the
// function attr __compiler_auto_manual_layer_candidate: it is dropped
// from every function that has it set (:2276-2292), as no whole body is
// analysed to set it anew. The text format cannot carry that attr (the
// parser drops it), so on a parsed program the pass changes nothing.
//
// Not modelled: the analyze_auto_scopes=True analysis (storage roots and
// regions of every task argument, compiler_manual_dep_edges between
// hazardous tasks of an auto scope, no_dep / output_existing direction
// rewrites, the fallbacks for dynamic accesses; :1-2248), which the
// default pipeline never runs.
var AutoDeriveTaskDependencies = &Pass{
	Name:     "AutoDeriveTaskDependencies",
	Doc:      "derive task dependencies of auto runtime scopes (off by default: drops the manual-layer candidate attr)",
	Required: set(pSIO, verifier.CallDirectionsResolved),
	Produced: set(verifier.CallDirectionsResolved),
	Run:      runAutoDeriveTaskDependencies,
}

// attrAutoManualLayerCandidate marks a function whose whole body the
// analysis found fit for one manual layer (auto_derive_task_dependencies_
// pass.cpp:64; read by MaterializeRuntimeScopes, materialize_runtime_
// scopes_pass.cpp:250).
const attrAutoManualLayerCandidate = "__compiler_auto_manual_layer_candidate"

func runAutoDeriveTaskDependencies(p *ir.Program, _ *Context) (*ir.Program, error) {
	return p.MapFuncs(func(f *ir.Function) (*ir.Function, error) {
		if f == nil || f.Body == nil {
			return f, nil
		}
		// func->GetAttr<bool>(kAttrCompilerAutoManualLayerCandidate, false).
		if v, _ := f.Attr(attrAutoManualLayerCandidate); v != true {
			return f, nil
		}
		nf := *f
		nf.Attrs = nil
		for _, kw := range f.Attrs {
			if kw.Key != attrAutoManualLayerCandidate {
				nf.Attrs = append(nf.Attrs, kw)
			}
		}
		return &nf, nil
	})
}
