# Hand-written cross-core ops in an InCore kernel are valid input when
# they are well formed: PyPTO places each by its registered affinity
# (tpush_to_aiv on the cube core, tpop_from_aic on the vector core), so a
# push of a tile the pushing core holds (here the accumulator) and its pop
# (same id, same loops and branches) split cleanly: AIC keeps the push,
# AIV the pop and what reads it. No boundary move is involved.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
        pl.tile.tpush_to_aiv(acc, split=0, id=1)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=1)
        e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return o
