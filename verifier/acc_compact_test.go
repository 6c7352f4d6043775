package verifier

import (
	"path/filepath"
	"testing"
)

// The AccCompactValid cases of pypto-brief §4.2 (PyPTO's
// tests/ut/ir/verifier/test_acc_compact.py), each a program under
// testdata/AccCompactValid, with PyPTO's verdict: the codes reported, in
// order. TestRuleCases checks their messages and locations; this table
// keeps the mapping to PyPTO's cases from being lost.
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
		ds := Verify(Set(AccCompactValid), prog)
		ok := len(ds) == len(tc.codes)
		for i := 0; ok && i < len(ds); i++ {
			ok = ds[i].Rule == "AccCompactValid" && ds[i].Code == tc.codes[i] && ds[i].Severity == Error
		}
		if !ok {
			t.Errorf("%s (%s): got%s\nwant codes %v", tc.pyptoCase, tc.file, describe(ds), tc.codes)
		}
	}
}
