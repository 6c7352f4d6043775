package ir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSyntaxForms parses each testdata/syntax/<name>.py, a program in DSL
// spellings PyPTO's tests use, and checks that it prints exactly as the
// real PyPTO prints it (<name>.pypto, recorded from the pinned PyPTO with
// ir.python_print(pl.parse_program(src)), plus the final newline Print
// ends with), and that the printed text parses back to the same program
// and prints the same again. The programs carry no comments inside
// functions: PyPTO prints those back and irfuzz does not keep them.
func TestSyntaxForms(t *testing.T) {
	files, err := filepath.Glob("testdata/syntax/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no syntax programs: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			p := mustParseFile(t, path)
			text := Print(p)
			want, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".pypto")
			if err != nil {
				t.Fatal(err)
			}
			if text != string(want) {
				t.Fatalf("printed text differs from PyPTO's:\n%s", lineDiff(string(want), text))
			}
			p2, err := Parse(path+".printed", text)
			if err != nil {
				t.Fatalf("reparse of printed text: %v", err)
			}
			if d := DiffStrict(p, p2); d != "" {
				t.Fatalf("parse(print(p)) != p: %s", d)
			}
			if got := Print(p2); got != text {
				t.Fatalf("print(parse(print(p))) != print(p):\n%s", lineDiff(text, got))
			}
		})
	}
}

// progWith is a one-function program with the given decorator line and
// body; the decorator is line 5 (column 5), the def line 6, the body
// starts at line 7, column 9.
func progWith(deco, body string) string {
	return `import pypto.language as pl

@pl.program
class P:
    ` + deco + `
    def k(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
` + body
}

// twoOut is a program whose orchestration function orch (body from line
// 11, column 9) can call the two-output kernel two.
func twoOut(body string) string {
	return `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def two(self, a: pl.Tensor[[16, 16], pl.FP32], lo: pl.Out[pl.Tensor[[16, 16], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        return lo, hi

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], lo: pl.Out[pl.Tensor[[16, 16], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
` + body
}

// tileAnn is a program whose one statement (line 8, column 9) annotates a
// tile with the given trailing arguments; pre goes after the import.
func tileAnn(ann, pre string) string {
	return `import pypto.language as pl
` + pre + `

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, a: pl.Tensor[[64, 32], pl.FP16]) -> pl.Tensor[[64, 32], pl.FP16]:
        t: pl.Tile[[64, 32], pl.FP16, ` + ann + `] = pl.load(a, [0, 0], [64, 32])
        return a
`
}

// TestSyntaxErrors checks the errors of the statement- and
// annotation-level constructs; each message is the real PyPTO's for the
// same program (checked with pl.parse_program).
func TestSyntaxErrors(t *testing.T) {
	ret := "        return x\n"
	for _, tc := range []struct {
		name, src, want string
	}{
		{"attrs not a dict", progWith(`@pl.function(attrs=[1])`, ret), "f.py:5:24: `@pl.function(attrs=...)` must be a dict, got list"},
		{"attrs key", progWith(`@pl.function(attrs={1: 2})`, ret), "f.py:5:25: `@pl.function(attrs=...)` keys must be strings, got 1"},
		{"attrs None value", progWith(`@pl.function(attrs={"a": None})`, ret), "f.py:5:30: Failed to parse function 'k': Unsupported kwarg type for key: a"},
		{"attr twice", progWith(`@pl.function(attrs={"a": 1})`, "        pl.func_attr({\"a\": 2})\n"+ret), "f.py:7:9: Duplicate function attribute 'a' in function 'k'. Each attribute may be declared only once."},
		{"attr twice in one", progWith(`@pl.function`, "        pl.func_attr({\"a\": 1, \"a\": 2})\n"+ret), "f.py:7:9: Duplicate function attribute 'a' in pl.func_attr({...})"},
		{"late func_attr", progWith(`@pl.function`, "        y = x\n        pl.func_attr({\"a\": 2})\n"+ret), "f.py:8:9: pl.func_attr() must appear before every other statement in 'k'"},
		{"decorator-only attr", progWith(`@pl.function`, "        pl.func_attr({\"auto_scope\": False})\n"+ret), "f.py:7:9: 'auto_scope' cannot be set with pl.func_attr()"},
		{"func_attr arity", progWith(`@pl.function`, "        pl.func_attr({\"a\": 1}, 2)\n"+ret), "f.py:7:9: pl.func_attr() takes exactly one positional dict argument (no keywords)"},
		{"func_attr not a dict", progWith(`@pl.function`, "        pl.func_attr([1])\n"+ret), "f.py:7:22: pl.func_attr() argument must be a dict literal"},
		{"external on InCore", progWith(`@pl.function(type=pl.FunctionType.InCore, external_source="/k.cpp")`, "        ...\n"), "f.py:6:5: external_source is only valid on FunctionType.AIC or FunctionType.AIV, got FunctionType.InCore for function 'k'"},
		{"external with a body", progWith(`@pl.function(type=pl.FunctionType.AIV, external_source="/k.cpp")`, ret), "f.py:6:5: External kernel 'k' must have an empty '...' body (signature only) — its implementation is the C++ source given by external_source."},
		{"level UNDEFINED", progWith(`@pl.function(level=pl.Level.UNDEFINED)`, ret), "f.py:5:24: Unknown Level value: UNDEFINED"},
		{"slot out of range", tileAnn("ring[3], pl.Mem.Vec", "ring = pl.MemRef(slots=3)"), "f.py:8:39: Slot index 3 is out of range for 'ring', declared with 3 slot(s)"},
		{"single slot subscripted", tileAnn("stage[0], pl.Mem.Vec", "stage = pl.MemRef()"), "f.py:8:39: 'stage' was declared with a single slot, so it cannot be subscripted"},
		{"slots zero", tileAnn(`pl.MemRef("x", slots=0), pl.Mem.Vec`, ""), "f.py:8:39: slots must be a positive integer literal, got 0"},
		{"undeclared slot", tileAnn("l0c[0], pl.Mem.Vec", ""), "f.py:8:39: Unsupported Tile annotation argument: l0c[0]"},
		{"resolved slot out of range", tileAnn(`pl.MemRef("r", 0, 1024, slots=2)[5], pl.Mem.Vec`, ""), "f.py:8:39: Slot index 5 is out of range for 'r', which holds 2 slot(s)"},
		{"resolved single slot", tileAnn(`pl.MemRef("r", 0, 1024)[0], pl.Mem.Vec`, ""), "f.py:8:39: 'r' holds a single slot, so it cannot be subscripted"},
		{"layout on a tile", tileAnn("pl.TensorLayout.DN", ""), "f.py:8:39: Tile does not accept layouts like pl.TensorLayout.DN"},
		{"nested unpack", twoOut("        (x, y), z = self.two(a, lo, hi)\n        return x\n"), "f.py:11:9: Tuple unpacking target must be a variable name, got (x, y)"},
		{"nested submit target", twoOut("        ((x, w), y), tid = pl.submit(self.two, a, lo, hi)\n        return x\n"), "f.py:11:9: pl.submit(...) result target must contain plain variable names only (no nested tuples), got '(x, w)'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("f.py", tc.src)
			if err == nil {
				t.Fatalf("parsed without error")
			}
			if err.Error() != tc.want {
				t.Errorf("error =\n  %s\nwant\n  %s", err, tc.want)
			}
			if _, ok := err.(*SyntaxError); !ok {
				t.Errorf("error is %T, want *SyntaxError", err)
			}
		})
	}
}
