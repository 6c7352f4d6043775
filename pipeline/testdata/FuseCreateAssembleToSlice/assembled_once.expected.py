# Expected output of FuseCreateAssembleToSlice/assembled_once (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x: pl.Tensor[[8, 16], pl.FP16], blk: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[2, 16], pl.FP16]]) -> pl.Tensor[[2, 16], pl.FP16]:
        t: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [blk, 0], [2, 16], [2, 16], target_memory=pl.Mem.Vec)
        u: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.add(t, t)
        r: pl.Tensor[[2, 16], pl.FP16] = pl.tile.store(u, [0, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[8, 16], pl.FP16], y: pl.Out[pl.Tensor[[8, 16], pl.FP16]]) -> pl.Tensor[[8, 16], pl.FP16]:
        for b in pl.range(0, 8, 2):
            part: pl.Tensor[[2, 16], pl.FP16] = pl.tensor.slice(y, [2, 16], [b, 0])
            part_1: pl.Tensor[[2, 16], pl.FP16] = self.scale(x, b, part)
        tmp: pl.Tensor[[2, 16], pl.FP16] = pl.tensor.create([2, 16], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        tmp_1: pl.Tensor[[2, 16], pl.FP16] = self.scale(x, 0, tmp)
        y_1: pl.Tensor[[8, 16], pl.FP16] = pl.tensor.assemble(y, tmp_1, [0, 0])
        y_2: pl.Tensor[[8, 16], pl.FP16] = pl.tensor.assemble(y_1, tmp_1, [4, 0])
        return y_2
