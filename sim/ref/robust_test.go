package ref

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/sim"
)

// TestEveryProgramEvaluatesDeterministically runs every function of every
// program we have (ours and ir's) on seeded inputs: no panic, and two runs
// give identical outputs and returns (or the identical error).
func TestEveryProgramEvaluatesDeterministically(t *testing.T) {
	var files []string
	for _, pat := range []string{"testdata/*.py", "../../ir/testdata/programs/*.py", "../../examples/*.py"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("only %d programs found", len(files))
	}
	ran, failed := 0, 0
	for _, file := range files {
		p := load(t, file)
		for _, f := range p.Funcs {
			eval := func() (string, error) {
				ts, ss := sim.Inputs(f, 7)
				r, err := Run(p, f.Name, ts, ss, Options{MaxSteps: 20000})
				if err != nil {
					return "", err
				}
				s := ""
				for _, prm := range f.Params {
					if o := r.Outputs[prm]; o != nil {
						s += prm.Name + ":\n" + show(o) + "\n"
					}
				}
				for _, v := range r.Returns {
					if x, ok := v.(Tensor); ok {
						s += "ret " + show(x.Tensor) + "\n"
					} else {
						s += fmt.Sprintf("ret %v\n", v)
					}
				}
				return s, nil
			}
			a, errA := eval()
			b, errB := eval()
			ran++
			if errA != nil {
				failed++
				t.Log(errA)
				if errB == nil || errA.Error() != errB.Error() {
					t.Errorf("%s %s: errors differ: %v / %v", file, f.Name, errA, errB)
				}
				continue
			}
			if errB != nil || a != b {
				t.Errorf("%s %s: two runs differ", file, f.Name)
			}
		}
	}
	t.Logf("%d functions evaluated, %d of them rejected at run time", ran, failed)
}
