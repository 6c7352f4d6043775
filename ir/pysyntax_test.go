package ir

import (
	"reflect"
	"strings"
	"testing"
)

// TestExprShortcut checks that expr's shortcut for an expression that is
// a single primary builds the same syntax tree, and fails with the same
// error, as the full descent through the precedence levels.
func TestExprShortcut(t *testing.T) {
	var inputs []string
	for _, path := range testPrograms(t) {
		src := string(mustReadFile(t, path))
		inputs = append(inputs, src)
		for i := 0; i < len(src); i += 97 {
			inputs = append(inputs, src[:i])
		}
	}
	exprs := []string{
		"a", "a + b * c", "-a ** -b", "not a and b or c", "a < b", "a < b < c", "a if b",
		"f(x)[0] ** 2 ** 3", "a.b.c(d, e=f) // g % h", "(a, b)", "[a, (b,)]", "{1: a}",
		"a == b != c", "x >> 1 << 2 & 3 | 4 ^ 5", "a and not b", "a +", "a ** ", "f(", "a.", "...",
		"True or None", "x[1, 2]", "-(1)", "~x", "+x", "'s' 't'", "1.5e3 * 2",
	}
	for _, e := range exprs {
		inputs = append(inputs, "x = "+e+"\n", "f("+e+", k="+e+")\n", "return "+e+"\n", "y: "+e+" = "+e+"\n")
	}
	parse := func(src string, general bool) ([]pyStmt, string) {
		var p pyParser
		p.generalExpr = general
		p.reset("in.py", src)
		mod, err := p.module()
		if p.lexErrSeen {
			err = p.lx.err
		}
		if err != nil {
			return nil, err.Error()
		}
		return mod, ""
	}
	for _, src := range inputs {
		fast, fastErr := parse(src, false)
		slow, slowErr := parse(src, true)
		if fastErr != slowErr {
			t.Fatalf("%q: shortcut error %q, general error %q", src, fastErr, slowErr)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Fatalf("%q: shortcut and general syntax trees differ", strings.TrimSpace(src))
		}
	}
}
