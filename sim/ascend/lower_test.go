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
		fmt.Fprintf(&b, "%s (%s):\n", c.Name, c.Kind)
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
}
