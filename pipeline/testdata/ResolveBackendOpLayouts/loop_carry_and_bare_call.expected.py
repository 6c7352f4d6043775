# Expected output of ResolveBackendOpLayouts/loop_carry_and_bare_call (written by -update; review before committing).
# pypto.program: Prog
import pypto.language as pl

@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def grp(out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        a: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.relu(a)
        o: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(b, [0, 0], out)
        return o
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        w: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        acc0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(acc0,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, w)
            nxt__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(acc, [1, 16])
            nxt__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s, [1, 16])
            nxt__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(nxt__rm_a0_tmp_v0, nxt__rm_a1_tmp_v1)
            nxt: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(nxt__row_major_tmp_v2, [16, 1])
            acc_r: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        idx: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.tile.create([16, 1], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        layout_fix__row_major_arg0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(acc_r, [1, 16])
        layout_fix__row_major_arg1_tmp_v4: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(idx, [1, 16])
        pl.tile.mscatter(layout_fix__row_major_arg0_tmp_v3, layout_fix__row_major_arg1_tmp_v4, out)
        return out
