package pypto

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/sut"
)

func open(t *testing.T, workers int) *Pool {
	t.Helper()
	p, err := Open(Config{Python: pyptotest.Python(t), Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func program(t *testing.T, name string) *sut.Request {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "outcomes", name))
	if err != nil {
		t.Fatal(err)
	}
	return &sut.Request{Program: string(b), Filename: name, Backend: "Ascend950"}
}

// The pinned PyPTO (e2d0f78ae) has 40 properties, no AccCompactValid, a
// 49-pass default pipeline from InlineFunctions to
// MaterializeValidShapeSymbols (python/pypto/ir/pass_manager.py:146-275),
// and of the later DSL names the model knows only pl.CompactMode.
func TestCapabilities(t *testing.T) {
	c := open(t, 1).Capabilities()
	if c.Version != "0.1.0" {
		t.Errorf("version %q, want 0.1.0", c.Version)
	}
	if len(c.Properties) != 40 || !c.HasProperty("NoRedundantBlocks") || c.HasProperty("AccCompactValid") {
		t.Errorf("properties %v: want 40 with NoRedundantBlocks and without AccCompactValid", c.Properties)
	}
	if len(c.Passes) != 49 || c.Passes[0] != "InlineFunctions" || c.Passes[48] != "MaterializeValidShapeSymbols" ||
		!c.HasPass("UnrollLoops") || c.HasPass("InsertSync") {
		t.Errorf("passes %v", c.Passes)
	}
	if c.Features["AccPhase"] || c.Features["SyncAllMode"] || !c.Features["CompactMode"] {
		t.Errorf("features %v: want pl.CompactMode only", c.Features)
	}
	if !contains(c.Ops, "tile.add") || !contains(c.Ops, "tile.matmul") {
		t.Errorf("ops %d: tile.add or tile.matmul missing", len(c.Ops))
	}
	if len(c.DSL["tile"]) < 100 {
		t.Errorf("pl.tile has %d functions", len(c.DSL["tile"]))
	}
}

func TestOutcomes(t *testing.T) {
	p := open(t, 1)
	for _, tc := range []struct {
		file               string
		accepted, compiled bool
		want               sut.Problem // Outcome "" means no problem
	}{
		{"ok.py", true, true, sut.Problem{}},
		{"parse_rejected.py", false, false, sut.Problem{Outcome: sut.Rejected, Pass: "parse",
			Exception: "InvalidOperationError",
			Message:   "pl.tile operation 'load': load() got an unexpected keyword argument 'bogus'"}},
		// UnrollLoops splices an empty unrolled body into the outer loop's
		// SeqStmts (src/ir/transforms/unroll_loops_pass.cpp) and the
		// NoRedundantBlocks verifier rejects its output.
		{"unroll_nested_seqstmts.py", true, false, sut.Problem{Outcome: sut.PropertyViolation, Pass: "UnrollLoops",
			Exception: "Error", Message: "SeqStmts contains nested SeqStmts"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			r, err := p.Compile(context.Background(), program(t, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if r.Accepted != tc.accepted || r.Compiled != tc.compiled {
				t.Errorf("accepted %v compiled %v, want %v %v", r.Accepted, r.Compiled, tc.accepted, tc.compiled)
			}
			if tc.want.Outcome == "" {
				if len(r.Problems) != 0 {
					t.Errorf("problems %+v", r.Problems)
				}
				return
			}
			if len(r.Problems) != 1 {
				t.Fatalf("problems %+v, want one", r.Problems)
			}
			got := r.Problems[0]
			if got.Outcome != tc.want.Outcome || got.Pass != tc.want.Pass || got.Exception != tc.want.Exception || got.Message != tc.want.Message {
				t.Errorf("problem %s | %s | %s | %q\nwant    %s | %s | %s | %q", got.Outcome, got.Pass, got.Exception, got.Message,
					tc.want.Outcome, tc.want.Pass, tc.want.Exception, tc.want.Message)
			}
			if tc.want.Outcome == sut.PropertyViolation && got.Property() != "NoRedundantBlocks" {
				t.Errorf("property %q, diagnostics %+v", got.Property(), got.Diagnostics)
			}
		})
	}
}

// Every check a request can ask for runs, and a program that passes them
// reports its phases' times.
func TestChecks(t *testing.T) {
	p := open(t, 1)
	req := program(t, "ok.py")
	req.Serialize, req.Twice, req.Codegen, req.Roundtrip, req.Dump, req.Output = true, true, true, true, true, true
	r, err := p.Compile(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Compiled || len(r.Problems) != 0 {
		t.Fatalf("compiled %v, problems %+v", r.Compiled, r.Problems)
	}
	if len(r.Stages) != 49 || r.Stages[0].Pass != "InlineFunctions" || !strings.Contains(r.Stages[48].Program, "@pl.program") {
		t.Errorf("%d stages", len(r.Stages))
	}
	if !strings.Contains(r.Output, "def kernel") {
		t.Errorf("output %q", r.Output)
	}
	for _, k := range []string{"parse", "passes", "serialize", "twice", "codegen"} {
		if r.Timings[k] <= 0 {
			t.Errorf("no %s time: %v", k, r.Timings)
		}
	}
	req = program(t, "ok.py")
	req.Passes = []string{"UnrollLoops", "ConvertToSSA"}
	req.Dump = true
	r, err = p.Compile(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Stages) != 2 || r.Stages[0].Pass != "UnrollLoops" || r.Stages[1].Pass != "ConvertToSSA" {
		t.Errorf("stages %+v", r.Stages)
	}
}

// A request that kills its worker, twice, is a crash, not the end: the
// next request gets a fresh worker.
func TestCrashRestarts(t *testing.T) {
	p := open(t, 1)
	p.rewire = func(m map[string]any) { m["op"] = "crash" }
	r, err := p.Compile(context.Background(), program(t, "ok.py"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Problems) != 1 || r.Problems[0].Outcome != sut.Crash || r.Problems[0].Message != "the PyPTO worker died: signal: killed" {
		t.Fatalf("problems %+v", r.Problems)
	}
	p.rewire = nil
	r, err = p.Compile(context.Background(), program(t, "ok.py"))
	if err != nil || !r.Compiled {
		t.Fatalf("after the crash: %v %+v", err, r)
	}
	if p.Restarts() != 2 { // the crash, and its retry's
		t.Errorf("restarts %d, want 2", p.Restarts())
	}
}

// A request past its deadline is a hang; the worker is killed and
// replaced.
func TestHang(t *testing.T) {
	p := open(t, 1)
	p.rewire = func(m map[string]any) { m["op"], m["seconds"] = "sleep", 60 }
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	start := time.Now()
	r, err := p.Compile(ctx, program(t, "ok.py"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Problems) != 1 || r.Problems[0].Outcome != sut.Hang || r.Problems[0].Message != "PyPTO did not answer before the case's deadline" {
		t.Fatalf("problems %+v", r.Problems)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Errorf("the hang took %s to detect", took)
	}
	p.rewire = nil
	if r, err = p.Compile(context.Background(), program(t, "ok.py")); err != nil || !r.Compiled {
		t.Fatalf("after the hang: %v %+v", err, r)
	}
}

// An interpreter without PyPTO, or none at all, is an ImportError that
// says how to install it.
func TestImportError(t *testing.T) {
	for _, py := range []string{filepath.Join(t.TempDir(), "no-python"), "python3"} {
		_, err := Open(Config{Python: py})
		var ie *ImportError
		if py == "python3" && err == nil {
			continue // this machine's python3 has PyPTO
		}
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), InstallHint) {
			t.Errorf("%s: %v", py, err)
		}
	}
}

func TestConcurrentWorkers(t *testing.T) {
	p := open(t, 2)
	errs := make(chan error, 4)
	for i := 0; i < 4; i++ {
		go func() {
			r, err := p.Compile(context.Background(), program(t, "ok.py"))
			if err == nil && !r.Compiled {
				err = errors.New("not compiled")
			}
			errs <- err
		}()
	}
	for i := 0; i < 4; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.started != 2 {
		t.Errorf("%d workers started, want 2", p.started)
	}
}

// A worker killed from outside in the middle of a request loses nothing:
// the request goes once more to a fresh worker, and its answer is the
// response.
func TestKilledWorkerRetried(t *testing.T) {
	p := open(t, 1)
	calls := 0
	p.rewire = func(m map[string]any) {
		calls++
		if calls == 1 {
			m["op"], m["seconds"] = "sleep", 60
			go func() {
				time.Sleep(500 * time.Millisecond)
				p.mu.Lock()
				defer p.mu.Unlock()
				for w := range p.busy {
					killGroup(w.cmd.Process)
				}
			}()
		}
	}
	r, err := p.Compile(context.Background(), program(t, "ok.py"))
	if err != nil {
		t.Fatal(err)
	}
	if !r.Compiled || len(r.Problems) != 0 || p.Restarts() != 1 {
		t.Errorf("compiled %v, problems %+v, restarts %d", r.Compiled, r.Problems, p.Restarts())
	}
}

// BenchmarkCompile measures one request's round trip through a worker and
// the protocol's share of it: the wall time beyond what PyPTO spent
// inside the driver.
func BenchmarkCompile(b *testing.B) {
	p, err := Open(Config{Python: pyptotest.Python(b)})
	if err != nil {
		b.Fatal(err)
	}
	defer func() {
		b.StopTimer() // a worker's exit is not a request's cost
		p.Close()
	}()
	src, err := os.ReadFile(filepath.Join("testdata", "outcomes", "ok.py"))
	if err != nil {
		b.Fatal(err)
	}
	req := &sut.Request{Program: string(src), Backend: "Ascend950", Serialize: true, Codegen: true}
	var own int64
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		r, err := p.Compile(context.Background(), req)
		if err != nil || !r.Compiled {
			b.Fatal(err, r)
		}
		own += r.Nanos
	}
	wall := time.Since(start).Nanoseconds()
	b.ReportMetric(float64(own)/float64(b.N)/1e6, "pypto-ms/op")
	b.ReportMetric(100*float64(wall-own)/float64(own), "protocol%")
}

// The request's planner reaches the real PyPTO: its PassManager, built
// under the planner, drops MemoryReuse under dsa_rp and MemoryReuse and
// AllocateMemoryAddr under ptoas (python/pypto/ir/pass_manager.py:335-343),
// and code generation runs under it.
func TestPlanner(t *testing.T) {
	p := open(t, 1)
	for _, tc := range []struct {
		planner string
		stages  int
		dropped []string
	}{
		{"", 49, nil},
		{"dsa_rp", 48, []string{"MemoryReuse"}},
		{"ptoas", 47, []string{"MemoryReuse", "AllocateMemoryAddr"}},
	} {
		req := program(t, "ok.py")
		req.Planner, req.Dump, req.Codegen = tc.planner, true, true
		r, err := p.Compile(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if !r.Compiled || len(r.Problems) != 0 || len(r.Stages) != tc.stages {
			t.Errorf("planner %q: compiled %v, %d stages, problems %+v", tc.planner, r.Compiled, len(r.Stages), r.Problems)
			continue
		}
		for _, s := range r.Stages {
			for _, d := range tc.dropped {
				if s.Pass == d {
					t.Errorf("planner %q runs %s", tc.planner, d)
				}
			}
		}
	}
}
