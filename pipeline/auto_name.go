package pipeline

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// checkAutoNameBases is the name contract of PyPTO's ConvertToSSA. That
// pass gives every definition of every function (parameters, assigned
// variables, loop variables, iter args, return vars and phis) a versioned
// name built by auto_name::BuildName (src/ir/transforms/
// convert_to_ssa_pass.cpp:59-62, :259, :400), which refuses a base name
// containing "__", the delimiter of compiler-made names
// (include/pypto/ir/transforms/utils/auto_name_utils.h:81-84, a
// ValueError). The base is the name itself unless the name already parses
// as a compiler-made one, base "__" suffix ending in a known role or a
// version (x__ssa_v0, x__rv_v2, x__tmp: GetAutoNameSeed,
// convert_to_ssa_pass.cpp:50-57, auto_name::Parse, auto_name_utils.h:
// 124-166), whose base is what precedes the "__". So a user name such as
// as__1 is rejected with PyPTO's message, the first in definition order.
//
// The model's ConvertToSSA versions only re-assigned variables, so it
// checks every definition here first, as PyPTO's would have named them.
func checkAutoNameBases(p *ir.Program) error {
	for _, f := range p.Funcs {
		if f == nil {
			continue
		}
		var bad *ir.Var
		check := func(v *ir.Var) {
			if bad == nil && v != nil && strings.Contains(autoNameSeed(v.Name), "__") {
				bad = v
			}
		}
		for _, v := range f.Params {
			check(v)
		}
		if f.Body != nil {
			ir.Walk(f.Body, func(n ir.Node) bool {
				switch s := n.(type) {
				case *ir.AssignStmt:
					check(s.Var)
				case *ir.ForStmt:
					check(s.LoopVar)
					for _, ia := range s.IterArgs {
						check(&ia.Var)
					}
					for _, v := range s.ReturnVars {
						check(v)
					}
				case *ir.WhileStmt:
					for _, ia := range s.IterArgs {
						check(&ia.Var)
					}
					for _, v := range s.ReturnVars {
						check(v)
					}
				case *ir.IfStmt:
					for _, v := range s.ReturnVars {
						check(v)
					}
				}
				return bad == nil
			})
		}
		if bad != nil {
			return fmt.Errorf("%s: IR auto-name base cannot contain reserved delimiter '__': %s", bad.Pos, autoNameSeed(bad.Name))
		}
	}
	return nil
}

// autoNameSeed is the base ConvertToSSA versions a name under
// (GetAutoNameSeed): the part before the first "__" when the rest ends in
// a known role or a version token, else the whole name.
func autoNameSeed(name string) string {
	base, suffix, ok := strings.Cut(name, "__")
	if !ok {
		return name
	}
	versioned, roled := false, false
	if i := strings.LastIndexByte(suffix, '_'); i >= 0 {
		if isVersionToken(suffix[i+1:]) {
			versioned, suffix = true, suffix[:i]
		}
	} else if isVersionToken(suffix) {
		versioned, suffix = true, ""
	}
	if i := strings.LastIndexByte(suffix, '_'); i >= 0 {
		roled = isKnownRole(suffix[i+1:])
	} else {
		roled = suffix != "" && isKnownRole(suffix)
	}
	if versioned || roled {
		return base
	}
	return name
}

// isKnownRole: auto_name::IsKnownRole (auto_name_utils.h:40-43).
func isKnownRole(t string) bool {
	switch t {
	case "ssa", "iter", "rv", "phi", "tile", "tmp", "out", "store", "idx":
		return true
	}
	return false
}

// isVersionToken: "v" and one or more digits (auto_name_utils.h:45-50).
func isVersionToken(t string) bool {
	if len(t) < 2 || t[0] != 'v' {
		return false
	}
	for _, c := range t[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
