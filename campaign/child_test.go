package campaign

import (
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/oracle"
)

// The child is this test binary (see TestMain).
func testChild(t *testing.T) []string { return testChildB(t) }

func testChildB(tb testing.TB) []string {
	tb.Helper()
	exe, err := os.Executable()
	if err != nil {
		tb.Fatal(err)
	}
	return []string{exe, ChildFlag}
}

// TestIsolateMatchesInProcess: a case finds the same in a child process
// as in process (16 cases: since the block loops the first 12 find
// nothing).
func TestIsolateMatchesInProcess(t *testing.T) {
	n := 16
	in := runCampaign(t, Config{Profiles: testProfiles, N: n, Workers: 2, Backend: "950", check: synthetic(oracle.Check)})
	iso := runCampaign(t, Config{Profiles: testProfiles, N: n, Workers: 2, Backend: "950", Isolate: true, Child: testChild(t)})
	c1, f1, k1 := untimed(in)
	c2, f2, k2 := untimed(iso)
	if len(f1) == 0 {
		t.Fatalf("no findings in %d cases: the test shows nothing", n)
	}
	if !reflect.DeepEqual(c1, c2) || !reflect.DeepEqual(f1, f2) || !reflect.DeepEqual(k1, k2) {
		t.Errorf("isolated campaign differs:\nin process: %+v\n%+v\nisolated:   %+v\n%+v", c1, f1, c2, f2)
	}
}

func TestIsolateHang(t *testing.T) {
	t.Setenv("IRFUZZ_TEST_HANG", "1")
	o := runCampaign(t, Config{Profiles: []string{"Default"}, N: 3, Workers: 2, Backend: "950", Oracles: oracle.Set{oracle.Validity: true},
		Isolate: true, Child: testChild(t), CaseTimeout: 3 * time.Second})
	if len(o.cases) != 3 {
		t.Fatalf("%d case records, want 3", len(o.cases))
	}
	var hang *struct{ ID, Message, Pass string }
	for _, f := range o.rep.Findings {
		if f.Oracle == Hang {
			hang = &struct{ ID, Message, Pass string }{f.ID, f.Message, f.Pass}
			if f.FirstCase != 1 || f.Count != 1 || f.CorpusFile == "" {
				t.Errorf("hang finding %+v (warnings %v)", f, o.rep.Warnings)
			}
		}
	}
	if hang == nil || hang.Message != "the case did not finish within 3s" || hang.Pass != "check" {
		t.Fatalf("findings %+v, want a hang in case 1's check", o.rep.Findings)
	}
	if ns := o.cases[1].Nanos; ns < int64(3*time.Second) || ns > int64(3*time.Second+quitGrace+5*time.Second) {
		t.Errorf("the hung case took %v", time.Duration(ns))
	}
}

func TestIsolateFatal(t *testing.T) {
	t.Setenv("IRFUZZ_TEST_FATAL", "2")
	o := runCampaign(t, Config{Profiles: []string{"Default"}, N: 4, Workers: 2, Backend: "950", Oracles: oracle.Set{oracle.Validity: true},
		Isolate: true, Child: testChild(t)})
	if len(o.cases) != 4 {
		t.Fatalf("%d case records, want 4: the campaign did not go on", len(o.cases))
	}
	var found bool
	for _, f := range o.rep.Findings {
		if f.Oracle == oracle.Crash && f.Property == "fatal" {
			found = true
			if f.FirstCase != 2 || f.Message != "fatal error: stack overflow" || f.Pass != "check" {
				t.Errorf("fatal finding %+v", f)
			}
			if !strings.Contains(f.Signature, "fatal error: stack overflow") {
				t.Errorf("signature %q", f.Signature)
			}
		}
	}
	if !found {
		t.Fatalf("findings %+v, want a fatal crash in case 2", o.rep.Findings)
	}
}

func TestChildBadTask(t *testing.T) {
	for task, want := range map[string]string{
		`{`:                                  "irfuzz -run-case: bad task: unexpected EOF",
		`{"seed":1,"index":0,"profile":"X"}`: `irfuzz -run-case: campaign: gen: no profile "X"`,
		`{"seed":1,"index":-1,"profile":"Default"}`:                       "irfuzz -run-case: negative case index -1",
		`{"seed":1,"index":0,"profile":"Default","oracles":"nope"}`:       `irfuzz -run-case: unknown oracle "nope"`,
		`{"seed":1,"index":0,"profile":"Default","frobnicate":true}`:      `irfuzz -run-case: bad task: json: unknown field "frobnicate"`,
		`{"seed":1,"index":0,"profile":"Default","backend":"nosuchchip"}`: `irfuzz -run-case: campaign: unknown backend "nosuchchip"`,
	} {
		var out, errOut strings.Builder
		if code := ChildMain(task, &out, &errOut); code != 2 || !strings.HasPrefix(errOut.String(), want) || out.Len() != 0 {
			t.Errorf("task %s: code %d, stderr %q; want 2 and %q", task, code, errOut.String(), want)
		}
	}
}

func TestFatalMessage(t *testing.T) {
	stderr := "runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow\n\ngoroutine 1 [running]:\n"
	if got := fatalMessage(stderr, nil); got != "fatal error: stack overflow" {
		t.Errorf("fatalMessage = %q", got)
	}
	if got := fatalMessage("", &os.PathError{Op: "fork/exec", Path: "x", Err: os.ErrNotExist}); got != "the child fork/exec x: file does not exist" {
		t.Errorf("fatalMessage = %q", got)
	}
}
