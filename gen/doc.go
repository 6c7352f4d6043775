// Package gen generates random, well-typed PyPTO tile kernels and
// tensor-level user programs from one choice stream, and everything that
// drives or reduces that stream.
//
//   - choice/ (package choice): the Source every decision is drawn from,
//     backed by a seeded PRNG, a replayed trace, or fuzzer bytes.
//   - build.go, builder.go: the typed kernel builder. Build reads only its
//     Source and a profile (with its target backend, Policy.Target,
//     default Ascend950); every call is built by the op registry
//     (ir.TileAdd.Create, ...), so deduction is the registry's, and the builder
//     only combines values whose types the registry accepted. Lists are
//     per-element "more?" draws, operands are picked most recent first with
//     a draw of fixed bound, and structure is drawn before values, so
//     deleting a span of choices still builds a valid, smaller kernel.
//   - Kernels are built to compile on their target: moves only along the
//     backend's routes (or the cross-core hand-offs ExpandMixedKernel
//     lowers), tiles within a share of each buffer's capacity, accumulator
//     seeds compact where a narrowed lhs needs it, 3-D tiles only in the
//     forms FlattenTileNdTo2D flattens, and every tile that may land in a
//     cube buffer whole fractal boxes, as PyPTO's code generator demands
//     (box.go; box_test.go checks the compiled kernels); an accumulator an
//     in-place op (matmul_acc, gemv_acc) updated is never read again, nor
//     one from outside the innermost loop updated (the result shares its
//     buffer and no data path copies Acc to Acc); no cube buffer's bytes
//     are read before something wrote them (a tile.create accumulator is
//     only a matmul_acc seed with init_cond True, no view or valid shape
//     widens over rows nothing wrote, no cube operand is empty, a rhs
//     has all its K rows: accinit_test.go); user flags name only
//     HardEvent pairs of one core. A profile may make a small,
//     documented share of near misses (PNearMiss) that deliberately carry
//     an input a property rejects; Case.Intent names it. compile_test.go
//     holds the compile rate per target.
//   - Kernels are built to run the same on the hardware as in the
//     reference: a scratch argument (tmp / tmp_tile) is a fresh tile
//     nothing else reads (scratch.go); no GM tensor is handed between the
//     cores without the syncall PyPTO leaves to the author (crosscore.go);
//     a kernel that reads tile.get_subblock_idx splits every store by
//     lane (lanes.go); a runtime valid row count is capped with pl.min at
//     the rows its tile has (runtimeRows). Each rule has its test beside
//     it (runtimerows_test.go for the last).
//   - data.go (loads, stores, scalars), ops.go (one recipe per registered
//     op), matmul.go (cube chains, views, seeds, epilogues; a matmul_acc
//     accumulates only at the pitch its accumulator's bytes are at),
//     deepk.go (Mat operands whose K is too deep for L0, which
//     AutoTileMatmulL0 splits: the site of PyPTO #2470), control.go
//     (for / while / if with carries, phis and nested-call yields),
//     userform.go (loop carries and dying tiles re-assigned as authors
//     write them, for ConvertToSSA to version), blockloop.go (loops over
//     a tensor's row blocks storing block i: continue / break before the
//     block's load or now and then after it, an if / else on the loop
//     variable, a running tile read after its next value, pl.unroll in
//     user form), window.go (an extract of a
//     slice, stored; and, drawn after everything else, PTailWindow, one
//     of a column block of a vector tile the kernel has, stored into a
//     corner of an output before it returns: tail_window_test.go),
//     tailcarry.go (drawn after that, PTailCarry: a loop carry started
//     straight from a matmul's accumulator and updated by a vector op,
//     its space left to inference as PyPTO's parser types it, the site
//     of PyPTO #1262: tail_carry_test.go), tailchain.go (last,
//     PTailChain: a matmul of two of the kernel's accumulators, which
//     InferTileMemorySpace routes through Mat: tail_chain_test.go),
//     returnorder.go (outputs returned out of their
//     parameters' order) and build.go's orchestration (the kernel's
//     caller; its In tensors now and then windows of tensors twice their
//     size, POrchSlice, for OptimizeOrchTensors' strides:
//     orch_slice_test.go).
//   - The corners issue 16 asks of a campaign have knobs of their own:
//     loop stops that are not multiples of the step (PLoopOdd), extents
//     that are not powers of two and deep K past a multiple of the L0 step
//     (PNonPow2), deep-K products (PDeepK), kernels in user form
//     (PUserForm); corners_test.go pins their shares over Default
//     (go test ./gen -run TestCornersMeasure -corners.n 1000 -v measures).
//   - program.go, program_scope.go, program_inline.go: tensor-level user
//     programs (profile Program, knob PProgram), for the front passes
//     the tile kernels skip (InlineFunctions through LowerCompositeOps):
//     an Opaque main whose `with pl.at(level=pl.Level.CORE_GROUP):`
//     scopes hold unified tensor ops (elementwise, scalar, row reductions
//     with broadcasts, softmax, casts, matmuls and K loops, sin / cos),
//     with loops over row blocks in user or SSA form, if / else, inner
//     loops and pl.unroll, Inline helpers (an op helper, a stage helper
//     holding a scope), an explicit InCore kernel holding a continue or
//     break, hierarchy and cluster scopes, nested calls and arithmetic
//     Simplify folds. Each construct's knob is its share of programs
//     (program_test.go pins them and the share of programs each front
//     pass changes); a campaign over several profiles gives Program
//     every second case (campaign.ProfileOf).
//   - profile.go: profiles, one per verifier property plus Default, as
//     tables of knobs and op weights, each with its Dialect: Pinned (every
//     profile but AccCompactValid) writes only what the pinned PyPTO
//     parses, Model also the model's departures (docs/pypto-version.md:
//     tile.create compact=, the soft syncall without a workspace);
//     mutate.go, mutators.go: rewrites that make a kernel violate a
//     property.
//   - kernel.go, shrink.go: Case (seed, profile, trace, program), the gopter
//     generator Kernel and the trace shrinker (span and sibling-run
//     deletion, zeroing, lowering, a cache of tried traces, an evaluation
//     and time budget); Shrink is the same descent without gopter.
//   - fuzz_test.go (FuzzPipeline, native fuzzing) and gofuzz.go (go-fuzz,
//     build tag gofuzz); write.go: what "irfuzz gen" writes; stats.go:
//     statement counts and construct coverage.
//
// What does not live here: the verifier (tests use it), the pass pipeline,
// oracles and campaigns. Start reading at build.go.
package gen
