package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestFuncsByName(t *testing.T) {
	f, g, f2 := &ir.Function{Name: "f"}, &ir.Function{Name: "g"}, &ir.Function{Name: "f"}
	got := ResultOf(NewPass("test", &ir.Program{Funcs: []*ir.Function{f, nil, g, f2}}, nil, nil), funcsByName)
	if len(got) != 2 || got["f"] != f2 || got["g"] != g {
		t.Errorf("funcsByName = %v", got)
	}
}
