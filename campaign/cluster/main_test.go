package cluster

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestMain lets the test binary act as the child process of isolated
// cases, like irfuzz.
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == campaign.ChildFlag {
		os.Exit(campaign.ChildMain(os.Args[2], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// faultConfig is the campaign of cmd/irfuzz's TestCampaign: an injected
// fault that 60 cases of seed 1 find.
func faultConfig(t testing.TB) campaign.Config {
	set, err := oracle.ParseSet("validity,crash,contract")
	if err != nil {
		t.Fatal(err)
	}
	return campaign.Config{Profiles: []string{"TileTypeCoherence"}, N: 60, Seed: 1, Backend: "950",
		Faults: []string{"c2v-push-widens-valid"}, Oracles: set}
}

// dirs gives a campaign a fresh corpus and results directory.
func dirs(t testing.TB, cfg campaign.Config) campaign.Config {
	d := t.TempDir()
	cfg.CorpusDir, cfg.OutDir = filepath.Join(d, "corpus"), filepath.Join(d, "out")
	return cfg
}

// runLocal runs a campaign with campaign.Run and 2 workers.
func runLocal(t *testing.T, cfg campaign.Config) *campaign.Report {
	t.Helper()
	cfg.Workers = 2
	rep, err := campaign.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// view is what must not depend on where the cases ran: the summary
// without clocks, the findings without times, the case records without
// timings, the corpus files without their first/last seen lines.
type view struct {
	summary  results.Summary
	findings []results.Finding
	cases    []results.Case
	corpus   map[string]string
}

func viewOf(t *testing.T, rep *campaign.Report, cfg campaign.Config) view {
	t.Helper()
	v := view{summary: rep.Summary, corpus: map[string]string{}}
	s := &v.summary
	s.Started, s.Seconds, s.Workers, s.HarnessFrac, s.Timeline = time.Time{}, 0, 0, 0, nil
	s.Properties = append([]results.PropertyStats(nil), s.Properties...)
	for i := range s.Properties {
		s.Properties[i].CasesPerSec = 0
	}
	s.Systems = append([]results.SystemStats(nil), s.Systems...)
	for i := range s.Systems {
		s.Systems[i].MillisPerCase = 0
	}
	for _, f := range rep.Findings {
		f.FirstSeen, f.LastSeen, f.CorpusFile = time.Time{}, time.Time{}, filepath.Base(f.CorpusFile)
		v.findings = append(v.findings, f)
	}
	cs, err := results.ReadCases(cfg.OutDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		c.Nanos, c.SUTNanos = 0, 0
		v.cases = append(v.cases, c)
	}
	seen := regexp.MustCompile(`(?m)^# (first|last)_seen: .*\n`)
	ents, _ := os.ReadDir(cfg.CorpusDir)
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(cfg.CorpusDir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		v.corpus[e.Name()] = seen.ReplaceAllString(string(data), "")
	}
	return v
}

// logBuffer is a goroutine-safe log.
type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
