package ir

import "testing"

// The HardEvent enum has 32 pairs; a pipe does not sync with itself except
// V, and PipeAll / PipeNone name no event.
func TestIsHardEvent(t *testing.T) {
	n := 0
	for s := PipeType(0); s <= PipeAll; s++ {
		for w := PipeType(0); w <= PipeAll; w++ {
			if IsHardEvent(s, w) {
				n++
			}
		}
	}
	if n != 32 {
		t.Errorf("%d HardEvent pairs, want 32", n)
	}
	for _, c := range []struct {
		set, wait PipeType
		want      bool
	}{
		{PipeMTE2, PipeV, true}, {PipeV, PipeV, true}, {PipeM, PipeM, false}, {PipeS, PipeM, false},
		{PipeM, PipeS, true}, {PipeAll, PipeV, false}, {PipeV, PipeNone, false}, {PipeBySpace, PipeBySpace, false},
	} {
		if got := IsHardEvent(c.set, c.wait); got != c.want {
			t.Errorf("IsHardEvent(%s, %s) = %v, want %v", c.set, c.wait, got, c.want)
		}
	}
}
