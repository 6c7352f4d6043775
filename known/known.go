package known

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

//go:embed *.py pypto/*.py
var files embed.FS

// PyPTODir holds the known findings of campaigns on the real PyPTO
// (-sut pypto): the signatures of its own failures (oracle pypto) and of
// its simulated PTO (oracle pyptosim), which the model does not produce,
// so they replay against the real PyPTO only.
const PyPTODir = "pypto"

// The kinds of a known finding (header "kind").
const (
	PyPTOBug      = "pypto-bug"      // a bug of the pinned PyPTO, triaged against the real one
	KnownUpstream = "known-upstream" // upstream knows it: an open issue or pull request
	ByDesign      = "by-design"      // PyPTO's documented behaviour
)

// Entries reads the embedded known findings, in file name order. A file
// that does not parse, or lacks its class, kind, pinned or upstream
// header, or whose variants header does not compile or does not match its
// own signature, is an error naming it.
func Entries() ([]*corpus.Entry, error) {
	var names []string
	for _, pattern := range []string{"*.py", PyPTODir + "/*.py"} {
		m, err := fs.Glob(files, pattern)
		if err != nil {
			return nil, err
		}
		names = append(names, m...)
	}
	sort.Strings(names)
	var out []*corpus.Entry
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		e, err := corpus.ParseEntry("known/"+name, data)
		if err != nil {
			return nil, err
		}
		if err := check(e); err != nil {
			return nil, fmt.Errorf("known/%s: %v", name, err)
		}
		out = append(out, e)
	}
	return out, nil
}

// check validates the triage headers.
func check(e *corpus.Entry) error {
	switch c := e.Get("class"); c {
	case oracle.Silent, oracle.Loud:
	default:
		return fmt.Errorf("class %q, want %s or %s", c, oracle.Silent, oracle.Loud)
	}
	switch k := e.Get("kind"); k {
	case PyPTOBug, KnownUpstream, ByDesign:
	default:
		return fmt.Errorf("kind %q, want %s, %s or %s", k, PyPTOBug, KnownUpstream, ByDesign)
	}
	for _, key := range []string{"pinned", "upstream"} {
		if e.Get(key) == "" {
			return fmt.Errorf("no %s header", key)
		}
	}
	_, err := EntryVariants(e)
	return err
}
