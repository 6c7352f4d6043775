package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// profiles are a campaign's -cpuprofile and -memprofile: start begins
// the CPU profile, stop ends it and writes the heap profile. Both are of
// this process only (an -isolate campaign's cases run in children).
type profiles struct {
	cpu, mem string
	cpuFile  *os.File
}

// start creates both files up front, so that an unwritable path is a
// usage error before the campaign runs rather than a loss after it.
func (p *profiles) start() error {
	if p.mem != "" {
		f, err := os.Create(p.mem)
		if err != nil {
			return fmt.Errorf("-memprofile: %v", err)
		}
		f.Close()
	}
	if p.cpu == "" {
		return nil
	}
	f, err := os.Create(p.cpu)
	if err != nil {
		return fmt.Errorf("-cpuprofile: %v", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return fmt.Errorf("-cpuprofile: %v", err)
	}
	p.cpuFile = f
	return nil
}

// stop ends the CPU profile and writes the heap profile (after a GC, so
// that it shows live memory as of the campaign's end, and allocations
// over the whole run).
func (p *profiles) stop() error {
	var first error
	if p.cpuFile != nil {
		pprof.StopCPUProfile()
		if err := p.cpuFile.Close(); err != nil {
			first = fmt.Errorf("-cpuprofile: %v", err)
		}
		p.cpuFile = nil
	}
	if p.mem != "" {
		if err := writeHeapProfile(p.mem); err != nil && first == nil {
			first = fmt.Errorf("-memprofile: %v", err)
		}
	}
	return first
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
