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

// TestSanitizeFastPath checks that names sanitize returns unchanged (the
// fast path for ASCII identifiers) are exactly those the general rewrite
// leaves unchanged.
func TestSanitizeFastPath(t *testing.T) {
	general := func(name string, reserved map[string]bool) string {
		var b strings.Builder
		for i, r := range name {
			ok := r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9'
			if ok {
				b.WriteRune(r)
			} else {
				if i == 0 && r >= '0' && r <= '9' {
					b.WriteByte('v')
					b.WriteRune(r)
					continue
				}
				b.WriteByte('_')
			}
		}
		s := b.String()
		if reserved[s] {
			s += "_"
		}
		return s
	}
	for _, name := range []string{"x", "_", "x1", "X_y", "1x", "a.b", "pl", "self", "for", "é", "x é", "a-b", "__", "v9_", "in", "None"} {
		if got, want := sanitize(name, pyKeywords), general(name, pyKeywords); got != want {
			t.Errorf("sanitize(%q) = %q, want %q", name, got, want)
		}
	}
}
