package ir

import (
	"strings"
	"testing"
)

// emptyScopeProgram has a pl.at scope whose body is pass.
const emptyScopeProgram = `# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pass
        y: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.add(x, x)
        return y
`

// TestPrinterExactEmptyScope: Print writes an empty scope body as pass,
// so that the text parses back; Printer.Exact writes it as PyPTO's
// printer does, the header and nothing under it (PrintStmtBlock,
// python_printer.cpp:2241-2254; the pinned wheel prints this program so),
// which does not parse back.
func TestPrinterExactEmptyScope(t *testing.T) {
	p, err := Parse("p.py", emptyScopeProgram)
	if err != nil {
		t.Fatal(err)
	}
	if got := Print(p); got != emptyScopeProgram {
		t.Errorf("Print:\n%s\nwant:\n%s", got, emptyScopeProgram)
	}
	pp := &Printer{Exact: true}
	exact := string(pp.Append(nil, p))
	want := strings.Replace(emptyScopeProgram, "            pass\n", "", 1)
	if exact != want {
		t.Errorf("Printer.Exact:\n%s\nwant:\n%s", exact, want)
	}
	if _, err := Parse("exact.py", exact); err == nil || err.Error() != `exact.py:9:9: expected an indented block, found "y"` {
		t.Errorf("parsing the exact print: %v", err)
	}
}
