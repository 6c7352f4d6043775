package campaign

import (
	"fmt"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/known"
	"github.com/irfuzz/irfuzz/oracle"
)

// knownCase is where a known signature's case lives and the class its
// triage gave it ("" when the case has no class header).
type knownCase struct {
	path, class string
}

// knownSet is the known findings: exact signatures, and the variants
// patterns of the cases whose one root cause signs in several forms
// (known.Variants).
type knownSet struct {
	exact    map[oracle.Signature]knownCase
	variants []knownVariant
}

// knownVariant is a case's variants pattern.
type knownVariant struct {
	v *known.Variants
	c knownCase
}

// lookup says whether sig is known, and by which case: an exact
// signature first, then the variants patterns in load order; a soundness
// signature not known itself is known by the case of the differential or
// simdiag finding it restates (oracle.Signature.Restates).
func (k *knownSet) lookup(sig oracle.Signature) (knownCase, bool) {
	if k == nil {
		return knownCase{}, false
	}
	if c, ok := k.exact[sig]; ok {
		return c, true
	}
	for _, v := range k.variants {
		if v.v.Match(sig) {
			return v.c, true
		}
	}
	if r, ok := sig.Restates(); ok {
		return k.lookup(r)
	}
	return knownCase{}, false
}

// size is the number of known cases (exact signatures).
func (k *knownSet) size() int { return len(k.exact) }

// knownSignatures reads the known findings: the built-in list (package
// known) unless noBuiltin, then every corpus directory of dirs (a corrupt
// file, or a variants header that does not compile or does not match its
// own case, is a warning). The first case of a signature wins.
func knownSignatures(dirs []string, noBuiltin bool) (*knownSet, []string, error) {
	out := &knownSet{exact: map[oracle.Signature]knownCase{}}
	var warnings []string
	add := func(e *corpus.Entry) error {
		if _, ok := out.exact[e.Signature]; ok {
			return nil
		}
		c := knownCase{path: e.Path, class: e.Get("class")}
		out.exact[e.Signature] = c
		v, err := known.EntryVariants(e)
		if err != nil {
			return fmt.Errorf("%s: %v", e.Path, err)
		}
		if v != nil {
			out.variants = append(out.variants, knownVariant{v: v, c: c})
		}
		return nil
	}
	if !noBuiltin {
		entries, err := known.Entries()
		if err != nil {
			return nil, nil, fmt.Errorf("campaign: built-in known findings: %v", err)
		}
		for _, e := range entries {
			if err := add(e); err != nil {
				return nil, nil, fmt.Errorf("campaign: built-in known findings: %v", err)
			}
		}
	}
	for _, dir := range dirs {
		entries, problems, err := corpus.Load(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("campaign: known findings: %v", err)
		}
		for _, p := range problems {
			warnings = append(warnings, "known findings: "+p.Error())
		}
		for _, e := range entries {
			if err := add(e); err != nil {
				warnings = append(warnings, "known findings: "+err.Error())
			}
		}
	}
	return out, warnings, nil
}
