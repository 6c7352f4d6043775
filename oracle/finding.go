package oracle

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
)

// Finding is one thing an oracle saw go wrong with a case.
type Finding struct {
	Oracle   string   // the oracle's name: "contract", "differential", ...
	Property string   // the property, rule or simulator diagnostic kind concerned, if any
	Pass     string   // the first failing pass, if any
	Message  string   // what went wrong, as the failing component said it
	Frames   []string // for panics: the top frames of our code, innermost first
	Buffer   string   // for mismatches: the first diverging output, e.g. "out[3]"
	Detail   string   // everything else worth keeping (a report, a stack, a diff); not signed
}

// Signature identifies a finding's cause: two findings with one cause share
// it, different causes do not. It is the oracle, the property or rule, the
// first failing pass, the message with names, numbers and shapes masked, the
// top frames of a panic and the diverging buffer of a mismatch, joined by
// " | ".
func (f *Finding) Signature() Signature {
	parts := []string{f.Oracle, f.Property, f.Pass, NormalizeMessage(f.Message)}
	if len(f.Frames) > 0 {
		n := min(len(f.Frames), 3)
		parts = append(parts, strings.Join(f.Frames[:n], " < "))
	} else {
		parts = append(parts, "")
	}
	parts = append(parts, maskBuffer(f.Buffer))
	return Signature(strings.Join(parts, " | "))
}

// Signature is a finding's identity; see Finding.Signature.
type Signature string

// ID is a short stable name for the signature, usable as a file name.
func (s Signature) ID() string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:6])
}

// Oracle is the signature's first field.
func (s Signature) Oracle() string {
	o, _, _ := strings.Cut(string(s), " | ")
	return o
}

var (
	quoted = regexp.MustCompile(`'[^']*'|"[^"]*"`)
	shape  = regexp.MustCompile(`\[[^\[\]]*\]`)
	ident  = regexp.MustCompile(`\b[A-Za-z_][A-Za-z0-9_]*`)
	// defined is the result name in a simulator instruction's description,
	// "TMATMUL_ACC(acc_3 = tile.matmul_acc @36)": masked, as a quoted name
	// is, so that one cause does not sign differently by variable name.
	defined = regexp.MustCompile(`\(([A-Za-z_][A-Za-z0-9_]*) = `)
	// pathName is a name in the path of a structural difference (ir.Diff:
	// "func kernel / stmt 3 / assign acc0 / ..."): names differ between two
	// kernels with one bug.
	pathName = regexp.MustCompile(`(^|/ )(func|assign|for|while|param|iter arg|var) [A-Za-z_][A-Za-z0-9_]*`)
	// fileAt is a source location a message points the user to
	// ("passed as InOut/Out at kernel.py:17:13"): the file is the case's
	// name, which a campaign and a replay of its corpus file differ in.
	fileAt = regexp.MustCompile(`\bat [^\s:;]+\.py:([0-9]+|N):([0-9]+|N)`)
	// bareName is a path segment naming a program function's call.
	bareName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	// dtypePair is a dtype difference ("dtype FP16 vs FP32").
	dtypePair = regexp.MustCompile(`^dtype [A-Za-z0-9_]+ vs [A-Za-z0-9_]+$`)
	number    = regexp.MustCompile(`-?\b[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?\b|0x[0-9a-fA-F]+`)
	spaces    = regexp.MustCompile(`\s+`)
)

// NormalizeMessage masks what varies between two occurrences of one bug:
// quoted names become '_', bracketed lists (shapes, offsets, indices) [_],
// SSA-suffixed names (acc_3) and names in a difference path (assign acc0)
// _, and numbers N. Only the first line counts.
func NormalizeMessage(msg string) string {
	msg, _, _ = strings.Cut(msg, "\n")
	msg = diffSite(msg)
	msg = fileAt.ReplaceAllString(msg, "at _")
	msg = quoted.ReplaceAllString(msg, "'_'")
	msg = defined.ReplaceAllString(msg, "(_ = ")
	for {
		next := shape.ReplaceAllString(msg, "{_}")
		if next == msg {
			break
		}
		msg = next
	}
	msg = strings.ReplaceAll(msg, "{_}", "[_]")
	msg = pathName.ReplaceAllString(msg, "$1$2 _")
	msg = ident.ReplaceAllStringFunc(msg, dropCounters)
	msg = number.ReplaceAllString(msg, "N")
	return strings.TrimSpace(spaces.ReplaceAllString(msg, " "))
}

// diffSite reduces a structural difference (ir.Diff: "func kernel /
// stmt 3 / if / then / stmt 0 / assign v_1: v_1 is defined twice ...") to
// the node it is at and what differs there ("assign v_1: _ is defined
// twice ..."): the path to the node is where the generator happened to put
// the construct, and one bug met under an if and under a loop is one bug.
// A branch is a body; a difference in a call's type is at "call / type",
// or "function call / type" for a call of a program function (its dtypes
// masked), whichever op or function the call is (the op a pass rebuilt with a stale type is the
// one the generator happened to draw there); in what differs, a variable named on both
// sides ("rows vs pl.min(rows, 32)") or the one defined twice is masked.
// Other messages are returned as they are.
func diffSite(msg string) string {
	path, what, ok := strings.Cut(msg, ": ")
	if !ok || !strings.HasPrefix(path, "func ") || !strings.Contains(path, " / ") {
		return msg
	}
	segs := strings.Split(path, " / ")
	site := segs[len(segs)-1]
	switch site {
	case "then", "else":
		site = "body"
	case "type":
		if len(segs) > 2 && bareName.MatchString(segs[len(segs)-2]) {
			// A call of a program function (ir.Diff names it bare): a
			// stale result type after its callee's returns changed; which
			// dtypes the two sides have is the generator's draw.
			site = "function call / type"
			what = dtypePair.ReplaceAllString(what, "dtype _ vs _")
			break
		}
		for i := len(segs) - 2; i > 0; i-- {
			if strings.Contains(segs[i], ".") {
				site = "call / type"
				break
			}
		}
	}
	if name, rest, ok := strings.Cut(what, " is defined twice"); ok && !strings.Contains(name, " ") {
		what = "_ is defined twice" + rest
	}
	return site + ": " + maskSharedNames(what)
}

// maskSharedNames masks every lower-case name on both sides of what
// differs ("rows vs pl.min(rows, 32)": "_ vs pl.min(_, 32)"), counters
// dropped: a variable, not an op or an attribute (not after a dot, not
// before a dot or a parenthesis). The sides are split at the first " vs ".
func maskSharedNames(s string) string {
	left, right, ok := strings.Cut(s, " vs ")
	if !ok {
		return s
	}
	names := func(side string) map[string]bool {
		out := map[string]bool{}
		for _, l := range ident.FindAllStringIndex(side, -1) {
			if isVarAt(side, l) {
				out[dropCounters(side[l[0]:l[1]])] = true
			}
		}
		return out
	}
	l, r := names(left), names(right)
	mask := func(side string) string {
		var b strings.Builder
		at := 0
		for _, loc := range ident.FindAllStringIndex(side, -1) {
			if n := dropCounters(side[loc[0]:loc[1]]); isVarAt(side, loc) && l[n] && r[n] {
				b.WriteString(side[at:loc[0]])
				b.WriteString("_")
				at = loc[1]
			}
		}
		b.WriteString(side[at:])
		return b.String()
	}
	return mask(left) + " vs " + mask(right)
}

// isVarAt reports whether the identifier at loc in s may be a variable's
// name: lower-case, not after a dot, not before a dot or a parenthesis.
func isVarAt(s string, loc []int) bool {
	if c := s[loc[0]]; c < 'a' || c > 'z' {
		return false
	}
	return !(loc[0] > 0 && s[loc[0]-1] == '.' || loc[1] < len(s) && (s[loc[1]] == '.' || s[loc[1]] == '('))
}

// maskBuffer keeps a buffer's name and drops its index: "out[3, 17]" → "out".
func maskBuffer(b string) string {
	name, _, _ := strings.Cut(b, "[")
	return strings.TrimSpace(name)
}

// dropCounters removes the SSA-style counters from a name (acc_3 → acc,
// t_13_Right → t_Right) and the versioned suffix ConvertToSSA gives it
// (acc__ssa_v2, acc__rv_v5 → acc): the printer renumbers names, and the
// pass versions them, so one kernel printed twice, or one bug in two
// kernels, would otherwise sign differently.
func dropCounters(name string) string {
	name = dropAutoSuffix(name)
	parts := strings.Split(name, "_")
	out := parts[:1]
	for _, p := range parts[1:] {
		if p != "" && strings.Trim(p, "0123456789") == "" {
			continue
		}
		out = append(out, p)
	}
	if s := strings.Join(out, "_"); s != "" {
		return s
	}
	return name
}

// dropAutoSuffix cuts a compiler-made suffix, "__" then a role or a
// version token at its end (PyPTO's auto_name::Parse: x__ssa_v0,
// t__cast_fp16_tmp_v1, x__tmp), from a name; any other "__" (r__FREE_VAR)
// stays.
func dropAutoSuffix(name string) string {
	base, suffix, ok := strings.Cut(name, "__")
	if !ok || base == "" {
		return name
	}
	last := suffix
	if i := strings.LastIndexByte(suffix, '_'); i >= 0 {
		last = suffix[i+1:]
	}
	if autoRoles[last] || len(last) >= 2 && last[0] == 'v' && strings.Trim(last[1:], "0123456789") == "" {
		return base
	}
	return name
}

// autoRoles are auto_name::IsKnownRole's roles (auto_name_utils.h:40-43).
var autoRoles = map[string]bool{"ssa": true, "iter": true, "rv": true, "phi": true, "tile": true, "tmp": true, "out": true, "store": true, "idx": true}
