//go:build gofuzz

package gen

import "github.com/irfuzz/irfuzz/ir"

// Fuzz is the go-fuzz entry point: it builds a kernel from data and checks
// that it round-trips through the printer and parser (the verifiers run in
// FuzzPipeline, which go-fuzz cannot host because this package may not
// import the verifier). It returns 1 for inputs that built a non-trivial
// kernel, 0 otherwise; a broken kernel panics (go-fuzz's crash report).
//
//	go install github.com/dvyukov/go-fuzz/go-fuzz@latest github.com/dvyukov/go-fuzz/go-fuzz-build@latest
//	go get github.com/dvyukov/go-fuzz/go-fuzz-dep
//	go-fuzz-build -tags gofuzz -o gen-fuzz.zip ./gen
//	go-fuzz -bin gen-fuzz.zip -workdir testdata/gofuzz -procs 2
func Fuzz(data []byte) int {
	c := FromBytes(Profile("AccCompactValid"), data)
	text := ir.Print(c.Prog)
	q, err := ir.Parse("fuzz.py", text)
	if err != nil {
		panic("generated kernel does not parse: " + err.Error() + "\n" + text)
	}
	if d := ir.Diff(c.Prog, q); d != "" {
		panic("generated kernel does not round-trip: " + d + "\n" + text)
	}
	if c.Trace.Overrun || Statements(c.Prog) <= 2 {
		return 0
	}
	return 1
}
