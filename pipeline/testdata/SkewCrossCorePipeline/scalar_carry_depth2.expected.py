# Expected output of SkewCrossCorePipeline/scalar_carry_depth2 (written by -update; review before committing).
# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(q: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        row: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX)
        qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aic(qa, split=0)
        row_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX)
        qa_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [row_1, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aic(qa_1, split=0)
        for i, (acc,) in pl.range(2, 4, 2, init_values=(out,)):
            row_2: pl.Scalar[pl.INDEX] = i * 16
            qa_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [row_2, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aic(qa_2, split=0)
            row_3: pl.Scalar[pl.INDEX] = (i + 1) * 16
            qa_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [row_3, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.tpush_to_aic(qa_3, split=0)
            row_4: pl.Scalar[pl.INDEX] = (i - 2) * 16
            e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [row_4, 0], acc)
            pl.system.tfree_to_aic(e)
            row_5: pl.Scalar[pl.INDEX] = (i - 1) * 16
            e_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            acc2_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e_1, [row_5, 0], acc2)
            pl.system.tfree_to_aic(e_1)
            acc3_swp: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc2_1)
        row_6: pl.Scalar[pl.INDEX] = pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX)
        e_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        acc2_2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e_2, [row_6, 0], acc3_swp)
        pl.system.tfree_to_aic(e_2)
        row_7: pl.Scalar[pl.INDEX] = pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX)
        e_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        acc2_3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e_3, [row_7, 0], acc2_2)
        pl.system.tfree_to_aic(e_3)
        acc3: pl.Tensor[[64, 64], pl.FP32] = acc2_3
        return acc3
