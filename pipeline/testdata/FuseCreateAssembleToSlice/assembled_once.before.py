# The created part, assembled once into the loop carry, becomes a slice of
# the carry; the assemble goes, the carry now passes through and is
# dropped, so the slice reads y. tmp is assembled twice: left alone.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(self, x: pl.Tensor[[8, 16], pl.FP16], blk: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[2, 16], pl.FP16]]) -> pl.Tensor[[2, 16], pl.FP16]:
        t: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [blk, 0], [2, 16], target_memory=pl.Mem.Vec)
        u: pl.Tile[[2, 16], pl.FP16, pl.Mem.Vec] = pl.tile.add(t, t)
        r: pl.Tensor[[2, 16], pl.FP16] = pl.tile.store(u, [0, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[8, 16], pl.FP16], y: pl.Out[pl.Tensor[[8, 16], pl.FP16]]) -> pl.Tensor[[8, 16], pl.FP16]:
        for b, (acc,) in pl.range(0, 8, 2, init_values=(y,)):
            part: pl.Tensor[[2, 16], pl.FP16] = pl.create_tensor([2, 16], dtype=pl.FP16)
            part_1: pl.Tensor[[2, 16], pl.FP16] = self.scale(x, b, part)
            acc_1: pl.Tensor[[8, 16], pl.FP16] = pl.assemble(acc, part_1, [b, 0])
            acc_2 = pl.yield_(acc_1)
        tmp: pl.Tensor[[2, 16], pl.FP16] = pl.create_tensor([2, 16], dtype=pl.FP16)
        tmp_1: pl.Tensor[[2, 16], pl.FP16] = self.scale(x, 0, tmp)
        y_1: pl.Tensor[[8, 16], pl.FP16] = pl.assemble(acc_2, tmp_1, [0, 0])
        y_2: pl.Tensor[[8, 16], pl.FP16] = pl.assemble(y_1, tmp_1, [4, 0])
        return y_2
