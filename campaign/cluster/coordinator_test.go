package cluster

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// compare fails the test where a distributed campaign's view differs from
// the local one's.
func compare(t *testing.T, want, got view) {
	t.Helper()
	if !reflect.DeepEqual(want.summary, got.summary) {
		t.Errorf("summaries differ:\nlocal:       %+v\ndistributed: %+v", want.summary, got.summary)
	}
	if !reflect.DeepEqual(want.findings, got.findings) {
		t.Errorf("findings differ:\nlocal:       %+v\ndistributed: %+v", want.findings, got.findings)
	}
	if !reflect.DeepEqual(want.cases, got.cases) {
		t.Errorf("case records differ:\nlocal:       %+v\ndistributed: %+v", want.cases, got.cases)
	}
	if !reflect.DeepEqual(want.corpus, got.corpus) {
		t.Errorf("corpus files differ:\nlocal:       %v\ndistributed: %v", keys(want.corpus), keys(got.corpus))
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestDistributedMatchesLocal: a coordinator with two worker processes'
// worth of workers (goroutines with connections of their own over TCP)
// gives the summary, findings, case records and corpus files of
// campaign.Run with the same seed and N. Corrupt messages on the work and
// results subjects are logged and dropped. New findings are on the
// findings stream and their corpus files in the object store, which
// outlive the coordinator in its store directory.
func TestDistributedMatchesLocal(t *testing.T) {
	base := faultConfig(t)
	lcfg := dirs(t, base)
	want := viewOf(t, runLocal(t, lcfg), lcfg)
	if want.summary.New == 0 || len(want.cases) != 60 {
		t.Fatalf("the local campaign: %d cases, %d new findings; the test needs some", len(want.cases), want.summary.New)
	}

	dcfg := dirs(t, base)
	store := t.TempDir()
	ctx := context.Background()
	var (
		log   logBuffer
		wg    sync.WaitGroup
		stats [2]*Stats
		errs  [2]error
		id    string
	)
	rep, err := Serve(ctx, Options{Config: dcfg, Listen: "127.0.0.1:0", StoreDir: store, Log: &log,
		Ready: func(cid, url string) {
			id = cid
			if err := corrupt(ctx, url, id); err != nil {
				t.Error(err)
			}
			for i := range stats {
				wg.Add(1)
				go func() {
					defer wg.Done()
					stats[i], errs[i] = Work(ctx, WorkerOptions{URL: url, Workers: 1, Name: fmt.Sprintf("w%d", i), Log: &log})
				}()
			}
		}})
	wg.Wait()
	if err != nil {
		t.Fatalf("%v\nlog:\n%s", err, log.String())
	}
	compare(t, want, viewOf(t, rep, dcfg))
	if rep.Summary.Workers != 2 || rep.Summary.Interrupted {
		t.Errorf("summary: %d workers, interrupted %v; want 2 and no", rep.Summary.Workers, rep.Summary.Interrupted)
	}
	cases, bad := 0, 0
	for i, s := range stats {
		if errs[i] != nil || s == nil {
			t.Fatalf("worker %d: %v", i, errs[i])
		}
		if s.Campaign != id || s.Worker != fmt.Sprintf("w%d", i) {
			t.Errorf("worker %d: stats %+v", i, s)
		}
		cases += s.Cases
		bad += s.Bad
	}
	if cases != 60 || bad != 1 {
		t.Errorf("workers stored %d cases and dropped %d items; want 60 and the corrupt one\nlog:\n%s", cases, bad, log.String())
	}
	if !reflect.DeepEqual(rep.Warnings, []string{"2 bad messages dropped (see the log)"}) {
		t.Errorf("warnings %q", rep.Warnings)
	}
	for _, line := range []string{
		"dropping work item: invalid character 'o' in literal null (expecting 'u')",
		"dropping result: case 0 has seed 1 and profile \"TileTypeCoherence\", not the campaign's",
		fmt.Sprintf("dropping result: schema version %d, want %d", SchemaVersion+1, SchemaVersion),
		"irfuzz serve: worker w1 joined (",
	} {
		if !strings.Contains(log.String(), line) {
			t.Errorf("log lacks %q:\n%s", line, log.String())
		}
	}
	checkPublished(t, store, id, rep.Findings)
}

// corrupt publishes a bad work item and two bad results of campaign id.
func corrupt(ctx context.Context, url, id string) error {
	nc, err := nats.Connect(url)
	if err != nil {
		return err
	}
	defer nc.Close()
	js, _ := jetstream.New(nc)
	for _, m := range []struct{ subject, data string }{
		{workSubject(id), "not json"},
		{resultSubject(id), `{"v":` + strconv.Itoa(SchemaVersion) + `,"campaign":"` + id + `","worker":"x","outcome":{"index":0,"seed":1,"profile":"TileTypeCoherence","statements":0,"ns":0,"sut_ns":0,"stage":"done"}}`},
		{resultSubject(id), `{"v":` + strconv.Itoa(SchemaVersion+1) + `,"campaign":"` + id + `","worker":"x","outcome":null}`},
	} {
		if _, err := js.Publish(ctx, m.subject, []byte(m.data)); err != nil {
			return err
		}
	}
	return nil
}

// checkPublished reopens a coordinator's store: the campaign is finished,
// each new finding is on the findings stream once, with its corpus file in
// the object store.
func checkPublished(t *testing.T, store, id string, findings []results.Finding) {
	t.Helper()
	srv, err := startServer("", store, Auth{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.stop()
	nc, err := srv.connect("test")
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	ctx := context.Background()
	js, _ := jetstream.New(nc)
	kv, err := js.KeyValue(ctx, StateBucket)
	if err != nil {
		t.Fatal(err)
	}
	e, err := kv.Get(ctx, stateKey(id))
	if err != nil {
		t.Fatal(err)
	}
	if st, err := decodeState(e.Value()); err != nil || st.State != Finished || st.Reason != "budget" {
		t.Errorf("campaign state %+v, %v", st, err)
	}
	if e, err := kv.Get(ctx, currentKey); err != nil || string(e.Value()) != id {
		t.Errorf("current campaign: %v", err)
	}
	stream, err := js.Stream(ctx, FindingStream)
	if err != nil {
		t.Fatal(err)
	}
	obs, err := js.ObjectStore(ctx, ReproBucket)
	if err != nil {
		t.Fatal(err)
	}
	var news []results.Finding
	for _, f := range findings {
		if f.New {
			news = append(news, f)
		}
	}
	if n := stream.CachedInfo().State.Msgs; n != uint64(len(news)) {
		t.Errorf("findings stream holds %d messages, want %d", n, len(news))
	}
	for i, f := range news {
		m, err := stream.GetMsg(ctx, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		var got Found
		if err := json.Unmarshal(m.Data, &got); err != nil || got.Finding.ID != f.ID || got.Campaign != id ||
			got.Repro != reproName(id, f.ID) || m.Header.Get(jetstream.MsgIDHeader) != f.ID {
			t.Errorf("findings stream message %d: %+v (msg id %q), %v; want finding %s", i+1, got, m.Header.Get(jetstream.MsgIDHeader), err, f.ID)
		}
		data, err := obs.GetBytes(ctx, reproName(id, f.ID))
		want, _ := os.ReadFile(f.CorpusFile)
		if err != nil || string(data) != string(want) {
			t.Errorf("object %s: %v; %d bytes, want the corpus file's %d", reproName(id, f.ID), err, len(data), len(want))
		}
	}
}

// TestTimeBudget: with a time budget the coordinator stops handing out
// items, its workers finish the cases in hand, and every committed case
// is the campaign's.
func TestTimeBudget(t *testing.T) {
	cfg := dirs(t, faultConfig(t))
	cfg.N, cfg.Time = 0, time.Second
	start := time.Now()
	rep, err := Serve(context.Background(), Options{Config: cfg, Workers: 2, Range: 4})
	if err != nil {
		t.Fatal(err)
	}
	el := time.Since(start)
	cs, err := results.ReadCases(cfg.OutDir)
	if err != nil {
		t.Fatal(err)
	}
	s := rep.Summary
	if s.Interrupted || s.Cases == 0 || s.Cases != len(cs) || el > 10*time.Second || len(rep.Warnings) != 0 {
		t.Errorf("1s campaign: took %s, %d cases, %d records, interrupted %v, warnings %q", el, s.Cases, len(cs), s.Interrupted, rep.Warnings)
	}
	for _, c := range cs {
		if c.Profile != "TileTypeCoherence" || c.Seed == 0 {
			t.Errorf("case record %+v", c)
		}
	}
}

// TestInterrupt: canceling the coordinator's context (Ctrl-C) writes
// everything committed so far, marked interrupted.
func TestInterrupt(t *testing.T) {
	cfg := dirs(t, faultConfig(t))
	cfg.N = 1_000_000
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rep, err := Serve(ctx, Options{Config: cfg, Workers: 1, Ready: func(string, string) {
		time.AfterFunc(500*time.Millisecond, cancel)
	}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := results.ReadSummary(cfg.OutDir)
	if err != nil {
		t.Fatal(err)
	}
	cs, _ := results.ReadCases(cfg.OutDir)
	if !s.Interrupted || !rep.Summary.Interrupted || s.Cases == 0 || s.Cases >= cfg.N || s.Cases != len(cs) {
		t.Errorf("after the interrupt: interrupted %v, %d cases, %d records", s.Interrupted, s.Cases, len(cs))
	}
	for i, c := range cs {
		if c.Index != i {
			t.Fatalf("record %d is case %d: the committed cases are not a prefix", i, c.Index)
		}
	}
}

func TestServeBadOptions(t *testing.T) {
	cfg := faultConfig(t)
	for _, c := range []struct {
		o    Options
		want string
	}{
		{Options{Config: cfg, URL: "nats://127.0.0.1:1", Listen: "127.0.0.1:0"}, "-listen: only for the embedded server, not with -nats"},
		{Options{Config: cfg, Workers: 1, Range: -1}, "-range: must not be negative, got -1"},
		{Options{Config: cfg}, "-workers: no local workers and no -listen address: no worker could join"},
		{Options{Config: cfg, Workers: 1, Campaign: "a.b"}, `-campaign: bad id "a.b": want 1 to 64 letters, digits, '-' or '_'`},
		{Options{Config: cfg, Listen: "nohost"}, "-listen nohost: address nohost: missing port in address"},
		{Options{Config: cfg, URL: "nats://127.0.0.1:1"}, "-nats nats://127.0.0.1:1: cannot connect: nats: no servers available for connection"},
	} {
		rep, err := Serve(context.Background(), c.o)
		if rep != nil || err == nil || err.Error() != c.want {
			t.Errorf("%+v: %v, want %q", c.o, err, c.want)
		}
	}
}
