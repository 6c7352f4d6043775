package feedback

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

func entry(seed uint64, choices string) *Entry {
	return &Entry{Generator: "gen/v1", Profile: "Default", Backend: "Ascend950", Seed: seed, Choices: choices,
		Signals: EncodeSignals([]uint64{seed, 1 << 63}), SignalsVersion: SignalsVersion,
		Origin: "mutant", Parents: []string{"0123456789abcdef.seed.json"}, Campaign: 7, Case: 12, NewSignals: 3}
}

// TestSeedsRoundTrip: what Save writes, Load reads back, in name order;
// saving an entry again leaves its file alone.
func TestSeedsRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "seeds") // Load makes it
	if seeds, problems, err := Load(dir); err != nil || len(seeds) != 0 || len(problems) != 0 {
		t.Fatalf("empty dir: %v %v %v", seeds, problems, err)
	}
	a, b := entry(1, "0*4.3.1"), entry(2, "5.6")
	var names []string
	for _, e := range []*Entry{a, b} {
		name, err := Save(dir, e)
		if err != nil || name != e.Name() {
			t.Fatalf("Save: %q, %v", name, err)
		}
		names = append(names, name)
	}
	before, _ := os.Stat(filepath.Join(dir, names[0]))
	if _, err := Save(dir, a); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.Stat(filepath.Join(dir, names[0])); !after.ModTime().Equal(before.ModTime()) {
		t.Fatal("saving an entry again rewrote it")
	}
	seeds, problems, err := Load(dir)
	if err != nil || len(problems) != 0 || len(seeds) != 2 {
		t.Fatalf("Load: %d seeds, %v, %v", len(seeds), problems, err)
	}
	slices.Sort(names)
	for i, l := range seeds {
		if l.Name != names[i] {
			t.Fatalf("seed %d is %s, want %s (name order)", i, l.Name, names[i])
		}
		want := a
		if l.Entry.Seed == 2 {
			want = b
		}
		if !reflect.DeepEqual(l.Entry, want) {
			t.Fatalf("%s: read back %+v, want %+v", l.Name, l.Entry, want)
		}
	}
	if want := []uint64{0, 0, 0, 0, 3, 1}; !slices.Equal(seeds[slices.IndexFunc(seeds, func(l Loaded) bool { return l.Entry.Seed == 1 })].Choices, want) {
		t.Fatalf("choices of seed 1: %v", seeds[0].Choices)
	}
	if got := seeds[0].Signals(); !slices.Equal(got, []uint64{seeds[0].Entry.Seed, 1 << 63}) || a.Signals[1] != "8000000000000000" {
		t.Fatalf("signals read back %x, stored %q", got, a.Signals)
	}
	if a.Name() == b.Name() || a.Name() != entry(1, "0*4.3.1").Name() {
		t.Fatal("names do not follow what rebuilds the case")
	}
}

// TestSeedsCorrupt: a file that does not read as an entry is a problem
// naming it, and is skipped; the others load; other files are ignored.
func TestSeedsCorrupt(t *testing.T) {
	dir := t.TempDir()
	good, err := Save(dir, entry(1, "1.2.3"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"a-truncated" + Suffix: `{"v": 1, "generator": "gen/v1", "profile"`,
		"b-version" + Suffix:   `{"v": 9, "generator": "gen/v1", "profile": "Default", "backend": "", "seed": 1, "choices": "1", "campaign_seed": 0, "case": 0, "new_signals": 1}`,
		"c-choices" + Suffix:   `{"v": 1, "generator": "gen/v1", "profile": "Default", "backend": "", "seed": 1, "choices": "1.x", "campaign_seed": 0, "case": 0, "new_signals": 1}`,
		"d-unknown" + Suffix:   `{"v": 1, "generator": "gen/v1", "profile": "Default", "backend": "", "seed": 1, "choices": "1", "colour": "red"}`,
		"e-noprofile" + Suffix: `{"v": 1, "generator": "gen/v1", "backend": "", "seed": 1, "choices": "1"}`,
		"f-signal" + Suffix:    `{"v": 1, "generator": "gen/v1", "profile": "Default", "backend": "", "seed": 1, "choices": "1", "signals": ["12"], "signals_version": 1}`,
		"notes.txt":            "not a seed",
	}
	for n, c := range files {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	seeds, problems, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(seeds) != 1 || seeds[0].Name != good {
		t.Fatalf("loaded %v, want only %s", seeds, good)
	}
	p := func(name string) string { return "seeds: " + filepath.Join(dir, name+Suffix) }
	want := []string{
		p("a-truncated") + ": unexpected EOF",
		p("b-version") + ": version 9, want 1",
		p("c-choices") + `: choices: bad value "x" at element 2`,
		p("d-unknown") + `: json: unknown field "colour"`,
		p("e-noprofile") + ": no profile or generator",
		p("f-signal") + `: bad signal "12"`,
	}
	var got []string
	for _, e := range problems {
		got = append(got, e.Error())
	}
	if !slices.Equal(got, want) {
		t.Fatalf("problems:\n%q\nwant:\n%q", got, want)
	}
}

// TestCover: the seeds replayed are those a greedy cover of the stored
// signals picks, plus those without signals of this version; the others
// add nothing.
func TestCover(t *testing.T) {
	seed := func(name string, version int, sigs ...uint64) Loaded {
		return Loaded{Name: name, Entry: &Entry{Signals: EncodeSignals(sigs), SignalsVersion: version}}
	}
	seeds := []Loaded{
		seed("a", SignalsVersion, 1, 2),
		seed("b", SignalsVersion, 1, 2, 3, 4), // the most new signals: taken first, covers a
		seed("c", SignalsVersion, 4, 5),       // one new after b
		seed("d", SignalsVersion+1, 1),        // another version: replayed
		seed("e", SignalsVersion),             // none stored: replayed
		seed("f", SignalsVersion, 5, 6),       // two new after b: taken, then c adds nothing
		seed("g", SignalsVersion, 7),          // ties with h at one new: the first is taken
		seed("h", SignalsVersion, 7),
	}
	if got, want := Cover(seeds), []int{1, 3, 4, 5, 6}; !slices.Equal(got, want) {
		t.Fatalf("Cover = %v, want %v", got, want)
	}
	if got := Cover(nil); got != nil {
		t.Fatalf("Cover(nil) = %v", got)
	}
}
