package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/reports"
	"github.com/irfuzz/irfuzz/sim/pto"
	"github.com/irfuzz/irfuzz/verifier"
)

func runReport(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output format: "+strings.Join(reports.Formats(), ", "))
	outPath := fs.String("o", "", "write the report to this file instead of stdout")
	title := fs.String("title", reports.DefaultTitle, "the report's title")
	universe := fs.Bool("universe", true, "compare coverage with this build's verifier rules, ops and passes (\"N of M rules fired\" and what was not covered); false lists only what the campaign covered")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: irfuzz report [-format text|md|html|json] [-o FILE] [-title T] [-universe=false] DIR\n\nRender the report of a campaign's results directory (summary.json, findings.json, cases.jsonl).\nExit status 0 on success, 2 on bad usage or an unreadable results directory.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	opts := reportOptions(*title, *universe)
	var buf bytes.Buffer
	if err := reports.Render(&buf, fs.Arg(0), *format, opts); err != nil {
		fmt.Fprintln(stderr, "irfuzz report:", err)
		return 2
	}
	if *outPath != "" {
		if err := atomicfile.Write(*outPath, buf.Bytes()); err != nil {
			fmt.Fprintln(stderr, "irfuzz report:", err)
			return 2
		}
		return 0
	}
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		fmt.Fprintln(stderr, "irfuzz report:", err)
		return 2
	}
	return 0
}

// domainWhy says why the simulator, one core of one rank, cannot run an
// op of a domain other than ir.DomainCore.
var domainWhy = map[ir.OpDomain]string{
	ir.DomainRanks: "needs the peer ranks of a comm domain",
	ir.DomainHost:  "runs on the host",
}

// reportOptions are a report's options; with universe, coverage is
// compared with this build's verifier rules, ops and passes.
func reportOptions(title string, universe bool) reports.Options {
	opts := reports.Options{Title: title}
	if universe {
		for _, r := range verifier.Default().Rules() {
			opts.Rules = append(opts.Rules, r.Name())
		}
		opts.Ops = ir.Ops().Names()
		for _, d := range ir.Ops().Ops() {
			switch {
			case d.Domain != ir.DomainCore:
				opts.Unsimulated = append(opts.Unsimulated, reports.Note{Name: d.Name, Why: "runs beyond one core: " + domainWhy[d.Domain]})
			case d.Unsimulated != "":
				opts.Unsimulated = append(opts.Unsimulated, reports.Note{Name: d.Name, Why: d.Unsimulated})
			}
		}
		for _, p := range pipeline.Default() {
			if !slices.Contains(opts.Passes, p.Name) { // Simplify runs twice
				opts.Passes = append(opts.Passes, p.Name)
			}
		}
		opts.PTOOps = pto.Known()
	}
	return opts
}
