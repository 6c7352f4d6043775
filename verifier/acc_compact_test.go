package verifier

import (
	"path/filepath"
	"testing"
)

// The AccCompactValid cases of pypto-brief §4.2 (PyPTO's
// tests/ut/ir/verifier/test_acc_compact.py), each a program under
// testdata/AccCompactValid, with PyPTO's verdict: the codes reported, in
// order. TestRuleCases checks their messages and locations; this table
// keeps the mapping to PyPTO's cases from being lost. The verdict is the
// released rule's (irfuzz's additions disabled) and irfuzz's alike.
func TestAccCompactPyptoVerdicts(t *testing.T) {
	for _, tc := range []struct {
		pyptoCase string
		file      string
		codes     []int
	}{
		{"narrowed non-compact accumulator", "narrowed_non_compact.py", []int{1}},
		{"narrowed compact accumulator", "narrowed_compact.py", nil},
		{"full-height accumulator", "full_height.py", nil},
		{"single-fractal [16, N] with one valid row", "single_fractal_one_row.py", nil},
		{"set_validshape 17 -> 16", "set_validshape_17_to_16.py", []int{2}},
		{"set_validshape 17 -> 20", "set_validshape_17_to_20.py", nil},
		{"fresh full box 64 -> 16", "fresh_full_box.py", nil},
		{"non-compact re-narrow", "non_compact_re_narrow.py", nil},
		{"compact Vec tile", "compact_vec_tile.py", []int{3}},
		{"plain Vec tile", "plain_vec_tile.py", nil},
	} {
		prog := parseProgramFile(t, filepath.Join("testdata", "AccCompactValid", tc.file))
		for _, disabled := range [][]Extension{{ExtAccViews, ExtAccWrittenRenarrow, ExtAccTransposeView}, nil} {
			ds := Default().Verify(&Context{Disabled: disabled}, Set(AccCompactValid), prog)
			ok := len(ds) == len(tc.codes)
			for i := 0; ok && i < len(ds); i++ {
				ok = ds[i].Rule == "AccCompactValid" && ds[i].Code == tc.codes[i] && ds[i].Severity == Error
			}
			if !ok {
				t.Errorf("%s (%s), disabled %v: got%s\nwant codes %v", tc.pyptoCase, tc.file, disabled, describe(ds), tc.codes)
			}
		}
	}
}

// TestAccCompactExtensions: each irfuzz addition to AccCompactValid, listed
// in Context.Disabled, restores the released rule's verdict on the programs
// it rejects -- the codes PyPTO reports, here none or code 2 with the
// full-box exemption -- and disabling the other two changes nothing.
func TestAccCompactExtensions(t *testing.T) {
	all := []Extension{ExtAccViews, ExtAccWrittenRenarrow, ExtAccTransposeView, ExtAccSingleFractal, ExtAccToMat}
	for _, tc := range []struct {
		file    string
		ext     Extension
		on, off []int // codes with every check on; with ext disabled
	}{
		{"slice_written_compact.py", ExtAccViews, []int{4}, nil},
		{"slice_column_window.py", ExtAccViews, []int{4}, nil},
		{"slice_from_row_16.py", ExtAccViews, []int{4}, nil},
		{"reshape_written_compact.py", ExtAccViews, []int{4}, nil},
		{"renarrow_written_full_box.py", ExtAccWrittenRenarrow, []int{2}, nil},
		{"renarrow_written_runtime_rows.py", ExtAccWrittenRenarrow, []int{2}, nil},
		{"renarrow_seed_after_write.py", ExtAccWrittenRenarrow, []int{2}, nil},
		{"renarrow_carried_acc.py", ExtAccWrittenRenarrow, []int{2}, nil},
		{"transpose_view_acc.py", ExtAccTransposeView, []int{5}, nil},
		{"transpose_view_compact_acc.py", ExtAccTransposeView, []int{5}, nil},
		{"acc_to_mat_narrowed.py", ExtAccToMat, []int{6}, nil},
		{"acc_to_mat_extract.py", ExtAccToMat, []int{6}, nil},
		// A relaxation: disabled, the released rule's false positive.
		{"single_n_fractal_narrowed.py", ExtAccSingleFractal, nil, []int{1}},
		{"single_n_fractal_rhs_narrowed.py", ExtAccSingleFractal, nil, []int{1}},
		// Its near miss, an rhs valid in 17 columns: rejected either way.
		{"product_past_one_n_fractal.py", ExtAccSingleFractal, []int{1}, []int{1}},
		// The released rule's own rejections stay whatever is disabled.
		{"set_validshape_17_to_16.py", ExtAccWrittenRenarrow, []int{2}, []int{2}},
	} {
		prog := parseProgramFile(t, filepath.Join("testdata", "AccCompactValid", tc.file))
		check := func(what string, disabled []Extension, want []int) {
			ds := Default().Verify(&Context{Disabled: disabled}, Set(AccCompactValid), prog)
			ok := len(ds) == len(want)
			for i := 0; ok && i < len(ds); i++ {
				ok = ds[i].Rule == "AccCompactValid" && ds[i].Code == want[i] && ds[i].Severity == Error
			}
			if !ok {
				t.Errorf("%s, %s: got%s\nwant codes %v", tc.file, what, describe(ds), want)
			}
		}
		check("every check on", nil, tc.on)
		check(string(tc.ext)+" disabled", []Extension{tc.ext}, tc.off)
		check("all disabled", all, tc.off)
		var others []Extension
		for _, e := range all {
			if e != tc.ext {
				others = append(others, e)
			}
		}
		check("the others disabled", others, tc.on)
	}
}
