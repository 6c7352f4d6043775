package ir

import (
	"fmt"
	"sort"
	"testing"
)

func TestVarOf(t *testing.T) {
	v := &Var{Name: "v"}
	ia := &IterArg{Var: Var{Name: "c"}}
	var nilVar *Var
	var nilIter *IterArg
	for _, c := range []struct {
		e    Expr
		want *Var
	}{
		{v, v},
		{ia, &ia.Var},
		{&ConstInt{Value: 1}, nil},
		{&Binary{L: v, R: v}, nil},
		{nil, nil},
		{nilVar, nil},
		{nilIter, nil},
	} {
		if got := VarOf(c.e); got != c.want {
			t.Errorf("VarOf(%T) = %p, want %p", c.e, got, c.want)
		}
	}
}

func names(m map[*Var]bool) string {
	var out []string
	for v := range m {
		out = append(out, v.Name)
	}
	sort.Strings(out)
	return fmt.Sprint(out)
}

func TestCollectReadsAndDefinedVars(t *testing.T) {
	p, ss := rebuildProgram(t)
	// The for loop reads its init t0 and, in its body, c, c1 and d; the
	// while loop its condition's and body's w and w1; the if its condition's
	// k and the branches' rc, e and rd.
	for i, want := range []string{1: "[c c1 d t0]", 2: "[w w1]", 3: "[e k rc rd]"} {
		if i == 0 {
			continue
		}
		got := map[*Var]bool{}
		CollectReads(ss[i], got)
		if names(got) != want {
			t.Errorf("CollectReads(statement %d) = %s, want %s", i, names(got), want)
		}
	}
	f := p.Funcs[0]
	want := "[a c c1 d e i k o out rc rd rw t0 w w1 y]"
	if got := names(DefinedVars(f.Params, ss)); got != want {
		t.Errorf("DefinedVars = %s, want %s", got, want)
	}
	if got := names(DefinedVars(nil, ss[:1])); got != "[t0]" {
		t.Errorf("DefinedVars without params = %s, want [t0]", got)
	}
}
