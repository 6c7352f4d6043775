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

// TestSimpleAnnotationShortcut checks that assign's shortcut for a simple
// annotation (simpleAnnotation, restates) builds the program merge builds
// and fails with its error, on the test programs and on copies whose
// annotations disagree with their values in dtype, shape, memory space or
// kind.
func TestSimpleAnnotationShortcut(t *testing.T) {
	var inputs []string
	for _, path := range testPrograms(t) {
		src := string(mustReadFile(t, path))
		inputs = append(inputs, src)
		for _, r := range [][2]string{
			{"pl.FP32]", "pl.FP16]"}, {"pl.FP32]", "pl.INT32]"}, {"[[16, ", "[[32, "}, {", 16], pl.", ", 8], pl."},
			{"pl.Mem.Vec]", "pl.Mem.Mat]"}, {"pl.Mem.Vec]", "pl.MemorySpace.Left]"}, {", pl.Mem.Vec]", "]"},
			{"pl.Tile[[", "pl.Tensor[["}, {"pl.Tensor[[", "pl.Tile[["}, {"]] = ", "], pl.FP32] = "},
		} {
			for n := 1; n <= 3; n++ {
				if m := strings.Replace(src, r[0], r[1], n); m != src {
					inputs = append(inputs, m)
				}
			}
		}
	}
	describe := func(p *Program, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return Print(p)
	}
	fast, general := NewParser(Ops()), NewParser(Ops())
	general.generalAnn = true
	for i, src := range inputs {
		fp, ferr := fast.Parse("in.py", src)
		gp, gerr := general.Parse("in.py", src)
		if f, g := describe(fp, ferr), describe(gp, gerr); f != g {
			t.Fatalf("input %d: shortcut gives\n%s\ngeneral gives\n%s", i, f, g)
		}
		if ferr == nil {
			if d := Diff(fp, gp); d != "" {
				t.Fatalf("input %d: shortcut and general programs differ: %s", i, d)
			}
		}
	}
}
