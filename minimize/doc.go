// Package minimize shrinks a failing kernel to a small one that still
// shows the same bug: the same finding Signature under the same oracle
// configuration (backend, faults, oracles, pipeline). It is what the
// minimize command and a campaign run on every new finding (fuzz-brief
// §7.2).
//
// Minimize(ctx, Input, Options) takes the kernel (a program, or a corpus
// entry's program with its generator choice trace and profile) and a
// Target: an exact signature, an oracle and property to pick one from the
// input's findings, or a verifier rule whose false positive to keep (the
// "FP rule" mode: the rule rejects, every other rule accepts and the
// simulator agrees with the reference — exactly the precision oracle's
// finding for that rule). Whatever picks it, one exact signature is then
// kept, so the reduction cannot slip to another bug; Options.Baseline
// (typically the configuration without its injected faults) further
// requires the signature NOT to show there, so a generic signature (a
// differential mismatch) cannot be kept with another cause.
//
// The levels, each keeping the signature and the best kernel so far:
//
//   - L0 (choices.go): the generator's choice trace, when the input has one
//     that still rebuilds the input kernel: gen.Shrink's span deletion,
//     zeroing and lowering, so every candidate is a generated, valid
//     kernel. It gets a quarter of the time budget (L2 reaches the same
//     sizes with far fewer oracle runs).
//   - L2 (typed.go, edits.go, rebuild.go): typed delta passes on the IR to
//     a fixpoint — drop uncalled functions, unused parameters and
//     statements whose results are unused; collapse an if to a branch;
//     unwrap a loop once, drop it, or cut it to one trip; unwrap scopes;
//     drop unused carries and phis; replace a value by an earlier value,
//     a parameter or a fresh constant (tile.create / tile.full, a literal)
//     of identical type and drop its op; bypass an op by its operand;
//     widen narrowed reads; zero offsets; halve every occurrence of an
//     integer literal at once (shapes, valid shapes, offsets and loop
//     bounds shrink consistently); reset kwargs and optional arguments to
//     their defaults. An edited program is rebuilt through the op
//     registry: type deduction re-runs on every changed call and retypes
//     what depends on it. A candidate that does not deduce, print, parse,
//     or pass the structural verifiers plus SSAForm and TypeChecked is
//     rejected before any oracle runs (the verifier gate is left out when
//     the target is itself a validity finding or a crash).
//   - L3 (lines.go): line-level ddmin on the printed text, for kernels
//     that came from outside the generator (Input.External); a candidate
//     that does not parse is rejected; return lines are kept.
//   - L1 (passes.go): ddmin over the pass list of the final kernel — which
//     passes are needed to show the bug — where every candidate list is
//     closed under the pass contracts (a pass whose Required properties
//     neither the input nor an earlier kept pass provides is dropped
//     too). It runs last, on the smallest kernel, and only reports
//     (Output.Passes): the kernel must reproduce under the configured
//     pipeline, since that is what corpus replay runs.
//
// Every candidate is evaluated on the text it would be written as
// (printed, then parsed back), and must be strictly smaller than the
// current kernel (statements, then calls that read a tile or tensor, then
// bytes, then the sum of integer literals), so the reduction terminates
// and the result reproduces from its file. Candidates are cached by the
// hash of that text and checked in parallel batches (sourcegraph/conc),
// taking the first success in candidate order, so the result does not
// depend on the parallelism. Only the oracles that can affect the target
// run on candidates (target.go). A time budget bounds the reduction; when
// it runs out the best kernel so far is returned. The final check replays
// the printed result several times (5 by default) under the caller's full
// configuration.
//
// ddmin.go holds the chunked delta search every level shares and the size
// order, eval.go the cache, the validity gate and the parallel
// evaluation, replay.go the final check.
//
// What does not live here: the oracles (package oracle), the generator
// and its trace shrinker (package gen), the corpus format (package
// corpus), the command line (cmd/minimize). Start reading at minimize.go.
package minimize
