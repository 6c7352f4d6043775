package campaign

import (
	"embed"
	"fmt"
	"path"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// builtinKnown are the candidate PyPTO bugs clean campaigns find (kernels
// every verifier accepts that compute wrong numbers on the simulated
// chip; each header's note names the cause). A campaign counts their
// signatures as known, not new, unless Config.NoBuiltinKnown is set.
//
//go:embed testdata/known/*.py
var builtinKnown embed.FS

// BuiltinKnownPrefix starts the corpus path of a finding known from the
// built-in list.
const BuiltinKnownPrefix = "builtin:"

// knownSignatures reads the known findings: the built-in list unless
// noBuiltin, then every corpus directory of dirs (a corrupt file is a
// warning). The value is where the known case lives.
func knownSignatures(noBuiltin bool, dirs []string) (map[oracle.Signature]string, []string, error) {
	known := map[oracle.Signature]string{}
	var warnings []string
	if !noBuiltin {
		des, err := builtinKnown.ReadDir("testdata/known")
		if err != nil {
			return nil, nil, err
		}
		for _, de := range des {
			p := path.Join("testdata/known", de.Name())
			data, err := builtinKnown.ReadFile(p)
			if err != nil {
				return nil, nil, err
			}
			e, err := corpus.ParseEntry(p, data)
			if err != nil {
				return nil, nil, fmt.Errorf("campaign: built-in known finding: %v", err)
			}
			known[e.Signature] = BuiltinKnownPrefix + de.Name()
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
			if _, ok := known[e.Signature]; !ok {
				known[e.Signature] = e.Path
			}
		}
	}
	return known, warnings, nil
}
