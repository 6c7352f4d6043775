package ir

import (
	"strings"
	"testing"
)

// dumpTagProgram marks b, then r1, for selective dump: the kernel call and
// the submit after each mark list the marked arguments, next to those
// listed already, in argument order (the real PyPTO prints the same).
const dumpTagProgram = `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16], pl.FP32], b: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        t: pl.Tile[[16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0], [16], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16], pl.FP32] = pl.tile.store(t, [0], o)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16], pl.FP32], b: pl.Tensor[[16], pl.FP32], o: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        r0: pl.Tensor[[16], pl.FP32] = self.k(a, b, o)
        pl.dump_tag(b)
        r1: pl.Tensor[[16], pl.FP32] = self.k(a, b, r0, attrs={"dump_vars": [a]})
        pl.dump_tag(r1)
        with pl.manual_scope():
            r2, t2 = pl.submit(self.k, b, a, r1)
        return r2
`

// TestDumpTag pins pl.dump_tag (ast_parser.py:3100-3171, :6600-6613): no
// statement, and the marks reach the later calls only.
func TestDumpTag(t *testing.T) {
	p, err := Parse("f.py", dumpTagProgram)
	if err != nil {
		t.Fatal(err)
	}
	got := Print(p)
	for _, want := range []string{
		"r0: pl.Tensor[[16], pl.FP32] = self.k(a, b, o)\n",
		`r1: pl.Tensor[[16], pl.FP32] = self.k(a, b, r0, attrs={"dump_vars": [a, b]})` + "\n",
		"pl.submit(self.k, b, a, r1, dumps=[b, r1])",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("printed\n%s\nlacks %q", got, want)
		}
	}
	if strings.Contains(got, "dump_tag") {
		t.Errorf("the mark is a statement:\n%s", got)
	}
}

// TestDumpTagErrors checks the errors of pl.dump_tag: PyPTO's messages for
// the same programs, and irfuzz's own for a mark a scope would take.
func TestDumpTagErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"in a kernel", strings.Replace(orch(""), "        return x\n\n", "        pl.dump_tag(x)\n        return x\n\n", 1), "f.py:7:9: pl.dump_tag() is only valid inside an Orchestration or Inline function"},
		{"a scalar", orch("        pl.dump_tag(n)\n"), "f.py:11:21: pl.dump_tag() argument 'n' is not a tensor (got Var)"},
		{"undefined", orch("        pl.dump_tag(z)\n"), "f.py:11:9: pl.dump_tag() argument 'z' is not defined at this point"},
		{"not a name", orch("        pl.dump_tag(x[0])\n"), "f.py:11:21: pl.dump_tag() argument must be a bare variable name"},
		{"two args", orch("        pl.dump_tag(x, x)\n"), "f.py:11:9: pl.dump_tag() takes exactly one positional argument (no keywords)"},
		{"before a scope", orch("        pl.dump_tag(x)\n        with pl.at(level=pl.Level.CORE_GROUP):\n            y = self.k(x)\n"), "f.py:12:9: pl.dump_tag before a pl.at / pl.cluster / pl.spmd scope is not modelled by irfuzz (the scope's dump_vars)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("f.py", tc.src)
			if err == nil || err.Error() != tc.want {
				t.Errorf("got %v\nwant %s", err, tc.want)
			}
		})
	}
}
