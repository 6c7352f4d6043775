// Package model is irfuzz's Go model of PyPTO behind the sut.SUT
// interface: the program parsed with irfuzz's parser and run through the
// model's pipeline (package pipeline) with verification after every pass,
// its outcomes classed as the real PyPTO's are (sut.Outcome). It lets a
// caller that speaks only sut.SUT ask either system the same question.
//
// Not here: the model's richer checks (contracts before and after,
// purity, the simulator and the reference), which package oracle runs on
// the model directly.
package model

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/verifier"
)

// Model is the model as a sut.SUT. The zero value runs pipeline.Default.
type Model struct {
	// Passes is the pipeline; nil is pipeline.DefaultFor(the request's
	// planner).
	Passes []*pipeline.Pass
}

var _ sut.SUT = Model{}

// Name is sut.Model.
func (Model) Name() string { return sut.Model }

// Close does nothing: the model runs in this process.
func (Model) Close() error { return nil }

// Compile answers a request as the real PyPTO's driver does: rejected at
// parse, a property violation after a pass (or rejected when the input
// already violates it), a pass's own refusal (rejected), a panic
// (internal-error), a round trip that fails (roundtrip), else compiled.
// Serialize, Twice and Codegen have no model counterpart and are ignored;
// Dump gives the program after each pass.
func (m Model) Compile(_ context.Context, req *sut.Request) (*sut.Response, error) {
	start := time.Now()
	r := &sut.Response{Timings: map[string]int64{}}
	defer func() { r.Nanos = time.Since(start).Nanoseconds() }()
	prog, err := ir.Parse(req.Filename, req.Program)
	r.Timings["parse"] = time.Since(start).Nanoseconds()
	if err != nil {
		r.Problems = append(r.Problems, sut.Problem{Outcome: sut.Rejected, Pass: "parse", Exception: "ParseError", Message: err.Error()})
		return r, nil
	}
	r.Accepted = true
	b, err := backend.Get(req.Backend)
	if err != nil {
		return nil, err
	}
	planner, err := pipeline.ParsePlanner(req.Planner)
	if err != nil {
		return nil, err
	}
	passes := m.Passes
	if passes == nil {
		passes = pipeline.DefaultFor(planner)
	}
	if len(req.Passes) > 0 {
		if passes, err = pipeline.ByName(strings.Join(req.Passes, ",")); err != nil {
			return nil, err
		}
	}
	ctx := &pipeline.Context{Backend: b, Level: pipeline.LevelBasic, Planner: planner}
	if !req.NoVerify {
		ctx.Instruments = append(ctx.Instruments, &pipeline.Verification{Mode: pipeline.After})
	}
	if req.Roundtrip {
		ctx.Instruments = append(ctx.Instruments, pipeline.Roundtrip{})
	}
	var snap *pipeline.Snapshot
	if req.Dump {
		snap = &pipeline.Snapshot{}
		ctx.Instruments = append(ctx.Instruments, snap)
	}
	t := time.Now()
	out, err := pipeline.Run(passes, prog, ctx)
	r.Timings["passes"] = time.Since(t).Nanoseconds()
	if snap != nil {
		for i, name := range snap.Passes {
			r.Stages = append(r.Stages, sut.Stage{Pass: name, Program: ir.Print(snap.Outputs[i])})
		}
	}
	if err != nil {
		r.Problems = append(r.Problems, problem(err))
		return r, nil
	}
	r.Compiled = true
	if req.Output {
		r.Output = ir.Print(out)
	}
	return r, nil
}

// problem classes a pipeline error as the real PyPTO's driver would.
func problem(err error) sut.Problem {
	var ce *pipeline.ContractError
	var pe *pipeline.PanicError
	var re *pipeline.RoundtripError
	var pa *pipeline.PassError
	switch {
	case errors.As(err, &ce):
		p := sut.Problem{Outcome: sut.PropertyViolation, Pass: ce.Pass, Exception: "VerificationError"}
		if ce.Phase == pipeline.PhaseInput || ce.Pass == "" {
			p.Outcome, p.Pass = sut.Rejected, "pipeline_input"
		}
		for _, d := range ce.Diagnostics {
			prop := ""
			if rule, ok := verifier.Default().RuleByName(d.Rule); ok {
				prop = rule.Property().String()
			}
			sev := "Warning"
			if d.Severity == verifier.Error {
				sev = "Error"
				if p.Message == "" {
					p.Message = d.Message
				}
			}
			p.Diagnostics = append(p.Diagnostics, sut.Diagnostic{Property: prop, Rule: d.Rule, Code: d.Code, Severity: sev,
				Message: d.Message, Location: d.Span.String()})
		}
		return p
	case errors.As(err, &pe):
		return sut.Problem{Outcome: sut.InternalError, Pass: pe.Pass, Exception: "panic", Message: fmt.Sprint(pe.Value), Detail: pe.Stack}
	case errors.As(err, &re):
		return sut.Problem{Outcome: sut.Roundtrip, Pass: re.Pass, Message: re.Diff}
	case errors.As(err, &pa):
		return sut.Problem{Outcome: sut.Rejected, Pass: pa.Pass, Exception: "PassError", Message: pa.Err.Error()}
	}
	return sut.Problem{Outcome: sut.PassError, Exception: fmt.Sprintf("%T", err), Message: err.Error()}
}
