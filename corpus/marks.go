package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/oracle"
)

// Mark is what a campaign changes of a corpus entry it did not write: the
// count and last-seen time of its signature.
type Mark struct {
	Signature oracle.Signature `json:"signature"`
	Count     int              `json:"count"`
	LastSeen  time.Time        `json:"last_seen"`
}

// Marks are the store's entries as marks, sorted by file name: with
// Reset, what lets a campaign that restarts from its first case undo
// what an earlier run of it wrote.
func (s *Store) Marks() []Mark {
	es := s.Entries()
	out := make([]Mark, len(es))
	for i, e := range es {
		out[i] = Mark{Signature: e.Signature, Count: e.Count, LastSeen: e.LastSeen}
	}
	return out
}

// Reset brings the store back to marks (Marks of the same directory,
// taken earlier): an entry with a mark gets its count and last-seen time
// back, on disk too; an entry without one was written since, and is
// forgotten, so that the next Add of its signature writes it anew (its
// files, with the original of a minimized one, are removed). It returns
// how many entries were forgotten.
func (s *Store) Reset(marks []Mark) (forgotten int, err error) {
	by := make(map[oracle.Signature]Mark, len(marks))
	for _, m := range marks {
		by[m.Signature] = m
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for sig, e := range s.entries {
		m, ok := by[sig]
		path := e.Path
		if path == "" {
			path = filepath.Join(s.dir, FileName(sig))
		}
		if !ok {
			base := strings.TrimSuffix(path, ".py")
			for _, name := range []string{path, base + ".orig.py", base + ReproSuffix} {
				if err := os.Remove(name); err != nil && !os.IsNotExist(err) {
					return forgotten, err
				}
			}
			delete(s.entries, sig)
			forgotten++
			continue
		}
		if e.Count == m.Count && e.LastSeen.Equal(m.LastSeen) {
			continue
		}
		upd := *e
		upd.Count, upd.LastSeen = m.Count, m.LastSeen
		if err := WriteFile(path, &upd); err != nil {
			return forgotten, err
		}
		s.entries[sig] = &upd
	}
	return forgotten, nil
}
