package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/known"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// TestKnownPyPTOReproduce: each known case of a campaign on the real
// PyPTO (known/pypto) is open and still fails the real PyPTO with its
// signature, and names the repro of its bug.
func TestKnownPyPTOReproduce(t *testing.T) {
	py := pyptotest.Python(t)
	var pool *pypto.Pool
	opts := campaign.ReplayOptions{PyPTO: func() (sut.SUT, error) {
		var err error
		pool, err = pypto.Open(pypto.Config{Python: py})
		return pool, err
	}}
	defer func() {
		if pool != nil {
			pool.Close()
		}
	}()
	outcomes, problems, err := corpus.ReplayDir(filepath.Join("..", "..", "known", known.PyPTODir), campaign.ReplayCheck(opts))
	if err != nil || len(problems) != 0 {
		t.Fatalf("replay: %v, problems %v", err, problems)
	}
	if len(outcomes) != 9 {
		t.Errorf("%d cases, want 9", len(outcomes))
	}
	for _, o := range outcomes {
		if o.Status != corpus.StatusOpen || !o.Reproduced {
			t.Errorf("%s: want an open case that reproduces on the real PyPTO", corpus.Line(o))
		}
		repro := o.Entry.Get("pypto_finding")
		_, err := os.Stat(filepath.Join("..", "..", "sut", "pypto", "testdata", "findings", repro))
		if err != nil {
			_, err = os.Stat(filepath.Join("..", "..", "sim", "pto", "testdata", "findings", repro))
		}
		if repro == "" || err != nil {
			t.Errorf("%s: pypto_finding %q names no repro", o.Path, repro)
		}
	}
}
