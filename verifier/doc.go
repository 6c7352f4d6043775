// Package verifier checks IR properties: the Property enum and property
// sets of PyPTO (Structural, Verified, DefaultVerify), the Rule interface
// and the Registry that runs rules in registration order, diagnostics and
// the report PyPTO prints, plus a separate registry of warning checks (the
// diagnostic checks, e.g. InParamWritten) that are not properties.
//
// One rule lives in one file named after it (ssa_verify.go for SSAVerify,
// acc_compact.go for AccCompactValid, ...), with its programs under
// testdata/<Rule>/ as PyPTO text whose header comments state the expected
// diagnostics; rules_test.go runs them all. Rules never stop each other:
// each appends its diagnostics and the next one runs.
//
// Backend-dependent rules read the backend from the Context and report
// nothing when none is configured.
//
// What does not live here: passes and their contracts (package pipeline),
// and the IR itself (package ir). Start reading at rule.go, then
// property.go and one small rule such as break_continue.go.
package verifier
