package verifier

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Spellings PyPTO's diagnostics use for values irfuzz names differently.
// They are facts about PyPTO's message texts, kept here so the rules that
// quote them agree.

// dtypeText is PyPTO's DataType::ToString ("fp32", "int8", "bfloat16",
// "index"), which its messages print, unlike the printer's pl.FP32.
func dtypeText(d ir.DataType) string {
	switch d {
	case ir.BF16:
		return "bfloat16"
	case ir.INDEX:
		return "index"
	}
	if !d.Valid() {
		return "unknown"
	}
	return strings.ToLower(d.String())
}

// exprText prints an expression the way PyPTO's PythonPrint does for the
// scalar extents its messages quote.
func exprText(e ir.Expr) string {
	if e == nil {
		return "None"
	}
	return ir.PrintExpr(e)
}
