package pto

import (
	"errors"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// args950 are the PTO-signature arguments of a testdata kernel: its
// tensor parameters (in order), then its scalars (all 0).
func argsOf(t *testing.T, name string) []Arg {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name + ".py")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.Parse(name+".py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	var args, rest []Arg
	for i, p := range prog.Funcs[0].Params {
		if tt, ok := p.Type().(*ir.TensorType); ok {
			d := &ascend.TensorDecl{Name: p.Name, DType: tt.DType}
			for _, e := range tt.Shape {
				d.Shape = append(d.Shape, e.(*ir.ConstInt).Value)
			}
			args = append(args, Arg{Tensor: d, Param: i})
		} else {
			rest = append(rest, Arg{Param: i})
		}
	}
	return append(args, rest...)
}

func readPTO(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name + ".pto")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func translate(t *testing.T, name, text string) (*Kernel, error) {
	t.Helper()
	m, err := Parse(name+".pto", text)
	if err != nil {
		return nil, err
	}
	chip := "950"
	if strings.HasSuffix(name, "910B") {
		chip = "910B"
	}
	return Translate(ascend.MustArch(chip), m, argsOf(t, name))
}

// TestTranslateGolden: PyPTO's .pto of a vector kernel and of a mixed
// kernel (written by irfuzz compile -sut pypto -pto) translate to exactly
// the instructions, channels and tensors of the golden file. mixed910B is
// the Ascend910B form, whose initialize_pipe writes its operands, the GM
// slot buffer first, on a line of their own.
func TestTranslateGolden(t *testing.T) {
	for _, name := range []string{"vector", "mixed", "scalar", "mixed910B"} {
		t.Run(name, func(t *testing.T) {
			k, err := translate(t, name, readPTO(t, name))
			if err != nil {
				t.Fatal(err)
			}
			got := k.String()
			path := "testdata/" + name + ".golden"
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("translation differs from %s (go test -update to rewrite):\n%s", path, got)
			}
		})
	}
}

// TestTranslateDiagnostics: defects of a PTO program that no ordering
// makes right are found at translation, with the op, line and message.
func TestTranslateDiagnostics(t *testing.T) {
	for _, tc := range []struct {
		name, edit, with, want string
	}{
		{"pop from a buffer of another memory", "location = #pto.address_space<mat>, auto = false, base = 0}",
			"location = #pto.address_space<vec>, auto = false, base = 0}",
			"illegal: kernel_aic: pto.tpop_from_aiv at .pto line 12 (testdata/mixed.py:12:9): pops a Mat tile from the Vec slot buffer kernel_v2c_slot_buffer"},
		{"slot overflow", "slot_size = 2048, slot_num = 2} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %kernel_v2c_slot_buffer_import",
			"slot_size = 512, slot_num = 2} (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %kernel_v2c_slot_buffer_import",
			"capacity: kernel_aiv: pto.tpush_to_aic at .pto line 44 (testdata/mixed.py:12:9): pushes tile UB@0x0 FP16[32,16] valid [32,16] NZ of 1024 bytes into 512-byte slots"},
		{"partition out of its view", "offsets = [%c16_index, %c0_index], sizes = [%c16_index, %c64_index]",
			"offsets = [%c64_index, %c0_index], sizes = [%c16_index, %c64_index]",
			"out-of-bounds: kernel_aiv: pto.partition_view at .pto line 40 (testdata/mixed.py:10:43): partition offsets [64 0] sizes [16 64] leave the tensor view of shape [64 128]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := readPTO(t, "mixed")
			if !strings.Contains(text, tc.edit) {
				t.Fatalf("the edit %q is not in mixed.pto", tc.edit)
			}
			k, err := translate(t, "mixed", strings.Replace(text, tc.edit, tc.with, 1))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range k.Diags {
				got = append(got, d.String())
			}
			if len(got) == 0 || got[0] != tc.want {
				t.Errorf("diagnostics %q\nwant first %q", got, tc.want)
			}
		})
	}
}

// TestTranslateOverlap: a tile placed in its function's reserved slot
// buffer is reported (the producer writes the slots whenever it pushes).
func TestTranslateOverlap(t *testing.T) {
	text := strings.Replace(readPTO(t, "vector"), "  %c0_index = arith.constant 0 : index\n",
		"  %c0_index = arith.constant 0 : index\n  %b = pto.reserve_buffer {name = \"buf\", size = 4096, location = #pto.address_space<vec>, auto = false, base = 0} -> i32\n", 1)
	k, err := translate(t, "vector", text)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range k.Diags {
		got = append(got, d.String())
	}
	want := []string{
		"capacity: kernel: pto.alloc_tile at .pto line 13 (testdata/vector.py:8:9): tile UB@0x0 INT8[64,16] valid [64,16] ND [0x0, 0x400) overlaps the reserved slot buffer buf [0x0, 0x1000)",
		"capacity: kernel: pto.alloc_tile at .pto line 16 (testdata/vector.py:9:9): tile UB@0x0 INT8[64,16] valid [64,16] ND [0x0, 0x400) overlaps the reserved slot buffer buf [0x0, 0x1000)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestTranslateErrors: what the reader does not know is an error naming
// the operation and its line; what it knows and does not simulate is an
// UnsupportedError with the reason.
func TestTranslateErrors(t *testing.T) {
	text := readPTO(t, "vector")
	for _, tc := range []struct {
		name, edit, with, want string
		unsupported            bool
	}{
		{"unknown op", "pto.tneg ins", "pto.tnegate ins", "vector.pto:16: pto.tnegate: the PTO reader does not know this operation", false},
		{"unsupported form", "pto.tneg ins(%t__ssa_v0", "pto.syncall() mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<mix> ins(%t__ssa_v0",
			"not simulated: vector.pto:16: pto.syncall: a syncall of mode #pto.sync_all_mode<soft> (only the hard form is simulated)", true},
		{"undefined value", "pto.tneg ins(%t__ssa_v0", "pto.tneg ins(%t__ssa_v9", "vector.pto:16: pto.tneg: %t__ssa_v9 is not defined", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := translate(t, "vector", strings.Replace(text, tc.edit, tc.with, 1))
			var ue *UnsupportedError
			if err == nil || err.Error() != tc.want || errors.As(err, &ue) != tc.unsupported {
				t.Errorf("error %v (unsupported %v)\nwant  %s (unsupported %v)", err, errors.As(err, &ue), tc.want, tc.unsupported)
			}
		})
	}
}

// TestParseErrors: text that is not the MLIR subset gives its line.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "k.pto:1: expected 'module'"},
		{"module {\n  func.func @f() {\n  return\n", "k.pto:4: a region is not closed"},
		{"module {\n  func.func @f() {\n  %x = pto.alloc_tile addr = %a : !pto.tile_buf<loc=vec\n  }\n}\n", "k.pto:3: '<' is not closed on its line"},
		{"module {\n  func.func @f() {\n  %x = 3\n  }\n}\n", "k.pto:3: expected an operation name, found \"\\n  }\\n}\\n\""},
		{"module {\n  func.func @f() {\n  pto.tload ins(%a : i32 outs\n  }\n}\n", "k.pto:3: \"(\" is not closed on its line"},
		{"module {\n}\ntrailing", "k.pto:3: text after the module"},
		{"module {\n  func.func @f() {\n  %x = \"pto.ttri(%a) : (i32) -> i32\n  }\n}\n", "k.pto:3: unterminated operation name"},
	} {
		_, err := Parse("k.pto", tc.text)
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %s", tc.text, err, tc.want)
		}
	}
}

// TestParseContinuationLine: a line that starts with '(' continues the
// operation above it. The pinned codegen writes an Ascend910B
// initialize_pipe that way (EmitInitializePipeOperands,
// src/backend/common/pto_ops_crosscore.cpp:420-430); the operation keeps
// its first line and the one after it starts two lines below.
func TestParseContinuationLine(t *testing.T) {
	text := "module {\n  func.func @f(%a: !pto.ptr<f32>, %b: i32) {\n" +
		"  pto.aic_initialize_pipe {dir_mask = 2, slot_size = 512, slot_num = 2}\n" +
		"      (gm_slot_buffer = %a : !pto.ptr<f32>, c2v_consumer_buf = %b : i32, v2c_consumer_buf = %b : i32) loc(\"k.py\":7:5)\n" +
		"  return\n  }\n}\n"
	m, err := Parse("k.pto", text)
	if err != nil {
		t.Fatal(err)
	}
	ops := m.Funcs[0].Body.Ops
	if len(ops) != 2 || ops[0].Name != "pto.aic_initialize_pipe" || ops[0].Line != 3 || ops[0].Loc != "k.py:7:5" || ops[1].Name != "return" || ops[1].Line != 5 {
		t.Fatalf("ops %+v", ops)
	}
	var keys []string
	for _, e := range ops[0].Body {
		if e.Kind == EGroup && e.Text == "(" {
			for k := range keyValues(e.Elems) {
				keys = append(keys, k)
			}
		}
	}
	slices.Sort(keys)
	if want := []string{"c2v_consumer_buf", "gm_slot_buffer", "v2c_consumer_buf"}; !slices.Equal(keys, want) {
		t.Errorf("operands %q, want %q", keys, want)
	}
}

// TestParseGenericForm: an operation in MLIR's generic form ("pto.ttri"(...))
// is read under its name, as the codegen writes one its dialect prints no
// custom form of.
func TestParseGenericForm(t *testing.T) {
	m, err := Parse("k.pto", "module {\n  func.func @f(%a: i32) {\n  %x = \"pto.ttri\"(%a, %a) {upper = 1 : i32} : (i32, i32) -> i32\n  return\n  }\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	if ops := m.Funcs[0].Body.Ops; len(ops) != 2 || ops[0].Name != "pto.ttri" || ops[0].Line != 3 || len(ops[0].Results) != 1 {
		t.Fatalf("ops %+v", ops)
	}
}

// TestBarrierA5: ptoas erases an explicit PIPE_V barrier of an a5 module,
// so it translates to nothing; a PIPE_M barrier stays, for the simulator
// to refuse on a vector core.
func TestBarrierA5(t *testing.T) {
	text := readPTO(t, "vector")
	for _, tc := range []struct{ pipe, want string }{
		{"PIPE_V", ""},
		{"PIPE_M", "PIPE_BARRIER"},
	} {
		edited := strings.Replace(text, "  return\n", "  pto.barrier <"+tc.pipe+">\n  return\n", 1)
		k, err := translate(t, "vector", edited)
		if err != nil {
			t.Fatal(err)
		}
		ins := k.Program.Cores[0].Instrs
		last := ins[len(ins)-1].Mnemonic()
		if tc.want == "" && last == "PIPE_BARRIER" || tc.want != "" && last != tc.want {
			t.Errorf("%s: last instruction %s", tc.pipe, last)
		}
	}
}

// TestLiveness: a tile loaded into the bytes of a tile that is still to
// be read is two live tiles sharing bytes, whatever its geometry; inside
// a loop the same geometry at the same address is the loop's carry (the
// init's handle read again in every iteration), not a second tile.
func TestLiveness(t *testing.T) {
	text := readPTO(t, "vector")
	load := "  %v__ssa_v0 = pto.alloc_tile"
	const other = "!pto.tile_buf<loc=vec, dtype=i8, rows=32, cols=32, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
	const same = "!pto.tile_buf<loc=vec, dtype=i8, rows=64, cols=16, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
	write := func(tile string) string {
		return "  %w = pto.alloc_tile addr = %c0_i64 : " + tile + "\n  pto.texpands ins(%c0_i64 : i64) outs(%w : " + tile + ")\n"
	}
	for _, tc := range []struct{ name, extra, want string }{
		{"other geometry", write(other),
			"hazard: kernel: pto.tneg at .pto line 18 (testdata/vector.py:9:53): reads %t__ssa_v0 (line 12), whose bytes at Vec 0x0 %w (line 15) wrote while it was live: two live tiles share bytes"},
		{"same geometry", write(same),
			"hazard: kernel: pto.tneg at .pto line 18 (testdata/vector.py:9:53): reads %t__ssa_v0 (line 12), whose bytes at Vec 0x0 %w (line 15) wrote while it was live: two live tiles share bytes"},
		{"same geometry in a loop", "  scf.for %i = %c0_index to %c1_index step %c1_index {\n" + write(same) + "  }\n", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, err := translate(t, "vector", strings.Replace(text, load, tc.extra+load, 1))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range k.Diags {
				got = append(got, d.String())
			}
			if strings.Join(got, "\n") != tc.want {
				t.Errorf("diagnostics %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestAtomicStore: PyPTO writes {atomicType = #pto<atomic_type
// atomic_add>} on an atomic-add tstore (pto_ops_memory.cpp:232-243); the
// store adds into GM. Any other atomic type is not simulated.
func TestAtomicStore(t *testing.T) {
	text := readPTO(t, "vector")
	store := "outs(%out__ssa_v0_pview : !pto.partition_tensor_view<64x16xi8>)"
	if !strings.Contains(text, store) {
		t.Fatal("vector.pto has no such store")
	}
	k, err := translate(t, "vector", strings.Replace(text, store, store+" {atomicType = #pto<atomic_type atomic_add>}", 1))
	if err != nil {
		t.Fatal(err)
	}
	ins := k.Program.Cores[0].Instrs
	if in := ins[len(ins)-1]; in.Op != ascend.OpStore || in.Atomic != ir.AtomicAdd {
		t.Errorf("last instruction %s, atomic %v; want an atomic-add store", in.Mnemonic(), in.Atomic)
	}
	_, err = translate(t, "vector", strings.Replace(text, store, store+" {atomicType = #pto<atomic_type atomic_max>}", 1))
	var ue *UnsupportedError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "a store with atomicType #pto<atomic_type atomic_max>") {
		t.Errorf("got %v, want the atomic type unsupported", err)
	}
}

// TestWindowStrides: a parameter the kernel views with its own shape at
// other strides than its dense ones (OptimizeOrchTensors' parent strides)
// is laid out as a window of a tensor of those strides, so the kernel
// reads and writes the caller's elements: vector.pto with x viewed at a
// row pitch of 128 (x is a 128x64 window of a 128x128 parent) and out at
// a pitch of 64 (a 64x32 window of a 64x64 parent) computes
// out[r][c] = -x[r][16+c] as the dense kernel does.
func TestWindowStrides(t *testing.T) {
	text := readPTO(t, "vector")
	for _, r := range [][2]string{
		{"shape = [%c128_index, %c64_index], strides = [%c64_index, %c1_index]", "shape = [%c128_index, %c64_index], strides = [%c128_index, %c1_index]"},
		{"shape = [%c64_index, %c32_index], strides = [%c32_index, %c1_index]", "shape = [%c64_index, %c32_index], strides = [%c64_index, %c1_index]"},
	} {
		if !strings.Contains(text, r[0]) {
			t.Fatalf("vector.pto has no %q", r[0])
		}
		text = strings.Replace(text, r[0], r[1], 1)
	}
	if !strings.Contains(text, "%c128_index = arith.constant 128 : index") {
		t.Fatal("vector.pto defines no constant 128")
	}
	k, err := translate(t, "vector", text)
	if err != nil {
		t.Fatal(err)
	}
	if got := k.Program.Tensors[0].Strides; !slices.Equal(got, []int64{128, 1}) {
		t.Errorf("x strides %v, want [128 1]", got)
	}
	if got := k.Program.Tensors[1].Strides; !slices.Equal(got, []int64{64, 1}) {
		t.Errorf("out strides %v, want [64 1]", got)
	}
	x := sim.NewTensor([]int64{128, 64}, ir.INT8)
	for i := range x.Data {
		x.Data[i], x.Defined[i] = float64(i%100-50), true
	}
	res, err := ascend.Run(ascend.MustArch("950"), k.Program, []*sim.Tensor{x, nil}, ascend.Options{InOrder: true})
	if err != nil {
		t.Fatal(err)
	}
	out := res.Outputs[1]
	if !slices.Equal(out.Shape, []int64{64, 32}) {
		t.Fatalf("out shape %v, want [64 32]", out.Shape)
	}
	for r := int64(0); r < 64; r++ {
		for c := int64(0); c < 32; c++ {
			want, defined := 0.0, c < 16
			if defined {
				want = -x.Data[r*64+16+c]
			}
			i := r*32 + c
			if out.Defined[i] != defined || defined && out.Data[i] != want {
				t.Fatalf("out[%d][%d] = %v (defined %v), want %v (defined %v)", r, c, out.Data[i], out.Defined[i], want, defined)
			}
		}
	}
	// Without the strides, the same .pto reads x densely: the window
	// layout is what moves the elements.
	dense, err := translate(t, "vector", readPTO(t, "vector"))
	if err != nil {
		t.Fatal(err)
	}
	if dense.Program.Tensors[0].Strides != nil || dense.Program.Tensors[1].Strides != nil {
		t.Errorf("dense strides %v %v, want none", dense.Program.Tensors[0].Strides, dense.Program.Tensors[1].Strides)
	}
}

// TestScalarAfterGMSlotBuffer: on Ascend910B PyPTO appends the
// __gm_pipe_buffer tensor to a mixed kernel's parameters
// (inject_gm_pipe_buffer_pass.cpp:175-176) and its signature lists the
// tensors, then the scalars (pto_codegen.cpp:991-1018), so the scalar s of
// mixed910Bscalar.py is %arg3 after the slot buffer's %arg2, which has no
// argument: the scalar is the first scalar argument, and the TADDS of the
// vector core adds its value.
func TestScalarAfterGMSlotBuffer(t *testing.T) {
	m, err := Parse("mixed910Bscalar.pto", readPTO(t, "mixed910Bscalar"))
	if err != nil {
		t.Fatal(err)
	}
	args := argsOf(t, "mixed910Bscalar")
	if len(args) != 3 || args[2].Tensor != nil {
		t.Fatalf("args %+v, want x, out, then s", args)
	}
	args[2].Scalar = 2.5
	k, err := Translate(ascend.MustArch("910B"), m, args)
	if err != nil {
		t.Fatal(err)
	}
	var adds []float64
	for _, c := range k.Program.Cores {
		for _, in := range c.Instrs {
			if in.Mnemonic() == "TADDS" {
				adds = append(adds, in.Scalar)
			}
		}
	}
	if len(adds) != 2 || adds[0] != 2.5 || adds[1] != 2.5 {
		t.Errorf("TADDS scalars %v, want 2.5 on each vector core", adds)
	}
}
