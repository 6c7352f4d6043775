package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/testcerts"
)

// writeAuthFile writes a test file into dir and returns its path.
func writeAuthFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// cmdResult is one irfuzz command's exit status and output, and how long
// it took.
type cmdResult struct {
	code     int
	out, err string
	took     time.Duration
}

func timedCmd(args ...string) cmdResult {
	start := time.Now()
	code, out, err := runCmd(args...)
	return cmdResult{code, out, err, time.Since(start)}
}

// serveAuth runs "irfuzz serve" on a free loopback port with serveFlags
// and a campaign of 8 cases, no local workers, and the workers one after
// the other (each gets the server's URL with scheme; the last must
// finish the campaign). It returns serve's result and the workers'.
func serveAuth(t *testing.T, scheme string, serveFlags []string, workers ...func(url string) []string) (cmdResult, []cmdResult) {
	t.Helper()
	dir := t.TempDir()
	addr := "127.0.0.1:" + strconv.Itoa(freePort(t))
	var (
		wg  sync.WaitGroup
		res = make([]cmdResult, len(workers))
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i, w := range workers {
			res[i] = timedCmd(append([]string{"worker", "-workers", "1", "-wait", "30s", "-name", "w" + strconv.Itoa(i)}, w(scheme+"://"+addr)...)...)
		}
	}()
	args := append([]string{"serve", "-workers", "0", "-listen", addr, "-store", filepath.Join(dir, "nats"), "-campaign", "c1",
		"-out", filepath.Join(dir, "out"), "-corpus", "", "-n", "8", "-seed", "3", "-prop", "TileTypeCoherence"}, serveFlags...)
	s := timedCmd(args...)
	wg.Wait()
	return s, res
}

// TestServeWorkerToken: serve -token-file takes a worker with the same
// token file and runs the campaign with it; a worker with another token
// or none exits 2 at once (not after its 30s -wait) saying why.
func TestServeWorkerToken(t *testing.T) {
	dir := t.TempDir()
	tok := writeAuthFile(t, dir, "token", "campaign-secret\n")
	wrong := writeAuthFile(t, dir, "wrong", "not-it\n")
	s, ws := serveAuth(t, "nats", []string{"-token-file", tok},
		func(url string) []string { return []string{"-nats", url, "-token-file", wrong} },
		func(url string) []string { return []string{"-nats", url} },
		func(url string) []string { return []string{"-nats", url, "-token-file", tok} })
	if s.code != 0 || ws[2].code != 0 || !strings.HasPrefix(ws[2].out, "campaign c1: worker w2 ran 8 cases in ") {
		t.Fatalf("serve: code %d\n%s\nworker with the token: code %d, %q\n%s", s.code, s.err, ws[2].code, ws[2].out, ws[2].err)
	}
	for i, want := range []string{"irfuzz worker: -token-file " + wrong + ": the server nats://127.0.0.1:",
		"irfuzz worker: -nats nats://127.0.0.1:"} {
		w := ws[i]
		if w.code != 2 || w.out != "" || !strings.HasPrefix(w.err, want) || !strings.Contains(w.err, "nats: authorization violation") {
			t.Errorf("worker %d: code %d, stdout %q, stderr %q; want 2 and %q... authorization violation", i, w.code, w.out, w.err, want)
		}
		// It may have started before the server: allow for that, not
		// for the 30s -wait.
		if w.took > 15*time.Second {
			t.Errorf("worker %d exited after %s", i, w.took)
		}
	}
	if !strings.Contains(ws[0].err, "refused the token from "+wrong) || !strings.Contains(ws[1].err, "give -token-file or -creds") {
		t.Errorf("wrong token: %q\nno token: %q", ws[0].err, ws[1].err)
	}
}

// TestServeWorkerTLS: serve -tls-cert/-tls-key (and a token) takes a
// worker that verifies it with -tls-ca and runs the campaign; the
// workers' URL is tls://. A worker without the CA exits 2 at once saying
// to give -tls-ca.
func TestServeWorkerTLS(t *testing.T) {
	dir := t.TempDir()
	ca, cert, key := testcerts.Write(t, dir)
	tok := writeAuthFile(t, dir, "token", "tls-secret")
	s, ws := serveAuth(t, "tls", []string{"-token-file", tok, "-tls-cert", cert, "-tls-key", key},
		func(url string) []string { return []string{"-nats", url, "-token-file", tok} },
		func(url string) []string { return []string{"-nats", url, "-token-file", tok, "-tls-ca", ca} })
	if s.code != 0 || ws[1].code != 0 || !strings.HasPrefix(ws[1].out, "campaign c1: worker w1 ran 8 cases in ") {
		t.Fatalf("serve: code %d\n%s\nworker with the CA: code %d, %q\n%s", s.code, s.err, ws[1].code, ws[1].out, ws[1].err)
	}
	if !strings.Contains(s.err, "irfuzz serve: campaign c1: workers connect with -nats tls://127.0.0.1:") {
		t.Errorf("serve's stderr lacks the tls:// URL:\n%s", s.err)
	}
	w := ws[0]
	if w.code != 2 || !strings.HasPrefix(w.err, "irfuzz worker: -nats tls://127.0.0.1:") ||
		!strings.Contains(w.err, "certificate signed by unknown authority (give the certificate of the server's authority with -tls-ca)") ||
		w.took > 15*time.Second {
		t.Errorf("worker without -tls-ca: code %d after %s, stderr %q", w.code, w.took, w.err)
	}
}

// TestServeListenNeedsToken: serve refuses at once, exit 2, a -listen
// address off the loopback without -token-file; on the loopback it needs
// none.
func TestServeListenNeedsToken(t *testing.T) {
	for _, listen := range []string{"0.0.0.0:0", ":0"} {
		r := timedCmd("serve", "-listen", listen, "-n", "1", "-store", "", "-out", t.TempDir(), "-corpus", "")
		if want := "irfuzz serve: -listen " + listen + ": not a loopback address, and other machines may reach it: give -token-file"; r.code != 2 ||
			!strings.Contains(r.err, want) || r.took > 5*time.Second {
			t.Errorf("serve -listen %s: code %d after %s, stderr %q; want 2 and %q", listen, r.code, r.took, r.err, want)
		}
	}
	r := timedCmd("serve", "-listen", "127.0.0.1:0", "-workers", "1", "-n", "2", "-store", "", "-out", t.TempDir(), "-corpus", "")
	if r.code != 0 {
		t.Errorf("serve -listen 127.0.0.1:0: code %d\n%s", r.code, r.err)
	}
	if defaultListen != "127.0.0.1:4222" {
		t.Errorf("the default -listen is %s, want the loopback", defaultListen)
	}
}

// TestServeWorkerAuthUsage: bad authentication flags are exit 2 with the
// flag and file named, before any connection.
func TestServeWorkerAuthUsage(t *testing.T) {
	dir := t.TempDir()
	ca, cert, key := testcerts.Write(t, dir)
	missing := filepath.Join(dir, "missing")
	empty := writeAuthFile(t, dir, "empty", "\n")
	junk := writeAuthFile(t, dir, "junk", "junk\n")
	listen := []string{"-listen", "127.0.0.1:0", "-n", "1", "-store", "", "-corpus", ""}
	for _, c := range []struct {
		args []string
		want string
	}{
		{append([]string{"serve", "-token-file", missing}, listen...), "irfuzz serve: -token-file " + missing + ": no such file or directory\n"},
		{append([]string{"serve", "-token-file", empty}, listen...), "irfuzz serve: -token-file " + empty + ": the file is empty: it must hold the token\n"},
		{append([]string{"serve", "-tls-cert", cert}, listen...), "irfuzz serve: -tls-cert and -tls-key: give both"},
		{append([]string{"serve", "-tls-key", key}, listen...), "irfuzz serve: -tls-cert and -tls-key: give both"},
		{append([]string{"serve", "-tls-cert", missing, "-tls-key", key}, listen...), "irfuzz serve: -tls-cert " + missing + ": no such file or directory\n"},
		{append([]string{"serve", "-tls-cert", cert, "-tls-key", junk}, listen...), "irfuzz serve: -tls-cert " + cert + ", -tls-key " + junk + ": tls:"},
		{append([]string{"serve", "-creds", junk}, listen...), "irfuzz serve: -creds: only for an external NATS server (-nats)"},
		{append([]string{"serve", "-tls-ca", ca}, listen...), "irfuzz serve: -tls-ca: only to verify an external NATS server (-nats)"},
		{[]string{"serve", "-nats", "nats://127.0.0.1:1", "-tls-cert", cert, "-tls-key", key, "-n", "1"}, "irfuzz serve: -tls-cert, -tls-key: only for the embedded server, not with -nats\n"},
		{[]string{"serve", "-nats", "nats://127.0.0.1:1", "-tls-ca", junk, "-n", "1"}, "irfuzz serve: -tls-ca " + junk + ": no PEM certificate in the file\n"},
		{[]string{"serve", "-nats", "nats://127.0.0.1:1", "-creds", missing, "-n", "1"}, "irfuzz serve: -creds " + missing + ": no such file or directory\n"},
		{[]string{"worker", "-token-file", missing}, "irfuzz worker: -token-file " + missing + ": no such file or directory\n"},
		{[]string{"worker", "-token-file", empty}, "irfuzz worker: -token-file " + empty + ": the file is empty: it must hold the token\n"},
		{[]string{"worker", "-tls-ca", missing}, "irfuzz worker: -tls-ca " + missing + ": no such file or directory\n"},
		{[]string{"worker", "-tls-ca", junk}, "irfuzz worker: -tls-ca " + junk + ": no PEM certificate in the file\n"},
		{[]string{"worker", "-creds", missing}, "irfuzz worker: -creds " + missing + ": no such file or directory\n"},
		{[]string{"worker", "-creds", junk}, "irfuzz worker: -creds " + junk + ": not a NATS credentials file"},
	} {
		r := timedCmd(c.args...)
		if r.code != 2 || r.out != "" || !strings.Contains(r.err, c.want) || r.took > 5*time.Second {
			t.Errorf("irfuzz %s: code %d after %s, stdout %q, stderr %q; want 2 and %q", strings.Join(c.args, " "), r.code, r.took, r.out, r.err, c.want)
		}
	}
	for cmd, flags := range map[string][]string{"serve": {"-token-file", "-tls-cert", "-tls-key", "-tls-ca", "-creds"},
		"worker": {"-token-file", "-tls-ca", "-creds"}} {
		_, _, help := runCmd(cmd, "-h")
		for _, f := range flags {
			if !strings.Contains(help, "\n  "+f+" string\n") {
				t.Errorf("irfuzz %s -h lacks %s:\n%s", cmd, f, help)
			}
		}
	}
}
