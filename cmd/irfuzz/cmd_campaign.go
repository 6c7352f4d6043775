package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/minimize"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/reports"
	"github.com/irfuzz/irfuzz/sim/pto"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// defaultCampaignTime is the budget of a campaign given neither -n nor
// -time.
const defaultCampaignTime = 20 * time.Second

// campaignFlags are the flags of "irfuzz" without a command.
type campaignFlags struct {
	fs          *flag.FlagSet
	planner     string
	prop        string
	n           int
	time        time.Duration
	seed        uint64
	workers     int
	backend     string
	inject      string
	oracles     string
	corpus      string
	seeds       string
	mutate      int
	out         string
	json        bool
	isolate     bool
	caseTimeout time.Duration
	minimize    bool
	minTime     time.Duration
	known       string
	noBuiltin   bool
	sut         string
	python      string
	prof        profiles
}

func newCampaignFlags(stderr io.Writer) *campaignFlags {
	f := &campaignFlags{fs: flag.NewFlagSet("irfuzz", flag.ContinueOnError)}
	fs := f.fs
	fs.SetOutput(stderr)
	fs.StringVar(&f.prop, "prop", "", "comma-separated generator profiles the cases rotate over: Default or verifier property names, e.g. AccCompactValid (default: every profile)")
	fs.IntVar(&f.n, "n", 0, "case budget (0: none)")
	fs.DurationVar(&f.time, "time", 0, "wall-clock budget, e.g. 90s, 10m, 8h (0: none); with neither -n nor -time the campaign runs "+defaultCampaignTime.String())
	fs.Uint64Var(&f.seed, "seed", 0, "campaign seed: case i uses a hash of (seed, i), so any case replays alone (default: a random seed, printed)")
	fs.IntVar(&f.workers, "workers", runtime.NumCPU(), "how many cases run at once")
	fs.StringVar(&f.backend, "backend", "950", "target the kernels are built and checked for: 910B, 950 or none")
	fs.StringVar(&f.planner, "planner", "pypto", plannerUsage)
	fs.StringVar(&f.inject, "inject", "", "comma-separated faults to inject into the pipeline (see irfuzz compile -list-faults)")
	fs.StringVar(&f.oracles, "oracles", "all", "comma-separated oracles, or all: "+strings.Join(oracle.Names(), ", "))
	fs.StringVar(&f.corpus, "corpus", "irfuzz-corpus", "corpus directory: a repro file per new unique finding (\"\": no corpus); replay it with irfuzz replay")
	fs.StringVar(&f.seeds, "seeds", "", "seed corpus directory (created if missing): its cases (one JSON file each: choice trace, profile, backend, seed) are replayed first, and every case that brings a new feedback signal is written there, kept across runs (\"\": the corpus is kept in memory only)")
	fs.IntVar(&f.mutate, "mutate", campaign.DefaultMutate, "percentage of cases that mutate corpus choice traces (splice, delete, repeat, zero, redraw, insert) instead of drawing a fresh kernel, once the corpus has cases of their profile (0: every case fresh)")
	fs.StringVar(&f.out, "out", "irfuzz-out", "results directory: summary.json, findings.json, cases.jsonl and report.txt, report.md, report.html (\"\": none)")
	fs.BoolVar(&f.json, "json", false, "print the campaign's summary as JSON on stdout (the table goes to stderr)")
	fs.BoolVar(&f.isolate, "isolate", false, "run every case in a child process, so that a hang is killed and a fatal runtime error is a finding too")
	fs.DurationVar(&f.caseTimeout, "case-timeout", campaign.DefaultCaseTimeout, "per-case deadline: a case running longer is a hang finding")
	fs.BoolVar(&f.minimize, "minimize", true, "minimize each new unique finding before it goes to the corpus (the original is kept beside it as <id>.orig.py)")
	fs.DurationVar(&f.minTime, "minimize-time", defaultMinimizeTime, "time budget of each finding's minimization")
	fs.StringVar(&f.sut, "sut", "model", "systems under test: model (irfuzz's Go model of PyPTO), pypto (the real PyPTO, through -python) or both")
	fs.StringVar(&f.python, "python", pypto.DefaultPython(), "Python interpreter that has the real PyPTO (default: $"+pypto.PythonEnv+", else python3)")
	fs.StringVar(&f.prof.cpu, "cpuprofile", "", "write a CPU profile of the campaign (pprof format, this process only) to this file")
	fs.StringVar(&f.prof.mem, "memprofile", "", "write a heap profile (allocations over the campaign, pprof format) to this file at the end")
	fs.StringVar(&f.known, "known", "", "comma-separated corpus directories whose signatures count as known, not new (e.g. a shared team corpus), beside the built-in list (known/)")
	fs.BoolVar(&f.noBuiltin, "no-builtin-known", false, "count the built-in known findings (known/: triaged bugs of the pinned PyPTO) as new")
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintln(w, "usage: irfuzz [flags]                  run a fuzzing campaign")
		fmt.Fprintln(w, "       irfuzz <command> [flags] [arguments]")
		fmt.Fprintln(w, "\nWithout a command, irfuzz generates kernels with the selected profiles, checks each with the oracles,")
		fmt.Fprintln(w, "deduplicates findings by signature, writes new ones to the corpus and the results to -out, and prints")
		fmt.Fprintln(w, "a table per profile. Ctrl-C stops it cleanly (results and report are still written).")
		fmt.Fprintln(w, "Exit status: 0 no new finding, 1 new findings, 2 bad usage or unwritable output.")
		fmt.Fprintln(w, "\ncommands:")
		for _, c := range commands {
			fmt.Fprintf(w, "  %-8s %s\n", c.Name, c.Short)
		}
		fmt.Fprintln(w, "\nRun \"irfuzz <command> -h\" for a command's flags.\n\ncampaign flags:")
		fs.PrintDefaults()
	}
	return f
}

// config checks the flags and builds the campaign's Config; errors name
// the flag.
func (f *campaignFlags) config(stderr io.Writer) (campaign.Config, error) {
	cfg := campaign.Config{N: f.n, Time: f.time, Seed: f.seed, Workers: f.workers, Backend: f.backend,
		CorpusDir: f.corpus, SeedsDir: f.seeds, Mutate: f.mutate, OutDir: f.out, Isolate: f.isolate, CaseTimeout: f.caseTimeout,
		NoBuiltinKnown: f.noBuiltin}
	for _, d := range strings.Split(f.known, ",") {
		if d = strings.TrimSpace(d); d != "" {
			cfg.Known = append(cfg.Known, d)
		}
	}
	if f.fs.NArg() != 0 {
		return cfg, fmt.Errorf("unexpected argument %q (a command name must come first; flags of a campaign are -prop, -n, -time, ...)", f.fs.Arg(0))
	}
	sel, err := sut.ParseSelection(f.sut)
	if err != nil {
		return cfg, fmt.Errorf("-sut: %v", err)
	}
	cfg.SUT, cfg.Python = sel, f.python
	if f.prop != "" {
		for _, p := range strings.Split(f.prop, ",") {
			p = strings.TrimSpace(p)
			if _, err := gen.LookupProfile(p); err != nil {
				return cfg, fmt.Errorf("-prop: unknown profile %q (known: %s)", p, strings.Join(gen.Profiles(), ", "))
			}
			cfg.Profiles = append(cfg.Profiles, p)
		}
	}
	if f.n < 0 {
		return cfg, fmt.Errorf("-n: must not be negative, got %d", f.n)
	}
	if f.time < 0 {
		return cfg, fmt.Errorf("-time: must not be negative, got %s", f.time)
	}
	if f.n == 0 && f.time == 0 {
		cfg.Time = defaultCampaignTime
	}
	if f.mutate < 0 || f.mutate > 100 {
		return cfg, fmt.Errorf("-mutate: must be a percentage from 0 to 100, got %d", f.mutate)
	}
	if f.workers < 1 {
		return cfg, fmt.Errorf("-workers: must be at least 1, got %d", f.workers)
	}
	if f.caseTimeout <= 0 {
		return cfg, fmt.Errorf("-case-timeout: must be positive, got %s", f.caseTimeout)
	}
	if f.minTime <= 0 {
		return cfg, fmt.Errorf("-minimize-time: must be positive, got %s", f.minTime)
	}
	if f.minimize {
		cfg.Minimize = minimizer(f.minTime)
	}
	if _, err := backend.Get(f.backend); err != nil {
		return cfg, fmt.Errorf("-backend: %v", err)
	}
	if _, err := pipeline.ParsePlanner(f.planner); err != nil {
		return cfg, fmt.Errorf("-planner: %v", err)
	}
	cfg.Planner = f.planner
	faults, err := pipeline.ParseFaults(f.inject)
	if err != nil {
		return cfg, fmt.Errorf("-inject: %v", err)
	}
	for _, fl := range faults.List() {
		cfg.Faults = append(cfg.Faults, fl.Name)
	}
	if cfg.Oracles, err = oracle.ParseSet(f.oracles); err != nil {
		return cfg, fmt.Errorf("-oracles: %v", err)
	}
	if !set(f.fs, "seed") {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return cfg, fmt.Errorf("-seed: no random seed: %v", err)
		}
		cfg.Seed = binary.LittleEndian.Uint64(b[:]) >> 1
	}
	return cfg, nil
}

// set reports whether a flag was given on the command line.
func set(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

func runCampaign(args []string, stdout, stderr io.Writer) int {
	f := newCampaignFlags(stderr)
	if err := f.fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	cfg, err := f.config(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return 2
	}
	if err := f.prof.start(); err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return 2
	}
	cfg.Progress, cfg.Rewrite = stderr, isTerminal(stderr)
	fmt.Fprintf(stderr, "irfuzz: campaign seed %d, %s, %d workers, backend %s%s, %s, sut %s\n", cfg.Seed, profilesText(cfg.Profiles),
		cfg.Workers, f.backend, faultsText(cfg.Faults), budgetText(cfg), cfg.SUT)

	ctx, stop := interruptible()
	defer stop()
	rep, err := campaign.Run(ctx, cfg)
	perr := f.prof.stop()
	status := finishCampaign(rep, err, cfg, f.json, stdout, stderr)
	if perr != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", perr)
		status = 2
	}
	return status
}

// interruptible is a context that the first Ctrl-C (or SIGTERM) cancels;
// a second one kills the process.
func interruptible() (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
}

// finishCampaign reports a campaign's end, run locally or distributed:
// warnings, the reports in the results directory, the summary table (and
// with asJSON the summary as JSON on stdout), and the exit status.
func finishCampaign(rep *campaign.Report, err error, cfg campaign.Config, asJSON bool, stdout, stderr io.Writer) int {
	if err != nil && rep == nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return 2
	}
	status := 0
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		status = 2
	}
	if rep.Summary.Interrupted {
		fmt.Fprintln(stderr, "irfuzz: interrupted; results cover the cases that finished")
	}
	for _, w := range rep.Warnings {
		fmt.Fprintf(stderr, "irfuzz: warning: %s\n", w)
	}
	if cfg.OutDir != "" && err == nil {
		if err := writeReports(cfg.OutDir); err != nil {
			fmt.Fprintf(stderr, "irfuzz: report: %v\n", err)
			status = 2
		}
	}
	table := stdout
	if asJSON {
		table = stderr
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "irfuzz: %v\n", err)
			return 2
		}
	}
	if err := summaryTable(table, rep); err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return 2
	}
	if cfg.OutDir != "" {
		fmt.Fprintf(table, "results: %s (report: %s)\n", cfg.OutDir, filepath.Join(cfg.OutDir, "report.html"))
	}
	if status == 0 && rep.Summary.New > 0 {
		status = 1
	}
	return status
}

// writeReports renders report.txt, report.md and report.html into a
// results directory.
func writeReports(dir string) error {
	opts := reportOptions(reports.DefaultTitle, true)
	for _, format := range []string{"text", "md", "html"} {
		var buf bytes.Buffer
		if err := reports.Render(&buf, dir, format, opts); err != nil {
			return err
		}
		name := "report." + map[string]string{"text": "txt", "md": "md", "html": "html"}[format]
		if err := atomicfile.Write(filepath.Join(dir, name), buf.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

// maxListed is how many new findings the summary lists.
const maxListed = 20

// summaryTable prints the per-profile table (the rows of the report's
// Properties table, with a total) and the new findings.
func summaryTable(w io.Writer, rep *campaign.Report) error {
	r := reports.Build(&reports.Data{Summary: rep.Summary, Findings: rep.Findings}, reports.Options{})
	tab := tablewriter.NewTable(w,
		tablewriter.WithRenderer(renderer.NewBlueprint()),
		tablewriter.WithEastAsian(tw.Off),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: []tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}}))
	tab.Header([]string{"property", "cases", "validity", "findings", "unique signatures", "cases/s"})
	for _, p := range r.Properties {
		if err := tab.Append([]string{p.Property, strconv.Itoa(p.Cases), validity(p.Validity, p.Alarm), strconv.Itoa(p.Findings),
			strconv.Itoa(p.Unique), fmt.Sprintf("%.1f", p.CasesPerSec)}); err != nil {
			return err
		}
	}
	s := rep.Summary
	total := 1.0
	if s.Cases > 0 {
		total = float64(s.Cases-s.Invalid) / float64(s.Cases)
	}
	if err := tab.Append([]string{"total", strconv.Itoa(s.Cases), validity(total, total < reports.ValidityAlarm), strconv.Itoa(s.Findings),
		strconv.Itoa(s.Unique), fmt.Sprintf("%.1f", r.Totals.CasesPerSec)}); err != nil {
		return err
	}
	if err := tab.Render(); err != nil {
		return err
	}
	fmt.Fprintf(w, "%d cases in %.1fs, %d findings, %d unique signatures, %d new, harness share %.1f%%\n",
		s.Cases, s.Seconds, s.Findings, s.Unique, s.New, 100*s.HarnessFrac)
	if s.SUT != "" && s.SUT != sut.Model {
		if err := systemsTable(w, &s); err != nil {
			return err
		}
	}
	shown := 0
	for _, f := range rep.Findings {
		if !f.New {
			continue
		}
		if shown == maxListed {
			fmt.Fprintf(w, "... and %d more new (see the report)\n", s.New-maxListed)
			break
		}
		shown++
		msg, _, _ := strings.Cut(f.Message, "\n")
		where := f.CorpusFile
		if where == "" {
			where = fmt.Sprintf("case %d, seed %d", f.FirstCase, f.FirstSeed)
		}
		fmt.Fprintf(w, "new %s %s %s ×%d %s: %s\n", f.ID, f.Oracle, f.Class, f.Count, where, msg)
	}
	shown = 0
	for _, f := range rep.Findings {
		if !f.Known {
			continue
		}
		if shown == maxListed {
			fmt.Fprintln(w, "... and more known (see the report)")
			break
		}
		shown++
		fmt.Fprintf(w, "known %s %s %s ×%d %s\n", f.ID, f.Oracle, f.Class, f.Count, f.CorpusFile)
	}
	return nil
}

// systemsTable prints, per system under test, its cases, acceptance,
// outcome classes, findings and time per case, then the acceptance
// differences by pass and the departures that explained some.
func systemsTable(w io.Writer, s *results.Summary) error {
	tab := plainTable(w)
	tab.Header([]string{"system", "cases", "parsed", "accepted", "compiled", "outcome classes", "findings", "unique", "ms/case"})
	for _, st := range s.Systems {
		var classes []string
		for _, k := range sortedKeys(st.Outcomes) {
			classes = append(classes, fmt.Sprintf("%s %d", k, st.Outcomes[k]))
		}
		if err := tab.Append([]string{st.System, strconv.Itoa(st.Cases), strconv.Itoa(st.Parsed), strconv.Itoa(st.Accepted), strconv.Itoa(st.Compiled),
			strings.Join(classes, ", "), strconv.Itoa(st.Findings), strconv.Itoa(st.Unique), fmt.Sprintf("%.1f", st.MillisPerCase)}); err != nil {
			return err
		}
	}
	if err := tab.Render(); err != nil {
		return err
	}
	if len(s.Acceptance) > 0 {
		tab := plainTable(w)
		tab.Header([]string{"acceptance differs at", "model accepts, PyPTO rejects", "PyPTO accepts, model rejects"})
		for _, a := range s.Acceptance {
			pass := a.Pass
			if pass == "" {
				pass = "(model's pipeline)"
			}
			if err := tab.Append([]string{pass, strconv.Itoa(a.ModelAccepts), strconv.Itoa(a.PyPTOAccepts)}); err != nil {
				return err
			}
		}
		if err := tab.Render(); err != nil {
			return err
		}
	}
	if len(s.PassDiff) > 0 {
		tab := plainTable(w)
		tab.Header([]string{"pass (model on PyPTO's input)", "equal", "differs", "listed departure", "model error", "unparsable"})
		for _, d := range s.PassDiff {
			if err := tab.Append([]string{d.Pass, strconv.Itoa(d.Equal), strconv.Itoa(d.Differs), strconv.Itoa(d.Departure),
				strconv.Itoa(d.ModelError), strconv.Itoa(d.Unparsable)}); err != nil {
				return err
			}
		}
		if err := tab.Render(); err != nil {
			return err
		}
	}
	if len(s.Semantics) > 0 {
		var vs []string
		for _, k := range sortedKeys(s.Semantics) {
			vs = append(vs, fmt.Sprintf("%s %d", k, s.Semantics[k]))
		}
		fmt.Fprintf(w, "PyPTO's .pto simulated in program order against the reference: %s\n", strings.Join(vs, ", "))
	}
	if len(s.PTODiff) > 0 {
		var vs []string
		for _, k := range sortedKeys(s.PTODiff) {
			vs = append(vs, fmt.Sprintf("%s %d", k, s.PTODiff[k]))
		}
		line := "The model's .pto against PyPTO's, both simulated: " + strings.Join(vs, ", ")
		if len(s.Divergences) > 0 {
			var ds []string
			for _, k := range sortedKeys(s.Divergences) {
				ds = append(ds, fmt.Sprintf("%s %d", k, s.Divergences[k]))
			}
			line += "; first differing op: " + strings.Join(ds, ", ")
		}
		fmt.Fprintln(w, line)
	}
	if len(s.PTOOps) > 0 {
		known := pto.Known()
		seen := 0
		for _, k := range known {
			if s.PTOOps[k] > 0 {
				seen++
			}
		}
		fmt.Fprintf(w, "PTO reader coverage: %d of the %d operations it takes were read (%d reads)\n", seen, len(known), sumValues(s.PTOOps))
	}
	if len(s.Departures) > 0 {
		var ds []string
		for _, k := range sortedKeys(s.Departures) {
			ds = append(ds, fmt.Sprintf("%s %d", k, s.Departures[k]))
		}
		fmt.Fprintf(w, "rejections explained by listed departures (docs/pypto-version.md): %s\n", strings.Join(ds, ", "))
	}
	return nil
}

// plainTable is a table with left-aligned, unformatted headers.
func plainTable(w io.Writer) *tablewriter.Table {
	return tablewriter.NewTable(w,
		tablewriter.WithRenderer(renderer.NewBlueprint()),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft))
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func validity(v float64, alarm bool) string {
	s := fmt.Sprintf("%.1f%%", 100*v)
	if alarm {
		s += " !"
	}
	return s
}

func profilesText(ps []string) string {
	switch len(ps) {
	case 0:
		return fmt.Sprintf("every profile (%d)", len(gen.Profiles()))
	case 1:
		return "profile " + ps[0]
	}
	return fmt.Sprintf("%d profiles", len(ps))
}

func faultsText(fs []string) string {
	if len(fs) == 0 {
		return ""
	}
	return ", faults " + strings.Join(fs, ",")
}

func budgetText(cfg campaign.Config) string {
	switch {
	case cfg.N > 0 && cfg.Time > 0:
		return fmt.Sprintf("%d cases or %s", cfg.N, cfg.Time)
	case cfg.N > 0:
		return fmt.Sprintf("%d cases", cfg.N)
	}
	return cfg.Time.String()
}

// isTerminal reports whether w is a terminal (the progress line is then
// rewritten in place).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// defaultMinimizeTime bounds each new finding's minimization.
const defaultMinimizeTime = 10 * time.Second

// minimizer reduces a campaign's new finding with package minimize: the
// program the oracles saw, its choice trace and profile, the same oracle
// configuration and input seed, the finding's exact signature; with faults
// injected, the signature must also be absent without them, so the
// reduction keeps the fault's bug.
func minimizer(budget time.Duration) campaign.Minimizer {
	return func(ctx context.Context, f *campaign.Found) (*campaign.Minimized, error) {
		opts := minimize.Options{Config: *f.Check, Target: minimize.Target{Signature: f.Signature}, Time: budget}
		if len(f.Check.Faults.List()) > 0 {
			base := *f.Check
			base.Faults = pipeline.Faults{}
			opts.Baseline = &base
		}
		in := minimize.Input{Prog: f.Checked, Policy: f.Policy, Seed: f.Input, Mutations: f.Mutations}
		if f.Case.Trace.Choices != nil {
			in.Choices = f.Case.Trace.Choices
		}
		out, err := minimize.Minimize(ctx, in, opts)
		if err != nil {
			return nil, err
		}
		if out.After.Statements >= out.Before.Statements {
			return nil, nil
		}
		return &campaign.Minimized{Prog: out.Prog, Choices: out.Choices}, nil
	}
}

func sumValues(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
