package pipeline

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestAutoDeriveTaskDependenciesDropsCandidateAttr: with analyze_auto_scopes
// off the pass drops __compiler_auto_manual_layer_candidate=True from a
// function and keeps its other attrs in order
// (auto_derive_task_dependencies_pass.cpp:2276-2292); a function whose
// attr is False, or that has none, is returned as it is, and a program
// with no such attr is the input itself. The text format cannot carry the
// attr, so the case is built here.
func TestAutoDeriveTaskDependenciesDropsCandidateAttr(t *testing.T) {
	p := parseFile(t, "testdata/AutoDeriveTaskDependencies/hazard_default.expected.py")
	if out, err := runAutoDeriveTaskDependencies(p, &Context{}); err != nil || out != p {
		t.Fatalf("no attr: got a new program (err %v)", err)
	}
	main, scale := p.Func("main"), p.Func("scale")
	withAttr := *main
	withAttr.Attrs = []ir.Kwarg{{Key: "a", Value: int64(1)}, {Key: attrAutoManualLayerCandidate, Value: true}, {Key: "b", Value: "x"}}
	falseAttr := *scale
	falseAttr.Attrs = []ir.Kwarg{{Key: attrAutoManualLayerCandidate, Value: false}}
	in := *p
	in.Funcs = []*ir.Function{&falseAttr, &withAttr}
	out, err := runAutoDeriveTaskDependencies(&in, &Context{})
	if err != nil {
		t.Fatal(err)
	}
	if out.Funcs[0] != &falseAttr {
		t.Errorf("a False attr changed the function")
	}
	got := out.Funcs[1]
	if got == &withAttr || len(got.Attrs) != 2 || got.Attrs[0].Key != "a" || got.Attrs[1].Key != "b" {
		t.Errorf("attrs after the pass: %v, want [a b]", got.Attrs)
	}
	if len(withAttr.Attrs) != 3 {
		t.Errorf("the pass modified its input: %v", withAttr.Attrs)
	}
	if got.Body != withAttr.Body {
		t.Errorf("the body was rebuilt")
	}
}
