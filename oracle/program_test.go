package oracle

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// pyptoBugClasses are the failures of the pinned PyPTO (which the model
// reproduces) a user program may meet, each documented in
// docs/findings.md ("Tensor-level user programs"): the pass, and a text
// its error holds.
var pyptoBugClasses = []struct{ pass, text, doc string }{
	{"UnrollLoops", "round trip failed", "unrolled copies share the variables nested statements define"},
	{"NormalizeReturnOrder", "round trip failed", "the call's tuple type keeps the old return order"},
	{"Simplify", "Operator 'eq' does not accept bool dtype", "CtrlFlowTransform's break flag (simplify-binds-bool-break-flag.py)"},
	{"Simplify", "else: SeqStmts vs nothing", "a dead if phi leaves an empty else (simplify-dead-phi-leaves-empty-else.py)"},
	{"OutlineIncoreScopes", "InOutUseDiscipline", "an Out parameter written in a hierarchy scope"},
	{"ConvertToSSA", "InOutUseDiscipline", "a continue before a kernel call passing an Out tensor"},
	{"ConvertTensorToTileOps", "requires an ND input layout", "tile.row_min of a matmul result"},
	{"ConvertTensorToTileOps", "requires src0 effective blayout to be row_major", "a row-broadcast add of a matmul result"},
	{"ConvertTensorToTileOps", "IncoreTileOps", "a tensor the scope did not compute assembled into an Out tensor"},
	{"ConvertTensorToTileOps", "tensor.dim: argument 0 (tensor): arg-kind: want a tensor, got a TileType", "tensor.dim of a tensor lowered to a tile (round trip)"},
	{"InferTileMemorySpace", "rebuilding tensor.dim after memory inference", "tensor.dim of a tensor lowered to a tile"},
}

// pyptoBugClass names the documented class of a compile error, "" for
// none.
func pyptoBugClass(err error) string {
	pass := ""
	var ce *pipeline.ContractError
	var pe *pipeline.PassError
	var re *pipeline.RoundtripError
	switch {
	case errors.As(err, &ce):
		pass = ce.Pass
	case errors.As(err, &pe):
		pass = pe.Pass
	case errors.As(err, &re):
		pass = re.Pass
	}
	msg := err.Error()
	for _, c := range pyptoBugClasses {
		if (pass == c.pass || strings.HasPrefix(msg, c.pass+":")) && strings.Contains(msg, c.text) {
			return c.pass + ": " + c.doc
		}
	}
	return ""
}

// TestUserProgramsCompileAndSimulate: user programs (profile Program,
// seeds 1..100, 12 under -short) built for each chip compile through the
// default pipeline under full verification (contracts, round trip,
// purity), or fail with one of the documented bugs of the pinned PyPTO;
// at least half compile, and every one that compiles simulates with
// exactly the reference's outputs and no diagnostic (or is not simulated
// for a reason the simulator names); those simulated call at least 50
// tensor ops between them (the registry-drawn ops of program_ops.go).
func TestUserProgramsCompileAndSimulate(t *testing.T) {
	n := int64(100)
	if testing.Short() {
		n = 12
	}
	for _, chip := range []string{"910B", "950"} {
		t.Run(chip, func(t *testing.T) {
			b, err := backend.Get(chip)
			if err != nil {
				t.Fatal(err)
			}
			p := gen.Profile(gen.UserProgramProfile).WithTarget(b)
			compiled, simulated := 0, 0
			classes := map[string]int{}
			simOps := map[*ir.OpDef]bool{} // the tensor ops of the programs simulated equal to the reference
			for seed := int64(1); seed <= n; seed++ {
				in := gen.FromSeed(p, seed).Prog
				out, err := pipeline.Run(pipeline.Default(), in, fullVerification(b))
				if err != nil {
					c := pyptoBugClass(err)
					if c == "" {
						t.Errorf("seed %d: %v\n%s", seed, err, ir.Print(in))
					}
					classes[c]++
					continue
				}
				compiled++
				s, err := Simulate(in, out, "", b, uint64(seed), ascend.Options{})
				var skip *Skip
				switch {
				case errors.As(err, &skip):
					t.Logf("seed %d not simulated: %s", seed, skip.Reason)
					classes["not simulated: "+skip.Reason]++
					continue
				case err != nil:
					t.Errorf("seed %d: simulate: %v", seed, err)
					continue
				case s.Malformed != nil:
					t.Errorf("seed %d: malformed: %v", seed, s.Malformed)
					continue
				case s.Diagnosed():
					t.Errorf("seed %d: diagnostics: %v", seed, s.Result.Diags)
				}
				simulated++
				equal := true
				for _, o := range s.Outputs {
					if o.Mismatch != nil {
						equal = false
						t.Errorf("seed %d: %s: %s\n%s", seed, o.Name, o.Mismatch, ir.Print(in))
					}
				}
				if equal {
					for _, f := range in.Funcs {
						ir.WalkFunc(f, func(n ir.Node) bool {
							if c, ok := n.(*ir.Call); ok && c.Op != nil && c.Op.Tensor {
								simOps[c.Op] = true
							}
							return true
						})
					}
				}
			}
			var lines []string
			for c, k := range classes {
				lines = append(lines, fmt.Sprintf("%d %s", k, c))
			}
			sort.Strings(lines)
			t.Logf("%s: %d of %d compile, %d simulated; the rest: %s", chip, compiled, n, simulated, strings.Join(lines, "; "))
			if !testing.Short() && len(simOps) < 50 {
				t.Errorf("%s: the programs simulated equal to the reference call %d tensor ops, want at least 50", chip, len(simOps))
			}
			if 2*compiled < int(n) {
				t.Errorf("%s: %d of %d user programs compile, want at least half", chip, compiled, n)
			}
		})
	}
}
