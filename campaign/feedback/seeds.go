package feedback

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/internal/atomicfile"
)

// EntryVersion is the version of the seed file format (field "v"); a file
// of another version is refused.
const EntryVersion = 1

// Suffix is the file name suffix of a seed file.
const Suffix = ".seed.json"

// Entry is one case of a seed corpus: a case that brought a signal no
// earlier case had. Its choices, under its profile and backend, rebuild
// its kernel (gen.FromChoices), and its seed gives the same input data and
// planted mutant, so it gives the same signals again.
type Entry struct {
	Version int `json:"v"`
	// Generator is the generator's choice-stream version
	// (campaign.GeneratorVersion) the choices were drawn for.
	Generator string `json:"generator"`
	Profile   string `json:"profile"`
	Backend   string `json:"backend"` // "" for none
	// Seed is the case's seed: its input data and planted mutant.
	Seed uint64 `json:"seed"`
	// Choices are the case's choice trace (choice.Format).
	Choices string `json:"choices"`
	// Signals are the case's signals (16 hex digits each), as
	// SignalsVersion computes them: a later campaign replays only as
	// many entries as cover every signal (Cover). Another version's are
	// ignored.
	Signals        []string `json:"signals,omitempty"`
	SignalsVersion int      `json:"signals_version,omitempty"`

	// What follows is for people: where the case came from.
	Origin     string   `json:"origin,omitempty"` // "fresh", "mutant", ...
	Parents    []string `json:"parents,omitempty"`
	Campaign   uint64   `json:"campaign_seed"`
	Case       int      `json:"case"`
	NewSignals int      `json:"new_signals"`
}

// Name is the entry's file name: a hash of what rebuilds the case, so
// the same case is one file whichever campaign found it.
func (e *Entry) Name() string {
	key := strings.Join([]string{e.Generator, e.Profile, e.Backend, strconv.FormatUint(e.Seed, 10), e.Choices}, "\x00")
	return fmt.Sprintf("%016x%s", hash([]byte(key)), Suffix)
}

// SignalsVersion is the version of the features Signals computes: bump
// it when they change, so that stored signals are not taken for the new
// ones.
const SignalsVersion = 1

// EncodeSignals is signals as Entry.Signals holds them.
func EncodeSignals(signals []uint64) []string {
	out := make([]string, len(signals))
	for i, h := range signals {
		out[i] = fmt.Sprintf("%016x", h)
	}
	return out
}

// signalsOf reads an entry's signals: nil when it has none or another
// version's.
func signalsOf(name string, e *Entry) ([]uint64, error) {
	if e.SignalsVersion != SignalsVersion || len(e.Signals) == 0 {
		return nil, nil
	}
	out := make([]uint64, len(e.Signals))
	for i, h := range e.Signals {
		v, err := strconv.ParseUint(h, 16, 64)
		if err != nil || len(h) != 16 {
			return nil, fmt.Errorf("%s: bad signal %q", name, h)
		}
		out[i] = v
	}
	return out, nil
}

// Parse reads a seed file: strict JSON of this version, with a profile,
// choices and signals that parse. name is for messages.
func Parse(name string, data []byte) (*Entry, []uint64, error) {
	var e Entry
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	if dec.More() {
		return nil, nil, fmt.Errorf("%s: trailing data after the entry", name)
	}
	if e.Version != EntryVersion {
		return nil, nil, fmt.Errorf("%s: version %d, want %d", name, e.Version, EntryVersion)
	}
	if e.Profile == "" || e.Generator == "" {
		return nil, nil, fmt.Errorf("%s: no profile or generator", name)
	}
	ch, err := choice.Parse(e.Choices)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %v", name, err)
	}
	if _, err := signalsOf(name, &e); err != nil {
		return nil, nil, err
	}
	return &e, ch, nil
}

// Encode is the entry's file content.
func (e *Entry) Encode() []byte {
	e.Version = EntryVersion
	data, _ := json.MarshalIndent(e, "", "  ") // plain fields: cannot fail
	return append(data, '\n')
}

// Loaded is a seed file read back.
type Loaded struct {
	Name    string // the file name
	Entry   *Entry
	Choices []uint64
}

// Signals are the entry's stored signals, nil when it has none of this
// SignalsVersion.
func (l *Loaded) Signals() []uint64 {
	s, _ := signalsOf(l.Name, l.Entry) // checked by Parse
	return s
}

// Cover picks the seeds a campaign replays so that it sees every signal
// the seeds stored, as syzkaller minimizes its corpus: greedily, the seed
// that adds the most signals not yet covered (the first in order on
// ties) until none adds one, and every seed without stored signals. It
// returns their indexes in seeds order.
func Cover(seeds []Loaded) []int {
	sigs := make([][]uint64, len(seeds))
	var out []int
	for i := range seeds {
		if sigs[i] = seeds[i].Signals(); sigs[i] == nil {
			out = append(out, i)
		}
	}
	covered := map[uint64]bool{}
	taken := make([]bool, len(seeds))
	for {
		best, gain := -1, 0
		for i, ss := range sigs {
			if taken[i] || ss == nil {
				continue
			}
			n := 0
			for _, h := range ss {
				if !covered[h] {
					n++
				}
			}
			if n > gain {
				best, gain = i, n
			}
		}
		if best < 0 {
			break
		}
		taken[best] = true
		for _, h := range sigs[best] {
			covered[h] = true
		}
		out = append(out, best)
	}
	sort.Ints(out)
	return out
}

// Load reads every seed file of dir (files ending in Suffix), in name
// order, creating dir when it does not exist. A file that cannot be read
// or parsed is a problem, named by its path, and is skipped; the error is
// for a directory that cannot be made or listed.
func Load(dir string) (seeds []Loaded, problems []error, err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, nil, fmt.Errorf("seeds: %v", err)
	}
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("seeds: %v", err)
	}
	var names []string
	for _, d := range des {
		if !d.IsDir() && strings.HasSuffix(d.Name(), Suffix) && !strings.HasPrefix(d.Name(), ".") {
			names = append(names, d.Name())
		}
	}
	sort.Strings(names)
	for _, n := range names {
		path := filepath.Join(dir, n)
		data, err := os.ReadFile(path)
		if err != nil {
			problems = append(problems, fmt.Errorf("seeds: %v", err))
			continue
		}
		e, ch, err := Parse(path, data)
		if err != nil {
			problems = append(problems, fmt.Errorf("seeds: %v", err))
			continue
		}
		seeds = append(seeds, Loaded{Name: n, Entry: e, Choices: ch})
	}
	return seeds, problems, nil
}

// Save writes the entry into dir under its Name, atomically; an entry
// already there is left as it is. It returns the file name.
func Save(dir string, e *Entry) (string, error) {
	name := e.Name()
	path := filepath.Join(dir, name)
	if _, err := os.Stat(path); err == nil {
		return name, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return name, fmt.Errorf("seeds: %v", err)
	}
	if err := atomicfile.Write(path, e.Encode()); err != nil {
		return name, fmt.Errorf("seeds: %v", err)
	}
	return name, nil
}

// document is a seed corpus as one JSON document.
type document struct {
	Version int      `json:"v"`
	Seeds   []docRow `json:"seeds"`
}

type docRow struct {
	Name  string `json:"name"`
	Entry *Entry `json:"entry"`
}

// EncodeAll is a seed corpus as one JSON document (how the distributed
// runner hands the coordinator's to its workers), in order.
func EncodeAll(seeds []Loaded) []byte {
	d := document{Version: EntryVersion, Seeds: []docRow{}}
	for _, l := range seeds {
		d.Seeds = append(d.Seeds, docRow{l.Name, l.Entry})
	}
	data, _ := json.Marshal(d) // plain fields: cannot fail
	return data
}

// DecodeAll reads what EncodeAll wrote, every entry checked as Parse
// checks a file; name is for messages.
func DecodeAll(name string, data []byte) ([]Loaded, error) {
	var d document
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if d.Version != EntryVersion {
		return nil, fmt.Errorf("%s: version %d, want %d", name, d.Version, EntryVersion)
	}
	var out []Loaded
	for i, r := range d.Seeds {
		if r.Entry == nil {
			return nil, fmt.Errorf("%s: seed %d has no entry", name, i)
		}
		e, ch, err := Parse(fmt.Sprintf("%s: seed %s", name, r.Name), r.Entry.Encode())
		if err != nil {
			return nil, err
		}
		out = append(out, Loaded{Name: r.Name, Entry: e, Choices: ch})
	}
	return out, nil
}
