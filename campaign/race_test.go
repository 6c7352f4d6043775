//go:build race

package campaign

// raceEnabled: the tests run under the race detector, about ten times
// slower.
const raceEnabled = true
