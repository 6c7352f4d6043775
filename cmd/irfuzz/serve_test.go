package main

import (
	"encoding/json"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
)

// freePort is a TCP port on the loopback that was free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// TestServeWorker runs "irfuzz serve" with no local workers and one
// "irfuzz worker" over TCP: the findings are those of the local campaign
// with the same seed and N, and so is the exit status.
func TestServeWorker(t *testing.T) {
	dir := t.TempDir()
	common := []string{"-n", "60", "-seed", "1", "-prop", "TileTypeCoherence", "-inject", "c2v-push-widens-valid",
		"-oracles", "validity,crash,contract", "-corpus", "", "-json"}
	code, stdout, stderr := runCmd(append([]string{"-workers", "2", "-out", filepath.Join(dir, "local")}, common...)...)
	var local campaign.Report
	if err := json.Unmarshal([]byte(stdout), &local); err != nil || code != 1 {
		t.Fatalf("local campaign: code %d, %v\n%s", code, err, stderr)
	}

	url := "nats://127.0.0.1:" + strconv.Itoa(freePort(t))
	var (
		wg                sync.WaitGroup
		wcode             int
		wout, werr        string
		serveArgs         = []string{"serve", "-workers", "0", "-listen", strings.TrimPrefix(url, "nats://"), "-store", filepath.Join(dir, "nats"), "-campaign", "c1", "-out", filepath.Join(dir, "dist")}
		scode, sout, serr = 0, "", ""
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		wcode, wout, werr = runCmd("worker", "-nats", url, "-campaign", "c1", "-workers", "2", "-name", "w", "-wait", "30s")
	}()
	scode, sout, serr = runCmd(append(serveArgs, common...)...)
	wg.Wait()
	var dist campaign.Report
	if err := json.Unmarshal([]byte(sout), &dist); err != nil || scode != 1 {
		t.Fatalf("irfuzz serve: code %d, %v\n%s", scode, err, serr)
	}
	// The last item's acknowledgement may come after the coordinator has
	// finished the campaign: it is not counted then.
	if wcode != 0 || !strings.HasPrefix(wout, "campaign c1: worker w ran 60 cases in ") {
		t.Errorf("irfuzz worker: code %d, stdout %q\n%s", wcode, wout, werr)
	}
	sigs := func(r campaign.Report) (out []string) {
		for _, f := range r.Findings {
			out = append(out, f.ID+"×"+itoa(f.Count)+"@"+itoa(f.FirstCase))
		}
		return out
	}
	if a, b := sigs(local), sigs(dist); len(a) == 0 || strings.Join(a, " ") != strings.Join(b, " ") ||
		dist.Summary.Cases != 60 || dist.Summary.Workers != 2 {
		t.Errorf("local findings %v, distributed %v (%d cases, %d workers)", a, b, dist.Summary.Cases, dist.Summary.Workers)
	}
	for _, want := range []string{"irfuzz serve: campaign seed 1, profile TileTypeCoherence, 0 local workers,",
		"irfuzz serve: campaign c1: workers connect with -nats " + url + "\n", "irfuzz serve: worker w joined ("} {
		if !strings.Contains(serr, want) {
			t.Errorf("serve's stderr lacks %q:\n%s", want, serr)
		}
	}
}

func TestServeWorkerBadUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "-workers", "-1"}, "irfuzz serve: -workers: must not be negative, got -1\n"},
		{[]string{"serve", "-workers", "0", "-listen", ""}, "irfuzz serve: -workers: no local workers and no -listen address: no worker could join\n"},
		{[]string{"serve", "-prop", "Nope"}, `irfuzz serve: -prop: unknown profile "Nope"`},
		{[]string{"serve", "-listen", "nohost", "-n", "1"}, "irfuzz serve: -listen nohost: address nohost: missing port in address\n"},
		{[]string{"worker", "-workers", "0"}, "irfuzz worker: -workers: must be at least 1, got 0\n"},
		{[]string{"worker", "extra"}, `irfuzz worker: unexpected argument "extra"` + "\n"},
		{[]string{"worker", "-nats", "nats://127.0.0.1:1", "-wait", "0"}, "irfuzz worker: -nats nats://127.0.0.1:1: cannot connect: nats: no servers available for connection\n"},
	} {
		code, out, errOut := runCmd(c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("irfuzz %s: code %d, stdout %q, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, out, errOut, c.want)
		}
	}
	for _, cmd := range []string{"serve", "worker"} {
		code, _, errOut := runCmd(cmd, "-h")
		if code != 0 || !strings.Contains(errOut, "usage: irfuzz "+cmd+" [flags]") || !strings.Contains(errOut, "-nats") {
			t.Errorf("irfuzz %s -h: code %d\n%s", cmd, code, errOut)
		}
	}
}
