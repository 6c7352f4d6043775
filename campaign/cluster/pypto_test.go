package cluster

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/sut"
)

// A served campaign on the real PyPTO: each worker runs the cases on its
// own machine's PyPTO (WorkerOptions.Python), and the result is the local
// campaign's.
func TestDistributedOnPyPTO(t *testing.T) {
	if testing.Short() {
		t.Skip("real-PyPTO campaigns")
	}
	py := pyptotest.Python(t)
	base := campaign.Config{Profiles: []string{"Default"}, N: 24, Seed: 1, Backend: "950",
		SUT: sut.Selection{PyPTO: true}, Python: py}
	lcfg := dirs(t, base)
	want := viewOf(t, runLocal(t, lcfg), lcfg)
	if want.summary.Systems[0].System != sut.PyPTO || want.summary.Systems[0].Cases != 24 {
		t.Fatalf("the local campaign: %+v", want.summary.Systems)
	}
	dcfg := dirs(t, base)
	var (
		log  logBuffer
		wg   sync.WaitGroup
		errs [2]error
	)
	ctx := context.Background()
	rep, err := Serve(ctx, Options{Config: dcfg, Listen: "127.0.0.1:0", StoreDir: t.TempDir(), Log: &log,
		Ready: func(_, url string) {
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = Work(ctx, WorkerOptions{URL: url, Workers: 1, Name: fmt.Sprintf("w%d", i), Python: py, Log: &log})
				}()
			}
		}})
	wg.Wait()
	if err != nil {
		t.Fatalf("%v\nlog:\n%s", err, log.String())
	}
	for i, e := range errs {
		if e != nil {
			t.Fatalf("worker %d: %v", i, e)
		}
	}
	compare(t, want, viewOf(t, rep, dcfg))
}
