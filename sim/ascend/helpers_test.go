package ascend

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Test builders: tiles with the implicit layouts of each space.

func ubTile(addr int64, dt ir.DataType, rows, cols int64) Tile {
	return Tile{Space: ir.Vec, Addr: addr, DType: dt, Rows: rows, Cols: cols, ValidRows: rows, ValidCols: cols,
		BLayout: ir.RowMajor, SLayout: ir.NoneBox, Fractal: ir.DefaultFractal}
}

func l1Tile(addr int64, dt ir.DataType, rows, cols int64) Tile {
	return Tile{Space: ir.Mat, Addr: addr, DType: dt, Rows: rows, Cols: cols, ValidRows: rows, ValidCols: cols,
		BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.DefaultFractal}
}

// leftTile is an L0A tile in the chip's Left layout (a2a3 zZ, a5 nZ).
func leftTile(chip Chip, addr int64, dt ir.DataType, rows, cols int64) Tile {
	t := Tile{Space: ir.Left, Addr: addr, DType: dt, Rows: rows, Cols: cols, ValidRows: rows, ValidCols: cols,
		BLayout: ir.RowMajor, SLayout: ir.RowMajor, Fractal: ir.DefaultFractal}
	if chip == A5 {
		t.BLayout = ir.ColMajor
	}
	return t
}

func rightTile(addr int64, dt ir.DataType, rows, cols int64) Tile {
	return Tile{Space: ir.Right, Addr: addr, DType: dt, Rows: rows, Cols: cols, ValidRows: rows, ValidCols: cols,
		BLayout: ir.RowMajor, SLayout: ir.ColMajor, Fractal: ir.DefaultFractal}
}

func accTile(addr int64, dt ir.DataType, rows, cols, validRows, validCols int64, compact bool) Tile {
	t := Tile{Space: ir.Acc, Addr: addr, DType: dt, Rows: rows, Cols: cols, ValidRows: validRows, ValidCols: validCols,
		BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal}
	if compact {
		t.Compact = ir.CompactNormal
	}
	return t
}

func load(dst Tile, tensor int, off ...int64) Instr {
	return Instr{Op: OpLoad, Dst: dst, GM: GMWindow{Tensor: tensor, Offset: off}}
}

func store(src Tile, tensor int, off ...int64) Instr {
	return Instr{Op: OpStore, Src: [3]Tile{src}, GM: GMWindow{Tensor: tensor, Offset: off}}
}

func move(src, dst Tile) Instr { return Instr{Op: OpMove, Src: [3]Tile{src}, Dst: dst} }

func vec(name string, dst Tile, srcs ...Tile) Instr {
	in := Instr{Op: OpVec, Name: name, Dst: dst}
	copy(in.Src[:], srcs)
	return in
}

func setFlag(src, dst ir.PipeType, ev int) Instr {
	return Instr{Op: OpSetFlag, SetPipe: src, WaitPipe: dst, Event: ev}
}

func waitFlag(src, dst ir.PipeType, ev int) Instr {
	return Instr{Op: OpWaitFlag, SetPipe: src, WaitPipe: dst, Event: ev}
}

func flagPair(src, dst ir.PipeType, ev int) []Instr {
	return []Instr{setFlag(src, dst, ev), waitFlag(src, dst, ev)}
}

func seq(parts ...any) []Instr {
	var out []Instr
	for _, p := range parts {
		switch p := p.(type) {
		case Instr:
			out = append(out, p)
		case []Instr:
			out = append(out, p...)
		}
	}
	return out
}

// tensorOf builds a fully defined tensor from f(row, col).
func tensorOf(dt ir.DataType, rows, cols int64, f func(r, c int64) float64) *sim.Tensor {
	t := sim.NewTensor([]int64{rows, cols}, dt)
	for r := int64(0); r < rows; r++ {
		for c := int64(0); c < cols; c++ {
			t.Data[r*cols+c], t.Defined[r*cols+c] = sim.Round(dt, f(r, c)), true
		}
	}
	return t
}

func mustRun(t testing.TB, a *Arch, p *Program, in []*sim.Tensor, opts Options) *Result {
	t.Helper()
	r, err := Run(a, p, in, opts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// diagStrings renders every diagnostic.
func diagStrings(r *Result) []string {
	var out []string
	for i := range r.Diags {
		out = append(out, r.Diags[i].String())
	}
	return out
}

func wantDiags(t *testing.T, r *Result, want ...string) {
	t.Helper()
	got := diagStrings(r)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
