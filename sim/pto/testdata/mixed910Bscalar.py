# hand-written: a mixed kernel on Ascend910B with a scalar parameter, which PyPTO's signature lists after the GM slot buffer (pto_codegen.cpp:991-1018, inject_gm_pipe_buffer_pass.cpp:175-176)
# pypto.program: Cross
import pypto.language as pl

@pl.program
class Cross:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 16], pl.FP16], s: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(t, t)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc, s)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
