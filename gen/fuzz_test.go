package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// FuzzPipeline builds a kernel from the fuzzer's bytes (the same builder,
// choice.Bytes backing) and runs the verifiers: the input properties must
// hold (a generator bug otherwise), every registered rule must run without
// panicking, and the kernel must round-trip. The seed corpus is generated
// kernels encoded back to bytes. Run it with
//
//	go test ./gen -run '^$' -fuzz FuzzPipeline -fuzztime 60s
func FuzzPipeline(f *testing.F) {
	for seed := int64(0); seed < 8; seed++ {
		f.Add(choice.Encode(FromSeed(Profile("AccCompactValid"), seed).Trace))
	}
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		c := FromBytes(Profile("AccCompactValid"), data)
		if msg := checkKernel(c.Prog); msg != "" {
			t.Fatalf("%s\n%s", c, msg)
		}
		verifier.Default().Verify(nil, verifier.All(), c.Prog)
		for _, m := range Mutators() {
			if q, ok := m.Apply(c.Prog, choice.Bytes(data)); ok {
				verifier.Default().Verify(nil, verifier.All(), q)
				_ = ir.Print(q)
			}
		}
	})
}
