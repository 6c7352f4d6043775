// Package sut is the system-under-test interface: what a case asks of a
// compiler (Request) and what the compiler answers (Response). The real
// PyPTO (package sut/pypto) and irfuzz's Go model of it (package
// sut/model) implement it; package oracle, which compares the two, runs
// the model directly too, for the checks only the model has (contracts,
// purity, the simulator).
//
// A Response says whether the program was accepted (parsed) and compiled
// (the pipeline ran to its end), and lists every Problem the compiler
// showed, each of one Outcome class. The classes are told apart exactly:
// a rejected input is the compiler's verdict that the program is invalid
// for it, every other class is a compiler bug (or, for Crash and Hang, a
// bug of the compiler's process).
//
// Not here: turning problems into findings (package oracle), running
// cases (package campaign).
package sut

import (
	"context"
	"sort"
	"strings"
	"time"
)

// Outcome is the class of a compile's problem. The spellings are also
// those of the real PyPTO's driver (pypto/driver.py).
type Outcome string

// The outcome classes.
const (
	// Rejected: the program is invalid for this compiler: a parse error
	// (ParserSyntaxError, ParserTypeError, InvalidOperationError; not one
	// wrapping a KeyError or the like raised in PyPTO's own code), a
	// ValueError from a user-facing CHECK ("Check failed: ..."; not an
	// UNREACHABLE), or an input that fails the pipeline's input
	// verification. Not a compiler bug by itself.
	Rejected Outcome = "rejected"
	// InternalError: an INTERNAL_CHECK failed (pypto.InternalError): a
	// compiler bug by the compiler's own definition.
	InternalError Outcome = "internal-error"
	// PassError: any other exception inside a pass (or the parser).
	PassError Outcome = "pass-error"
	// PropertyViolation: the verifier, run after a pass, found that the
	// pass broke a property it must produce or keep.
	PropertyViolation Outcome = "property-violation"
	// Roundtrip: a pass's output does not survive print, parse and
	// structural equality.
	Roundtrip Outcome = "roundtrip"
	// Serialize: a program does not survive serialize, deserialize and
	// structural equality.
	Serialize Outcome = "serialize"
	// Nondeterminism: compiling one program twice in one process printed
	// two different programs.
	Nondeterminism Outcome = "nondeterminism"
	// Codegen: code generation (PTO, without ptoas) failed on the
	// pipeline's output (see Problem.Refused).
	Codegen Outcome = "codegen"
	// Crash: the compiler's process died (a signal, an abort) twice, the
	// request having gone once more to a fresh process; Hang: it did not
	// answer within the request's deadline. Either way it is replaced and
	// the campaign goes on.
	Crash Outcome = "crash"
	Hang  Outcome = "hang"
)

// Outcomes lists every class, rejected first.
func Outcomes() []Outcome {
	return []Outcome{Rejected, InternalError, PassError, PropertyViolation, Roundtrip, Serialize,
		Nondeterminism, Codegen, Crash, Hang}
}

// Bug reports whether the class is a compiler bug (every class but
// Rejected).
func (o Outcome) Bug() bool { return o != Rejected }

// Request is one program to compile.
type Request struct {
	// Program is the PyPTO text; Filename names it in diagnostics.
	Program  string
	Filename string
	// Backend is "Ascend950" or "Ascend910B" ("" is Ascend950).
	Backend string
	// Passes are the default pipeline's passes to run, in its order; nil
	// runs the whole default pipeline.
	Passes []string
	// Planner is the memory planner PassContext carries ("pypto",
	// "dsa_rp", "ptoas"; "" is pypto): it picks the pipeline's passes and
	// the planner-gated behaviour in them (pipeline.Planner).
	Planner string
	// NoVerify turns off verification after every pass (on by default).
	NoVerify bool
	// Roundtrip checks print, parse and structural equality after every
	// pass; Serialize checks serialize/deserialize of the input and the
	// output; Twice compiles a second time and compares; Codegen generates
	// PTO code from the output.
	Roundtrip, Serialize, Twice, Codegen bool
	// PTO asks for the files code generation wrote (Response.PTO); it
	// implies Codegen.
	PTO bool
	// Dump asks for the program printed after each pass (Response.Stages);
	// Output for the final program (Response.Output).
	Dump, Output bool
	// Timeout bounds the compiler's answer, from when it starts on the
	// request (0: the implementation's default).
	Timeout time.Duration
}

// Diagnostic is one of the compiler verifier's diagnostics.
type Diagnostic struct {
	Property string `json:"property"`
	Rule     string `json:"rule"`
	Code     int    `json:"code"`
	Severity string `json:"severity"` // "Error", "Warning", "PerfHint"
	Message  string `json:"message"`
	Location string `json:"location"` // file:line:col, "" when unknown
}

// Problem is one thing that went wrong in a compile.
type Problem struct {
	Outcome Outcome `json:"outcome"`
	// Pass is where: a pass name, "parse", "pipeline_input" (the input's
	// verification), "input"/"output" (serialization), "codegen".
	Pass string `json:"pass"`
	// Exception is the exception's class ("InternalError", "ValueError").
	Exception string `json:"exception"`
	// Message is the first line of what the compiler said: for a property
	// violation, the first error diagnostic's message.
	Message     string       `json:"message"`
	Diagnostics []Diagnostic `json:"diagnostics,omitempty"`
	// Detail is the rest (the whole report, a stack, stderr's tail).
	Detail string `json:"detail,omitempty"`
	// Refused marks a Codegen problem that is a refusal by user-facing
	// checks (ValueErrors, every failed function's): the program may be
	// one code generation does not take, or a pass may have made code it
	// cannot take. Only the model can tell (oracle).
	Refused bool `json:"refused,omitempty"`
}

// Property is the property the problem is about: the first error
// diagnostic's property, else "".
func (p *Problem) Property() string {
	for _, d := range p.Diagnostics {
		if d.Severity == "Error" {
			return d.Property
		}
	}
	return ""
}

// Stage is the program after one pass.
type Stage struct {
	Pass    string `json:"pass"`
	Program string `json:"program"`
}

// File is one file a compiler wrote.
type File struct {
	Path string `json:"path"`
	Text string `json:"text"`
}

// Response is what the compiler answered.
type Response struct {
	// Accepted: the program parsed; Compiled: the pipeline ran to its end.
	Accepted bool      `json:"accepted"`
	Compiled bool      `json:"compiled"`
	Problems []Problem `json:"problems"`
	// Output is the compiled program's text (when Request.Output).
	Output string `json:"output"`
	// Stages are the programs after each pass (when Request.Dump).
	Stages []Stage `json:"stages"`
	// PTO are the files code generation wrote, by path relative to its
	// output directory, sorted (when Request.PTO and codegen succeeded).
	PTO []File `json:"pto,omitempty"`
	// Timings are nanoseconds by phase ("parse", "passes", "print",
	// "serialize", "twice", "codegen") inside the compiler.
	Timings map[string]int64 `json:"timings"`
	// Nanos is the compiler's whole time for the request, as it measured it.
	Nanos int64 `json:"ns"`
	// Retried says the compiler's process died on the request and a fresh
	// one answered it (a worker killed from outside, or a flaky crash).
	Retried bool `json:"retried,omitempty"`
}

// Rejection is the response's Rejected problem, nil if there is none.
func (r *Response) Rejection() *Problem {
	for i := range r.Problems {
		if r.Problems[i].Outcome == Rejected {
			return &r.Problems[i]
		}
	}
	return nil
}

// Bugs are the problems of a class that is a compiler bug.
func (r *Response) Bugs() []Problem {
	var out []Problem
	for _, p := range r.Problems {
		if p.Outcome.Bug() {
			out = append(out, p)
		}
	}
	return out
}

// Classes are the outcome classes of the response, "ok" when it compiled
// with no problem, sorted.
func (r *Response) Classes() []string {
	seen := map[string]bool{}
	for _, p := range r.Problems {
		seen[string(p.Outcome)] = true
	}
	if len(seen) == 0 && r.Compiled {
		seen["ok"] = true
	}
	out := make([]string, 0, len(seen))
	for c := range seen {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// SUT is a system under test: a compiler that answers Requests. It is
// safe for concurrent use. An error from Compile is the harness's, not the
// compiler's (the compiler could not be started at all); whatever the
// compiler does, crash and hang included, is in the Response.
type SUT interface {
	Name() string
	Compile(ctx context.Context, req *Request) (*Response, error)
	Close() error
}

// Names of the systems, as -sut spells them.
const (
	Model = "model"
	PyPTO = "pypto"
)

// Selection is which systems a campaign runs a case on.
type Selection struct{ Model, PyPTO bool }

// ParseSelection reads -sut: "model", "pypto" or "both".
func ParseSelection(s string) (Selection, error) {
	switch strings.TrimSpace(s) {
	case "", Model:
		return Selection{Model: true}, nil
	case PyPTO:
		return Selection{PyPTO: true}, nil
	case "both":
		return Selection{Model: true, PyPTO: true}, nil
	}
	return Selection{}, &SelectionError{s}
}

// SelectionError is a -sut value that names no selection.
type SelectionError struct{ Value string }

func (e *SelectionError) Error() string {
	return "unknown system under test " + strings.TrimSpace(e.Value) + ` (want "model", "pypto" or "both")`
}

// String is the selection as -sut spells it.
func (s Selection) String() string {
	switch {
	case s.Model && s.PyPTO:
		return "both"
	case s.PyPTO:
		return PyPTO
	}
	return Model
}
