package pypto

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sut"
)

// PythonEnv is the environment variable that names the interpreter with
// PyPTO when -python is not given.
const PythonEnv = "IRFUZZ_PYTHON"

// InstallHint is how to get a PyPTO the pool can use.
const InstallHint = "install the shared wheel: python3 -m venv .venv && .venv/bin/pip install ../shared/pypto/pypto-0.1.0-cp311-cp311-linux_x86_64.whl, then pass -python .venv/bin/python (or set " + PythonEnv + ")"

// DefaultPython is $IRFUZZ_PYTHON, else "python3".
func DefaultPython() string {
	if p := os.Getenv(PythonEnv); p != "" {
		return p
	}
	return "python3"
}

// DefaultTimeout is a request's deadline when its context has none.
const DefaultTimeout = 60 * time.Second

// Config is how to run the pool.
type Config struct {
	// Python is the interpreter that has PyPTO; "" is DefaultPython().
	Python string
	// Workers is how many worker processes may run at once; 0 is 1.
	Workers int
	// Timeout is a request's deadline when its context has none; 0 is
	// DefaultTimeout.
	Timeout time.Duration
}

// Features are the DSL names Capabilities asks the installed PyPTO about
// (pl.X): the model's spellings of constructs from later PyPTO versions.
var Features = []string{"AccPhase", "SyncAllMode", "CompactMode"}

// Capabilities are what the installed PyPTO has.
type Capabilities struct {
	Version    string              `json:"version"`
	Python     string              `json:"python"`
	Properties []string            `json:"properties"` // passes.IRProperty
	Passes     []string            `json:"passes"`     // the default pipeline, in order
	Ops        []string            `json:"ops"`        // the model's ops that it registers
	DSL        map[string][]string `json:"dsl"`        // pl.tile, pl.tensor, pl.system functions
	Features   map[string]bool     `json:"features"`   // Features: pl.X exists
}

// HasProperty reports whether the installed PyPTO has a verifier property.
func (c *Capabilities) HasProperty(p string) bool { return contains(c.Properties, p) }

// HasOp reports whether the installed PyPTO registers an op of the
// model's registry.
func (c *Capabilities) HasOp(op string) bool { return contains(c.Ops, op) }

// HasPass reports whether the default pipeline has a pass.
func (c *Capabilities) HasPass(p string) bool { return slices.Contains(c.Passes, p) }

// contains reports whether a sorted list holds s.
func contains(list []string, s string) bool {
	i := sort.SearchStrings(list, s)
	return i < len(list) && list[i] == s
}

// ImportError is an interpreter that cannot run the driver: no PyPTO, or
// no interpreter at all.
type ImportError struct {
	Python  string
	Message string
}

func (e *ImportError) Error() string {
	return fmt.Sprintf("PyPTO cannot be used with %s: %s\n%s", e.Python, e.Message, InstallHint)
}

// Pool is the real PyPTO as a sut.SUT.
type Pool struct {
	cfg   Config
	env   []string
	slots chan struct{}
	caps  *Capabilities

	// rewire, in tests, replaces a request on the wire (to make the
	// driver crash or sleep).
	rewire func(map[string]any)

	mu       sync.Mutex
	idle     []*worker
	busy     map[*worker]bool
	closed   bool
	started  int
	restarts int
}

var _ sut.SUT = (*Pool)(nil)

// Open starts one worker, checks that it imports PyPTO and asks it for
// the capabilities. The error is an *ImportError when PyPTO is missing.
func Open(cfg Config) (*Pool, error) {
	if cfg.Python == "" {
		cfg.Python = DefaultPython()
	}
	if cfg.Workers <= 0 {
		cfg.Workers = 1
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	p := &Pool{cfg: cfg, slots: make(chan struct{}, cfg.Workers), busy: map[*worker]bool{},
		env: append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONUNBUFFERED=1")}
	w, err := start(cfg.Python, p.env)
	if err != nil {
		return nil, &ImportError{Python: cfg.Python, Message: err.Error()}
	}
	var ans struct {
		Capabilities
		Error   string `json:"error"`
		Message string `json:"message"`
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	err = w.call(ctx, map[string]any{"op": "hello", "ops": ir.Ops().Names(), "features": Features}, &ans)
	if err != nil || ans.Error != "" {
		msg := ans.Message
		if err != nil {
			msg = w.death()
			if t := w.stderr.String(); t != "" {
				msg += ": " + lastLine(t)
			}
		}
		w.kill()
		return nil, &ImportError{Python: cfg.Python, Message: msg}
	}
	caps := ans.Capabilities
	sort.Strings(caps.Properties)
	sort.Strings(caps.Ops)
	p.caps = &caps
	p.started = 1
	p.idle = []*worker{w}
	return p, nil
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// Name is sut.PyPTO.
func (p *Pool) Name() string { return sut.PyPTO }

// Capabilities are the installed PyPTO's.
func (p *Pool) Capabilities() *Capabilities { return p.caps }

// Python is the interpreter the pool runs.
func (p *Pool) Python() string { return p.cfg.Python }

// Restarts counts the workers started to replace one that crashed or hung.
func (p *Pool) Restarts() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.restarts
}

// errClosed is Compile after Close.
var errClosed = errors.New("pypto: the pool is closed")

// Compile runs one request on an idle worker (starting one if none is
// idle, at most Config.Workers at once). A worker that dies is replaced
// and the request sent once more: only a second death is a Crash (so a
// worker killed from outside loses no case's answer). A worker past the
// deadline is killed and replaced: a Hang. Either is then the
// response's only problem.
func (p *Pool) Compile(ctx context.Context, req *sut.Request) (*sut.Response, error) {
	select {
	case p.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-p.slots }()
	w, err := p.take()
	if err != nil {
		return nil, err
	}
	// The deadline starts now that a worker is ours: time spent waiting
	// for a slot is not the program's.
	timeout := p.cfg.Timeout
	if req.Timeout > 0 {
		timeout = req.Timeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	var ans answer
	retried := false
	send := func(w *worker) error {
		m := wire(req)
		if p.rewire != nil {
			p.rewire(m)
		}
		p.mu.Lock()
		p.busy[w] = true
		p.mu.Unlock()
		defer func() {
			p.mu.Lock()
			delete(p.busy, w)
			p.mu.Unlock()
		}()
		ans = answer{}
		return w.call(ctx, m, &ans)
	}
	err = send(w)
	if errors.Is(err, errDied) && ctx.Err() == nil {
		// Once more on a fresh worker: a crash of PyPTO's own comes
		// back, a worker killed from outside (or by the machine) does not.
		p.replace()
		first := w
		if w, err = p.fresh(); err != nil {
			return nil, err
		}
		retried = true
		if err = send(w); errors.Is(err, errDied) {
			w = first // report the first death
		}
	}
	took := time.Since(start)
	switch {
	case errors.Is(err, errHung):
		p.replace()
		return &sut.Response{Nanos: took.Nanoseconds(), Retried: retried, Problems: []sut.Problem{{
			Outcome: sut.Hang, Pass: w.lastMark(), Message: "PyPTO did not answer before the case's deadline",
			Detail: fmt.Sprintf("no answer after %s\n%s", roundDur(took), w.stderr.String())}}}, nil
	case errors.Is(err, errDied):
		p.replace()
		return &sut.Response{Nanos: took.Nanoseconds(), Retried: retried, Problems: []sut.Problem{{
			Outcome: sut.Crash, Pass: w.lastMark(), Message: "the PyPTO worker died: " + w.death(), Detail: w.stderr.String()}}}, nil
	case err != nil: // canceled
		p.replace()
		return nil, err
	}
	p.give(w)
	if ans.Error != "" {
		return nil, fmt.Errorf("pypto driver: %s: %s\n%s", ans.Error, ans.Message, ans.Detail)
	}
	r := ans.Response
	if r.Nanos == 0 {
		r.Nanos = took.Nanoseconds()
	}
	r.Retried = retried
	return &r, nil
}

func roundDur(d time.Duration) time.Duration { return d.Round(100 * time.Millisecond) }

// answer is the driver's form of a response.
type answer struct {
	sut.Response
	Error   string `json:"error"`
	Message string `json:"message"`
	Detail  string `json:"detail"`
}

// wire is the driver's form of a request.
func wire(r *sut.Request) map[string]any {
	m := map[string]any{
		"op": "compile", "program": r.Program, "filename": r.Filename, "backend": r.Backend,
		"verify": !r.NoVerify, "roundtrip": r.Roundtrip, "serialize": r.Serialize, "twice": r.Twice,
		"codegen": r.Codegen || r.PTO, "pto": r.PTO, "dump": r.Dump, "output": r.Output,
	}
	if len(r.Passes) > 0 {
		m["passes"] = r.Passes
	}
	if r.Planner != "" {
		m["planner"] = r.Planner
	}
	return m
}

// take is an idle worker that is still alive, or a new one.
func (p *Pool) take() (*worker, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, errClosed
	}
	for n := len(p.idle); n > 0; n = len(p.idle) {
		w := p.idle[n-1]
		p.idle = p.idle[:n-1]
		select {
		case <-w.exited: // died while idle (killed from outside)
			p.restarts++
			continue
		default:
		}
		p.mu.Unlock()
		return w, nil
	}
	p.mu.Unlock()
	return p.fresh()
}

// fresh starts a new worker (none after Close).
func (p *Pool) fresh() (*worker, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, errClosed
	}
	p.mu.Unlock()
	w, err := start(p.cfg.Python, p.env)
	if err != nil {
		return nil, &ImportError{Python: p.cfg.Python, Message: err.Error()}
	}
	p.mu.Lock()
	p.started++
	p.mu.Unlock()
	return w, nil
}

// give returns a worker to the idle list (or ends it after Close).
func (p *Pool) give(w *worker) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		w.close()
		return
	}
	p.idle = append(p.idle, w)
	p.mu.Unlock()
}

// replace counts a worker lost to a crash or hang; the next take starts
// its successor.
func (p *Pool) replace() {
	p.mu.Lock()
	p.restarts++
	p.mu.Unlock()
}

// Close ends every worker: idle ones are asked to exit, busy ones (whose
// requests are abandoned: a campaign that stops does not wait for them)
// are killed. No worker starts after it.
func (p *Pool) Close() error {
	p.mu.Lock()
	idle := p.idle
	var busy []*worker
	for w := range p.busy {
		busy = append(busy, w)
	}
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, w := range busy {
		w.kill()
	}
	for _, w := range idle {
		w.close()
	}
	return nil
}

// PIDs are the process IDs of the workers now running a request.
func (p *Pool) PIDs() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []int
	for w := range p.busy {
		out = append(out, w.cmd.Process.Pid)
	}
	sort.Ints(out)
	return out
}
