package campaign

import (
	"fmt"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// knownSignatures reads the known findings: every corpus directory of dirs
// (a corrupt file is a warning). The value is where the known case lives.
func knownSignatures(dirs []string) (map[oracle.Signature]string, []string, error) {
	known := map[oracle.Signature]string{}
	var warnings []string
	for _, dir := range dirs {
		entries, problems, err := corpus.Load(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("campaign: known findings: %v", err)
		}
		for _, p := range problems {
			warnings = append(warnings, "known findings: "+p.Error())
		}
		for _, e := range entries {
			if _, ok := known[e.Signature]; !ok {
				known[e.Signature] = e.Path
			}
		}
	}
	return known, warnings, nil
}
