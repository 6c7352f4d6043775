package pto

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/sim/ascend"
)

// FuzzTranslate: no text makes the reader or the translator panic or
// hang; what they take, the simulator runs without panicking. Seeds are
// the testdata .pto files.
func FuzzTranslate(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.pto")
	more, _ := filepath.Glob("testdata/planted/*.pto")
	for _, p := range append(files, more...) {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	arch := ascend.MustArch("950")
	f.Fuzz(func(t *testing.T, text string) {
		m, err := Parse("f.pto", text)
		if err != nil {
			return
		}
		args := make([]Arg, 8)
		for i := range args {
			args[i] = Arg{Tensor: &ascend.TensorDecl{Name: "t", Shape: []int64{64, 64}, DType: 0}, Param: i}
		}
		k, err := Translate(arch, m, args)
		if err != nil || len(k.Program.Cores) == 0 {
			return
		}
		_, _ = ascend.Run(arch, k.Program, nil, ascend.Options{InOrder: true})
	})
}
