package choice

import (
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
)

// Trace is a recorded decision stream: every draw (reduced into range), its
// bound, the spans, and whether the source overran.
type Trace struct {
	Choices []uint64
	Bounds  []uint64
	Spans   []Span
	Overrun bool
}

// Hash is a 64-bit FNV-1a hash of the choices (the shrinker's cache key).
func Hash(choices []uint64) uint64 {
	h := fnv.New64a()
	var b [8]byte
	for _, c := range choices {
		for i := range b {
			b[i] = byte(c >> (8 * i))
		}
		h.Write(b[:])
	}
	return h.Sum64()
}

// Encode turns a trace back into fuzzer bytes that Bytes decodes to the
// same choices: each draw is written in ByteWidth(bound) little-endian
// bytes. Use it to seed a fuzz corpus with generated cases.
func Encode(t Trace) []byte {
	var out []byte
	for i, c := range t.Choices {
		n := uint64(1) << 63
		if i < len(t.Bounds) {
			n = t.Bounds[i]
		}
		for k := 0; k < ByteWidth(n); k++ {
			out = append(out, byte(c>>(8*k)))
		}
	}
	return out
}

// Format renders choices as a compact text a human can paste back into
// Parse: decimal values separated by dots, runs of zeros collapsed as
// "0*N".
func Format(choices []uint64) string {
	var b strings.Builder
	for i := 0; i < len(choices); i++ {
		if i > 0 {
			b.WriteByte('.')
		}
		if choices[i] == 0 {
			j := i
			for j < len(choices) && choices[j] == 0 {
				j++
			}
			if j-i > 2 {
				fmt.Fprintf(&b, "0*%d", j-i)
				i = j - 1
				continue
			}
		}
		b.WriteString(strconv.FormatUint(choices[i], 10))
	}
	return b.String()
}

// Parse reads the text Format writes (also accepting a hex string prefixed
// "hex:" holding 8-byte little-endian values).
//
// Whitespace is ignored, so text a reporter wrapped over several lines
// parses as printed.
func Parse(s string) ([]uint64, error) {
	s = strings.Join(strings.Fields(s), "")
	if s == "" {
		return nil, nil
	}
	if h, ok := strings.CutPrefix(s, "hex:"); ok {
		raw, err := hex.DecodeString(h)
		if err != nil {
			return nil, fmt.Errorf("choices: %v", err)
		}
		if len(raw)%8 != 0 {
			return nil, fmt.Errorf("choices: hex length %d is not a multiple of 8 bytes", len(raw))
		}
		out := make([]uint64, len(raw)/8)
		for i := range out {
			for k := 0; k < 8; k++ {
				out[i] |= uint64(raw[8*i+k]) << (8 * k)
			}
		}
		return out, nil
	}
	var out []uint64
	for i, f := range strings.Split(s, ".") {
		if v, n, ok := strings.Cut(f, "*"); ok {
			x, err1 := strconv.ParseUint(v, 10, 64)
			k, err2 := strconv.Atoi(n)
			if err1 != nil || err2 != nil || k < 0 {
				return nil, fmt.Errorf("choices: bad run %q at element %d", f, i+1)
			}
			for ; k > 0; k-- {
				out = append(out, x)
			}
			continue
		}
		x, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("choices: bad value %q at element %d", f, i+1)
		}
		out = append(out, x)
	}
	return out, nil
}
