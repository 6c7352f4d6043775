package corpus

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// OrigSuffix ends the file name of an un-minimized original.
const OrigSuffix = ".orig.py"

// ReproSuffix ends the file name of a standalone Python repro kept beside
// a case found on the real PyPTO (<signature ID>.repro.py): plain PyPTO
// code, not a corpus file.
const ReproSuffix = ".repro.py"

// isCaseFile reports whether a directory entry's name is a corpus case
// that Load reads: *.py, not *.orig.py or *.repro.py, not a dot file
// (temporary files of WriteFile are dot files).
func isCaseFile(name string) bool {
	return strings.HasSuffix(name, ".py") && !strings.HasSuffix(name, OrigSuffix) && !strings.HasSuffix(name, ReproSuffix) &&
		!strings.HasPrefix(name, ".")
}

// Load reads the corpus in dir: every file named *.py directly in it,
// except originals (*.orig.py, see LoadOriginal) and dot files. Entries
// come sorted by file name, with Prog parsed. A file that cannot be used
// (unreadable, bad header, kernel that does not parse, file name that is
// not its signature's ID) is skipped and reported as a Problem, in file
// name order. The error is for a directory that cannot be listed.
func Load(dir string) ([]*Entry, []Problem, error) {
	des, err := os.ReadDir(dir) // sorted by file name
	if err != nil {
		return nil, nil, err
	}
	var entries []*Entry
	var problems []Problem
	for _, de := range des {
		if de.IsDir() || !isCaseFile(de.Name()) {
			continue
		}
		path := filepath.Join(dir, de.Name())
		e, err := LoadFile(path)
		if err == nil && de.Name() != e.FileName() {
			err = &Problem{Path: path, Msg: fmt.Sprintf("file name should be %s, the ID of its signature", e.FileName())}
		}
		if err != nil {
			problems = append(problems, *asProblem(path, err))
			continue
		}
		entries = append(entries, e)
	}
	return entries, problems, nil
}

// LoadFile reads and parses one corpus file. The error is a *Problem.
func LoadFile(path string) (*Entry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, asProblem(path, err)
	}
	return ParseEntry(path, data)
}

// LoadOriginal reads the un-minimized original kept beside a minimized
// entry (its "original" header).
func LoadOriginal(e *Entry) (*Entry, error) {
	if e.Original == "" {
		return nil, &Problem{Path: e.Path, Msg: "no original is recorded"}
	}
	return LoadFile(filepath.Join(filepath.Dir(e.Path), e.Original))
}

// asProblem turns any error about path into a *Problem.
func asProblem(path string, err error) *Problem {
	var p *Problem
	if errors.As(err, &p) {
		return p
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return &Problem{Path: path, Msg: pe.Op + ": " + pe.Err.Error()}
	}
	return &Problem{Path: path, Msg: err.Error()}
}
