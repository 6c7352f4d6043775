package ir

import "testing"

// TestParseDistributedErrors: the parser's own checks of the distributed
// and system spellings, with the real PyPTO's messages (each program run
// through pl.parse_program; the citations are in parse_distributed.go and
// parse_system.go).
func TestParseDistributedErrors(t *testing.T) {
	host := func(body string) string {
		return "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)\n    def host(self):\n" + body + "        return 0\n"
	}
	incore := func(body string) string {
		return "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function(type=pl.FunctionType.InCore)\n    def k(self, x: pl.Tensor[[4, 16], pl.FP32], w: pld.DistributedTensor[[4, 16], pl.FP32]):\n" + body + "        return x\n"
	}
	for _, tc := range []struct {
		name, src, want string
	}{
		{"alloc as a statement", host("        pld.alloc_window_buffer(16)\n"),
			"f.py:7:9: pld.tensor.alloc_window_buffer must appear as the RHS of a simple assignment (its result must be bound to a named variable)"},
		{"alloc twice", host("        buf = pld.alloc_window_buffer(16)\n        buf = pld.alloc_window_buffer(32)\n"),
			"f.py:8:15: pld.tensor.alloc_window_buffer name 'buf' is already declared in this program"},
		{"alloc with name", host("        buf = pld.alloc_window_buffer(16, name=\"x\")\n"),
			"f.py:7:15: pld.tensor.alloc_window_buffer 'name' kwarg cannot be passed explicitly — it is auto-derived from the assignment LHS ('buf')"},
		{"alloc shape without dtype", host("        buf = pld.alloc_window_buffer([4, 16])\n"),
			"f.py:7:15: pld.tensor.alloc_window_buffer requires dtype= when the first argument is a shape (list / tuple of per-rank dimensions)"},
		{"world size in a kernel", incore("        n = pld.world_size()\n"),
			"f.py:7:13: pld.system.world_size() can only be called in HOST orchestration context (not inside InCore / SPMD scopes); current function level: None"},
		{"put to a plain tensor", incore("        pld.tensor.put(x, 0, w)\n"),
			"f.py:7:9: pld.tensor.put expects a DistributedTensor dst (window-bound); got pl.Tensor[[4, 16], pl.FP32]"},
		{"partial region", incore("        pld.tensor.put(w, 0, x, [0, 0])\n"),
			"f.py:7:9: pld.tensor.put dst_offsets, src_offsets, and shape must be provided together"},
		{"ring without a signal", incore("        w = pld.tensor.allreduce(w, mode=\"ring\")\n"),
			"f.py:7:13: pld.tensor.allreduce mode=\"ring\" requires an explicit signal; host signal synthesis only supports mesh mode. Pass a window-bound signal, e.g. pld.tensor.allreduce(target, signal, mode=\"ring\")."},
		{"task_dummy positional", incore("        b = pl.system.task_dummy(x)\n"),
			"f.py:7:13: pl.system.task_dummy must not use positional arguments"},
		{"unknown short form", incore("        pld.frob(w)\n"),
			"f.py:7:9: Unknown distributed operation 'pld.frob'"},
		{"window annotated as a tensor", host("        buf = pld.alloc_window_buffer(64)\n        w: pl.Tensor[[16], pl.FP32] = pld.window(buf, [16], dtype=pl.FP32)\n"),
			"f.py:8:9: Type annotation for 'w' is Tensor but expression has type DistributedTensorType"},
		{"tensor annotated as a window", incore("        v: pld.DistributedTensor[[4, 16], pl.FP32] = x\n"),
			"f.py:7:9: Type annotation for 'v' is DistributedTensorType but expression has type Tensor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("f.py", tc.src)
			if err == nil {
				t.Fatalf("parsed without error")
			}
			if err.Error() != tc.want {
				t.Errorf("error =\n  %s\nwant\n  %s", err, tc.want)
			}
		})
	}
}
