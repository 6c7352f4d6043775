package oracle

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
)

// fakePyPTO answers every request with one response.
type fakePyPTO struct{ r *sut.Response }

func (f fakePyPTO) Name() string                                                 { return sut.PyPTO }
func (f fakePyPTO) Close() error                                                 { return nil }
func (f fakePyPTO) Compile(context.Context, *sut.Request) (*sut.Response, error) { return f.r, nil }

func TestPassDiff(t *testing.T) {
	src, err := os.ReadFile("../sut/pypto/testdata/outcomes/ok.py")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.Parse("ok.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("950")
	ssa, err := pipeline.Lookup("ConvertToSSA").Run(prog, &pipeline.Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	same := ir.Print(ssa)
	other := strings.Replace(same, "pl.tile.neg(", "pl.tile.abs(", 1)
	withCompact := strings.Replace(same, "pl.Tile[[64, 16], pl.INT8, pl.Mem.Vec]", "pl.Tile[[64, 16], pl.INT8, pl.Mem.Vec, pl.TileView(compact=pl.CompactMode.normal)]", 1)
	for _, tc := range []struct {
		name, stage, verdict string
		finding              string
	}{
		{"equal", same, PassEqual, ""},
		{"differs", other, PassDiffers, "passdiff | ConvertToSSA | ConvertToSSA | given the same input, the model and PyPTO give different programs after ConvertToSSA at assign: call tile.neg vs tile.abs |  | "},
		{"unparsable", "this is not PyPTO", PassUnparsable, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := &sut.Response{Accepted: true, Compiled: true, Stages: []sut.Stage{{Pass: "InlineFunctions", Program: string(src)}, {Pass: "ConvertToSSA", Program: tc.stage}}}
			r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: b, PyPTO: fakePyPTO{resp}, Oracles: Set{PassDiff: true}})
			if len(r.PassDiffs) != 1 || r.PassDiffs[0] != (PassComparison{Pass: "ConvertToSSA", Verdict: tc.verdict}) {
				t.Errorf("verdicts %+v, want ConvertToSSA %s", r.PassDiffs, tc.verdict)
			}
			var got []string
			for _, f := range r.Findings {
				got = append(got, string(f.Signature()))
			}
			if strings.Join(got, "\n") != tc.finding {
				t.Errorf("findings %q, want %q", got, tc.finding)
			}
		})
	}
	for diff, want := range map[string]string{
		"func kernel / stmt 4 / assign s__ssa_v0: pl.max(n__ssa_v0, 18) vs pl.tile.exp(t__ssa_v0)":                                  "assign: pl.max vs pl.tile.exp",
		"func kernel / stmt 6 / assign ln / tile.move / type: tile view pl.Tile[[64, 128], pl.BF16] vs pl.Tile[[64, 128], pl.BF16]": "type: tile view pl.Tile vs pl.Tile",
		"func kernel / stmt 2: EvalStmt vs AssignStmt":                                                                              "stmt 2: EvalStmt vs AssignStmt",
		"func kernel / stmt 9 / if / else: SeqStmts vs ForStmt":                                                                     "else: SeqStmts vs ForStmt",
	} {
		if got := diffKind(diff); got != want {
			t.Errorf("diffKind(%q) = %q, want %q", diff, got, want)
		}
	}
	// The listed departure's rewrite takes the model's compact
	// annotation off, giving what the pinned PyPTO prints.
	if got := PassDepartures[0].Rewrite(withCompact); got != same {
		t.Errorf("acc-compact-deduction rewrite:\n%s\nwant\n%s", got, same)
	}
}

// The semantics differential simulates PyPTO's compiled kernel against
// the reference: the model's own lowering (what the pinned pipeline
// gives for this kernel, but for the sync PTOAS adds) matches; an output
// computing something else is a finding; a program irfuzz cannot read is
// counted, not judged.
func TestPyPTOSim(t *testing.T) {
	src, err := os.ReadFile("../sut/pypto/testdata/outcomes/ok.py")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.Parse("ok.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("950")
	var passes []*pipeline.Pass
	for _, p := range pipeline.Default() {
		if p != pipeline.InsertSync {
			passes = append(passes, p)
		}
	}
	lowered, err := pipeline.Run(passes, prog, &pipeline.Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	text := ir.Print(lowered)
	for _, tc := range []struct {
		name, output, verdict string
		findings              int
	}{
		{"match", text, SimMatch, 0},
		{"mismatch", strings.Replace(text, "pl.tile.neg(", "pl.tile.abs(", 1), SimMismatch, 1},
		{"unparsable", "not a program", SimUnreadable, 0},
	} {
		resp := &sut.Response{Accepted: true, Compiled: true, Output: tc.output}
		r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: b, PyPTO: fakePyPTO{resp}, NoModel: true, Oracles: Set{PyPTOSim: true}})
		if r.PyPTOSim != tc.verdict || len(r.Findings) != tc.findings {
			t.Errorf("%s: verdict %q, findings %v; want %q and %d", tc.name, r.PyPTOSim, r.Findings, tc.verdict, tc.findings)
		}
	}
}
