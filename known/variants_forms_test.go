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
	// Simplify's branch-constraint rewrite (sut/pypto/testdata/findings/
	// simplify-branch-constraint-rewrites-yield-type.py): under a branch on
	// the scalar the valid rows are pl.min of, Simplify rewrites one side
	// of a loop or if boundary to the scalar (or the constant) and not the
	// other. Each form below failed the real PyPTO (irfuzz compile -sut
	// pypto -verify roundtrip) with the same TypeCheck 104 after Simplify:
	// the known cases named, and 1064bedc053f (950, 2026-12-08).
	"0da5d3973ed1": {
		// 073481ce1de1
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = pl.min(rows, N), but yield value[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | ",
		// 0da5d3973ed1
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but else yield value[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | ",
		// 2bda37153a7c
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but else yield value[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | ",
		// 37a1e2bc9163
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = N, but else yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | ",
		// 459529219a17
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = pl.min(flag, N), but yield value[_] dimension[_] = flag; equality is not provable and this boundary has no runtime guard |  | ",
		// 68368fa9f079
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = rows, but yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | ",
		// 81bd5b0dd987
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | ",
		// 893dba688e63
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(n, N), but declared iter_arg[_] dimension[_] = n; equality is not provable and this boundary has no runtime guard |  | ",
		// 8ba47b509921
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = rows, but else yield value[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | ",
		// 9e42d9fe9798
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = rows, but return_var[_] dimension[_] = pl.min(rows, N); equality is not provable and this boundary has no runtime guard |  | ",
		// b0458e96b215
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | ",
		// f338ac26ccd8
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(flag, N), but declared iter_arg[_] dimension[_] = flag; equality is not provable and this boundary has no runtime guard |  | ",
		// 1064bedc053f
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in ForStmt: declared iter_arg[_] dimension[_] = flag, but yield value[_] dimension[_] = pl.min(flag, N); equality is not provable and this boundary has no runtime guard |  | ",
	},
}

// variantNonForms are signatures near a case's forms that its pattern must
// not admit: another instruction, a dtype with another box, a differential.
var variantNonForms = map[string][]oracle.Signature{
	"0da5d3973ed1": {
		// the model's own fixed false positive (campaign/testdata/fixed/31d0fd81d31d.py)
		"contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but return_var[_] dimension[_] = pl.min(pl.min(rows, N), N); equality is not provable and this boundary has no runtime guard |  | ",
		// the same message after other passes: other causes
		"contract | TypeCheck | InferTileMemorySpace | Valid shape dimension mismatch in ForStmt: iter_arg[_] initValue dimension[_] = pl.min(rows, N), but declared iter_arg[_] dimension[_] = rows; equality is not provable and this boundary has no runtime guard |  | ",
		"contract | TypeCheck | ConvertTensorToTileOps | Valid shape dimension mismatch in WhileStmt: declared iter_arg[_] dimension[_] = N, but yield value[_] dimension[_] = N |  | ",
	},
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
