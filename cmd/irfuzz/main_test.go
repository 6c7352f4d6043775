package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const prog = `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        u = pl.exp(t)
        r = pl.store(u, [0, 0], out)
        return r
`

const canonical = `# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return r
`

func TestFmt(t *testing.T) {
	path := writeTemp(t, "p.py", prog)
	code, out, errOut := runCmd("fmt", path)
	if code != 0 || out != canonical || errOut != "" {
		t.Fatalf("fmt: code %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	code, out, _ = runCmd("fmt", "-w", path)
	got, _ := os.ReadFile(path)
	if code != 0 || out != "" || string(got) != canonical {
		t.Fatalf("fmt -w: code %d, file:\n%s", code, got)
	}
}

// TestFmtExplicit: -explicit gives a producer written with
// target_memory=None (a corpus kernel's form) the space the model infers,
// here Mat for a matmul operand, as PyPTO reads it; a bad -backend is a
// usage error.
func TestFmtExplicit(t *testing.T) {
	src := `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, a)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return o
`
	path := writeTemp(t, "implicit.py", src)
	code, out, errOut := runCmd("fmt", "-explicit", path)
	want := "        a: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)\n"
	if code != 0 || errOut != "" || !strings.Contains(out, want) || strings.Contains(out, "None") {
		t.Fatalf("fmt -explicit: code %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	if code, _, errOut := runCmd("fmt", "-explicit", "-backend", "999", path); code != 2 || !strings.Contains(errOut, `unknown backend "999"`) {
		t.Fatalf("fmt -explicit -backend 999: code %d, stderr %q", code, errOut)
	}
}

func TestFmtBadInput(t *testing.T) {
	bad := writeTemp(t, "bad.py", strings.Replace(prog, "pl.exp(t)", "pl.exp(t", 1))
	code, _, errOut := runCmd("fmt", bad)
	if code != 2 || !strings.Contains(errOut, "bad.py:9:9: expected \")\", found \"r\"") {
		t.Fatalf("fmt of a broken file: code %d, stderr %q", code, errOut)
	}
	code, _, errOut = runCmd("fmt", filepath.Join(t.TempDir(), "missing.py"))
	if code != 2 || !strings.Contains(errOut, "no such file") {
		t.Fatalf("fmt of a missing file: code %d, stderr %q", code, errOut)
	}
	if code, _, _ := runCmd("fmt"); code != 2 {
		t.Fatalf("fmt without files: code %d", code)
	}
	if code, _, _ := runCmd("fmt", "-nosuchflag", bad); code != 2 {
		t.Fatalf("fmt with a bad flag: code %d", code)
	}
}

// TestFmtReadsWholeFiles: a file longer than fmt's first read buffer (here
// 100 KB of comment before the program) is read to its end, and a directory
// is refused with the error os.ReadFile gives.
func TestFmtReadsWholeFiles(t *testing.T) {
	long := writeTemp(t, "long.py", strings.Repeat("# padding padding padding padding padding padding\n", 2000)+prog)
	code, out, errOut := runCmd("fmt", long, long)
	if code != 0 || out != canonical+canonical || errOut != "" {
		t.Fatalf("fmt of a 100 KB file: code %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	dir := t.TempDir()
	code, out, errOut = runCmd("fmt", long, dir)
	if want := "read " + dir + ": is a directory\n"; code != 2 || out != canonical || errOut != want {
		t.Fatalf("fmt of a directory: code %d, stdout %q, stderr %q, want %q", code, out, errOut, want)
	}
}

// TestFmtKeepsArgumentOrder: files are formatted concurrently, yet stdout
// holds each good file's canonical text and stderr each bad file's error,
// both in argument order, and the exit status is 2 if any file was bad.
func TestFmtKeepsArgumentOrder(t *testing.T) {
	dir := t.TempDir()
	var args []string
	var wantOut, wantErr strings.Builder
	for i := range 40 {
		name := fmt.Sprintf("P%d", i)
		path := filepath.Join(dir, name+".py")
		src := strings.Replace(prog, "class P:", "class "+name+":", 1)
		if i%3 == 1 {
			src = strings.Replace(src, "pl.exp(t)", "pl.exp(t", 1)
			fmt.Fprintf(&wantErr, "%s:9:9: expected \")\", found \"r\"\n", path)
		} else {
			wantOut.WriteString(strings.NewReplacer("# pypto.program: P\n", "# pypto.program: "+name+"\n", "class P:", "class "+name+":").Replace(canonical))
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, path)
	}
	code, out, errOut := runCmd(append([]string{"fmt"}, args...)...)
	if code != 2 {
		t.Errorf("exit status %d, want 2", code)
	}
	if out != wantOut.String() {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, wantOut.String())
	}
	if errOut != wantErr.String() {
		t.Errorf("stderr:\n%s\nwant:\n%s", errOut, wantErr.String())
	}
}

func TestEqual(t *testing.T) {
	a := writeTemp(t, "a.py", prog)
	b := writeTemp(t, "b.py", canonical)
	c := writeTemp(t, "c.py", strings.Replace(prog, "pl.exp(t)", "pl.neg(t)", 1))
	if code, out, _ := runCmd("equal", a, b); code != 0 || out != "equal\n" {
		t.Fatalf("equal programs: code %d, %q", code, out)
	}
	code, out, _ := runCmd("equal", a, c)
	if code != 1 || out != "different: func f / stmt 1 / assign u: call tile.exp vs tile.neg\n" {
		t.Fatalf("different programs: code %d, %q", code, out)
	}
	bad := writeTemp(t, "bad.py", "class")
	if code, _, errOut := runCmd("equal", a, bad); code != 2 || !strings.Contains(errOut, "bad.py:1:6") {
		t.Fatalf("unreadable input: code %d, %q", code, errOut)
	}
	if code, _, _ := runCmd("equal", a); code != 2 {
		t.Fatalf("one file: code %d", code)
	}
}

func TestUsage(t *testing.T) {
	if code, _, errOut := runCmd("frobnicate"); code != 2 || !strings.Contains(errOut, `unknown command "frobnicate"`) {
		t.Fatalf("unknown command: %d %q", code, errOut)
	}
	if code, _, errOut := runCmd("-h"); code != 0 || !strings.Contains(errOut, "fmt") {
		t.Fatalf("help: %d %q", code, errOut)
	}
}
