package choice

import (
	"reflect"
	"testing"
)

func TestGuided(t *testing.T) {
	// Choice 0 matches its bound, 1 was drawn with another bound, 2 takes
	// any bound; the forced draw consumes the recorded forced choice 3;
	// past the end the PRNG draws.
	s := Guided([]uint64{7, 3, 12, 0}, []uint64{10, 4, 0, 1}, 5)
	prng := Record(5)
	want := []uint64{7, 0, 2, 0, 0}
	got := make([]uint64, 5)
	for i, n := range []uint64{10, 6, 5, 1, 9} {
		got[i] = s.Draw(n)
		if n > 1 {
			v := prng.Draw(n)
			if i == 1 || i == 4 {
				want[i] = v
			}
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("guided drew %v, want %v", got, want)
	}
	if s.Overrun() {
		t.Fatal("a guided source never overruns")
	}
	// A forced draw where no forced choice was recorded keeps the position.
	g := Guided([]uint64{4}, []uint64{9}, 1)
	g.Draw(1)
	if v := g.Draw(9); v != 4 {
		t.Fatalf("forced draw moved the position: drew %d", v)
	}
}

func TestMutate(t *testing.T) {
	a, b := Record(1), Record(2)
	for _, s := range []*Source{a, b} {
		for k := 0; k < 6; k++ {
			s.Begin("stmt")
			s.Draw(100)
			s.Draw(7)
			s.End()
		}
	}
	ta, tb := a.Trace(), b.Trace()
	orig := append([]uint64(nil), ta.Choices...)
	differs := 0
	for seed := int64(0); seed < 50; seed++ {
		ch, bs := Mutate(Record(seed), ta, tb)
		ch2, bs2 := Mutate(Record(seed), ta, tb)
		if !reflect.DeepEqual(ch, ch2) || !reflect.DeepEqual(bs, bs2) {
			t.Fatalf("seed %d: two mutations differ", seed)
		}
		if len(ch) != len(bs) {
			t.Fatalf("seed %d: %d choices, %d bounds", seed, len(ch), len(bs))
		}
		if !reflect.DeepEqual(ch, orig) {
			differs++
		}
	}
	if !reflect.DeepEqual(ta.Choices, orig) {
		t.Fatal("Mutate modified its input")
	}
	if differs < 45 {
		t.Fatalf("only %d of 50 mutations changed the trace", differs)
	}
	// A trace without spans gets fresh draws.
	if ch, bs := Mutate(Record(3), Trace{}, Trace{}); len(ch) == 0 || bs[0] != 0 {
		t.Fatalf("empty trace: %v %v", ch, bs)
	}
}
