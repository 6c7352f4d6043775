package ir

import (
	"errors"
	"flag"
	"os"
	"strings"
	"testing"
)

var updateTensorCases = flag.Bool("update-tensor-cases", false, "rewrite the wants of testdata/tensor_ops/cases.txt with what irfuzz gives (review, then check them with scripts/check_tensor_op_cases.py)")

const tensorCasesFile = "testdata/tensor_ops/cases.txt"

// tensorCase is one line of testdata/tensor_ops/cases.txt (its header
// describes the format).
type tensorCase struct {
	line         int
	ok           bool
	params, call string
	want         string
	tail         string // " ~~ ..." and " !! ..." as written
}

func loadTensorCases(t *testing.T) ([]tensorCase, []string) {
	t.Helper()
	data, err := os.ReadFile(tensorCasesFile)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var cases []tensorCase
	params := ""
	for i, l := range lines {
		switch {
		case strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#"):
			continue
		case strings.HasPrefix(l, "params "):
			params = strings.TrimPrefix(l, "params ")
			continue
		}
		kind, rest, _ := strings.Cut(l, " ")
		c := tensorCase{line: i, ok: kind == "ok", params: params}
		if kind != "ok" && kind != "err" {
			t.Fatalf("%s:%d: unknown case kind %q", tensorCasesFile, i+1, kind)
		}
		for _, sep := range []string{" !! ", " ~~ "} {
			if k := strings.Index(rest, sep); k >= 0 {
				c.tail = rest[k:] + c.tail
				rest = rest[:k]
			}
		}
		call, want, ok := strings.Cut(rest, " => ")
		if !ok {
			t.Fatalf("%s:%d: no \" => \" in %q", tensorCasesFile, i+1, l)
		}
		c.call, c.want = call, strings.ReplaceAll(want, `\n`, "\n")
		cases = append(cases, c)
	}
	return cases, lines
}

// tensorCaseProgram is the one-statement program of a case.
func tensorCaseProgram(params, call string) string {
	return "@pl.program\nclass P:\n    @pl.function\n    def f(self, " + params + "):\n        r = " + call + "\n"
}

// tensorCaseOp is the op a case calls (its outermost call).
func tensorCaseOp(call string) string {
	name, _, _ := strings.Cut(strings.TrimPrefix(call, "pl."), "(")
	return strings.TrimSuffix(name, "_")
}

// tensorCaseResult parses a case with irfuzz: the printed result type of an
// accepted call (and the statement as printed), or the rejection. As
// scripts/check_tensor_op_cases.py does for PyPTO, it parses the case's
// DSL spelling (` ~~ <spelling>`) where the call is an IR form the
// pl.tensor wrapper spells otherwise, and builds the IR call as written
// for ` ~~ raw`.
func tensorCaseResult(c tensorCase) (typ, stmt string, err error) {
	call, raw := c.call, false
	if _, spelling, ok := strings.Cut(c.tail, " ~~ "); ok {
		spelling, _, _ = strings.Cut(spelling, " !! ")
		if raw = spelling == "raw"; !raw {
			call = spelling
		}
	}
	ps := NewParser(Ops())
	ps.rawOps = raw
	p, err := ps.Parse("case.py", tensorCaseProgram(c.params, call))
	if err != nil {
		return "", "", err
	}
	as, ok := p.Funcs[0].Body.(*SeqStmts)
	var s Stmt = p.Funcs[0].Body
	if ok && len(as.Stmts) > 0 {
		s = as.Stmts[0]
	}
	a, ok := s.(*AssignStmt)
	if !ok {
		return "", "", errors.New("the body is not one assignment")
	}
	for _, l := range strings.Split(Print(p), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "r: ") {
			stmt = strings.TrimSpace(l)
		}
	}
	return PrintType(a.Value.Type()), stmt, nil
}

// TestTensorOpDeductions runs every case of testdata/tensor_ops/cases.txt:
// an accepted call must deduce exactly the case's type and print back as
// written (`r: <type> = <call>`, PyPTO's printed form); a rejected one must
// fail with exactly the case's error. The cases are checked against the
// real PyPTO by scripts/check_tensor_op_cases.py. Every tensor op must have
// an accepted and a rejected case.
func TestTensorOpDeductions(t *testing.T) {
	cases, lines := loadTensorCases(t)
	covered := map[string][2]bool{}
	for _, c := range cases {
		typ, stmt, err := tensorCaseResult(c)
		var got string
		switch {
		case err == nil:
			got = typ
			if want := "r: " + typ + " = " + c.call; c.ok && stmt != want {
				t.Errorf("%s:%d: prints as\n  %s\nwant\n  %s", tensorCasesFile, c.line+1, stmt, want)
			}
		default:
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Errorf("%s:%d: %v", tensorCasesFile, c.line+1, err)
				continue
			}
			got = se.Msg
		}
		if *updateTensorCases {
			kind := "err"
			if err == nil {
				kind = "ok"
			}
			lines[c.line] = kind + " " + c.call + " => " + strings.ReplaceAll(got, "\n", `\n`) + c.tail
			continue
		}
		switch {
		case c.ok && err != nil:
			t.Errorf("%s:%d: %s rejected: %s", tensorCasesFile, c.line+1, c.call, got)
		case !c.ok && err == nil:
			t.Errorf("%s:%d: %s accepted: %s", tensorCasesFile, c.line+1, c.call, got)
		case got != c.want:
			t.Errorf("%s:%d: %s\n got %s\nwant %s", tensorCasesFile, c.line+1, c.call, got, c.want)
		}
		op := tensorCaseOp(c.call)
		cov := covered[op]
		if c.ok {
			cov[0] = true
		} else {
			cov[1] = true
		}
		covered[op] = cov
	}
	if *updateTensorCases {
		if err := os.WriteFile(tensorCasesFile, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, op := range Ops().Ops() {
		if op == TensorAivShard || op == TensorAicGather {
			continue // spelled only inside a split_aiv region: TestTensorSplitTransfer
		}
		if cov := covered[op.Name]; op.Tensor && (!cov[0] || !cov[1]) {
			t.Errorf("tensor op %s lacks an accepted or a rejected case in %s", op.Name, tensorCasesFile)
		}
	}
	for name := range covered {
		if op := Op(name); op == nil || !op.Tensor {
			t.Errorf("%s has cases but is no registered tensor op", name)
		}
	}
}

// TestTensorOpFacts: PyPTO's OpConversionRegistry converts every tensor op
// but tensor.alloc, tensor.dim and tensor.view
// (src/ir/transforms/op_conversion_registry.cpp registers the other 102;
// convert_tensor_to_tile_ops_pass.cpp:81-83 passes dim and view through),
// and of the converted ones only tensor.read / tensor.write keep a PTO
// emitter, so every other tensor op is lowered before code generation.
// Every tensor op is revision 2 but the first three (OpDef.Since).
func TestTensorOpFacts(t *testing.T) {
	var noConversion, kept []string
	for _, op := range Ops().Ops() {
		if !op.Tensor {
			if op.ToTile {
				t.Errorf("%s is no tensor op but has a tile conversion", op.Name)
			}
			continue
		}
		if !op.ToTile {
			noConversion = append(noConversion, op.Name)
		}
		if !op.LoweredToTile() {
			kept = append(kept, op.Name)
		}
		first := op == TensorCreate || op == TensorRead || op == TensorWrite
		if first != (op.Since == 0) || !first && op.Since != 2 {
			t.Errorf("%s is of revision %d", op.Name, op.Since)
		}
		// The five views PyPTO registers with
		// set_output_memory_inherit_input inherit; no other has a memory
		// spec.
		inherits := op == TensorReshape || op == TensorReinterpretView || op == TensorViewOp || op == TensorSetValidshape || op == TensorSlice
		if inherits != (op.Output.Kind == OutInherit) || !inherits && op.Output.Kind != OutNone || op.Tile {
			t.Errorf("%s: output %v, tile %v", op.Name, op.Output.Kind, op.Tile)
		}
	}
	if got, want := strings.Join(noConversion, " "), "tensor.alloc tensor.dim tensor.view"; got != want {
		t.Errorf("tensor ops without a tile conversion: %s, want %s", got, want)
	}
	if got, want := strings.Join(kept, " "), "tensor.alloc tensor.dim tensor.read tensor.view tensor.write"; got != want {
		t.Errorf("tensor ops kernels may hold: %s, want %s", got, want)
	}
}

// TestTensorSplitTransfer: tensor.aiv_shard / aic_gather, which the DSL
// spells only as pl.aiv_shard(x) inside a split_aiv region (the split from
// the region; ast_parser.py:6228-6330), deduce as the pinned op does
// (src/ir/op/tile_ops/cross_core.cpp:565-595).
func TestTensorSplitTransfer(t *testing.T) {
	a := &Var{Name: "a", T: NewTensorType(ConstIs(16, 32), FP32, nil, nil)}
	e := &Var{Name: "e", T: NewTensorType(ConstIs(4, 16, 32), FP32, nil, nil)}
	for _, c := range []struct {
		op    *OpDef
		arg   *Var
		split int64
		want  string
	}{
		{TensorAivShard, a, 1, "pl.Tensor[[8, 32], pl.FP32]"},
		{TensorAivShard, e, 2, "tensor.aiv_shard: argument 0 (tensor): rank: requires a 2D tensor, but got rank 3. Reshape the operand to 2D (pl.reshape) before the shard / gather so the UP_DOWN / LEFT_RIGHT split axis is unambiguous."},
		{TensorAicGather, a, 2, "pl.Tensor[[16, 64], pl.FP32]"},
		{TensorAicGather, a, 3, "tensor.aic_gather: split: split must be 0 (NONE/no split axis), 1 (UP_DOWN/axis0) or 2 (LEFT_RIGHT/axis1), but got 3"},
	} {
		call, err := c.op.Create([]Expr{c.arg}, []Kwarg{{Key: "split", Value: c.split}}, Span{})
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = PrintType(call.T)
		}
		if got != c.want {
			t.Errorf("%s(%s, split=%d) = %s\nwant %s", c.op.Name, c.arg.Name, c.split, got, c.want)
		}
	}
}
