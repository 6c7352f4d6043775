package cluster

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// WorkerOptions configure a worker.
type WorkerOptions struct {
	// URL is the NATS server, e.g. nats://host:4222; Conn, when set, is
	// an open connection used instead (and not closed).
	URL  string
	Conn *nats.Conn
	// Auth is the token or credentials the worker presents to URL's
	// server and the CA it verifies the server's certificate with.
	Auth Auth
	// Campaign is the id of the campaign to join; "" joins the current
	// one (KV key "current") once it is running.
	Campaign string
	// Workers is how many cases run at once; 0 means runtime.NumCPU().
	Workers int
	// Wait is how long to wait for the server to accept the connection
	// and for a running campaign to appear (0: do not wait).
	Wait time.Duration
	// Name identifies the worker in the campaign's KV and in results; ""
	// means host-pid-random.
	Name string
	// Child is the command line of a child process for isolated cases
	// (campaign.Config.Child); nil means this executable.
	Child []string
	// IsolateAfter: an item delivered this many times (its cases killed
	// the workers it went to) runs each case in a child process; 0 means
	// DefaultIsolateAfter, negative never.
	IsolateAfter int
	// Python is this machine's interpreter with the real PyPTO, for a
	// campaign that runs on it ("": pypto.DefaultPython()).
	Python string
	// Reconnect is how long a worker that lost the server keeps trying to
	// reach it again (a coordinator with an embedded server that died and
	// is resumed): the cases in hand wait to be stored meanwhile. 0 means
	// DefaultReconnect, negative gives up at once.
	Reconnect time.Duration
	// Log receives a line per notable event (nil: none).
	Log io.Writer

	// crash, in tests, is called after each case a worker stored; true
	// makes the whole worker stop at once, acknowledging nothing, as if
	// it were killed.
	crash func(it *Item, index int) bool
	// poll is how long a fetch waits for an item; 0 means 500ms.
	poll time.Duration
}

// Defaults of WorkerOptions.
const (
	DefaultIsolateAfter = 3
	DefaultReconnect    = 10 * time.Minute
)

// reconnectWait is the pause between a worker's attempts to reach a lost
// server.
const reconnectWait = time.Second

// ErrNoCampaign is Work's error when no running campaign appeared within
// WorkerOptions.Wait.
var ErrNoCampaign = errors.New("no running campaign")

// Stats is what a worker did.
type Stats struct {
	Campaign string
	Worker   string
	Items    int // work items finished and acknowledged
	Cases    int // outcomes stored
	Bad      int // work items dropped as unreadable
	Again    int // items it got that had been delivered before
}

// worker is one Work call.
type worker struct {
	opts     WorkerOptions
	nc       *nats.Conn
	js       jetstream.JetStream
	spec     *Spec
	cons     jetstream.Consumer
	runner   *campaign.Runner
	isolated *campaign.Runner // nil when the campaign isolates anyway or no child can run
	max      int64            // the server's largest message

	state atomic.Value // string: Running, Draining, Finished
	dead  atomic.Bool  // crash (tests): touch no message again
	// waiting is set while the server is lost (logged once per loss).
	waiting atomic.Bool
	cancel  context.CancelFunc

	// shareMu guards shared: how many of the campaign's added corpus
	// entries (Spec.Share) the runners hold.
	shareMu sync.Mutex
	shared  int

	mu    sync.Mutex
	stats Stats
	sent  map[oracle.Signature]int // lowest index stored with its kernel, by signature
	err   error                    // the first error that stopped a slot
}

// Work joins a campaign and runs the cases it is handed until the
// campaign is finished (or, draining, has nothing more to hand out) or
// ctx is canceled, in which case the items in hand go back to the queue
// at once. The error is for a worker that could not join (no server, no
// campaign, an incompatible one) or lost the server.
func Work(ctx context.Context, opts WorkerOptions) (*Stats, error) {
	if opts.Workers < 0 {
		return nil, fmt.Errorf("-workers: must not be negative, got %d", opts.Workers)
	}
	if opts.Workers == 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.Campaign != "" {
		if err := CheckID(opts.Campaign); err != nil {
			return nil, fmt.Errorf("campaign: %v", err)
		}
	}
	if opts.IsolateAfter == 0 {
		opts.IsolateAfter = DefaultIsolateAfter
	}
	if opts.poll <= 0 {
		opts.poll = 500 * time.Millisecond
	}
	if opts.Reconnect == 0 {
		opts.Reconnect = DefaultReconnect
	}
	if opts.Name == "" {
		host, _ := os.Hostname()
		opts.Name = sanitize(fmt.Sprintf("%s-%d-%s", host, os.Getpid(), newID(time.Now())[16:]))
	}
	if err := CheckID(opts.Name); err != nil {
		return nil, fmt.Errorf("worker name: %v", err)
	}
	nc := opts.Conn
	if nc == nil {
		var err error
		if nc, err = dialWaiting(ctx, opts.URL, "irfuzz worker "+opts.Name, opts.Auth, opts.Wait, reconnecting(opts.Reconnect)...); err != nil {
			return nil, err
		}
		defer nc.Close()
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	w := &worker{opts: opts, nc: nc, js: js, max: nc.MaxPayload(), sent: map[oracle.Signature]int{}}
	w.state.Store(Running)
	if opts.Reconnect >= 0 {
		// The log tells a loss when the connection drops, not when an
		// operation first fails: an idle worker fails none.
		nc.SetDisconnectErrHandler(func(_ *nats.Conn, err error) { w.lost(err) })
		nc.SetReconnectHandler(func(*nats.Conn) { w.retry(ctx, nil, nil) })
		defer nc.SetDisconnectErrHandler(nil)
		defer nc.SetReconnectHandler(nil)
	}
	kv, err := w.join(ctx)
	if err != nil {
		return nil, err
	}
	w.stats.Campaign, w.stats.Worker = w.spec.Campaign, opts.Name
	w.logf("joined campaign %s (seed %d, %d profiles, backend %s), %d workers", w.spec.Campaign, w.spec.Seed,
		len(w.spec.Profiles), w.spec.Backend, opts.Workers)

	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	w.cancel = cancel
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		w.watch(runCtx, kv)
	}()
	defer func() { <-watched }()

	var wg sync.WaitGroup
	for range opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.slot(runCtx)
		}()
	}
	wg.Wait()
	cancel() // every slot is done: the watcher has nothing left to stop
	w.leave(ctx, kv)
	if w.runner != nil {
		w.runner.Close()
	}
	if w.isolated != nil {
		w.isolated.Close()
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	st := w.stats
	w.logf("done: %d items, %d cases", st.Items, st.Cases)
	return &st, w.err
}

// reconnecting are the connection options of a worker that keeps trying
// to reach a lost server for about d (negative: not at all).
func reconnecting(d time.Duration) []nats.Option {
	if d < 0 {
		return []nats.Option{nats.NoReconnect()}
	}
	return []nats.Option{nats.MaxReconnects(max(1, int(d/reconnectWait))), nats.ReconnectWait(reconnectWait)}
}

// dialWaiting connects to the server, retrying for up to wait: a worker
// may start before its coordinator. A refused token or certificate is
// not retried: waiting would not change it.
func dialWaiting(ctx context.Context, url, name string, auth Auth, wait time.Duration, extra ...nats.Option) (*nats.Conn, error) {
	deadline := time.Now().Add(wait)
	for {
		nc, err := dial(url, name, auth, extra...)
		if err == nil || permanent(err) || !time.Now().Before(deadline) {
			return nc, err
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// join finds the campaign, reads its Spec, builds its runners, finds its
// work consumer and registers the worker.
func (w *worker) join(ctx context.Context) (jetstream.KeyValue, error) {
	deadline := time.Now().Add(w.opts.Wait)
	for {
		kv, spec, err := w.find(ctx)
		if err != nil {
			return nil, err
		}
		if spec != nil {
			w.spec = spec
			if err := w.prepare(ctx, kv); err != nil {
				return nil, err
			}
			return kv, nil
		}
		if !time.Now().Before(deadline) {
			return nil, ErrNoCampaign
		}
		select {
		case <-ctx.Done():
			return nil, ErrNoCampaign
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// find looks for the campaign to join: nil Spec (and no error) while
// there is none running yet.
func (w *worker) find(ctx context.Context) (jetstream.KeyValue, *Spec, error) {
	kv, err := w.js.KeyValue(ctx, StateBucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("bucket %s: %v", StateBucket, err)
	}
	id := w.opts.Campaign
	if id == "" {
		e, err := kv.Get(ctx, currentKey)
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			return kv, nil, nil
		}
		if err != nil {
			return nil, nil, fmt.Errorf("bucket %s: %v", StateBucket, err)
		}
		id = string(e.Value())
	}
	if err := CheckID(id); err != nil {
		return nil, nil, fmt.Errorf("campaign: %v", err)
	}
	e, err := kv.Get(ctx, stateKey(id))
	if errors.Is(err, jetstream.ErrKeyNotFound) {
		return kv, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("campaign %s: %v", id, err)
	}
	st, err := decodeState(e.Value())
	if err != nil {
		return nil, nil, fmt.Errorf("campaign %s: %v", id, err)
	}
	if st.State != Running {
		if w.opts.Campaign != "" {
			return nil, nil, fmt.Errorf("campaign %s is %s", id, st.State)
		}
		return kv, nil, nil // wait for the next one
	}
	e, err = kv.Get(ctx, configKey(id))
	if err != nil {
		return nil, nil, fmt.Errorf("campaign %s: config: %v", id, err)
	}
	spec, err := decodeSpec(e.Value())
	if err != nil {
		return nil, nil, fmt.Errorf("campaign %s: %v", id, err)
	}
	return kv, spec, nil
}

// prepare builds the runners, finds the work consumer and registers.
func (w *worker) prepare(ctx context.Context, kv jetstream.KeyValue) error {
	s := w.spec
	set, _ := oracle.ParseSet(s.Oracles) // checked by decodeSpec
	sel, _ := sut.ParseSelection(s.SUT)  // likewise
	cfg := campaign.Config{Profiles: s.Profiles, Seed: s.Seed, Backend: s.Backend, Faults: s.Faults,
		Oracles: set, Isolate: s.Isolate, CaseTimeout: s.CaseTimeout, Child: w.opts.Child, Workers: w.opts.Workers,
		SUT: sel, Python: w.opts.Python, Mutate: s.Mutate}
	if s.Seeds != "" {
		obj, err := w.js.ObjectStore(ctx, ReproBucket)
		if err != nil {
			return fmt.Errorf("campaign %s: bucket %s: %v", s.Campaign, ReproBucket, err)
		}
		if cfg.Seeds, err = getSeeds(ctx, obj, s.Seeds); err != nil {
			return fmt.Errorf("campaign %s: %v", s.Campaign, err)
		}
	}
	var err error
	if w.runner, err = campaign.NewRunner(cfg); err != nil {
		return fmt.Errorf("campaign %s: %v", s.Campaign, err)
	}
	if !s.Isolate && w.opts.IsolateAfter > 0 {
		cfg.Isolate = true
		if w.isolated, err = campaign.NewRunner(cfg); err != nil {
			w.logf("no child processes for items that kill workers: %v", err)
		}
	}
	if w.cons, err = w.js.Consumer(ctx, WorkStream, workConsumer(s.Campaign)); err != nil {
		return fmt.Errorf("campaign %s: consumer %s: %v", s.Campaign, workConsumer(s.Campaign), err)
	}
	host, _ := os.Hostname()
	m, err := encode(Member{Version: SchemaVersion, Worker: w.opts.Name, Host: host, PID: os.Getpid(),
		Workers: w.opts.Workers, Joined: time.Now().UTC()})
	if err == nil {
		_, err = kv.Put(ctx, memberKey(s.Campaign, w.opts.Name), m)
	}
	if err != nil {
		return fmt.Errorf("campaign %s: registering: %v", s.Campaign, err)
	}
	return nil
}

// leave deletes the worker's registration, telling the coordinator it is
// done (a finished campaign's server waits for its workers to leave);
// best effort, as the server may be gone.
func (w *worker) leave(ctx context.Context, kv jetstream.KeyValue) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), leaveTimeout)
	defer cancel()
	if err := kv.Delete(ctx, memberKey(w.spec.Campaign, w.opts.Name)); err != nil && w.running() {
		w.logf("leaving: %v", err)
	}
}

// leaveTimeout bounds a worker's deletion of its registration.
const leaveTimeout = 2 * time.Second

// watch follows the campaign's state until ctx is done; Finished (or the
// key's deletion) stops the worker. A KV watcher tells at once but does
// not survive a server that restarts (a coordinator that died and is
// resumed); reading the key every statePoll does.
func (w *worker) watch(ctx context.Context, kv jetstream.KeyValue) {
	var updates <-chan jetstream.KeyValueEntry
	if kw, err := kv.Watch(ctx, stateKey(w.spec.Campaign)); err == nil {
		defer kw.Stop()
		updates = kw.Updates()
	}
	t := time.NewTicker(statePoll)
	defer t.Stop()
	var last uint64
	see := func(e jetstream.KeyValueEntry) {
		if e.Operation() != jetstream.KeyValuePut {
			w.setState(Finished)
			return
		}
		if e.Revision() <= last {
			return
		}
		last = e.Revision()
		if st, err := decodeState(e.Value()); err != nil {
			w.logf("ignoring %v", err)
		} else {
			w.setState(st.State)
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case e, ok := <-updates:
			if !ok {
				updates = nil
			} else if e != nil {
				see(e)
			}
		case <-t.C:
			e, err := kv.Get(ctx, stateKey(w.spec.Campaign))
			switch {
			case errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted):
				w.setState(Finished)
			case err == nil:
				see(e)
			}
			// Otherwise the server is lost or busy: read again at the next tick.
		}
	}
}

// statePoll is how often a worker reads its campaign's state.
const statePoll = 200 * time.Millisecond

func (w *worker) setState(s string) {
	w.state.Store(s)
	if s == Finished {
		w.cancel()
	}
}

func (w *worker) running() bool { return w.state.Load() == Running && !w.dead.Load() }

// slot takes items one at a time until the campaign stops handing them
// out.
func (w *worker) slot(ctx context.Context) {
	var lost time.Time // since when fetching fails for a lost server
	for w.running() && ctx.Err() == nil {
		msg, err := w.cons.Next(jetstream.FetchMaxWait(w.opts.poll))
		switch {
		case err == nil:
			lost = time.Time{}
			w.retry(ctx, nil, nil)
			w.item(ctx, msg)
		case errors.Is(err, nats.ErrTimeout) || errors.Is(err, jetstream.ErrNoMessages):
		case errors.Is(err, jetstream.ErrConsumerNotFound) || errors.Is(err, jetstream.ErrConsumerDeleted):
			return // the coordinator cleaned up: the campaign is over
		case errors.Is(err, nats.ErrConnectionClosed):
			w.fail(fmt.Errorf("lost the NATS server: %v", err))
			return
		case w.disconnected() || unanswered(err):
			if lost.IsZero() {
				lost = time.Now()
			}
			if !w.retry(ctx, err, &lost) && ctx.Err() == nil && w.running() {
				w.fail(fmt.Errorf("lost the NATS server and could not reach it again in %s: %v", w.opts.Reconnect, err))
				return
			}
		default:
			if ctx.Err() == nil && w.running() {
				w.logf("fetching an item: %v", err)
				time.Sleep(w.opts.poll)
			}
		}
	}
}

// item runs a work item's cases, stores their outcomes and acknowledges
// it; draining, it stops after the case in hand (the rest is not wanted).
func (w *worker) item(ctx context.Context, msg jetstream.Msg) {
	if w.dead.Load() {
		return
	}
	it, err := decodeItem(msg.Data(), w.spec)
	if err != nil {
		w.logf("dropping %v", err)
		msg.Term()
		w.count(func(s *Stats) { s.Bad++ })
		return
	}
	switch {
	case w.state.Load() == Draining:
		// The time budget is spent and the item's cases are not wanted: it
		// is acknowledged unrun, as the loop below stops after the case in
		// hand. Refused, it would stay in hand on the server until a worker
		// pulls it again, and draining workers pull nothing: the
		// coordinator would wait for it until its Drain is over.
		w.ack(ctx, msg, it)
		return
	case !w.running():
		msg.Nak()
		return
	}
	if err := w.share(ctx, it.Shared); err != nil {
		if ctx.Err() == nil && w.running() {
			w.logf("cases [%d, %d): %v", it.First, it.End, err)
			msg.Nak()
		}
		return
	}
	run := w.runner
	if meta, err := msg.Metadata(); err == nil && meta.NumDelivered > 1 {
		w.count(func(s *Stats) { s.Again++ })
		if w.isolated != nil && meta.NumDelivered >= uint64(w.opts.IsolateAfter) {
			w.logf("cases [%d, %d) delivered %d times: running each in a child process", it.First, it.End, meta.NumDelivered)
			run = w.isolated
		}
	}
	stop := w.heartbeat(msg)
	defer stop()
	for i := it.First; i < it.End && w.state.Load() != Draining; i++ {
		o := run.Run(ctx, i)
		if w.dead.Load() {
			return
		}
		if o.Canceled() {
			msg.Nak() // stopping: another worker takes the item now
			return
		}
		// The outcome is stored even when the campaign finishes meanwhile
		// (its last outcome may be this one): only a lost server stops it.
		if err := w.store(ctx, o); err != nil {
			if ctx.Err() == nil {
				w.logf("storing case %d: %v", i, err)
				msg.Nak()
			}
			return
		}
		if w.opts.crash != nil && w.opts.crash(it, i) {
			w.dead.Store(true)
			w.cancel()
			return
		}
	}
	if w.ack(ctx, msg, it) {
		w.count(func(s *Stats) { s.Items++ })
	}
}

// share gives the runners the campaign's added corpus entries up to the
// n-th (Spec.Share), fetching those they lack from the object store.
func (w *worker) share(ctx context.Context, n int) error {
	w.shareMu.Lock()
	defer w.shareMu.Unlock()
	if n <= w.shared {
		return nil
	}
	obj, err := w.js.ObjectStore(ctx, ReproBucket)
	if err != nil {
		return fmt.Errorf("bucket %s: %v", ReproBucket, err)
	}
	es := make([]*feedback.Entry, 0, n-w.shared)
	for k := w.shared; k < n; k++ {
		name := sharedName(w.spec.Campaign, k)
		data, err := obj.GetBytes(ctx, name)
		if err != nil {
			return fmt.Errorf("shared corpus entry %s: %v", name, err)
		}
		e, _, err := feedback.Parse(name, data)
		if err != nil {
			return err
		}
		es = append(es, e)
	}
	for _, r := range []*campaign.Runner{w.runner, w.isolated} {
		if r == nil {
			continue
		}
		if err := r.Share(es); err != nil {
			return err
		}
	}
	w.shared = n
	return nil
}

// ack acknowledges an item, waiting for the server's confirmation on a
// context the campaign's end does not cancel; it reports whether the
// server confirmed.
func (w *worker) ack(ctx context.Context, msg jetstream.Msg, it *Item) bool {
	var (
		err   error
		since time.Time
	)
	for {
		before := w.reconnects()
		actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.attempt())
		err = msg.DoubleAck(actx)
		cancel()
		// An acknowledgement the server does not answer while the
		// connection stayed up is one of a delivery it does not know (a
		// restarted server that lost it): it would never answer. The item,
		// if still pending, comes back after the AckWait, and its duplicate
		// outcomes are dropped.
		timedOut := errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout)
		if timedOut && !w.disconnected() && w.reconnects() == before || !w.retry(ctx, err, &since) {
			break
		}
	}
	if err != nil {
		if ctx.Err() == nil && w.running() {
			w.logf("acknowledging cases [%d, %d): %v", it.First, it.End, err)
		}
		return false
	}
	return true
}

// heartbeat tells the server the item is in progress every third of the
// AckWait, so that only a worker that died loses it.
func (w *worker) heartbeat(msg jetstream.Msg) (stop func()) {
	quit := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(max(w.spec.AckWait/3, 10*time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				if !w.dead.Load() {
					msg.InProgress()
				}
			}
		}
	}()
	return func() {
		close(quit)
		<-done
	}
}

// storeTimeout bounds storing an outcome or acknowledging an item once
// the campaign has stopped the worker.
const storeTimeout = 10 * time.Second

// store publishes an outcome on a context that the campaign's end does
// not cancel; while the server is lost, it waits for it to come back and
// publishes again (a duplicate is dropped by the stream or the
// coordinator).
func (w *worker) store(ctx context.Context, o *campaign.Outcome) error {
	var since time.Time
	for {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.attempt())
		err := w.publish(sctx, o)
		cancel()
		if !w.retry(ctx, err, &since) {
			return err
		}
	}
}

// retry reports whether an operation that failed with err is to be
// tried again, after waiting for the server: it is lost or does not
// answer (a coordinator that died, its embedded server with it, and is
// being resumed), and has been so for less than Reconnect since the
// first failure (*since). A nil err is a success: it tells the log when
// the server was lost before.
func (w *worker) retry(ctx context.Context, err error, since *time.Time) bool {
	if err == nil {
		if w.waiting.CompareAndSwap(true, false) {
			w.logf("reached the NATS server again")
		}
		return false
	}
	if w.nc == nil || w.opts.Reconnect < 0 || w.nc.IsClosed() || w.state.Load() == Finished ||
		!w.disconnected() && !unanswered(err) {
		return false
	}
	if since.IsZero() {
		*since = time.Now()
	} else if time.Since(*since) > w.opts.Reconnect {
		return false
	}
	w.lost(err)
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for waited := 0; ; waited++ {
		if st := w.nc.Status(); st == nats.CLOSED {
			return false
		} else if st == nats.CONNECTED && waited >= 2 {
			return true
		}
		select {
		case <-ctx.Done():
			return false
		case <-t.C:
		}
	}
}

// lost logs, once per loss, that the server is lost or does not answer.
func (w *worker) lost(err error) {
	if err == nil {
		err = errors.New("connection closed")
	}
	if w.waiting.CompareAndSwap(false, true) {
		w.logf("lost the NATS server (%v): trying to reach it again for %s", err, w.opts.Reconnect)
	}
}

// attempt bounds one try at storing an outcome or acknowledging an item:
// storeTimeout when it is not tried again, shorter when it is.
func (w *worker) attempt() time.Duration {
	if w.opts.Reconnect < 0 {
		return storeTimeout
	}
	return retryTimeout
}

// retryTimeout bounds one try of an operation that is tried again while
// the server does not answer.
const retryTimeout = 3 * time.Second

// unanswered reports whether err says the server did not answer: no
// JetStream behind the connection yet, or a timeout.
func unanswered(err error) bool {
	return errors.Is(err, nats.ErrNoResponders) || errors.Is(err, jetstream.ErrNoStreamResponse) ||
		errors.Is(err, nats.ErrTimeout) || errors.Is(err, context.DeadlineExceeded)
}

// reconnects is how many times the connection was re-established.
func (w *worker) reconnects() uint64 {
	if w.nc == nil {
		return 0
	}
	return w.nc.Stats().Reconnects
}

// disconnected reports whether the connection to the server is lost and
// being re-established.
func (w *worker) disconnected() bool {
	if w.nc == nil {
		return false
	}
	st := w.nc.Status()
	return st == nats.RECONNECTING || st == nats.DISCONNECTED
}

// publish stores one outcome, leaving its kernel text out when the worker
// already stored every signature of the case, kernel included, at a lower
// index. The coordinator commits in index order, so the lowest index of a
// signature always carries its kernel: it is the first sighting, the only
// one whose kernel goes to the corpus. Hang findings always carry theirs,
// as whether a case hangs depends on timing.
func (w *worker) publish(ctx context.Context, o *campaign.Outcome) error {
	sigs := make([]oracle.Signature, len(o.Findings))
	known := o.Source != ""
	for i := range o.Findings {
		sigs[i] = o.Findings[i].Signature()
		w.mu.Lock()
		at, ok := w.sent[sigs[i]]
		w.mu.Unlock()
		known = known && ok && at < o.Index && o.Findings[i].Oracle != campaign.Hang
	}
	out := *o
	if known {
		// The choices stay: the coordinator writes the trace of a case
		// that brings a new feedback signal to the seed corpus.
		out.Source = ""
	}
	data, err := w.encodeResult(&out)
	if err != nil {
		return err
	}
	id := w.spec.Campaign
	if _, err := w.js.Publish(ctx, resultSubject(id), data, jetstream.WithMsgID(resultMsgID(id, o.Index))); err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.stats.Cases++
	if out.Source != "" {
		for _, s := range sigs {
			if at, ok := w.sent[s]; !ok || o.Index < at {
				w.sent[s] = o.Index
			}
		}
	}
	return nil
}

// maxDetail is what is kept of each finding's Detail when a result is
// larger than the server takes.
const maxDetail = 4 << 10

// encodeResult encodes a Result, cutting the findings' details (not part
// of their signatures) when it is too large for the server.
func (w *worker) encodeResult(o *campaign.Outcome) ([]byte, error) {
	r := Result{Version: SchemaVersion, Campaign: w.spec.Campaign, Worker: w.opts.Name, Outcome: o}
	data, err := encode(r)
	if err != nil || int64(len(data)) < w.max-1024 {
		return data, err
	}
	c := *o
	c.Findings = append([]oracle.Finding(nil), o.Findings...)
	for i := range c.Findings {
		if len(c.Findings[i].Detail) > maxDetail {
			c.Findings[i].Detail = c.Findings[i].Detail[:maxDetail] + "\n[cut]"
		}
	}
	r.Outcome = &c
	if data, err = encode(r); err == nil && int64(len(data)) >= w.max-1024 {
		err = fmt.Errorf("the outcome of case %d takes %d bytes, more than the server's %d", o.Index, len(data), w.max)
	}
	return data, err
}

func (w *worker) count(f func(*Stats)) {
	w.mu.Lock()
	defer w.mu.Unlock()
	f(&w.stats)
}

func (w *worker) fail(err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err == nil {
		w.err = err
	}
}

func (w *worker) logf(format string, a ...any) {
	if w.opts.Log != nil {
		fmt.Fprintf(w.opts.Log, "irfuzz worker %s: %s\n", w.opts.Name, fmt.Sprintf(format, a...))
	}
}

// sanitize makes s a valid id: other characters become '-', and it is
// cut to 64.
func sanitize(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '-'
		}
	}
	if len(b) > 64 {
		b = b[len(b)-64:]
	}
	return string(b)
}
