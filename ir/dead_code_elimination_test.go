package ir

import "testing"

func TestEliminateDeadCode(t *testing.T) {
	tiles := func(t Type) bool { _, ok := t.(*TileType); return ok }
	for _, c := range []struct {
		before, want string
		prunable     func(Type) bool
	}{
		{"chain", "chain", nil},
		{"if_results", "if_results", nil},
		{"carries", "carries", nil},
		{"carries", "carries_pruned", tiles},
	} {
		t.Run(c.want, func(t *testing.T) {
			checkTransform(t, "dead_code_elimination", c.before, c.want, func(f *Function) []Stmt {
				return EliminateDeadCode(Stmts(f.Body), c.prunable)
			})
		})
	}
}
