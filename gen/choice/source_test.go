package choice

import (
	"reflect"
	"testing"
)

func draws(s *Source, bounds ...uint64) []uint64 {
	out := make([]uint64, len(bounds))
	for i, n := range bounds {
		out[i] = s.Draw(n)
	}
	return out
}

func TestRecordIsDeterministicAndInRange(t *testing.T) {
	bounds := []uint64{2, 10, 1, 300, 70000, 1 << 40, 3}
	a, b := Record(42), Record(42)
	da, db := draws(a, bounds...), draws(b, bounds...)
	if !reflect.DeepEqual(da, db) {
		t.Fatalf("same seed, different draws: %v vs %v", da, db)
	}
	for i, v := range da {
		if v >= max(bounds[i], 1) {
			t.Fatalf("draw %d = %d out of [0, %d)", i, v, bounds[i])
		}
	}
	if reflect.DeepEqual(da, draws(Record(43), bounds...)) {
		t.Fatal("seeds 42 and 43 drew the same")
	}
	if !reflect.DeepEqual(a.Bounds(), []uint64{2, 10, 1, 300, 70000, 1 << 40, 3}) {
		t.Fatalf("bounds recorded %v", a.Bounds())
	}
}

func TestReplayAndOverrun(t *testing.T) {
	s := Replay([]uint64{1, 7, 0, 5})
	got := draws(s, 2, 5, 1, 4, 9)
	// 7 mod 5 = 2; the forced draw (bound 1) keeps the position; past the end: 0.
	if want := []uint64{1, 2, 0, 1, 0}; !reflect.DeepEqual(got, want) {
		t.Fatalf("replay drew %v, want %v", got, want)
	}
	if !s.Overrun() {
		t.Fatal("no overrun flagged past the end")
	}
	if Replay([]uint64{1}).Overrun() {
		t.Fatal("overrun before drawing")
	}
}

func TestBytesAndEncode(t *testing.T) {
	s := Bytes([]byte{5, 0x34, 0x12, 9})
	got := draws(s, 3, 65536, 1, 256)
	if want := []uint64{2, 0x1234, 0, 9}; !reflect.DeepEqual(got, want) {
		t.Fatalf("bytes drew %v, want %v", got, want)
	}
	if s.Overrun() {
		t.Fatal("overrun on exact input")
	}
	r := Record(7)
	draws(r, 3, 70000, 1, 256, 1<<40)
	tr := r.Trace()
	back := Bytes(Encode(tr))
	if got := draws(back, tr.Bounds...); !reflect.DeepEqual(got, tr.Choices) {
		t.Fatalf("Encode/Bytes: %v vs %v", got, tr.Choices)
	}
	if e := Bytes(nil); e.Draw(10) != 0 || !e.Overrun() {
		t.Fatal("empty input must draw 0 and overrun")
	}
}

func TestSpans(t *testing.T) {
	s := Record(1)
	s.Begin("outer")
	s.Draw(2)
	s.Begin("inner")
	s.Draw(2)
	s.Draw(2)
	s.End()
	s.End()
	s.End() // unmatched: ignored
	s.Begin("open")
	s.Draw(2)
	want := []Span{{"outer", 0, 3, 0}, {"inner", 1, 3, 1}, {"open", 3, 4, 0}}
	if got := s.Spans(); !reflect.DeepEqual(got, want) {
		t.Fatalf("spans %+v, want %+v", got, want)
	}
}

func TestFormatParse(t *testing.T) {
	ch := []uint64{0, 0, 0, 0, 3, 1, 0, 0, 12345}
	text := Format(ch)
	if text != "0*4.3.1.0.0.12345" {
		t.Fatalf("Format = %q", text)
	}
	got, err := Parse(" 0*4.3.\n   1.0.0.12345 ")
	if err != nil || !reflect.DeepEqual(got, ch) {
		t.Fatalf("Parse = %v, %v", got, err)
	}
	if _, err := Parse("1.x.2"); err == nil || err.Error() != `choices: bad value "x" at element 2` {
		t.Fatalf("bad input: %v", err)
	}
	hex, err := Parse("hex:0100000000000000ff00000000000000")
	if err != nil || !reflect.DeepEqual(hex, []uint64{1, 255}) {
		t.Fatalf("hex: %v %v", hex, err)
	}
	if Hash(ch) == Hash(ch[1:]) {
		t.Fatal("hash ignores a draw")
	}
}
