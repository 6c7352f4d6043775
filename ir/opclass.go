package ir

// OpClass is the kind of computation a vector op performs, the fact the
// simulator, the reference and the cost model dispatch on instead of the
// op's name (OpDef.Class). Ops outside these classes are ClassNone and
// are told apart by identity (c.Op == TileLoad).
type OpClass uint8

// The vector op classes.
const (
	ClassNone       OpClass = iota
	ClassBinary             // tile x tile, one shape (add, sub, mul, div, maximum, minimum)
	ClassTileScalar         // tile x scalar (adds, subs, muls, divs)
	ClassUnary              // exp, neg, abs, relu, sqrt, recip
	ClassCast               // a dtype conversion with a rounding mode
	ClassRowReduce          // one value per row (row_sum, row_max), with a scratch tile
	ClassColReduce          // one value per column (col_sum), with an optional scratch tile
	ClassRowExpand          // a [R, 1] row vector broadcast along the columns (row_expand_add, _mul)
	ClassFillpad            // the region outside the valid shape filled with the pad value
	ClassFull               // every element one scalar
	ClassTranspose          // a real transpose through a scratch tile
	ClassColExpand          // a [1, C] column vector broadcast along the rows (col_expand_add, _mul, ...)
	ClassPartial            // fn where the second source is valid too, else the first copied (part_add, ...)
	ClassTernary            // lhs fn rhs fn rhs2, rhs a tile or a scalar (addc, subc, addsc, subsc)
	ClassCompare            // a packed predicate mask: one bit per element comparison (cmp, cmps)
	ClassSelect             // per element one of two sources by a packed mask (sel, sels)
)

// ElemFn is the scalar function an elementwise op applies, or a
// reduction accumulates with (OpDef.Fn).
type ElemFn uint8

// The scalar functions.
const (
	FnNone ElemFn = iota
	FnAdd
	FnSub
	FnMul
	FnDiv
	FnMax
	FnMin
	FnExp
	FnNeg
	FnAbs
	FnRelu
	FnSqrt
	FnRecip
	// Revision 2 (OpDef.Since): the functions of the ops added then.
	FnSin
	FnCos
	FnLog
	FnRsqrt
	FnNot    // bitwise complement
	FnAnd    // bitwise and
	FnOr     // bitwise or
	FnXor    // bitwise exclusive or
	FnShl    // a shifted left by b bits
	FnShr    // a shifted right by b bits
	FnRem    // a - floor(a / b) * b: the remainder with the divisor's sign
	FnFmod   // a - trunc(a / b) * b: the remainder with the dividend's sign
	FnExpDif // exp(a - b)
	FnRight  // b: the broadcast operand itself (row_expand, col_expand, expands)
	FnLrelu  // a, or a * b where a is negative (a scalar slope)
	FnPrelu  // a, or a * b where a is negative (a slope tile)
	FnArgMax // the index of the first largest of a run
	FnArgMin // the index of the first smallest of a run
)

// vec stamps an op's class and scalar function.
func vec(d *OpDef, c OpClass, fn ElemFn) *OpDef {
	d.Class, d.Fn = c, fn
	return d
}

// CrossRole is an op's part in a cross-core pipe (OpDef.Cross).
type CrossRole uint8

// The cross-core roles.
const (
	CrossNone CrossRole = iota
	CrossPush           // tpush_to_aiv / tpush_to_aic: the producer's side
	CrossPop            // tpop_from_aic / tpop_from_aiv: the consumer's, a tile without a buffer of its own
	// CrossTFree releases a popped slot back to its producer
	// (system.tfree_to_aic / tfree_to_aiv), CrossInitPipe sets a pipe up
	// (system.aic_initialize_pipe / aiv_initialize_pipe): PyPTO's
	// CrossCoreRole::TFree and ::InitializePipe
	// (include/pypto/ir/core_affinity_kind.h:37).
	CrossTFree
	CrossInitPipe
)

// cross stamps an op's pipe role and its direction (c2v: the tile flows
// from the cube to the vector core).
func cross(d *OpDef, r CrossRole, c2v bool) *OpDef {
	d.Cross, d.C2V = r, c2v
	return d
}

// IsCrossCorePop reports whether c pops a tile from the other core.
func IsCrossCorePop(c *Call) bool { return c != nil && c.Op != nil && c.Op.Cross == CrossPop }

// IsCrossCorePush reports whether c pushes a tile to the other core.
func IsCrossCorePush(c *Call) bool { return c != nil && c.Op != nil && c.Op.Cross == CrossPush }
