package ascend

import (
	"encoding/binary"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Element codec: how a value of a dtype is stored in buffer bytes
// (little-endian; FP16 / BF16 / FP32 in IEEE binary16 / bfloat16 /
// binary32, integers in two's complement). Values are rounded with
// sim.Round before encoding, so the bytes hold exactly what the reference
// interpreter computes.

// codecSupported reports whether the simulator can store dt in a buffer.
func codecSupported(dt ir.DataType) bool {
	switch dt {
	case ir.BOOL, ir.INT8, ir.INT16, ir.INT32, ir.INT64, ir.INDEX,
		ir.UINT8, ir.UINT16, ir.UINT32, ir.UINT64, ir.FP16, ir.FP32, ir.BF16:
		return true
	}
	return false
}

// encodeElem writes v (rounded to dt) into b, which is dt.Bytes() long.
// Values the simulator computes are already rounded (sim.Round), so the
// common path only checks exactness; anything else is rounded first.
func encodeElem(dt ir.DataType, b []byte, v float64) {
	switch dt {
	case ir.FP32:
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(v))) // Go rounds to nearest even, as sim.Round
		return
	case ir.FP16:
		if h, ok := f16Exact(v); ok {
			binary.LittleEndian.PutUint16(b, h)
			return
		}
	case ir.BF16:
		if h, ok := bf16Exact(v); ok {
			binary.LittleEndian.PutUint16(b, h)
			return
		}
	}
	if dt.IsInt() && (v != math.Trunc(v) || v < -9e15 || v > 9e15) || !dt.IsInt() {
		v = sim.Round(dt, v)
	}
	switch dt {
	case ir.FP16:
		binary.LittleEndian.PutUint16(b, sim.F16Bits(v))
	case ir.BF16:
		binary.LittleEndian.PutUint16(b, uint16(math.Float32bits(float32(v))>>16))
	case ir.BOOL:
		if v != 0 {
			b[0] = 1
		} else {
			b[0] = 0
		}
	case ir.INT8, ir.UINT8:
		b[0] = byte(int64(v))
	case ir.INT16, ir.UINT16:
		binary.LittleEndian.PutUint16(b, uint16(int64(v)))
	case ir.INT32, ir.UINT32:
		binary.LittleEndian.PutUint32(b, uint32(int64(v)))
	case ir.INT64, ir.INDEX:
		binary.LittleEndian.PutUint64(b, uint64(int64(v)))
	case ir.UINT64:
		binary.LittleEndian.PutUint64(b, uint64(v))
	}
}

// bf16Exact encodes v when it is a bfloat16 value exactly (the common
// case): a float32 with no bits in its low half. The encoding is that
// float32's top half, which is what encodeElem's rounding path gives such
// a value (sim.Round keeps it).
func bf16Exact(v float64) (uint16, bool) {
	f := float32(v)
	b := math.Float32bits(f)
	if float64(f) != v || b&0xffff != 0 {
		return 0, false
	}
	return uint16(b >> 16), true
}

// f16Exact encodes v when it is a normal binary16 value exactly (the
// common case), via its float32 bits.
func f16Exact(v float64) (uint16, bool) {
	f := float32(v)
	if float64(f) != v {
		return 0, false
	}
	u := math.Float32bits(f)
	exp := (u >> 23) & 0xff
	if u&0x1fff != 0 || exp < 113 || exp > 142 {
		return 0, false
	}
	return uint16(u>>16)&0x8000 | uint16(exp-112)<<10 | uint16(u>>13)&0x3ff, true
}

// decodeElem reads a value of dt from b.
func decodeElem(dt ir.DataType, b []byte) float64 {
	switch dt {
	case ir.FP32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
	case ir.FP16:
		return sim.F16Value(binary.LittleEndian.Uint16(b))
	case ir.BF16:
		return float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(b)) << 16))
	case ir.BOOL:
		if b[0] != 0 {
			return 1
		}
		return 0
	case ir.INT8:
		return float64(int8(b[0]))
	case ir.UINT8:
		return float64(b[0])
	case ir.INT16:
		return float64(int16(binary.LittleEndian.Uint16(b)))
	case ir.UINT16:
		return float64(binary.LittleEndian.Uint16(b))
	case ir.INT32:
		return float64(int32(binary.LittleEndian.Uint32(b)))
	case ir.UINT32:
		return float64(binary.LittleEndian.Uint32(b))
	case ir.INT64, ir.INDEX:
		return float64(int64(binary.LittleEndian.Uint64(b)))
	case ir.UINT64:
		return float64(binary.LittleEndian.Uint64(b))
	}
	return 0
}

// decodeRun decodes len(vals) consecutive elements of dt from b: decodeElem
// per element, with the dtype switch outside the loop.
func decodeRun(dt ir.DataType, b []byte, vals []float64) {
	switch dt {
	case ir.FP32:
		b = b[:4*len(vals)]
		for i := range vals {
			vals[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])))
		}
	case ir.BF16:
		b = b[:2*len(vals)]
		for i := range vals {
			vals[i] = float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(b[2*i:])) << 16))
		}
	case ir.FP16:
		b = b[:2*len(vals)]
		for i := range vals {
			vals[i] = sim.F16Value(binary.LittleEndian.Uint16(b[2*i:]))
		}
	default:
		es := dt.Bytes()
		for i := range vals {
			vals[i] = decodeElem(dt, b[i*es:(i+1)*es])
		}
	}
}

// decodeDown decodes n consecutive elements of dt from b into vals[0],
// vals[stride], ...: a run down a column of a row-major region.
func decodeDown(dt ir.DataType, b []byte, vals []float64, stride, n int) {
	switch dt {
	case ir.FP32:
		for i := 0; i < n; i++ {
			vals[i*stride] = float64(math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])))
		}
	case ir.BF16:
		for i := 0; i < n; i++ {
			vals[i*stride] = float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(b[2*i:])) << 16))
		}
	default:
		es := dt.Bytes()
		for i := 0; i < n; i++ {
			vals[i*stride] = decodeElem(dt, b[i*es:(i+1)*es])
		}
	}
}
