package ir

import (
	"strings"
	"testing"
)

func TestStripDeadIterArgs(t *testing.T) {
	checkTransform(t, "loop_state_repair", "strip_dead_iter_args", "strip_dead_iter_args", func(f *Function) []Stmt {
		return StripDeadIterArgs(Stmts(f.Body))
	})
}

// TestLoopRepair repairs each function after dropGone took out its
// statements named gone*, with the original function as the code the list
// came from; Pullable refuses the definitions named gone_other*.
func TestLoopRepair(t *testing.T) {
	for _, c := range []struct {
		before, want string
		positional   bool
	}{
		{"pull_init", "pull_init", false},
		{"pull_refused", "pull_refused", false},
		{"fix_yield", "fix_yield", false},
		{"if_in_loop", "if_in_loop", false},
		{"if_in_loop", "if_in_loop_positional", true},
		{"strip_if", "strip_if", false},
		{"if_alias_in_loop", "if_alias_in_loop", false},
		{"if_alias_in_loop", "if_alias_in_loop_positional", true},
		{"if_nested_in_loop", "if_nested_in_loop", false},
		{"if_branch_local", "if_branch_local", false},
		{"if_conflicting_carriers", "if_conflicting_carriers", false},
	} {
		t.Run(c.want, func(t *testing.T) {
			checkTransform(t, "loop_state_repair", c.before, c.want, func(f *Function) []Stmt {
				orig := Stmts(f.Body)
				r := LoopRepair{
					Params:               f.Params,
					Defined:              DefinedVars(f.Params, orig),
					Defs:                 map[*Var]*AssignStmt{},
					Pullable:             func(d *AssignStmt) bool { return !strings.HasPrefix(d.Var.Name, "gone_other") },
					PositionalIfCarriers: c.positional,
				}
				for _, st := range orig {
					if a, ok := st.(*AssignStmt); ok {
						r.Defs[a.Var] = a
					}
				}
				return r.Repair(dropGone(orig))
			})
		})
	}
}
