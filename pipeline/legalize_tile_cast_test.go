package pipeline

import "testing"

// TestTileCastContract: a tile.cast no tcvt chain joins fails
// LegalizeTileCast with PyPTO's error on each chip, naming the
// chip's arch (sut/pypto/testdata/findings/cast-int8-to-fp32-no-tcvt-path.py);
// native pairs and legal chains compile, and with no backend nothing is
// checked.
func TestTileCastContract(t *testing.T) {
	const dir = "testdata/LegalizeTileCast/"
	for _, c := range []struct{ backend, arch string }{{"950", "a5"}, {"910B", "a2a3"}} {
		err := runContract(t, Default(), dir+"int8_to_fp32.py", c.backend)
		mustPassError(t, err, "LegalizeTileCast",
			"int8_to_fp32.py:9:9: LegalizeTileCast: no native cast path from int8 to fp32 for arch "+c.arch+"; pto.tcvt does not support this conversion")
		for _, ok := range []string{"int8_to_fp16.py", "int32_to_fp32.py", "int32_to_fp16.py"} {
			if err := runContract(t, Default(), dir+ok, c.backend); err != nil {
				t.Errorf("%s on %s: %v", ok, c.backend, err)
			}
		}
	}
	if err := runContract(t, Default(), dir+"int8_to_fp32.py", ""); err != nil {
		t.Errorf("no backend: %v", err)
	}
}
