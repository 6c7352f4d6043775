package gen

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/leanovate/gopter"
)

// Case is one generated kernel with everything needed to replay it: the
// per-case seed (when it came from a PRNG), the profile, the choice trace
// and the program built from it.
type Case struct {
	Seed    int64
	Profile string
	// Target is the backend the kernel was built for (Policy.Target).
	Target string
	Trace  choice.Trace
	Prog   *ir.Program
	// Intent lists the properties a near-miss kernel (PNearMiss)
	// deliberately risks: it carries an input the property's rule, or the
	// pass producing the property, may reject (AccCompactValid: a
	// non-compact seed under a narrowed lhs; AivSplitValid: a split
	// boundary op outside a split_aiv region; IncoreTileOps: tensor.create
	// in the kernel; AllocatedMemoryAddr: a dimension past the buffers;
	// AtomicAddDtypeValid: an atomic add the target lacks;
	// MixedKernelExpanded: a move into Acc, or a hand-written cross-core
	// push of a tile the pushing core does not hold). A rejection naming one of them
	// is the intended outcome, not a compiler bug. Empty for every kernel
	// meant to compile.
	Intent []string
}

// String is what gopter prints for a failing case: the seed that rebuilds
// it alone (gen.FromSeed) and the choices that rebuild it (gen.FromChoices,
// or IRFUZZ_CHOICES), plus its size.
func (c Case) String() string {
	intent := ""
	if len(c.Intent) > 0 {
		intent = " intent=" + strings.Join(c.Intent, ",")
	}
	return fmt.Sprintf("{profile=%s target=%s seed=%d%s stmts=%d draws=%d choices=%s}", c.Profile, c.Target, c.Seed, intent, Statements(c.Prog), len(c.Trace.Choices), choice.Format(c.Trace.Choices))
}

// drawLimit guards against unbounded generation from adversarial choices.
const drawLimit = 1 << 16

func build(src *choice.Source, p *Policy, seed int64) Case {
	src.SetLimit(drawLimit)
	if p == nil {
		p = DefaultProfile()
	}
	prog, intent := buildProgram(src, p)
	return Case{Seed: seed, Profile: p.Name, Target: p.target().Name, Trace: src.Trace(), Prog: prog, Intent: intent}
}

// FromSeed builds the case a seed gives.
func FromSeed(p *Policy, seed int64) Case { return build(choice.Record(seed), p, seed) }

// FromChoices rebuilds a case from recorded choices. Its trace holds the
// draws actually made (zeros appended when the choices ran out, with
// Trace.Overrun set).
func FromChoices(p *Policy, choices []uint64) Case { return build(choice.Replay(choices), p, 0) }

// FromSource builds a case from any choice source (e.g. choice.Guided).
// Its trace holds the draws made, which FromChoices replays.
func FromSource(p *Policy, src *choice.Source) Case { return build(src, p, 0) }

// FromBytes builds a case from fuzzer bytes.
func FromBytes(p *Policy, data []byte) Case { return build(choice.Bytes(data), p, 0) }

// Kernel is a gopter generator of Cases under a profile (nil: Default).
// Each case draws its own seed from the gopter parameters, so a failing
// case is replayable alone from the seed gopter prints with it; shrinking
// works on the choice trace (see Shrinker).
func Kernel(p *Policy) gopter.Gen { return KernelWith(p, DefaultBudget) }

// KernelWith is Kernel with a shrink budget.
func KernelWith(p *Policy, budget Budget) gopter.Gen {
	return func(gp *gopter.GenParameters) *gopter.GenResult {
		seed := gp.Rng.Int63()
		c := FromSeed(p, seed)
		r := gopter.NewGenResult(c, newShrinkState(p, budget).shrinker)
		r.Sieve = func(v interface{}) bool {
			c, ok := v.(Case)
			return ok && !c.Trace.Overrun
		}
		return r
	}
}

// SeedParameters returns gopter test parameters with a fixed seed and one
// worker (gopter's multi-worker runs share one RNG and are not
// reproducible).
func SeedParameters(seed int64, cases int) *gopter.TestParameters {
	tp := gopter.DefaultTestParametersWithSeed(seed)
	tp.MinSuccessfulTests = cases
	tp.Workers = 1
	tp.Rng = rand.New(gopter.NewLockedSource(seed))
	return tp
}

// ParseChoicesCase rebuilds a case from choices in the text Case.String
// prints (choice.Format).
func ParseChoicesCase(p *Policy, text string) (Case, error) {
	ch, err := choice.Parse(text)
	if err != nil {
		return Case{}, err
	}
	return FromChoices(p, ch), nil
}
