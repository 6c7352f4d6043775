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
// and prints the same again. Ops the default registry lacks come from the
// test stand-ins (standInRegistry). The programs carry no comments inside
// functions: PyPTO prints those back and irfuzz does not keep them.
func TestSyntaxForms(t *testing.T) {
	files, err := filepath.Glob("testdata/syntax/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no syntax programs: %v", err)
	}
	reg := standInRegistry(t)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ParseWith(reg, path, string(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			text := Print(p)
			want, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".pypto")
			if err != nil {
				t.Fatal(err)
			}
			if text != string(want) {
				t.Fatalf("printed text differs from PyPTO's:\n%s", lineDiff(string(want), text))
			}
			p2, err := ParseWith(reg, path+".printed", text)
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

// windowed is a program with a tensor x, a scalar n, a tile t and an
// output out; body starts at line 8, column 9.
func windowed(body string) string {
	return `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 32], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[64, 32], pl.FP32] = pl.load(x, [0, 0], [64, 32])
` + body + "        return out\n"
}

// TestSyntaxErrors checks the errors of the statement- and
// annotation-level constructs; each message is the real PyPTO's for the
// same program (checked with pl.parse_program).
func TestSyntaxErrors(t *testing.T) {
	reg := standInRegistry(t)
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
		{"slice step", windowed("        a = x[0:4:2]\n"), "f.py:8:13: Slice step is not supported in tensor subscript"},
		{"too many indices", windowed("        a = x[1, 2, 3]\n"), "f.py:8:13: Tensor subscript has 3 indices but the tensor is 2D"},
		{"dynamic tile lower bound", windowed("        a = t[n:8]\n"), "f.py:8:13: Dynamic lower bounds are not supported in tile subscript"},
		{"empty tile window", windowed("        a = t[40:40]\n"), "f.py:8:13: Tile subscript must produce a positive static extent"},
		{"tile slice step", windowed("        a = t[0:4:2]\n"), "f.py:8:13: Slice step is not supported in tile subscript"},
		{"element write", windowed("        out[1, 2] = n\n"), "f.py:8:9: Element-write 'dst[i, j] = scalar' is not supported for tensor targets"},
		{"write of another kind", windowed("        out[0:8] = t\n"), "f.py:8:9: Subscript-write source must also be a tensor, got TileType"},
		{"write shape", windowed("        a = x[0:16, 0:32]\n        out[0:8] = a\n"), "f.py:9:9: Subscript-write shape mismatch on source axis 0: window expects 8 elements, source has 16"},
		{"write rank", windowed("        a = x[0:16, 0:32]\n        out[5, 0:32] = a\n"), "f.py:9:9: Subscript-write source must be 1D to match the rank-reduced tensor window, got 2D"},
		{"write step", windowed("        out[0:4:2] = x\n"), "f.py:8:9: Slice step is not supported in tensor subscript-write"},
		{"scalar subscript", windowed("        a = n[0]\n"), "f.py:8:13: Subscript requires Tuple, Tensor, Tile, or Array type, got ScalarType"},
		{"nested write target", windowed("        out[0][0:2] = x\n"), "f.py:8:9: Subscript-write target must be a variable name, got out[0]"},
		{"nested unpack", twoOut("        (x, y), z = self.two(a, lo, hi)\n        return x\n"), "f.py:11:9: Tuple unpacking target must be a variable name, got (x, y)"},
		{"nested submit target", twoOut("        ((x, w), y), tid = pl.submit(self.two, a, lo, hi)\n        return x\n"), "f.py:11:9: pl.submit(...) result target must contain plain variable names only (no nested tuples), got '(x, w)'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseWith(reg, "f.py", tc.src)
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

// TestTileWindowArgs checks the arguments a tile subscript over a tile with
// a dynamic valid region builds: each call is as the real PyPTO prints it
// (the deduced result types are the registry's, not checked here).
func TestTileWindowArgs(t *testing.T) {
	src := `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 32], pl.FP32], b: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        t: pl.Tile[[64, 32], pl.FP32] = pl.load(x, [0, 0], [64, 32])
        v: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[b, 32])] = pl.load(x, [0, 0], [64, 32], valid_shape=[b, 32])
        s3 = t[0:b]
        s6 = v[0:16]
        s7 = v[8:]
        s9 = v[:, 0:8]
        return out
`
	p, err := Parse("f.py", src)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"s3": "pl.tile.slice(t, [64, 32], [0, 0], [pl.max(pl.min(b, 64), 0), 32])",
		"s6": "pl.tile.slice(v, [16, 32], [0, 0], [pl.max(pl.min(b, 16), 0), 32])",
		"s7": "pl.tile.slice(v, [56, 32], [8, 0], [pl.max(b - 8, 0), 32])",
		"s9": "pl.tile.slice(v, [64, 8], [0, 0], [b, 8])",
	}
	for _, st := range Stmts(p.Funcs[0].Body) {
		a, ok := st.(*AssignStmt)
		if !ok || want[a.Var.Name] == "" {
			continue
		}
		if got := PrintExpr(a.Value); got != want[a.Var.Name] {
			t.Errorf("%s = %s, want %s", a.Var.Name, got, want[a.Var.Name])
		}
		delete(want, a.Var.Name)
	}
	if len(want) > 0 {
		t.Errorf("not found: %v", want)
	}
}
