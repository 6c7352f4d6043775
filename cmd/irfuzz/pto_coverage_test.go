package main

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/sourcegraph/conc/pool"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/pto"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// TestPTOReaderCoversCodegen: the real PyPTO's parser accepts all 500
// default generated kernels (seeds 1-500, the pinned dialect), the .pto
// files its code generation writes for them (the default pipeline with
// verification) all parse, and every operation in
// them is one the PTO reader takes (simulated, or listed by
// pto.Unsupported with its reason). A PyPTO that emits an operation the
// reader does not know fails this test, naming the op, a kernel and its
// line.
func TestPTOReaderCoversCodegen(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles 500 kernels with the real PyPTO")
	}
	py := pyptotest.Python(t)
	p, err := pypto.Open(pypto.Config{Python: py, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	prof, err := gen.LookupProfile("Default")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, n := range pto.Known() {
		known[n] = true
	}
	var mu sync.Mutex
	seen := map[string]string{} // op -> where first seen
	files, kernels := 0, 0
	var bad []string
	wp := pool.New().WithMaxGoroutines(2)
	for seed := int64(1); seed <= 500; seed++ {
		wp.Go(func() {
			c := gen.FromSeed(prof, seed)
			c.Prog = pipeline.Explicit(c.Prog, nil)
			text := gen.Text(c)
			r, err := p.Compile(context.Background(), &sut.Request{Program: text, Filename: "kernel.py", PTO: true})
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				bad = append(bad, fmt.Sprintf("seed %d: %v", seed, err))
				return
			}
			if !r.Accepted {
				bad = append(bad, fmt.Sprintf("seed %d: the real PyPTO's parser rejects the kernel: %v", seed, r.Problems))
			}
			if len(r.PTO) > 0 {
				kernels++
			}
			for _, f := range r.PTO {
				files++
				m, err := pto.Parse(f.Path, f.Text)
				if err != nil {
					bad = append(bad, fmt.Sprintf("seed %d: %v", seed, err))
					continue
				}
				for _, fn := range m.Funcs {
					walkOps(fn.Body, func(op *pto.Op) {
						if _, ok := seen[op.Name]; !ok {
							seen[op.Name] = fmt.Sprintf("seed %d %s:%d", seed, f.Path, op.Line)
						}
					})
				}
			}
		})
	}
	wp.Wait()
	for _, b := range bad {
		t.Error(b)
	}
	var ops []string
	for op, where := range seen {
		ops = append(ops, op)
		if !known[op] {
			t.Errorf("PyPTO emits %s (first at %s), which the PTO reader neither simulates nor lists as unsupported", op, where)
		}
	}
	sort.Strings(ops)
	if kernels < 200 {
		t.Errorf("only %d of 500 kernels compiled to .pto", kernels)
	}
	t.Logf("%d kernels compiled to %d .pto files using %d operations: %s", kernels, files, len(ops), strings.Join(ops, " "))
}

func walkOps(r *pto.Region, f func(*pto.Op)) {
	for _, op := range r.Ops {
		f(op)
		for _, sub := range op.Regions {
			walkOps(sub, f)
		}
	}
}
