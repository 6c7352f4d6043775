//go:build gofuzz

package gen

// Fuzz is the go-fuzz entry point: it builds a kernel from data and checks
// that it round-trips through the printer and parser (the verifiers run in
// FuzzPipeline, which go-fuzz cannot host because this package may not
// import the verifier). It returns 1 for inputs that built a non-trivial
// kernel, 0 otherwise; a broken kernel panics (go-fuzz's crash report).
//
// The body is fuzzRoundTrip, outside this build tag so that plain go test
// runs it on the seeds (TestGoFuzzSeeds). go-fuzz is a module tool here;
// its build and work directory go outside the repository:
//
//	go tool go-fuzz-build -tags gofuzz -o /tmp/gen-fuzz.zip ./gen
//	go tool go-fuzz -bin /tmp/gen-fuzz.zip -workdir /tmp/gofuzz-work -procs 2
func Fuzz(data []byte) int { return fuzzRoundTrip(data) }
