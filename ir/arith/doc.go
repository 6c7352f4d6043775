// Package arith is irfuzz's port of PyPTO's integer arithmetic simplifier
// (src/ir/arith/ and include/pypto/ir/arith/ at the pinned e2d0f78ae): the
// constant folder (const_fold.h), the pattern rewrite simplifier
// (rewrite_simplify.cpp), the constant-integer-bound analysis
// (const_int_bound.cpp) and the Analyzer that ties them together with
// variable bindings, loop ranges and branch constraints (analyzer.cpp).
// Pass Simplify (pipeline/simplify.go) runs on it.
//
// Departures: the modular-set analysis is not ported (no path of Simplify
// or CanProve reads it); the transitive-comparison and int-set fallbacks
// of Analyzer.CanProve are not ported (CanProve answers false where only
// they would prove); PEqualChecker's structural fallback compares calls by
// op, arguments and keyword arguments.
//
// Malformed input PyPTO rejects with an exception (a constant division by
// zero, an operator on a bool) panics with an *Error; Catch turns it into
// an error.
package arith
