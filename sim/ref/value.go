package ref

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Value is a run-time value: Scalar, *Tile, Tensor, Tuple, TaskID, Ptr or
// Void.
type Value interface {
	// Kind names the value's kind for diagnostics ("scalar", "tile", ...).
	Kind() string
}

// Scalar is a scalar value, already rounded to DType. Undef marks a value
// read from an element that holds no data; it propagates through
// arithmetic, and branching or indexing on it is an error.
type Scalar struct {
	V     float64
	DType ir.DataType
	Undef bool
}

// Tile is an on-chip tile value. Data and Defined are row-major over Shape
// (the physical shape); Valid is the valid shape. Element k is usable when
// Defined[k] holds and its index lies inside Valid. Tiles are immutable:
// every op builds a new one (views may share Data and Defined).
type Tile struct {
	Shape   []int64
	DType   ir.DataType
	Valid   []int64
	Data    []float64
	Defined []bool
}

// Tensor is a GM tensor, shared by reference: a store through any value
// that holds it is seen by every other.
type Tensor struct{ *sim.Tensor }

// Tuple is a tuple value (multi-value returns, submit results, index lists).
type Tuple []Value

// TaskID is the opaque handle of a submitted task (a counter).
type TaskID int64

// Ptr is the opaque result of tile.alloc, or of
// pld.tensor.alloc_window_buffer, whose memory win holds.
type Ptr struct {
	Space ir.MemorySpace
	Size  int64
	win   *windowBuffer
}

// Void is the value of a call that returns nothing.
type Void struct{}

func (Scalar) Kind() string { return "scalar" }
func (*Tile) Kind() string  { return "tile" }
func (Tensor) Kind() string { return "tensor" }
func (Tuple) Kind() string  { return "tuple" }
func (TaskID) Kind() string { return "task id" }
func (Ptr) Kind() string    { return "pointer" }
func (Void) Kind() string   { return "nothing" }

func kindOf(v Value) string {
	if v == nil {
		return "nothing"
	}
	return v.Kind()
}

// numElems is the product of a shape.
func numElems(shape []int64) int {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return int(n)
}

// newTile allocates a fully undefined tile.
func newTile(shape []int64, dt ir.DataType, valid []int64) *Tile {
	n := numElems(shape)
	return &Tile{Shape: shape, DType: dt, Valid: valid, Data: make([]float64, n), Defined: make([]bool, n)}
}

// Len is the number of elements of the physical shape.
func (t *Tile) Len() int { return len(t.Data) }

// Index is the row-major flat index of a multi-index.
func (t *Tile) Index(idx []int64) int { return flatIndex(t.Shape, idx) }

func flatIndex(shape, idx []int64) int {
	k := int64(0)
	for i, v := range idx {
		k = k*shape[i] + v
	}
	return int(k)
}

// inValid reports whether idx lies inside the valid region.
func (t *Tile) inValid(idx []int64) bool {
	for i, v := range idx {
		if v < 0 || v >= t.Valid[i] {
			return false
		}
	}
	return true
}

// inShape reports whether idx lies inside the physical shape.
func inShape(shape, idx []int64) bool {
	if len(idx) != len(shape) {
		return false
	}
	for i, v := range idx {
		if v < 0 || v >= shape[i] {
			return false
		}
	}
	return true
}

// get returns element idx and whether it is usable (written and inside
// the valid region).
func (t *Tile) get(idx []int64) (float64, bool) {
	if !inShape(t.Shape, idx) || !t.inValid(idx) {
		return 0, false
	}
	k := t.Index(idx)
	return t.Data[k], t.Defined[k]
}

// get2 is get of element (r, c), without building an index slice.
func (t *Tile) get2(r, c int64) (float64, bool) {
	if len(t.Shape) != 2 || len(t.Valid) != 2 {
		return t.get([]int64{r, c})
	}
	if r < 0 || c < 0 || r >= t.Shape[0] || c >= t.Shape[1] || r >= t.Valid[0] || c >= t.Valid[1] {
		return 0, false
	}
	k := r*t.Shape[1] + c
	return t.Data[k], t.Defined[k]
}

// At returns element idx of the tile and whether it is usable.
func (t *Tile) At(idx ...int64) (float64, bool) { return t.get(idx) }

// withValid returns a view of t with another valid shape (sharing data).
func (t *Tile) withValid(valid []int64) *Tile {
	c := *t
	c.Valid = valid
	return &c
}

func (t *Tile) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s%v valid %v [", t.DType, t.Shape, t.Valid)
	idx := make([]int64, len(t.Shape))
	for k := range t.Data {
		if k > 0 {
			b.WriteByte(' ')
		}
		if k >= 32 {
			b.WriteString("...")
			break
		}
		unflat(t.Shape, k, idx)
		if v, ok := t.get(idx); ok {
			fmt.Fprintf(&b, "%g", v)
		} else {
			b.WriteByte('?')
		}
	}
	b.WriteByte(']')
	return b.String()
}

// unflat writes the multi-index of flat index k into idx.
func unflat(shape []int64, k int, idx []int64) {
	r := int64(k)
	for i := len(shape) - 1; i >= 0; i-- {
		idx[i] = r % shape[i]
		r /= shape[i]
	}
}

// eachIndex calls fn for every multi-index of the box [0, ext) in
// row-major order (fn must not keep idx). An empty box calls nothing.
func eachIndex(ext []int64, fn func(idx []int64)) {
	for _, e := range ext {
		if e <= 0 {
			return
		}
	}
	idx := make([]int64, len(ext))
	for {
		fn(idx)
		i := len(ext) - 1
		for ; i >= 0; i-- {
			idx[i]++
			if idx[i] < ext[i] {
				break
			}
			idx[i] = 0
		}
		if i < 0 {
			return
		}
	}
}

// setDefined marks element k of a tensor, materializing a nil mask.
func setDefined(t *sim.Tensor, k int, ok bool) {
	if t.Defined == nil {
		if ok {
			return
		}
		t.Defined = make([]bool, len(t.Data))
		for i := range t.Defined {
			t.Defined[i] = true
		}
	}
	t.Defined[k] = ok
}
