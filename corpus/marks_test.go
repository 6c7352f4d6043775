package corpus

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/oracle"
)

// TestResetUndoesALaterRun: a store reset to the marks taken before a run
// has the counts of then, and forgets (removing its files) what the run
// added, so that adding it again writes it as new.
func TestResetUndoesALaterRun(t *testing.T) {
	dir := t.TempDir()
	s := openStore(t, dir)
	_, prog := kernel(t)
	old := FromFinding(&oracle.Finding{Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Message: "old"}, prog)
	if _, _, err := s.Add(old); err != nil {
		t.Fatal(err)
	}
	marks := s.Marks()
	t0 := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	if len(marks) != 1 || marks[0].Signature != old.Signature || marks[0].Count != 1 || !marks[0].LastSeen.Equal(t0) {
		t.Fatalf("marks = %+v", marks)
	}

	// The run: the old signature seen twice more, a new one added and
	// minimized, with a repro beside it.
	if _, _, err := s.Add(FromFinding(&oracle.Finding{Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Message: "old"}, prog)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Add(FromFinding(&oracle.Finding{Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Message: "old"}, prog)); err != nil {
		t.Fatal(err)
	}
	fresh := FromFinding(&oracle.Finding{Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Message: "new"}, prog)
	if _, _, err := s.Add(fresh); err != nil {
		t.Fatal(err)
	}
	min := fresh
	min.Prog = nil
	if err := s.SaveMinimized(min); err != nil {
		t.Fatal(err)
	}
	id := fresh.Signature.ID()
	if err := os.WriteFile(filepath.Join(dir, id+ReproSuffix), []byte("# repro\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	// A new store of the directory, as a resumed coordinator opens it.
	s2 := openStore(t, dir)
	forgotten, err := s2.Reset(marks)
	if err != nil || forgotten != 1 {
		t.Fatalf("Reset = %d, %v; want 1 forgotten", forgotten, err)
	}
	if s2.Has(fresh.Signature) || s2.Len() != 1 {
		t.Fatalf("after Reset the store holds %d entries, the run's own: %v", s2.Len(), s2.Has(fresh.Signature))
	}
	for _, name := range []string{id + ".py", id + ".orig.py", id + ReproSuffix} {
		if _, err := os.Stat(filepath.Join(dir, name)); !os.IsNotExist(err) {
			t.Errorf("%s is still there (%v)", name, err)
		}
	}
	e, _ := s2.Get(old.Signature)
	if e.Count != 1 || !e.LastSeen.Equal(t0) {
		t.Fatalf("old entry after Reset: count %d, last seen %s; want 1, %s", e.Count, e.LastSeen, t0)
	}
	disk, _, _ := Load(dir)
	if len(disk) != 1 || disk[0].Count != 1 || !disk[0].LastSeen.Equal(t0) {
		t.Fatalf("on disk after Reset: %+v", disk)
	}
	if _, isNew, err := s2.Add(fresh); err != nil || !isNew {
		t.Fatalf("adding the run's signature again: new %v, %v", isNew, err)
	}
}
