package campaign

import (
	"slices"

	"github.com/irfuzz/irfuzz/gen"
)

// CaseSeed is the seed of case index of a campaign seeded with seed: a
// hash of both (SplitMix64 finalizers), so that any case can be rebuilt
// alone and neighbouring cases are unrelated. It fits in 63 bits, so it
// is the same number as a uint64 (results), an int64 (gen.FromSeed and the
// corpus) and an input-data seed (oracle.Case.Seed).
func CaseSeed(seed uint64, index int) uint64 {
	x := mix(seed + 0x9e3779b97f4a7c15)
	x = mix(x ^ (uint64(index) + 0x632be59bd9b4e019))
	return x >> 1
}

// mix is the SplitMix64 finalizer.
func mix(x uint64) uint64 {
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// ProfileOf is the profile case index uses: the profiles rotate in order,
// except that the user-program profile (gen.UserProgramProfile), when it
// is one of several, takes every second case and the others rotate over
// the rest: the tile kernels of the other profiles skip the front of the
// pipeline (InlineFunctions through LowerCompositeOps), which only user
// programs exercise.
func ProfileOf(profiles []string, index int) string {
	n := len(profiles)
	if u := slices.Index(profiles, gen.UserProgramProfile); u >= 0 && n > 1 {
		if index%2 == 1 {
			return profiles[u]
		}
		j := (index / 2) % (n - 1)
		if j >= u {
			j++
		}
		return profiles[j]
	}
	return profiles[index%n]
}
