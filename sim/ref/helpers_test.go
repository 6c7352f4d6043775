package ref

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// load parses a PyPTO file (relative to testdata/ unless it contains a
// slash).
func load(t testing.TB, name string) *ir.Program {
	t.Helper()
	path := name
	if !strings.Contains(name, "/") {
		path = filepath.Join("testdata", name)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(path, string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// param finds a parameter of a function by name.
func param(t testing.TB, f *ir.Function, name string) *ir.Var {
	t.Helper()
	for _, p := range f.Params {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("%s has no parameter %s", f.Name, name)
	return nil
}

// in is the input of one test run, by parameter name.
type in struct {
	tensors map[string]*sim.Tensor
	scalars map[string]float64
}

// run evaluates fn of p on named inputs; it fails the test on error.
func run(t testing.TB, p *ir.Program, fn string, x in) *Result {
	t.Helper()
	r, err := tryRun(t, p, fn, x, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func tryRun(t testing.TB, p *ir.Program, fn string, x in, opts Options) (*Result, error) {
	t.Helper()
	f := p.Func(fn)
	if f == nil {
		t.Fatalf("no function %s", fn)
	}
	ts, ss := map[*ir.Var]*sim.Tensor{}, map[*ir.Var]float64{}
	for n, v := range x.tensors {
		ts[param(t, f, n)] = v
	}
	for n, v := range x.scalars {
		ss[param(t, f, n)] = v
	}
	return Run(p, fn, ts, ss, opts)
}

// out returns the final value of a tensor parameter.
func out(t testing.TB, p *ir.Program, r *Result, fn, name string) *sim.Tensor {
	t.Helper()
	o := r.Outputs[param(t, p.Func(fn), name)]
	if o == nil {
		t.Fatalf("no output %s", name)
	}
	return o
}

// tensor builds a fully defined tensor from row-major values.
func tensor(dt ir.DataType, shape []int64, vals ...float64) *sim.Tensor {
	x := sim.NewTensor(shape, dt)
	if len(vals) != len(x.Data) {
		panic(fmt.Sprintf("tensor %v needs %d values, got %d", shape, len(x.Data), len(vals)))
	}
	for i, v := range vals {
		x.Data[i], x.Defined[i] = sim.Round(dt, v), true
	}
	return x
}

// fill builds a fully defined tensor holding f(flat index).
func fill(dt ir.DataType, shape []int64, f func(k int) float64) *sim.Tensor {
	x := sim.NewTensor(shape, dt)
	for k := range x.Data {
		x.Data[k], x.Defined[k] = sim.Round(dt, f(k)), true
	}
	return x
}

// show renders a tensor with every element ('?' for undefined), rows on
// lines, for exact comparison with a want string.
func show(x *sim.Tensor) string {
	var b strings.Builder
	cols := 1
	if len(x.Shape) > 0 {
		cols = int(x.Shape[len(x.Shape)-1])
	}
	for k, v := range x.Data {
		switch {
		case k > 0 && k%cols == 0:
			b.WriteByte('\n')
		case k > 0:
			b.WriteByte(' ')
		}
		if x.IsDefined(k) {
			fmt.Fprintf(&b, "%g", v)
		} else {
			b.WriteByte('?')
		}
	}
	return b.String()
}

// want compares show(x) with the expected text (leading/trailing blank
// lines and indentation removed).
func want(t testing.TB, what string, x *sim.Tensor, text string) {
	t.Helper()
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
		lines = append(lines, strings.TrimSpace(l))
	}
	if got, w := show(x), strings.Join(lines, "\n"); got != w {
		t.Errorf("%s:\ngot\n%s\nwant\n%s", what, got, w)
	}
}

func fmtG(v float64) string { return fmt.Sprintf("%g", v) }
