package cluster

import (
	"context"
	"errors"
	"net"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/corpus"
)

// TestResumeAfterCoordinatorDied: the coordinator dies after 50 of 60
// cases are committed (new findings among them, written to the corpus)
// while a worker on another connection goes on; a coordinator started
// with Resume on the same store and port continues the campaign, the
// worker reconnects to it, and the summary, findings, case records and
// corpus files are those of campaign.Run with the same seed and N.
func TestResumeAfterCoordinatorDied(t *testing.T) {
	base := faultConfig(t)
	lcfg := dirs(t, base)
	want := viewOf(t, runLocal(t, lcfg), lcfg)

	dcfg := dirs(t, base)
	store, listen := t.TempDir(), freeAddr(t)
	ctx := context.Background()
	var (
		log   logBuffer
		wg    sync.WaitGroup
		stats *Stats
		werr  error
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		stats, werr = Work(ctx, WorkerOptions{URL: "nats://" + listen, Campaign: "r1", Workers: 2, Name: "w",
			Wait: 30 * time.Second, Reconnect: time.Minute, Log: &log})
	}()
	args := []string{"-n", "60", "-seed", "1"}
	opts := Options{Config: dcfg, Listen: listen, StoreDir: store, Campaign: "r1", Range: 4, AckWait: 5 * time.Second,
		Args: args, Log: &log, die: func(committed int) bool { return committed >= 50 }}
	if rep, err := Serve(ctx, opts); !errors.Is(err, errDied) || rep != nil {
		t.Fatalf("the first coordinator: %v, %v; want it dead", rep, err)
	}
	written := 0
	if ents, err := readCorpus(dcfg.CorpusDir); err == nil {
		written = ents
	}
	if written == 0 {
		t.Fatalf("the dead coordinator wrote no corpus file: the test needs some\n%s", log.String())
	}

	opts.die = nil
	opts.Config = campaign.Config{} // the resumed coordinator's comes from Resume
	var got []string
	opts.Resume = func(saved []string) (campaign.Config, error) {
		got = saved
		return dcfg, nil
	}
	rep, err := Serve(ctx, opts)
	if err != nil {
		t.Fatalf("the resumed coordinator: %v\n%s", err, log.String())
	}
	wg.Wait()
	if !reflect.DeepEqual(got, args) {
		t.Errorf("Resume got the command line %q, want %q", got, args)
	}
	if werr != nil || stats.Cases < 60 {
		t.Errorf("the worker: %v, %+v\n%s", werr, stats, log.String())
	}
	compare(t, want, viewOf(t, rep, dcfg))
	for _, line := range []string{"irfuzz serve: campaign r1 resumed after ", "irfuzz worker w: lost the NATS server (", "): trying to reach it again for 1m0s\n",
		"reached the NATS server again"} {
		if !strings.Contains(log.String(), line) {
			t.Errorf("the log lacks %q:\n%s", line, log.String())
		}
	}

	// The campaign is over and cleaned up: there is nothing to resume.
	opts.Listen = ""
	opts.Workers = 1
	if _, err := Serve(ctx, opts); err == nil || err.Error() != "-resume r1: the campaign ended and was cleaned up: nothing to resume" {
		t.Errorf("resuming a finished campaign: %v", err)
	}
	opts.Campaign = "nosuch"
	if _, err := Serve(ctx, opts); err == nil || err.Error() != "-resume nosuch: no such campaign in this store (key nosuch.config of bucket irfuzz_campaigns is missing)" {
		t.Errorf("resuming an unknown campaign: %v", err)
	}
}

// TestResumeRefusesOtherSettings: a resumed coordinator whose command line
// now gives another campaign (here another seed) refuses to go on.
func TestResumeRefusesOtherSettings(t *testing.T) {
	cfg := dirs(t, faultConfig(t))
	ctx := context.Background()
	opts := Options{Config: cfg, StoreDir: t.TempDir(), Workers: 1, Campaign: "r2",
		die: func(committed int) bool { return committed >= 1 }}
	if _, err := Serve(ctx, opts); !errors.Is(err, errDied) {
		t.Fatalf("the first coordinator: %v", err)
	}
	opts.die = nil
	opts.Resume = func([]string) (campaign.Config, error) {
		c := cfg
		c.Seed, c.Workers = 2, 1
		return c, nil
	}
	_, err := Serve(ctx, opts)
	if err == nil || err.Error() != "-resume r2: the campaign ran with other settings than its command line gives now: seed 1, now 2" {
		t.Fatalf("resuming with another seed: %v", err)
	}
}

// freeAddr is a loopback address whose port was free a moment ago.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return "127.0.0.1:" + strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
}

// readCorpus counts the case files in a corpus directory.
func readCorpus(dir string) (int, error) {
	es, _, err := corpus.Load(dir)
	return len(es), err
}
