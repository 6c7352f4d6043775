// Package verifier checks IR properties: the Property enum and property
// sets of PyPTO (Structural, Verified, DefaultVerify), the Rule interface,
// the analyses rules share, the Registry that schedules and runs rules,
// diagnostics and the report PyPTO prints, plus a separate registry of
// warning checks (the diagnostic checks, e.g. InParamWritten) that are not
// properties.
//
// One rule lives in one file named after it (ssa_verify.go for SSAVerify,
// acc_compact.go for AccCompactValid, ...), with its programs under
// testdata/<Rule>/ as PyPTO text whose header comments state the expected
// diagnostics; rules_test.go runs them all. Rules never stop each other:
// each appends its diagnostics and the next one runs.
//
// Rules declare what they need, as go/analysis analyzers do: Requires
// lists the analyses (analysis.go) a rule reads through ResultOf, facts
// several rules would otherwise each recompute (entryVars, funcsByName,
// aivSplitFacts; one file each), and After the rules it must run behind.
// The registry schedules from those declarations (schedule.go): rules in
// property enum order, which is the order PyPTO runs verifiers in, and
// each analysis once per verification, after the analyses it requires and
// only when a running rule reads it. Rules still walk bodies themselves
// (visitor.go, irvisitor.go): a walk allocates nothing, and keeping its
// nodes for several rules costs more than walking again.
//
// Backend-dependent rules read the backend from the Context and report
// nothing when none is configured.
//
// What does not live here: passes and their contracts (package pipeline),
// and the IR itself (package ir). Start reading at rule.go, then
// property.go, registry.go and one small rule such as break_continue.go.
package verifier
