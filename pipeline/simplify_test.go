package pipeline

import "testing"

func TestTripCount(t *testing.T) {
	for _, tc := range []struct{ start, stop, step, want int64 }{
		{0, 4, 1, 4}, {0, 10, 3, 4}, {4, 4, 1, 0}, {5, 0, 1, 0},
		{64, 0, -1, 64}, {8, 0, -2, 4}, {8, 1, -3, 3}, {0, 8, -1, 0},
	} {
		if got, ok := TripCount(tc.start, tc.stop, tc.step); !ok || got != tc.want {
			t.Errorf("TripCount(%d, %d, %d) = %d, %v; want %d", tc.start, tc.stop, tc.step, got, ok, tc.want)
		}
	}
	if _, ok := TripCount(0, 4, 0); ok {
		t.Errorf("zero step has a trip count")
	}
}
