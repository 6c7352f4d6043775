package oracle

import (
	"context"
	"os"
	"reflect"
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
			// InlineFunctions, a model pass too, is compared on the input.
			want := []PassComparison{{Pass: "InlineFunctions", Verdict: PassEqual}, {Pass: "ConvertToSSA", Verdict: tc.verdict}}
			if len(r.PassDiffs) != 2 || r.PassDiffs[0] != want[0] || r.PassDiffs[1] != want[1] {
				t.Errorf("verdicts %+v, want %+v", r.PassDiffs, want)
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
	// The listed departure's rewrite takes the compact annotation off the
	// model's moves into Left and Right only, giving what the pinned PyPTO
	// prints; an accumulator's stays (both stamp it).
	const model = `        l_Left: pl.Tile[[32, 32], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[31, 32], pad=pl.PadValue.zero, compact=pl.CompactMode.normal)] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[32, 64], pl.FP32, pl.Mem.Right, pl.TileView(compact=pl.CompactMode.normal)] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_Left, r_Right)
`
	const pinned = `        l_Left: pl.Tile[[32, 32], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[31, 32], pad=pl.PadValue.zero)] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[32, 64], pl.FP32, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[31, 64], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_Left, r_Right)
`
	if got := PassDepartures[0].Rewrite(model); got != pinned {
		t.Errorf("move-into-l0-compact rewrite:\n%s\nwant\n%s", got, pinned)
	}
	if got := PassDepartures[0].Rewrite(withCompact); got != withCompact {
		t.Errorf("move-into-l0-compact rewrote a line that is no move into L0:\n%s", got)
	}
}

// TestPyPTOSim: the PTO program PyPTO's codegen wrote for a kernel
// (sim/pto/testdata, written by irfuzz compile -sut pypto -pto), read and
// simulated in program order, computes the reference's outputs; an
// operation changed in it is a mismatch finding naming the store that
// wrote the wrong element; a .pto the reader cannot read is a finding
// with the line; no .pto is counted, not judged.
func TestPyPTOSim(t *testing.T) {
	b, _ := backend.Get("950")
	for _, tc := range []struct {
		name, kernel, edit, with, verdict, finding string
	}{
		{"vector", "vector", "", "", PTOMatch, ""},
		{"mixed", "mixed", "", "", PTOMatch, ""},
		{"scalar", "scalar", "", "", PTOMatch, ""},
		{"scalar read elsewhere", "scalar", "%c101_index = arith.constant 101", "%c101_index = arith.constant 100", PTOMismatch,
			"pyptosim mismatch: the PTO program computes output 'out' other than the reference at element [0 0]: want 1, got 8 (512 elements differ); last written by pto.tstore at .pto line 27 (scalar.py:17:43)"},
		{"mismatch", "vector", "pto.tneg", "pto.tabs", PTOMismatch,
			"pyptosim mismatch: the PTO program computes output 'out' other than the reference at element [0 1]: want -2, got 2 (463 elements differ); last written by pto.tstore at .pto line 18 (testdata/vector.py:10:43)"},
		{"unreadable", "vector", "pto.tneg ins(", "pto.tneg ins((", SimUnreadable,
			"pyptosim unreadable: the PTO reader cannot read the PTO program: kernels/aiv/kernel.pto:16: \"(\" is not closed on its line"},
		{"no-pto", "", "", "", SimNoPTO, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := tc.kernel
			if k == "" {
				k = "vector"
			}
			src, err := os.ReadFile("../sim/pto/testdata/" + k + ".py")
			if err != nil {
				t.Fatal(err)
			}
			prog, err := ir.Parse("testdata/"+k+".py", string(src))
			if err != nil {
				t.Fatal(err)
			}
			resp := &sut.Response{Accepted: true, Compiled: true}
			if tc.kernel != "" {
				text, err := os.ReadFile("../sim/pto/testdata/" + k + ".pto")
				if err != nil {
					t.Fatal(err)
				}
				s := string(text)
				if tc.edit != "" {
					s = strings.Replace(s, tc.edit, tc.with, 1)
				}
				resp.PTO = []sut.File{{Path: "kernels/aiv/kernel.pto", Text: s}}
			}
			r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: b, PyPTO: fakePyPTO{resp}, NoModel: true, Oracles: Set{PyPTOSim: true}})
			var got []string
			for _, f := range r.Findings {
				got = append(got, f.Oracle+" "+f.Property+": "+f.Message)
			}
			want := []string(nil)
			if tc.finding != "" {
				want = []string{tc.finding}
			}
			if r.PyPTOSim != tc.verdict || !reflect.DeepEqual(got, want) {
				t.Errorf("verdict %q, findings %q; want %q and %q", r.PyPTOSim, got, tc.verdict, want)
			}
		})
	}
}

// TestPTODiff: the model's PTO and PyPTO's, simulated alike, agree on
// each testdata kernel; a PyPTO .pto that negates where the kernel takes
// the absolute value differs, and the difference is localized to the
// operation and its source line.
func TestPTODiff(t *testing.T) {
	b, _ := backend.Get("950")
	for _, tc := range []struct {
		name, kernel, edit, with, verdict, finding, divergence string
	}{
		{"vector", "vector", "", "", PTOAgree, "", ""},
		{"mixed", "mixed", "", "", PTOAgree, "", ""},
		{"scalar", "scalar", "", "", PTOAgree, "", ""},
		{"wrong op", "vector", "pto.tneg", "pto.tabs", PTODiffer,
			"ptodiff pto.tneg: the model's PTO (match against the reference) and PyPTO's (mismatch) compute output 'out' differently at element [0 1]: want 2, got -2 (463 elements differ) (want: PyPTO's, got: the model's); first differing operation: aiv0 pto.tneg against pto.tabs (testdata/vector.py:9:53): .pto lines 16 and 16",
			"aiv0 pto.tneg against pto.tabs (testdata/vector.py:9:53): .pto lines 16 and 16"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src, err := os.ReadFile("../sim/pto/testdata/" + tc.kernel + ".py")
			if err != nil {
				t.Fatal(err)
			}
			file := "testdata/" + tc.kernel + ".py"
			prog, err := ir.Parse(file, string(src))
			if err != nil {
				t.Fatal(err)
			}
			text, err := os.ReadFile("../sim/pto/testdata/" + tc.kernel + ".pto")
			if err != nil {
				t.Fatal(err)
			}
			s := string(text)
			if tc.edit != "" {
				s = strings.Replace(s, tc.edit, tc.with, 1)
			}
			resp := &sut.Response{Accepted: true, Compiled: true, PTO: []sut.File{{Path: "kernels/aiv/kernel.pto", Text: s}}}
			cfg := &Config{Backend: b, PyPTO: fakePyPTO{resp}, Passes: pipeline.Compile(), Oracles: Set{PyPTOSim: true, PTODiff: true}}
			cfg.PyPTORequest.Filename = file
			r := Check(Case{Prog: prog, Seed: 1}, cfg)
			var got []string
			for _, f := range r.Findings {
				if f.Oracle == PTODiff {
					got = append(got, f.Oracle+" "+f.Property+": "+f.Message)
				}
			}
			want := []string(nil)
			if tc.finding != "" {
				want = []string{tc.finding}
			}
			if r.PTODiff != tc.verdict || r.PTODivergence != tc.divergence || !reflect.DeepEqual(got, want) {
				t.Errorf("verdict %q, divergence %q, findings %q;\nwant %q, %q and %q", r.PTODiff, r.PTODivergence, got, tc.verdict, tc.divergence, want)
			}
		})
	}
}
