package pipeline

import (
	"errors"
	"testing"
)

// TestRunOrder: a pass output that breaks both a property and the round
// trip is reported as the real PyPTO under irfuzz's driver reports it: the
// Verification instrument's contract first, then the round trip (and the
// round trip alone without the instrument). Simplify's branch-constraint
// bug (testdata/Simplify/simplify_branch_constraint.before.py) does both.
func TestRunOrder(t *testing.T) {
	in := parseFile(t, "testdata/Simplify/simplify_branch_constraint.before.py")
	ps, err := ByName("Simplify")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(ps, in, &Context{Level: LevelRoundtrip, Instruments: []Instrument{&Verification{Mode: After}}})
	var ce *ContractError
	if !errors.As(err, &ce) || ce.Pass != "Simplify" || ce.Phase != PhaseAfter || len(ce.Diagnostics) != 2 ||
		ce.Diagnostics[0].Rule != "TypeCheck" || ce.Diagnostics[0].Code != 104 {
		t.Fatalf("with the contract instrument: %v, want TypeCheck 104 after Simplify", err)
	}
	_, err = Run(ps, in, &Context{Level: LevelRoundtrip})
	var re *RoundtripError
	const diff = "func kernel / stmt 2 / if / else / stmt 0 / for i / iter arg 0: tile view pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] vs " +
		"pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(rows, pl.const(1, pl.INDEX)), 16])]"
	if !errors.As(err, &re) || re.Pass != "Simplify" || re.Diff != diff {
		t.Fatalf("round trip alone: %v, want %q", err, diff)
	}
}
