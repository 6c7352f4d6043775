// Command irfuzz is a fuzz and differential-testing harness for the PyPTO
// tile IR.
//
// Usage:
//
//	irfuzz [flags]                      run a fuzzing campaign
//	irfuzz <command> [flags] [arguments]
//
// Without a command, irfuzz runs a campaign (package campaign): -prop,
// -n, -time, -seed, -workers, -backend, -inject, -oracles, -corpus,
// -seeds, -mutate, -out, -json, -isolate, -case-timeout; "irfuzz -h"
// documents them.
//
// The commands are:
//
//	fmt      parse PyPTO programs and print them canonically
//	equal    compare two programs structurally
//	gen      generate random well-typed kernels as PyPTO text
//	verify   check IR properties (PyPTO's verifier rules)
//	compile  run the tile-lowering pass pipeline
//	sim      compile, simulate on the Ascend model and compare with the reference
//	replay   replay a corpus directory (CI regression run)
//	report   render a campaign report from a results directory
//	serve    run a campaign as the coordinator of workers over NATS JetStream
//	worker   join a campaign that irfuzz serve coordinates
//
// Run "irfuzz <command> -h" for a command's flags. Exit status: 0 clean,
// 1 a difference or finding, 2 bad usage or unreadable input.
//
// Unless the environment sets GOGC, irfuzz collects garbage at GOGC=800
// (gcPercent): a campaign's live heap is a few megabytes per worker, and
// at the default 100 the collector took a quarter of its CPU.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/irfuzz/irfuzz/campaign"
)

func main() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// gcPercent is irfuzz's GOGC. A 300-case campaign (-prop Default -seed 1
// -workers 1) spent 2.7 s of CPU at GOGC=400 (peak RSS 64 MB), 2.3-2.4 s
// at 800 (95-105 MB) and no less at 1600 or 3200 (up to 235 MB).
const gcPercent = 800

// run dispatches to a command and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) == 2 && args[0] == campaign.ChildFlag {
			return campaign.ChildMain(args[1], stdout, stderr)
		}
		return runCampaign(args, stdout, stderr)
	}
	if args[0] == "help" {
		return runCampaign([]string{"-h"}, stdout, stderr)
	}
	for _, c := range commands {
		if c.Name == args[0] {
			return c.Run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "irfuzz: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

// command is one irfuzz subcommand.
type command struct {
	Name  string
	Short string
	Run   func(args []string, stdout, stderr io.Writer) int
}

// commands is set in init: the campaign's usage text lists it, and serve
// builds on the campaign's flags.
var commands []command

func init() {
	commands = []command{
		{Name: "fmt", Short: "parse PyPTO programs and print them canonically", Run: runFmt},
		{Name: "equal", Short: "compare two programs structurally", Run: runEqual},
		{Name: "gen", Short: "generate random well-typed kernels as PyPTO text", Run: runGen},
		{Name: "verify", Short: "check IR properties and print PyPTO's verification report", Run: runVerify},
		{Name: "compile", Short: "run the tile-lowering pass pipeline", Run: runCompile},
		{Name: "sim", Short: "compile, simulate on the Ascend model and compare with the reference", Run: runSim},
		{Name: "replay", Short: "replay a corpus directory: open cases must still fail, fixed ones must pass", Run: runReplay},
		{Name: "report", Short: "render a campaign report (text, md, html, json) from a results directory", Run: runReport},
		{Name: "serve", Short: "run a campaign as the coordinator of workers on other machines (NATS JetStream)", Run: runServe},
		{Name: "worker", Short: "join a campaign that irfuzz serve coordinates and run its cases", Run: runWorker},
	}
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: irfuzz [flags]  (a campaign; see irfuzz -h)")
	fmt.Fprintln(w, "       irfuzz <command> [flags] [arguments]")
	fmt.Fprintln(w, "\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-8s %s\n", c.Name, c.Short)
	}
	fmt.Fprintln(w, "\nRun \"irfuzz <command> -h\" for a command's flags.")
}
