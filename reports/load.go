package reports

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// Data is what a results directory holds.
type Data struct {
	Dir      string // as given to Load
	Summary  results.Summary
	Findings []results.Finding
	Cases    []results.Case // nil when the directory has no cases.jsonl
}

// Load reads a results directory. summary.json and findings.json must be
// present and well formed; cases.jsonl is optional but must be well formed
// when present. Every error names the directory or the file concerned.
func Load(dir string) (*Data, error) {
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot read results directory: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%s is not a directory (want a campaign results directory)", dir)
	}
	d := &Data{Dir: dir}
	s, err := results.ReadSummary(dir)
	if err != nil {
		return nil, loadError(dir, results.SummaryFile, err)
	}
	d.Summary = *s
	if d.Findings, err = results.ReadFindings(dir); err != nil {
		return nil, loadError(dir, results.FindingsFile, err)
	}
	cases, err := results.ReadCases(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, loadError(dir, results.CasesFile, err)
	default:
		d.Cases = cases
		if d.Cases == nil {
			d.Cases = []results.Case{}
		}
	}
	return d, nil
}

// loadError says whether a results file is missing or corrupt; the
// underlying error already names the file.
func loadError(dir, file string, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s is not a campaign results directory: %s is missing", dir, filepath.Join(dir, file))
	}
	return fmt.Errorf("bad results directory %s: %w", dir, err)
}
