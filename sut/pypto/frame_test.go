package pypto

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestFrames(t *testing.T) {
	var buf bytes.Buffer
	if err := writeFrame(&buf, map[string]any{"op": "hello", "id": 3}); err != nil {
		t.Fatal(err)
	}
	if n := binary.BigEndian.Uint32(buf.Bytes()); int(n) != buf.Len()-4 {
		t.Errorf("length %d for %d bytes", n, buf.Len()-4)
	}
	var got map[string]any
	if err := readFrame(&buf, &got); err != nil || got["op"] != "hello" || got["id"] != 3.0 {
		t.Errorf("read %v, %v", got, err)
	}
	if err := readFrame(&buf, &got); err != io.EOF {
		t.Errorf("at the end between frames: %v, want io.EOF", err)
	}
	for _, tc := range []struct {
		name, data string
		want       string
	}{
		{"cut length", "\x00\x00", "unexpected EOF"},
		{"cut body", "\x00\x00\x00\x09{\"op\"", "unexpected EOF"},
		{"not JSON", "\x00\x00\x00\x03abc", "frame is not the JSON the driver sends"},
		{"too large", "\xff\xff\xff\xff", "frame of 4294967295 bytes is over the 268435456-byte limit"},
	} {
		err := readFrame(strings.NewReader(tc.data), &got)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	if err := readFrame(strings.NewReader("\x00\x00\x00\x09{\"op\""), &got); !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("cut body: %v is not io.ErrUnexpectedEOF", err)
	}
}

// The stderr tail keeps its last bytes, drops PyPTO's log lines and the
// driver's markers from what it shows, and names the last marker.
func TestTail(t *testing.T) {
	tl := newTail(64)
	tl.Write([]byte("2026-12-01 21:34:15.316 I | [perf_hint PH001] TileInnermostDimGranularity: x\n"))
	tl.Write([]byte("irfuzz-at: parse\nirfuzz-at: ExpandMixedKernel\nFatal Python error: Segmentation fault\n"))
	if got := tl.String(); got != "Fatal Python error: Segmentation fault" {
		t.Errorf("String() = %q", got)
	}
	if got := tl.lastMark(); got != "ExpandMixedKernel" {
		t.Errorf("lastMark() = %q", got)
	}
	if len(tl.buf) > 64 {
		t.Errorf("kept %d bytes, want at most 64", len(tl.buf))
	}
	tl.reset()
	if tl.String() != "" || tl.lastMark() != "" {
		t.Errorf("after reset: %q, %q", tl.String(), tl.lastMark())
	}
}
