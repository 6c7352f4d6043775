# Expected output of DeriveCallDirections/writers (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x: pl.Tensor[[4, 32], pl.FP32], blk: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        t: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        r: pl.Tensor[[4, 32], pl.FP32] = pl.tile.store(u, [0, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[4, 32], pl.FP32], acc: pl.InOut[pl.Tensor[[4, 32], pl.FP32]]) -> pl.Tensor[[4, 32], pl.FP32]:
        buf: pl.Tensor[[4, 32], pl.FP32] = pl.tensor.create([4, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        buf_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(x, 0, buf, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        for i, (c,) in pl.parallel(2, init_values=(buf_1,)):
            c_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(x, i, c, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            c_2: pl.Tensor[[4, 32], pl.FP32] = pl.yield_(c_1)
        for j in pl.range(3):
            tmp: pl.Tensor[[4, 32], pl.FP32] = pl.tensor.create([4, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            tmp_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(c_2, j, tmp, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
        acc_1: pl.Tensor[[4, 32], pl.FP32] = self.fill(x, 1, acc, attrs={"arg_directions": [pl.adir.no_dep, pl.adir.scalar, pl.adir.inout], "arg_direction_overrides": [0]})
        return acc_1
