package gen

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// inputProps is what every generated kernel must satisfy before any pass:
// not SSAForm, since a kernel in user form (userform.go) re-assigns its
// variables until ConvertToSSA versions them.
var inputProps = verifier.Structural().Union(verifier.Set(verifier.TypeChecked))

// checkKernel verifies a generated program and its print/parse round trip;
// it returns a description of the first problem, or "".
func checkKernel(p *ir.Program) string {
	if ds := verifier.Default().Verify(nil, inputProps, p); verifier.HasErrors(ds) {
		return verifier.Report(ds) + "\n" + ir.Print(p)
	}
	text := ir.Print(p)
	q, err := ir.Parse("gen.py", text)
	if err != nil {
		return fmt.Sprintf("reparse: %v\n%s", err, text)
	}
	if d := ir.Diff(p, q); d != "" {
		return fmt.Sprintf("round trip differs: %s\n%s", d, text)
	}
	if t2 := ir.Print(q); t2 != text {
		return fmt.Sprintf("reprint differs:\n%s\n---\n%s", text, t2)
	}
	return ""
}

// envInt reads a positive integer from the environment.
func envInt(name string, def int) int {
	if s := os.Getenv(name); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
	}
	return def
}

// kernelsPerProfile is IRFUZZ_KERNELS (the done-when count is 10000), else
// 200, or 40 under -short (10,000 per profile takes about 7 minutes on 2 cores).
func kernelsPerProfile() int {
	def := 200
	if testing.Short() {
		def = 40
	}
	return envInt("IRFUZZ_KERNELS", def)
}

// TestKernelsValid: every kernel of every profile passes the structural
// set plus SSAForm and TypeChecked and round-trips through the printer and
// parser. A failure is shrunk (with the failure as predicate) before it is
// reported, and reported with its seed and choices.
func TestKernelsValid(t *testing.T) {
	n := kernelsPerProfile()
	for _, name := range Profiles() {
		p := Profile(name)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for seed := int64(0); seed < int64(n); seed++ {
				c := FromSeed(p, seed)
				if msg := checkKernel(c.Prog); msg != "" {
					small, _ := Shrink(p, c, func(c Case) bool { return checkKernel(c.Prog) != "" }, Budget{Evals: 2000})
					t.Fatalf("%s\nshrunk to %s:\n%s", c, small, checkKernel(small.Prog))
				}
			}
		})
	}
}

// TestSameSeedSameText: a seed gives byte-identical text, every time.
func TestSameSeedSameText(t *testing.T) {
	for _, name := range []string{"Default", "AccCompactValid", "SSAForm"} {
		for seed := int64(0); seed < 50; seed++ {
			a := ir.Print(FromSeed(Profile(name), seed).Prog)
			b := ir.Print(FromSeed(Profile(name), seed).Prog)
			if a != b {
				t.Fatalf("%s seed %d: two builds differ:\n%s\n---\n%s", name, seed, a, b)
			}
		}
	}
	// Different seeds give different kernels (the seed is used).
	if ir.Print(FromSeed(nil, 1).Prog) == ir.Print(FromSeed(nil, 2).Prog) {
		t.Fatal("seeds 1 and 2 built the same kernel")
	}
}

// TestReplayRebuilds: replaying a recorded trace rebuilds the same kernel
// (structurally equal, same text, same trace), and so do the trace's bytes.
func TestReplayRebuilds(t *testing.T) {
	for seed := int64(0); seed < 200; seed++ {
		c := FromSeed(Profile("AccCompactValid"), seed)
		r := FromChoices(Profile("AccCompactValid"), c.Trace.Choices)
		if r.Trace.Overrun {
			t.Fatalf("seed %d: replay overran", seed)
		}
		if !ir.Equal(c.Prog, r.Prog) || ir.Print(c.Prog) != ir.Print(r.Prog) {
			t.Fatalf("seed %d: replay differs: %s", seed, ir.Diff(c.Prog, r.Prog))
		}
		if choice.Hash(c.Trace.Choices) != choice.Hash(r.Trace.Choices) {
			t.Fatalf("seed %d: replay made different draws", seed)
		}
		fb := FromBytes(Profile("AccCompactValid"), choice.Encode(c.Trace))
		if ir.Print(fb.Prog) != ir.Print(c.Prog) {
			t.Fatalf("seed %d: encoded bytes build another kernel", seed)
		}
		parsed, err := choice.Parse(choice.Format(c.Trace.Choices))
		if err != nil || choice.Hash(parsed) != choice.Hash(c.Trace.Choices) {
			t.Fatalf("seed %d: Format/Parse lost choices: %v", seed, err)
		}
	}
}

// TestSpanDeletionStaysValid: deleting any one span of a trace still
// builds a valid kernel, no larger than the original.
func TestSpanDeletionStaysValid(t *testing.T) {
	seeds := int64(40)
	if testing.Short() {
		seeds = 10
	}
	checked := 0
	for seed := int64(0); seed < seeds; seed++ {
		c := FromSeed(Profile("AccCompactValid"), seed)
		for i, sp := range c.Trace.Spans {
			if sp.Len() == 0 || i%3 != 0 {
				continue
			}
			ch := append(append([]uint64(nil), c.Trace.Choices[:sp.Start]...), c.Trace.Choices[sp.End:]...)
			d := FromChoices(Profile("AccCompactValid"), ch)
			if msg := checkKernel(d.Prog); msg != "" {
				t.Fatalf("seed %d, span %d %q [%d,%d) deleted: %s", seed, i, sp.Label, sp.Start, sp.End, msg)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d deletions checked", checked)
	}
}

// TestEmptyTraceIsTrivialKernel: no choices (all zeros) build the smallest
// kernel: load a tile, store it, return.
func TestEmptyTraceIsTrivialKernel(t *testing.T) {
	c := FromChoices(nil, nil)
	if got := Statements(c.Prog); got != 2 {
		t.Fatalf("empty trace built %d statements:\n%s", got, ir.Print(c.Prog))
	}
	if msg := checkKernel(c.Prog); msg != "" {
		t.Fatal(msg)
	}
}
