package pypto

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// driver is the worker's Python program (driver.py), run with "python -c".
//
//go:embed driver.py
var driver string

// A worker is one running driver process.
type worker struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tail
	exited chan struct{} // closed once the process has been waited for
	err    error         // cmd.Wait's result, valid after exited
	next   int           // the next request id
}

// start runs a driver under python.
func start(python string, env []string) (*worker, error) {
	cmd := exec.Command(python, "-u", "-c", driver)
	cmd.Env = env
	// A descendant that keeps stderr open must not keep Wait waiting.
	cmd.WaitDelay = 5 * time.Second
	detach(cmd)
	w := &worker{cmd: cmd, stderr: newTail(16 << 10), exited: make(chan struct{})}
	cmd.Stderr = w.stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %v", python, err)
	}
	w.in, w.out = in, bufio.NewReaderSize(out, 1<<16)
	go func() {
		w.err = cmd.Wait()
		close(w.exited)
	}()
	return w, nil
}

// errDied and errHung are what call returns when the worker died during
// the request or outlived its deadline; the worker is then unusable.
var (
	errDied = errors.New("the PyPTO worker died")
	errHung = errors.New("the PyPTO worker did not answer in time")
)

// call sends a request and reads its answer into ans. It returns errHung
// past ctx's deadline, ctx.Err() when ctx is canceled (the worker is
// killed either way) and errDied when the stream ends. The stderr tail
// starts afresh with each request, so a crash's report is its own.
func (w *worker) call(ctx context.Context, req map[string]any, ans any) error {
	w.next++
	req["id"] = w.next
	w.stderr.reset()
	read := make(chan error, 1)
	go func() {
		if err := writeFrame(w.in, req); err != nil {
			read <- err
			return
		}
		read <- readFrame(w.out, ans)
	}()
	select {
	case err := <-read:
		return w.ended(err)
	case <-ctx.Done():
		select {
		case err := <-read: // the answer came with the deadline
			return w.ended(err)
		default:
		}
		w.kill()
		<-read
		if ctx.Err() == context.DeadlineExceeded {
			return errHung
		}
		return ctx.Err()
	}
}

// ended is call's result for what the read gave.
func (w *worker) ended(err error) error {
	if err != nil {
		w.kill()
		return errDied
	}
	return nil
}

// kill ends the process (and its group) and waits for it.
func (w *worker) kill() {
	killGroup(w.cmd.Process)
	select {
	case <-w.exited:
	case <-time.After(10 * time.Second):
	}
}

// close asks the driver to exit, and kills it if it does not within a
// few seconds.
func (w *worker) close() {
	_ = writeFrame(w.in, map[string]any{"op": "exit"})
	_ = w.in.Close()
	select {
	case <-w.exited:
	case <-time.After(5 * time.Second):
		w.kill()
	}
}

// death says how the process ended: "signal: segmentation fault",
// "exit status 3".
func (w *worker) death() string {
	select {
	case <-w.exited:
	case <-time.After(5 * time.Second):
		return "it does not end"
	}
	if w.err != nil {
		return w.err.Error()
	}
	return "exit status 0"
}

// lastMark is the last "irfuzz-at: <where>" line the driver wrote to
// stderr in this request: the phase or pass it was in ("" if none).
func (w *worker) lastMark() string {
	return w.stderr.lastMark()
}

// tail keeps the last n bytes written to it.
type tail struct {
	mu   sync.Mutex
	n    int
	buf  []byte
	mark string // the last marker's place (lastMark)
	cut  bool   // the start was dropped: the first line is partial
}

func newTail(n int) *tail { return &tail{n: n} }

// reset forgets what was kept.
func (t *tail) reset() {
	t.mu.Lock()
	t.buf, t.mark, t.cut = t.buf[:0], "", false
	t.mu.Unlock()
}

// markPrefix starts the driver's marker lines (driver.py, mark).
const markPrefix = "irfuzz-at: "

// lastMark is the place named by the last marker line written since the
// reset (kept apart from the bytes, which a long stderr may push out).
func (t *tail) lastMark() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.mark
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if i := bytes.LastIndex(p, []byte(markPrefix)); i >= 0 && (i == 0 || p[i-1] == '\n') {
		where, _, _ := strings.Cut(string(p[i+len(markPrefix):]), "\n")
		t.mark = strings.TrimSpace(where)
	}
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.n; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
		t.cut = true
	}
	return len(p), nil
}

// String is the kept text without PyPTO's timestamped log lines (perf
// hints and warnings), which say nothing about a crash.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var keep []string
	lines := strings.Split(string(t.buf), "\n")
	if t.cut && len(lines) > 0 {
		lines = lines[1:]
	}
	for _, l := range lines {
		if isLogLine(l) || strings.TrimSpace(l) == "" || strings.HasPrefix(l, markPrefix) {
			continue
		}
		keep = append(keep, l)
	}
	if len(keep) > 40 {
		keep = keep[len(keep)-40:]
	}
	return strings.Join(keep, "\n")
}

// isLogLine reports whether l is one of PyPTO's log lines
// ("2026-12-01 21:34:15.316 I | ...").
func isLogLine(l string) bool {
	return len(l) > 26 && l[4] == '-' && l[7] == '-' && l[10] == ' ' && l[13] == ':' && strings.Contains(l[:30], " | ")
}
