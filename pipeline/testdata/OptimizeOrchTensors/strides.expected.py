# Expected output of OptimizeOrchTensors/strides (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk(x: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)], o: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        r: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(u, [0, 0], o)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick(x: pl.Tensor[[16, 32], pl.FP32], o: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[64, 32], pl.FP32], z: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[4, 64, 32], pl.FP32]]) -> pl.Tensor[[4, 64, 32], pl.FP32]:
        xs: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x, [16, 32], [16, 0])
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[16, 32], pl.FP32] = self.blk(xs, o)
        out_1: pl.Tensor[[4, 64, 32], pl.FP32] = pl.tensor.assemble(out, r, [1, 16, 0])
        zs: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(z, [16, 32], [0, 0])
        p: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        q: pl.Tensor[[16, 32], pl.FP32] = self.pick(zs, p)
        p2: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        q2: pl.Tensor[[16, 32], pl.FP32] = self.pick(xs, p2)
        return out_1
