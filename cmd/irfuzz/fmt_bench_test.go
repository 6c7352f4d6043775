package main

import (
	"io"
	"path/filepath"
	"testing"
)

// BenchmarkFmt formats 500 default generated kernels (gen -seed 1) per
// operation, as `irfuzz fmt` does: read, parse, print, on GOMAXPROCS
// goroutines. Its B/op is fmt's allocation budget: about 25 KB and 230
// allocations per kernel (12.7 MB and 115,000 per op) when last measured.
func BenchmarkFmt(b *testing.B) {
	dir := b.TempDir()
	if code, _, stderr := runCmd("gen", "-n", "500", "-seed", "1", "-o", dir); code != 0 {
		b.Fatalf("gen: exit %d: %s", code, stderr)
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*.py"))
	if err != nil || len(paths) != 500 {
		b.Fatalf("gen wrote %d kernels (%v)", len(paths), err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if code := formatFiles(paths, false, nil, io.Discard, io.Discard); code != 0 {
			b.Fatalf("fmt: exit %d", code)
		}
	}
}
