package ir

import (
	"strings"
	"testing"
)

// TestNamerNoDoubleUnderscore: a name that ends in "_" (an escaped keyword)
// is numbered without another "_": PyPTO's ConvertToSSA rejects a user name
// containing its "__" delimiter (auto_name_utils.h:81-84).
func TestNamerNoDoubleUnderscore(t *testing.T) {
	n := newNamer(nil)
	var got []string
	for _, name := range []string{"as", "as", "as", "x", "x"} {
		got = append(got, n.define(&Var{Name: name}))
	}
	if want := "as_ as_1 as_2 x x_1"; strings.Join(got, " ") != want {
		t.Errorf("names %q, want %q", strings.Join(got, " "), want)
	}
}
