package sim

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Tensor is a dense row-major array of one dtype. Values are stored as
// float64 (every dtype irfuzz computes in fits exactly: integers are kept
// within ±2^53). Defined marks the elements that hold data; nil means all.
type Tensor struct {
	Shape   []int64
	DType   ir.DataType
	Data    []float64
	Defined []bool
}

// NewTensor allocates a zeroed, fully undefined tensor.
func NewTensor(shape []int64, dt ir.DataType) *Tensor {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return &Tensor{Shape: append([]int64(nil), shape...), DType: dt, Data: make([]float64, n), Defined: make([]bool, n)}
}

// Len is the element count.
func (t *Tensor) Len() int { return len(t.Data) }

// Index is the row-major flat index of a multi-index.
func (t *Tensor) Index(idx []int64) int {
	k := int64(0)
	for i, v := range idx {
		k = k*t.Shape[i] + v
	}
	return int(k)
}

// IsDefined reports whether element k holds data.
func (t *Tensor) IsDefined(k int) bool { return t.Defined == nil || t.Defined[k] }

// Clone deep-copies a tensor.
func (t *Tensor) Clone() *Tensor {
	c := &Tensor{Shape: append([]int64(nil), t.Shape...), DType: t.DType, Data: append([]float64(nil), t.Data...)}
	if t.Defined != nil {
		c.Defined = append([]bool(nil), t.Defined...)
	}
	return c
}

// MultiIndex is the inverse of Index.
func (t *Tensor) MultiIndex(k int) []int64 {
	idx := make([]int64, len(t.Shape))
	r := int64(k)
	for i := len(t.Shape) - 1; i >= 0; i-- {
		idx[i] = r % t.Shape[i]
		r /= t.Shape[i]
	}
	return idx
}

func (t *Tensor) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s%v[", t.DType, t.Shape)
	for k, v := range t.Data {
		if k > 0 {
			b.WriteByte(' ')
		}
		if k >= 16 {
			b.WriteString("...")
			break
		}
		if t.IsDefined(k) {
			fmt.Fprintf(&b, "%g", v)
		} else {
			b.WriteByte('?')
		}
	}
	b.WriteByte(']')
	return b.String()
}
