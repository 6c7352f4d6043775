package campaign

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/oracle"
)

// TestKnownNotNew: a finding whose signature is in a Known directory is
// counted, with the known case as its corpus file, but is not new and not
// written to the campaign's corpus; a corrupt file there is a warning.
func TestKnownNotNew(t *testing.T) {
	set, _ := oracle.ParseSet("validity,crash,contract")
	cfg := Config{Profiles: []string{"TileTypeCoherence"}, N: 60, Seed: 1, Workers: 2, Backend: "950",
		Faults: []string{"c2v-push-widens-valid"}, Oracles: set}
	first := runCampaign(t, cfg)
	var sig oracle.Signature
	for _, f := range first.rep.Findings {
		if f.New && strings.HasPrefix(f.Signature, "contract | AccCompactValid | ExpandMixedKernel") {
			sig = oracle.Signature(f.Signature)
		}
	}
	if sig == "" {
		t.Fatalf("the campaign found no c2v finding: %+v", first.rep.Findings)
	}
	dir := t.TempDir()
	for _, name := range []string{sig.ID() + ".py", "zz-corrupt.py"} {
		data := []byte("not a corpus file\n")
		if name != "zz-corrupt.py" {
			var err error
			if data, err = os.ReadFile(filepath.Join(first.corpus, name)); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Known = []string{dir}
	again := runCampaign(t, cfg)
	for _, f := range again.rep.Findings {
		if oracle.Signature(f.Signature) != sig {
			continue
		}
		if f.New || !f.Known || f.Class != oracle.Loud || f.CorpusFile != filepath.Join(dir, sig.ID()+".py") || f.Count == 0 {
			t.Errorf("known finding: new %v, known %v, class %q, corpus file %q, count %d", f.New, f.Known, f.Class, f.CorpusFile, f.Count)
		}
	}
	if _, err := os.Stat(filepath.Join(again.corpus, sig.ID()+".py")); err == nil {
		t.Errorf("the known finding was written to the campaign's corpus")
	}
	if len(again.rep.Warnings) != 1 || !strings.Contains(again.rep.Warnings[0], "zz-corrupt.py") {
		t.Errorf("warnings %q, want one naming the corrupt file", again.rep.Warnings)
	}
}

// TestBuiltinKnown: the built-in list (package known) is known unless
// NoBuiltinKnown; a case's class header overrides its oracle's class (a
// round trip that only VerificationLevel.ROUNDTRIP reports is silent).
func TestBuiltinKnown(t *testing.T) {
	ks, _, err := knownSignatures(nil, false)
	if err != nil {
		t.Fatal(err)
	}
	const sig = oracle.Signature("roundtrip |  | UnrollLoops | for _: _ is defined twice on the left but maps to different variables |  | ")
	if k, ok := ks[sig]; len(ks) != 86 || !ok || k.path != "known/ae5db7a113c3.py" || k.class != oracle.Silent || sig.Class() != oracle.Loud {
		t.Errorf("%d built-in known signatures; %s: %+v, %v", len(ks), sig.ID(), k, ok)
	}
	if ks, _, _ := knownSignatures(nil, true); len(ks) != 0 {
		t.Errorf("NoBuiltinKnown: %d known signatures", len(ks))
	}
}
