package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// memPasses is the tail of the default pipeline the memory tests run.
func memPasses(t *testing.T) []*Pass {
	t.Helper()
	ps, err := ByName("InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync")
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// stmtTrace lists a body's statements one per line: op names, sync ops
// with their pipes and event, control flow as nested blocks.
func stmtTrace(s ir.Stmt, indent string, out *[]string) {
	for _, st := range ir.Stmts(s) {
		switch st := st.(type) {
		case *ir.AssignStmt:
			name := "assign"
			if c, ok := st.Value.(*ir.Call); ok {
				name = c.OpName()
			}
			*out = append(*out, indent+name)
		case *ir.EvalStmt:
			c := st.Expr.(*ir.Call)
			switch c.OpName() {
			case "system.sync_src", "system.sync_dst":
				sp, _ := c.Kwarg("set_pipe")
				wp, _ := c.Kwarg("wait_pipe")
				ev, _ := c.Kwarg("event_id")
				*out = append(*out, fmt.Sprintf("%s%s %v->%v %v", indent, strings.TrimPrefix(c.OpName(), "system."), sp, wp, ev))
			default:
				*out = append(*out, indent+strings.TrimPrefix(c.OpName(), "system."))
			}
		case *ir.ForStmt:
			*out = append(*out, indent+"for")
			stmtTrace(st.Body, indent+"  ", out)
		case *ir.IfStmt:
			*out = append(*out, indent+"if")
			stmtTrace(st.Then, indent+"  ", out)
			*out = append(*out, indent+"else")
			stmtTrace(st.Else, indent+"  ", out)
		case *ir.YieldStmt:
			*out = append(*out, indent+"yield")
		case *ir.ReturnStmt:
			*out = append(*out, indent+"return")
		default:
			*out = append(*out, fmt.Sprintf("%s%T", indent, st))
		}
	}
}

func traceOf(f *ir.Function) string {
	var lines []string
	stmtTrace(f.Body, "", &lines)
	return strings.Join(lines, "\n")
}

// TestInsertSyncHandChecked pins the hand-checked kernel statement by
// statement (independently of the expected file, which -update rewrites).
func TestInsertSyncHandChecked(t *testing.T) {
	in := parseFile(t, "testdata/InsertSync/load_add_store.before.py")
	out, err := Run(memPasses(t), in, instrumented(nil, Faults{}))
	if err != nil {
		t.Fatal(err)
	}
	want := `tile.alloc
tile.alloc
tile.load
tile.load
sync_src MTE2->V 0
sync_dst MTE2->V 0
tile.add
sync_src V->MTE3 0
sync_dst V->MTE3 0
tile.store
return`
	if got := traceOf(out.Funcs[0]); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

// flagProtocol checks, path by path, that every wait has a set of its
// (pipes, event) outstanding, no flag is set twice before its wait, loop
// bodies leave the flags as they found them (checked over two iterations),
// and so does every continue or break leaving one, both branches of an if
// agree (a branch that leaves through a continue or break agrees with
// any), and nothing is left set at the end.
func flagProtocol(f *ir.Function) error {
	type key struct {
		p, q ir.PipeType
		e    int64
	}
	// exits collects, per enclosing loop, the flags set at each continue
	// or break leaving it; a nil set after run means the statement list
	// left through one of them.
	var exits *[]map[key]bool
	var run func(s ir.Stmt, set map[key]bool) (map[key]bool, error)
	copySet := func(m map[key]bool) map[key]bool {
		c := map[key]bool{}
		for k, v := range m {
			c[k] = v
		}
		return c
	}
	same := func(a, b map[key]bool) bool {
		if len(a) != len(b) {
			return false
		}
		for k := range a {
			if !b[k] {
				return false
			}
		}
		return true
	}
	loop := func(body ir.Stmt, set map[key]bool) error {
		outer := exits
		defer func() { exits = outer }()
		var ex []map[key]bool
		exits = &ex
		before := copySet(set)
		once, err := run(body, copySet(set))
		if err != nil {
			return err
		}
		if once == nil {
			once = before
		}
		twice, err := run(body, copySet(once))
		if err != nil {
			return err
		}
		if twice == nil {
			twice = once
		}
		if !same(before, once) || !same(once, twice) {
			return fmt.Errorf("a loop body leaves flags changed")
		}
		for _, e := range ex {
			if !same(e, before) {
				return fmt.Errorf("a continue or break leaves flags changed")
			}
		}
		return nil
	}
	run = func(s ir.Stmt, set map[key]bool) (map[key]bool, error) {
		for _, st := range ir.Stmts(s) {
			switch st := st.(type) {
			case *ir.EvalStmt:
				c, ok := st.Expr.(*ir.Call)
				if !ok {
					continue
				}
				sp, _ := c.Kwarg("set_pipe")
				wp, _ := c.Kwarg("wait_pipe")
				ev, _ := c.Kwarg("event_id")
				switch c.OpName() {
				case "system.sync_src":
					k := key{sp.(ir.PipeType), wp.(ir.PipeType), ev.(int64)}
					if k.e < 0 || k.e > ir.MaxEventID {
						return nil, fmt.Errorf("event id %d out of range", k.e)
					}
					if set[k] {
						return nil, fmt.Errorf("%v set twice before its wait", k)
					}
					set[k] = true
				case "system.sync_dst":
					k := key{sp.(ir.PipeType), wp.(ir.PipeType), ev.(int64)}
					if !set[k] {
						return nil, fmt.Errorf("wait for %v that is never set (deadlock)", k)
					}
					delete(set, k)
				}
			case *ir.ContinueStmt, *ir.BreakStmt:
				if exits == nil {
					return nil, fmt.Errorf("continue or break outside a loop")
				}
				*exits = append(*exits, copySet(set))
				return nil, nil
			case *ir.ForStmt:
				if err := loop(st.Body, set); err != nil {
					return nil, err
				}
			case *ir.WhileStmt:
				if err := loop(st.Body, set); err != nil {
					return nil, err
				}
			case *ir.IfStmt:
				a, err := run(st.Then, copySet(set))
				if err != nil {
					return nil, err
				}
				b, err := run(st.Else, copySet(set))
				if err != nil {
					return nil, err
				}
				switch {
				case a == nil && b == nil:
					return nil, nil
				case a == nil:
					a = b
				case b != nil && !same(a, b):
					return nil, fmt.Errorf("the branches of an if leave different flags set")
				}
				set = a
			case *ir.ScopeStmt:
				var err error
				if set, err = run(st.Body, set); err != nil {
					return nil, err
				}
				if set == nil {
					return nil, nil
				}
			}
		}
		return set, nil
	}
	left, err := run(f.Body, map[key]bool{})
	if err != nil {
		return err
	}
	if len(left) > 0 {
		return fmt.Errorf("%d flags left set at the end", len(left))
	}
	return nil
}

// TestInsertSyncFlagProtocol runs the memory passes on every InsertSync
// and MemoryReuse kernel and checks the flag protocol of the result.
func TestInsertSyncFlagProtocol(t *testing.T) {
	var files []string
	for _, dir := range []string{"InsertSync", "MemoryReuse", "InitMemRef"} {
		fs, _ := filepath.Glob(filepath.Join("testdata", dir, "*.before.py"))
		files = append(files, fs...)
	}
	n := 0
	for _, file := range files {
		src, _ := os.ReadFile(file)
		if strings.Contains(string(src), "# error:") || strings.Contains(string(src), "# faults:") {
			continue
		}
		in := parseFile(t, file)
		out, err := Run(memPasses(t), in, instrumented(nil, Faults{}))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, f := range out.Funcs {
			if err := flagProtocol(f); err != nil {
				t.Errorf("%s: %s: %v\n%s", file, f.Name, err, ir.Print(out))
			}
		}
		n++
	}
	if n < 10 {
		t.Fatalf("only %d kernels checked", n)
	}
}

// TestInsertSyncEventIDs loads ten Mat tiles before moving any of them: at
// most eight MTE2 -> MTE1 pairs may be outstanding, so the last two pairs
// are delayed to their waits and reuse ids freed by the first waits.
func TestInsertSyncEventIDs(t *testing.T) {
	var b strings.Builder
	b.WriteString("import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function(type=pl.FunctionType.InCore)\n    def main(self, x: pl.Tensor[[16, 16], pl.BF16]):\n")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&b, "        m%d: pl.Tile[[16, 16], pl.BF16, pl.MemorySpace.Mat] = pl.load(x, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)\n", i)
	}
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&b, "        l%d: pl.Tile[[16, 16], pl.BF16, pl.MemorySpace.Left] = pl.move(m%d, target_memory=pl.MemorySpace.Left)\n", i, i)
	}
	in := mustParse(t, b.String())
	bk, _ := backend.Get("910B")
	out, err := Run(memPasses(t), in, instrumented(bk, Faults{}))
	if err != nil {
		t.Fatal(err)
	}
	if err := flagProtocol(out.Funcs[0]); err != nil {
		t.Fatal(err)
	}
	var lines []string
	stmtTrace(out.Funcs[0].Body, "", &lines)
	trace := strings.Join(lines, "\n")
	// Eight sets follow their loads; the 9th and 10th sets sit right before
	// their waits, each reusing the id whose wait passed first: 0 (the
	// first wait), then 1 (the second; the 9th pair's wait freed 0 later).
	if got := strings.Count(trace, "sync_src MTE2->MTE1"); got != 10 {
		t.Fatalf("%d sets, want 10:\n%s", got, trace)
	}
	for _, want := range []string{
		"tile.load\nsync_src MTE2->MTE1 7\ntile.load\ntile.load",
		"sync_dst MTE2->MTE1 7\ntile.move\nsync_src MTE2->MTE1 0\nsync_dst MTE2->MTE1 0\ntile.move\nsync_src MTE2->MTE1 1\nsync_dst MTE2->MTE1 1\ntile.move",
	} {
		if !strings.Contains(trace, want) {
			t.Fatalf("trace lacks %q:\n%s", want, trace)
		}
	}
}

// TestInsertSyncScalarPipeAndBarAll: a scalar read of a vector result
// waits on V -> S, and the vector op overwriting the buffer it read waits
// on S -> V; the pipe pair MTE3 -> FIX has no hardware event, so a store
// from Vec followed by a store from Acc to the same rows takes a bar_all.
func TestInsertSyncScalarPipeAndBarAll(t *testing.T) {
	in := mustParse(t, `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], l: pl.Tensor[[16, 16], pl.BF16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        u: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.exp(t)
        v: pl.Scalar[pl.FP32] = pl.tile.read(u, [0, 0])
        w: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.adds(u, v)
        s1: pl.Tensor[[16, 16], pl.FP32] = pl.store(w, [0, 0], out)
        a: pl.Tile[[16, 16], pl.BF16, pl.MemorySpace.Mat] = pl.load(l, [0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
        al: pl.Tile[[16, 16], pl.BF16, pl.MemorySpace.Left] = pl.move(a, target_memory=pl.MemorySpace.Left)
        ar: pl.Tile[[16, 16], pl.BF16, pl.MemorySpace.Right] = pl.move(a, target_memory=pl.MemorySpace.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.matmul(al, ar)
        s2: pl.Tensor[[16, 16], pl.FP32] = pl.store(c, [0, 0], s1)
        return s2
`)
	out, err := Run(memPasses(t), in, instrumented(nil, Faults{}))
	if err != nil {
		t.Fatal(err)
	}
	trace := traceOf(out.Funcs[0])
	for _, want := range []string{
		"tile.exp\nsync_src V->S 0\nsync_dst V->S 0\ntile.read\nsync_src S->V 0\nsync_dst S->V 0\ntile.adds",
		"tile.matmul\nsync_src M->FIX 0\nbar_all\nsync_dst M->FIX 0\ntile.store\nreturn",
	} {
		if !strings.Contains(trace, want) {
			t.Fatalf("trace lacks %q:\n%s", want, trace)
		}
	}
	if err := flagProtocol(out.Funcs[0]); err != nil {
		t.Fatal(err)
	}
}
