package campaign

import (
	"time"

	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/oracle"
)

// signatures deduplicates findings by Signature: one record per unique
// signature with its count, first case and first and last sighting, in
// the order the signatures were first seen (committed case order, so the
// same for any number of workers).
type signatures struct {
	order []*unique
	by    map[oracle.Signature]*unique
}

// unique is one signature and what the campaign knows about it.
type unique struct {
	sig   oracle.Signature
	first oracle.Finding // the first finding with the signature
	rec   results.Finding
	// added: this campaign wrote the signature's corpus file (its first
	// sighting is already counted there).
	added bool
}

func newSignatures() *signatures { return &signatures{by: map[oracle.Signature]*unique{}} }

// see records a sighting of f in case o; it returns the record and
// whether the signature is new to the campaign.
func (s *signatures) see(f *oracle.Finding, sig oracle.Signature, o *Outcome, at time.Time) (*unique, bool) {
	if u := s.by[sig]; u != nil {
		u.rec.Count++
		if at.After(u.rec.LastSeen) {
			u.rec.LastSeen = at
		}
		return u, false
	}
	u := &unique{sig: sig, first: *f, rec: results.Finding{
		ID: sig.ID(), Signature: string(sig), Oracle: f.Oracle, Property: f.Property, Pass: f.Pass,
		Message: f.Message, Profile: o.Profile, Count: 1, FirstCase: o.Index, FirstSeed: o.Seed,
		FirstSeen: at, LastSeen: at, Statements: o.Statements, Class: sig.Class(),
	}}
	s.by[sig] = u
	s.order = append(s.order, u)
	return u, true
}

// records are the findings.json records, in first-seen order.
func (s *signatures) records() []results.Finding {
	out := make([]results.Finding, len(s.order))
	for i, u := range s.order {
		out[i] = u.rec
	}
	return out
}
