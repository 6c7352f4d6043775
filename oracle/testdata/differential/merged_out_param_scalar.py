# backend: Ascend910B
# OptimizeOrchTensors merges the Out parameter out into x (the loop carry of a
# whole-tensor load of x reaches its store; optimize_orch_tensors_pass.cpp:382-450,
# :560-576; the pinned PyPTO drops out from the kernel the same way), so the
# compiled kernel is kernel(x, y, n): the scalar n and the tensor y bind by name
# (oracle.EntryParams), not by the input's positions (TestSimulateMergedOutParam).
# want: nothing
import pypto.language as pl

@pl.program
class MergedOutParam:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(t,)):
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c, 1.0)
            r = pl.yield_(c_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        f: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        for j, (a,) in pl.range(n, init_values=(f,)):
            a_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(a, 1.0)
            s = pl.yield_(a_1)
        o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(s, [0, 0], y)
        return o, o_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]] = self.kernel(x, out, y, n)
        return r[0], r[1]
