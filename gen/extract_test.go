package gen

import (
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// A TEXTRACT copies within one core, so a tile.extract of a tile already
// placed in a space needs the backend's direct route into its target: the
// generator built Acc -> Left extracts, which Ascend950 has no route for
// (a clean campaign's b98f9b94e575). The target Vec counts too: an
// extract of a Mat tile without target_memory (so into Vec) ran on the
// vector core, which has no L1 (3d0fd538ef56). The builder now always
// names the target, as the pinned DSL requires.
func TestExtractTargetsRouted(t *testing.T) {
	be, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	placed, intoVec := 0, 0
	for _, c := range sampleKernels(30) {
		for _, f := range c.Prog.Funcs {
			ir.WalkFunc(f, func(n ir.Node) bool {
				call, ok := n.(*ir.Call)
				if !ok || call.Op == nil || call.Op.Name != "tile.extract" {
					return true
				}
				src := tileOf(call.Args[0].Type())
				to := ir.Vec // the default target
				if v, ok := call.Kwarg("target_memory"); ok {
					m, isSpace := v.(ir.MemorySpace)
					if !isSpace {
						return true
					}
					to = m
				}
				if src == nil || src.Space == ir.MemNone {
					return true
				}
				placed++
				if to == ir.Vec {
					intoVec++
				}
				if !be.CanMove(src.Space, to) && !(src.Space == ir.Vec && to == ir.Vec) {
					t.Errorf("%s seed %d: tile.extract from %s into %s, which %s cannot route", c.Profile, c.Seed, src.Space, to, be.Name)
				}
				return true
			})
		}
	}
	if placed == 0 || intoVec == 0 {
		t.Errorf("%d extracts of a placed tile, %d into Vec: the sample does not exercise the rule", placed, intoVec)
	}
}

// TestExtractOfMatDefaultRefused replays the choices of a campaign case
// (BreakContinueValid, seed 4110448766578584797, case 777) that extracted a
// Mat tile with no target_memory, so into Vec: Ascend950's AIV core has no
// L1 to read it from (3d0fd538ef56). The rebuilt kernel extracts no placed
// tile into a space the backend cannot route it to.
func TestExtractOfMatDefaultRefused(t *testing.T) {
	data, err := os.ReadFile("testdata/extract-mat-default.choices")
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseChoicesCase(preCorners(Profile("BreakContinueValid")), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	be, _ := backend.Get("950")
	for _, f := range c.Prog.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			call, ok := n.(*ir.Call)
			if !ok || call.Op == nil || call.Op.Name != "tile.extract" {
				return true
			}
			src, dst := tileOf(call.Args[0].Type()), tileOf(call.T)
			if src.Space != ir.MemNone && !be.CanMove(src.Space, dst.Space) && !(src.Space == ir.Vec && dst.Space == ir.Vec) {
				t.Errorf("tile.extract from %s into %s: %s\n%s", src.Space, dst.Space, ir.PrintExpr(call), ir.Print(c.Prog))
			}
			return true
		})
	}
}

// TestMoveOfCubeReadReplay replays the choices of a campaign case
// (NoNestedCalls, 5ba1ba1503b9) that moved an unplaced load to Mat after a
// matmul_bias had read it: InferTileMemorySpace put the load in Mat, and the
// Mat -> Mat move ran on pipe V of the cube core. The rebuilt kernel moves
// no tile the cube reads (or may read) into a space a Mat tile cannot move
// to.
func TestMoveOfCubeReadReplay(t *testing.T) {
	cubeKernelHasNoPipeV(t, "NoNestedCalls", "testdata/move-cube-read-mat.choices")
}

// TestNoAccToMatReplay replays the choices of a campaign case
// (AivSplitLoweredValid, f45f3f60a0c7) that moved an accumulator whose
// valid rows were pl.min(rows, 32) of 32 into Mat: the L0C -> L1 move reads
// at the physical rows (AccCompactValid code 6, RF-M1), so only a near miss
// that records the intent may build it.
func TestNoAccToMatReplay(t *testing.T) {
	data, err := os.ReadFile("testdata/acc-to-mat-narrowed.choices")
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseChoicesCase(preCorners(Profile("AivSplitLoweredValid")), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	for _, f := range c.Prog.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			call, ok := n.(*ir.Call)
			if !ok || call.Op == nil || (call.Op.Name != "tile.move" && call.Op.Name != "tile.extract") {
				return true
			}
			moves++
			src := tileOf(call.Args[0].Type())
			if v, ok := call.Kwarg("target_memory"); ok && v == ir.Mat && src != nil && ir.AccReadSkewed(src) && len(c.Intent) == 0 {
				t.Errorf("%s of a row-narrowed accumulator into Mat outside a near miss", call.Op.Name)
			}
			return true
		})
	}
	if moves == 0 {
		t.Errorf("the rebuilt kernel moves nothing:\n%s", ir.Print(c.Prog))
	}
}

// TestMoveThenCubeReadReplay replays the choices of a campaign case
// (CommDomainScopesMaterialized, 5ba1ba1503b9 again) that moved an unplaced
// load to Mat and only afterwards fed the load to a matmul_acc:
// InferTileMemorySpace put the load in Mat, so the move was Mat -> Mat on
// pipe V of the cube core. A tile moved into a cube space from the vector
// side stays off cube ops.
func TestMoveThenCubeReadReplay(t *testing.T) {
	cubeKernelHasNoPipeV(t, "CommDomainScopesMaterialized", "testdata/move-then-cube-read.choices")
}

// TestExtractOfCubeReadReplay replays the choices of a campaign case
// (AllocatedMemoryAddr, 5ba1ba1503b9 once more) that extracted an unplaced
// tile a matmul had read into Mat: InferTileMemorySpace put the source in
// Mat, so the extract was Mat -> Mat on pipe V of the cube core. A source
// the cube reads is extracted only where a Mat tile can go.
func TestExtractOfCubeReadReplay(t *testing.T) {
	cubeKernelHasNoPipeV(t, "AllocatedMemoryAddr", "testdata/extract-of-cube-read.choices")
}

// cubeKernelHasNoPipeV rebuilds a campaign case from its recorded choices,
// compiles it for the default target and fails when a cube (AIC) kernel
// names the vector pipe, which an AIC core does not have.
func cubeKernelHasNoPipeV(t *testing.T, profile, choices string) {
	t.Helper()
	data, err := os.ReadFile(choices)
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseChoicesCase(preCorners(Profile(profile)), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	out, err := pipeline.Run(pipeline.Default(), c.Prog, &pipeline.Context{Backend: DefaultTarget()})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range out.Funcs {
		if f.Kind != ir.AIC {
			continue
		}
		if text := ir.Print(&ir.Program{Funcs: []*ir.Function{f}}); strings.Contains(text, "PipeType.V") {
			t.Errorf("the cube kernel %s names pipe V:\n%s", f.Name, text)
		}
	}
}
