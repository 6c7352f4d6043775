# FixupIterArgInitValues on an init whose chain cannot be pulled: the outer
# loop carries o (a store of a vector loop's result c_2) through a nested
# pass-through loop, so the carry survives on AIC. Pulling o's definition
# chain stops at c_2, a loop result AIC does not have: the old repair pulled
# the store and the add anyway and left c_2 undefined. A chain that cannot
# be completed is not pulled; the init falls back to the Out parameter the
# tensor version writes (out), as AIV's dangling outputs do.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for i, (c,) in pl.range(2, init_values=(v,)):
            c_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c)
            c_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c_1)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(c_2, c_2)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [0, 0], out)
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        l_Left: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        r_Right: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        for j, (o_1, q) in pl.range(2, init_values=(o, out_1)):
            for k, (o_2,) in pl.range(1, init_values=(o_1,)):
                o_3: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_2)
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_Left, r_Right)
            acc_v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc_v)
            q_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], q)
            o_4, q_2 = pl.yield_(o_3, q_1)
        return o_4, q_2
