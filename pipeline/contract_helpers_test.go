package pipeline

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
)

// runContract runs passes on a testdata program under the pass tests'
// instruments (instrumented) on the named backend ("" for none) and
// returns the error.
func runContract(t *testing.T, passes []*Pass, path, be string) error {
	t.Helper()
	b, err := backend.Get(be)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(passes, parseFile(t, path), instrumented(b, Faults{}))
	return err
}

// mustPassError asserts err is a PassError of pass whose message is
// exactly want.
func mustPassError(t *testing.T, err error, pass, want string) {
	t.Helper()
	pe, ok := err.(*PassError)
	if !ok {
		t.Fatalf("got %v, want a %s PassError %q", err, pass, want)
	}
	if pe.Pass != pass || pe.Err.Error() != want {
		t.Fatalf("got %s error %q,\nwant %s error %q", pe.Pass, pe.Err.Error(), pass, want)
	}
}
