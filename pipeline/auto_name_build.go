package pipeline

import (
	"strconv"
	"strings"
)

// The builders of the compiler-made names the outlining passes and
// ConvertTensorToTileOps mint (PyPTO's auto_name utilities,
// include/pypto/ir/transforms/utils/auto_name_utils.h:86-227): a base name,
// then "__", then an optional qualifier, role and version joined by "_"
// (x__tile, ret0__out, buf__store). Names are cosmetic in irfuzz
// (variables are compared by identity), but the passes use PyPTO's
// spellings so their output reads like PyPTO's.

// baseName is auto_name::GetBaseName: what precedes the first "__".
func baseName(name string) string { return parseAutoName(name).base }

// buildName is auto_name::BuildName (auto_name_utils.h:86-112) without its
// check that the base holds no "__" (callers pass a baseName); version -1
// means none.
func buildName(base, qualifier, role string, version int) string {
	if qualifier == "" && role == "" && version < 0 {
		return base
	}
	var parts []string
	if qualifier != "" {
		parts = append(parts, qualifier)
	}
	if role != "" {
		parts = append(parts, role)
	}
	if version >= 0 {
		parts = append(parts, "v"+strconv.Itoa(version))
	}
	return base + "__" + strings.Join(parts, "_")
}

// freshNameLike is auto_name::GenerateFreshNameLike
// (auto_name_utils.h:211-224): the name's base, qualifier and role (ssa
// when it has none) with the next version not in used.
func freshNameLike(name string, used map[string]bool) string {
	p := parseAutoName(name)
	role := p.role
	if role == "" {
		role = "ssa"
	}
	for v := p.version + 1; ; v++ {
		if c := buildName(p.base, p.qualifier, role, v); !used[c] {
			return c
		}
	}
}
