package verifier

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// Helpers for the Go-built cases of the core rules (rules_core.go): programs
// the text format cannot express are parsed from a near miss and then
// edited.

func coreParse(t *testing.T, src string) *ir.Program {
	t.Helper()
	p, err := ir.Parse("core.py", src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return p
}

// coreKernel wraps body lines (already indented by 8 spaces) in a one-
// function program with parameters x: Tensor[[32, 64], FP32] and
// flag: Scalar[INDEX].
func coreKernel(kind, body string) string {
	return `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.` + kind + `)
    def f(self, x: pl.Tensor[[32, 64], pl.FP32], flag: pl.Scalar[pl.INDEX]):
` + body
}

func coreVerify(p *ir.Program, props ...Property) []Diagnostic {
	return Default().Verify(nil, Set(props...), p)
}

// coreLine renders a diagnostic as "SEV Rule code @line:col message".
func coreLine(d Diagnostic) string {
	return fmt.Sprintf("%s %s %d @%d:%d %s", d.Severity, d.Rule, d.Code, d.Span.Line, d.Span.Col, d.Message)
}

// coreExpect demands exactly len(want) diagnostics, the i-th starting with
// want[i] (severity, rule, code, position and the start of the message).
func coreExpect(t *testing.T, got []Diagnostic, want ...string) {
	t.Helper()
	ok := len(got) == len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = strings.HasPrefix(coreLine(got[i]), want[i])
	}
	if !ok {
		t.Fatalf("got%s\nwant %q", describe(got), want)
	}
}

// coreBody returns the statements of the only function's body.
func coreBody(p *ir.Program) []ir.Stmt { return ir.Stmts(p.Funcs[0].Body) }

// coreWithBody returns p with its only function's body replaced.
func coreWithBody(p *ir.Program, body ir.Stmt) *ir.Program {
	f := *p.Funcs[0]
	f.Body = body
	q := *p
	q.Funcs = []*ir.Function{&f}
	return &q
}

func corePos(line, col int) ir.Span { return ir.Span{File: "core.py", Line: line, Col: col} }
