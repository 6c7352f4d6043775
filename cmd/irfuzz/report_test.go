package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

const reportDir = "../../reports/testdata/campaign"

func TestReport(t *testing.T) {
	code, out, errOut := runCmd("report", "-format", "md", reportDir)
	if code != 0 || errOut != "" {
		t.Fatalf("report: code %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"# irfuzz campaign report\n",
		"| MixedKernelExpanded |   297 |        5 (98.3%) ! |       15 |                 6 |     4.9 |\n",
		// The universes are this build's: every default pass is named.
		"11 of 50 passes changed the program.\n",
		"Not covered (39): AlignTileSlices, AutoDeriveTaskDependencies, CanonicalizeIOOrder, CanonicalizeTileSlice, ClassifyIterArgCarry, ConvertTensorToTileOps, CtrlFlowTransform, DeriveCallDirections, ExpandManualPhaseFence, FoldNoOpReshape, FuseCreateAssembleToSlice, InjectGMPipeBuffer, InlineFunctions, InsertCommFence, InsertMxScaleAddr, LegalizeTileCast, LowerAutoVectorSplit, LowerCompositeOps, LowerHostTensorCollectives, LowerPipelineLoops, LowerPipelineToSlots, MaterializeCommDomainScopes, MaterializeDistTensorCtx, MaterializeRuntimeScopes, MaterializeSemanticAliases, MaterializeTensorStrides, MaterializeValidShapeSymbols, NormalizeReturnOrder, NormalizeStmtStructure, OptimizeOrchTensors, OutlineClusterScopes, OutlineHierarchyScopes, OutlineIncoreScopes, ResolveBackendOpLayouts, SkewCrossCorePipeline, SplitVectorKernel, StampTfreeSplit, SynthesizeAllreduceSignals, UnrollLoops.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = runCmd("report", "-universe=false", reportDir)
	if !strings.Contains(out, "\n11 passes changed the program.\n") || strings.Contains(out, "Not covered (31): AlignTileSlices") {
		t.Errorf("-universe=false still compares with a universe:\n%s", out)
	}

	path := filepath.Join(t.TempDir(), "r.html")
	code, out, errOut = runCmd("report", "-format", "html", "-title", "nightly <1>", "-o", path, reportDir)
	page, err := os.ReadFile(path)
	if code != 0 || out != "" || errOut != "" || err != nil {
		t.Fatalf("report -o: code %d, stdout %q, stderr %q, %v", code, out, errOut, err)
	}
	if !strings.Contains(string(page), "<title>nightly &lt;1&gt;</title>") {
		t.Fatalf("html report lacks its title")
	}
}

func TestReportBadUsage(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report"}, "usage: irfuzz report"},
		{[]string{"report", reportDir, reportDir}, "usage: irfuzz report"},
		{[]string{"report", "-format", "pdf", reportDir}, `irfuzz report: unknown report format "pdf" (want text, md, html or json)`},
		{[]string{"report", missing}, "irfuzz report: cannot read results directory: stat " + missing + ": no such file or directory"},
		{[]string{"report", "-o", filepath.Join(missing, "r.txt"), reportDir}, "irfuzz report: "},
	} {
		code, out, errOut := runCmd(c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: code %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
}

// TestReportOptionsUnsimulated: the report's list of ops the simulator
// cannot run is the registry's: every op outside one core, by its domain,
// and every op of one core with a reason in OpDef.Unsimulated.
func TestReportOptionsUnsimulated(t *testing.T) {
	opts := reportOptions("", true)
	want := 0
	for _, d := range ir.Ops().Ops() {
		if d.Domain != ir.DomainCore || d.Unsimulated != "" {
			want++
		}
	}
	if len(opts.Unsimulated) != want || want == 0 {
		t.Fatalf("%d ops not run by the simulator, want %d", len(opts.Unsimulated), want)
	}
	why := map[string]string{}
	for _, n := range opts.Unsimulated {
		why[n.Name] = n.Why
	}
	if why["tile.ci"] != "TCI (an index generator) is not modeled" || why["pld.system.notify"] != "runs beyond one core: needs the peer ranks of a comm domain" || why["system.task_invalid"] != "runs beyond one core: runs on the host" {
		t.Errorf("reasons: tile.ci %q, pld.system.notify %q, system.task_invalid %q", why["tile.ci"], why["pld.system.notify"], why["system.task_invalid"])
	}
	if _, ok := why["tile.add"]; ok {
		t.Errorf("tile.add is simulated but listed")
	}
}
