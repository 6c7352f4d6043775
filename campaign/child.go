package campaign

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/oracle"
)

// ChildFlag is the hidden irfuzz argument that runs one case in a child
// process: "irfuzz -run-case TASK", TASK being a Task in JSON. The child
// prints the Outcome as a JSON line once the kernel is generated (Stage
// "generated") and again when the case is done (Stage "done").
const ChildFlag = "-run-case"

// Task is one case for a child process: the campaign settings the case
// depends on and its index. The child rebuilds the case from them.
type Task struct {
	Seed    uint64   `json:"seed"` // the campaign seed
	Index   int      `json:"index"`
	Profile string   `json:"profile"`
	Backend string   `json:"backend,omitempty"`
	Faults  []string `json:"faults,omitempty"`
	Planner string   `json:"planner,omitempty"`
	Oracles string   `json:"oracles,omitempty"` // oracle.Set.String(); "" is every oracle
	// A case built from a corpus trace (Origin set) is built from
	// Choices (choice.Format) with CaseSeed as its seed, not from
	// CaseSeed(Seed, Index); a mutant's with its Bounds, replayed by
	// choice.Guided seeded with Guide.
	Origin   string   `json:"origin,omitempty"`
	CaseSeed uint64   `json:"case_seed,omitempty"`
	Choices  string   `json:"choices,omitempty"`
	Bounds   string   `json:"bounds,omitempty"`
	Guide    int64    `json:"guide,omitempty"`
	Parents  []string `json:"parents,omitempty"`
}

// ChildMain runs the Task given in JSON on this goroutine and prints its
// outcome to stdout (see ChildFlag). It returns the exit status: 0 when
// the case ran (whatever it found), 2 for a malformed task.
func ChildMain(task string, stdout, stderr io.Writer) int {
	return childMain(task, stdout, stderr, nil)
}

// childMain is ChildMain with the check replaceable (tests).
func childMain(task string, stdout, stderr io.Writer, check func(oracle.Case, *oracle.Config) *oracle.Result) int {
	var t Task
	dec := json.NewDecoder(strings.NewReader(task))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		fmt.Fprintf(stderr, "irfuzz %s: bad task: %v\n", ChildFlag, err)
		return 2
	}
	set, err := oracle.ParseSet(t.Oracles)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz %s: %v\n", ChildFlag, err)
		return 2
	}
	if t.Index < 0 {
		fmt.Fprintf(stderr, "irfuzz %s: negative case index %d\n", ChildFlag, t.Index)
		return 2
	}
	s, err := resolve(Config{Profiles: []string{t.Profile}, N: 1, Seed: t.Seed, Workers: 1,
		Backend: t.Backend, Faults: t.Faults, Planner: t.Planner, Oracles: set, check: check})
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz %s: %v\n", ChildFlag, err)
		return 2
	}
	if t.Origin != "" {
		ch, err := choice.Parse(t.Choices)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz %s: %v\n", ChildFlag, err)
			return 2
		}
		bounds, err := choice.Parse(t.Bounds)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz %s: bounds: %v\n", ChildFlag, err)
			return 2
		}
		// A trace may be empty, and still not a fresh case's.
		if ch == nil {
			ch = []uint64{}
		}
		if bounds == nil && t.Origin == OriginMutant {
			bounds = []uint64{}
		}
		s.fixed = &plan{origin: t.Origin, seed: t.CaseSeed, profile: t.Profile, choices: ch, bounds: bounds, guide: t.Guide, parents: t.Parents}
	}
	enc := json.NewEncoder(stdout)
	o := runner{s}.run(t.Index, func(o *Outcome) { enc.Encode(o) })
	if err := enc.Encode(o); err != nil {
		fmt.Fprintf(stderr, "irfuzz %s: %v\n", ChildFlag, err)
		return 1
	}
	return 0
}

// defaultChild is the command of a child: this executable with ChildFlag.
func defaultChild() ([]string, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("campaign: isolate: cannot find the irfuzz executable: %v", err)
	}
	return []string{exe, ChildFlag}, nil
}

// quitGrace is how long a child has to dump its stacks and exit after
// the SIGQUIT of its deadline before it is killed.
const quitGrace = 2 * time.Second

// maxDetail bounds the child's stderr kept in a finding's Detail.
const maxDetail = 64 << 10

// isolated runs case index in a child process. A child past its deadline
// gets SIGQUIT (the Go runtime then prints every goroutine's stack) and is
// killed after quitGrace: a hang finding. A child that dies (fatal runtime
// error, unrecovered panic on another goroutine, a signal) is a crash
// finding. The case's time includes starting the process.
func (r runner) isolated(ctx context.Context, index int) *Outcome {
	start := time.Now()
	pl := r.plan(index)
	task := Task{Seed: r.s.Seed, Index: index, Profile: pl.profile,
		Backend: r.s.Backend, Faults: r.s.Faults, Planner: r.s.Planner, Oracles: r.s.Oracles.String()}
	if pl.choices != nil {
		task.Origin, task.CaseSeed, task.Choices, task.Parents = pl.origin, pl.seed, choice.Format(pl.choices), pl.parents
		if pl.bounds != nil {
			task.Bounds, task.Guide = choice.Format(pl.bounds), pl.guide
		}
	}
	data, _ := json.Marshal(task)
	cctx, cancel := context.WithTimeout(ctx, r.s.CaseTimeout)
	defer cancel()
	args := append(append([]string(nil), r.s.Child[1:]...), string(data))
	cmd := exec.CommandContext(cctx, r.s.Child[0], args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Env = append(os.Environ(), "GOTRACEBACK=all")
	detach(cmd)
	cmd.Cancel = func() error { return quit(cmd.Process) }
	cmd.WaitDelay = quitGrace
	err := cmd.Run()
	took := time.Since(start)
	if ctx.Err() != nil {
		return &Outcome{Index: index, canceled: true}
	}
	last := lastOutcome(stdout.Bytes())
	if errors.Is(cctx.Err(), context.DeadlineExceeded) {
		stack := goroutineStack(stderr.String(), 1)
		if stack == "" {
			stack = stderr.String()
		}
		return r.hung(index, last, stack, took)
	}
	if err == nil && last != nil && last.Stage == "done" {
		last.Nanos = took.Nanoseconds()
		last.end = time.Now()
		return last
	}
	return r.died(index, last, err, stderr.String(), took)
}

// died is the outcome of a child that exited without a complete outcome.
func (r runner) died(index int, gen *Outcome, err error, stderr string, took time.Duration) *Outcome {
	detail := stderr
	if len(detail) > maxDetail {
		detail = detail[:maxDetail]
	}
	return r.abandoned(index, gen, took, func(stage string) oracle.Finding {
		return oracle.Finding{Oracle: oracle.Crash, Property: "fatal", Pass: stage,
			Message: fatalMessage(stderr, err), Frames: topFrames(oracle.Frames(goroutineStack(stderr, -1))), Detail: detail}
	})
}

// topFrames keeps the innermost frames a signature uses.
func topFrames(fs []string) []string {
	if len(fs) > 3 {
		return fs[:3]
	}
	return fs
}

// fatalMessage is the line of a dead child's stderr that says why it died
// ("fatal error: stack overflow", "panic: ..."), else how it exited.
func fatalMessage(stderr string, err error) string {
	for _, l := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(l, "fatal error: ") || strings.HasPrefix(l, "panic: ") {
			return l
		}
	}
	if err == nil {
		return "the child exited without an outcome"
	}
	return "the child " + err.Error()
}

// lastOutcome is the last Outcome line a child printed, nil if none.
func lastOutcome(out []byte) *Outcome {
	var last *Outcome
	for _, line := range bytes.Split(out, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var o Outcome
		if json.Unmarshal(line, &o) == nil {
			last = &o
		}
	}
	return last
}
