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
	if k, ok := ks.lookup(sig); ks.size() != 141 || !ok || k.path != "known/ae5db7a113c3.py" || k.class != oracle.Silent || sig.Class() != oracle.Loud {
		t.Errorf("%d built-in known signatures; %s: %+v, %v", ks.size(), sig.ID(), k, ok)
	}
	if ks, _, _ := knownSignatures(nil, true); ks.size() != 0 {
		t.Errorf("NoBuiltinKnown: %d known signatures", ks.size())
	}
}

// TestKnownVariants: a known case's variants header makes every signature
// it admits known by that case; a header that does not admit the case's own
// signature is a warning, and the case stays known by its signature.
func TestKnownVariants(t *testing.T) {
	src, err := os.ReadFile("../known/0da5d3973ed1.py")
	if err != nil {
		t.Fatal(err)
	}
	const own = oracle.Signature("contract | TypeCheck | Simplify | Valid shape dimension mismatch in IfStmt: then yield value[_] dimension[_] = pl.min(rows, N), but else yield value[_] dimension[_] = N; equality is not provable and this boundary has no runtime guard |  | ")
	variant := oracle.Signature(strings.Replace(string(own), "pl.min(rows, N)", "pl.min(flag, N)", 1))
	for _, tc := range []struct {
		pattern string
		known   bool
		warn    string
	}{
		{`contract \| TypeCheck \| Simplify \| Valid shape .*pl\.min\(\w+, N\).*`, true, ""},
		{`roundtrip \| .*`, false, "variants header does not match the case's own signature"},
	} {
		dir := t.TempDir()
		var lines []string
		for _, l := range strings.Split(string(src), "\n") {
			if !strings.HasPrefix(l, "# variants: ") {
				lines = append(lines, l)
			}
		}
		data := strings.Replace(strings.Join(lines, "\n"), "# pinned:", "# variants: "+tc.pattern+"\n# pinned:", 1)
		if err := os.WriteFile(filepath.Join(dir, own.ID()+".py"), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		ks, warnings, err := knownSignatures([]string{dir}, true)
		if err != nil {
			t.Fatal(err)
		}
		c, ok := ks.lookup(variant)
		if ok != tc.known || (ok && c.path != filepath.Join(dir, own.ID()+".py")) {
			t.Errorf("%s: variant known %v by %q, want %v", tc.pattern, ok, c.path, tc.known)
		}
		if _, ok := ks.lookup(own); !ok {
			t.Errorf("%s: the case's own signature is not known", tc.pattern)
		}
		if tc.warn == "" && len(warnings) != 0 || tc.warn != "" && (len(warnings) != 1 || !strings.HasSuffix(warnings[0], tc.warn)) {
			t.Errorf("%s: warnings %q, want %q", tc.pattern, warnings, tc.warn)
		}
	}
}

// TestKnownRestated: a soundness signature is known by the case of the
// differential finding it restates, with that case's class.
func TestKnownRestated(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../known/606ae97e5d42.py")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "606ae97e5d42.py"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	ks, warnings, err := knownSignatures([]string{dir}, true)
	if err != nil || len(warnings) != 0 {
		t.Fatal(err, warnings)
	}
	const diff = oracle.Signature("differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out")
	c, ok := ks.lookup(diff)
	if !ok || c.class != oracle.Loud {
		t.Fatalf("%s: known %v, %+v", diff.ID(), ok, c)
	}
	const sound = oracle.Signature("soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMATMUL_ACC |  | out")
	if got, ok := ks.lookup(sound); !ok || got != c {
		t.Errorf("%s known %v by %+v, want %+v", sound.ID(), ok, got, c)
	}
	if _, ok := ks.lookup(oracle.Signature(strings.Replace(string(sound), "TMATMUL_ACC", "TADDS", 1))); ok {
		t.Errorf("a soundness signature whose differential is not known is known")
	}
}
