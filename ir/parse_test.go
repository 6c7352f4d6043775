package ir

import (
	"strings"
	"testing"
)

// wrap puts a function body into a minimal program; the body starts at
// line 6, column 9.
func wrap(body string) string {
	return `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[32, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
` + body
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"empty", "", "f.py:1:1: no @pl.program class found"},
		{"unclosed", "x = [1, 2\n", "f.py:2:1: unexpected end of file: unclosed bracket"},
		{"bad char", "x = 1 $ 2\n", "f.py:1:7: unexpected character \"$\""},
		{"bad indent", wrap("        a = 1\n      b = 2\n"), "f.py:8:7: unindent does not match any outer indentation level"},
		{"undefined", wrap("        t: pl.Tile[[32, 64], pl.FP32] = pl.load(y, [0, 0], [32, 64])\n        return out\n"), "f.py:7:49: Undefined variable 'y'"},
		{"unknown op", wrap("        t = pl.tile.frobnicate(x)\n"), "f.py:7:13: Unknown pl.tile operation: frobnicate"},
		{"scalar categories", wrap("        z = n * 0.5\n"), "f.py:7:15: Operator 'mul' requires same numeric dtype category, got index and fp32"},
		{"ill-typed", wrap("        t = pl.load(x, [0, 0], [64, 64])\n"), "f.py:7:13: pl operation 'load': tile.load: argument 2 (shapes): window-bounds: reads past the end of dimension 0: offset 0 + extent 64 exceeds the source extent 32. Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the source edge instead"},
		{"annotation shape", wrap("        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])\n"), "f.py:7:9: Type annotation for 't' has shape dimension 0 = 16 but expression has shape dimension 0 = 32"},
		{"annotation kind", wrap("        t: pl.Tensor[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])\n"), "f.py:7:9: Type annotation for 't' is Tensor but expression has type Tile"},
		{"unknown dtype", wrap("        t: pl.Tile[[32, 64], pl.FP99] = pl.load(x, [0, 0], [32, 64])\n"), "f.py:7:30: Unknown dtype: pl.FP99"},
		{"unknown kwarg", wrap("        t = pl.tile.load(x, [0, 0], [32, 64], [32, 64], speed=3)\n"), "f.py:7:57: pl.tile operation 'load': load() got an unexpected keyword argument 'speed'"},
		{"yield outside", wrap("        pl.yield_(x)\n"), "f.py:7:9: pl.yield_ outside a loop or branch"},
		{"loop without yield", wrap("        for i, (a,) in pl.range(4, init_values=(x,)):\n            b = a\n        return out\n"), "f.py:7:9: a loop with init_values must end with pl.yield_"},
		{"yield not last", wrap("        for i, (a,) in pl.range(4, init_values=(x,)):\n            r = pl.yield_(a)\n            b = a\n"), "f.py:9:13: statement after pl.yield_; a yield must end its block"},
		{"bad if cond", wrap("        if n:\n            pass\n"), "f.py:7:12: if condition must be a Bool-typed scalar expression, got pl.Scalar[pl.INDEX]"},
		{"bad enum", wrap("        t = pl.load(x, [0, 0], [32, 64], target_memory=pl.Mem.Nowhere)\n"), "f.py:7:56: unknown name pl.Mem.Nowhere"},
		{"bad function type", strings.Replace(wrap("        return out\n"), "FunctionType.InCore", "FunctionType.Kernel", 1), "f.py:5:23: Unknown FunctionType value: Kernel (valid: Opaque, Orchestration, InCore, AIC, AIV, Group, Spmd, Inline, Graph)"},
		{"missing annotation", strings.Replace(wrap("        return out\n"), "x: pl.Tensor[[32, 64], pl.FP32]", "x", 1), "f.py:6:17: parameter \"x\" needs a type annotation"},
		{"chained cmp", wrap("        b = 1 < n < 3\n"), "f.py:7:19: chained comparisons are not supported; parenthesize"},
		{"tile arith", wrap("        t = pl.load(x, [0, 0], [32, 64])\n        u = t + t\n"), "f.py:8:15: operator + needs scalar operands, got pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] and pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] (use pl.add / pl.mul ... for tiles)"},
		{"self call", wrap("        r = self.nope(x)\n"), "f.py:7:13: Function 'nope' not defined in program"},
		{"reassign type", wrap("        a = 1\n        a = 1.5\n"), "f.py:8:9: Cannot reassign 'a' with a different type: was pl.Scalar[pl.INDEX], got pl.Scalar[pl.FP32]"},
		{"memref without space", wrap("        t: pl.Tile[[32, 64], pl.FP32, pl.MemRef(\"m\", 0, 8192)] = pl.load(x, [0, 0], [32, 64])\n"), "f.py:7:12: TileType with MemRef must have explicit memory_space"},
		{"huge int", wrap("        a = 99999999999999999999\n"), "f.py:7:13: integer literal 99999999999999999999 does not fit in 64 bits"},
		{"bad string", "x = 'abc\n", "f.py:1:5: unterminated string literal"},
		{"stage on range", wrap("        for i in pl.range(4, stage=2):\n            pass\n"), "f.py:7:30: stage= is only valid for pl.pipeline"},
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

func TestParseDSLSpellings(t *testing.T) {
	// The unified spellings parse to the same IR as the canonical ones.
	dsl := wrap(`        a: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        b = pl.add(a, 1.0)
        c = pl.mul(a, b)
        d = pl.cast(c, pl.BF16, mode="rint")
        e = pl.move(a, pl.MemorySpace.Mat)
        f = pl.fillpad(a, pl.PadValue.min)
        g = pl.full([4, 4], pl.FP32, value=0.0)
        h = pl.create_tensor([8], dtype=pl.INT32)
        s = pl.max(n, 3) + pl.min(n, 1)
        c2 = pl.cast(s, pl.INT32)
        o = pl.store(a, [0, 0], out, atomic=pl.AtomicType.Add)
        return o
`)
	canon := wrap(`        a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a, 1.0)
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a, b)
        d: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(c, target_type=pl.BF16, mode='rint')
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.move(a, target_memory=pl.Mem.Mat)
        f: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(a, pad_value=pl.PadValue.min)
        g: pl.Tensor[[4, 4], pl.FP32] = pl.tensor.full([4, 4], dtype=pl.FP32, value=0.0)
        h: pl.Tensor[[8], pl.INT32] = pl.tensor.create([8], dtype=pl.INT32)
        s: pl.Scalar[pl.INDEX] = pl.max(n, 3) + pl.min(n, 1)
        c2: pl.Scalar[pl.INT32] = pl.cast(s, pl.INT32)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(a, [0, 0], out, atomic=pl.AtomicType.Add)
        return o
`)
	a, err := Parse("dsl.py", dsl)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse("canon.py", canon)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(a, b); d != "" {
		t.Fatalf("DSL and canonical spellings differ: %s\n%s", d, Print(a))
	}
}

func TestParseNeverPanicsOnTruncations(t *testing.T) {
	// Every prefix of every test program either parses or returns an error.
	for _, path := range testPrograms(t) {
		src := string(mustReadFile(t, path))
		for i := 0; i < len(src); i += 7 {
			if _, err := Parse(path, src[:i]); err != nil {
				if _, ok := err.(*SyntaxError); !ok {
					t.Fatalf("%s[:%d]: error %T", path, i, err)
				}
				if strings.Contains(err.Error(), "internal parser error") {
					t.Fatalf("%s[:%d]: %v", path, i, err)
				}
			}
		}
	}
}

func TestParseKeywordPositional(t *testing.T) {
	a := mustParse(t, wrap("        t = pl.tile.load(x, [0, 0], [32, 64], valid_shape=[16, 64], target_memory=pl.Mem.Vec)\n        return out\n"))
	b := mustParse(t, wrap("        t = pl.tile.load(x, [0, 0], [32, 64], [16, 64], target_memory=pl.Mem.Vec)\n        return out\n"))
	if d := Diff(a, b); d != "" {
		t.Fatalf("keyword valid_shape differs from positional: %s", d)
	}
	_, err := Parse("f.py", wrap("        t = pl.tile.load(x, [0, 0], valid_shape=[16, 64])\n"))
	if err == nil || err.Error() != "f.py:7:13: pl.tile operation 'load': load() missing 1 required positional argument: 'shapes'" {
		t.Fatalf("out-of-order keyword: %v", err)
	}
}

// TestParseEmptyElse: an else of nothing but pass is no else, as PyPTO's
// IRBuilder::EndIf builds it (src/ir/builder.cpp:281-288), so the program
// prints without it; an empty then stays (printed as pass).
func TestParseEmptyElse(t *testing.T) {
	src := `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], flag: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        if flag <= 1:
            pass
        else:
            pass
        return x
`
	p, err := Parse("e.py", src)
	if err != nil {
		t.Fatal(err)
	}
	seq, _ := p.Funcs[0].Body.(*SeqStmts)
	var st *IfStmt
	ok := seq != nil && len(seq.Stmts) > 0
	if ok {
		st, ok = seq.Stmts[0].(*IfStmt)
	}
	if !ok || st.Else != nil {
		t.Fatalf("got %#v, want an if without an else", p.Funcs[0].Body)
	}
	if got := Print(p); !strings.Contains(got, "        if flag <= 1:\n            pass\n        return x\n") {
		t.Fatalf("printed:\n%s", got)
	}
}
