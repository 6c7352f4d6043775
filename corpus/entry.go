package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// Magic is the first line of every corpus file.
const Magic = "# irfuzz corpus v1"

// Status says what replaying a case expects.
type Status string

const (
	// StatusOpen: the bug is not fixed; replay expects the signature to
	// reproduce.
	StatusOpen Status = "open"
	// StatusFixed: the bug is fixed; replay expects the signature never to
	// come back.
	StatusFixed Status = "fixed"
)

// Field is one header line this package does not know, kept verbatim (in
// file order) so that rewriting a file never loses it.
type Field struct {
	Key   string
	Value string
}

// Entry is one corpus file: its header fields, where it lives and the
// kernel.
type Entry struct {
	Signature  oracle.Signature // key "signature" (required)
	Status     Status           // key "status" (required)
	Oracle     string           // key "oracle"
	Property   string           // key "property": property, rule or diagnostic kind, may be empty
	Pass       string           // key "pass": first failing pass, may be empty
	Profile    string           // key "profile": generator profile
	Backend    string           // key "backend": chip the case ran for, may be empty
	Faults     []string         // key "faults": injected faults, comma separated; nil when none
	Seed       int64            // key "seed": per-case seed
	Case       int              // key "case": index of the case in its campaign
	Generator  string           // key "generator": generator version
	Statements int              // key "statements": statement count of the kernel
	Count      int              // key "count": how many times the signature was seen
	FirstSeen  time.Time        // key "first_seen": RFC3339, UTC
	LastSeen   time.Time        // key "last_seen": RFC3339, UTC
	Choices    []uint64         // key "choices" (optional): the choice trace, choice.Format text; nil when absent
	Original   string           // key "original" (optional): file name of the un-minimized original
	Extra      []Field          // unknown keys, in file order

	Path   string      // the file it was read from or written to; not in the header
	Source string      // the kernel text after the header (ir.Print output when written by a Store)
	Prog   *ir.Program // Source parsed; set by ParseEntry and Load; Format ignores it
}

// FileName is the entry's file name in a corpus directory: <signature ID>.py.
func (e *Entry) FileName() string { return FileName(e.Signature) }

// Get is the value of an extra header key ("" when absent).
func (e *Entry) Get(key string) string {
	for _, f := range e.Extra {
		if f.Key == key {
			return f.Value
		}
	}
	return ""
}

// FileName is the file name a signature's case is stored under.
func FileName(sig oracle.Signature) string { return sig.ID() + ".py" }

// OrigFileName is the file name the un-minimized original of a signature's
// case is kept under, beside the minimized one.
func OrigFileName(sig oracle.Signature) string { return sig.ID() + ".orig.py" }

// FromFinding starts an open entry for a finding on a program: signature,
// oracle, property, pass, Source and Prog are set, the rest is the
// caller's.
func FromFinding(f *oracle.Finding, prog *ir.Program) Entry {
	return Entry{
		Signature: f.Signature(),
		Status:    StatusOpen,
		Oracle:    f.Oracle,
		Property:  f.Property,
		Pass:      f.Pass,
		Source:    ir.Print(prog),
		Prog:      prog,
	}
}

// Header keys in the order Format writes them.
const (
	keySignature  = "signature"
	keyStatus     = "status"
	keyOracle     = "oracle"
	keyProperty   = "property"
	keyPass       = "pass"
	keyProfile    = "profile"
	keyBackend    = "backend"
	keyFaults     = "faults"
	keySeed       = "seed"
	keyCase       = "case"
	keyGenerator  = "generator"
	keyStatements = "statements"
	keyCount      = "count"
	keyFirstSeen  = "first_seen"
	keyLastSeen   = "last_seen"
	keyChoices    = "choices"
	keyOriginal   = "original"
)

var knownKeys = map[string]bool{
	keySignature: true, keyStatus: true, keyOracle: true, keyProperty: true, keyPass: true,
	keyProfile: true, keyBackend: true, keyFaults: true, keySeed: true, keyCase: true,
	keyGenerator: true, keyStatements: true, keyCount: true, keyFirstSeen: true,
	keyLastSeen: true, keyChoices: true, keyOriginal: true,
}

// validKey reports whether k is a header key: a lower-case letter, then
// lower-case letters, digits and underscores.
func validKey(k string) bool {
	if k == "" || k[0] < 'a' || k[0] > 'z' {
		return false
	}
	for i := 1; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// needsQuote reports whether a value must be written as a Go quoted string
// to read back exactly: leading or trailing white space, a leading double
// quote, invalid UTF-8 or a character that is not printable (a newline, a
// tab, ...).
func needsQuote(v string) bool {
	if v == "" {
		return false
	}
	if strings.TrimSpace(v) != v || v[0] == '"' || !utf8.ValidString(v) {
		return true
	}
	for _, r := range v {
		if r != ' ' && !unicode.IsPrint(r) {
			return true
		}
	}
	return false
}

func writeField(b *bytes.Buffer, key, value string) {
	b.WriteString("# ")
	b.WriteString(key)
	b.WriteByte(':')
	if value != "" {
		b.WriteByte(' ')
		if needsQuote(value) {
			value = strconv.Quote(value)
		}
		b.WriteString(value)
	}
	b.WriteByte('\n')
}

// Validate reports what would keep the entry from being written or read
// back exactly.
func (e *Entry) Validate() error {
	if e.Signature == "" {
		return errors.New("corpus: entry has no signature")
	}
	if e.Status != StatusOpen && e.Status != StatusFixed {
		return fmt.Errorf("corpus: status must be %q or %q, got %q", StatusOpen, StatusFixed, e.Status)
	}
	if e.Case < 0 || e.Statements < 0 || e.Count < 0 {
		return fmt.Errorf("corpus: case, statements and count must not be negative (got %d, %d, %d)", e.Case, e.Statements, e.Count)
	}
	if e.Faults != nil && len(e.Faults) == 0 {
		return errors.New("corpus: faults is an empty non-nil list; use nil")
	}
	for _, f := range e.Faults {
		if f == "" || strings.ContainsAny(f, ", \t\r\n") || needsQuote(f) {
			return fmt.Errorf("corpus: fault name %q must be non-empty, without commas or white space", f)
		}
	}
	if e.Choices != nil && len(e.Choices) == 0 {
		return errors.New("corpus: choices is an empty non-nil list; use nil")
	}
	for _, t := range []time.Time{e.FirstSeen, e.LastSeen} {
		if t.Location() != time.UTC {
			return fmt.Errorf("corpus: times must be UTC, got %s", t)
		}
		if t.Year() < 0 || t.Year() > 9999 {
			return fmt.Errorf("corpus: time %s has no RFC3339 form", t)
		}
	}
	if strings.ContainsAny(e.Original, "/\\") {
		return fmt.Errorf("corpus: original %q must be a file name in the same directory", e.Original)
	}
	for _, f := range e.Extra {
		if !validKey(f.Key) || knownKeys[f.Key] {
			return fmt.Errorf("corpus: extra header key %q is not a valid unknown key", f.Key)
		}
	}
	return nil
}

// Format renders an entry as a corpus file: the Magic line, the header in
// the order of the Entry fields (choices and original only when set, then
// unknown keys), a blank line, then Source verbatim. Prog and Path are not
// written. Parse(Format(e)) gives e back exactly (with Prog re-parsed).
func Format(e *Entry) ([]byte, error) {
	if err := e.Validate(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(Magic)
	b.WriteByte('\n')
	writeField(&b, keySignature, string(e.Signature))
	writeField(&b, keyStatus, string(e.Status))
	writeField(&b, keyOracle, e.Oracle)
	writeField(&b, keyProperty, e.Property)
	writeField(&b, keyPass, e.Pass)
	writeField(&b, keyProfile, e.Profile)
	writeField(&b, keyBackend, e.Backend)
	writeField(&b, keyFaults, strings.Join(e.Faults, ","))
	writeField(&b, keySeed, strconv.FormatInt(e.Seed, 10))
	writeField(&b, keyCase, strconv.Itoa(e.Case))
	writeField(&b, keyGenerator, e.Generator)
	writeField(&b, keyStatements, strconv.Itoa(e.Statements))
	writeField(&b, keyCount, strconv.Itoa(e.Count))
	writeField(&b, keyFirstSeen, e.FirstSeen.Format(time.RFC3339Nano))
	writeField(&b, keyLastSeen, e.LastSeen.Format(time.RFC3339Nano))
	if e.Choices != nil {
		writeField(&b, keyChoices, choice.Format(e.Choices))
	}
	if e.Original != "" {
		writeField(&b, keyOriginal, e.Original)
	}
	for _, f := range e.Extra {
		writeField(&b, f.Key, f.Value)
	}
	b.WriteByte('\n')
	b.WriteString(e.Source)
	return b.Bytes(), nil
}

// ParseEntry reads a corpus file: the header, then the kernel, which it
// parses with ir.Parse (line numbers are those of the file). path is used
// for Entry.Path and in errors. The error, if any, is a *Problem with the
// line (and column, when the IR parser gives one). ParseEntry never
// panics.
func ParseEntry(path string, data []byte) (*Entry, error) {
	e, err := parseHeader(path, data)
	if err != nil {
		return nil, err
	}
	prog, err := ir.Parse(path, string(data))
	if err != nil {
		var se *ir.SyntaxError
		if errors.As(err, &se) {
			return nil, &Problem{Path: path, Line: se.Pos.Line, Col: se.Pos.Col, Msg: se.Msg}
		}
		return nil, &Problem{Path: path, Msg: err.Error()}
	}
	e.Prog = prog
	return e, nil
}

// parseHeader reads everything but the program.
func parseHeader(path string, data []byte) (*Entry, error) {
	bad := func(line int, format string, a ...any) error {
		return &Problem{Path: path, Line: line, Msg: fmt.Sprintf(format, a...)}
	}
	if len(data) == 0 {
		return nil, bad(0, "empty file")
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return nil, bad(0, "not a text file (NUL byte at offset %d)", i)
	}
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, n := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		return nil, bad(0, "not a text file (invalid UTF-8 at offset %d)", off)
	}
	text := string(data)
	e := &Entry{Path: path}
	seen := map[string]int{}
	line, pos := 0, 0
	for pos < len(text) {
		end := strings.IndexByte(text[pos:], '\n')
		next := len(text)
		if end >= 0 {
			end += pos
			next = end + 1
		} else {
			end = len(text)
		}
		raw := strings.TrimSuffix(text[pos:end], "\r")
		if !strings.HasPrefix(raw, "#") {
			break
		}
		line++
		pos = next
		if line == 1 {
			if strings.TrimRight(raw, " \t") == Magic {
				continue
			}
			if v, ok := strings.CutPrefix(raw, "# irfuzz corpus "); ok {
				return nil, bad(1, "unsupported corpus format %q (this irfuzz reads v1)", strings.TrimSpace(v))
			}
			return nil, bad(1, "not an irfuzz corpus file: the first line must be %q", Magic)
		}
		body := strings.TrimLeft(raw[1:], " \t")
		if strings.TrimSpace(body) == "" {
			continue // a bare "#" line
		}
		key, value, ok := strings.Cut(body, ":")
		if !ok || !validKey(key) {
			return nil, bad(line, "header line %q is not \"# key: value\" (end the header with a blank line)", raw)
		}
		value = strings.TrimSpace(value)
		if strings.HasPrefix(value, `"`) {
			u, err := strconv.Unquote(value)
			if err != nil {
				return nil, bad(line, "%s: bad quoted value %s", key, value)
			}
			value = u
		}
		if !knownKeys[key] {
			e.Extra = append(e.Extra, Field{Key: key, Value: value})
			continue
		}
		if prev, dup := seen[key]; dup {
			return nil, bad(line, "%s: repeats the key of line %d", key, prev)
		}
		seen[key] = line
		if err := e.set(key, value); err != nil {
			return nil, bad(line, "%s: %v", key, err)
		}
	}
	if line == 0 {
		return nil, bad(1, "not an irfuzz corpus file: the first line must be %q", Magic)
	}
	for _, k := range []string{keySignature, keyStatus} {
		if _, ok := seen[k]; !ok {
			return nil, bad(0, "header has no %q line", k)
		}
	}
	// One blank line separates the header from the kernel.
	if pos < len(text) {
		end := strings.IndexByte(text[pos:], '\n')
		if end >= 0 && strings.TrimSuffix(text[pos:pos+end], "\r") == "" {
			pos += end + 1
		}
	}
	e.Source = text[pos:]
	if strings.TrimSpace(e.Source) == "" {
		return nil, bad(0, "no kernel after the header")
	}
	return e, nil
}

// set stores one known header value.
func (e *Entry) set(key, v string) error {
	var err error
	switch key {
	case keySignature:
		if v == "" {
			return errors.New("empty signature")
		}
		e.Signature = oracle.Signature(v)
	case keyStatus:
		if Status(v) != StatusOpen && Status(v) != StatusFixed {
			return fmt.Errorf("must be %q or %q, got %q", StatusOpen, StatusFixed, v)
		}
		e.Status = Status(v)
	case keyOracle:
		e.Oracle = v
	case keyProperty:
		e.Property = v
	case keyPass:
		e.Pass = v
	case keyProfile:
		e.Profile = v
	case keyBackend:
		e.Backend = v
	case keyFaults:
		if v == "" {
			return nil
		}
		for _, f := range strings.Split(v, ",") {
			f = strings.TrimSpace(f)
			if f == "" || strings.ContainsAny(f, " \t") || needsQuote(f) {
				return fmt.Errorf("bad fault list %q", v)
			}
			e.Faults = append(e.Faults, f)
		}
	case keySeed:
		e.Seed, err = strconv.ParseInt(v, 10, 64)
		if err != nil {
			return fmt.Errorf("not an integer: %q", v)
		}
	case keyCase:
		e.Case, err = count(v)
	case keyStatements:
		e.Statements, err = count(v)
	case keyCount:
		e.Count, err = count(v)
	case keyGenerator:
		e.Generator = v
	case keyFirstSeen:
		e.FirstSeen, err = utcTime(v)
	case keyLastSeen:
		e.LastSeen, err = utcTime(v)
	case keyChoices:
		if n := choiceCount(v); n > maxChoices {
			return fmt.Errorf("%d choices, more than the %d a case may have", n, maxChoices)
		}
		e.Choices, err = choice.Parse(v)
		if err != nil {
			return errors.New(strings.TrimPrefix(err.Error(), "choices: "))
		}
		if len(e.Choices) == 0 {
			e.Choices = nil
		}
	case keyOriginal:
		if strings.ContainsAny(v, "/\\") {
			return fmt.Errorf("%q must be a file name in the same directory", v)
		}
		e.Original = v
	}
	return err
}

func count(v string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("not a non-negative integer: %q", v)
	}
	return n, nil
}

func utcTime(v string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil || !strings.HasSuffix(v, "Z") {
		return time.Time{}, fmt.Errorf("not an RFC3339 UTC time like 2006-01-02T15:04:05Z: %q", v)
	}
	return t, nil
}

// maxChoices bounds the choices a header may expand to ("0*1000000000"
// must not allocate gigabytes).
const maxChoices = 1 << 20

// choiceCount is how many choices the choice.Format text v expands to (an
// upper bound for text choice.Parse rejects).
func choiceCount(v string) int {
	if strings.HasPrefix(v, "hex:") {
		return len(v) / 16
	}
	n := 0
	for _, f := range strings.Split(v, ".") {
		_, k, ok := strings.Cut(f, "*")
		if !ok {
			n++
			continue
		}
		r, err := strconv.Atoi(strings.Join(strings.Fields(k), ""))
		if err != nil || r < 0 {
			continue
		}
		if r > maxChoices {
			return maxChoices + 1
		}
		n += r
		if n > maxChoices {
			return n
		}
	}
	return n
}
