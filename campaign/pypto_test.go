package campaign

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sourcegraph/conc/iter"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// A campaign on both systems runs every case on each, and accounts for
// both in its summary; the same seed gives the same findings.
func TestBothSystems(t *testing.T) {
	py := pyptotest.Python(t)
	run := func() *Report {
		rep, err := Run(context.Background(), Config{N: 24, Seed: 1, Workers: 2, Backend: "950",
			SUT: sut.Selection{Model: true, PyPTO: true}, Python: py})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	rep := run()
	s := rep.Summary
	if s.SUT != "both" || len(s.Systems) != 2 || s.Systems[0].System != sut.Model || s.Systems[1].System != sut.PyPTO {
		t.Fatalf("systems %+v", s.Systems)
	}
	for _, st := range s.Systems {
		if st.Cases != 24 {
			t.Errorf("%s ran %d cases, want 24", st.System, st.Cases)
		}
		n := 0
		for _, c := range st.Outcomes {
			n += c
		}
		if n < st.Cases || st.MillisPerCase <= 0 || st.Parsed < st.Accepted || st.Accepted < st.Compiled || st.Parsed == 0 {
			t.Errorf("%s: outcomes %v for %d cases (%d parsed, %d accepted, %d compiled), %.1f ms/case", st.System, st.Outcomes,
				st.Cases, st.Parsed, st.Accepted, st.Compiled, st.MillisPerCase)
		}
	}
	// The model's .pto and PyPTO's are compared on most compiled kernels,
	// and agree on some.
	if n := s.PTODiff["agree"]; n == 0 || n+s.PTODiff["differ"] > s.Systems[1].Compiled {
		t.Errorf("PTO differential %v for %d kernels PyPTO compiled", s.PTODiff, s.Systems[1].Compiled)
	}
	again := run()
	if sigs(rep.Findings) != sigs(again.Findings) {
		t.Errorf("two runs of one seed differ:\n%s\n---\n%s", sigs(rep.Findings), sigs(again.Findings))
	}
}

// processAge is how long process pid has run (Linux /proc), 0 if unknown.
func processAge(pid int) time.Duration {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	up, err2 := os.ReadFile("/proc/uptime")
	if err != nil || err2 != nil {
		return 0
	}
	// Fields after the command's closing parenthesis; starttime is the
	// 22nd field of the line, in clock ticks (100 a second on Linux).
	rest := string(stat[strings.LastIndexByte(string(stat), ')')+2:])
	f := strings.Fields(rest)
	if len(f) < 20 {
		return 0
	}
	ticks, err := strconv.ParseFloat(f[19], 64)
	uptime, err2 := strconv.ParseFloat(strings.Fields(string(up))[0], 64)
	if err != nil || err2 != nil {
		return 0
	}
	return time.Duration((uptime - ticks/100) * float64(time.Second))
}

// minus is the lines of a that are not lines of b.
func minus(a, b string) string {
	in := map[string]bool{}
	for _, l := range strings.Split(b, "\n") {
		in[l] = true
	}
	var out []string
	for _, l := range strings.Split(a, "\n") {
		if !in[l] {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func sigs(fs []results.Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Signature)
	}
	slices.Sort(out)
	return strings.Join(out, "\n")
}

// Killing PyPTO's workers (kill -9) in the middle of a campaign loses no
// case and no finding: a killed request goes once more to a fresh
// worker, so the campaign reports what an undisturbed one does.
func TestKilledWorkersLoseNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("a minute of real-PyPTO campaigns")
	}
	py := pyptotest.Python(t)
	if _, err := exec.LookPath("pgrep"); err != nil {
		t.Skip("no pgrep")
	}
	const n = 240
	// A generous case deadline: on a loaded machine a slow case would be a
	// hang in one run and not in the other, which says nothing of the kills.
	cfg := Config{N: n, Seed: 3, Workers: 2, Backend: "950", SUT: sut.Selection{PyPTO: true}, Python: py, CaseTimeout: 5 * time.Minute}
	calm, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Once both workers (this test binary's own: the driver's docstring is
	// in their command line) have run for 6 s, kill -9 both, once: every
	// worker that dies is one the campaign started, never a retry's fresh
	// worker, however long a retried case takes on a loaded machine (a
	// second death would be a crash, rightly). pgrep, then kill: a pkill
	// also kills what starts while it scans.
	killed, last := 0, time.Now()
	cfg.stop = func(o *Outcome) bool {
		if killed > 0 || time.Since(last) < 250*time.Millisecond {
			return false
		}
		last = time.Now()
		out, _ := exec.Command("pgrep", "-P", strconv.Itoa(os.Getpid()), "-f", "irfuzz's worker for the real PyPTO").Output()
		var old []int
		for _, f := range strings.Fields(string(out)) {
			if pid, err := strconv.Atoi(f); err == nil && processAge(pid) >= 6*time.Second {
				old = append(old, pid)
			}
		}
		if len(old) < cfg.Workers {
			return false
		}
		for _, pid := range old {
			if syscall.Kill(pid, syscall.SIGKILL) == nil {
				killed++
			}
		}
		return false
	}
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if killed < 2 {
		t.Fatalf("%d workers killed, want at least 2", killed)
	}
	t.Logf("%d workers killed", killed)
	if rep.Summary.Cases != n || rep.Summary.Systems[0].Cases != n {
		t.Errorf("%d cases committed, %+v; want %d", rep.Summary.Cases, rep.Summary.Systems, n)
	}
	if a, b := sigs(rep.Findings), sigs(calm.Findings); a != b {
		t.Errorf("only with kills:\n%s\nonly without:\n%s", minus(a, b), minus(b, a))
	}
}

// A campaign says which of its profiles' properties the installed PyPTO
// has no verifier for.
func TestCapabilityNotes(t *testing.T) {
	py := pyptotest.Python(t)
	rep, err := Run(context.Background(), Config{N: 2, Seed: 1, Workers: 1, Backend: "950", Profiles: []string{"AccCompactValid", "NoRedundantBlocks"},
		SUT: sut.Selection{Model: true, PyPTO: true}, Python: py})
	if err != nil {
		t.Fatal(err)
	}
	want := "profile AccCompactValid: PyPTO 0.1.0 has no AccCompactValid property; only the model checks it"
	if len(rep.Warnings) == 0 || rep.Warnings[0] != want {
		t.Errorf("warnings %q, want first %q", rep.Warnings, want)
	}
	for _, w := range rep.Warnings {
		if strings.Contains(w, "NoRedundantBlocks") || strings.Contains(w, "does not register") {
			t.Errorf("warning %q: PyPTO has NoRedundantBlocks and every op", w)
		}
	}
}

// On the real PyPTO every case is one its code generation takes (the
// model's PTOCodegen check), drawn again when it is not; on the model
// alone the generator's kernels are used as drawn, some of which the
// check refuses.
func TestCodegenCleanCases(t *testing.T) {
	s, err := resolve(Config{N: 1, Seed: 1, Backend: "950"})
	if err != nil {
		t.Fatal(err)
	}
	model := runner{s}
	refused := 0
	for i := 0; i < 200; i++ {
		c, pl := model.caseOf(i)
		seed := pl.seed
		if seed != CaseSeed(1, i) {
			t.Fatalf("case %d: seed %d, want CaseSeed", i, seed)
		}
		if !codegenTakes(c.Prog, s.backend) {
			refused++
		}
	}
	if refused == 0 {
		t.Fatal("no model case is refused by PTOCodegen: the test shows nothing")
	}
	py := pyptotest.Python(t)
	ps, err := resolve(Config{N: 1, Seed: 1, Backend: "950", SUT: sut.Selection{PyPTO: true}, Python: py})
	if err != nil {
		t.Fatal(err)
	}
	defer ps.close()
	onPyPTO := runner{ps}
	redrawn := 0
	for i := 0; i < 200; i++ {
		c, pl := onPyPTO.caseOf(i)
		seed := pl.seed
		if !codegenTakes(c.Prog, ps.backend) {
			t.Errorf("case %d (seed %d): PTOCodegen refuses it", i, seed)
		}
		if seed != CaseSeed(1, i) {
			redrawn++
		}
	}
	if redrawn < refused {
		t.Errorf("%d cases redrawn, want at least the %d the model run refuses", redrawn, refused)
	}
	t.Logf("model: %d of 200 refused; pypto: %d redrawn", refused, redrawn)
}

// TestPinnedKernelsParse: the shared PyPTO's parser takes every kernel
// the generator writes in the pinned dialect: 500 kernels, the
// pinned-dialect profiles in turn (seeds 0-499), each for the 950 as a
// campaign builds it, printed as the corpus stores it. A kernel PyPTO's
// parser rejects is named with PyPTO's message.
func TestPinnedKernelsParse(t *testing.T) {
	pool, err := pypto.Open(pypto.Config{Python: pyptotest.Python(t), Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	b, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	var pinned []*gen.Policy
	for _, name := range gen.Profiles() {
		if p := gen.Profile(name); p.Dialect == gen.Pinned {
			pinned = append(pinned, p.WithTarget(b))
		}
	}
	if len(pinned) < 30 {
		t.Fatalf("%d pinned-dialect profiles", len(pinned))
	}
	const n = 500
	rejected := make([]string, n)
	iter.ForEachIdx(make([]struct{}, n), func(i int, _ *struct{}) {
		p := pinned[i%len(pinned)]
		c := gen.FromSeed(p, int64(i))
		r, err := pool.Compile(context.Background(), &sut.Request{Program: ir.Print(pipeline.Explicit(c.Prog, b)), Filename: "kernel.py", Backend: "Ascend950"})
		switch {
		case err != nil:
			rejected[i] = fmt.Sprintf("%s seed %d: %v", p.Name, i, err)
		case !r.Accepted:
			msg := "no problem reported"
			if pr := r.Rejection(); pr != nil {
				msg = pr.Pass + ": " + pr.Message
			}
			rejected[i] = fmt.Sprintf("%s seed %d: %s", p.Name, i, msg)
		}
	})
	bad := 0
	for _, s := range rejected {
		if s != "" {
			bad++
			if bad <= 10 {
				t.Errorf("PyPTO's parser rejects %s", s)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d pinned-dialect kernels rejected by the shared PyPTO's parser", bad, n)
	}
}

// TestUserProgramsOnPyPTO: the shared PyPTO's parser takes every user
// program (profile Program, seeds 1-100, built for the 950 as a campaign
// builds it), and its default pipeline runs most of them to the end; the
// rest stop at the pinned PyPTO's own bugs (docs/findings.md, "Tensor-level
// user programs"), logged by pass.
func TestUserProgramsOnPyPTO(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles 100 programs on the real PyPTO")
	}
	pool, err := pypto.Open(pypto.Config{Python: pyptotest.Python(t), Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	b, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	p := gen.Profile(gen.UserProgramProfile).WithTarget(b)
	const n = 100
	type outcome struct {
		rejected, stopped string
		compiled          bool
	}
	outs := make([]outcome, n)
	iter.ForEachIdx(outs, func(i int, o *outcome) {
		c := gen.FromSeed(p, int64(i+1))
		r, err := pool.Compile(context.Background(), &sut.Request{Program: ir.Print(pipeline.Explicit(c.Prog, b)), Filename: "program.py", Backend: "Ascend950"})
		switch {
		case err != nil:
			o.rejected = fmt.Sprintf("seed %d: %v", i+1, err)
		case !r.Accepted:
			o.rejected = fmt.Sprintf("seed %d: %+v", i+1, r.Problems)
		case r.Compiled:
			o.compiled = true
		default:
			if pr := r.Rejection(); pr != nil {
				o.stopped = pr.Pass
			} else if len(r.Problems) > 0 {
				o.stopped = r.Problems[0].Pass
			}
		}
	})
	compiled := 0
	stops := map[string]int{}
	for _, o := range outs {
		if o.rejected != "" {
			t.Errorf("PyPTO's parser rejects %s", o.rejected)
		}
		if o.compiled {
			compiled++
		} else if o.rejected == "" {
			stops[o.stopped]++
		}
	}
	t.Logf("%d of %d user programs compile on the real PyPTO; the others stop at %v", compiled, n, stops)
	if compiled < 70 {
		t.Errorf("%d of %d user programs compile on the real PyPTO, want at least 70", compiled, n)
	}
}
