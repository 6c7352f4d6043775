package cluster

import (
	"context"
	"strconv"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
)

// BenchmarkServe measures a distributed campaign's cases per second with
// the coordinator's own workers on an in-process embedded server, against
// campaign.Run with as many workers: the difference is the cost of
// JetStream (work items, results, KV) per case.
func BenchmarkServe(b *testing.B) {
	for _, workers := range []int{1, 2} {
		cfg := campaign.Config{Backend: "950", Seed: 1}
		b.Run("local/workers="+strconv.Itoa(workers), func(b *testing.B) {
			c := cfg
			c.N, c.Workers = b.N, workers
			rep, err := campaign.Run(context.Background(), c)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(rep.Summary.Cases)/b.Elapsed().Seconds(), "cases/s")
		})
		b.Run("served/workers="+strconv.Itoa(workers), func(b *testing.B) {
			c := cfg
			c.N = b.N
			rep, err := Serve(context.Background(), Options{Config: c, Workers: workers})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(rep.Summary.Cases)/b.Elapsed().Seconds(), "cases/s")
		})
	}
}
