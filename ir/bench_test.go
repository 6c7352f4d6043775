package ir

import (
	"testing"

	"github.com/irfuzz/irfuzz/internal/benchkernel"
)

func benchProgram(b *testing.B, n int) (*Program, string) {
	src := benchkernel.Text(n, false)
	p, err := Parse("bench.py", src)
	if err != nil {
		b.Fatal(err)
	}
	return p, Print(p)
}

func countStmts(p *Program) int {
	n := 0
	Walk(p, func(x Node) bool {
		switch x.(type) {
		case *SeqStmts:
		case Stmt:
			n++
		}
		return true
	})
	return n
}

func TestBenchKernelSize(t *testing.T) {
	p, err := Parse("bench.py", benchkernel.Text(200, false))
	if err != nil {
		t.Fatal(err)
	}
	if n := countStmts(p); n < 190 || n > 230 {
		t.Fatalf("bench kernel has %d statements, want about 200", n)
	}
}

// BenchmarkParse200 parses the text of a 200-statement kernel with Parse,
// a fresh parser per call.
func BenchmarkParse200(b *testing.B) {
	_, text := benchProgram(b, 200)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("bench.py", text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParser200 is BenchmarkParse200 with one Parser reused for
// every parse, as irfuzz fmt does over a corpus.
func BenchmarkParser200(b *testing.B) {
	_, text := benchProgram(b, 200)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	ps := NewParser(Ops())
	for b.Loop() {
		if _, err := ps.Parse("bench.py", text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseScratch200 is BenchmarkParser200 through ParseScratch, as
// irfuzz fmt and the round-trip instrument parse: the program's own slabs
// are reused too, so what it allocates is the Types and lists of the IR.
func BenchmarkParseScratch200(b *testing.B) {
	_, text := benchProgram(b, 200)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	ps := NewParser(Ops())
	for b.Loop() {
		if _, err := ps.ParseScratch("bench.py", text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrint200 prints a 200-statement kernel with Print, a fresh
// buffer and string per call.
func BenchmarkPrint200(b *testing.B) {
	p, _ := benchProgram(b, 200)
	b.ReportAllocs()
	for b.Loop() {
		_ = Print(p)
	}
}

// BenchmarkPrinter200 is BenchmarkPrint200 with one Printer and output
// buffer reused for every print.
func BenchmarkPrinter200(b *testing.B) {
	p, _ := benchProgram(b, 200)
	b.ReportAllocs()
	var pp Printer
	var buf []byte
	for b.Loop() {
		buf = pp.Append(buf[:0], p)
	}
}

func BenchmarkEqual200(b *testing.B) {
	p, _ := benchProgram(b, 200)
	c := Clone(p)
	b.ReportAllocs()
	for b.Loop() {
		if !Equal(p, c) {
			b.Fatal("clone differs")
		}
	}
}

func BenchmarkHash200(b *testing.B) {
	p, _ := benchProgram(b, 200)
	b.ReportAllocs()
	for b.Loop() {
		_ = Hash(p)
	}
}

func BenchmarkClone200(b *testing.B) {
	p, _ := benchProgram(b, 200)
	b.ReportAllocs()
	for b.Loop() {
		_ = Clone(p)
	}
}
