package campaign

import (
	"os"
	"runtime/debug"
	"strconv"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestMain lets the test binary act as the child process of an isolated
// campaign: "campaign.test -run-case TASK" runs one case, like irfuzz. The
// environment can make the case of one index misbehave:
// IRFUZZ_TEST_HANG=i makes case i's check block forever,
// IRFUZZ_TEST_FATAL=i makes it overflow its stack (a fatal error no
// recover catches).
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == ChildFlag {
		os.Exit(childMain(os.Args[2], os.Stdout, os.Stderr, misbehaving(synthetic(oracle.Check))))
	}
	os.Exit(m.Run())
}

// misbehaving wraps a check with the misbehaviour the environment asks
// for.
func misbehaving(check func(oracle.Case, *oracle.Config) *oracle.Result) func(oracle.Case, *oracle.Config) *oracle.Result {
	hang, fatal := envIndex("IRFUZZ_TEST_HANG"), envIndex("IRFUZZ_TEST_FATAL")
	return func(c oracle.Case, cfg *oracle.Config) *oracle.Result {
		switch c.Seed {
		case hang:
			for {
				time.Sleep(time.Hour) // a bare select{} would be a detected deadlock
			}
		case fatal:
			debug.SetMaxStack(1 << 20)
			recurse(0)
		}
		return check(c, cfg)
	}
}

// envIndex is the per-case seed of the index an environment variable
// names, in the campaigns of these tests (seed testSeed); none when
// unset.
func envIndex(name string) uint64 {
	i, err := strconv.Atoi(os.Getenv(name))
	if err != nil {
		return 1<<64 - 1
	}
	return CaseSeed(testSeed, i)
}

//go:noinline
func recurse(n int) int { return recurse(n+1) + 1 }

// testSeed seeds the campaigns of these tests.
const testSeed = 20261129

// synthetic wraps a check so that about a third of the cases have a
// finding whatever the state of the system under test: the oracles still
// run (so their nondeterminism would show), and the tests of the
// campaign's machinery always have findings to deduplicate, order and
// store. The finding depends on the kernel only.
func synthetic(check func(oracle.Case, *oracle.Config) *oracle.Result) func(oracle.Case, *oracle.Config) *oracle.Result {
	return func(c oracle.Case, cfg *oracle.Config) *oracle.Result {
		r := check(c, cfg)
		if n := gen.Statements(c.Prog); n%3 == 0 {
			r.Findings = append(r.Findings, oracle.Finding{Oracle: oracle.Contract, Property: "Synthetic" + strconv.Itoa(n%4),
				Pass: "Test", Message: "the kernel has " + strconv.Itoa(n) + " statements"})
		}
		return r
	}
}
