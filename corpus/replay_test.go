package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/oracle"
)

// copyTestdata copies the two good testdata cases into a fresh directory.
func copyTestdata(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, p := range []string{openFile, fixedFile} {
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(p)), []byte(readFile(t, p)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// checkFinding is a fake check: each case "produces" the signatures listed
// for its file name.
func checkFinding(found map[string][]oracle.Signature) Check {
	return func(e *Entry) ([]oracle.Signature, error) {
		if e.Prog == nil {
			return nil, errors.New("no program")
		}
		return found[filepath.Base(e.Path)], nil
	}
}

func TestReplaySemantics(t *testing.T) {
	entries, _, err := Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	open, fixed := entries[0], entries[1]
	other := oracle.Signature("crash |  |  | other |  | ")
	for _, c := range []struct {
		name  string
		found map[string][]oracle.Signature
		want  []string // Line of each outcome
		pass  []bool
	}{
		{
			name:  "both as expected",
			found: map[string][]oracle.Signature{"1d4615cfafee.py": {other, open.Signature}, "6810c580adf7.py": {other}},
			want: []string{
				"PASS open  testdata/1d4615cfafee.py: open, signature still reproduces",
				"PASS fixed testdata/6810c580adf7.py: fixed, signature does not reproduce (1 finding of other signatures)",
			},
			pass: []bool{true, true},
		},
		{
			name:  "open gone, fixed back",
			found: map[string][]oracle.Signature{"1d4615cfafee.py": {other, other}, "6810c580adf7.py": {fixed.Signature}},
			want: []string{
				"FAIL open  testdata/1d4615cfafee.py: open, but signature no longer reproduces (2 findings); if the bug is fixed, replay with -update to mark the case fixed [" + string(open.Signature) + "]",
				"FAIL fixed testdata/6810c580adf7.py: regression: fixed signature reproduces again [" + string(fixed.Signature) + "]",
			},
			pass: []bool{false, false},
		},
		{
			name:  "nothing found",
			found: nil,
			want: []string{
				"FAIL open  testdata/1d4615cfafee.py: open, but signature no longer reproduces (0 findings); if the bug is fixed, replay with -update to mark the case fixed [" + string(open.Signature) + "]",
				"PASS fixed testdata/6810c580adf7.py: fixed, signature does not reproduce",
			},
			pass: []bool{false, true},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			outs := Replay(entries, checkFinding(c.found))
			var lines []string
			for i, o := range outs {
				lines = append(lines, Line(o))
				if o.Pass != c.pass[i] || o.Entry != entries[i] || o.Path != entries[i].Path || o.Status != entries[i].Status ||
					o.Signature != entries[i].Signature || !reflect.DeepEqual(o.Got, c.found[filepath.Base(o.Path)]) || o.Err != nil {
					t.Errorf("outcome %d = %+v", i, o)
				}
			}
			if !reflect.DeepEqual(lines, c.want) {
				t.Errorf("lines:\n got %q\nwant %q", lines, c.want)
			}
		})
	}
	if o := (Outcome{Status: StatusOpen}); o.Expected() != "signature reproduces" {
		t.Errorf("open Expected = %q", o.Expected())
	}
	if o := (Outcome{Status: StatusFixed}); o.Expected() != "signature does not reproduce" {
		t.Errorf("fixed Expected = %q", o.Expected())
	}
}

func TestReplayCheckErrorsAndPanics(t *testing.T) {
	entries, _, err := Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	outs := Replay(entries, func(e *Entry) ([]oracle.Signature, error) {
		if e.Status == StatusOpen {
			return []oracle.Signature{e.Signature}, errors.New("simulator timed out\nmore detail")
		}
		var m map[string]int
		m["x"] = 1 // panics: the fixed case must still fail cleanly
		return nil, nil
	})
	if o := outs[0]; o.Pass || o.Got != nil || o.Err == nil ||
		Line(o) != "FAIL open  testdata/1d4615cfafee.py: check failed: simulator timed out ["+string(o.Signature)+"]" {
		t.Errorf("error outcome: %+v\n%s", o, Line(o))
	}
	o := outs[1]
	if o.Pass || o.Err == nil || !strings.HasPrefix(o.Message, "check panicked: assignment to entry in nil map\n") ||
		Line(o) != "FAIL fixed testdata/6810c580adf7.py: check panicked: assignment to entry in nil map ["+string(o.Signature)+"]" {
		t.Errorf("panic outcome: %+v\n%s", o, Line(o))
	}
	// Errors are never flipped by Update.
	if n, err := Update(outs); n != 0 || err != nil {
		t.Errorf("Update of failed checks: %d, %v", n, err)
	}
}

func TestReplayDirAndUpdate(t *testing.T) {
	dir := copyTestdata(t)
	openPath := filepath.Join(dir, "1d4615cfafee.py")
	before := readFile(t, openPath)
	if err := os.WriteFile(filepath.Join(dir, "junk.py"), []byte("junk"), 0o644); err != nil {
		t.Fatal(err)
	}
	none := checkFinding(nil)
	outs, problems, err := ReplayDir(dir, none)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Summary(outs, problems), "2 cases: 1 passed, 1 failed; 1 unusable file"; got != want {
		t.Fatalf("Summary = %q, want %q", got, want)
	}
	if len(problems) != 1 || problems[0].Error() != filepath.Join(dir, "junk.py")+`:1: not an irfuzz corpus file: the first line must be "# irfuzz corpus v1"` {
		t.Fatalf("problems %v", problems)
	}

	n, err := Update(outs)
	if err != nil || n != 1 {
		t.Fatalf("Update = %d, %v", n, err)
	}
	o := outs[0]
	if !o.Pass || !o.Flipped || o.Status != StatusFixed || o.Entry.Status != StatusFixed ||
		Line(o) != "PASS fixed "+openPath+": marked fixed: signature no longer reproduces" {
		t.Fatalf("flipped outcome %+v\n%s", o, Line(o))
	}
	if outs[1].Flipped || !outs[1].Pass {
		t.Fatalf("fixed case touched by Update: %+v", outs[1])
	}
	// Only the status line changed.
	if got, want := readFile(t, openPath), strings.Replace(before, "# status: open\n", "# status: fixed\n", 1); got != want {
		t.Fatalf("after Update:\n%s\nwant:\n%s", got, want)
	}
	outs, problems, err = ReplayDir(dir, none)
	if err != nil || Summary(outs, problems) != "2 cases: 2 passed, 0 failed; 1 unusable file" {
		t.Fatalf("replay after Update: %v %s", err, Summary(outs, problems))
	}
	if _, _, err := ReplayDir(filepath.Join(dir, "absent"), none); err == nil {
		t.Fatal("ReplayDir of a missing directory did not fail")
	}
}

func TestFlipErrors(t *testing.T) {
	dir := copyTestdata(t)
	e, err := LoadFile(filepath.Join(dir, "1d4615cfafee.py"))
	if err != nil {
		t.Fatal(err)
	}
	changed := *e
	changed.Signature = "someone else"
	if err := Flip(&changed); err == nil || err.Error() != e.Path+": signature changed on disk since the case was loaded" {
		t.Fatalf("Flip with a stale signature: %v", err)
	}
	if err := os.Remove(e.Path); err != nil {
		t.Fatal(err)
	}
	if err := Flip(e); err == nil || err.Error() != e.Path+": open: no such file or directory" {
		t.Fatalf("Flip of a removed file: %v", err)
	}
	if e.Status != StatusOpen {
		t.Fatal("failed Flip changed the entry's status")
	}
	outs := []Outcome{{Entry: e, Path: e.Path, Status: StatusOpen, Signature: e.Signature}}
	if n, err := Update(outs); n != 0 || err == nil || err.Error() != "corpus: update: "+e.Path+": open: no such file or directory" || outs[0].Flipped {
		t.Fatalf("Update of a removed file: %d %v", n, err)
	}
}
