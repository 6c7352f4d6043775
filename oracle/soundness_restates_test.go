package oracle

import "testing"

// TestRestates: a soundness finding's signature maps back to the
// signature of the differential or simdiag finding it restates; other
// signatures map to nothing.
func TestRestates(t *testing.T) {
	diff := Finding{Oracle: Differential, Buffer: "out[0 16]",
		Message: "output 'out' differs from the reference at element [0 16]: want 3, got undefined (16 elements differ); stored by TSTORE from TMATMUL"}
	diag := Finding{Oracle: SimDiag, Property: "pitch-mismatch",
		Message: "aic0#19 TSTORE(o_1 = tile.store @18) (FIX) reads aic0 L0C[0x40, 0x80) at pitch 1, but aic0#16 TMATMUL_BIAS(acc_1 = tile.matmul_bias @16) (M) wrote it at pitch 16"}
	for _, f := range []Finding{diff, diag} {
		kind := f.Property
		if f.Oracle == Differential {
			kind = "mismatch"
		}
		s := Finding{Oracle: Soundness, Property: kind, Buffer: f.Buffer, Message: soundnessPrefix + f.Message}
		got, ok := s.Signature().Restates()
		if !ok || got != f.Signature() {
			t.Errorf("%s restates %q, %v; want %q", s.Signature(), got, ok, f.Signature())
		}
		if _, ok := f.Signature().Restates(); ok {
			t.Errorf("%s restates something", f.Signature())
		}
	}
}
