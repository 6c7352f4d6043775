package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/verifier"
)

func runVerify(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	props := fs.String("props", "", "comma-separated properties to verify (overrides -set)")
	setName := fs.String("set", "default", "property set: structural, verified, default or all")
	backendName := fs.String("backend", "none", "target for backend-dependent rules: 910B, 950 or none")
	asJSON := fs.Bool("json", false, "print an array of {rule, code, severity, message, file, line, col}")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz verify [-props A,B | -set structural|verified|default|all] [-backend 910B|950|none] [-json] FILE...\n\nVerify IR properties of PyPTO programs and print PyPTO's report.\nExit status 0 with no error diagnostic, 1 with one, 2 when a file cannot be read or parsed.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	var set verifier.PropertySet
	switch strings.ToLower(*setName) {
	case "structural":
		set = verifier.Structural()
	case "verified":
		set = verifier.Verified()
	case "default":
		set = verifier.DefaultVerify()
	case "all":
		set = verifier.All()
	default:
		fmt.Fprintf(stderr, "irfuzz verify: unknown -set %q (want structural, verified, default or all)\n", *setName)
		return 2
	}
	if *props != "" {
		s, err := verifier.ParseSet(*props)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz verify: -props: %v\n", err)
			return 2
		}
		set = s
	}
	b, err := backend.Get(*backendName)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz verify: -backend: %v\n", err)
		return 2
	}
	type jsonDiag struct {
		Rule     string `json:"rule"`
		Code     int    `json:"code"`
		Severity string `json:"severity"`
		Message  string `json:"message"`
		File     string `json:"file"`
		Line     int    `json:"line"`
		Col      int    `json:"col"`
	}
	all := []jsonDiag{}
	status := 0
	for _, path := range fs.Args() {
		prog, err := readProgram(path)
		if err != nil {
			fmt.Fprintln(stderr, err)
			status = 2
			continue
		}
		ds := verifier.Default().Verify(&verifier.Context{Backend: b}, set, prog)
		if verifier.HasErrors(ds) && status == 0 {
			status = 1
		}
		if *asJSON {
			for _, d := range ds {
				all = append(all, jsonDiag{d.Rule, d.Code, d.Severity.String(), d.Message, d.Span.File, d.Span.Line, d.Span.Col})
			}
			continue
		}
		if fs.NArg() > 1 {
			fmt.Fprintf(stdout, "== %s\n", path)
		}
		fmt.Fprint(stdout, verifier.Report(ds))
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(all); err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
	}
	return status
}
