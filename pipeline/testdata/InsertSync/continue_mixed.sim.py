# Simulated by TestContinuePathSyncSimulates through the whole default
# pipeline for several exit iterations n: on the vector core the branch
# that continues adds into w's reused buffer and stores it, and the next
# iteration's load rewrites that buffer (without the continue path's own
# pairs: "WAR/WAW: TLOAD(w) (MTE2) ... TADD (V) ... missing
# set_flag(V, MTE2)").
#
# A loop pushing vector data to the cube core on every iteration, left
# through branches that each hold one core's work: the cube-only branch
# that breaks and the vector-only branch that continues are rebuilt on the
# other side with just their exit (AIV keeps `if i == n: break`, AIC keeps
# `if i == 2: continue`), so both cores run the same iterations and every
# push has its pop. The cube-only inner loop's break leaves only that loop:
# AIV drops it whole.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        v: pl.Tensor[[16, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out_a: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ):
        x_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        for i in pl.range(4):
            w: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(v, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            w_mat: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat] = pl.tile.move(w, target_memory=pl.Mem.Mat)
            if i == n:
                x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
                y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
                z: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
                pl.tile.store(z, [0, 0], out_a)
                break
            if i == 2:
                w2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(w, w)
                pl.tile.store(w2, [0, 0], out_b)
                continue
            for k in pl.range(2):
                if k == n:
                    break
                x_left_1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_mat, target_memory=pl.Mem.Left)
                y_right_1: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
                z_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left_1, y_right_1)
                pl.tile.store(z_1, [0, 0], out_a)
