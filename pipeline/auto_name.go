package pipeline

import (
	"strconv"
	"strings"
)

// autoName is auto_name::ParsedName (include/pypto/ir/transforms/utils/
// auto_name_utils.h:26-32): a compiler-made name is base "__" suffix,
// the suffix being [qualifier "_"] [role "_"] [version].
type autoName struct {
	base, qualifier string
	role            string // "" when none
	version         int    // -1 when none
	auto            bool   // the name has a "__" suffix
}

// parseAutoName is auto_name::Parse (auto_name_utils.h:124-166).
func parseAutoName(name string) autoName {
	p := autoName{base: name, version: -1}
	base, suffix, ok := strings.Cut(name, "__")
	if !ok {
		return p
	}
	p.base, p.auto = base, true
	if i := strings.LastIndexByte(suffix, '_'); i >= 0 {
		if v, ok := versionToken(suffix[i+1:]); ok {
			p.version, suffix = v, suffix[:i]
		}
	} else if v, ok := versionToken(suffix); ok {
		p.version, suffix = v, ""
	}
	if i := strings.LastIndexByte(suffix, '_'); i >= 0 {
		if isKnownRole(suffix[i+1:]) {
			p.role, suffix = suffix[i+1:], suffix[:i]
		}
	} else if suffix != "" && isKnownRole(suffix) {
		p.role, suffix = suffix, ""
	}
	p.qualifier = suffix
	return p
}

// isKnownRole: auto_name::IsKnownRole (auto_name_utils.h:40-43).
func isKnownRole(t string) bool {
	switch t {
	case "ssa", "iter", "rv", "phi", "tile", "tmp", "out", "store", "idx":
		return true
	}
	return false
}

// versionToken: auto_name::ParseVersionToken, "v" and one or more digits
// (auto_name_utils.h:45-58).
func versionToken(t string) (int, bool) {
	if len(t) < 2 || t[0] != 'v' {
		return 0, false
	}
	for _, c := range t[1:] {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	v, err := strconv.Atoi(t[1:])
	return v, err == nil
}

// autoNameSeed is GetAutoNameSeed (src/ir/transforms/
// convert_to_ssa_pass.cpp:50-57): the base and qualifier a name is
// re-versioned under. A name the compiler made (a role or a version after
// "__") keeps its base and qualifier; any other name is its own base.
func autoNameSeed(name string) (base, qualifier string) {
	p := parseAutoName(name)
	if p.auto && (p.role != "" || p.version >= 0) {
		return p.base, p.qualifier
	}
	return name, ""
}

// reservedDelimiterError is PyPTO's ValueError from ValidateBaseName
// (auto_name_utils.h:81-84).
type reservedDelimiterError struct{ base string }

func (e *reservedDelimiterError) Error() string {
	return "IR auto-name base cannot contain reserved delimiter '__': " + e.base
}

// buildAutoName is auto_name::BuildName (auto_name_utils.h:87-112) with a
// role and a version: base "__" [qualifier "_"] role "_v" version. A base
// holding "__" is refused (a *reservedDelimiterError).
func buildAutoName(base, qualifier, role string, version int) (string, error) {
	if strings.Contains(base, "__") {
		return "", &reservedDelimiterError{base: base}
	}
	var b strings.Builder
	b.WriteString(base)
	b.WriteString("__")
	if qualifier != "" {
		b.WriteString(qualifier)
		b.WriteByte('_')
	}
	b.WriteString(role)
	b.WriteString("_v")
	b.WriteString(strconv.Itoa(version))
	return b.String(), nil
}

// autoNamedVersion is BuildAutoNamedVersion (convert_to_ssa_pass.cpp:
// 59-62): name's seed with the role and version.
func autoNamedVersion(name, role string, version int) (string, error) {
	base, qualifier := autoNameSeed(name)
	return buildAutoName(base, qualifier, role, version)
}
