package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/oracle"
)

// fakeClock returns t0, t0+1s, t0+2s, ... (with sub-second noise the
// store must drop).
func fakeClock(t0 time.Time) func() time.Time {
	var mu sync.Mutex
	n := 0
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		n++
		return t0.Add(time.Duration(n-1)*time.Second + 250*time.Millisecond)
	}
}

func openStore(t *testing.T, dir string) *Store {
	t.Helper()
	s, problems, err := Open(dir)
	if err != nil || len(problems) != 0 {
		t.Fatalf("Open: %v %v", err, problems)
	}
	s.clock = fakeClock(time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC))
	return s
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestStoreAddWritesAndUpdates(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "corpus") // Open creates it
	s := openStore(t, dir)
	src, prog := kernel(t)
	f := &oracle.Finding{Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Message: "Variable 'x_1' defined twice"}
	e := FromFinding(f, prog)
	e.Profile, e.Seed, e.Case, e.Generator, e.Statements = "Default", 20, 4, "gen/v1", 2
	e.Faults, e.Choices = []string{}, []uint64{} // empty lists are stored as none

	if s.Has(f.Signature()) {
		t.Fatal("empty store has the signature")
	}
	path, isNew, err := s.Add(e)
	if err != nil || !isNew || path != filepath.Join(dir, f.Signature().ID()+".py") {
		t.Fatalf("Add = %s, %v, %v", path, isNew, err)
	}
	if !s.Has(f.Signature()) || s.Len() != 1 {
		t.Fatal("store does not have the added signature")
	}
	want := `# irfuzz corpus v1
# signature: "contract | SSAForm | ConvertToSSA | Variable '_' defined twice |  | "
# status: open
# oracle: contract
# property: SSAForm
# pass: ConvertToSSA
# profile: Default
# backend:
# faults:
# seed: 20
# case: 4
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-03-01T12:00:00Z
# last_seen: 2026-03-01T12:00:00Z

` + src
	if got := readFile(t, path); got != want {
		t.Fatalf("written:\n%s\nwant:\n%s", got, want)
	}

	// A second sighting (from another seed) bumps count and last_seen only.
	again := e
	again.Seed, again.Case = 99, 50
	if _, isNew, err := s.Add(again); err != nil || isNew {
		t.Fatalf("second Add: new %v, err %v", isNew, err)
	}
	// A sighting with an explicit, older time and a count of 3.
	older := e
	older.Count, older.LastSeen = 3, time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC)
	if _, _, err := s.Add(older); err != nil {
		t.Fatal(err)
	}
	want = strings.Replace(want, "# count: 1", "# count: 5", 1)
	want = strings.Replace(want, "# last_seen: 2026-03-01T12:00:00Z", "# last_seen: 2026-03-01T12:00:01Z", 1)
	if got := readFile(t, path); got != want {
		t.Fatalf("after updates:\n%s\nwant:\n%s", got, want)
	}
	got, ok := s.Get(f.Signature())
	if !ok || got.Count != 5 || got.Seed != 20 || got.Path != path {
		t.Fatalf("Get = %+v", got)
	}

	// Reopening finds the case; unknown keys added by hand survive updates.
	hand := strings.Replace(want, "# last_seen:", "# triage: alice\n# last_seen:", 1)
	if err := os.WriteFile(path, []byte(hand), 0o644); err != nil {
		t.Fatal(err)
	}
	s2 := openStore(t, dir)
	if !s2.Has(f.Signature()) {
		t.Fatal("reopened store lost the signature")
	}
	if _, isNew, err := s2.Add(e); err != nil || isNew {
		t.Fatalf("Add after reopen: new %v, err %v", isNew, err)
	}
	after := readFile(t, path)
	if !strings.Contains(after, "# count: 6\n") || !strings.Contains(after, "# last_seen: 2026-03-01T12:00:01Z\n# triage: alice\n\n") {
		t.Fatalf("after reopen and Add:\n%s", after)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

func TestStoreAddKeepsFixedAndRejects(t *testing.T) {
	dir := t.TempDir()
	data := readFile(t, fixedFile)
	if err := os.WriteFile(filepath.Join(dir, "6810c580adf7.py"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	s := openStore(t, dir)
	sig := oracle.Signature("differential | AccCompactValid | AutoTileMatmulL0 | output '_' differs at [_]: N vs N |  | out")
	if _, isNew, err := s.Add(Entry{Signature: sig}); err != nil || isNew {
		t.Fatalf("Add of a known fixed signature: %v %v", isNew, err)
	}
	if e, _ := s.Get(sig); e.Status != StatusFixed || e.Count != 5 {
		t.Fatalf("fixed case after Add: status %s count %d", e.Status, e.Count)
	}
	if _, _, err := s.Add(Entry{}); err == nil || err.Error() != "corpus: Add: entry has no signature" {
		t.Fatalf("Add without signature: %v", err)
	}
	if _, _, err := s.Add(Entry{Signature: "new"}); err == nil || err.Error() != "corpus: Add: entry has no kernel (Source and Prog are empty)" {
		t.Fatalf("Add without kernel: %v", err)
	}
}

// A file that exists but cannot be loaded is reported by Open and is not
// overwritten by Add.
func TestStoreRefusesToOverwriteCorruptFile(t *testing.T) {
	dir := t.TempDir()
	sig := oracle.Signature("crash |  |  | boom |  | ")
	bad := filepath.Join(dir, FileName(sig))
	if err := os.WriteFile(bad, []byte("# irfuzz corpus v1\n# status: maybe\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, problems, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) != 1 || problems[0].Error() != bad+`:2: status: must be "open" or "fixed", got "maybe"` {
		t.Fatalf("problems %v", problems)
	}
	src, _ := kernel(t)
	_, _, err = s.Add(Entry{Signature: sig, Source: src})
	want := "corpus: " + bad + ` exists but could not be loaded (status: must be "open" or "fixed", got "maybe"); fix or remove it`
	if err == nil || err.Error() != want {
		t.Fatalf("Add over a corrupt file: %v\nwant %s", err, want)
	}
	if got := readFile(t, bad); got != "# irfuzz corpus v1\n# status: maybe\n" {
		t.Fatalf("corrupt file overwritten: %q", got)
	}
}

func TestStoreConcurrentAdds(t *testing.T) {
	dir := t.TempDir()
	s := openStore(t, dir)
	src, _ := kernel(t)
	sigs := []oracle.Signature{"a |  |  | one |  | ", "b |  |  | two |  | ", "c |  |  | three |  | "}
	const workers, each = 8, 25
	var wg sync.WaitGroup
	newCount := make(chan oracle.Signature, workers*each)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < each; i++ {
				sig := sigs[(w+i)%len(sigs)]
				_ = s.Has(sig)
				_, isNew, err := s.Add(Entry{Signature: sig, Source: src, Seed: int64(w*100 + i)})
				if err != nil {
					t.Error(err)
					return
				}
				if isNew {
					newCount <- sig
				}
			}
		}()
	}
	wg.Wait()
	close(newCount)
	seen := map[oracle.Signature]int{}
	for sig := range newCount {
		seen[sig]++
	}
	entries, problems, err := Load(dir)
	if err != nil || len(problems) != 0 {
		t.Fatalf("Load: %v %v", err, problems)
	}
	total := 0
	for _, e := range entries {
		total += e.Count
		if seen[e.Signature] != 1 {
			t.Errorf("%s reported new %d times", e.Signature, seen[e.Signature])
		}
	}
	if len(entries) != 3 || total != workers*each {
		t.Fatalf("%d entries, total count %d, want 3 and %d", len(entries), total, workers*each)
	}
	if es := s.Entries(); len(es) != 3 || es[0].FileName() > es[1].FileName() || es[1].FileName() > es[2].FileName() {
		t.Fatalf("Entries not sorted: %v", es)
	}
}

func TestStoreSaveMinimized(t *testing.T) {
	dir := t.TempDir()
	s := openStore(t, dir)
	fixedSrc := readFile(t, fixedFile)
	big, err := ParseEntry(fixedFile, []byte(fixedSrc))
	if err != nil {
		t.Fatal(err)
	}
	small, err := LoadFile(openFile)
	if err != nil {
		t.Fatal(err)
	}
	sig := oracle.Signature("differential |  |  | mismatch |  | out")
	if _, _, err := s.Add(Entry{Signature: sig, Source: big.Source, Statements: 8, Choices: []uint64{1, 2, 3}}); err != nil {
		t.Fatal(err)
	}
	before := readFile(t, filepath.Join(dir, FileName(sig)))

	if err := s.SaveMinimized(Entry{Signature: sig, Prog: small.Prog, Statements: 2, Choices: []uint64{1}}); err != nil {
		t.Fatal(err)
	}
	orig := filepath.Join(dir, sig.ID()+".orig.py")
	if got := readFile(t, orig); got != before {
		t.Fatalf("original:\n%s\nwant the file as it was:\n%s", got, before)
	}
	min, err := LoadFile(filepath.Join(dir, FileName(sig)))
	if err != nil {
		t.Fatal(err)
	}
	if min.Source != small.Source || min.Statements != 2 || fmt.Sprint(min.Choices) != "[1]" || min.Original != sig.ID()+".orig.py" || min.Count != 1 {
		t.Fatalf("minimized entry = %+v", min)
	}
	// A second minimization keeps the first original.
	if err := s.SaveMinimized(Entry{Signature: sig, Source: small.Source, Statements: 1}); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, orig); got != before {
		t.Fatal("second minimization replaced the original")
	}
	if o, err := LoadOriginal(min); err != nil || o.Source != big.Source || o.Statements != 8 {
		t.Fatalf("LoadOriginal: %v %+v", err, o)
	}
	err = s.SaveMinimized(Entry{Signature: "unknown", Source: small.Source})
	if err == nil || err.Error() != `corpus: SaveMinimized: no case with signature "unknown"` {
		t.Fatalf("SaveMinimized of an unknown signature: %v", err)
	}
	entries, problems, _ := Load(dir)
	if len(entries) != 1 || len(problems) != 0 {
		t.Fatalf("Load after minimization: %d entries, problems %v", len(entries), problems)
	}
}
