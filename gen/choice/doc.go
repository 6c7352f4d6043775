// Package choice is the single decision stream every irfuzz generator reads:
// a Source hands out bounded integers (Draw) and records them, together with
// labelled spans (Begin/End) that say which group of draws built which part
// of a program.
//
// A Source has three backings, one per front end:
//
//   - Record(seed): a seeded PRNG (PCG); what gopter properties and the
//     "irfuzz gen" command use;
//   - Replay(choices): a recorded trace, replayed draw by draw (shrinking,
//     reproducing one case); a draw past the end returns 0 and flags
//     Overrun;
//   - Bytes(data): fuzzer input (go test -fuzz, go-fuzz); each draw reads
//     the few little-endian bytes its bound needs, and 0 once data runs out.
//
// Every backing records what it handed out, so any case, whatever produced
// it, becomes a Trace that can be replayed, shrunk and encoded back to bytes
// (Encode). Draw values are reduced into range the same way for every
// backing, so 0 is always the first (simplest) alternative.
//
// What does not live here: what the draws mean (package gen) and the
// shrinker (package gen, shrink.go). Sources hold no global state and are
// not safe for concurrent use; make one per case. Start at source.go.
package choice
