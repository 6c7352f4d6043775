# irfuzz corpus v1
# signature: "simdiag | hazard |  | WAW: aic0#N TSTORE(_ = tile.store @N) (FIX) writes GM out[N, N) also written by aiv0#N TSTORE(_ = tile.store @N) (MTE3) with no happens-before edge; no cross-core synchronization orders them |  | "
# status: fixed
# oracle: simdiag
# property: hazard
# pass:
# profile: UseAfterDef
# backend: Ascend910B
# faults:
# seed: 7651799468720988257
# case: 5080
# generator: gen/v1
# statements: 50
# count: 1
# first_seen: 2026-12-08T00:22:57Z
# last_seen: 2026-12-08T00:22:57Z
# note: RF-A1 through an if's result: two stores into one GM tensor on different cores, the second into an if's result (both branches yield the first store's version): the model's fence traced GM tensors through stores and loop carries, not if results (pipeline.fenceOrigins); the released PyPTO fences only cube-store -> vector-load pairs (expand_mixed_kernel_pass.cpp:775-783), and its 910B .pto has the same unordered pair (irfuzz sim -backend 910B -sut both)
# edited: the unminimized kernel of the campaign (its .orig.py): the minimized one writes an FP32 [16, 20] Vec tile, whose fence token would be popped into L1 as an NZ tile of 20 columns, not a whole number of FP32 16x8 boxes, which the simulator does not lower (not simulated), so the fixed case would prove nothing
# found_with: cross-core-store-unfenced

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[32, 32], pl.FP16], x_1: pl.Tensor[[32, 512], pl.FP16], x_2: pl.Tensor[[32, 128], pl.FP32], x_3: pl.Tensor[[32, 32], pl.FP32], x_4: pl.Tensor[[32, 32], pl.BF16], x_5: pl.Tensor[[32, 320], pl.BF16], out: pl.Out[pl.Tensor[[32, 160], pl.FP32]], x_6: pl.Tensor[[64, 128], pl.INT16], x_7: pl.Tensor[[64, 64], pl.INT16], out_1: pl.Out[pl.Tensor[[32, 128], pl.INT16]], x_8: pl.Tensor[[128, 128], pl.INT32]) -> tuple[pl.Tensor[[32, 160], pl.FP32], pl.Tensor[[32, 128], pl.INT16]]:
        s: pl.Scalar[pl.INDEX] = n - 21
        t: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(x, [0, 16], [16, 16], [16, 16], target_memory=None)
        v: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.maximum(t, t)
        h: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec] = pl.tile.cast(v, target_type=pl.INT32, mode='ceil')
        t_1: pl.Tile[[16, 128], pl.FP16] = pl.tile.load(x_1, [0, 256], [16, 128], [16, 128], target_memory=None)
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(v, t_1)
        t_2: pl.Tile[[16, 32], pl.FP32, pl.TileView(valid_shape=[4, 32])] = pl.tile.load(x_2, [0, 32], [16, 32], [4, 32], target_memory=None)
        t_3: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_3, [0, 16], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        acc_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, v, t_1)
        v_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sin(t_3)
        t_4: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_4, [0, 0], [32, 16], [32, 16], target_memory=None)
        rs: pl.Tile[[32, 16], pl.BF16] = pl.tile.reshape(t_4, [32, 16])
        l: pl.Tile[[32, 16], pl.BF16] = pl.tile.reshape(rs, [32, 16])
        t_5: pl.Tile[[16, 80], pl.BF16] = pl.tile.load(x_5, [0, 240], [16, 80], [16, 80], target_memory=None)
        acc_2: pl.Tile[[32, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, t_5)
        o: pl.Tensor[[32, 160], pl.FP32] = pl.tile.store(acc_2, [0, 0], out)
        t_6: pl.Tile[[64, 32], pl.INT16] = pl.tile.load(x_6, [0, 32], [64, 32], [64, 32], target_memory=None)
        sl: pl.Tile[[16, 32], pl.INT16] = pl.tile.slice(t_6, [16, 32], [0, 0])
        if s > 0:
            o_1, c = pl.yield_(o, t_4)
        else:
            o_1, c = pl.yield_(o, l)
        t_7: pl.Tile[[16, 64], pl.INT16] = pl.tile.load(x_7, [48, 0], [16, 64], [16, 64], target_memory=None)
        o_2: pl.Tensor[[32, 128], pl.INT16] = pl.tile.store(t_7, [16, 64], out_1)
        t_8: pl.Tile[[32, 32], pl.INT32] = pl.tile.load(x_8, [96, 32], [32, 32], [32, 32], target_memory=None)
        pl.system.bar_v()
        if n == 4:
            ep: pl.Tile[[32, 80], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.muls(acc_2, 0.5)
        tv: pl.Tile[[16, 32], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(l)
        sl_1: pl.Tile[[16, 16], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.slice(tv, [16, 16], [0, 0])
        pl.system.bar_m()
        vs: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[4, 16], blayout=pl.TileLayout.col_major)] = pl.tile.set_validshape(sl_1, 4, 16)
        t_9: pl.Tile[[8, 16], pl.FP32, pl.TileView(valid_shape=[7, 16])] = pl.tile.load(x_2, [24, 32], [8, 16], [7, 16], target_memory=None)
        acc_3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[4, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(vs, sl_1)
        t_10: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_5, [16, 240], [16, 16], [16, 16], target_memory=None)
        acc_4: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[4, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_3, vs, sl_1)
        t_11: pl.Tile[[1, 16], pl.BF16] = pl.tile.load(x_5, [12, 288], [1, 16], [1, 16], target_memory=None)
        t_12: pl.Tile[[16, 16], pl.BF16] = pl.tile.load(x_5, [16, 288], [16, 16], [16, 16], target_memory=None)
        g: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv(t_11, t_12, acc_phase='unspecified')
        g_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 16])] = pl.tile.gemv_acc(g, t_11, t_12, acc_phase='unspecified')
        t_13: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(x_5, [0, 176], [32, 16], [32, 16], target_memory=None)
        tv_1: pl.Tile[[16, 32], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_13)
        l_1: pl.Tile[[32, 16], pl.BF16] = pl.tile.transpose_view(tv_1)
        ln: pl.Tile[[32, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(n, pl.const(32, pl.INDEX)), 16])] = pl.tile.set_validshape(l_1, pl.min(n, 32), 16)
        acc_5: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(n, pl.const(32, pl.INDEX)), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(ln, tv_1)
        s_1: pl.Scalar[pl.INDEX] = s - 28
        l_2: pl.Tile[[16, 16], pl.BF16, pl.TileView(valid_shape=[pl.min(n, pl.const(16, pl.INDEX)), 16])] = pl.tile.slice(ln, [16, 16], [0, 0])
        acc_6: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(n, pl.const(16, pl.INDEX)), 32], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_2, tv_1)
        for i, (o_3, o_4) in pl.range(8, 0, -2, init_values=(o_1, o_2)):
            tv_2: pl.Tile[[16, 32], pl.BF16, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(t_13)
            v_2: pl.Tile[[16, 16], pl.BF16, pl.Mem.Vec] = pl.tile.relu(t_12)
            sl_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[pl.min(n, pl.const(32, pl.INDEX)), 32], compact=pl.CompactMode.normal)] = pl.tile.slice(acc_5, [32, 32], [0, 0])
            o_5: pl.Tensor[[32, 160], pl.FP32] = pl.tile.store(acc_6, [i % 2 * 16, 32], o_3)
            o_6, o_7 = pl.yield_(o_5, o_4)
        return o_6, o_7
