package ascend

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Each testdata/lower/<name>_<chip>.py is a compiled program (chip 910b or
// 950). Its instruction streams are compared with <name>_<chip>.golden; a
// "# error:" header instead names the exact lowering error, and "# args:
// name=value,..." gives scalar parameters.
func TestLowerCases(t *testing.T) {
	files, _ := filepath.Glob("testdata/lower/*.py")
	if len(files) < 6 {
		t.Fatalf("only %d lowering cases", len(files))
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".py")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ir.Parse(filepath.Base(path), string(src))
			if err != nil {
				t.Fatal(err)
			}
			arch := MustArch("Ascend910B")
			if strings.HasSuffix(name, "_950") {
				arch = MustArch("Ascend950")
			}
			var wantErr string
			scalars := map[string]float64{}
			for _, line := range strings.Split(string(src), "\n") {
				if v, ok := strings.CutPrefix(line, "# error: "); ok {
					wantErr = v
				}
				if v, ok := strings.CutPrefix(line, "# args: "); ok {
					for _, kv := range strings.Split(v, ",") {
						k, x, _ := strings.Cut(kv, "=")
						f, err := strconv.ParseFloat(x, 64)
						if err != nil {
							t.Fatalf("args: %v", err)
						}
						scalars[k] = f
					}
				}
			}
			f := p.Funcs[len(p.Funcs)-1]
			args := make([]float64, len(f.Params))
			for i, prm := range f.Params {
				args[i] = scalars[prm.Name]
			}
			low, err := Lower(arch, p, "", args)
			if wantErr != "" {
				if err == nil || err.Error() != wantErr {
					t.Fatalf("error %v\nwant %s", err, wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := describeLowered(low)
			golden := strings.TrimSuffix(path, ".py") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got != string(want) {
				t.Errorf("lowered program differs from %s:\n%s", golden, got)
			}
			// Every lowered case is a correct kernel: it runs clean.
			ins := inputsFor(low.Program)
			res, err := Run(arch, low.Program, ins, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for i := range res.Diags {
				if d := &res.Diags[i]; d.Severity == Error {
					t.Errorf("diagnostic: %s", d)
				}
			}
		})
	}
}

// inputsFor gives every tensor defined small integers.
func inputsFor(p *Program) []*sim.Tensor {
	out := make([]*sim.Tensor, len(p.Tensors))
	for i, d := range p.Tensors {
		out[i] = sim.NewTensor(d.Shape, d.DType)
		out[i].Defined = nil
		for k := range out[i].Data {
			out[i].Data[k] = float64(k%7 - 3)
		}
	}
	return out
}

// describeLowered renders a lowered program for golden comparison.
func describeLowered(l *Lowered) string {
	var b strings.Builder
	for i, d := range l.Program.Tensors {
		fmt.Fprintf(&b, "tensor %d = param %d %s %s%v %s\n", i, l.Params[i], d.Name, d.DType, d.Shape, d.Layout)
	}
	for i, c := range l.Program.Channels {
		fmt.Fprintf(&b, "channel %d: %v -> %v slots %d split %d\n", i, c.From, c.To, c.Slots, c.Split)
	}
	for _, c := range l.Program.Cores {
		fmt.Fprintf(&b, "%s (%s):\n", c.Name, c.Kind.CoreName())
		for i := range c.Instrs {
			fmt.Fprintf(&b, "  %2d %s\n", i, describeInstr(&c.Instrs[i]))
		}
	}
	return b.String()
}

func describeInstr(in *Instr) string {
	s := in.Mnemonic()
	tile := func(t *Tile) string {
		x := t.String()
		if t.Pitch != 0 {
			x += fmt.Sprintf(" pitch %d", t.Pitch)
		}
		if t.Created != 0 {
			x += fmt.Sprintf(" created@%d", t.Created-1)
		}
		return x
	}
	switch in.Op {
	case OpSetFlag, OpWaitFlag:
		return fmt.Sprintf("%s %s->%s event %d", s, in.SetPipe, in.WaitPipe, in.Event)
	case OpBarrier:
		return fmt.Sprintf("%s %s", s, in.Pipe)
	}
	if in.Dst.Present() {
		s += " dst " + tile(&in.Dst)
	}
	for i := range in.Src {
		if in.Src[i].Present() {
			s += fmt.Sprintf(" src%d %s", i, tile(&in.Src[i]))
		}
	}
	if in.Op == OpLoad || in.Op == OpStore {
		s += fmt.Sprintf(" gm %d%v", in.GM.Tensor, in.GM.Offset)
		if len(in.GM.RowShape) > 0 {
			s += fmt.Sprintf(" rows %v", in.GM.RowShape)
		}
	}
	if in.Op == OpTPush || in.Op == OpTPop {
		s += fmt.Sprintf(" chan %d", in.Chan)
	}
	if in.Scalar != 0 {
		s += fmt.Sprintf(" scalar %g", in.Scalar)
	}
	return s + "  ; " + in.Label
}

func TestLowerErrors(t *testing.T) {
	arch := MustArch("Ascend910B")
	if _, err := Lower(arch, nil, "", nil); err == nil || err.Error() != "lowering: function '': no program" {
		t.Errorf("nil program: %v", err)
	}
	p, err := ir.Parse("x.py", `import pypto.language as pl


@pl.program
class Orch:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        return a
`)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lower(arch, p, "", nil)
	var le *LowerError
	if !errors.As(err, &le) || !le.Unsupported || le.Error() != "not simulated: function 'main': the program has no kernel-level (Group, AIC, AIV or InCore) function to launch" {
		t.Errorf("orchestration only: %v", err)
	}
	if _, err := Lower(arch, p, "nope", nil); err == nil || err.Error() != "lowering: function 'nope': the program has no such function" {
		t.Errorf("unknown entry: %v", err)
	}
	// An op of another rank's domain is never simulated (ir.OpDef.Domain).
	p, err = ir.Parse("x.py", `import pypto.language as pl


@pl.program
class Ranks:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, w: pld.DistributedTensor[[16, 64], pl.FP32]):
        ctx = pld.get_comm_ctx(w)
`)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lower(arch, p, "", nil)
	if !errors.As(err, &le) || !le.Unsupported || le.Error() != "x.py:8:15: not simulated: function 'k': op pld.system.get_comm_ctx runs beyond one core of one rank (ranks domain)" {
		t.Errorf("cross-rank op: %v", err)
	}
}

// TestLowerCreatedReuse runs testdata/create_reuse_950.py (not a clean
// kernel, so not one of the lowering cases): MemoryReuse gives the created
// tile c the L1 buffer of t, loaded at pitch 16; c is moved into L0A at
// pitch 32. c has no contents, so the move is a poison read (as the reads
// of the other created tiles are), not a pitch mismatch, and the poison
// travels on into the matmul's L0A read.
func TestLowerCreatedReuse(t *testing.T) {
	src, err := os.ReadFile("testdata/create_reuse_950.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("create_reuse_950.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	arch := MustArch("Ascend950")
	low, err := Lower(arch, p, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	x := tensorOf(ir.FP32, 32, 32, func(r, c int64) float64 { return float64(r - c) })
	res := mustRun(t, arch, low.Program, []*sim.Tensor{x}, Options{})
	wantDiags(t, res,
		"poison-read: aic0#4 TMOV(t_1_Right = tile.move @27) (MTE1) reads never-written bytes aic0 L1[0xc00, 0x1400)",
		"poison-read: aic0#5 TMOV(bm_Bias = tile.move @28) (MTE1) reads never-written bytes aic0 L1[0x1400, 0x1440)",
		"poison-read: aic0#8 TMATMUL_BIAS(acc = tile.matmul_bias @31) (M) reads never-written bytes aic0 L0B[0x400, 0xc00)",
		"poison-read: aic0#8 TMATMUL_BIAS(acc = tile.matmul_bias @31) (M) reads never-written bytes aic0 BT[0x0, 0x40)",
		"poison-read: aic0#11 TMOV(c_Left = tile.move @37) (MTE1) reads never-written bytes aic0 L1[0x400, 0xc00)",
		"poison-read: aic0#12 TMOV(t_2_Right = tile.move @38) (MTE1) reads never-written bytes aic0 L1[0x0, 0x400)",
		"poison-read: aic0#15 TMATMUL_ACC(acc_2 = tile.matmul_acc @41) (M) reads never-written bytes aic0 L0A[0x0, 0x800)",
		"poison-read: aic0#15 TMATMUL_ACC(acc_2 = tile.matmul_acc @41) (M) reads never-written bytes aic0 L0B[0x0, 0x400)",
		"poison-read: aic0#15 TMATMUL_ACC(acc_2 = tile.matmul_acc @41) (M) reads never-written bytes aic0 L0C[0x0, 0x800)",
	)
	// Without the mark the move reads t's bytes at the wrong pitch.
	in := &low.Program.Cores[0].Instrs[11]
	if in.Src[0].Created != 11 {
		t.Fatalf("c is marked created before instruction %d, want 10 (after the M -> MTE1 set_flag)", in.Src[0].Created-1)
	}
	in.Src[0].Created = 0
	res = mustRun(t, arch, low.Program, []*sim.Tensor{x}, Options{})
	for _, d := range diagStrings(res) {
		if strings.HasPrefix(d, "pitch-mismatch: aic0#11 TMOV(c_Left") {
			return
		}
	}
	t.Fatalf("unmarked: no pitch mismatch in %q", diagStrings(res))
}

// TestLowerCreatedView: a view of a created tile keeps the mark; a view of
// a loaded tile over the same bytes, and the result of an executing op,
// do not.
func TestLowerCreatedView(t *testing.T) {
	p, err := ir.Parse("created_view.py", `import pypto.language as pl


@pl.program
class CreatedView:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 32], pl.FP32]]) -> pl.Tensor[[8, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        c: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        w: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, 2176, 992), pl.Mem.Vec] = pl.tile.slice(c, [8, 32], [8, 32])
        e: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, 4096, 1024), pl.Mem.Vec] = pl.tile.exp(w)
        v: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_2, 2176, 992), pl.Mem.Vec] = pl.tile.slice(t, [8, 32], [8, 32])
        f: pl.Tile[[8, 32], pl.FP32, pl.MemRef(mem_vec_3, 4096, 1024), pl.Mem.Vec] = pl.tile.exp(v)
        pl.system.sync_src(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)
        o: pl.Tensor[[8, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
`)
	if err != nil {
		t.Fatal(err)
	}
	low, err := Lower(MustArch("Ascend910B"), p, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range low.Program.Cores[0].Instrs {
		if in.Op == OpVec || in.Op == OpStore {
			got = append(got, fmt.Sprintf("%s src0 %d dst %d", in.Mnemonic(), in.Src[0].Created, in.Dst.Created))
		}
	}
	want := "TEXP src0 4 dst 0, TEXP src0 0 dst 0, TSTORE src0 0 dst 0"
	if strings.Join(got, ", ") != want {
		t.Fatalf("created marks: %s\nwant %s", strings.Join(got, ", "), want)
	}
}

// TestLowerCreatedAccumulate runs testdata/accumulate_created_950.py: an
// accumulation writes its created accumulator in place over the lhs's
// valid rows only (one here), so its result keeps the create mark through
// acc_1 and acc_2 and the store's read of rows 1..15 (still the dead acc's
// bytes, written at pitch 32) is a poison read, not a pitch mismatch.
func TestLowerCreatedAccumulate(t *testing.T) {
	src, err := os.ReadFile("testdata/accumulate_created_950.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("accumulate_created_950.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	arch := MustArch("Ascend950")
	low, err := Lower(arch, p, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range low.Program.Cores[0].Instrs {
		switch in.Op {
		case OpMatmul, OpMatmulAcc:
			got = append(got, fmt.Sprintf("%s dst %d", in.Mnemonic(), in.Dst.Created))
		case OpStore:
			got = append(got, fmt.Sprintf("%s src0 %d", in.Mnemonic(), in.Src[0].Created))
		}
	}
	want := "TMATMUL dst 5, TMATMUL dst 18, TMATMUL_ACC dst 18, TSTORE src0 18"
	if strings.Join(got, ", ") != want {
		t.Fatalf("created marks: %s\nwant %s", strings.Join(got, ", "), want)
	}
	x := tensorOf(ir.BF16, 32, 32, func(r, c int64) float64 { return float64((r+c)%5 - 2) })
	res := mustRun(t, arch, low.Program, []*sim.Tensor{x}, Options{})
	wantDiags(t, res,
		"poison-read: aic0#29 TSTORE(o = tile.store @51) (FIX) reads never-written bytes aic0 L0C[0x40, 0x800)",
	)
	// Without the mark the store reads acc's bytes at acc's pitch.
	low.Program.Cores[0].Instrs[29].Src[0].Created = 0
	res = mustRun(t, arch, low.Program, []*sim.Tensor{x}, Options{})
	wantDiags(t, res,
		"pitch-mismatch: aic0#29 TSTORE(o = tile.store @51) (FIX) reads aic0 L0C[0x440, 0x800) at pitch 16, but aic0#11 TMATMUL(acc = tile.matmul_acc @32) (M) wrote it at pitch 32",
	)
}
