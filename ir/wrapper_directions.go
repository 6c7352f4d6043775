package ir

// WrapperEffectiveDirections is PyPTO's ComputeWrapperEffectiveDirections
// (src/ir/transforms/utils/wrapper_call_utils.cpp:153-245): for each Group
// or Spmd wrapper of p, the directions of its parameters once every inner
// call's directions are merged in. Each wrapper starts at its declared
// directions (padded with In, :145-149); a parameter passed directly to an
// inner call's Out slot is promoted to Out (from In), to an InOut slot to
// InOut, a wrapper callee contributing its own effective directions; the
// promotions run to the least fixed point, so the result does not depend
// on the order of p's functions (:218-244). The inner calls are every
// call and submit of a program function in the wrapper's body that is not
// an Orchestration or Opaque function (CollectInnerCalls, :128-139).
func WrapperEffectiveDirections(p *Program) map[*Function][]ParamDirection {
	eff := map[*Function][]ParamDirection{}
	type inner struct {
		args   []Expr
		callee *Function
	}
	var wrappers []*Function
	calls := map[*Function][]inner{}
	for _, f := range p.Funcs {
		if f == nil || (f.Kind != Group && f.Kind != Spmd) {
			continue
		}
		wrappers = append(wrappers, f)
		d := make([]ParamDirection, len(f.Params))
		copy(d, f.Dirs)
		eff[f] = d
		if f.Body == nil {
			continue
		}
		Walk(f.Body, func(n Node) bool {
			var name string
			var args []Expr
			switch c := n.(type) {
			case *Call:
				if c.Op != nil {
					return true
				}
				name, args = c.Callee, c.Args
			case *Submit:
				name, args = c.Callee, c.Args
			default:
				return true
			}
			if g := p.Func(name); g != nil && g.Kind != Orchestration && g.Kind != Opaque {
				calls[f] = append(calls[f], inner{args, g})
			}
			return true
		})
	}
	callers := map[*Function][]*Function{}
	for _, w := range wrappers {
		for _, c := range calls[w] {
			if _, ok := eff[c.callee]; ok {
				callers[c.callee] = append(callers[c.callee], w)
			}
		}
	}
	merge := func(w *Function) bool {
		dirs := eff[w]
		promoted := false
		for _, c := range calls[w] {
			in := c.callee.Dirs
			if e, ok := eff[c.callee]; ok {
				in = append([]ParamDirection(nil), e...)
			}
			for i := 0; i < len(c.args) && i < len(in); i++ {
				v, ok := c.args[i].(VarLike)
				if !ok {
					continue
				}
				for j, prm := range w.Params {
					if prm != v.VarRef() {
						continue
					}
					if d := in[i]; (d == InOut && dirs[j] != InOut) || (d == Out && dirs[j] == In) {
						dirs[j] = d
						promoted = true
					}
					break
				}
			}
		}
		return promoted
	}
	work := append([]*Function(nil), wrappers...)
	queued := map[*Function]bool{}
	for _, w := range wrappers {
		queued[w] = true
	}
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		delete(queued, f)
		if !merge(f) {
			continue
		}
		for _, c := range callers[f] {
			if !queued[c] {
				queued[c] = true
				work = append(work, c)
			}
		}
	}
	return eff
}
