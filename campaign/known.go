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

// knownSignatures reads the known findings: the built-in list (package
// known) unless noBuiltin, then every corpus directory of dirs (a corrupt
// file is a warning). The first case of a signature wins.
func knownSignatures(dirs []string, noBuiltin bool) (map[oracle.Signature]knownCase, []string, error) {
	out := map[oracle.Signature]knownCase{}
	var warnings []string
	add := func(e *corpus.Entry) {
		if _, ok := out[e.Signature]; !ok {
			out[e.Signature] = knownCase{path: e.Path, class: e.Get("class")}
		}
	}
	if !noBuiltin {
		entries, err := known.Entries()
		if err != nil {
			return nil, nil, fmt.Errorf("campaign: built-in known findings: %v", err)
		}
		for _, e := range entries {
			add(e)
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
			add(e)
		}
	}
	return out, warnings, nil
}
