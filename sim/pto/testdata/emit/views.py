# irfuzz gen -n 500 -seed 1: Default_125 (pipes, slices, extract, col_sum, run-time offsets)
# irfuzz gen: profile=Default seed=125 target=Ascend950 statements=34 draws=223
# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[512, 32], pl.FP32], x_1: pl.Tensor[[16, 32], pl.FP16], x_2: pl.Tensor[[16, 64], pl.BF16], x_3: pl.Tensor[[128, 64], pl.BF16], flag: pl.Scalar[pl.INDEX], x_4: pl.Tensor[[64, 256], pl.FP16], x_5: pl.Tensor[[2, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 16], pl.FP32]]) -> pl.Tensor[[2, 16], pl.FP32]:
        for i in pl.unroll(4):
            for i_1 in pl.pipeline(0, 8, 2, stage=2):
                t: pl.Tile[[128, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [128, i_1 % 2 * 16], [128, 16], [128, 16], target_memory=pl.Mem.Vec)
                l: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [32, 16], [32, 0])
                rs: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(l, [32, 16])
                l_1: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs, [32, 16])
                l_2: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(l_1, [32, 16], [0, 0])
                t_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [176, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
                acc: pl.Tile[[32, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l_2, t_1)
                ep: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc, acc)
            for i_2 in pl.parallel(1):
                if flag == 0:
                    t_2: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(x_1, [0, 0], [16, 32], [16, 32], target_memory=None)
                    l_3: pl.Tile[[16, 32], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_2)
                    tv: pl.Tile[[32, 16], pl.FP16, pl.TileView(blayout=pl.TileLayout.col_major, pad=pl.PadValue.zero)] = pl.tile.transpose_view(l_3)
                    l_4: pl.Tile[[16, 32], pl.FP16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.transpose_view(tv)
                    l_5: pl.Tile[[16, 32], pl.FP16, pl.TileView(valid_shape=[15, 32], pad=pl.PadValue.zero)] = pl.tile.set_validshape(l_4, 15, 32)
                    acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul(l_5, tv)
                    t_3: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(x_2, [0, 0], [16, 32], [16, 32], target_memory=None)
                    t_4: pl.Tile[[32, 32], pl.BF16] = pl.tile.load(x_3, [32, 32], [32, 32], [32, 32], target_memory=None)
                    rp: pl.Tile[[32, 32], pl.BF16, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t_4)
                    acc_2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[15, 16], compact=pl.CompactMode.normal)] = pl.tile.matmul_acc(acc_1, l_5, tv, i_2 == 0)
                    mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[15, 16])] = pl.tile.move(acc_2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
                    tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
                    ep_1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[15, 1])] = pl.tile.row_sum(mv, tmp)
                    h: pl.Tile[[16, 1], pl.BF16, pl.Mem.Vec, pl.TileView(valid_shape=[15, 1])] = pl.tile.cast(ep_1, target_type=pl.BF16, mode='round')
        t_5: pl.Tile[[64, 64], pl.FP16] = pl.tile.load(x_4, [0, 64], [64, 64], [64, 64], target_memory=None)
        t_6: pl.Tile[[64, 16], pl.FP16] = pl.tile.load(x_4, [0, 144], [64, 16], [64, 16], target_memory=None)
        t_7: pl.Tile[[1, 16], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)] = pl.tile.load(x_5, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Mat)
        acc_3: pl.Tile[[64, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(t_5, t_6, t_7)
        tmp_1: pl.Tile[[64, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_sum(acc_3, tmp_1)
        o: pl.Tensor[[2, 16], pl.FP32] = pl.tile.store(r, [1, 0], out)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[512, 32], pl.FP32], x_1: pl.Tensor[[16, 32], pl.FP16], x_2: pl.Tensor[[16, 64], pl.BF16], x_3: pl.Tensor[[128, 64], pl.BF16], x_4: pl.Tensor[[64, 256], pl.FP16], x_5: pl.Tensor[[2, 16], pl.FP32], out: pl.Out[pl.Tensor[[2, 16], pl.FP32]]) -> pl.Tensor[[2, 16], pl.FP32]:
        r: pl.Tensor[[2, 16], pl.FP32] = self.kernel(x, x_1, x_2, x_3, 33, x_4, x_5, out)
        return r
