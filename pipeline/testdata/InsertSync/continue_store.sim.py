# Simulated by TestContinuePathSyncSimulates through the whole default
# pipeline: the branch that continues stores w, whose buffer the next
# iteration's load rewrites; the continue path needs its own MTE3 -> MTE2
# pair (without it: "WAR: TLOAD(w) (MTE2) ... read by TSTORE (MTE3) ...
# missing set_flag(MTE3, MTE2)").
import pypto.language as pl


@pl.program
class Repro:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        v: pl.Tensor[[16, 128], pl.FP32],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        for i in pl.range(4):
            w: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(v, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            if i == 2:
                pl.tile.store(w, [0, 0], out_b)
                continue
            w3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(w, w)
            pl.tile.store(w3, [0, 0], out_b)
