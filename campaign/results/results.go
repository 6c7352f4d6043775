// Package results is the on-disk form of a campaign's results directory,
// the only thing reports read:
//
//	summary.json    Summary: the campaign's settings, totals, per-property
//	                and per-oracle counts, coverage and timeline
//	findings.json   []Finding: one record per unique signature
//	cases.jsonl     one Case per line, in completion order
//
// It imports nothing of irfuzz but internal/atomicfile, so that reports
// can be rendered from a results directory without linking the fuzzer.
package results

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/irfuzz/irfuzz/internal/atomicfile"
)

// Version is the format version written into every summary.
const Version = 1

// File names inside a results directory.
const (
	SummaryFile  = "summary.json"
	FindingsFile = "findings.json"
	CasesFile    = "cases.jsonl"
)

// Summary is a campaign's settings and totals.
type Summary struct {
	Version     int       `json:"version"`
	Seed        uint64    `json:"seed"`
	Started     time.Time `json:"started"`
	Seconds     float64   `json:"seconds"` // wall time
	Workers     int       `json:"workers"`
	Backend     string    `json:"backend"`
	Faults      []string  `json:"faults,omitempty"`
	Oracles     []string  `json:"oracles"`
	Interrupted bool      `json:"interrupted,omitempty"` // stopped by a signal before its budget

	Cases       int     `json:"cases"`
	Invalid     int     `json:"invalid"` // cases the validity oracle rejected (generator bugs)
	Findings    int     `json:"findings"`
	Unique      int     `json:"unique"`
	New         int     `json:"new"`           // unique signatures not already in the corpus
	HarnessFrac float64 `json:"harness_share"` // share of worker time spent outside the system under test

	// SUT is the -sut selection: "model", "pypto" or "both".
	SUT string `json:"sut,omitempty"`
	// Systems has a row per system under test the cases ran on.
	Systems []SystemStats `json:"systems,omitempty"`
	// Acceptance counts, by pass, the cases on which the model and the
	// real PyPTO disagreed on validity; Departures the rejections that a
	// listed departure of the model explained, by its name.
	Acceptance []AcceptanceStats `json:"acceptance,omitempty"`
	Departures map[string]int    `json:"departures,omitempty"`
	// PassDiff counts the per-pass differential's verdicts by pass, in
	// pipeline order.
	PassDiff []PassDiffStats `json:"passdiff,omitempty"`
	// Semantics counts the semantics differential's verdicts on PyPTO's
	// compiled kernels (oracle.SimMatch, ...).
	Semantics map[string]int `json:"semantics,omitempty"`
	// PTOOps counts, by PTO operation, the operations the PTO reader read
	// in PyPTO's .pto (its op coverage: sim/pto.Known lists what it takes).
	PTOOps map[string]int `json:"pto_ops,omitempty"`
	// PTODiff counts the verdicts of the model's PTO against PyPTO's
	// (oracle.PTOAgree, ...); Divergences, by the model's PTO operation,
	// where the two first computed differently.
	PTODiff     map[string]int `json:"pto_diff,omitempty"`
	Divergences map[string]int `json:"divergences,omitempty"`

	// Mutants counts, by mutator, the violations the cases planted and
	// how many of them the targeted rule rejected (the mutant oracle's
	// reach), in mutator name order.
	Mutants []MutantStats `json:"mutants,omitempty"`

	// Feedback is the account of the campaign's signals and seed corpus
	// (nil in summaries written before it existed).
	Feedback *FeedbackStats `json:"feedback,omitempty"`

	Properties []PropertyStats `json:"properties"`
	ByOracle   []OracleStats   `json:"by_oracle"`
	Coverage   Coverage        `json:"coverage"`
	Timeline   []Sample        `json:"timeline"`
}

// MutantStats is one mutator's account: the cases that planted its
// violation and those whose verifier rejected it as expected.
type MutantStats struct {
	Mutator string `json:"mutator"`
	Planted int    `json:"planted"`
	Caught  int    `json:"caught"`
}

// FeedbackStats is what a campaign learned from its cases: the signals
// its cases brought (hashed features of what their checks computed:
// rules and codes fired, passes that changed the program, compiled ops by
// memory space, simulated instructions by layout, ...), and its seed
// corpus: the entries loaded from the seeds directory (those that cover
// their stored signals replayed first, Replayed),
// the cases that brought a new signal and were added, the cases built by
// mutating corpus traces (Mutate percent of the cases once there is a
// corpus), and how many mutated and fresh cases brought new signals.
type FeedbackStats struct {
	Signals    int `json:"signals"`
	Corpus     int `json:"corpus"`
	Loaded     int `json:"loaded"`
	Added      int `json:"added"`
	Replayed   int `json:"replayed"`
	Mutate     int `json:"mutate_percent"`
	Mutated    int `json:"mutated"`
	MutantsNew int `json:"mutants_new"`
	FreshNew   int `json:"fresh_new"`
}

// PropertyStats is one row of the per-property summary table.
type PropertyStats struct {
	Property    string  `json:"property"`
	Cases       int     `json:"cases"`
	Invalid     int     `json:"invalid"`
	Findings    int     `json:"findings"`
	Unique      int     `json:"unique"`
	CasesPerSec float64 `json:"cases_per_sec"`
}

// SystemStats is one system under test's account: cases, how many its
// parser took, how many it accepted (parsed and found valid) and compiled, its outcome classes
// ("ok", "rejected", "internal-error", ... for PyPTO; "ok", "rejected",
// "invalid" and the finding oracles for the model), its findings and its
// own time per case.
type SystemStats struct {
	System        string         `json:"system"`
	Cases         int            `json:"cases"`
	Parsed        int            `json:"parsed"` // its parser took the program
	Accepted      int            `json:"accepted"`
	Compiled      int            `json:"compiled"`
	Outcomes      map[string]int `json:"outcomes"`
	Findings      int            `json:"findings"`
	Unique        int            `json:"unique"`
	MillisPerCase float64        `json:"ms_per_case"`
}

// AcceptanceStats is one pass's acceptance differences: the model
// compiled what PyPTO rejected there, or PyPTO compiled what the model
// rejected there.
type AcceptanceStats struct {
	Pass         string `json:"pass"`
	ModelAccepts int    `json:"model_accepts"`
	PyPTOAccepts int    `json:"pypto_accepts"`
}

// PassDiffStats is one pass's per-pass differential: how often the
// model's pass, run on PyPTO's input, gave PyPTO's output (Equal), another
// program (Differs), one that a listed departure explains (Departure), an
// error (ModelError), and how often irfuzz's
// parser could not read PyPTO's program (Unparsable).
type PassDiffStats struct {
	Pass       string `json:"pass"`
	Equal      int    `json:"equal"`
	Differs    int    `json:"differs"`
	ModelError int    `json:"model_error"`
	Unparsable int    `json:"unparsable"`
	Departure  int    `json:"departure"` // differs only by a listed departure of the model
}

// OracleStats counts findings per oracle.
type OracleStats struct {
	Oracle   string `json:"oracle"`
	Findings int    `json:"findings"`
	Unique   int    `json:"unique"`
}

// Coverage says what the campaign exercised: verifier rules that fired
// (reported a diagnostic), ops generated, and passes that changed the
// program, each with a count; Received counts the programs each pass
// received (ran on, refusals included), the denominator of its share.
type Coverage struct {
	Rules    map[string]int `json:"rules"`
	Ops      map[string]int `json:"ops"`
	Passes   map[string]int `json:"passes"`
	Received map[string]int `json:"passes_received,omitempty"`
}

// Sample is one point of the timeline, taken about once a second.
type Sample struct {
	Seconds  float64 `json:"t"`
	Cases    int     `json:"cases"`
	Findings int     `json:"findings"`
	Unique   int     `json:"unique"`
	// Signals is how many distinct feedback signals the cases so far
	// brought (FeedbackStats).
	Signals int `json:"signals,omitempty"`
}

// Finding is one unique signature and what the campaign knows about it.
type Finding struct {
	ID        string    `json:"id"`
	Signature string    `json:"signature"`
	Oracle    string    `json:"oracle"`
	Property  string    `json:"property,omitempty"` // property, rule or diagnostic kind
	Pass      string    `json:"pass,omitempty"`
	Message   string    `json:"message"`
	Profile   string    `json:"profile"` // the generator profile that found it
	Count     int       `json:"count"`
	FirstCase int       `json:"first_case"`
	FirstSeed uint64    `json:"first_seed"`
	FirstSeen time.Time `json:"first_seen"`
	LastSeen  time.Time `json:"last_seen"`
	New       bool      `json:"new"` // not in the corpus before this campaign
	// Class is oracle.Silent or oracle.Loud: the known list's verdict for
	// a known signature, else the oracle's (oracle.Signature.Class).
	Class string `json:"class,omitempty"`
	// Known says the signature is in a known list (Config.Known, the
	// built-in package known); its case is then CorpusFile.
	Known      bool   `json:"known,omitempty"`
	CorpusFile string `json:"corpus,omitempty"` // where the repro was written
	Statements int    `json:"statements"`       // of the original case
	Minimized  int    `json:"minimized,omitempty"`
}

// Case is one case's record.
type Case struct {
	Index      int      `json:"i"`
	Seed       uint64   `json:"seed"`
	Profile    string   `json:"profile"`
	Statements int      `json:"stmts"`
	Findings   []string `json:"findings,omitempty"` // finding IDs
	// Mutant names the mutator whose violation the case planted ("" for
	// none); MutantCaught says the targeted rule rejected it.
	Mutant       string `json:"mutant,omitempty"`
	MutantCaught bool   `json:"mutant_caught,omitempty"`
	// Origin is how the case was built: "" fresh from its seed, "replay"
	// (a seed corpus entry), "mutant" (corpus traces mutated); NewSignals
	// how many signals it brought that no earlier case had.
	Origin     string `json:"origin,omitempty"`
	NewSignals int    `json:"new_signals,omitempty"`
	Nanos      int64  `json:"ns"`     // total time of the case
	SUTNanos   int64  `json:"sut_ns"` // time inside the system under test
}

// WriteSummary writes summary.json atomically.
func WriteSummary(dir string, s *Summary) error {
	s.Version = Version
	return writeJSON(filepath.Join(dir, SummaryFile), s)
}

// WriteFindings writes findings.json atomically.
func WriteFindings(dir string, fs []Finding) error {
	if fs == nil {
		fs = []Finding{}
	}
	return writeJSON(filepath.Join(dir, FindingsFile), fs)
}

// ReadSummary reads summary.json.
func ReadSummary(dir string) (*Summary, error) {
	var s Summary
	if err := readJSON(filepath.Join(dir, SummaryFile), &s); err != nil {
		return nil, err
	}
	if s.Version != Version {
		return nil, fmt.Errorf("%s: format version %d, want %d", filepath.Join(dir, SummaryFile), s.Version, Version)
	}
	return &s, nil
}

// ReadFindings reads findings.json.
func ReadFindings(dir string) ([]Finding, error) {
	var fs []Finding
	err := readJSON(filepath.Join(dir, FindingsFile), &fs)
	return fs, err
}

// CaseWriter appends case records to cases.jsonl.
type CaseWriter struct {
	f *os.File
	w *bufio.Writer
	e *json.Encoder
}

// CreateCases creates (truncates) cases.jsonl in dir.
func CreateCases(dir string) (*CaseWriter, error) {
	f, err := os.Create(filepath.Join(dir, CasesFile))
	if err != nil {
		return nil, err
	}
	w := bufio.NewWriter(f)
	return &CaseWriter{f: f, w: w, e: json.NewEncoder(w)}, nil
}

// Write appends one record. Not safe for concurrent use.
func (cw *CaseWriter) Write(c *Case) error { return cw.e.Encode(c) }

// Close flushes and closes the file.
func (cw *CaseWriter) Close() error {
	err := cw.w.Flush()
	if cerr := cw.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// ReadCases reads cases.jsonl; a malformed line is an error naming it.
func ReadCases(dir string) ([]Case, error) {
	path := filepath.Join(dir, CasesFile)
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var c Case
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			return out, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

func writeJSON(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(data, '\n'))
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}
