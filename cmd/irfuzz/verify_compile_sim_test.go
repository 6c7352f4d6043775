package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const kernel = `import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return o
`

func TestVerify(t *testing.T) {
	path := writeTemp(t, "k.py", kernel)
	code, out, errOut := runCmd("verify", "-props", "SSAForm,TypeChecked", path)
	if code != 0 || !strings.Contains(out, "Status: PASSED") || errOut != "" {
		t.Fatalf("verify clean: code %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	// Two assignments to one name break SSA form.
	bad := writeTemp(t, "bad.py", strings.Replace(kernel, "s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)\n        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s,",
		"s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)\n        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(s, tb)\n        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s,", 1))
	code, out, _ = runCmd("verify", "-props", "SSAForm", bad)
	if code != 1 || !strings.Contains(out, "[1] ERROR - SSAVerify") || !strings.Contains(out, "Variable 's' is assigned more than once (2 times)") {
		t.Fatalf("verify non-SSA: code %d, stdout:\n%s", code, out)
	}
	if code, _, errOut := runCmd("verify", "-props", "NoSuchProperty", path); code != 2 || !strings.Contains(errOut, "NoSuchProperty") {
		t.Fatalf("unknown property: code %d, stderr %q", code, errOut)
	}
	if code, _, errOut := runCmd("verify", filepath.Join(t.TempDir(), "missing.py")); code != 2 || !strings.Contains(errOut, "missing.py") {
		t.Fatalf("missing file: code %d, stderr %q", code, errOut)
	}
}

func TestCompile(t *testing.T) {
	path := writeTemp(t, "k.py", kernel)
	code, out, errOut := runCmd("compile", "-backend", "910B", "-verify", "full", path)
	if code != 0 || errOut != "" {
		t.Fatalf("compile: code %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"def kernel(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef(\"mem_ddr_0\", 0, 4096)]",
		"type=pl.FunctionType.AIV",
		"pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)",
		"pl.system.sync_dst(set_pipe=pl.PipeType.V, wait_pipe=pl.PipeType.MTE3, event_id=0)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("compiled program lacks %q:\n%s", want, out)
		}
	}
	outPath := filepath.Join(t.TempDir(), "out.py")
	if code, _, _ := runCmd("compile", "-backend", "910B", "-o", outPath, path); code != 0 {
		t.Fatalf("compile -o: code %d", code)
	}
	if data, _ := os.ReadFile(outPath); string(data) != out {
		t.Errorf("-o wrote a different program")
	}
	if code, _, errOut := runCmd("compile", "-verify", "loose", path); code != 2 || !strings.Contains(errOut, `unknown -verify "loose"`) {
		t.Errorf("bad -verify: code %d, stderr %q", code, errOut)
	}
	if code, _, errOut := runCmd("compile", "-inject", "no-such-fault", path); code != 2 || !strings.Contains(errOut, "no-such-fault") {
		t.Errorf("bad -inject: code %d, stderr %q", code, errOut)
	}
	for _, cmd := range []string{"compile", "sim"} {
		want := "irfuzz " + cmd + `: -planner: unknown memory planner "pyptoas" (planners: pypto, dsa_rp, ptoas)` + "\n"
		if code, _, errOut := runCmd(cmd, "-planner", "pyptoas", path); code != 2 || errOut != want {
			t.Errorf("%s: bad -planner: code %d, stderr %q; want 2, %q", cmd, code, errOut, want)
		}
	}
	code, out, _ = runCmd("compile", "-planner", "ptoas", "-list-passes")
	if code != 0 || strings.Contains(out, "\nMemoryReuse ") || strings.Contains(out, "\nAllocateMemoryAddr ") ||
		!strings.Contains(out, "\nMaterializeSemanticAliases ") || !strings.Contains(out, "\nPlanMemoryStandIn ") {
		t.Errorf("-planner ptoas -list-passes: code %d:\n%s", code, out)
	}
	code, out, _ = runCmd("compile", "-list-faults")
	if code != 0 || !strings.Contains(out, "narrowed-acc-not-compact #2470") {
		t.Errorf("-list-faults: code %d:\n%s", code, out)
	}
}

func TestSim(t *testing.T) {
	path := writeTemp(t, "k.py", kernel)
	code, out, errOut := runCmd("sim", "-backend", "910B", path)
	if code != 0 || errOut != "" {
		t.Fatalf("sim: code %d, stderr %q\n%s", code, errOut, out)
	}
	for _, want := range []string{"│ out    │ FP32[16 64] │ match  │", "Diagnostics\nnone", "│ aiv0 │ V    │ 1 "} {
		if !strings.Contains(out, want) {
			t.Errorf("sim output lacks %q:\n%s", want, out)
		}
	}
	// The simulator as an oracle independent of the verifiers: the pass list
	// cannot be cut here, but a fault can break the kernel past every
	// verifier (see oracle/testdata); -trace writes a Chrome trace.
	trace := filepath.Join(t.TempDir(), "trace.json")
	if code, _, _ := runCmd("sim", "-backend", "950", "-trace", trace, path); code != 0 {
		t.Fatalf("sim -trace: code %d", code)
	}
	if data, err := os.ReadFile(trace); err != nil || !strings.Contains(string(data), `"traceEvents"`) {
		t.Errorf("trace: %v %.80s", err, data)
	}
	if code, _, errOut := runCmd("sim", "-backend", "nope", path); code != 2 || !strings.Contains(errOut, "-backend") {
		t.Errorf("bad backend: code %d, stderr %q", code, errOut)
	}
}

func TestSimMismatch(t *testing.T) {
	path := filepath.Join("..", "..", "oracle", "testdata", "differential", "reshape_drops_valid_2149.py")
	code, out, _ := runCmd("sim", "-backend", "910B", "-inject", "reshape-drops-valid", path)
	if code != 1 {
		t.Fatalf("sim with #2149 injected: code %d, want 1\n%s", code, out)
	}
	for _, want := range []string{"MISMATCH: element [2 0 0]: want 0.3678794503211975, got undefined (256 elements differ)", "out-of-bounds"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestModelPTO: compile -pto writes the model's PTO (model/kernel.pto,
// PyPTO's forms), and sim -model-pto simulates it through the reader
// PyPTO's .pto goes through.
func TestModelPTO(t *testing.T) {
	path := writeTemp(t, "k.py", kernel)
	dir := t.TempDir()
	if code, _, errOut := runCmd("compile", "-pto", dir, path); code != 0 {
		t.Fatalf("compile -pto: code %d, stderr %q", code, errOut)
	}
	text, err := os.ReadFile(filepath.Join(dir, "model", "kernel.pto"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`module attributes {pto.target_arch = "a5"}`, "attributes {pto.kernel_kind = #pto.kernel_kind<vector>}", "pto.tload ins(", "pto.tstore ins("} {
		if !strings.Contains(string(text), want) {
			t.Errorf("model/kernel.pto lacks %q:\n%s", want, text)
		}
	}
	code, out, errOut := runCmd("sim", "-model-pto", path)
	if code != 0 || !strings.Contains(out, "Outputs of the model's .pto") || !strings.Contains(out, "│ out    │ FP32[16 64] │ match  │") {
		t.Errorf("sim -model-pto: code %d, stderr %q\n%s", code, errOut, out)
	}
}
