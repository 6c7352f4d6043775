# EliminateDeadCode on loop carries. The tile carry c only feeds itself
# (through the branch result y), q feeds the store and s is a scalar that
# only feeds itself. With no prunable type every carry is live, as in
# PyPTO, and nothing changes (carries.expected.py); when tiles are
# prunable, c goes with its yield slot, y, the branch computing it and c1
# (carries_pruned.expected.py), while s stays.
import pypto.language as pl


@pl.program
class Carries:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c, q, s) in pl.range(4, init_values=(t0, t0, 0)):
            if i < 2:
                c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
                y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
            else:
                y: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
            q1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(q)
            s1: pl.Scalar[pl.INDEX] = s + 1
            rc, rq, rs = pl.yield_(y, q1, s1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rq, [0, 0], out)
        return o
