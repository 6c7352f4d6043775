package cluster

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestCrashedWorkerRedelivered: a worker that dies after storing the
// first case of its first item, acknowledging nothing, loses the item to
// the next worker after the AckWait; the result is still the local one.
// The second delivery reaches the IsolateAfter of the survivor, which
// runs the item's cases in child processes (this test binary, see
// TestMain): they give the same outcomes.
func TestCrashedWorkerRedelivered(t *testing.T) {
	base := faultConfig(t)
	lcfg := dirs(t, base)
	want := viewOf(t, runLocal(t, lcfg), lcfg)

	dcfg := dirs(t, base)
	ctx := context.Background()
	var (
		log            logBuffer
		crashed, alive *Stats
		errs           [2]error
		first          *Item
		done           = make(chan struct{})
	)
	rep, err := Serve(ctx, Options{Config: dcfg, Listen: "127.0.0.1:0", AckWait: time.Second, Log: &log,
		Ready: func(_, url string) {
			go func() {
				defer close(done)
				crashed, errs[0] = Work(ctx, WorkerOptions{URL: url, Workers: 1, Name: "crashing", Log: &log,
					crash: func(it *Item, index int) bool {
						first = it
						return true
					}})
				alive, errs[1] = Work(ctx, WorkerOptions{URL: url, Workers: 2, Name: "alive", IsolateAfter: 2, Log: &log})
			}()
		}})
	<-done
	if err != nil || errs[0] != nil || errs[1] != nil {
		t.Fatalf("serve: %v; workers: %v\nlog:\n%s", err, errs, log.String())
	}
	compare(t, want, viewOf(t, rep, dcfg))
	if first == nil || first.First != 0 || first.End != DefaultRange {
		t.Fatalf("the crashing worker's item: %+v", first)
	}
	if crashed.Items != 0 || crashed.Cases != 1 {
		t.Errorf("crashing worker: %+v; want no item and one case stored", crashed)
	}
	if alive.Again != 1 || alive.Items != 60/DefaultRange+1 {
		t.Errorf("surviving worker: %+v; want every item, one of them delivered before", alive)
	}
	if line := "irfuzz worker alive: cases [0, 8) delivered 2 times: running each in a child process"; !strings.Contains(log.String(), line) {
		t.Errorf("log lacks %q:\n%s", line, log.String())
	}
}

func TestWorkerCannotJoin(t *testing.T) {
	ctx := context.Background()
	if _, err := Work(ctx, WorkerOptions{URL: "nats://127.0.0.1:1", Workers: 1}); err == nil ||
		err.Error() != "-nats nats://127.0.0.1:1: cannot connect: nats: no servers available for connection" {
		t.Errorf("unreachable server: %v", err)
	}
	if _, err := Work(ctx, WorkerOptions{URL: "http://127.0.0.1:1", Workers: 1}); err == nil || !strings.HasPrefix(err.Error(), "-nats http://127.0.0.1:1: cannot connect: ") {
		t.Errorf("not a NATS URL: %v", err)
	}
	if _, err := Work(ctx, WorkerOptions{Workers: -1}); err == nil || err.Error() != "-workers: must not be negative, got -1" {
		t.Errorf("negative workers: %v", err)
	}
	srv, err := startServer("", "", Auth{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.stop()
	nc, err := srv.connect("test")
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	start := time.Now()
	if _, err := Work(ctx, WorkerOptions{Conn: nc, Workers: 1, Wait: 300 * time.Millisecond}); !errors.Is(err, ErrNoCampaign) {
		t.Errorf("no campaign: %v", err)
	}
	if el := time.Since(start); el < 300*time.Millisecond || el > 5*time.Second {
		t.Errorf("waited %s for a campaign, want about 300ms", el)
	}
	if _, err := Work(ctx, WorkerOptions{Conn: nc, Workers: 1, Campaign: "a.b"}); err == nil || err.Error() != `campaign: bad id "a.b": want 1 to 64 letters, digits, '-' or '_'` {
		t.Errorf("bad campaign id: %v", err)
	}
}
