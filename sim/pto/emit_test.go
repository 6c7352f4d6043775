package pto

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// compileModel runs the model's pipeline.Compile up to its InsertSync on
// a PyPTO program, as oracle.ModelPTO does.
func compileModel(t *testing.T, file, src string) *ir.Program {
	t.Helper()
	prog, err := ir.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	var passes []*pipeline.Pass
	for _, p := range pipeline.Compile() {
		if p == pipeline.InsertSync {
			break
		}
		passes = append(passes, p)
	}
	b, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	out, err := pipeline.Run(passes, prog, &pipeline.Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestEmitGolden: the model's lowering of each program, as PTO text, is
// the golden, and reads back through Parse and Translate with no
// diagnostic.
func TestEmitGolden(t *testing.T) {
	for _, name := range []string{"vector", "mixed", "scalar", "emit/control", "emit/views", "emit/pops", "emit/assemble", "emit/unroll", "emit/store_carry"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile("testdata/" + name + ".py")
			if err != nil {
				t.Fatal(err)
			}
			file := name[strings.LastIndex(name, "/")+1:] + ".py"
			text, err := Emit(compileModel(t, file, string(src)), "a5", file)
			if err != nil {
				t.Fatal(err)
			}
			golden := "testdata/" + name + ".model.pto"
			if *update {
				if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if text != string(want) {
				t.Errorf("emitted PTO differs from %s (run with -update to accept):\n%s", golden, text)
			}
			m, err := Parse(file+".pto", text)
			if err != nil {
				t.Fatal(err)
			}
			prog, err := ir.Parse(file, string(src))
			if err != nil {
				t.Fatal(err)
			}
			var args, rest []Arg
			for _, f := range prog.Funcs {
				if f.Kind != ir.InCore {
					continue
				}
				for i, p := range f.Params {
					if tt, ok := p.Type().(*ir.TensorType); ok {
						d := &ascend.TensorDecl{Name: p.Name, DType: tt.DType}
						d.Shape, _ = ir.StaticShape(tt.Shape)
						args = append(args, Arg{Tensor: d, Param: i})
					} else {
						rest = append(rest, Arg{Param: i})
					}
				}
				break
			}
			k, err := Translate(ascend.MustArch("950"), m, append(args, rest...))
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range k.Diags {
				t.Errorf("diagnostic on the model's PTO: %s", d)
			}
		})
	}
}

// TestEmitErrors: what the emitter cannot write is an *EmitError with
// the function and the source position.
func TestEmitErrors(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"break", `        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        for i in pl.range(4):
            if i == 2:
                break
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o`,
			"k.py:11:17: PTO emission: function 'kernel': no PTO emission for break or continue (PyPTO's CtrlFlowTransform removes them first)"},
		{"descending loop", `        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        for i in pl.range(4, 0, -1):
            u: pl.Tile[[16, 16], pl.FP32] = pl.tile.neg(t)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o`,
			"k.py:9:9: PTO emission: function 'kernel': a for loop whose step -1 is not positive"},
	}
	head := `import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
`
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ir.Parse("k.py", "# x\n"+head+c.body+"\n")
			if err != nil {
				t.Fatal(err)
			}
			b, _ := backend.Get("950")
			// Without CtrlFlowTransform, which lowers the break (the
			// emitter's refusal is for one that reaches it).
			var passes []*pipeline.Pass
			for _, q := range pipeline.Default()[:len(pipeline.Default())-1] {
				if q != pipeline.CtrlFlowTransform {
					passes = append(passes, q)
				}
			}
			out, err := pipeline.Run(passes, p, &pipeline.Context{Backend: b})
			if err != nil {
				t.Fatal(err)
			}
			_, err = Emit(out, "a5", "k.py")
			var ee *EmitError
			if !errors.As(err, &ee) || err.Error() != c.want {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}
