package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

var update = flag.Bool("update", false, "rewrite the \"# want:\" lines of the PTO findings")

// TestPTOFindingsReproduce: each triaged bug of the pinned PyPTO in the
// PTO it emits (sim/pto/testdata/findings, docs/findings.md) still gives,
// compiled by the real PyPTO and its .pto simulated, exactly the pyptosim
// finding of its "# want:" line (go test -update rewrites them), on 950 or
// on the chip its "# backend:" line names.
func TestPTOFindingsReproduce(t *testing.T) {
	py := pyptotest.Python(t)
	p, err := pypto.Open(pypto.Config{Python: py})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	files, _ := filepath.Glob("../../sim/pto/testdata/findings/*.py")
	if len(files) == 0 {
		t.Fatal("no findings")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			text := string(src)
			prog, err := ir.Parse(filepath.Base(path), text)
			if err != nil {
				t.Fatal(err)
			}
			// A "# backend: 910B" line targets that chip; 950 otherwise.
			chip := "950"
			for _, l := range strings.Split(text, "\n") {
				if v, ok := strings.CutPrefix(l, "# backend: "); ok {
					chip = strings.TrimSpace(v)
				}
			}
			b, err := backend.Get(chip)
			if err != nil {
				t.Fatal(err)
			}
			req := sut.Request{Filename: filepath.Base(path), Backend: "Ascend" + chip, PTO: true}
			r := oracle.Check(oracle.Case{Prog: prog, Seed: 1, Text: text}, &oracle.Config{Backend: b, PyPTO: p, NoModel: true,
				PyPTORequest: req, Oracles: oracle.Set{oracle.PyPTOSim: true}})
			var got []string
			for _, f := range r.Findings {
				got = append(got, f.Property+": "+f.Message)
			}
			line := "# want: " + strings.Join(got, " | ")
			if *update {
				// In place, so the PyPTO lines the messages quote stay put;
				// a file without one gets it first (run -update twice).
				lines := strings.SplitAfter(text, "\n")
				i := 0
				for i < len(lines) && !strings.HasPrefix(lines[i], "# want: ") {
					i++
				}
				if i == len(lines) {
					lines = append([]string{""}, lines...)
					i = 0
				}
				lines[i] = line + "\n"
				if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := ""
			for _, l := range strings.Split(text, "\n") {
				if strings.HasPrefix(l, "# want: ") {
					want = l
				}
			}
			if len(got) == 0 || line != want {
				t.Errorf("got  %s\nwant %s", line, want)
			}
		})
	}
}
