package cluster

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Options configure a coordinator.
type Options struct {
	// Config is the campaign, as for campaign.Run; its Workers is
	// ignored (see Workers).
	Config campaign.Config
	// URL is an external NATS server with JetStream; "" starts an
	// embedded one with its client listener on Listen (host:port, port 0
	// for a free one; "": in-process connections only) and its store in
	// StoreDir ("": a temporary directory).
	URL      string
	Listen   string
	StoreDir string
	// Auth is the token and TLS the embedded server requires of its
	// clients (a Listen other machines can reach needs a token), or what
	// this process presents to URL's server and verifies it with.
	Auth Auth
	// Workers is how many cases this process runs at once (0: none, the
	// cases all go to "irfuzz worker" processes).
	Workers int
	// Range is how many cases a work item holds (0: DefaultRange).
	Range int
	// AckWait is how long an item may go without a worker's heartbeat
	// before it is handed to another worker (0: DefaultAckWait).
	AckWait time.Duration
	// Drain bounds the wait for the items in hand when the time budget is
	// spent (0: the case timeout plus 15s).
	Drain time.Duration
	// Campaign is the campaign's id ("": the start time and a random
	// suffix).
	Campaign string
	// Log receives a line per notable event (nil: none).
	Log io.Writer
	// Ready, when set, is called once the campaign is published, with its
	// id and the URL workers connect to ("" without a listener).
	Ready func(id, url string)
	// Child is the child command of the local workers' isolated cases
	// (nil: this executable).
	Child []string
	// Args is the coordinator's command line, kept with the campaign for
	// a coordinator that resumes it.
	Args []string
	// Resume, when set, resumes campaign Campaign, whose coordinator died,
	// instead of starting one: it is called with the Args the campaign
	// was started with and returns its Config (Config above is ignored),
	// whose Workers is how many cases this process runs (Workers above is
	// ignored too); the campaign's Range and AckWait are its own.
	// The stored outcomes are committed again from the first case, the
	// corpus is brought back to what it was when the campaign started,
	// and the campaign goes on where it was: with the same seed and N,
	// the summary, findings, corpus and results directory are those of a
	// coordinator that never died.
	Resume func(args []string) (campaign.Config, error)

	// worker adjusts the local workers' options (tests).
	worker func(*WorkerOptions)
	// die, in tests, is asked after each result; true makes the
	// coordinator stop at once, as if killed: nothing more is put, closed
	// or cleaned up (Serve returns errDied).
	die func(committed int) bool
}

// errDied is Serve's error when Options.die killed it.
var errDied = errors.New("coordinator died (test)")

// Defaults of Options.
const (
	DefaultRange   = 8
	DefaultAckWait = time.Minute
)

// window is how many work items may be handed out and not yet come back,
// per worker slot (with a floor of minWindow items).
const (
	window    = 4
	minWindow = 64
)

// Serve runs a campaign as its coordinator and returns its report, as
// campaign.Run does: the same results directory, corpus, summary and
// errors (a nil report with the error: the campaign could not start).
func Serve(ctx context.Context, o Options) (*campaign.Report, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	var (
		srv *embedded
		nc  *nats.Conn
		url = o.URL
		err error
	)
	if o.URL != "" {
		if nc, err = dial(o.URL, "irfuzz serve", o.Auth); err != nil {
			return nil, err
		}
	} else {
		if srv, err = startServer(o.Listen, o.StoreDir, o.Auth); err != nil {
			return nil, err
		}
		defer srv.stop()
		if nc, err = srv.connect("irfuzz serve"); err != nil {
			return nil, fmt.Errorf("embedded NATS server: %v", err)
		}
		url = srv.URL()
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	sp, err := setup(ctx, js)
	if err != nil {
		return nil, err
	}
	var saved *stored
	if o.Resume != nil {
		if saved, err = load(ctx, sp, o.Campaign); err != nil {
			return nil, err
		}
		if o.Config, err = o.Resume(saved.args); err != nil {
			return nil, err
		}
		o.Config.Resume = &campaign.Resume{Corpus: saved.marks, Elapsed: saved.progress.Elapsed}
		// The seeds the campaign started with, not the directory it grew.
		o.Config.Seeds = saved.seeds
		o.Workers, o.Range, o.AckWait = o.Config.Workers, saved.spec.Range, saved.spec.AckWait
	}
	// A mutating campaign shares what its cases add to the seed corpus
	// (Spec.Share): the workers get every entry FeedbackLag behind the
	// cases they run, so the campaign is the local one. Without mutation
	// the corpus is written, never drawn from.
	o.Config.SeedsFixed = o.Config.Mutate <= 0
	sess, err := campaign.Open(o.Config)
	if err != nil {
		return nil, err
	}
	c := &coordinator{o: o, sp: sp, sess: sess, slotsBy: map[string]int{}}
	c.spec = c.specOf(sess.Config())
	if saved != nil {
		if err := sameSpec(saved.spec, c.spec); err != nil {
			sess.Close(ctx, true)
			return nil, fmt.Errorf("-resume %s: %v", o.Campaign, err)
		}
		c.spec = saved.spec
		c.published = saved.progress.Published
	}
	if c.o.Drain == 0 {
		c.o.Drain = c.spec.CaseTimeout + 15*time.Second
	}
	if err := c.publish(ctx, saved != nil); err != nil {
		sess.Close(ctx, true)
		return nil, err
	}
	if saved != nil {
		c.logf("campaign %s resumed after %s, %d cases handed out: %s", c.spec.Campaign,
			saved.progress.Elapsed.Round(time.Second), c.published, where(url))
	} else {
		c.logf("campaign %s: %s", c.spec.Campaign, where(url))
	}
	if o.Ready != nil {
		o.Ready(c.spec.Campaign, url)
	}
	local := c.startLocal(ctx, srv, url)

	interrupted, loopErr := c.loop(ctx)
	if errors.Is(loopErr, errDied) {
		c.members.Stop()
		return nil, loopErr
	}
	bg, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	reason := "budget"
	switch {
	case interrupted:
		reason = "interrupted"
	case loopErr != nil:
		reason = "error"
	case c.draining:
		reason = "time"
	}
	if err := c.setState(bg, Finished, reason); err != nil {
		c.warn("state", "campaign state: %v", err)
	}
	local.wait(c.spec.CaseTimeout + 5*time.Second)
	sess.SetWorkers(c.slots())
	rep, err := sess.Close(ctx, interrupted)
	c.reput(bg, rep)
	if err := sp.cleanup(bg, c.spec.Campaign); err != nil {
		c.warn("cleanup", "cleaning up: %v", err)
	}
	if srv != nil && c.remote() {
		// Workers on other connections read the campaign's state every
		// statePoll and leave once they see it finished: the server they
		// would otherwise wait for stays up until every registered one
		// has (a worker still waiting for a restarted server's
		// JetStream sees it late), for at most leaveWait (a killed
		// worker never leaves).
		c.awaitLeft(leaveWait)
	}
	c.members.Stop()
	c.mu.Lock()
	if c.bad > 0 {
		c.warnings = append(c.warnings, fmt.Sprintf("%d bad messages dropped (see the log)", c.bad))
	}
	rep.Warnings = append(rep.Warnings, c.warnings...)
	c.mu.Unlock()
	if err == nil && loopErr != nil {
		err = loopErr
	}
	return rep, err
}

// check validates the options; errors name the flag.
func (o *Options) check() error {
	switch {
	case o.URL != "" && o.Listen != "":
		return errors.New("-listen: only for the embedded server, not with -nats")
	case o.URL != "" && o.StoreDir != "":
		return errors.New("-store: only for the embedded server, not with -nats")
	case o.Workers < 0:
		return fmt.Errorf("-workers: must not be negative, got %d", o.Workers)
	case o.Workers == 0 && o.URL == "" && o.Listen == "":
		return errors.New("-workers: no local workers and no -listen address: no worker could join")
	case o.Range < 0:
		return fmt.Errorf("-range: must not be negative, got %d", o.Range)
	case o.AckWait < 0:
		return fmt.Errorf("-ack-wait: must not be negative, got %s", o.AckWait)
	case o.Drain < 0:
		return fmt.Errorf("drain: must not be negative, got %s", o.Drain)
	case o.Resume != nil && o.Campaign == "":
		return errors.New("-resume: needs the id of the campaign to resume")
	}
	if o.Campaign != "" {
		if err := CheckID(o.Campaign); err != nil && o.Resume != nil {
			return fmt.Errorf("-resume: %v", err)
		} else if err != nil {
			return fmt.Errorf("-campaign: %v", err)
		}
	}
	return nil
}

// coordinator is one Serve call.
type coordinator struct {
	o        Options
	sp       *space
	sess     *campaign.Session
	spec     *Spec
	work     jetstream.Consumer
	res      jetstream.Consumer
	draining bool

	published int               // cases handed out: [0, published)
	shared    []*feedback.Entry // the corpus entries put for the workers (Spec.Share), in order
	received  int               // distinct cases the session accepted
	checked   time.Time
	bad       int

	members jetstream.KeyWatcher // the workers' registrations
	noted   Progress             // the progress last put

	mu       sync.Mutex
	slotsBy  map[string]int  // worker slots by worker
	present  map[string]bool // workers registered and not yet left
	left     chan struct{}   // signalled (non-blocking) when one leaves
	warnings []string
	warned   map[string]bool
}

// specOf is the Spec of a resolved campaign Config.
func (c *coordinator) specOf(cfg campaign.Config) *Spec {
	o := c.o
	s := &Spec{Version: SchemaVersion, Campaign: o.Campaign, Generator: campaign.GeneratorVersion,
		Profiles: cfg.Profiles, N: cfg.N, Time: cfg.Time, Seed: cfg.Seed, Backend: cfg.Backend, Faults: cfg.Faults,
		Isolate: cfg.Isolate, SUT: cfg.SUT.String(), CaseTimeout: cfg.CaseTimeout, Range: o.Range, AckWait: o.AckWait,
		Started: c.sess.Started().UTC()}
	if cfg.Oracles != nil {
		s.Oracles = cfg.Oracles.String()
	}
	if s.Campaign == "" {
		s.Campaign = newID(c.sess.Started())
	}
	s.Mutate = cfg.Mutate
	if len(c.sess.Seeds()) > 0 {
		s.Seeds = seedsName(s.Campaign)
	}
	if s.Range == 0 {
		s.Range = DefaultRange
	}
	if s.Share = cfg.Mutate > 0; s.Share {
		// An item's cases need the entries of the cases FeedbackLag
		// below them: no longer an item, and one can always be handed
		// out once every case before it is committed.
		s.Range = min(s.Range, campaign.FeedbackLag)
	}
	if s.AckWait == 0 {
		s.AckWait = DefaultAckWait
	}
	return s
}

// publish creates the campaign's consumers and puts what a resumed
// coordinator needs (its command line, the corpus's marks, its progress),
// its config, its state (running) and the current campaign's id, in that
// order, so that a worker seeing it running finds everything. Resuming,
// only the state and the current id are put again. It starts following
// the workers' registrations.
func (c *coordinator) publish(ctx context.Context, resume bool) error {
	var err error
	if c.work, c.res, err = c.sp.consumers(ctx, c.spec, resume); err != nil {
		return err
	}
	id := c.spec.Campaign
	if !resume {
		if err := c.keep(ctx); err != nil {
			return err
		}
		data, err := encode(c.spec)
		if err != nil {
			return err
		}
		if _, err := c.sp.kv.Put(ctx, configKey(id), data); err != nil {
			return fmt.Errorf("bucket %s: %v", StateBucket, err)
		}
	}
	if err := c.setState(ctx, Running, ""); err != nil {
		return err
	}
	if _, err := c.sp.kv.PutString(ctx, currentKey, id); err != nil {
		return fmt.Errorf("bucket %s: %v", StateBucket, err)
	}
	kw, err := c.sp.kv.Watch(ctx, membersKey(id))
	if err != nil {
		return fmt.Errorf("bucket %s: %v", StateBucket, err)
	}
	c.members = kw
	c.mu.Lock()
	c.present, c.left = map[string]bool{}, make(chan struct{}, 1)
	c.mu.Unlock()
	go func() {
		for e := range kw.Updates() {
			if e == nil {
				continue
			}
			if e.Operation() != jetstream.KeyValuePut {
				// A worker that saw the campaign finished left.
				name := strings.TrimPrefix(e.Key(), memberKey(id, ""))
				c.mu.Lock()
				delete(c.present, name)
				c.mu.Unlock()
				select {
				case c.left <- struct{}{}:
				default:
				}
				continue
			}
			m, err := decodeMember(e.Value())
			if err != nil {
				c.badf("%v", err)
				continue
			}
			c.mu.Lock()
			c.slotsBy[m.Worker] = m.Workers
			c.present[m.Worker] = true
			c.mu.Unlock()
			c.logf("worker %s joined (%s, %d workers)", m.Worker, m.Host, m.Workers)
		}
	}()
	return nil
}

func (c *coordinator) setState(ctx context.Context, state, reason string) error {
	data, err := encode(State{Version: SchemaVersion, State: state, Reason: reason})
	if err == nil {
		_, err = c.sp.kv.Put(ctx, stateKey(c.spec.Campaign), data)
	}
	if err != nil {
		return fmt.Errorf("bucket %s: %v", StateBucket, err)
	}
	return nil
}

// leaveWait bounds how long a finished campaign's server waits for its
// workers to leave.
const leaveWait = 5 * time.Second

// awaitLeft waits until no registered worker is present, or for at most
// d.
func (c *coordinator) awaitLeft(d time.Duration) {
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		c.mu.Lock()
		n := len(c.present)
		c.mu.Unlock()
		if n == 0 {
			return
		}
		select {
		case <-c.left:
		case <-deadline.C:
			return
		}
	}
}

// remote reports whether a worker other than the coordinator's own
// joined.
func (c *coordinator) remote() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for name := range c.slotsBy {
		if name != c.localName() {
			return true
		}
	}
	return false
}

// localName is the name of the coordinator's own worker.
func (c *coordinator) localName() string { return sanitize(fmt.Sprintf("serve-%d", os.Getpid())) }

// slots is how many cases the campaign's workers run at once, together.
func (c *coordinator) slots() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, k := range c.slotsBy {
		n += k
	}
	return n
}

// loop hands out items and commits outcomes until the campaign is done:
// its N cases are committed, or every item handed out is finished (some
// outcomes never came), or the time budget is spent and the items in
// hand are finished or Drain is over, or ctx is canceled (interrupted).
func (c *coordinator) loop(ctx context.Context) (interrupted bool, err error) {
	it, err := c.res.Messages(jetstream.PullMaxMessages(256))
	if err != nil {
		return false, fmt.Errorf("consumer %s: %v", resultConsumer(c.spec.Campaign), err)
	}
	defer it.Stop()
	msgs := make(chan jetstream.Msg)
	quit := make(chan struct{})
	defer close(quit)
	go func() {
		for {
			m, err := it.Next()
			if errors.Is(err, jetstream.ErrMsgIteratorClosed) {
				return
			}
			if err != nil {
				c.logf("reading results: %v", err)
				time.Sleep(100 * time.Millisecond)
				continue
			}
			select {
			case msgs <- m:
			case <-quit:
				return
			}
		}
	}()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	spec := c.spec
	var deadline, drainBy time.Time
	if spec.Time > 0 {
		deadline = c.sess.Started().Add(spec.Time)
	}
	if err := c.fill(ctx); err != nil {
		return false, err
	}
	for {
		if spec.N > 0 && c.sess.Committed() >= spec.N {
			return false, nil
		}
		select {
		case <-ctx.Done():
			return true, nil
		case m := <-msgs:
			c.handle(ctx, m)
			if c.o.die != nil && c.o.die(c.sess.Committed()) {
				return false, errDied
			}
			if err := c.fill(ctx); err != nil {
				return false, err
			}
		case now := <-tick.C:
			if spec.Time > 0 && !c.draining && !now.Before(deadline) {
				c.draining = true
				drainBy = now.Add(c.o.Drain)
				if err := c.setState(ctx, Draining, "time"); err != nil {
					return false, err
				}
				c.logf("time budget spent: waiting for the items in hand (at most %s)", c.o.Drain)
			}
			if c.draining && !now.Before(drainBy) {
				c.warn("drain", "gave up waiting for the items in hand after %s", c.o.Drain)
				return false, nil
			}
			if c.finished(ctx, now) {
				return false, nil
			}
			if err := c.note(ctx, true); err != nil {
				c.warn("progress", "%v", err)
			}
		}
	}
}

// fill hands out items until the window is full or the budget is out.
func (c *coordinator) fill(ctx context.Context) error {
	spec := c.spec
	limit := max(minWindow, window*c.slots()) * spec.Range
	for !c.draining && c.published-c.received < limit && (spec.N == 0 || c.published < spec.N) {
		w := Item{Version: SchemaVersion, Campaign: spec.Campaign, First: c.published, End: c.published + spec.Range}
		if spec.N > 0 {
			w.End = min(w.End, spec.N)
		}
		if spec.Share {
			need := w.End - 1 - campaign.FeedbackLag // the entries of the cases below need
			if c.sess.Committed() < need {
				break // handed out once those cases are committed
			}
			if err := c.share(ctx); err != nil {
				return err
			}
			w.Shared = sort.Search(len(c.shared), func(k int) bool { return c.shared[k].Case >= need })
		}
		data, err := encode(w)
		if err != nil {
			return err
		}
		if _, err := c.sp.js.Publish(ctx, workSubject(spec.Campaign), data,
			jetstream.WithMsgID(fmt.Sprintf("%s/w%d", spec.Campaign, w.First))); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("handing out cases [%d, %d): %v", w.First, w.End, err)
		}
		c.published = w.End
	}
	return c.note(ctx, false)
}

// share puts, in order, the corpus entries committed cases added since
// the last call (Spec.Share), each under sharedName, before any item
// that needs them is handed out.
func (c *coordinator) share(ctx context.Context) error {
	for _, e := range c.sess.Added(len(c.shared)) {
		name := sharedName(c.spec.Campaign, len(c.shared))
		if _, err := c.sp.repros.PutBytes(ctx, name, e.Encode()); err != nil {
			return fmt.Errorf("sharing corpus entry %s: %v", name, err)
		}
		c.shared = append(c.shared, e)
	}
	return nil
}

// handle commits one result; a bad one is logged and dropped, a
// duplicate dropped.
func (c *coordinator) handle(ctx context.Context, m jetstream.Msg) {
	defer m.Ack()
	r, err := decodeResult(m.Data(), c.spec, c.published, c.sess.Planned)
	if err != nil {
		c.badf("%v", err)
		return
	}
	news, accepted := c.sess.Commit(r.Outcome) // a duplicate is not accepted
	if accepted {
		c.received++
	}
	for _, f := range news {
		c.announce(ctx, f)
	}
}

// finished reports, at most every quarter second, whether every item
// handed out (draining: every item a worker took) is acknowledged and
// every result read: the campaign cannot get more outcomes.
func (c *coordinator) finished(ctx context.Context, now time.Time) bool {
	if now.Sub(c.checked) < 250*time.Millisecond {
		return false
	}
	c.checked = now
	if !c.draining && (c.spec.N == 0 || c.published < c.spec.N) {
		return false
	}
	wi, err := c.work.Info(ctx)
	if err != nil || wi.NumAckPending > 0 || !c.draining && wi.NumPending > 0 {
		return false
	}
	ri, err := c.res.Info(ctx)
	if err != nil || ri.NumPending > 0 || ri.NumAckPending > 0 {
		return false
	}
	if missing := c.published - c.received; missing > 0 && !c.draining {
		c.warn("missing", "%d cases handed out never came back (see the log)", missing)
	}
	return true
}

func (c *coordinator) badf(format string, a ...any) {
	c.mu.Lock()
	c.bad++
	c.mu.Unlock()
	c.logf("dropping "+format, a...)
}

// warn records a problem for the report, once per kind.
func (c *coordinator) warn(kind, format string, a ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.warned == nil {
		c.warned = map[string]bool{}
	}
	if c.warned[kind] {
		return
	}
	c.warned[kind] = true
	c.warnings = append(c.warnings, fmt.Sprintf(format, a...))
}

func (c *coordinator) logf(format string, a ...any) {
	if c.o.Log != nil {
		fmt.Fprintf(c.o.Log, "irfuzz serve: %s\n", fmt.Sprintf(format, a...))
	}
}

func where(url string) string {
	if url == "" {
		return "embedded NATS server, in-process workers only"
	}
	return "workers connect with -nats " + url
}
