package ir

import (
	"strings"
	"testing"
)

// TestFingerprintSeesWhatPrints: an edit that changes only what Hash
// ignores (a name, a MemRef, the program's name, the functions' order)
// keeps Hash and changes Fingerprint; an edit of structure changes both;
// a program parsed twice has one fingerprint.
func TestFingerprintSeesWhatPrints(t *testing.T) {
	a := mustParse(t, eqBase)
	if Fingerprint(a) != Fingerprint(mustParse(t, eqBase)) || Hash(a) != Hash(mustParse(t, eqBase)) {
		t.Fatal("one text parsed twice fingerprints or hashes differently")
	}
	for _, tc := range []struct {
		name, from, to string
		structural     bool
	}{
		{"var name", "b = pl.exp(a)\n", "bb = pl.exp(a)\n", false},
		{"memref offset", `"m0", 0, 8192`, `"m0", 32, 8192`, false},
		{"memref size", `"m0", 0, 8192`, `"m0", 0, 16384`, false},
		{"memref base", `pl.MemRef("m0"`, `pl.MemRef("m1"`, false},
		{"program name", "class P:", "class Q:", false},
		{"op", "pl.add(c, a)", "pl.sub(c, a)", true},
		{"constant", "pl.range(4,", "pl.range(5,", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(eqBase, tc.from, tc.to, 1)
			if src == eqBase {
				t.Fatalf("%q is not in the program", tc.from)
			}
			if tc.from == "b = pl.exp(a)\n" {
				src = strings.Replace(src, "init_values=(b,)", "init_values=(bb,)", 1)
			}
			b := mustParse(t, src)
			if Print(a) == Print(b) {
				t.Fatal("the edit does not change the printed text")
			}
			if Fingerprint(a) == Fingerprint(b) {
				t.Error("Fingerprint is unchanged")
			}
			if got := Hash(a) != Hash(b); got != tc.structural {
				t.Errorf("Hash changed: %v, want %v", got, tc.structural)
			}
		})
	}
}

// TestFingerprintFunctionOrder: Hash, as Equal, matches functions by
// name; Fingerprint, as Print, follows their order.
func TestFingerprintFunctionOrder(t *testing.T) {
	a := mustParse(t, eqBase)
	f := *a.Funcs[0]
	f.Name = "k2"
	b := &Program{Name: a.Name, Funcs: []*Function{a.Funcs[0], &f}}
	c := &Program{Name: a.Name, Funcs: []*Function{&f, a.Funcs[0]}}
	if Hash(b) != Hash(c) {
		t.Error("Hash depends on the order of the functions")
	}
	if Fingerprint(b) == Fingerprint(c) {
		t.Error("Fingerprint ignores the order of the functions")
	}
}
