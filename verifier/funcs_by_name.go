package verifier

import "github.com/irfuzz/irfuzz/ir"

// funcsByName maps each function name of the program to its function, for
// the rules that resolve a call's callee (Program.Func is a linear
// search). Of two functions with one name (a program the parser rejects
// and PyPTO's Program cannot hold) the later wins.
var funcsByName = NewAnalysis("FuncsByName", "the program's functions by name", func(p *Pass) map[string]*ir.Function {
	m := make(map[string]*ir.Function, len(p.Prog.Funcs))
	for _, f := range p.Prog.Funcs {
		if f != nil {
			m[f.Name] = f
		}
	}
	return m
})
