// Package campaign runs many generated cases through the oracles: the
// local fuzzing loop behind "irfuzz" (no subcommand).
//
// A campaign is a Config: the profiles the cases rotate over, budgets (N
// cases and/or a wall-clock Time), a seed, the backend, injected faults,
// the oracles, where the corpus and the results go, and how each case is
// contained. Run executes it and returns a Report.
//
// # One case
//
// Case i of a campaign with seed S uses the profile ProfileOf(Profiles, i)
// (Profiles[i mod len(Profiles)], except that the user-program profile
// takes every second case) and the per-case seed CaseSeed(S, i), a hash
// of both, so
// any case replays alone (irfuzz -run-case, or gen.FromSeed with that
// seed). The case is generated (gen.FromSeed, retargeted to the backend),
// printed and parsed back — what is checked is the kernel as its corpus
// file will hold it, so replaying the file reproduces what the campaign
// saw (a kernel whose text does not read back is a roundtrip finding) —,
// checked (oracle.Check, with the per-case seed as the input-data seed) and
// its findings signed (oracle.Finding.Signature).
//
// Containment: a panic anywhere in a case (generator, harness, SUT) is a
// crash finding and the campaign goes on; a case that outlives its
// deadline (Config.CaseTimeout) is a hang finding whose frames are those of
// the stuck goroutine. In-process, a hung case's goroutine cannot be
// killed and keeps running; with Config.Isolate every case runs in a child
// process (the irfuzz binary re-executed with ChildFlag and the case's
// Task as JSON), which is killed at the deadline (after a SIGQUIT that
// dumps its stacks), and whose fatal runtime errors (stack overflow,
// concurrent map writes) become crash findings too.
//
// # The systems under test
//
// Config.SUT selects the model (the default), the real PyPTO, or both.
// With PyPTO, the campaign opens one pool of Python workers (package
// sut/pypto; a worker per campaign worker, Config.Python the interpreter)
// and oracle.Check sends it each case's text with the checks
// PyPTORequest gives that case index (serialization and codegen always,
// a second compile every TwiceEvery-th, the per-pass round trip every
// RoundtripEvery-th, the per-pass dumps for the per-pass differential
// every PassDiffEvery-th with the model on). The case deadline then
// covers both systems. The summary accounts per system (cases, accepted,
// compiled, outcome classes, findings, time per case), the acceptance
// differences by pass and the per-pass differential. Each new PyPTO
// finding is minimized with PyPTO as the judge and gets a standalone
// <id>.repro.py beside its corpus case; its corpus header names the
// systems (SUTKey) and the PyPTO commit (PinnedKey), and replay runs it
// there again. -isolate is for the model only (PyPTO's workers are
// processes already). On PyPTO a case the model's PTOCodegen refuses is
// drawn again (caseOf, RedrawSeed): those kernels are contracts of the
// pinned codegen, not bugs.
//
// # Feedback (feedback.go)
//
// Each case's check yields signals (package campaign/feedback), committed
// in index order: a case that brings one no earlier case had joins the
// corpus (and, with Config.SeedsDir, the seeds directory). A campaign
// with a seeds directory replays as its first cases the entries that
// cover their stored signals (feedback.Cover; their traces and seeds,
// Outcome.Origin "replay"); after them, Config.Mutate
// percent of the cases mutate corpus traces (gen/choice.Mutate, replayed
// with choice.Guided; Origin "mutant", under the parent's profile, the
// per-case seed giving the input data and mutant) once there is a corpus,
// the others are fresh. Case i draws from the seeds and the entries cases
// below i-FeedbackLag added, waiting for those commits if need be, so the
// cases do not depend on the number of workers or on timing; with
// SeedsFixed (the distributed runner) only from the seeds. A child
// process gets its case's trace in its Task.
//
// # Determinism
//
// Cases run on a github.com/sourcegraph/conc pool of Config.Workers
// goroutines, but their outcomes are committed in index order: dedup, the
// corpus, cases.jsonl and every count see the same sequence whatever the
// number of workers. For a seed and N, findings, signatures and per-case
// records (timings aside) are identical for 1 and 2 workers.
//
// # Outputs
//
//   - Deduplication by Signature, with counts, first case and first/last
//     sighting (signatures.go);
//   - the corpus (package corpus): each new signature's kernel is written
//     with its profile, seed, case index, backend, faults and choice trace;
//   - the results directory (package campaign/results): summary.json,
//     findings.json and cases.jsonl, what package reports renders;
//   - a live progress line (progress.go) at least once a second.
//
// Run is a pool over two halves that also serve the distributed runner
// (campaign/cluster): a Runner runs single cases by index with the
// campaign's containment, and a Session commits outcomes in index order
// (whatever order they arrive in), writes the corpus and the results, and
// minimizes at Close.
//
// Known findings (known.go): a signature found in a Config.Known corpus
// directory is counted but not new and not written to the corpus.
// testdata/fixed holds findings of our own that were fixed, and
// testdata/found the PyPTO bugs clean campaigns found, fixed in our model
// and kept as faults (docs/findings.md); the tests replay both.
//
// A hook for minimization (Config.Minimize) receives each new unique
// finding after the cases ran (Found, whose Reproduces is the
// "still the same bug" predicate); the minimized kernel replaces the
// corpus case, whose original is kept beside it.
//
// ReplayCheck builds the corpus.Check behind "irfuzz replay" on
// oracle.Check, from each case's backend, faults and oracles headers.
//
// The package's tests include the self-test of issue 7 (selftest_test.go):
// for every injectable fault, a bounded seeded campaign that must catch
// it, or the measured reason why generated kernels cannot.
//
// Start reading at run.go. Not here: generating kernels (gen), checking one
// case (oracle), the corpus file format (corpus), rendering reports
// (reports), flags and exit codes (cmd/irfuzz), and the distributed runner
// over NATS JetStream (campaign/cluster).
package campaign
