package sim

import "github.com/irfuzz/irfuzz/ir"

// The FP32 constants of PyPTO's sin / cos recipe
// (src/ir/transforms/lower_composite_ops_pass.cpp:719-734).
const (
	trigPiInv      float32 = 0.31830988732818603515625
	trigPiV2       float32 = 3.140625
	trigPiC1       float32 = 0.0009670257568359375
	trigPiC2       float32 = 6.2771141529083251953125e-7
	trigPiC3       float32 = 1.21644916362129151821e-10
	trigPiC4       float32 = -1.0290623200529979163e-13
	trigPiHalfHead float32 = 1.57079637050628662109375
	trigPiHalfTail float32 = -4.371139000189375e-8
	trigR0         float32 = 2.604926501e-6
	trigR1         float32 = -1.980894471e-4
	trigR2         float32 = 8.333049340e-3
	trigR3         float32 = -1.666665792e-1
)

// Trig is sin (cos: cos) of an FP32 value as the chip computes it: the
// pinned PyPTO has no sin / cos instruction; its LowerCompositeOps
// replaces tile.sin and tile.cos (FP32 only) by a Cody-Waite reduction of x
// by pi, a sign (-1)^k and a degree-9 odd Horner polynomial, each step one
// FP32 vector op (LowerSinCos, lower_composite_ops_pass.cpp:756-812), so
// every step here rounds to FP32 (the explicit conversions keep Go from
// fusing a product into the next addition) and the casts are Cast's.
func Trig(a float64, cos bool) float64 {
	x := float32(a)
	mul := func(p, q float32) float32 { return float32(p * q) }
	piInvX := mul(x, trigPiInv)
	var k float64
	if cos {
		k = Cast(float64(piInvX+0.5), ir.INT32, ir.CastRint)
	} else {
		k = Cast(float64(piInvX), ir.INT32, ir.CastRound)
	}
	kf := float32(Cast(k, ir.FP32, ir.CastNone))
	r := x - mul(kf, trigPiV2)
	r -= mul(kf, trigPiC1)
	if cos {
		r += trigPiHalfHead
	}
	r -= mul(kf, trigPiC2)
	r -= mul(kf, trigPiC3)
	r -= mul(kf, trigPiC4)
	if cos {
		r += trigPiHalfTail
	}
	floorF := float32(Cast(Cast(float64(mul(kf, 0.5)), ir.INT32, ir.CastFloor), ir.FP32, ir.CastNone))
	sign := float32(mul(floorF, 4)+mul(kf, -2)) + 1
	t2 := mul(r, r)
	p := mul(t2, trigR0) + trigR1
	p = mul(p, t2) + trigR2
	p = mul(p, t2) + trigR3
	p = mul(p, t2) + 1
	return float64(mul(sign, mul(r, p)))
}
