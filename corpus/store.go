package corpus

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// Store is a corpus directory during a campaign: it knows the signatures
// already on disk, writes each new finding once and keeps the count and
// last-seen time of known ones up to date. A Store assumes it is the only
// writer of its directory while it is open. Its methods are safe for
// concurrent use.
type Store struct {
	dir   string
	clock func() time.Time // the sighting time of an Add without LastSeen

	mu      sync.Mutex
	entries map[oracle.Signature]*Entry
	blocked map[string]string // file name -> why it could not be loaded
}

// Open opens (creating it if needed) the corpus in dir and loads the
// signatures it holds. Files that cannot be used are returned as problems
// (see Load); a new finding whose file name is one of them is refused by
// Add rather than overwriting it.
func Open(dir string) (*Store, []Problem, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, err
	}
	entries, problems, err := Load(dir)
	if err != nil {
		return nil, nil, err
	}
	s := &Store{dir: dir, clock: time.Now, entries: map[oracle.Signature]*Entry{}, blocked: map[string]string{}}
	for _, e := range entries {
		s.entries[e.Signature] = e
	}
	for _, p := range problems {
		s.blocked[filepath.Base(p.Path)] = p.Msg
	}
	return s, problems, nil
}

// Dir is the corpus directory.
func (s *Store) Dir() string { return s.dir }

// Has reports whether the corpus holds a case with the signature.
func (s *Store) Has(sig oracle.Signature) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.entries[sig]
	return ok
}

// Get returns a copy of the signature's entry.
func (s *Store) Get(sig oracle.Signature) (Entry, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.entries[sig]
	if !ok {
		return Entry{}, false
	}
	return *e, true
}

// Len is the number of cases in the store.
func (s *Store) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.entries)
}

// Entries returns copies of all entries, sorted by file name.
func (s *Store) Entries() []Entry {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Entry, 0, len(s.entries))
	for _, e := range s.entries {
		out = append(out, *e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].FileName() < out[j].FileName() })
	return out
}

// Add records a sighting of a finding. e.Count sightings are recorded
// (one when 0) at e.LastSeen (the store's clock when zero); times are kept
// in UTC to the second.
//
// A new signature is written to <dir>/<signature ID>.py with status open
// (unless e says fixed), count and first/last seen set; Source is
// ir.Print(e.Prog) when empty. A known signature only has its count and
// last-seen time updated on disk; its kernel, status and other fields stay
// as they are (a fixed case seen again stays fixed: replay reports the
// regression). Every write is atomic. Add returns the file's path and
// whether the signature was new.
func (s *Store) Add(e Entry) (path string, isNew bool, err error) {
	if e.Signature == "" {
		return "", false, errors.New("corpus: Add: entry has no signature")
	}
	sightings := e.Count
	if sightings <= 0 {
		sightings = 1
	}
	seen := e.LastSeen
	if seen.IsZero() {
		seen = s.clock()
	}
	seen = seen.UTC().Truncate(time.Second)

	s.mu.Lock()
	defer s.mu.Unlock()
	name := FileName(e.Signature)
	path = filepath.Join(s.dir, name)
	if old, ok := s.entries[e.Signature]; ok {
		upd := *old
		upd.Count += sightings
		if seen.After(upd.LastSeen) {
			upd.LastSeen = seen
		}
		if err := WriteFile(path, &upd); err != nil {
			return "", false, err
		}
		s.entries[e.Signature] = &upd
		return path, false, nil
	}
	if why, ok := s.blocked[name]; ok {
		return "", false, fmt.Errorf("corpus: %s exists but could not be loaded (%s); fix or remove it", path, why)
	}
	if e.Status == "" {
		e.Status = StatusOpen
	}
	if e.Source == "" && e.Prog != nil {
		e.Source = ir.Print(e.Prog)
	}
	normalize(&e)
	if e.Source == "" {
		return "", false, errors.New("corpus: Add: entry has no kernel (Source and Prog are empty)")
	}
	e.Count = sightings
	e.FirstSeen = e.FirstSeen.UTC().Truncate(time.Second)
	if e.FirstSeen.IsZero() || e.FirstSeen.After(seen) {
		e.FirstSeen = seen
	}
	e.LastSeen = seen
	if err := WriteFile(path, &e); err != nil {
		return "", false, err
	}
	s.entries[e.Signature] = &e
	return path, true, nil
}

// SaveMinimized replaces the kernel of a known signature by a smaller one
// that still reproduces it (m's Source or Prog, Statements and Choices).
// The first time, the case as it was is kept beside it as
// <signature ID>.orig.py and named in the "original" header; later
// minimizations keep that first original. Other fields stay.
func (s *Store) SaveMinimized(m Entry) error {
	if m.Source == "" && m.Prog != nil {
		m.Source = ir.Print(m.Prog)
	}
	normalize(&m)
	if m.Source == "" {
		return errors.New("corpus: SaveMinimized: entry has no kernel (Source and Prog are empty)")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	old, ok := s.entries[m.Signature]
	if !ok {
		return fmt.Errorf("corpus: SaveMinimized: no case with signature %q", m.Signature)
	}
	upd := *old
	if upd.Original == "" {
		orig := *old
		if err := WriteFile(filepath.Join(s.dir, OrigFileName(m.Signature)), &orig); err != nil {
			return err
		}
		upd.Original = OrigFileName(m.Signature)
	}
	upd.Source, upd.Prog = m.Source, m.Prog
	upd.Statements, upd.Choices = m.Statements, m.Choices
	if err := WriteFile(filepath.Join(s.dir, FileName(m.Signature)), &upd); err != nil {
		return err
	}
	s.entries[m.Signature] = &upd
	return nil
}

// normalize turns empty lists into nil, the form Format and ParseEntry use.
func normalize(e *Entry) {
	if len(e.Faults) == 0 {
		e.Faults = nil
	}
	if len(e.Choices) == 0 {
		e.Choices = nil
	}
}
