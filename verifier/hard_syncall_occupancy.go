package verifier

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// hardSyncallOccupancy is HardSyncallOccupancy (property
// HardSyncallOccupancyValid; PyPTO verify_hard_syncall_occupancy.cpp, seed
// 000). A hard (FFTS) system.syncall waits for every physical core of its
// core_type, so the SPMD launch of the kernel holding it must fill those
// cores exactly and set sync_start=True.
//
// Launch sites: a pl.spmd scope (ir.ScopeSpmd: CoreNum, SyncStart), whose
// launched kernels are the functions its body calls; a Spmd function, or a
// Group function, carrying a core_num attr (sync_start attr beside it),
// whose launched kernels are the functions it calls; and a pl.spmd_submit
// (ir.Submit with CoreNum), which launches its callee. A width is a literal,
// or a launch-shape query (system.available_cluster_count /
// system.available_aiv_count) used directly or through the variable it is
// bound to anywhere in the program; anything else is not checked.
//
// Per launched kernel: a standalone AIV kernel (no dual_aiv_dispatch) needs
// aiv_only barriers and CoreCount(AIV) blocks or the AIV query; a
// standalone AIC kernel needs aic_only barriers and CoreCount(AIC) blocks or
// the cluster query; a mismatched core_type there can never complete. A
// Group (mixed kernel) needs CoreCount(MIX) core-groups or the cluster query
// whatever the barrier's core_type, checking the hard syncalls of the AIC /
// AIV functions it calls and reporting once. Occupancy is checked before
// sync_start. Skipped without a backend.
var hardSyncallOccupancy = &rule{
	name: "HardSyncallOccupancy",
	prop: HardSyncallOccupancyValid,
	doc:  "hard system.syncall kernels are launched at full occupancy of their core type (a literal equal to the core count, or the matching launch-shape query) with sync_start=True",
	run:  verifyHardSyncallOccupancy,
}

// occWidthKind is how a launch site spells its block count.
type occWidthKind uint8

const (
	occWidthUnknown occWidthKind = iota
	occWidthConst
	occWidthClusterCount
	occWidthAivCount
)

type occWidth struct {
	kind  occWidthKind
	value int64 // occWidthConst only
}

func occQueryName(k occWidthKind) string {
	if k == occWidthAivCount {
		return "pl.system.available_aiv_count()"
	}
	return "pl.system.available_cluster_count()"
}

func occQueryKind(e ir.Expr) occWidthKind {
	c, ok := e.(*ir.Call)
	if !ok || c.Op == nil {
		return occWidthUnknown
	}
	switch c.Op {
	case ir.SystemAvailClusters:
		return occWidthClusterCount
	case ir.SystemAvailAIV:
		return occWidthAivCount
	}
	return occWidthUnknown
}

// occCoreTypeNames are PyPTO's core_type strings, which its messages
// quote.
var occCoreTypeNames = map[ir.KernelType]string{ir.KernelMix: "mix", ir.KernelAIC: "aic_only", ir.KernelAIV: "aiv_only"}

type occSyncall struct {
	coreType ir.KernelType
	span     ir.Span
}

// occupancyCheck is one verification's state.
type occupancyCheck struct {
	p           *Pass
	totalVector int64
	totalCube   int64
	totalGroups int64
	queryVars   map[*ir.Var]occWidthKind
	syncalls    map[*ir.Function][]occSyncall
}

func verifyHardSyncallOccupancy(p *Pass) {
	be := p.Backend
	if be == nil {
		return
	}
	oc := &occupancyCheck{
		p:           p,
		totalVector: int64(be.CoreCount(ir.KernelAIV)),
		totalCube:   int64(be.CoreCount(ir.KernelAIC)),
		totalGroups: int64(be.CoreCount(ir.KernelMix)),
		queryVars:   map[*ir.Var]occWidthKind{},
		syncalls:    map[*ir.Function][]occSyncall{},
	}
	// A query width usually reaches its launch through a variable bound in
	// the caller, so resolve those bindings program-wide first.
	for _, fn := range p.Prog.Funcs {
		if fn == nil {
			continue
		}
		ir.WalkFunc(fn, func(n ir.Node) bool {
			if a, ok := n.(*ir.AssignStmt); ok && a.Var != nil {
				if k := occQueryKind(a.Value); k != occWidthUnknown {
					oc.queryVars[a.Var] = k
				}
			}
			return true
		})
	}
	for _, fn := range p.Prog.Funcs {
		if fn == nil {
			continue
		}
		// A Spmd function or a Group carrying core_num is itself a launch
		// site (a pl.spmd, or a pl.cluster()-nested pl.spmd, outlined).
		if fn.Kind == ir.Spmd || fn.Kind == ir.Group {
			if v, ok := fn.Attr("core_num"); ok {
				sync, _ := fn.Attr("sync_start")
				b, _ := sync.(bool)
				oc.launchSite(occAttrWidth(v), b, oc.directCallees(fn.Body))
			}
		}
		if fn.Body == nil {
			continue
		}
		var scopes []*ir.ScopeStmt
		var submits []*ir.Submit
		ir.WalkFunc(fn, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.ScopeStmt:
				if n.Kind == ir.ScopeSpmd {
					scopes = append(scopes, n)
				}
			case *ir.Submit:
				if n.CoreNum != nil {
					submits = append(submits, n)
				}
			}
			return true
		})
		for _, s := range scopes {
			oc.launchSite(oc.classify(s.CoreNum), s.SyncStart, oc.directCallees(s.Body))
		}
		for _, s := range submits {
			if callee := occFunc(p.Prog, s.Callee); callee != nil {
				oc.launchSite(oc.classify(s.CoreNum), s.SyncStart, []*ir.Function{callee})
			}
		}
	}
}

// occFunc looks a function up by name, tolerating holes in the list.
func occFunc(p *ir.Program, name string) *ir.Function {
	for _, f := range p.Funcs {
		if f != nil && f.Name == name {
			return f
		}
	}
	return nil
}

// occAttrWidth classifies a core_num function attribute (a literal).
func occAttrWidth(v any) occWidth {
	if n, ok := splitKwInt(v); ok {
		return occWidth{kind: occWidthConst, value: n}
	}
	return occWidth{}
}

// classify reads a launch width expression: a literal, a launch-shape query
// or a variable bound to one; anything else is unknown.
func (oc *occupancyCheck) classify(e ir.Expr) occWidth {
	if c, ok := e.(*ir.ConstInt); ok {
		return occWidth{kind: occWidthConst, value: c.Value}
	}
	if k := occQueryKind(e); k != occWidthUnknown {
		return occWidth{kind: k}
	}
	if vl, ok := e.(ir.VarLike); ok {
		if k, ok := oc.queryVars[vl.VarRef()]; ok {
			return occWidth{kind: k}
		}
	}
	return occWidth{}
}

// directCallees are the distinct functions called or submitted within s, in
// order: calls first, then submits (as PyPTO collects them).
func (oc *occupancyCheck) directCallees(s ir.Stmt) []*ir.Function {
	var calls, submits []string
	if s != nil {
		ir.Walk(s, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Call:
				if n.Op == nil && n.Callee != "" {
					calls = append(calls, n.Callee)
				}
			case *ir.Submit:
				submits = append(submits, n.Callee)
			}
			return true
		})
	}
	var out []*ir.Function
	seen := map[*ir.Function]bool{}
	for _, name := range append(calls, submits...) {
		if f := occFunc(oc.p.Prog, name); f != nil && !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// hardSyncalls lists the hard system.syncall calls in a function, cached.
func (oc *occupancyCheck) hardSyncalls(fn *ir.Function) []occSyncall {
	if hs, ok := oc.syncalls[fn]; ok {
		return hs
	}
	var hs []occSyncall
	ir.WalkFunc(fn, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op == nil || c.Op != ir.SystemSyncall {
			return true
		}
		if m, _ := c.Kwarg("mode"); m == ir.SyncAllSoft {
			return true
		}
		ct := ir.KernelMix
		if v, ok := c.Kwarg("core_type"); ok {
			if k, isKind := v.(ir.KernelType); isKind {
				ct = k
			}
		}
		hs = append(hs, occSyncall{coreType: ct, span: c.Pos})
		return true
	})
	oc.syncalls[fn] = hs
	return hs
}

func (oc *occupancyCheck) launchSite(w occWidth, syncStart bool, kernels []*ir.Function) {
	if w.kind == occWidthUnknown {
		return // an opaque launch count cannot be checked statically
	}
	for _, k := range kernels {
		oc.launchedKernel(k, w, syncStart)
	}
}

func occCoreTypeName(k ir.KernelType) string {
	if n, ok := occCoreTypeNames[k]; ok {
		return n
	}
	return k.String()
}

func (oc *occupancyCheck) launchedKernel(k *ir.Function, w occWidth, syncStart bool) {
	switch {
	case k.Kind == ir.AIV && !occDualAivDispatch(k):
		for _, hs := range oc.hardSyncalls(k) {
			if hs.coreType != ir.KernelAIV {
				oc.p.Errorf(0, hs.span, "%s", occUnsatisfiable(occCoreTypeName(hs.coreType), "vector-only (AIV)", "CUBE"))
			} else if msg, bad := occGate(w, occWidthAivCount, oc.totalVector, syncStart, `(core_type="aiv_only")`,
				fmt.Sprintf("fill all %d AIV cores (one block per physical core)", oc.totalVector)); bad {
				oc.p.Errorf(0, hs.span, "%s", msg)
			}
		}
	case k.Kind == ir.AIC:
		for _, hs := range oc.hardSyncalls(k) {
			if hs.coreType != ir.KernelAIC {
				oc.p.Errorf(0, hs.span, "%s", occUnsatisfiable(occCoreTypeName(hs.coreType), "cube-only (AIC)", "VECTOR"))
			} else if msg, bad := occGate(w, occWidthClusterCount, oc.totalCube, syncStart, `(core_type="aic_only")`,
				fmt.Sprintf("fill all %d AIC cores (one block per physical core)", oc.totalCube)); bad {
				oc.p.Errorf(0, hs.span, "%s", msg)
			}
		}
	case k.Kind == ir.Group:
		msg, bad := occGate(w, occWidthClusterCount, oc.totalGroups, syncStart, " in mixed kernel '"+k.Name+"'",
			fmt.Sprintf("fill all %d core-groups (one block per core-group, i.e. all %d AIC cores)", oc.totalGroups, oc.totalGroups))
		if !bad {
			return
		}
		for _, sub := range oc.directCallees(k.Body) {
			if sub.Kind != ir.AIC && sub.Kind != ir.AIV {
				continue
			}
			if hs := oc.hardSyncalls(sub); len(hs) > 0 {
				oc.p.Errorf(0, hs[0].span, "%s", msg)
				return
			}
		}
	}
}

// occDualAivDispatch reports whether an AIV function is a mixed kernel's lane
// dispatched on both AIV sub-cores (attr dual_aiv_dispatch=True) rather than
// a standalone kernel. The value is read, not just the key.
func occDualAivDispatch(f *ir.Function) bool {
	v, _ := f.Attr("dual_aiv_dispatch")
	b, _ := v.(bool)
	return b
}

// occGate checks full occupancy, then sync_start; it returns the
// message of the first unmet requirement.
func occGate(w occWidth, matching occWidthKind, required int64, syncStart bool, detail, requirement string) (string, bool) {
	if w.kind == occWidthConst {
		if w.value != required {
			return fmt.Sprintf("hard pl.system.syncall%s requires the SPMD launch to %s, but the launch has %d blocks. Use mode=\"soft\" (GM-polling) for partial occupancy.",
				detail, requirement, w.value), true
		}
	} else if w.kind != matching {
		return fmt.Sprintf("hard pl.system.syncall%s requires the SPMD launch to %s, but the launch sizes itself on %s. Use %s instead, or mode=\"soft\" (GM-polling) for partial occupancy.",
			detail, requirement, occQueryName(w.kind), occQueryName(matching)), true
	}
	if !syncStart {
		return "hard pl.system.syncall" + detail + " requires the SPMD launch to set sync_start=True so all blocks are co-resident at the " +
			"FFTS barrier; without it the runtime may dispatch blocks in waves and the barrier deadlocks on device (507018). " +
			"Add sync_start=True to the launch, or use mode=\"soft\" (GM-polling).", true
	}
	return "", false
}

func occUnsatisfiable(coreType, launchKind, missingCores string) string {
	return "hard pl.system.syncall(core_type=\"" + coreType + "\") can never complete in a " + launchKind +
		" launch: it waits for all " + missingCores + " cores, but a single-core-type SPMD launch provides none of them. " +
		"Use a barrier core_type that matches the launch, or launch this barrier from a mixed (cube+vector) kernel."
}
