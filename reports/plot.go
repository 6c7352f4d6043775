package reports

import (
	"math"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// Plot geometry, in SVG user units (CSS pixels at 100%).
const (
	plotWidth  = 580
	plotHeight = 320
	plotLeft   = 68 // room for y tick labels and the y axis label
	plotRight  = 28
	plotTop    = 40 // room for the title
	plotBottom = 56 // room for x tick labels and the x axis label
)

// plot is one inline SVG line chart over the campaign's timeline.
type plot struct {
	ID, Title      string
	XLabel, YLabel string
	Width, Height  float64
	L, T, R, B     float64 // the plot area: left, top, right, bottom
	XTicks, YTicks []tick
	Path           string  // the series, an SVG path
	Color          string  // its stroke
	Marks          []point // markers on the series
	End            *point  // the last point, labelled with its value
	EndLabel       string
	Empty          string // set when there is nothing to plot, instead of the above
}

// tick is one axis tick: its position along the axis and its label.
type tick struct {
	At    float64
	Label string
}

type point struct{ X, Y float64 }

// timelinePlots are the report's two plots: cases over time and unique
// findings over time.
func timelinePlots(tl []results.Sample) []*plot {
	cases := make([]float64, len(tl))
	unique := make([]float64, len(tl))
	ts := make([]float64, len(tl))
	for i, s := range tl {
		ts[i], cases[i], unique[i] = s.Seconds, float64(s.Cases), float64(s.Unique)
	}
	pc := linePlot("plot-cases", "Cases over time", "cases", "#1f6fb4", ts, cases, false)
	pu := linePlot("plot-unique", "Unique findings over time", "unique findings", "#c0392b", ts, unique, true)
	return []*plot{pc, pu}
}

// linePlot lays out one series y(t) on axes that start at 0. A step series
// holds each value until the next sample and marks every rise.
func linePlot(id, title, ylabel, color string, ts, ys []float64, step bool) *plot {
	p := &plot{ID: id, Title: title, YLabel: ylabel, Color: color,
		Width: plotWidth, Height: plotHeight,
		L: plotLeft, T: plotTop, R: plotWidth - plotRight, B: plotHeight - plotBottom}
	if len(ts) == 0 {
		p.XLabel = "time"
		p.Empty = "no timeline samples"
		return p
	}
	// The campaign starts at t=0 with nothing done.
	if ts[0] > 0 {
		ts = append([]float64{0}, ts...)
		ys = append([]float64{0}, ys...)
	}
	xmax, ymax := 0.0, 0.0
	for i := range ts {
		xmax, ymax = math.Max(xmax, ts[i]), math.Max(ymax, ys[i])
	}

	unit, div := "s", 1.0
	switch {
	case xmax >= 7200:
		unit, div = "h", 3600
	case xmax >= 120:
		unit, div = "min", 60
	}
	p.XLabel = "time (" + unit + ")"
	xstep, xdec := niceStep(xmax/div, 8, false)
	xn := stepsTo(xmax/div, xstep)
	ystep, ydec := niceStep(ymax, 8, true)
	yn := stepsTo(ymax, ystep)
	xtop, ytop := float64(xn)*xstep*div, float64(yn)*ystep

	x := func(t float64) float64 { return p.L + (p.R-p.L)*t/xtop }
	y := func(v float64) float64 { return p.B - (p.B-p.T)*v/ytop }
	for i := 0; i <= xn; i++ {
		p.XTicks = append(p.XTicks, tick{x(float64(i) * xstep * div), strconv.FormatFloat(float64(i)*xstep, 'f', xdec, 64)})
	}
	for i := 0; i <= yn; i++ {
		p.YTicks = append(p.YTicks, tick{y(float64(i) * ystep), countLabel(float64(i)*ystep, ydec, ytop)})
	}

	var b strings.Builder
	for i := range ts {
		px, py := x(ts[i]), y(ys[i])
		switch {
		case i == 0:
			b.WriteString("M" + coord(px) + "," + coord(py))
		case step && ys[i] != ys[i-1]:
			b.WriteString(" L" + coord(px) + "," + coord(y(ys[i-1])) + " L" + coord(px) + "," + coord(py))
			if ys[i] > ys[i-1] {
				p.Marks = append(p.Marks, point{px, py})
			}
		default:
			b.WriteString(" L" + coord(px) + "," + coord(py))
		}
	}
	p.Path = b.String()
	last := len(ts) - 1
	p.End = &point{x(ts[last]), y(ys[last])}
	p.EndLabel = strconv.FormatFloat(ys[last], 'f', -1, 64)
	if len(ts) == 1 {
		p.Marks = append(p.Marks, *p.End)
	}
	return p
}

// niceStep is the smallest tick step of 1, 2, 2.5 or 5 times a power of ten
// that divides [0, max] into at most target intervals, and the number of
// decimals its multiples need. Integer data gets integer steps only.
func niceStep(max float64, target int, integer bool) (step float64, decimals int) {
	if !(max > 0) || math.IsInf(max, 0) {
		max = 1
	}
	mag := 1.0
	for mag*10 <= max/float64(target) {
		mag *= 10
	}
	for mag > max/float64(target) {
		mag /= 10
	}
	for step = mag; ; {
		for _, m := range []float64{1, 2, 2.5, 5} {
			s := m * step
			if integer && s != math.Trunc(s) {
				continue
			}
			if stepsTo(max, s) <= target {
				return s, decimalsOf(s)
			}
		}
		step *= 10
	}
}

// decimalsOf is the number of decimals a multiple of step needs (at most 9).
func decimalsOf(step float64) int {
	d := 0
	for p := 1.0; d < 9 && math.Abs(step*p-math.Round(step*p)) > 1e-9*step*p; p *= 10 {
		d++
	}
	return d
}

// stepsTo is the number of steps from 0 that reach max (at least one).
func stepsTo(max, step float64) int {
	n := int(math.Ceil(max/step - 1e-9))
	return int(math.Max(float64(n), 1))
}

// countLabel formats a count tick, in thousands ("12k") or millions ("1.5M")
// when the axis goes that high.
func countLabel(v float64, decimals int, top float64) string {
	switch {
	case top >= 1e7:
		return strconv.FormatFloat(v/1e6, 'f', -1, 64) + "M"
	case top >= 1e4:
		return strconv.FormatFloat(v/1e3, 'f', -1, 64) + "k"
	}
	return strconv.FormatFloat(v, 'f', decimals, 64)
}

// coord formats an SVG coordinate to a tenth of a unit.
func coord(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
