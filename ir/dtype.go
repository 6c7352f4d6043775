package ir

import (
	"fmt"
	"strings"
)

// DataType is an element or scalar data type. The zero value is Invalid.
type DataType uint8

// The data types of PyPTO (include/pypto/core/dtype.h), in table order.
const (
	Invalid DataType = iota
	BOOL
	INT4
	INT8
	INT16
	INT32
	INT64
	INDEX
	UINT4
	UINT8
	UINT16
	UINT32
	UINT64
	FP4
	FP8E4M3FN
	FP8E5M2
	FP16
	FP32
	FP8E8M0
	BF16
	HF4
	HF8
	TASKID
	numDataTypes
)

// DTypeClass groups data types by how they behave in arithmetic.
type DTypeClass uint8

// The data type classes.
const (
	ClassInvalid DTypeClass = iota
	ClassBool
	ClassSignedInt
	ClassUnsignedInt
	ClassIndex // INDEX: a 64-bit signed integer used for indices and shapes
	ClassFloat
	ClassOpaque // TASK_ID: an opaque runtime handle
)

func (c DTypeClass) String() string {
	return [...]string{"invalid", "bool", "signed", "unsigned", "index", "float", "opaque"}[c]
}

type dtypeInfo struct {
	name  string // printed as pl.<name>
	code  int    // PyPTO's numeric code
	bits  int
	class DTypeClass
}

var dtypeTable = [numDataTypes]dtypeInfo{
	Invalid:   {"INVALID", -1, 0, ClassInvalid},
	BOOL:      {"BOOL", 0x00, 1, ClassBool},
	INT4:      {"INT4", 0x10, 4, ClassSignedInt},
	INT8:      {"INT8", 0x11, 8, ClassSignedInt},
	INT16:     {"INT16", 0x12, 16, ClassSignedInt},
	INT32:     {"INT32", 0x13, 32, ClassSignedInt},
	INT64:     {"INT64", 0x14, 64, ClassSignedInt},
	INDEX:     {"INDEX", 0x15, 64, ClassIndex},
	UINT4:     {"UINT4", 0x20, 4, ClassUnsignedInt},
	UINT8:     {"UINT8", 0x21, 8, ClassUnsignedInt},
	UINT16:    {"UINT16", 0x22, 16, ClassUnsignedInt},
	UINT32:    {"UINT32", 0x23, 32, ClassUnsignedInt},
	UINT64:    {"UINT64", 0x24, 64, ClassUnsignedInt},
	FP4:       {"FP4", 0x30, 4, ClassFloat},
	FP8E4M3FN: {"FP8E4M3FN", 0x31, 8, ClassFloat},
	FP8E5M2:   {"FP8E5M2", 0x32, 8, ClassFloat},
	FP16:      {"FP16", 0x33, 16, ClassFloat},
	FP32:      {"FP32", 0x34, 32, ClassFloat},
	FP8E8M0:   {"FP8E8M0", 0x36, 8, ClassFloat},
	BF16:      {"BF16", 0x40, 16, ClassFloat},
	HF4:       {"HF4", 0x41, 4, ClassFloat},
	HF8:       {"HF8", 0x42, 8, ClassFloat},
	TASKID:    {"TASK_ID", 0x50, 64, ClassOpaque},
}

// dtypeAliases are extra spellings the parser accepts.
var dtypeAliases = map[string]DataType{"FP8": FP8E4M3FN}

// AllDataTypes returns every valid data type in table order.
func AllDataTypes() []DataType {
	out := make([]DataType, 0, numDataTypes-1)
	for d := BOOL; d < numDataTypes; d++ {
		out = append(out, d)
	}
	return out
}

// DataTypeByName resolves a printed name (without the "pl." prefix).
func DataTypeByName(name string) (DataType, bool) {
	for d := BOOL; d < numDataTypes; d++ {
		if dtypeTable[d].name == name {
			return d, true
		}
	}
	d, ok := dtypeAliases[name]
	return d, ok
}

// Valid reports whether d is a real data type.
func (d DataType) Valid() bool { return d > Invalid && d < numDataTypes }

func (d DataType) info() dtypeInfo {
	if !d.Valid() {
		return dtypeTable[Invalid]
	}
	return dtypeTable[d]
}

// String returns the PyPTO name, e.g. "FP32".
func (d DataType) String() string {
	if !d.Valid() {
		return fmt.Sprintf("DataType(%d)", uint8(d))
	}
	return d.info().name
}

// MsgName is the name PyPTO's DataType::ToString gives the type
// (include/pypto/core/dtype.h:203-250), the spelling its type deductions
// put in error messages: the lower-case name, bfloat16 for BF16.
func (d DataType) MsgName() string {
	if d == BF16 {
		return "bfloat16"
	}
	if !d.Valid() {
		return "unknown"
	}
	return strings.ToLower(d.info().name)
}

// Code is PyPTO's numeric code for the type.
func (d DataType) Code() int { return d.info().code }

// Bits is the width of one element in bits.
func (d DataType) Bits() int { return d.info().bits }

// Bytes is the storage size of one element, ceil(bits/8) (4-bit types are
// packed two per byte in tiles; see StorageBytes).
func (d DataType) Bytes() int { return (d.info().bits + 7) / 8 }

// Class is the arithmetic class of the type.
func (d DataType) Class() DTypeClass { return d.info().class }

// IsFloat reports whether d is a floating-point type.
func (d DataType) IsFloat() bool { return d.Class() == ClassFloat }

// IsInt reports whether d is an integer type (signed, unsigned or INDEX).
func (d DataType) IsInt() bool {
	c := d.Class()
	return c == ClassSignedInt || c == ClassUnsignedInt || c == ClassIndex
}

// IsSigned reports whether d is a signed integer or INDEX.
func (d DataType) IsSigned() bool {
	c := d.Class()
	return c == ClassSignedInt || c == ClassIndex
}

// StorageBytes is the number of bytes n elements of d occupy (4-bit types
// pack two elements per byte).
func (d DataType) StorageBytes(n int64) int64 {
	if d.Bits() == 4 {
		return (n + 1) / 2
	}
	return n * int64(d.Bytes())
}

// Promote returns the common type of a and b under PyPTO's
// PromoteDataTypes: float beats integer, more bits beat fewer, a signed
// integer beats an unsigned one of the same width, and otherwise the first
// argument wins (so FP16+BF16 is FP16 but BF16+FP16 is BF16).
func Promote(a, b DataType) DataType {
	if a == b {
		return a
	}
	if a.IsFloat() != b.IsFloat() {
		if a.IsFloat() {
			return a
		}
		return b
	}
	if a.Bits() != b.Bits() {
		if a.Bits() > b.Bits() {
			return a
		}
		return b
	}
	if !a.IsSigned() && b.IsSigned() {
		return b
	}
	return a
}
