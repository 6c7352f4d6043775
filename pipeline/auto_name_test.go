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
// "__") version under their base; any other "__" stays in the base, as
// auto_name::Parse and GetAutoNameSeed decide.
func TestAutoNameSeed(t *testing.T) {
	for name, want := range map[string]string{
		"x": "x", "as_1": "as_1", "as__1": "as__1", "x__ssa_v0": "x", "x__rv_v12": "x", "t__tmp": "t",
		"t__cast_fp16_tmp_v0": "t", "x__v3": "x", "x__cg": "x__cg", "a__b__ssa_v1": "a", "n_2__FREE_VAR": "n_2__FREE_VAR",
	} {
		if got := autoNameSeed(name); got != want {
			t.Errorf("autoNameSeed(%q) = %q, want %q", name, got, want)
		}
	}
}
