package known

import (
	"path"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/oracle"
)

// variantForms lists, per known case with a variants header (by its
// signature ID), the signatures its pattern must admit: each a form of the
// case's one root cause that a triage checked on the real PyPTO (the
// campaign case it came from is named beside it).
var variantForms = map[string][]oracle.Signature{
	// tile.fillpad_expand inherits the Mat source's NZ layout off the
	// new dtype's box (sim/pto/testdata/findings/fillpad-expand-inherits-
	// nz-off-box.py): the real PyPTO's .pto, simulated (irfuzz sim -sut
	// both), has the same illegal TFILLPAD_EXPAND in each.
	"506e6d162f3a": {
		// INT8, 16x32 box: 506e6d162f3a itself (950) and its soundness
		// form 220a59352fd0 (950; the real PyPTO stops earlier, at
		// InferTileMemorySpace's TypeCheck, departure 2 of
		// docs/pypto-version.md; with -verify none its .pto has the same
		// instruction).
		"simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | ",
		"soundness | illegal |  | every verifier accepted every stage, yet aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | ",
		// BF16, 16x16 box: known/dfbba4af65e3.py (950); its soundness
		// form is the same first simdiag problem under the soundness
		// oracle's prefix (oracle/soundness.go).
		"simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N BF16[_] valid [_] NZ: shape [_] is not a multiple of the 16x16 NZ inner box |  | ",
		"soundness | illegal |  | every verifier accepted every stage, yet aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N BF16[_] valid [_] NZ: shape [_] is not a multiple of the 16x16 NZ inner box |  | ",
		// FP16, 16x16 box: a3256f776e12 and eb09b0a0580e (910B).
		"simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N FP16[_] valid [_] NZ: shape [_] is not a multiple of the 16x16 NZ inner box |  | ",
		"soundness | illegal |  | every verifier accepted every stage, yet aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N FP16[_] valid [_] NZ: shape [_] is not a multiple of the 16x16 NZ inner box |  | ",
		// FP32, 16x8 box: b6a07da28ea2 and 55834286ae1a (910B).
		"simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N FP32[_] valid [_] NZ: shape [_] is not a multiple of the 16x8 NZ inner box |  | ",
		"soundness | illegal |  | every verifier accepted every stage, yet aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N FP32[_] valid [_] NZ: shape [_] is not a multiple of the 16x8 NZ inner box |  | ",
	},
}

// variantNonForms are signatures near a case's forms that its pattern must
// not admit: another instruction, a dtype with another box, a differential.
var variantNonForms = map[string][]oracle.Signature{
	"506e6d162f3a": {
		"simdiag | illegal |  | aiv0#N TSTORE(_ = tile.store @N): source operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | ",
		"simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N FP32[_] valid [_] NZ: shape [_] is not a multiple of the 16x16 NZ inner box |  | ",
		"simdiag | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | x",
		"differential | illegal |  | aiv0#N TFILLPAD_EXPAND(_ = tile.fillpad_expand @N): destination operand UB@N INT8[_] valid [_] NZ: shape [_] is not a multiple of the 16x32 NZ inner box |  | ",
	},
}

// TestVariantForms: every known case with a variants header is in
// variantForms, its pattern admits each listed form and none of its
// non-forms, and every listed case exists and has the header.
func TestVariantForms(t *testing.T) {
	es, err := Entries()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range es {
		v, err := EntryVariants(e)
		if err != nil {
			t.Fatalf("%s: %v", e.Path, err)
		}
		if v == nil {
			continue
		}
		id := strings.TrimSuffix(path.Base(e.Path), ".py")
		seen[id] = true
		forms, ok := variantForms[id]
		if !ok {
			t.Errorf("%s has a variants header but no triaged forms in variantForms", e.Path)
			continue
		}
		for _, sig := range forms {
			if !v.Match(sig) {
				t.Errorf("%s: variants pattern does not admit the triaged form %q", e.Path, sig)
			}
		}
		for _, sig := range variantNonForms[id] {
			if v.Match(sig) {
				t.Errorf("%s: variants pattern admits %q", e.Path, sig)
			}
		}
	}
	for id := range variantForms {
		if !seen[id] {
			t.Errorf("variantForms lists %s, which is no known case with a variants header", id)
		}
	}
}
