package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/irfuzz/irfuzz/campaign/cluster"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// runWorker is "irfuzz worker": it joins a campaign that "irfuzz serve"
// coordinates and runs the cases it is handed until the campaign ends.
func runWorker(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("irfuzz worker", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o cluster.WorkerOptions
	fs.StringVar(&o.URL, "nats", "nats://127.0.0.1:4222", "URL of the coordinator's NATS server (irfuzz serve -listen; tls://host:port for one with -tls-cert)")
	fs.StringVar(&o.Auth.TokenFile, "token-file", "", "file holding the token (its content, trimmed) the server requires: the file given to irfuzz serve -token-file")
	fs.StringVar(&o.Auth.CAFile, "tls-ca", "", "PEM certificate(s) of the authority to verify the server's certificate with (implies TLS)")
	fs.StringVar(&o.Auth.CredsFile, "creds", "", "NATS user credentials file (user JWT and seed) to present to an external NATS server")
	fs.StringVar(&o.Campaign, "campaign", "", "id of the campaign to join (default: the current one, once it runs)")
	fs.IntVar(&o.Workers, "workers", runtime.NumCPU(), "how many cases run at once")
	fs.DurationVar(&o.Wait, "wait", time.Minute, "how long to wait for the server and a running campaign (0: do not wait)")
	fs.StringVar(&o.Python, "python", pypto.DefaultPython(), "Python interpreter that has the real PyPTO, for a campaign served with -sut pypto or both (default: $"+pypto.PythonEnv+", else python3)")
	fs.StringVar(&o.Name, "name", "", "worker name in the campaign's records (default: host-pid-random)")
	fs.DurationVar(&o.Reconnect, "reconnect", cluster.DefaultReconnect, "how long to keep trying to reach a lost server (a coordinator that died, to be resumed with irfuzz serve -resume); the cases in hand wait meanwhile (negative: give up at once)")
	fs.IntVar(&o.IsolateAfter, "isolate-after", cluster.DefaultIsolateAfter, "run each case of a work item in a child process once the item was delivered this many times (its cases killed workers; negative: never)")
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintln(w, "usage: irfuzz worker [flags]")
		fmt.Fprintln(w, "\nworker joins a campaign coordinated by irfuzz serve and runs the cases it is handed until the")
		fmt.Fprintln(w, "campaign ends. The coordinator writes corpus, results and report. Ctrl-C hands the cases in")
		fmt.Fprintln(w, "hand back. A worker whose server is lost waits for it (-reconnect) and goes on with the resumed")
		fmt.Fprintln(w, "campaign. A server that refuses the token or whose certificate does not verify is an error at")
		fmt.Fprintln(w, "once, not retried for -wait. Exit status: 0 the campaign ended, 2 bad usage, no server, refused")
		fmt.Fprintln(w, "authentication or no campaign.")
		fmt.Fprintln(w, "\nflags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(stderr, "irfuzz worker: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if o.Workers < 1 {
		fmt.Fprintf(stderr, "irfuzz worker: -workers: must be at least 1, got %d\n", o.Workers)
		return 2
	}
	if o.Wait < 0 {
		fmt.Fprintf(stderr, "irfuzz worker: -wait: must not be negative, got %s\n", o.Wait)
		return 2
	}
	o.Log = stderr
	ctx, stop := interruptible()
	defer stop()
	st, err := cluster.Work(ctx, o)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz worker: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "campaign %s: worker %s ran %d cases in %d work items\n", st.Campaign, st.Worker, st.Cases, st.Items)
	return 0
}
