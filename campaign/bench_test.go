package campaign

import (
	"context"
	"strconv"
	"testing"
)

// BenchmarkCampaign measures cases per second end to end (generate, print
// and parse, every oracle on the 950, dedup) over every profile, with 1
// and 2 workers, and the harness share: the part of the workers' time
// spent outside the system under test.
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
