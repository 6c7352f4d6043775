# LoopRepair, branch results with no carry behind them: the list lost
# gone_e, which the then-branch yields as y, and no loop carries y, so the
# result y is dropped with its slot of both yields, though the second store
# reads it: that read is left unbound (printed y__FREE_VAR), for the caller
# to report (UnboundReads). w stays.
import pypto.language as pl


@pl.program
class StripIf:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        if n < 1:
            gone_e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
            y, w = pl.yield_(gone_e, t0)
        else:
            f1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t0)
            y, w = pl.yield_(t0, f1)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [0, 0], out)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y, [0, 0], s)
        return o
