package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/irfuzz/irfuzz/campaign/cluster"
)

// defaultListen is where "irfuzz serve" takes workers: NATS's own port,
// on the loopback. Workers on other machines need another -listen, which
// serve takes only with -token-file: an open listener would let anyone
// who reaches it read the campaign and feed it results.
const defaultListen = "127.0.0.1:4222"

// runServe is "irfuzz serve": a campaign whose cases run on "irfuzz
// worker" processes (and on -workers goroutines of its own) over NATS
// JetStream, with the local campaign's flags, results and exit status.
func runServe(args []string, stdout, stderr io.Writer) int {
	f := newCampaignFlags(stderr)
	fs := f.fs
	var (
		listen, url, store, id string
		rng                    int
		ackWait                time.Duration
		auth                   cluster.Auth
	)
	fs.StringVar(&listen, "listen", defaultListen, "host:port of the embedded NATS server's client listener, where workers connect (\"\": none, only -workers run cases); an address other than the loopback needs -token-file")
	fs.StringVar(&url, "nats", "", "URL of an external NATS server with JetStream to use instead of the embedded one (tls://: over TLS)")
	fs.StringVar(&auth.TokenFile, "token-file", "", "file holding the token (its content, trimmed) the embedded server requires of every worker, or that serve sends to the -nats server")
	fs.StringVar(&auth.CertFile, "tls-cert", "", "PEM certificate of the embedded server: its listener takes TLS connections only (with -tls-key)")
	fs.StringVar(&auth.KeyFile, "tls-key", "", "PEM private key of the -tls-cert certificate")
	fs.StringVar(&auth.CAFile, "tls-ca", "", "PEM certificate(s) of the authority to verify the -nats server's certificate with (implies TLS)")
	fs.StringVar(&auth.CredsFile, "creds", "", "NATS user credentials file (user JWT and seed) to present to the -nats server")
	fs.StringVar(&store, "store", "irfuzz-nats", "JetStream store directory of the embedded server: the findings stream and the repro object store live on in it")
	fs.IntVar(&rng, "range", cluster.DefaultRange, "cases per work item")
	fs.DurationVar(&ackWait, "ack-wait", cluster.DefaultAckWait, "how long a work item may go without its worker's heartbeat before another worker gets it")
	fs.StringVar(&id, "campaign", "", "campaign id (default: the start time and a random suffix)")
	fs.Lookup("workers").Usage = "how many cases this process runs at once besides its workers' (0: none)"
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintln(w, "usage: irfuzz serve [flags]")
		fmt.Fprintln(w, "\nserve runs a campaign as the coordinator of workers on other machines (irfuzz worker -nats URL):")
		fmt.Fprintln(w, "it starts an embedded NATS server with JetStream (or uses -nats), hands out ranges of cases on a")
		fmt.Fprintln(w, "work-queue stream, commits the outcomes in case order and writes the corpus, results and report")
		fmt.Fprintln(w, "exactly as a local campaign with the same -seed and -n would. Ctrl-C stops it cleanly.")
		fmt.Fprintln(w, "The embedded server listens on the loopback; for workers on other machines give a -listen")
		fmt.Fprintln(w, "address such as 0.0.0.0:4222 with -token-file (workers give the same file), and ideally")
		fmt.Fprintln(w, "-tls-cert/-tls-key (workers verify it with -tls-ca).")
		fmt.Fprintln(w, "Exit status: 0 no new finding, 1 new findings, 2 bad usage, no server or unwritable output.")
		fmt.Fprintln(w, "\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if url != "" && !set(fs, "listen") {
		listen = ""
	}
	if url != "" && !set(fs, "store") {
		store = ""
	}
	local := f.workers
	if local < 0 {
		fmt.Fprintf(stderr, "irfuzz serve: -workers: must not be negative, got %d\n", local)
		return 2
	}
	f.workers = max(local, 1) // the campaign's checks; Options.Workers says what runs here
	cfg, err := f.config(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz serve: %v\n", err)
		return 2
	}
	cfg.Workers = local
	cfg.Progress, cfg.Rewrite = stderr, isTerminal(stderr)
	fmt.Fprintf(stderr, "irfuzz serve: campaign seed %d, %s, %d local workers, backend %s%s, %s\n", cfg.Seed, profilesText(cfg.Profiles),
		local, f.backend, faultsText(cfg.Faults), budgetText(cfg))

	if err := f.prof.start(); err != nil {
		fmt.Fprintf(stderr, "irfuzz serve: %v\n", err)
		return 2
	}
	ctx, stop := interruptible()
	defer stop()
	rep, err := cluster.Serve(ctx, cluster.Options{Config: cfg, URL: url, Listen: listen, StoreDir: store, Auth: auth,
		Workers: local, Range: rng, AckWait: ackWait, Campaign: id, Log: stderr})
	perr := f.prof.stop()
	if perr != nil {
		fmt.Fprintf(stderr, "irfuzz serve: %v\n", perr)
	}
	if err != nil && rep == nil {
		fmt.Fprintf(stderr, "irfuzz serve: %v\n", err)
		return 2
	}
	if status := finishCampaign(rep, err, cfg, f.json, stdout, stderr); perr == nil {
		return status
	}
	return 2
}
