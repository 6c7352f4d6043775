package main

import (
	"context"
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// benchSeeds are default generated kernels the real PyPTO compiles to
// .pto: a vector one, a mixed one with pipes and loops, a large one.
var benchSeeds = []int64{1, 64, 341}

// BenchmarkPTO compares, per kernel, what the real PyPTO spends
// compiling it to .pto (parse, the default pipeline with verification,
// codegen: its worker's own time, reported as pypto-ns/op) with what
// simulating that .pto costs here (read, translate, run, reference and
// compare: the benchmark's ns/op).
func BenchmarkPTO(b *testing.B) {
	py := pyptotest.Python(b)
	p, err := pypto.Open(pypto.Config{Python: py})
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	prof, _ := gen.LookupProfile("Default")
	be, _ := backend.Get("950")
	for _, seed := range benchSeeds {
		c := gen.FromSeed(prof, seed)
		c.Prog = pipeline.Explicit(c.Prog, nil)
		text := gen.Text(c)
		prog, err := ir.Parse("kernel.py", text)
		if err != nil {
			b.Fatal(err)
		}
		var files []sut.File
		var compileNs int64
		const compiles = 5
		for i := 0; i < compiles; i++ {
			r, err := p.Compile(context.Background(), &sut.Request{Program: text, Filename: "kernel.py", PTO: true})
			if err != nil || len(r.PTO) == 0 {
				b.Fatalf("seed %d: PyPTO wrote no .pto (%v, %+v)", seed, err, r)
			}
			files, compileNs = r.PTO, compileNs+r.Nanos
		}
		b.Run(fmt.Sprintf("seed=%d", seed), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := oracle.SimulatePTO(prog, "", be, uint64(seed), files); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(compileNs)/compiles, "pypto-ns/op")
		})
	}
}

// BenchmarkModelPTO is the model's side of the PTO differential per
// kernel: its pipeline up to PTOCodegen, the emitter, then reading and
// simulating the result with observation (what ptodiff adds to a case
// besides the second simulation of PyPTO's .pto).
func BenchmarkModelPTO(b *testing.B) {
	prof, _ := gen.LookupProfile("Default")
	be, _ := backend.Get("950")
	for _, seed := range benchSeeds {
		c := gen.FromSeed(prof, seed)
		c.Prog = pipeline.Explicit(c.Prog, nil)
		text := gen.Text(c)
		prog, err := ir.Parse("kernel.py", text)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("seed=%d", seed), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				files, err := oracle.ModelPTO(prog, &pipeline.Context{Backend: be}, "kernel.py")
				if err != nil {
					b.Fatal(err)
				}
				if _, err := oracle.SimulatePTOObserved(prog, "", be, uint64(seed), files); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
