package corpus

import (
	"fmt"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/oracle"
)

// Check runs a case through the oracles and returns the signatures of its
// findings. It must not modify the entry. (The campaign's check is built
// on oracle.Check; tests use fakes.)
type Check func(e *Entry) ([]oracle.Signature, error)

// Outcome is the result of replaying one case.
type Outcome struct {
	Entry      *Entry
	Path       string
	Status     Status             // the case's status (StatusFixed after Update flipped it)
	Signature  oracle.Signature   // the recorded signature
	Got        []oracle.Signature // the check's signatures (nil when it failed)
	Reproduced bool               // Signature is among Got
	Err        error              // the check's error or panic; the case then fails
	Pass       bool
	Flipped    bool   // Update rewrote the case from open to fixed
	Message    string // what happened, for a human
}

// Expected says what the case's status requires of the replay: an open
// case's signature must reproduce, a fixed case's must not.
func (o *Outcome) Expected() string {
	if o.Status == StatusFixed {
		return "signature does not reproduce"
	}
	return "signature reproduces"
}

// Replay runs check on every entry, in order. An open case passes when its
// signature is among the check's signatures; a fixed case passes when it
// is not (other findings do not matter: they are other bugs). A check that
// returns an error or panics fails the case.
func Replay(entries []*Entry, check Check) []Outcome {
	out := make([]Outcome, 0, len(entries))
	for _, e := range entries {
		out = append(out, replayOne(e, check))
	}
	return out
}

// ReplayDir loads the corpus in dir (see Load) and replays it: what
// "irfuzz replay" prints, given a check.
func ReplayDir(dir string, check Check) ([]Outcome, []Problem, error) {
	entries, problems, err := Load(dir)
	if err != nil {
		return nil, nil, err
	}
	return Replay(entries, check), problems, nil
}

func replayOne(e *Entry, check Check) (o Outcome) {
	o = Outcome{Entry: e, Path: e.Path, Status: e.Status, Signature: e.Signature}
	got, err := runCheck(e, check)
	if err != nil {
		o.Err = err
		o.Message = err.Error()
		return o
	}
	o.Got = got
	o.Reproduced = slices.Contains(got, e.Signature)
	others := len(got)
	if o.Reproduced {
		others--
	}
	switch {
	case e.Status == StatusOpen && o.Reproduced:
		o.Pass = true
		o.Message = "open, signature still reproduces"
	case e.Status == StatusOpen:
		o.Message = fmt.Sprintf("open, but signature no longer reproduces (%s); if the bug is fixed, replay with -update to mark the case fixed", plural(others, "finding"))
	case o.Reproduced:
		o.Message = "regression: fixed signature reproduces again"
	default:
		o.Pass = true
		o.Message = "fixed, signature does not reproduce"
		if others > 0 {
			o.Message += fmt.Sprintf(" (%s of other signatures)", plural(others, "finding"))
		}
	}
	return o
}

// runCheck calls check, turning a panic into an error.
func runCheck(e *Entry, check Check) (got []oracle.Signature, err error) {
	defer func() {
		if r := recover(); r != nil {
			got, err = nil, fmt.Errorf("check panicked: %v\n%s", r, debug.Stack())
		}
	}()
	got, err = check(e)
	if err != nil {
		return nil, fmt.Errorf("check failed: %w", err)
	}
	return got, nil
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// Flip rewrites an open case whose signature no longer reproduces as
// fixed. It re-reads the file (so it keeps whatever a Store wrote since it
// was loaded), changes only the status and writes it back atomically; e's
// Status follows.
func Flip(e *Entry) error {
	cur, err := LoadFile(e.Path)
	if err != nil {
		return err
	}
	if cur.Signature != e.Signature {
		return &Problem{Path: e.Path, Msg: "signature changed on disk since the case was loaded"}
	}
	cur.Status = StatusFixed
	if err := WriteFile(e.Path, cur); err != nil {
		return err
	}
	e.Status = StatusFixed
	return nil
}

// Update flips every open case of outcomes whose check ran and no longer
// found its signature to fixed ("irfuzz replay -update"). Flipped outcomes
// are changed in place: Status fixed, Pass, Flipped and a new Message. It
// returns how many were flipped and the errors of those that could not be.
func Update(outcomes []Outcome) (int, error) {
	n := 0
	var errs []string
	for i := range outcomes {
		o := &outcomes[i]
		if o.Entry == nil || o.Status != StatusOpen || o.Err != nil || o.Reproduced {
			continue
		}
		if err := Flip(o.Entry); err != nil {
			errs = append(errs, err.Error())
			continue
		}
		n++
		o.Status, o.Pass, o.Flipped = StatusFixed, true, true
		o.Message = "marked fixed: signature no longer reproduces"
	}
	if len(errs) > 0 {
		return n, fmt.Errorf("corpus: update: %s", strings.Join(errs, "; "))
	}
	return n, nil
}

// Line renders an outcome as one line of plain text:
//
//	PASS open  corpus/1a2b3c4d5e6f.py: open, signature still reproduces
//	FAIL fixed corpus/0f0e0d0c0b0a.py: regression: fixed signature reproduces again [contract | SSAForm | ...]
//
// Failing lines end with the recorded signature in brackets; only the
// first line of a check error is shown.
func Line(o Outcome) string {
	verdict := "FAIL"
	if o.Pass {
		verdict = "PASS"
	}
	msg, _, _ := strings.Cut(o.Message, "\n")
	line := fmt.Sprintf("%s %-5s %s: %s", verdict, o.Status, o.Path, msg)
	if !o.Pass {
		line += " [" + string(o.Signature) + "]"
	}
	return line
}

// Summary is the last line of a replay: how many cases passed and failed
// and how many files could not be used.
func Summary(outcomes []Outcome, problems []Problem) string {
	pass := 0
	for _, o := range outcomes {
		if o.Pass {
			pass++
		}
	}
	return fmt.Sprintf("%s: %d passed, %d failed; %s", plural(len(outcomes), "case"), pass, len(outcomes)-pass, plural(len(problems), "unusable file"))
}
