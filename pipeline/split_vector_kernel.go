package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// SplitVectorKernel finalizes the split of AIV / AIC kernels between the
// two vector lanes (PyPTO's SplitVectorKernel,
// src/ir/transforms/split_vector_kernel_pass.cpp:585-696; default position
// python/pypto/ir/pass_manager.py:200, after InjectGMPipeBuffer). Per
// function, the first arm that applies:
//
//  1. a function with an external_source attr keeps its body: an AIV one
//     with a split mode gets split=<mode> and dual_aiv_dispatch=True, an
//     AIV one marked split_aiv without dual_aiv_dispatch gets
//     dual_aiv_dispatch=True (:593-619);
//
//  2. an AIV / AIC function marked split_aiv (already halved, by
//     LowerAutoVectorSplit or by hand) only gets its attrs: with a split
//     mode, split moved last and dual_aiv_dispatch=True on AIV; without,
//     dual_aiv_dispatch=True on AIV (:630-661, WithSplitAttrs :143-162);
//
//  3. any other AIV / AIC function whose split mode — its split attr, else
//     the one its tpush / tpop split kwargs agree on — is not NONE is
//     halved along the split axis (split_axis.go) with a
//     `subblock_idx = tile.get_subblock_idx()` first on AIV, and gets the
//     attrs of arm 2 (:669-678, ResolveSplitMode :104-141,
//     ProcessStandaloneSplitFunction :497-532). An invalid split code,
//     two pipe ops of different modes, and a pipe op disagreeing with the
//     function's mode are errors with PyPTO's text.
//
//  4. on a backend that dispatches unsplit AIV kernels to both lanes
//     (Ascend910B), an AIV function marked dual_aiv_dispatch gets the
//     lane-1 replay of split_vector_kernel_replay.go (:680-687). irfuzz's
//     ExpandMixedKernel never stamps that attr, so only hand-written
//     input reaches it.
//
// Contract: PyPTO's kSplitVectorKernelProperties
// (include/pypto/ir/transforms/pass_properties.h:292-294).
var SplitVectorKernel = &Pass{
	Name:     "SplitVectorKernel",
	Doc:      "halve split AIV/AIC kernels between the two vector lanes and stamp their split attrs",
	Required: set(pSSA, verifier.MixedKernelExpanded),
	Produced: set(pSSA, verifier.VectorKernelSplit, pNSS),
	Run:      runSplitVectorKernel,
}

const (
	attrSplitAiv        = "split_aiv"
	attrDualAivDispatch = "dual_aiv_dispatch"
	attrExternalSource  = "external_source"
)

// funcSplitMode is Function::GetSplitMode: the split attr, when present.
func funcSplitMode(f *ir.Function) (ir.SplitMode, bool) {
	v, ok := f.Attr("split")
	if !ok {
		return ir.SplitNone, false
	}
	switch v := v.(type) {
	case ir.SplitMode:
		return v, true
	case int64:
		return ir.SplitMode(v), true
	}
	return ir.SplitNone, false
}

func boolAttr(f *ir.Function, key string) bool {
	v, ok := f.Attr(key)
	b, isBool := v.(bool)
	return ok && isBool && b
}

// withoutAttrs drops the named attrs, keeping the order of the rest.
func withoutAttrs(attrs []ir.Kwarg, keys ...string) []ir.Kwarg {
	out := make([]ir.Kwarg, 0, len(attrs)+2)
	for _, kw := range attrs {
		drop := false
		for _, k := range keys {
			drop = drop || kw.Key == k
		}
		if !drop {
			out = append(out, kw)
		}
	}
	return out
}

// withSplitAttrs is WithSplitAttrs (:143-162).
func withSplitAttrs(f *ir.Function, m ir.SplitMode, aiv bool) []ir.Kwarg {
	attrs := withoutAttrs(f.Attrs, "split", attrDualAivDispatch)
	if m != ir.SplitNone {
		attrs = append(attrs, ir.Kwarg{Key: "split", Value: m})
		if aiv {
			attrs = append(attrs, ir.Kwarg{Key: attrDualAivDispatch, Value: true})
		}
	}
	return attrs
}

func withAttrs(f *ir.Function, attrs []ir.Kwarg) *ir.Function {
	n := *f
	n.Attrs = attrs
	return &n
}

func runSplitVectorKernel(p *ir.Program, ctx *Context) (*ir.Program, error) {
	var out *ir.Program
	for i, f := range p.Funcs {
		nf, err := splitVectorFunction(f, ctx)
		if err != nil {
			return nil, err
		}
		if nf != f {
			if out == nil {
				c := *p
				c.Funcs = append([]*ir.Function(nil), p.Funcs...)
				out = &c
			}
			out.Funcs[i] = nf
		}
	}
	if out == nil {
		return p, nil
	}
	return out, nil
}

func splitVectorFunction(f *ir.Function, ctx *Context) (*ir.Function, error) {
	isAIV := f.Kind == ir.AIV
	splitAiv := boolAttr(f, attrSplitAiv)
	mode, _ := funcSplitMode(f)
	if _, ext := f.Attr(attrExternalSource); ext {
		switch {
		case !isAIV:
		case mode != ir.SplitNone:
			return withAttrs(f, withSplitAttrs(f, mode, true)), nil
		case splitAiv && !boolAttr(f, attrDualAivDispatch):
			return withAttrs(f, append(withoutAttrs(f.Attrs, attrDualAivDispatch), ir.Kwarg{Key: attrDualAivDispatch, Value: true})), nil
		}
		return f, nil
	}
	if f.Kind != ir.AIV && f.Kind != ir.AIC {
		return f, nil
	}
	if splitAiv {
		if mode != ir.SplitNone {
			return withAttrs(f, withSplitAttrs(f, mode, isAIV)), nil
		}
		attrs := withoutAttrs(f.Attrs, attrDualAivDispatch)
		if isAIV {
			attrs = append(attrs, ir.Kwarg{Key: attrDualAivDispatch, Value: true})
		}
		return withAttrs(f, attrs), nil
	}
	m, err := resolveSplitMode(f, mode)
	if err != nil {
		return nil, err
	}
	if m != ir.SplitNone {
		return splitStandalone(f, m)
	}
	if isAIV && boolAttr(f, attrDualAivDispatch) && ctx != nil && ctx.Backend != nil && ctx.Backend.NoSplitDualAivDispatch {
		return replayNoSplitDualAiv(f), nil
	}
	return f, nil
}

// resolveSplitMode is ResolveSplitMode (:104-141) over the pipe ops'
// split kwargs (CrossCoreSplitCollector, :94-129).
func resolveSplitMode(f *ir.Function, fm ir.SplitMode) (ir.SplitMode, error) {
	var err error
	inferred, has := ir.SplitNone, false
	ir.Walk(f.Body, func(n ir.Node) bool {
		if err != nil {
			return false
		}
		var c *ir.Call
		switch s := n.(type) {
		case *ir.AssignStmt:
			c, _ = s.Value.(*ir.Call)
		case *ir.EvalStmt:
			c, _ = s.Expr.(*ir.Call)
		}
		if c == nil || (c.Op != ir.TileTpushToAiv && c.Op != ir.TileTpushToAic && c.Op != ir.TileTpopFromAiv && c.Op != ir.TileTpopFromAic) {
			return true
		}
		var code int64
		if v, ok := c.Kwarg("split"); ok {
			code, _ = v.(int64)
		}
		if code == 0 {
			return true
		}
		if code < 0 || code > 4 {
			err = fmt.Errorf("%s: SplitVectorKernel found invalid cross-core split attribute: %d", c.Pos, code)
			return false
		}
		m := splitModeFromCode(code)
		if has && m != inferred {
			err = fmt.Errorf("%s: SplitVectorKernel found conflicting cross-core split modes in function body", c.Pos)
			return false
		}
		inferred, has = m, true
		return true
	})
	if err != nil {
		return ir.SplitNone, err
	}
	if fm != ir.SplitNone {
		if has && inferred != fm {
			return ir.SplitNone, fmt.Errorf("%s: SplitVectorKernel found conflicting function split and cross-core op split", f.Pos)
		}
		return fm, nil
	}
	return inferred, nil
}

// splitStandalone is ProcessStandaloneSplitFunction (:497-532).
func splitStandalone(f *ir.Function, m ir.SplitMode) (*ir.Function, error) {
	isAIV := f.Kind == ir.AIV
	sub, body := injectSubblockIdx(f, isAIV)
	h := &splitHalver{mode: m, dim: splitDimension(m), isAIV: isAIV, tiles: map[*ir.Var]splitTileInfo{}, repl: map[*ir.Var]ir.VarLike{}}
	if sub != nil {
		h.sub = sub
	}
	stmts := h.stmts(body)
	if h.err != nil {
		return nil, h.err
	}
	n := *f
	n.Body = h.substStmt(ir.Seq(ir.StmtSpan(f.Body), stmts...))
	n.Attrs = withSplitAttrs(f, m, isAIV)
	return &n, nil
}
