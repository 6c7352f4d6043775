package oracle

import (
	"regexp"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// Verdicts of a per-pass comparison (PassComparison.Verdict).
const (
	PassEqual      = "equal"       // the model's pass gives PyPTO's output, up to renaming
	PassDiffers    = "differs"     // it gives another program: a passdiff finding
	PassModelError = "model-error" // the model's pass fails on PyPTO's input
	PassUnparsable = "unparsable"  // irfuzz's parser cannot read PyPTO's input or output
	PassDeparture  = "departure"   // they differ only by a listed departure (PassDepartures)
)

// PassDepartures are the model's listed departures (docs/pypto-version.md)
// that show in a pass's output: each rewrites the model's printed output
// the way the pinned PyPTO would have it. A difference that one of them
// removes is counted as a departure, not reported.
var PassDepartures = []struct {
	Name    string
	Rewrite func(string) string
}{
	// The model stamps compact on a tile.move of a narrowed tile into
	// Left or Right (departure 7); the pinned DeduceTileMoveType never
	// does (memory.cpp:409-512). Both stamp a narrowed accumulator, so
	// only the moves' annotations go.
	{"move-into-l0-compact", func(s string) string {
		return l0Move.ReplaceAllStringFunc(s, func(line string) string {
			line = onlyCompact.ReplaceAllString(line, "")
			line = firstCompact.ReplaceAllString(line, "(")
			return otherCompact.ReplaceAllString(line, "")
		})
	}},
}

var (
	l0Move       = regexp.MustCompile(`(?m)^.*pl\.Mem\.(?:Left|Right).*= pl\.tile\.move\(.*$`)
	onlyCompact  = regexp.MustCompile(`, pl\.TileView\(compact=pl\.CompactMode\.\w+\)`)
	firstCompact = regexp.MustCompile(`\(compact=pl\.CompactMode\.\w+, `)
	otherCompact = regexp.MustCompile(`, compact=pl\.CompactMode\.\w+`)
)

// passdiffOracle runs the model's passes on the stages of PyPTO's answer.
var passdiffOracle = &step{name: PassDiff, oracle: PassDiff, requires: []*step{pyptoAnswer, modelSide}, run: (*checker).passDiff}

// PassComparison is the per-pass differential's verdict on one pass.
type PassComparison struct {
	Pass    string `json:"pass"`
	Verdict string `json:"verdict"`
}

// passDiff is the per-pass differential oracle: for every pass of PyPTO's
// pipeline that the model implements too (pipeline.Lookup), the model's
// pass runs alone on what PyPTO's pass got (PyPTO's output of the pass
// before it, read with irfuzz's parser), and its output is compared with
// PyPTO's output of the pass, structurally and up to renaming (ir.Diff).
// One implementation of the pass is then wrong, or the model departs:
// a passdiff finding. It needs the response's Stages (Request.Dump).
func (k *checker) passDiff() bool {
	prev := k.text
	for _, st := range k.answer.Stages {
		input := prev
		prev = st.Program
		mp := pipeline.Lookup(st.Pass)
		if mp == nil {
			continue
		}
		verdict, diff := k.comparePass(mp, input, st.Program)
		k.r.PassDiffs = append(k.r.PassDiffs, PassComparison{Pass: st.Pass, Verdict: verdict})
		if verdict == PassDiffers && k.cfg.on(PassDiff) {
			k.add(Finding{Oracle: PassDiff, Property: st.Pass, Pass: st.Pass,
				Message: "given the same input, the model and PyPTO give different programs after " + st.Pass + " at " + diffKind(diff),
				Detail:  diff})
		}
	}
	return true
}

// diffKind is what an ir.Diff path says differs, without where and
// without the two values' details ("assign _: pl.max vs pl.tile.exp",
// "type: tile view pl.Tile vs pl.Tile"): the signature of one divergence
// of two passes, whichever statement of whichever kernel shows it. The
// whole path is the finding's Detail.
func diffKind(diff string) string {
	last := diff
	if i := strings.LastIndex(diff, " / "); i >= 0 {
		last = diff[i+3:]
	}
	what, values, ok := strings.Cut(last, ": ")
	if !ok {
		return last
	}
	if f := strings.Fields(what); len(f) == 2 && (f[0] == "assign" || f[0] == "for" || f[0] == "while" || f[0] == "param" || f[0] == "var") {
		what = f[0] // a variable's name is the kernel's, not the divergence's
	}
	a, b, ok := strings.Cut(values, " vs ")
	if !ok {
		return what
	}
	return what + ": " + head(a) + " vs " + head(b)
}

// head is a value's first tokens, up to its arguments or indices.
func head(v string) string {
	if i := strings.IndexAny(v, "(["); i >= 0 {
		v = v[:i]
	}
	if f := strings.Fields(v); len(f) > 3 {
		v = strings.Join(f[:3], " ")
	}
	return strings.TrimSpace(v)
}

// comparePass runs the model's pass on PyPTO's input and compares.
func (k *checker) comparePass(p *pipeline.Pass, input, want string) (verdict, diff string) {
	in, err := ir.Parse("pypto-input.py", input)
	if err != nil {
		return PassUnparsable, ""
	}
	exp, err := ir.Parse("pypto-output.py", want)
	if err != nil {
		return PassUnparsable, ""
	}
	var got *ir.Program
	ok := k.sut("passdiff "+p.Name, func() {
		got, err = p.Run(in, &pipeline.Context{Backend: k.cfg.Backend, Faults: k.cfg.Faults, Planner: k.cfg.Planner})
	})
	if !ok || err != nil || got == nil {
		return PassModelError, ""
	}
	d := ir.Diff(got, exp)
	if d == "" {
		return PassEqual, ""
	}
	text := ir.Print(got)
	for _, dep := range PassDepartures {
		if q, err := ir.Parse("model-output.py", dep.Rewrite(text)); err == nil && ir.Diff(q, exp) == "" {
			return PassDeparture, dep.Name
		}
	}
	return PassDiffers, d
}
