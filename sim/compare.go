package sim

import "fmt"

// Mismatch is the first element where two tensors disagree.
type Mismatch struct {
	Index     []int64
	Want, Got float64
	// WantDefined / GotDefined tell a value from an undefined element.
	WantDefined, GotDefined bool
	Count                   int // how many elements differ in all
}

func (m *Mismatch) String() string {
	show := func(v float64, def bool) string {
		if !def {
			return "undefined"
		}
		return fmt.Sprintf("%g", v)
	}
	return fmt.Sprintf("element %v: want %s, got %s (%d elements differ)", m.Index, show(m.Want, m.WantDefined), show(m.Got, m.GotDefined), m.Count)
}

// Compare checks got against the reference want, exactly. Elements the
// reference leaves undefined are not compared; an element defined in the
// reference but undefined in got is a mismatch. It returns nil when they
// agree.
func Compare(want, got *Tensor) *Mismatch {
	if len(want.Data) != len(got.Data) {
		return &Mismatch{Index: nil, Count: -1}
	}
	var first *Mismatch
	for k := range want.Data {
		if !want.IsDefined(k) {
			continue
		}
		gd := got.IsDefined(k)
		if gd && (want.Data[k] == got.Data[k] || want.Data[k] != want.Data[k] && got.Data[k] != got.Data[k]) {
			continue
		}
		if first == nil {
			first = &Mismatch{Index: want.MultiIndex(k), Want: want.Data[k], Got: got.Data[k], WantDefined: true, GotDefined: gd}
		}
		first.Count++
	}
	return first
}
