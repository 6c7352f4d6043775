package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
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
	v := newServeFlags(stderr)
	f, fs := v.campaignFlags, v.fs
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintln(w, "usage: irfuzz serve [flags]")
		fmt.Fprintln(w, "\nserve runs a campaign as the coordinator of workers on other machines (irfuzz worker -nats URL):")
		fmt.Fprintln(w, "it starts an embedded NATS server with JetStream (or uses -nats), hands out ranges of cases on a")
		fmt.Fprintln(w, "work-queue stream, commits the outcomes in case order and writes the corpus, results and report")
		fmt.Fprintln(w, "exactly as a local campaign with the same -seed and -n would. Ctrl-C stops it cleanly.")
		fmt.Fprintln(w, "-resume ID (with the same -store, or -nats) continues a campaign whose coordinator died, with")
		fmt.Fprintln(w, "the settings it was started with: it commits the stored outcomes again and goes on where it was.")
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
	o, cfg, err := v.options(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz serve: %v\n", err)
		return 2
	}
	if v.resume != "" {
		for _, name := range campaignDefining {
			if set(fs, name) {
				fmt.Fprintf(stderr, "irfuzz serve: -%s: -resume continues the campaign with the settings it was started with\n", name)
				return 2
			}
		}
		o.Campaign = v.resume
		o.Resume = func(saved []string) (campaign.Config, error) {
			// The campaign's command line, then this one's local flags.
			r := newServeFlags(io.Discard)
			if err := r.fs.Parse(saved); err != nil {
				return campaign.Config{}, fmt.Errorf("-resume %s: the campaign's command line %q: %v", v.resume, saved, err)
			}
			if err := r.fs.Parse(args); err != nil {
				return campaign.Config{}, err
			}
			_, rcfg, err := r.options(stderr)
			if err != nil {
				return campaign.Config{}, fmt.Errorf("-resume %s: %v", v.resume, err)
			}
			// What follows the campaign (its summary's form) is the
			// campaign's too, unless this command line says otherwise.
			cfg, f.json = rcfg, r.json
			fmt.Fprintf(stderr, "irfuzz serve: resuming campaign %s: seed %d, %s, %d local workers, backend %s%s, %s\n", v.resume, cfg.Seed,
				profilesText(cfg.Profiles), cfg.Workers, r.backend, faultsText(cfg.Faults), budgetText(cfg))
			return rcfg, nil
		}
	} else {
		fmt.Fprintf(stderr, "irfuzz serve: campaign seed %d, %s, %d local workers, backend %s%s, %s\n", cfg.Seed, profilesText(cfg.Profiles),
			o.Workers, f.backend, faultsText(cfg.Faults), budgetText(cfg))
		// The seed as drawn: a resumed coordinator must not draw another.
		o.Args = append(append([]string{}, args...), "-seed", strconv.FormatUint(cfg.Seed, 10))
	}

	if err := f.prof.start(); err != nil {
		fmt.Fprintf(stderr, "irfuzz serve: %v\n", err)
		return 2
	}
	ctx, stop := interruptible()
	defer stop()
	rep, err := cluster.Serve(ctx, o)
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

// serveFlags are the flags of "irfuzz serve": a campaign's and the
// coordinator's own.
type serveFlags struct {
	*campaignFlags
	listen, url, store, id, resume string
	rng                            int
	ackWait                        time.Duration
	auth                           cluster.Auth
}

// campaignDefining are the flags that decide what the cases of a campaign
// are: a resumed campaign keeps the ones it was started with.
var campaignDefining = []string{"prop", "n", "time", "seed", "backend", "inject", "oracles", "isolate", "sut",
	"case-timeout", "range", "ack-wait", "campaign", "mutate"}

func newServeFlags(stderr io.Writer) *serveFlags {
	v := &serveFlags{campaignFlags: newCampaignFlags(stderr)}
	fs := v.fs
	fs.StringVar(&v.listen, "listen", defaultListen, "host:port of the embedded NATS server's client listener, where workers connect (\"\": none, only -workers run cases); an address other than the loopback needs -token-file")
	fs.StringVar(&v.url, "nats", "", "URL of an external NATS server with JetStream to use instead of the embedded one (tls://: over TLS)")
	fs.StringVar(&v.auth.TokenFile, "token-file", "", "file holding the token (its content, trimmed) the embedded server requires of every worker, or that serve sends to the -nats server")
	fs.StringVar(&v.auth.CertFile, "tls-cert", "", "PEM certificate of the embedded server: its listener takes TLS connections only (with -tls-key)")
	fs.StringVar(&v.auth.KeyFile, "tls-key", "", "PEM private key of the -tls-cert certificate")
	fs.StringVar(&v.auth.CAFile, "tls-ca", "", "PEM certificate(s) of the authority to verify the -nats server's certificate with (implies TLS)")
	fs.StringVar(&v.auth.CredsFile, "creds", "", "NATS user credentials file (user JWT and seed) to present to the -nats server")
	fs.StringVar(&v.store, "store", "irfuzz-nats", "JetStream store directory of the embedded server: campaigns in progress (for -resume), the findings stream and the repro object store live on in it")
	fs.IntVar(&v.rng, "range", cluster.DefaultRange, "cases per work item")
	fs.DurationVar(&v.ackWait, "ack-wait", cluster.DefaultAckWait, "how long a work item may go without its worker's heartbeat before another worker gets it")
	fs.StringVar(&v.id, "campaign", "", "campaign id (default: the start time and a random suffix)")
	fs.StringVar(&v.resume, "resume", "", "id of a campaign whose coordinator died, to continue with the settings it was started with (same -store or -nats; -corpus, -seeds, -out, -workers and -listen may be given again: the seeds replayed are those the campaign started with, kept in the store)")
	fs.Lookup("workers").Usage = "how many cases this process runs at once besides its workers' (0: none)"
	return v
}

// options checks the parsed flags and builds the coordinator's options
// and the campaign's Config; errors name the flag.
func (v *serveFlags) options(stderr io.Writer) (cluster.Options, campaign.Config, error) {
	listen, store := v.listen, v.store
	if v.url != "" && !set(v.fs, "listen") {
		listen = ""
	}
	if v.url != "" && !set(v.fs, "store") {
		store = ""
	}
	local := v.workers
	if local < 0 {
		return cluster.Options{}, campaign.Config{}, fmt.Errorf("-workers: must not be negative, got %d", local)
	}
	v.workers = max(local, 1) // the campaign's checks; Options.Workers says what runs here
	cfg, err := v.config(stderr)
	v.workers = local
	if err != nil {
		return cluster.Options{}, cfg, err
	}
	cfg.Workers = local
	cfg.Progress, cfg.Rewrite = stderr, isTerminal(stderr)
	return cluster.Options{Config: cfg, URL: v.url, Listen: listen, StoreDir: store, Auth: v.auth, Workers: local, Range: v.rng,
		AckWait: v.ackWait, Campaign: v.id, Log: stderr}, cfg, nil
}
