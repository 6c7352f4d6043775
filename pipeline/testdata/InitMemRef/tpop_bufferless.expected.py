# Expected output of InitMemRef/tpop_bufferless (written by -update; review before committing).
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main() -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = t
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(a, [16, 16])
        out: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, 0, 1024), pl.Mem.Vec] = pl.tile.muls(v, 1.0)
        return out
