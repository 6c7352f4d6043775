package ir

import (
	"errors"
	"testing"
)

// TestMapFuncs: an unchanged program comes back as itself; a change copies
// the program and its function list, leaving the input as it was; an
// error stops the walk.
func TestMapFuncs(t *testing.T) {
	a, b := &Function{Name: "a"}, &Function{Name: "b"}
	p := &Program{Name: "P", Funcs: []*Function{a, b}}
	same, err := p.MapFuncs(func(f *Function) (*Function, error) { return f, nil })
	if err != nil || same != p {
		t.Fatalf("unchanged: %p, %v; want the input itself", same, err)
	}
	b2 := &Function{Name: "b"}
	got, err := p.MapFuncs(func(f *Function) (*Function, error) {
		if f == b {
			return b2, nil
		}
		return f, nil
	})
	if err != nil || got == p || got.Name != "P" || got.Funcs[0] != a || got.Funcs[1] != b2 || p.Funcs[1] != b {
		t.Fatalf("changed: %+v, %v; input %+v", got, err, p)
	}
	stop := errors.New("stop")
	calls := 0
	_, err = p.MapFuncs(func(*Function) (*Function, error) {
		calls++
		return nil, stop
	})
	if err != stop || calls != 1 {
		t.Fatalf("error: %v after %d calls; want stop after 1", err, calls)
	}
}
