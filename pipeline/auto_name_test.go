package pipeline

import "testing"

// TestAutoNameBaseContract: a user name containing "__" fails ConvertToSSA
// with PyPTO's ValueError (sut/pypto/testdata/findings/
// user-name-with-double-underscore.py); as_1 compiles.
func TestAutoNameBaseContract(t *testing.T) {
	err := runContract(t, Default(), "testdata/ConvertToSSA/double_underscore_name.py", "950")
	mustPassError(t, err, "ConvertToSSA", "double_underscore_name.py:8:9: IR auto-name base cannot contain reserved delimiter '__': as__1")
	if err := runContract(t, Default(), "testdata/ConvertToSSA/single_underscore_name.py", "950"); err != nil {
		t.Fatalf("as_1: %v", err)
	}
}

// TestAutoNameSeed: names the compiler made (a role or a version after
// "__") version under their base and qualifier; any other name is its own
// base, as auto_name::Parse and GetAutoNameSeed decide.
func TestAutoNameSeed(t *testing.T) {
	for name, want := range map[string][2]string{
		"x": {"x", ""}, "as_1": {"as_1", ""}, "as__1": {"as__1", ""}, "x__ssa_v0": {"x", ""}, "x__rv_v12": {"x", ""},
		"t__tmp": {"t", ""}, "t__cast_fp16_tmp_v0": {"t", "cast_fp16"}, "x__v3": {"x", ""}, "x__cg": {"x__cg", ""},
		"a__b__ssa_v1": {"a", "b_"}, "n_2__FREE_VAR": {"n_2__FREE_VAR", ""}, "ta__ssa_v0_Left": {"ta__ssa_v0_Left", ""},
	} {
		if b, q := autoNameSeed(name); b != want[0] || q != want[1] {
			t.Errorf("autoNameSeed(%q) = %q, %q; want %q, %q", name, b, q, want[0], want[1])
		}
	}
	for _, c := range []struct{ name, role, want string }{
		{"x", "ssa", "x__ssa_v0"}, {"x__ssa_v3", "iter", "x__iter_v0"}, {"t__cast_fp16_tmp_v0", "phi", "t__cast_fp16_phi_v0"},
	} {
		if got, err := autoNamedVersion(c.name, c.role, 0); err != nil || got != c.want {
			t.Errorf("autoNamedVersion(%q, %q, 0) = %q, %v; want %q", c.name, c.role, got, err, c.want)
		}
	}
	if _, err := autoNamedVersion("ta__ssa_v0_Left", "ssa", 1); err == nil || err.Error() != "IR auto-name base cannot contain reserved delimiter '__': ta__ssa_v0_Left" {
		t.Errorf("ta__ssa_v0_Left: %v", err)
	}
}
