package verifier

import "github.com/irfuzz/irfuzz/ir"

// atomicAddDtypeRule is AtomicAddDtypeValid (PyPTO
// verify_atomic_add_dtype.cpp): every atomic-add write into global memory
// targets a dtype the backend's store pipe can combine. Only bf16 varies by
// backend (honoured on Ascend910B, not on Ascend950:
// backend.SupportsAtomicAdd); the other atomic dtypes are gated
// backend-neutrally by the op deducers, so this rule looks at bf16 only.
//
// The atomic sites are read from the registry rather than listed: an op
// with an `atomic` kwarg, called with atomic=pl.AtomicType.Add, whose
// written argument (ir.OpDef.Writes, the GM destination: tile.store's
// output tensor) is a tensor. Skipped without a backend. Calls and Submits
// (call view) in every function. Code 1, at the call.
var atomicAddDtypeRule = &rule{
	name: "AtomicAddDtypeValid",
	prop: AtomicAddDtypeValid,
	doc:  "atomic-add stores target a dtype the backend's store pipe combines (bf16 only on 910B)",
	run:  runAtomicAddDtype,
}

func runAtomicAddDtype(p *Pass) {
	if p.Backend == nil {
		return
	}
	for _, f := range p.Prog.Funcs {
		if f == nil {
			continue
		}
		w := &irVisitor{
			call:   func(c *ir.Call) { atomicAddDtype(p, f.Name, c) },
			submit: func(s *ir.Submit) { atomicAddDtype(p, f.Name, submitCallView(s)) },
		}
		w.visitStmt(f.Body)
	}
}

func atomicAddDtype(p *Pass, fn string, c *ir.Call) {
	if c.Op == nil || len(c.Op.Writes) == 0 {
		return
	}
	if _, ok := c.Op.Kwarg("atomic"); !ok {
		return
	}
	if v, ok := c.Kwarg("atomic"); !ok || v != ir.AtomicAdd {
		return
	}
	dest := c.Op.Writes[0]
	if dest >= len(c.Args) || c.Args[dest] == nil {
		return
	}
	tt, ok := c.Args[dest].Type().(*ir.TensorType)
	if !ok || tt.DType != ir.BF16 || p.Backend.SupportsAtomicAdd(ir.BF16) {
		return
	}
	p.Errorf(1, c.Pos, "atomic-add into a bf16 global tensor is not supported on the '%s' backend (function '%s'). "+
		"bf16 atomic-add requires the Ascend910B (A2/A3) profile, whose store pipe honours set_atomic_bf16. "+
		"Accumulate into an fp32 tensor and cast to bf16 after the reduction instead.", p.Backend.Arch, fn)
}
