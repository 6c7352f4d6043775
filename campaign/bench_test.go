package campaign

import (
	"context"
	"strconv"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/sut"
)

// BenchmarkCampaign measures cases per second end to end (generate, print
// and parse, every oracle on the 950, dedup) over every profile, with 1
// and 2 workers, and the harness share: the part of the workers' time
// spent outside the system under test. A run is the seeded campaign's
// first b.N cases, so compare versions with a fixed window, -benchtime
// 400x: with the default second b.N is about 60 and one heavy early
// kernel decides the figure (after a generator change, case 0 alone went
// from 91 to 301 ms).
func BenchmarkCampaign(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run("workers="+strconv.Itoa(workers), func(b *testing.B) {
			rep, err := Run(context.Background(), Config{N: b.N, Workers: workers, Backend: "950", Seed: testSeed})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(rep.Summary.Cases)/b.Elapsed().Seconds(), "cases/s")
			b.ReportMetric(100*rep.Summary.HarnessFrac, "harness%")
		})
	}
}

// BenchmarkCampaignIsolated is BenchmarkCampaign with every case in a
// child process.
func BenchmarkCampaignIsolated(b *testing.B) {
	exe := testChildB(b)
	for _, workers := range []int{1, 2} {
		b.Run("workers="+strconv.Itoa(workers), func(b *testing.B) {
			rep, err := Run(context.Background(), Config{N: b.N, Workers: workers, Backend: "950", Seed: testSeed, Isolate: true, Child: exe})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(rep.Summary.Cases)/b.Elapsed().Seconds(), "cases/s")
			b.ReportMetric(100*rep.Summary.HarnessFrac, "harness%")
		})
	}
}

// BenchmarkCampaignPyPTO measures a -sut pypto campaign with 1 and 2
// workers: cases per second, PyPTO's own time per case (what the driver
// measured inside Python), and the harness's overhead on it: the
// workers' wall time per case beyond PyPTO's own, as a share of PyPTO's
// (generation, printing, the framed protocol, waiting for a worker).
// Run it with -benchtime 200x or more: a worker's start (about 3 s of
// imports) is not amortized over fewer.
func BenchmarkCampaignPyPTO(b *testing.B) {
	py := pyptotest.Python(b)
	for _, workers := range []int{1, 2} {
		b.Run("workers="+strconv.Itoa(workers), func(b *testing.B) {
			rep, err := Run(context.Background(), Config{N: b.N, Workers: workers, Backend: "950", Seed: testSeed,
				SUT: sut.Selection{PyPTO: true}, Python: py})
			if err != nil {
				b.Fatal(err)
			}
			s := rep.Summary
			own := s.Systems[0].MillisPerCase
			wall := 1000 * s.Seconds * float64(workers) / float64(s.Cases)
			b.ReportMetric(float64(s.Cases)/s.Seconds, "cases/s")
			b.ReportMetric(own, "pypto-ms/case")
			b.ReportMetric(100*(wall-own)/own, "overhead%")
		})
	}
}

// stageKernels are the Default profile's kernels of seeds 1-40 on the
// 950, which BenchmarkStages runs through a case's stages.
func stageKernels(tb testing.TB) (*backend.Backend, []gen.Case, []string) {
	be, err := backend.Get("950")
	if err != nil {
		tb.Fatal(err)
	}
	p := gen.Profile("Default").WithTarget(be)
	cases := make([]gen.Case, 40)
	texts := make([]string, len(cases))
	for i := range cases {
		cases[i] = gen.FromSeed(p, int64(i+1))
		texts[i] = ir.Print(cases[i].Prog)
	}
	return be, cases, texts
}

// BenchmarkStages times, with -benchmem, each stage of a campaign case
// over the same 40 kernels (one op is all 40): generating, printing,
// parsing, and the oracles' check (the instrumented pipeline, compiling
// again, the reference and the simulator, as a campaign's default
// oracles do).
func BenchmarkStages(b *testing.B) {
	be, cases, texts := stageKernels(b)
	p := gen.Profile("Default").WithTarget(be)
	b.Run("generate", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i := range cases {
				gen.FromSeed(p, int64(i+1))
			}
		}
	})
	b.Run("print", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, c := range cases {
				ir.Print(c.Prog)
			}
		}
	})
	b.Run("parse", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, t := range texts {
				if _, err := ir.Parse("k.py", t); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, c := range cases {
				oracle.Check(oracle.Case{Prog: c.Prog, Text: texts[i], Seed: uint64(i)}, &oracle.Config{Backend: be})
			}
		}
	})
	// The feedback's share of a case: its signals, from the check's result.
	b.Run("signals", func(b *testing.B) {
		r := runner{&settings{backend: be}}
		res := make([]*oracle.Result, len(cases))
		for i, c := range cases {
			res[i] = oracle.Check(oracle.Case{Prog: c.Prog, Text: texts[i], Seed: uint64(i)}, &oracle.Config{Backend: be})
		}
		b.ReportAllocs()
		for b.Loop() {
			for i := range res {
				r.signalsOf(&Outcome{}, res[i])
			}
		}
	})
	// A mutant's generation: its parent's trace edited and replayed.
	b.Run("mutate", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, c := range cases {
				r := choice.Record(int64(i))
				ch, bounds := choice.Mutate(r, c.Trace, cases[(i+1)%len(cases)].Trace)
				gen.FromSource(p, choice.Guided(ch, bounds, int64(i)))
			}
		}
	})
}
