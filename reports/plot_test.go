package reports

import (
	"reflect"
	"testing"

	"github.com/irfuzz/irfuzz/campaign/results"
)

func TestNiceStep(t *testing.T) {
	for _, c := range []struct {
		max      float64
		target   int
		integer  bool
		step     float64
		decimals int
	}{
		{60.4, 8, false, 10, 0},  // 0..70
		{1398, 8, true, 200, 0},  // 0..1400
		{7, 8, true, 1, 0},       // 0..7
		{9, 8, true, 2, 0},       // 0..10
		{1398, 6, true, 250, 0},  // 0..1500
		{0, 8, true, 1, 0},       // nothing yet: 0..1
		{0.3, 8, true, 1, 0},     // counts never step below 1
		{0.3, 6, false, 0.05, 2}, // 0..0.3
		{2.2, 8, false, 0.5, 1},  // 0..2.5
		{12.5, 5, false, 2.5, 1}, // 0..12.5
		{25, 5, true, 5, 0},      // 2.5 is skipped for counts
		{3e6, 6, true, 500000, 0},
	} {
		step, dec := niceStep(c.max, c.target, c.integer)
		if step != c.step || dec != c.decimals {
			t.Errorf("niceStep(%v, %d, %v) = %v, %d; want %v, %d", c.max, c.target, c.integer, step, dec, c.step, c.decimals)
		}
	}
}

func labels(ts []tick) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Label)
	}
	return out
}

func TestLinePlot(t *testing.T) {
	// Samples at 150 s and 300 s: minutes on x, a step series from the
	// origin with a mark at each rise.
	tl := []results.Sample{{Seconds: 150, Cases: 12000, Unique: 1}, {Seconds: 300, Cases: 25000, Unique: 1}, {Seconds: 330, Cases: 27000, Unique: 3}}
	ps := timelinePlots(tl)
	pc, pu := ps[0], ps[1]
	if pc.XLabel != "time (min)" || !reflect.DeepEqual(labels(pc.XTicks), []string{"0", "1", "2", "3", "4", "5", "6"}) {
		t.Fatalf("x axis %q %q", pc.XLabel, labels(pc.XTicks))
	}
	if want := []string{"0k", "5k", "10k", "15k", "20k", "25k", "30k"}; !reflect.DeepEqual(labels(pc.YTicks), want) {
		t.Fatalf("cases y ticks %q", labels(pc.YTicks))
	}
	// The plot area is 484 wide (68..552) for 6 min, 224 high (40..264) for 30k.
	if pc.Path != "M68.0,264.0 L269.7,174.4 L471.3,77.3 L511.7,62.4" {
		t.Fatalf("cases path %q", pc.Path)
	}
	if pc.EndLabel != "27000" || coord(pc.End.X) != "511.7" || coord(pc.End.Y) != "62.4" {
		t.Fatalf("end %v %q", pc.End, pc.EndLabel)
	}
	if want := []string{"0", "1", "2", "3"}; !reflect.DeepEqual(labels(pu.YTicks), want) {
		t.Fatalf("unique y ticks %q", labels(pu.YTicks))
	}
	if pu.Path != "M68.0,264.0 L269.7,264.0 L269.7,189.3 L471.3,189.3 L511.7,189.3 L511.7,40.0" {
		t.Fatalf("unique path %q", pu.Path)
	}
	if len(pu.Marks) != 2 || coord(pu.Marks[0].X) != "269.7" || coord(pu.Marks[1].Y) != "40.0" {
		t.Fatalf("unique marks %+v", pu.Marks)
	}

	// Hours past two hours; a single sample at t=0 is one marked point.
	p := linePlot("p", "T", "y", "#000", []float64{9000}, []float64{4}, false)
	if p.XLabel != "time (h)" || !reflect.DeepEqual(labels(p.XTicks), []string{"0.0", "0.5", "1.0", "1.5", "2.0", "2.5"}) {
		t.Fatalf("hours: %q %q", p.XLabel, labels(p.XTicks))
	}
	p = linePlot("p", "T", "y", "#000", []float64{0}, []float64{4}, false)
	if p.Path != "M68.0,40.0" || len(p.Marks) != 1 || p.Empty != "" {
		t.Fatalf("one point: %q %+v", p.Path, p.Marks)
	}
	if p := linePlot("p", "T", "y", "#000", nil, nil, false); p.Empty != "no timeline samples" || p.Path != "" {
		t.Fatalf("no samples: %+v", p)
	}
}
