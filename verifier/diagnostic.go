package verifier

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Severity of a diagnostic.
type Severity uint8

// The severities.
const (
	Error Severity = iota
	Warning
	PerfHint
)

func (s Severity) String() string { return [...]string{"ERROR", "WARNING", "PERF_HINT"}[s] }

// Diagnostic is one finding of a rule or check.
type Diagnostic struct {
	Severity Severity
	Rule     string
	Code     int
	Message  string
	Span     ir.Span
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s %s[%d]: %s", d.Span, d.Severity, d.Rule, d.Code, d.Message)
}

// HasErrors reports whether any diagnostic is an error.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// VerificationError is returned when verification finds errors; it carries
// the diagnostics and PyPTO's report.
type VerificationError struct {
	Diagnostics []Diagnostic
}

func (e *VerificationError) Error() string { return Report(e.Diagnostics) }

// Report formats diagnostics the way PyPTO's GenerateReport does.
func Report(ds []Diagnostic) string {
	var b strings.Builder
	errs, warns := 0, 0
	for _, d := range ds {
		if d.Severity == Error {
			errs++
		} else {
			warns++
		}
	}
	b.WriteString("IR Verification Report\n")
	b.WriteString("======================\n")
	fmt.Fprintf(&b, "Total diagnostics: %d (%d errors, %d warnings)\n\n", len(ds), errs, warns)
	if len(ds) == 0 {
		b.WriteString("Status: PASSED\n")
		return b.String()
	}
	for i, d := range ds {
		sev := "ERROR"
		if d.Severity != Error {
			sev = "WARNING"
		}
		fmt.Fprintf(&b, "[%d] %s - %s\n", i+1, sev, d.Rule)
		fmt.Fprintf(&b, "  Message: %s\n", d.Message)
		fmt.Fprintf(&b, "  Location: %s:%d:%d\n", d.Span.File, d.Span.Line, d.Span.Col)
		fmt.Fprintf(&b, "  Error Code: %d\n\n", d.Code)
	}
	if errs > 0 {
		fmt.Fprintf(&b, "Status: FAILED (%d error(s) found)\n", errs)
	} else {
		fmt.Fprintf(&b, "Status: PASSED with %d warning(s)\n", warns)
	}
	return b.String()
}
