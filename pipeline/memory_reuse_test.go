package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

func runPasses(t *testing.T, list string, in *ir.Program, faults Faults) *ir.Program {
	t.Helper()
	ps, err := ByName(list)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Run(ps, in, instrumented(nil, faults))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// varsByName indexes the variables a function defines by name.
func varsByName(f *ir.Function) map[string]*ir.Var {
	m := map[string]*ir.Var{}
	ir.DefSites(f, func(v *ir.Var) { m[v.Name] = v })
	return m
}

func sameBuffer(f *ir.Function, a, b string) bool {
	vs := varsByName(f)
	ma, mb := memRefOf(vs[a].T), memRefOf(vs[b].T)
	return ma != nil && mb != nil && ma.Base == mb.Base
}

// TestMemoryReuseFaults: each MemoryReuse fault changes the compiled
// program of its kernel in exactly the way the PyPTO bug did, and the
// kernel compiles differently with the fault off.
func TestMemoryReuseFaults(t *testing.T) {
	for _, c := range []struct {
		file  string
		fault *Fault
		a, b  string // share a buffer only with the fault
	}{
		{"testdata/MemoryReuse/move_layout.before.py", FaultMoveInplaceSafe, "moved", "x"},
		{"testdata/MemoryReuse/phi_liveness.before.py", FaultReuseIgnoresPhiLiveness, "w", "r"},
	} {
		t.Run(c.fault.Name, func(t *testing.T) {
			in := parseFile(t, c.file)
			off := runPasses(t, "InitMemRef,MemoryReuse", in, Faults{})
			on := runPasses(t, "InitMemRef,MemoryReuse", in, Faults{}.With(c.fault))
			if ir.DiffStrict(off, on) == "" {
				t.Fatal("the fault does not change the compiled program")
			}
			if sameBuffer(off.Funcs[0], c.a, c.b) {
				t.Errorf("without the fault %s and %s share a buffer", c.a, c.b)
			}
			if !sameBuffer(on.Funcs[0], c.a, c.b) {
				t.Errorf("with the fault %s and %s do not share a buffer", c.a, c.b)
			}
			// Other faults leave this kernel alone.
			for _, g := range AllFaults() {
				if g.Pass == "MemoryReuse" && g != c.fault {
					if d := ir.DiffStrict(off, runPasses(t, "InitMemRef,MemoryReuse", in, Faults{}.With(g))); d != "" {
						t.Errorf("fault %s changes the kernel: %s", g.Name, d)
					}
				}
			}
		})
	}
}

// sameLocation reports whether two MemRefs name the same bytes.
func sameLocation(a, b *ir.MemRef) bool {
	if a == nil || b == nil {
		return a == b
	}
	x, ok1 := memConst(a.Offset)
	y, ok2 := memConst(b.Offset)
	return a.Base == b.Base && a.Size == b.Size && (a.Offset == b.Offset || ok1 && ok2 && x == y)
}

// reuseInvariants checks what MemoryReuse guarantees, independently of how:
// a not-in-place-safe op never writes the buffer bytes of an input; an
// in-place op (OpDef.ReusesInput) updates its input where it lies (the
// result and that input share one location: the hardware reads the
// accumulator from its output); a loop carry's initial value, iter arg,
// yield value and return var share one location; an if's yield values
// share their return var's, but for one without a MemRef (a cross-core
// pop), which PyPTO's YieldFixup never moves (memory_reuse_pass.cpp:
// 2758-2760; testdata/MemoryReuse/if_popped_branch_value).
func reuseInvariants(f *ir.Function) []string {
	var bad []string
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.AssignStmt:
			c, ok := s.Value.(*ir.Call)
			tt, isTile := s.Var.T.(*ir.TileType)
			if ok && isTile && c.Op != nil && tt.MemRef != nil && memOnChip(tt.Space) && c.Op.ReusesInput >= 0 && c.Op.ReusesInput < len(c.Args) {
				if at := memTile(c.Args[c.Op.ReusesInput]); at != nil && at.MemRef != nil && !sameLocation(at.MemRef, tt.MemRef) {
					bad = append(bad, s.Var.Name+" is not where its in-place input "+ir.PrintExpr(c.Args[c.Op.ReusesInput])+" of "+c.OpName()+" lies")
				}
			}
			if ok && isTile && c.Op != nil && c.Op.NotInplaceSafe && tt.MemRef != nil {
				for _, a := range c.Args {
					if at := memTile(a); at != nil && memRangesMayOverlap(tt.MemRef, at.MemRef) {
						bad = append(bad, s.Var.Name+" shares bytes with its input "+ir.PrintExpr(a)+" of "+c.OpName())
					}
				}
			}
		case *ir.ForStmt:
			y := ir.TrailingYield(s.Body, nil)
			for i, ia := range s.IterArgs {
				if _, ok := ia.T.(*ir.TileType); !ok {
					continue
				}
				loc := memRefOf(ia.T)
				if !sameLocation(memRefOf(ia.Init.Type()), loc) {
					bad = append(bad, "loop carry "+ia.Name+": initial value elsewhere")
				}
				if y != nil && !sameLocation(memRefOf(y.Values[i].Type()), loc) {
					bad = append(bad, "loop carry "+ia.Name+": yield value elsewhere")
				}
				if !sameLocation(memRefOf(s.ReturnVars[i].T), loc) {
					bad = append(bad, "loop carry "+ia.Name+": return var elsewhere")
				}
			}
		case *ir.IfStmt:
			for i, rv := range s.ReturnVars {
				if _, ok := rv.T.(*ir.TileType); !ok {
					continue
				}
				for _, b := range []ir.Stmt{s.Then, s.Else} {
					if y := ir.TrailingYield(b, nil); y != nil && memRefOf(y.Values[i].Type()) != nil && !sameLocation(memRefOf(y.Values[i].Type()), memRefOf(rv.T)) {
						bad = append(bad, "if phi "+rv.Name+": a branch yields elsewhere")
					}
				}
			}
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	return bad
}

// TestMemoryReuseInvariants holds the guarantees on every memory kernel of
// the testdata, and fails them with the move fault on the move kernel.
func TestMemoryReuseInvariants(t *testing.T) {
	var files []string
	for _, dir := range []string{"InsertSync", "MemoryReuse", "InitMemRef", "AllocateMemoryAddr"} {
		fs, _ := filepath.Glob(filepath.Join("testdata", dir, "*.before.py"))
		files = append(files, fs...)
	}
	n := 0
	for _, file := range files {
		src, _ := os.ReadFile(file)
		if strings.Contains(string(src), "# error:") || strings.Contains(string(src), "# faults:") {
			continue
		}
		out := runPasses(t, "InitMemRef,MemoryReuse", parseFile(t, file), Faults{})
		for _, f := range out.Funcs {
			if bad := reuseInvariants(f); len(bad) > 0 {
				t.Errorf("%s: %s", file, strings.Join(bad, "; "))
			}
		}
		n++
	}
	if n < 15 {
		t.Fatalf("only %d kernels checked", n)
	}
	out := runPasses(t, "InitMemRef,MemoryReuse", parseFile(t, "testdata/MemoryReuse/move_layout.before.py"), Faults{}.With(FaultMoveInplaceSafe))
	if bad := reuseInvariants(out.Funcs[0]); len(bad) != 1 || !strings.Contains(bad[0], "moved shares bytes with its input x of tile.move") {
		t.Fatalf("move-inplace-safe: %v", bad)
	}
}

// TestMemoryReuseLoopFault: the phi-liveness fault also reaches loops: a
// loop's return var read after a later definition loses its buffer.
func TestMemoryReuseLoopFault(t *testing.T) {
	in := mustParse(t, `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        for i, (acc,) in pl.range(0, 4, init_values=(a,)):
            n: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.exp(acc)
            r = pl.yield_(n)
        w: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(y, [0, 0], [16, 16])
        s: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(r, w)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(s, [0, 0], out)
        return o
`)
	off := runPasses(t, "InitMemRef,MemoryReuse", in, Faults{})
	on := runPasses(t, "InitMemRef,MemoryReuse", in, Faults{}.With(FaultReuseIgnoresPhiLiveness))
	if sameBuffer(off.Funcs[0], "w", "r") || !sameBuffer(on.Funcs[0], "w", "r") {
		t.Fatalf("w / r sharing: off %v, on %v\n%s", sameBuffer(off.Funcs[0], "w", "r"), sameBuffer(on.Funcs[0], "w", "r"), ir.Print(on))
	}
}

// TestMemoryPassesOnAllKernels compiles every testdata kernel with the
// whole default pipeline (Ascend910B) and holds the memory passes'
// guarantees on each result that compiles: MemoryReuse's invariants and
// InsertSync's flag protocol. Kernels an earlier pass rejects, that do not
// fit the chip, or whose cube-side carries would need a copy no data path
// makes, are skipped.
func TestMemoryPassesOnAllKernels(t *testing.T) {
	files, _ := filepath.Glob("testdata/*/*.before.py")
	b, _ := backend.Get("910B")
	compiled := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		in, err := ir.Parse(file, string(src))
		if err != nil {
			continue
		}
		out, err := Run(Default(), in, instrumented(b, Faults{}))
		if err != nil {
			var pe *PassError
			var pp *PanicError
			switch {
			case errors.As(err, &pp) && strings.Contains("InitMemRef MemoryReuse AllocateMemoryAddr InsertSync", pp.Pass):
				t.Errorf("%s: %v", file, err)
			case errors.As(err, &pe) && pe.Pass == "AllocateMemoryAddr" && strings.Contains(err.Error(), "exceeds platform limit"):
			case errors.As(err, &pe) && pe.Pass == "MemoryReuse" && strings.Contains(err.Error(), "no data path copies"):
			case errors.As(err, &pe) && (pe.Pass == "MemoryReuse" || pe.Pass == "InsertSync"):
				t.Errorf("%s: %v", file, err)
			}
			continue
		}
		compiled++
		for _, f := range out.Funcs {
			if bad := reuseInvariants(f); len(bad) > 0 {
				t.Errorf("%s: %s: %s", file, f.Name, strings.Join(bad, "; "))
			}
			if err := flagProtocol(f); err != nil {
				t.Errorf("%s: %s: %v", file, f.Name, err)
			}
		}
	}
	if compiled < 20 {
		t.Fatalf("only %d kernels compiled", compiled)
	}
}

// TestMemoryReuseInPlaceRefusedAsInput: through the whole default
// pipeline, on both chips, a kernel reading an accumulator after
// matmul_acc updated it in place is a rejected input — a PassError of
// MemoryReuse naming the op, the value and the later read — not a crash,
// a contract failure, or (as before) a silently wrong program.
func TestMemoryReuseInPlaceRefusedAsInput(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"inplace_acc_read_after_rejected", "inplace_acc_read_after_rejected.before.py:20:9: tile.matmul_acc updates 'acc__ssa_v0' in place (its result 'acc_1__ssa_v0' shares its buffer), but 'acc__ssa_v0' is read afterwards (by tile.store at inplace_acc_read_after_rejected.before.py:21:9); no data path copies Acc to Acc"},
		{"inplace_acc_loop_rejected", "tile.matmul_acc updates 'acc__ssa_v0' in place (its result 'y__ssa_v0' shares its buffer), but 'acc__ssa_v0' is read again in a later iteration of an enclosing loop"},
	} {
		for _, bn := range []string{"910B", "950"} {
			b, err := backend.Get(bn)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Run(Default(), parseFile(t, "testdata/MemoryReuse/"+c.file+".before.py"), instrumented(b, Faults{}))
			var pe *PassError
			if !errors.As(err, &pe) || pe.Pass != "MemoryReuse" || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s on %s: got %v, want a MemoryReuse PassError containing %q", c.file, bn, err, c.want)
			}
		}
	}
}

// TestMemoryReuseForbidAlias: an op that forbids its output one operand's
// buffer (OpDef.ForbidAlias) keeps it out even where that buffer comes
// first; the pinned PyPTO's InitMemRef + MemoryReuse give r t's buffer
// (mem_vec_4), not c's (mem_vec_3).
func TestMemoryReuseForbidAlias(t *testing.T) {
	out := runPasses(t, "InitMemRef,MemoryReuse", parseFile(t, "testdata/MemoryReuse/forbid_alias.before.py"), Faults{})
	f := out.Funcs[0]
	if sameBuffer(f, "r", "c") || !sameBuffer(f, "r", "t") {
		t.Errorf("r shares c's buffer: %v, t's: %v; want t's only\n%s", sameBuffer(f, "r", "c"), sameBuffer(f, "r", "t"), ir.Print(out))
	}
}
