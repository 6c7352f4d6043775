package ir

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

func TestZZDumpTable(t *testing.T) {
	if os.Getenv("DUMP") == "" {
		t.Skip()
	}
	var names []string
	for n := range dslTable() {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		f := dslTable()[n]
		if strings.HasPrefix(f.op, "=") {
			fmt.Printf("%s -> %s\n", n, f.op[1:])
			continue
		}
		var ps []string
		star := false
		for _, p := range f.params {
			if p.kwOnly && !star {
				ps = append(ps, "*")
				star = true
			}
			s := p.name
			if p.hasDef {
				s += "=" + fmt.Sprint(p.def)
			}
			ps = append(ps, s)
		}
		fmt.Printf("%s(%s)\n", n, strings.Join(ps, ", "))
	}
}
