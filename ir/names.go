package ir

import (
	"strconv"
	"strings"
)

// pythonKeywords are Python's hard keywords (keyword.kwlist of the Python
// 3.11 PyPTO is built for). PyPTO reads program text with Python's own
// compiler (python/pypto/language/parser/text_parser.py:238), which refuses
// a keyword where a name goes, so the parser refuses one too (a function
// named "or" is a syntax error), and the printer escapes one with a
// trailing underscore, as PyPTO spells its keyword ops ("and_", "or_",
// "not_": src/ir/transforms/python_printer.cpp:133-158).
var pythonKeywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true,
	"async": true, "await": true, "break": true, "class": true, "continue": true, "def": true,
	"del": true, "elif": true, "else": true, "except": true, "finally": true, "for": true,
	"from": true, "global": true, "if": true, "import": true, "in": true, "is": true,
	"lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true, "raise": true,
	"return": true, "try": true, "while": true, "with": true, "yield": true,
}

// pyKeywords cannot be used as names in printed programs: Python's keywords
// and the names the printed module itself binds.
var pyKeywords = func() map[string]bool {
	m := map[string]bool{"pl": true, "self": true}
	for k := range pythonKeywords {
		m[k] = true
	}
	return m
}()

// SanitizeName turns a name hint into a printable Python identifier.
func SanitizeName(name string) string { return sanitize(name, pyKeywords) }

// globalName turns a function or program name into a printable Python
// identifier. PyPTO prints both verbatim (def: python_printer.cpp:2578,
// class: :2984), so only what cannot be one changes: a Python keyword, which
// no parsed program holds, and a character outside an identifier. "pl" and
// "self" stay: a method named self is called as self.self(...), and the
// module-level pl is not shadowed by a class or method name inside the
// class body (Python binds those in the class namespace; the decorators of
// methods after a "def pl" would see it, as they would in PyPTO).
func globalName(name string) string { return sanitize(name, pythonKeywords) }

func sanitize(name string, reserved map[string]bool) string {
	if name == "" {
		return "v"
	}
	if isASCIIIdent(name) {
		// Already an identifier, the common case: nothing to rewrite.
		if reserved[name] {
			return name + "_"
		}
		return name
	}
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

// isASCIIIdent reports whether s is a non-empty ASCII identifier, which
// sanitize returns unchanged.
func isASCIIIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

// namer gives every Var of one function a unique printed name, in
// definition order: the first "x" stays "x", later ones become "x_1",
// "x_2", ... skipping names already taken.
type namer struct {
	names map[*Var]string
	taken map[string]bool
}

func newNamer(reserved map[string]bool) *namer {
	n := &namer{names: map[*Var]string{}, taken: map[string]bool{}}
	for k := range reserved {
		n.taken[k] = true
	}
	return n
}

func (n *namer) define(v *Var) string {
	if s, ok := n.names[v]; ok {
		return s
	}
	base := SanitizeName(v.Name)
	name := base
	// "__" is the delimiter of PyPTO's compiler-made names, which its
	// ConvertToSSA rejects in a user name
	// (include/pypto/ir/transforms/utils/auto_name_utils.h:81-84): an
	// escaped keyword "as_" numbers as "as_1", not "as__1".
	sep := "_"
	if strings.HasSuffix(base, "_") {
		sep = ""
	}
	for i := 1; n.taken[name]; i++ {
		name = base + sep + strconv.Itoa(i)
	}
	n.taken[name] = true
	n.names[v] = name
	return name
}

func (n *namer) lookup(v *Var) (string, bool) {
	s, ok := n.names[v]
	return s, ok
}
