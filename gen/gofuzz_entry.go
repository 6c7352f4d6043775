package gen

import "github.com/irfuzz/irfuzz/ir"

// fuzzRoundTrip is the body of the go-fuzz entry Fuzz (gofuzz.go, build tag
// gofuzz): it builds a kernel from data and panics if the kernel does not
// print, parse back and compare equal; it returns 1 for a non-trivial
// kernel built without running out of bytes, 0 otherwise.
func fuzzRoundTrip(data []byte) int {
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
