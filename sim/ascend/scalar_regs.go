package ascend

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Scalar element access: TGETVAL and LOAD_SCALAR read one element of a
// tile or a GM tensor into a scalar register, TSETVAL and STORE_SCALAR
// write one (from Scalar or a register); any instruction with a Reg takes
// that register's value as its Scalar. The element is addressed as every
// access is (the tile's layout, the tensor's storage), so a read of a
// byte no one wrote is poison and a register holding it makes what it
// feeds garbage.

type regVal struct {
	v  float64
	st uint8
}

// scalarOf is the scalar operand of in and its state.
func (s *Sim) scalarOf(in *Instr) (float64, uint8) {
	if in.Reg > 0 && in.Reg < len(s.regs) && in.Op != OpGetVal && in.Op != OpReadGM {
		r := s.regs[in.Reg]
		return r.v, result(r.st)
	}
	return in.Scalar, stateDefined
}

func (s *Sim) execScalar(x *access, in *Instr) {
	switch in.Op {
	case OpGetVal:
		o := s.bind(x, &in.Src[0], in.Src[0].StoragePitch())
		v, st := s.get(&o, in.Row, in.Col)
		s.regs[in.Reg] = regVal{v: v, st: st}
	case OpSetVal:
		o := s.bind(x, &in.Dst, in.Dst.StoragePitch())
		pw := s.newPending(o.prt.buf, in.Dst.DType)
		v, st := s.scalarOf(in)
		s.put(&o, pw, in.Row, in.Col, sim.Round(in.Dst.DType, v), st)
		s.queue(x.id, pw)
	case OpReadGM:
		d := &s.prog.Tensors[in.GM.Tensor]
		gp := port{x: x, buf: s.gm[in.GM.Tensor], dt: d.DType, es: int64(d.DType.Bytes()), lastBlk: -1}
		v, st := s.read(&gp, gmStorage(d, in.Index)*gp.es, false)
		s.regs[in.Reg] = regVal{v: v, st: st}
	case OpWriteGM:
		d := &s.prog.Tensors[in.GM.Tensor]
		pw := s.newPending(s.gm[in.GM.Tensor], d.DType)
		wp := port{x: x, buf: s.gm[in.GM.Tensor], dt: d.DType, es: int64(d.DType.Bytes()), lastBlk: -1}
		off := gmStorage(d, in.Index) * wp.es
		s.claim(&wp, off)
		v, st := s.scalarOf(in)
		pw.offs = append(pw.offs, off)
		pw.vals = append(pw.vals, sim.Round(d.DType, v))
		pw.st = append(pw.st, st)
		s.queue(x.id, pw)
	}
}

// scalar checks a scalar element access: its register, its element.
func (k *checker) scalar() {
	in := k.in
	if (in.Op == OpGetVal || in.Op == OpReadGM) && (in.Reg < 1 || in.Reg > k.s.prog.Regs) {
		k.fail(KindIllegal, "scalar register %d of %d", in.Reg, k.s.prog.Regs)
		return
	}
	switch in.Op {
	case OpGetVal, OpSetVal:
		t := &in.Src[0]
		if in.Op == OpSetVal {
			t = &in.Dst
		}
		k.tile("tile", t)
		if !k.broken && (in.Row < 0 || in.Col < 0 || in.Row >= t.Rows || in.Col >= t.Cols) {
			k.diag(KindOutOfBounds, Error, t.Space, 0, 0, "element (%d, %d) of a %dx%d tile", in.Row, in.Col, t.Rows, t.Cols)
			k.broken = true
		}
	case OpReadGM, OpWriteGM:
		if in.GM.Tensor < 0 || in.GM.Tensor >= len(k.s.prog.Tensors) {
			k.fail(KindIllegal, "GM tensor %d does not exist", in.GM.Tensor)
			return
		}
		d := &k.s.prog.Tensors[in.GM.Tensor]
		n := int64(1)
		for _, e := range d.Shape {
			n *= e
		}
		if in.Index < 0 || in.Index >= n {
			k.diag(KindOutOfBounds, Error, ir.DDR, 0, 0, "element %d of tensor %s of %d elements", in.Index, d.Name, n)
			k.broken = true
		}
	}
}
