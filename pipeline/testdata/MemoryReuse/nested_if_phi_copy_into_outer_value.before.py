# An outer if phi c_2 takes its then value c_1 (an inner if's phi) and its
# else value v. The inner if yields v on one branch and a fresh v_1 on the
# other, so c_1's buffer receives a copy of v_1 in the inner else branch,
# where v counts as live (it is read by the inner then branch and the outer
# else branch). Were c_1 and v one buffer (as the outer if alone would
# suggest), that copy would land on v: the pass must see the inner phi's
# yield points when it reconciles the outer phi, and copy instead (this
# crashed the pass's own hazard check: "a write at 'c_1' lands on 'v'").
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[1, 1], pl.FP32], flag: pl.Scalar[pl.INDEX], flag_1: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 1], pl.FP32]:
        v: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
        if flag_1 < 0:
            if flag < 0:
                c, c_1 = pl.yield_(v, v)
            else:
                v_1: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.tile.full([1, 1], dtype=pl.FP32, value=0.0)
                c, c_1 = pl.yield_(v_1, v_1)
            c_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(c_1)
        else:
            c_2: pl.Tile[[1, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(v)
        return x
