package campaign

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestMinimizeHook: the minimizer gets every new signature with its case,
// and its smaller kernel replaces the corpus case (the original is kept).
func TestMinimizeHook(t *testing.T) {
	type call struct {
		index int
		id    string
		repro bool
	}
	var calls []call
	small, err := ir.Parse("exp.py", expKernel)
	if err != nil {
		t.Fatal(err)
	}
	min := func(_ context.Context, f *Found) (*Minimized, error) {
		if f.Case.Seed != int64(CaseSeed(selfTestSeed, f.Index)) || f.Input != CaseSeed(selfTestSeed, f.Index) || f.Policy == nil ||
			f.Policy.Name != f.Case.Profile || f.Checked == nil || f.Corpus == "" || f.Signature != f.Finding.Signature() {
			t.Errorf("found %+v", f)
		}
		calls = append(calls, call{f.Index, f.Signature.ID(), f.Reproduces(f.Case.Prog)})
		if f.Reproduces(small) {
			t.Errorf("%s reproduces on an unrelated kernel", f.Signature.ID())
		}
		if len(calls) == 1 {
			return &Minimized{Prog: small}, nil
		}
		return nil, nil
	}
	// Real findings (Reproduces runs the real oracles): the self-test's
	// c2v-push-widens-valid campaign, which catches its fault.
	o := runCampaign(t, Config{Profiles: []string{"TileTypeCoherence"}, N: 60, Seed: selfTestSeed, Workers: 2, Backend: "950",
		Faults: []string{"c2v-push-widens-valid"}, Oracles: oracle.Set{oracle.Validity: true, oracle.Crash: true, oracle.Contract: true}, Minimize: min})
	// Known signatures (package known) are not new and not minimized.
	var fresh []int
	for i, f := range o.rep.Findings {
		if f.New {
			fresh = append(fresh, i)
		}
	}
	if len(calls) != len(fresh) || len(calls) == 0 {
		t.Fatalf("%d minimizer calls for %d new signatures", len(calls), len(fresh))
	}
	for i, c := range calls {
		f := o.rep.Findings[fresh[i]]
		if c.id != f.ID || c.index != f.FirstCase || !c.repro {
			t.Errorf("call %d: %+v; finding %s first in case %d (reproduces: %v)", i, c, f.ID, f.FirstCase, c.repro)
		}
	}
	first := o.rep.Findings[fresh[0]]
	if first.Minimized != gen.Statements(small) || first.Minimized == 0 {
		t.Errorf("first finding minimized to %d statements, want %d", first.Minimized, gen.Statements(small))
	}
	e, err := corpus.LoadFile(first.CorpusFile)
	if err != nil {
		t.Fatal(err)
	}
	if e.Statements != first.Minimized || e.Original != first.ID+".orig.py" || e.Choices != nil {
		t.Errorf("minimized entry: %d statements, original %q, choices %v", e.Statements, e.Original, e.Choices)
	}
	orig, err := os.ReadFile(filepath.Join(o.corpus, e.Original))
	if err != nil || !strings.Contains(string(orig), "# statements: "+strconv.Itoa(first.Statements)+"\n") {
		t.Errorf("original: %v\n%s", err, orig)
	}
	for i, f := range o.rep.Findings {
		if i != fresh[0] && f.Minimized != 0 {
			t.Errorf("finding %s minimized although the minimizer returned nil", f.ID)
		}
	}
}

// expKernel is a kernel on which no oracle finds anything.
const expKernel = `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        u = pl.exp(t)
        r = pl.store(u, [0, 0], out)
        return r
`
