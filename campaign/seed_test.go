package campaign

import (
	"reflect"
	"testing"
)

// The profiles rotate in order; the user-program profile, among others,
// takes every second case and the others rotate over the rest; alone, or
// absent, it changes nothing.
func TestProfileOf(t *testing.T) {
	rotation := func(ps []string, n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = ProfileOf(ps, i)
		}
		return out
	}
	if got, want := rotation([]string{"A", "B", "C"}, 5), []string{"A", "B", "C", "A", "B"}; !reflect.DeepEqual(got, want) {
		t.Errorf("plain rotation %v, want %v", got, want)
	}
	if got, want := rotation([]string{"A", "Program", "B", "C"}, 8), []string{"A", "Program", "B", "Program", "C", "Program", "A", "Program"}; !reflect.DeepEqual(got, want) {
		t.Errorf("with Program %v, want %v", got, want)
	}
	if got, want := rotation([]string{"Program"}, 3), []string{"Program", "Program", "Program"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Program alone %v, want %v", got, want)
	}
}
