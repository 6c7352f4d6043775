package results

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	at := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	s := &Summary{Seed: 7, Started: at, Seconds: 1.5, Workers: 2, Backend: "910B", Oracles: []string{"contract"},
		Cases: 10, Findings: 3, Unique: 1,
		Properties: []PropertyStats{{Property: "AccCompactValid", Cases: 10, Findings: 3, Unique: 1, CasesPerSec: 6.5}},
		Coverage:   Coverage{Rules: map[string]int{"AccCompact": 3}, Ops: map[string]int{"tile.matmul": 9}, Passes: map[string]int{}},
		Timeline:   []Sample{{Seconds: 1, Cases: 6}, {Seconds: 1.5, Cases: 10, Findings: 3, Unique: 1}}}
	if err := WriteSummary(dir, s); err != nil {
		t.Fatal(err)
	}
	got, err := ReadSummary(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Fatalf("summary round trip:\n got %+v\nwant %+v", got, s)
	}
	fs := []Finding{{ID: "abc", Signature: "contract | P |  | m |  | ", Oracle: "contract", Count: 3, FirstSeen: at, LastSeen: at}}
	if err := WriteFindings(dir, fs); err != nil {
		t.Fatal(err)
	}
	gotF, err := ReadFindings(dir)
	if err != nil || !reflect.DeepEqual(gotF, fs) {
		t.Fatalf("findings round trip: %v\n got %+v\nwant %+v", err, gotF, fs)
	}
	cw, err := CreateCases(dir)
	if err != nil {
		t.Fatal(err)
	}
	cases := []Case{{Index: 0, Seed: 1, Profile: "Default", Statements: 4}, {Index: 1, Seed: 2, Findings: []string{"abc"}, Nanos: 5, SUTNanos: 4}}
	for i := range cases {
		if err := cw.Write(&cases[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := cw.Close(); err != nil {
		t.Fatal(err)
	}
	gotC, err := ReadCases(dir)
	if err != nil || !reflect.DeepEqual(gotC, cases) {
		t.Fatalf("cases round trip: %v\n got %+v\nwant %+v", err, gotC, cases)
	}
	// No temporary files are left behind.
	ents, _ := os.ReadDir(dir)
	if len(ents) != 3 {
		t.Fatalf("directory has %d entries, want 3", len(ents))
	}
}

func TestReadErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, SummaryFile), []byte(`{"version": 99}`), 0o644)
	if _, err := ReadSummary(dir); err == nil || !strings.Contains(err.Error(), "format version 99, want 1") {
		t.Fatalf("err = %v", err)
	}
	os.WriteFile(filepath.Join(dir, CasesFile), []byte("{\"i\":1}\n{broken\n"), 0o644)
	cs, err := ReadCases(dir)
	if err == nil || !strings.Contains(err.Error(), "cases.jsonl:2:") || len(cs) != 1 {
		t.Fatalf("cases %v, err = %v", cs, err)
	}
	os.WriteFile(filepath.Join(dir, FindingsFile), []byte(`[`), 0o644)
	if _, err := ReadFindings(dir); err == nil || !strings.Contains(err.Error(), "findings.json") {
		t.Fatalf("err = %v", err)
	}
}
