// Package known is the checked-in list of known findings: corpus cases
// (irfuzz corpus v1, one per signature) whose finding is already triaged, so
// that a campaign counts it as known, not new, and says what it is.
//
// Each file carries, beside the corpus header, the triage's verdict:
//
//	# class: silent | loud        (oracle.Silent, oracle.Loud)
//	# kind: pypto-bug | known-upstream | by-design
//	# pinned: the pinned PyPTO's file:line where the behaviour is
//	# upstream: the PyPTO issue, pull request or doc that states it,
//	#           or "not reported upstream" and the docs/findings.md section
//
// A case may also carry a variants header (VariantsHeader): a regular
// expression over the signature text that admits the other forms its one
// root cause signs in, each triaged on the real PyPTO; a campaign counts
// a signature it matches as known by that case. A soundness finding
// restates a differential or simdiag finding of the same case
// (oracle.Signature.Restates): it is known when that one is, so a case
// needs no separate file for its soundness form.
//
// A pypto-bug case is a bug of the pinned PyPTO that the model mirrors; its
// pypto_finding header names the repro the real PyPTO runs
// (sut/pypto/testdata/findings, or sim/pto/testdata/findings for a bug
// in the PTO it emits). The files are embedded, so a campaign
// knows them wherever it runs; campaign.Config.NoBuiltinKnown turns them
// off. The cases in pypto/ are failures of the real PyPTO as a campaign
// on it (-sut pypto) signs them, each naming the repro of its bug the same
// way; they replay only against the real PyPTO. What does not live here:
// cases of the model's own bugs (campaign's testdata/fixed) and untriaged
// ones.
package known
