// Package oracle holds the checks irfuzz runs on one case and the Finding
// they report.
//
// Check does the steps of one table (steps.go), as the Go compiler runs
// its pass table and go/analysis its analyzers. An analysis step produces
// a result: the verified input, the instrumented compile and its
// snapshot, the simulation beside the reference, the real PyPTO's answer,
// the simulation of the PTO it wrote. An oracle's step turns results into
// that oracle's findings. Each step names by value the steps it requires
// (it runs only when they succeeded) and the steps it uses (it reads their
// results when they are there), and lives in the file of what it does; an
// oracle's, in the file named after the oracle. Check runs the steps the
// selected oracles need, directly or through other steps, and the reported
// steps (the compile, the real PyPTO's answer: Result reports their
// outcome whatever is selected), each after what it needs and otherwise in
// table order, which is also the order of the findings. A step whose requirement failed or did not run does not run:
// an invalid input is not compiled, a kernel that did not compile is not
// simulated. The table is checked once, for steps it lacks and for
// cycles.
//
// Adding an oracle: its name (the constants and Names), a file of that
// name declaring its step, the step in the table, and a testdata case or
// a Go test expecting its finding.
//
// A Finding's Signature is the key of deduplication, minimization ("still
// the same bug") and the corpus: oracle | property or rule | first failing
// pass | normalized message | top frames | diverging buffer.
//
// Not here: generating cases (package gen), storing them (corpus), running
// many (campaign).
package oracle
