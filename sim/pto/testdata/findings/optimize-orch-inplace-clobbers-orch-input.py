# want: mismatch: the PTO program computes output 'x' other than the reference at element [0 0]: want 4, got 16 (216 elements differ); last written by pto.tstore at .pto line 17 (optimize-orch-inplace-clobbers-orch-input.py:21:43)
# A real bug of the pinned PyPTO e2d0f78ae in the PTO it emits (docs/findings.md).
# silent: OptimizeOrchTensors' in-place reuse for a kernel called outside
# loops merges the kernel's Out parameter into the In parameter it loads
# whole into a loop carry (optimize_orch_tensors_pass.cpp:298-450) when the
# In argument's only use in the caller is this call (IsPairingSafeAtCallSite,
# :560-576). It does not ask whether that argument is the orchestration's own
# In parameter: the kernel stores its result over main's input x, which the
# caller still owns (x comes back as 4x its value).
# backend: 950
import pypto.language as pl

@pl.program
class InPlaceInput:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (s,) in pl.range(2, init_values=(t,)):
            s_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(s, s)
            s_2 = pl.yield_(s_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s_2, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[16, 16], pl.FP32] = self.kernel(x, out)
        return r
