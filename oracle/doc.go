// Package oracle holds the checks irfuzz runs on one case and the Finding
// they report. Each oracle lives in its own file, named after it; Check runs
// the selected ones over a case (compile with instruments, evaluate the
// reference, simulate, compare) and returns the findings.
//
// A Finding's Signature is the key of deduplication, minimization ("still
// the same bug") and the corpus: oracle | property or rule | first failing
// pass | normalized message | top frames | diverging buffer.
//
// Not here: generating cases (package gen), storing them (corpus), running
// many (campaign).
package oracle
