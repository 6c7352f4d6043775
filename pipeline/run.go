package pipeline

import (
	"fmt"
	"runtime/debug"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// Run runs passes on prog under ctx and returns the final program.
//
// Before the first pass it works out which required properties no earlier
// pass in the list produces and verifies the input for them (a list may
// start mid-pipeline, as PyPTO's tests do); a property that no rule checks
// cannot be established and is reported as missing, except at LevelNone,
// where it is assumed, as PyPTO runs a pass on a program without an
// instrument (its tests apply passes.x() to a hand-written input). A requirement an
// earlier pass invalidated is verified on the program the pass gets, as
// PyPTO's VerificationInstrument does before every pass under its tests
// (pass_context.cpp:75-81; PyPTO's tests run ConvertToSSA, which
// invalidates NormalizedStmtStructure, before passes that require it). Then
// for each pass: the instruments' before hooks, the pass, the contract bookkeeping
// (available = available − invalidated ∪ produced), the instruments' after
// hooks, the round trip at LevelRoundtrip, and PyPTO's verification schedule
// at ctx.Level. That is the real PyPTO's order under irfuzz's driver:
// Pass::operator() runs the instruments (passes.cpp:50-60), the driver's
// round-trip instrument comes after its VerificationInstrument, and
// PassPipeline::Run verifies after the pass returns (passes.cpp:259-272).
// A panic inside a pass becomes a *PanicError.
func Run(passes []*Pass, prog *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx == nil {
		ctx = &Context{}
	}
	reg := ctx.registry()
	// Requirements no earlier pass of the list produces or invalidates must
	// hold on input (an invalidated one is verified where it is required).
	var needed, touched verifier.PropertySet
	for _, p := range passes {
		needed = needed.Union(p.Required.Difference(touched))
		touched = touched.Union(p.Invalidated).Union(p.Produced)
	}
	if !needed.Empty() {
		if unchecked := needed.Difference(reg.Covered()); !unchecked.Empty() && ctx.Level != LevelNone {
			first := ""
			for _, p := range passes {
				if !p.Required.Intersection(unchecked).Empty() {
					first = p.Name
					break
				}
			}
			return nil, &MissingError{Pass: first, Missing: unchecked, Reason: "no earlier pass produces it and no rule can check it on the input"}
		}
		if ds := reg.Verify(ctx.vctx(), needed.Intersection(reg.Covered()), prog); verifier.HasErrors(ds) {
			return nil, &ContractError{Phase: PhaseInput, Properties: needed, Diagnostics: ds}
		}
	}
	available := needed
	verified := verifier.PropertySet(0)
	if ctx.Level != LevelNone {
		start := verifier.Structural().Intersection(verifier.Verified())
		if ds := reg.Verify(ctx.vctx(), start, prog); verifier.HasErrors(ds) {
			return nil, &ContractError{Phase: PhaseInput, Properties: start, Diagnostics: ds}
		}
		verified = start
	}
	ctx.in, ctx.out, ctx.tripped = &printed{prog: prog}, nil, false
	defer func() { ctx.in, ctx.out = nil, nil }()
	for _, p := range passes {
		if missing := p.Required.Difference(available); !missing.Empty() {
			if unchecked := missing.Difference(reg.Covered()); !unchecked.Empty() && ctx.Level != LevelNone {
				return nil, &MissingError{Pass: p.Name, Missing: unchecked, Reason: "an earlier pass invalidated it and no rule can check it"}
			}
			if ds := reg.Verify(ctx.vctx(), missing.Intersection(reg.Covered()), prog); verifier.HasErrors(ds) {
				return nil, &ContractError{Pass: p.Name, Phase: PhaseBefore, Properties: missing, Diagnostics: ds}
			}
			available = available.Union(missing)
		}
		for _, in := range ctx.Instruments {
			if err := in.Before(ctx, p, prog); err != nil {
				return nil, err
			}
		}
		out, err := runPass(p, prog, ctx)
		if err != nil {
			return nil, err
		}
		ctx.out = &printed{prog: out}
		ctx.out.follow(ctx.in)
		available = available.Difference(p.Invalidated).Union(p.Produced)
		for _, in := range ctx.Instruments {
			if err := in.After(ctx, p, prog, out); err != nil {
				return nil, err
			}
		}
		if ctx.Level == LevelRoundtrip {
			if err := ctx.roundtripOnce(p.Name, out); err != nil {
				return nil, err
			}
		}
		if ctx.Level != LevelNone {
			verified = verified.Difference(p.Invalidated.Intersection(verifier.Verified()))
			toVerify := p.Produced.Intersection(verifier.Verified()).Difference(verified)
			if !toVerify.Empty() {
				if ds := reg.Verify(ctx.vctx(), toVerify, out); verifier.HasErrors(ds) {
					return nil, &ContractError{Pass: p.Name, Phase: PhaseAfter, Properties: toVerify, Diagnostics: ds}
				}
				verified = verified.Union(toVerify)
			}
		}
		prog = out
		ctx.in, ctx.out = ctx.out, nil
	}
	return prog, nil
}

func runPass(p *Pass, prog *ir.Program, ctx *Context) (out *ir.Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, &PanicError{Pass: p.Name, Value: r, Stack: string(debug.Stack())}
		}
	}()
	out, err = p.Run(prog, ctx)
	if err != nil {
		return nil, &PassError{Pass: p.Name, Err: err}
	}
	if out == nil {
		return nil, &PassError{Pass: p.Name, Err: fmt.Errorf("returned no program")}
	}
	return out, nil
}
