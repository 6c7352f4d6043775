// Package feedback is what a campaign learns from its cases and feeds
// back into later ones, as AFL and syzkaller do with coverage: each
// case's signals, and the seed corpus of cases that brought new ones.
//
//   - signals.go: a case's signals, a small deterministic set of hashed
//     features of what its check already computed — the verifier rules
//     and codes that fired (on the input, every stage and the planted
//     mutant), the passes that changed the program or refused it, the
//     ops of the compiled kernel by memory space and backend, the
//     simulated instructions by space, layout and dtype, the simulator's
//     diagnostics and the findings. No Go coverage instrumentation: a
//     coverage build of the system under test is another binary, and
//     its counters cannot be read per case without resetting them
//     between cases of concurrent workers.
//   - seeds.go: the seed corpus on disk (irfuzz -seeds DIR): one
//     versioned JSON file per case that brought a new signal — its
//     choice trace, profile, backend and seed, which rebuild it and its
//     signals, and those signals — named by a hash of the first four;
//     Cover picks the entries whose replay brings back every stored
//     signal, as syzkaller minimizes its corpus.
//
// The campaign (package campaign, feedback.go) keeps the corpus in
// memory, replays a seeds directory's cover first and mutates corpus
// traces (gen/choice.Mutate) beside fresh cases. Start at signals.go.
package feedback
