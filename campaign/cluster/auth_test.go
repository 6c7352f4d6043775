package cluster

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/testcerts"
	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// writeFile writes a test file into dir and returns its path.
func writeFile(t testing.TB, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// joinResult is what one Work call of an auth test did.
type joinResult struct {
	st      *Stats
	err     error
	elapsed time.Duration
}

// serveWith runs a campaign of 8 cases with no local workers on an
// embedded server listening on the loopback with auth, and, once it is
// published, one Work per entry of workers (each given the workers' URL;
// they run one after the other, the last must finish the campaign). It
// returns the report's case count and what each worker did.
func serveWith(t *testing.T, auth Auth, workers ...func(url string) WorkerOptions) (int, []joinResult) {
	t.Helper()
	cfg := dirs(t, faultConfig(t))
	cfg.N = 8
	ctx := context.Background()
	var (
		log  logBuffer
		res  = make([]joinResult, len(workers))
		wg   sync.WaitGroup
		seen string
	)
	rep, err := Serve(ctx, Options{Config: cfg, Listen: "127.0.0.1:0", Auth: auth, Log: &log,
		Ready: func(_, url string) {
			seen = url
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i, w := range workers {
					o := w(url)
					o.Workers, o.Log = 1, &log
					start := time.Now()
					res[i].st, res[i].err = Work(ctx, o)
					res[i].elapsed = time.Since(start)
				}
			}()
		}})
	wg.Wait()
	if err != nil {
		t.Fatalf("serve: %v\nlog:\n%s", err, log.String())
	}
	if auth.CertFile != "" && !strings.HasPrefix(seen, "tls://") {
		t.Errorf("a TLS server's URL is %q, want tls://", seen)
	}
	return rep.Summary.Cases, res
}

// TestAuthToken: the embedded server with -token-file takes a worker with
// the same token (a file with a trailing newline) and runs the campaign
// with it; a worker with another token or none, or one that wants TLS
// (-tls-ca) of a server without, is refused at once, not after its
// -wait, with an error naming the flag.
func TestAuthToken(t *testing.T) {
	dir := t.TempDir()
	tok := writeFile(t, dir, "token", "s3cret-token\n")
	same := writeFile(t, dir, "same", "  s3cret-token")
	wrong := writeFile(t, dir, "wrong", "guess")
	ca, _, _ := testcerts.Write(t, dir)
	cases, res := serveWith(t, Auth{TokenFile: tok},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "wrong", Wait: 30 * time.Second, Auth: Auth{TokenFile: wrong}}
		},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "none", Wait: 30 * time.Second}
		},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "tls", Wait: 30 * time.Second, Auth: Auth{TokenFile: same, CAFile: ca}}
		},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "right", Wait: 30 * time.Second, Auth: Auth{TokenFile: same}}
		})
	if cases != 8 || res[3].err != nil || res[3].st.Cases != 8 {
		t.Errorf("campaign: %d cases; worker with the token: %+v, %v", cases, res[3].st, res[3].err)
	}
	if r := res[2]; r.err == nil || !strings.HasPrefix(r.err.Error(), "-tls-ca "+ca+": the server nats://127.0.0.1:") ||
		!strings.HasSuffix(r.err.Error(), " has no TLS: nats: secure connection not available") || r.elapsed > 5*time.Second {
		t.Errorf("-tls-ca with a server without TLS: %v after %s", r.err, r.elapsed)
	}
	t.Logf("wrong token: %v\nno token: %v", res[0].err, res[1].err)
	for i, want := range []string{"-token-file " + wrong + ": the server nats://127.0.0.1:", "-nats nats://127.0.0.1:"} {
		r := res[i]
		if r.err == nil || !strings.HasPrefix(r.err.Error(), want) || !errors.Is(r.err, nats.ErrAuthorization) ||
			!strings.Contains(r.err.Error(), "authorization violation") {
			t.Errorf("worker %d: %v; want %q..., an authorization violation", i, r.err, want)
		}
		if r.elapsed > 5*time.Second {
			t.Errorf("worker %d was refused after %s, want at once (its -wait is 30s)", i, r.elapsed)
		}
	}
	if !strings.Contains(res[0].err.Error(), "refused the token from "+wrong) {
		t.Errorf("wrong token: %v", res[0].err)
	}
	if !strings.Contains(res[1].err.Error(), "give -token-file or -creds") {
		t.Errorf("no token: %v", res[1].err)
	}
}

// TestAuthTLS: the embedded server with -tls-cert/-tls-key takes a worker
// that verifies its certificate with -tls-ca (at a tls:// URL or a
// nats:// one: -tls-ca means TLS) and runs the campaign with it, token
// and all; a worker without the CA, or with another CA, is refused at
// once with an error that says what to give.
func TestAuthTLS(t *testing.T) {
	dir := t.TempDir()
	ca, cert, key := testcerts.Write(t, dir)
	other, _, _ := testcerts.Write(t, t.TempDir())
	tok := writeFile(t, dir, "token", "tls-and-token")
	cases, res := serveWith(t, Auth{CertFile: cert, KeyFile: key, TokenFile: tok},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "noca", Wait: 30 * time.Second, Auth: Auth{TokenFile: tok}}
		},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "otherca", Wait: 30 * time.Second, Auth: Auth{TokenFile: tok, CAFile: other}}
		},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: strings.Replace(url, "tls://", "nats://", 1), Name: "plain", Wait: 300 * time.Millisecond,
				Campaign: "nope", Auth: Auth{TokenFile: tok, CAFile: ca}}
		},
		func(url string) WorkerOptions {
			return WorkerOptions{URL: url, Name: "ca", Wait: 30 * time.Second, Auth: Auth{TokenFile: tok, CAFile: ca}}
		})
	if cases != 8 || res[3].err != nil || res[3].st.Cases != 8 {
		t.Errorf("campaign: %d cases; worker with the CA: %+v, %v", cases, res[3].st, res[3].err)
	}
	t.Logf("without the CA: %v\nwith another CA: %v", res[0].err, res[1].err)
	for i, want := range []string{"-nats tls://127.0.0.1:", "-tls-ca " + other + ": the server tls://127.0.0.1:"} {
		r := res[i]
		if r.err == nil || !strings.HasPrefix(r.err.Error(), want) || !strings.Contains(r.err.Error(), "certificate") ||
			!permanent(r.err) {
			t.Errorf("worker %d: %v; want %q..., a certificate error", i, r.err, want)
		}
		if r.elapsed > 5*time.Second {
			t.Errorf("worker %d was refused after %s, want at once (its -wait is 30s)", i, r.elapsed)
		}
	}
	if res[0].err != nil && !strings.Contains(res[0].err.Error(), "(give the certificate of the server's authority with -tls-ca)") {
		t.Errorf("no CA: %v", res[0].err)
	}
	// The nats:// worker connected (over TLS) and waited for its
	// campaign, which never came: the campaign is "nope".
	if !errors.Is(res[2].err, ErrNoCampaign) && (res[2].err == nil || !strings.Contains(res[2].err.Error(), "nope")) {
		t.Errorf("-tls-ca with a nats:// URL: %v; want a connection and no campaign nope", res[2].err)
	}
}

// TestListenNeedsToken: the embedded server refuses, before it binds
// anything, a listener other machines can reach without a token; the
// loopback, no listener, or a token are fine.
func TestListenNeedsToken(t *testing.T) {
	for _, listen := range []string{"0.0.0.0:0", ":0", "[::]:0", "192.0.2.1:4222", "example.com:4222"} {
		start := time.Now()
		_, err := startServer(listen, "", Auth{})
		if err == nil || !strings.HasPrefix(err.Error(), "-listen "+listen+": not a loopback address") ||
			!strings.Contains(err.Error(), "give -token-file") {
			t.Errorf("-listen %s without a token: %v", listen, err)
		}
		if el := time.Since(start); el > time.Second {
			t.Errorf("-listen %s refused after %s, want at once", listen, el)
		}
	}
	for _, listen := range []string{"127.0.0.1:4222", "127.1.2.3:0", "[::1]:4222", "localhost:0", "LocalHost:1"} {
		if !loopback(listen) {
			t.Errorf("loopback(%q) = false", listen)
		}
	}
	dir := t.TempDir()
	tok := writeFile(t, dir, "token", "x")
	for _, c := range []struct {
		listen string
		auth   Auth
	}{{"127.0.0.1:0", Auth{}}, {"", Auth{}}, {"0.0.0.0:0", Auth{TokenFile: tok}}} {
		srv, err := startServer(c.listen, "", c.auth)
		if err != nil {
			t.Errorf("-listen %q, %+v: %v", c.listen, c.auth, err)
			continue
		}
		nc, err := srv.connect("test")
		if err != nil {
			t.Errorf("-listen %q, %+v: in-process connection: %v", c.listen, c.auth, err)
		} else {
			nc.Close()
		}
		srv.stop()
	}
}

// TestAuthFiles: a bad -token-file, -tls-cert/-tls-key, -tls-ca or -creds
// is an error naming the flag and the file, before any connection; so is
// a flag on the wrong side.
func TestAuthFiles(t *testing.T) {
	dir := t.TempDir()
	ca, cert, key := testcerts.Write(t, dir)
	missing := filepath.Join(dir, "missing")
	empty := writeFile(t, dir, "empty", " \n\t\n")
	junk := writeFile(t, dir, "junk", "not a PEM file\n")
	tok := writeFile(t, dir, "token", "tok")
	creds := writeFile(t, dir, "user.creds", testCreds(t))
	server := []struct {
		auth Auth
		want string
	}{
		{Auth{TokenFile: missing}, "-token-file " + missing + ": no such file or directory"},
		{Auth{TokenFile: empty}, "-token-file " + empty + ": the file is empty: it must hold the token"},
		{Auth{TokenFile: dir}, "-token-file " + dir + ": is a directory"},
		{Auth{CertFile: cert}, "-tls-cert and -tls-key: give both (the server's certificate and its private key) or neither"},
		{Auth{KeyFile: key}, "-tls-cert and -tls-key: give both (the server's certificate and its private key) or neither"},
		{Auth{CertFile: missing, KeyFile: key}, "-tls-cert " + missing + ": no such file or directory"},
		{Auth{CertFile: cert, KeyFile: missing}, "-tls-key " + missing + ": no such file or directory"},
		{Auth{CertFile: junk, KeyFile: key}, "-tls-cert " + junk + ", -tls-key " + key + ": tls: failed to find any PEM data in certificate input"},
		{Auth{CertFile: cert, KeyFile: ca}, "-tls-cert " + cert + ", -tls-key " + ca + ": tls: found a certificate rather than a key"},
		{Auth{CredsFile: creds}, "-creds: only for an external NATS server (-nats); the embedded one takes -token-file"},
		{Auth{CAFile: ca}, "-tls-ca: only to verify an external NATS server (-nats); the embedded one presents -tls-cert"},
	}
	for _, c := range server {
		if _, err := startServer("127.0.0.1:0", "", c.auth); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("embedded server, %+v: %v; want %q", c.auth, err, c.want)
		}
	}
	client := []struct {
		auth Auth
		want string
	}{
		{Auth{TokenFile: missing}, "-token-file " + missing + ": no such file or directory"},
		{Auth{TokenFile: empty}, "-token-file " + empty + ": the file is empty"},
		{Auth{CAFile: missing}, "-tls-ca " + missing + ": no such file or directory"},
		{Auth{CAFile: junk}, "-tls-ca " + junk + ": no PEM certificate in the file"},
		{Auth{CredsFile: missing}, "-creds " + missing + ": no such file or directory"},
		{Auth{CredsFile: junk}, "-creds " + junk + ": not a NATS credentials file"},
		{Auth{CredsFile: writeFile(t, dir, "half.creds", strings.Split(testCreds(t), "************************* IMPORTANT")[0])},
			"-creds " + filepath.Join(dir, "half.creds") + ": not a NATS credentials file (no user seed)"},
		{Auth{CredsFile: creds, TokenFile: tok}, "-token-file, -creds: give one or the other, not both"},
		{Auth{CertFile: cert, KeyFile: key}, "-tls-cert, -tls-key: only for the embedded server, not with -nats"},
	}
	for _, c := range client {
		start := time.Now()
		_, err := dialWaiting(context.Background(), "nats://127.0.0.1:1", "test", c.auth, 10*time.Second)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("client, %+v: %v; want %q", c.auth, err, c.want)
		}
		if el := time.Since(start); el > time.Second {
			t.Errorf("client, %+v: the error came after %s, want at once (not after the 10s wait)", c.auth, el)
		}
	}
}

// testCreds is a user credentials file as "nsc generate creds" writes it:
// a user JWT signed by a fresh account key, and the user's seed.
func testCreds(t testing.TB) string {
	t.Helper()
	acct, err := nkeys.CreateAccount()
	if err != nil {
		t.Fatal(err)
	}
	return credsOf(t, acct)
}

// credsOf is the credentials file of a new user of the account whose key
// is acct, named irfuzz-test.
func credsOf(t testing.TB, acct nkeys.KeyPair) string {
	t.Helper()
	user, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	upub, _ := user.PublicKey()
	useed, _ := user.Seed()
	claims := jwt.NewUserClaims(upub)
	claims.Name = "irfuzz-test"
	tok, err := claims.Encode(acct)
	if err != nil {
		t.Fatal(err)
	}
	data, err := jwt.FormatUserConfig(tok, useed)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestAuthCreds: -creds builds the nats.go options of a credentials file:
// its user JWT, and a signature with its seed for the server's nonce.
func TestAuthCreds(t *testing.T) {
	file := writeFile(t, t.TempDir(), "user.creds", testCreds(t))
	opts, err := Auth{CredsFile: file}.clientOptions()
	if err != nil || len(opts) != 1 {
		t.Fatalf("clientOptions: %d options, %v", len(opts), err)
	}
	var o nats.Options
	if err := opts[0](&o); err != nil {
		t.Fatal(err)
	}
	if o.UserJWT == nil || o.SignatureCB == nil {
		t.Fatalf("options: UserJWT %v, SignatureCB %v", o.UserJWT != nil, o.SignatureCB != nil)
	}
	j, err := o.UserJWT()
	if err != nil {
		t.Fatal(err)
	}
	claims, err := jwt.DecodeUserClaims(j)
	if err != nil || claims.Name != "irfuzz-test" {
		t.Errorf("the JWT sent: %+v, %v", claims, err)
	}
	if sig, err := o.SignatureCB([]byte("nonce")); err != nil || len(sig) == 0 {
		t.Errorf("signing the nonce: %v", err)
	}
}

// operatorServer starts a NATS server in operator mode (JWT
// authentication, as nsc sets one up) with JetStream, on the loopback,
// trusting one account; it returns its URL and a creds file of a user of
// that account, and one of a user of an account it does not know.
func operatorServer(t *testing.T) (url, good, bad string) {
	t.Helper()
	dir := t.TempDir()
	op, _ := nkeys.CreateOperator()
	opub, _ := op.PublicKey()
	oc := jwt.NewOperatorClaims(opub)
	if _, err := oc.Encode(op); err != nil {
		t.Fatal(err)
	}
	account := func(jetStream bool) (nkeys.KeyPair, string) {
		kp, _ := nkeys.CreateAccount()
		pub, _ := kp.PublicKey()
		ac := jwt.NewAccountClaims(pub)
		if jetStream {
			ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: -1, DiskStorage: -1, Streams: -1, Consumer: -1}
		}
		j, err := ac.Encode(op)
		if err != nil {
			t.Fatal(err)
		}
		return kp, j
	}
	sys, sysJWT := account(false)
	acct, acctJWT := account(true)
	stranger, _ := nkeys.CreateAccount()
	sysPub, _ := sys.PublicKey()
	acctPub, _ := acct.PublicKey()
	res := &server.MemAccResolver{}
	for pub, j := range map[string]string{sysPub: sysJWT, acctPub: acctJWT} {
		if err := res.Store(pub, j); err != nil {
			t.Fatal(err)
		}
	}
	opts := &server.Options{Host: "127.0.0.1", Port: server.RANDOM_PORT, NoLog: true, NoSigs: true, JetStream: true,
		StoreDir: filepath.Join(dir, "js"), TrustedOperators: []*jwt.OperatorClaims{oc}, AccountResolver: res,
		SystemAccount: sysPub}
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	srv.Start()
	t.Cleanup(func() { srv.Shutdown(); srv.WaitForShutdown() })
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("operator-mode server not ready")
	}
	return srv.ClientURL(), writeFile(t, dir, "good.creds", credsOf(t, acct)), writeFile(t, dir, "bad.creds", credsOf(t, stranger))
}

// TestAuthCredsServer: with an external server in operator mode, a
// coordinator and a worker with -creds of a user it trusts run a campaign
// on it; a worker with a user of an unknown account is refused at once,
// naming -creds; one with no credentials is told to give them.
func TestAuthCredsServer(t *testing.T) {
	url, good, bad := operatorServer(t)
	cfg := dirs(t, faultConfig(t))
	cfg.N = 8
	ctx := context.Background()
	var (
		log  logBuffer
		errs [3]error
		st   *Stats
		took [2]time.Duration
		done = make(chan struct{})
	)
	rep, err := Serve(ctx, Options{Config: cfg, URL: url, Auth: Auth{CredsFile: good}, Log: &log,
		Ready: func(_, url string) {
			go func() {
				defer close(done)
				for i, a := range []Auth{{CredsFile: bad}, {}} {
					start := time.Now()
					_, errs[i] = Work(ctx, WorkerOptions{URL: url, Workers: 1, Wait: 30 * time.Second, Auth: a, Log: &log})
					took[i] = time.Since(start)
				}
				st, errs[2] = Work(ctx, WorkerOptions{URL: url, Workers: 1, Auth: Auth{CredsFile: good}, Log: &log})
			}()
		}})
	<-done
	if err != nil || errs[2] != nil || rep == nil || rep.Summary.Cases != 8 || st.Cases != 8 {
		var cases int
		var warnings []string
		if rep != nil {
			cases, warnings = rep.Summary.Cases, rep.Warnings
		}
		t.Fatalf("serve: %v, %d cases, warnings %q; worker with the creds: %+v, %v\nlog:\n%s", err, cases, warnings, st, errs[2], log.String())
	}
	t.Logf("unknown account: %v\nno creds: %v", errs[0], errs[1])
	for i, want := range []string{"-creds " + bad + ": the server " + url + " refused the credentials: ",
		"-nats " + url + ": cannot connect: "} {
		if errs[i] == nil || !strings.HasPrefix(errs[i].Error(), want) || !permanent(errs[i]) || took[i] > 5*time.Second {
			t.Errorf("worker %d: %v after %s; want %q..., at once", i, errs[i], took[i], want)
		}
	}
}

// TestAuthExternal: a coordinator with -nats sends -token-file's token to
// an external server that requires one over TLS, verifies it with
// -tls-ca, and runs a campaign there with a local worker (which connects
// the same way); a wrong token or no CA is an error naming the flag.
func TestAuthExternal(t *testing.T) {
	dir := t.TempDir()
	ca, cert, key := testcerts.Write(t, dir)
	tok := writeFile(t, dir, "token", "external\n")
	wrong := writeFile(t, dir, "wrong", "guess")
	tlsCfg, err := Auth{CertFile: cert, KeyFile: key}.serverTLS()
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: server.RANDOM_PORT, NoLog: true, NoSigs: true,
		JetStream: true, StoreDir: filepath.Join(dir, "js"), Authorization: "external", TLS: true, TLSConfig: tlsCfg})
	if err != nil {
		t.Fatal(err)
	}
	srv.Start()
	defer func() { srv.Shutdown(); srv.WaitForShutdown() }()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("server not ready")
	}
	url := srv.ClientURL()
	cfg := dirs(t, faultConfig(t))
	cfg.N = 8
	var log logBuffer
	rep, err := Serve(context.Background(), Options{Config: cfg, URL: url, Workers: 1, Auth: Auth{TokenFile: tok, CAFile: ca}, Log: &log})
	if err != nil || rep.Summary.Cases != 8 {
		t.Fatalf("serve: %v\nlog:\n%s", err, log.String())
	}
	for _, c := range []struct {
		auth Auth
		want string
	}{
		{Auth{TokenFile: wrong, CAFile: ca}, "-token-file " + wrong + ": the server " + url + " refused the token from " + wrong + ": nats: authorization violation"},
		{Auth{TokenFile: tok}, "-nats " + url + ": cannot connect: nats: tls error: "},
	} {
		_, err := Serve(context.Background(), Options{Config: dirs(t, cfg), URL: url, Workers: 1, Auth: c.auth})
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("serve, %+v: %v; want %q", c.auth, err, c.want)
		}
	}
}
