package pipeline

import "github.com/irfuzz/irfuzz/ir"

// printed is what a run has worked out about one program: its
// fingerprint and, once something printed it, its text. A run keeps one
// for the input of the pass in flight and one for its output, so that the
// round-trip check, the purity instrument and the change record share one
// print and one fingerprint per program instead of each making its own.
type printed struct {
	prog *ir.Program
	fp   uint64
	text string
	hasF bool
	hasT bool
}

func (s *printed) fingerprint() uint64 {
	if !s.hasF {
		s.fp, s.hasF = ir.Fingerprint(s.prog), true
	}
	return s.fp
}

func (s *printed) print(c *Context) string {
	if !s.hasT {
		s.text, s.hasT = c.print(s.prog), true
	}
	return s.text
}

// follow starts the record of a pass's output: a fresh fingerprint, and
// the input's text when the two fingerprints agree (the output prints as
// the input did, so it is not printed again).
func (s *printed) follow(in *printed) {
	if in != nil && in.hasT && in.fingerprint() == s.fingerprint() {
		s.text, s.hasT = in.text, true
	}
}

// entry is the record of p: the output's when p is the output of the pass
// in flight, else the input's when p is its input, else nil.
func (c *Context) entry(p *ir.Program) *printed {
	switch {
	case c.out != nil && c.out.prog == p:
		return c.out
	case c.in != nil && c.in.prog == p:
		return c.in
	}
	return nil
}

// Text is ir.Print(p) (exact: ir.Printer.Exact), printed once per program a run handles: the input
// and the output of the pass in flight (the input as it was before the
// pass ran, once anything asked for it then). Instruments use it so that
// no program is printed twice.
func (c *Context) Text(p *ir.Program) string {
	if e := c.entry(p); e != nil {
		return e.print(c)
	}
	return c.print(p)
}

// Fingerprint is ir.Fingerprint(p), computed once per program a run
// handles, as Text is.
func (c *Context) Fingerprint(p *ir.Program) uint64 {
	if e := c.entry(p); e != nil {
		return e.fingerprint()
	}
	return ir.Fingerprint(p)
}

// roundtripOnce round-trips a pass's output unless this run already
// round-tripped a program with its fingerprint: an output the pass left as
// it was prints and parses as its input did.
func (c *Context) roundtripOnce(pass string, out *ir.Program) error {
	e := c.entry(out)
	if e == nil {
		return c.roundtrip(pass, out, c.print(out))
	}
	if c.tripped && c.trippedFP == e.fingerprint() {
		return nil
	}
	if err := c.roundtrip(pass, out, e.print(c)); err != nil {
		return err
	}
	c.tripped, c.trippedFP = true, e.fingerprint()
	return nil
}

// print is ir.Print(p) through the run's Printer, which keeps its buffer
// and name tables from one program to the next, and prints as PyPTO's
// printer does (ir.Printer.Exact): an empty scope fails the round trip
// as it fails PyPTO's.
func (c *Context) print(p *ir.Program) string {
	c.printer.Exact = true
	c.printBuf = c.printer.Append(c.printBuf[:0], p)
	return string(c.printBuf)
}

// roundtrip parses text, the print of prog, back through the run's Parser
// (ParseScratch: the parsed program is compared and dropped, so its memory
// serves the next round trip) and requires the result to equal prog
// structurally. A RoundtripError keeps only text and strings.
func (c *Context) roundtrip(pass string, prog *ir.Program, text string) error {
	if c.parser == nil {
		c.parser = ir.NewParser(ir.Ops())
	}
	back, err := c.parser.ParseScratch(pass+".out.py", text)
	if err != nil {
		return &RoundtripError{Pass: pass, Diff: err.Error(), Text: text}
	}
	if d := ir.Diff(prog, back); d != "" {
		return &RoundtripError{Pass: pass, Diff: d, Text: text}
	}
	return nil
}
