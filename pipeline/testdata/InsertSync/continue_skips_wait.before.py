# A continue or break leaves the loop body without reaching the waits
# placed at its end (or before a later consumer): a flag set before it
# would stay set (the next iteration's set of it is lost) and the next
# iteration would run ahead of the producer. The waits are repeated
# before each exit the set precedes (the V -> MTE2 wait before the
# continue), not before one it follows (MTE3 -> V), and the back-edge
# syncs go before a trailing continue, not after it (campaign signatures
# 5bcf722e8f12, f9eb38976763: waits emitted after `continue`).
# passes: InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", 0, 1024)],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)]],
    ):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        for i in pl.range(4):
            a: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            b: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_1, 1024, 1024), pl.Mem.Vec] = pl.tile.exp(a)
            if i > 1:
                continue
            s: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", 0, 1024)] = pl.tile.store(b, [0, 0], out)
            continue
        return
